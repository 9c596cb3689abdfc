/**
 * Inputs that used to reach the database and fail there (decision 0013), each now a 400
 * VALIDATION_ERROR naming the field: text with a lone surrogate, dates outside 1900-01-01..2199-12-31;
 * and ids in upper case, which are the same ids as in lower case everywhere.
 */
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, setupTestApp } from './support/app.js';
import { expectStatus, stockClient, warehouseBody, type MovementResult, type WarehouseView } from './support/inventory.js';
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

describe('ids in upper case', () => {
  const upper = (id: string) => id.toUpperCase();

  it('a transfer to its own source warehouse written in upper case: 400 "Destination must differ"', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await admin.receive(product.id, warehouse.id, 5);
    const items = [{ productId: product.id, quantity: 1 }];
    const expected = validation({ toWarehouseId: ['Destination must differ from the source warehouse'] });
    expect(expectStatus(await admin.transfer({ fromWarehouseId: warehouse.id, toWarehouseId: upper(warehouse.id), items }), 400)).toEqual(expected);
    expect(expectStatus(await admin.transfer({ fromWarehouseId: upper(warehouse.id), toWarehouseId: warehouse.id, items }), 400)).toEqual(expected);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(5);
  });

  it('a product named twice in one order, once in upper case, is a duplicate', async () => {
    const [warehouse, customer, product] = [await admin.warehouse(), await admin.customer(), await admin.product()];
    const items = [{ productId: product.id, quantity: 1 }, { productId: upper(product.id), quantity: 2 }];
    const res = await admin.postSalesOrder({ customerId: customer.id, warehouseId: warehouse.id, items });
    expect(expectStatus(res, 400)).toEqual(validation({ 'items.1.productId': ['Duplicate product in items'] }));
  });

  it('a warehouse-bound user names its own warehouse in upper case, and ids come back in lower case', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const bound = stockClient(t, await t.login('manager', { warehouseId: warehouse.id }));
    const res = await bound.move({ productId: upper(product.id), warehouseId: upper(warehouse.id), type: 'in', quantity: 4, reason: 'Count' });
    const { movement, level } = expectStatus<{ data: MovementResult }>(res, 201).data;
    expect(movement).toMatchObject({ productId: product.id, warehouseId: warehouse.id, quantity: 4 });
    expect(level).toMatchObject({ productId: product.id, warehouseId: warehouse.id, onHand: 4 });
  });

  it('an idempotent retry that writes an id in another case is the same request', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const body = { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 2, reason: 'Delivery' };
    const first = expectStatus<{ data: MovementResult }>(await admin.move(body, 'retry-case'), 201).data;
    const retry = expectStatus<{ data: MovementResult }>(await admin.move({ ...body, productId: upper(product.id) }, 'retry-case'), 201).data;
    expect(retry.movement!.id).toBe(first.movement!.id);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(2);
  });

  it('order lines are received by item ids in upper case, and orders read by upper-case path ids', async () => {
    const [warehouse, supplier, product] = [await admin.warehouse(), await admin.supplier(), await admin.product()];
    const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 3 }] });
    await admin.updatePurchaseOrder(upper(order.id), { status: 'approved' });
    const received = await admin.received(upper(order.id), [{ itemId: upper(order.items[0]!.id), quantity: 3 }]);
    expect(received).toMatchObject({ id: order.id, status: 'received' });
    expect(await admin.purchaseOrderById(upper(order.id))).toMatchObject({ id: order.id, status: 'received' });
  });

  it("a token whose subject is the user's id in upper case authenticates as that user", async () => {
    const me = await admin.me();
    const token = jwt.sign({}, JWT_SECRET, { algorithm: 'HS256', subject: upper(me), expiresIn: 600 });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
    expect(expectStatus<{ data: { id: string } }>(res, 200).data.id).toBe(me);
  });
});
