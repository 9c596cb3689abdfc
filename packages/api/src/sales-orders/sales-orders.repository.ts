/** Sales-order queries. Shipping advances shipped quantities with a guarded update (never past ordered). */
import { orderListClauses, type OrderListFilter } from '../documents.js';
import { customerReturns, customers, products, salesOrderItems, salesOrders, shipments, warehouses, type Db, type SalesOrderStatus } from '@stockroom/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { actorName } from '../actors.js';
import { insertRows, oneOf, statement, updateWhere } from '../prepared.js';

export type SalesOrderRow = typeof salesOrders.$inferSelect;

// The outer table is named explicitly: in a single-table select Drizzle renders columns unqualified.
const subtotalOf = sql<string>`(select coalesce(sum(${salesOrderItems.lineTotal}), 0) from ${salesOrderItems} where ${salesOrderItems.salesOrderId} = ${salesOrders}.id)`;

/**
 * Orders as reads return them: the order, its subtotal (text, exact), its customer's name and code
 * (decision 0013), its warehouse's code and name and who created and last changed it (decision 0019), read
 * in the one query (the warehouses and users tables are other modules').
 */
const ordersWithCustomer = (db: Db) =>
  db
    .select({
      order: salesOrders,
      subtotal: subtotalOf,
      customerName: customers.name,
      customerCode: customers.code,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      createdByName: actorName(salesOrders.createdBy),
      updatedByName: actorName(salesOrders.updatedBy),
    })
    .from(salesOrders)
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .innerJoin(warehouses, eq(warehouses.id, salesOrders.warehouseId));

export async function findSalesOrder(db: Db, id: string) {
  const [row] = await statement(db, 'salesOrders.find', (db) => ordersWithCustomer(db).where(eq(salesOrders.id, sql.placeholder('id'))), { id });
  return row;
}
export type SalesOrderReadRow = NonNullable<Awaited<ReturnType<typeof findSalesOrder>>>;

/** The orders with these ids, as reads return them, by number (the pick list, decision 0019). */
export function findSalesOrders(db: Db, ids: string[]) {
  return ordersWithCustomer(db).where(inArray(salesOrders.id, ids)).orderBy(asc(salesOrders.number));
}

/** One shipment of the order, or undefined. */
export async function findShipment(db: Db, orderId: string, shipmentId: string) {
  const [row] = await db.select().from(shipments).where(and(eq(shipments.salesOrderId, orderId), eq(shipments.id, shipmentId)));
  return row;
}

/** Locks the order row for the rest of the transaction (serializes confirmations, shipments and edits of one order). */
export async function lockSalesOrder(tx: Db, id: string): Promise<SalesOrderRow | undefined> {
  const [row] = await statement(tx, 'salesOrders.lock', (db) => db.select().from(salesOrders).where(eq(salesOrders.id, sql.placeholder('id'))).for('update'), { id });
  return row;
}

/** Lines of the given orders with SKU, product name, the product's current cost price and how it is tracked (decision 0015). */
export async function itemsOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  const orders = oneOf('orderIds', orderIds);
  return statement(db, `salesOrders.items ${orders.shape}`, (db) => itemsQuery(db, orders.where), orders.values);
}
export type SalesOrderItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

const itemsQuery = (db: Db, ofOrders: ReturnType<typeof oneOf>['where']) =>
  db
    .select({
      id: salesOrderItems.id,
      salesOrderId: salesOrderItems.salesOrderId,
      productId: salesOrderItems.productId,
      sku: products.sku,
      productName: products.name,
      barcode: products.barcode,
      costPrice: products.costPrice,
      tracking: products.tracking,
      shelfLifeDays: products.shelfLifeDays,
      quantity: salesOrderItems.quantity,
      unitPrice: salesOrderItems.unitPrice,
      discount: salesOrderItems.discount,
      shippedQuantity: salesOrderItems.shippedQuantity,
      returnedQuantity: salesOrderItems.returnedQuantity,
      lineTotal: salesOrderItems.lineTotal,
    })
    .from(salesOrderItems)
    .innerJoin(products, eq(products.id, salesOrderItems.productId))
    .where(ofOrders(salesOrderItems.salesOrderId))
    .orderBy(asc(salesOrderItems.id));

/** The order's customer returns, oldest first (a read of the returns module's table: that module builds on this one). */
export function returnsOf(db: Db, orderId: string) {
  return statement(
    db,
    'salesOrders.returns',
    (db) =>
      db
        .select({ id: customerReturns.id, number: customerReturns.number, reason: customerReturns.reason, createdAt: customerReturns.createdAt })
        .from(customerReturns)
        .where(eq(customerReturns.salesOrderId, sql.placeholder('orderId')))
        .orderBy(asc(customerReturns.createdAt), asc(customerReturns.id)),
    { orderId },
  );
}

