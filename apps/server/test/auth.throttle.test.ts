/**
 * Login throttling per account (issue 13): after LOGIN_MAX_FAILURES failed sign-ins for one
 * e-mail within LOGIN_FAILURE_WINDOW_MS, further attempts answer 429 with Retry-After, whatever
 * the client address and even with the right password; a successful sign-in clears the count.
 * With REDIS_URL set, two app instances share the counts.
 */
import { randomBytes } from 'node:crypto';
import { createUser } from '@stockroom/api';
import { describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD, type TestContext } from './support/app.js';

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
