/**
 * POST /api/products: validation of both body forms (SPEC 2.1, 2.2), the success envelope and
 * response fields (SPEC 2.3, 4.1, 4.2), money precision and duplicate SKUs (SPEC 7).
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { camelBody, productClient, snakeBody, tag, type ErrorEnvelope, type ProductClient, type ProductView } from './support/products.js';

const t = await setupTestApp();

/** Asserts the exact 400 envelope of SPEC 4.1/7: the details map, `field` = first failing field, nothing else. */
function expectValidationError(res: LightMyRequestResponse, details: Record<string, string[]>, message = 'Invalid product data') {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as ErrorEnvelope;
  expect(Object.keys(body).sort()).toEqual(['error', 'success']);
  expect(body).toEqual({
    success: false,
    error: { code: 'VALIDATION_ERROR', message, details, field: Object.keys(details)[0] },
  });
}

let api: ProductClient;
let categoryId: string;

beforeAll(async () => {
  api = productClient(t, await t.login('manager'));
  categoryId = (await api.category()).id;
});

describe('POST /api/products', () => {
  describe('camelCase body (SPEC 2.1) validation', () => {
    const cases: { title: string; override: Record<string, unknown>; omit?: string; field: string; message: string }[] = [
      { title: 'name is missing', override: {}, omit: 'name', field: 'name', message: 'Product name is required' },
      { title: 'name is empty', override: { name: '' }, field: 'name', message: 'Product name is required' },
      { title: 'name has 256 characters', override: { name: 'n'.repeat(256) }, field: 'name', message: 'Product name is too long' },
      { title: 'description has 1001 characters', override: { description: 'd'.repeat(1001) }, field: 'description', message: 'Description is too long' },
      { title: 'sku is missing', override: {}, omit: 'sku', field: 'sku', message: 'SKU is required' },
      { title: 'sku is empty', override: { sku: '' }, field: 'sku', message: 'SKU is required' },
      { title: 'sku has 51 characters', override: { sku: 'S'.repeat(51) }, field: 'sku', message: 'SKU is too long' },
      { title: 'sku has lowercase letters', override: { sku: 'abc-1' }, field: 'sku', message: 'SKU must contain only uppercase letters, numbers, and hyphens' },
      { title: 'sku has a space', override: { sku: 'AB 12' }, field: 'sku', message: 'SKU must contain only uppercase letters, numbers, and hyphens' },
      { title: 'sku has an underscore', override: { sku: 'AB_12' }, field: 'sku', message: 'SKU must contain only uppercase letters, numbers, and hyphens' },
      { title: 'categoryId is not a UUID', override: { categoryId: 'not-a-uuid' }, field: 'categoryId', message: 'Invalid category ID' },
      { title: 'categoryId is missing', override: {}, omit: 'categoryId', field: 'categoryId', message: 'Invalid category ID' },
      { title: 'brand has 101 characters', override: { brand: 'b'.repeat(101) }, field: 'brand', message: 'Brand name is too long' },
      { title: 'costPrice is negative', override: { costPrice: -0.01 }, field: 'costPrice', message: 'Cost price must be positive' },
      { title: 'costPrice is above 999999.99', override: { costPrice: 1_000_000 }, field: 'costPrice', message: 'Cost price is too high' },
      { title: 'sellingPrice is negative', override: { sellingPrice: -1 }, field: 'sellingPrice', message: 'Selling price must be positive' },
      { title: 'sellingPrice is above 999999.99', override: { sellingPrice: 1_000_000 }, field: 'sellingPrice', message: 'Selling price is too high' },
      { title: 'minStockLevel is fractional', override: { minStockLevel: 1.5 }, field: 'minStockLevel', message: 'Minimum stock level must be an integer' },
      { title: 'minStockLevel is a string', override: { minStockLevel: 'ten' }, field: 'minStockLevel', message: 'Minimum stock level must be an integer' },
      { title: 'minStockLevel is negative', override: { minStockLevel: -1 }, field: 'minStockLevel', message: 'Minimum stock level must be positive' },
      { title: 'maxStockLevel is fractional', override: { maxStockLevel: 2.25 }, field: 'maxStockLevel', message: 'Maximum stock level must be an integer' },
      { title: 'maxStockLevel is a string', override: { maxStockLevel: 'lots' }, field: 'maxStockLevel', message: 'Maximum stock level must be an integer' },
      { title: 'maxStockLevel is negative', override: { maxStockLevel: -5 }, field: 'maxStockLevel', message: 'Maximum stock level must be positive' },
    ];

    it.each(cases)('returns 400 $message when $title', async ({ override, omit, field, message }) => {
      const body = camelBody(categoryId, override);
      if (omit) delete body[omit];
      const res = await api.post(body);
      expectValidationError(res, { [field]: [message] });
    });

    it('reports every failing field in details and names the first one in field', async () => {
      const res = await api.post(camelBody(categoryId, { name: 'n'.repeat(256), brand: 'b'.repeat(101), sellingPrice: -3 }));
      expectValidationError(res, {
        name: ['Product name is too long'],
        brand: ['Brand name is too long'],
        sellingPrice: ['Selling price must be positive'],
      });
    });

    it('returns 400 with details.categoryId "Invalid category ID" when the UUID names no category', async () => {
      const res = await api.post(camelBody(randomUUID()));
      expectValidationError(res, { categoryId: ['Invalid category ID'] });
    });

    it('returns 400 when maxStockLevel is below minStockLevel', async () => {
      const res = await api.post(camelBody(categoryId, { minStockLevel: 10, maxStockLevel: 5 }));
      expect(res.statusCode).toBe(400);
      const body = res.json() as ErrorEnvelope;
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.message).toBe('Invalid product data');
      expect(body.error.field).toBe('maxStockLevel');
      expect(Object.keys(body.error.details ?? {})).toEqual(['maxStockLevel']);
    });

    it('accepts the boundaries: 255-character name, 1000-character description, 50-character sku, 100-character brand, prices 0 and 999999.99, stock levels 0', async () => {
      const sku = `B-${tag()}`.padEnd(50, '9');
      const res = await api.post(
        camelBody(categoryId, {
          name: 'n'.repeat(255),
          description: 'd'.repeat(1000),
          sku,
          brand: 'b'.repeat(100),
          costPrice: 0,
          sellingPrice: 999_999.99,
          minStockLevel: 0,
          maxStockLevel: 0,
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as { data: ProductView }).data).toMatchObject({
        name: 'n'.repeat(255),
        sku,
        costPrice: 0,
        sellingPrice: 999_999.99,
        minStockLevel: 0,
        maxStockLevel: 0,
      });
    });

    it('does not create anything when validation fails', async () => {
      const sku = `NOPE-${tag()}`;
      const res = await api.post(camelBody(categoryId, { sku, sellingPrice: -1 }));
      expect(res.statusCode).toBe(400);
      const list = await api.listA({ search: sku, includeInactive: true });
      expect(list.meta.total).toBe(0);
      expect(list.data).toEqual([]);
    });
  });

  describe('snake_case body (SPEC 2.2)', () => {
    it('returns 400 "SKU format invalid" for an sku with a space', async () => {
      const res = await api.post(snakeBody(categoryId, { sku: 'bad sku' }));
      expectValidationError(res, { sku: ['SKU format invalid'] });
    });

    it('returns 400 "SKU format invalid" for an sku longer than 50 characters', async () => {
      const res = await api.post(snakeBody(categoryId, { sku: 'a'.repeat(51) }));
      expectValidationError(res, { sku: ['SKU format invalid'] });
    });

    it('returns 400 "Price must be positive" for price 0', async () => {
      const res = await api.post(snakeBody(categoryId, { price: 0 }));
      expectValidationError(res, { price: ['Price must be positive'] });
    });

    it('returns 400 "Price must be positive" for a negative price', async () => {
      const res = await api.post(snakeBody(categoryId, { price: -4.5 }));
      expectValidationError(res, { price: ['Price must be positive'] });
    });

    it('returns 400 "Invalid category ID" for a category_id that is not a UUID', async () => {
      const res = await api.post(snakeBody('abc'));
      expectValidationError(res, { category_id: ['Invalid category ID'] });
    });

    it('returns 400 "Barcode must contain only numbers" for a barcode with letters', async () => {
      const res = await api.post(snakeBody(categoryId, { barcode: '4006381A33931' }));
      expectValidationError(res, { barcode: ['Barcode must contain only numbers'] });
    });

    it('uppercases a lowercase sku on success', async () => {
      const sku = `low-${tag()}`.toLowerCase();
      const res = await api.post(snakeBody(categoryId, { sku }));
      expect(res.statusCode, res.body).toBe(201);
      const product = (res.json() as { data: ProductView }).data;
      expect(product.sku).toBe(sku.toUpperCase());
      const read = await api.get(product.id);
      expect((read.json() as { data: ProductView }).data.sku).toBe(sku.toUpperCase());
    });

    it('maps price to sellingPrice and price, and category_id to categoryId', async () => {
      const res = await api.post(snakeBody(categoryId, { price: 42.1 }));
      expect(res.statusCode, res.body).toBe(201);
      const product = (res.json() as { data: ProductView }).data;
      expect(product.sellingPrice).toBe(42.1);
      expect(product.price).toBe(42.1);
      expect(product.categoryId).toBe(categoryId);
      expect(product.category.id).toBe(categoryId);
    });

    it('defaults costPrice to 0 and unitOfMeasure to piece', async () => {
      const res = await api.post(snakeBody(categoryId));
      expect(res.statusCode, res.body).toBe(201);
      const product = (res.json() as { data: ProductView }).data;
      expect(product.costPrice).toBe(0);
      expect(product.unitOfMeasure).toBe('piece');
      expect(product.isActive).toBe(true);
    });

    it('keeps weight, barcode and description', async () => {
      const res = await api.post(snakeBody(categoryId, { weight: 1.25, barcode: '4006381333931', description: 'Snake form' }));
      expect(res.statusCode, res.body).toBe(201);
      const product = (res.json() as { data: ProductView }).data;
      expect(product).toMatchObject({ weight: 1.25, barcode: '4006381333931', description: 'Snake form' });
      const read = (await api.get(product.id)).json() as { data: ProductView };
      expect(read.data).toMatchObject({ weight: 1.25, barcode: '4006381333931', description: 'Snake form' });
    });
  });

  describe('success', () => {
    it('returns 201 with the envelope {success, data, message} and every product field', async () => {
      const category = await api.category();
      const me = await api.me();
      const sku = `FULL-${tag()}`;
      const body = {
        name: 'Cordless Drill',
        description: '18V, two batteries',
        sku,
        categoryId: category.id,
        brand: 'Bosch',
        unitOfMeasure: 'box',
        costPrice: 55.5,
        sellingPrice: 89.99,
        minStockLevel: 2,
        maxStockLevel: 40,
        isActive: true,
        weight: 2.5,
        barcode: '0123456789012',
      };
      const res = await api.post(body);
      expect(res.statusCode, res.body).toBe(201);
      const json = res.json() as { success: boolean; data: ProductView; message: string };
      expect(Object.keys(json).sort()).toEqual(['data', 'message', 'success']);
      expect(json.success).toBe(true);
      expect(typeof json.message).toBe('string');
      expect(json.message.length).toBeGreaterThan(0);
      const product = json.data;
      expect(Object.keys(product).sort()).toEqual(
        [
          'id', 'name', 'description', 'sku', 'categoryId', 'category', 'brand', 'unitOfMeasure', 'costPrice', 'sellingPrice',
          'price', 'currency', 'minStockLevel', 'maxStockLevel', 'isActive', 'weight', 'barcode', 'tracking', 'costingMethod', 'shelfLifeDays', 'minRemainingShelfLifeDays', 'stock',
          'createdBy', 'createdByName', 'updatedBy', 'updatedByName', 'createdAt', 'updatedAt',
        ].sort(),
      );
      expect(product).toEqual({
        ...body,
        id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
        category: { id: category.id, name: category.name },
        price: 89.99,
        currency: 'USD',
        tracking: 'none',
        costingMethod: 'average',
        shelfLifeDays: null,
        minRemainingShelfLifeDays: null,
        stock: { onHand: 0, reserved: 0, available: 0 },
        createdBy: me,
        createdByName: 'Test manager',
        updatedBy: me,
        updatedByName: 'Test manager',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
      expect(new Date(product.updatedAt).toISOString()).toBe(product.updatedAt);
      expect(Math.abs(Date.now() - Date.parse(product.createdAt))).toBeLessThan(60_000);

      const read = await api.get(product.id);
      expect(read.statusCode).toBe(200);
      expect((read.json() as { data: ProductView }).data).toEqual(product);
    });

    it('stamps createdBy with the caller from GET /api/auth/me even when the body sends createdBy', async () => {
      const other = productClient(t, await t.login('admin'));
      const otherId = await other.me();
      const me = await api.me();
      expect(otherId).not.toBe(me);
      const res = await api.post(camelBody(categoryId, { createdBy: otherId, updatedBy: otherId }));
      expect(res.statusCode, res.body).toBe(201);
      const product = (res.json() as { data: ProductView }).data;
      expect(product.createdBy).toBe(me);
      expect(product.updatedBy).toBe(me);
    });

    it('defaults optional camelCase fields: isActive true, nulls for description, brand, stock levels, weight and barcode', async () => {
      const product = await api.create(categoryId);
      expect(product).toMatchObject({
        isActive: true,
        description: null,
        brand: null,
        minStockLevel: null,
        maxStockLevel: null,
        weight: null,
        barcode: null,
      });
    });

    it('returns 403 FORBIDDEN for a staff caller (no products:create)', async () => {
      const staff = productClient(t, await t.login('staff'));
      const res = await staff.post(camelBody(categoryId));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: { code: 'FORBIDDEN', message: 'Insufficient permissions' } });
    });

    it('returns 401 UNAUTHORIZED without a bearer token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/products', payload: camelBody(categoryId) });
      expect(res.statusCode).toBe(401);
      expect((res.json() as ErrorEnvelope).error.code).toBe('UNAUTHORIZED');
    });
  });

  describe('money', () => {
    it('round-trips 19.99 exactly', async () => {
      const product = await api.create(categoryId, { sellingPrice: 19.99, costPrice: 19.99 });
      expect(product.sellingPrice).toBe(19.99);
      expect(product.price).toBe(19.99);
      expect(product.costPrice).toBe(19.99);
      const read = (await api.get(product.id)).json() as { data: ProductView };
      expect(read.data.sellingPrice).toBe(19.99);
      expect(read.data.costPrice).toBe(19.99);
    });

    it.each([0.01, 0.07, 0.29, 1.1, 4.35, 8.2, 1234.56, 999_999.99])('accepts and round-trips %s (two decimals in binary floating point)', async (value) => {
      const product = await api.create(categoryId, { sellingPrice: value, costPrice: value });
      expect(product.sellingPrice).toBe(value);
      expect(product.costPrice).toBe(value);
    });

    it('returns 400 for a selling price with 3 decimals', async () => {
      const res = await api.post(camelBody(categoryId, { sellingPrice: 19.999 }));
      expect(res.statusCode).toBe(400);
      const body = res.json() as ErrorEnvelope;
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.field).toBe('sellingPrice');
      expect(Object.keys(body.error.details ?? {})).toEqual(['sellingPrice']);
    });

    it('returns 400 for a cost price with 3 decimals', async () => {
      const res = await api.post(camelBody(categoryId, { costPrice: 0.005 }));
      expect(res.statusCode).toBe(400);
      const body = res.json() as ErrorEnvelope;
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.field).toBe('costPrice');
    });

    it('returns 400 for a snake_case price with 3 decimals', async () => {
      const res = await api.post(snakeBody(categoryId, { price: 1.005 }));
      expect(res.statusCode).toBe(400);
      expect((res.json() as ErrorEnvelope).error.field).toBe('price');
    });
  });

  describe('values the database cannot hold (regressions: these were 500 INTERNAL_ERROR)', () => {
    it.each([
      { title: 'minStockLevel above the integer range', override: { minStockLevel: 2_147_483_648 }, field: 'minStockLevel', message: 'Minimum stock level is too high' },
      { title: 'maxStockLevel above the integer range', override: { maxStockLevel: 3_000_000_000 }, field: 'maxStockLevel', message: 'Maximum stock level is too high' },
      { title: 'weight above numeric(12,3)', override: { weight: 1e10 }, field: 'weight', message: 'Weight is too high' },
      { title: 'a NUL character in name', override: { name: 'Bad\u0000name' }, field: 'name', message: 'Text must not contain NUL characters' },
      { title: 'a NUL character in description', override: { description: 'x\u0000' }, field: 'description', message: 'Text must not contain NUL characters' },
      { title: 'a NUL character in brand', override: { brand: '\u0000' }, field: 'brand', message: 'Text must not contain NUL characters' },
    ])('returns 400 $message for $title', async ({ override, field, message }) => {
      const res = await api.post(camelBody(categoryId, override));
      expectValidationError(res, { [field]: [message] });
    });

    it('accepts the largest stock levels and weight the columns hold', async () => {
      const product = await api.create(categoryId, { minStockLevel: 2_147_483_647, maxStockLevel: 2_147_483_647, weight: 999_999_999.999 });
      expect(product).toMatchObject({ minStockLevel: 2_147_483_647, maxStockLevel: 2_147_483_647, weight: 999_999_999.999 });
    });
  });

  describe('JSON types are not coerced (regression: null and "" were read as 0, "false" as true)', () => {
    it.each([
      { title: 'sellingPrice null', override: { sellingPrice: null }, field: 'sellingPrice', message: 'Selling price must be a number' },
      { title: 'sellingPrice ""', override: { sellingPrice: '' }, field: 'sellingPrice', message: 'Selling price must be a number' },
      { title: 'sellingPrice "9.99"', override: { sellingPrice: '9.99' }, field: 'sellingPrice', message: 'Selling price must be a number' },
      { title: 'costPrice true', override: { costPrice: true }, field: 'costPrice', message: 'Cost price must be a number' },
      { title: 'minStockLevel ""', override: { minStockLevel: '' }, field: 'minStockLevel', message: 'Minimum stock level must be an integer' },
      { title: 'weight "5"', override: { weight: '5' }, field: 'weight', message: 'Weight must be a number' },
      { title: 'isActive "false"', override: { isActive: 'false' }, field: 'isActive', message: 'isActive must be a boolean' },
    ])('returns 400 $message for $title', async ({ override, field, message }) => {
      const res = await api.post(camelBody(categoryId, override));
      expectValidationError(res, { [field]: [message] });
    });

    it('returns 400 "Price must be a number" for a snake_case price of null', async () => {
      const res = await api.post(snakeBody(categoryId, { price: null }));
      expectValidationError(res, { price: ['Price must be a number'] });
    });
  });

  describe('duplicate SKU', () => {
    it('returns 409 DUPLICATE_SKU "Product with SKU <SKU> already exists" when the SKU exists', async () => {
      const first = await api.create(categoryId);
      const res = await api.post(camelBody(categoryId, { sku: first.sku }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'DUPLICATE_SKU', message: `Product with SKU ${first.sku} already exists` },
      });
    });

    it('returns 409 DUPLICATE_SKU naming the uppercased SKU when a lowercase snake_case sku matches an existing one', async () => {
      const first = await api.create(categoryId);
      const res = await api.post(snakeBody(categoryId, { sku: first.sku.toLowerCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'DUPLICATE_SKU', message: `Product with SKU ${first.sku} already exists` },
      });
    });

    it('returns 409 DUPLICATE_SKU when the SKU belongs to an archived product', async () => {
      const admin = productClient(t, await t.login('admin'));
      const first = await api.create(categoryId);
      expect((await admin.del(first.id)).statusCode).toBe(200);
      const res = await api.post(camelBody(categoryId, { sku: first.sku }));
      expect(res.statusCode).toBe(409);
      expect((res.json() as ErrorEnvelope).error.code).toBe('DUPLICATE_SKU');
    });
  });
});
