/** What a change of costing method reads and writes of a product, and its FIFO layers as the API lists them (decision 0023). */
import { costLayers, inventoryLevels, lots, products, queryRows, receiptBeforeRateFixed, stockMovements, warehouses, type CostingMethod, type Db } from '@stockroom/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';

/** Locks the product's row FOR UPDATE: every stock write of it reads its costing KEY SHARE first, so writes under way finish and later ones wait. */
export async function lockProductForCosting(tx: Db, productId: string): Promise<{ costingMethod: CostingMethod; costPrice: number } | undefined> {
  const [row] = await tx.select({ costingMethod: products.costingMethod, costPrice: products.costPrice }).from(products).where(eq(products.id, productId)).for('update');
  return row;
}

/** Units of the product in transit on two-step transfers, all warehouses. */
export async function unitsInTransit(tx: Db, productId: string): Promise<number> {
  const [row] = await tx.select({ units: sql<string>`coalesce(sum(${inventoryLevels.inTransit}), 0)::text` }).from(inventoryLevels).where(eq(inventoryLevels.productId, productId));
  return Number(row!.units);
}

/** True when receipts of the product were posted before their order's exchange rate was fixed (decision 0016) in another currency than `baseCurrency`: the one-time conversion still has to restate them. */
export async function hasUnconvertedReceipts(tx: Db, productId: string, baseCurrency: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from stock_movements m join purchase_orders po on po.id = m.reference_id where m.product_id = ${productId} and po.currency <> ${baseCurrency} and ${receiptBeforeRateFixed}) as found`,
  );
  return row!.found;
}

/** The stock of a product at one warehouse and lot: its units on hand and their ledger value (currency units, exact text). */
export interface GrainValue {
  warehouseId: string;
  lotId: string | null;
  units: number;
  value: string;
}

/**
 * Every warehouse and lot where the product has units on hand (its balances) or a ledger value
 * other than 0 (the sum of its movements' values there), by warehouse then lot.
 */
export function grainValues(tx: Db, productId: string): Promise<GrainValue[]> {
  return queryRows<GrainValue>(
    tx,
    sql`with units as (
          select warehouse_id, lot_id, sum(on_hand)::int as units from stock_balances where product_id = ${productId} group by 1, 2 having sum(on_hand) > 0
        ), valued as (
          select warehouse_id, lot_id, sum(value) as value from stock_movements where product_id = ${productId} group by 1, 2
        )
        select coalesce(u.warehouse_id, v.warehouse_id) as "warehouseId", coalesce(u.lot_id, v.lot_id) as "lotId",
               coalesce(u.units, 0) as units, coalesce(v.value, 0)::text as value
        from units u full join valued v on v.warehouse_id = u.warehouse_id and v.lot_id is not distinct from u.lot_id
        where coalesce(u.units, 0) > 0 or coalesce(v.value, 0) <> 0
        order by 1, 2 nulls first`,
  );
}

/** Sets the product's costing method and cost price, written by `actorId`. */
export async function setCosting(tx: Db, productId: string, costingMethod: CostingMethod, costPrice: number, actorId: string): Promise<void> {
  await tx.update(products).set({ costingMethod, costPrice, costingSince: sql`now()`, updatedBy: actorId }).where(eq(products.id, productId));
}

/**
 * The open FIFO cost layers of a product (units left), oldest first, in one warehouse or all:
 * each with its warehouse's code, its lot's number and the movement that opened it.
 */
export function openLayersOf(db: Db, productId: string, warehouseId: string | undefined) {
  return db
    .select({
      id: costLayers.id,
      warehouseId: costLayers.warehouseId,
      warehouseCode: warehouses.code,
      lotId: costLayers.lotId,
      lotNumber: lots.lotNumber,
      movementId: costLayers.movementId,
      movementType: stockMovements.type,
      reason: stockMovements.reason,
      openedAt: costLayers.effectiveAt,
      quantity: costLayers.quantity,
      remaining: costLayers.remaining,
      value: costLayers.value,
      remainingValue: costLayers.remainingValue,
    })
    .from(costLayers)
    .innerJoin(warehouses, eq(warehouses.id, costLayers.warehouseId))
    .innerJoin(stockMovements, eq(stockMovements.id, costLayers.movementId))
    .leftJoin(lots, eq(lots.id, costLayers.lotId))
    .where(and(eq(costLayers.productId, productId), gt(costLayers.remaining, 0), warehouseId ? eq(costLayers.warehouseId, warehouseId) : undefined))
    .orderBy(asc(costLayers.effectiveAt), asc(costLayers.sequence));
}
