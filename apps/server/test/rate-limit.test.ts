/**
 * Rate limiting (SPEC 8.1, 5.6): a fixed window per client key (the socket address, or with
 * TRUST_PROXY the address a trusted proxy forwarded; a live API key's own), checked before
 * authentication; 429 RATE_LIMIT_EXCEEDED with Retry-After. With REDIS_URL set, the count lives in
 * Redis and is shared by every app instance; a Redis outage fails open. The outage test runs a
 * Redis server of its own. Each test's client is its socket address (`remoteAddress` of inject).
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { JWT_SECRET, setupTestApp, TEST_CONFIG, type TestContext } from './support/app.js';
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

/** GET /api/auth/me from socket address `client`. */
const me = (client: string, app = t.app, headers: Record<string, string> = t.auth(token)) =>
  app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: client, headers });

/** A new API key with products:read made by `admin` through `ctx` (from an address of its own), and its id. */
async function newKey(ctx: TestContext, admin: string, fields: Record<string, unknown> = {}): Promise<{ id: string; key: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/api-keys', remoteAddress: newClient(), headers: ctx.auth(admin), payload: { name: 'Integration', permissions: ['products:read'], ...fields } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

/** Spends the window's whole count of address `client` with anonymous requests to `app`. */
async function exhaust(client: string, app = t.app): Promise<void> {
  for (let i = 0; i < MAX; i++) expect((await me(client, app, {})).statusCode).toBe(401);
  expectLimited(await me(client, app, {}));
}

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

  it('keys on the socket address: without TRUST_PROXY, X-Forwarded-For selects no bucket', async () => {
    const client = newClient();
    const bystander = newClient();
    const forwarding = (from: string, forwardedFor: string) => me(from, t.app, { ...t.auth(token), 'x-forwarded-for': forwardedFor });
    // A new X-Forwarded-For on every request still spends the one count of the socket address.
    for (let i = 1; i <= MAX; i++) {
      const res = await forwarding(client, `192.0.2.${i}, 2.2.2.2`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - i));
    }
    expectLimited(await forwarding(client, '192.0.2.200'));
    expectLimited(await me(client));
    // Naming the bystander's address spends neither the bystander's count nor escapes the client's own.
    expectLimited(await forwarding(client, bystander));
    const own = await forwarding(bystander, client);
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
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
        remoteAddress: client,
        payload: { email: 'nobody@example.com', password: 'guessing-passwords' },
      });
    for (let i = 0; i < MAX; i++) expect((await attempt()).statusCode).toBe(401);
    expectLimited(await attempt());
  });

  it('exempts /healthz and /readyz, which neither count nor get limited', async () => {
    const client = newClient();
    for (let i = 0; i < MAX * 3; i++) {
      for (const url of ['/healthz', '/readyz']) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress: client });
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

describe(`API keys and the rate limit (${redisUrl ? 'Redis' : 'in-memory'} store)`, async () => {
  /** An app whose session cache keeps callers and live keys for 300 ms, and a peer process over the same database (and Redis). */
  const ttl = 300;
  const pair = await setupTestApp({ ...config, SESSION_CACHE_TTL_MS: ttl });
  const peer = await buildApp({ config: { ...TEST_CONFIG, ...config, SESSION_CACHE_TTL_MS: ttl, WEBHOOK_WORKER: false }, database: pair.database, jwtSecret: JWT_SECRET });
  afterAll(() => peer.close());

  it("counts a live key's requests in the key's own bucket, whatever the address", async () => {
    const { key } = await newKey(t, token);
    const client = newClient();
    await exhaust(client);
    for (let i = 1; i <= MAX; i++) {
      const res = await me(client, t.app, t.auth(key));
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - i));
    }
    expectLimited(await me(newClient(), t.app, t.auth(key)));
  });

  it("counts a revoked key's requests against the caller's address from the next request", async () => {
    const { id, key } = await newKey(t, token);
    const client = newClient();
    expect((await me(client, t.app, t.auth(key))).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, remoteAddress: newClient(), headers: t.auth(token) });
    expect(revoked.statusCode).toBe(200);
    await exhaust(client);
    expectLimited(await me(client, t.app, t.auth(key)));
    // From a fresh address it is an anonymous caller's count: the first of the window, answered 401.
    const fresh = await me(newClient(), t.app, t.auth(key));
    expect(fresh.statusCode).toBe(401);
    expect(fresh.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
  });

  it("counts an expired key's requests against the caller's address", async () => {
    const { key } = await newKey(t, token, { expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await me(newClient(), t.app, t.auth(key))).statusCode).toBe(200);
    await sleep(1600);
    const client = newClient();
    await exhaust(client);
    expectLimited(await me(client, t.app, t.auth(key)));
  });

  it('sees a key revoked through another process within SESSION_CACHE_TTL_MS (the revocation is read from the database)', async () => {
    const admin = await pair.login('admin');
    const { id, key } = await newKey(pair, admin);
    const client = newClient();
    expect((await me(client, pair.app, pair.auth(key))).statusCode).toBe(200);
    const revoked = await peer.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, remoteAddress: newClient(), headers: pair.auth(admin) });
    expect(revoked.statusCode).toBe(200);
    await sleep(ttl + 100);
    await exhaust(client, pair.app);
    expectLimited(await me(client, pair.app, pair.auth(key)));
  });
});

