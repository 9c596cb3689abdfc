// `npm run bench`: load benchmarks with autocannon against the real server on PostgreSQL and on
// embedded PGlite, over the seeded demo dataset (100,000 products by default), with pgbench running
// the server's own statements (bench/pgbench/) as anchors on PostgreSQL. Prints each figure with its
// anchor, ratio and target, and writes them between the result markers of bench/README.md.
//
// Options: --engines postgres,pglite  --products 100000  --movements 200000  --duration 10 (seconds
//          per scenario)  --connections 10  --label "after"  (LIST_CACHE_SIZE=0 in the environment
//          measures the product list without the list cache)  --wave-orders 200 --wave-lines 10 (the wave
//          scenario on PostgreSQL, bench/waves.js; then a backdated receipt, bench/backdated.js)
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { client, discard, mb, memoryOf, prepare, productPool, randomInt, root, startServer, stopServer } from './harness.js';
import { MOVEMENTS as MOVEMENT_SCRIPTS, ORDER_FLOW, fillPicks, pgbench, prepareAnchors } from './pgbench/anchors.js';
import { RSS_LIMIT_MB, judge, markdown, pgbenchAnchor } from './report.js';
import {
  fefoProducts,
  getting,
  measure,
  measureBeside,
  measureFlow,
  movementWriter,
  movements,
  productLists,
  productPage,
  productWriter,
  salesOrderFlow,
  stockPage,
} from './scenarios.js';
import { backdatedScenario } from './backdated.js';
import { waveScenario } from './waves.js';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: 'postgres,pglite' },
    products: { type: 'string', default: '100000' },
    movements: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    label: { type: 'string', default: '' },
    'wave-orders': { type: 'string', default: '200' },
    'wave-lines': { type: 'string', default: '10' },
  },
});
const PRODUCTS = Number(args.products);
const MOVEMENTS = Number(args.movements);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
/** Decision 0018's mixed scenarios: list readers, and the write rates beside them. */
const READERS = 8;
const PRODUCT_WRITES = 20;
const STOCK_WRITES = 100;

const timed = async (fn) => {
  const started = performance.now();
  await fn();
  return Math.round(performance.now() - started);
};

/** Untracked products of the first page of `warehouseId`'s stock with at least 20 available (PGlite's write scenarios). */
async function stockedProducts(api, warehouseId) {
  const stocked = (await api.ok('GET', `/inventory?limit=100&warehouseId=${warehouseId}`)).filter((level) => level.available >= 20);
  const tracking = await Promise.all(stocked.map(async (level) => (await api.ok('GET', `/products/${level.productId}`)).tracking ?? 'none'));
  return stocked.filter((_, i) => tracking[i] === 'none').map((level) => level.productId);
}

/**
 * Decision 0018's scenarios on PostgreSQL: lists beside writes, the stock list, and the write paths
 * beside pgbench running their statements. `record(row)` adds the server's RSS and keeps the row.
 */
