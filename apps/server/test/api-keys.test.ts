/**
 * API keys: a key is a bearer token for another system (`sr_test_…` from a server not in
 * production: a prefix, a random secret and a checksum, stored only as its SHA-256) with its own
 * permissions (a subset of its creator's, and never more than its creator holds now), optionally
 * bound to a warehouse, stamped on what it writes, expiring (a year by default), rolled to a new
 * secret (the old one refused at once or after an overlap), revoked at once (with its creator's
 * deactivation too), and refused like any token when revoked, expired, mistyped or forged.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { SessionCache, updateUser } from '@stockroom/api';
import { queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.js';
import { JWT_SECRET, setupTestApp, TEST_CONFIG, type TestContext } from './support/app.js';
import { expectStatus, FORBIDDEN, stockClient, type LevelView, type ListA, type MovementResult } from './support/inventory.js';

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
  keyHint: string | null;
  principalId: string;
  permissions: string[];
  warehouseId: string | null;
  warehouseCode: string | null;
  warehouseName: string | null;
  expiresAt: string;
  rolledAt: string | null;
  previousKeyExpiresAt: string | null;
  revokedAt: string | null;
  revokedReason: 'revoked' | 'creator-deactivated' | null;
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
    expect(body.data).toMatchObject({ name: 'Web shop', permissions: ['products:read', 'inventory:read'], warehouseId: berlin.id, rolledAt: null, previousKeyExpiresAt: null, revokedAt: null, lastUsedAt: null });
    // Decision 0019: the key names its warehouse wherever it is read.
    expect(body.data).toMatchObject({ warehouseCode: berlin.code, warehouseName: berlin.name });
    expect(body.data.key).toMatch(/^sr_test_[0-9A-Za-z]{38}$/);
    expect(body.data.keyHint).toBe(`sr_test_…${body.data.key!.slice(-4)}`);

    const listed = expectStatus<ListA<ApiKeyView>>(await stock.get('/api/api-keys', { limit: 100 }), 200).data.find((key) => key.id === body.data.id);
    expect(listed).toMatchObject({ id: body.data.id, name: 'Web shop', keyHint: body.data.keyHint, warehouseCode: berlin.code, warehouseName: berlin.name });
    expect(listed).not.toHaveProperty('key');
    expect(JSON.stringify(listed)).not.toContain(body.data.key!.slice(8, -6));
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

  it('refuses unknown permissions, no permissions, an expiry in the past or beyond API_KEY_MAX_EXPIRY_DAYS and an unknown warehouse (400)', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'X', permissions: ['products:fly'] }, 'permissions.0'],
      [{ name: 'X', permissions: [] }, 'permissions'],
      [{ name: '', permissions: ['products:read'] }, 'name'],
      [{ name: 'X', permissions: ['products:read'], expiresAt: '2020-01-01' }, 'expiresAt'],
      [{ name: 'X', permissions: ['products:read'], expiresAt: inDays(731) }, 'expiresAt'],
      [{ name: 'X', permissions: ['products:read'], expiresInDays: 731 }, 'expiresInDays'],
      [{ name: 'X', permissions: ['products:read'], expiresInDays: 0 }, 'expiresInDays'],
      [{ name: 'X', permissions: ['products:read'], expiresInDays: 1.5 }, 'expiresInDays'],
      [{ name: 'X', permissions: ['products:read'], expiresInDays: 30, expiresAt: inDays(30) }, 'expiresInDays'],
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

const DAY_MS = 86_400_000;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The 6 base62 characters of the CRC32 of `text`: a key's checksum, computed here as a scanner would. */
function checksum(text: string): string {
  let value = crc32(text);
  let digits = '';
  for (let i = 0; i < 6; i += 1) {
    digits = BASE62[value % 62]! + digits;
    value = Math.floor(value / 62);
  }
  return digits;
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const getProduct = (key: string) => stockClient(t, key).get(`/api/products/${product.id}`);
const roll = (id: string, body: Record<string, unknown> = {}, token = admin) => t.app.inject({ method: 'POST', url: `/api/api-keys/${id}/roll`, headers: t.auth(token), payload: body });
/** Asserts `iso` is `days` from now, within a minute. */
function expectDaysAhead(iso: string, days: number) {
  expect(Math.abs(Date.parse(iso) - (Date.now() + days * DAY_MS))).toBeLessThan(60_000);
}

describe('the key a secret scanner recognises', () => {
  it('matches the pattern docs/INTEGRATION.md gives for secret scanners, and its last 6 characters are the CRC32 of the rest', async () => {
    const doc = await readFile(new URL('../../../docs/INTEGRATION.md', import.meta.url), 'utf8');
    const documented = /Pattern: `([^`]+)`/.exec(doc)?.[1];
    expect(documented).toBe(String.raw`\bsr_(live|test)_[0-9A-Za-z]{38}\b`);
    // The gitleaks rule there carries the same pattern.
    expect(doc).toContain(`regex = '''${documented}'''`);
    const pattern = new RegExp(documented!, 'g');
    const keys = [await newKey({ name: 'Scanned', permissions: ['products:read'] }), await newKey({ name: 'Scanned too', permissions: ['products:read'] })];
    for (const { key } of keys) {
      expect(key).toHaveLength(46);
      expect(`config.yml: token: "${key}"\n`.match(pattern)).toEqual([key]);
      expect(key.slice(-6)).toBe(checksum(key.slice(0, -6)));
    }
    expect(keys[0]!.key.slice(8, 40)).not.toBe(keys[1]!.key.slice(8, 40));
  });

  it('is refused with a wrong checksum, a typo, another prefix or a valid checksum the database does not know (401, the message of any bad token)', async () => {
    const { key } = await newKey({ name: 'Typed by hand', permissions: ['products:read'] });
    expect((await getProduct(key)).statusCode).toBe(200);
    const flip = (c: string) => (c === 'a' ? 'b' : 'a');
    const madeUp = `sr_test_${'x'.repeat(32)}`;
    const refused = [
      key.slice(0, -1) + flip(key.at(-1)!),
      key.slice(0, 20) + flip(key[20]!) + key.slice(21),
      key.replace('sr_test_', 'sr_live_'),
      key.slice(0, -1),
      `${key}0`,
      madeUp + checksum(madeUp),
    ];
    for (const bad of refused) {
      const res = await getProduct(bad);
      expect(res.statusCode, bad).toBe(401);
      expect(res.json()).toEqual(INVALID_TOKEN);
    }
  });

  it('is stored only as its SHA-256, with its hint: no column of api_keys holds the key', async () => {
    const made = await newKey({ name: 'Hashed', permissions: ['products:read'] });
    const [row] = await queryRows<Record<string, unknown>>(t.db, sql`select * from api_keys where id = ${made.id}`);
    expect(row).toMatchObject({ secret_hash: sha256(made.key), key_hint: made.keyHint, previous_secret_hash: null });
    expect(JSON.stringify(row)).not.toContain(made.key.slice(8, -6));
    const [byHash] = await queryRows<{ id: string }>(t.db, sql`select id from api_keys where secret_hash = ${sha256(made.key)}`);
    expect(byHash?.id).toBe(made.id);
  });

  it('honours Idempotency-Key: a retry answers the same key, which the kept response holds only sealed', async () => {
    const idempotencyKey = `create-key-${Date.now()}`;
    const send = () => t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { ...t.auth(admin), 'idempotency-key': idempotencyKey }, payload: { name: 'Retried', permissions: ['products:read'] } });
    const first = expectStatus<{ data: ApiKeyView & { key: string } }>(await send(), 201).data;
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(expectStatus<{ data: ApiKeyView & { key: string } }>(again, 201).data).toEqual(first);
    expect((await getProduct(first.key)).statusCode).toBe(200);
    const kept = await queryRows<{ response: unknown }>(t.db, sql`select response from idempotency_keys where key = ${idempotencyKey}`);
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(first.key.slice(8, -6));
  });
});

describe('expiry', () => {
  it('is a year (API_KEY_EXPIRY_DAYS) by default, else expiresInDays or expiresAt', async () => {
    expectDaysAhead((await newKey({ name: 'Default', permissions: ['products:read'] })).expiresAt, 365);
    expectDaysAhead((await newKey({ name: 'A month', permissions: ['products:read'], expiresInDays: 30 })).expiresAt, 30);
    const at = new Date(Date.now() + 90 * DAY_MS).toISOString();
    expect((await newKey({ name: 'A quarter', permissions: ['products:read'], expiresAt: at })).expiresAt).toBe(at);
  });

  it('follows API_KEY_EXPIRY_DAYS and API_KEY_MAX_EXPIRY_DAYS', async () => {
    const short = await setupTestApp({ API_KEY_EXPIRY_DAYS: 7, API_KEY_MAX_EXPIRY_DAYS: 30 });
    const owner = await short.login('admin');
    const make = (body: Record<string, unknown>) => short.app.inject({ method: 'POST', url: '/api/api-keys', headers: short.auth(owner), payload: { name: 'Short', permissions: ['products:read'], ...body } });
    expectDaysAhead(expectStatus<{ data: ApiKeyView }>(await make({}), 201).data.expiresAt, 7);
    expect(expectStatus<{ data: ApiKeyView }>(await make({ expiresInDays: 30 }), 201).data.expiresAt).toBeDefined();
    const tooLong = await make({ expiresInDays: 31 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details).toEqual({ expiresInDays: ['Expiry must be at most 30 days from now'] });
  });
});

describe('rolling a key', () => {
  it('gives the same key a new secret, shown once; the old one is refused from the next request, even cached', async () => {
    const made = await newKey({ name: 'Rolled', permissions: ['products:read'], warehouseId: berlin.id, expiresInDays: 10 });
    expect((await getProduct(made.key)).statusCode).toBe(200);
    const res = await roll(made.id);
    const rolled = expectStatus<{ data: ApiKeyView & { key: string }; message: string }>(res, 200);
    expect(rolled.message).toBe('API key rolled: store the new key now, it is not shown again');
    expect(rolled.data).toMatchObject({ id: made.id, principalId: made.principalId, permissions: made.permissions, warehouseId: berlin.id, previousKeyExpiresAt: null });
    expect(rolled.data.key).toMatch(/^sr_test_[0-9A-Za-z]{38}$/);
    expect(rolled.data.key).not.toBe(made.key);
    expect(rolled.data.keyHint).toBe(`sr_test_…${rolled.data.key.slice(-4)}`);
    expect(Date.parse(rolled.data.rolledAt!)).toBeGreaterThan(Date.now() - 60_000);
    // The new secret gets the default expiry: rolling renews a key.
    expectDaysAhead(rolled.data.expiresAt, 365);
    expect((await getProduct(made.key)).json()).toEqual(INVALID_TOKEN);
    const me = expectStatus<{ data: { id: string } }>(await stockClient(t, rolled.data.key).get('/api/auth/me'), 200).data;
    expect(me.id).toBe(made.principalId);
    const [row] = await queryRows<{ secret_hash: string; previous_secret_hash: string | null }>(t.db, sql`select secret_hash, previous_secret_hash from api_keys where id = ${made.id}`);
    expect(row).toEqual({ secret_hash: sha256(rolled.data.key), previous_secret_hash: null });
  });

  it('with expireOldInHours keeps the old secret working that long, never past its expiry; rolling again ends it', async () => {
    const made = await newKey({ name: 'Overlap', permissions: ['products:read'] });
    const first = expectStatus<{ data: ApiKeyView & { key: string } }>(await roll(made.id, { expireOldInHours: 24, expiresInDays: 60 }), 200).data;
    expectDaysAhead(first.previousKeyExpiresAt!, 1);
    expectDaysAhead(first.expiresAt, 60);
    expect((await getProduct(made.key)).statusCode).toBe(200);
    expect((await getProduct(first.key)).statusCode).toBe(200);
    const listed = expectStatus<{ data: ApiKeyView }>(await stock.get(`/api/api-keys/${made.id}`), 200).data;
    expect(listed.previousKeyExpiresAt).toBe(first.previousKeyExpiresAt);

    const second = expectStatus<{ data: ApiKeyView & { key: string } }>(await roll(made.id, { expireOldInHours: 1 }), 200).data;
    expect((await getProduct(made.key)).json()).toEqual(INVALID_TOKEN);
    expect((await getProduct(first.key)).statusCode).toBe(200);
    expect((await getProduct(second.key)).statusCode).toBe(200);

    // The overlap never outlasts the secret it keeps: a key expiring in 2 s, rolled with an hour's overlap.
    const soon = await newKey({ name: 'Expiring', permissions: ['products:read'], expiresAt: new Date(Date.now() + 2000).toISOString() });
    const renewed = expectStatus<{ data: ApiKeyView & { key: string } }>(await roll(soon.id, { expireOldInHours: 1 }), 200).data;
    expect(Date.parse(renewed.previousKeyExpiresAt!)).toBeLessThanOrEqual(Date.now() + 2000);
    await sleep(2100);
    expect((await getProduct(soon.key)).json()).toEqual(INVALID_TOKEN);
    expect((await getProduct(renewed.key)).statusCode).toBe(200);
  });

  it('is for admins only (403), refuses a revoked key (409), an unknown one (404) and bad input (400)', async () => {
    const made = await newKey({ name: 'Guarded', permissions: ['products:read'] });
    for (const role of ['manager', 'staff', 'viewer'] as const) {
      const res = await roll(made.id, {}, await t.login(role));
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    // A key cannot roll itself (it never holds api-keys:manage).
    expect((await roll(made.id, {}, made.key)).json()).toEqual(FORBIDDEN);
    expect((await getProduct(made.key)).statusCode).toBe(200);
    for (const [body, field] of [
      [{ expireOldInHours: 169 }, 'expireOldInHours'],
      [{ expireOldInHours: -1 }, 'expireOldInHours'],
      [{ expiresInDays: 731 }, 'expiresInDays'],
      [{ expiresAt: '2020-01-01' }, 'expiresAt'],
    ] as const) {
      const res = await roll(made.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.details)).toEqual([field]);
    }
    expect((await roll('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expectStatus(await stock.send('DELETE', `/api/api-keys/${made.id}`), 200);
    const refused = await roll(made.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: { code: 'INVALID_STATE', message: 'A revoked API key cannot be rolled' } });
    expect((await getProduct(made.key)).json()).toEqual(INVALID_TOKEN);
  });
});

describe('a key issued as a JWT before sr_ keys', () => {
  /** A key as migration 0029 leaves one made before: no secret hash or hint, its JWT (`jti` = its id) the secret. */
  async function legacyKey() {
    const made = await newKey({ name: 'From before', permissions: ['products:read'] });
    // The API issues no JWT keys any more: the row is put back as a key from before was.
    await t.db.execute(sql`update api_keys set secret_hash = null, key_hint = null where id = ${made.id}`);
    const token = jwt.sign({ ver: 0 }, JWT_SECRET, { algorithm: 'HS256', subject: made.principalId, jwtid: made.id, expiresIn: '100y' });
    return { ...made, token };
  }

  it('keeps working until rolled (or within the overlap of its roll), then is refused', async () => {
    const legacy = await legacyKey();
    expect((await getProduct(legacy.key)).json()).toEqual(INVALID_TOKEN);
    expect((await getProduct(legacy.token)).statusCode).toBe(200);
    expect(expectStatus<{ data: ApiKeyView }>(await stock.get(`/api/api-keys/${legacy.id}`), 200).data.keyHint).toBeNull();
    const rolled = expectStatus<{ data: ApiKeyView & { key: string } }>(await roll(legacy.id, { expireOldInHours: 2 }), 200).data;
    expect(rolled.keyHint).toMatch(/^sr_test_…/);
    expect((await getProduct(legacy.token)).statusCode).toBe(200);
    expect((await getProduct(rolled.key)).statusCode).toBe(200);
    const again = expectStatus<{ data: ApiKeyView & { key: string } }>(await roll(legacy.id), 200).data;
    expect((await getProduct(legacy.token)).json()).toEqual(INVALID_TOKEN);
    expect((await getProduct(rolled.key)).json()).toEqual(INVALID_TOKEN);
    expect((await getProduct(again.key)).statusCode).toBe(200);
  });

  it('is refused once revoked, and at once when rolled without an overlap', async () => {
    const revoked = await legacyKey();
    expect((await getProduct(revoked.token)).statusCode).toBe(200);
    expectStatus(await stock.send('DELETE', `/api/api-keys/${revoked.id}`), 200);
    expect((await getProduct(revoked.token)).json()).toEqual(INVALID_TOKEN);
    const rolled = await legacyKey();
    expect((await getProduct(rolled.token)).statusCode).toBe(200);
    expectStatus(await roll(rolled.id), 200);
    expect((await getProduct(rolled.token)).json()).toEqual(INVALID_TOKEN);
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

  it('records when and from where it was last used: the socket address, whatever X-Forwarded-For says without TRUST_PROXY', async () => {
    const key = await newKey({ name: 'Marketplace', permissions: ['products:read'] });
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, remoteAddress: '203.0.113.9', headers: { ...t.auth(key.key), 'x-forwarded-for': '<script>alert(1)</script>' } });
    expect(res.statusCode).toBe(200);
    const seen = expectStatus<{ data: ApiKeyView }>(await stock.get(`/api/api-keys/${key.id}`), 200).data;
    expect(seen.lastUsedFrom).toBe('203.0.113.9');
    expect(Date.parse(seen.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  describe('behind a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await setupTestApp({ TRUST_PROXY: ['10.250.0.1'] });
    const owner = await proxied.login('admin');
    /** The address a new key's first use through the proxy records, with `forwardedFor` as X-Forwarded-For. */
    async function recorded(forwardedFor: string): Promise<string | null> {
      const made = await proxied.app.inject({ method: 'POST', url: '/api/api-keys', headers: proxied.auth(owner), payload: { name: 'Proxied', permissions: ['products:read'] } });
      const key = expectStatus<{ data: ApiKeyView & { key: string } }>(made, 201).data;
      const used = await proxied.app.inject({ method: 'GET', url: '/api/products', remoteAddress: '10.250.0.1', headers: { ...proxied.auth(key.key), 'x-forwarded-for': forwardedFor } });
      expect(used.statusCode).toBe(200);
      return expectStatus<{ data: ApiKeyView }>(await proxied.app.inject({ method: 'GET', url: `/api/api-keys/${key.id}`, headers: proxied.auth(owner) }), 200).data.lastUsedFrom;
    }

    it('records the client address the proxy forwarded, not what the client put before it', async () => {
      expect(await recorded('198.51.100.7')).toBe('198.51.100.7');
      expect(await recorded('192.0.2.66, 2001:db8::7')).toBe('2001:db8::7');
    });

    it('records only an IP address: a forwarded value that is none records the proxy', async () => {
      expect(await recorded('<script>alert(1)</script>')).toBe('10.250.0.1');
    });
  });
});

describe('refused keys', () => {
  it('a revoked key answers 401 on its next request; revoking again changes nothing; lists leave it out unless asked', async () => {
    const key = await newKey({ name: 'Old shop', permissions: ['products:read'] });
    expect((await stockClient(t, key.key).get(`/api/products/${product.id}`)).statusCode).toBe(200);
    const revoked = expectStatus<{ data: ApiKeyView; message: string }>(await stock.send('DELETE', `/api/api-keys/${key.id}`), 200);
    expect(revoked.message).toBe('API key revoked');
    expect(revoked.data.revokedAt).not.toBeNull();
    expect(revoked.data.revokedReason).toBe('revoked');
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
      expectStatus<{ data: { key: string } }>(await limited.app.inject({ method: 'POST', url: '/api/api-keys', remoteAddress: '198.51.100.1', headers: limited.auth(owner), payload: { name, permissions: ['products:read'] } }), 201).data.key;
    const [first, second] = [await create('First'), await create('Second')];
    const get = (key: string, from: string) => limited.app.inject({ method: 'GET', url: '/api/products', remoteAddress: from, headers: limited.auth(key) });
    const statuses = [];
    for (const from of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) statuses.push((await get(first, from)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get(second, '192.0.2.1')).statusCode).toBe(200);
  });
});

describe("a key never holds more than its creator holds now", async () => {
  const MISSING = '00000000-0000-4000-8000-000000000000';
  const EVERYTHING = ['products:read', 'products:update', 'products:delete', 'webhooks:manage', 'analytics:read'];

  /** A new admin, its id, and a key it made with `permissions` (and `fields`). */
  async function creatorWithKey(permissions = EVERYTHING, fields: Record<string, unknown> = {}) {
    const token = await t.login('admin');
    const id = (await stockClient(t, token).me()) as string;
    return { id, key: await newKey({ name: 'Made by a soon-changed admin', permissions, ...fields }, token) };
  }
  const changeUser = async (id: string, fields: Record<string, unknown>) => expectStatus(await stock.send('PUT', `/api/users/${id}`, fields), 200);

  /** What `key` may do, by the answer of one route per permission (404 for an unknown id means the permission held). */
  async function holds(key: string): Promise<Record<string, number>> {
    const client = stockClient(t, key);
    return {
      'products:read': (await client.get(`/api/products/${product.id}`)).statusCode,
      'products:update': (await client.send('PUT', `/api/products/${MISSING}`, { name: 'Renamed' })).statusCode,
      'products:delete': (await client.send('DELETE', `/api/products/${MISSING}`)).statusCode,
      'webhooks:manage': (await client.get('/api/webhooks')).statusCode,
      'analytics:read': (await client.get('/api/analytics/dashboard')).statusCode,
    };
  }
  const ALL_HELD = { 'products:read': 200, 'products:update': 404, 'products:delete': 404, 'webhooks:manage': 200, 'analytics:read': 200 };
  const permissionsOf = async (key: string) => expectStatus<{ data: { permissions: string[] } }>(await stockClient(t, key).get('/api/auth/me'), 200).data.permissions;

  it('demoting the creator to viewer takes products:delete and webhooks:manage (and all a viewer lacks) from the key at once', async () => {
    const { id, key } = await creatorWithKey();
    expect(await holds(key.key)).toEqual(ALL_HELD);
    await changeUser(id, { role: 'viewer' });
    const refused = await stockClient(t, key.key).send('DELETE', `/api/products/${MISSING}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    expect((await stockClient(t, key.key).get('/api/webhooks')).json()).toEqual(FORBIDDEN);
    expect(await holds(key.key)).toEqual({ 'products:read': 403, 'products:update': 403, 'products:delete': 403, 'webhooks:manage': 403, 'analytics:read': 200 });
    expect(await permissionsOf(key.key)).toEqual(['analytics:read']);
  });

  it("demoting the creator to manager leaves the key what both hold; promoting them again gives back the key's own", async () => {
    const { id, key } = await creatorWithKey();
    expect(await holds(key.key)).toEqual(ALL_HELD);
    await changeUser(id, { role: 'manager' });
    expect(await holds(key.key)).toEqual({ 'products:read': 200, 'products:update': 404, 'products:delete': 403, 'webhooks:manage': 403, 'analytics:read': 200 });
    expect(await permissionsOf(key.key)).toEqual(['products:read', 'products:update', 'analytics:read']);
    await changeUser(id, { role: 'admin' });
    expect(await holds(key.key)).toEqual(ALL_HELD);
  });

  it("binding the creator to a warehouse binds its unbound keys there; a key bound elsewhere holds nothing", async () => {
    const token = await t.login('admin');
    const id = (await stockClient(t, token).me()) as string;
    const unbound = await newKey({ name: 'Unbound', permissions: ['inventory:read'] }, token);
    const inWarsaw = await newKey({ name: 'Warsaw', permissions: ['inventory:read'], warehouseId: warsaw.id }, token);
    const seen = async (key: string) => expectStatus<ListA<LevelView>>(await stockClient(t, key).get('/api/inventory', { productId: product.id }), 200).data.map((level) => level.warehouseId).sort();
    expect(await seen(unbound.key)).toEqual([berlin.id, warsaw.id].sort());
    await changeUser(id, { warehouseId: berlin.id });
    expect(await seen(unbound.key)).toEqual([berlin.id]);
    expect((await stockClient(t, inWarsaw.key).get('/api/inventory', { productId: product.id })).json()).toEqual(FORBIDDEN);
    expect(await permissionsOf(inWarsaw.key)).toEqual([]);
  });

  /** Asserts `key` refused (401) and listed as revoked because its creator was deactivated. */
  async function expectRevokedWithCreator(key: ApiKeyView & { key: string }) {
    expect((await stockClient(t, key.key).get(`/api/products/${product.id}`)).json()).toEqual(INVALID_TOKEN);
    const listed = expectStatus<ListA<ApiKeyView>>(await stock.get('/api/api-keys', { limit: 100, includeRevoked: 'true' }), 200).data.find((k) => k.id === key.id);
    expect(listed).toMatchObject({ revokedReason: 'creator-deactivated', revokedAt: expect.any(String) });
    const active = expectStatus<ListA<ApiKeyView>>(await stock.get('/api/api-keys', { limit: 100 }), 200).data;
    expect(active.map((k) => k.id)).not.toContain(key.id);
  }

  it('deactivating the creator revokes its keys at once, with the reason; reactivating them brings none back', async () => {
    const { id, key } = await creatorWithKey();
    const bystander = await creatorWithKey();
    expect(await holds(key.key)).toEqual(ALL_HELD);
    await changeUser(id, { isActive: false });
    await expectRevokedWithCreator(key);
    await changeUser(id, { isActive: true });
    expect((await stockClient(t, key.key).get(`/api/products/${product.id}`)).json()).toEqual(INVALID_TOKEN);
    expect(expectStatus<{ data: ApiKeyView }>(await stock.get(`/api/api-keys/${key.id}`), 200).data.revokedReason).toBe('creator-deactivated');
    // Another admin's key is untouched.
    expect(await holds(bystander.key.key)).toEqual(ALL_HELD);
  });

  it('DELETE /api/users/{id} (which deactivates) revokes the keys the user made', async () => {
    const { id, key } = await creatorWithKey();
    expect(await holds(key.key)).toEqual(ALL_HELD);
    expectStatus(await stock.send('DELETE', `/api/users/${id}`), 200);
    await expectRevokedWithCreator(key);
  });

  describe('a change made through another server process', async () => {
    const ttl = 300;
    const near = await setupTestApp({ SESSION_CACHE_TTL_MS: ttl });
    const far = await buildApp({ config: { ...TEST_CONFIG, SESSION_CACHE_TTL_MS: ttl, WEBHOOK_WORKER: false }, database: near.database, jwtSecret: JWT_SECRET });
    afterAll(() => far.close());
    const nearAdmin = await near.login('admin');

    async function keyOf(ctx: TestContext) {
      const token = await ctx.login('admin');
      const id = (await stockClient(ctx, token).me()) as string;
      const made = await ctx.app.inject({ method: 'POST', url: '/api/api-keys', headers: ctx.auth(token), payload: { name: 'Elsewhere', permissions: EVERYTHING } });
      return { id, key: expectStatus<{ data: { key: string } }>(made, 201).data.key };
    }
    const deleteProduct = (key: string) => near.app.inject({ method: 'DELETE', url: `/api/products/${MISSING}`, headers: near.auth(key) });

    it('narrows the key within SESSION_CACHE_TTL_MS: the cached caller does not keep the old role', async () => {
      const { id, key } = await keyOf(near);
      expect((await deleteProduct(key)).statusCode).toBe(404);
      const demoted = await far.inject({ method: 'PUT', url: `/api/users/${id}`, headers: near.auth(nearAdmin), payload: { role: 'viewer' } });
      expect(demoted.statusCode).toBe(200);
      await sleep(ttl + 100);
      expect((await deleteProduct(key)).json()).toEqual(FORBIDDEN);
    });

    it('refuses a key its creator makes after being deactivated through another process, while this one still holds them as active', async () => {
      // A process whose session cache keeps callers for the default 60 s.
      const cached = await buildApp({ config: { ...TEST_CONFIG, WEBHOOK_WORKER: false }, database: near.database, jwtSecret: JWT_SECRET });
      onTestFinished(() => cached.close());
      const token = await near.login('admin');
      const me = await cached.inject({ method: 'GET', url: '/api/auth/me', headers: near.auth(token) });
      const id = expectStatus<{ data: { id: string } }>(me, 200).data.id;
      expect((await far.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: near.auth(nearAdmin) })).statusCode).toBe(200);
      const made = await cached.inject({ method: 'POST', url: '/api/api-keys', headers: near.auth(token), payload: { name: 'After deactivation', permissions: ['products:read'] } });
      expect(made.statusCode, made.body).toBe(401);
      expect(made.json()).toEqual(INVALID_TOKEN);
      // Reactivating the creator brings back no key either.
      expect((await far.inject({ method: 'PUT', url: `/api/users/${id}`, headers: near.auth(nearAdmin), payload: { isActive: true } })).statusCode).toBe(200);
      const keys = await near.app.inject({ method: 'GET', url: '/api/api-keys?limit=100&includeRevoked=true', headers: near.auth(nearAdmin) });
      expect(expectStatus<ListA<ApiKeyView>>(keys, 200).data.filter((key) => key.createdBy === id && key.revokedAt === null)).toEqual([]);
    });

    it.skipIf(!process.env.TEST_DATABASE_URL)('makes a key wait for a deactivation of its creator under way, then refuses it (PostgreSQL)', async () => {
      const cached = await buildApp({ config: { ...TEST_CONFIG, WEBHOOK_WORKER: false }, database: near.database, jwtSecret: JWT_SECRET });
      onTestFinished(() => cached.close());
      const [admin, token] = [(await stockClient(near, nearAdmin).me()) as string, await near.login('admin')];
      const id = expectStatus<{ data: { id: string } }>(await cached.inject({ method: 'GET', url: '/api/auth/me', headers: near.auth(token) }), 200).data.id;
      let made: Promise<Awaited<ReturnType<typeof cached.inject>>> | undefined;
      // The deactivation (the users service, as PUT /api/users/{id} runs it) stays uncommitted while the key is asked for.
      await near.db.transaction(async (tx) => {
        await updateUser(tx, new SessionCache(0), id, { isActive: false }, { id: admin });
        made = cached.inject({ method: 'POST', url: '/api/api-keys', headers: near.auth(token), payload: { name: 'During deactivation', permissions: ['products:read'] } });
        await sleep(500);
      });
      const res = await made!;
      expect(res.statusCode, res.body).toBe(401);
      const keys = await near.app.inject({ method: 'GET', url: '/api/api-keys?limit=100&includeRevoked=true', headers: near.auth(nearAdmin) });
      expect(expectStatus<ListA<ApiKeyView>>(keys, 200).data.filter((key) => key.createdBy === id && key.revokedAt === null)).toEqual([]);
    });

    it('refuses the key within SESSION_CACHE_TTL_MS once its creator is deactivated', async () => {
      const { id, key } = await keyOf(near);
      expect((await deleteProduct(key)).statusCode).toBe(404);
      expect((await far.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: near.auth(nearAdmin) })).statusCode).toBe(200);
      await sleep(ttl + 100);
      expect((await deleteProduct(key)).json()).toEqual(INVALID_TOKEN);
    });
  });
});
