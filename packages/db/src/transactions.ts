/**
 * Which driver client each transaction handle runs on, for the statements given that handle
 * (routing.ts). Drizzle keeps a transaction's client to itself, so the client factory (client.ts)
 * hands it over as the transaction opens: it calls `opening(client, …)` around Drizzle's own
 * callback, which creates the transaction handle and, in the same synchronous step, calls the
 * wrapper trackTransactions put on the database's `transaction`, which records the pair. A nested
 * transaction (a savepoint) runs on its parent's client. No AsyncLocalStorage: on Node 20 and 22
 * it slows every promise of the process (bench/README.md).
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';

/** A driver client: postgres.js (a pool or a transaction) or PGlite (the database or a transaction). */
export type Client = { engine: 'postgres'; client: Pick<postgres.Sql, 'unsafe'> } | { engine: 'pglite'; client: Pick<PGliteInterface, 'query'> };

/** A Drizzle database or transaction, as far as opening transactions goes. */
interface Opens {
  transaction<T>(work: (tx: PgTransaction<never, never, never>) => Promise<T>, config?: unknown): Promise<T>;
}

const clients = new WeakMap<object, Client>();
/** The client of the transaction being opened, between `opening` and the wrapper taking it. */
let handedOver: Client | undefined;

/**
 * Runs `callback` (Drizzle's callback that creates a transaction handle over `client`) with `client`
 * handed over to the transaction wrapper it calls; the database client factory wraps every root
 * transaction it opens in this.
 */
export function opening<T>(client: Client, callback: () => T): T {
  handedOver = client;
  try {
    return callback();
  } finally {
    handedOver = undefined;
  }
}

/**
 * Makes `db` (a Drizzle database) record the driver client of every transaction it opens, and of
 * theirs (savepoints, on the parent's client), for transactionClient. Returns `db`.
 */
export function trackTransactions<D extends object>(db: D, client?: Client): D {
  const handle = db as unknown as Opens;
  const transaction = handle.transaction.bind(handle);
  handle.transaction = (work, config) =>
    transaction((tx) => {
      const opened = client ?? handedOver;
      // Drizzle calls back in the step `opening` runs in unless it must first apply a config.
      if (!opened) throw new Error('A transaction opened with a config: its driver client cannot be tracked');
      handedOver = undefined;
      clients.set(tx, opened);
      return work(trackTransactions(tx, opened));
    }, config);
  return db;
}

/** The driver client of the transaction handle `tx`, or undefined for a handle that is not one trackTransactions saw open. */
export function transactionClient(tx: object): Client | undefined {
  return clients.get(tx);
}
