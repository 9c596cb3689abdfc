/**
 * PostgreSQL closing the server's connections while writes are in flight: backends terminated
 * (pg_terminate_backend) and a restart of the cluster. The server, a real process on a free port,
 * stays up and answers every request, with 2xx or 503 SERVICE_UNAVAILABLE + Retry-After (never a
 * 500, a dropped socket or no answer), on /api and /trpc alike, and serves again within a second
 * of PostgreSQL accepting connections; the ledger stays whole. Also: the postgres.js patch behind
 * it (patches/postgres+3.4.9.patch), shown at the driver's level, and the supervisor replacing a
 * server worker that dies.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@stockroom/db';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { withDatabase } from './support/global-setup.js';
import { warehouseBody } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { camelBody } from './support/products.js';
import { startReceiver, until, type Received } from './support/webhooks.js';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const root = new URL('../../..', import.meta.url).pathname;
const ADMIN = { email: 'admin@connection-loss.test', password: 'connection-loss-password' };
/** Longest a request may take before it counts as hung. */
const REQUEST_TIMEOUT_MS = 10_000;
// Server processes start from source (tsx): slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

/** A TCP port free at the time of asking. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/** `apps/server/src/main.ts` from source on a free port over `databaseUrl`, resolved once /readyz answers 200. */
async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const base = { ...process.env };
  delete base.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['--conditions=@stockroom/source', '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...base,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'connection-loss-secret-0123456789-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MAX: '1000000',
      LOGIN_MAX_FAILURES: '1000',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_RETRY_BASE_MS: '100',
      LOG_LEVEL: 'warn',
      WORKERS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(`${server.base}/readyz`, { signal: AbortSignal.timeout(2000) }).then((res) => res.status, () => 0);
    if (status === 200) return server;
    if (Date.now() > deadline) throw new Error(`The server did not become ready:\n${output}`);
    await sleep(200);
  }
}

/** One answer of the server, or how the request failed without one. */
interface Outcome {
  /** HTTP status; 0 when there was no answer (`failure` says why). */
  status: number;
  ms: number;
  retryAfter: string | null;
  /** The error code of an error answer (`error.code` on /api, `error.data.error.code` on /trpc). */
  code?: string;
  /** The id of the movement a 2xx answer recorded. */
  movementId?: string;
  failure?: string;
}

/** Sends `body` to `path` with a timeout; never throws. */
async function call(base: string, token: string, method: string, path: string, body?: unknown): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    // An /api envelope or a tRPC answer.
    type Movement = { movement?: { id: string } };
    const json = (text ? JSON.parse(text) : {}) as { data?: Movement; result?: { data?: Movement }; error?: { code?: string | number; data?: { error?: { code?: string } } } };
    const data = json.data ?? json.result?.data;
    return {
      status: res.status,
      ms: performance.now() - started,
      retryAfter: res.headers.get('retry-after'),
      code: typeof json.error?.code === 'string' ? json.error.code : json.error?.data?.error?.code,
      movementId: res.ok ? data?.movement?.id : undefined,
    };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, retryAfter: null, failure: String((error as Error).cause ?? error) };
  }
}

