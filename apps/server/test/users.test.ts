/**
 * User administration (decision 0005): GET/POST /api/users, GET/PUT/DELETE /api/users/{id}. Users are
 * never removed (DELETE deactivates), e-mails are unique in any case, permissions are derived from
 * the role and read-only, no response carries a password or its hash, users:* belongs to admin
 * only, and the guards: an admin cannot deactivate or demote themselves, and the last active admin
 * cannot be deactivated or demoted (409).
 */
import { randomUUID } from 'node:crypto';
import { AppError, findUserByEmail, permissionRoles, SessionCache, updateUser as updateUserService } from '@stockroom/api';
import type { Role } from '@stockroom/db';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD, type TestContext } from './support/app.js';
import { expectStatus, FORBIDDEN, stockClient, tag, type ListA, type ListB, type Query, type WarehouseView, withQuery } from './support/inventory.js';
import { expectError, validation } from './support/orders.js';

const t = await setupTestApp();
/** A second app over its own fresh database, for the last-admin guard: this file's other admins do not count there. */
const solo = await setupTestApp();

const ROLES: Role[] = ['admin', 'manager', 'staff', 'viewer'];
/** A password that satisfies the 12-character minimum. */
const PASSWORD = 'a-sound-passphrase-1';
/** Every plaintext password this file sends; none may ever come back in a response. */
const sentPasswords = new Set<string>([TEST_PASSWORD, PASSWORD]);

interface UserView {
  id: string;
  email: string;
  name: string;
  role: Role;
  isActive: boolean;
  warehouseId: string | null;
  permissions: string[];
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
}

const USER_KEYS = ['createdAt', 'createdBy', 'email', 'id', 'isActive', 'lastLoginAt', 'name', 'permissions', 'role', 'updatedAt', 'updatedBy', 'warehouseId'];

/** The permissions `role` holds according to the role table, in table order. */
const permissionsOf = (role: Role) =>
  Object.entries(permissionRoles)
    .filter(([, allowed]) => (allowed as readonly Role[]).includes(role))
    .map(([permission]) => permission);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as the holder of `token` (none: unauthenticated) in app `ctx`. */
