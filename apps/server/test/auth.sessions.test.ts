/**
 * The session cache (auth/sessions.ts): a caller authenticated once is served from memory until a
 * user changes through this process (at once), another process changes it (within
 * SESSION_CACHE_TTL_MS), or its token expires (at its exp). SESSION_CACHE_TTL_MS=0 reads the user
 * on every request.
 */
import { randomBytes } from 'node:crypto';
import { createUser, SessionCache, updateUser, type User } from '@stockroom/api';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET, setupTestApp, type TestContext } from './support/app.js';

const SHORT_TTL_MS = 300;
/** Holds sessions far longer than any test runs: only an invalidation can end them. */
const longTtl = await setupTestApp({ SESSION_CACHE_TTL_MS: 600_000 });
const shortTtl = await setupTestApp({ SESSION_CACHE_TTL_MS: SHORT_TTL_MS });
const uncached = await setupTestApp({ SESSION_CACHE_TTL_MS: 0 });

const newUser = (t: TestContext, role: User['role'] = 'manager') =>
  createUser(t.db, { email: `session-${randomBytes(5).toString('hex')}@example.com`, password: 'correct-horse-battery', name: 'Session', role });
/** A server-style token for `user` expiring at `exp` (seconds since the epoch). */
const tokenOf = (user: User, exp = Math.floor(Date.now() / 1000) + 3600) => jwt.sign({ sub: user.id, exp }, JWT_SECRET, { algorithm: 'HS256' });
const me = (t: TestContext, token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A change made by another server process: the users service over the same database, with a cache of its own. */
const elsewhere = (t: TestContext, user: User, fields: Parameters<typeof updateUser>[3], by: User) =>
  updateUser(t.db, new SessionCache(0), user.id, fields, by);

describe('session cache', () => {
  it('applies a deactivation made through this process on the next request', async () => {
    const admin = await newUser(longTtl, 'admin');
    const user = await newUser(longTtl);
    expect((await me(longTtl, tokenOf(user))).statusCode).toBe(200);
    const res = await longTtl.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: longTtl.auth(tokenOf(admin)) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(longTtl, tokenOf(user))).statusCode).toBe(401);
  });

  it('applies a role change made through this process on the next request: the token is revoked (decision 0013)', async () => {
    const admin = await newUser(longTtl, 'admin');
    const user = await newUser(longTtl, 'manager');
    const token = tokenOf(user);
    const createCategory = () =>
      longTtl.app.inject({ method: 'POST', url: '/api/categories', headers: longTtl.auth(token), payload: { name: `C ${randomBytes(4).toString('hex')}` } });
    expect((await createCategory()).statusCode).toBe(201);
    const res = await longTtl.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: longTtl.auth(tokenOf(admin)), payload: { role: 'viewer' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await createCategory()).statusCode).toBe(401);
    expect((await me(longTtl, token)).statusCode).toBe(401);
  });

  it('keeps serving a caller that another process changed, until the TTL ends', async () => {
    const admin = await newUser(longTtl, 'admin');
    const user = await newUser(longTtl);
    const token = tokenOf(user);
    expect((await me(longTtl, token)).statusCode).toBe(200);
    await elsewhere(longTtl, user, { isActive: false }, admin);
    expect((await me(longTtl, token)).statusCode).toBe(200);
  });

  it('reads a caller again once the TTL has passed, and so sees a change made by another process', async () => {
    const admin = await newUser(shortTtl, 'admin');
    const user = await newUser(shortTtl);
    const token = tokenOf(user);
    expect((await me(shortTtl, token)).statusCode).toBe(200);
    await elsewhere(shortTtl, user, { isActive: false }, admin);
    await sleep(SHORT_TTL_MS + 100);
    const res = await me(shortTtl, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } });
  });

  it('refuses a cached token from its exp on, whatever the TTL', async () => {
    const user = await newUser(longTtl);
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = tokenOf(user, exp);
    expect((await me(longTtl, token)).statusCode).toBe(200);
    await sleep(exp * 1000 - Date.now() + 100);
    expect((await me(longTtl, token)).statusCode).toBe(401);
  });

  it('with SESSION_CACHE_TTL_MS=0 applies a change made by another process on the next request', async () => {
    const admin = await newUser(uncached, 'admin');
    const user = await newUser(uncached);
    const token = tokenOf(user);
    expect((await me(uncached, token)).statusCode).toBe(200);
    await elsewhere(uncached, user, { isActive: false }, admin);
    expect((await me(uncached, token)).statusCode).toBe(401);
  });
});
