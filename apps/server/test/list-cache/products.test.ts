/**
 * GET /api/products serves a page read earlier while the product list version is current (the
 * product list cache, list-cache.ts), with stock figures read live. These tests warm a page, change what it
 * shows through every kind of write, and expect the very next request to show the change: product
 * fields, sort order, archive, category names, stock movements, and cost prices re-averaged by a
 * receipt. A second app over the same database stands for a second server process.
 */
import { ListCache } from '@stockroom/api';
import { listVersions, productChanges } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { JWT_SECRET, setupTestApp, TEST_CONFIG } from '../support/app.js';
import { orderClient } from '../support/orders.js';
import { tag, type ProductView } from '../support/products.js';

const t = await setupTestApp();
const admin = orderClient(t, await t.login('admin'));
const manager = orderClient(t, await t.login('manager'));
const api = manager.products;

/** A category of `n` products (newest first in the default order) and its list, read once so the page is cached. */
async function cachedPage(n = 3) {
  const category = await api.category();
  const products: ProductView[] = [];
  for (let i = 0; i < n; i++) products.push(await api.create(category.id, { costPrice: 4, sellingPrice: 10 + i }));
  const first = await api.listA({ category_id: category.id });
  expect(first.data.map((p) => p.id)).toEqual(products.map((p) => p.id).reverse());
  // The second read is served from the cache: same page, same total.
  expect(await api.listA({ category_id: category.id })).toEqual(first);
  return { category, products, query: { category_id: category.id } };
}

const find = (list: { data: ProductView[] }, id: string) => list.data.find((product) => product.id === id);

