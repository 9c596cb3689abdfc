/**
 * Which transaction is open where: the database client factory (client.ts) runs every transaction
 * and savepoint it opens inside inTransaction, so that a statement given a transaction handle
 * (routing.ts) finds that transaction's driver client in its async context.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGliteInterface } from '@electric-sql/pglite';
import type postgres from 'postgres';

/** A driver client: postgres.js (a pool, a transaction or a savepoint) or PGlite (the database or a transaction). */
export type Client = { engine: 'postgres'; client: Pick<postgres.Sql, 'unsafe'> } | { engine: 'pglite'; client: Pick<PGliteInterface, 'query'> };

/** The client of the innermost transaction open in this async context. */
const transactions = new AsyncLocalStorage<Client>();

/**
 * Runs `callback` with `client` recorded as the innermost open transaction's: the database client
 * factory wraps every transaction and savepoint it opens in this.
 */
export function inTransaction<C extends Client, T>(opened: C, callback: () => T): T {
  return transactions.run(opened, callback);
}

/** The client of the innermost transaction open in this async context, or undefined outside any. */
export function openTransaction(): Client | undefined {
  return transactions.getStore();
}
