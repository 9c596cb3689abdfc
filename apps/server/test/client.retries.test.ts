/**
 * The retries of packages/client's createClient, against tiny real HTTP servers that answer as a
 * struggling Stockroom would (503 or 429 with Retry-After, a dropped connection, a page that is no
 * envelope): how many attempts, how long each wait, and that a write keeps its Idempotency-Key.
 * The waits go through an injected sleep, which records them and returns at once.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_VERSION, createClient, StockroomError, type ClientOptions } from '@stockroom/client';
import { afterAll, describe, expect, it } from 'vitest';

interface Attempt {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A server answering its n-th request (from 1) with `answer(n, response)`; records each request. */
async function serve(answer: (attempt: number, response: ServerResponse) => void) {
  const attempts: Attempt[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      attempts.push({ method: request.method!, url: request.url!, headers: request.headers });
      answer(attempts.length, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, attempts };
}

const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'req-1', ...headers }).end(JSON.stringify(body));
const envelope = (code: string, message: string) => ({ success: false, error: { code, message } });
const product = { success: true, data: { id: '019ab4e0-7408-7562-8bed-b8b60ce05c1d' }, message: 'Product created successfully' };
const body = { sku: 'R-1', name: 'Retried', categoryId: '019ab4e0-7408-7562-8bed-b8b60ce05c1d', unitOfMeasure: 'piece' as const, costPrice: 1, sellingPrice: 2 };

/** A client of `baseUrl` whose waits are recorded in `waits` (milliseconds) and take no time. */
function clientOf(baseUrl: string, options: Partial<ClientOptions> = {}) {
  const waits: number[] = [];
  const client = createClient({ baseUrl, token: 'sr_test_token', sleep: async (ms) => void waits.push(ms), ...options });
  return { client, waits };
}

async function rejection(promise: Promise<unknown>): Promise<StockroomError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof StockroomError)) throw new Error(`expected a StockroomError, got ${String(error)}`);
  return error;
}

