/**
 * Waves' queries (decision 0022 point 6): the sales orders ready to pick, their allocated units
 * with the bins' walking order, the waves, their orders and their pick tasks. Reads join the
 * sales orders, allocations and locations of other modules and capabilities (one query serves a
 * wave better than several round trips); writes touch only waves, wave_orders and the waves'
 * tasks. Quantities are whole units.
 */
import { lineLacksUnits, queryRows, tasks, waveOrders, waves, type Db } from '@stockroom/db';
import type { WaveMode, WaveStatus } from '@stockroom/db/statuses';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

/**
 * The unfinished pick tasks for order `orderId` in the waves it was in (its own lines' in batch
 * mode; a zone pick serves every order of its wave), with their wave's number.
 */
const unfinishedPickOf = (orderId: SQL) => sql`select w.number from wave_orders wo join waves w on w.id = wo.wave_id join tasks t on t.wave_id = w.id
  where wo.sales_order_id = ${orderId} and t.type = 'pick' and t.status in ('open', 'assigned', 'in_progress')
    and (t.sales_order_item_id is null or exists (select 1 from sales_order_items i where i.id = t.sales_order_item_id and i.sales_order_id = wo.sales_order_id))`;

/** Locations whose allocated units a wave does not pick: they are at packing or shipping already. */
const picked = sql`('packing', 'shipping')`;

/**
 * The condition that order `o` is ready for a wave (decision 0022 point 6): confirmed or partially
 * shipped, with allocated units in a location still to pick from, not shipping complete while a
 * unit is backordered (decision 0020 point 3), in no open or picking wave, and with no pick of a
 * cancelled wave still in hand (its units would be picked twice).
 */
const ready = sql`o.status in ('confirmed', 'partially_shipped')
  and exists (select 1 from sales_order_items i join allocations a on a.sales_order_item_id = i.id join stock_balances b on b.id = a.balance_id join locations l on l.id = b.location_id
              where i.sales_order_id = o.id and l.type not in ${picked})
  and not (o.ship_complete and exists (select 1 from sales_order_items i where i.sales_order_id = o.id and ${lineLacksUnits}))
  and not exists (select 1 from wave_orders wo join waves w on w.id = wo.wave_id where wo.sales_order_id = o.id and w.status in ('open', 'picking'))
  and not exists (${unfinishedPickOf(sql`o.id`)})`;

/** The order waves take orders in: priority (highest first), promised date (none last), order date, number. */
const readyOrder = sql`o.priority desc, o.promised_date asc nulls last, o.order_date asc, o.number asc`;

/** A location as a wave's packing location is checked. */
export interface PackingLocation {
  id: string;
  code: string;
  warehouseId: string;
  type: string;
  isActive: boolean;
  isPickable: boolean;
}

/** The location `id` of `warehouseId`, or undefined. */
export async function findLocation(db: Db, warehouseId: string, id: string): Promise<PackingLocation | undefined> {
  const [row] = await queryRows<PackingLocation>(
    db,
    sql`select id, code, warehouse_id as "warehouseId", type, is_active as "isActive", is_pickable as "isPickable" from locations where id = ${id} and warehouse_id = ${warehouseId}`,
  );
  return row;
}

/** The warehouse's first active, pickable packing location in walking order (sequence, none last, then code), or undefined. */
export async function firstPackingLocation(db: Db, warehouseId: string): Promise<PackingLocation | undefined> {
  const [row] = await queryRows<PackingLocation>(
    db,
    sql`select id, code, warehouse_id as "warehouseId", type, is_active as "isActive", is_pickable as "isPickable" from locations
        where warehouse_id = ${warehouseId} and type = 'packing' and is_active and is_pickable
        order by sequence asc nulls last, code asc limit 1`,
  );
  return row;
}

/** Which orders a wave may take: those of one warehouse that match its filters. */
export interface ReadyFilter {
  warehouseId: string;
  /** Promised on or before this day (YYYY-MM-DD). */
  promisedBy?: string | undefined;
  /** With allocated units in a location of this zone. */
  zone?: string | undefined;
  limit: number;
  /** Orders to leave out (taken already by the caller). */
  excluding?: readonly string[] | undefined;
}

