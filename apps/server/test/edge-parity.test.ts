/**
 * /api and /trpc refuse the same input the same way: one table of malformed requests (oversized
 * bodies, JSON nested too deep, malformed JSON, other content types, unknown fields), each sent to
 * a procedure's /api route and to the procedure over /trpc, and each answer checked for its status
 * and its code: `error.code` of the /api envelope, `error.data.error.code` of the tRPC error (with
 * tRPC's own `data.code` and `data.httpStatus`). Then what only /trpc has: batches (one body
 * limit for the whole batch, each input nested at most as deep as a body) and `?input=` of GET
 * queries; procedure names as tRPC reads them (percent-decoded once more than the router does); a
 * method a procedure does not take; and the rate limiter, which counts the requests of both edges
 * and each call of a batch.
 */
import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { JWT_SECRET, setupTestApp, TEST_CONFIG, TEST_PASSWORD } from './support/app.js';

const t = await setupTestApp();
const admin = t.auth(await t.login('admin'));

/** tRPC's own code of each status these cases answer (its `data.code`; packages/api/src/trpc.ts maps the spec codes to them). */
const trpcCode: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  405: 'METHOD_NOT_SUPPORTED',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

interface TrpcError {
  error: { message: string; code: number; data: { code: string; httpStatus: number; path?: string; error: { code: string; message: string; details?: Record<string, string[]> } } };
}

/** A procedure and its /api route. */
interface Procedure {
  procedure: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
}

const login: Procedure = { procedure: 'auth.login', method: 'POST', path: '/auth/login' };
const createCategory: Procedure = { procedure: 'categories.create', method: 'POST', path: '/categories' };
const changePassword: Procedure = { procedure: 'auth.changePassword', method: 'PUT', path: '/auth/password' };
const createApiKey: Procedure = { procedure: 'apiKeys.create', method: 'POST', path: '/api-keys' };
const listCategories: Procedure = { procedure: 'categories.list', method: 'GET', path: '/categories' };

interface Case extends Procedure {
  name: string;
  /** Sent with the admin's token unless false. */
  token?: false;
  /** The raw body of a POST or PUT. */
  body?: string;
  contentType?: string;
  /** The query of a GET: /api's parameters, /trpc's `input`. */
  query?: Record<string, string>;
  status: number;
  code: string;
  details?: Record<string, string[]>;
}

/** `depth` arrays, one inside the other: `[[[…]]]` (2 bytes a level). */
const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `depth` objects, one inside the other: `{"a":{"a":…1}}` (6 bytes a level). */
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const boundary = '----edge-parity';
const multipart = [`--${boundary}`, 'Content-Disposition: form-data; name="name"', '', 'Tools', `--${boundary}--`, ''].join('\r\n');