describe('429 and 503', () => {
  it('retries a write after Retry-After seconds with the same Idempotency-Key, and resolves with the answer that succeeded', async () => {
    const server = await serve((attempt, response) =>
      attempt === 1 ? json(response, 503, envelope('SERVICE_UNAVAILABLE', 'Database unavailable'), { 'retry-after': '2' }) : attempt === 2 ? json(response, 429, envelope('RATE_LIMIT_EXCEEDED', 'Too many requests'), { 'retry-after': '1' }) : json(response, 201, product),
    );
    const { client, waits } = clientOf(server.baseUrl);
    const created = await client.products.productsCreate(body);
    expect(created.status).toBe(201);
    expect(created.data.data.id).toBe(product.data.id);
    expect(server.attempts).toHaveLength(3);
    expect(waits).toEqual([2000, 1000]);
    const keys = server.attempts.map((attempt) => attempt.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(server.attempts.map((attempt) => attempt.headers.authorization)).toEqual(Array(3).fill('Bearer sr_test_token'));
    expect(server.attempts.map((attempt) => attempt.headers['stockroom-version'])).toEqual(Array(3).fill(API_VERSION));
  });

  it('backs off exponentially with jitter without Retry-After, gives up after maxRetries, and throws the last answer', async () => {
    const server = await serve((_attempt, response) => json(response, 503, envelope('SERVICE_UNAVAILABLE', 'Database unavailable')));
    const { client, waits } = clientOf(server.baseUrl, { maxRetries: 3, retryDelayMs: 100 });
    const error = await rejection(client.products.productsList());
    expect(server.attempts).toHaveLength(4);
    expect(error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Database unavailable', requestId: 'req-1', retryAfter: undefined });
    expect(waits).toHaveLength(3);
    waits.forEach((wait, retry) => {
      expect(wait).toBeGreaterThanOrEqual(50 * 2 ** retry);
      expect(wait).toBeLessThanOrEqual(100 * 2 ** retry);
    });
  });

  it('does not wait for a Retry-After longer than maxRetryDelayMs: throws at once with retryAfter', async () => {
    const server = await serve((_attempt, response) => json(response, 429, envelope('RATE_LIMIT_EXCEEDED', 'Too many login attempts'), { 'retry-after': '900' }));
    const { client, waits } = clientOf(server.baseUrl);
    const error = await rejection(client.auth.authLogin({ email: 'a@example.com', password: 'wrong-password-123' }));
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMIT_EXCEEDED', retryAfter: 900 });
    expect(server.attempts).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('a real timer honours Retry-After', async () => {
    const server = await serve((attempt, response) => (attempt === 1 ? json(response, 503, envelope('SERVICE_UNAVAILABLE', 'Busy'), { 'retry-after': '1' }) : json(response, 200, { success: true, data: [], meta: { total: 0, page: 1, limit: 20, hasNext: false, hasPrev: false } })));
    const started = performance.now();
    await createClient({ baseUrl: server.baseUrl }).products.productsList();
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(server.attempts).toHaveLength(2);
  });
});

describe('answers never retried', () => {
  it.each([
    [400, 'VALIDATION_ERROR'],
    [404, 'NOT_FOUND'],
    [409, 'IDEMPOTENCY_IN_PROGRESS'],
    [412, 'PRECONDITION_FAILED'],
    [500, 'INTERNAL_ERROR'],
  ])('%i %s', async (status, code) => {
    const server = await serve((_attempt, response) => json(response, status, envelope(code, 'No'), { 'retry-after': '1' }));
    const { client, waits } = clientOf(server.baseUrl);
    const error = await rejection(client.products.productsCreate(body));
    expect(error).toMatchObject({ status, code, message: 'No', retryAfter: 1 });
    expect(server.attempts).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('a body that is no envelope still throws StockroomError, its code by status', async () => {
    const server = await serve((attempt, response) => response.writeHead(attempt === 1 ? 502 : 404, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'));
    const { client } = clientOf(server.baseUrl);
    const gateway = await rejection(client.products.productsList());
    expect(gateway).toMatchObject({ status: 502, code: 'INTERNAL_ERROR', message: 'HTTP 502', requestId: undefined });
    expect(await gateway.response!.text()).toBe('<h1>Bad gateway</h1>');
    expect(await rejection(client.products.productsList())).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'HTTP 404' });
  });
});

describe('network errors', () => {
  /** A server that drops the connection of its first `drops` requests, then answers `ok`. */
  const dropping = (drops: number, ok: (response: ServerResponse) => void) =>
    serve((attempt, response) => (attempt <= drops ? response.socket!.destroy() : ok(response)));

  it('retries a GET and a write (it carries an Idempotency-Key) with the same key, after backoff', async () => {
    const server = await dropping(2, (response) => json(response, 201, product));
    const { client, waits } = clientOf(server.baseUrl, { retryDelayMs: 10 });
    expect((await client.products.productsCreate(body)).status).toBe(201);
    expect(server.attempts).toHaveLength(3);
    expect(new Set(server.attempts.map((attempt) => attempt.headers['idempotency-key'])).size).toBe(1);
    expect(waits).toHaveLength(2);

    const reads = await dropping(1, (response) => json(response, 200, { success: true, data: [], meta: { total: 0, page: 1, limit: 20, hasNext: false, hasPrev: false } }));
    expect((await clientOf(reads.baseUrl).client.products.productsList()).status).toBe(200);
    expect(reads.attempts).toHaveLength(2);
  });

  it('does not retry a write without an Idempotency-Key (idempotencyKeys: false): throws NETWORK_ERROR with the cause', async () => {
    const server = await dropping(5, (response) => json(response, 201, product));
    const { client, waits } = clientOf(server.baseUrl, { idempotencyKeys: false });
    const error = await rejection(client.products.productsCreate(body));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', response: undefined });
    expect(error.message).toMatch(/^No answer from POST http:\/\/127\.0\.0\.1:\d+\/api\/products: /);
    expect(error.cause).toBeInstanceOf(Error);
    expect(server.attempts).toHaveLength(1);
    expect(server.attempts[0]!.headers['idempotency-key']).toBeUndefined();
    expect(waits).toEqual([]);

    // With the caller's own key it is safe again.
    const keyed = await dropping(1, (response) => json(response, 201, product));
    expect((await clientOf(keyed.baseUrl, { idempotencyKeys: false }).client.products.productsCreate(body, { headers: { 'Idempotency-Key': 'pos-7731-1' } })).status).toBe(201);
    expect(keyed.attempts.map((attempt) => attempt.headers['idempotency-key'])).toEqual(['pos-7731-1', 'pos-7731-1']);
  });

  it('gives up after maxRetries, and an abort by the caller is rethrown as is, never retried', async () => {
    const server = await dropping(10, (response) => json(response, 200, {}));
    const { client, waits } = clientOf(server.baseUrl, { maxRetries: 1 });
    expect(await rejection(client.products.productsList())).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(server.attempts).toHaveLength(2);
    expect(waits).toHaveLength(1);

    const aborted = await client.products.productsList({}, { signal: AbortSignal.abort() }).catch((error: unknown) => error);
    expect(aborted).not.toBeInstanceOf(StockroomError);
    expect((aborted as Error).name).toBe('AbortError');
    expect(server.attempts).toHaveLength(2);
  });

  it('no server at all: NETWORK_ERROR after the retries', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client, waits } = clientOf(`http://127.0.0.1:${port}/api`);
    expect(await rejection(client.products.productsList())).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(waits).toHaveLength(2);
  });
});
