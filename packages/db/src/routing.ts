/**
 * Running a query built once on any handle, a transaction's included (decision 0018), through
 * public APIs only. A Drizzle prepared query (`.prepare()`) runs on the driver client of the handle it
 * was built on. Statements are therefore built on a routing handle per engine, whose client passes
 * each query on to the client `runOn` names for that run: the database's own, or the transaction's
 * (handles.ts). drizzle-orm is pinned;
 * packages/api/test/prepared.database.test.ts checks what this relies on: Drizzle sends a prepared
 * query through its client's `unsafe` (postgres.js) or `query` (PGlite) in the same synchronous step
 * as `execute` is called, so runOn names the client for that step only.
 */
import type { PGlite, PGliteInterface } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Db, Engine } from './client.js';
import type { Client } from './handles.js';

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

/** The handle to build a statement on that is to run on `engine`'s handles through runOn. */
export function routingHandle(engine: Engine): Db {
  return routing[engine];
}

/**
 * Runs `execute` (which sends one query built on routingHandle(client.engine) and resolves to its
 * result) on `client` (clientOf a handle).
 */
export function runOn<T>(client: Client, execute: () => Promise<T>): Promise<T> {
  target = client;
  try {
    return execute();
  } finally {
    target = undefined;
  }
}
