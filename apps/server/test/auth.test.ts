/**
 * Authentication (SPEC 5.1–5.3): login, GET /api/auth/me, every 401 case with its message, and
 * deactivation taking effect on the user's next request.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createUser, findUserByEmail, permissionRoles, type User } from '@stockroom/api';
import type { Role } from '@stockroom/db';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET, setupTestApp, TEST_PASSWORD } from './support/app.js';

const t = await setupTestApp();

const roles: Role[] = ['admin', 'manager', 'staff', 'viewer'];

/** The permissions SPEC 5.4 and permissions.ts give `role`, in table order. */
const permissionsOf = (role: Role) =>
  Object.entries(permissionRoles)
    .filter(([, allowed]) => (allowed as readonly Role[]).includes(role))
    .map(([permission]) => permission);

/** A new user created through the service (the fixture path the harness uses too). */
async function newUser(role: Role = 'staff', email = `auth-${randomBytes(5).toString('hex')}@example.com`): Promise<User> {
  return createUser(t.db, { email, password: TEST_PASSWORD, name: `Auth ${role}`, role });
}

const login = (email: string, password = TEST_PASSWORD, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { email, password } });

const me = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization === undefined ? {} : { authorization } });

/** A token the way the server signs one (HS256, sub, exp), for `userId`. */
/** An admin who activates and deactivates the test users (PUT /api/users/{id}); returns the updated user. */
const operator = await newUser('admin');
const operatorToken = (await login(operator.email)).json().data.accessToken as string;
async function setActive(id: string, isActive: boolean): Promise<User> {
  const res = await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: t.auth(operatorToken), payload: { isActive } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as User;
}

const serverToken = (userId: string, ttl = 3600) => jwt.sign({}, JWT_SECRET, { algorithm: 'HS256', subject: userId, expiresIn: ttl });

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('POST /api/auth/login', () => {
  it('returns a bearer token valid JWT_TTL seconds and the user, without any password or hash', async () => {
    const user = await newUser('manager');
    expect((await findUserByEmail(t.db, user.email))?.lastLoginAt).toBeNull();

    const res = await login(user.email);

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.success).toBe(true);
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'expiresIn', 'tokenType', 'user']);
    expect(body.data.tokenType).toBe('Bearer');
    expect(body.data.expiresIn).toBe(3600);
    expect(body.data.user).toMatchObject({
      id: user.id,
      email: user.email,
      name: user.name,
      role: 'manager',
      isActive: true,
      warehouseId: null,
      permissions: permissionsOf('manager'),
    });
    expect(Date.parse(body.data.user.lastLoginAt)).toBeGreaterThan(Date.now() - 60_000);

    const row = await findUserByEmail(t.db, user.email);
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(res.body).not.toMatch(/password/i);
    expect(res.body).not.toContain(row!.passwordHash);
    expect(res.body).not.toContain(TEST_PASSWORD);

    const decoded = jwt.verify(body.data.accessToken, JWT_SECRET, { algorithms: ['HS256'], complete: true });
    expect(decoded.header.alg).toBe('HS256');
    const payload = decoded.payload as jwt.JwtPayload;
    expect(payload.sub).toBe(user.id);
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(Math.abs(payload.exp! - (now() + 3600))).toBeLessThanOrEqual(5);

    const self = await me(`Bearer ${body.data.accessToken}`);
    expect(self.statusCode).toBe(200);
    expect(self.json().data.id).toBe(user.id);
  });

  it('matches the e-mail case-insensitively', async () => {
    const tag = randomBytes(4).toString('hex');
    const user = await newUser('staff', `Mixed.Case-${tag}@Example.COM`);
    for (const email of [`mixed.case-${tag}@example.com`, `MIXED.CASE-${tag}@EXAMPLE.COM`, user.email]) {
      const res = await login(email);
      expect(res.statusCode, email).toBe(200);
      expect(res.json().data.user.id).toBe(user.id);
    }
  });

  it('ignores an Authorization header (login is public)', async () => {
    const user = await newUser();
    const res = await login(user.email, TEST_PASSWORD, { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
  });

  it('answers a wrong password, an unknown e-mail and an inactive user alike: 401 UNAUTHORIZED', async () => {
    const user = await newUser();
    const inactive = await newUser();
    await setActive(inactive.id, false);
    const attempts = [
      ['wrong password', user.email, `${TEST_PASSWORD}-wrong`],
      ['password of another case', user.email, TEST_PASSWORD.toUpperCase()],
      ['unknown e-mail', `nobody-${randomBytes(4).toString('hex')}@example.com`, TEST_PASSWORD],
      ['inactive user, right password', inactive.email, TEST_PASSWORD],
      ['inactive user, wrong password', inactive.email, 'wrong-password-123'],
    ] as const;
    for (const [what, email, password] of attempts) {
      const res = await login(email, password);
      expect(res.statusCode, what).toBe(401);
      expect(res.json(), what).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } });
    }
    expect((await findUserByEmail(t.db, inactive.email))?.lastLoginAt).toBeNull();
  });

  it('rejects a body without e-mail or password: 400 VALIDATION_ERROR naming both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid request data',
        details: { email: ['Email is required'], password: ['Password is required'] },
        field: 'email',
      },
    });
    const empty = await login('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('rejects an e-mail with a NUL character as invalid input, not as a server failure', async () => {
    const res = await login('nul\u0000@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', details: { email: ['Text must not contain NUL characters'] } },
    });
  });
});

describe('GET /api/auth/me', () => {
  it.each(roles)('returns exactly id, email, name, role, isActive, warehouseId and permissions of a %s', async (role) => {
    const user = await newUser(role);
    const token = (await login(user.email)).json().data.accessToken as string;
    const res = await me(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        id: user.id,
        email: user.email,
        name: user.name,
        role,
        isActive: true,
        warehouseId: null,
        permissions: permissionsOf(role),
      },
    });
  });
});

