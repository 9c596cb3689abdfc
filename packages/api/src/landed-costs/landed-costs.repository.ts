/** Landed costs' reads and writes (decision 0023 point 7). */
import {
  costLayers,
  inventoryLevels,
  landedCostCharges,
  landedCostLines,
  landedCosts,
  packagingUnits,
  products,
  purchaseOrderItems,
  purchaseOrders,
  stockMovements,
  type Db,
} from '@stockroom/db';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';

/**
 * The lines of purchase orders `orderIds` with units received and kept (received less returned to
 * the supplier), in order and line order, each with what a basis needs: the order's warehouse,
 * number and fixed rate, the unit cost in the order's currency, the product's SKU, weight (kg) and
 * volume per base unit (cm³, from its smallest pack with outer dimensions; null without one).
 */
export function receivedLines(db: Db, orderIds: string[]) {
  const volume = sql<number | null>`(select ${packagingUnits.length} * ${packagingUnits.width} * ${packagingUnits.height} / ${packagingUnits.baseQuantity}
    from ${packagingUnits} where ${packagingUnits.productId} = ${purchaseOrderItems.productId} and ${isNotNull(packagingUnits.length)} and ${isNotNull(packagingUnits.width)} and ${isNotNull(packagingUnits.height)}
    order by ${packagingUnits.baseQuantity} limit 1)`.mapWith(Number);
  return db
    .select({
      itemId: purchaseOrderItems.id,
      orderId: purchaseOrders.id,
      orderNumber: purchaseOrders.number,
      warehouseId: purchaseOrders.warehouseId,
      rate: purchaseOrders.exchangeRate,
      productId: purchaseOrderItems.productId,
      sku: products.sku,
      weight: products.weight,
      volume,
      unitCost: purchaseOrderItems.unitCost,
      units: sql<number>`${purchaseOrderItems.receivedQuantity} - ${purchaseOrderItems.returnedQuantity}`.mapWith(Number),
    })
    .from(purchaseOrderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.purchaseOrderId))
    .innerJoin(products, eq(products.id, purchaseOrderItems.productId))
    .where(and(inArray(purchaseOrderItems.purchaseOrderId, orderIds), gt(purchaseOrderItems.receivedQuantity, purchaseOrderItems.returnedQuantity)))
    .orderBy(asc(purchaseOrders.number), asc(purchaseOrderItems.id));
}

/** Locks the purchase orders among `ids` that exist FOR SHARE, in id order, and returns them with their warehouse (what a bound actor may see). */
export function lockOrders(tx: Db, ids: string[]) {
  return tx
    .select({ id: purchaseOrders.id, number: purchaseOrders.number, warehouseId: purchaseOrders.warehouseId })
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.id, ids))
    .orderBy(asc(purchaseOrders.id))
    .for('share');
}

const layerColumns = { id: costLayers.id, warehouseId: costLayers.warehouseId, lotId: costLayers.lotId, remaining: costLayers.remaining };

/** The FIFO layers the receipts of purchase order `orderId` opened of `productId`, used up or not, oldest first. */
export function receiptLayers(tx: Db, orderId: string, productId: string) {
  return tx
    .select(layerColumns)
    .from(costLayers)
    .innerJoin(stockMovements, eq(stockMovements.id, costLayers.movementId))
    .where(and(eq(costLayers.productId, productId), eq(stockMovements.type, 'receipt'), eq(stockMovements.referenceType, 'purchase_order'), eq(stockMovements.referenceId, orderId)))
    .orderBy(asc(costLayers.sequence));
}

/** The open FIFO layers of a product in a warehouse, newest first. */
export function openLayersAt(tx: Db, productId: string, warehouseId: string) {
  return tx
    .select(layerColumns)
    .from(costLayers)
    .where(and(eq(costLayers.productId, productId), eq(costLayers.warehouseId, warehouseId), gt(costLayers.remaining, 0)))
    .orderBy(desc(costLayers.sequence));
}

/** Units on hand of a product in a warehouse (0 without a level). */
export async function onHandAt(tx: Db, productId: string, warehouseId: string): Promise<number> {
  const [row] = await tx.select({ onHand: inventoryLevels.onHand }).from(inventoryLevels).where(and(eq(inventoryLevels.productId, productId), eq(inventoryLevels.warehouseId, warehouseId)));
  return row?.onHand ?? 0;
}

/** Inserts a landed cost with its charges and lines; returns its id. */
export async function insertLandedCost(
  tx: Db,
  header: typeof landedCosts.$inferInsert,
  charges: Omit<typeof landedCostCharges.$inferInsert, 'landedCostId'>[],
  lines: Omit<typeof landedCostLines.$inferInsert, 'landedCostId'>[],
): Promise<string> {
  const [row] = await tx.insert(landedCosts).values(header).returning({ id: landedCosts.id });
  const landedCostId = row!.id;
  await tx.insert(landedCostCharges).values(charges.map((charge) => ({ ...charge, landedCostId })));
  await tx.insert(landedCostLines).values(lines.map((line) => ({ ...line, landedCostId })));
  return landedCostId;
}

/**
 * One page of landed costs, newest first, with the total count: all, or those with lines of
 * `filter.purchaseOrderId` and of `filter.warehouseId`.
 */
export async function listLandedCosts(db: Db, filter: { purchaseOrderId?: string | undefined; warehouseId?: string | undefined }, page: { limit: number; offset: number }) {
  const where =
    filter.purchaseOrderId || filter.warehouseId
      ? sql`exists (select 1 from ${landedCostLines} join ${purchaseOrderItems} on ${purchaseOrderItems.id} = ${landedCostLines.purchaseOrderItemId}
          where ${landedCostLines.landedCostId} = ${landedCosts.id}
            ${filter.purchaseOrderId ? sql`and ${purchaseOrderItems.purchaseOrderId} = ${filter.purchaseOrderId}` : sql``}
            ${filter.warehouseId ? sql`and ${landedCostLines.warehouseId} = ${filter.warehouseId}` : sql``})`
      : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(landedCosts).where(where).orderBy(desc(landedCosts.createdAt), desc(landedCosts.number)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(landedCosts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The landed costs `ids` with their charges and lines (each line with its order's number and product's SKU). */
export async function landedCostsWithParts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const [headers, charges, lines] = await Promise.all([
    db.select().from(landedCosts).where(inArray(landedCosts.id, ids)),
    db.select().from(landedCostCharges).where(inArray(landedCostCharges.landedCostId, ids)).orderBy(asc(landedCostCharges.id)),
    db
      .select({ line: landedCostLines, purchaseOrderId: purchaseOrders.id, purchaseOrderNumber: purchaseOrders.number, sku: products.sku })
      .from(landedCostLines)
      .innerJoin(purchaseOrderItems, eq(purchaseOrderItems.id, landedCostLines.purchaseOrderItemId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.purchaseOrderId))
      .innerJoin(products, eq(products.id, landedCostLines.productId))
      .where(inArray(landedCostLines.landedCostId, ids))
      .orderBy(asc(purchaseOrders.number), asc(landedCostLines.purchaseOrderItemId)),
  ]);
  return headers.map((header) => ({
    header,
    charges: charges.filter((charge) => charge.landedCostId === header.id),
    lines: lines.filter(({ line }) => line.landedCostId === header.id),
  }));
}
