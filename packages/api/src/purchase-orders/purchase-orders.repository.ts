/** Purchase-order queries. Receipts advance received quantities with a guarded update (never past ordered). */
import { products, purchaseOrderItems, purchaseOrders, queryRows, receiptBeforeRateFixed, supplierReturns, suppliers, warehouses, type Db, type PurchaseOrderStatus } from '@stockroom/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { orderListClauses, type OrderListFilter } from '../documents.js';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { actorName } from '../actors.js';
import type { PageRequest } from '../pagination.js';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

// The outer table is named explicitly: in a single-table select Drizzle renders columns unqualified.
const subtotalOf = sql<string>`(select coalesce(sum(${purchaseOrderItems.lineTotal}), 0) from ${purchaseOrderItems} where ${purchaseOrderItems.purchaseOrderId} = ${purchaseOrders}.id)`;

/**
 * Orders as reads return them: the order, its subtotal (text, exact), its supplier's name and code
 * (decision 0013), its warehouse's code and name and who created, last changed and approved it (decision
 * 0019), read in the one query (the warehouses and users tables are other modules').
 */
const ordersWithSupplier = (db: Db) =>
  db
    .select({
      order: purchaseOrders,
      subtotal: subtotalOf,
      supplierName: suppliers.name,
      supplierCode: suppliers.code,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      createdByName: actorName(purchaseOrders.createdBy),
      updatedByName: actorName(purchaseOrders.updatedBy),
      approvedByName: actorName(purchaseOrders.approvedBy),
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .innerJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouseId));

export async function findPurchaseOrder(db: Db, id: string) {
  const [row] = await ordersWithSupplier(db).where(eq(purchaseOrders.id, id));
  return row;
}
export type PurchaseOrderReadRow = NonNullable<Awaited<ReturnType<typeof findPurchaseOrder>>>;

/** The order's returns to the supplier, oldest first (a read of the returns module's table: that module builds on this one). */
export function returnsOf(db: Db, orderId: string) {
  return db
    .select({ id: supplierReturns.id, number: supplierReturns.number, reason: supplierReturns.reason, createdAt: supplierReturns.createdAt })
    .from(supplierReturns)
    .where(eq(supplierReturns.purchaseOrderId, orderId))
    .orderBy(asc(supplierReturns.createdAt), asc(supplierReturns.id));
}

/** Locks the order row for the rest of the transaction (serializes receipts and edits of one order). */
export async function lockPurchaseOrder(tx: Db, id: string): Promise<PurchaseOrderRow | undefined> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  return row;
}

/** Lines of the given orders with SKU, product name and how the product is tracked (decision 0015), in line order. */
export async function itemsOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      id: purchaseOrderItems.id,
      purchaseOrderId: purchaseOrderItems.purchaseOrderId,
      productId: purchaseOrderItems.productId,
      sku: products.sku,
      productName: products.name,
      barcode: products.barcode,
      tracking: products.tracking,
      shelfLifeDays: products.shelfLifeDays,
      quantity: purchaseOrderItems.quantity,
      unit: purchaseOrderItems.unit,
      unitQuantity: purchaseOrderItems.unitQuantity,
      unitCost: purchaseOrderItems.unitCost,
      receivedQuantity: purchaseOrderItems.receivedQuantity,
      returnedQuantity: purchaseOrderItems.returnedQuantity,
      lineTotal: purchaseOrderItems.lineTotal,
    })
    .from(purchaseOrderItems)
    .innerJoin(products, eq(products.id, purchaseOrderItems.productId))
    .where(inArray(purchaseOrderItems.purchaseOrderId, orderIds))
    .orderBy(asc(purchaseOrderItems.id));
}
export type PurchaseOrderItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

export interface PurchaseOrderFilter extends OrderListFilter {
  status?: PurchaseOrderStatus[] | undefined;
  supplierId?: string | undefined;
}

