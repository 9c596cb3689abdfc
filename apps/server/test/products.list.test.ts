/**
 * GET /api/products (SPEC 4.2): both response forms, paging and its arithmetic, the limit cap,
 * query validation, every filter, sorting, and exact totals right after writes (the list-count cache).
 * Every test lists its own category (category_id / category) so other tests' rows never count.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { productClient, tag, type ErrorEnvelope, type ProductClient, type ProductView, type Query } from './support/products.js';

const t = await setupTestApp();

let api: ProductClient;
let admin: ProductClient;

beforeAll(async () => {
  api = productClient(t, await t.login('manager'));
  admin = productClient(t, await t.login('admin'));
});

/** Creates `n` products in `categoryId` one after another (creation order = index order). */
async function createMany(categoryId: string, n: number, overrides: (i: number) => Record<string, unknown> = () => ({})): Promise<ProductView[]> {
  const created: ProductView[] = [];
  for (let i = 0; i < n; i++) created.push(await api.create(categoryId, overrides(i)));
  return created;
}

const ids = (products: ProductView[]) => products.map((p) => p.id);

describe('GET /api/products', () => {
  describe('response forms', () => {
    let categoryId: string;
    let created: ProductView[];

    beforeAll(async () => {
      categoryId = (await api.category()).id;
      created = await createMany(categoryId, 3);
    });

    it('returns form A by default: data is the product array and meta holds total, page, limit, hasNext, hasPrev', async () => {
      const res = await api.list({ category_id: categoryId });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { success: boolean; data: ProductView[]; meta: unknown };
      expect(Object.keys(body).sort()).toEqual(['data', 'meta', 'success']);
      expect(body.success).toBe(true);
      expect(Array.isArray(body.data)).toBe(true);
      expect(ids(body.data).sort()).toEqual(ids(created).sort());
      expect(body.meta).toEqual({ total: 3, page: 1, limit: 20, hasNext: false, hasPrev: false });
      // A product as created, less the names of who wrote it, which only a product's own responses carry (decision 0019).
      const { createdByName, updatedByName, ...listed } = created[0] as ProductView & { createdByName?: string; updatedByName?: string };
      expect([createdByName, updatedByName]).toEqual(['Test manager', 'Test manager']);
      expect(body.data.find((p) => p.id === created[0]!.id)).toEqual(listed);
    });

    it('returns form B with shape=page: data is {items, pagination} with totalPages', async () => {
      const res = await api.list({ category_id: categoryId, shape: 'page' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { success: boolean; data: { items: ProductView[]; pagination: unknown } };
      expect(Object.keys(body).sort()).toEqual(['data', 'success']);
      expect(Object.keys(body.data).sort()).toEqual(['items', 'pagination']);
      expect(ids(body.data.items).sort()).toEqual(ids(created).sort());
      expect(body.data.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1, hasNext: false, hasPrev: false });
    });

    it('returns an empty page with total 0 for a category without products', async () => {
      const empty = await api.category();
      const a = await api.listA({ category_id: empty.id });
      expect(a.data).toEqual([]);
      expect(a.meta).toEqual({ total: 0, page: 1, limit: 20, hasNext: false, hasPrev: false });
      const b = await api.listB({ category_id: empty.id });
      expect(b.data.pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0, hasNext: false, hasPrev: false });
    });

    it('lets a staff caller (products:read) list', async () => {
      const staff = productClient(t, await t.login('staff'));
      const list = await staff.listA({ category_id: categoryId });
      expect(list.meta.total).toBe(3);
    });

    it('returns 403 FORBIDDEN for a viewer (no products:read)', async () => {
      const viewer = productClient(t, await t.login('viewer'));
      const res = await viewer.list({ category_id: categoryId });
      expect(res.statusCode).toBe(403);
      expect((res.json() as ErrorEnvelope).error).toEqual({ code: 'FORBIDDEN', message: 'Insufficient permissions' });
    });
  });

  describe('paging', () => {
    let categoryId: string;
    let created: ProductView[];

    beforeAll(async () => {
      categoryId = (await api.category()).id;
      created = await createMany(categoryId, 23);
    });

    it('echoes page=2&limit=10 and returns the second ten items', async () => {
      const list = await api.listA({ category_id: categoryId, page: 2, limit: 10 });
      expect(list.data).toHaveLength(10);
      expect(list.meta).toEqual({ total: 23, page: 2, limit: 10, hasNext: true, hasPrev: true });
    });

    it('computes hasNext = page*limit < total, hasPrev = page > 1 and totalPages = ceil(total/limit) on every page', async () => {
      const seen: string[] = [];
      for (const page of [1, 2, 3, 4]) {
        const b = await api.listB({ category_id: categoryId, page, limit: 10 });
        const p = b.data.pagination;
        expect(p).toEqual({
          page,
          limit: 10,
          total: 23,
          totalPages: Math.ceil(23 / 10),
          hasNext: page * 10 < 23,
          hasPrev: page > 1,
        });
        expect(b.data.items).toHaveLength(Math.max(0, Math.min(10, 23 - (page - 1) * 10)));
        seen.push(...ids(b.data.items));
      }
      // Pages are disjoint and together hold every product exactly once.
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.sort()).toEqual(ids(created).sort());
    });

    it('returns hasNext false on the exact last page (page*limit = total is not < total)', async () => {
      const category = await api.category();
      await createMany(category.id, 4);
      const list = await api.listA({ category_id: category.id, page: 2, limit: 2 });
      expect(list.data).toHaveLength(2);
      expect(list.meta).toEqual({ total: 4, page: 2, limit: 2, hasNext: false, hasPrev: true });
    });

    it('keeps total and echoes the page when the page is beyond the last', async () => {
      const list = await api.listA({ category_id: categoryId, page: 9, limit: 10 });
      expect(list.data).toEqual([]);
      expect(list.meta).toEqual({ total: 23, page: 9, limit: 10, hasNext: false, hasPrev: true });
    });
  });

  describe('limit', () => {
    let categoryId: string;

    beforeAll(async () => {
      categoryId = (await api.category()).id;
      await createMany(categoryId, 105, (i) => ({ name: `Bulk ${String(i).padStart(3, '0')}` }));
    });

    it('returns at most 100 items with limit=100', async () => {
      const list = await api.listA({ category_id: categoryId, limit: 100 });
      expect(list.data).toHaveLength(100);
      expect(list.meta).toEqual({ total: 105, page: 1, limit: 100, hasNext: true, hasPrev: false });
    });

    it('refuses limit=101 and limit=500 with a 400 naming the maximum, in both list forms', async () => {
      const queries: Record<string, string | number>[] = [{ limit: 101 }, { limit: 500, page: 2, shape: 'page' }];
      for (const query of queries) {
        const res = await api.list({ category_id: categoryId, ...query });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid request data', details: { limit: ['Limit must be at most 100'] }, field: 'limit' });
      }
    });

    it('defaults limit to 20', async () => {
      const list = await api.listA({ category_id: categoryId });
      expect(list.data).toHaveLength(20);
      expect(list.meta).toEqual({ total: 105, page: 1, limit: 20, hasNext: true, hasPrev: false });
    });
  });

  describe('query validation', () => {
    it.each<{ title: string; query: Query; field: string }>([
      { title: 'page=0', query: { page: 0 }, field: 'page' },
      { title: 'page=-1', query: { page: -1 }, field: 'page' },
      { title: 'page=abc', query: { page: 'abc' }, field: 'page' },
      { title: 'page=1.5', query: { page: 1.5 }, field: 'page' },
      { title: 'limit=0', query: { limit: 0 }, field: 'limit' },
      { title: 'limit=abc', query: { limit: 'abc' }, field: 'limit' },
      { title: 'sort=color', query: { sort: 'color' }, field: 'sort' },
      { title: 'order=up', query: { sort: 'name', order: 'up' }, field: 'order' },
      { title: 'in_stock=yes', query: { in_stock: 'yes' }, field: 'in_stock' },
      { title: 'min_price=cheap', query: { min_price: 'cheap' }, field: 'min_price' },
      { title: 'category_id=not-a-uuid', query: { category_id: 'not-a-uuid' }, field: 'category_id' },
      { title: 'shape=table', query: { shape: 'table' }, field: 'shape' },
      { title: 'a NUL character in search (was 500)', query: { search: 'a\u0000b' }, field: 'search' },
      { title: 'a NUL character in category (was 500)', query: { category: 'a\u0000b' }, field: 'category' },
    ])('returns 400 VALIDATION_ERROR "Invalid request data" for $title', async ({ query, field }) => {
      const res = await api.list(query);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json() as ErrorEnvelope;
      expect(Object.keys(body).sort()).toEqual(['error', 'success']);
      expect(body.success).toBe(false);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.message).toBe('Invalid request data');
      expect(body.error.field).toBe(field);
      expect(Object.keys(body.error.details ?? {})).toEqual([field]);
    });
  });

  describe('search', () => {
    it('matches a case-insensitive substring of the name', async () => {
      const category = await api.category();
      const word = `Zq${tag()}`;
      const hit = await api.create(category.id, { name: `Big ${word} Hammer` });
      await api.create(category.id, { name: 'Unrelated saw' });
      const list = await api.listA({ category_id: category.id, search: word.toLowerCase() });
      expect(ids(list.data)).toEqual([hit.id]);
      expect(list.meta.total).toBe(1);
      const upper = await api.listA({ category_id: category.id, search: word.toUpperCase() });
      expect(ids(upper.data)).toEqual([hit.id]);
    });

    it('matches a case-insensitive substring of the sku', async () => {
      const category = await api.category();
      const code = tag();
      const hit = await api.create(category.id, { sku: `FIND-${code}-X`, name: 'Plain name' });
      await api.create(category.id, { name: 'Other plain name' });
      const list = await api.listA({ category_id: category.id, search: `d-${code.toLowerCase()}` });
      expect(ids(list.data)).toEqual([hit.id]);
      expect(list.meta.total).toBe(1);
    });

    it('matches % in the search text literally, not as a wildcard', async () => {
      const category = await api.category();
      const percent = await api.create(category.id, { name: '100% Cotton Shirt' });
      await api.create(category.id, { name: '100 Cotton Shirt' });
      await api.create(category.id, { name: '1000 Cotton Shirts' });
      const list = await api.listA({ category_id: category.id, search: '100%' });
      expect(ids(list.data)).toEqual([percent.id]);
      expect(list.meta.total).toBe(1);
      const wildcard = await api.listA({ category_id: category.id, search: '%' });
      expect(ids(wildcard.data)).toEqual([percent.id]);
    });

    it('matches _ in the search text literally, not as a one-character wildcard', async () => {
      const category = await api.category();
      const underscore = await api.create(category.id, { name: 'snake_case tool' });
      await api.create(category.id, { name: 'snakeXcase tool' });
      const list = await api.listA({ category_id: category.id, search: 'e_c' });
      expect(ids(list.data)).toEqual([underscore.id]);
    });

    it('matches a backslash in the search text literally', async () => {
      const category = await api.category();
      const slashed = await api.create(category.id, { name: 'C:\\Tools\\Drill' });
      await api.create(category.id, { name: 'C:Tools Drill' });
      const list = await api.listA({ category_id: category.id, search: '\\T' });
      expect(ids(list.data)).toEqual([slashed.id]);
      expect(list.data[0]!.name).toBe('C:\\Tools\\Drill');
    });

    it('treats an empty search as no filter', async () => {
      const category = await api.category();
      await createMany(category.id, 2);
      const list = await api.listA({ category_id: category.id, search: '' });
      expect(list.meta.total).toBe(2);
    });
  });

  describe('category filters', () => {
    let first: { id: string; name: string };
    let second: { id: string; name: string };
    let inFirst: ProductView[];
    let inSecond: ProductView[];

    beforeAll(async () => {
      first = await api.category(`Garden ${tag()}`);
      second = await api.category(`Kitchen ${tag()}`);
      inFirst = await createMany(first.id, 2);
      inSecond = await createMany(second.id, 3);
    });

    it('filters by category id with category=<uuid>', async () => {
      const list = await api.listA({ category: first.id });
      expect(ids(list.data).sort()).toEqual(ids(inFirst).sort());
      expect(list.meta.total).toBe(2);
    });

    it('filters by category name with category=<name>', async () => {
      const list = await api.listA({ category: second.name });
      expect(ids(list.data).sort()).toEqual(ids(inSecond).sort());
      expect(list.meta.total).toBe(3);
      expect(list.data.every((p) => p.category.name === second.name)).toBe(true);
    });

    it('filters by category name case-insensitively', async () => {
      const list = await api.listA({ category: second.name.toUpperCase() });
      expect(list.meta.total).toBe(3);
    });

    it('returns nothing for a category name that does not exist', async () => {
      const list = await api.listA({ category: `No such category ${tag()}` });
      expect(list.data).toEqual([]);
      expect(list.meta.total).toBe(0);
    });

    it('keeps the total of a category-name filter exact when a category is renamed to that name', async () => {
      // Regression: a rename writes no product, so it does not bump the product list version; a
      // total cached for the name before the rename (0) was served afterwards beside the rows.
      const category = await api.category(`Before ${tag()}`);
      const products = await createMany(category.id, 2);
      const newName = `Renamed ${tag()}`;
      expect((await api.listA({ category: newName })).meta.total).toBe(0);
      const rename = await t.app.inject({ method: 'PUT', url: `/api/categories/${category.id}`, headers: api.headers, payload: { name: newName } });
      expect(rename.statusCode, rename.body).toBe(200);
      const list = await api.listA({ category: newName });
      expect(ids(list.data).sort()).toEqual(ids(products).sort());
      expect(list.meta.total).toBe(2);
      const old = await api.listA({ category: category.name });
      expect(old.data).toEqual([]);
      expect(old.meta.total).toBe(0);
    });

    it('filters with category_id', async () => {
      const list = await api.listA({ category_id: second.id });
      expect(ids(list.data).sort()).toEqual(ids(inSecond).sort());
      expect(list.meta.total).toBe(3);
    });
  });

  describe('price bounds', () => {
    let categoryId: string;
    let at10: ProductView;
    let at20: ProductView;
    let at30: ProductView;

    beforeAll(async () => {
      categoryId = (await api.category()).id;
      at10 = await api.create(categoryId, { sellingPrice: 10 });
      at20 = await api.create(categoryId, { sellingPrice: 20 });
      at30 = await api.create(categoryId, { sellingPrice: 30.5 });
    });

    it('includes the min_price bound', async () => {
      const list = await api.listA({ category_id: categoryId, min_price: 20 });
      expect(ids(list.data).sort()).toEqual(ids([at20, at30]).sort());
      expect(list.meta.total).toBe(2);
    });

    it('includes the max_price bound', async () => {
      const list = await api.listA({ category_id: categoryId, max_price: 20 });
      expect(ids(list.data).sort()).toEqual(ids([at10, at20]).sort());
      expect(list.meta.total).toBe(2);
    });

    it('includes both bounds when min_price = max_price', async () => {
      const list = await api.listA({ category_id: categoryId, min_price: 20, max_price: 20 });
      expect(ids(list.data)).toEqual([at20.id]);
    });

    it('compares decimals exactly (max_price=30.49 excludes 30.50, min_price=30.5 includes it)', async () => {
      expect(ids((await api.listA({ category_id: categoryId, max_price: 30.49 })).data).sort()).toEqual(ids([at10, at20]).sort());
      expect(ids((await api.listA({ category_id: categoryId, min_price: 30.5 })).data)).toEqual([at30.id]);
    });

    it('returns nothing when min_price is above max_price', async () => {
      const list = await api.listA({ category_id: categoryId, min_price: 25, max_price: 15 });
      expect(list.data).toEqual([]);
      expect(list.meta.total).toBe(0);
    });
  });

  describe('in_stock', () => {
    let categoryId: string;
    let created: ProductView[];

    beforeAll(async () => {
      categoryId = (await api.category()).id;
      created = await createMany(categoryId, 3);
    });

    it('returns none with in_stock=true while no stock exists', async () => {
      const list = await api.listA({ category_id: categoryId, in_stock: true });
      expect(list.data).toEqual([]);
      expect(list.meta.total).toBe(0);
    });

    it('returns all with in_stock=false while no stock exists', async () => {
      const list = await api.listA({ category_id: categoryId, in_stock: false });
      expect(ids(list.data).sort()).toEqual(ids(created).sort());
      expect(list.meta.total).toBe(3);
    });
  });

  describe('sorting', () => {
    let categoryId: string;
    let created: ProductView[];

    // Creation order differs from the order of every sort key, so each sort is observable.
    const specs = [
      { name: 'Charlie', sku: 'B', costPrice: 3, sellingPrice: 50 },
      { name: 'Alpha', sku: 'D', costPrice: 1, sellingPrice: 20 },
      { name: 'Delta', sku: 'A', costPrice: 4, sellingPrice: 10 },
      { name: 'Bravo', sku: 'C', costPrice: 2, sellingPrice: 40 },
      { name: 'Echo', sku: 'E', costPrice: 5, sellingPrice: 30 },
    ];

    beforeAll(async () => {
      categoryId = (await api.category()).id;
      const prefix = `SRT-${tag()}`;
      created = await createMany(categoryId, specs.length, (i) => ({ ...specs[i], sku: `${prefix}-${specs[i]!.sku}` }));
    });

    const byKey = (key: 'name' | 'sku' | 'sellingPrice' | 'costPrice', order: 'asc' | 'desc') =>
      [...created]
        .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (order === 'asc' ? 1 : -1))
        .map((p) => p.id);

    for (const [sort, key] of [
      ['name', 'name'],
      ['sku', 'sku'],
      ['price', 'sellingPrice'],
      ['sellingPrice', 'sellingPrice'],
      ['costPrice', 'costPrice'],
    ] as const) {
      for (const order of ['asc', 'desc'] as const) {
        it(`sorts by ${sort} ${order}`, async () => {
          const list = await api.listA({ category_id: categoryId, sort, order });
          expect(ids(list.data)).toEqual(byKey(key, order));
        });
      }
    }

    it('sorts ascending when sort is given without order', async () => {
      const list = await api.listA({ category_id: categoryId, sort: 'name' });
      expect(ids(list.data)).toEqual(byKey('name', 'asc'));
    });

    it('sorts by createdAt asc (oldest first) and desc (newest first)', async () => {
      const asc = await api.listA({ category_id: categoryId, sort: 'createdAt', order: 'asc' });
      expect(ids(asc.data)).toEqual(ids(created));
      const desc = await api.listA({ category_id: categoryId, sort: 'createdAt', order: 'desc' });
      expect(ids(desc.data)).toEqual(ids(created).reverse());
    });

    it('sorts newest first by default', async () => {
      const list = await api.listA({ category_id: categoryId });
      expect(ids(list.data)).toEqual(ids(created).reverse());
    });

    it('sorts by updatedAt asc and desc', async () => {
      const category = await api.category();
      const products = await createMany(category.id, 3);
      // Touch the oldest product so it becomes the most recently updated.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const touched = await api.put(products[0]!.id, { name: 'Touched' });
      expect(touched.statusCode).toBe(200);
      const desc = await api.listA({ category_id: category.id, sort: 'updatedAt', order: 'desc' });
      expect(desc.data[0]!.id).toBe(products[0]!.id);
      const times = desc.data.map((p) => Date.parse(p.updatedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const asc = await api.listA({ category_id: category.id, sort: 'updatedAt', order: 'asc' });
      expect(asc.data.at(-1)!.id).toBe(products[0]!.id);
      expect(ids(asc.data)).toEqual(ids(desc.data).reverse());
    });

    it('pages a sorted list without gaps or repeats', async () => {
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        seen.push(...ids((await api.listA({ category_id: categoryId, sort: 'sellingPrice', order: 'desc', limit: 2, page })).data));
      }
      expect(seen).toEqual(byKey('sellingPrice', 'desc'));
    });

    it('returns 400 VALIDATION_ERROR for an unknown sort field', async () => {
      const res = await api.list({ category_id: categoryId, sort: 'password' });
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorEnvelope).error.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('exact totals after writes (list-count cache)', () => {
    it('counts a new product immediately: list, create, list again gives total + 1', async () => {
      const category = await api.category();
      await createMany(category.id, 2);
      const before = await api.listA({ category_id: category.id });
      const beforeAll = await api.listA();
      await api.create(category.id);
      const after = await api.listA({ category_id: category.id });
      expect(after.meta.total).toBe(before.meta.total + 1);
      expect(after.meta.total).toBe(3);
      expect(after.data).toHaveLength(3);
      const afterAll = await api.listA();
      expect(afterAll.meta.total).toBe(beforeAll.meta.total + 1);
    });

    it('drops an archived product immediately: total − 1, and includeInactive still counts it', async () => {
      const category = await api.category();
      const products = await createMany(category.id, 3);
      const before = await api.listA({ category_id: category.id });
      const beforeInactive = await api.listB({ category_id: category.id, includeInactive: true });
      const beforeAll = await api.listA();
      expect((await admin.del(products[1]!.id)).statusCode).toBe(200);
      const after = await api.listA({ category_id: category.id });
      expect(after.meta.total).toBe(before.meta.total - 1);
      expect(ids(after.data)).not.toContain(products[1]!.id);
      const afterInactive = await api.listB({ category_id: category.id, includeInactive: true });
      expect(afterInactive.data.pagination.total).toBe(beforeInactive.data.pagination.total);
      const afterAll = await api.listA();
      expect(afterAll.meta.total).toBe(beforeAll.meta.total - 1);
    });

    it('moves the count between categories immediately when a product changes category', async () => {
      const from = await api.category();
      const to = await api.category();
      const products = await createMany(from.id, 2);
      expect((await api.listA({ category_id: from.id })).meta.total).toBe(2);
      expect((await api.listA({ category_id: to.id })).meta.total).toBe(0);
      expect((await api.put(products[0]!.id, { categoryId: to.id })).statusCode).toBe(200);
      expect((await api.listA({ category_id: from.id })).meta.total).toBe(1);
      expect((await api.listA({ category_id: to.id })).meta.total).toBe(1);
    });

    it('keeps a search total exact when a rename makes a product match', async () => {
      const category = await api.category();
      const word = `Rn${tag()}`;
      const product = await api.create(category.id, { name: 'Before rename' });
      expect((await api.listA({ category_id: category.id, search: word })).meta.total).toBe(0);
      expect((await api.put(product.id, { name: `After ${word}` })).statusCode).toBe(200);
      const list = await api.listA({ category_id: category.id, search: word });
      expect(list.meta.total).toBe(1);
      expect(ids(list.data)).toEqual([product.id]);
    });

    it('keeps the total exact on a later page after a create (page not empty, cached total)', async () => {
      const category = await api.category();
      await createMany(category.id, 5);
      const before = await api.listA({ category_id: category.id, page: 2, limit: 2 });
      expect(before.meta).toEqual({ total: 5, page: 2, limit: 2, hasNext: true, hasPrev: true });
      await api.create(category.id);
      const after = await api.listA({ category_id: category.id, page: 2, limit: 2 });
      expect(after.meta).toEqual({ total: 6, page: 2, limit: 2, hasNext: true, hasPrev: true });
    });
  });
});