describe('TRUST_PROXY (decision 0013)', async () => {
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

  it('keys on the address the trusted proxies received the request from: what the client prepends selects nothing', async () => {
    for (let i = 0; i < MAX; i++) expect((await from('10.250.0.1', `192.0.2.${i}, 198.51.100.20`)).statusCode).toBe(401);
    expectLimited(await from('10.250.0.1', '198.51.100.20'));
    expectLimited(await from('10.250.0.1', '192.0.2.250, 198.51.100.20'));
  });

  it('takes IP addresses, CIDRs and proxy-addr\'s names, and refuses anything else at start', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,192.168.0.0/255.255.0.0,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', '192.168.0.0/255.255.0.0', 'loopback']);
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    for (const bad of ['true', '*', 'proxy.example.com', '10.0.0.0/33', '10.0.0.0/0', ' , ', '10.0.0.1, nope', '10.0.0.0/255.0.255.0']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY must list proxy IP addresses or CIDRs/);
    }
  });
});

describe('X-Forwarded-For without TRUST_PROXY', async () => {
  const warnings = (logs: string[]) => logs.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((entry) => entry.msg.startsWith('X-Forwarded-For'));
  const logged = async (trustProxy?: string[]) => {
    const logs: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logs.push(line) }) as unknown as FastifyBaseLogger;
    return { logs, ctx: await setupTestApp({ ...config, REDIS_URL: undefined, TRUST_PROXY: trustProxy }, logger) };
  };
  const [direct, proxied] = [await logged(), await logged(['10.250.0.1'])];

  it('logs one warning, at the first request that carries it', async () => {
    const { logs, ctx } = direct;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: newClient() })).statusCode).toBe(401);
    expect(warnings(logs)).toEqual([]);
    for (let i = 0; i < 3; i++) await ctx.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: newClient(), headers: { 'x-forwarded-for': `192.0.2.${i}` } });
    const [warning, ...more] = warnings(logs);
    expect(more).toEqual([]);
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/^X-Forwarded-For received but TRUST_PROXY is not set: .*TRUST_PROXY/);
  });

  it('logs none when TRUST_PROXY is set', async () => {
    const { logs, ctx } = proxied;
    for (const remoteAddress of ['10.250.0.1', '203.0.113.5']) await ctx.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress, headers: { 'x-forwarded-for': '192.0.2.1' } });
    expect(warnings(logs)).toEqual([]);
  });
});

describe('the default rate limit (decision 0013)', async () => {
  const defaults = loadConfig({});
  const explorer = await setupTestApp({ RATE_LIMIT_MAX: defaults.RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS: defaults.RATE_LIMIT_WINDOW_MS });

  it('lets a person exploring the API make hundreds of requests', async () => {
    const client = newClient();
    for (let i = 0; i < 300; i++) {
      // The document once, as an explorer reads it; then cheap answers, so the test measures the limit and not serialisation.
      const res = await explorer.app.inject({ method: 'GET', url: i === 0 ? '/api/openapi.json' : i % 2 ? '/api/warehouse' : '/api/auth/me', remoteAddress: client });
      expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
    }
  });

  it('still is a fixed window with a limit', () => {
    expect(defaults.RATE_LIMIT_MAX).toBeGreaterThanOrEqual(300);
    expect(defaults.RATE_LIMIT_WINDOW_MS).toBeGreaterThan(0);
  });
});

describe('a Redis outage (decision 0013)', () => {
  it('fails open while Redis is down, logs the outage once, and shares counts again when it is back', async () => {
    const redis = await startRedis();
    const logs: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) }) as unknown as FastifyBaseLogger;
    const outage = await setupTestApp({ ...config, REDIS_URL: redis.url, LOG_LEVEL: 'info' }, logger);
    const client = newClient();
    const call = () => outage.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: client });
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
    // On a loaded machine a command can still miss its 50 ms timeout and let a request through
    // uncounted (failing open), so the client keeps calling until it is limited, a bounded number of times.
    let calls = 0;
    await vi.waitFor(
      async () => {
        calls++;
        expectLimited(await call());
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(calls).toBeGreaterThan(MAX);
    await redis.stop();
  }, 60_000);
});
