/**
 * The queries of allocation (decision 0020): balances that may be allocated, the allocations of
 * order lines and holds, and the writes that keep a balance's reserved, a line's allocated quantity
 * and the allocations equal. Every write here runs under the row locks of the levels it touches
 * (the caller's); the CHECKs of stock_balances (0 ≤ reserved ≤ on hand) and sales_order_items
 * (shipped + allocated ≤ quantity) have the last word. sales_order_items.allocated_quantity is the one
 * column of another module this module writes: a line's promise is the sum of its allocations.
 */
import { allocations, customers, lineLacksUnits, locations, lots, products, queryRows, salesOrderItems, salesOrders, stockBalances, type Db } from '@stockroom/db';
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Grain } from '../ledger/ledger.repository.js';
import { pickingOrder } from '../picking/picking.repository.js';

/** A product in a warehouse. */
export interface LevelKey {
  productId: string;
  warehouseId: string;
}

/** Who units are allocated to: an order line or a hold. */
export type Owner = { itemId: string } | { holdId: string };

/** A balance's units that may be allocated, with what picking orders it by. */
export interface FreeBalance extends Grain {
  id: string;
  productId: string;
  warehouseId: string;
  /** Units on hand not yet allocated. */
  free: number;
  expiryDate: string | null;
}

/**
 * The levels as a table `l(product_id, warehouse_id)`, two array parameters whatever their number:
 * a row list of thousands of pairs (a bulk of opening balances) is too deep for PGlite's parser.
 */
const levelTable = (levels: readonly LevelKey[]) =>
  sql`unnest(${sql.param(levels.map((level) => level.productId))}::uuid[], ${sql.param(levels.map((level) => level.warehouseId))}::uuid[]) as l(product_id, warehouse_id)`;

/** The condition that `product` and `warehouse` are those of one of `levels`. */
const ofLevels = (levels: readonly LevelKey[], product: SQLWrapper, warehouse: SQLWrapper) =>
  sql`exists (select 1 from ${levelTable(levels)} where l.product_id = ${product} and l.warehouse_id = ${warehouse})`;


/**
 * The balances of `levels` with units not yet allocated, in pickable active locations, of lots not
 * expired on `freshOn` (YYYY-MM-DD) or without lot expiry; by product, warehouse, then picking order.
 * The caller holds the levels' locks.
 */
export async function freeBalances(tx: Db, levels: LevelKey[], freshOn: string): Promise<FreeBalance[]> {
  if (!levels.length) return [];
  return tx
    .select({
      id: stockBalances.id,
      productId: stockBalances.productId,
      warehouseId: stockBalances.warehouseId,
      locationId: stockBalances.locationId,
      lotId: stockBalances.lotId,
      serialNumber: stockBalances.serialNumber,
      free: sql<number>`(${stockBalances.onHand} - ${stockBalances.reserved})::int`,
      expiryDate: lots.expiryDate,
    })
    .from(stockBalances)
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .leftJoin(lots, eq(lots.id, stockBalances.lotId))
    .where(
      and(
        ofLevels(levels, stockBalances.productId, stockBalances.warehouseId),
        gt(stockBalances.onHand, stockBalances.reserved),
        eq(locations.isPickable, true),
        eq(locations.isActive, true),
        or(isNull(lots.expiryDate), sql`${lots.expiryDate} >= ${freshOn}::date`),
      ),
    )
    .orderBy(asc(stockBalances.productId), asc(stockBalances.warehouseId), ...pickingOrder());
}

/** One allocation with its balance's grain, as releases and shipments read it. */
export interface AllocationRow extends Grain {
  id: string;
  balanceId: string;
  productId: string;
  warehouseId: string;
  itemId: string | null;
  holdId: string | null;
  quantity: number;
  expiryDate: string | null;
  locationCode: string;
  locationName: string | null;
  lotNumber: string | null;
  isPickable: boolean;
}

const allocationColumns = {
  id: allocations.id,
  balanceId: allocations.balanceId,
  productId: allocations.productId,
  warehouseId: allocations.warehouseId,
  itemId: allocations.salesOrderItemId,
  holdId: allocations.holdId,
  quantity: allocations.quantity,
  locationId: stockBalances.locationId,
  locationCode: locations.code,
  locationName: locations.name,
  isPickable: locations.isPickable,
  lotId: stockBalances.lotId,
  lotNumber: lots.lotNumber,
  expiryDate: lots.expiryDate,
  serialNumber: stockBalances.serialNumber,
};

