// What the benchmark and the pgbench script capture share: the seeded database of an engine, the
// server process, an HTTP client, autocannon runs and a paced writer beside them.
import { execFileSync, fork } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';

export const root = new URL('..', import.meta.url).pathname;
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'stockroom-demo-password';
/** The Node flags `npm start` runs the server with (package.json `config.nodeFlags`). */
const NODE_FLAGS = JSON.parse(await readFile(`${root}package.json`, 'utf8')).config.nodeFlags.split(' ');
/** The schema version (count of migrations): a dataset seeded by one version is never reused by another. */
const SCHEMA = JSON.parse(await readFile(`${root}packages/db/drizzle/meta/_journal.json`, 'utf8')).entries.length;

export const randomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
export const pick = (list) => list[randomInt(0, list.length - 1)];
export const mb = (bytes) => Math.round(bytes / 1048576);

/**
 * Days a seeded dataset is used. Its movements and orders carry the time of seeding, and the
 * reports read the last 30 days: an older dataset would measure reports over nothing.
 */
const SEED_MAX_AGE_DAYS = 7;
const seededRecently = (time) => Date.now() - time < SEED_MAX_AGE_DAYS * 86_400_000;

/**
 * Environment of a server or CLI run on `engine`, on a fresh copy of a seeded dataset. The dataset
 * is seeded per size and schema version, kept aside for SEED_MAX_AGE_DAYS and then seeded again;
 * every run starts from a copy of it, so that the orders and movements a run writes do not slow
 * the next run's reports and lists. One benchmark process at a time: runs share the copy's name.
 */