/** A signed-in admin of `server` with a warehouse and `count` products to move stock of. */
async function fixtures(server: ServerProcess, count: number) {
  // The server listens (and /readyz answers) before it creates the first admin: sign in once it exists.
  const signIn = () => fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  let login = await signIn();
  for (const deadline = Date.now() + 30_000; login.status === 401 && Date.now() < deadline; login = await signIn()) await sleep(200);
  expect(login.status, server.output()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const id = async (path: string, body: unknown) => {
    const res = await fetch(`${server.base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status, path).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const categoryId = await id('/api/categories', { name: `Category ${randomBytes(4).toString('hex')}` });
  const warehouseId = await id('/api/warehouse', warehouseBody());
  const productIds = await Promise.all(Array.from({ length: count }, () => id('/api/products', camelBody(categoryId))));
  return { token, warehouseId, productIds };
}

type Fixtures = Awaited<ReturnType<typeof fixtures>>;

/** A movement of one unit into a random product of `f`: through /api, or (every fourth) /trpc. */
function move(server: ServerProcess, f: Fixtures, n: number): Promise<Outcome> {
  const body = { productId: f.productIds[n % f.productIds.length], warehouseId: f.warehouseId, type: 'in', quantity: 1, reason: 'Connection loss test' };
  return n % 4 === 3 ? call(server.base, f.token, 'POST', '/trpc/inventory.recordMovement', body) : call(server.base, f.token, 'POST', '/api/inventory/movements', body);
}

/** `writers` loops sending movements until `halt()` (no new request) or `stop()` (also waits for the last answers); `outcomes` holds every answer. */
function writers(server: ServerProcess, f: Fixtures, count: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: count }, async () => {
    while (running) outcomes.push(await move(server, f, n++));
  });
  return {
    outcomes,
    halt() {
      running = false;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Outcomes other than 2xx or 503 SERVICE_UNAVAILABLE with Retry-After. */
const unexpected = (outcomes: Outcome[]) =>
  outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && !(o.status === 503 && o.code === 'SERVICE_UNAVAILABLE' && o.retryAfter === '1'));

/** Milliseconds from now until a movement is recorded (2xx); every answer on the way must be a 503 as above. */
async function untilServing(server: ServerProcess, f: Fixtures, limitMs = 5000): Promise<number> {
  const started = performance.now();
  for (let n = 0; ; n++) {
    const outcome = await move(server, f, n);
    if (outcome.status >= 200 && outcome.status < 300) return performance.now() - started;
    expect(unexpected([outcome])).toEqual([]);
    if (performance.now() - started > limitMs) throw new Error(`not serving after ${limitMs} ms`);
    await sleep(20);
  }
}

/** Movements of `ids` missing from the ledger of the database at `url`, and the ledger check's mismatches. */
async function ledgerOf(url: string, ids: string[]) {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const found = (await database.executeSql('select id::text from stock_movements where id = any($1::uuid[])', [ids])).rows.map((row) => row.id);
    return { missing: ids.filter((id) => !found.includes(id)), mismatches: await ledgerMismatches(database.db) };
  } finally {
    await database.close();
  }
}

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL only (TEST_DATABASE_URL): the embedded database runs inside the server process, with no connection to lose', () => {
  const admin = postgres(TEST_DATABASE_URL ?? 'postgres://unused', { max: 1, onnotice: () => {} });
  const name = `stockroom_test_${randomBytes(6).toString('hex')}`;
  const url = withDatabase(TEST_DATABASE_URL ?? 'postgres://unused/x', name);
  const servers: ServerProcess[] = [];
  let server: ServerProcess;
  let supervised: ServerProcess;

  beforeAll(async () => {
    await admin.unsafe(`create database ${name} template ${inject('template')}`);
    // Both servers start at once, on one database: its migrations and first admin are done once.
    [server, supervised] = await Promise.all([startServerProcess(url), startServerProcess(url, { WORKERS: '1', LOG_LEVEL: 'info' })]);
    servers.push(server, supervised);
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('terminating every backend ten times under 20 writers: the server answers each request with 2xx or 503 + Retry-After and serves again within a second', async () => {
    const f = await fixtures(server, 5);
    const receiver = await startReceiver();
    const hook = await call(server.base, f.token, 'POST', '/api/webhooks', { url: receiver.url, events: ['stock.changed'] });
    expect(hook.status).toBe(201);
    const load = writers(server, f, 20);
    await sleep(300);
    for (let round = 0; round < 10; round++) {
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
      await sleep(150);
    }
    // Time to recovery, measured by one client: the writers send nothing more (their last requests finish meanwhile).
    load.halt();
    const recoveredMs = await untilServing(server, f);
    await load.stop();

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(unexpected(load.outcomes), server.output()).toEqual([]);
    const lost = load.outcomes.filter((o) => o.status === 503);
    expect(lost.length, 'no request met a lost connection: the test proved nothing').toBeGreaterThan(0);
    expect(lost.filter((o) => o.ms > 5000)).toEqual([]);
    expect(recoveredMs).toBeLessThan(1000);

    const recorded = load.outcomes.flatMap((o) => (o.movementId ? [o.movementId] : []));
    expect(recorded.length).toBe(load.outcomes.filter((o) => o.status >= 200 && o.status < 300).length);
    expect(await ledgerOf(url, recorded)).toEqual({ missing: [], mismatches: [] });

    // The background work (pg-boss over the same pool) recovered too: a change after the storm is delivered.
    // An attempt the storm cut short gives its lease back, but when the storm failed that too it keeps
    // the lease (30 s: three delivery timeouts, so that no other worker sends the same delivery
    // meanwhile), and its lane's later deliveries wait behind it.
    const productId = f.productIds[0]!;
    const after = await call(server.base, f.token, 'POST', '/api/inventory/movements', { productId, warehouseId: f.warehouseId, type: 'in', quantity: 7, reason: 'After the storm' });
    expect(after.status).toBe(201);
    const delivered = await until(() => receiver.received.find((r: Received) => (r.event.data.movements as { id: string }[] | undefined)?.some((m) => m.id === after.movementId)), 45_000);
    expect(delivered.event).toMatchObject({ type: 'stock.changed', subject: productId });
  }, 90_000);

  it('the driver settles queries on a terminated backend instead of crashing the process (patches/postgres+3.4.9.patch)', async () => {
    // Without the patch, postgres.js 3.4.9 throws `TypeError: Cannot read properties of null (reading
    // 'write') at nextWrite` from a timer and the process dies: the rollback of a transaction whose
    // backend was terminated, and a query on such a reservation, are written to the closed socket.
    const script = `
      import postgres from 'postgres';
      const sql = postgres(process.env.URL, { max: 4, onnotice: () => {} });
      const killer = postgres(process.env.URL, { max: 1, onnotice: () => {} });
      const code = (query) => query.then(() => 'ok', (error) => error.code ?? error.message);
      const within = (promise, ms) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve('no answer'), ms).unref())]);
      const out = {};
      let pid;
      const tx = sql.begin(async (t) => { [{ pid }] = await t\`select pg_backend_pid() as pid\`; await t\`select pg_sleep(5)\`; });
      while (!pid) await new Promise((resolve) => setTimeout(resolve, 10));
      await killer\`select pg_terminate_backend(\${pid})\`;
      out.transaction = await within(code(tx), 3000);
      const reserved = await sql.reserve();
      const [{ pid: reservedPid }] = await reserved\`select pg_backend_pid() as pid\`;
      await killer\`select pg_terminate_backend(\${reservedPid})\`;
      out.reserved = [await within(code(reserved\`select 1\`), 3000), await within(code(reserved\`select 1\`), 3000)];
      reserved.release();
      // Until its close is read, a terminated backend fails what reaches it; then the pool reconnects.
      await new Promise((resolve) => setTimeout(resolve, 300));
      out.pool = await within(Promise.all(Array.from({ length: 8 }, () => code(sql\`select 1 as one\`))), 5000);
      await sql.end({ timeout: 1 });
      await killer.end({ timeout: 1 });
      console.log(JSON.stringify(out));
    `;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env: { ...process.env, URL: TEST_DATABASE_URL }, encoding: 'utf8', timeout: 30_000 });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const closed = ['CONNECTION_CLOSED', 'ECONNRESET', '57P01'];
    const out = JSON.parse(result.stdout) as { transaction: string; reserved: string[]; pool: string[] };
    expect(closed).toContain(out.transaction);
    expect(out.reserved.filter((code) => !closed.includes(code))).toEqual([]);
    expect(out.pool).toEqual(Array(8).fill('ok'));
  });

  it('the supervisor logs a worker that dies, starts another, and the port answers again', async () => {
    const f = await fixtures(supervised, 2);
    const workerPid = () => [...supervised.output().matchAll(/"pid":(\d+)[^\n]*"msg":"Stockroom listening/g)].map((m) => Number(m[1])).at(-1);
    const first = workerPid()!;
    expect(first).not.toBe(supervised.child.pid);
    process.kill(first, 'SIGKILL');
    const second = await until(() => (workerPid() !== first ? workerPid() : undefined), 60_000);
    expect(supervised.output()).toMatch(new RegExp(`"level":50,[^\\n]*"workerPid":${first},"code":null,"signal":"SIGKILL"[^\\n]*"msg":"A server worker died: starting another"`));
    expect(second).not.toBe(first);
    expect(supervised.child.exitCode).toBeNull();
    expect(await untilServing(supervised, f, 10_000)).toBeLessThan(10_000);
    expect((await fetch(`${supervised.base}/readyz`)).status).toBe(200);
  });

  it('an uncaught exception or unhandled rejection is logged as fatal, with the error, and exits 1', () => {
    for (const failure of ['setImmediate(() => { throw new Error("boom") })', 'Promise.reject(new Error("boom"))']) {
      const script = `
        import { pino } from 'pino';
        import { exitOnUncaught } from './apps/server/src/supervisor.ts';
        exitOnUncaught(pino());
        ${failure};
      `;
      const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 30_000 });
      expect(result.status, result.stderr).toBe(1);
      const log = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { level: number; msg: string; err: { message: string; stack: string } };
      expect(log).toMatchObject({ level: 60, err: { message: 'boom' } });
      expect(log.msg).toMatch(/^(Uncaught exception|Unhandled promise rejection): exiting$/);
    }
  });
});