/** Allocations joined to their balances, locations and lots (AllocationRow's columns). */
const allocationsWithGrains = (db: Db) =>
  db
    .select(allocationColumns)
    .from(allocations)
    .innerJoin(stockBalances, eq(stockBalances.id, allocations.balanceId))
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .leftJoin(lots, eq(lots.id, stockBalances.lotId));

/** A location, a lot and serials a change names, each optional: the balances within all it names. */
export interface GrainFilter {
  locationId?: string | undefined;
  lotId?: string | undefined;
  serialNumbers?: string[] | undefined;
}

/** The condition that a balance lies within `grain`. */
const withinGrain = (grain: GrainFilter) =>
  and(
    grain.locationId ? eq(stockBalances.locationId, grain.locationId) : undefined,
    grain.lotId ? eq(stockBalances.lotId, grain.lotId) : undefined,
    grain.serialNumbers ? inArray(stockBalances.serialNumber, grain.serialNumbers) : undefined,
  );

/**
 * The allocations of these order lines and holds, each line's or hold's in picking order
 * (first expiry first out), with their balances' grains. A read for reports without locks; under
 * the levels' locks for writes.
 */
export async function allocationsOf(db: Db, owners: { itemIds?: string[]; holdIds?: string[] }): Promise<AllocationRow[]> {
  const itemIds = owners.itemIds ?? [];
  const holdIds = owners.holdIds ?? [];
  if (!itemIds.length && !holdIds.length) return [];
  return allocationsWithGrains(db)
    .where(or(itemIds.length ? inArray(allocations.salesOrderItemId, itemIds) : undefined, holdIds.length ? inArray(allocations.holdId, holdIds) : undefined))
    .orderBy(...pickingOrder());
}

/**
 * The allocations of balances of `level` whose grain is within `grain` (a location, a lot, serials;
 * nothing named: all), lowest priority first: holds, then order lines by priority ascending, latest
 * promised, latest ordered. A count or an adjustment that loses units releases these first.
 */
export async function allocationsAtGrain(tx: Db, level: LevelKey, grain: GrainFilter): Promise<AllocationRow[]> {
  return allocationsWithGrains(tx)
    .leftJoin(salesOrderItems, eq(salesOrderItems.id, allocations.salesOrderItemId))
    .leftJoin(salesOrders, eq(salesOrders.id, salesOrderItems.salesOrderId))
    .where(and(eq(allocations.productId, level.productId), eq(allocations.warehouseId, level.warehouseId), withinGrain(grain)))
    .orderBy(
      sql`${allocations.holdId} is null`,
      sql`${salesOrders.priority} asc nulls first`,
      sql`${salesOrders.promisedDate} desc nulls first`,
      sql`${salesOrders.orderDate} desc nulls first`,
      sql`${salesOrders.number} desc nulls first`,
      ...pickingOrder().reverse(),
    );
}

/** The levels (product, warehouse) with units on hand and not allocated at location `locationId`. */
export function levelsWithFreeUnitsAt(db: Db, locationId: string): Promise<LevelKey[]> {
  return db
    .selectDistinct({ productId: stockBalances.productId, warehouseId: stockBalances.warehouseId })
    .from(stockBalances)
    .where(and(eq(stockBalances.locationId, locationId), gt(stockBalances.onHand, stockBalances.reserved)));
}

/** Units on hand and not allocated within `grain` of `level` (see allocationsAtGrain), in any location. */
export async function freeAtGrain(tx: Db, level: LevelKey, grain: GrainFilter): Promise<number> {
  const [row] = await tx
    .select({ free: sql<number>`coalesce(sum(${stockBalances.onHand} - ${stockBalances.reserved}), 0)::int` })
    .from(stockBalances)
    .where(and(eq(stockBalances.productId, level.productId), eq(stockBalances.warehouseId, level.warehouseId), withinGrain(grain)));
  return row?.free ?? 0;
}

