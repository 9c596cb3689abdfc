/**
 * Supplier products and reorder suggestions (decision 0016). A suggestion is computed in one query per
 * page: every active product with a minimum stock level, in every active warehouse in scope that
 * carries it (has a level for it, or has it on order), whose available units plus units on open
 * purchase orders plus units in transit to it plus what open assembly orders there will bring less
 * consume (decision 0023 point 9) are at or below that minimum.
 */
import { assemblyOrderLines, assemblyOrders, inventoryLevels, products, purchaseOrderItems, purchaseOrders, supplierProducts, suppliers, warehouses, type Db } from '@stockroom/db';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';

export type SupplierProductRow = typeof supplierProducts.$inferSelect;

const withProduct = { sku: products.sku, productName: products.name };

/** A page of the supplier's products by SKU, and the exact total. */
export async function listSupplierProducts(db: Db, supplierId: string, page: { limit: number; offset: number }) {
  const where = eq(supplierProducts.supplierId, supplierId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ offer: supplierProducts, ...withProduct })
      .from(supplierProducts)
      .innerJoin(products, eq(products.id, supplierProducts.productId))
      .where(where)
      .orderBy(asc(products.sku))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(supplierProducts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findSupplierProduct(db: Db, supplierId: string, productId: string) {
  const [row] = await db
    .select({ offer: supplierProducts, ...withProduct })
    .from(supplierProducts)
    .innerJoin(products, eq(products.id, supplierProducts.productId))
    .where(and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.productId, productId)));
  return row;
}

/** Inserts offers, 1,000 per statement. */
export async function insertSupplierProducts(tx: Db, rows: (typeof supplierProducts.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(supplierProducts).values(rows.slice(i, i + 1000));
  }
}

/** Updates the offer; false when there is none. */
export async function updateSupplierProduct(tx: Db, supplierId: string, productId: string, values: Partial<typeof supplierProducts.$inferInsert>): Promise<boolean> {
  const rows = await tx
    .update(supplierProducts)
    .set(values)
    .where(and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.productId, productId)))
    .returning({ productId: supplierProducts.productId });
  return rows.length > 0;
}

/** Unsets the preferred supplier of these products, where it is another than `supplierId`. */
export async function clearPreferred(tx: Db, productIds: string[], supplierId: string): Promise<void> {
  if (!productIds.length) return;
  await tx
    .update(supplierProducts)
    .set({ isPreferred: false })
    .where(and(inArray(supplierProducts.productId, productIds), eq(supplierProducts.isPreferred, true), sql`${supplierProducts.supplierId} <> ${supplierId}`));
}

/** Deletes the offer; false when there was none. */
export async function deleteSupplierProduct(tx: Db, supplierId: string, productId: string): Promise<boolean> {
  const rows = await tx
    .delete(supplierProducts)
    .where(and(eq(supplierProducts.supplierId, supplierId), eq(supplierProducts.productId, productId)))
    .returning({ productId: supplierProducts.productId });
  return rows.length > 0;
}

/** Open purchase orders count as on order (drafts too, so suggestions turned into drafts are not suggested again). */
const OPEN_PURCHASE_ORDER = sql`${purchaseOrders.status} in ('draft', 'approved', 'partially_received')`;

export interface ReorderFilter {
  warehouseId?: string | undefined;
  productIds?: string[] | undefined;
}

/**
 * Suggestions by shortfall (minimum − available − on order − in transit), largest first, then
 * SKU: the quantity to order is up to the maximum stock level (else twice the minimum) from that
 * position, raised to the preferred supplier's minimum order quantity and rounded up to its whole
 * packs; suggestions of 0 are left out.
 */
