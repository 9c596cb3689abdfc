/**
 * API keys (issue 17): a key is a bearer token for another system with its own permissions (a
 * subset of its creator's), optionally bound to a warehouse, stamped on what it writes, revoked at
 * once, and refused like any token when revoked, expired or forged.
 */
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET, setupTestApp } from './support/app.js';
import { expectStatus, stockClient, type LevelView, type ListA, type MovementResult } from './support/inventory.js';

const t = await setupTestApp();
const admin = await t.login('admin');
const stock = stockClient(t, admin);
const [berlin, warsaw] = [await stock.warehouse(), await stock.warehouse()];
const product = await stock.product();
await stock.receive(product.id, berlin.id, 40);
await stock.receive(product.id, warsaw.id, 30);

interface ApiKeyView {
  id: string;
  name: string;
  principalId: string;
  permissions: string[];
  warehouseId: string | null;
  warehouseCode: string | null;
  warehouseName: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
  lastUsedFrom: string | null;
  createdBy: string;
  key?: string;
}

const INVALID_TOKEN = { success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } };

async function createKey(body: Record<string, unknown>, token = admin) {
  return t.app.inject({ method: 'POST', url: '/api/api-keys', headers: t.auth(token), payload: body });
}
async function newKey(body: Record<string, unknown>, token = admin): Promise<ApiKeyView & { key: string }> {
  return expectStatus<{ data: ApiKeyView & { key: string } }>(await createKey(body, token), 201).data;
}

describe('creating and listing keys', () => {
  it('answers 201 with the key once, its URL in Location, and lists it without the key', async () => {
    const res = await createKey({ name: 'Web shop', permissions: ['products:read', 'inventory:read'], warehouseId: berlin.id });
    const body = expectStatus<{ data: ApiKeyView; message: string }>(res, 201);
    expect(res.headers.location).toBe(`/api/api-keys/${body.data.id}`);
    expect(body.message).toBe('API key created: store it now, it is not shown again');
    expect(body.data).toMatchObject({ name: 'Web shop', permissions: ['products:read', 'inventory:read'], warehouseId: berlin.id, expiresAt: null, revokedAt: null, lastUsedAt: null });
    // Issue 19: the key names its warehouse wherever it is read.
    expect(body.data).toMatchObject({ warehouseCode: berlin.code, warehouseName: berlin.name });
    const claims = jwt.verify(body.data.key!, JWT_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: body.data.principalId, jti: body.data.id });

    const listed = expectStatus<ListA<ApiKeyView>>(await stock.get('/api/api-keys', { limit: 100 }), 200).data.find((key) => key.id === body.data.id);
    expect(listed).toMatchObject({ id: body.data.id, name: 'Web shop', warehouseCode: berlin.code, warehouseName: berlin.name });
    expect(listed).not.toHaveProperty('key');
    const one = expectStatus<{ data: ApiKeyView }>(await stock.get(`/api/api-keys/${body.data.id}`), 200).data;
    expect(one).toMatchObject({ warehouseCode: berlin.code, warehouseName: berlin.name });
    expect(one).not.toHaveProperty('key');
  });

  it('is for admins only (api-keys:manage)', async () => {
    for (const role of ['manager', 'staff', 'viewer'] as const) {
      const res = await createKey({ name: 'Mine', permissions: ['products:read'] }, await t.login(role));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('refuses unknown permissions, no permissions, an expiry in the past and an unknown warehouse (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'X', permissions: ['products:fly'] }, 'permissions.0'],
      [{ name: 'X', permissions: [] }, 'permissions'],
      [{ name: '', permissions: ['products:read'] }, 'name'],
      [{ name: 'X', permissions: ['products:read'], expiresAt: '2020-01-01' }, 'expiresAt'],
      [{ name: 'X', permissions: ['products:read'], warehouseId: '00000000-0000-4000-8000-000000000000' }, 'warehouseId'],
    ];
    for (const [body, field] of cases) {
      const res = await createKey(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.details)).toContain(field);
    }
  });

  it('never manages people or keys (400): a key could otherwise make an unbound admin or a key that outlives it', async () => {
    for (const permission of ['users:create', 'users:update', 'users:delete', 'api-keys:manage']) {
      const res = await createKey({ name: 'Too much', permissions: ['products:read', permission] });
      expect(res.statusCode, permission).toBe(400);
      expect(Object.keys(res.json().error.details)).toEqual(['permissions.1']);
    }
  });

  it("never grants more than its creator holds: a bound admin's keys stay in its warehouse (403)", async () => {
    const boundAdmin = await t.login('admin', { warehouseId: berlin.id });
    expect((await createKey({ name: 'Unbound', permissions: ['products:read'] }, boundAdmin)).statusCode).toBe(403);
    expect((await createKey({ name: 'Elsewhere', permissions: ['products:read'], warehouseId: warsaw.id }, boundAdmin)).statusCode).toBe(403);
    expect((await createKey({ name: 'Same', permissions: ['products:read'], warehouseId: berlin.id }, boundAdmin)).statusCode).toBe(201);
  });
});

