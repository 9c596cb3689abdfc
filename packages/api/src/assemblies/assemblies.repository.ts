/** Bills of materials and assembly orders (decision 0023 point 9): their rows. */
import { assemblyOrderLines, assemblyOrders, billOfMaterialsComponents, billsOfMaterials, inventoryLevels, products, queryRows as rows, warehouses, type AssemblyOrderStatus, type AssemblyOrderType, type Db } from '@stockroom/db';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { numberContains } from '../documents.js';

export type BillRow = typeof billsOfMaterials.$inferSelect;
export type AssemblyOrderRow = typeof assemblyOrders.$inferSelect;

/** The bill of materials of `productId` with its components in order, each with its product's SKU, name, unit, tracking and cost price; undefined when it has none. */
export async function findBill(db: Db, productId: string) {
  const [bill] = await db.select().from(billsOfMaterials).where(eq(billsOfMaterials.productId, productId));
  if (!bill) return undefined;
  const components = await db
    .select({ productId: products.id, sku: products.sku, name: products.name, unitOfMeasure: products.unitOfMeasure, tracking: products.tracking, quantity: billOfMaterialsComponents.quantity, costPrice: products.costPrice })
    .from(billOfMaterialsComponents)
    .innerJoin(products, eq(products.id, billOfMaterialsComponents.componentId))
    .where(eq(billOfMaterialsComponents.productId, productId))
    .orderBy(asc(billOfMaterialsComponents.position));
  return { bill, components };
}

/**
 * Per warehouse holding any of the components of `productId` (only `warehouseId` when given): the
 * units of the product their sellable units make, the scarcest deciding. Sellable as allocation
 * takes them: not reserved, in active pickable bins, of lots not expired today (UTC), so a kit's
 * figure is what its orders could be allocated.
 */
export function buildable(db: Db, productId: string, warehouseId: string | undefined) {
  return rows<{ warehouseId: string; warehouseCode: string; quantity: number }>(
    db,
    sql`select w.id as "warehouseId", w.code as "warehouseCode",
               min(floor(greatest(coalesce(s.units, 0), 0) / c.quantity))::int as quantity
        from bill_of_materials_components c cross join warehouses w
        left join inventory_levels lv on lv.product_id = c.component_id and lv.warehouse_id = w.id
        left join lateral (
          select sum(b.on_hand - b.reserved) as units
          from stock_balances b join locations l on l.id = b.location_id left join lots lo on lo.id = b.lot_id
          where b.product_id = c.component_id and b.warehouse_id = w.id
            and l.is_pickable and l.is_active and (lo.expiry_date is null or lo.expiry_date >= (now() at time zone 'UTC')::date)
        ) s on true
        where c.product_id = ${productId} and w.is_active ${warehouseId ? sql`and w.id = ${warehouseId}` : sql``}
        group by w.id, w.code having count(lv.product_id) > 0
        order by w.code`,
  );
}

