/**
 * GET, PUT and DELETE /api/products/{id}: reading one product, partial updates in both body forms
 * (SPEC 2.1 "fields not supplied keep their value", 2.2), audit stamps (SPEC 2.3), 404s (SPEC 4.2)
 * and archiving.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { productClient, tag, type ErrorEnvelope, type ProductClient, type ProductView } from './support/products.js';

const t = await setupTestApp();

let api: ProductClient;
let admin: ProductClient;
let categoryId: string;

beforeAll(async () => {
  api = productClient(t, await t.login('manager'));
  admin = productClient(t, await t.login('admin'));
  categoryId = (await api.category()).id;
});

const dataOf = (res: { json(): unknown }) => (res.json() as { data: ProductView }).data;

describe('GET /api/products/{id}', () => {
  it('returns 200 with the product', async () => {
    const product = await api.create(categoryId, { brand: 'Acme' });
    const res = await api.get(product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: product });
  });

  it('lets a staff caller (products:read) read a product', async () => {
    const product = await api.create(categoryId);
    const staff = productClient(t, await t.login('staff'));
    const res = await staff.get(product.id);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res).id).toBe(product.id);
  });

  it('returns 404 NOT_FOUND for an unknown UUID', async () => {
    const res = await api.get(randomUUID());
    expect(res.statusCode).toBe(404);
    const body = res.json() as ErrorEnvelope;
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('NOT_FOUND');
    expect(Object.keys(body).sort()).toEqual(['error', 'success']);
  });

  it('returns 404 NOT_FOUND for an id that is not a UUID', async () => {
    const res = await api.get('not-a-uuid');
    expect(res.statusCode).toBe(404);
    expect((res.json() as ErrorEnvelope).error.code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/products/{id}', () => {
  it('updates name and sellingPrice only and keeps every unsent field (sku unchanged)', async () => {
    const product = await api.create(categoryId, { brand: 'Keep', description: 'Keep me', minStockLevel: 3, maxStockLevel: 30, barcode: '123' });
    const res = await api.put(product.id, { name: 'Renamed', sellingPrice: 25.5 });
    expect(res.statusCode, res.body).toBe(200);
    const updated = dataOf(res);
    expect(updated).toEqual({
      ...product,
      name: 'Renamed',
      sellingPrice: 25.5,
      price: 25.5,
      updatedAt: expect.any(String),
    });
    expect(updated.sku).toBe(product.sku);
    expect(dataOf(await api.get(product.id))).toEqual(updated);
  });

  it('updates with the snake_case price and keeps the sku and the other fields', async () => {
    const product = await api.create(categoryId, { costPrice: 4, sellingPrice: 8, unitOfMeasure: 'kg' });
    const res = await api.put(product.id, { name: 'Snake renamed', price: 11.75 });
    expect(res.statusCode, res.body).toBe(200);
    const updated = dataOf(res);
    expect(updated).toMatchObject({
      name: 'Snake renamed',
      sku: product.sku,
      sellingPrice: 11.75,
      price: 11.75,
      costPrice: 4,
      unitOfMeasure: 'kg',
      categoryId,
    });
  });

  it('moves the product to another category with category_id', async () => {
    const product = await api.create(categoryId);
    const other = await api.category();
    const res = await api.put(product.id, { category_id: other.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ categoryId: other.id, category: { id: other.id, name: other.name }, sku: product.sku });
  });

  it('changes the sku when a new valid sku is sent', async () => {
    const product = await api.create(categoryId);
    const sku = `NEW-${tag()}`;
    const res = await api.put(product.id, { sku });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res).sku).toBe(sku);
    expect(dataOf(await api.get(product.id)).sku).toBe(sku);
  });

  it('clears a nullable field sent as null', async () => {
    const product = await api.create(categoryId, { description: 'Temporary', brand: 'Gone' });
    const res = await api.put(product.id, { description: null, brand: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ description: null, brand: null, name: product.name });
  });

  it('stamps updatedBy with the updating user and keeps createdBy', async () => {
    const product = await api.create(categoryId);
    const creator = await api.me();
    const updater = await admin.me();
    expect(product.updatedBy).toBe(creator);
    const res = await admin.put(product.id, { name: 'Updated by admin', updatedBy: creator, createdBy: updater });
    expect(res.statusCode, res.body).toBe(200);
    const updated = dataOf(res);
    expect(updated.updatedBy).toBe(updater);
    expect(updated.createdBy).toBe(creator);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt));
    expect(updated.createdAt).toBe(product.createdAt);
  });

  it.each([
    { title: 'an empty name', body: { name: '' }, field: 'name', message: 'Product name is required' },
    { title: 'a lowercase camelCase sku', body: { sku: 'lower-1' }, field: 'sku', message: 'SKU must contain only uppercase letters, numbers, and hyphens' },
    { title: 'a negative sellingPrice', body: { sellingPrice: -1 }, field: 'sellingPrice', message: 'Selling price must be positive' },
    { title: 'a cost price above the maximum', body: { costPrice: 1_000_000 }, field: 'costPrice', message: 'Cost price is too high' },
    { title: 'a non-UUID categoryId', body: { categoryId: 'x' }, field: 'categoryId', message: 'Invalid category ID' },
    { title: 'a snake_case price of 0', body: { price: 0 }, field: 'price', message: 'Price must be positive' },
    { title: 'a fractional minStockLevel', body: { minStockLevel: 0.5 }, field: 'minStockLevel', message: 'Minimum stock level must be an integer' },
  ])('returns 400 $message for $title and leaves the product unchanged', async ({ body, field, message }) => {
    const product = await api.create(categoryId);
    const res = await api.put(product.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'Invalid product data', details: { [field]: [message] }, field },
    });
    expect(dataOf(await api.get(product.id))).toEqual(product);
  });

  it('returns 400 for isActive "false" instead of reading the string as true', async () => {
    const product = await api.create(categoryId);
    expect((await admin.del(product.id)).statusCode).toBe(200);
    const res = await api.put(product.id, { isActive: 'false' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorEnvelope).error).toMatchObject({ code: 'VALIDATION_ERROR', details: { isActive: ['isActive must be a boolean'] } });
    expect(dataOf(await api.get(product.id)).isActive).toBe(false);
  });

  it('returns 400 for sellingPrice null instead of setting the price to 0', async () => {
    const product = await api.create(categoryId, { sellingPrice: 15 });
    const res = await api.put(product.id, { sellingPrice: null });
    expect(res.statusCode).toBe(400);
    expect((res.json() as ErrorEnvelope).error.field).toBe('sellingPrice');
    expect(dataOf(await api.get(product.id)).sellingPrice).toBe(15);
  });

  it('returns 400 with details.categoryId when the new category does not exist', async () => {
    const product = await api.create(categoryId);
    const res = await api.put(product.id, { categoryId: randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'Invalid product data', details: { categoryId: ['Invalid category ID'] }, field: 'categoryId' },
    });
    expect(dataOf(await api.get(product.id)).categoryId).toBe(categoryId);
  });

  it('returns 400 when maxStockLevel is set below the stored minStockLevel', async () => {
    const product = await api.create(categoryId, { minStockLevel: 10, maxStockLevel: 20 });
    const res = await api.put(product.id, { maxStockLevel: 5 });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as ErrorEnvelope;
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toBe('Invalid product data');
    expect(body.error.field).toBe('maxStockLevel');
    expect(dataOf(await api.get(product.id))).toMatchObject({ minStockLevel: 10, maxStockLevel: 20 });
  });

  it('returns 400 when minStockLevel is set above the stored maxStockLevel', async () => {
    const product = await api.create(categoryId, { minStockLevel: 1, maxStockLevel: 5 });
    const res = await api.put(product.id, { minStockLevel: 6 });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as ErrorEnvelope).error.code).toBe('VALIDATION_ERROR');
    expect(dataOf(await api.get(product.id))).toMatchObject({ minStockLevel: 1, maxStockLevel: 5 });
  });

  it('returns 409 DUPLICATE_SKU when the new sku belongs to another product', async () => {
    const first = await api.create(categoryId);
    const second = await api.create(categoryId);
    const res = await api.put(second.id, { sku: first.sku });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'DUPLICATE_SKU', message: `Product with SKU ${first.sku} already exists` },
    });
    expect(dataOf(await api.get(second.id)).sku).toBe(second.sku);
  });

  it('accepts re-sending the product its own sku', async () => {
    const product = await api.create(categoryId);
    const res = await api.put(product.id, { sku: product.sku, name: 'Same sku' });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res)).toMatchObject({ sku: product.sku, name: 'Same sku' });
  });

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const res = await api.put(randomUUID(), { name: 'Nobody' });
    expect(res.statusCode).toBe(404);
    expect((res.json() as ErrorEnvelope).error.code).toBe('NOT_FOUND');
  });

  it('returns 404 NOT_FOUND for an id that is not a UUID', async () => {
    const res = await api.put('123', { name: 'Nobody' });
    expect(res.statusCode).toBe(404);
    expect((res.json() as ErrorEnvelope).error.code).toBe('NOT_FOUND');
  });

  it('returns 403 FORBIDDEN for a staff caller (no products:update)', async () => {
    const product = await api.create(categoryId);
    const staff = productClient(t, await t.login('staff'));
    const res = await staff.put(product.id, { name: 'Staff edit' });
    expect(res.statusCode).toBe(403);
    expect((res.json() as ErrorEnvelope).error.code).toBe('FORBIDDEN');
    expect(dataOf(await api.get(product.id)).name).toBe(product.name);
  });
});

describe('DELETE /api/products/{id}', () => {
  it('archives the product (isActive false) and stamps updatedBy', async () => {
    const product = await api.create(categoryId);
    const res = await admin.del(product.id);
    expect(res.statusCode, res.body).toBe(200);
    const archived = dataOf(res);
    expect(archived).toMatchObject({ id: product.id, isActive: false, sku: product.sku, updatedBy: await admin.me() });
  });

  it('hides an archived product from the list unless includeInactive=true', async () => {
    const category = await api.category();
    const kept = await api.create(category.id);
    const archived = await api.create(category.id);
    expect((await admin.del(archived.id)).statusCode).toBe(200);

    const active = await api.listA({ category_id: category.id });
    expect(active.data.map((p) => p.id)).toEqual([kept.id]);
    expect(active.meta.total).toBe(1);

    const all = await api.listA({ category_id: category.id, includeInactive: true });
    expect(all.data.map((p) => p.id).sort()).toEqual([kept.id, archived.id].sort());
    expect(all.meta.total).toBe(2);
    expect(all.data.find((p) => p.id === archived.id)?.isActive).toBe(false);
  });

  it('still returns an archived product from GET /api/products/{id}', async () => {
    const product = await api.create(categoryId);
    expect((await admin.del(product.id)).statusCode).toBe(200);
    const res = await api.get(product.id);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toMatchObject({ id: product.id, isActive: false, name: product.name });
  });

  it('reactivates an archived product with PUT isActive true', async () => {
    const category = await api.category();
    const product = await api.create(category.id);
    expect((await admin.del(product.id)).statusCode).toBe(200);
    const res = await api.put(product.id, { isActive: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf(res).isActive).toBe(true);
    expect((await api.listA({ category_id: category.id })).data.map((p) => p.id)).toEqual([product.id]);
  });

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const res = await admin.del(randomUUID());
    expect(res.statusCode).toBe(404);
    expect((res.json() as ErrorEnvelope).error.code).toBe('NOT_FOUND');
  });

  it('returns 403 FORBIDDEN for a manager (products:delete is admin only)', async () => {
    const product = await api.create(categoryId);
    const res = await api.del(product.id);
    expect(res.statusCode).toBe(403);
    expect((res.json() as ErrorEnvelope).error.code).toBe('FORBIDDEN');
    expect(dataOf(await api.get(product.id)).isActive).toBe(true);
  });
});
