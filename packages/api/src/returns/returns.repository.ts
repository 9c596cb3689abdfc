/**
 * Returns queries (decision 0016). A customer return's grains are read from the order's shipment
 * movements (the ledger) less what earlier returns took back; lists join the order and its party
 * (one query serves a page better than several round trips).
 */
import {
  customerReturnItems,
  customerReturns,
  customers,
  locations,
  lots,
  netUnitPrice,
  products,
  purchaseOrders,
  salesOrderItems,
  salesOrders,
  stockMovements,
  supplierReturnItems,
  supplierReturns,
  suppliers,
  warehouses,
  type Db,
} from '@stockroom/db';
import { and, asc, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import { actorName } from '../actors.js';

/** Units of one product shipped on a sales order per lot, serial number and unit cost, first shipped first. */
export function shippedGrains(db: Db, salesOrderId: string, productId: string) {
  return db
    .select({
      lotId: stockMovements.lotId,
      serialNumber: stockMovements.serialNumber,
      unitCost: sql<number>`${stockMovements.unitCost}`.mapWith(Number),
      units: sql<number>`-sum(${stockMovements.quantity})`.mapWith(Number),
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.referenceType, 'sales_order'), eq(stockMovements.referenceId, salesOrderId), eq(stockMovements.type, 'shipment'), eq(stockMovements.productId, productId)))
    .groupBy(stockMovements.lotId, stockMovements.serialNumber, stockMovements.unitCost)
    .orderBy(min(stockMovements.sequence));
}

/** Units of one product already returned on a sales order per lot, serial number and unit cost. */
export function returnedGrains(db: Db, salesOrderId: string, productId: string) {
  return db
    .select({
      lotId: customerReturnItems.lotId,
      serialNumber: customerReturnItems.serialNumber,
      unitCost: sql<number>`${customerReturnItems.unitCost}`.mapWith(Number),
      units: sql<number>`sum(${customerReturnItems.quantity})`.mapWith(Number),
    })
    .from(customerReturnItems)
    .innerJoin(customerReturns, eq(customerReturns.id, customerReturnItems.returnId))
    .where(and(eq(customerReturns.salesOrderId, salesOrderId), eq(customerReturnItems.productId, productId)))
    .groupBy(customerReturnItems.lotId, customerReturnItems.serialNumber, customerReturnItems.unitCost);
}

/** Inserts a customer return's header; returns its id (its lines follow once their grains are known). */
export async function insertCustomerReturn(tx: Db, values: typeof customerReturns.$inferInsert): Promise<string> {
  const [row] = await tx.insert(customerReturns).values(values).returning({ id: customerReturns.id });
  return row!.id;
}

export async function insertCustomerReturnItems(tx: Db, items: (typeof customerReturnItems.$inferInsert)[]): Promise<void> {
  await tx.insert(customerReturnItems).values(items);
}

/** Inserts a supplier return's header; returns its id. */
export async function insertSupplierReturn(tx: Db, values: typeof supplierReturns.$inferInsert): Promise<string> {
  const [row] = await tx.insert(supplierReturns).values(values).returning({ id: supplierReturns.id });
  return row!.id;
}

export async function insertSupplierReturnItems(tx: Db, items: (typeof supplierReturnItems.$inferInsert)[]): Promise<void> {
  await tx.insert(supplierReturnItems).values(items);
}

export interface ReturnFilter {
  ids?: string[] | undefined;
  orderId?: string | undefined;
  warehouseId?: string | undefined;
}

/** A page of customer returns (newest first) with their order, customer, warehouse's code and name and who recorded them (decision 0019; the users table is the users module's), and the exact total. */
export async function listCustomerReturns(db: Db, filter: ReturnFilter, page?: { limit: number; offset: number }) {
  const where = and(
    filter.ids ? inArray(customerReturns.id, filter.ids) : undefined,
    filter.orderId ? eq(customerReturns.salesOrderId, filter.orderId) : undefined,
    filter.warehouseId ? eq(customerReturns.warehouseId, filter.warehouseId) : undefined,
  );
  const rowsQuery = db
    .select({
      header: customerReturns,
      salesOrderNumber: salesOrders.number,
      customerId: customers.id,
      customerName: customers.name,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      createdByName: actorName(customerReturns.createdBy),
    })
    .from(customerReturns)
    .innerJoin(salesOrders, eq(salesOrders.id, customerReturns.salesOrderId))
    .innerJoin(customers, eq(customers.id, salesOrders.customerId))
    .innerJoin(warehouses, eq(warehouses.id, customerReturns.warehouseId))
    .where(where)
    .orderBy(desc(customerReturns.createdAt), desc(customerReturns.id));
  if (!page) return { rows: await rowsQuery, total: undefined };
  const [rows, [counted]] = await Promise.all([rowsQuery.limit(page.limit).offset(page.offset), db.select({ total: count() }).from(customerReturns).where(where)]);
  return { rows, total: counted?.total ?? 0 };
}

