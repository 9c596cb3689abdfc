/**
 * The task queue's queries (decision 0022): putaway, replenishment, pick, count and move tasks.
 * Other capabilities of inventory (putaway, pick faces, waves) create tasks through `insertTasks`.
 */
import { tasks, type Db } from '@stockroom/db';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

/** Inserts `rows` in the caller's transaction and returns them as stored, in input order. */
export async function insertTasks(tx: Db, rows: NewTask[]): Promise<TaskRow[]> {
  if (!rows.length) return [];
  return tx.insert(tasks).values(rows).returning();
}