/**
 * Up to `limit` ready orders of the filter in wave order, each row locked; orders another
 * transaction holds (a wave being built, a shipment) are skipped. The lock is taken after the
 * statement's snapshot, so the caller reads readiness again (readyAmong) before it trusts them.
 */
export async function lockReadyOrders(tx: Db, filter: ReadyFilter): Promise<string[]> {
  const conditions: SQL[] = [sql`o.warehouse_id = ${filter.warehouseId}`, ready];
  if (filter.excluding?.length) conditions.push(sql`o.id <> all(${sql.param([...filter.excluding])}::uuid[])`);
  if (filter.promisedBy) conditions.push(sql`o.promised_date <= ${filter.promisedBy}::date`);
  if (filter.zone) {
    conditions.push(sql`exists (select 1 from sales_order_items i join allocations a on a.sales_order_item_id = i.id join stock_balances b on b.id = a.balance_id join locations l on l.id = b.location_id
                                where i.sales_order_id = o.id and l.zone = ${filter.zone} and l.type not in ${picked})`);
  }
  const rows = await queryRows<{ id: string }>(tx, sql`select o.id from sales_orders o where ${sql.join(conditions, sql` and `)} order by ${readyOrder} limit ${filter.limit} for update of o skip locked`);
  return rows.map((row) => row.id);
}

/** Locks the orders `ids` (those that exist), in id order, as every writer of an order locks its row first. */
export async function lockOrders(tx: Db, ids: readonly string[]): Promise<void> {
  await queryRows(tx, sql`select id from sales_orders where id = any(${sql.param([...ids])}::uuid[]) order by id for update`);
}

/** An order of a wave, as read under its lock. */
export interface ReadyOrder {
  id: string;
  number: string;
}

/** Of `ids`, the orders of `warehouseId` ready for a wave now, in wave order. A fresh read: run it once the orders are locked. */
export function readyAmong(tx: Db, warehouseId: string, ids: readonly string[]): Promise<ReadyOrder[]> {
  if (!ids.length) return Promise.resolve([]);
  return queryRows<ReadyOrder>(
    tx,
    sql`select o.id, o.number from sales_orders o where o.id = any(${sql.param([...ids])}::uuid[]) and o.warehouse_id = ${warehouseId} and ${ready} order by ${readyOrder}`,
  );
}

/** Why a chosen order is not ready, for the CONFLICT's details. */
export interface NotReady {
  salesOrderId: string;
  number: string | null;
  reason: string;
}

/** For each of `ids` not ready (readyAmong) in `warehouseId`: its number and why, in the order of `ids`. */
export async function whyNotReady(tx: Db, warehouseId: string, ids: readonly string[]): Promise<NotReady[]> {
  return queryRows<NotReady>(
    tx,
    sql`select c.id as "salesOrderId", o.number,
          case
            when o.id is null or o.warehouse_id <> ${warehouseId} then 'Sales order not found in the warehouse'
            when o.status not in ('confirmed', 'partially_shipped') then 'Sales order is ' || o.status::text
            when exists (select 1 from wave_orders wo join waves w on w.id = wo.wave_id where wo.sales_order_id = o.id and w.status in ('open', 'picking'))
              then 'Sales order is in wave ' || (select w.number from wave_orders wo join waves w on w.id = wo.wave_id where wo.sales_order_id = o.id and w.status in ('open', 'picking') limit 1)
            when exists (${unfinishedPickOf(sql`o.id`)}) then 'Sales order has a pick in progress in cancelled wave ' || (${unfinishedPickOf(sql`o.id`)} limit 1)
            when o.ship_complete and exists (select 1 from sales_order_items i where i.sales_order_id = o.id and ${lineLacksUnits})
              then 'Sales order ships complete and has units backordered'
            else 'Sales order has no allocated units to pick'
          end as reason
        from unnest(${sql.param([...ids])}::uuid[]) with ordinality as c(id, n)
        left join sales_orders o on o.id = c.id
        where o.id is null or not (o.warehouse_id = ${warehouseId} and ${ready})
        order by c.n`,
  );
}

