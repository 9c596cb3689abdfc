/**
 * Webhook secret rotation and redelivery of a range of events (decision 0017), against a real HTTP
 * receiver: both signatures during the window and the new one only after it, the secret shown
 * once, and the events of a range sent once more with their ids.
 */
import { queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, stockClient } from './support/inventory.js';
import { signatures, startReceiver, until, validSignature, type Received } from './support/webhooks.js';

const t = await setupTestApp({ WEBHOOK_RETRY_BASE_MS: 200 });
const admin = await t.login('admin');
const stock = stockClient(t, admin);

interface WebhookView {
  id: string;
  previousSecretExpiresAt: string | null;
  secret?: string;
}
interface DeliveryView {
  id: string;
  eventId: string;
  redeliveryOf: string | null;
  status: string;
}

async function subscribe(url: string, events: string[]): Promise<WebhookView & { secret: string }> {
  return expectStatus<{ data: WebhookView & { secret: string } }>(await stock.send('POST', '/api/webhooks', { url, events }), 201).data;
}

async function rotate(id: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return stock.send('POST', `/api/webhooks/${id}/rotate-secret`, body, headers);
}

async function deliveries(id: string): Promise<DeliveryView[]> {
  return expectStatus<{ data: DeliveryView[] }>(await stock.get(`/api/webhooks/${id}/deliveries`, { limit: 100 }), 200).data;
}

/** The v1 signature of `received` under `secret`. */
function sign(received: Received, secret: string): string {
  const t = String(received.headers['stockroom-signature']).split(',')[0]!.slice(2);
  return createHmac('sha256', secret).update(`${t}.${received.body}`).digest('hex');
}

/** Creates a product and waits for the receiver to get its product.created delivery. */
async function nextDelivery(receiver: { received: Received[] }): Promise<Received> {
  const product = await stock.product();
  return until(() => receiver.received.find((r) => r.event.subject === product.id));
}

