// A backdated receipt (decision 0023 point 8) on PostgreSQL: for a product costed at the average and
// one costed FIFO, `later` stock movements (units in and out by hand, each of which the receipt
// revalues) are written after a time, then a receipt effective at that time is posted, timed
// (target < 1 s: the revaluation runs in its transaction). run.js runs it on PostgreSQL after the
// live workload; alone, on a fresh copy of a small seeded dataset:
//
//   node bench/backdated.js --products 2000 --movements 4000 --later 5000
import { pathToFileURL } from 'node:url';
import { inParallel, runAlone } from './harness.js';

/** Most a backdated receipt may take, ms. */
const TARGET_MS = 1000;

/**
 * The scenario over the server of `api` (signed in as admin), in `warehouseId`: per costing method,
 * a new product given 100 units, then `later` movements of one unit alternately out and in, then a
 * purchase order of 10 units at half the cost received with `effectiveAt` before them all. Returns
 * the targets with what was measured.
 */
export async function backdatedScenario(api, { warehouseId, later }) {
  const [supplier] = await api.ok('GET', '/suppliers?limit=1');
  const [category] = await api.ok('GET', '/categories?limit=1');
  const targets = [];
  for (const costingMethod of ['average', 'fifo']) {
    const sku = `BACKDATED-${costingMethod}-${Date.now().toString(36)}`.toUpperCase();
    const product = await api.ok('POST', '/products', { sku, name: sku, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2, costingMethod });
    const effectiveAt = new Date(Date.now() - 1000).toISOString();
    await api.ok('POST', '/inventory/movements', { productId: product.id, warehouseId, type: 'in', quantity: 100, reason: 'bench' });
    const written = performance.now();
    await inParallel(Array.from({ length: later }, (_, i) => i), 8, (i) =>
      api.ok('POST', '/inventory/movements', { productId: product.id, warehouseId, type: i % 2 ? 'in' : 'out', quantity: 1, reason: 'bench' }),
    );
    console.log(`  ${costingMethod}: ${later} later movements written in ${Math.round(performance.now() - written)} ms`);
    const order = await api.ok('POST', '/orders/purchase-orders', { supplierId: supplier.id, warehouseId, items: [{ productId: product.id, quantity: 10, unitCost: 0.5 }] });
    await api.ok('PUT', `/orders/purchase-orders/${order.id}`, { status: 'approved' });
    const started = performance.now();
    await api.ok('POST', `/orders/purchase-orders/${order.id}/receive`, { items: [{ productId: product.id, quantity: 10 }], effectiveAt });
    const ms = Math.round(performance.now() - started);
    const corrections = await api.call('GET', `/inventory/movements?productId=${product.id}&type=revaluation&limit=1`);
    console.log(`  POST …/receive backdated before ${later} movements (${costingMethod}): ${ms} ms, ${corrections.data?.length ? 'revaluations written' : 'no revaluation'}`);
    targets.push({ target: `a backdated receipt before ${later} movements (${costingMethod}) < ${TARGET_MS} ms`, measured: `${ms} ms`, pass: ms < TARGET_MS });
  }
  for (const t of targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.measured}`);
  return targets;
}

// Alone: `node bench/backdated.js` on a fresh copy of a (small) seeded PostgreSQL dataset.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone(3991, { later: { default: '5000' } }, (api, { warehouseId }, args) => backdatedScenario(api, { warehouseId, later: Number(args.later) }));
}