const cases: Case[] = [
  { name: 'a login body over 4 KB', ...login, token: false, body: JSON.stringify({ email: `${'x'.repeat(5000)}@example.com`, password: 'x' }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: 'a body over 64 KB', ...createCategory, body: JSON.stringify({ name: 'x'.repeat(70_000) }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: 'a body over 64 KB, before authentication', ...createCategory, token: false, body: JSON.stringify({ name: 'x'.repeat(70_000) }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: 'arrays 100,000 deep in a login (200 KB)', ...login, token: false, body: `{"email":${deepArrays(100_000)},"password":"x"}`, status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: 'objects 20,000 deep in a new category', ...createCategory, body: `{"name":${deepObjects(20_000)}}`, status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: 'objects 20,000 deep in a password change', ...changePassword, body: `{"currentPassword":${deepObjects(20_000)},"newPassword":"x"}`, status: 413, code: 'PAYLOAD_TOO_LARGE' },
  { name: 'arrays 30,000 deep within 64 KB', ...createCategory, body: `{"name":${deepArrays(30_000)}}`, status: 400, code: 'VALIDATION_ERROR' },
  { name: 'arrays 30,000 deep within 64 KB, without a token', ...createCategory, token: false, body: `{"name":${deepArrays(30_000)}}`, status: 401, code: 'UNAUTHORIZED' },
  { name: 'arrays 1,900 deep within a login\'s 4 KB', ...login, token: false, body: `{"email":${deepArrays(1900)},"password":"x"}`, status: 400, code: 'VALIDATION_ERROR' },
  { name: 'JSON one level deeper than 32', ...createCategory, body: `{"name":${deepArrays(32)}}`, status: 400, code: 'VALIDATION_ERROR' },
  { name: 'malformed JSON', ...createCategory, body: '{"name":"Tools",', status: 400, code: 'VALIDATION_ERROR' },
  { name: 'malformed JSON, without a token', ...createCategory, token: false, body: '{"name":"Tools",', status: 401, code: 'UNAUTHORIZED' },
  { name: 'malformed JSON in a login', ...login, token: false, body: '{"email":', status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a JSON array for a body', ...createCategory, body: '[{"name":"Tools"}]', status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a text/plain body', ...createCategory, body: '{"name":"Tools"}', contentType: 'text/plain', status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a text/plain body, without a token', ...createCategory, token: false, body: '{"name":"Tools"}', contentType: 'text/plain', status: 401, code: 'UNAUTHORIZED' },
  { name: 'a form-encoded login', ...login, token: false, body: `email=admin%40example.com&password=${TEST_PASSWORD}`, contentType: 'application/x-www-form-urlencoded', status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a multipart body', ...createCategory, body: multipart, contentType: `multipart/form-data; boundary=${boundary}`, status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a content type that is no media type', ...createCategory, body: '{"name":"Tools"}', contentType: 'not a type', status: 400, code: 'VALIDATION_ERROR' },
  { name: 'a text/plain body over 64 KB', ...createCategory, body: 'x'.repeat(70_000), contentType: 'text/plain', status: 413, code: 'PAYLOAD_TOO_LARGE' },
  {
    name: 'an unknown field in a strict body',
    ...createApiKey,
    body: JSON.stringify({ name: 'Shop sync', permissions: ['products:read'], colour: 'red' }),
    status: 400,
    code: 'VALIDATION_ERROR',
    details: { colour: ['Unknown parameter'] },
  },
  { name: 'an unknown query parameter', ...listCategories, query: { colour: 'red' }, status: 400, code: 'VALIDATION_ERROR', details: { colour: ['Unknown parameter'] } },
];

/** The /api request of a case, and its /trpc request (POST for a mutation, GET with `?input=` for a query). */
function requestsOf(c: Case): { api: InjectOptions; trpc: InjectOptions } {
  const headers: Record<string, string> = { ...(c.token === false ? {} : admin) };
  if (c.method === 'GET') {
    const query = c.query ?? {};
    return {
      api: { method: 'GET', url: `/api${c.path}?${new URLSearchParams(query)}`, headers },
      trpc: { method: 'GET', url: `/trpc/${c.procedure}?input=${encodeURIComponent(JSON.stringify(query))}`, headers },
    };
  }
  headers['content-type'] = c.contentType ?? 'application/json';
  return { api: { method: c.method, url: `/api${c.path}`, headers, payload: c.body }, trpc: { method: 'POST', url: `/trpc/${c.procedure}`, headers, payload: c.body } };
}

/** Asserts a tRPC error answer (one call, or each call of a batch) with `status` and the spec `code`. */
function expectTrpcError(res: LightMyRequestResponse, status: number, code: string, calls?: number): TrpcError[] {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const json = res.json() as TrpcError | TrpcError[];
  const errors = calls === undefined ? [json as TrpcError] : (json as TrpcError[]);
  if (calls !== undefined) expect(errors).toHaveLength(calls);
  for (const { error } of errors) {
    expect(error.data.error.code).toBe(code);
    expect(error.data.code).toBe(trpcCode[status]);
    expect(error.data.httpStatus).toBe(status);
    expect(error.message).toBe(error.data.error.message);
  }
  return errors;
}

describe('the same malformed input answers the same on /api and /trpc', () => {
  it.each(cases)('$name: $status $code', async (c) => {
    const { api, trpc } = requestsOf(c);
    const rest = await t.app.inject(api);
    expect(rest.statusCode, rest.body).toBe(c.status);
    const envelope = rest.json() as { success: boolean; error: { code: string; details?: unknown } };
    expect(envelope.success).toBe(false);
    expect(envelope.error.code).toBe(c.code);

    const [rpc] = expectTrpcError(await t.app.inject(trpc), c.status, c.code);
    if (c.details) {
      expect(envelope.error.details).toEqual(c.details);
      expect(rpc!.error.data.error.details).toEqual(c.details);
    }
  });

  it('answers a method the procedure does not take with 405 METHOD_NOT_ALLOWED', async () => {
    const rest = await t.app.inject({ method: 'PATCH', url: '/api/categories', headers: admin });
    expect(rest.statusCode).toBe(405);
    expect(rest.json().error.code).toBe('METHOD_NOT_ALLOWED');
    expectTrpcError(await t.app.inject({ method: 'GET', url: '/trpc/categories.create', headers: admin }), 405, 'METHOD_NOT_ALLOWED');
    // A method tRPC cannot carry at all is no route of /trpc.
    const trace = await t.app.inject({ method: 'TRACE' as never, url: '/trpc/categories.create', headers: admin });
    expect(trace.statusCode).toBe(404);
    expect(trace.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('strips an unknown field of a body that is not strict on both edges alike', async () => {
    const body = JSON.stringify({ name: `Parity ${randomInt(1e9)}`, colour: 'red' });
    const rest = await t.app.inject({ method: 'POST', url: '/api/categories', headers: { ...admin, 'content-type': 'application/json' }, payload: body });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).not.toHaveProperty('colour');
    const rpc = await t.app.inject({ method: 'POST', url: '/trpc/categories.create', headers: { ...admin, 'content-type': 'application/json' }, payload: body.replace('Parity', 'Parity rpc') });
    expect(rpc.statusCode, rpc.body).toBe(200);
    expect(rpc.json().result.data).not.toHaveProperty('colour');
  });
});

describe('/trpc batches and query inputs', () => {
  const post = (path: string, payload: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: `/trpc/${path}?batch=1`, headers: { ...headers, 'content-type': 'application/json' }, payload });

  it('holds a whole batch to one body limit: two inputs of 40 KB are 413 for each call', async () => {
    const input = { name: 'x'.repeat(40_000) };
    expectTrpcError(await post('categories.create,categories.create', JSON.stringify({ 0: input, 1: input })), 413, 'PAYLOAD_TOO_LARGE', 2);
    // One such input alone is read, and refused by its own rules.
    const [one] = expectTrpcError(await post('categories.create', JSON.stringify({ 0: input })), 400, 'VALIDATION_ERROR', 1);
    expect(one!.error.data.error.details).toEqual({ name: ['Category name is too long'] });
  });

  it('holds a batch with a login to the login\'s 4 KB, before anything else', async () => {
    const input = { email: `${'x'.repeat(2500)}@example.com`, password: 'x' };
    expectTrpcError(await post('auth.login,auth.login', JSON.stringify({ 0: input, 1: input }), {}), 413, 'PAYLOAD_TOO_LARGE', 2);
  });

  it('refuses a batch input nested deeper than 32 after authentication', async () => {
    const body = `{"0":{"name":${deepArrays(40)}},"1":{"name":"Tools"}}`;
    expectTrpcError(await post('categories.create,categories.create', body), 400, 'VALIDATION_ERROR', 2);
    expectTrpcError(await post('categories.create,categories.create', body, {}), 401, 'UNAUTHORIZED', 2);
  });

  it('reads a batch input 32 deep', async () => {
    // 31 levels under the batch's own object and the input: within the limit, refused only by the schema.
    const res = await post('categories.create', `{"0":{"name":${deepArrays(31)}}}`);
    const [one] = expectTrpcError(res, 400, 'VALIDATION_ERROR', 1);
    expect(one!.error.data.error.details).toEqual({ name: ['Category name must be a string'] });
  });

  it('reads procedure names as tRPC does: one more percent-decoding cannot lift the login\'s 4 KB limit or hide a batch\'s calls', async () => {
    const login = { email: `${'x'.repeat(5000)}@example.com`, password: 'x' };
    const json = { 'content-type': 'application/json' };
    // %252E reaches the router's parameter as %2E, which tRPC decodes to '.': the call is auth.login.
    const [once] = expectTrpcError(await t.app.inject({ method: 'POST', url: '/trpc/auth%252Elogin', headers: json, payload: JSON.stringify(login) }), 413, 'PAYLOAD_TOO_LARGE');
    expect(once!.error.message).toBe('Request body is too large');
    for (const path of ['auth%252Elogin%252Ccategories.create', 'categories.create%252Cauth%252Elogin', 'categories.create%252Cauth.login']) {
      expectTrpcError(await post(path, JSON.stringify({ 0: login, 1: login }), {}), 413, 'PAYLOAD_TOO_LARGE', 2);
    }
  });

  it('holds a name no procedure has to the smallest limit of all', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(5000) });
    expectTrpcError(await t.app.inject({ method: 'POST', url: '/trpc/no.such%252Eprocedure', headers: { ...admin, 'content-type': 'application/json' }, payload: body }), 413, 'PAYLOAD_TOO_LARGE');
    expectTrpcError(await post('categories.create,no.such', JSON.stringify({ 0: { name: 'x' }, 1: { name: 'x'.repeat(5000) } })), 413, 'PAYLOAD_TOO_LARGE', 2);
    // A path tRPC cannot decode runs nothing: tRPC refuses it as a whole (400).
    const undecodable = await t.app.inject({ method: 'POST', url: '/trpc/auth.login%25ZZ', headers: { 'content-type': 'application/json' }, payload: body });
    expect(undecodable.statusCode).toBe(400);
    expect((undecodable.json() as TrpcError).error.data).toMatchObject({ code: 'BAD_REQUEST', error: { code: 'VALIDATION_ERROR' } });
  });

  it('refuses ?input= nested too deeply or malformed after authentication, one call or a batch', async () => {
    const deep = encodeURIComponent(`{"search":${deepArrays(4000)}}`);
    const get = (url: string, headers: Record<string, string> = admin) => t.app.inject({ method: 'GET', url, headers });
    expectTrpcError(await get(`/trpc/categories.list?input=${deep}`), 400, 'VALIDATION_ERROR');
    expectTrpcError(await get(`/trpc/categories.list?input=${deep}`, {}), 401, 'UNAUTHORIZED');
    expectTrpcError(await get(`/trpc/categories.list?input=%7B%22search`), 400, 'VALIDATION_ERROR');
    expectTrpcError(await get(`/trpc/categories.list,auth.me?batch=1&input=${encodeURIComponent(`{"0":${deepArrays(40)}}`)}`), 400, 'VALIDATION_ERROR', 2);
    // Within the limits, the query answers.
    const ok = await get(`/trpc/categories.list,auth.me?batch=1&input=${encodeURIComponent('{"0":{"search":"x"}}')}`);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

/** An app over the same database whose limiter allows 4 requests a window. */
const limited = await buildApp({ config: { ...TEST_CONFIG, RATE_LIMIT_MAX: 4 }, database: t.database, jwtSecret: JWT_SECRET });
afterAll(() => limited.close());

describe('rate limiting', () => {
  it('counts /api and /trpc requests with one limiter and answers 429 RATE_LIMIT_EXCEEDED on both', async () => {
    const headers = admin;
    const rest = () => limited.inject({ method: 'GET', url: '/api/categories', headers });
    const rpc = () => limited.inject({ method: 'GET', url: `/trpc/categories.list?input=${encodeURIComponent('{}')}`, headers });
    for (const call of [rest, rpc, rest, rpc]) expect((await call()).statusCode).toBe(200);

    const overRpc = await rpc();
    expectTrpcError(overRpc, 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number(overRpc.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const overRest = await rest();
    expect(overRest.statusCode).toBe(429);
    expect(overRest.json()).toEqual({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests' } });
    expect(Number(overRest.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('counts each call of a batch as a request, however its names are encoded', async () => {
    const remoteAddress = `10.77.${randomInt(256)}.${randomInt(1, 255)}`;
    const batch = (paths: string, calls: number) =>
      limited.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, {}]))))}`, headers: admin, remoteAddress });
    const three = await batch('categories.list,auth.me%252Ccategories.list', 3);
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json()).toHaveLength(3);
    expect(three.headers['x-ratelimit-remaining']).toBe('1');
    // Two more calls make five of four: every call of the batch is refused, and so is the next /api request.
    const over = await batch('categories.list,categories.list', 2);
    expectTrpcError(over, 429, 'RATE_LIMIT_EXCEEDED', 2);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    expect((await limited.inject({ method: 'GET', url: '/api/categories', headers: admin, remoteAddress })).statusCode).toBe(429);
  });

  it('refuses a batch of more calls than the whole limit', async () => {
    const remoteAddress = `10.78.${randomInt(256)}.${randomInt(1, 255)}`;
    const five = await limited.inject({ method: 'POST', url: '/trpc/categories.create,categories.create,categories.create,categories.create,categories.create?batch=1', headers: { ...admin, 'content-type': 'application/json' }, remoteAddress, payload: '{}' });
    expectTrpcError(five, 429, 'RATE_LIMIT_EXCEEDED', 5);
  });
});