/** The order's shipments, oldest first, with the name of who shipped each. */
export function shipmentsOf(db: Db, orderId: string) {
  return statement(
    db,
    'salesOrders.shipments',
    (db) =>
      db
        .select({ shipment: shipments, createdByName: actorName(shipments.createdBy) })
        .from(shipments)
        .where(eq(shipments.salesOrderId, sql.placeholder('orderId')))
        .orderBy(asc(shipments.createdAt), asc(shipments.id)),
    { orderId },
  );
}

export interface SalesOrderFilter extends OrderListFilter {
  status?: SalesOrderStatus[] | undefined;
  customerId?: string | undefined;
}

/** A page of orders filtered and sorted as orderListClauses says (default newest first: order date, then creation), with subtotals and the exact total. */
export async function listSalesOrders(db: Db, filter: SalesOrderFilter, page: { limit: number; offset: number }) {
  const clauses = orderListClauses({ ...salesOrders, dates: { orderDate: salesOrders.orderDate } }, filter);
  const where = and(clauses.where, filter.customerId ? eq(salesOrders.customerId, filter.customerId) : undefined);
  const [rows, [counted]] = await Promise.all([
    ordersWithCustomer(db)
      .where(where)
      .orderBy(...clauses.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(salesOrders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertSalesOrder(tx: Db, values: typeof salesOrders.$inferInsert): Promise<SalesOrderRow> {
  const [inserted] = await insertRows(tx, 'salesOrders.insert', salesOrders, [values], (insert) => insert.returning());
  return inserted![0]!;
}

export async function updateSalesOrder(tx: Db, id: string, values: Partial<typeof salesOrders.$inferInsert>): Promise<void> {
  await updateWhere(tx, 'salesOrders.update', salesOrders, values, eq(salesOrders.id, sql.placeholder('whereId')), { whereId: id });
}

/** A line as written: units, unit price and discount in currency units. */
export interface OrderLine {
  productId: string;
  quantity: number;
  unitPrice: number;
  discount: number;
}

/** Replaces the order's lines. */
export async function replaceItems(tx: Db, orderId: string, items: OrderLine[]): Promise<void> {
  await tx.delete(salesOrderItems).where(eq(salesOrderItems.salesOrderId, orderId));
  await insertItems(tx, orderId, items);
}

/** Adds lines to an order (a new order's, or after replaceItems removed the old ones). */
export async function insertItems(tx: Db, orderId: string, items: OrderLine[]): Promise<void> {
  await insertRows(tx, 'salesOrders.insertItem', salesOrderItems, items.map((item) => ({ ...item, salesOrderId: orderId })), (insert) => insert);
}

/**
 * Adds `quantity` to a line's shipped quantity unless that would pass the ordered quantity; false
 * then. The check adds in bigint, so a huge request is refused instead of overflowing integer.
 */
export async function shipLine(tx: Db, itemId: string, quantity: number): Promise<boolean> {
  const rows = await statement(
    tx,
    'salesOrders.shipLine',
    (db) => {
      const units = sql.placeholder('quantity');
      return db
        .update(salesOrderItems)
        .set({ shippedQuantity: sql`${salesOrderItems.shippedQuantity} + ${units}::integer` })
        .where(and(eq(salesOrderItems.id, sql.placeholder('itemId')), sql`${salesOrderItems.shippedQuantity}::bigint + ${units}::bigint <= ${salesOrderItems.quantity}`))
        .returning({ id: salesOrderItems.id });
    },
    { itemId, quantity },
  );
  return rows.length > 0;
}

/** Adds `quantity` to a line's returned quantity (decision 0016) unless that would pass its shipped quantity; false then (bigint check, as shipLine). */
export async function returnLine(tx: Db, itemId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(salesOrderItems)
    .set({ returnedQuantity: sql`${salesOrderItems.returnedQuantity} + ${quantity}` })
    .where(and(eq(salesOrderItems.id, itemId), sql`${salesOrderItems.returnedQuantity}::bigint + ${quantity} <= ${salesOrderItems.shippedQuantity}`))
    .returning({ id: salesOrderItems.id });
  return rows.length > 0;
}

export async function insertShipment(tx: Db, values: typeof shipments.$inferInsert) {
  const [inserted] = await insertRows(tx, 'salesOrders.insertShipment', shipments, [values], (insert) => insert.returning());
  return inserted![0]!;
}
