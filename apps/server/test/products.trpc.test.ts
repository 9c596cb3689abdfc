/**
 * The tRPC transport of the product procedures (/trpc, tRPC v11 HTTP format without a transformer):
 * a non-batched mutation is POST /trpc/<path> with the input JSON as the body; success is
 * `{ result: { data: <output> } }`, where the output is the domain result itself (no REST envelope) and an error is `{ error: { message, code, data } }`, where the
 * error formatter puts the spec error body in `data.error`.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { camelBody, productClient, snakeBody, tag, type ProductClient, type ProductView } from './support/products.js';

const t = await setupTestApp();

interface TrpcError {
  error: {
    message: string;
    code: number;
    data: { code: string; httpStatus: number; path: string; error: { code: string; message: string; details?: Record<string, string[]>; field?: string } };
  };
}

let api: ProductClient;
let categoryId: string;

beforeAll(async () => {
  api = productClient(t, await t.login('manager'));
  categoryId = (await api.category()).id;
});

const trpcPost = (path: string, payload: object, headers = api.headers) => t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload });

describe('POST /trpc/products.create', () => {
  it('creates a product and returns the product itself under result.data (no envelope)', async () => {
    const body = camelBody(categoryId, { sellingPrice: 19.99 });
    const res = await trpcPost('products.create', body);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json() as { result: { data: ProductView } };
    expect(Object.keys(json)).toEqual(['result']);
    const product = json.result.data;
    expect(product).not.toHaveProperty('success');
    expect(product).toMatchObject({ name: body.name, sku: body.sku, categoryId, sellingPrice: 19.99, price: 19.99, createdBy: await api.me() });

    // The same row is visible through REST.
    const read = await api.get(product.id);
    expect(read.statusCode).toBe(200);
    expect((read.json() as { data: ProductView }).data).toEqual(product);
  });

  it('accepts the snake_case form too', async () => {
    const sku = `trpc-${tag()}`.toLowerCase();
    const res = await trpcPost('products.create', snakeBody(categoryId, { sku, price: 3.5 }));
    expect(res.statusCode, res.body).toBe(200);
    const product = (res.json() as { result: { data: ProductView } }).result.data;
    expect(product).toMatchObject({ sku: sku.toUpperCase(), sellingPrice: 3.5, price: 3.5, costPrice: 0, unitOfMeasure: 'piece', categoryId });
  });

  it('returns a tRPC error whose data.error.code is VALIDATION_ERROR for a bad body', async () => {
    const res = await trpcPost('products.create', camelBody(categoryId, { sku: 'bad sku', sellingPrice: -1 }));
    expect(res.statusCode).toBe(400);
    const json = res.json() as TrpcError;
    expect(Object.keys(json)).toEqual(['error']);
    expect(json.error.data.code).toBe('BAD_REQUEST');
    expect(json.error.data.httpStatus).toBe(400);
    expect(json.error.data.path).toBe('products.create');
    expect(json.error.message).toBe('Invalid product data');
    const { details, field, ...rest } = json.error.data.error;
    expect(rest).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid product data' });
    expect(details).toEqual({
      sellingPrice: ['Selling price must be positive'],
      sku: ['SKU must contain only uppercase letters, numbers, and hyphens'],
    });
    expect(field).toBe(Object.keys(details ?? {})[0]);
  });

  it('does not coerce JSON types after a REST call has used the same schema (sellingPrice null → 400)', async () => {
    // The REST edge switches on coercion in the input schema it is handed; the schema is shared with /trpc.
    expect((await api.post(camelBody(categoryId, { sellingPrice: 1 }))).statusCode).toBe(201);
    const res = await trpcPost('products.create', camelBody(categoryId, { sellingPrice: null }));
    expect(res.statusCode).toBe(400);
    expect((res.json() as TrpcError).error.data.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'sellingPrice' });
  });

  it('returns a tRPC error with data.error.code DUPLICATE_SKU for a taken SKU', async () => {
    const first = await api.create(categoryId);
    const res = await trpcPost('products.create', camelBody(categoryId, { sku: first.sku }));
    expect(res.statusCode).toBe(409);
    const json = res.json() as TrpcError;
    expect(json.error.data.code).toBe('CONFLICT');
    expect(json.error.data.error).toEqual({ code: 'DUPLICATE_SKU', message: `Product with SKU ${first.sku} already exists` });
  });

  it('returns a tRPC error with data.error.code UNAUTHORIZED without a token', async () => {
    const res = await trpcPost('products.create', camelBody(categoryId), {} as typeof api.headers);
    expect(res.statusCode).toBe(401);
    expect((res.json() as TrpcError).error.data.error.code).toBe('UNAUTHORIZED');
  });

  it('returns a tRPC error with data.error.code FORBIDDEN for a staff caller', async () => {
    const staff = productClient(t, await t.login('staff'));
    const res = await trpcPost('products.create', camelBody(categoryId), staff.headers);
    expect(res.statusCode).toBe(403);
    expect((res.json() as TrpcError).error.data.error).toEqual({ code: 'FORBIDDEN', message: 'Insufficient permissions' });
  });
});

describe('GET /trpc/products.get', () => {
  it('reads a product with the input in the query string', async () => {
    const product = await api.create(categoryId);
    const input = encodeURIComponent(JSON.stringify({ id: product.id }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/products.get?input=${input}`, headers: api.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { result: { data: ProductView } }).result.data).toEqual(product);
  });

  it('returns data.error.code NOT_FOUND for an unknown id', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: randomUUID() }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/products.get?input=${input}`, headers: api.headers });
    expect(res.statusCode).toBe(404);
    expect((res.json() as TrpcError).error.data.error.code).toBe('NOT_FOUND');
  });
});

describe('GET /trpc/products.list', () => {
  it('returns one list shape, { items, page, limit, total, totalPages, hasNext, hasPrev }, whatever REST form a client asks for', async () => {
    const category = await api.category();
    const created = [await api.create(category.id), await api.create(category.id), await api.create(category.id)];
    const input = encodeURIComponent(JSON.stringify({ category_id: category.id, limit: 2 }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/products.list?input=${input}`, headers: api.headers });
    expect(res.statusCode, res.body).toBe(200);
    const page = (res.json() as { result: { data: { items: ProductView[] } & Record<string, unknown> } }).result.data;
    expect(Object.keys(page).sort()).toEqual(['hasNext', 'hasPrev', 'items', 'limit', 'page', 'total', 'totalPages']);
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2, hasNext: true, hasPrev: false });
    expect(page.items.map((product) => product.id)).toEqual([created[2]!.id, created[1]!.id]);
  });

  it('refuses the REST-only shape parameter and unknown parameters: 400 naming them', async () => {
    const input = encodeURIComponent(JSON.stringify({ shape: 'page', minPrice: 3 }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/products.list?input=${input}`, headers: api.headers });
    expect(res.statusCode).toBe(400);
    expect((res.json() as TrpcError).error.data.error.details).toEqual({ shape: ['Unknown parameter'], minPrice: ['Unknown parameter'] });
  });
});
