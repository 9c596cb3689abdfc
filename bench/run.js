// `npm run bench`: load benchmarks with autocannon against the real server on PostgreSQL and on
// embedded PGlite, over the seeded demo dataset (100,000 products by default). Prints the figures
// and writes them between the result markers of bench/README.md.
//
// Options: --engines postgres,pglite  --products 100000  --duration 10 (seconds per scenario)
//          --connections 10  --label "after"  (LIST_CACHE_SIZE=0 in the environment measures
//          the product list without the list cache)
import { execFileSync, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';

const root = new URL('..', import.meta.url).pathname;
const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    products: { type: 'string', default: '100000' },
    movements: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    label: { type: 'string', default: '' },
  },
});
/** The Node flags `npm start` runs the server with (package.json `config.nodeFlags`). */
const NODE_FLAGS = JSON.parse(await readFile(`${root}package.json`, 'utf8')).config.nodeFlags.split(' ');
const PRODUCTS = Number(args.products);
const MOVEMENTS = Number(args.movements);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'stockroom-demo-password';
const SEARCH_TERMS = ['steel', 'wooden', 'chair', 'soft', 'fresh', 'granite', 'shoes', 'rubber', 'table', 'bike'];
const randomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));
/** The schema version (count of migrations): a dataset seeded by one version is never reused by another. */
const SCHEMA = JSON.parse(await readFile(`${root}packages/db/drizzle/meta/_journal.json`, 'utf8')).entries.length;

/** Environment of a server or CLI run on `engine`, with a fresh, seeded dataset reused across runs. */
async function prepare(engine) {
  // The production configuration (responses unchecked against their schemas), without a rate limit in the way.
  const base = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', JWT_SECRET: 'bench-secret-0123456789-0123456789-abcdef' };
  let env;
  if (engine === 'postgres') {
    const name = `stockroom_bench_${PRODUCTS}_${MOVEMENTS}_v${SCHEMA}`;
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!exists) await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env = { ...base, DATABASE_URL: url.toString(), DATA_DIR: `${root}bench/.data/postgres` };
    if (exists) return env;
  } else {
    const dataDir = `${root}bench/.data/pglite-${PRODUCTS}-${MOVEMENTS}-v${SCHEMA}`;
    env = { ...base, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    if (existsSync(`${dataDir}/PG_VERSION`)) return env;
  }
  console.log(`Seeding ${PRODUCTS} products and ${MOVEMENTS} movements on ${engine} (once; reused by later runs)…`);
  execFileSync('node', ['apps/server/dist/cli.js', 'seed', '--products', String(PRODUCTS), '--movements', String(MOVEMENTS)], { cwd: root, env, stdio: 'inherit' });
  return env;
}

function startServer(env, port) {
  const child = fork(`${root}bench/server.js`, [], { env: { ...env, PORT: String(port) }, execArgv: ['--expose-gc', ...NODE_FLAGS], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => (m.ready ? resolve(child) : reject(new Error('server did not start'))));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const memoryOf = (child) =>
  new Promise((resolve) => {
    child.once('message', (m) => resolve(m.memory));
    child.send('memory');
  });

async function login(base, email) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.accessToken;
}

async function load(base, token, name, request, { connections = CONNECTIONS, duration = DURATION, sequence = [] } = {}) {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [request, ...sequence],
  });
  const row = {
    scenario: name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    avg: Math.round(result.latency.average * 10) / 10,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`  ${name.padEnd(44)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}`);
  return row;
}

const timed = async (fn) => {
  const started = performance.now();
  await fn();
  return Math.round(performance.now() - started);
};

/**
 * The product-list scenarios (issue 2's target is the first), after a warm-up of a few seconds
 * that is not measured (so that V8 has optimized the request path).
 */
async function productListScenarios(base, token) {
  const pages = Math.ceil(PRODUCTS / 20);
  const scenarios = [
    ['GET /api/products?page=1..100&limit=20', () => `/api/products?page=${randomInt(1, 100)}&limit=20`],
    [`GET /api/products?page=1..${pages}&limit=20`, () => `/api/products?page=${randomInt(1, pages)}&limit=20`],
    ['GET /api/products?limit=100', () => `/api/products?page=${randomInt(1, 20)}&limit=100`],
    ['GET /api/products?search=<word>', () => `/api/products?search=${SEARCH_TERMS[randomInt(0, SEARCH_TERMS.length - 1)]}`],
  ];
  await autocannon({ url: base, connections: CONNECTIONS, duration: 3, headers: { authorization: `Bearer ${token}` }, requests: [{ setupRequest: (r) => ({ ...r, path: scenarios[0][1]() }) }] });
  const rows = [];
  for (const [name, path] of scenarios) rows.push(await load(base, token, name, { setupRequest: (r) => ({ ...r, path: path() }) }));
  return rows;
}