/** The products of the lines of orders `orderIds` that units are picked for (not a kit's own line: decision 0023 point 9), distinct. */
export async function lineProductsOf(db: Db, orderIds: readonly string[]): Promise<string[]> {
  if (!orderIds.length) return [];
  const rows = await queryRows<{ productId: string }>(db, sql`select distinct product_id as "productId" from sales_order_items where sales_order_id = any(${sql.param([...orderIds])}::uuid[]) and not kit`);
  return rows.map((row) => row.productId);
}

/** Allocated units of an order line in one balance still to pick, with the bin's place on the walk. */
export interface UnitsToPick {
  salesOrderId: string;
  itemId: string;
  productId: string;
  locationId: string;
  lotId: string | null;
  serialNumber: string | null;
  quantity: number;
}

/**
 * The allocations of the lines of `orderIds` (or only of the lines `itemIds` of product
 * `productId`) in locations still to pick from (not packing or shipping), by order, line and
 * balance. The caller holds the levels' locks, under which alone allocations change.
 */
export function unitsToPick(tx: Db, of: { orderIds: readonly string[] } | { itemIds: readonly string[]; productId: string }): Promise<UnitsToPick[]> {
  const owners =
    'orderIds' in of
      ? sql`i.sales_order_id = any(${sql.param([...of.orderIds])}::uuid[])`
      : sql`i.id = any(${sql.param([...of.itemIds])}::uuid[]) and i.product_id = ${of.productId}`;
  return queryRows<UnitsToPick>(
    tx,
    sql`select i.sales_order_id as "salesOrderId", i.id as "itemId", i.product_id as "productId", b.location_id as "locationId", b.lot_id as "lotId", b.serial_number as "serialNumber", a.quantity
        from allocations a
        join sales_order_items i on i.id = a.sales_order_item_id
        join stock_balances b on b.id = a.balance_id
        join locations l on l.id = b.location_id
        where ${owners} and l.type not in ${picked}
        order by i.sales_order_id, i.id, b.location_id, b.lot_id, b.serial_number`,
  );
}

/** The lines of orders `orderIds` of product `productId`, by the orders' cart slots in wave `waveId`, then line. */
export async function waveLinesOf(db: Db, waveId: string, productId: string): Promise<{ itemId: string; cartSlot: number }[]> {
  return queryRows(
    db,
    sql`select i.id as "itemId", wo.cart_slot as "cartSlot" from wave_orders wo join sales_order_items i on i.sales_order_id = wo.sales_order_id
        where wo.wave_id = ${waveId} and i.product_id = ${productId} order by wo.cart_slot, i.id`,
  );
}

/** The cart slot of each order of wave `waveId`, by order id. */
export async function waveSlotsOf(db: Db, waveId: string): Promise<Map<string, number>> {
  const rows = await db.select({ salesOrderId: waveOrders.salesOrderId, cartSlot: waveOrders.cartSlot }).from(waveOrders).where(eq(waveOrders.waveId, waveId));
  return new Map(rows.map((row) => [row.salesOrderId, row.cartSlot]));
}

/** Inserts a wave numbered `number` and returns its id. */
export async function insertWave(tx: Db, values: { number: string; warehouseId: string; mode: WaveMode; packingLocationId: string; actorId: string }): Promise<string> {
  const [row] = await tx
    .insert(waves)
    .values({ number: values.number, warehouseId: values.warehouseId, mode: values.mode, packingLocationId: values.packingLocationId, createdBy: values.actorId, updatedBy: values.actorId })
    .returning({ id: waves.id });
  return row!.id;
}

/** Gives wave `id` its number (the transaction's last write: the counter's lock is held for one round trip). */
export async function numberWave(tx: Db, id: string, number: string): Promise<void> {
  await tx.update(waves).set({ number }).where(eq(waves.id, id));
}