describe('GET /api/auth/settings', () => {
  it('gives any signed-in caller the base currency amounts are shown in (decision 0019) and the default costing method, and refuses the anonymous', async () => {
    const token = (await login((await newUser('viewer')).email)).json().data.accessToken as string;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/settings', headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { baseCurrency: 'USD', costingMethod: 'average' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/settings' })).statusCode).toBe(401);
  });
});

describe('401 UNAUTHORIZED (SPEC 5.3)', () => {
  const REQUIRED = 'Authentication required';
  const INVALID = 'Invalid or expired token';
  const { privateKey: rsaKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { privateKey: ecKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

  /** Each case builds the Authorization header (or none) for an active admin `userId`. */
  const cases: [string, (userId: string) => Promise<string | undefined> | string | undefined, string][] = [
    ['no Authorization header', () => undefined, REQUIRED],
    ['an empty header', () => '', REQUIRED],
    ['Basic credentials', () => `Basic ${Buffer.from('admin:password').toString('base64')}`, REQUIRED],
    ['a token without a scheme', (id) => serverToken(id), REQUIRED],
    ['a lowercase "bearer " scheme', (id) => `bearer ${serverToken(id)}`, REQUIRED],
    ['"Token " scheme', (id) => `Token ${serverToken(id)}`, REQUIRED],
    ['"Bearer" without a token', () => 'Bearer', REQUIRED],
    ['"Bearer " and garbage', () => 'Bearer not.a.jwt', INVALID],
    ['a token signed with another secret', (id) => `Bearer ${jwt.sign({}, `${JWT_SECRET}-other`, { subject: id, expiresIn: 3600 })}`, INVALID],
    [
      'a token whose payload was changed after signing',
      (id) => {
        const [header, , signature] = serverToken(randomUUID()).split('.');
        return `Bearer ${header}.${b64url({ sub: id, iat: now(), exp: now() + 3600 })}.${signature}`;
      },
      INVALID,
    ],
    ['an expired token', (id) => `Bearer ${jwt.sign({ sub: id, iat: now() - 7200, exp: now() - 5 }, JWT_SECRET)}`, INVALID],
    ['a token not valid yet (nbf)', (id) => `Bearer ${jwt.sign({}, JWT_SECRET, { subject: id, expiresIn: 3600, notBefore: 600 })}`, INVALID],
    ['alg none, empty signature', (id) => `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: id, iat: now(), exp: now() + 3600 })}.`, INVALID],
    [
      'alg none, HS256 signature kept',
      (id) => {
        const [, payload, signature] = serverToken(id).split('.');
        return `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`;
      },
      INVALID,
    ],
    ['HS512 with the right secret', (id) => `Bearer ${jwt.sign({}, JWT_SECRET, { algorithm: 'HS512', subject: id, expiresIn: 3600 })}`, INVALID],
    ['HS384 with the right secret', (id) => `Bearer ${jwt.sign({}, JWT_SECRET, { algorithm: 'HS384', subject: id, expiresIn: 3600 })}`, INVALID],
    ['RS256', (id) => `Bearer ${jwt.sign({}, rsaKey, { algorithm: 'RS256', subject: id, expiresIn: 3600 })}`, INVALID],
    ['ES256', (id) => `Bearer ${jwt.sign({}, ecKey, { algorithm: 'ES256', subject: id, expiresIn: 3600 })}`, INVALID],
    ['a token without exp', (id) => `Bearer ${jwt.sign({}, JWT_SECRET, { algorithm: 'HS256', subject: id })}`, INVALID],
    ['a token without sub', () => `Bearer ${jwt.sign({}, JWT_SECRET, { algorithm: 'HS256', expiresIn: 3600 })}`, INVALID],
    ['a sub that is not a user id', () => `Bearer ${serverToken('admin')}`, INVALID],
    ['a sub of no user', () => `Bearer ${serverToken(randomUUID())}`, INVALID],
    [
      'a token of an inactive user',
      async () => {
        const user = await newUser('admin');
        await setActive(user.id, false);
        return `Bearer ${serverToken(user.id)}`;
      },
      INVALID,
    ],
  ];

  const routes = ['/api/auth/me', '/api/categories', '/api/products'];

  it('accepts the server-style token these cases are variations of', async () => {
    const admin = await newUser('admin');
    for (const url of routes) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${serverToken(admin.id)}` } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it.each(cases)('%s → 401 with the right message', async (_what, header, message) => {
    const admin = await newUser('admin');
    const authorization = await header(admin.id);
    for (const url of routes) {
      const res = await t.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message } });
    }
  });
});

describe('deactivation', () => {
  it('takes effect on the next request of a token that worked; reactivation does not restore it (decision 0013)', async () => {
    const user = await newUser('manager');
    const token = (await login(user.email)).json().data.accessToken as string;
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);

    const deactivated = await setActive(user.id, false);
    expect(deactivated).toMatchObject({ id: user.id, isActive: false, updatedBy: operator.id });

    const rejected = await me(`Bearer ${token}`);
    expect(rejected.statusCode).toBe(401);
    expect(rejected.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } });
    const list = await t.app.inject({ method: 'GET', url: '/api/categories', headers: t.auth(token) });
    expect(list.statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);

    await setActive(user.id, true);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    const fresh = await login(user.email);
    expect(fresh.statusCode).toBe(200);
    expect((await me(`Bearer ${fresh.json().data.accessToken as string}`)).statusCode).toBe(200);
  });
});