/**
 * Five lot-tracked products for the FEFO scenario, each with 8 lots of 20,000 units in the first 4
 * bins of `warehouseId` (expiry dates from yesterday to next year), or none when the server has no
 * lots (an earlier schema, measured A/B).
 */
async function fefoProducts(base, token, warehouseId) {
  const call = async (method, path, body) => {
    const res = await fetch(`${base}/api${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    return { status: res.status, data: (await res.json()).data };
  };
  const bins = await call('GET', `/warehouse/${warehouseId}/locations?limit=5`);
  if (bins.status !== 200) return [];
  const [category] = (await call('GET', '/categories?limit=1')).data;
  const products = [];
  for (let i = 0; i < 5; i++) {
    const sku = `BENCH-FEFO-${Date.now()}-${i}`;
    const product = await call('POST', '/products', { sku, name: sku, categoryId: category.id, unitOfMeasure: 'liter', costPrice: 2, sellingPrice: 5, tracking: 'lot' });
    for (let lot = 0; lot < 8; lot++) {
      const expiryDate = new Date(Date.now() + (lot * 50 - 1) * 86_400_000).toISOString().slice(0, 10);
      const locationId = bins.data[1 + (lot % 4)].id;
      await call('POST', '/inventory/movements', { productId: product.data.id, warehouseId, type: 'in', quantity: 20_000, reason: 'bench', lotNumber: `${sku}-L${lot}`, expiryDate, locationId });
    }
    products.push(product.data.id);
  }
  return products;
}

async function benchEngine(engine, port) {
  console.log(`\n== ${engine}`);
  const env = await prepare(engine);
  const server = await startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const token = await login(base, 'admin@stockroom.test');
    const get = (path) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => (await r.json(), r.status));
    const json = async (path) => (await (await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    const warehouses = await json('/api/warehouse');
    // Untracked products only (issue 15's seed adds lot and serial products): the single-grain paths.
    const stocked = (await json(`/api/inventory?limit=100&warehouseId=${warehouses[0].id}`)).filter((level) => level.available >= 20);
    const tracking = await Promise.all(stocked.map(async (level) => (await json(`/api/products/${level.productId}`)).tracking ?? 'none'));
    const levels = stocked.filter((_, i) => tracking[i] === 'none');
    const rows = await productListScenarios(base, token);
    rows.push(await load(base, token, 'GET /api/inventory?page=1..100', { setupRequest: (r) => ({ ...r, path: `/api/inventory?page=${randomInt(1, 100)}&limit=20` }) }));
    rows.push(
      await load(base, token, 'POST /api/inventory/movements (in/out)', {
        method: 'POST',
        path: '/api/inventory/movements',
        setupRequest: (r) => ({
          ...r,
          body: JSON.stringify({
            productId: levels[randomInt(0, levels.length - 1)].productId,
            warehouseId: warehouses[0].id,
            type: Math.random() < 0.6 ? 'in' : 'out',
            quantity: 1,
            reason: 'bench',
          }),
        }),
      }),
    );

    // Issue 4: a sales order created, confirmed (reserving stock) and shipped, one line, per flow.
    const customers = await json('/api/customers?limit=50');
    const salesOrderFlow = (name, productIds) =>
      load(base, token, name, {
        method: 'POST',
        path: '/api/orders/sales-orders',
        setupRequest: (r) => ({
          ...r,
          body: JSON.stringify({
            customerId: customers[randomInt(0, customers.length - 1)].id,
            warehouseId: warehouses[0].id,
            items: [{ productId: productIds[randomInt(0, productIds.length - 1)], quantity: 1 }],
          }),
        }),
        onResponse: (status, body, context) => {
          context.order = status === 201 ? JSON.parse(body).data.id : undefined;
        },
      }, { sequence: [
        { method: 'PUT', setupRequest: (r, context) => ({ ...r, path: `/api/orders/sales-orders/${context.order}`, body: JSON.stringify({ status: 'confirmed' }) }) },
        { method: 'POST', setupRequest: (r, context) => ({ ...r, path: `/api/orders/sales-orders/${context.order}/ship`, body: '{}' }) },
      ] });
    const flow = await salesOrderFlow('sales order flow', levels.map((level) => level.productId));
    flow.scenario = `sales order flow: ${Math.round(flow.reqPerSec / 3)} orders/s`;
    rows.push(flow);

    // Issue 15: the same flow on lot-tracked products, each shipment picking first expiry first out
    // among 8 lots (one expired, so never picked) spread over 4 bins. Skipped on a schema without lots.
    const lotted = await fefoProducts(base, token, warehouses[0].id);
    if (lotted.length) {
      const fefo = await salesOrderFlow('FEFO sales order flow', lotted);
      fefo.scenario = `FEFO sales order flow (lots): ${Math.round(fefo.reqPerSec / 3)} orders/s`;
      rows.push(fefo);
    }

    // Issue 5: each report over the whole dataset (the seeded movements all fall in the default 30 days).
    const reports = [];
    for (const report of ['dashboard', 'inventory', 'sales', 'financial']) {
      const times = [];
      for (let i = 0; i < 10; i++) times.push(await timed(() => get(`/api/analytics/${report}`)));
      times.sort((a, b) => a - b);
      reports.push({ report, median: times[5], max: times[9] });
      console.log(`  GET /api/analytics/${report}: median ${times[5]} ms, max ${times[9]} ms`);
    }

    // SPEC 8.4 targets, on the default list request (deep pages are in the scenarios above).
    const single = await timed(() => get('/api/products'));
    const latencies = await Promise.all(Array.from({ length: 10 }, () => timed(() => get('/api/products'))));
    const concurrentAvg = Math.round(latencies.reduce((a, b) => a + b, 0) / latencies.length);
    const limit100 = await timed(() => get('/api/products?limit=100'));
    const before = await memoryOf(server);
    for (let i = 0; i < 100; i++) await get(`/api/products?page=${randomInt(1, 100)}&limit=20`);
    const after = await memoryOf(server);
    const heapGrowthMb = Math.round(((after.heapUsed - before.heapUsed) / 1048576) * 10) / 10;
    const rssGrowthMb = Math.round(((after.rss - before.rss) / 1048576) * 10) / 10;
    const targets = [
      { target: 'single list request < 1000 ms', measured: `${single} ms`, pass: single < 1000 },
      { target: 'average of 10 concurrent list requests < 500 ms', measured: `${concurrentAvg} ms`, pass: concurrentAvg < 500 },
      { target: 'list with limit=100 < 2000 ms', measured: `${limit100} ms`, pass: limit100 < 2000 },
      { target: 'heap growth over 100 list requests < 50 MB', measured: `${heapGrowthMb} MB (RSS ${rssGrowthMb} MB)`, pass: heapGrowthMb < 50 },
    ];
    for (const report of reports) {
      targets.push({ target: `GET /api/analytics/${report.report} < 300 ms (median of 10)`, measured: `${report.median} ms (max ${report.max} ms)`, pass: report.median < 300 });
    }
    for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.measured}`);
    return { engine, rows, targets };
  } finally {
    server.send('stop');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function markdown(results) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    `Run ${new Date().toISOString().slice(0, 10)}${args.label ? ` (${args.label})` : ''} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${PRODUCTS} products, about ${MOVEMENTS} stock movements, ${CONNECTIONS} connections, ${DURATION} s per scenario after a 3 s warm-up, NODE_ENV=production, LOG_LEVEL=warn, load generator on the same machine.`,
    '',
    '| engine | scenario | req/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---:|---:|---:|---:|',
    ...results.flatMap((r) => r.rows.map((row) => `| ${r.engine} | ${row.scenario} | ${row.reqPerSec} | ${row.p50} | ${row.p99} | ${row.non2xx} |`)),
    '',
    '| engine | SPEC 8.4 target | measured | result |',
    '|---|---|---|---|',
    ...results.flatMap((r) => r.targets.map((t) => `| ${r.engine} | ${t.target} | ${t.measured} | ${t.pass ? 'PASS' : 'FAIL'} |`)),
  ];
  return lines.join('\n');
}

const results = [];
let port = 3900;
for (const engine of args.engines.split(',')) results.push(await benchEngine(engine.trim(), port++));
const table = markdown(results);
console.log(`\n${table}`);
const readme = `${root}bench/README.md`;
const text = await readFile(readme, 'utf8');
const marker = args.label ? `results:${args.label}` : 'results';
const start = `<!-- ${marker}:start -->`;
const end = `<!-- ${marker}:end -->`;
if (text.includes(start)) {
  await writeFile(readme, text.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${table}\n${end}`));
  console.log(`\nWrote the table to bench/README.md (${marker}).`);
}
