/**
 * Token revocation (decision 0013): a password change (by the user or an admin), a deactivation, a role
 * change or a warehouse change revokes every token the user was issued before; reactivating does
 * not bring them back; a fresh login works. Other changes keep tokens valid. Tokens carry the
 * user's token version (`ver`); tokens without it are version 0. Another process, reading the user
 * on every request, refuses a revoked token at once.
 */
import { randomBytes } from 'node:crypto';
import { SessionCache, updateUser, type User } from '@stockroom/api';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, setupTestApp, TEST_PASSWORD, type TestContext } from './support/app.js';
import { expectStatus, warehouseBody, type WarehouseView } from './support/inventory.js';

const t = await setupTestApp();
/** Another server process over its own database: reads the user on every request. */
const uncached = await setupTestApp({ SESSION_CACHE_TTL_MS: 0 });

const REVOKED = { success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } };

let adminToken: string;
let warehouses: WarehouseView[];

beforeAll(async () => {
  adminToken = await t.login('admin');
  warehouses = [];
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/api/warehouse', headers: t.auth(adminToken), payload: warehouseBody() });
    warehouses.push(expectStatus<{ data: WarehouseView }>(res, 201).data);
  }
});

type Ctx = TestContext;
const call = (c: Ctx, token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  c.app.inject({ method, url, headers: c.auth(token), ...(payload ? { payload } : {}) });
const me = (c: Ctx, token: string) => call(c, token, 'GET', '/api/auth/me');
const login = (c: Ctx, email: string, password = TEST_PASSWORD) => c.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** A new user of `role` signed in: its id, e-mail and token. */
async function signedIn(c: Ctx = t, role: User['role'] = 'staff', warehouseId?: string) {
  const token = await c.login(role, warehouseId ? { warehouseId } : {});
  const user = expectStatus<{ data: User }>(await me(c, token), 200).data;
  return { ...user, token };
}

describe('changes that revoke tokens', () => {
  it('a password change by the user revokes its tokens, the current one included; the new password signs in', async () => {
    const user = await signedIn();
    const second = expectStatus<{ data: { accessToken: string } }>(await login(t, user.email), 200).data.accessToken;
    const res = await call(t, user.token, 'PUT', '/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' });
    expect(expectStatus(res, 200)).toMatchObject({ success: true, message: 'Password changed' });
    for (const token of [user.token, second]) expect(expectStatus(await me(t, token), 401)).toEqual(REVOKED);
    expect((await login(t, user.email)).statusCode).toBe(401);
    const fresh = expectStatus<{ data: { accessToken: string } }>(await login(t, user.email, 'a-brand-new-password'), 200).data.accessToken;
    expect(expectStatus<{ data: User }>(await me(t, fresh), 200).data.id).toBe(user.id);
  });

  it.each([
    ['a password set by an admin', () => ({ password: 'set-by-the-admin-1' }), () => ({})],
    ['a role change', () => ({ role: 'manager' }), () => ({ role: 'manager' })],
    ['a warehouse change', () => ({ warehouseId: warehouses[1]!.id }), () => ({ warehouseId: warehouses[1]!.id })],
    ['unbinding from the warehouse', () => ({ warehouseId: null }), () => ({ warehouseId: null })],
  ])("%s revokes the user's tokens; a fresh login works", async (_title, fields, expected) => {
    const user = await signedIn(t, 'staff', warehouses[0]!.id);
    expectStatus(await call(t, adminToken, 'PUT', `/api/users/${user.id}`, fields()), 200);
    expect(expectStatus(await me(t, user.token), 401)).toEqual(REVOKED);
    const password = (fields() as { password?: string }).password ?? TEST_PASSWORD;
    const fresh = expectStatus<{ data: { accessToken: string } }>(await login(t, user.email, password), 200).data.accessToken;
    expect(expectStatus<{ data: User }>(await me(t, fresh), 200).data).toMatchObject({ id: user.id, ...expected() });
  });

  it('a deactivation revokes the tokens, and reactivating does not bring them back', async () => {
    const user = await signedIn();
    expectStatus(await call(t, adminToken, 'DELETE', `/api/users/${user.id}`), 200);
    expect(expectStatus(await me(t, user.token), 401)).toEqual(REVOKED);
    expectStatus(await call(t, adminToken, 'PUT', `/api/users/${user.id}`, { isActive: true }), 200);
    expect(expectStatus(await me(t, user.token), 401)).toEqual(REVOKED);
    const fresh = expectStatus<{ data: { accessToken: string } }>(await login(t, user.email), 200).data.accessToken;
    expect((await me(t, fresh)).statusCode).toBe(200);
  });
});

describe('changes that keep tokens', () => {
  it('a new name or e-mail, the same role or warehouse again, or a reactivation of an active user keep the tokens valid', async () => {
    const user = await signedIn(t, 'staff', warehouses[0]!.id);
    for (const fields of [
      { name: 'Renamed' },
      { email: `renamed-${randomBytes(4).toString('hex')}@example.com` },
      { role: 'staff' },
      { warehouseId: warehouses[0]!.id },
      { isActive: true },
    ]) {
      expectStatus(await call(t, adminToken, 'PUT', `/api/users/${user.id}`, fields), 200);
      expect((await me(t, user.token)).statusCode, JSON.stringify(fields)).toBe(200);
    }
  });

  it('a wrong current password changes nothing', async () => {
    const user = await signedIn();
    const res = await call(t, user.token, 'PUT', '/api/auth/password', { currentPassword: 'not-the-password', newPassword: 'another-long-password' });
    expect(res.statusCode).toBe(400);
    expect((await me(t, user.token)).statusCode).toBe(200);
  });
});

describe('the version claim', () => {
  it('tokens signed without a version are version 0: valid until the first revocation', async () => {
    const user = await signedIn();
    const legacy = jwt.sign({}, JWT_SECRET, { algorithm: 'HS256', subject: user.id, expiresIn: 600 });
    expect((await me(t, legacy)).statusCode).toBe(200);
    expect(jwt.decode(user.token)).toMatchObject({ sub: user.id, ver: 0 });
    expectStatus(await call(t, adminToken, 'PUT', `/api/users/${user.id}`, { role: 'viewer' }), 200);
    expect(expectStatus(await me(t, legacy), 401)).toEqual(REVOKED);
    const fresh = expectStatus<{ data: { accessToken: string } }>(await login(t, user.email), 200).data.accessToken;
    expect(jwt.decode(fresh)).toMatchObject({ sub: user.id, ver: 1 });
  });

  it.each([
    ['a version ahead of the user', 5],
    ['a negative version', -1],
    ['a fractional version', 0.5],
    ['a version that is a string', '0'],
  ])('refuses %s', async (_title, ver) => {
    const user = await signedIn();
    const forged = jwt.sign({ ver }, JWT_SECRET, { algorithm: 'HS256', subject: user.id, expiresIn: 600 });
    expect(expectStatus(await me(t, forged), 401)).toEqual(REVOKED);
  });
});

describe('another process', () => {
  it('reading the user on every request, refuses a token revoked elsewhere at once', async () => {
    const admin = await signedIn(uncached, 'admin');
    const user = await signedIn(uncached, 'manager');
    expect((await me(uncached, user.token)).statusCode).toBe(200);
    await updateUser(uncached.db, new SessionCache(0), user.id, { role: 'staff' }, admin);
    expect(expectStatus(await me(uncached, user.token), 401)).toEqual(REVOKED);
  });
});
