/**
 * The one database client factory. `DATABASE_URL=postgres://…` uses postgres.js; no URL uses
 * embedded PGlite persisted under `dataDir`; `memory://` uses in-memory PGlite. The schema,
 * migrations and queries are the same on both engines. A persisted PGlite directory is held by one
 * process at a time (data-dir-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { lockDataDir } from './data-dir-lock.js';
import { opening, track } from './handles.js';
import * as schema from './schema.js';

/** A Drizzle handle: the postgres.js database, the PGlite database or a transaction of either. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Engine = 'postgres' | 'pglite';

export interface Database {
  db: Db;
  /**
   * For short single-statement reads that many requests issue at once (the list cache check), never
   * for transactions. On PostgreSQL one connection, onto which postgres.js pipelines every query sent
   * while others are in flight: many requests share one write and one round trip instead of each
   * waking a pool connection (about a third more list requests per second on 2 cores, bench/README.md).
   * On PGlite, which runs one query at a time anyway, the same handle as `db`.
   */
  pipeline: Db;
  engine: Engine;
  /**
   * Runs SQL text with `$1…` parameters outside Drizzle, for libraries that bring their own SQL (the
   * webhook job queue, pg-boss). Text without parameters may hold several statements (it is sent as
   * one simple query); the rows are those of the last statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Applies the committed migrations (idempotent; serialized across processes on PostgreSQL). */
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tarball, for cloning a migrated database in tests. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`, `memory://`, or undefined for PGlite persisted under `dataDir`. */
  url?: string | undefined;
  /** PGlite data directory used when `url` is undefined. */
  dataDir?: string | undefined;
  /**
   * PGlite persisted under `dataDir` only: the pid its lock names (default this process); a server
   * worker names its cluster primary (see lockDataDir).
   */
  lockOwner?: number | undefined;
  /** PGlite only: start from this data directory tarball (see dumpDataDir). */
  loadDataDir?: Blob | undefined;
  /** postgres.js only: connection pool size (default 10). */
  poolSize?: number | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
/** Arbitrary constant key of the advisory lock that serializes migrations across processes. */
const MIGRATION_LOCK_KEY = 7_411_203;

/** Opens the database the options name; see the module comment. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { url } = options;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.poolSize ?? 10);
  if (url && url !== 'memory://') throw new Error(`Unsupported DATABASE_URL: ${url.split(':')[0]}:// (use postgres:// or memory://)`);
  const dataDir = url === 'memory://' ? undefined : options.dataDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir, options.lockOwner) : () => {};
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  // Drizzle's PGlite session needs query and transaction; each transaction is recorded for runOn.
  const driver = {
    query: client.query.bind(client),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => client.transaction((tx) => opening({ engine: 'pglite', client: tx }, () => callback(tx))),
  };
  const pglite = track(drizzlePglite({ client: driver as unknown as PGlite, schema }), { engine: 'pglite', client: driver });
  const db = pglite as unknown as Db;
  return {
    db,
    pipeline: db,
    engine: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // Text of several statements may open a transaction (BEGIN … COMMIT); one that fails must not
      // leave the only connection inside it.
      const results = await client.exec(text).catch(async (error: unknown) => {
        await client.exec('rollback');
        throw error;
      });
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** Statements with more parameters than this (bulk writes, whose row counts vary) run unprepared. */
const MAX_PREPARED_PARAMETERS = 100;

/**
 * `sql` as Drizzle should see it: drizzle-orm 0.45's postgres.js session runs every query not built
 * with `.prepare(name)` with `prepare: false` (drizzle-orm#6096), so postgres.js sends each
 * parameterized statement to be described in a round trip of its own before running it, and
 * PostgreSQL parses and plans it every time. Through this view postgres.js prepares a statement once
 * per connection and then runs it in one round trip (a stock movement or an order step sends about
 * half the round trips; bench/README.md). Its statement cache lives as long as the connection
 * (postgres.js recycles connections after 30 to 60 minutes), and holds at most one statement per
 * query shape with up to MAX_PREPARED_PARAMETERS parameters. `prepare` is the client's own setting
 * (false behind a transaction-mode pooler without prepared statements turns this off); transactions
 * and savepoints opened through the view hand their callbacks the same view of their handle, handed
 * over to the transaction tracking (handles.ts).
 */