/** The lines of these customer returns with product, location and lot, and their refund value at the order line's net price (to the cent). */
export function customerReturnItemsOf(db: Db, returnIds: string[]) {
  return db
    .select({
      id: customerReturnItems.id,
      returnId: customerReturnItems.returnId,
      itemId: customerReturnItems.salesOrderItemId,
      productId: customerReturnItems.productId,
      sku: products.sku,
      productName: products.name,
      condition: customerReturnItems.condition,
      quantity: customerReturnItems.quantity,
      unit: customerReturnItems.unit,
      unitQuantity: customerReturnItems.unitQuantity,
      locationId: customerReturnItems.locationId,
      locationCode: locations.code,
      lotId: customerReturnItems.lotId,
      lotNumber: lots.lotNumber,
      serialNumber: customerReturnItems.serialNumber,
      unitCost: customerReturnItems.unitCost,
      costValue: sql<string>`round(${customerReturnItems.quantity} * ${customerReturnItems.unitCost}, 2)::text`,
      refundValue: sql<string>`round(${customerReturnItems.quantity} * ${netUnitPrice(sql`sales_order_items`)}, 2)::text`,
    })
    .from(customerReturnItems)
    .innerJoin(products, eq(products.id, customerReturnItems.productId))
    .innerJoin(salesOrderItems, eq(salesOrderItems.id, customerReturnItems.salesOrderItemId))
    .leftJoin(locations, eq(locations.id, customerReturnItems.locationId))
    .leftJoin(lots, eq(lots.id, customerReturnItems.lotId))
    .where(inArray(customerReturnItems.returnId, returnIds))
    .orderBy(asc(customerReturnItems.id));
}

/** A page of supplier returns (newest first) with their order, supplier, currency, warehouse's code and name and who recorded them (decision 0019), and the exact total. */
export async function listSupplierReturns(db: Db, filter: ReturnFilter, page?: { limit: number; offset: number }) {
  const where = and(
    filter.ids ? inArray(supplierReturns.id, filter.ids) : undefined,
    filter.orderId ? eq(supplierReturns.purchaseOrderId, filter.orderId) : undefined,
    filter.warehouseId ? eq(supplierReturns.warehouseId, filter.warehouseId) : undefined,
  );
  const rowsQuery = db
    .select({
      header: supplierReturns,
      purchaseOrderNumber: purchaseOrders.number,
      currency: purchaseOrders.currency,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      createdByName: actorName(supplierReturns.createdBy),
    })
    .from(supplierReturns)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierReturns.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .innerJoin(warehouses, eq(warehouses.id, supplierReturns.warehouseId))
    .where(where)
    .orderBy(desc(supplierReturns.createdAt), desc(supplierReturns.id));
  if (!page) return { rows: await rowsQuery, total: undefined };
  const [rows, [counted]] = await Promise.all([rowsQuery.limit(page.limit).offset(page.offset), db.select({ total: count() }).from(supplierReturns).where(where)]);
  return { rows, total: counted?.total ?? 0 };
}

/** The lines of these supplier returns with product and value at receipt cost (to the cent). */
export function supplierReturnItemsOf(db: Db, returnIds: string[]) {
  return db
    .select({
      id: supplierReturnItems.id,
      returnId: supplierReturnItems.returnId,
      itemId: supplierReturnItems.purchaseOrderItemId,
      productId: supplierReturnItems.productId,
      sku: products.sku,
      productName: products.name,
      quantity: supplierReturnItems.quantity,
      unit: supplierReturnItems.unit,
      unitQuantity: supplierReturnItems.unitQuantity,
      unitCost: supplierReturnItems.unitCost,
      value: sql<string>`round(${supplierReturnItems.quantity} * ${supplierReturnItems.unitCost}, 2)::text`,
    })
    .from(supplierReturnItems)
    .innerJoin(products, eq(products.id, supplierReturnItems.productId))
    .where(inArray(supplierReturnItems.returnId, returnIds))
    .orderBy(asc(supplierReturnItems.id));
}