/** A signed change of units allocated from one balance to one owner. */
export interface AllocationDelta {
  balanceId: string;
  productId: string;
  warehouseId: string;
  owner: Owner;
  quantity: number;
  /** The units left stock with the allocation's end (a shipment): the balance's on hand falls with its reserved. */
  consumed?: boolean | undefined;
}

const itemOf = (owner: Owner) => ('itemId' in owner ? owner.itemId : null);
const ownerKey = (owner: Owner) => ('itemId' in owner ? `item ${owner.itemId}` : `hold ${owner.holdId}`);

/**
 * Applies `deltas` to the allocations, the balances' reserved (and on hand, for units consumed)
 * and the order lines' allocated quantities: an allocation is created by its first units, changed,
 * and deleted by its last. Deltas of one balance and owner are summed, consumed or not (a shipment
 * naming one line twice may consume part of an allocation and release the rest); the statements
 * (one per table) are sent together.
 * Throws what the database throws when a CHECK refuses (a balance over-allocated, a line
 * allocated past what it still ships): the callers' plans make that a bug, never a user's error.
 */
export async function applyAllocationDeltas(tx: Db, deltas: AllocationDelta[]): Promise<void> {
  // Per allocation (balance and owner) its units, consumed or released alike; per balance its reserved and the on hand consumed.
  const summed = new Map<string, AllocationDelta>();
  const balances = new Map<string, { reserved: number; onHand: number }>();
  const items = new Map<string, number>();
  for (const delta of deltas) {
    const key = `${delta.balanceId} ${ownerKey(delta.owner)}`;
    const found = summed.get(key);
    summed.set(key, found ? { ...found, quantity: found.quantity + delta.quantity } : { ...delta, consumed: undefined });
    const balance = balances.get(delta.balanceId) ?? { reserved: 0, onHand: 0 };
    balance.reserved += delta.quantity;
    if (delta.consumed) balance.onHand += delta.quantity;
    balances.set(delta.balanceId, balance);
    const item = itemOf(delta.owner);
    if (item) items.set(item, (items.get(item) ?? 0) + delta.quantity);
  }
  const changes = [...summed.values()].filter((delta) => delta.quantity !== 0);
  if (!changes.length) return;
  const byOwner = (hold: boolean) => changes.filter((delta) => 'holdId' in delta.owner === hold);
  await Promise.all([
    ...[false, true].flatMap((hold) => (byOwner(hold).length ? [mergeAllocations(tx, byOwner(hold), hold)] : [])),
    tx.execute(sql`
      update stock_balances b set reserved = b.reserved + d.reserved, on_hand = b.on_hand + d.on_hand, updated_at = now()
      from unnest(${sql.param([...balances.keys()])}::uuid[], ${sql.param([...balances.values()].map((b) => b.reserved))}::int[], ${sql.param([...balances.values()].map((b) => b.onHand))}::int[])
        as d(id, reserved, on_hand)
      where b.id = d.id`),
    ...(items.size
      ? [
          tx.execute(sql`
            update sales_order_items i set allocated_quantity = i.allocated_quantity + d.quantity
            from unnest(${sql.param([...items.keys()])}::uuid[], ${sql.param([...items.values()])}::int[]) as d(id, quantity)
            where i.id = d.id`),
        ]
      : []),
  ]);
}

/**
 * Merges signed units into the allocations of one kind of owner (`hold`: holds, else order lines)
 * in one statement: rows reaching zero are deleted, the others upserted. A new allocation is stamped
 * with the clock at the statement, under its level's lock: allocations of a level in the order made.
 */