/** A page of orders filtered and sorted as orderListClauses says (default newest first: order date, then creation), with subtotals and the exact total. */
export async function listPurchaseOrders(db: Db, filter: PurchaseOrderFilter, page: PageRequest) {
  const clauses = orderListClauses({ ...purchaseOrders, dates: { orderDate: purchaseOrders.orderDate, expectedDate: purchaseOrders.expectedDate } }, filter, page);
  const where = and(clauses.where, filter.supplierId ? eq(purchaseOrders.supplierId, filter.supplierId) : undefined);
  const [rows, [counted]] = await Promise.all([
    ordersWithSupplier(db)
      .where(where)
      .orderBy(...clauses.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(purchaseOrders).where(where),
  ]);
  const last = rows.at(-1)?.order;
  return { rows, total: counted?.total ?? 0, last: last && [last.changeXid, last.id] };
}

export async function insertPurchaseOrder(tx: Db, values: PgInsertValue<typeof purchaseOrders>): Promise<PurchaseOrderRow> {
  const [row] = await tx.insert(purchaseOrders).values(values).returning();
  return row!;
}

export async function updatePurchaseOrder(tx: Db, id: string, values: PgUpdateSetSource<typeof purchaseOrders>): Promise<void> {
  await tx.update(purchaseOrders).set(values).where(eq(purchaseOrders.id, id));
}

/** A line as written: base units, the unit and quantity as entered (decision 0021), and the unit cost (per base unit) in the order's currency. */
export interface OrderLine {
  productId: string;
  quantity: number;
  unit: string | null;
  unitQuantity: number | null;
  unitCost: number;
}

/** Replaces the order's lines. */
export async function replaceItems(tx: Db, orderId: string, items: OrderLine[]): Promise<void> {
  await tx.delete(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, orderId));
  await insertItems(tx, orderId, items);
}

/** Adds lines to an order (a new order's, or after replaceItems removed the old ones). */
export async function insertItems(tx: Db, orderId: string, items: OrderLine[]): Promise<void> {
  await tx.insert(purchaseOrderItems).values(items.map((item) => ({ ...item, purchaseOrderId: orderId })));
}

/**
 * Adds `quantity` to a line's received quantity unless that would pass the ordered quantity; false
 * then. The check adds in bigint, so a huge request is refused instead of overflowing integer.
 */
export async function receiveLine(tx: Db, itemId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(purchaseOrderItems)
    .set({ receivedQuantity: sql`${purchaseOrderItems.receivedQuantity} + ${quantity}` })
    .where(and(eq(purchaseOrderItems.id, itemId), sql`${purchaseOrderItems.receivedQuantity}::bigint + ${quantity} <= ${purchaseOrderItems.quantity}`))
    .returning({ id: purchaseOrderItems.id });
  return rows.length > 0;
}

/** Adds `quantity` to a line's returned quantity (decision 0016) unless that would pass its received quantity; false then (bigint check, as receiveLine). */
export async function returnLine(tx: Db, itemId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(purchaseOrderItems)
    .set({ returnedQuantity: sql`${purchaseOrderItems.returnedQuantity} + ${quantity}` })
    .where(and(eq(purchaseOrderItems.id, itemId), sql`${purchaseOrderItems.returnedQuantity}::bigint + ${quantity} <= ${purchaseOrderItems.receivedQuantity}`))
    .returning({ id: purchaseOrderItems.id });
  return rows.length > 0;
}

/** True when every line of the order is fully received. */
export async function fullyReceived(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ open: count() })
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.purchaseOrderId, orderId), sql`${purchaseOrderItems.receivedQuantity} < ${purchaseOrderItems.quantity}`));
  return (row?.open ?? 0) === 0;
}

/** Orders in `currency` with receipts posted before their exchange rate was fixed (decision 0016), locked. */
export async function ordersWithUnfixedReceipts(tx: Db, currency: string): Promise<string[]> {
  const found = await queryRows<{ id: string }>(
    tx,
    sql`select po.id from purchase_orders po
        where po.currency = ${currency} and exists (select 1 from stock_movements m where ${receiptBeforeRateFixed})
        order by po.id for update`,
  );
  return found.map((row) => row.id);
}

/** Fixes `rate` on orders `ids` that have none, and counts every rate of theirs as fixed from approval. */
export async function fixRateFromApproval(tx: Db, ids: string[], rate: number): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(purchaseOrders)
    .set({ exchangeRate: sql`coalesce(${purchaseOrders.exchangeRate}, ${rate})`, exchangeRateFixedAt: sql`coalesce(${purchaseOrders.approvedAt}, ${purchaseOrders.createdAt})` })
    .where(inArray(purchaseOrders.id, ids));
}
