/**
 * Change feeds (decision 0017): the lists an integrator syncs page as a feed of what was written,
 * with `updatedSince` and opaque cursors beside page numbers, and `limit` above 100 is a 400 naming
 * the maximum. A sync that starts from `updatedSince=T` and follows `nextCursor` sees every row
 * written after T once, in the order written, also while writes commit; the last page's cursor reads
 * what is written later. Paged lists carry `Link` headers.
 */
import type { LightMyRequestResponse } from 'fastify';
import LinkHeader from 'http-link-header';
import { customers } from '@stockroom/db';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp } from './support/app.js';
import { FEED_TEST_TIMEOUT_MS, untilFed } from './support/feeds.js';
import { expectStatus } from './support/inventory.js';
import { customerBody, orderClient, type OrderClient } from './support/orders.js';

vi.setConfig({ testTimeout: FEED_TEST_TIMEOUT_MS });

const t = await setupTestApp();

let admin: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
});

interface FeedPage<T> {
  data: T[];
  meta: { total: number; page: number; limit: number; hasNext: boolean; hasPrev: boolean; nextCursor?: string };
}

const get = (url: string) => admin.send('GET', url);

/** Reads a feed from `query` by following nextCursor until a page says there is nothing more; returns the items and the last cursor. */
async function drain<T>(path: string, query: Record<string, string>): Promise<{ items: T[]; cursor: string; pages: number }> {
  const items: T[] = [];
  let params = new URLSearchParams(query);
  for (let pages = 1; ; pages++) {
    const page = expectStatus<FeedPage<T>>(await get(`${path}?${params}`), 200);
    items.push(...page.data);
    expect(page.meta.nextCursor).toEqual(expect.any(String));
    if (!page.meta.hasNext) return { items, cursor: page.meta.nextCursor!, pages };
    params = new URLSearchParams({ ...query, cursor: page.meta.nextCursor! });
    params.delete('updatedSince');
  }
}

/**
 * `drain` read again until it holds at least `count` items: a feed holds back rows written after any
 * transaction still running in the PostgreSQL cluster (other test files' databases included), so
 * what a test just wrote may be a moment late, never lost.
 */
const settled = <T>(path: string, query: Record<string, string>, count: number) =>
  untilFed(async () => {
    const read = await drain<T>(path, query);
    return read.items.length >= count ? read : undefined;
  });

describe('limit', () => {
  it('refuses a limit above 100 with a 400 naming the maximum, on every list', async () => {
    for (const path of ['/api/products', '/api/customers', '/api/orders/sales-orders', '/api/inventory']) {
      const res = await get(`${path}?limit=101`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error.details).toEqual({ limit: ['Limit must be at most 100'] });
    }
  });
});

