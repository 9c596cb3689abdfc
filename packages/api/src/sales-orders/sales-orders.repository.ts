/** Sales-order queries. Shipping advances shipped quantities with a guarded update (never past ordered). */
import { orderListClauses, type OrderListFilter } from '../documents.js';
import { customerReturns, customers, products, salesOrderItems, salesOrders, shipments, warehouses, type Db, type SalesOrderStatus } from '@stockroom/db';
import type { AllocationStatus } from './sales-orders.schema.js';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { actorName } from '../actors.js';
import type { PageRequest } from '../pagination.js';
import type { EnteredQuantity } from '../products/index.js';
import { idList, idsIn, insertStatement, statement, updateStatement } from '../prepared.js';

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

const orderById = statement((db) => ordersWithCustomer(db).where(eq(salesOrders.id, sql.placeholder('id'))));

export async function findSalesOrder(db: Db, id: string) {
  const [row] = await orderById.run(db, { id });
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

const orderLocked = statement((db) => db.select().from(salesOrders).where(eq(salesOrders.id, sql.placeholder('id'))).for('update'));

/** Locks the order row for the rest of the transaction (serializes confirmations, shipments and edits of one order). */
export async function lockSalesOrder(tx: Db, id: string): Promise<SalesOrderRow | undefined> {
  const [row] = await orderLocked.run(tx, { id });
  return row;
}

/** Lines of the given orders (quantity in base units, beside it the unit and quantity as entered: decision 0021) with SKU, product name, the product's current cost price, how it is tracked (decision 0015) and its minimum remaining shelf life (decision 0020). */
export async function itemsOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  const orders = idList('orderIds', orderIds);
  return orderItems.run(db, orders.values, orders.shape);
}
export type SalesOrderItemRow = Awaited<ReturnType<typeof itemsOf>>[number];

const orderItems = statement((db, orders: number | 'array') =>
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
      minRemainingShelfLifeDays: products.minRemainingShelfLifeDays,
      quantity: salesOrderItems.quantity,
      unit: salesOrderItems.unit,
      unitQuantity: salesOrderItems.unitQuantity,
      unitPrice: salesOrderItems.unitPrice,
      discount: salesOrderItems.discount,
      shippedQuantity: salesOrderItems.shippedQuantity,
      returnedQuantity: salesOrderItems.returnedQuantity,
      allocatedQuantity: salesOrderItems.allocatedQuantity,
      kit: salesOrderItems.kit,
      kitItemId: salesOrderItems.kitItemId,
      lineTotal: salesOrderItems.lineTotal,
    })
    .from(salesOrderItems)
    .innerJoin(products, eq(products.id, salesOrderItems.productId))
    .where(idsIn(salesOrderItems.salesOrderId, 'orderIds', orders))
    .orderBy(asc(salesOrderItems.id)),
);

const orderReturns = statement((db) =>
  db
    .select({ id: customerReturns.id, number: customerReturns.number, reason: customerReturns.reason, createdAt: customerReturns.createdAt })
    .from(customerReturns)
    .where(eq(customerReturns.salesOrderId, sql.placeholder('orderId')))
    .orderBy(asc(customerReturns.createdAt), asc(customerReturns.id)),
);

/** The order's customer returns, oldest first (a read of the returns module's table: that module builds on this one). */
export function returnsOf(db: Db, orderId: string) {
  return orderReturns.run(db, { orderId });
}

const orderShipments = statement((db) =>
  db
    .select({ shipment: shipments, createdByName: actorName(shipments.createdBy) })
    .from(shipments)
    .where(eq(shipments.salesOrderId, sql.placeholder('orderId')))
    .orderBy(asc(shipments.createdAt), asc(shipments.id)),
);

/** The order's shipments, oldest first, with the name of who shipped each. */
export function shipmentsOf(db: Db, orderId: string) {
  return orderShipments.run(db, { orderId });
}

export interface SalesOrderFilter extends OrderListFilter {
  status?: SalesOrderStatus[] | undefined;
  customerId?: string | undefined;
  allocationStatus?: AllocationStatus | undefined;
}

/** Open lines of the order: units neither shipped nor allocated (backordered), and units allocated; a kit's line has neither (its components do). */
const openUnits = (column: 'backordered' | 'allocated') =>
  sql`(select coalesce(sum(${column === 'backordered' ? sql`i.quantity - i.shipped_quantity - i.allocated_quantity` : sql`i.allocated_quantity`}), 0) from sales_order_items i where i.sales_order_id = ${salesOrders.id} and not i.kit)`;

/** The condition of an allocationStatus filter (decision 0020): open orders all, partly or not at all allocated. */
function allocationStatusIs(status: AllocationStatus) {
  const open = inArray(salesOrders.status, ['confirmed', 'partially_shipped']);
  if (status === 'allocated') return and(open, sql`${openUnits('backordered')} = 0`);
  if (status === 'partially_allocated') return and(open, sql`${openUnits('backordered')} > 0`, sql`${openUnits('allocated')} > 0`);
  return and(open, sql`${openUnits('backordered')} > 0`, sql`${openUnits('allocated')} = 0`);
}

