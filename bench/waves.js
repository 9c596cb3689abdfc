// Waves (decision 0022 point 6) under load on PostgreSQL: a wave built over `orders` confirmed
// sales orders of `lines` lines each (default 200 orders, 2,000 lines), timed (target < 2 s), then
// a picker's work queue, GET /api/tasks?assignee=me, under autocannon while the picker holds 20 of
// the wave's tasks (target p99 < 50 ms). run.js runs it on PostgreSQL after the live workload;
// alone, at any size, on a fresh copy of a small seeded dataset:
//
//   node bench/waves.js --products 2000 --movements 4000 --orders 20 --lines 5 --duration 2
import { pathToFileURL } from 'node:url';
import { client, inParallel, pick, productPool, runAlone } from './harness.js';
import { judge } from './report.js';
import { getting, measure } from './scenarios.js';

/** Most a wave build may take, ms; the picker's queue's p99, ms. */
const BUILD_TARGET_MS = 2000;
const QUEUE_TARGET_MS = 50;

/**
 * The wave scenario over the server of `api` (signed in as admin) at `base`, in `warehouseId` of the
 * database at `databaseUrl`: makes a packing location, `orders` confirmed orders of `lines` lines
 * (one unit each of distinct untracked products), builds one wave of them (timed) and measures the
 * picker's queue. `record(row)` keeps a row. Returns the targets with what was measured.
 */
export async function waveScenario(api, base, { warehouseId, databaseUrl, orders, lines, duration }, record) {
  const code = `PACK-${Date.now().toString(36).toUpperCase()}`;
  const packing = await api.ok('POST', `/warehouse/${warehouseId}/locations`, { code, type: 'packing' });
  const products = await productPool(api, databaseUrl, warehouseId, { size: Math.max(lines * 4, 50), minimum: Math.ceil((orders * lines) / 20) + 20 });
  const customers = (await api.ok('GET', '/customers?limit=50')).map((c) => c.id);
  const ids = [];
  const started = performance.now();
  await inParallel(Array.from({ length: orders }, (_, i) => i), 8, async () => {
    const chosen = new Set();
    while (chosen.size < lines) chosen.add(pick(products));
    const order = await api.ok('POST', '/orders/sales-orders', { customerId: pick(customers), warehouseId, items: [...chosen].map((productId) => ({ productId, quantity: 1 })) });
    await api.ok('PUT', `/orders/sales-orders/${order.id}`, { status: 'confirmed' });
    ids.push(order.id);
  });
  console.log(`  ${orders} orders of ${lines} lines made and confirmed in ${Math.round(performance.now() - started)} ms`);

  const buildStart = performance.now();
  const wave = await api.ok('POST', '/picking/waves', { warehouseId, salesOrderIds: ids, maxOrders: orders, packingLocationId: packing.id });
  const buildMs = Math.round(performance.now() - buildStart);
  console.log(`  POST /api/picking/waves (${wave.orderCount} orders, ${wave.taskCount} tasks): ${buildMs} ms`);
  const targets = [{ target: `a wave of ${orders} orders, ${orders * lines} lines built < ${BUILD_TARGET_MS} ms`, measured: `${buildMs} ms (${wave.taskCount} tasks)`, pass: buildMs < BUILD_TARGET_MS }];

  // The picker (staff) holds 20 of the wave's tasks; the rest are open to anyone.
  const picker = await client(base, 'staff@stockroom.test');
  for (const task of wave.tasks.slice(0, 20)) await picker.ok('POST', `/tasks/${task.id}/claim`, {});
  const queue = await picker.call('GET', '/tasks?assignee=me&limit=20');
  if (queue.status === 200) {
    const row = await record(await measure(picker, 'GET /api/tasks?assignee=me (picker, 1 connection)', getting(() => '/api/tasks?assignee=me&limit=20'), { connections: 1, duration }));
    judge(row, { target: `p99 < ${QUEUE_TARGET_MS} ms`, pass: (r) => r.p99 < QUEUE_TARGET_MS });
    targets.push({ target: `GET /api/tasks?assignee=me p99 < ${QUEUE_TARGET_MS} ms`, measured: `p50 ${row.p50} ms, p99 ${row.p99} ms`, pass: row.p99 < QUEUE_TARGET_MS });
  }
  await api.ok('POST', `/picking/waves/${wave.id}/cancel`, {});
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.measured}`);
  return targets;
}

// Alone: `node bench/waves.js` on a fresh copy of a (small) seeded PostgreSQL dataset.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone(3990, { orders: { default: '200' }, lines: { default: '10' }, duration: { default: '5' } }, (api, { base, warehouseId, databaseUrl }, args) =>
    waveScenario(api, base, { warehouseId, databaseUrl, orders: Number(args.orders), lines: Number(args.lines), duration: Number(args.duration) }, async (row) => row),
  );
}
