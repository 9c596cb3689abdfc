// The HTTP scenarios of `npm run bench`: autocannon on a read or a flow, alone or beside a paced
// writer. Each returns a row { scenario, reqPerSec, p50, p99, non2xx, … }.
import autocannon from 'autocannon';
import { load, pacedWriter, pick, randomInt } from './harness.js';

const SEARCH_TERMS = ['steel', 'wooden', 'chair', 'soft', 'fresh', 'granite', 'shoes', 'rubber', 'table', 'bike'];

/** A GET of `path()` (a new path per request). */
export const getting = (path) => [{ setupRequest: (r) => ({ ...r, path: path() }) }];
export const productPage = () => `/api/products?page=${randomInt(1, 100)}&limit=20`;
export const stockPage = () => `/api/inventory?page=${randomInt(1, 100)}&limit=20`;

/** `requests` under autocannon for `duration` seconds, printed as it ends. */
export async function measure(api, name, requests, { connections, duration }) {
  const row = { scenario: name, ...(await load(api, { connections, duration, requests })) };
  console.log(`  ${name.padEnd(60)} ${String(row.reqPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.non2xx}`);
  return row;
}

/** The same as `measure`, with `write()` started `rate` times a second beside it; the row gets the achieved write rate. */
export async function measureBeside(api, name, requests, { rate, write, label }, options) {
  const stop = pacedWriter(rate, write);
  const row = await measure(api, `${name} beside ${rate} ${label}/s`, requests, options);
  const writes = await stop();
  row.writeRate = writes.rate;
  row.scenario += ` (achieved ${writes.rate}/s${writes.failed ? `, ${writes.failed} failed` : ''})`;
  console.log(`    writes achieved ${writes.rate}/s, ${writes.failed} failed`);
  return row;
}

/**
 * The product-list scenarios of decision 0002, after a warm-up of 3 s that is not measured (V8 optimizes
 * the path); `record(row)` is called as each ends.
 */
export async function productLists(api, { products, connections, duration }, record) {
  const pages = Math.ceil(products / 20);
  await autocannon({ url: api.base, connections, duration: 3, headers: api.headers, requests: getting(productPage) });
  const options = { connections, duration };
  const scenarios = [
    ['GET /api/products?page=1..100&limit=20', productPage],
    [`GET /api/products?page=1..${pages}&limit=20`, () => `/api/products?page=${randomInt(1, pages)}&limit=20`],
    ['GET /api/products?limit=100', () => `/api/products?page=${randomInt(1, 20)}&limit=100`],
    ['GET /api/products?search=<word>', () => `/api/products?search=${pick(SEARCH_TERMS)}`],
  ];
  const rows = [];
  for (const [name, path] of scenarios) rows.push(await record(await measure(api, name, getting(path), options)));
  return rows;
}

/** A stock movement of one unit, in (60%) or out, of one of `products` in `warehouseId`. */
export const movementBody = (products, warehouseId) => ({ productId: pick(products), warehouseId, type: Math.random() < 0.6 ? 'in' : 'out', quantity: 1, reason: 'bench' });

/** Autocannon requests of stock movements. */
export const movements = (products, warehouseId) => [
  { method: 'POST', path: '/api/inventory/movements', setupRequest: (r) => ({ ...r, body: JSON.stringify(movementBody(products, warehouseId)) }) },
];

/** A writer of stock movements through the API. */
export const movementWriter = (api, products, warehouseId) => () => api.ok('POST', '/inventory/movements', movementBody(products, warehouseId));

/**
 * A writer of product writes: half price updates (PUT /api/products/{id}), half purchase-order
 * receipts (create, approve, receive all), which re-average the product's cost price.
 */
export function productWriter(api, { products, supplierId, warehouseId }) {
  let n = 0;
  return async () => {
    const productId = pick(products);
    if (n++ % 2 === 0) return api.ok('PUT', `/products/${productId}`, { sellingPrice: randomInt(500, 5000) / 100 });
    const order = await api.ok('POST', '/orders/purchase-orders', { supplierId, warehouseId, items: [{ productId, quantity: 5, unitCost: randomInt(100, 2000) / 100 }] });
    await api.ok('PUT', `/orders/purchase-orders/${order.id}`, { status: 'approved' });
    return api.ok('POST', `/orders/purchase-orders/${order.id}/receive`, { items: [{ itemId: order.items[0].id, quantity: 5 }] });
  };
}

/** Autocannon requests of the sales-order flow: create (one line of one of `products`), confirm, ship. */
export function salesOrderFlow(products, { customers, warehouseId }) {
  return [
    {
      method: 'POST',
      path: '/api/orders/sales-orders',
      setupRequest: (r) => ({ ...r, body: JSON.stringify({ customerId: pick(customers), warehouseId, items: [{ productId: pick(products), quantity: 1 }] }) }),
      onResponse: (status, body, context) => {
        context.order = status === 201 ? JSON.parse(body).data.id : undefined;
      },
    },
    { method: 'PUT', setupRequest: (r, context) => ({ ...r, path: `/api/orders/sales-orders/${context.order}`, body: JSON.stringify({ status: 'confirmed' }) }) },
    { method: 'POST', setupRequest: (r, context) => ({ ...r, path: `/api/orders/sales-orders/${context.order}/ship`, body: '{}' }) },
  ];
}

/** `measure` of a sales-order flow; the row's scenario names the orders per second (a third of the requests). */
export async function measureFlow(api, name, requests, options) {
  const row = await measure(api, name, requests, options);
  row.ordersPerSec = Math.round(row.reqPerSec / 3);
  row.scenario = `${name}: ${row.ordersPerSec} orders/s`;
  return row;
}

/**
 * Five lot-tracked products for the FEFO scenario, each with 8 lots of 20,000 units in the first 4
 * bins of `warehouseId` (expiry dates from yesterday to next year), or none when the server has no
 * lots (an earlier schema, measured A/B).
 */
export async function fefoProducts(api, warehouseId) {
  const bins = await api.call('GET', `/warehouse/${warehouseId}/locations?limit=5`);
  if (bins.status !== 200) return [];
  const [category] = await api.ok('GET', '/categories?limit=1');
  const products = [];
  for (let i = 0; i < 5; i++) {
    const sku = `BENCH-FEFO-${Date.now()}-${i}`;
    const product = await api.ok('POST', '/products', { sku, name: sku, categoryId: category.id, unitOfMeasure: 'liter', costPrice: 2, sellingPrice: 5, tracking: 'lot' });
    for (let lot = 0; lot < 8; lot++) {
      const expiryDate = new Date(Date.now() + (lot * 50 - 1) * 86_400_000).toISOString().slice(0, 10);
      const locationId = bins.data[1 + (lot % 4)].id;
      await api.ok('POST', '/inventory/movements', { productId: product.id, warehouseId, type: 'in', quantity: 20_000, reason: 'bench', lotNumber: `${sku}-L${lot}`, expiryDate, locationId });
    }
    products.push(product.id);
  }
  return products;
}
