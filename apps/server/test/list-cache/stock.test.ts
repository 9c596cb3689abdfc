/**
 * GET /api/inventory serves which levels a page holds, in which order, with their product and
 * warehouse fields, and each filter's total from the stock list cache while the stock list version
 * is current (decision 0018, list-cache.ts), with units read live. These tests warm a list, change it
 * through every kind of write that changes its membership, order or fields (a level created by a
 * receipt, a count or a transfer; a product's SKU, name, stock limits or category; a warehouse's
 * code; a bulk product import) and through stock movements that change only units, and expect the
 * very next request to be exact: rows, order and totals, for every filter, a warehouse-bound
 * caller, another server process, and a server with the cache disabled.
 */
import { ListCache } from '@stockroom/api';
import { listVersions } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { JWT_SECRET, setupTestApp, TEST_CONFIG } from '../support/app.js';
import { expectStatus, tag, withQuery, type LevelView, type ListA, type Query, type WarehouseView } from '../support/inventory.js';
import { orderClient } from '../support/orders.js';

const t = await setupTestApp();
const admin = orderClient(t, await t.login('admin'));
const manager = orderClient(t, await t.login('manager'));

type Level = LevelView & { inTransit: number };

/** GET /api/inventory as `client` (the manager unless given), form A. */
const list = (query: Query, client = manager) => client.list<Level>('/api/inventory', query);
/** SKU, warehouse code and units on hand of each listed level, in list order. */
const rowsOf = (listed: ListA<Level>) => listed.data.map((level) => [level.sku, level.warehouseCode, level.onHand]);
/** The stock list version (list_versions 'levels'). */
const version = async () => (await t.db.select({ version: listVersions.version }).from(listVersions).where(eq(listVersions.name, 'levels')))[0]!.version;

/**
 * Products ALPHA and BRAVO (SKUs in that order) of a fresh category in warehouses A and B (codes in
 * that order): ALPHA 10 in A and 4 in B (minimum 2), BRAVO 6 in A. The category's list is read
 * twice, so the second read comes from the cache.
 */
async function cachedList() {
  const label = tag();
  const category = await manager.products.category();
  const [a, b] = [await admin.warehouse({ code: `A-${label}` }), await admin.warehouse({ code: `B-${label}` })];
  const alpha = await manager.product({ sku: `ALPHA-${label}`, name: `Alpha ${label}`, minStockLevel: 2 }, category.id);
  const bravo = await manager.product({ sku: `BRAVO-${label}`, name: `Bravo ${label}` }, category.id);
  await manager.receive(alpha.id, a.id, 10);
  await manager.receive(alpha.id, b.id, 4);
  await manager.receive(bravo.id, a.id, 6);
  const query = { categoryId: category.id };
  const first = await list(query);
  expect(rowsOf(first)).toEqual([
    [alpha.sku, a.code, 10],
    [alpha.sku, b.code, 4],
    [bravo.sku, a.code, 6],
  ]);
  expect(first.meta.total).toBe(3);
  expect(await list(query)).toEqual(first);
  return { label, category, a, b, alpha, bravo, query, first };
}

