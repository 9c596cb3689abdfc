/**
 * packages/client's verifyWebhook against real deliveries: the server POSTs an event to a receiver
 * on a real socket, and the receiver's check accepts it as sent and refuses it tampered with,
 * under another secret, or too old; during a secret rotation's overlap either secret verifies.
 */
import { createHmac } from 'node:crypto';
import { ContentType, createClient, verifyWebhook, WebhookVerificationError, type WebhookVerificationCode } from '@stockroom/client';
import { expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { startReceiver, until } from './support/webhooks.js';

const t = await setupTestApp({ WEBHOOK_RETRY_BASE_MS: 200 });
const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
const client = createClient({ baseUrl: `${origin}/api`, token: await t.login('admin') });
const receiver = await startReceiver();
const { id: webhookId, secret } = (await client.webhooks.webhooksCreate({ url: receiver.url, events: ['product.created'], description: 'verifyWebhook' })).data.data as { id: string; secret: string };
const category = (await client.categories.categoriesCreate({ name: 'Webhook Tools' })).data.data;
const product = (await client.products.productsCreate({ sku: 'HOOK-1', name: 'Mallet', categoryId: category.id, unitOfMeasure: 'piece', costPrice: 3, sellingPrice: 6 })).data.data;
const delivery = await until(() => receiver.received.find((received) => received.event.type === 'product.created'));
const header = String(delivery.headers['stockroom-signature']);

/** The code `verify` throws WebhookVerificationError with. */
function refusal(verify: () => unknown): WebhookVerificationCode {
  try {
    verify();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
  throw new Error('verified');
}

it('verifies a real delivery and returns its event, from the body as text or as bytes', () => {
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  const event = verifyWebhook(secret, delivery.headers['stockroom-signature'], delivery.body);
  expect(event).toEqual(JSON.parse(delivery.body));
  expect(event).toMatchObject({ id: delivery.headers['stockroom-event-id'], type: 'product.created', subject: product.id, data: { sku: 'HOOK-1' } });
  expect(verifyWebhook(secret, header, Buffer.from(delivery.body))).toEqual(event);
  expect(verifyWebhook(secret, header, new TextEncoder().encode(delivery.body))).toEqual(event);
});

it('refuses a tampered body, another secret, a missing or unreadable header', () => {
  expect(refusal(() => verifyWebhook(secret, header, delivery.body.replace('HOOK-1', 'HOOK-2')))).toBe('SIGNATURE_MISMATCH');
  expect(refusal(() => verifyWebhook(secret, header, `${delivery.body} `))).toBe('SIGNATURE_MISMATCH');
  expect(refusal(() => verifyWebhook('whsec_another_secret_of_32_chars_xx', header, delivery.body))).toBe('SIGNATURE_MISMATCH');
  expect(refusal(() => verifyWebhook(secret, header.replace(/,v1=.*/, ',v1=zz'), delivery.body))).toBe('SIGNATURE_MISMATCH');
  expect(refusal(() => verifyWebhook(secret, header.replace(/^t=(\d+)/, (_all, t: string) => `t=${Number(t) - 1}`), delivery.body))).toBe('SIGNATURE_MISMATCH');
  expect(refusal(() => verifyWebhook(secret, undefined, delivery.body))).toBe('MISSING_SIGNATURE');
  expect(refusal(() => verifyWebhook(secret, '', delivery.body))).toBe('MISSING_SIGNATURE');
  expect(refusal(() => verifyWebhook(secret, header.replace(/^t=\d+,/, ''), delivery.body))).toBe('MALFORMED_SIGNATURE');
  expect(refusal(() => verifyWebhook(secret, header.replace(/,v1=.*/, ''), delivery.body))).toBe('MALFORMED_SIGNATURE');
  expect(refusal(() => verifyWebhook(secret, 'garbage', delivery.body))).toBe('MALFORMED_SIGNATURE');
});

it('refuses a timestamp further from now than the tolerance (300 s by default), either way', () => {
  const sentAt = Number(/^t=(\d+)/.exec(header)![1]) * 1000;
  expect(verifyWebhook(secret, header, delivery.body, { now: sentAt + 300_000 }).type).toBe('product.created');
  expect(refusal(() => verifyWebhook(secret, header, delivery.body, { now: sentAt + 301_000 }))).toBe('TIMESTAMP_OUT_OF_TOLERANCE');
  expect(refusal(() => verifyWebhook(secret, header, delivery.body, { now: sentAt - 301_000 }))).toBe('TIMESTAMP_OUT_OF_TOLERANCE');
  expect(refusal(() => verifyWebhook(secret, header, delivery.body, { now: sentAt + 61_000, toleranceSeconds: 60 }))).toBe('TIMESTAMP_OUT_OF_TOLERANCE');
  expect(verifyWebhook(secret, header, delivery.body, { now: sentAt + 3_600_000, toleranceSeconds: 3_600 }).type).toBe('product.created');
});

it('accepts a header with several v1 signatures when one matches (a secret being replaced)', () => {
  const [t, v1] = header.split(',') as [string, string];
  const other = `v1=${createHmac('sha256', 'whsec_the_previous_secret').update(`${t.slice(2)}.${delivery.body}`).digest('hex')}`;
  expect(verifyWebhook(secret, `${t},${other},${v1}`, delivery.body).id).toBe(delivery.event.id);
  expect(verifyWebhook(secret, `${t}, ${v1}, ${other}`, delivery.body).id).toBe(delivery.event.id);
  expect(verifyWebhook('whsec_the_previous_secret', `${t},${other},${v1}`, delivery.body).id).toBe(delivery.event.id);
  expect(verifyWebhook(secret, [`${t},${other}`, v1], delivery.body).id).toBe(delivery.event.id);
  expect(refusal(() => verifyWebhook(secret, `${t},${other}`, delivery.body))).toBe('SIGNATURE_MISMATCH');
});

it('refuses a signed body that is not JSON', () => {
  const t = Math.floor(Date.now() / 1000);
  const signed = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.not json`).digest('hex')}`;
  expect(refusal(() => verifyWebhook(secret, signed, 'not json'))).toBe('INVALID_BODY');
});

it('verifies a delivery signed during a secret rotation with the new secret or the replaced one', async () => {
  const rotated = await client.request<{ data: { secret: string } }>({
    path: `/webhooks/${webhookId}/rotate-secret`,
    method: 'POST',
    body: { expireOldInHours: 1 },
    secure: true,
    type: ContentType.Json,
    format: 'json',
  });
  const newSecret = rotated.data.data.secret;
  expect(newSecret).not.toBe(secret);
  await client.products.productsCreate({ sku: 'HOOK-2', name: 'Sledgehammer', categoryId: category.id, unitOfMeasure: 'piece', costPrice: 9, sellingPrice: 19 });
  const signed = await until(() => receiver.received.find((received) => received.event.type === 'product.created' && received.event.data.sku === 'HOOK-2'));
  const both = String(signed.headers['stockroom-signature']);
  expect(both).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
  expect(verifyWebhook(newSecret, both, signed.body).data).toMatchObject({ sku: 'HOOK-2' });
  expect(verifyWebhook(secret, both, signed.body).data).toMatchObject({ sku: 'HOOK-2' });
  expect(refusal(() => verifyWebhook('whsec_never_issued', both, signed.body))).toBe('SIGNATURE_MISMATCH');
  // A receiver holding both secrets while it switches accepts a delivery signed with either alone.
  expect(verifyWebhook([newSecret, secret], header, delivery.body).id).toBe(delivery.event.id);
  expect(verifyWebhook(['whsec_never_issued', newSecret], both, signed.body).id).toBe(signed.event.id);
  expect(refusal(() => verifyWebhook(['whsec_never_issued', newSecret], header, delivery.body))).toBe('SIGNATURE_MISMATCH');
});
