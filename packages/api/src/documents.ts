/**
 * Shared pieces of documents (transfers, purchase orders, sales orders): gapless numbers and the
 * status history of orders. Functions take the caller's transaction.
 */
import { containsPattern, documentCounters, orderStatusHistory, purchaseOrders, salesOrders, type Db, type OrderType } from '@stockroom/db';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableName, gte, ilike, inArray, lte, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { changeFeedQueryShape, feedOrder, feedWhere, pageQueryShape, type FeedColumns, type PageRequest } from './pagination.js';
import { lineTotal } from './money.js';
import { enteredUnit, LINE_LIMIT, MAX_LINE_QUANTITY } from './units.js';
import { bodyNumber, isoDate, uuidInput } from './validation.js';
import { actorName, actorNameSchema } from './actors.js';
import { AppError } from './errors.js';
import { publishEvents, type EventType, type NewEvent } from './events/index.js';
import { inBaseUnits, type EnteredQuantity } from './products/index.js';
import { insertStatement, statement } from './prepared.js';

/** `PREFIX-000001`: the prefix and at least six digits of `last`, a counter's value. */
const formatted = (prefix: string, last: SQLWrapper) => sql<string>`${prefix} || '-' || lpad(${last}::text, greatest(6, length(${last}::text)), '0')`;

/** Bumps the counter of `prefix` (created at 1) and returns its value; its row stays locked until the transaction ends. */
const bumpCounter = (tx: Db, prefix: string) =>
  tx
    .insert(documentCounters)
    .values({ prefix, last: 1 })
    .onConflictDoUpdate({ target: documentCounters.prefix, set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });

/**
 * The next number of `prefix`, formatted `PREFIX-000001`. Gapless: the counter row is bumped in the
 * caller's transaction and stays locked until it ends, so a rolled-back document frees its number.
 * Where the number is not needed before the transaction's end, numberDocument holds that lock for less.
 */
export async function nextDocumentNumber(tx: Db, prefix: string): Promise<string> {
  const next = tx.$with('next').as(bumpCounter(tx, prefix));
  const [row] = await tx.with(next).select({ number: formatted(prefix, next.last) }).from(next);
  return row!.number;
}

/** The number a document is inserted with until numberDocument numbers it: unique, and never seen outside its transaction. */
export const pendingNumber = () => `pending-${randomUUID()}`;

const numberedTables = { sales_orders: salesOrders, purchase_orders: purchaseOrders };
type NumberedTable = keyof typeof numberedTables;

/** numberDocument's statement, per table and prefix. */
const numbered = statement((db, { table, prefix }: { table: NumberedTable; prefix: string }) => {
  const next = db.$with('next').as(bumpCounter(db, prefix));
  const numberedTable = numberedTables[table] as typeof salesOrders;
  return db
    .with(next)
    .update(numberedTable)
    // updatedAt as Drizzle's $onUpdate makes it, a parameter here: a statement built once would keep the first one.
    .set({ number: formatted(prefix, next.last), updatedAt: sql`${sql.placeholder('updatedAt')}::timestamptz` })
    .from(next)
    .where(eq(numberedTable.id, sql.placeholder('id')));
});

/**
 * Numbers the document `id` of `table` (inserted with pendingNumber) with the next number of
 * `prefix`, gapless as nextDocumentNumber, in one statement meant as the transaction's last write:
 * every document of a prefix bumps one counter row, so its lock, held from here until commit, then
 * spans one round trip instead of all the document's writes (creations of one prefix serialize on
 * it; decision 0018). `read` (the document as its GET returns it) is sent right behind, in the same round
 * trip, and sees the number; returns what it read.
 */
export async function numberDocument<T>(tx: Db, table: typeof salesOrders | typeof purchaseOrders, id: string, prefix: string, read: () => Promise<T>): Promise<T> {
  // Started before `read`, so that postgres.js sends it first on the transaction's connection.
  const numbering = numbered.run(tx, { id, updatedAt: new Date().toISOString() }, { table: getTableName(table) as NumberedTable, prefix });
  const [, document] = await Promise.all([numbering, read()]);
  return document;
}

