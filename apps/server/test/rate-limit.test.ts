/**
 * Rate limiting (SPEC 8.1, 5.6): a fixed window per client key (first X-Forwarded-For value, or
 * with TRUST_PROXY only a trusted proxy's), checked before authentication; 429 RATE_LIMIT_EXCEEDED
 * with Retry-After. With REDIS_URL set, the count lives in Redis and is shared by every app
 * instance; a Redis outage fails open. The outage test runs a Redis server of its own.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { setupTestApp, type TestContext } from './support/app.js';
import { startRedis } from './support/redis.js';

const MAX = 3;
const WINDOW_MS = 2000;
const redisUrl = process.env.REDIS_URL;
const config = { RATE_LIMIT_MAX: MAX, RATE_LIMIT_WINDOW_MS: WINDOW_MS, REDIS_URL: redisUrl };

const t = await setupTestApp(config);
/** A second instance over its own database; with Redis it shares the counts of `t`. */
const other: TestContext | undefined = redisUrl ? await setupTestApp(config) : undefined;
const token = await t.login('admin');

/** A client address of its own for each test and each run, so counts (in Redis too) never collide. */
const run = [randomInt(1, 255), randomInt(0, 256)];
let clients = 0;
const newClient = () => `10.${run[0]}.${run[1]}.${++clients}`;