/** Serializes changes of bills of materials until the transaction ends, so that two cannot close a cycle between them. */
export async function lockBills(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('bills_of_materials', 0))`);
}

/**
 * What keeps `productId` from being a kit, read once its row is locked FOR UPDATE: whether it has units
 * on hand or in transit in any warehouse; the number of an open document that would need its stock
 * (a sales order line of it not shipped, a purchase order line not received, a transfer not
 * received, an open assembly order building it or consuming it); and the SKU of a bill it is a
 * component of.
 */
export async function kitBlockers(db: Db, productId: string) {
  const [row] = await rows<{ stocked: boolean; openDocument: string | null; componentOf: string | null }>(
    db,
    sql`select exists (select 1 from inventory_levels l where l.product_id = ${productId} and (l.on_hand > 0 or l.in_transit > 0)) as stocked,
               coalesce(
                 (select o.number from sales_order_items i join sales_orders o on o.id = i.sales_order_id
                  where i.product_id = ${productId} and not i.kit and i.quantity > i.shipped_quantity and o.status in ('draft', 'confirmed', 'partially_shipped') limit 1),
                 (select o.number from purchase_order_items i join purchase_orders o on o.id = i.purchase_order_id
                  where i.product_id = ${productId} and i.quantity > i.received_quantity and o.status in ('draft', 'approved', 'partially_received') limit 1),
                 (select t.number from transfer_items i join transfers t on t.id = i.transfer_id
                  where i.product_id = ${productId} and t.status in ('draft', 'in_transit', 'partially_received') limit 1),
                 (select a.number from assembly_orders a where a.status = 'open'
                  and (a.product_id = ${productId} or exists (select 1 from assembly_order_lines l where l.assembly_order_id = a.id and l.component_id = ${productId})) limit 1)
               ) as "openDocument",
               (select p.sku from bill_of_materials_components c join products p on p.id = c.product_id where c.component_id = ${productId} order by p.sku limit 1) as "componentOf"`,
  );
  return row!;
}

/** Marks `productId` a kit or not (products.kit, which the ledger reads KEY SHARE): lock its row FOR UPDATE first. */
export async function markKit(tx: Db, productId: string, kit: boolean): Promise<void> {
  await tx.update(products).set({ kit }).where(eq(products.id, productId));
}

/**
 * The components of the kits among `productIds`: per kit, its components in the bill's order, in
 * whole base units per kit. Products that are not kits are absent. The products' rows are read KEY
 * SHARE first, as the ledger reads them: a bill's change (FOR UPDATE) waits for the order that read
 * them, which the change then sees, and an order waiting for a change reads the kit it made.
 */
export async function kitComponentsOf(db: Db, productIds: string[]) {
  if (!productIds.length) return [];
  const read = await db.select({ id: products.id, kit: products.kit }).from(products).where(inArray(products.id, productIds)).for('key share');
  const kits = read.filter((row) => row.kit).map((row) => row.id);
  if (!kits.length) return [];
  return db
    .select({ productId: billOfMaterialsComponents.productId, componentId: billOfMaterialsComponents.componentId, quantity: billOfMaterialsComponents.quantity })
    .from(billOfMaterialsComponents)
    .where(inArray(billOfMaterialsComponents.productId, kits))
    .orderBy(asc(billOfMaterialsComponents.productId), asc(billOfMaterialsComponents.position));
}

/** True when `productId` is among the components of `componentIds`, at any depth of their bills of materials. */
export async function madeOf(db: Db, componentIds: string[], productId: string): Promise<boolean> {
  const ids = sql.join(componentIds.map((id) => sql`${id}::uuid`), sql`, `);
  const [row] = await rows<{ found: boolean }>(
    db,
    sql`with recursive tree(id) as (
          select unnest(array[${ids}])
          union
          select c.component_id from bill_of_materials_components c join tree on c.product_id = tree.id
        )
        select exists (select 1 from tree where id = ${productId}) as found`,
  );
  return row!.found;
}

/** Replaces the bill of materials of `productId`. */
export async function replaceBill(tx: Db, productId: string, bill: { type: BillRow['type']; labourCost: number; components: { productId: string; quantity: number }[] }, actorId: string): Promise<void> {
  await tx
    .insert(billsOfMaterials)
    .values({ productId, type: bill.type, labourCost: bill.labourCost, createdBy: actorId, updatedBy: actorId })
    .onConflictDoUpdate({ target: billsOfMaterials.productId, set: { type: bill.type, labourCost: bill.labourCost, updatedBy: actorId, updatedAt: new Date() } });
  await tx.delete(billOfMaterialsComponents).where(eq(billOfMaterialsComponents.productId, productId));
  await tx.insert(billOfMaterialsComponents).values(bill.components.map((component, position) => ({ productId, componentId: component.productId, quantity: component.quantity, position })));
}

/** Deletes the bill of materials of `productId` (its components with it); false when it had none. */
export async function deleteBill(tx: Db, productId: string): Promise<boolean> {
  return (await tx.delete(billsOfMaterials).where(eq(billsOfMaterials.productId, productId)).returning({ productId: billsOfMaterials.productId })).length > 0;
}

/** Inserts an open assembly order and its lines; returns its id. */
export async function insertOrder(
  tx: Db,
  order: { number: string; type: AssemblyOrderType; productId: string; warehouseId: string; quantity: number; labourCost: number; note: string | null },
  lines: { componentId: string; quantity: number }[],
  actorId: string,
): Promise<string> {
  const [row] = await tx.insert(assemblyOrders).values({ ...order, createdBy: actorId, updatedBy: actorId }).returning({ id: assemblyOrders.id });
  await tx.insert(assemblyOrderLines).values(lines.map((line, position) => ({ ...line, assemblyOrderId: row!.id, position })));
  return row!.id;
}

/** The order `id` locked FOR UPDATE until the transaction ends; undefined when there is none. */
export async function lockOrder(tx: Db, id: string): Promise<AssemblyOrderRow | undefined> {
  const [row] = await tx.select().from(assemblyOrders).where(eq(assemblyOrders.id, id)).for('update');
  return row;
}

/** Closes an open order: completed with the value of its units and of each component line, or cancelled. */
export async function closeOrder(tx: Db, id: string, status: Exclude<AssemblyOrderStatus, 'open'>, actorId: string, values?: { value: number; lines: Map<string, number> }): Promise<void> {
  const now = new Date();
  await tx.update(assemblyOrders).set({ status, value: values?.value ?? null, closedBy: actorId, closedAt: now, updatedBy: actorId, updatedAt: now }).where(eq(assemblyOrders.id, id));
  if (!values?.lines.size) return;
  // Every line's value in one statement, joined to the values by component.
  const rows = sql.join([...values.lines].map(([componentId, value]) => sql`(${componentId}::uuid, ${value}::numeric)`), sql`, `);
  await tx.execute(
    sql`update ${assemblyOrderLines} set value = v.value from (values ${rows}) as v(component_id, value)
        where ${assemblyOrderLines.assemblyOrderId} = ${id} and ${assemblyOrderLines.componentId} = v.component_id`,
  );
}

const orderColumns = { order: assemblyOrders, sku: products.sku, productName: products.name, warehouseCode: warehouses.code };
const ordersWithNames = (db: Db) =>
  db.select(orderColumns).from(assemblyOrders).innerJoin(products, eq(products.id, assemblyOrders.productId)).innerJoin(warehouses, eq(warehouses.id, assemblyOrders.warehouseId));
export type OrderWithNames = Awaited<ReturnType<ReturnType<typeof ordersWithNames>['execute']>>[number];

/** The order `id` with its product's and warehouse's names; undefined when there is none. */
export async function findOrder(db: Db, id: string): Promise<OrderWithNames | undefined> {
  const [row] = await ordersWithNames(db).where(eq(assemblyOrders.id, id));
  return row;
}

/** A page of orders newest first, and the exact total. */
export async function listOrders(
  db: Db,
  filter: { status?: AssemblyOrderStatus | undefined; type?: AssemblyOrderType | undefined; warehouseId?: string | undefined; productId?: string | undefined; number?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.status ? eq(assemblyOrders.status, filter.status) : undefined,
    filter.type ? eq(assemblyOrders.type, filter.type) : undefined,
    filter.warehouseId ? eq(assemblyOrders.warehouseId, filter.warehouseId) : undefined,
    filter.productId ? eq(assemblyOrders.productId, filter.productId) : undefined,
    numberContains(assemblyOrders.number, filter.number),
  );
  const [found, [counted]] = await Promise.all([
    ordersWithNames(db).where(where).orderBy(desc(assemblyOrders.createdAt), desc(assemblyOrders.number)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(assemblyOrders).where(where),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

/** The component lines of `orderIds` in order, each with its component's SKU, name, tracking and units available in the order's warehouse. */
export function linesOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select({
      line: assemblyOrderLines,
      sku: products.sku,
      name: products.name,
      tracking: products.tracking,
      available: sql<number>`coalesce(${inventoryLevels.onHand} - ${inventoryLevels.reserved}, 0)`.mapWith(Number),
    })
    .from(assemblyOrderLines)
    .innerJoin(assemblyOrders, eq(assemblyOrders.id, assemblyOrderLines.assemblyOrderId))
    .innerJoin(products, eq(products.id, assemblyOrderLines.componentId))
    .leftJoin(inventoryLevels, and(eq(inventoryLevels.productId, assemblyOrderLines.componentId), eq(inventoryLevels.warehouseId, assemblyOrders.warehouseId)))
    .where(inArray(assemblyOrderLines.assemblyOrderId, orderIds))
    .orderBy(asc(assemblyOrderLines.assemblyOrderId), asc(assemblyOrderLines.position));
}
