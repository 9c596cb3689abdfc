/**
 * A web shop's day through the published client (packages/client), against a server on a real
 * socket: it places orders with its own idempotency keys and retries one whose answer the network
 * dropped, mirrors stock with a change feed while the warehouse keeps writing, and consumes
 * webhooks signed across a rotation of their secret. Nothing may be written twice or missed.
 */
import { createClient, paginate, StockroomError, verifyWebhook, type StockroomClient } from '@stockroom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { FEED_TEST_TIMEOUT_MS, untilFed } from './support/feeds.js';
import { ledgerMismatches } from './support/ledger.js';
import { orderClient, type OrderClient } from './support/orders.js';
import { startReceiver, until } from './support/webhooks.js';

const t = await setupTestApp({ WEBHOOK_RETRY_BASE_MS: 200 });
const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });

let admin: OrderClient;
let shop: StockroomClient;
/** Requests whose answer the "network" drops after the server carried them out, by method and path. */
const dropAnswerOf = new Set<string>();
let sent = 0;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  const key = await admin.send('POST', '/api/api-keys', { name: 'Web shop', permissions: ['products:read', 'inventory:read', 'orders:read', 'orders:create', 'orders:approve'] });
  expect(key.statusCode).toBe(201);
  const flaky: typeof fetch = async (input, init) => {
    sent++;
    const request = new Request(input, init);
    const response = await fetch(request);
    const name = `${request.method} ${new URL(request.url).pathname}`;
    if (dropAnswerOf.delete(name)) throw new TypeError('fetch failed: the connection was reset');
    return response;
  };
  shop = createClient({ baseUrl: `${origin}/api`, token: key.json().data.key, fetch: flaky, sleep: async () => {} });
});

describe("a shop's day", () => {
  it('orders once when the answer to its checkout is lost, and confirms once when it retries the confirmation', async () => {
    const [product, warehouse, customer] = await Promise.all([admin.product(), admin.warehouse(), admin.customer()]);
    await admin.receive(product.id, warehouse.id, 10);
    const draft = { customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 3 }] };
    dropAnswerOf.add('POST /api/orders/sales-orders');
    const before = sent;
    const created = await shop.orders.salesOrdersCreate(draft, { headers: { 'idempotency-key': 'shop-cart-1' } });
    expect(sent - before).toBe(2);
    expect(created.headers.get('idempotent-replayed')).toBe('true');
    dropAnswerOf.add(`PUT /api/orders/sales-orders/${created.data.data.id}`);
    const confirmed = await shop.orders.salesOrdersUpdate({ id: created.data.data.id }, { status: 'confirmed' });
    expect(confirmed.data.data.status).toBe('confirmed');
    const orders = [];
    for await (const order of paginate(shop.orders.salesOrdersList, { customerId: customer.id })) orders.push(order);
    expect(orders.map((order) => order.id)).toEqual([created.data.data.id]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 10, reserved: 3 });
    // A cart it holds first but that cannot be met is a typed error, nothing held.
    const refused = await shop.inventory.inventoryCreateHold({ warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 50 }] }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StockroomError);
    expect(refused).toMatchObject({ status: 409, code: 'INSUFFICIENT_STOCK' });
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 10, reserved: 3 });
    // One it can meet is held for ten minutes and becomes the order's allocation.
    const held = await shop.inventory.inventoryCreateHold({ warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 4 }], expiresInSeconds: 600, reference: 'cart-2' });
    const order = await shop.orders.salesOrdersCreate({ ...draft, holdId: held.data.data.id, items: [{ productId: product.id, quantity: 4 }] });
    expect(order.data.data.items[0]).toMatchObject({ allocatedQuantity: 4 });
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 10, reserved: 7 });
  });

  it('mirrors every stock level written while the warehouse keeps receiving, from updatedSince and then its cursor', async () => {
    const since = new Date().toISOString();
    const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
    const mirror = new Map<string, number>();
    let cursor: string | undefined;
    const sync = async () => {
      for (;;) {
        const { data: page } = await shop.inventory.inventoryLevels(cursor ? { cursor, limit: 5 } : { updatedSince: since, limit: 5 });
        // List form A (the default): the items, and the paging in meta.
        if (!('meta' in page)) throw new Error('expected list form A');
        for (const level of page.data) mirror.set(`${level.productId} ${level.warehouseId}`, level.onHand);
        cursor = page.meta.nextCursor;
        if (!page.meta.hasNext) return;
      }
    };
    const receipts = Promise.all(Array.from({ length: 20 }, (_, i) => admin.receive(product.id, warehouse.id, i + 1)));
    let done = false;
    void receipts.then(() => (done = true));
    while (!done) await sync();
    await receipts;
    // The feed holds back what commits after any transaction still running in the cluster: the last receipts may come a moment late.
    await untilFed(async () => {
      await sync();
      return mirror.get(`${product.id} ${warehouse.id}`) === 210 ? true : undefined;
    });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  }, FEED_TEST_TIMEOUT_MS);

  it('verifies and handles each webhook event once across a rotation of the secret, missing none', async () => {
    const receiver = await startReceiver();
    const hook = await admin.send('POST', '/api/webhooks', { url: receiver.url, events: ['sales_order.created', 'sales_order.confirmed'] });
    let secrets = [hook.json().data.secret as string];
    const [product, warehouse, customer] = await Promise.all([admin.product(), admin.warehouse(), admin.customer()]);
    await admin.receive(product.id, warehouse.id, 5);
    const order = async () => {
      const created = await shop.orders.salesOrdersCreate({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] });
      await shop.orders.salesOrdersUpdate({ id: created.data.data.id }, { status: 'confirmed' });
      return created.data.data.id;
    };
    const ids = [await order()];
    const rotated = await admin.send('POST', `/api/webhooks/${hook.json().data.id}/rotate-secret`, { expireOldInHours: 1 });
    expect(rotated.statusCode).toBe(200);
    // The shop now holds both secrets while it switches; deliveries made before or after verify.
    secrets = [rotated.json().data.secret as string, ...secrets];
    ids.push(await order());
    const handled = new Map<string, string>();
    await until(() => {
      for (const delivery of receiver.received) {
        const event = verifyWebhook<{ id: string }>(secrets, delivery.headers['stockroom-signature'], delivery.body);
        handled.set(event.id, `${event.type} ${event.subject}`);
      }
      return handled.size >= 4 ? true : undefined;
    });
    expect([...handled.values()].sort()).toEqual(ids.flatMap((id) => [`sales_order.confirmed ${id}`, `sales_order.created ${id}`]).sort());
  });
});
