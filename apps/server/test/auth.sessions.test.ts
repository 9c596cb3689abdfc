/**
 * The session cache (auth/sessions.ts): a caller authenticated once is served from memory until a
 * user changes in this process (at once), another process changes it (within SESSION_CACHE_TTL_MS),
 * or its token expires (at its exp). SESSION_CACHE_TTL_MS=0 reads the user on every request.
 */
import { randomBytes } from 'node:crypto';
import { createUser, SessionCache, updateUser, type User } from '@stockroom/api';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET, setupTestApp, type TestContext } from './support/app.js';

const TTL_MS = 400;
const cached = await setupTestApp({ SESSION_CACHE_TTL_MS: TTL_MS });
const uncached = await setupTestApp({ SESSION_CACHE_TTL_MS: 0 });

const newUser = (t: TestContext, role: User['role'] = 'manager') =>
  createUser(t.db, { email: `session-${randomBytes(5).toString('hex')}@example.com`, password: 'correct-horse-battery', name: 'Session', role });
const tokenOf = (user: User, ttlSeconds = 3600) => jwt.sign({}, JWT_SECRET, { algorithm: 'HS256', subject: user.id, expiresIn: ttlSeconds });
const me = (t: TestContext, token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A change made by another server process: the users service over the same database, with its own cache. */
const elsewhere = (t: TestContext, user: User, fields: Parameters<typeof updateUser>[3], by: User) =>
  updateUser(t.db, new SessionCache(0), user.id, fields, by);

describe('session cache', () => {
  it('applies a deactivation made through this process on the next request, whatever the TTL', async () => {
    const admin = await newUser(cached, 'admin');
    const user = await newUser(cached);
    expect((await me(cached, tokenOf(user))).statusCode).toBe(200);
    const res = await cached.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: cached.auth(tokenOf(admin)) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(cached, tokenOf(user))).statusCode).toBe(401);
  });

  it('applies a role change made through this process on the next request', async () => {
    const admin = await newUser(cached, 'admin');
    const user = await newUser(cached, 'manager');
    const categories = () => cached.app.inject({ method: 'POST', url: '/api/categories', headers: cached.auth(tokenOf(user)), payload: { name: `C ${randomBytes(4).toString('hex')}` } });
    expect((await categories()).statusCode).toBe(201);
    const res = await cached.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: cached.auth(tokenOf(admin)), payload: { role: 'viewer' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await categories()).statusCode).toBe(403);
    expect((await me(cached, tokenOf(user))).json().data.role).toBe('viewer');
  });

  it('serves a caller changed by another process until the TTL has passed, then reads it again', async () => {
    const admin = await newUser(cached, 'admin');
    const user = await newUser(cached);
    const token = tokenOf(user);
    expect((await me(cached, token)).statusCode).toBe(200);
    await elsewhere(cached, user, { isActive: false }, admin);
    expect((await me(cached, token)).statusCode).toBe(200);
    await sleep(TTL_MS + 50);
    const res = await me(cached, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } });
  });

  it('refuses a cached token at its expiry, before the TTL', async () => {
    const shortLived = await setupTestApp({ SESSION_CACHE_TTL_MS: 60_000 });
    const user = await newUser(shortLived);
    const token = tokenOf(user, 1);
    expect((await me(shortLived, token)).statusCode).toBe(200);
    await sleep(1100);
    expect((await me(shortLived, token)).statusCode).toBe(401);
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
