/**
 * The driver client each Drizzle handle runs on, for the statements given that handle (routing.ts).
 * Drizzle keeps a handle's client to itself, so the client factory (client.ts) records each database
 * it opens with its client (`track`), and each transaction as it opens: the factory calls
 * `opening(client, …)` around Drizzle's own callback, which creates the transaction handle and, in
 * the same synchronous step, calls the wrapper `track` put on the database's `transaction`, which
 * records the pair. A nested transaction (a savepoint) runs on its parent's client. No
 * AsyncLocalStorage: on Node 20 and 22 it slows every promise of the process (bench/README.md).
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
 * Records `handle` (a Drizzle database, or with `savepoints` a transaction) as running on `client`,
 * and makes it record the transactions it opens: a database's on the client `opening` hands over,
 * a transaction's (savepoints) on its own. Returns `handle`.
 */
export function track<H extends object>(handle: H, client: Client, savepoints = false): H {
  clients.set(handle, client);
  const opens = handle as unknown as Opens;
  const transaction = opens.transaction.bind(opens);
  opens.transaction = (work, config) =>
    transaction((tx) => {
      const opened = savepoints ? client : handedOver;
      // Drizzle calls back in the step `opening` runs in unless it must first apply a config.
      if (!opened) throw new Error('A transaction opened with a config: its driver client cannot be tracked');
      handedOver = undefined;
      return work(track(tx, opened, true));
    }, config);
  return handle;
}

/** The driver client `handle` runs on. Throws for a handle the database client factory did not open. */
export function clientOf(handle: object): Client {
  const client = clients.get(handle);
  if (!client) throw new Error('A statement ran on a handle the database client did not open');
  return client;
}
