/**
 * Stock at cost, as every figure of it reads (decision 0023): a level's FIFO layers (its units in
 * transit at the cost they left at), else its units at the product's cost price.
 */
import { costLayers, inventoryLevels, products, transferItems, transfers } from '@stockroom/db';
import { and, eq, gt, inArray, sql, type SQLWrapper } from 'drizzle-orm';

/**
 * SQL: the remaining value (currency units, exact) of the FIFO cost layers of a product in a
 * warehouse, all its lots or, with `lotId`, one lot's; the arguments are columns of the outer select.
 */
export function remainingLayerValue(productId: SQLWrapper, warehouseId: SQLWrapper, lotId?: SQLWrapper) {
  const layers = and(eq(costLayers.productId, productId), eq(costLayers.warehouseId, warehouseId), lotId ? eq(costLayers.lotId, lotId) : undefined, gt(costLayers.remaining, 0));
  return sql`(select coalesce(sum(${costLayers.remainingValue}), 0) from ${costLayers} where ${layers})`;
}

/**
 * SQL: a level's units on hand at cost (currency units, exact): its FIFO layers' remaining value,
 * else on hand × the product's cost price. Of a select joining the levels to products.
 */
export const levelCostValue = sql`case when ${products.costingMethod} = 'fifo'
  then ${remainingLayerValue(inventoryLevels.productId, inventoryLevels.warehouseId)}
  else ${inventoryLevels.onHand} * ${products.costPrice} end`;

/** The lines of the open transfers to a level's warehouse (its units in transit) of its product. */
const inTransitLines = and(
  eq(transferItems.productId, inventoryLevels.productId),
  eq(transfers.toWarehouseId, inventoryLevels.warehouseId),
  inArray(transfers.status, ['in_transit', 'partially_received']),
);

/**
 * SQL: a level's units in transit at cost (currency units): under FIFO at the cost per unit each
 * transfer line's units left at (what their layers gave them, 4 decimals), to the cent per line,
 * else in transit × the product's cost price. Of a select joining the levels to products.
 */
export const levelInTransitCostValue = sql`case when ${products.costingMethod} = 'fifo'
  then (select coalesce(sum(round((${transferItems.shippedQuantity} - ${transferItems.receivedQuantity} - ${transferItems.lostQuantity}) * ${transferItems.unitCost}, 2)), 0)
        from ${transferItems} join ${transfers} on ${transfers.id} = ${transferItems.transferId} where ${inTransitLines})
  else ${inventoryLevels.inTransit} * ${products.costPrice} end`;