const TOO_MANY = { success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests' } };

const me = (forwardedFor: string, app = t.app, headers: Record<string, string> = t.auth(token)) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-forwarded-for': forwardedFor, ...headers } });

/** Asserts a 429 in the spec form and returns its Retry-After in seconds. */
function expectLimited(res: Awaited<ReturnType<typeof me>>): number {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual(TOO_MANY);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-request-id']).toEqual(expect.any(String));
  const retryAfter = String(res.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
  expect(res.headers['x-ratelimit-limit']).toBe(String(MAX));
  expect(res.headers['x-ratelimit-remaining']).toBe('0');
  return Number(retryAfter);
}

describe(`rate limiting (${redisUrl ? 'Redis' : 'in-memory'} store)`, () => {
  it('serves MAX requests per window with the remaining count, then answers 429 with Retry-After', async () => {
    const client = newClient();
    for (let i = 1; i <= MAX; i++) {
      const res = await me(client);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(MAX));
      expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - i));
    }
    const limited = await me(client);
    expectLimited(limited);
    expect(limited.headers['x-ratelimit-reset']).toBe(limited.headers['retry-after']);
    expectLimited(await me(client));
  });

  it('keys on the first X-Forwarded-For value', async () => {
    const client = newClient();
    const bystander = newClient();
    expect((await me(`${client}, 2.2.2.2`)).headers['x-ratelimit-remaining']).toBe('2');
    expect((await me(client)).headers['x-ratelimit-remaining']).toBe('1');
    // The bystander's own count, even when the client's address is further down its chain.
    const own = await me(`${bystander}, ${client}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-ratelimit-remaining']).toBe('2');
    expect((await me(` ${client} ,9.9.9.9`)).headers['x-ratelimit-remaining']).toBe('0');
    expectLimited(await me(`${client}, 2.2.2.2`));
    const stillServed = await me(bystander);
    expect(stillServed.statusCode).toBe(200);
    expect(stillServed.headers['x-ratelimit-remaining']).toBe('1');
  });

  it('runs before authentication: anonymous requests count, and the one over the limit gets 429, not 401', async () => {
    const client = newClient();
    for (let i = 0; i < MAX; i++) {
      const res = await me(client, t.app, i % 2 ? { authorization: 'Bearer invalid' } : {});
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - 1 - i));
    }
    expectLimited(await me(client, t.app, {}));
    // A valid token does not lift the limit either.
    expectLimited(await me(client));
  });

  it('limits login attempts too', async () => {
    const client = newClient();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': client },
        payload: { email: 'nobody@example.com', password: 'guessing-passwords' },
      });
    for (let i = 0; i < MAX; i++) expect((await attempt()).statusCode).toBe(401);
    expectLimited(await attempt());
  });

  it('exempts /healthz and /readyz, which neither count nor get limited', async () => {
    const client = newClient();
    for (let i = 0; i < MAX * 3; i++) {
      for (const url of ['/healthz', '/readyz']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': client } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
      }
    }
    const api = await me(client);
    expect(api.statusCode).toBe(200);
    expect(api.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it('serves again once the window has passed', async () => {
    const client = newClient();
    for (let i = 0; i < MAX; i++) expect((await me(client)).statusCode).toBe(200);
    const retryAfter = expectLimited(await me(client));
    await sleep(retryAfter * 1000 + 100);
    const res = await me(client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it.skipIf(!redisUrl)('shares one count between two app instances through Redis', async () => {
    const client = newClient();
    const apps = [t.app, other!.app, t.app];
    for (const [i, app] of apps.entries()) {
      const res = await me(client, app, {});
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - 1 - i));
    }
    expectLimited(await me(client, other!.app, {}));
    expectLimited(await me(client, t.app, {}));
  });
});

describe('TRUST_PROXY (issue 13)', async () => {
  const proxied = await setupTestApp({ ...config, REDIS_URL: undefined, TRUST_PROXY: ['10.250.0.1'] });
  const from = (remoteAddress: string, forwardedFor: string) =>
    proxied.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('keys a request from a trusted proxy on the address it forwards', async () => {
    for (let i = 0; i < MAX; i++) expect((await from('10.250.0.1', '198.51.100.7')).statusCode).toBe(401);
    expectLimited(await from('10.250.0.1', '198.51.100.7'));
    expect((await from('10.250.0.1', '198.51.100.8')).statusCode).toBe(401);
  });

  it('keys any other request on its socket address, whatever X-Forwarded-For it sends', async () => {
    for (let i = 0; i < MAX; i++) expect((await from('203.0.113.5', `192.0.2.${i}`)).statusCode).toBe(401);
    expectLimited(await from('203.0.113.5', '192.0.2.200'));
  });
});

describe('the default rate limit (issue 13)', async () => {
  const defaults = loadConfig({});
  const explorer = await setupTestApp({ RATE_LIMIT_MAX: defaults.RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS: defaults.RATE_LIMIT_WINDOW_MS });

  it('lets a person exploring the API make hundreds of requests', async () => {
    const client = newClient();
    for (let i = 0; i < 300; i++) {
      const res = await explorer.app.inject({ method: 'GET', url: i % 2 ? '/api/openapi.json' : '/api/auth/me', headers: { 'x-forwarded-for': client } });
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
    }
  });

  it('still is a fixed window with a limit', () => {
    expect(defaults.RATE_LIMIT_MAX).toBeGreaterThanOrEqual(300);
    expect(defaults.RATE_LIMIT_WINDOW_MS).toBeGreaterThan(0);
  });
});

describe('a Redis outage (issue 13)', () => {
  it('fails open while Redis is down, logs the outage once, and shares counts again when it is back', async () => {
    const redis = await startRedis();
    const logs: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) }) as unknown as FastifyBaseLogger;
    const outage = await setupTestApp({ ...config, REDIS_URL: redis.url, LOG_LEVEL: 'info' }, logger);
    const client = newClient();
    const call = () => outage.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-forwarded-for': client } });
    await redis.ready(outage);
    for (let i = 0; i < MAX; i++) expect((await call()).statusCode).toBe(401);
    expectLimited(await call());

    const before = logs.length;
    const outageLines = () => logs.slice(before).filter((line) => line.includes('Redis is unreachable'));
    await redis.stop();
    for (let i = 0; i < MAX * 3; i++) expect((await call()).statusCode).toBe(401);
    await vi.waitFor(() => expect(outageLines()).toHaveLength(1));
    for (let i = 0; i < MAX * 3; i++) expect((await call()).statusCode).toBe(401);
    expect(outageLines()).toHaveLength(1);

    await redis.start();
    await redis.ready(outage);
    await vi.waitFor(() => expect(logs.slice(before).filter((line) => line.includes('Redis is reachable again'))).toHaveLength(1));
    // A fresh Redis starts counting from zero: the limit applies again once MAX requests have counted.
    for (let i = 0; i < MAX; i++) expect((await call()).statusCode).toBe(401);
    expectLimited(await call());
    await redis.stop();
  }, 60_000);
});
