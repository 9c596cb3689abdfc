/**
 * Idempotency-Key on every write (decision 0017): for each route that creates or changes something,
 * 20 identical requests under one key race, and exactly one of them writes. Every other one gets
 * the first one's response (`Idempotent-Replayed: true`) or, while the first still runs, 409
 * IDEMPOTENCY_IN_PROGRESS with `Retry-After`; a later retry gets the stored response. On PGlite the
 * requests run one after another, so there every retry is a replay.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { idempotencyKeys } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD } from './support/app.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectStatus, keyedRetries, warehouseBody } from './support/inventory.js';
import { camelBody } from './support/products.js';
import { startReceiver, until } from './support/webhooks.js';
import { orderClient, PURCHASE_ORDERS, SALES_ORDERS, customerBody, supplierBody, type OrderClient } from './support/orders.js';

const t = await setupTestApp();
const RACERS = 20;

let admin: OrderClient;
let token: string;

beforeAll(async () => {
  token = await t.login('admin');
  admin = orderClient(t, token);
});

interface Request {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
  /** A CSV upload: the payload is the file's text. */
  csv?: boolean;
}

const send = (request: Request, key: string, bearer = token) =>
  t.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...t.auth(bearer), 'idempotency-key': key, ...(request.csv ? { 'content-type': 'text/csv' } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });

/**
 * Races RACERS copies of `request` under one new key, then retries once more; asserts that exactly
 * one request wrote (keyedRetries) and that every other success, the late retry's included, is its
 * response byte for byte. Returns the first response.
 */
async function race(request: Request, bearer = token): Promise<LightMyRequestResponse> {
  const key = randomUUID();
  const responses = await Promise.all(Array.from({ length: RACERS }, () => send(request, key, bearer)));
  const [original, ...replays] = keyedRetries(responses) as [LightMyRequestResponse, ...LightMyRequestResponse[]];
  for (const res of replays) {
    expect(res.statusCode).toBe(original.statusCode);
    expect(res.body).toBe(original.body);
  }
  const retry = await send(request, key, bearer);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  expect(retry.body).toBe(original.body);
  return original;
}

/** The `data` of a response of `status` (default 201 Created); fails the test otherwise. */
const dataOf = <T = { id: string }>(res: LightMyRequestResponse, status = 201): T => expectStatus<{ data: T }>(res, status).data;

/** A fresh product with `stock` units in a fresh warehouse, and that warehouse. */
async function stocked(stock = 10) {
  const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
  if (stock) await admin.receive(product.id, warehouse.id, stock);
  return { product, warehouse };
}

async function confirmedSalesOrder(quantity = 2) {
  const { product, warehouse } = await stocked();
  const customer = await admin.customer();
  const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity }] });
  await admin.updateSalesOrder(order.id, { status: 'confirmed' });
  return { order, product, warehouse };
}

async function approvedPurchaseOrder() {
  const { product, warehouse } = await stocked(0);
  const supplier = await admin.supplier();
  const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 10, unitCost: 2 }] });
  await admin.updatePurchaseOrder(order.id, { status: 'approved' });
  return { order, product, warehouse, supplier };
}

async function twoStepTransfer() {
  const { product, warehouse } = await stocked();
  const to = await admin.warehouse();
  const res = await admin.send('POST', '/api/warehouse/transfers', { fromWarehouseId: warehouse.id, toWarehouseId: to.id, mode: 'two-step', items: [{ productId: product.id, quantity: 3 }] });
  return { transfer: dataOf(res), product };
}

/** An open count of a fresh stocked warehouse, and the id of its one line. */
async function openCount(): Promise<{ id: string; lineId: string }> {
  const { warehouse } = await stocked();
  const { id } = dataOf(await admin.send('POST', '/api/inventory/counts', { warehouseId: warehouse.id }));
  const [line] = dataOf<{ id: string }[]>(await admin.send('GET', `/api/inventory/counts/${id}/lines`), 200);
  return { id, lineId: line!.id };
}