export async function reorderSuggestions(db: Db, filter: ReorderFilter, page?: { limit: number; offset: number }) {
  const onOrder = db
    .select({
      productId: purchaseOrderItems.productId,
      warehouseId: purchaseOrders.warehouseId,
      units: sql<number>`sum(${purchaseOrderItems.quantity} - ${purchaseOrderItems.receivedQuantity})`.as('units'),
    })
    .from(purchaseOrderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.purchaseOrderId))
    .where(OPEN_PURCHASE_ORDER)
    .groupBy(purchaseOrderItems.productId, purchaseOrders.warehouseId)
    .as('on_order');
  // Open assembly orders: the product built comes in and its components go out; a disassembly the reverse.
  const assemblyUnits = db.$with('assembly_units').as(
    db
      .select({ productId: assemblyOrders.productId, warehouseId: assemblyOrders.warehouseId, units: sql<number>`case ${assemblyOrders.type} when 'assembly' then ${assemblyOrders.quantity} else -${assemblyOrders.quantity} end`.as('units') })
      .from(assemblyOrders)
      .where(eq(assemblyOrders.status, 'open'))
      .unionAll(
        db
          .select({ productId: assemblyOrderLines.componentId, warehouseId: assemblyOrders.warehouseId, units: sql<number>`case ${assemblyOrders.type} when 'assembly' then -${assemblyOrderLines.quantity} else ${assemblyOrderLines.quantity} end` })
          .from(assemblyOrderLines)
          .innerJoin(assemblyOrders, eq(assemblyOrders.id, assemblyOrderLines.assemblyOrderId))
          .where(eq(assemblyOrders.status, 'open')),
      ),
  );
  const assembling = db
    .with(assemblyUnits)
    .select({ productId: assemblyUnits.productId, warehouseId: assemblyUnits.warehouseId, units: sql<number>`sum(${assemblyUnits.units})`.as('assembling_units') })
    .from(assemblyUnits)
    .groupBy(assemblyUnits.productId, assemblyUnits.warehouseId)
    .as('assembling');
  const available = sql`coalesce(${inventoryLevels.onHand} - ${inventoryLevels.reserved}, 0)`;
  const ordered = sql`coalesce(${onOrder.units}, 0)`;
  const inTransit = sql`coalesce(${inventoryLevels.inTransit}, 0)`;
  const assembled = sql`coalesce(${assembling.units}, 0)`;
  const position = sql`(${available} + ${ordered} + ${inTransit} + ${assembled})`;
  // In bigint: twice a minimum near the integer maximum does not fit an integer.
  const refill = sql`greatest(coalesce(${products.maxStockLevel}, 2 * ${products.minStockLevel}::bigint) - ${position}, 0)`;
  // Rounded up to the supplier's whole packs (decision 0021).
  const pack = sql`coalesce(${supplierProducts.packQuantity}, 1)`;
  const suggested = sql`case when ${refill} > 0 then (greatest(${refill}, coalesce(${supplierProducts.minimumOrderQuantity}, 1)) + ${pack} - 1) / ${pack} * ${pack} else 0 end`;
  const where: SQL | undefined = and(
    eq(products.isActive, true),
    // A kit is never bought: its components are (decision 0023 point 9).
    eq(products.kit, false),
    sql`${products.minStockLevel} is not null`,
    eq(warehouses.isActive, true),
    filter.warehouseId ? eq(warehouses.id, filter.warehouseId) : undefined,
    filter.productIds ? inArray(products.id, filter.productIds) : undefined,
    // Warehouses that carry the product: they have held it, have it on order or in an open assembly order.
    sql`(${inventoryLevels.productId} is not null or ${onOrder.productId} is not null or ${assembling.productId} is not null)`,
    sql`${position} <= ${products.minStockLevel}`,
    sql`${refill} > 0`,
  );
  const rowsQuery = db
    .select({
      productId: products.id,
      sku: products.sku,
      productName: products.name,
      warehouseId: warehouses.id,
      warehouseCode: warehouses.code,
      available: sql<number>`${available}`.mapWith(Number),
      onOrder: sql<number>`${ordered}`.mapWith(Number),
      inTransit: sql<number>`${inTransit}`.mapWith(Number),
      assemblyOrders: sql<number>`${assembled}`.mapWith(Number),
      minStockLevel: sql<number>`${products.minStockLevel}`.mapWith(Number),
      maxStockLevel: products.maxStockLevel,
      suggestedQuantity: sql<number>`${suggested}`.mapWith(Number),
      offer: supplierProducts,
      supplierCode: suppliers.code,
      supplierName: suppliers.name,
    })
    .from(products)
    .crossJoin(warehouses)
    .leftJoin(inventoryLevels, and(eq(inventoryLevels.productId, products.id), eq(inventoryLevels.warehouseId, warehouses.id)))
    .leftJoin(onOrder, and(eq(onOrder.productId, products.id), eq(onOrder.warehouseId, warehouses.id)))
    .leftJoin(assembling, and(eq(assembling.productId, products.id), eq(assembling.warehouseId, warehouses.id)))
    .leftJoin(supplierProducts, and(eq(supplierProducts.productId, products.id), eq(supplierProducts.isPreferred, true)))
    .leftJoin(suppliers, and(eq(suppliers.id, supplierProducts.supplierId), eq(suppliers.isActive, true)))
    .where(where)
    .orderBy(sql`${products.minStockLevel} - ${position} desc`, asc(products.sku), asc(warehouses.code));
  if (!page) return { rows: await rowsQuery, total: undefined };
  const [rows, [counted]] = await Promise.all([rowsQuery.limit(page.limit).offset(page.offset), db.select({ total: count() }).from(rowsQuery.as('suggestions'))]);
  return { rows, total: counted?.total ?? 0 };
}

/** Serializes turning one warehouse's suggestions into orders until the transaction ends (a transaction-scoped advisory lock). */
export async function lockReorders(tx: Db, warehouseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reorder:${warehouseId}`}, 0))`);
}
