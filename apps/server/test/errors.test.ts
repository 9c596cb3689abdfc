/**
 * The response envelope (SPEC 4.1) and the error table (SPEC 7): exact keys of success and error
 * bodies, the transport's own errors (bad JSON, unknown routes, malformed ids), x-request-id on
 * every response, and an unexpected failure that is logged but not exposed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createUser } from '@stockroom/api';
import jwt from 'jsonwebtoken';
import { pino } from 'pino';
import type { FastifyBaseLogger, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp, MAX_PARAM_LENGTH } from '../src/app.js';
import { createTestDatabase, JWT_SECRET, setupTestApp, TEST_CONFIG, TEST_PASSWORD } from './support/app.js';

const t = await setupTestApp();
const admin = await t.login('admin');
const viewer = await t.login('viewer');

type Inject = InjectOptions;
const as = (token: string, request: Inject): Inject => ({ ...request, headers: { ...t.auth(token), ...(request.headers ?? {}) } });
const json = { 'content-type': 'application/json' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function newCategory(name = `Err ${randomBytes(5).toString('hex')}`) {
  const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/categories', payload: { name } }));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; name: string };
}

/** Asserts the exact error envelope and returns its `error`. */
function expectErrorEnvelope(body: Record<string, unknown>) {
  expect(Object.keys(body).sort()).toEqual(['error', 'success']);
  expect(body.success).toBe(false);
  const error = body.error as Record<string, unknown>;
  expect(typeof error.code).toBe('string');
  expect(typeof error.message).toBe('string');
  for (const key of Object.keys(error)) expect(['code', 'message', 'details', 'field']).toContain(key);
  if ('field' in error) expect(typeof error.field).toBe('string');
  return error;
}

describe('success envelope', () => {
  it.each([
    ['GET /api/categories (list, form A)', () => ({ method: 'GET', url: '/api/categories' }), ['data', 'meta', 'success']],
    ['GET /api/categories?shape=page (form B)', () => ({ method: 'GET', url: '/api/categories?shape=page' }), ['data', 'success']],
    ['POST /api/categories', () => ({ method: 'POST', url: '/api/categories', payload: { name: `Env ${randomUUID()}` } }), ['data', 'message', 'success']],
    ['GET /api/auth/me', () => ({ method: 'GET', url: '/api/auth/me' }), ['data', 'success']],
    ['GET /api/products', () => ({ method: 'GET', url: '/api/products' }), ['data', 'meta', 'success']],
  ] as const)('%s has only success, data and the optional message/meta', async (_what, request, keys) => {
    const res = await t.app.inject(as(admin, request() as Inject));
    expect(res.statusCode).toBeLessThan(300);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(keys);
    expect(body.success).toBe(true);
    if ('message' in body) expect(typeof body.message).toBe('string');
    if ('meta' in body) expect(Object.keys(body.meta).sort()).toEqual(['hasNext', 'hasPrev', 'limit', 'page', 'total']);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('GET/PUT/DELETE /api/categories/{id} use it too', async () => {
    const category = await newCategory();
    const got = await t.app.inject(as(admin, { method: 'GET', url: `/api/categories/${category.id}` }));
    expect(Object.keys(got.json()).sort()).toEqual(['data', 'success']);
    const put = await t.app.inject(as(admin, { method: 'PUT', url: `/api/categories/${category.id}`, payload: { description: 'x' } }));
    expect(Object.keys(put.json()).sort()).toEqual(['data', 'message', 'success']);
    const del = await t.app.inject(as(admin, { method: 'DELETE', url: `/api/categories/${category.id}` }));
    expect(del.json()).toEqual({ success: true, data: null, message: 'Category deleted' });
  });
});

describe('error envelope', () => {
  const cases: [string, () => Promise<Inject> | Inject, number, string][] = [
    ['401 without a token', () => ({ method: 'GET', url: '/api/categories' }), 401, 'UNAUTHORIZED'],
    ['403 without the permission', () => as(viewer, { method: 'GET', url: '/api/categories' }), 403, 'FORBIDDEN'],
    ['404 for an unknown id', () => as(admin, { method: 'GET', url: `/api/categories/${randomUUID()}` }), 404, 'NOT_FOUND'],
    ['404 for a malformed id', () => as(admin, { method: 'GET', url: '/api/categories/42' }), 404, 'NOT_FOUND'],
    ['404 for an unknown /api route', () => as(admin, { method: 'GET', url: '/api/nothing-here' }), 404, 'NOT_FOUND'],
    ['404 for an unknown route', () => ({ method: 'GET', url: '/nothing-here' }), 404, 'NOT_FOUND'],
    ['400 for an invalid body', () => as(admin, { method: 'POST', url: '/api/categories', payload: { name: '' } }), 400, 'VALIDATION_ERROR'],
    ['400 for an invalid query', () => as(admin, { method: 'GET', url: '/api/categories?page=-1' }), 400, 'VALIDATION_ERROR'],
    ['400 for an invalid product body', () => as(admin, { method: 'POST', url: '/api/products', payload: { sku: 'x' } }), 400, 'VALIDATION_ERROR'],
    ['400 for malformed JSON', () => as(admin, { method: 'POST', url: '/api/categories', headers: json, payload: '{' }), 400, 'VALIDATION_ERROR'],
    [
      '409 for a duplicate name',
      async () => {
        const { name } = await newCategory();
        return as(admin, { method: 'POST', url: '/api/categories', payload: { name } });
      },
      409,
      'DUPLICATE_ERROR',
    ],
    ['an unsupported content type', () => as(admin, { method: 'POST', url: '/api/categories', headers: { 'content-type': 'text/plain' }, payload: 'name=x' }), 400, 'VALIDATION_ERROR'],
  ];

  it.each(cases)('%s: exactly {success:false, error:{code, message, details?, field?}}', async (_what, request, status, code) => {
    const res = await t.app.inject(await request());
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const error = expectErrorEnvelope(res.json());
    expect(error.code).toBe(code);
    expect(res.body).not.toMatch(/"issues"|Input validation failed|-32\d{3}|"httpStatus"|"stack"/);
  });

  it('a validation error outside products says "Invalid request data", maps fields to messages and names the first', async () => {
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/categories', payload: { name: '', parentId: 'nope' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid request data',
        details: { name: ['Category name is required'], parentId: ['Invalid parent category ID'] },
        field: 'name',
      },
    });
  });

  it('a validation error on a product route says "Invalid product data"', async () => {
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/products', payload: {} }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid product data' });
  });
});

