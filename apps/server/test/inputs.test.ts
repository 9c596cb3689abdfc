/**
 * Inputs that used to reach the database and fail there (issue 13), each now a 400
 * VALIDATION_ERROR naming the field: text with a lone surrogate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, warehouseBody, type WarehouseView } from './support/inventory.js';
import { customerBody, orderClient, validation, type OrderClient } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
});

describe('lone surrogates', () => {
  const LONE = 'Dock \ud800';
  const MESSAGE = ['Text must be valid Unicode (no lone surrogates)'];

  it('in an address stored as JSON: 400 naming the field, and nothing is created', async () => {
    const body = warehouseBody({ address: { line1: '1 Quay', city: LONE, country: 'DE' } });
    expect(expectStatus(await admin.send('POST', '/api/warehouse', body), 400)).toEqual(validation({ 'address.city': MESSAGE }));
    const listed = await admin.list<WarehouseView>('/api/warehouse', { search: String(body.code) });
    expect(listed.data).toEqual([]);
    const customer = customerBody({ shippingAddress: { line1: LONE, city: 'Gent', country: 'BE' } });
    expect(expectStatus(await admin.postCustomer(customer), 400)).toEqual(validation({ 'shippingAddress.line1': MESSAGE }));
  });

  it('in plain text: 400 naming the field rather than storing U+FFFD in its place', async () => {
    const category = await admin.products.category();
    const product = { name: LONE, sku: 'LONE-1', categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 };
    expect(expectStatus(await admin.send('POST', '/api/products', product), 400)).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'Invalid product data', details: { name: MESSAGE }, field: 'name' },
    });
    expect((await admin.products.listA({ search: 'LONE-1' })).data).toEqual([]);
  });

  it('accepts surrogate pairs (characters outside the Basic Multilingual Plane)', async () => {
    const warehouse = await admin.warehouse({ name: 'Crates 📦', address: { line1: '𝟙 Quay', city: 'Gdańsk', country: 'PL' } });
    expect(warehouse).toMatchObject({ name: 'Crates 📦', address: { line1: '𝟙 Quay' } });
  });
});