const insertStatusChange = insertStatement(orderStatusHistory, (insert) => insert);

const statusHistory = statement((db) =>
  db
    .select({ change: orderStatusHistory, byName: actorName(orderStatusHistory.changedBy) })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderType, sql.placeholder('orderType')), eq(orderStatusHistory.orderId, sql.placeholder('orderId'))))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
);

/**
 * Appends one status change of an order (`from` null on creation) and publishes it (decision 0017):
 * `<orderType>.created`, then `<orderType>.<status reached>`, e.g. purchase_order.approved.
 */
export async function recordStatusChange(tx: Db, orderType: OrderType, orderId: string, from: string | null, to: string, by: string): Promise<void> {
  await Promise.all([
    insertStatusChange.run(tx, [{ orderType, orderId, fromStatus: from, toStatus: to, changedBy: by }]),
    // The statuses are the order type's (assertTransition checked them), so the event is one of the registry's.
    publishEvents(tx, [{ type: `${orderType}.${from === null ? 'created' : to}`, subject: orderId, data: { id: orderId, from, to, by } } as NewEvent<Extract<EventType, `${OrderType}.${string}`>>]),
  ]);
}

/** The status history of an order, oldest first: `{from, to, by, byName, at}` with ISO times; `byName` names the user or API key (decision 0019). */
export async function statusHistoryOf(db: Db, orderType: OrderType, orderId: string) {
  const rows = await statusHistory.run(db, { orderType, orderId });
  return rows.map(({ change, byName }) => ({ from: change.fromStatus, to: change.toStatus, by: change.changedBy, byName, at: change.changedAt.toISOString() }));
}

/** One requested line of a receipt or shipment: an order line named by its id or its product. */
export interface LineRequest {
  itemId?: string | undefined;
  productId?: string | undefined;
  quantity: number;
}

/**
 * Matches each requested line to the order's line (by `itemId`, else by `productId`), in request
 * order. Throws VALIDATION_ERROR naming `items.<i>` for a line the order does not have.
 */
export function matchLines<L extends { id: string; productId: string }, R extends LineRequest>(lines: L[], requests: R[]): { line: L; request: R; index: number }[] {
  const details: Record<string, string[]> = {};
  const matched = requests.flatMap((request, index) => {
    const line = lines.find((l) => (request.itemId ? l.id === request.itemId : l.productId === request.productId));
    if (!line) details[`items.${index}`] = ['The order has no such line'];
    return line ? [{ line, request, index }] : [];
  });
  if (Object.keys(details).length) throw AppError.validation('Invalid request data', details);
  return matched;
}

/**
 * matchLines, then each request's quantity in base units of its line's product, converted from its
 * `unit` (decision 0021), with the unit and quantity as entered in `entered`. Throws as matchLines,
 * and VALIDATION_ERROR at `items.<i>.quantity` as baseQuantityOf.
 */
export async function matchLinesInBaseUnits<L extends { id: string; productId: string }, R extends LineRequest & { unit?: string | null | undefined }>(
  tx: Db,
  lines: L[],
  requests: R[],
): Promise<{ line: L; request: R; index: number; entered: EnteredQuantity }[]> {
  const matched = matchLines(lines, requests);
  const entered = await inBaseUnits(tx, matched.map(({ line, request }) => ({ productId: line.productId, quantity: request.quantity, unit: request.unit })), (i) => `items.${matched[i]!.index}.quantity`);
  return matched.map((match, i) => ({ ...match, request: { ...match.request, quantity: entered[i]!.quantity }, entered: entered[i]! }));
}

/** The quantity requested per order line (repeats summed), by line id: what a receipt or shipment adds to the line. */
export function lineTotals<L extends { id: string }>(matched: { line: L; request: LineRequest }[]): { line: L; quantity: number }[] {
  const totals = new Map<string, { line: L; quantity: number }>();
  for (const { line, request } of matched) {
    const entry = totals.get(line.id) ?? { line, quantity: 0 };
    entry.quantity += request.quantity;
    totals.set(line.id, entry);
  }
  return [...totals.values()].sort((a, b) => a.line.id.localeCompare(b.line.id));
}

