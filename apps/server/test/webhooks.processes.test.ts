/**
 * Webhooks across server processes: a server restarted mid-backoff still delivers, two
 * servers over one database deliver each event once and in order per product, a delivery failing
 * for the whole retry period is failed and its subscription switched off, and the sending side
 * refuses an address that turned private after the URL was saved (DNS rebinding). The test app
 * sends no webhooks itself (WEBHOOK_WORKER=false); each test starts the senders it needs.
 */
import { importProducts, REFUSED_WEBHOOK_URL as REFUSED, type Actor, type HostResolver } from '@stockroom/api';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { Config } from '../src/config.js';
import { JWT_SECRET, setupTestApp, TEST_CONFIG } from './support/app.js';
import { expectStatus, stockClient } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { startReceiver, until, validSignature } from './support/webhooks.js';

const t = await setupTestApp({ WEBHOOK_WORKER: false });
const admin = await t.login('admin');
const stock = stockClient(t, admin);

interface DeliveryView {
  id: string;
  eventId: string;
  status: string;
  attempts: number;
  lastResponseCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
}
interface WebhookView {
  id: string;
  isActive: boolean;
  disabledReason: string | null;
  failingSince: string | null;
  secret: string;
}

/** A server process over the test database that sends webhooks (resolving host names with `resolveHost`); closed when the test ends unless closed before. */
async function sender(config: Partial<Config> = {}, resolveHost?: HostResolver): Promise<App> {
  const app = await buildApp({ config: { ...TEST_CONFIG, WEBHOOK_RETRY_BASE_MS: 200, ...config }, database: t.database, jwtSecret: JWT_SECRET, resolveHost });
  await app.ready();
  onTestFinished(() => app.close());
  return app;
}

async function subscribe(url: string, events: string[]): Promise<WebhookView> {
  const hook = expectStatus<{ data: WebhookView }>(await stock.send('POST', '/api/webhooks', { url, events }), 201).data;
  onTestFinished(async () => void (await stock.send('DELETE', `/api/webhooks/${hook.id}`)));
  return hook;
}

async function deliveries(id: string): Promise<DeliveryView[]> {
  return expectStatus<{ data: DeliveryView[] }>(await stock.get(`/api/webhooks/${id}/deliveries`, { limit: 100 }), 200).data;
}