async function liveWorkload(api, env, { warehouseId, customers, userId, listAlone }, record, port) {
  const options = { connections: CONNECTIONS, duration: DURATION };
  // 1,000 untracked products of the first warehouse (the first 10 are the hot rows, the first 100 take
  // the stock movements), stocked so that no flow runs out.
  const pool = await productPool(api, env.DATABASE_URL, warehouseId, { size: 1000, minimum: 300 });
  const hot = await productPool(api, env.DATABASE_URL, warehouseId, { size: 10, minimum: 20_000 });
  const moved = pool.slice(0, 100);
  const anchors = await prepareAnchors(env, port, pool.slice(0, 20));
  await fillPicks(env.DATABASE_URL, { movement: { products: moved, customers }, so1000: { products: pool, customers }, so10: { products: hot, customers } });
  const runPgbench = (files, pickPool, size, flow) =>
    pgbench(anchors, { databaseUrl: env.DATABASE_URL, files, flow, pool: pickPool, poolSize: size, warehouseId, userId, connections: CONNECTIONS, duration: DURATION });

  const readers = { connections: READERS, duration: DURATION };
  const [supplier] = await api.ok('GET', '/suppliers?limit=1');
  const productWrites = { rate: PRODUCT_WRITES, label: 'product writes', write: productWriter(api, { products: pool, supplierId: supplier.id, warehouseId }) };
  const stockWrites = { rate: STOCK_WRITES, label: 'stock movements', write: movementWriter(api, moved, warehouseId) };
  const alone = await record(await measure(api, `GET /api/products?page=1..100&limit=20, ${READERS} connections`, getting(productPage), readers));
  judge(alone, { anchor: { label: `the same at ${CONNECTIONS} connections`, value: listAlone.reqPerSec } });
  const aloneAnchor = { label: 'the same list alone', value: alone.reqPerSec };
  judge(await record(await measureBeside(api, alone.scenario, getting(productPage), productWrites, readers)), {
    anchor: aloneAnchor, target: '≥ 0.75 of alone, p99 ≤ 40 ms', pass: (row) => row.ratio >= 0.75 && row.p99 <= 40,
  });
  judge(await record(await measureBeside(api, alone.scenario, getting(productPage), stockWrites, readers)), { anchor: aloneAnchor });

  const stock = judge(await record(await measure(api, 'GET /api/inventory?page=1..100', getting(stockPage), options)), { target: '≥ 1,500 req/s', pass: (row) => row.reqPerSec >= 1500 });
  judge(await record(await measureBeside(api, 'GET /api/inventory?page=1..100', getting(stockPage), stockWrites, options)), {
    anchor: { label: 'the stock list alone', value: stock.reqPerSec }, target: '≥ 1,000 req/s', pass: (row) => row.reqPerSec >= 1000,
  });

  const movementAnchor = await runPgbench(MOVEMENT_SCRIPTS, 'movement', moved.length, false);
  judge(await record(await measure(api, 'POST /api/inventory/movements (in/out)', movements(moved, warehouseId), options)), {
    anchor: pgbenchAnchor('movement_in/out scripts', movementAnchor), target: '≥ 0.60 of pgbench, p99 ≤ 30 ms', pass: (row) => row.ratio >= 0.6 && row.p99 <= 30,
  });
  for (const [name, products, pickPool, orders] of [['sales order flow over 1,000 products', pool, 'so1000', 250], ['sales order flow over 10 products (hot rows)', hot, 'so10', 100]]) {
    // Orders per second against the flow script's transactions per second (one transaction = one order).
    const anchor = await runPgbench(ORDER_FLOW, pickPool, products.length, true);
    const row = await record(await measureFlow(api, name, salesOrderFlow(products, { customers, warehouseId }), options));
    judge(row, { anchor: pgbenchAnchor('so_create+confirm+ship scripts', anchor), rate: row.ordersPerSec, target: `≥ ${orders} orders/s`, pass: (r) => r.ordersPerSec >= orders });
  }
  return anchors;
}

