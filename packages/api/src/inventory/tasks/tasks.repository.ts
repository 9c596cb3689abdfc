/**
 * The task queue's queries (decision 0022): putaway, replenishment, pick, count and move tasks.
 * Other capabilities of inventory (putaway, pick faces, waves) create tasks through `insertTasks`.
 * Reads join products, lots, locations and users, so a task comes back with the names a worker
 * reads in one query.
 */
import { locations, lots, products, stockBalances, tasks, users, type Db, type TaskStatus, type TaskType, walkingOrder } from '@stockroom/db';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

/** Inserts `rows` in the caller's transaction and returns them as stored, in input order. */
export async function insertTasks(tx: Db, rows: NewTask[]): Promise<TaskRow[]> {
  if (!rows.length) return [];
  return tx.insert(tasks).values(rows).returning();
}

const fromLocation = alias(locations, 'from_location');
const toLocation = alias(locations, 'to_location');

/** A task with the names its output shows: product, lot, source and destination codes, assignee. */
const withNames = (db: Db) =>
  db
    .select({
      task: tasks,
      sku: products.sku,
      productName: products.name,
      lotNumber: lots.lotNumber,
      expiryDate: lots.expiryDate,
      fromCode: fromLocation.code,
      toCode: toLocation.code,
      assigneeName: users.name,
    })
    .from(tasks)
    .innerJoin(products, eq(products.id, tasks.productId))
    .leftJoin(lots, eq(lots.id, tasks.lotId))
    .leftJoin(fromLocation, eq(fromLocation.id, tasks.fromLocationId))
    .leftJoin(toLocation, eq(toLocation.id, tasks.toLocationId))
    .leftJoin(users, eq(users.id, tasks.assigneeId));

export type NamedTaskRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** What GET /api/tasks filters on. */
export interface TaskFilter {
  /** `mine`: the caller's tasks and the open ones (their work queue); `user`: one user's tasks. */
  assignee?: { mine: string } | { user: string } | undefined;
  warehouseId?: string | undefined;
  statuses?: TaskStatus[] | undefined;
  type?: TaskType | undefined;
  waveId?: string | undefined;
}

const whereOf = (filter: TaskFilter): SQL | undefined =>
  and(
    filter.assignee && 'mine' in filter.assignee ? or(eq(tasks.assigneeId, filter.assignee.mine), eq(tasks.status, 'open')) : undefined,
    filter.assignee && 'user' in filter.assignee ? eq(tasks.assigneeId, filter.assignee.user) : undefined,
    filter.warehouseId ? eq(tasks.warehouseId, filter.warehouseId) : undefined,
    filter.statuses ? inArray(tasks.status, filter.statuses) : undefined,
    filter.type ? eq(tasks.type, filter.type) : undefined,
    filter.waveId ? eq(tasks.waveId, filter.waveId) : undefined,
  );

/**
 * The queue's order (decision 0022 point 5): with `mine`, that user's assigned and in-progress tasks
 * first; then priority (highest first), due time (none last), the walking order of the source
 * (sequence, none last; then code), and the oldest first.
 */
const queueOrder = (mine: string | undefined) => [
  ...(mine ? [sql`case when ${tasks.assigneeId} = ${mine} and ${tasks.status} in ('assigned', 'in_progress') then 0 else 1 end`] : []),
  desc(tasks.priority),
  sql`${tasks.dueAt} asc nulls last`,
  ...walkingOrder(fromLocation),
  asc(tasks.createdAt),
  asc(tasks.id),
];

/** One page of the tasks `filter` selects in queue order, and how many there are. */
export async function listTasks(db: Db, filter: TaskFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const mine = filter.assignee && 'mine' in filter.assignee ? filter.assignee.mine : undefined;
  // The page is chosen over the tasks and their sources alone, and only its rows are joined to their
  // names: a wave's queue holds thousands of tasks, of which a picker reads twenty.
  const [ordered, [counted]] = await Promise.all([
    db.select({ id: tasks.id }).from(tasks).leftJoin(fromLocation, eq(fromLocation.id, tasks.fromLocationId)).where(where).orderBy(...queueOrder(mine)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(tasks).where(where),
  ]);
  const named = ordered.length ? await withNames(db).where(inArray(tasks.id, ordered.map((row) => row.id))) : [];
  const byId = new Map(named.map((row) => [row.task.id, row]));
  return { rows: ordered.map((row) => byId.get(row.id)!), total: counted?.total ?? 0 };
}

/** The task `id` with its names, or undefined. */
export async function findTask(db: Db, id: string): Promise<NamedTaskRow | undefined> {
  const [row] = await withNames(db).where(eq(tasks.id, id));
  return row;
}

/** Locks the task `id` for the rest of the transaction and returns it, or undefined. */
export async function lockTask(tx: Db, id: string): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

/**
 * Claims task `id` for `userId` in one guarded update: only while it is open (and, for a
 * warehouse-bound caller, of `warehouseId`). Returns the task claimed, or undefined when it was
 * not open (another claimed it first), of another warehouse or unknown.
 */
export async function claimTask(tx: Db, id: string, userId: string, warehouseId: string | null): Promise<TaskRow | undefined> {
  const [row] = await tx
    .update(tasks)
    .set({ status: 'assigned', assigneeId: userId, updatedBy: userId })
    .where(and(eq(tasks.id, id), eq(tasks.status, 'open'), warehouseId ? eq(tasks.warehouseId, warehouseId) : undefined))
    .returning();
  return row;
}

/** Writes `values` on task `id` (the caller holds its row lock or guards by status). */
export async function updateTask(tx: Db, id: string, values: Partial<NewTask>): Promise<void> {
  await tx.update(tasks).set(values).where(eq(tasks.id, id));
}

/**
 * Units on hand of a product at one location of a warehouse, of one lot when `lotId` is given and
 * of one serial number when `serialNumber` is (null or undefined: any).
 */
export async function unitsAt(db: Db, grain: { productId: string; warehouseId: string; locationId: string; lotId?: string | null | undefined; serialNumber?: string | null | undefined }): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${stockBalances.onHand}), 0)::int`.mapWith(Number) })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.productId, grain.productId),
        eq(stockBalances.warehouseId, grain.warehouseId),
        eq(stockBalances.locationId, grain.locationId),
        grain.lotId ? eq(stockBalances.lotId, grain.lotId) : undefined,
        grain.serialNumber ? eq(stockBalances.serialNumber, grain.serialNumber) : undefined,
      ),
    );
  return row?.units ?? 0;
}

/** The location `id` of warehouse `warehouseId`: its code, type and whether it is active; undefined when the warehouse has none. */
export async function findLocation(db: Db, warehouseId: string, id: string) {
  const [row] = await db
    .select({ id: locations.id, code: locations.code, type: locations.type, isActive: locations.isActive })
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.id, id)));
  return row;
}