describe('restarts and processes', () => {
  it('a server restarted mid-backoff still delivers', async () => {
    const receiver = await startReceiver((attempt) => (attempt === 1 ? 500 : 200));
    const hook = await subscribe(receiver.url, ['product.created']);
    const first = await sender({ WEBHOOK_RETRY_BASE_MS: 3000 });
    await stock.product();
    const waiting = await until(async () => (await deliveries(hook.id)).find((d) => d.attempts === 1));
    expect(waiting).toMatchObject({ status: 'pending', lastResponseCode: 500 });
    await first.close();
    await sender({ WEBHOOK_RETRY_BASE_MS: 3000 });
    const delivered = await until(async () => (await deliveries(hook.id)).find((d) => d.status === 'delivered'));
    expect(delivered).toMatchObject({ id: waiting.id, attempts: 2, lastResponseCode: 200 });
    expect(receiver.received.map((r) => r.event.id)).toEqual([waiting.eventId, waiting.eventId]);
  });

  it('two server processes deliver each event once, each product’s in sequence order', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['stock.changed']);
    const start = expectStatus<{ data: { next: number } }>(await stock.get('/api/events', { after: Number.MAX_SAFE_INTEGER }), 200).data.next;
    const servers = [await sender(), await sender()];
    const warehouse = await stock.warehouse();
    const products = await Promise.all(Array.from({ length: 4 }, () => stock.product()));
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        servers[i % 2]!.inject({ method: 'POST', url: '/api/inventory/movements', headers: t.auth(admin), payload: { productId: products[i % 4]!.id, warehouseId: warehouse.id, type: 'in', quantity: 1 + (i % 3), reason: `Receipt ${i}` } }),
      ),
    );
    const feed = expectStatus<{ data: { events: { id: string; type: string }[] } }>(await stock.get('/api/events', { after: start, types: 'stock.changed', limit: 1000 }), 200).data.events;
    expect(feed).toHaveLength(40);
    await servers[0]!.background.wake('webhook-dispatch');
    await until(() => (receiver.received.length >= feed.length ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1500)); // nothing more may come
    expect(receiver.received.map((r) => r.event.id).sort()).toEqual(feed.map((event) => event.id).sort());
    expect(receiver.received.every((r) => validSignature(r, hook.secret))).toBe(true);
    for (const product of products) {
      const levels = receiver.received.filter((r) => r.event.subject === product.id);
      expect(levels.map((r) => r.event.sequence)).toEqual(levels.map((r) => r.event.sequence).sort((a, b) => a - b));
      expect(levels.map((r) => r.event.data.onHand)).toEqual(levels.map((r) => r.event.data.onHand).sort((a, b) => Number(a) - Number(b)));
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a transaction that commits after the subscription was created (PostgreSQL)', () => {
  it('its events are sent, though it began before', async () => {
    const receiver = await startReceiver();
    await sender();
    const me = expectStatus<{ data: Actor }>(await stock.get('/api/auth/me'), 200).data;
    const category = await stock.products.category();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const late = t.db.transaction(async (tx) => {
      const [id] = await importProducts(tx, [{ sku: `LATE-${category.id.slice(0, 8)}`, name: 'Late', categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 }], { ...me, permissions: [] });
      await held;
      return id!;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await subscribe(receiver.url, ['product.created']);
    release();
    const id = await late;
    await until(() => (receiver.received.some((r) => r.event.subject === id) ? true : undefined));
    expect(receiver.received.filter((r) => r.event.subject === id)).toHaveLength(1);
  });
});

describe('the job queue\'s SQL adapter', () => {
  it('leaves no connection inside a transaction that failed', async () => {
    await expect(t.database.executeSql('begin; select 1/0; commit;')).rejects.toThrow(/division by zero/);
    for (let i = 0; i < 12; i++) expect((await t.database.executeSql('select $1::int as x', [i])).rows).toEqual([{ x: i }]);
    expect((await t.database.executeSql('select 2 as y')).rows).toEqual([{ y: 2 }]);
  });
});

describe('failing', () => {
  it('fails a delivery after the retry period and switches off a subscription that failed every delivery for it', async () => {
    const receiver = await startReceiver(() => 500);
    await sender({ WEBHOOK_RETRY_HOURS: 0.001 }); // 3.6 s
    const hook = await subscribe(receiver.url, ['product.created']);
    await stock.product();
    const failed = await until(async () => (await deliveries(hook.id)).find((d) => d.status === 'failed'), 20_000);
    expect(failed.attempts).toBeGreaterThan(1);
    expect(failed).toMatchObject({ lastResponseCode: 500, lastError: 'HTTP 500', nextAttemptAt: null });
    expect(receiver.received).toHaveLength(failed.attempts);
    const listed = await until(async () => expectStatus<{ data: WebhookView[] }>(await stock.get('/api/webhooks'), 200).data.find((w) => w.id === hook.id && !w.isActive));
    expect(listed.disabledReason).toMatch(/^Switched off: every delivery failed for 0.001 hours \(since .+\); the last: HTTP 500$/);
    const resumed = expectStatus<{ data: WebhookView }>(await stock.send('PUT', `/api/webhooks/${hook.id}`, { isActive: true }), 200).data;
    expect(resumed).toMatchObject({ isActive: true, disabledReason: null, failingSince: null });
  });

  it('refuses to connect when the address turns private after the URL was saved (DNS rebinding)', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['product.created']); // saved while private URLs were allowed
    await sender({ WEBHOOK_ALLOW_PRIVATE_URLS: false });
    await stock.product();
    const attempted = await until(async () => (await deliveries(hook.id)).find((d) => d.attempts > 0));
    expect(attempted).toMatchObject({ status: 'pending', lastResponseCode: null });
    expect(attempted.lastError).toBe(`${REFUSED} (127.0.0.1)`);
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses a host name that resolves to a private address at delivery, though it resolved to a public one when saved', async () => {
    const receiver = await startReceiver();
    let addresses = [{ address: '93.184.215.14', family: 4 }];
    const app = await sender({ WEBHOOK_ALLOW_PRIVATE_URLS: false }, async (hostname) => (hostname === 'hooks.example.com' ? addresses : []));
    const url = receiver.url.replace('127.0.0.1', 'hooks.example.com');
    const saved = await app.inject({ method: 'POST', url: '/api/webhooks', headers: t.auth(admin), payload: { url, events: ['product.created'] } });
    const hook = expectStatus<{ data: WebhookView }>(saved, 201).data;
    onTestFinished(async () => void (await stock.send('DELETE', `/api/webhooks/${hook.id}`)));
    addresses = [{ address: '93.184.215.14', family: 4 }, { address: '127.0.0.1', family: 4 }];
    await stock.product();
    const attempted = await until(async () => (await deliveries(hook.id)).find((d) => d.attempts > 0));
    expect(attempted).toMatchObject({ status: 'pending', lastResponseCode: null, lastError: `${REFUSED} (hooks.example.com is 127.0.0.1)` });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses localhost at delivery by default, and with private URLs allowed connects to the address it checked', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url.replace('127.0.0.1', 'localhost'), ['product.created']); // saved while private URLs were allowed
    const strict = await sender({ WEBHOOK_ALLOW_PRIVATE_URLS: false });
    const product = await stock.product();
    const attempted = await until(async () => (await deliveries(hook.id)).find((d) => d.attempts > 0));
    expect(attempted).toMatchObject({ status: 'pending', lastResponseCode: null });
    expect(attempted.lastError).toMatch(new RegExp(`^${REFUSED} \\(localhost is (127\\.0\\.0\\.1|::1)\\)$`));
    expect(receiver.received).toHaveLength(0);
    await strict.close();

    // A name only this resolver knows: the delivery reaches the receiver, so the connection went to the address checked.
    const named = await subscribe(receiver.url.replace('127.0.0.1', 'receiver.stockroom.test'), ['product.updated']);
    await sender({}, async (hostname) => (hostname === 'receiver.stockroom.test' ? [{ address: '127.0.0.1', family: 4 }] : []));
    expectStatus(await stock.products.put(product.id, { sellingPrice: 13 }), 200);
    const delivered = await until(async () => (await deliveries(named.id)).find((d) => d.status === 'delivered'));
    expect(delivered.lastResponseCode).toBe(200);
    expect(receiver.received.map((r) => r.event.type)).toContain('product.updated');
  });
});

describe('the delivery deadline', () => {
  it('gives resolving the host and the POST one 10 s deadline together', async () => {
    // A host name that takes 6 s to resolve, and a receiver that answers 6 s after the request: 12 s in all.
    const server = createServer((request, response) => {
      request.resume();
      setTimeout(() => response.end('ok'), 6000);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => {
      server.closeAllConnections();
      server.close();
    });
    const hook = await subscribe(`http://slow.stockroom.test:${(server.address() as AddressInfo).port}/hooks`, ['product.created']);
    await sender({}, async (hostname) => {
      await sleep(6000);
      return hostname === 'slow.stockroom.test' ? [{ address: '127.0.0.1', family: 4 }] : [];
    });
    await stock.product();
    const attempted = await until(async () => (await deliveries(hook.id)).find((d) => d.attempts > 0), 40_000);
    expect(attempted).toMatchObject({ status: 'pending', lastResponseCode: null, lastError: 'No answer within 10 s' });
    expect(attempted.lastLatencyMs).toBeGreaterThanOrEqual(9_900);
    expect(attempted.lastLatencyMs).toBeLessThan(11_000);
  }, 60_000);
});
