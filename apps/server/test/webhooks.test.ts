/**
 * Webhooks, against a real HTTP receiver in this process: subscriptions, the URL rules
 * (SSRF), signed deliveries of every event exactly once and in order per subject, retries with
 * backoff, and redelivery. Restarts, several processes and failing for the retry period:
 * webhooks.processes.test.ts.
 */
import { isIP } from 'node:net';
import { API_VERSION, REFUSED_WEBHOOK_URL as REFUSED } from '@stockroom/api';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.js';
import { JWT_SECRET, setupTestApp, TEST_CONFIG } from './support/app.js';
import { eventValidators, produceEveryEventType } from './support/events.js';
import { expectStatus, stockClient } from './support/inventory.js';
import { orderClient } from './support/orders.js';
import { startReceiver, until, validSignature, type Received } from './support/webhooks.js';

const t = await setupTestApp({ WEBHOOK_RETRY_BASE_MS: 200 });
const admin = await t.login('admin');
const stock = stockClient(t, admin);
const orders = orderClient(t, admin);

interface WebhookView {
  id: string;
  url: string;
  events: string[];
  isActive: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  secret?: string;
}
interface DeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  lastResponseCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}

async function subscribe(url: string, events: string[], token = admin): Promise<WebhookView & { secret: string }> {
  return expectStatus<{ data: WebhookView & { secret: string } }>(await stockClient(t, token).send('POST', '/api/webhooks', { url, events, description: 'Test receiver' }), 201).data;
}

async function deliveries(id: string, query: Record<string, string> = {}): Promise<DeliveryView[]> {
  return expectStatus<{ data: DeliveryView[] }>(await stock.get(`/api/webhooks/${id}/deliveries`, { limit: 100, ...query }), 200).data;
}