function call(token: string | undefined, method: Method, url: string, payload?: unknown, ctx: TestContext = t): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url, headers: token ? ctx.auth(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const login = (email: string, password: string, ctx: TestContext = t) => call(undefined, 'POST', '/api/auth/login', { email, password }, ctx);

/**
 * Asserts that no hash or sent plaintext password appears in the body and, outside an error's
 * details (which may name the `password` field), no key names a password or hash.
 */
function expectNoSecrets(res: LightMyRequestResponse): void {
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}.${i}`));
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (path !== '$.error.details') expect(key, `${path}.${key}`).not.toMatch(/password|hash/i);
        walk(inner, `${path}.${key}`);
      }
    }
  };
  walk(res.json(), '$');
  expect(res.body).not.toContain('scrypt$');
  for (const password of sentPasswords) expect(res.body).not.toContain(password);
}

/** A valid POST /api/users body with a unique e-mail, with `overrides` applied. */
function userBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = tag().toLowerCase();
  const body = { email: `user-${id}@example.com`, name: `User ${id}`, password: PASSWORD, role: 'staff', ...overrides };
  if (typeof body.password === 'string') sentPasswords.add(body.password);
  return body;
}

let adminToken: string;
let adminId: string;
let otherAdminToken: string;
let otherAdminId: string;
let w1: WarehouseView;
let w2: WarehouseView;

/** The caller's id (GET /api/auth/me). */
async function idOf(token: string, ctx: TestContext = t): Promise<string> {
  return expectStatus<{ data: { id: string } }>(await call(token, 'GET', '/api/auth/me', undefined, ctx), 200).data.id;
}

/** POST /api/users as the first admin; fails the test unless 201. */
async function createUser(overrides: Record<string, unknown> = {}, token = adminToken): Promise<UserView> {
  const res = await call(token, 'POST', '/api/users', userBody(overrides));
  expectNoSecrets(res);
  return expectStatus<{ data: UserView }>(res, 201).data;
}

/** GET /api/users/{id} as the first admin; fails the test unless 200. */
async function getUser(id: string): Promise<UserView> {
  return expectStatus<{ data: UserView }>(await call(adminToken, 'GET', `/api/users/${id}`), 200).data;
}

/** A new user of `role` created through the API and signed in: its view, e-mail and token. */
async function signedIn(role: Role, overrides: Record<string, unknown> = {}): Promise<{ user: UserView; token: string }> {
  const user = await createUser({ role, ...overrides });
  const res = await login(user.email, PASSWORD);
  return { user, token: expectStatus<{ data: { accessToken: string } }>(res, 200).data.accessToken };
}

beforeAll(async () => {
  adminToken = await t.login('admin');
  adminId = await idOf(adminToken);
  otherAdminToken = await t.login('admin');
  otherAdminId = await idOf(otherAdminToken);
  const stock = stockClient(t, adminToken);
  w1 = await stock.warehouse();
  w2 = await stock.warehouse();
});

describe('POST /api/users', () => {
  it('creates a user: 201, every field, permissions derived from the role, stamped with the admin, no password or hash', async () => {
    const body = userBody({ role: 'manager', warehouseId: w1.id });
    const res = await call(adminToken, 'POST', '/api/users', body);
    expectNoSecrets(res);
    const parsed = expectStatus<{ success: true; data: UserView; message: string }>(res, 201);
    expect(parsed.success).toBe(true);
    expect(parsed.message).toBe('User created successfully');
    expect(Object.keys(parsed.data).sort()).toEqual(USER_KEYS);
    expect(parsed.data).toMatchObject({
      email: body.email,
      name: body.name,
      role: 'manager',
      isActive: true,
      warehouseId: w1.id,
      permissions: permissionsOf('manager'),
      lastLoginAt: null,
      createdBy: adminId,
      updatedBy: adminId,
    });
    expect(Date.parse(parsed.data.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(parsed.data.updatedAt).toBe(parsed.data.createdAt);
    const stored = await findUserByEmail(t.db, body.email as string);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(res.body).not.toContain(stored!.passwordHash);
  });

  it('creates a user who can sign in with the password; GET shows lastLoginAt afterwards', async () => {
    const user = await createUser({ role: 'viewer' });
    const res = await login(user.email.toUpperCase(), PASSWORD);
    expectNoSecrets(res);
    expect(expectStatus<{ data: { user: UserView } }>(res, 200).data.user.id).toBe(user.id);
    const after = await getUser(user.id);
    expect(after.lastLoginAt).not.toBeNull();
    expect(Date.parse(after.lastLoginAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each(ROLES)('creates a %s with exactly the permissions of the role table', async (role) => {
    const user = await createUser({ role });
    expect(user.role).toBe(role);
    expect(user.permissions).toEqual(permissionsOf(role));
    const usersPermissions = ['users:read', 'users:create', 'users:update', 'users:delete'];
    if (role === 'admin') expect(user.permissions).toEqual(expect.arrayContaining(usersPermissions));
    else expect(user.permissions.filter((p) => p.startsWith('users:'))).toEqual([]);
    if (role === 'viewer') expect(user.permissions).toEqual(['analytics:read']);
  });

  it('treats permissions as read-only: a permissions field in the body is ignored', async () => {
    const user = await createUser({ role: 'staff', permissions: ['users:read', 'users:delete'] });
    expect(user.permissions).toEqual(permissionsOf('staff'));
    expect(user.permissions).not.toContain('users:read');
  });

  it('returns 409 DUPLICATE_ERROR "Record already exists" for an e-mail taken in another case, and creates nothing', async () => {
    const first = await createUser({ email: `Dup-${tag().toLowerCase()}@Example.com` });
    const res = await call(adminToken, 'POST', '/api/users', userBody({ email: first.email.toUpperCase() }));
    expect(expectStatus(res, 409)).toEqual({ success: false, error: { code: 'DUPLICATE_ERROR', message: 'Record already exists' } });
    const lower = await call(adminToken, 'POST', '/api/users', userBody({ email: first.email.toLowerCase() }));
    expectError(lower, 409, 'DUPLICATE_ERROR', 'Record already exists');
    const list = expectStatus<ListA<UserView>>(await call(adminToken, 'GET', withQuery('/api/users', { search: first.email })), 200);
    expect(list.data.map((u) => u.id)).toEqual([first.id]);
  });

  it('returns 400 with details.warehouseId for an unknown warehouse, and creates nothing', async () => {
    const body = userBody({ warehouseId: randomUUID() });
    const res = await call(adminToken, 'POST', '/api/users', body);
    expect(expectStatus(res, 400)).toEqual(validation({ warehouseId: ['Warehouse not found'] }));
    expectNoSecrets(res);
    expect(await findUserByEmail(t.db, body.email as string)).toBeUndefined();
  });

  const invalid: { title: string; override: Record<string, unknown>; omit?: string; details: Record<string, string[]> }[] = [
    { title: 'the password has 11 characters', override: { password: 'p'.repeat(11) }, details: { password: ['Password must be at least 12 characters'] } },
    { title: 'the password is missing', override: {}, omit: 'password', details: { password: ['Password is required'] } },
    { title: 'the name is empty', override: { name: '' }, details: { name: ['Name is required'] } },
    { title: 'the name has 101 characters', override: { name: 'n'.repeat(101) }, details: { name: ['Name is too long'] } },
    { title: 'the name is missing', override: {}, omit: 'name', details: { name: ['Name is required'] } },
    { title: 'the e-mail is malformed', override: { email: 'not-an-email' }, details: { email: ['Invalid email address'] } },
    { title: 'the role is unknown', override: { role: 'owner' }, details: { role: ['Role must be one of: admin, manager, staff, viewer'] } },
    { title: 'the warehouseId is not a UUID', override: { warehouseId: 'w1' }, details: { warehouseId: ['Invalid warehouse ID'] } },
  ];

  it.each(invalid)('returns 400 VALIDATION_ERROR when $title', async ({ override, omit, details }) => {
    const body = userBody(override);
    if (omit) delete body[omit];
    const res = await call(adminToken, 'POST', '/api/users', body);
    expect(expectStatus(res, 400)).toEqual(validation(details));
    expectNoSecrets(res);
    if (typeof body.email === 'string') expect(await findUserByEmail(t.db, body.email)).toBeUndefined();
  });

  it('accepts the boundaries: a 100-character name and a 12-character password', async () => {
    const password = 'twelve-chars';
    expect(password).toHaveLength(12);
    const user = await createUser({ name: 'n'.repeat(100), password });
    expect(user.name).toBe('n'.repeat(100));
    expect((await login(user.email, password)).statusCode).toBe(200);
  });
});

describe('GET /api/users/{id}', () => {
  it('returns the user without any password or hash', async () => {
    const user = await createUser({ role: 'staff', warehouseId: w2.id });
    const res = await call(adminToken, 'GET', `/api/users/${user.id}`);
    expectNoSecrets(res);
    const parsed = expectStatus<{ success: true; data: UserView }>(res, 200);
    expect(Object.keys(parsed).sort()).toEqual(['data', 'success']);
    expect(parsed.data).toEqual(user);
  });

  it('returns 404 "User not found" for an unknown id and 404 for a malformed one', async () => {
    expect(expectStatus(await call(adminToken, 'GET', `/api/users/${randomUUID()}`), 404)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'User not found' },
    });
    expectError(await call(adminToken, 'GET', '/api/users/not-a-uuid'), 404, 'NOT_FOUND');
  });
});

describe('GET /api/users', () => {
  /** Names and e-mails share a tag no other row of this file has, so the search isolates the fixture. */
  const key = tag();
  const low = key.toLowerCase();
  let anna: UserView;
  let bruno: UserView;
  let carla: UserView;
  let dmitri: UserView;
  let zed: UserView;

  beforeAll(async () => {
    anna = await createUser({ name: `${key} Anna`, email: `anna.${low}@example.com`, role: 'manager', warehouseId: w1.id });
    bruno = await createUser({ name: `${key} Bruno`, email: `bruno.${low}@example.com`, role: 'staff', warehouseId: w1.id });
    carla = await createUser({ name: `${key} Carla`, email: `carla.${low}@example.com`, role: 'staff' });
    dmitri = await createUser({ name: `${key} Dmitri`, email: `dmitri.${low}@example.com`, role: 'viewer', warehouseId: w2.id });
    zed = await createUser({ name: 'Zed Only-By-Email', email: `zed-${low}@example.com`, role: 'staff' });
    expectStatus(await call(adminToken, 'DELETE', `/api/users/${carla.id}`), 200);
  });

  const list = async (query: Query) => expectStatus<ListA<UserView>>(await call(adminToken, 'GET', withQuery('/api/users', query)), 200);
  const names = async (query: Query) => (await list(query)).data.map((u) => u.name);

  it('searches name and e-mail case-insensitively, ordered by name, with paging meta (form A)', async () => {
    const body = await list({ search: low });
    expect(body.data.map((u) => u.id)).toEqual([anna.id, bruno.id, carla.id, dmitri.id, zed.id]);
    expect(body.meta).toEqual({ total: 5, page: 1, limit: 20, hasNext: false, hasPrev: false });
    expect(await names({ search: key })).toEqual(await names({ search: low }));
  });

  it('matches the e-mail alone (any case) when the name does not contain the search', async () => {
    expect((await list({ search: `ZED-${key}` })).data.map((u) => u.id)).toEqual([zed.id]);
  });

  it('treats % and _ in the search as literal characters', async () => {
    expect((await list({ search: `${key}_Anna` })).meta.total).toBe(0);
    expect((await list({ search: `${key}%` })).meta.total).toBe(0);
  });

  it('filters by role', async () => {
    expect((await list({ search: low, role: 'staff' })).data.map((u) => u.id)).toEqual([bruno.id, carla.id, zed.id]);
    expect((await list({ search: low, role: 'viewer' })).data.map((u) => u.id)).toEqual([dmitri.id]);
    expect((await list({ search: low, role: 'admin' })).meta.total).toBe(0);
  });

  it('filters by isActive', async () => {
    expect((await list({ search: low, isActive: 'false' })).data.map((u) => u.id)).toEqual([carla.id]);
    expect((await list({ search: low, isActive: 'true' })).data.map((u) => u.id)).toEqual([anna.id, bruno.id, dmitri.id, zed.id]);
  });

  it('filters by warehouseId', async () => {
    expect((await list({ search: low, warehouseId: w1.id })).data.map((u) => u.id)).toEqual([anna.id, bruno.id]);
    expect((await list({ search: low, warehouseId: w2.id })).data.map((u) => u.id)).toEqual([dmitri.id]);
    expect((await list({ search: low, warehouseId: randomUUID() })).meta.total).toBe(0);
  });

  it('combines filters', async () => {
    expect((await list({ search: low, role: 'staff', warehouseId: w1.id, isActive: 'true' })).data.map((u) => u.id)).toEqual([bruno.id]);
    expect((await list({ search: low, role: 'staff', isActive: 'false' })).data.map((u) => u.id)).toEqual([carla.id]);
  });

  it('pages: page 2 of limit 2 in form A, and totalPages in form B', async () => {
    const second = await list({ search: low, limit: 2, page: 2 });
    expect(second.data.map((u) => u.id)).toEqual([carla.id, dmitri.id]);
    expect(second.meta).toEqual({ total: 5, page: 2, limit: 2, hasNext: true, hasPrev: true });
    const res = await call(adminToken, 'GET', withQuery('/api/users', { search: low, limit: 2, page: 3, shape: 'page' }));
    const pageB = expectStatus<ListB<UserView>>(res, 200);
    expect(pageB.data.items.map((u) => u.id)).toEqual([zed.id]);
    expect(pageB.data.pagination).toEqual({ total: 5, page: 3, limit: 2, hasNext: false, hasPrev: true, totalPages: 3 });
  });

  it('lists every user without any password or hash, with the response fields of a user', async () => {
    const res = await call(adminToken, 'GET', withQuery('/api/users', { limit: 100 }));
    expectNoSecrets(res);
    const body = expectStatus<ListA<UserView>>(res, 200);
    expect(body.data.length).toBeGreaterThanOrEqual(7);
    for (const user of body.data) {
      // The list adds the code and name of the user's warehouse (decision 0019).
      expect(Object.keys(user).sort()).toEqual([...USER_KEYS, 'warehouseCode', 'warehouseName'].sort());
      expect(user.permissions).toEqual(permissionsOf(user.role));
    }
    expect(body.data.map((u) => u.id)).toEqual(expect.arrayContaining([adminId, otherAdminId, anna.id, carla.id]));
  });

  it.each([
    [{ role: 'owner' }, { role: ['role must be one of: admin, manager, staff, viewer'] }],
    [{ isActive: 'yes' }, { isActive: ['isActive must be true or false'] }],
    [{ warehouseId: 'w1' }, { warehouseId: ['Invalid warehouse ID'] }],
    [{ page: 0 }, { page: ['Page must be at least 1'] }],
  ] as [Query, Record<string, string[]>][])('returns 400 for the query %o', async (query, details) => {
    expect(expectStatus(await call(adminToken, 'GET', withQuery('/api/users', query)), 400)).toEqual(validation(details));
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates name, e-mail, role (permissions re-derived) and warehouse, stamped with the acting admin', async () => {
    const user = await createUser({ role: 'staff' });
    const email = `renamed-${tag().toLowerCase()}@example.com`;
    const res = await call(otherAdminToken, 'PUT', `/api/users/${user.id}`, { name: 'Renamed User', email, role: 'manager', warehouseId: w2.id });
    expectNoSecrets(res);
    const parsed = expectStatus<{ data: UserView; message: string }>(res, 200);
    expect(parsed.message).toBe('User updated successfully');
    expect(parsed.data).toMatchObject({
      id: user.id,
      name: 'Renamed User',
      email,
      role: 'manager',
      permissions: permissionsOf('manager'),
      warehouseId: w2.id,
      isActive: true,
      createdBy: adminId,
      updatedBy: otherAdminId,
      createdAt: user.createdAt,
    });
    expect(Date.parse(parsed.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(user.updatedAt));
    expect(await getUser(user.id)).toEqual(parsed.data);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('unbinds the warehouse with warehouseId null and leaves fields not sent unchanged', async () => {
    const user = await createUser({ role: 'staff', warehouseId: w1.id });
    const updated = expectStatus<{ data: UserView }>(await call(adminToken, 'PUT', `/api/users/${user.id}`, { warehouseId: null }), 200).data;
    expect(updated).toMatchObject({ warehouseId: null, name: user.name, email: user.email, role: 'staff', isActive: true });
  });

  it('changes the password: the old one stops working and the new one signs in', async () => {
    const user = await createUser({ role: 'staff' });
    const password = `new-password-${tag()}`;
    sentPasswords.add(password);
    const before = (await findUserByEmail(t.db, user.email))!.passwordHash;
    const res = await call(adminToken, 'PUT', `/api/users/${user.id}`, { password });
    expectNoSecrets(res);
    expectStatus(res, 200);
    const after = (await findUserByEmail(t.db, user.email))!.passwordHash;
    expect(after).not.toBe(before);
    expect(res.body).not.toContain(after);
    expectError(await login(user.email, PASSWORD), 401, 'UNAUTHORIZED', 'Invalid email or password');
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('returns 400 for a new password shorter than 12 characters and keeps the old one', async () => {
    const user = await createUser({ role: 'staff' });
    const res = await call(adminToken, 'PUT', `/api/users/${user.id}`, { password: 'short-pass' });
    expect(expectStatus(res, 400)).toEqual(validation({ password: ['Password must be at least 12 characters'] }));
    expectNoSecrets(res);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('returns 409 DUPLICATE_ERROR when the new e-mail belongs to another user in another case', async () => {
    const taken = await createUser();
    const user = await createUser();
    const res = await call(adminToken, 'PUT', `/api/users/${user.id}`, { email: taken.email.toUpperCase() });
    expect(expectStatus(res, 409)).toEqual({ success: false, error: { code: 'DUPLICATE_ERROR', message: 'Record already exists' } });
    expect((await getUser(user.id)).email).toBe(user.email);
  });

  it('accepts the same e-mail in another case for the user itself', async () => {
    const user = await createUser({ email: `self-${tag().toLowerCase()}@example.com` });
    const updated = expectStatus<{ data: UserView }>(await call(adminToken, 'PUT', `/api/users/${user.id}`, { email: user.email.toUpperCase() }), 200).data;
    expect(updated.email).toBe(user.email.toUpperCase());
  });

  it('returns 400 with details.warehouseId for an unknown warehouse and changes nothing', async () => {
    const user = await createUser({ warehouseId: w1.id });
    const res = await call(adminToken, 'PUT', `/api/users/${user.id}`, { warehouseId: randomUUID(), name: 'Not applied' });
    expect(expectStatus(res, 400)).toEqual(validation({ warehouseId: ['Warehouse not found'] }));
    expect(await getUser(user.id)).toMatchObject({ warehouseId: w1.id, name: user.name });
  });

  it('treats permissions as read-only: a permissions field is ignored', async () => {
    const user = await createUser({ role: 'viewer' });
    const res = await call(adminToken, 'PUT', `/api/users/${user.id}`, { permissions: ['users:read'], name: 'Viewer Renamed' });
    const updated = expectStatus<{ data: UserView }>(res, 200).data;
    expect(updated).toMatchObject({ name: 'Viewer Renamed', role: 'viewer', permissions: ['analytics:read'] });
  });

  it.each([
    [{ isActive: 'false' }, { isActive: ['isActive must be a boolean'] }],
    [{ role: 'root' }, { role: ['Role must be one of: admin, manager, staff, viewer'] }],
    [{ name: '' }, { name: ['Name is required'] }],
    [{ email: 'nope' }, { email: ['Invalid email address'] }],
  ] as [Record<string, unknown>, Record<string, string[]>][])('returns 400 for the body %o', async (body, details) => {
    const user = await createUser();
    expect(expectStatus(await call(adminToken, 'PUT', `/api/users/${user.id}`, body), 400)).toEqual(validation(details));
    expect(await getUser(user.id)).toEqual(user);
  });

  it('returns 404 "User not found" for an unknown id', async () => {
    expectError(await call(adminToken, 'PUT', `/api/users/${randomUUID()}`, { name: 'Ghost' }), 404, 'NOT_FOUND', 'User not found');
  });

  it('reactivates a deactivated user, who can then sign in again', async () => {
    const user = await createUser();
    expectStatus(await call(adminToken, 'DELETE', `/api/users/${user.id}`), 200);
    expectError(await login(user.email, PASSWORD), 401, 'UNAUTHORIZED');
    const res = await call(adminToken, 'PUT', `/api/users/${user.id}`, { isActive: true });
    expect(expectStatus<{ data: UserView }>(res, 200).data.isActive).toBe(true);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('deactivates, never removes: 200, the user stays readable and listed as inactive, stamped with the admin', async () => {
    const user = await createUser({ role: 'manager' });
    const res = await call(otherAdminToken, 'DELETE', `/api/users/${user.id}`);
    expectNoSecrets(res);
    const parsed = expectStatus<{ data: UserView; message: string }>(res, 200);
    expect(parsed.message).toBe('User deactivated');
    expect(parsed.data).toMatchObject({ id: user.id, isActive: false, role: 'manager', email: user.email, updatedBy: otherAdminId });
    expect(await getUser(user.id)).toEqual(parsed.data);
    const inactive = expectStatus<ListA<UserView>>(await call(adminToken, 'GET', withQuery('/api/users', { search: user.email, isActive: 'false' })), 200);
    expect(inactive.data.map((u) => u.id)).toEqual([user.id]);
  });

  it("rejects the deactivated user's existing token with 401 on the next request, and its sign-in", async () => {
    const { user, token } = await signedIn('manager');
    expect((await call(token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(token, 'GET', '/api/products')).statusCode).toBe(200);

    expectStatus(await call(adminToken, 'DELETE', `/api/users/${user.id}`), 200);

    const unauthorized = { success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } };
    expect(expectStatus(await call(token, 'GET', '/api/auth/me'), 401)).toEqual(unauthorized);
    expect(expectStatus(await call(token, 'GET', '/api/products'), 401)).toEqual(unauthorized);
    expectError(await login(user.email, PASSWORD), 401, 'UNAUTHORIZED', 'Invalid email or password');
  });

  it('keeps audit references valid: what the user created still names them, and they remain readable', async () => {
    const { user, token } = await signedIn('manager');
    const category = await stockClient(t, token).products.category();
    const product = await stockClient(t, token).products.create(category.id);
    expect(product.createdBy).toBe(user.id);
    expectStatus(await call(adminToken, 'DELETE', `/api/users/${user.id}`), 200);
    const read = expectStatus<{ data: { createdBy: string } }>(await call(adminToken, 'GET', `/api/products/${product.id}`), 200);
    expect(read.data.createdBy).toBe(user.id);
    expect((await getUser(user.id)).isActive).toBe(false);
  });

  it('deactivates another admin while other active admins remain, and answers 200 again for an already inactive user', async () => {
    const { user, token } = await signedIn('admin');
    expectStatus(await call(adminToken, 'DELETE', `/api/users/${user.id}`), 200);
    expect((await call(token, 'GET', '/api/users')).statusCode).toBe(401);
    const again = expectStatus<{ data: UserView }>(await call(adminToken, 'DELETE', `/api/users/${user.id}`), 200);
    expect(again.data.isActive).toBe(false);
  });

  it('returns 404 for an unknown id', async () => {
    expectError(await call(adminToken, 'DELETE', `/api/users/${randomUUID()}`), 404, 'NOT_FOUND', 'User not found');
  });
});

describe('guards', () => {
  const SELF = 'You cannot deactivate or demote yourself';
  const LAST = 'The last active admin cannot be deactivated or demoted';

  it('refuses an admin deactivating themselves with DELETE: 409 CONFLICT, still active', async () => {
    const { user, token } = await signedIn('admin');
    expect(expectStatus(await call(token, 'DELETE', `/api/users/${user.id}`), 409)).toEqual({ success: false, error: { code: 'CONFLICT', message: SELF } });
    expect((await getUser(user.id)).isActive).toBe(true);
    expect((await call(token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses an admin deactivating themselves with PUT isActive false: 409', async () => {
    const { user, token } = await signedIn('admin');
    expectError(await call(token, 'PUT', `/api/users/${user.id}`, { isActive: false }), 409, 'CONFLICT', SELF);
    expect((await getUser(user.id)).isActive).toBe(true);
  });

  it.each(['manager', 'staff', 'viewer'] as Role[])('refuses an admin demoting themselves to %s: 409, still admin', async (role) => {
    const { user, token } = await signedIn('admin');
    expectError(await call(token, 'PUT', `/api/users/${user.id}`, { role, name: 'Not applied' }), 409, 'CONFLICT', SELF);
    expect(await getUser(user.id)).toMatchObject({ role: 'admin', name: user.name, isActive: true });
  });

  it('lets an admin edit their own name and resend their own admin role and active state', async () => {
    const { user, token } = await signedIn('admin');
    const res = await call(token, 'PUT', `/api/users/${user.id}`, { name: 'Self Edited', role: 'admin', isActive: true });
    expect(expectStatus<{ data: UserView }>(res, 200).data).toMatchObject({ name: 'Self Edited', role: 'admin', isActive: true, updatedBy: user.id });
  });

  it('lets an admin demote another admin while other active admins remain', async () => {
    const { user } = await signedIn('admin');
    const res = await call(adminToken, 'PUT', `/api/users/${user.id}`, { role: 'staff' });
    expect(expectStatus<{ data: UserView }>(res, 200).data).toMatchObject({ role: 'staff', permissions: permissionsOf('staff') });
  });

  describe('the last active admin (a database with one active admin)', () => {
    let soloToken: string;
    let soloAdminId: string;
    let formerAdminId: string;
    let managerId: string;

    beforeAll(async () => {
      soloToken = await solo.login('admin');
      soloAdminId = await idOf(soloToken, solo);
      formerAdminId = await idOf(await solo.login('admin'), solo);
      managerId = await idOf(await solo.login('manager'), solo);
      // The second admin is deactivated: inactive admins do not count.
      expectStatus(await call(soloToken, 'DELETE', `/api/users/${formerAdminId}`, undefined, solo), 200);
      const admins = expectStatus<ListA<UserView>>(await call(soloToken, 'GET', withQuery('/api/users', { role: 'admin', isActive: 'true' }), undefined, solo), 200);
      expect(admins.data.map((u) => u.id)).toEqual([soloAdminId]);
    });

    // Over HTTP the only active admin is necessarily the caller, so the self guard answers first;
    // another actor (the CLI, start-up) reaches the last-admin guard through the service.
    const anotherProcess = new SessionCache(0);
    it('refuses their deactivation by another actor: 409 CONFLICT', async () => {
      const error = await updateUserService(solo.db, anotherProcess, soloAdminId, { isActive: false }, { id: managerId }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'CONFLICT', message: LAST });
      expect((await call(soloToken, 'GET', '/api/auth/me', undefined, solo)).statusCode).toBe(200);
    });

    it.each(['manager', 'staff', 'viewer'] as Role[])('refuses their demotion to %s by another actor: 409 CONFLICT', async (role) => {
      const error = await updateUserService(solo.db, anotherProcess, soloAdminId, { role }, { id: managerId }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'CONFLICT', message: LAST });
      const me = expectStatus<{ data: UserView }>(await call(soloToken, 'GET', `/api/users/${soloAdminId}`, undefined, solo), 200);
      expect(me.data).toMatchObject({ role: 'admin', isActive: true });
    });

    it('refuses PUT isActive false by another actor too', async () => {
      const error = await updateUserService(solo.db, anotherProcess, soloAdminId, { isActive: false, name: 'Not applied' }, { id: managerId }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'CONFLICT', message: LAST });
    });

    it('answers the admin themselves with the self guard over HTTP: 409 for DELETE and for a demotion', async () => {
      expectError(await call(soloToken, 'DELETE', `/api/users/${soloAdminId}`, undefined, solo), 409, 'CONFLICT');
      expectError(await call(soloToken, 'PUT', `/api/users/${soloAdminId}`, { role: 'manager' }, solo), 409, 'CONFLICT');
    });

    it('allows it again once a second admin is active', async () => {
      expectStatus(await call(soloToken, 'PUT', `/api/users/${formerAdminId}`, { isActive: true }, solo), 200);
      const demoted = await updateUserService(solo.db, anotherProcess, soloAdminId, { role: 'manager' }, { id: managerId });
      expect(demoted).toMatchObject({ role: 'manager', isActive: true });
      // The former admin is now the last one: the guard protects them in turn.
      const error = await updateUserService(solo.db, anotherProcess, formerAdminId, { isActive: false }, { id: managerId }).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'CONFLICT', message: LAST });
    });
  });
});

describe('permissions: users:* belongs to admin only', () => {
  let target: UserView;
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    target = await createUser({ role: 'staff' });
    for (const role of ROLES) tokens[role] = await t.login(role);
  });

  const routes: { name: string; method: Method; path: () => string; body?: () => Record<string, unknown>; status: number }[] = [
    { name: 'GET /api/users', method: 'GET', path: () => '/api/users', status: 200 },
    { name: 'GET /api/users/{id}', method: 'GET', path: () => `/api/users/${target.id}`, status: 200 },
    { name: 'POST /api/users', method: 'POST', path: () => '/api/users', body: () => userBody(), status: 201 },
    { name: 'PUT /api/users/{id}', method: 'PUT', path: () => `/api/users/${target.id}`, body: () => ({ name: `Renamed ${tag()}` }), status: 200 },
    { name: 'DELETE /api/users/{id}', method: 'DELETE', path: () => `/api/users/${target.id}`, status: 200 },
  ];

  describe.each(['manager', 'staff', 'viewer'] as Role[])('%s', (role) => {
    it.each(routes)('is refused $name with 403 and nothing changes', async ({ method, path, body }) => {
      const payload = body?.();
      const res = await call(tokens[role], method, path(), payload);
      expect(expectStatus(res, 403)).toEqual(FORBIDDEN);
      expect(await getUser(target.id)).toEqual(target);
      if (payload?.email) expect(await findUserByEmail(t.db, payload.email as string)).toBeUndefined();
    });

    it('is refused before validation: an invalid body still gets 403', async () => {
      expect(expectStatus(await call(tokens[role], 'POST', '/api/users', { email: 'bad' }), 403)).toEqual(FORBIDDEN);
    });
  });

  it.each(routes)('answers an unauthenticated $name with 401 "Authentication required"', async ({ method, path, body }) => {
    const res = await call(undefined, method, path(), body?.());
    expect(expectStatus(res, 401)).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Authentication required' } });
  });

  // Last: the DELETE deactivates the target.
  it.each(routes)('lets an admin use $name', async ({ method, path, body, status }) => {
    const res = await call(tokens.admin, method, path(), body?.());
    expectStatus(res, status);
    expectNoSecrets(res);
  });
});
