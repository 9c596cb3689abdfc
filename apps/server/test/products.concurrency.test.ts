/**
 * Concurrent product writes. On PostgreSQL (TEST_DATABASE_URL) the app has a pool of 20
 * connections, so the injects below really run in parallel transactions; on PGlite they interleave
 * at the driver. Both must keep the invariants stated per test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { camelBody, productClient, snakeBody, tag, type ErrorEnvelope, type ProductClient, type ProductView } from './support/products.js';

const t = await setupTestApp();

let api: ProductClient;

beforeAll(async () => {
  api = productClient(t, await t.login('manager'));
});

const ATTEMPTS = 10;

describe('POST /api/products (concurrent)', () => {
  it('creates exactly one product when 10 requests race for the same SKU; the rest get 409 DUPLICATE_SKU', async () => {
    // Regression invariant: SKU uniqueness is decided by the database's unique index, never by a
    // read-then-write pre-check, so N concurrent creates of one SKU yield exactly one 201 and
    // N − 1 × 409 DUPLICATE_SKU (never a 500, never two rows).
    const category = await api.category();
    const sku = `RACE-${tag()}`;
    const results = await Promise.allSettled(
      Array.from({ length: ATTEMPTS }, (_, i) => api.post(camelBody(category.id, { sku, name: `Racer ${i}` }))),
    );
    const responses = results.map((r) => {
      expect(r.status).toBe('fulfilled');
      return (r as PromiseFulfilledResult<Awaited<ReturnType<ProductClient['post']>>>).value;
    });
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - 1);
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'DUPLICATE_SKU', message: `Product with SKU ${sku} already exists` },
      });
    }
    const winner = (responses.find((r) => r.statusCode === 201)!.json() as { data: ProductView }).data;
    expect(winner.sku).toBe(sku);

    // Exactly one row holds the SKU, and the (cached) list total agrees.
    const list = await api.listA({ category_id: category.id, includeInactive: true });
    expect(list.meta.total).toBe(1);
    expect(list.data.map((p) => p.id)).toEqual([winner.id]);
  });

  it('creates exactly one product when camelCase and lowercase snake_case bodies race for the same SKU', async () => {
    // Invariant: the snake_case form uppercases its sku before the insert, so "abc" and "ABC" are
    // the same SKU for the unique index too.
    const category = await api.category();
    const sku = `MIX-${tag()}`;
    const responses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        api.post(i % 2 === 0 ? camelBody(category.id, { sku }) : snakeBody(category.id, { sku: sku.toLowerCase() })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - 1);
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expect((res.json() as ErrorEnvelope).error.code).toBe('DUPLICATE_SKU');
    }
    expect((await api.listA({ category_id: category.id })).meta.total).toBe(1);
  });

  it('creates every product when 10 requests with distinct SKUs run at once, and the total counts them all', async () => {
    // Invariant: concurrent creates of different SKUs all succeed and the list total is exact afterwards.
    const category = await api.category();
    const before = await api.listA({ category_id: category.id });
    expect(before.meta.total).toBe(0);
    const responses = await Promise.all(Array.from({ length: ATTEMPTS }, () => api.post(camelBody(category.id))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(ATTEMPTS).fill(201));
    const created = responses.map((r) => (r.json() as { data: ProductView }).data.id);
    const list = await api.listA({ category_id: category.id, limit: 100 });
    expect(list.meta.total).toBe(ATTEMPTS);
    expect(list.data.map((p) => p.id).sort()).toEqual(created.sort());
  });
});

describe('GET /api/products (concurrent with creates)', () => {
  it('reports an exact total once concurrent creates and lists have settled', async () => {
    // Invariant: a total is cached only with the list version it was counted at, so a count taken
    // while creates commit can never be served after them.
    const category = await api.category();
    const work = Array.from({ length: ATTEMPTS }, () => [api.post(camelBody(category.id)), api.list({ category_id: category.id })]).flat();
    const responses = await Promise.all(work);
    for (const res of responses) expect([200, 201]).toContain(res.statusCode);
    for (const res of responses.filter((r) => r.statusCode === 200)) {
      const page = res.json() as { data: unknown[]; meta: { total: number } };
      expect(page.meta.total).toBeGreaterThanOrEqual(page.data.length);
    }
    const list = await api.listA({ category_id: category.id, limit: 100 });
    expect(list.meta.total).toBe(ATTEMPTS);
    expect(list.data).toHaveLength(ATTEMPTS);
    const shaped = await api.listB({ category_id: category.id, limit: 3 });
    expect(shaped.data.pagination).toMatchObject({ total: ATTEMPTS, totalPages: Math.ceil(ATTEMPTS / 3) });
  });
});

describe('PUT /api/products/{id} (concurrent)', () => {
  it('lets exactly one of 10 products take the same new SKU; the rest get 409 DUPLICATE_SKU and keep theirs', async () => {
    // Invariant: an update to a taken SKU is refused by the unique index under concurrency as well.
    const category = await api.category();
    const products: ProductView[] = [];
    for (let i = 0; i < ATTEMPTS; i++) products.push(await api.create(category.id));
    const sku = `TAKE-${tag()}`;
    const responses = await Promise.all(products.map((p) => api.put(p.id, { sku })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - 1);
    const list = await api.listA({ category_id: category.id, limit: 100 });
    expect(list.data.filter((p) => p.sku === sku)).toHaveLength(1);
    for (const [i, res] of responses.entries()) {
      if (res.statusCode === 409) {
        expect((res.json() as ErrorEnvelope).error.code).toBe('DUPLICATE_SKU');
        expect(list.data.find((p) => p.id === products[i]!.id)?.sku).toBe(products[i]!.sku);
      }
    }
  });
});