/** Puts the orders in the wave, `orderIds[n]` in cart slot n + 1. */
export async function insertWaveOrders(tx: Db, waveId: string, orderIds: readonly string[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.insert(waveOrders).values(orderIds.map((salesOrderId, i) => ({ waveId, salesOrderId, cartSlot: i + 1 })));
}

/** The row of a wave with its packing location's code and counts. */
export interface WaveRow {
  id: string;
  number: string;
  warehouseId: string;
  mode: WaveMode;
  status: WaveStatus;
  packingLocationId: string;
  packingLocationCode: string;
  orderCount: number;
  taskCount: number;
  openTaskCount: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

const waveColumns = sql`w.id, w.number, w.warehouse_id as "warehouseId", w.mode, w.status, w.packing_location_id as "packingLocationId", l.code as "packingLocationCode",
  (select count(*) from wave_orders wo where wo.wave_id = w.id)::int as "orderCount",
  (select count(*) from tasks t where t.wave_id = w.id)::int as "taskCount",
  (select count(*) from tasks t where t.wave_id = w.id and t.status in ('open', 'assigned', 'in_progress'))::int as "openTaskCount",
  w.created_by as "createdBy", to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  to_char(w.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"`;

/** The wave `id`, or undefined. */
export async function findWave(db: Db, id: string): Promise<WaveRow | undefined> {
  const [row] = await queryRows<WaveRow>(db, sql`select ${waveColumns} from waves w join locations l on l.id = w.packing_location_id where w.id = ${id}`);
  return row;
}

/** A page of waves, newest first, of a warehouse (`warehouseId`) and status when given; and how many match. */
export async function listWaves(db: Db, filter: { warehouseId?: string | undefined; status?: WaveStatus | undefined }, page: { limit: number; offset: number }): Promise<{ rows: WaveRow[]; total: number }> {
  const conditions = [sql`true`, ...(filter.warehouseId ? [sql`w.warehouse_id = ${filter.warehouseId}`] : []), ...(filter.status ? [sql`w.status = ${filter.status}`] : [])];
  const where = sql.join(conditions, sql` and `);
  const [rows, [counted]] = await Promise.all([
    queryRows<WaveRow>(db, sql`select ${waveColumns} from waves w join locations l on l.id = w.packing_location_id where ${where} order by w.created_at desc, w.number desc limit ${page.limit} offset ${page.offset}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from waves w where ${where}`),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The orders of wave `waveId` by cart slot, with their numbers and customers' names. */
export function ordersOf(db: Db, waveId: string): Promise<{ salesOrderId: string; number: string; cartSlot: number; customerName: string }[]> {
  return queryRows(
    db,
    sql`select o.id as "salesOrderId", o.number, wo.cart_slot as "cartSlot", c.name as "customerName"
        from wave_orders wo join sales_orders o on o.id = wo.sales_order_id join customers c on c.id = o.customer_id
        where wo.wave_id = ${waveId} order by wo.cart_slot`,
  );
}

/** A pick task of a wave as the wave shows it. */
export interface WaveTaskRow {
  id: string;
  status: 'open' | 'assigned' | 'in_progress' | 'done' | 'cancelled';
  productId: string;
  sku: string;
  productName: string;
  lotId: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
  quantity: number;
  doneQuantity: number | null;
  fromLocationId: string;
  fromLocationCode: string;
  zone: string | null;
  toLocationId: string;
  salesOrderItemId: string | null;
  salesOrderNumber: string | null;
  cartSlot: number | null;
  assigneeId: string | null;
}

/**
 * The pick tasks of wave `waveId` in walking order (decision 0022 point 1): the source's zone (none
 * last), sequence (none last) and code; then SKU, first expiry, serial and cart slot.
 */
export function tasksOf(db: Db, waveId: string): Promise<WaveTaskRow[]> {
  return queryRows<WaveTaskRow>(
    db,
    sql`select t.id, t.status, t.product_id as "productId", p.sku, p.name as "productName", t.lot_id as "lotId", lo.lot_number as "lotNumber", lo.expiry_date::text as "expiryDate",
          t.serial_number as "serialNumber", t.quantity, t.done_quantity as "doneQuantity", t.from_location_id as "fromLocationId", l.code as "fromLocationCode", l.zone,
          t.to_location_id as "toLocationId", t.sales_order_item_id as "salesOrderItemId", o.number as "salesOrderNumber", t.cart_slot as "cartSlot", t.assignee_id as "assigneeId"
        from tasks t
        join products p on p.id = t.product_id
        join locations l on l.id = t.from_location_id
        left join lots lo on lo.id = t.lot_id
        left join sales_order_items i on i.id = t.sales_order_item_id
        left join sales_orders o on o.id = i.sales_order_id
        where t.wave_id = ${waveId} and t.type = 'pick'
        order by l.zone asc nulls last, l.sequence asc nulls last, l.code asc, p.sku asc, lo.expiry_date asc nulls last, t.serial_number asc nulls last, t.cart_slot asc nulls last, t.id`,
  );
}

/** Locks wave `id`'s row for the rest of the transaction and returns its status, or undefined. */
export async function lockWave(tx: Db, id: string): Promise<{ id: string; number: string; status: WaveStatus; warehouseId: string; mode: WaveMode; packingLocationId: string } | undefined> {
  const [row] = await tx
    .select({ id: waves.id, number: waves.number, status: waves.status, warehouseId: waves.warehouseId, mode: waves.mode, packingLocationId: waves.packingLocationId })
    .from(waves)
    .where(eq(waves.id, id))
    .for('update');
  return row;
}

/** Locks the tasks of wave `waveId` (id order): a completion in flight finishes first. */
export async function lockWaveTasks(tx: Db, waveId: string): Promise<void> {
  await queryRows(tx, sql`select id from tasks where wave_id = ${waveId} order by id for update`);
}

/** Sets wave `id`'s status, stamped by `actorId`. */
export async function setWaveStatus(tx: Db, id: string, status: WaveStatus, actorId: string): Promise<void> {
  await tx.update(waves).set({ status, updatedBy: actorId }).where(eq(waves.id, id));
}

/** Cancels the tasks of wave `waveId` not yet started (open or assigned); returns how many. */
export async function cancelOpenTasks(tx: Db, waveId: string, actorId: string): Promise<number> {
  const rows = await tx
    .update(tasks)
    .set({ status: 'cancelled', assigneeId: null, updatedBy: actorId })
    .where(and(eq(tasks.waveId, waveId), inArray(tasks.status, ['open', 'assigned'])))
    .returning({ id: tasks.id });
  return rows.length;
}

/**
 * Cancels the pick tasks of sales order `salesOrderId`'s lines not yet started (open or assigned),
 * skipping any a completion holds (it finishes); then each wave of them with no unfinished pick
 * left ends: picked when it picked anything, else cancelled.
 */
export async function cancelPicksOfOrder(tx: Db, salesOrderId: string, actorId: string): Promise<void> {
  await queryRows(
    tx,
    sql`with cancelled as (
          update tasks set status = 'cancelled', assignee_id = null, updated_by = ${actorId}, updated_at = now()
          where id in (select t.id from tasks t join sales_order_items i on i.id = t.sales_order_item_id
                       where i.sales_order_id = ${salesOrderId} and t.type = 'pick' and t.status in ('open', 'assigned') for update of t skip locked)
          returning id, wave_id)
        update waves w set status = case when exists (select 1 from tasks t where t.wave_id = w.id and t.type = 'pick' and t.status = 'done') then 'picked' else 'cancelled' end,
          updated_by = ${actorId}, updated_at = now()
        where w.id in (select wave_id from cancelled) and w.status in ('open', 'picking')
          and not exists (select 1 from tasks t where t.wave_id = w.id and t.type = 'pick' and t.status in ('open', 'assigned', 'in_progress') and t.id not in (select id from cancelled))`,
  );
}

/** The pick tasks of wave `waveId` not done or cancelled, but `exceptId` (a task completing). */
export function unfinishedPicks(tx: Db, waveId: string, exceptId: string): Promise<{ itemId: string | null; productId: string; locationId: string; lotId: string | null; serialNumber: string | null; quantity: number }[]> {
  return queryRows(
    tx,
    sql`select sales_order_item_id as "itemId", product_id as "productId", from_location_id as "locationId", lot_id as "lotId", serial_number as "serialNumber", quantity
        from tasks where wave_id = ${waveId} and type = 'pick' and status in ('open', 'assigned', 'in_progress') and id <> ${exceptId}`,
  );
}