describe('GET /api/inventory: cached pages stay exact after writes', () => {
  it('serves the second read of a page from the cache, at the version the first read kept', async () => {
    const { query, first } = await cachedList();
    const page = vi.spyOn(ListCache.prototype, 'page');
    try {
      const again = await list(query);
      const kept = page.mock.results.at(-1)?.value as { version: { levels: number }; rows: unknown[] } | undefined;
      expect(kept?.version).toEqual({ levels: await version() });
      expect(kept?.rows).toEqual(first.data.map((level) => expect.objectContaining({ productId: level.productId, warehouseId: level.warehouseId, sku: level.sku })));
      expect(again).toEqual(first);
    } finally {
      page.mockRestore();
    }
  });

  it('reads units live: receipts, issues, reservations and units in transit show at once and leave the version alone', async () => {
    const { a, b, alpha, bravo, query } = await cachedList();
    const before = await version();
    const received = await manager.receive(alpha.id, a.id, 5);
    const issued = await manager.issue(bravo.id, a.id, 2);
    const customer = await manager.customer();
    const order = await manager.salesOrder({ customerId: customer.id, warehouseId: a.id, items: [{ productId: alpha.id, quantity: 3 }] });
    await manager.updateSalesOrder(order.id, { status: 'confirmed' });
    const transfer = expectStatus<{ data: { id: string } }>(await manager.transfer({ fromWarehouseId: a.id, toWarehouseId: b.id, mode: 'two-step', items: [{ productId: alpha.id, quantity: 4 }] }), 201).data;
    expectStatus(await manager.send('POST', `/api/warehouse/transfers/${transfer.id}/ship`, {}), 200);
    expect(await version()).toBe(before);

    const listed = await list(query);
    expect(listed.data.map(({ onHand, reserved, available, inTransit }) => ({ onHand, reserved, available, inTransit }))).toEqual([
      { onHand: 11, reserved: 3, available: 8, inTransit: 0 },
      { onHand: 4, reserved: 0, available: 4, inTransit: 4 },
      { onHand: 4, reserved: 0, available: 4, inTransit: 0 },
    ]);
    expect(listed.data[2]).toEqual(issued.level);
    expect(listed.data[0]!.updatedAt > received.level.updatedAt).toBe(true);
    expect(listed.meta.total).toBe(3);
  });

  it('shows levels created by a first receipt, a stock count and a transfer, with the total following', async () => {
    const { label, a, b, alpha, bravo, query } = await cachedList();
    await manager.receive(bravo.id, b.id, 3);
    expect(rowsOf(await list(query))).toEqual([
      [alpha.sku, a.code, 10],
      [alpha.sku, b.code, 4],
      [bravo.sku, a.code, 6],
      [bravo.sku, b.code, 3],
    ]);
    const c = await admin.warehouse({ code: `C-${label}` });
    expectStatus(await manager.adjust({ productId: alpha.id, warehouseId: c.id, countedQuantity: 5, reason: 'count' }), 201);
    const counted = await list(query);
    expect(rowsOf(counted).slice(0, 3)).toEqual([
      [alpha.sku, a.code, 10],
      [alpha.sku, b.code, 4],
      [alpha.sku, c.code, 5],
    ]);
    expect(counted.meta.total).toBe(5);
    expectStatus(await manager.transfer({ fromWarehouseId: a.id, toWarehouseId: c.id, items: [{ productId: bravo.id, quantity: 2 }] }), 201);
    const transferred = await list(query);
    expect(rowsOf(transferred).slice(3)).toEqual([
      [bravo.sku, a.code, 4],
      [bravo.sku, b.code, 3],
      [bravo.sku, c.code, 2],
    ]);
    expect(transferred.meta.total).toBe(6);
  });

  it('follows product writes: a new SKU reorders, a name and stock limits show, a category change moves the levels', async () => {
    const { label, a, b, alpha, bravo, query } = await cachedList();
    expectStatus(await manager.products.put(bravo.id, { sku: `AARDVARK-${label}` }), 200);
    expect(rowsOf(await list(query))).toEqual([
      [`AARDVARK-${label}`, a.code, 6],
      [alpha.sku, a.code, 10],
      [alpha.sku, b.code, 4],
    ]);
    expectStatus(await manager.products.put(alpha.id, { name: `Renamed ${label}`, minStockLevel: 3, maxStockLevel: 30 }), 200);
    const renamed = (await list(query)).data.filter((level) => level.productId === alpha.id);
    expect(renamed.map(({ productName, minStockLevel, maxStockLevel }) => ({ productName, minStockLevel, maxStockLevel }))).toEqual([
      { productName: `Renamed ${label}`, minStockLevel: 3, maxStockLevel: 30 },
      { productName: `Renamed ${label}`, minStockLevel: 3, maxStockLevel: 30 },
    ]);
    const other = await manager.products.category();
    const inOther = { categoryId: other.id };
    expect((await list(inOther)).meta.total).toBe(0);
    expectStatus(await manager.products.put(alpha.id, { categoryId: other.id }), 200);
    const left = await list(query);
    expect(rowsOf(left)).toEqual([[`AARDVARK-${label}`, a.code, 6]]);
    expect(left.meta.total).toBe(1);
    const arrived = await list(inOther);
    expect(rowsOf(arrived)).toEqual([
      [alpha.sku, a.code, 10],
      [alpha.sku, b.code, 4],
    ]);
    expect(arrived.meta.total).toBe(2);
  });

  it('follows a product write that changes nothing the list shows without losing the page (cost and price)', async () => {
    const { bravo, query, first } = await cachedList();
    const before = await version();
    expectStatus(await manager.products.put(bravo.id, { costPrice: 3.25, sellingPrice: 12 }), 200);
    expect(await version()).toBe(before);
    expect(await list(query)).toEqual(first);
  });

  it('reorders by a changed warehouse code and shows the new code', async () => {
    const { label, a, b, alpha, bravo, query } = await cachedList();
    const recoded = `Z-${label}`;
    expect(expectStatus<{ data: WarehouseView }>(await admin.putWarehouse(a.id, { code: recoded }), 200).data.code).toBe(recoded);
    expect(rowsOf(await list(query))).toEqual([
      [alpha.sku, b.code, 4],
      [alpha.sku, recoded, 10],
      [bravo.sku, recoded, 6],
    ]);
  });

  it('keeps a search exact: an empty result shows products renamed to match it, singly and by a CSV import', async () => {
    const { label, a, b, alpha, bravo } = await cachedList();
    const query = { search: `zed${label.toLowerCase()}` };
    expect(await list(query)).toMatchObject({ data: [], meta: { total: 0 } });
    expect(await list(query)).toMatchObject({ data: [], meta: { total: 0 } });
    expectStatus(await manager.products.put(bravo.id, { name: `Zed${label} bravo` }), 200);
    expect(rowsOf(await list(query))).toEqual([[bravo.sku, a.code, 6]]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/products/import',
      headers: { ...admin.headers, 'content-type': 'text/csv' },
      payload: `sku,name\n${alpha.sku},Zed${label} alpha\n`,
    });
    expect(expectStatus<{ data: { updated: number } }>(imported, 200).data.updated).toBe(1);
    const found = await list(query);
    expect(rowsOf(found)).toEqual([
      [alpha.sku, a.code, 10],
      [alpha.sku, b.code, 4],
      [bravo.sku, a.code, 6],
    ]);
    expect(found.meta.total).toBe(3);
  });

  it('keeps the warehouseId and productId filters exact after a new level', async () => {
    const { a, b, alpha, bravo } = await cachedList();
    const inB = { warehouseId: b.id };
    const ofBravo = { productId: bravo.id };
    expect((await list(inB)).data.map((level) => level.productId)).toEqual([alpha.id]);
    expect((await list(ofBravo)).data.map((level) => level.warehouseId)).toHaveLength(1);
    await manager.receive(bravo.id, b.id, 7);
    const byWarehouse = await list(inB);
    expect(byWarehouse.data.map((level) => [level.productId, level.onHand])).toEqual([
      [alpha.id, 4],
      [bravo.id, 7],
    ]);
    expect(byWarehouse.meta.total).toBe(2);
    const byProduct = await list(ofBravo);
    expect(byProduct.data.map((level) => [level.warehouseId, level.onHand])).toEqual([
      [a.id, 6],
      [b.id, 7],
    ]);
    expect(byProduct.meta.total).toBe(2);
  });

  it('pages exactly, an empty page past the end included, as levels are added', async () => {
    const { label, a, b, alpha, bravo, category } = await cachedList();
    const pageOf = (page: number) => list({ categoryId: category.id, limit: 2, page });
    for (let pass = 0; pass < 2; pass++) {
      expect(rowsOf(await pageOf(1))).toEqual([
        [alpha.sku, a.code, 10],
        [alpha.sku, b.code, 4],
      ]);
      expect(rowsOf(await pageOf(2))).toEqual([[bravo.sku, a.code, 6]]);
      expect(await pageOf(3)).toMatchObject({ data: [], meta: { total: 3, page: 3, hasNext: false, hasPrev: true } });
    }
    await manager.receive(bravo.id, b.id, 1);
    expect(rowsOf(await pageOf(2))).toEqual([
      [bravo.sku, a.code, 6],
      [bravo.sku, b.code, 1],
    ]);
    expect(await pageOf(3)).toMatchObject({ data: [], meta: { total: 4 } });
    const charlie = await manager.product({ sku: `CHARLIE-${label}` }, category.id);
    await manager.receive(charlie.id, a.id, 2);
    const third = await pageOf(3);
    expect(rowsOf(third)).toEqual([[charlie.sku, a.code, 2]]);
    expect(third.meta).toMatchObject({ total: 5, hasNext: false });
    expect((await pageOf(1)).meta).toMatchObject({ total: 5, hasNext: true });
  });

  it('shows a warehouse-bound caller its warehouse only, cached, and its new levels only', async () => {
    const { label, a, b, alpha, bravo, category, query } = await cachedList();
    const bound = orderClient(t, await t.login('staff', { warehouseId: a.id }));
    for (let pass = 0; pass < 2; pass++) {
      const own = await list(query, bound);
      expect(rowsOf(own)).toEqual([
        [alpha.sku, a.code, 10],
        [bravo.sku, a.code, 6],
      ]);
      expect(own.meta.total).toBe(2);
      expect(await list({ ...query, warehouseId: b.id }, bound)).toMatchObject({ data: [], meta: { total: 0 } });
    }
    await manager.receive(bravo.id, b.id, 5);
    expect(rowsOf(await list(query, bound))).toEqual([
      [alpha.sku, a.code, 10],
      [bravo.sku, a.code, 6],
    ]);
    const charlie = await manager.product({ sku: `CHARLIE-${label}` }, category.id);
    await manager.receive(charlie.id, a.id, 9);
    await manager.issue(alpha.id, a.id, 1);
    const grown = await list(query, bound);
    expect(rowsOf(grown)).toEqual([
      [alpha.sku, a.code, 9],
      [bravo.sku, a.code, 6],
      [charlie.sku, a.code, 9],
    ]);
    expect(grown.meta.total).toBe(3);
    expect((await list(query)).meta.total).toBe(5);
  });

  it('reads lowStock live: an issue down to the minimum lists the level at once, a receipt takes it off', async () => {
    const { b, alpha, query } = await cachedList();
    const low = { ...query, lowStock: 'true' };
    expect(await list(low)).toMatchObject({ data: [], meta: { total: 0 } });
    await manager.issue(alpha.id, b.id, 2);
    const listed = await list(low);
    expect(rowsOf(listed)).toEqual([[alpha.sku, b.code, 2]]);
    expect(listed.meta.total).toBe(1);
    await manager.receive(alpha.id, b.id, 1);
    expect(await list(low)).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('answers concurrent cached reads of different pages each with its own rows and units (pipelined on PostgreSQL)', async () => {
    const { a, b, alpha, bravo, category } = await cachedList();
    const pages = [1, 2, 3].map((page) => ({ categoryId: category.id, limit: 1, page }));
    for (const page of pages) await list(page); // cached
    await manager.receive(bravo.id, a.id, 1);
    const lists = await Promise.all(pages.flatMap((page) => [list(page), list(page)]));
    const expected = [
      [alpha.id, a.id, 10],
      [alpha.id, b.id, 4],
      [bravo.id, a.id, 7],
    ];
    lists.forEach((listed, i) => {
      expect(listed.data.map((level) => [level.productId, level.warehouseId, level.onHand])).toEqual([expected[Math.floor(i / 2)]]);
      expect(listed.meta.total).toBe(3);
    });
  });

  it('agrees across server processes: a level created through one app shows on the other app’s cached page', async () => {
    const { b, bravo, query } = await cachedList();
    const other = await buildApp({ config: TEST_CONFIG, database: t.database, jwtSecret: JWT_SECRET });
    try {
      const read = async () => expectStatus<ListA<Level>>(await other.inject({ method: 'GET', url: withQuery('/api/inventory', query), headers: manager.headers }), 200);
      expect((await read()).meta.total).toBe(3);
      expect((await read()).meta.total).toBe(3);
      await manager.receive(bravo.id, b.id, 2);
      const after = await read();
      expect(after.meta.total).toBe(4);
      expect(after.data.at(-1)).toMatchObject({ productId: bravo.id, warehouseId: b.id, onHand: 2 });
    } finally {
      await other.close();
    }
  });

  it('answers as a server with the cache disabled does, for every filter, after each kind of write', async () => {
    const { label, a, b, alpha, bravo, query } = await cachedList();
    const uncached = await buildApp({ config: { ...TEST_CONFIG, LIST_CACHE_SIZE: 0 }, database: t.database, jwtSecret: JWT_SECRET });
    const queries: Query[] = [
      query,
      { ...query, limit: 2, page: 2 },
      { ...query, warehouseId: a.id },
      { productId: alpha.id },
      { search: label },
      { ...query, lowStock: 'true' },
    ];
    const uncachedList = async (q: Query) => expectStatus<ListA<Level>>(await uncached.inject({ method: 'GET', url: withQuery('/api/inventory', q), headers: manager.headers }), 200);
    const agree = async () => {
      for (const q of queries) {
        const cached = await list(q);
        expect(await list(q)).toEqual(cached);
        expect(await uncachedList(q)).toEqual(cached);
      }
    };
    try {
      const page = vi.spyOn(ListCache.prototype, 'page');
      try {
        await uncachedList(query);
        await uncachedList(query);
        expect(page.mock.results.at(-1)?.value).toBeUndefined();
      } finally {
        page.mockRestore();
      }
      await agree();
      await manager.receive(bravo.id, b.id, 3); // a new level
      await agree();
      await manager.issue(alpha.id, b.id, 2); // units only, now low
      await agree();
      expectStatus(await manager.products.put(bravo.id, { sku: `AA-${label}`, minStockLevel: 8 }), 200);
      await agree();
      expectStatus(await admin.putWarehouse(b.id, { code: `0-${label}` }), 200);
      await agree();
      expectStatus(await manager.products.put(alpha.id, { categoryId: (await manager.products.category()).id }), 200);
      await agree();
      expect((await list(query)).meta.total).toBe(2);
    } finally {
      await uncached.close();
    }
  });
});