function mergeAllocations(tx: Db, deltas: AllocationDelta[], hold: boolean) {
  const owner = sql.identifier(hold ? 'hold_id' : 'sales_order_item_id');
  const column = <T>(pick: (delta: AllocationDelta) => T) => sql.param(deltas.map(pick));
  return tx.execute(sql`
    with d as (
      select * from unnest(${column((d) => d.balanceId)}::uuid[], ${column((d) => d.productId)}::uuid[], ${column((d) => d.warehouseId)}::uuid[],
        ${column((d) => ('holdId' in d.owner ? d.owner.holdId : d.owner.itemId))}::uuid[], ${column((d) => d.quantity)}::int[])
        as d(balance_id, product_id, warehouse_id, owner_id, quantity)
    ),
    merged as (
      select d.*, a.id as allocation_id, coalesce(a.quantity, 0) + d.quantity as total
      from d left join allocations a on a.balance_id = d.balance_id and a.${owner} = d.owner_id
    ),
    emptied as (delete from allocations a using merged m where a.id = m.allocation_id and m.total = 0),
    changed as (update allocations a set quantity = m.total from merged m where a.id = m.allocation_id and m.total <> 0)
    insert into allocations (id, balance_id, product_id, warehouse_id, ${owner}, quantity, created_at)
    select gen_random_uuid(), m.balance_id, m.product_id, m.warehouse_id, m.owner_id, m.total, clock_timestamp() from merged m where m.allocation_id is null`);
}

/**
 * The fewest days of shelf life lots of product `productId` must have left: for a hold (`product`,
 * the product's minimum) and for each of the order lines `itemIds` (the larger of the product's and
 * its customer's minimum).
 */
export async function shelfLifeMinimums(db: Db, productId: string, itemIds: string[]): Promise<{ product: number; lines: Map<string, number> }> {
  const [product, lines] = await Promise.all([
    db.select({ days: products.minRemainingShelfLifeDays }).from(products).where(eq(products.id, productId)),
    itemIds.length
      ? db
          .select({ itemId: salesOrderItems.id, days: customers.minRemainingShelfLifeDays })
          .from(salesOrderItems)
          .innerJoin(salesOrders, eq(salesOrders.id, salesOrderItems.salesOrderId))
          .innerJoin(customers, eq(customers.id, salesOrders.customerId))
          .where(inArray(salesOrderItems.id, itemIds))
      : Promise.resolve([]),
  ]);
  const days = product[0]?.days ?? 0;
  return { product: days, lines: new Map(lines.map((line) => [line.itemId, Math.max(days, line.days ?? 0)])) };
}

/** A line of a confirmed or partially shipped order still waiting for units of its level, with what orders the wait. */
export interface WaitingLine {
  itemId: string;
  salesOrderId: string;
  orderNumber: string;
  productId: string;
  warehouseId: string;
  /** Units neither shipped nor allocated. */
  waiting: number;
  /** Fewest days of shelf life its lots must have left: the larger of the customer's and the product's minimum. */
  minRemainingShelfLifeDays: number;
}

/**
 * The waiting lines of `levels` in the order they receive stock (decision 0020): order priority
 * (highest first), then promised date (earliest first, none last), then order date, then order
 * number. The caller holds the levels' locks, under which alone a line's allocation changes.
 */
export async function waitingLines(tx: Db, levels: LevelKey[]): Promise<WaitingLine[]> {
  if (!levels.length) return [];
  return queryRows<WaitingLine>(
    tx,
    sql`select i.id as "itemId", o.id as "salesOrderId", o.number as "orderNumber", i.product_id as "productId", o.warehouse_id as "warehouseId",
          (i.quantity - i.shipped_quantity - i.allocated_quantity)::int as "waiting",
          greatest(coalesce(p.min_remaining_shelf_life_days, 0), coalesce(c.min_remaining_shelf_life_days, 0))::int as "minRemainingShelfLifeDays"
        from sales_order_items i
        join sales_orders o on o.id = i.sales_order_id
        join products p on p.id = i.product_id
        join customers c on c.id = o.customer_id
        where ${lineLacksUnits}
          and exists (select 1 from ${levelTable(levels)} where l.product_id = i.product_id and l.warehouse_id = o.warehouse_id)
          and o.status in ('confirmed', 'partially_shipped')
        order by o.priority desc, o.promised_date asc nulls last, o.order_date asc, o.number asc, i.id asc`,
  );
}

/** Deletes the balances among `ids` that are of a serial whose unit has left (on hand 0): one row per serial in stock (decision 0015). */
export async function deleteEmptySerialBalances(tx: Db, ids: string[]): Promise<void> {
  await tx.delete(stockBalances).where(and(inArray(stockBalances.id, ids), sql`${stockBalances.serialNumber} is not null`, eq(stockBalances.onHand, 0)));
}

