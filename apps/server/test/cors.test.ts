/**
 * CORS for browser clients (the desktop renderer in a browser, web integrations): preflights are
 * answered before rate limiting, allowed origins get the headers, others do not.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { setupTestApp } from './support/app.js';

const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: '/trpc/auth.me',
  headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
});

describe('CORS, any origin (default)', async () => {
  const t = await setupTestApp({ RATE_LIMIT_MAX: 2 });

  it('answers a preflight with the methods and headers the clients send', async () => {
    const res = await t.app.inject(preflight('http://localhost:5173'));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PUT');
  });

  it('does not spend the rate-limit budget on preflights', async () => {
    for (let i = 0; i < 5; i++) expect((await t.app.inject(preflight('http://localhost:5173'))).statusCode).toBe(204);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin: 'http://localhost:5173' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('CORS, listed origins', async () => {
  const t = await setupTestApp({ CORS_ORIGINS: ['app://stockroom'] });

  it('allows a listed origin and gives an unlisted one no CORS headers', async () => {
    const allowed = await t.app.inject(preflight('app://stockroom'));
    expect(allowed.headers['access-control-allow-origin']).toBe('app://stockroom');
    const other = await t.app.inject(preflight('https://evil.example'));
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS on what no route answers, and on long /trpc batches', async () => {
  const origin = 'app://stockroom';
  const t = await setupTestApp({ CORS_ORIGINS: [origin, 'http://localhost:5173'] });
  const token = await t.login('admin');
  const headers = { origin, ...t.auth(token) };

  it.each([
    ['an unknown /api path', '/api/no-such-thing'],
    ['an unknown /api path under a known one', '/api/products/export/x/y'],
    ['an unknown /trpc procedure', '/trpc/no.such.procedure'],
    ['a path outside every prefix', '/nowhere'],
    ['an id far over Fastify\'s default path parameter limit', `/api/products/${'x'.repeat(3000)}`],
  ])('answers %s with 404 in the envelope and the CORS headers of an allowed origin', async (_name, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(String(res.headers['access-control-expose-headers'])).toContain('x-request-id');
    expect(String(res.headers['access-control-expose-headers'])).toContain('deprecation');
    expect(res.headers['x-request-id']).toBeTruthy();
    const { error } = res.json() as { error: { code: unknown; data?: { error: { code: string } } } };
    expect(error.data?.error.code ?? error.code).toBe('NOT_FOUND');
  });

  it('gives an unlisted origin no CORS headers on a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a batch of 30 calls (a path far over Fastify\'s default 100 characters) with 200 and the CORS headers', async () => {
    const names = ['categories.list', 'auth.me', 'warehouses.list', 'suppliers.list', 'customers.list', 'auth.settings'];
    const paths = Array.from({ length: 30 }, (_, i) => names[i % names.length]!);
    const input = Object.fromEntries(paths.map((_, i) => [i, {}]));
    const url = `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    expect(paths.join(',').length).toBeGreaterThan(300);
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    const results = res.json() as { result?: { data: unknown } }[];
    expect(results).toHaveLength(30);
    expect(results.every((result) => result.result !== undefined)).toBe(true);
    // A browser (the desktop's renderer) asks for compression: the batch's answer is gzipped and reads the same.
    const zipped = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(results);
  });
});

describe('CORS_ORIGINS', () => {
  it('is any origin by default, or a comma-separated list', () => {
    expect(loadConfig({}).CORS_ORIGINS).toBe('*');
    expect(loadConfig({ CORS_ORIGINS: 'app://stockroom, http://localhost:5173' }).CORS_ORIGINS).toEqual(['app://stockroom', 'http://localhost:5173']);
  });
});
