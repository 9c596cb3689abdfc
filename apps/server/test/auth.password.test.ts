/**
 * PUT /api/auth/password (decision 0005): any authenticated user changes their own password; the current
 * password is required (wrong: 400 with details.currentPassword), the new one has at least 12
 * characters; afterwards the old password no longer signs in and the new one does, and the tokens
 * issued before the change are refused.
 */
import { findUserByEmail } from '@stockroom/api';
import type { Role } from '@stockroom/db';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD } from './support/app.js';
import { expectStatus, tag } from './support/inventory.js';
import { validation } from './support/orders.js';

const t = await setupTestApp();

const ROLES: Role[] = ['admin', 'manager', 'staff', 'viewer'];

const changePassword = (token: string | undefined, payload: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: token ? t.auth(token) : {}, payload: payload as object });

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** A signed-in user of `role` (created by the harness with TEST_PASSWORD) with its id and e-mail. */
async function signedIn(role: Role) {
  const token = await t.login(role);
  const me = expectStatus<{ data: { id: string; email: string } }>(await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) }), 200);
  return { token, id: me.data.id, email: me.data.email };
}

/** The stored password hash of `email` (to prove a refused change wrote nothing). */
const hashOf = async (email: string) => (await findUserByEmail(t.db, email))!.passwordHash;

describe.each(ROLES)('PUT /api/auth/password as %s', (role) => {
  let user: Awaited<ReturnType<typeof signedIn>>;
  const newPassword = `fresh-${role}-${tag()}`;

  beforeAll(async () => {
    user = await signedIn(role);
  });

  it('returns 400 with details.currentPassword when the current password is wrong, and changes nothing', async () => {
    const before = await hashOf(user.email);
    const res = await changePassword(user.token, { currentPassword: `${TEST_PASSWORD}-wrong`, newPassword });
    expect(expectStatus(res, 400)).toEqual(validation({ currentPassword: ['Current password is incorrect'] }));
    expect(res.body).not.toContain(newPassword);
    expect(await hashOf(user.email)).toBe(before);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, newPassword)).statusCode).toBe(401);
  });

  it('returns 400 with details.newPassword when the new password has fewer than 12 characters, and changes nothing', async () => {
    const before = await hashOf(user.email);
    const res = await changePassword(user.token, { currentPassword: TEST_PASSWORD, newPassword: 'elevenchars' });
    expect(expectStatus(res, 400)).toEqual(validation({ newPassword: ['Password must be at least 12 characters'] }));
    expect(await hashOf(user.email)).toBe(before);
    expect((await login(user.email, 'elevenchars')).statusCode).toBe(401);
  });

  it('changes the password: 200, then the old password fails and the new one signs in', async () => {
    const before = await hashOf(user.email);
    const res = await changePassword(user.token, { currentPassword: TEST_PASSWORD, newPassword });
    expect(expectStatus(res, 200)).toEqual({ success: true, data: null, message: 'Password changed' });
    expect(res.body).not.toContain(newPassword);
    const after = await hashOf(user.email);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^scrypt\$/);

    const old = await login(user.email, TEST_PASSWORD);
    expect(expectStatus(old, 401)).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } });
    const fresh = expectStatus<{ data: { user: { id: string } } }>(await login(user.email, newPassword), 200);
    expect(fresh.data.user.id).toBe(user.id);
    expect(JSON.stringify(fresh)).not.toContain(after);
  });

  it('then refuses the token of before the change (decision 0013), and requires the new password as the current one', async () => {
    expect((await changePassword(user.token, { currentPassword: newPassword, newPassword: `another-${tag()}-pass` })).statusCode).toBe(401);
    const token = expectStatus<{ data: { accessToken: string } }>(await login(user.email, newPassword), 200).data.accessToken;
    const res = await changePassword(token, { currentPassword: TEST_PASSWORD, newPassword: `another-${tag()}-pass` });
    expect(expectStatus(res, 400)).toEqual(validation({ currentPassword: ['Current password is incorrect'] }));
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/password', () => {
  it('answers an unauthenticated request with 401 "Authentication required"', async () => {
    const res = await changePassword(undefined, { currentPassword: TEST_PASSWORD, newPassword: 'whatever-long-enough' });
    expect(expectStatus(res, 401)).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Authentication required' } });
  });

  it('returns 400 naming both fields when both are missing', async () => {
    const { token } = await signedIn('staff');
    expect(expectStatus(await changePassword(token, {}), 400)).toEqual(
      validation({ currentPassword: ['Current password is required'], newPassword: ['Password is required'] }),
    );
  });

  it('returns 400 "Current password is required" for an empty current password', async () => {
    const { token } = await signedIn('viewer');
    expect(expectStatus(await changePassword(token, { currentPassword: '', newPassword: 'long-enough-password' }), 400)).toEqual(
      validation({ currentPassword: ['Current password is required'] }),
    );
  });

  it('accepts a new password of exactly 12 characters', async () => {
    const user = await signedIn('manager');
    const twelve = 'exactly12chr';
    expect(twelve).toHaveLength(12);
    expectStatus(await changePassword(user.token, { currentPassword: TEST_PASSWORD, newPassword: twelve }), 200);
    expect((await login(user.email, twelve)).statusCode).toBe(200);
  });

  it("changes only the caller's own password", async () => {
    const caller = await signedIn('manager');
    const bystander = await signedIn('staff');
    const before = await hashOf(bystander.email);
    expectStatus(await changePassword(caller.token, { currentPassword: TEST_PASSWORD, newPassword: `caller-only-${tag()}` }), 200);
    expect(await hashOf(bystander.email)).toBe(before);
    expect((await login(bystander.email, TEST_PASSWORD)).statusCode).toBe(200);
    const admin = await signedIn('admin');
    const read = await t.app.inject({ method: 'GET', url: `/api/users/${caller.id}`, headers: t.auth(admin.token) });
    expect(expectStatus<{ data: { updatedBy: string } }>(read, 200).data.updatedBy).toBe(caller.id);
  });

  it('is refused to a deactivated user with 401', async () => {
    const admin = await signedIn('admin');
    const user = await signedIn('staff');
    expectStatus(await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: t.auth(admin.token) }), 200);
    const res = await changePassword(user.token, { currentPassword: TEST_PASSWORD, newPassword: 'never-applied-pass' });
    expect(expectStatus(res, 401)).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } });
  });
});
