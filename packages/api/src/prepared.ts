/**
 * Prepared statements for hot queries: Drizzle's query building costs more than PostgreSQL takes to
 * run a simple query, and unprepared parameterized queries cost postgres.js an extra round trip.
 */
import type { Db } from '@stockroom/db';

const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `key` prepared on `db` (built by `build` the first time on that handle). */
export function preparedOn<T>(db: Db, key: string, build: () => T): T {
  let onDb = statements.get(db);
  if (!onDb) statements.set(db, (onDb = new Map()));
  if (!onDb.has(key)) onDb.set(key, build());
  return onDb.get(key) as T;
}