function preparing<T extends postgres.Sql | postgres.TransactionSql>(sql: T, prepare: boolean): T {
  type Callback = (tx: postgres.TransactionSql) => unknown;
  // begin(options?, callback) and savepoint(name?, callback): the callback gets this view of its handle.
  const scoped = (method: unknown) => (...args: unknown[]) => {
    const callback = args.pop() as Callback;
    return (method as (...a: unknown[]) => unknown)(...args, (tx: postgres.TransactionSql) => {
      const view = preparing(tx, prepare);
      return opening({ engine: 'postgres', client: view }, () => callback(view));
    });
  };
  return new Proxy(sql, {
    get(target, key, receiver) {
      if (key === 'unsafe') {
        return (text: string, parameters: postgres.ParameterOrJSON<never>[] = [], options: postgres.UnsafeQueryOptions = {}) =>
          target.unsafe(text, parameters, { ...options, prepare: options.prepare || (prepare && parameters.length <= MAX_PREPARED_PARAMETERS) });
      }
      if (key === 'begin' || key === 'savepoint') return scoped((Reflect.get(target, key, receiver) as (...a: unknown[]) => unknown).bind(target));
      return Reflect.get(target, key, receiver);
    },
  });
}

/**
 * Settings of every postgres.js client. A connection PostgreSQL closed (a restart, a terminated
 * backend) is reopened by the next query that needs it once `backoff` seconds have passed since it
 * closed; postgres.js's default grows with every failed connection of the client, to 20 s, so the
 * first requests after an outage could wait that long for a database that is back: here at most
 * 250 ms. A database host that does not answer fails a query after 10 s instead of 30.
 */
const CLIENT_OPTIONS = {
  onnotice: () => {},
  backoff: (attempt: number) => Math.min(0.025 * 2 ** attempt, 0.25),
  connect_timeout: 10,
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

/** A Drizzle database over `sql` (a view of a postgres.js client), recorded as running on it (handles.ts). */
const tracked = (sql: postgres.Sql) => track(drizzlePostgres({ client: sql, schema }), { engine: 'postgres', client: sql }) as unknown as Db;

function openPostgres(url: string, max: number): Database {
  const client = postgres(url, { ...CLIENT_OPTIONS, max });
  const pipelineClient = postgres(url, { ...CLIENT_OPTIONS, max: 1 });
  return {
    db: tracked(preparing(client, client.options.prepare)),
    pipeline: tracked(preparing(pipelineClient, pipelineClient.options.prepare)),
    engine: 'postgres',
    executeSql: async (text, values) => {
      // Parameters as node-postgres (which such libraries are written for) sends them: undefined is
      // null, a plain object is JSON.
      const parameter = (value: unknown) => {
        if (value === undefined) return null;
        const plainObject = value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value);
        return plainObject ? JSON.stringify(value) : value;
      };
      if (values?.length) return { rows: [...(await client.unsafe(text, values.map(parameter) as postgres.ParameterOrJSON<never>[]))] };
      // Several statements may hold BEGIN … COMMIT, which postgres.js runs only on a reserved connection.
      // One that fails must not return the connection to the pool inside it.
      const connection = await client.reserve();
      try {
        const result = await connection.unsafe(text).simple();
        // A simple query of several statements answers one result per statement.
        return { rows: [...(Array.isArray(result[0]) ? (result.at(-1) as unknown as typeof result) : result)] };
      } catch (error) {
        await connection.unsafe('rollback');
        throw error;
      } finally {
        connection.release();
      }
    },
    async migrate() {
      // One dedicated connection holds the advisory lock while the migrator runs on it.
      const connection = postgres(url, { ...CLIENT_OPTIONS, max: 1 });
      try {
        await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(drizzlePostgres({ client: connection }), { migrationsFolder });
      } finally {
        await connection.end({ timeout: 5 });
      }
    },
    dumpDataDir: () => Promise.reject(new Error('dumpDataDir is a PGlite feature')),
    close: async () => void (await Promise.all([client.end({ timeout: 5 }), pipelineClient.end({ timeout: 5 })])),
  };
}