/**
 * Checks a status transition against an order type's table. Throws INVALID_STATE with the
 * current and requested status in `details` when it is not allowed.
 */
export function assertTransition<S extends string>(transitions: Record<S, readonly S[]>, from: S, to: S): void {
  if (!transitions[from].includes(to)) {
    throw new AppError('INVALID_STATE', `Cannot change status from ${from} to ${to}`, { currentStatus: from, requestedStatus: to });
  }
}

/** A line quantity (order lines, receipts, shipments): whole units, 1..MAX_LINE_QUANTITY (decision 0013; a body number, see validation.ts). */
export const orderQuantity = bodyNumber(z
  .number({ error: 'Quantity must be an integer' })
  .int('Quantity must be an integer')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${LINE_LIMIT}`));

/** The largest line total the line-total columns (numeric(14,2)) hold, currency units. */
const MAX_LINE_TOTAL = 999_999_999_999.99;

/**
 * Throws VALIDATION_ERROR naming `items.<i>.quantity` "Line total is too high" for each line
 * whose total (money.ts lineTotal: quantity × unit amount × (1 − discount/100), exact, rounded to
 * the cent half away from zero) would not fit the line-total columns (999,999,999,999.99).
 */
export function assertLineTotals(lines: { quantity: number; unitAmount: number; discount?: number }[]): void {
  const details: Record<string, string[]> = {};
  lines.forEach(({ quantity, unitAmount, discount = 0 }, i) => {
    if (lineTotal(quantity, unitAmount, discount) > MAX_LINE_TOTAL) details[`items.${i}.quantity`] = ['Line total is too high'];
  });
  if (Object.keys(details).length) throw AppError.validation('Invalid request data', details);
}

/**
 * A line of a receipt or shipment request: `itemId` or `productId`, a quantity in `unit` (decision
 * 0021: the base unit unless named), and the fields of `grain` (decision 0015: where, which lot,
 * which serials).
 */
export function lineRequestSchema<S extends z.ZodRawShape>(grain: S) {
  return z
    .object({ itemId: uuidInput().optional(), productId: uuidInput().optional(), quantity: orderQuantity, unit: enteredUnit, ...grain })
    .refine((line: { itemId?: unknown; productId?: unknown }) => (line.itemId === undefined) !== (line.productId === undefined), 'Give exactly one of itemId and productId');
}

/** A return of an order as the order's detail lists it (decision 0016). */
export const returnSummarySchema = z.object({ id: z.uuid(), number: z.string(), reason: z.string(), createdAt: z.iso.datetime() });

/** One entry of an order's status history. */
export const statusChangeSchema = z.object({
  from: z.string().nullable().describe('Status before the change; null when the order was created'),
  to: z.string().describe('Status after the change'),
  by: z.uuid().nullable().describe('User who made the change'),
  byName: actorNameSchema('made the change'),
  at: z.iso.datetime().describe('When the change was made'),
});

/** The lines of a new or edited order: 1..200 of `line`, each product at most once. */
export function orderLines<T extends z.ZodType<{ productId: string }>>(line: T) {
  return z
    .array(line, { error: 'Items are required' })
    .min(1, 'At least one item is required')
    .max(200, 'At most 200 items per order')
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.productId)) ctx.addIssue({ code: 'custom', path: [i, 'productId'], message: 'Duplicate product in items' });
        seen.add(item.productId);
      });
    });
}

/**
 * The `number` filter of a document list (orders, transfers and counts: the work queues of
 * decision 0019): optional text of 1..50 characters, trimmed; `documents` names what is listed, e.g.
 * "Orders". Refused with VALIDATION_ERROR when empty or longer. Applied by numberContains.
 */
export function numberFilter(documents: string) {
  return z.string().trim().min(1, 'number must not be empty').max(50, 'number is too long').optional().describe(`${documents} whose number contains this text (any case)`);
}

/**
 * The condition of numberFilter: `column` (a document number) contains `number` in any case, with
 * `%`, `_` and `\` matching themselves; undefined (no condition) when `number` is absent.
 */
export function numberContains(column: AnyColumn, number: string | undefined): SQL | undefined {
  return number ? ilike(column, containsPattern(number)) : undefined;
}

/**
 * The query of an order list: paging, `status` (one, or several comma-separated: the work queues of
 * decision 0019 list approved and partially received orders together), `number` (a part of the order
 * number, any case), the order's party (`party`, an id), `warehouseId`, an order-date range, and
 * `sort` (one of `sortFields`, default orderDate) with `order` (default desc; absent dates last).
 */
export function orderListQuery<S extends readonly [string, ...string[]], P extends string, F extends readonly [string, ...string[]]>(statuses: S, party: P, partyLabel: string, sortFields: F) {
  return z.strictObject({
    ...pageQueryShape,
    ...changeFeedQueryShape,
    status: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const listed = value.split(',').map((status) => status.trim());
        if (!listed.every((status) => statuses.includes(status))) ctx.addIssue({ code: 'custom', message: `status must be one of: ${statuses.join(', ')}` });
        return listed as S[number][];
      })
      .describe(`One status or several, comma-separated: ${statuses.join(', ')}`),
    number: numberFilter('Orders'),
    warehouseId: uuidInput({ error: 'Invalid warehouse ID' }).optional(),
    from: isoDate('from').optional().describe('Inclusive lower bound on orderDate'),
    to: isoDate('to').optional().describe('Inclusive upper bound on orderDate'),
    sort: z.enum(sortFields, { error: `sort must be one of: ${sortFields.join(', ')}` }).optional().describe('Default: orderDate (then creation)'),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional().describe('Default: desc; orders without the date sorted on come last either way'),
    ...({ [party]: uuidInput({ error: `Invalid ${partyLabel} ID` }).optional() } as { [K in P]: z.ZodOptional<z.ZodUUID> }),
  });
}

/** The filters of an order list (orderListQuery) a repository applies; `sort` names a date column. */
export interface OrderListFilter {
  status?: readonly string[] | undefined;
  number?: string | undefined;
  warehouseId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** The order table's columns an order list filters and sorts on; `dates` are the sortable date columns by name. */
interface OrderListColumns {
  status: AnyColumn;
  number: AnyColumn;
  warehouseId: AnyColumn;
  orderDate: AnyColumn;
  createdAt: AnyColumn;
  updatedAt: PgColumn;
  changeXid: PgColumn;
  id: PgColumn;
  dates: Record<string, AnyColumn>;
}

/** The columns a change feed of orders reads (pagination.ts). */
export const orderFeed = (columns: Pick<OrderListColumns, 'changeXid' | 'updatedAt' | 'id'>): FeedColumns => ({ changeXid: columns.changeXid, updatedAt: columns.updatedAt, key: [columns.id] });

/**
 * The WHERE condition and ORDER BY of an order list: the filters of `filter`, then the sort date
 * (default orderDate) in `filter.order` (default desc) with orders without one last, then creation
 * and id in the same direction, so pages are stable; on a change feed (`page.feed`), the feed's
 * rows in the order written (pagination.ts).
 */
export function orderListClauses(columns: OrderListColumns, filter: OrderListFilter, page: PageRequest): { where: SQL | undefined; orderBy: SQL[] } {
  const where = and(
    filter.status ? inArray(columns.status, [...filter.status]) : undefined,
    numberContains(columns.number, filter.number),
    filter.warehouseId ? eq(columns.warehouseId, filter.warehouseId) : undefined,
    filter.from ? gte(columns.orderDate, filter.from) : undefined,
    filter.to ? lte(columns.orderDate, filter.to) : undefined,
    feedWhere(orderFeed(columns), page),
  );
  const direction = filter.order === 'asc' ? asc : desc;
  const date = columns.dates[filter.sort ?? 'orderDate'] ?? columns.orderDate;
  return { where, orderBy: feedOrder(orderFeed(columns), page, [sql`${date} is null`, direction(date), direction(columns.createdAt), direction(columns.id)]) };
}
