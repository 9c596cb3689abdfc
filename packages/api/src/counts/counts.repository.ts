/**
 * Count sessions (decision 0016): their lines are the stock balances in scope when the session opened;
 * each count recorded reads the balance's on hand at that moment (the book quantity it is compared
 * with), so units moved while the shelf is being counted are never booked as a variance.
 */
import {
  DEFAULT_LOCATION_CODE,
  locations,
  lots,
  products,
  stockBalances,
  stockCountEntries,
  stockCountLines,
  stockCounts,
  warehouses,
  type Db,
} from '@stockroom/db';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { actorName } from '../actors.js';
import { numberContains } from '../documents.js';
import { rowCount } from '../units.js';

export type CountRow = typeof stockCounts.$inferSelect;

export async function insertCount(tx: Db, values: typeof stockCounts.$inferInsert): Promise<void> {
  await tx.insert(stockCounts).values(values);
}

/**
 * Creates the lines of a new session: one per balance with stock in its scope, expecting its on hand
 * now; and, when the scope names products, a line expecting 0 at the scope's location (else the
 * warehouse's default one) for each named untracked product without one.
 */
export async function insertLines(tx: Db, count: CountRow): Promise<void> {
  const scope = and(
    eq(stockBalances.warehouseId, count.warehouseId),
    sql`${stockBalances.onHand} > 0`,
    count.locationId ? eq(stockBalances.locationId, count.locationId) : undefined,
    count.categoryId ? eq(products.categoryId, count.categoryId) : undefined,
    count.productIds ? inArray(stockBalances.productId, count.productIds) : undefined,
  );
  await tx.execute(sql`
    insert into ${stockCountLines} (id, count_id, product_id, location_id, lot_id, serial_number, expected_quantity)
    select gen_random_uuid(), ${count.id}, ${stockBalances.productId}, ${stockBalances.locationId}, ${stockBalances.lotId}, ${stockBalances.serialNumber}, ${stockBalances.onHand}
    from ${stockBalances} join ${products} on ${products.id} = ${stockBalances.productId}
    where ${scope}`);
  if (!count.productIds) return;
  const location = count.locationId
    ? sql`${count.locationId}::uuid`
    : sql`(select ${locations.id} from ${locations} where ${locations.warehouseId} = ${count.warehouseId} and ${locations.code} = ${DEFAULT_LOCATION_CODE})`;
  await tx.execute(sql`
    insert into ${stockCountLines} (id, count_id, product_id, location_id, expected_quantity)
    select gen_random_uuid(), ${count.id}, ${products.id}, ${location}, 0
    from ${products}
    where ${inArray(products.id, count.productIds)} and ${products.tracking} = 'none'
      ${count.categoryId ? sql`and ${eq(products.categoryId, count.categoryId)}` : sql``}
    on conflict do nothing`);
}