describe('change feed of customers', () => {
  it('returns the customers written since T once each, in the order written, and then what is written later', async () => {
    const since = new Date().toISOString();
    const created: string[] = [];
    for (let i = 0; i < 7; i++) created.push(expectStatus<{ data: { id: string } }>(await admin.postCustomer(customerBody()), 201).data.id);
    const first = await settled<{ id: string }>('/api/customers', { updatedSince: since, limit: '3' }, 7);
    expect(first.items.map((c) => c.id)).toEqual(created);
    expect(first.pages).toBe(3);
    // An update moves a customer to the end of the feed; a new one follows it.
    expectStatus(await admin.putCustomer(created[0]!, { phone: '+31 10 123 4567' }), 200);
    const later = expectStatus<{ data: { id: string } }>(await admin.postCustomer(customerBody()), 201).data.id;
    const next = await settled<{ id: string; phone: string | null }>('/api/customers', { cursor: first.cursor, limit: '3' }, 2);
    expect(next.items.map((c) => c.id)).toEqual([created[0], later]);
    expect(next.items[0]!.phone).toBe('+31 10 123 4567');
    const caughtUp = expectStatus<FeedPage<unknown>>(await get(`/api/customers?cursor=${next.cursor}`), 200);
    expect(caughtUp.data).toEqual([]);
    expect(caughtUp.meta).toMatchObject({ hasNext: false, total: 0, nextCursor: next.cursor });
  });

  it('refuses a cursor it did not make, and one made for another updatedSince', async () => {
    const bad = await get('/api/customers?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({ cursor: ['Invalid cursor'] });
    const page = expectStatus<FeedPage<unknown>>(await get('/api/customers?updatedSince=2026-01-01T00:00:00Z&limit=1'), 200);
    const other = await get(`/api/customers?updatedSince=2026-02-01T00:00:00Z&cursor=${page.meta.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.details).toEqual({ cursor: ['The cursor was made for another updatedSince'] });
    const invalidTime = await get('/api/customers?updatedSince=yesterday');
    expect(invalidTime.statusCode).toBe(400);
    expect(invalidTime.json().error.details).toEqual({ updatedSince: ['updatedSince must be an RFC 3339 date-time, e.g. 2026-11-27T10:00:00Z'] });
  });
});

describe('change feeds of every list a sync reads', () => {
  it('pages products, stock levels and balances, movements, orders and parties in the order written, from updatedSince on', async () => {
    const since = new Date().toISOString();
    const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
    await admin.receive(product.id, warehouse.id, 5);
    const customer = await admin.customer();
    const supplier = await admin.supplier();
    const sales = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] });
    const purchase = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 2, unitCost: 1 }] });
    const feeds: [string, (item: Record<string, unknown>) => unknown, unknown[]][] = [
      ['/api/products', (p) => p.id, [product.id]],
      ['/api/inventory', (l) => `${l.productId} ${l.warehouseId}`, [`${product.id} ${warehouse.id}`]],
      ['/api/inventory/balances', (b) => `${b.productId} ${b.warehouseId} ${b.onHand}`, [`${product.id} ${warehouse.id} 5`]],
      ['/api/inventory/movements', (m) => `${m.productId} ${m.quantity}`, [`${product.id} 5`]],
      ['/api/customers', (c) => c.id, [customer.id]],
      ['/api/suppliers', (c) => c.id, [supplier.id]],
      ['/api/orders/sales-orders', (o) => o.id, [sales.id]],
      ['/api/orders/purchase-orders', (o) => o.id, [purchase.id]],
    ];
    for (const [path, identity, expected] of feeds) {
      const { items } = await settled<Record<string, unknown>>(path, { updatedSince: since, limit: '2' }, expected.length);
      expect(items.map(identity), path).toEqual(expected);
    }
    // A confirmed order and its reservation come again, after what came before.
    const levelCursor = (await settled('/api/inventory', { updatedSince: since }, 1)).cursor;
    const orderCursor = (await settled('/api/orders/sales-orders', { updatedSince: since }, 1)).cursor;
    await admin.updateSalesOrder(sales.id, { status: 'confirmed' });
    expect((await settled<{ reserved: number }>('/api/inventory', { cursor: levelCursor }, 1)).items.map((l) => l.reserved)).toEqual([1]);
    expect((await settled<{ status: string }>('/api/orders/sales-orders', { cursor: orderCursor }, 1)).items.map((o) => o.status)).toEqual(['confirmed']);
  });

  it('shows a balance that ran out, which the list by page leaves out', async () => {
    const since = new Date().toISOString();
    const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
    await admin.receive(product.id, warehouse.id, 2);
    expectStatus(await admin.send('POST', '/api/inventory/movements', { productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 2, reason: 'Sold' }), 201);
    const { items } = await settled<{ productId: string; onHand: number }>('/api/inventory/balances', { updatedSince: since, productId: product.id }, 1);
    expect(items.map((b) => b.onHand)).toEqual([0]);
    expect(expectStatus<FeedPage<unknown>>(await get(`/api/inventory/balances?productId=${product.id}`), 200).data).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a sync while writes commit (PostgreSQL)', () => {
  it('holds back rows written after a transaction still running, so the row it commits late is not skipped', async () => {
    const since = new Date().toISOString();
    const early = customerBody();
    let later = '';
    // A writer that began first and commits last: a transaction of the test's own, holding an insert.
    await t.db.transaction(async (tx) => {
      await tx.insert(customers).values({ code: early.code as string, name: early.name as string });
      later = (await admin.customer()).id;
      const meanwhile = await drain<{ id: string }>('/api/customers', { updatedSince: since });
      expect(meanwhile.items).toEqual([]);
    });
    const after = await settled<{ id: string; code: string }>('/api/customers', { updatedSince: since }, 2);
    expect(after.items.map((c) => c.code === early.code ? 'early' : c.id)).toEqual(['early', later]);
  });

  it('sees every customer created and every stock level change after T exactly once, while 100 writes commit', async () => {
    const since = new Date().toISOString();
    const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
    let writing = true;
    const writes = (async () => {
      const created = await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          if (i % 2) return (await admin.customer()).id;
          await admin.receive(product.id, warehouse.id, 1);
          return undefined;
        }),
      );
      writing = false;
      return created.filter((id): id is string => id !== undefined);
    })();
    const seen: string[] = [];
    const levels: number[] = [];
    let customers: { cursor?: string } = {};
    let stock: { cursor?: string } = {};
    const read = async () => {
      const c = await drain<{ id: string }>('/api/customers', customers.cursor ? { cursor: customers.cursor, limit: '7' } : { updatedSince: since, limit: '7' });
      seen.push(...c.items.map((item) => item.id));
      customers = { cursor: c.cursor };
      const l = await drain<{ productId: string; onHand: number }>('/api/inventory', stock.cursor ? { cursor: stock.cursor, limit: '7' } : { updatedSince: since, limit: '7', productId: product.id });
      levels.push(...l.items.map((item) => item.onHand));
      stock = { cursor: l.cursor };
    };
    while (writing) await read();
    const created = await writes;
    await untilFed(async () => {
      await read();
      return seen.length >= created.length && levels.at(-1) === 50 ? true : undefined;
    });
    expect(seen.sort()).toEqual([...created].sort());
    // Each receipt of one unit is a change of the level; a sync sees them in order, never one twice, the last one last.
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(new Set(levels).size).toBe(levels.length);
    expect(levels.at(-1)).toBe(50);
  });
});

describe('Link headers', () => {
  it('links the next and previous page by number, and the next page of a feed by cursor', async () => {
    for (let i = 0; i < 3; i++) await admin.customer();
    const uriOf = (res: LightMyRequestResponse, rel: string) => LinkHeader.parse(String(res.headers.link)).rel(rel)[0]?.uri;
    const second = await get('/api/customers?limit=1&page=2&search=');
    expect(uriOf(second, 'next')).toBe('/api/customers?limit=1&page=3&search=');
    expect(uriOf(second, 'prev')).toBe('/api/customers?limit=1&page=1&search=');
    expect(uriOf(await get('/api/customers?limit=1'), 'prev')).toBeUndefined();
    const feed = await untilFed(async () => {
      const res = await get('/api/customers?limit=1&updatedSince=2026-01-01T00:00:00Z');
      return uriOf(res, 'next') ? res : undefined;
    });
    const { meta } = feed.json() as FeedPage<unknown>;
    expect(uriOf(feed, 'next')).toBe(`/api/customers?limit=1&cursor=${meta.nextCursor}`);
    const next = await get(uriOf(feed, 'next')!);
    expect(next.json().data).toHaveLength(1);
    const last = await get(`/api/customers?limit=100&cursor=${meta.nextCursor}`);
    expect(last.headers.link).toBeUndefined();
  });
});