describe('subscriptions', () => {
  it('creates one with a secret shown once, lists and reads it without the secret, updates and deletes it', async () => {
    const created = await subscribe('https://93.184.215.14/stockroom', ['stock.changed', 'stock.changed', 'product.created']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({ url: 'https://93.184.215.14/stockroom', events: ['stock.changed', 'product.created'], isActive: true, disabledReason: null, failingSince: null });
    const listed = expectStatus<{ data: WebhookView[] }>(await stock.get('/api/webhooks'), 200).data.find((webhook) => webhook.id === created.id)!;
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('secret');
    expect(expectStatus<{ data: WebhookView }>(await stock.get(`/api/webhooks/${created.id}`), 200).data).not.toHaveProperty('secret');
    const updated = expectStatus<{ data: WebhookView }>(await stock.send('PUT', `/api/webhooks/${created.id}`, { events: ['shipment.created'], isActive: false }), 200).data;
    expect(updated).toMatchObject({ events: ['shipment.created'], isActive: false });
    expectStatus(await stock.send('DELETE', `/api/webhooks/${created.id}`), 200);
    expect((await stock.get(`/api/webhooks/${created.id}`)).statusCode).toBe(404);
    expect((await stock.send('DELETE', `/api/webhooks/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses bad URLs and unknown event types with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ url: 'ftp://93.184.215.14/x', events: ['stock.changed'] }, 'url'],
      [{ url: 'not a url', events: ['stock.changed'] }, 'url'],
      [{ url: 'https://93.184.215.14/x', events: [] }, 'events'],
      [{ url: 'https://93.184.215.14/x', events: ['stock.exploded'] }, 'events.0'],
      [{ events: ['stock.changed'] }, 'url'],
      [{ url: 'http://169.254.169.254/latest/meta-data', events: ['stock.changed'] }, 'url'], // metadata: refused even with private URLs allowed
    ] as const) {
      const res = await stock.send('POST', '/api/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.details), JSON.stringify(body)).toContain(field);
    }
  });

  it('is for admins not bound to a warehouse (webhooks:manage)', async () => {
    const manager = await t.login('manager');
    expect((await stockClient(t, manager).get('/api/webhooks')).statusCode).toBe(403);
    const warehouse = await stock.warehouse();
    const boundAdmin = await t.login('admin', { warehouseId: warehouse.id });
    expect((await stockClient(t, boundAdmin).send('POST', '/api/webhooks', { url: 'https://93.184.215.14/x', events: ['stock.changed'] })).statusCode).toBe(403);
    expect((await stockClient(t, boundAdmin).get('/api/webhooks')).statusCode).toBe(403);
  });
});

describe('URLs inside the network (SSRF)', () => {
  it('refuses loopback, private, link-local and metadata addresses unless WEBHOOK_ALLOW_PRIVATE_URLS=true', async () => {
    // A second server whose configuration refuses private URLs, closed before other tests send.
    const strict = await buildApp({ config: { ...TEST_CONFIG, WEBHOOK_ALLOW_PRIVATE_URLS: false }, database: t.database, jwtSecret: JWT_SECRET });
    onTestFinished(() => strict.close());
    const send = (url: string) => strict.inject({ method: 'POST', url: '/api/webhooks', headers: t.auth(admin), payload: { url, events: ['stock.changed'] } });
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost/x', 'http://10.1.2.3/x', 'http://192.168.0.10/x', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/x', 'http://[fd00::1]/x', 'http://0.0.0.0/x', 'http://[::ffff:127.0.0.1]/x']) {
      const res = await send(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.details.url, url).toEqual(['URL must not point to a private, loopback, link-local or metadata address']);
    }
    expect((await send('http://no-such-host.invalid/x')).json().error.details.url).toEqual(['URL host does not resolve']);
    const publicUrl = await send('https://93.184.215.14/x');
    expect(publicUrl.statusCode).toBe(201);
    expect((await strict.inject({ method: 'PUT', url: `/api/webhooks/${publicUrl.json().data.id}`, headers: t.auth(admin), payload: { url: 'http://127.0.0.1/x' } })).statusCode).toBe(400);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${publicUrl.json().data.id}`), 200);
  });
});

/** What POST /api/webhooks answers for a URL: 201, 400 for an address refused, 400 for no http(s) URL at all (WHATWG URL parsing). */
type Verdict = 'accepted' | 'refused' | 'invalid';
const A = 'accepted';
const R = 'refused';
const I = 'invalid';

/** Names the table's resolver knows; any other name resolves to a public address, so only the name itself can be refused. */
const dnsNames: Record<string, string[]> = {
  localhost: ['127.0.0.1', '::1'],
  'v6.example.com': ['2606:4700::1111'],
  'dual.example.com': ['93.184.215.14', '2606:4700::1111'],
  'intranet.example.com': ['10.0.0.5'],
  'mixed.example.com': ['93.184.215.14', '192.168.1.20'],
  'imds.example.com': ['169.254.169.254'],
  'mapped-imds.example.com': ['::ffff:169.254.169.254'],
};
const tableResolver = async (hostname: string) => (dnsNames[hostname] ?? ['93.184.215.14']).map((address) => ({ address, family: isIP(address) }));

/** [URL, verdict with WEBHOOK_ALLOW_PRIVATE_URLS=false (the default), verdict with it true]. */
const urlTable: [string, Verdict, Verdict][] = [
  // Metadata: link-local in every form, metadata addresses and names: refused in both modes.
  ['http://169.254.169.254/latest/meta-data', R, R],
  ['http://169.254.170.2/v2/credentials', R, R], // ECS task credentials
  ['http://169.254.0.1/', R, R],
  ['http://2852039166/', R, R], // decimal 169.254.169.254
  ['http://0xa9fea9fe/', R, R],
  ['http://0xa9.0xfe.0xa9.0xfe/', R, R],
  ['http://0251.0376.0251.0376/', R, R], // octal
  ['http://169.254.43518/', R, R],
  ['http://[fe80::1]/', R, R],
  ['http://[febf:ffff::1]/', R, R],
  ['http://[::ffff:169.254.169.254]/', R, R], // IPv4-mapped
  ['http://[::169.254.169.254]/', R, R], // IPv4-compatible
  ['http://[::ffff:0:a9fe:a9fe]/', R, R], // IPv4-translated
  ['http://[64:ff9b::a9fe:a9fe]/', R, R], // NAT64
  ['http://[64:ff9b::169.254.170.2]/', R, R],
  ['http://[64:ff9b:1::a9fe:a9fe]/', R, R], // local-use NAT64, /96
  ['http://[64:ff9b:1:a9fe:a9:fe00::]/', R, R], // local-use NAT64, /48
  ['http://[2002:a9fe:a9fe::1]/', R, R], // 6to4
  ['http://[2001:0:a9fe:a9fe::1]/', R, R], // Teredo server
  ['http://[2001:0:4136:e378:8000:63bf:5601:5601]/', R, R], // Teredo client (obfuscated)
  ['http://[fd00:ec2::254]/', R, R], // AWS metadata over IPv6
  ['http://100.100.100.200/', R, R], // Alibaba Cloud metadata
  ['http://metadata.google.internal/computeMetadata/v1/', R, R],
  ['http://METADATA.GOOGLE.INTERNAL./', R, R],
  ['http://metadata.google.internal../', R, R],
  ['http://instance-data.ec2.internal.../latest/', R, R],
  ['http://metadata/', R, R],
  ['http://metadata.goog/', R, R],
  ['http://metadata.azure.com/', R, R],
  ['http://instance-data/latest/', R, R],
  ['http://instance-data.ec2.internal/', R, R],
  ['http://imds.example.com/', R, R], // resolves to 169.254.169.254
  ['http://mapped-imds.example.com/', R, R], // resolves to ::ffff:169.254.169.254
  // Inside a network: refused by default, accepted with WEBHOOK_ALLOW_PRIVATE_URLS=true.
  ['http://127.0.0.1:8080/x', R, A],
  ['http://127.1/', R, A],
  ['http://0x7f000001/', R, A],
  ['http://0/', R, A],
  ['http://localhost/', R, A],
  ['http://[::1]/', R, A],
  ['http://[::]/', R, A],
  ['http://[::127.0.0.1]/', R, A],
  ['http://[::ffff:127.0.0.1]/', R, A],
  ['http://[::ffff:10.0.0.1]/', R, A],
  ['http://10.1.2.3/', R, A],
  ['http://172.16.0.1/', R, A],
  ['http://192.168.0.10/', R, A],
  ['http://100.64.0.1/', R, A], // CGNAT
  ['http://[fd00::1]/', R, A],
  ['http://[fc00::1]/', R, A],
  ['http://[fec0::1]/', R, A], // site-local
  ['http://224.0.0.1/', R, A],
  ['http://[ff02::1]/', R, A],
  ['http://255.255.255.255/', R, A],
  ['http://240.0.0.1/', R, A],
  ['http://192.0.2.1/', R, A], // documentation
  ['http://198.51.100.7/', R, A],
  ['http://203.0.113.9/', R, A],
  ['http://[2001:db8::1]/', R, A],
  ['http://198.18.0.1/', R, A], // benchmarking
  ['http://[64:ff9b::10.0.0.1]/', R, A],
  ['http://[64:ff9b:1::5db8:d70e]/', R, A], // local-use NAT64 of a public address
  ['http://[2002:c0a8:1::1]/', R, A], // 6to4 of 192.168.0.1
  ['http://[2002:7f00:1::1]/', R, A],
  ['http://intranet.example.com/', R, A],
  ['http://mixed.example.com/', R, A], // one public, one private address
  // Public: accepted in both modes.
  ['https://example.com/hook', A, A],
  ['https://93.184.215.14/hook', A, A],
  ['http://[2606:4700::1111]/', A, A],
  ['https://v6.example.com/', A, A],
  ['https://dual.example.com/', A, A],
  ['http://[::ffff:93.184.215.14]/', A, A],
  ['http://[64:ff9b::5db8:d70e]/', A, A], // NAT64 of 93.184.215.14
  ['http://[2002:5db8:d70e::1]/', A, A], // 6to4 of 93.184.215.14
  ['http://8.8.8.8:8080/x', A, A],
  // Not URLs WHATWG parsing accepts.
  ['http://0xa9fe.0xa9fe/', I, I],
  ['http://[fe80::1%25eth0]/', I, I],
];

describe('the URL table (SSRF)', () => {
  for (const allowPrivate of [false, true]) {
    it(`answers every form of URL as the policy says with WEBHOOK_ALLOW_PRIVATE_URLS=${allowPrivate}`, async () => {
      expect(urlTable.length).toBeGreaterThanOrEqual(40);
      const app = await buildApp({ config: { ...TEST_CONFIG, WEBHOOK_WORKER: false, WEBHOOK_ALLOW_PRIVATE_URLS: allowPrivate }, database: t.database, jwtSecret: JWT_SECRET, resolveHost: tableResolver });
      onTestFinished(() => app.close());
      const answers: [string, Verdict][] = [];
      for (const [url] of urlTable) {
        const res = await app.inject({ method: 'POST', url: '/api/webhooks', headers: t.auth(admin), payload: { url, events: ['stock.changed'] } });
        if (res.statusCode === 201) {
          answers.push([url, A]);
          expectStatus(await app.inject({ method: 'DELETE', url: `/api/webhooks/${res.json().data.id}`, headers: t.auth(admin) }), 200);
          continue;
        }
        expect(res.statusCode, url).toBe(400);
        const [message] = res.json().error.details.url as string[];
        expect([REFUSED, 'URL must be an http:// or https:// URL'], url).toContain(message);
        answers.push([url, message === REFUSED ? R : I]);
      }
      expect(answers).toEqual(urlTable.map(([url, strict, allowed]) => [url, allowPrivate ? allowed : strict]));
    });
  }
});

describe('deliveries', () => {
  it('sends every event type, each event of the feed once, signed, with its id, and a subject’s events in sequence order', async () => {
    const receiver = await startReceiver();
    const everyType = [
      'stock.changed',
      ...['created', 'updated', 'archived'].map((status) => `product.${status}`),
      ...['created', 'approved', 'partially_received', 'received', 'cancelled'].map((status) => `purchase_order.${status}`),
      ...['created', 'confirmed', 'partially_shipped', 'shipped', 'cancelled'].map((status) => `sales_order.${status}`),
      ...['created', 'in_transit', 'partially_received', 'received', 'closed', 'cancelled'].map((status) => `transfer.${status}`), // a direct transfer: created, completed at once
      'receipt.created',
      'shipment.created',
    ];
    const hook = await subscribe(receiver.url, everyType);
    const { next: start } = expectStatus<{ data: { next: number } }>(await stock.get('/api/events', { after: 1_000_000_000 }), 200).data;

    const [warehouse, other] = [await stock.warehouse(), await stock.warehouse()];
    const product = await stock.product();
    expectStatus(await stock.products.put(product.id, { sellingPrice: 12.5 }), 200);
    const supplier = await orders.supplier();
    const customer = await orders.customer();
    const po = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 10, unitCost: 2 }] });
    await orders.updatePurchaseOrder(po.id, { status: 'approved' });
    await orders.received(po.id, [{ itemId: po.items[0]!.id, quantity: 4 }]);
    await orders.received(po.id, [{ itemId: po.items[0]!.id, quantity: 6 }]);
    const dropped = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1, unitCost: 2 }] });
    await orders.updatePurchaseOrder(dropped.id, { status: 'cancelled' });
    const so = await orders.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4 }] });
    await orders.updateSalesOrder(so.id, { status: 'confirmed' });
    await orders.shipped(so.id, { items: [{ itemId: so.items[0]!.id, quantity: 1 }] });
    await orders.shipped(so.id, { trackingNumber: '1Z999', carrier: 'UPS' });
    const unwanted = await orders.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] });
    await orders.updateSalesOrder(unwanted.id, { status: 'cancelled' });
    expectStatus(await stock.transfer({ fromWarehouseId: warehouse.id, toWarehouseId: other.id, items: [{ productId: product.id, quantity: 1 }] }), 201);
    const transfer = expectStatus<{ data: { id: string } }>(await stock.transfer({ fromWarehouseId: warehouse.id, toWarehouseId: other.id, mode: 'two-step', items: [{ productId: product.id, quantity: 3 }] }), 201).data;
    expectStatus(await stock.send('POST', `/api/warehouse/transfers/${transfer.id}/ship`), 200);
    expectStatus(await stock.send('POST', `/api/warehouse/transfers/${transfer.id}/receive`, { items: [{ productId: product.id, quantity: 2 }] }), 200);
    expectStatus(await stock.send('POST', `/api/warehouse/transfers/${transfer.id}/receive`, { items: [{ productId: product.id, quantity: 1 }] }), 200);
    const lost = expectStatus<{ data: { id: string } }>(await stock.transfer({ fromWarehouseId: warehouse.id, toWarehouseId: other.id, mode: 'two-step', items: [{ productId: product.id, quantity: 1 }] }), 201).data;
    expectStatus(await stock.send('POST', `/api/warehouse/transfers/${lost.id}/ship`), 200);
    expectStatus(await stock.send('POST', `/api/warehouse/transfers/${lost.id}/close`), 200);
    const draft = expectStatus<{ data: { id: string } }>(await stock.transfer({ fromWarehouseId: warehouse.id, toWarehouseId: other.id, mode: 'two-step', items: [{ productId: product.id, quantity: 1 }] }), 201).data;
    expectStatus(await stock.send('POST', `/api/warehouse/transfers/${draft.id}/cancel`), 200);
    for (let i = 0; i < 5; i++) await stock.receive(product.id, other.id, 1);
    expectStatus(await stock.send('DELETE', `/api/products/${product.id}`), 200);

    const feed = expectStatus<{ data: { events: Received['event'][] } }>(await stock.get('/api/events', { after: start, limit: 1000 }), 200).data.events;
    const wanted = feed.filter((event) => hook.events.includes(event.type));
    expect(new Set(wanted.map((event) => event.type))).toEqual(new Set(hook.events));
    await t.app.background.wake('webhook-dispatch'); // a pass now, rather than on the next second
    await until(() => (receiver.received.length >= wanted.length ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // nothing more may come
    expect(receiver.received.map((r) => r.event.id).sort()).toEqual(wanted.map((event) => event.id).sort());
    for (const received of receiver.received) {
      expect(validSignature(received, hook.secret), received.event.type).toBe(true);
      expect(validSignature(received, 'whsec_wrong'), received.event.type).toBe(false);
      expect(received.headers['stockroom-event-id']).toBe(received.event.id);
      expect(received.headers['stockroom-event-type']).toBe(received.event.type);
      expect(received.headers['content-type']).toBe('application/json');
      expect(received.event).toEqual(wanted.find((event) => event.id === received.event.id));
    }
    for (const subject of new Set(wanted.map((event) => event.subject))) {
      const sequences = receiver.received.filter((r) => r.event.subject === subject).map((r) => r.event.sequence);
      expect(sequences, subject).toEqual([...sequences].sort((a, b) => a - b));
    }
    const list = await deliveries(hook.id);
    expect(list).toHaveLength(wanted.length);
    for (const delivery of list) expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastResponseCode: 200, lastError: null, nextAttemptAt: null });
    expect(list.every((delivery) => typeof delivery.lastLatencyMs === 'number')).toBe(true);
    expect(await deliveries(hook.id, { status: 'pending' })).toEqual([]);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('retries a receiver answering 500 twice, then 200: three requests, one delivery, delivered', async () => {
    const receiver = await startReceiver((attempt) => (attempt <= 2 ? 500 : 200));
    const hook = await subscribe(receiver.url, ['product.created']);
    const product = await stock.product();
    const delivered = await until(async () => (await deliveries(hook.id)).find((delivery) => delivery.status === 'delivered'));
    expect(delivered).toMatchObject({ attempts: 3, lastResponseCode: 200, eventType: 'product.created' });
    expect(receiver.received.map((r) => r.event.subject)).toEqual([product.id, product.id, product.id]);
    expect(new Set(receiver.received.map((r) => r.headers['stockroom-event-id'])).size).toBe(1);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('keeps a product’s later events waiting behind its failing one, and other products’ flowing', async () => {
    const [held, free] = [await stock.product(), await stock.product()];
    const receiver = await startReceiver((attempt, event) => (event.subject === held.id && event.type === 'stock.changed' && attempt === 1 && event.data.onHand === 1 ? 503 : 200));
    const hook = await subscribe(receiver.url, ['stock.changed']);
    const warehouse = await stock.warehouse();
    for (let i = 0; i < 3; i++) {
      await stock.receive(held.id, warehouse.id, 1);
      await stock.receive(free.id, warehouse.id, 1);
    }
    await until(() => (receiver.received.filter((r) => r.event.subject === held.id).length === 4 ? true : undefined));
    const heldLevels = receiver.received.filter((r) => r.event.subject === held.id).map((r) => r.event.data.onHand);
    expect(heldLevels).toEqual([1, 1, 2, 3]);
    expect(receiver.received.filter((r) => r.event.subject === free.id).map((r) => r.event.data.onHand)).toEqual([1, 2, 3]);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('redelivers an event on request as a new delivery of its own, with the same event id', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['product.created']);
    await stock.product();
    const delivery = await until(async () => (await deliveries(hook.id)).find((d) => d.status === 'delivered'));
    const scheduled = expectStatus<{ data: DeliveryView & { redeliveryOf: string } }>(await stock.send('POST', `/api/webhooks/${hook.id}/deliveries/${delivery.id}/redeliver`), 200).data;
    expect(scheduled).toMatchObject({ eventId: delivery.eventId, redeliveryOf: delivery.id, status: 'pending', attempts: 0 });
    expect(scheduled.id).not.toBe(delivery.id);
    await t.app.background.wake('webhook-dispatch');
    await until(() => (receiver.received.length === 2 ? true : undefined));
    expect(receiver.received[1]!.event.id).toBe(delivery.eventId);
    expect(await until(async () => (await deliveries(hook.id)).find((d) => d.id === scheduled.id && d.status === 'delivered'))).toMatchObject({ attempts: 1 });
    expect((await deliveries(hook.id)).find((d) => d.id === delivery.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await stock.send('POST', `/api/webhooks/${hook.id}/deliveries/${hook.id}/redeliver`)).statusCode).toBe(404);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('dispatches a bulk write to many subscriptions at once (12 × 1,000 deliveries in one pass)', async () => {
    const receiver = await startReceiver();
    const hooks = await Promise.all(Array.from({ length: 12 }, () => subscribe(receiver.url, ['product.created'])));
    const category = await stock.products.category();
    const csv = ['sku,name,categoryId,unitOfMeasure,costPrice,sellingPrice', ...Array.from({ length: 1000 }, (_, i) => `BULK-${i},Bulk ${i},${category.id},piece,1,2`)].join('\n');
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/products/import', headers: { ...t.auth(admin), 'content-type': 'text/csv' }, payload: csv }), 200);
    const total = async (id: string) => (await stock.get(`/api/webhooks/${id}/deliveries`, { limit: 1 })).json().meta.total as number;
    for (const hook of hooks) expect(await until(async () => ((await total(hook.id)) === 1000 ? true : undefined), 30_000)).toBe(true);
    for (const hook of hooks) expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('stops sending to a deleted or switched-off subscription', async () => {
    const receiver = await startReceiver();
    const deleted = await subscribe(receiver.url, ['product.created']);
    const paused = await subscribe(receiver.url, ['product.updated']);
    const product = await stock.product();
    await until(() => (receiver.received.length === 1 ? true : undefined));
    expectStatus(await stock.send('DELETE', `/api/webhooks/${deleted.id}`), 200);
    expectStatus(await stock.send('PUT', `/api/webhooks/${paused.id}`, { isActive: false }), 200);
    await stock.product();
    expectStatus(await stock.products.put(product.id, { sellingPrice: 3 }), 200);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(receiver.received).toHaveLength(1);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${paused.id}`), 200);
  });
});

describe('typed payloads and ping', () => {
  it('every payload a receiver gets validates against the document’s webhooks entry of its type', async () => {
    const { eventTypes } = await import('@stockroom/api/event-types');
    const validators = await eventValidators(t);
    expect(Object.keys(validators.document.webhooks).sort()).toEqual([...eventTypes, 'ping'].sort());
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, eventTypes);
    await produceEveryEventType(t, admin);
    await until(() => (new Set(receiver.received.map((r) => r.event.type)).size === eventTypes.length ? true : undefined), 30_000);
    for (const received of receiver.received) {
      expect(validators.webhook(received.event), `${received.event.type} ${received.body}`).toBe('');
      expect(validSignature(received, hook.secret)).toBe(true);
      expect(received.event).toMatchObject({ apiVersion: API_VERSION });
    }
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  }, 60_000);

  it('POST /api/webhooks/{id}/ping delivers one signed ping to that subscription only, through a delivery row, and never into the feed', async () => {
    const validators = await eventValidators(t);
    const receiver = await startReceiver();
    const other = await startReceiver();
    const hook = await subscribe(receiver.url, ['product.created']);
    const bystander = await subscribe(other.url, ['product.created']);
    const { next: before } = expectStatus<{ data: { next: number } }>(await stock.get('/api/events', { after: 1_000_000_000 }), 200).data;
    const delivery = expectStatus<{ data: DeliveryView }>(await stock.send('POST', `/api/webhooks/${hook.id}/ping`, { message: 'Hello' }), 200).data;
    expect(delivery).toMatchObject({ eventType: 'ping', status: 'pending', attempts: 0 });
    const [ping] = await until(() => (receiver.received.length ? receiver.received : undefined));
    expect(ping!.event).toMatchObject({ id: delivery.eventId, type: 'ping', subject: hook.id, sequence: 0, data: { webhookId: hook.id, message: 'Hello' } });
    expect(ping!.headers['stockroom-event-type']).toBe('ping');
    expect(ping!.headers['stockroom-event-id']).toBe(delivery.eventId);
    expect(validSignature(ping!, hook.secret)).toBe(true);
    expect(validators.webhook(ping!.event)).toBe('');
    expect(await until(async () => (await deliveries(hook.id)).find((d) => d.id === delivery.id && d.status === 'delivered'))).toMatchObject({ attempts: 1, lastResponseCode: 200 });
    // The default message; the feed and the other subscription never see a ping.
    const second = expectStatus<{ data: DeliveryView }>(await stock.send('POST', `/api/webhooks/${hook.id}/ping`), 200).data;
    await until(() => (receiver.received.length === 2 ? true : undefined));
    expect(receiver.received[1]!.event).toMatchObject({ id: second.eventId, data: { message: 'Ping from Stockroom' } });
    expect(expectStatus<{ data: { events: { type: string }[]; next: number } }>(await stock.get('/api/events', { after: before }), 200).data).toMatchObject({ events: [], next: before });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(other.received).toEqual([]);
    // The rules of the other webhook routes.
    expect((await stock.send('POST', `/api/webhooks/00000000-0000-4000-8000-000000000000/ping`)).statusCode).toBe(404);
    expect((await stockClient(t, await t.login('manager')).send('POST', `/api/webhooks/${hook.id}/ping`)).statusCode).toBe(403);
    expectStatus(await stock.send('PUT', `/api/webhooks/${hook.id}`, { isActive: false }), 200);
    expect((await stock.send('POST', `/api/webhooks/${hook.id}/ping`)).json().error.code).toBe('INVALID_STATE');
    for (const id of [hook.id, bystander.id]) expectStatus(await stock.send('DELETE', `/api/webhooks/${id}`), 200);
  });
});