async function benchEngine(engine, port) {
  console.log(`\n== ${engine}`);
  const env = await prepare(engine, { products: PRODUCTS, movements: MOVEMENTS });
  let server;
  const base = `http://127.0.0.1:${port}`;
  const rows = [];
  const record = async (row) => {
    row.rssMb = mb((await memoryOf(server)).rss);
    rows.push(row);
    return row;
  };
  try {
    server = await startServer(env, port);
    const api = await client(base);
    const get = (path) => fetch(`${base}${path}`, { headers: { authorization: api.headers.authorization } }).then(async (r) => (await r.json(), r.status));
    const [warehouse] = await api.ok('GET', '/warehouse');
    const warehouseId = warehouse.id;
    const customers = (await api.ok('GET', '/customers?limit=50')).map((c) => c.id);
    const options = { connections: CONNECTIONS, duration: DURATION };
    const [listAlone] = await productLists(api, { products: PRODUCTS, ...options }, record);
    if (engine === 'pglite') judge(listAlone, { target: '≥ 500 req/s', pass: (row) => row.reqPerSec >= 500 });

    // Decision 0005: each report over the seeded dataset (its movements fall in the default 30 days: harness.js
    // seeds again after a week), before the write scenarios add to it: what they add depends on their own throughput.
    const reports = [];
    for (const report of ['dashboard', 'inventory', 'sales', 'financial']) {
      const times = [];
      for (let i = 0; i < 10; i++) times.push(await timed(() => get(`/api/analytics/${report}`)));
      times.sort((a, b) => a - b);
      reports.push({ report, median: times[5], max: times[9] });
      console.log(`  GET /api/analytics/${report}: median ${times[5]} ms, max ${times[9]} ms`);
    }

    let stale = [];
    let postgresTargets = [];
    if (engine === 'postgres') {
      const userId = (await api.ok('GET', '/auth/me')).id;
      ({ stale } = await liveWorkload(api, env, { warehouseId, customers, userId, listAlone }, record, port + 50));
      // Decision 0022: a wave of 200 orders over 2,000 lines built, and a picker's queue (bench/waves.js).
      postgresTargets = await waveScenario(api, base, { warehouseId, databaseUrl: env.DATABASE_URL, orders: Number(args['wave-orders']), lines: Number(args['wave-lines']), duration: DURATION }, record);
      // Decision 0023 point 8: a receipt backdated before 5,000 movements of its product, revalued in its transaction (bench/backdated.js).
      postgresTargets.push(...(await backdatedScenario(api, { warehouseId, later: 5000 })));
    } else {
      // PGlite runs each scenario alone, without the live workload of decision 0018 (no pgbench there).
      const moved = await stockedProducts(api, warehouseId);
      await record(await measure(api, 'GET /api/inventory?page=1..100', getting(stockPage), options));
      await record(await measure(api, 'POST /api/inventory/movements (in/out)', movements(moved, warehouseId), options));
      await record(await measureFlow(api, 'sales order flow', salesOrderFlow(moved, { customers, warehouseId }), options));
    }

    // Decision 0015: the flow on lot-tracked products, each shipment picking first expiry first out among
    // 8 lots (one expired, so never picked) spread over 4 bins. Skipped on a schema without lots.
    const lotted = await fefoProducts(api, warehouseId);
    if (lotted.length) await record(await measureFlow(api, 'FEFO sales order flow (lots)', salesOrderFlow(lotted, { customers, warehouseId }), options));

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
    const maxRss = Math.max(...rows.map((row) => row.rssMb));
    const targets = [
      { target: 'single list request < 1000 ms', measured: `${single} ms`, pass: single < 1000 },
      { target: 'average of 10 concurrent list requests < 500 ms', measured: `${concurrentAvg} ms`, pass: concurrentAvg < 500 },
      { target: 'list with limit=100 < 2000 ms', measured: `${limit100} ms`, pass: limit100 < 2000 },
      { target: 'heap growth over 100 list requests < 50 MB', measured: `${heapGrowthMb} MB (RSS ${rssGrowthMb} MB)`, pass: heapGrowthMb < 50 },
      ...reports.map((r) => ({ target: `GET /api/analytics/${r.report} < 300 ms (median of 10)`, measured: `${r.median} ms (max ${r.max} ms)`, pass: r.median < 300 })),
      { target: `server RSS < ${RSS_LIMIT_MB} MB at the end of every scenario`, measured: `max ${maxRss} MB`, pass: maxRss < RSS_LIMIT_MB },
      ...postgresTargets,
    ];
    if (stale.length) targets.push({ target: 'bench/pgbench scripts match what the server sends', measured: `stale: ${stale.join(', ')}`, pass: false });
    for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.measured}`);
    return { engine, rows, targets };
  } finally {
    if (server) await stopServer(server);
    await discard(env);
  }
}

const results = [];
let port = 3900;
for (const engine of args.engines.split(',')) results.push(await benchEngine(engine.trim(), port++));
const table = markdown(results, { label: args.label, products: PRODUCTS, movements: MOVEMENTS, connections: CONNECTIONS, duration: DURATION });
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