/** The newest Debian PostgreSQL binaries (`/usr/lib/postgresql/<version>/bin`), if installed. */
function postgresBin(): string | undefined {
  const dir = '/usr/lib/postgresql';
  if (!existsSync(dir)) return undefined;
  const version = readdirSync(dir).filter((v) => existsSync(join(dir, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))[0];
  return version && join(dir, version, 'bin');
}

const bin = postgresBin();

describe.skipIf(!TEST_DATABASE_URL || !bin)('a restart of PostgreSQL (a throwaway cluster; PostgreSQL only, with its server binaries installed)', () => {
  let dir = '';
  let data = '';
  let port = 0;
  let server: ServerProcess | undefined;
  /** Runs a PostgreSQL binary as the postgres user when this is root (initdb refuses root). */
  const pg = (tool: string, args: string[]) => {
    const command = [join(bin!, tool), ...args];
    const asRoot = process.getuid?.() === 0;
    const result = spawnSync(asRoot ? 'runuser' : command[0]!, asRoot ? ['-u', 'postgres', '--', ...command] : command.slice(1), { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')}: ${result.stderr}${result.stdout}`);
  };
  const start = () => pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-restart-'));
    data = join(dir, 'data');
    if (process.getuid?.() === 0) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
      chownSync(dir, uid, gid);
    }
    port = await freePort();
    pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    start();
    server = await startServerProcess(`postgres://postgres@127.0.0.1:${port}/postgres`);
  });

  afterAll(async () => {
    await server?.stop();
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // Not running.
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 + Retry-After at once while PostgreSQL is down, and 2xx within a second of its accepting connections again', async () => {
    const s = server!;
    const f = await fixtures(s, 5);
    const load = writers(s, f, 20);
    await sleep(300);
    pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    const down = await Promise.all([move(s, f, 0), move(s, f, 1), move(s, f, 3), call(s.base, f.token, 'GET', '/readyz')]);
    await sleep(500);
    start();
    load.halt();
    const recoveredMs = await untilServing(s, f);
    const ready = await call(s.base, f.token, 'GET', '/readyz');
    await load.stop();

    expect(s.child.exitCode, s.output()).toBeNull();
    for (const outcome of down.slice(0, 3)) expect(outcome).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '1' });
    expect(down[3]).toMatchObject({ status: 503, retryAfter: '1' });
    expect(down.filter((o) => o.ms > 3000)).toEqual([]);
    expect(recoveredMs).toBeLessThan(1000);
    expect(ready.status).toBe(200);
    expect(unexpected(load.outcomes), s.output()).toEqual([]);
    expect(load.outcomes.filter((o) => o.status === 503 && o.ms > 5000)).toEqual([]);

    const recorded = load.outcomes.flatMap((o) => (o.movementId ? [o.movementId] : []));
    expect(await ledgerOf(`postgres://postgres@127.0.0.1:${port}/postgres`, recorded)).toEqual({ missing: [], mismatches: [] });
  });
});