describe('GET /api/products: cached pages stay exact after writes', () => {
  it('serves the second read of a page from the cache, at the version the first read kept', async () => {
    const category = await api.category();
    await api.create(category.id);
    const page = vi.spyOn(ListCache.prototype, 'page');
    try {
      const first = await api.listA({ category_id: category.id });
      expect(page.mock.results.at(-1)?.value).toBeUndefined();
      const second = await api.listA({ category_id: category.id });
      expect(page.mock.results.at(-1)?.value).toEqual({ version: { all: expect.any(Number), membership: expect.any(Number), price: expect.any(Number) }, rows: first.data });
      expect(second).toEqual(first);
    } finally {
      page.mockRestore();
    }
  });

  it('serves an empty search from the cache, and shows a product created to match it on the next request', async () => {
    const category = await api.category();
    const query = { category_id: category.id, search: `Nm${tag()}` };
    const page = vi.spyOn(ListCache.prototype, 'page');
    try {
      expect((await api.listA(query)).meta.total).toBe(0);
      const again = await api.listA(query);
      expect(page.mock.results.at(-1)?.value).toEqual({ version: { all: expect.any(Number), membership: expect.any(Number), price: expect.any(Number) }, rows: [] });
      expect(again).toMatchObject({ data: [], meta: { total: 0 } });
    } finally {
      page.mockRestore();
    }
    const created = await api.create(category.id, { name: `Now ${query.search}` });
    const after = await api.listA(query);
    expect(after.data.map((p) => p.id)).toEqual([created.id]);
    expect(after.meta.total).toBe(1);
  });

  it('keeps both list forms and includeInactive exact after an archive', async () => {
    const { products, query } = await cachedPage();
    const withArchived = { ...query, includeInactive: true };
    expect((await api.listB(withArchived)).data.pagination.total).toBe(3);
    expect((await admin.products.del(products[2]!.id)).statusCode).toBe(200);
    const formB = await api.listB(query);
    expect(formB.data.items.map((p) => p.id)).toEqual([products[1]!.id, products[0]!.id]);
    expect(formB.data.pagination).toMatchObject({ total: 2, totalPages: 1 });
    const archived = (await api.listB(withArchived)).data.items.find((p) => p.id === products[2]!.id);
    expect(archived?.isActive).toBe(false);
  });

  it('shows a product update (name, price, description) on the next request', async () => {
    const { products, query } = await cachedPage();
    const target = products[1]!;
    const res = await api.put(target.id, { name: 'Renamed in place', sellingPrice: 77.5, description: 'Now described' });
    expect(res.statusCode, res.body).toBe(200);
    const product = find(await api.listA(query), target.id)!;
    expect(product).toMatchObject({ name: 'Renamed in place', sellingPrice: 77.5, price: 77.5, description: 'Now described' });
    expect(product.updatedAt).toBe((res.json() as { data: ProductView }).data.updatedAt);
  });

  it('re-reads only the rows of a page by date after a price or cost change, and keeps its total', async () => {
    const { products, query } = await cachedPage();
    const page = vi.spyOn(ListCache.prototype, 'page');
    const setTotal = vi.spyOn(ListCache.prototype, 'setTotal');
    try {
      await api.listA(query);
      const before = page.mock.results.at(-1)?.value?.version as { all: number; membership: number };
      expect((await api.put(products[1]!.id, { sellingPrice: 55, costPrice: 3 })).statusCode).toBe(200);
      const list = await api.listA(query);
      expect(list.data.map((p) => p.id)).toEqual(products.map((p) => p.id).reverse());
      expect(find(list, products[1]!.id)).toMatchObject({ sellingPrice: 55, costPrice: 3 });
      expect(list.meta.total).toBe(3);
      expect(setTotal).not.toHaveBeenCalled();
      // Served again from the cache: same members and order, rows read at the newer version.
      await api.listA(query);
      const after = page.mock.results.at(-1)?.value?.version as { all: number; membership: number };
      expect(after.membership).toBe(before.membership);
      expect(after.all).toBeGreaterThan(before.all);
    } finally {
      page.mockRestore();
      setTotal.mockRestore();
    }
  });

  it('re-reads only the rows written since a page was read (the product changes log), and all of them once the log is pruned past it', async () => {
    const { products, query } = await cachedPage(4);
    const pages = [1, 2].map((n) => ({ ...query, limit: 2, page: n }));
    const page = vi.spyOn(ListCache.prototype, 'page');
    const setPage = vi.spyOn(ListCache.prototype, 'setPage');
    try {
      // The rows each page holds in the cache (read twice: the second read is served from it).
      const held: (readonly ProductView[])[] = [];
      for (const p of pages) {
        await api.listA(p);
        await api.listA(p);
        held.push((page.mock.results.at(-1)!.value as { rows: readonly ProductView[] }).rows);
      }
      setPage.mockClear();
      // products[3] is on page 1 (newest first) with products[2]; page 2 holds products[1] and products[0].
      expect((await api.put(products[3]!.id, { sellingPrice: 42 })).statusCode).toBe(200);
      const [one, two] = [await api.listA(pages[0]!), await api.listA(pages[1]!)];
      expect(one.data.map((p) => [p.id, p.sellingPrice])).toEqual([
        [products[3]!.id, 42],
        [products[2]!.id, 12],
      ]);
      expect(two.data.map((p) => p.id)).toEqual([products[1]!.id, products[0]!.id]);
      // Page 1 holds its unchanged row as it was and the changed one read anew; page 2 holds both as they were.
      const [first, second] = setPage.mock.calls.map((call) => call[2] as readonly ProductView[]);
      expect(first![0]).not.toBe(held[0]![0]);
      expect(first![1]).toBe(held[0]![1]);
      expect(second).toBe(held[1]);

      // A log pruned past the pages' version: every row is read again, and the pages stay exact.
      expect((await api.put(products[0]!.id, { description: 'Before the prune' })).statusCode).toBe(200);
      await t.db.execute(sql`update list_versions set version = (select version from list_versions where name = 'products') where name = 'products_changes_pruned'`);
      setPage.mockClear();
      expect(find(await api.listA(pages[1]!), products[0]!.id)!.description).toBe('Before the prune');
      expect((setPage.mock.calls[0]![2] as readonly ProductView[])[0]).not.toBe(held[1]![0]);
    } finally {
      page.mockRestore();
      setPage.mockRestore();
    }
  });

  it('prunes the product changes log every 1,000 versions, keeping the last 1,000', async () => {
    const { products } = await cachedPage(1);
    const versionOf = async (name: string) => (await t.db.select().from(listVersions).where(eq(listVersions.name, name)))[0]!.version;
    // The next multiple of 1,000 past what this file has written (its product's history lies before the 1,000 kept).
    const next = Math.ceil(((await versionOf('products')) + 1002) / 1000) * 1000;
    await t.db.update(listVersions).set({ version: next - 1 }).where(eq(listVersions.name, 'products'));
    await t.db.insert(productChanges).values([next - 1000, next - 999].map((version) => ({ version, productId: products[0]!.id })));
    expect((await api.put(products[0]!.id, { description: 'The thousandth' })).statusCode).toBe(200);
    expect(await versionOf('products')).toBe(next);
    expect(await versionOf('products_changes_pruned')).toBe(next - 1000);
    const left = await t.db.select().from(productChanges).where(eq(productChanges.productId, products[0]!.id)).orderBy(productChanges.version);
    const versions = left.map((row) => row.version);
    expect(versions).toEqual([next - 999, next]);
  });

  it('keeps a price filter exact: a price change moves a product in or out of it, with the total', async () => {
    const { products, query } = await cachedPage();
    const cheap = { ...query, max_price: 11 };
    expect((await api.listA(cheap)).data.map((p) => p.id)).toEqual([products[1]!.id, products[0]!.id]);
    expect((await api.put(products[0]!.id, { sellingPrice: 50 })).statusCode).toBe(200);
    expect((await api.put(products[2]!.id, { sellingPrice: 1 })).statusCode).toBe(200);
    const list = await api.listA(cheap);
    expect(list.data.map((p) => p.id)).toEqual([products[2]!.id, products[1]!.id]);
    expect(list.meta.total).toBe(2);
  });

  it('keeps a search exact: a rename moves a product in or out of it', async () => {
    const { products, query } = await cachedPage();
    const word = `Srch${tag()}`;
    const searched = { ...query, search: word };
    expect((await api.listA(searched)).meta.total).toBe(0);
    expect((await api.put(products[0]!.id, { name: `Now ${word}` })).statusCode).toBe(200);
    expect((await api.listA(searched)).data.map((p) => p.id)).toEqual([products[0]!.id]);
    expect((await api.put(products[0]!.id, { name: 'Plain again' })).statusCode).toBe(200);
    expect(await api.listA(searched)).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('reorders a page sorted by price when a price changes', async () => {
    const { products, query } = await cachedPage();
    const sorted = { ...query, sort: 'price', order: 'asc' };
    expect((await api.listA(sorted)).data.map((p) => p.id)).toEqual(products.map((p) => p.id));
    expect((await api.put(products[0]!.id, { sellingPrice: 99 })).statusCode).toBe(200);
    expect((await api.listA(sorted)).data.map((p) => p.id)).toEqual([products[1]!.id, products[2]!.id, products[0]!.id]);
  });

  it('drops an archived product and adds a new one, with the total following', async () => {
    const { category, products, query } = await cachedPage();
    expect((await admin.products.del(products[0]!.id)).statusCode).toBe(200);
    const created = await api.create(category.id);
    const list = await api.listA(query);
    expect(list.data.map((p) => p.id)).toEqual([created.id, products[2]!.id, products[1]!.id]);
    expect(list.meta.total).toBe(3);
  });

  it('shows a renamed category on the cached page and in a filter by the new name', async () => {
    const { category, products, query } = await cachedPage(2);
    const renamed = `Renamed ${category.name}`;
    const res = await t.app.inject({ method: 'PUT', url: `/api/categories/${category.id}`, headers: api.headers, payload: { name: renamed } });
    expect(res.statusCode, res.body).toBe(200);
    const list = await api.listA(query);
    expect(list.data.map((p) => p.category.name)).toEqual([renamed, renamed]);
    const byName = await api.listA({ category: renamed });
    expect(byName.data.map((p) => p.id)).toEqual(products.map((p) => p.id).reverse());
    expect((await api.listA({ category: category.name })).meta.total).toBe(0);
  });

  it('reads stock live: a receipt and an issue show at once, without a product write', async () => {
    const { products, query } = await cachedPage(2);
    const warehouse = await admin.warehouse();
    await manager.receive(products[0]!.id, warehouse.id, 12);
    expect(find(await api.listA(query), products[0]!.id)!.stock).toEqual({ onHand: 12, reserved: 0, available: 12 });
    await manager.issue(products[0]!.id, warehouse.id, 5);
    const list = await api.listA(query);
    expect(find(list, products[0]!.id)!.stock).toEqual({ onHand: 7, reserved: 0, available: 7 });
    expect(find(list, products[1]!.id)!.stock).toEqual({ onHand: 0, reserved: 0, available: 0 });
  });

  it('answers concurrent cached reads of different pages each with its own rows and stock (pipelined on PostgreSQL)', async () => {
    const { products, query } = await cachedPage(4);
    const warehouse = await admin.warehouse();
    for (const [i, product] of products.entries()) await manager.receive(product.id, warehouse.id, i + 1);
    const pages = [1, 2, 3, 4].map((page) => ({ ...query, limit: 1, page }));
    for (const page of pages) await api.listA(page); // cached
    const lists = await Promise.all(pages.flatMap((page) => [api.listA(page), api.listA(page)]));
    const newestFirst = [...products].reverse();
    lists.forEach((list, i) => {
      const product = newestFirst[Math.floor(i / 2)]!;
      const onHand = products.indexOf(product) + 1;
      expect(list.data).toEqual([expect.objectContaining({ id: product.id, stock: { onHand, reserved: 0, available: onHand } })]);
      expect(list.meta.total).toBe(4);
    });
  });

  it('shows the cost price a purchase-order receipt re-averages', async () => {
    const { products, query } = await cachedPage(1);
    const product = products[0]!;
    const warehouse = await admin.warehouse();
    await manager.receive(product.id, warehouse.id, 10); // 10 on hand at cost 4
    const order = await manager.purchaseOrder({ supplierId: (await manager.supplier()).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 10, unitCost: 6 }] });
    await manager.updatePurchaseOrder(order.id, { status: 'approved' });
    expect(find(await api.listA(query), product.id)!.costPrice).toBe(4);
    await manager.received(order.id, [{ productId: product.id, quantity: 10 }]);
    const listed = find(await api.listA(query), product.id)!;
    expect(listed.costPrice).toBe(5); // (10 × 4 + 10 × 6) / 20
    expect(listed.stock.onHand).toBe(20);
  });

  it('agrees across server processes: a write through one app shows on the other app’s cached page', async () => {
    const { products, query } = await cachedPage(2);
    const other = await buildApp({ config: TEST_CONFIG, database: t.database, jwtSecret: JWT_SECRET });
    try {
      const list = (await other.inject({ method: 'GET', url: `/api/products?category_id=${query.category_id}`, headers: api.headers })).json() as { data: ProductView[] };
      expect(list.data.map((p) => p.id)).toEqual(products.map((p) => p.id).reverse());
      expect((await api.put(products[0]!.id, { name: 'Changed through the first app' })).statusCode).toBe(200);
      const after = (await other.inject({ method: 'GET', url: `/api/products?category_id=${query.category_id}`, headers: api.headers })).json() as { data: ProductView[] };
      expect(find(after, products[0]!.id)!.name).toBe('Changed through the first app');
    } finally {
      await other.close();
    }
  });
});
