/**
 * Login throttling per account (README, "Configuration"): after LOGIN_MAX_FAILURES failed sign-ins
 * for one e-mail within LOGIN_FAILURE_WINDOW_MS, further attempts answer 429 with Retry-After,
 * whatever the client address and even with the right password; a successful sign-in clears the
 * count. Concurrent attempts (requests at once, or the calls of one /trpc batch) get no more
 * password checks than that, in memory and in Redis (the store itself, on a Redis server of the
 * test's own). With REDIS_URL set, two app instances share the counts.
 */
import { randomBytes } from 'node:crypto';
import { createUser } from '@stockroom/api';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLoginThrottle } from '../src/login-throttle.js';
import { setupTestApp, TEST_PASSWORD, type TestContext } from './support/app.js';
import { startRedis } from './support/redis.js';

const FAILURES = 3;
const redisUrl = process.env.REDIS_URL;
const config = { LOGIN_MAX_FAILURES: FAILURES, LOGIN_FAILURE_WINDOW_MS: 60_000, REDIS_URL: redisUrl };
const t = await setupTestApp(config);
/** A second instance: with Redis it shares the counts of `t` (and its users, through the same rows). */
const other: TestContext | undefined = redisUrl ? await setupTestApp(config) : undefined;

let addresses = 0;
const login = (email: string, password: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: `198.51.100.${++addresses % 250}`, payload: { email, password } });

async function newUser(ctx: TestContext = t): Promise<string> {
  const email = `throttled-${randomBytes(4).toString('hex')}@example.com`;
  await createUser(ctx.db, { email, password: TEST_PASSWORD, name: 'Throttled', role: 'staff' });
  return email;
}

function expectThrottled(res: Awaited<ReturnType<typeof login>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    success: false,
    error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many failed login attempts for this account; try again later' },
  });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe(`login throttling per account (${redisUrl ? 'Redis' : 'in-memory'} store)`, () => {
  it('refuses the account after too many failures from rotating addresses, even with the right password', async () => {
    const email = await newUser();
    for (let i = 0; i < FAILURES; i++) expect((await login(email, 'wrong-password-guess')).statusCode).toBe(401);
    expectThrottled(await login(email, 'wrong-password-guess'));
    expectThrottled(await login(email.toUpperCase(), TEST_PASSWORD));
  });

  it('counts only the account: another account signs in from the same address', async () => {
    const [victim, bystander] = [await newUser(), await newUser()];
    for (let i = 0; i < FAILURES; i++) await login(victim, 'wrong-password-guess');
    expectThrottled(await login(victim, TEST_PASSWORD));
    expect((await login(bystander, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('clears the count after a successful sign-in', async () => {
    const email = await newUser();
    for (let i = 0; i < FAILURES - 1; i++) expect((await login(email, 'wrong-password-guess')).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < FAILURES - 1; i++) expect((await login(email, 'wrong-password-guess')).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles e-mails that have no account the same way, revealing nothing', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < FAILURES; i++) expect((await login(email, 'wrong-password-guess')).statusCode).toBe(401);
    expectThrottled(await login(email, 'wrong-password-guess'));
  });

  it.skipIf(!redisUrl)('shares the count between two app instances through Redis', async () => {
    const email = await newUser(other);
    for (const app of [t.app, other!.app, t.app]) expect((await login(email, 'wrong-password-guess', app)).statusCode).toBe(401);
    expectThrottled(await login(email, TEST_PASSWORD, other!.app));
  });
});

describe('concurrent sign-ins for one account', async () => {
  /** An app with the in-memory store (with Redis, a command slower than its 50 ms timeout is counted in memory instead). */
  const local = await setupTestApp({ ...config, REDIS_URL: undefined });
  const ATTEMPTS = 8;

  it('checks at most LOGIN_MAX_FAILURES of many concurrent wrong passwords', async () => {
    const email = await newUser(local);
    const answers = await Promise.all(Array.from({ length: ATTEMPTS }, () => login(email, 'wrong-password-guess', local.app)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(FAILURES).fill(401), ...Array(ATTEMPTS - FAILURES).fill(429)]);
    for (const res of answers.filter((answer) => answer.statusCode === 429)) expectThrottled(res);
    expectThrottled(await login(email, TEST_PASSWORD, local.app));
  });

  it('checks at most LOGIN_MAX_FAILURES of the sign-ins of one /trpc batch', async () => {
    const email = await newUser(local);
    const inputs = Object.fromEntries(Array.from({ length: ATTEMPTS }, (_, i) => [i, { email, password: `wrong-password-guess-${i}` }]));
    const res = await local.app.inject({
      method: 'POST',
      url: `/trpc/${Array(ATTEMPTS).fill('auth.login').join(',')}?batch=1`,
      remoteAddress: `198.51.100.${++addresses % 250}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(inputs),
    });
    const calls = res.json() as { error: { data: { error: { code: string } } } }[];
    expect(calls).toHaveLength(ATTEMPTS);
    const codes = calls.map((call) => call.error.data.error.code).sort();
    expect(codes).toEqual([...Array(ATTEMPTS - FAILURES).fill('RATE_LIMIT_EXCEEDED'), ...Array(FAILURES).fill('UNAUTHORIZED')]);
    expectThrottled(await login(email, TEST_PASSWORD, local.app));
  });

  it('lets at most LOGIN_MAX_FAILURES of many concurrent attempts through the Redis store (a Redis server of its own)', async () => {
    const server = await startRedis();
    const client = new Redis(server.url);
    onTestFinished(async () => {
      client.disconnect();
      await server.stop();
    });
    const throttle = createLoginThrottle({ maxFailures: FAILURES, windowMs: 60_000, redis: client });
    await vi.waitFor(() => expect(client.status).toBe('ready'));
    const email = `concurrent-${randomBytes(4).toString('hex')}@example.com`;
    const waits = await Promise.all(Array.from({ length: ATTEMPTS * 4 }, () => throttle.attempt(email)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(FAILURES);
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBeGreaterThanOrEqual(1);
    // The count is in Redis: a second store over it (another process) refuses the account too.
    const other = new Redis(server.url);
    onTestFinished(() => void other.disconnect());
    await vi.waitFor(() => expect(other.status).toBe('ready'));
    expect(await createLoginThrottle({ maxFailures: FAILURES, windowMs: 60_000, redis: other }).attempt(email)).toBeGreaterThan(0);
  });
});
