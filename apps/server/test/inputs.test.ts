/**
 * Inputs that used to reach the database and fail there (issue 13), each now a 400
 * VALIDATION_ERROR naming the field: text with a lone surrogate, dates outside 1900-01-01..2199-12-31.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, warehouseBody, type WarehouseView } from './support/inventory.js';
import { customerBody, orderClient, PURCHASE_ORDERS, SALES_ORDERS, validation, type OrderClient } from './support/orders.js';

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

describe('dates', () => {
  const OUT_OF_RANGE = (label: string) => [`${label} must be between 1900-01-01 and 2199-12-31`];

  it.each([
    ['/api/analytics/dashboard', { to: '9999-12-31' }, 'to'],
    ['/api/analytics/inventory', { from: '0000-01-01' }, 'from'],
    ['/api/analytics/financial', { from: '1899-12-31', to: '1900-01-30' }, 'from'],
    ['/api/inventory/analytics', { to: '9999-12-31' }, 'to'],
    ['/api/inventory/movements', { to: '9999-12-31' }, 'to'],
    ['/api/inventory/movements', { from: '0000-01-01' }, 'from'],
    ['/api/inventory/movements', { to: '2200-01-01T00:00:00Z' }, 'to'],
    ['/api/inventory/movements', { from: '1899-12-31T23:59:59+01:00' }, 'from'],
    [PURCHASE_ORDERS, { from: '0000-01-01' }, 'from'],
    [SALES_ORDERS, { to: '9999-12-31' }, 'to'],
  ])('GET %s with %o: 400 naming %s', async (path, query, field) => {
    expect(expectStatus(await admin.get(path, query), 400)).toEqual(validation({ [field]: OUT_OF_RANGE(field) }));
  });

  it.each([
    ['/api/analytics/dashboard', { from: '2197-01-01', to: '2199-12-31' }],
    ['/api/analytics/sales', { from: '1900-01-01', to: '1900-12-31', groupBy: 'month' }],
    ['/api/inventory/analytics', { from: '1900-01-01', to: '2199-12-31' }],
    ['/api/inventory/movements', { from: '1900-01-01', to: '2199-12-31' }],
    ['/api/inventory/movements', { from: '1900-01-01T00:00:00Z', to: '2199-12-31T23:59:59.999Z' }],
    [SALES_ORDERS, { from: '1900-01-01', to: '2199-12-31' }],
  ])('GET %s with %o (the bounds): 200', async (path, query) => {
    expect(expectStatus(await admin.get(path, query), 200)).toMatchObject({ success: true });
  });

  it('order dates out of range are 400 naming the field; the bounds are accepted', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ sellingPrice: 3, costPrice: 1 });
    const customer = await admin.customer();
    const supplier = await admin.supplier();
    const sale = { customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] };
    const purchase = { supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] };
    expect(expectStatus(await admin.postSalesOrder({ ...sale, orderDate: '0000-01-01' }), 400)).toEqual(validation({ orderDate: OUT_OF_RANGE('Order date') }));
    expect(expectStatus(await admin.postPurchaseOrder({ ...purchase, expectedDate: '9999-12-31' }), 400)).toEqual(validation({ expectedDate: OUT_OF_RANGE('Expected date') }));
    expect(expectStatus(await admin.postPurchaseOrder({ ...purchase, orderDate: '1899-12-31' }), 400)).toEqual(validation({ orderDate: OUT_OF_RANGE('Order date') }));
    const draft = await admin.salesOrder({ ...sale, orderDate: '1900-01-01' });
    expect(expectStatus(await admin.putSalesOrder(draft.id, { orderDate: '2200-01-01' }), 400)).toEqual(validation({ orderDate: OUT_OF_RANGE('Order date') }));
    expect(await admin.updateSalesOrder(draft.id, { orderDate: '2199-12-31' })).toMatchObject({ orderDate: '2199-12-31' });
    expect(await admin.purchaseOrder({ ...purchase, orderDate: '2199-12-31', expectedDate: '1900-01-01' })).toMatchObject({ orderDate: '2199-12-31', expectedDate: '1900-01-01' });
  });

  it('a malformed date keeps its one format message', async () => {
    expect(expectStatus(await admin.get('/api/inventory/movements', { from: 'soon' }), 400)).toEqual(validation({ from: ['from must be an ISO 8601 date or date-time'] }));
    expect(expectStatus(await admin.get('/api/analytics/sales', { to: '2024-02-30' }), 400)).toEqual(validation({ to: ['to must be an ISO date (YYYY-MM-DD)'] }));
  });
});
