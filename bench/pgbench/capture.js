// Captures the statements the server sends for each scripted request: the server runs through the
// wire proxy (wire.js) with the webhook worker off and sessions cached, so that between a request
// and its response the only traffic is the request's own. Each path runs three times: once to warm
// it up, then as variants A and B with different products, customers and quantities, so that
// generate.js can tell the values that follow the input from those that are constant.
import { client, startServer, stopServer } from '../harness.js';
import { startProxy } from './wire.js';

/**
 * The scripted paths. `pick`: inputs drawn per transaction from bench_pgbench_pick; `fresh`: inputs
 * the server generates (new in each transaction); `carried`: inputs set by an earlier script of the
 * same flow. warehouse_id and user_id are the run's context; quantity is 1 in the scripts.
 */
export const PATHS = [
  { name: 'movement_in', title: 'POST /api/inventory/movements (type in, untracked product)', pick: ['product_id'], fresh: [], carried: [] },
  { name: 'movement_out', title: 'POST /api/inventory/movements (type out, untracked product)', pick: ['product_id'], fresh: [], carried: [] },
  { name: 'so_create', title: 'POST /api/orders/sales-orders (one line)', pick: ['product_id', 'customer_id'], fresh: ['order_id'], carried: [] },
  { name: 'so_confirm', title: 'PUT /api/orders/sales-orders/{id} {status: confirmed}', pick: [], fresh: [], carried: ['order_id', 'product_id', 'customer_id'] },
  { name: 'so_ship', title: 'POST /api/orders/sales-orders/{id}/ship', pick: [], fresh: [], carried: ['order_id', 'product_id', 'customer_id'] },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/**
 * Runs every path of PATHS as the warm-up and variants A and B on the server of `env` (PostgreSQL)
 * at `port`, with `products` (untracked, stocked in the first warehouse, at least three) and returns
 * { [path]: { A, B } }, each { statements, inputs }.
 */
export async function capture(env, port, products) {
  let log = [];
  const target = new URL(env.DATABASE_URL);
  const proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) }, (statement) => log.push(statement));
  const url = new URL(env.DATABASE_URL);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const server = await startServer({ ...env, DATABASE_URL: url.toString(), WEBHOOK_WORKER: 'false', SESSION_CACHE_TTL_MS: '3600000' }, port);
  try {
    const api = await client(`http://127.0.0.1:${port}`);
    const userId = (await api.ok('GET', '/auth/me')).id;
    const [warehouse] = await api.ok('GET', '/warehouse');
    const customers = await api.ok('GET', '/customers?limit=3');
    // Three products whose prices differ, and whose stock differs between A and B by more than their
    // quantities can even out (values equal in A and B would be taken for constants).
    const chosen = [];
    for (const id of products) {
      const product = await api.ok('GET', `/products/${id}`);
      if (chosen.every((p) => p.costPrice !== product.costPrice && p.sellingPrice !== product.sellingPrice)) chosen.push(product);
      if (chosen.length === 3) break;
    }
    const available = async (p) => (await api.ok('GET', `/inventory?productId=${p.id}&warehouseId=${warehouse.id}`))[0]?.onHand;
    const apart = (await available(chosen[2])) - (await available(chosen[1]));
    if (Math.abs(apart) < 10) await api.ok('POST', '/inventory/movements', { productId: chosen[2].id, warehouseId: warehouse.id, type: 'in', quantity: 20 - apart, reason: 'bench' });

    /** The statements of one request. */
    const record = async (method, path, body) => {
      await settle();
      log = [];
      const res = await api.call(method, path, body);
      if (res.status >= 300) throw new Error(`capture: ${method} ${path} answered ${res.status}`);
      await settle();
      return { statements: log, data: res.data };
    };
    const result = Object.fromEntries(PATHS.map((p) => [p.name, {}]));
    for (const [variant, index, quantity] of [['warmup', 0, 1], ['A', 1, 2], ['B', 2, 3]]) {
      const inputs = { product_id: chosen[index].id, customer_id: customers[index].id, warehouse_id: warehouse.id, user_id: userId, quantity: String(quantity), neg_quantity: String(-quantity) };
      const movement = (type) => record('POST', '/inventory/movements', { productId: inputs.product_id, warehouseId: warehouse.id, type, quantity, reason: 'bench' });
      result.movement_in[variant] = { ...(await movement('in')), inputs };
      result.movement_out[variant] = { ...(await movement('out')), inputs };
      const created = await record('POST', '/orders/sales-orders', { customerId: inputs.customer_id, warehouseId: warehouse.id, items: [{ productId: inputs.product_id, quantity }] });
      const orderInputs = { ...inputs, order_id: created.data.id };
      result.so_create[variant] = { ...created, inputs: orderInputs };
      result.so_confirm[variant] = { ...(await record('PUT', `/orders/sales-orders/${created.data.id}`, { status: 'confirmed' })), inputs: orderInputs };
      result.so_ship[variant] = { ...(await record('POST', `/orders/sales-orders/${created.data.id}/ship`, {})), inputs: orderInputs };
    }
    return result;
  } finally {
    await stopServer(server);
    await proxy.close();
  }
}