describe('malformed bodies', () => {
  it.each([
    ['truncated JSON', '{"name":'],
    ['not JSON at all', 'name=Tools'],
    ['a trailing comma', '{"name":"Tools",}'],
    ['an empty body', ''],
    ['prototype poisoning', '{"name":"Poison","__proto__":{"isAdmin":true}}'],
  ])('%s → 400 VALIDATION_ERROR "Invalid request data"', async (_what, payload) => {
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/categories', headers: json, payload }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid request data' } });
  });

  it('a well-formed body with a charset parameter is parsed as usual', async () => {
    const name = `Charset ${randomUUID()}`;
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/categories', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: JSON.stringify({ name }) }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe(name);
  });

  it('a malformed body changes nothing, even on an update whose fields are all optional', async () => {
    const category = await newCategory();
    const res = await t.app.inject(as(admin, { method: 'PUT', url: `/api/categories/${category.id}`, headers: json, payload: '{"name": "Changed"' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    const stored = await t.app.inject(as(admin, { method: 'GET', url: `/api/categories/${category.id}` }));
    expect(stored.json().data.name).toBe(category.name);
  });

  it('on a product route it says "Invalid product data" (SPEC 7)', async () => {
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/products', headers: json, payload: '{"name":' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid product data' } });
  });

  it('on login (public) it is a 400 too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid request data' } });
  });
});