async function webhook() {
  return dataOf(await admin.send('POST', '/api/webhooks', { url: 'https://hooks.example.com/stockroom', events: ['product.updated'] }));
}

/** A move task of 2 units of a fresh stocked product from its warehouse's DEFAULT location to a new bin; claimed by the admin when `claimed`. */
async function moveTask(claimed = false) {
  const { product, warehouse } = await stocked();
  const [from] = dataOf<{ id: string }[]>(await admin.send('GET', `/api/warehouse/${warehouse.id}/locations?search=DEFAULT`), 200);
  const to = dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'B-01' }));
  const task = dataOf(await admin.send('POST', '/api/tasks', { type: 'move', warehouseId: warehouse.id, productId: product.id, quantity: 2, fromLocationId: from!.id, toLocationId: to.id }));
  if (claimed) dataOf(await admin.send('POST', `/api/tasks/${task.id}/claim`, {}), 200);
  return { task, from: from!, to };
}

/** A fresh warehouse with a pick-face location, and a fresh product. */
async function faceAndProduct() {
  const [warehouse, product] = await Promise.all([admin.warehouse(), admin.product()]);
  const face = dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'PF-01', type: 'pick_face' }));
  return { warehouse, product, face };
}

/** An assembly product made of 1 unit of a fresh stocked product, and an open order to build 1 of it where that stock is. */
async function assemblyOrder() {
  const { product: part, warehouse } = await stocked();
  const product = await admin.product();
  dataOf(await admin.send('PUT', `/api/products/${product.id}/bill-of-materials`, { type: 'assembly', components: [{ productId: part.id, quantity: 1 }] }), 200);
  return dataOf<{ id: string; productId: string; warehouseId: string }>(await admin.send('POST', '/api/assembly-orders', { productId: product.id, warehouseId: warehouse.id, quantity: 1 }));
}

/** A confirmed order of a fresh warehouse with a packing location, ready for a wave. */
async function readyOrder() {
  const { order, warehouse } = await confirmedSalesOrder();
  dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'PACK', type: 'packing' }));
  return { order, warehouse };
}

