/**
 * Running a query built once on any handle, a transaction's included (decision 0018), through
 * public APIs only. A Drizzle prepared query (`.prepare()`) runs on the driver client of the handle it
 * was built on. Statements are therefore built on a routing handle per engine, whose client passes
 * each query on to the client `runOn` names for that run: the database's own, or the transaction's
 * (recorded when the transaction opened, transactions.ts). drizzle-orm is pinned;
 * packages/api/test/prepared.database.test.ts checks what this relies on: Drizzle sends a prepared
 * query through its client's `unsafe` (postgres.js) or `query` (PGlite) in the same synchronous step
 * as `execute` is called, so runOn names the client for that step only.
 */
import type { PGlite, PGliteInterface } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Db, Engine } from './client.js';
import { transactionClient, type Client } from './transactions.js';

/** The client the routed query being sent goes to: set by runOn for the synchronous step that sends it. */
let target: Client | undefined;

function routed<E extends Engine>(engine: E): Client['client'] {
  const current = () => {
    const client = target;
    if (client?.engine !== engine) throw new Error(`A ${engine} statement ran outside runOn`);
    return client.client;
  };
  if (engine === 'postgres') {
    // drizzle-orm's postgres.js driver sets its date parsers and serializers on the client it is given.
    const client = { options: { parsers: {}, serializers: {} }, unsafe: (...args: Parameters<postgres.Sql['unsafe']>) => (current() as postgres.Sql).unsafe(...args) };
    return client as unknown as postgres.Sql;
  }
  return { query: (...args: Parameters<PGliteInterface['query']>) => (current() as PGliteInterface).query(...args) } as PGliteInterface;
}

/** The routing handle per engine: statements are built on it, once, and run with runOn. */
const routing = {
  postgres: drizzlePostgres({ client: routed('postgres') as postgres.Sql }) as unknown as Db,
  pglite: drizzlePglite({ client: routed('pglite') as unknown as PGlite }) as unknown as Db,
};

/** The engine `handle` (a database or a transaction of either engine) runs on. */
export function engineOf(handle: Db): Engine {
  return is(handle, PgliteDatabase) || is(handle, PgliteTransaction) ? 'pglite' : 'postgres';
}

/** The handle to build a statement on that is to run on `engine`'s handles through runOn. */
export function routingHandle(engine: Engine): Db {
  return routing[engine];
}

/**
 * Runs `execute` (which sends one query built on routingHandle(engineOf(handle)) and resolves to its
 * result) on `handle`: the database's client, or the client of the transaction `handle` is. Throws
 * when `handle` is a transaction the client factory did not open.
 */
export function runOn<T>(handle: Db, execute: () => Promise<T>): Promise<T> {
  const client: Client | undefined = is(handle, PgTransaction)
    ? transactionClient(handle)
    : ({ engine: engineOf(handle), client: (handle as unknown as { $client: Client['client'] }).$client } as Client);
  if (!client) throw new Error('A statement ran on a transaction the database client did not open');
  target = client;
  try {
    return execute();
  } finally {
    target = undefined;
  }
}