/** A level's units as available-to-promise counts them. */
export interface AvailabilityRow {
  productId: string;
  sku: string;
  productName: string;
  warehouseId: string;
  warehouseCode: string;
  onHand: number;
  allocated: number;
  held: number;
  unsellable: number;
  backordered: number;
}

/**
 * A page of levels (by SKU, then warehouse code) of `productId` and/or `warehouseId`, with units
 * allocated to orders and to holds, free units never allocated (bins not pickable, lots expired
 * on `today`) and units of confirmed orders waiting for stock; and the number of such levels.
 */
export async function availabilityOf(db: Db, filter: { productId?: string | undefined; warehouseId?: string | undefined }, page: { limit: number; offset: number }, today: string) {
  const where = sql.join(
    [sql`true`, ...(filter.productId ? [sql`lv.product_id = ${filter.productId}`] : []), ...(filter.warehouseId ? [sql`lv.warehouse_id = ${filter.warehouseId}`] : [])],
    sql` and `,
  );
  const [rows, [counted]] = await Promise.all([
    queryRows<AvailabilityRow>(
      db,
      sql`select lv.product_id as "productId", p.sku, p.name as "productName", lv.warehouse_id as "warehouseId", w.code as "warehouseCode", lv.on_hand as "onHand",
            coalesce((select sum(a.quantity) from allocations a where a.product_id = lv.product_id and a.warehouse_id = lv.warehouse_id and a.sales_order_item_id is not null), 0)::int as "allocated",
            coalesce((select sum(a.quantity) from allocations a where a.product_id = lv.product_id and a.warehouse_id = lv.warehouse_id and a.hold_id is not null), 0)::int as "held",
            coalesce((select sum(b.on_hand - b.reserved) from stock_balances b join locations l on l.id = b.location_id left join lots lo on lo.id = b.lot_id
              where b.product_id = lv.product_id and b.warehouse_id = lv.warehouse_id and (not l.is_pickable or not l.is_active or lo.expiry_date < ${today}::date)), 0)::int as "unsellable",
            coalesce((select sum(i.quantity - i.shipped_quantity - i.allocated_quantity) from sales_order_items i join sales_orders o on o.id = i.sales_order_id
              where i.product_id = lv.product_id and o.warehouse_id = lv.warehouse_id and o.status in ('confirmed', 'partially_shipped')
                and ${lineLacksUnits}), 0)::int as "backordered"
          from inventory_levels lv join products p on p.id = lv.product_id join warehouses w on w.id = lv.warehouse_id
          where ${where}
          order by p.sku, w.code
          limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from inventory_levels lv where ${where}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Units on their way to a warehouse: on an open purchase order (by its expected date) or a transfer in transit. */
export interface IncomingRow {
  productId: string;
  warehouseId: string;
  date: string | null;
  quantity: number;
  source: 'purchase_order' | 'transfer';
  id: string;
  number: string;
}

/** The units still to receive of `levels` on approved or partially received purchase orders and on transfers in transit; by date (undated last), then number. */
export async function incomingTo(db: Db, levels: LevelKey[]): Promise<IncomingRow[]> {
  if (!levels.length) return [];
  return queryRows<IncomingRow>(
    db,
    sql`select * from (
          select i.product_id as "productId", po.warehouse_id as "warehouseId", po.expected_date::text as "date",
            (i.quantity - i.received_quantity)::int as "quantity", 'purchase_order' as "source", po.id, po.number
          from purchase_order_items i join purchase_orders po on po.id = i.purchase_order_id
          where po.status in ('approved', 'partially_received') and i.quantity > i.received_quantity and exists (select 1 from ${levelTable(levels)} where l.product_id = i.product_id and l.warehouse_id = po.warehouse_id)
          union all
          select ti.product_id, t.to_warehouse_id, null, (ti.shipped_quantity - ti.received_quantity - ti.lost_quantity)::int, 'transfer', t.id, t.number
          from transfer_items ti join transfers t on t.id = ti.transfer_id
          where t.status in ('in_transit', 'partially_received') and ti.shipped_quantity > ti.received_quantity + ti.lost_quantity and exists (select 1 from ${levelTable(levels)} where l.product_id = ti.product_id and l.warehouse_id = t.to_warehouse_id)
        ) incoming
        order by "date" asc nulls last, number asc`,
  );
}
