/**
 * Transfers and their lines. What a two-step transfer holds in transit, grain by grain, is read
 * from its own ledger rows: the units its transfer_out movements took, less those its transfer_in
 * movements put down (receipts, and the units closed as lost, which are put down and written off).
 */
import { lots, products, stockMovements, transferItems, transfers, warehouses, type Db, type TransferStatus } from '@stockroom/db';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actorName } from '../actors.js';
import { numberContains } from '../documents.js';

export type TransferRow = typeof transfers.$inferSelect;
export type TransferItemRow = typeof transferItems.$inferSelect;

export async function insertTransfer(tx: Db, values: typeof transfers.$inferInsert, items: (typeof transferItems.$inferInsert)[]): Promise<void> {
  await tx.insert(transfers).values(values);
  await tx.insert(transferItems).values(items);
}

/** The transfer, locked until the transaction ends when `lock` (ship, receive, close and cancel serialize on it). */
export async function findTransfer(db: Db, id: string, lock = false): Promise<TransferRow | undefined> {
  const query = db.select().from(transfers).where(eq(transfers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const fromWarehouse = alias(warehouses, 'from_warehouse');
const toWarehouse = alias(warehouses, 'to_warehouse');

/**
 * Transfers as reads return them: with the code and name of both warehouses and the name of who
 * created it (decision 0019), read in the one query (the warehouses and users tables are other modules').
 */
const transfersWithNames = (db: Db, where: SQL | undefined) =>
  db
    .select({
      transfer: transfers,
      fromWarehouseCode: fromWarehouse.code,
      fromWarehouseName: fromWarehouse.name,
      toWarehouseCode: toWarehouse.code,
      toWarehouseName: toWarehouse.name,
      createdByName: actorName(transfers.createdBy),
    })
    .from(transfers)
    .innerJoin(fromWarehouse, eq(fromWarehouse.id, transfers.fromWarehouseId))
    .innerJoin(toWarehouse, eq(toWarehouse.id, transfers.toWarehouseId))
    .where(where);

/** One transfer with its names (see transfersWithNames), or undefined. */
export async function readTransfer(db: Db, id: string) {
  const [row] = await transfersWithNames(db, eq(transfers.id, id));
  return row;
}
export type TransferReadRow = NonNullable<Awaited<ReturnType<typeof readTransfer>>>;

/** The lines of these transfers with their product's SKU, name and barcode, by SKU. */
export function itemsOf(db: Db, transferIds: string[]) {
  if (!transferIds.length) return Promise.resolve([]);
  return db
    .select({ item: transferItems, sku: products.sku, productName: products.name, barcode: products.barcode, tracking: products.tracking })
    .from(transferItems)
    .innerJoin(products, eq(products.id, transferItems.productId))
    .where(inArray(transferItems.transferId, transferIds))
    .orderBy(asc(products.sku));
}

/** A page of transfers with their names, newest first, touching `warehouseId` (as source or destination) when given, of `status`, whose number contains `number` (as the order lists: numberContains), and the total. */
export async function listTransfers(db: Db, filter: { warehouseId?: string | undefined; status?: TransferStatus | undefined; number?: string | undefined }, page: { limit: number; offset: number }) {
  const where = and(
    filter.warehouseId ? or(eq(transfers.fromWarehouseId, filter.warehouseId), eq(transfers.toWarehouseId, filter.warehouseId)) : undefined,
    filter.status ? eq(transfers.status, filter.status) : undefined,
    numberContains(transfers.number, filter.number),
  );
  const [rows, [counted]] = await Promise.all([
    transfersWithNames(db, where).orderBy(desc(transfers.createdAt), desc(transfers.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(transfers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function setStatus(tx: Db, id: string, status: TransferStatus, shipped = false): Promise<void> {
  await tx
    .update(transfers)
    .set({ status, ...(shipped ? { shippedAt: sql`now()` } : {}) })
    .where(eq(transfers.id, id));
}

/** Adds to a line's shipped, received and lost units (the CHECK keeps received + lost ≤ shipped ≤ quantity). */
export async function advanceItem(tx: Db, transferId: string, productId: string, by: { shipped?: number; received?: number; lost?: number; unitCost?: number }): Promise<void> {
  await tx
    .update(transferItems)
    .set({
      shippedQuantity: sql`${transferItems.shippedQuantity} + ${by.shipped ?? 0}`,
      receivedQuantity: sql`${transferItems.receivedQuantity} + ${by.received ?? 0}`,
      lostQuantity: sql`${transferItems.lostQuantity} + ${by.lost ?? 0}`,
      ...(by.unitCost === undefined ? {} : { unitCost: by.unitCost }),
    })
    .where(and(eq(transferItems.transferId, transferId), eq(transferItems.productId, productId)));
}

/**
 * Units of these transfers still in transit, per line (transfer and product), lot and serial
 * number: taken out by their transfer_out movements and not yet put down by their transfer_in
 * movements; earliest expiry first, then oldest lot, then serial number. `productId` narrows to one
 * product's line.
 */
export async function inTransitGrainsOf(db: Db, transferIds: string[], productId?: string) {
  if (!transferIds.length) return [];
  const signed = sql<number>`-sum(${stockMovements.quantity})`;
  return db
    .select({
      transferId: sql<string>`${stockMovements.referenceId}`,
      productId: stockMovements.productId,
      lotId: stockMovements.lotId,
      lotNumber: lots.lotNumber,
      expiryDate: lots.expiryDate,
      serialNumber: stockMovements.serialNumber,
      quantity: signed.mapWith(Number),
    })
    .from(stockMovements)
    .leftJoin(lots, eq(lots.id, stockMovements.lotId))
    .where(
      and(
        eq(stockMovements.referenceType, 'transfer'),
        inArray(stockMovements.referenceId, transferIds),
        productId ? eq(stockMovements.productId, productId) : undefined,
        inArray(stockMovements.type, ['transfer_out', 'transfer_in']),
      ),
    )
    .groupBy(stockMovements.referenceId, stockMovements.productId, stockMovements.lotId, stockMovements.serialNumber, lots.lotNumber, lots.expiryDate, lots.createdAt)
    .having(sql`${signed} > 0`)
    .orderBy(sql`${lots.expiryDate} asc nulls last`, asc(lots.createdAt), asc(stockMovements.serialNumber));
}
export type InTransitGrain = Awaited<ReturnType<typeof inTransitGrainsOf>>[number];