/** A page of orders filtered and sorted as orderListClauses says (default newest first: order date, then creation), with subtotals and the exact total. */
export async function listSalesOrders(db: Db, filter: SalesOrderFilter, page: PageRequest) {
  const clauses = orderListClauses({ ...salesOrders, dates: { orderDate: salesOrders.orderDate } }, filter, page);
  const where = and(
    clauses.where,
    filter.customerId ? eq(salesOrders.customerId, filter.customerId) : undefined,
    filter.allocationStatus ? allocationStatusIs(filter.allocationStatus) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ordersWithCustomer(db)
      .where(where)
      .orderBy(...clauses.orderBy)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(salesOrders).where(where),
  ]);
  const last = rows.at(-1)?.order;
  return { rows, total: counted?.total ?? 0, last: last && [last.changeXid, last.id] };
}

const insertOrder = insertStatement(salesOrders, (insert) => insert.returning());
const updateOrder = updateStatement(salesOrders, eq(salesOrders.id, sql.placeholder('whereId')));
const insertItem = insertStatement(salesOrderItems, (insert) => insert);
const insertShipmentRow = insertStatement(shipments, (insert) => insert.returning());

export async function insertSalesOrder(tx: Db, values: typeof salesOrders.$inferInsert): Promise<SalesOrderRow> {
  const [inserted] = await insertOrder.run(tx, [values]);
  return inserted![0]!;
}

export async function updateSalesOrder(tx: Db, id: string, values: Partial<typeof salesOrders.$inferInsert>): Promise<void> {
  await updateOrder.run(tx, values, { whereId: id });
}

/** A line as written: base units and the unit and quantity as entered (decision 0021), unit price (per base unit) and discount in currency units. */
export interface OrderLine {
  id: string;
  productId: string;
  quantity: number;
  unit: string | null;
  unitQuantity: number | null;
  unitPrice: number;
  discount: number;
  /** A kit's line, fulfilled by its component lines (decision 0023 point 9). */
  kit: boolean;
  /** On a kit's component line, the kit's line. */
  kitItemId: string | null;
}

/** Replaces the order's lines. */
export async function replaceItems(tx: Db, orderId: string, items: OrderLine[]): Promise<void> {
  await tx.delete(salesOrderItems).where(eq(salesOrderItems.salesOrderId, orderId));
  await insertItems(tx, orderId, items);
}

/** Adds lines to an order (a new order's, or after replaceItems removed the old ones). */
export async function insertItems(tx: Db, orderId: string, items: OrderLine[]): Promise<void> {
  await insertItem.run(tx, items.map((item) => ({ ...item, salesOrderId: orderId })));
}

const lineShipped = statement((db) => {
  const units = sql.placeholder('quantity');
  return db
    .update(salesOrderItems)
    .set({ shippedQuantity: sql`${salesOrderItems.shippedQuantity} + ${units}::integer` })
    .where(and(eq(salesOrderItems.id, sql.placeholder('itemId')), sql`${salesOrderItems.shippedQuantity}::bigint + ${units}::bigint <= ${salesOrderItems.quantity}`))
    .returning({ id: salesOrderItems.id });
});

/**
 * Adds `quantity` to a line's shipped quantity unless that would pass the ordered quantity; false
 * then. The check adds in bigint, so a huge request is refused instead of overflowing integer.
 */
export async function shipLine(tx: Db, itemId: string, quantity: number): Promise<boolean> {
  const rows = await lineShipped.run(tx, { itemId, quantity });
  return rows.length > 0;
}

/**
 * Sets the shipped and returned quantities of each kit's line of the order (decision 0023 point 9)
 * to the whole kits its component lines have shipped and had returned, the scarcest deciding. A
 * component line holds the kit's units × its units per kit, so a kit's worth is its quantity over the kit's.
 */
export async function settleKitLines(tx: Db, orderId: string): Promise<void> {
  await tx.execute(sql`
    update sales_order_items k set shipped_quantity = s.shipped, returned_quantity = s.returned
    from (select c.kit_item_id as id,
                 min(c.shipped_quantity::bigint * kit.quantity / c.quantity) as shipped,
                 min(c.returned_quantity::bigint * kit.quantity / c.quantity) as returned
          from sales_order_items c join sales_order_items kit on kit.id = c.kit_item_id
          where c.sales_order_id = ${orderId}
          group by c.kit_item_id) s
    where k.id = s.id and (k.shipped_quantity, k.returned_quantity) is distinct from (s.shipped, s.returned)`);
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
  const [inserted] = await insertShipmentRow.run(tx, [values]);
  return inserted![0]!;
}

/** What the order's customer asks of its lots and shipments (decision 0020). */
export async function customerTermsOf(db: Db, customerId: string): Promise<{ shipComplete: boolean; minRemainingShelfLifeDays: number | null }> {
  const [row] = await db.select({ shipComplete: customers.shipComplete, minRemainingShelfLifeDays: customers.minRemainingShelfLifeDays }).from(customers).where(eq(customers.id, customerId));
  return row!;
}

/** Sets a line's ordered quantity in base units and as entered (decision 0021; the CHECKs keep it at or above shipped + allocated). */
export async function setLineQuantity(tx: Db, itemId: string, { quantity, unit, unitQuantity }: EnteredQuantity): Promise<void> {
  await tx.update(salesOrderItems).set({ quantity, unit, unitQuantity }).where(eq(salesOrderItems.id, itemId));
}

/** Deletes a line (nothing shipped or allocated from it: its allocations' foreign key refuses otherwise). */
export async function deleteLine(tx: Db, itemId: string): Promise<void> {
  await tx.delete(salesOrderItems).where(eq(salesOrderItems.id, itemId));
}