describe('bodies in another format or none', () => {
  it('a POST without a body reads as {} and fails validation field by field, after authentication', async () => {
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/categories' }));
    expect(res.statusCode).toBe(400);
    expect(expectErrorEnvelope(res.json())).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name', details: { name: ['Category name is required'] } });
  });

  it('a body in another format is 401 without a token and 403 without the permission (SPEC 5.6), 400 otherwise', async () => {
    const request = { method: 'POST', url: '/api/categories', headers: { 'content-type': 'text/plain' }, payload: 'name=x' } as const;
    expect((await t.app.inject(request)).statusCode).toBe(401);
    expect((await t.app.inject(as(viewer, request))).statusCode).toBe(403);
    const res = await t.app.inject(as(admin, request));
    expect(res.statusCode).toBe(400);
    expect(expectErrorEnvelope(res.json())).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid request data' });
  });

  it('a NUL character anywhere in the input is a 400 naming the field, on every route', async () => {
    const res = await t.app.inject(as(admin, { method: 'POST', url: '/api/categories', payload: { name: 'ok', description: 'a\u0000b' } }));
    expect(res.statusCode).toBe(400);
    expect(expectErrorEnvelope(res.json())).toMatchObject({ code: 'VALIDATION_ERROR', details: { description: ['Text must not contain NUL characters'] } });
  });

  it('HEAD on an /api route answers as its GET would, without the body (decision 0014)', async () => {
    const get = await t.app.inject(as(admin, { method: 'GET', url: '/api/categories' }));
    const head = await t.app.inject(as(admin, { method: 'HEAD', url: '/api/categories' }));
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/categories' })).statusCode).toBe(401);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api/products/extra/segments'],
    ['GET', '/api/'],
  ] as const)('%s %s → 404 NOT_FOUND, with or without a token', async (method, url) => {
    for (const headers of [{}, t.auth(admin)]) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
  });

  it.each([
    ['GET', '/'],
    ['GET', '/nothing-here'],
    ['POST', '/nothing-here'],
    ['GET', '/api'],
    ['GET', '/apix/products'],
  ] as const)('%s %s (outside /api) → the same 404 envelope', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

describe('malformed path ids', () => {
  it.each(['not-a-uuid', '123', `${randomUUID()}x`, randomUUID().replace(/-/g, '')])('%s → 404 NOT_FOUND on every {id} route', async (id) => {
    const requests: Inject[] = [
      { method: 'GET', url: `/api/categories/${id}` },
      { method: 'PUT', url: `/api/categories/${id}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/categories/${id}` },
      { method: 'GET', url: `/api/products/${id}` },
      { method: 'PUT', url: `/api/products/${id}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/products/${id}` },
    ];
    for (const request of requests) {
      const res = await t.app.inject(as(admin, request));
      expect(res.statusCode, `${request.method} ${String(request.url)}`).toBe(404);
      expect(expectErrorEnvelope(res.json()).code).toBe('NOT_FOUND');
    }
  });
});

describe('x-request-id', () => {
  it('is on every kind of response, a fresh UUID each time', async () => {
    const category = await newCategory();
    const requests: Inject[] = [
      as(admin, { method: 'GET', url: '/api/categories' }),
      as(admin, { method: 'GET', url: `/api/categories/${category.id}` }),
      as(admin, { method: 'POST', url: '/api/categories', payload: { name: '' } }),
      as(admin, { method: 'POST', url: '/api/categories', headers: json, payload: '{' }),
      as(viewer, { method: 'GET', url: '/api/categories' }),
      { method: 'GET', url: '/api/categories' },
      { method: 'GET', url: '/api/nothing-here' },
      { method: 'GET', url: '/nothing-here' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'x' } },
      { method: 'GET', url: '/healthz' },
      { method: 'GET', url: '/readyz' },
      { method: 'GET', url: '/api/openapi.json' },
      { method: 'GET', url: '/docs/' },
      as(admin, { method: 'GET', url: '/trpc/auth.me' }),
    ];
    const ids = new Set<string>();
    for (const request of requests) {
      const res = await t.app.inject(request);
      const id = res.headers['x-request-id'];
      expect(id, `${request.method} ${String(request.url)} → ${res.statusCode}`).toMatch(UUID);
      ids.add(id as string);
    }
    expect(ids.size).toBe(requests.length);
  });
});

describe('an unexpected failure', () => {
  it('is logged with the request id and answered 500 INTERNAL_ERROR without internals', async () => {
    // A second app whose database goes away under it: every query then fails unexpectedly.
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
    const database = await createTestDatabase();
    const app = await buildApp({
      config: { ...TEST_CONFIG, LOG_LEVEL: 'error' },
      database,
      jwtSecret: JWT_SECRET,
      logger,
    });
    try {
      const user = await createUser(database.db, { email: `gone-${randomUUID()}@example.com`, password: TEST_PASSWORD, name: 'Gone', role: 'admin' });
      const headers = { authorization: `Bearer ${jwt.sign({}, JWT_SECRET, { subject: user.id, expiresIn: 3600 })}` };
      const before = await app.inject({ method: 'GET', url: '/api/categories', headers });
      expect(before.statusCode).toBe(200);

      await database.close();

      for (const request of [
        { method: 'GET', url: '/api/categories', headers },
        { method: 'POST', url: '/api/categories', headers, payload: { name: 'Anything' } },
        { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } },
      ] as Inject[]) {
        const res = await app.inject(request);
        expect(res.statusCode, String(request.url)).toBe(500);
        expect(res.json()).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } });
        const requestId = res.headers['x-request-id'];
        const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.requestId === requestId);
        expect(logged, `log entry of ${String(request.url)}`).toMatchObject({ level: 50, msg: 'Unexpected error', err: expect.any(Object) });
      }

      const trpc = await app.inject({ method: 'GET', url: `/trpc/categories.list?input=${encodeURIComponent('{}')}`, headers });
      expect(trpc.statusCode).toBe(500);
      expect(trpc.json().error.message).toBe('An unexpected error occurred');
      expect(trpc.json().error.data.error).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
      expect(trpc.body).not.toMatch(/stack|\bat \w|closed|ended|ECONN|postgres|pglite/i);

      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', database: database.engine });
    } finally {
      await app.close();
    }
  });
});

describe('paths the router cannot read (found by the fuzz test, decision 0013)', () => {
  it('bad percent-encoding in a path answers 400 in the envelope with a request id', async () => {
    for (const url of ['/api/categories/%ff', '/api/products/%ED%A0%80', '/api/nowhere/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Malformed URL' } });
      expect(res.headers['x-request-id'], url).toEqual(expect.any(String));
    }
  });

  it('a path segment over the router limit (16 KB: only inject gets one past Node) is a malformed id: 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${'x'.repeat(MAX_PARAM_LENGTH + 1)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('a long id within the router limit reaches its route: 401 without a token, 404 (malformed id) with one', async () => {
    const url = `/api/products/${'x'.repeat(3000)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url, headers: t.auth(await t.login('admin')) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