describe('rotating a webhook secret', () => {
  it('signs with the new and the old secret during the window, then with the new only; shows the new secret once', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['product.created']);
    const first = await nextDelivery(receiver);
    expect(signatures(first)).toHaveLength(1);
    expect(validSignature(first, hook.secret)).toBe(true);

    const before = Date.now();
    const rotated = expectStatus<{ data: WebhookView & { secret: string } }>(await rotate(hook.id), 200).data;
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(rotated.secret).not.toBe(hook.secret);
    const expires = Date.parse(rotated.previousSecretExpiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    for (const view of [expectStatus<{ data: WebhookView }>(await stock.get(`/api/webhooks/${hook.id}`), 200).data, expectStatus<{ data: WebhookView[] }>(await stock.get('/api/webhooks'), 200).data.find((w) => w.id === hook.id)!]) {
      expect(view).not.toHaveProperty('secret');
      expect(view).not.toHaveProperty('previousSecret');
      expect(JSON.stringify(view)).not.toContain('whsec_');
      expect(view.previousSecretExpiresAt).toBe(rotated.previousSecretExpiresAt);
    }

    // During the window: t=…,v1=<new>,v1=<old>, each verifying on its own.
    const during = await nextDelivery(receiver);
    expect(String(during.headers['stockroom-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(signatures(during)).toEqual([sign(during, rotated.secret), sign(during, hook.secret)]);
    expect(validSignature(during, rotated.secret)).toBe(true);
    expect(validSignature(during, hook.secret)).toBe(true);

    // The window ends by the deliveries' clock: moved into the past, the next one carries the new signature only.
    await t.db.execute(sql`update webhook_subscriptions set previous_secret_expires_at = now() - interval '1 second' where id = ${hook.id}`);
    const after = await nextDelivery(receiver);
    expect(signatures(after)).toHaveLength(1);
    expect(validSignature(after, rotated.secret)).toBe(true);
    expect(validSignature(after, hook.secret)).toBe(false);
    expect(expectStatus<{ data: WebhookView }>(await stock.get(`/api/webhooks/${hook.id}`), 200).data.previousSecretExpiresAt).toBeNull();
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('with expireOldInHours=0 signs with the new secret only, at once; rotating again during a window drops the oldest', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['product.created']);
    const now = expectStatus<{ data: WebhookView & { secret: string } }>(await rotate(hook.id, { expireOldInHours: 0 }), 200).data;
    expect(now.previousSecretExpiresAt).toBeNull();
    const only = await nextDelivery(receiver);
    expect(signatures(only)).toHaveLength(1);
    expect(validSignature(only, now.secret)).toBe(true);
    expect(validSignature(only, hook.secret)).toBe(false);

    const second = expectStatus<{ data: WebhookView & { secret: string } }>(await rotate(hook.id, { expireOldInHours: 2 }), 200).data;
    const third = expectStatus<{ data: WebhookView & { secret: string } }>(await rotate(hook.id, { expireOldInHours: 1 }), 200).data;
    expect(Date.parse(third.previousSecretExpiresAt!) - Date.now()).toBeLessThanOrEqual(3_600_000);
    const delivery = await nextDelivery(receiver);
    expect(signatures(delivery)).toHaveLength(2);
    expect(validSignature(delivery, third.secret)).toBe(true);
    expect(validSignature(delivery, second.secret)).toBe(true);
    expect(validSignature(delivery, now.secret)).toBe(false);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('answers a retry under the same Idempotency-Key with the same secret, rotating once', async () => {
    const hook = await subscribe('https://93.184.215.14/stockroom', ['product.created']);
    const key = 'rotate-secret-once';
    const first = await rotate(hook.id, { expireOldInHours: 1 }, { 'idempotency-key': key });
    const again = await rotate(hook.id, { expireOldInHours: 1 }, { 'idempotency-key': key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.secret).toBe(first.json().data.secret);
    const [row] = await queryRows<{ secret: string; previous_secret: string }>(t.db, sql`select secret, previous_secret from webhook_subscriptions where id = ${hook.id}`);
    expect(row).toEqual({ secret: first.json().data.secret, previous_secret: hook.secret });
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('refuses an overlap outside 0..168 hours (400), an unknown webhook (404), and callers without webhooks:manage or bound to a warehouse (403)', async () => {
    const hook = await subscribe('https://93.184.215.14/stockroom', ['product.created']);
    for (const expireOldInHours of [-1, 169, 1.5, '24']) {
      const res = await rotate(hook.id, { expireOldInHours });
      expect(res.statusCode, String(expireOldInHours)).toBe(400);
      expect(Object.keys(res.json().error.details)).toContain('expireOldInHours');
    }
    expect((await rotate('0190e0c4-1111-7000-8000-000000000000')).statusCode).toBe(404);
    const manager = await t.login('manager');
    const boundAdmin = await t.login('admin', { warehouseId: (await stock.warehouse()).id });
    for (const token of [manager, boundAdmin]) expect((await stockClient(t, token).send('POST', `/api/webhooks/${hook.id}/rotate-secret`, {})).statusCode).toBe(403);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });
});

describe('redelivering a range of events', () => {
  it('sends exactly the events in (afterSequence, untilSequence] once more, with their ids, each a new delivery', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['product.created']);
    const sent: Received[] = [];
    for (let i = 0; i < 4; i++) sent.push(await nextDelivery(receiver));
    const [a, b, c, d] = sent.map((r) => r.event);
    const firstDeliveries = await deliveries(hook.id);

    const range = { afterSequence: a!.sequence, untilSequence: c!.sequence };
    const res = await stock.send('POST', `/api/webhooks/${hook.id}/redeliver`, range, { 'idempotency-key': 'range-once' });
    expect(expectStatus<{ data: unknown }>(res, 200).data).toEqual({ ...range, scheduled: 2 });
    const replay = await stock.send('POST', `/api/webhooks/${hook.id}/redeliver`, range, { 'idempotency-key': 'range-once' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data).toEqual({ ...range, scheduled: 2 });

    await t.app.background.wake('webhook-dispatch');
    await until(() => (receiver.received.length === 6 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const again = receiver.received.slice(4);
    expect(again).toHaveLength(2);
    expect(again.map((r) => r.event.id).sort()).toEqual([b!.id, c!.id].sort());
    expect(again.map((r) => r.headers['stockroom-event-id']).sort()).toEqual([b!.id, c!.id].sort());
    for (const r of again) expect(validSignature(r, hook.secret)).toBe(true);
    expect(again.map((r) => r.event.id)).not.toContain(d!.id);

    const list = await deliveries(hook.id);
    const redeliveries = list.filter((delivery) => delivery.redeliveryOf !== null);
    expect(redeliveries).toHaveLength(2);
    for (const delivery of redeliveries) expect(delivery.redeliveryOf).toBe(firstDeliveries.find((first) => first.eventId === delivery.eventId)!.id);
    await until(async () => ((await deliveries(hook.id)).every((delivery) => delivery.status === 'delivered') ? true : undefined));
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('sends only events it got before, of the types it wants now: none from before it started', async () => {
    const before = await stock.product();
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['product.created', 'product.updated']);
    expectStatus(await stock.products.put(before.id, { sellingPrice: 4 }), 200);
    const updated = await until(() => receiver.received.find((r) => r.event.type === 'product.updated'));
    // The range holds the product's product.created too, numbered before the subscription started.
    const range = { afterSequence: Math.max(0, updated.event.sequence - 500), untilSequence: updated.event.sequence + 500 };
    expect(expectStatus<{ data: { scheduled: number } }>(await stock.send('POST', `/api/webhooks/${hook.id}/redeliver`, range), 200).data.scheduled).toBe(1);
    await t.app.background.wake('webhook-dispatch');
    await until(() => (receiver.received.length === 2 ? true : undefined));
    expect(receiver.received.map((r) => r.event.id)).toEqual([updated.event.id, updated.event.id]);
    expectStatus(await stock.send('PUT', `/api/webhooks/${hook.id}`, { events: ['product.created'] }), 200);
    expect(expectStatus<{ data: { scheduled: number } }>(await stock.send('POST', `/api/webhooks/${hook.id}/redeliver`, range), 200).data.scheduled).toBe(0);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });

  it('refuses more than 1,000 event numbers, an empty or reversed range and missing bounds (400); 404 and 403 as the other routes', async () => {
    const hook = await subscribe('https://93.184.215.14/stockroom', ['product.created']);
    for (const [body, field] of [
      [{ afterSequence: 10, untilSequence: 1011 }, 'untilSequence'],
      [{ afterSequence: 10, untilSequence: 10 }, 'untilSequence'],
      [{ afterSequence: 10, untilSequence: 5 }, 'untilSequence'],
      [{ afterSequence: -1, untilSequence: 5 }, 'afterSequence'],
      [{ afterSequence: 1 }, 'untilSequence'],
      [{ from: '2026-01-01T00:00:00Z', afterSequence: 1, untilSequence: 2 }, 'from'],
    ] as const) {
      const res = await stock.send('POST', `/api/webhooks/${hook.id}/redeliver`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.details), JSON.stringify(body)).toContain(field);
    }
    expect(expectStatus<{ data: { scheduled: number } }>(await stock.send('POST', `/api/webhooks/${hook.id}/redeliver`, { afterSequence: 10, untilSequence: 1010 }), 200).data.scheduled).toBe(0);
    expect((await stock.send('POST', '/api/webhooks/0190e0c4-1111-7000-8000-000000000000/redeliver', { afterSequence: 0, untilSequence: 1 })).statusCode).toBe(404);
    const manager = await t.login('manager');
    const boundAdmin = await t.login('admin', { warehouseId: (await stock.warehouse()).id });
    for (const token of [manager, boundAdmin]) expect((await stockClient(t, token).send('POST', `/api/webhooks/${hook.id}/redeliver`, { afterSequence: 0, untilSequence: 1 })).statusCode).toBe(403);
    expectStatus(await stock.send('DELETE', `/api/webhooks/${hook.id}`), 200);
  });
});