export async function prepare(engine, { products, movements }) {
  // The production configuration (responses unchecked against their schemas), without a rate limit in the way.
  const base = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef' };
  const seed = (env) => {
    console.log(`Seeding ${products} products and ${movements} movements on ${engine} (once; every run starts from a copy)…`);
    execFileSync('node', ['apps/server/dist/cli.js', 'seed', '--products', String(products), '--movements', String(movements)], { cwd: root, env, stdio: 'inherit' });
  };
  if (engine === 'postgres') {
    const name = `stockroom_bench_${products}_${movements}_v${SCHEMA}`;
    const urlOf = (database) => Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
    const env = { ...base, DATABASE_URL: urlOf(name), DATA_DIR: `${root}bench/.data/postgres` };
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    try {
      // The seed's time is the database's comment.
      const [seeded] = await admin`select shobj_description(oid, 'pg_database') as at from pg_database where datname = ${`${name}_seed`}`;
      if (!seeded || !seededRecently(Date.parse(seeded.at))) {
        // Seeded under a working name and renamed when complete: an interrupted seed is never reused.
        await admin.unsafe(`drop database if exists ${name}_seeding`);
        await admin.unsafe(`create database ${name}_seeding`);
        seed({ ...env, DATABASE_URL: urlOf(`${name}_seeding`) });
        await admin.unsafe(`comment on database ${name}_seeding is '${new Date().toISOString()}'`);
        await admin.unsafe(`drop database if exists ${name}_seed with (force)`);
        await admin.unsafe(`alter database ${name}_seeding rename to ${name}_seed`);
      }
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      // A file copy (PostgreSQL 15 otherwise copies block by block through the WAL; 13 and 14 always copy files).
      // `with (force)` needs PostgreSQL 13.
      const [{ server_version_num: version }] = await admin`show server_version_num`;
      await admin.unsafe(`create database ${name} template ${name}_seed${Number(version) >= 150000 ? ' strategy file_copy' : ''}`);
    } finally {
      await admin.end();
    }
    return env;
  }
  const dataDir = `${root}bench/.data/pglite-${products}-${movements}-v${SCHEMA}`;
  const env = { ...base, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  // PG_VERSION is written when the database is created, never after.
  if (!existsSync(`${dataDir}-seed/PG_VERSION`) || !seededRecently(statSync(`${dataDir}-seed/PG_VERSION`).mtimeMs)) {
    rmSync(dataDir, { recursive: true, force: true });
    seed(env);
    rmSync(`${dataDir}-seed`, { recursive: true, force: true });
    renameSync(dataDir, `${dataDir}-seed`);
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(`${dataDir}-seed`, dataDir, { recursive: true });
  return env;
}

/** Drops the copy `prepare` made (the run's writes go with it, and the database's background work on them stops). */
export async function discard(env) {
  if (!env.DATABASE_URL) return rmSync(env.DATA_DIR, { recursive: true, force: true });
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${new URL(env.DATABASE_URL).pathname.slice(1)} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The server of bench/server.js on `port`, started with the Node flags of `npm start`. */
export function startServer(env, port) {
  const child = fork(`${root}bench/server.js`, [], { env: { ...env, PORT: String(port) }, execArgv: ['--expose-gc', ...NODE_FLAGS], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => (m.ready ? resolve(child) : reject(new Error('server did not start'))));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export async function stopServer(child) {
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The server's memory after a full GC. */
export const memoryOf = (child) =>
  new Promise((resolve) => {
    child.once('message', (m) => resolve(m.memory));
    child.send('memory');
  });

/** A signed-in client of the server at `base`: `call(method, path, body)` → { status, data }. */
export async function client(base, email = 'admin@stockroom.test') {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const token = (await res.json()).data.accessToken;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const response = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, data: text ? JSON.parse(text).data : undefined };
  };
  /** `call` that throws unless the status is 2xx. */
  const ok = async (method, path, body) => {
    const res = await call(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status}`);
    return res.data;
  };
  return { base, token, headers, call, ok };
}

/**
 * Products of the first warehouse for the write scenarios, read from the database: untracked, active
 * products by SKU (`size` of them) and the warehouse's customers. Stock is topped up through the API
 * (as stock movements) to `minimum` available so that the flows never run out.
 */
export async function productPool(api, databaseUrl, warehouseId, { size, minimum }) {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await db`
      select p.id, coalesce(l.on_hand - l.reserved, 0)::int as available
      from products p left join inventory_levels l on l.product_id = p.id and l.warehouse_id = ${warehouseId}
      where p.tracking = 'none' and p.is_active order by p.sku limit ${size}`;
    await inParallel(rows.filter((r) => r.available < minimum), 10, (r) =>
      api.ok('POST', '/inventory/movements', { productId: r.id, warehouseId, type: 'in', quantity: minimum * 2 - r.available, reason: 'bench top-up' }),
    );
    return rows.map((r) => r.id);
  } finally {
    await db.end();
  }
}

/** Runs `fn` over `items`, `concurrency` at a time. */
export async function inParallel(items, concurrency, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await fn(items[next++]);
  }));
}

/** One autocannon run; `requests` as autocannon takes them. */
export async function load(api, { connections, duration, requests }) {
  const result = await autocannon({ url: api.base, connections, duration, headers: api.headers, requests });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Starts `write()` `rate` times a second (at most 50 in flight) until `stop()`, which resolves to the
 * achieved rate: writes completed without error per second, and the failures.
 */
export function pacedWriter(rate, write) {
  const started = performance.now();
  let launched = 0;
  let done = 0;
  let failed = 0;
  let inFlight = 0;
  const pending = new Set();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (launched < due) {
      launched++;
      if (inFlight >= 50) continue;
      inFlight++;
      const job = write()
        .then(() => done++, () => failed++)
        .finally(() => {
          inFlight--;
          pending.delete(job);
        });
      pending.add(job);
    }
  }, 5);
  return async () => {
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    const completed = done;
    await Promise.all(pending);
    return { rate: Math.round((completed / seconds) * 10) / 10, failed };
  };
}

/**
 * Runs one scenario alone (`node bench/<scenario>.js`): parses the command line's options (`--products`
 * and `--movements` of the dataset, default 2,000 and 4,000, beside the scenario's own `options`,
 * each `{ default }` as text), seeds a fresh copy of that PostgreSQL dataset, starts the server on
 * `port` and calls `scenario(api, { base, warehouseId, databaseUrl }, args)` signed in as admin; then
 * stops the server and drops the copy.
 */
export async function runAlone(port, options, scenario) {
  const { values: args } = parseArgs({
    options: { products: { type: 'string', default: '2000' }, movements: { type: 'string', default: '4000' }, ...Object.fromEntries(Object.entries(options).map(([name, { default: value }]) => [name, { type: 'string', default: value }])) },
  });
  const env = await prepare('postgres', { products: Number(args.products), movements: Number(args.movements) });
  let server;
  try {
    server = await startServer(env, port);
    const base = `http://127.0.0.1:${port}`;
    const api = await client(base);
    const [warehouse] = await api.ok('GET', '/warehouse');
    await scenario(api, { base, warehouseId: warehouse.id, databaseUrl: env.DATABASE_URL }, args);
  } finally {
    if (server) await stopServer(server);
    await discard(env);
  }
}