const cases: [string, () => Promise<Request>][] = [
  ['POST /categories', async () => ({ method: 'POST', url: '/api/categories', payload: { name: `Race ${randomUUID()}` } })],
  ['PUT /categories/{id}', async () => ({ method: 'PUT', url: `/api/categories/${(await admin.products.category()).id}`, payload: { description: 'Raced' } })],
  ['DELETE /categories/{id}', async () => ({ method: 'DELETE', url: `/api/categories/${(await admin.products.category()).id}` })],
  ['POST /products', async () => ({ method: 'POST', url: '/api/products', payload: camelBody((await admin.products.category()).id) })],
  ['PUT /products/{id}', async () => ({ method: 'PUT', url: `/api/products/${(await admin.product()).id}`, payload: { sellingPrice: 12.5 } })],
  ['DELETE /products/{id}', async () => ({ method: 'DELETE', url: `/api/products/${(await admin.product()).id}` })],
  ['POST /landed-costs', async () => {
    const { product, warehouse } = await stocked();
    const supplier = await admin.supplier();
    const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 2, unitCost: 3 }] });
    await admin.updatePurchaseOrder(order.id, { status: 'approved' });
    await admin.received(order.id, [{ productId: product.id, quantity: 2 }]);
    return { method: 'POST', url: '/api/landed-costs', payload: { purchaseOrderIds: [order.id], allocation: 'value', charges: [{ type: 'freight', amount: 10 }] } };
  }],
  ['PUT /products/{id}/costing-method', async () => ({ method: 'PUT', url: `/api/products/${(await stocked()).product.id}/costing-method`, payload: { costingMethod: 'standard', standardCost: 3.25 } })],
  ['PUT /products/{id}/bill-of-materials', async () => ({ method: 'PUT', url: `/api/products/${(await admin.product()).id}/bill-of-materials`, payload: { type: 'assembly', components: [{ productId: (await admin.product()).id, quantity: 2 }] } })],
  ['DELETE /products/{id}/bill-of-materials', async () => ({ method: 'DELETE', url: `/api/products/${(await assemblyOrder()).productId}/bill-of-materials` })],
  ['POST /assembly-orders', async () => {
    const order = await assemblyOrder();
    return { method: 'POST', url: '/api/assembly-orders', payload: { productId: order.productId, warehouseId: order.warehouseId, quantity: 1 } };
  }],
  ['POST /assembly-orders/{id}/complete', async () => ({ method: 'POST', url: `/api/assembly-orders/${(await assemblyOrder()).id}/complete`, payload: {} })],
  ['POST /assembly-orders/{id}/cancel', async () => ({ method: 'POST', url: `/api/assembly-orders/${(await assemblyOrder()).id}/cancel`, payload: {} })],
  ['PUT /products/{id}/units', async () => ({ method: 'PUT', url: `/api/products/${(await admin.product()).id}/units`, payload: { units: [{ name: 'case', quantity: 12 }] } })],
  ['POST /products/import', async () => ({ method: 'POST', url: '/api/products/import?dryRun=false', csv: true, payload: `sku,sellingPrice\r\n${(await admin.product()).sku},9.9\r\n` })],
  ['POST /warehouse', async () => ({ method: 'POST', url: '/api/warehouse', payload: warehouseBody() })],
  ['PUT /warehouse/{id}', async () => ({ method: 'PUT', url: `/api/warehouse/${(await admin.warehouse()).id}`, payload: { name: 'Raced name' } })],
  ['POST /warehouse/{id}/locations', async () => ({ method: 'POST', url: `/api/warehouse/${(await admin.warehouse()).id}/locations`, payload: { code: 'A-01', name: 'Aisle A' } })],
  [
    'PUT /warehouse/{id}/locations/{locationId}',
    async () => {
      const warehouse = await admin.warehouse();
      const location = dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'B-01' }));
      return { method: 'PUT', url: `/api/warehouse/${warehouse.id}/locations/${location.id}`, payload: { name: 'Bay B' } };
    },
  ],
  [
    'POST /warehouse/{id}/putaway-rules',
    async () => {
      const [warehouse, product] = await Promise.all([admin.warehouse(), admin.product()]);
      return { method: 'POST', url: `/api/warehouse/${warehouse.id}/putaway-rules`, payload: { productId: product.id, zone: 'A' } };
    },
  ],
  [
    'PUT /warehouse/{id}/putaway-rules/{ruleId}',
    async () => {
      const [warehouse, product] = await Promise.all([admin.warehouse(), admin.product()]);
      const rule = dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/putaway-rules`, { productId: product.id, zone: 'A' }));
      return { method: 'PUT', url: `/api/warehouse/${warehouse.id}/putaway-rules/${rule.id}`, payload: { priority: 7 } };
    },
  ],
  [
    'DELETE /warehouse/{id}/putaway-rules/{ruleId}',
    async () => {
      const [warehouse, product] = await Promise.all([admin.warehouse(), admin.product()]);
      const rule = dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/putaway-rules`, { productId: product.id, zone: 'A' }));
      return { method: 'DELETE', url: `/api/warehouse/${warehouse.id}/putaway-rules/${rule.id}` };
    },
  ],
  [
    'POST /warehouse/{id}/pick-faces',
    async () => {
      const { warehouse, product, face } = await faceAndProduct();
      return { method: 'POST', url: `/api/warehouse/${warehouse.id}/pick-faces`, payload: { locationId: face.id, productId: product.id, min: 2, max: 10 } };
    },
  ],
  [
    'PUT /warehouse/{id}/pick-faces/{pickFaceId}',
    async () => {
      const { warehouse, product, face } = await faceAndProduct();
      const pickFace = dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/pick-faces`, { locationId: face.id, productId: product.id, min: 2, max: 10 }));
      return { method: 'PUT', url: `/api/warehouse/${warehouse.id}/pick-faces/${pickFace.id}`, payload: { max: 12 } };
    },
  ],
  [
    'DELETE /warehouse/{id}/pick-faces/{pickFaceId}',
    async () => {
      const { warehouse, product, face } = await faceAndProduct();
      const pickFace = dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/pick-faces`, { locationId: face.id, productId: product.id, min: 2, max: 10 }));
      return { method: 'DELETE', url: `/api/warehouse/${warehouse.id}/pick-faces/${pickFace.id}` };
    },
  ],
  [
    'POST /tasks',
    async () => {
      const { task, from, to } = await moveTask();
      const { warehouseId, product } = dataOf<{ warehouseId: string; product: { id: string } }>(await admin.send('GET', `/api/tasks/${task.id}`), 200);
      return { method: 'POST', url: '/api/tasks', payload: { type: 'move', warehouseId, productId: product.id, quantity: 1, fromLocationId: from.id, toLocationId: to.id } };
    },
  ],
  ['POST /tasks/{id}/claim', async () => ({ method: 'POST', url: `/api/tasks/${(await moveTask()).task.id}/claim`, payload: {} })],
  ['POST /tasks/{id}/release', async () => ({ method: 'POST', url: `/api/tasks/${(await moveTask(true)).task.id}/release`, payload: {} })],
  ['POST /tasks/{id}/start', async () => ({ method: 'POST', url: `/api/tasks/${(await moveTask(true)).task.id}/start`, payload: {} })],
  [
    'POST /tasks/{id}/complete',
    async () => {
      const { task, from, to } = await moveTask(true);
      return { method: 'POST', url: `/api/tasks/${task.id}/complete`, payload: { locationId: from.id, toLocationId: to.id, quantity: 2 } };
    },
  ],
  ['POST /tasks/{id}/cancel', async () => ({ method: 'POST', url: `/api/tasks/${(await moveTask()).task.id}/cancel`, payload: {} })],
  [
    'POST /picking/waves',
    async () => {
      const { order, warehouse } = await readyOrder();
      return { method: 'POST', url: '/api/picking/waves', payload: { warehouseId: warehouse.id, salesOrderIds: [order.id] } };
    },
  ],
  [
    'POST /picking/waves/{id}/cancel',
    async () => {
      const { order, warehouse } = await readyOrder();
      const wave = dataOf(await admin.send('POST', '/api/picking/waves', { warehouseId: warehouse.id, salesOrderIds: [order.id] }));
      return { method: 'POST', url: `/api/picking/waves/${wave.id}/cancel`, payload: {} };
    },
  ],
  ['POST /suppliers', async () => ({ method: 'POST', url: '/api/suppliers', payload: supplierBody() })],
  ['PUT /suppliers/{id}', async () => ({ method: 'PUT', url: `/api/suppliers/${(await admin.supplier()).id}`, payload: { leadTimeDays: 4 } })],
  ['POST /customers', async () => ({ method: 'POST', url: '/api/customers', payload: customerBody() })],
  ['PUT /customers/{id}', async () => ({ method: 'PUT', url: `/api/customers/${(await admin.customer()).id}`, payload: { phone: '+31 10 000 0000' } })],
  ['POST /exchange-rates', async () => ({ method: 'POST', url: '/api/exchange-rates', payload: { currency: 'GBP', rate: 1.27 } })],
  [
    'POST /suppliers/{id}/products',
    async () => ({ method: 'POST', url: `/api/suppliers/${(await admin.supplier()).id}/products`, payload: { productId: (await admin.product()).id, unitCost: 3.5 } }),
  ],
  [
    'PUT /suppliers/{id}/products/{productId}',
    async () => {
      const [supplier, product] = await Promise.all([admin.supplier(), admin.product()]);
      expectStatus(await admin.send('POST', `/api/suppliers/${supplier.id}/products`, { productId: product.id, unitCost: 3.5 }), 201);
      return { method: 'PUT', url: `/api/suppliers/${supplier.id}/products/${product.id}`, payload: { unitCost: 3.25 } };
    },
  ],
  [
    'DELETE /suppliers/{id}/products/{productId}',
    async () => {
      const [supplier, product] = await Promise.all([admin.supplier(), admin.product()]);
      expectStatus(await admin.send('POST', `/api/suppliers/${supplier.id}/products`, { productId: product.id, unitCost: 3.5 }), 201);
      return { method: 'DELETE', url: `/api/suppliers/${supplier.id}/products/${product.id}` };
    },
  ],
  [
    'POST /orders/purchase-orders/from-suggestions',
    async () => {
      const { product, warehouse } = await stocked(0);
      const supplier = await admin.supplier();
      expectStatus(await admin.send('POST', `/api/suppliers/${supplier.id}/products`, { productId: product.id, unitCost: 3.5, isPreferred: true }), 201);
      return { method: 'POST', url: '/api/orders/purchase-orders/from-suggestions', payload: { warehouseId: warehouse.id, productIds: [product.id] } };
    },
  ],
  [
    'POST /orders/purchase-orders',
    async () => {
      const { product, warehouse } = await stocked(0);
      return { method: 'POST', url: PURCHASE_ORDERS, payload: { supplierId: (await admin.supplier()).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4, unitCost: 2 }] } };
    },
  ],
  ['PUT /orders/purchase-orders/{id} (approve)', async () => ({ method: 'PUT', url: `${PURCHASE_ORDERS}/${(await approvedPurchaseOrder()).order.id}`, payload: { status: 'cancelled' } })],
  [
    'POST /orders/purchase-orders/{id}/receive',
    async () => {
      const { order } = await approvedPurchaseOrder();
      return { method: 'POST', url: `${PURCHASE_ORDERS}/${order.id}/receive`, payload: { items: [{ itemId: order.items[0]!.id, quantity: 4 }] } };
    },
  ],
  [
    'POST /orders/purchase-orders/{id}/returns',
    async () => {
      const { order } = await approvedPurchaseOrder();
      await admin.received(order.id, [{ itemId: order.items[0]!.id, quantity: 10 }]);
      return { method: 'POST', url: `${PURCHASE_ORDERS}/${order.id}/returns`, payload: { items: [{ itemId: order.items[0]!.id, quantity: 2 }], reason: 'Damaged in transit' } };
    },
  ],
  [
    'POST /orders/sales-orders',
    async () => {
      const { product, warehouse } = await stocked();
      return { method: 'POST', url: SALES_ORDERS, payload: { customerId: (await admin.customer()).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] } };
    },
  ],
  [
    'PUT /orders/sales-orders/{id} (confirm)',
    async () => {
      const { product, warehouse } = await stocked();
      const order = await admin.salesOrder({ customerId: (await admin.customer()).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 3 }] });
      return { method: 'PUT', url: `${SALES_ORDERS}/${order.id}`, payload: { status: 'confirmed' } };
    },
  ],
  ['POST /orders/sales-orders/{id}/ship', async () => ({ method: 'POST', url: `${SALES_ORDERS}/${(await confirmedSalesOrder()).order.id}/ship`, payload: { carrier: 'UPS' } })],
  [
    'PUT /orders/sales-orders/{id}/items/{itemId}',
    async () => {
      const { order } = await confirmedSalesOrder(3);
      return { method: 'PUT', url: `${SALES_ORDERS}/${order.id}/items/${order.items[0]!.id}`, payload: { quantity: 1 } };
    },
  ],
  [
    'POST /orders/sales-orders/{id}/allocations',
    async () => {
      const { order: from, product, warehouse } = await confirmedSalesOrder(10);
      const to = await admin.salesOrder({ customerId: (await admin.customer()).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 2 }] });
      await admin.updateSalesOrder(to.id, { status: 'confirmed' });
      return { method: 'POST', url: `${SALES_ORDERS}/${to.id}/allocations`, payload: { fromSalesOrderId: from.id, productId: product.id, quantity: 2 } };
    },
  ],
  [
    'POST /inventory/holds',
    async () => {
      const { product, warehouse } = await stocked();
      return { method: 'POST', url: '/api/inventory/holds', payload: { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 1 }] } };
    },
  ],
  [
    'DELETE /inventory/holds/{id}',
    async () => {
      const { product, warehouse } = await stocked();
      const hold = dataOf(await admin.send('POST', '/api/inventory/holds', { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 1 }] }));
      return { method: 'DELETE', url: `/api/inventory/holds/${hold.id}` };
    },
  ],
  [
    'POST /orders/sales-orders/{id}/returns',
    async () => {
      const { order } = await confirmedSalesOrder();
      const shipped = await admin.shipped(order.id);
      return { method: 'POST', url: `${SALES_ORDERS}/${order.id}/returns`, payload: { items: [{ itemId: shipped.items[0]!.id, quantity: 1, condition: 'resellable' }], reason: 'Ordered too many' } };
    },
  ],
  [
    'POST /inventory/movements',
    async () => {
      const { product, warehouse } = await stocked(0);
      return { method: 'POST', url: '/api/inventory/movements', payload: { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 5, reason: 'Delivery' } };
    },
  ],
  [
    'POST /inventory/adjustments',
    async () => {
      const { product, warehouse } = await stocked();
      return { method: 'POST', url: '/api/inventory/adjustments', payload: { productId: product.id, warehouseId: warehouse.id, quantity: -1, reason: 'damage' } };
    },
  ],
  [
    'POST /inventory/relocations',
    async () => {
      const { product, warehouse } = await stocked();
      const location = async (code: string) => dataOf(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code }));
      const [from, to] = [await location('A-01'), await location('B-01')];
      expectStatus(await admin.send('POST', '/api/inventory/movements', { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 4, reason: 'Putaway', locationId: from.id }), 201);
      return { method: 'POST', url: '/api/inventory/relocations', payload: { productId: product.id, warehouseId: warehouse.id, fromLocationId: from.id, toLocationId: to.id, quantity: 2 } };
    },
  ],
  [
    'POST /inventory/import',
    async () => {
      const { product, warehouse } = await stocked(0);
      return { method: 'POST', url: '/api/inventory/import', csv: true, payload: `sku,warehouseCode,quantity\r\n${product.sku},${warehouse.code},7\r\n` };
    },
  ],
  [
    'POST /warehouse/transfers',
    async () => {
      const { product, warehouse } = await stocked();
      return { method: 'POST', url: '/api/warehouse/transfers', payload: { fromWarehouseId: warehouse.id, toWarehouseId: (await admin.warehouse()).id, items: [{ productId: product.id, quantity: 2 }] } };
    },
  ],
  ['POST /warehouse/transfers/{id}/ship', async () => ({ method: 'POST', url: `/api/warehouse/transfers/${(await twoStepTransfer()).transfer.id}/ship` })],
  [
    'POST /warehouse/transfers/{id}/receive',
    async () => {
      const { transfer, product } = await twoStepTransfer();
      expectStatus(await admin.send('POST', `/api/warehouse/transfers/${transfer.id}/ship`), 200);
      return { method: 'POST', url: `/api/warehouse/transfers/${transfer.id}/receive`, payload: { items: [{ productId: product.id, quantity: 2 }] } };
    },
  ],
  [
    'POST /warehouse/transfers/{id}/close',
    async () => {
      const { transfer, product } = await twoStepTransfer();
      expectStatus(await admin.send('POST', `/api/warehouse/transfers/${transfer.id}/ship`), 200);
      expectStatus(await admin.send('POST', `/api/warehouse/transfers/${transfer.id}/receive`, { items: [{ productId: product.id, quantity: 2 }] }), 200);
      return { method: 'POST', url: `/api/warehouse/transfers/${transfer.id}/close` };
    },
  ],
  ['POST /warehouse/transfers/{id}/cancel', async () => ({ method: 'POST', url: `/api/warehouse/transfers/${(await twoStepTransfer()).transfer.id}/cancel` })],
  [
    'POST /inventory/counts',
    async () => ({ method: 'POST', url: '/api/inventory/counts', payload: { warehouseId: (await stocked()).warehouse.id } }),
  ],
  [
    'PUT /inventory/counts/{id}/lines',
    async () => {
      const count = await openCount();
      return { method: 'PUT', url: `/api/inventory/counts/${count.id}/lines`, payload: { lines: [{ lineId: count.lineId, countedQuantity: 9 }] } };
    },
  ],
  [
    'POST /inventory/counts/{id}/approve',
    async () => {
      const count = await openCount();
      expectStatus(await admin.send('PUT', `/api/inventory/counts/${count.id}/lines`, { lines: [{ lineId: count.lineId, countedQuantity: 9 }] }), 200);
      return { method: 'POST', url: `/api/inventory/counts/${count.id}/approve`, payload: {} };
    },
  ],
  ['POST /inventory/counts/{id}/cancel', async () => ({ method: 'POST', url: `/api/inventory/counts/${(await openCount()).id}/cancel` })],
  ['POST /users', async () => ({ method: 'POST', url: '/api/users', payload: { email: `race-${randomUUID()}@example.com`, name: 'Raced user', password: TEST_PASSWORD, role: 'staff' } })],
  ['PUT /users/{id}', async () => ({ method: 'PUT', url: `/api/users/${await userId()}`, payload: { name: 'Raced name' } })],
  ['DELETE /users/{id}', async () => ({ method: 'DELETE', url: `/api/users/${await userId()}` })],
  ['POST /api-keys', async () => ({ method: 'POST', url: '/api/api-keys', payload: { name: 'Raced key', permissions: ['products:read'] } })],
  [
    'POST /api-keys/{id}/roll',
    async () => ({ method: 'POST', url: `/api/api-keys/${dataOf(await admin.send('POST', '/api/api-keys', { name: 'Rolled key', permissions: ['products:read'] })).id}/roll`, payload: { expireOldInHours: 1 } }),
  ],
  [
    'DELETE /api-keys/{id}',
    async () => ({ method: 'DELETE', url: `/api/api-keys/${dataOf(await admin.send('POST', '/api/api-keys', { name: 'Doomed key', permissions: ['products:read'] })).id}` }),
  ],
  ['POST /webhooks', async () => ({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://hooks.example.com/race', events: ['stock.changed'] } })],
  ['PUT /webhooks/{id}', async () => ({ method: 'PUT', url: `/api/webhooks/${(await webhook()).id}`, payload: { description: 'Raced' } })],
  ['DELETE /webhooks/{id}', async () => ({ method: 'DELETE', url: `/api/webhooks/${(await webhook()).id}` })],
  [
    'POST /webhooks/{id}/deliveries/{deliveryId}/redeliver',
    async () => {
      const receiver = await startReceiver();
      const hook = dataOf(await admin.send('POST', '/api/webhooks', { url: receiver.url, events: ['product.created'] }));
      await admin.product();
      const delivered = await until(async () => dataOf<{ id: string; status: string }[]>(await admin.send('GET', `/api/webhooks/${hook.id}/deliveries`), 200).find((d) => d.status === 'delivered'));
      return { method: 'POST', url: `/api/webhooks/${hook.id}/deliveries/${delivered.id}/redeliver` };
    },
  ],
  ['POST /webhooks/{id}/ping', async () => ({ method: 'POST', url: `/api/webhooks/${(await webhook()).id}/ping`, payload: { message: 'Raced' } })],
  ['POST /webhooks/{id}/rotate-secret', async () => ({ method: 'POST', url: `/api/webhooks/${(await webhook()).id}/rotate-secret`, payload: { expireOldInHours: 1 } })],
  [
    'POST /webhooks/{id}/redeliver',
    async () => {
      const receiver = await startReceiver();
      const hook = dataOf(await admin.send('POST', '/api/webhooks', { url: receiver.url, events: ['product.created'] }));
      await admin.product();
      const delivered = await until(async () => dataOf<{ eventSequence: number; status: string }[]>(await admin.send('GET', `/api/webhooks/${hook.id}/deliveries`), 200).find((d) => d.status === 'delivered'));
      return { method: 'POST', url: `/api/webhooks/${hook.id}/redeliver`, payload: { afterSequence: delivered.eventSequence - 1, untilSequence: delivered.eventSequence } };
    },
  ],
];

async function userId(): Promise<string> {
  return dataOf(await admin.send('POST', '/api/users', { email: `user-${randomUUID()}@example.com`, name: 'Someone', password: TEST_PASSWORD, role: 'staff' })).id;
}

describe('Idempotency-Key: 20 identical requests race on every write route', () => {
  it('covers every operation the API document says honours Idempotency-Key', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    const honouring = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.parameters?.some((parameter) => parameter.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(cases.map(([name]) => name.replace(/ \(.*\)$/, '')))).toEqual(new Set(honouring));
  });

  it.each(cases)('%s writes once', async (_name, prepare) => {
    await race(await prepare());
  });

  it('creates one sales order for a retried checkout, and takes one number', async () => {
    const { product, warehouse } = await stocked();
    const customer = await admin.customer();
    const created = await race({ method: 'POST', url: SALES_ORDERS, payload: { customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] } });
    expect(created.statusCode).toBe(201);
    expect((await admin.salesOrders({ customerId: customer.id })).meta.total).toBe(1);
  });

  it('replays a state transition already reached: confirming a confirmed order again returns the stored success', async () => {
    const { product, warehouse } = await stocked();
    const order = await admin.salesOrder({ customerId: (await admin.customer()).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 2 }] });
    const key = randomUUID();
    const confirm: Request = { method: 'PUT', url: `${SALES_ORDERS}/${order.id}`, payload: { status: 'confirmed' } };
    const first = await send(confirm, key);
    expect(first.statusCode).toBe(200);
    const again = await send(confirm, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect((await admin.stockOf(product.id, warehouse.id)).reserved).toBe(2);
  });

  it('keeps what a response shows once (a webhook secret) sealed in the stored response', async () => {
    const key = randomUUID();
    const created = dataOf<{ id: string; secret: string }>(await send({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://hooks.example.com/sealed', events: ['stock.changed'] } }, key));
    const stored = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(created.secret);
    const replay = await send({ method: 'POST', url: '/api/webhooks', payload: { url: 'https://hooks.example.com/sealed', events: ['stock.changed'] } }, key);
    expect(dataOf<{ secret: string }>(replay).secret).toBe(created.secret);
  });

  it('keeps every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a request still running under a key (PostgreSQL)', () => {
  it('answers 409 IDEMPOTENCY_IN_PROGRESS with Retry-After, writes nothing, and the retry after it finishes writes once', async () => {
    const { product, warehouse } = await stocked(0);
    const me = dataOf(await admin.send('GET', '/api/auth/me'), 200);
    const key = randomUUID();
    const movement: Request = { method: 'POST', url: '/api/inventory/movements', payload: { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 5, reason: 'Delivery' } };
    // The lock a first request under the key holds while it runs, taken here on a connection of the test's own.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${me.id}:${key}`}, 0))`);
      const waiting = await send(movement, key);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json().error).toEqual({ code: 'IDEMPOTENCY_IN_PROGRESS', message: 'A request with this Idempotency-Key is still in progress' });
      expect(waiting.headers['retry-after']).toBe('1');
    });
    expect(await admin.onHand(product.id, warehouse.id)).toBe(0);
    const retry = await send(movement, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await admin.onHand(product.id, warehouse.id)).toBe(5);
  });
});