/** The session, locked until the transaction ends when `lock` is given (counting shares it; approving and cancelling take it). */
export async function findCount(db: Db, id: string, lock?: 'share' | 'update'): Promise<CountRow | undefined> {
  const query = db.select().from(stockCounts).where(eq(stockCounts.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/**
 * Sessions as reads return them: with their warehouse's code and name and the names of who opened
 * and who approved or cancelled them (decision 0019; the warehouses and users tables are other modules').
 */
const countsWithNames = (db: Db) =>
  db
    .select({
      count: stockCounts,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
      createdByName: actorName(stockCounts.createdBy),
      closedByName: actorName(stockCounts.closedBy),
    })
    .from(stockCounts)
    .innerJoin(warehouses, eq(warehouses.id, stockCounts.warehouseId));
export type CountReadRow = { count: CountRow; warehouseCode: string; warehouseName: string; createdByName: string | null; closedByName: string | null };

/** One session with its names (see countsWithNames), or undefined. */
export async function readCount(db: Db, id: string): Promise<CountReadRow | undefined> {
  const [row] = await countsWithNames(db).where(eq(stockCounts.id, id));
  return row;
}

/** Lines in total, counted, and (approved sessions) with a variance, per session. */
export async function lineTotals(db: Db, countIds: string[]) {
  if (!countIds.length) return new Map<string, { total: number; counted: number; withVariance: number }>();
  const rows = await db
    .select({
      countId: stockCountLines.countId,
      total: count().mapWith(rowCount),
      counted: sql<number>`count(${stockCountLines.countedQuantity})`.mapWith(rowCount),
      withVariance: sql<number>`count(*) filter (where ${stockCountLines.varianceQuantity} <> 0)`.mapWith(rowCount),
    })
    .from(stockCountLines)
    .where(inArray(stockCountLines.countId, countIds))
    .groupBy(stockCountLines.countId);
  return new Map(rows.map(({ countId, ...totals }) => [countId, totals]));
}

/** A page of sessions with their names, newest first, of `warehouseId` and `status`, whose number contains `number` (as the order lists: numberContains), and the exact total. */
export async function listCounts(db: Db, filter: { warehouseId?: string | undefined; status?: CountRow['status'] | undefined; number?: string | undefined }, page: { limit: number; offset: number }) {
  const where = and(
    filter.warehouseId ? eq(stockCounts.warehouseId, filter.warehouseId) : undefined,
    filter.status ? eq(stockCounts.status, filter.status) : undefined,
    numberContains(stockCounts.number, filter.number),
  );
  const [rows, [counted]] = await Promise.all([
    countsWithNames(db).where(where).orderBy(desc(stockCounts.createdAt), desc(stockCounts.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(stockCounts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const lineStateFilter: Record<'counted' | 'uncounted' | 'variance', SQL> = {
  counted: isNotNull(stockCountLines.countedQuantity),
  uncounted: isNull(stockCountLines.countedQuantity),
  variance: ne(stockCountLines.varianceQuantity, 0),
};

/** A page of a session's lines by location code, SKU, lot and serial number, with their names and product barcode, and the exact total. */
export async function listLines(db: Db, countId: string, state: keyof typeof lineStateFilter | undefined, page: { limit: number; offset: number }) {
  const where = and(eq(stockCountLines.countId, countId), state ? lineStateFilter[state] : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        line: stockCountLines,
        sku: products.sku,
        productName: products.name,
        barcode: products.barcode,
        locationCode: locations.code,
        lotNumber: lots.lotNumber,
        countedByName: actorName(stockCountLines.countedBy),
      })
      .from(stockCountLines)
      .innerJoin(products, eq(products.id, stockCountLines.productId))
      .innerJoin(locations, eq(locations.id, stockCountLines.locationId))
      .leftJoin(lots, eq(lots.id, stockCountLines.lotId))
      .where(where)
      .orderBy(asc(locations.code), asc(products.sku), asc(lots.lotNumber), asc(stockCountLines.serialNumber), asc(stockCountLines.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(stockCountLines).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every count recorded on these lines with who counted it, oldest first. */
export function entriesOf(db: Db, lineIds: string[]) {
  if (!lineIds.length) return Promise.resolve([]);
  return db.select({ entry: stockCountEntries, countedByName: actorName(stockCountEntries.countedBy) }).from(stockCountEntries).where(inArray(stockCountEntries.lineId, lineIds)).orderBy(asc(stockCountEntries.countedAt), asc(stockCountEntries.id));
}

/** The lines of `countId` with these ids, with their product's tracking. */
export function linesById(db: Db, countId: string, lineIds: string[]) {
  return db
    .select({ id: stockCountLines.id, productId: stockCountLines.productId, tracking: products.tracking, serialNumber: stockCountLines.serialNumber })
    .from(stockCountLines)
    .innerJoin(products, eq(products.id, stockCountLines.productId))
    .where(and(eq(stockCountLines.countId, countId), inArray(stockCountLines.id, lineIds)));
}

/**
 * Records counts on lines of `count`: each line's counted quantity, and as its book quantity the on
 * hand of its balance as committed now (0 where the balance is gone); appends each to the history
 * with the unit and quantity as entered (decision 0021).
 */
export async function recordCounts(
  tx: Db,
  count: CountRow,
  entries: { lineId: string; countedQuantity: number; unit: string | null; unitQuantity: number | null }[],
  actorId: string,
): Promise<void> {
  const values = sql.join(
    entries.map((entry) => sql`(${entry.lineId}::uuid, ${entry.countedQuantity}::integer, ${entry.unit}::text, ${entry.unitQuantity}::integer)`),
    sql`, `,
  );
  const book = sql`coalesce((
    select ${stockBalances.onHand} from ${stockBalances}
    where ${stockBalances.productId} = l.product_id and ${stockBalances.warehouseId} = ${count.warehouseId} and ${stockBalances.locationId} = l.location_id
      and ${stockBalances.lotId} is not distinct from l.lot_id and ${stockBalances.serialNumber} is not distinct from l.serial_number), 0)`;
  await tx.execute(sql`
    with entry(line_id, counted, unit, unit_quantity) as (values ${values}),
    counted as (
      update ${stockCountLines} l set counted_quantity = entry.counted, book_quantity = ${book}, counted_by = ${actorId}, counted_at = now()
      from entry where l.id = entry.line_id and l.count_id = ${count.id}
      returning l.id, l.counted_quantity, l.book_quantity)
    insert into ${stockCountEntries} (id, line_id, counted_quantity, book_quantity, counted_by, unit, unit_quantity)
    select gen_random_uuid(), counted.id, counted_quantity, book_quantity, ${actorId}, entry.unit, entry.unit_quantity from counted join entry on entry.line_id = counted.id`);
}

/** Lines of the session not counted yet. */
export async function uncountedLines(db: Db, countId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockCountLines).where(and(eq(stockCountLines.countId, countId), isNull(stockCountLines.countedQuantity)));
  return row?.n ?? 0;
}

/**
 * Settles the counted lines of a session being approved: variance = counted − book, valued at the
 * product's cost price now (currency units, to the cent; revalueLines corrects a FIFO product's
 * once its adjustments took their layers). Returns the lines with a variance, with what an
 * adjustment needs.
 */
export async function settleLines(tx: Db, countId: string) {
  await tx.execute(sql`
    update ${stockCountLines} l
    set variance_quantity = l.counted_quantity - l.book_quantity,
        unit_cost = p.cost_price,
        variance_value = round((l.counted_quantity - l.book_quantity) * p.cost_price, 2)
    from ${products} p
    where p.id = l.product_id and l.count_id = ${countId} and l.counted_quantity is not null`);
  return tx
    .select({
      id: stockCountLines.id,
      productId: stockCountLines.productId,
      locationId: stockCountLines.locationId,
      lotId: stockCountLines.lotId,
      serialNumber: stockCountLines.serialNumber,
      varianceQuantity: sql<number>`${stockCountLines.varianceQuantity}`.mapWith(Number),
      unitCost: sql<number>`${stockCountLines.unitCost}`.mapWith(Number),
    })
    .from(stockCountLines)
    .where(and(eq(stockCountLines.countId, countId), ne(stockCountLines.varianceQuantity, 0)))
    .orderBy(asc(stockCountLines.productId), asc(stockCountLines.id));
}

/**
 * Sets the variance value (currency units, to the cent) and unit cost (4 decimals) of settled
 * lines to what their adjustments recorded: under FIFO the value of the layers they took or opened.
 */
export async function revalueLines(tx: Db, lines: { id: string; varianceValue: number; unitCost: number }[]): Promise<void> {
  if (!lines.length) return;
  const records = JSON.stringify(lines.map((line) => ({ id: line.id, variance_value: line.varianceValue, unit_cost: line.unitCost })));
  await tx.execute(sql`
    update ${stockCountLines} l set variance_value = v.variance_value, unit_cost = v.unit_cost
    from jsonb_to_recordset(${records}::jsonb) as v(id uuid, variance_value numeric, unit_cost numeric)
    where l.id = v.id`);
}

/** Closes a session: approved with its variance totals (sums of its settled lines), or cancelled. */
export async function closeCount(tx: Db, countId: string, status: 'approved' | 'cancelled', actorId: string): Promise<void> {
  const totals =
    status === 'approved'
      ? {
          varianceQuantity: sql`(select coalesce(sum(variance_quantity), 0) from ${stockCountLines} where count_id = ${countId})`,
          varianceValue: sql`(select coalesce(sum(variance_value), 0) from ${stockCountLines} where count_id = ${countId})`,
        }
      : {};
  await tx
    .update(stockCounts)
    .set({ status, closedBy: actorId, closedAt: sql`now()`, ...totals })
    .where(eq(stockCounts.id, countId));
}
