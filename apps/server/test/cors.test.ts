/**
 * CORS for browser clients (the desktop renderer in a browser, web integrations): preflights are
 * answered before rate limiting, allowed origins get the headers, others do not.
 */
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

describe('CORS_ORIGINS', () => {
  it('is any origin by default, or a comma-separated list', () => {
    expect(loadConfig({}).CORS_ORIGINS).toBe('*');
    expect(loadConfig({ CORS_ORIGINS: 'app://stockroom, http://localhost:5173' }).CORS_ORIGINS).toEqual(['app://stockroom', 'http://localhost:5173']);
  });
});