describe('a key at work', () => {
  it('holds only its permissions and, bound to a warehouse, sees and changes only that one', async () => {
    const shop = await newKey({ name: 'Web shop Berlin', permissions: ['products:read', 'inventory:read', 'inventory:adjust'], warehouseId: berlin.id });
    const client = stockClient(t, shop.key);
    expect((await client.get(`/api/products/${product.id}`)).statusCode).toBe(200);
    const levels = expectStatus<ListA<LevelView>>(await client.get('/api/inventory', { productId: product.id }), 200).data;
    expect(levels.map((level) => level.warehouseId)).toEqual([berlin.id]);
    expect((await client.get('/api/inventory', { productId: product.id, warehouseId: warsaw.id })).json().data).toEqual([]);

    expect((await client.products.post({ name: 'Nope', sku: 'NOPE-1', categoryId: product.categoryId, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 })).statusCode).toBe(403);
    expect((await client.move({ productId: product.id, warehouseId: warsaw.id, type: 'out', quantity: 1, reason: 'Order 17' })).statusCode).toBe(403);
    expect((await client.get('/api/users')).statusCode).toBe(403);
  });

  it('stamps what it writes with its service principal, named after the key, which /api/users does not show', async () => {
    const erp = await newKey({ name: 'ERP', permissions: ['inventory:read', 'inventory:adjust'] });
    const client = stockClient(t, erp.key);
    const moved = expectStatus<{ data: MovementResult }>(await client.move({ productId: product.id, warehouseId: warsaw.id, type: 'out', quantity: 2, reason: 'Order 4711' }), 201).data;
    expect(moved.movement!.createdBy).toBe(erp.principalId);
    const me = expectStatus<{ data: { id: string; name: string; permissions: string[] } }>(await client.get('/api/auth/me'), 200).data;
    expect(me).toMatchObject({ id: erp.principalId, name: 'ERP', permissions: ['inventory:read', 'inventory:adjust'] });

    const users = expectStatus<ListA<{ id: string }>>(await stock.get('/api/users', { limit: 100 }), 200).data;
    expect(users.map((user) => user.id)).not.toContain(erp.principalId);
    expect((await stock.get(`/api/users/${erp.principalId}`)).statusCode).toBe(404);
    expect((await stock.send('PUT', `/api/users/${erp.principalId}`, { role: 'admin' })).statusCode).toBe(404);
  });

  it('records when and from where it was last used', async () => {
    const key = await newKey({ name: 'Marketplace', permissions: ['products:read'] });
    await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: { ...t.auth(key.key), 'x-forwarded-for': '203.0.113.9' } });
    const seen = expectStatus<{ data: ApiKeyView }>(await stock.get(`/api/api-keys/${key.id}`), 200).data;
    expect(seen.lastUsedFrom).toBe('203.0.113.9');
    expect(Date.parse(seen.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('refused keys', () => {
  it('a revoked key answers 401 on its next request; revoking again changes nothing; lists leave it out unless asked', async () => {
    const key = await newKey({ name: 'Old shop', permissions: ['products:read'] });
    expect((await stockClient(t, key.key).get(`/api/products/${product.id}`)).statusCode).toBe(200);
    const revoked = expectStatus<{ data: ApiKeyView; message: string }>(await stock.send('DELETE', `/api/api-keys/${key.id}`), 200);
    expect(revoked.message).toBe('API key revoked');
    expect(revoked.data.revokedAt).not.toBeNull();
    expect(revoked.data).toMatchObject({ warehouseId: null, warehouseCode: null, warehouseName: null });
    const res = await stockClient(t, key.key).get(`/api/products/${product.id}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_TOKEN);

    const again = expectStatus<{ data: ApiKeyView }>(await stock.send('DELETE', `/api/api-keys/${key.id}`), 200).data;
    expect(again.revokedAt).toBe(revoked.data.revokedAt);
    const active = expectStatus<ListA<ApiKeyView>>(await stock.get('/api/api-keys', { limit: 100 }), 200).data;
    expect(active.map((k) => k.id)).not.toContain(key.id);
    const all = expectStatus<ListA<ApiKeyView>>(await stock.get('/api/api-keys', { limit: 100, includeRevoked: 'true' }), 200).data;
    expect(all.find((k) => k.id === key.id)?.revokedAt).toBe(revoked.data.revokedAt);
    expect((await stock.send('DELETE', '/api/api-keys/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('an expired key answers 401', async () => {
    const key = await newKey({ name: 'Trial', permissions: ['products:read'], expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await stockClient(t, key.key).get(`/api/products/${product.id}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await stockClient(t, key.key).get(`/api/products/${product.id}`)).json()).toEqual(INVALID_TOKEN);
  });

  it('a token naming a key but another subject, or an unknown key, answers 401 even with a valid signature', async () => {
    const key = await newKey({ name: 'Target', permissions: ['products:read'] });
    const me = (await stock.me()) as string;
    const forged = [
      jwt.sign({ ver: 0 }, JWT_SECRET, { algorithm: 'HS256', subject: me, jwtid: key.id, expiresIn: 3600 }),
      jwt.sign({ ver: 0 }, JWT_SECRET, { algorithm: 'HS256', subject: key.principalId, jwtid: '00000000-0000-4000-8000-000000000000', expiresIn: 3600 }),
      jwt.sign({ ver: 0 }, JWT_SECRET, { algorithm: 'HS256', subject: key.principalId, jwtid: 'not-a-uuid', expiresIn: 3600 }),
      jwt.sign({ ver: 0 }, 'another-secret-that-is-long-enough-0123456789', { algorithm: 'HS256', subject: key.principalId, jwtid: key.id, expiresIn: 3600 }),
    ];
    for (const token of forged) expect((await stockClient(t, token).get(`/api/products/${product.id}`)).json()).toEqual(INVALID_TOKEN);
  });
});

describe('rate limiting', async () => {
  const limited = await setupTestApp({ RATE_LIMIT_MAX: 3 });
  const owner = await limited.login('admin');

  it('counts requests with a key per key, whatever the address, and others per address', async () => {
    const create = async (name: string) =>
      expectStatus<{ data: { key: string } }>(await limited.app.inject({ method: 'POST', url: '/api/api-keys', headers: { ...limited.auth(owner), 'x-forwarded-for': '198.51.100.1' }, payload: { name, permissions: ['products:read'] } }), 201).data.key;
    const [first, second] = [await create('First'), await create('Second')];
    const get = (key: string, from: string) => limited.app.inject({ method: 'GET', url: '/api/products', headers: { ...limited.auth(key), 'x-forwarded-for': from } });
    const statuses = [];
    for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) statuses.push((await get(first, from)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get(second, '192.0.2.1')).statusCode).toBe(200);
  });
});
