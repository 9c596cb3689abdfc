/**
 * The configured costing method (COSTING_METHOD, decision 0023): products created without a
 * costing method, one by one or by CSV import, take the configured one, and are costed by it; a
 * product that names its method keeps it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView } from './support/inventory.js';
import { orderClient, type OrderClient } from './support/orders.js';
import { tag } from './support/products.js';

const t = await setupTestApp({ COSTING_METHOD: 'fifo' });

let admin: OrderClient;
let token: string;

beforeAll(async () => {
  token = await t.login('admin');
  admin = orderClient(t, token);
});

describe('COSTING_METHOD=fifo', () => {
  it('costs a product created without a method first in, first out: its first sale takes the older, cheaper units', async () => {
    const product = await admin.product({ costPrice: 1, sellingPrice: 9 });
    expect(product.costingMethod).toBe('fifo');
    const warehouse = await admin.warehouse();
    for (const unitCost of [1, 3]) {
      const supplier = await admin.supplier();
      const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1, unitCost }] });
      await admin.updatePurchaseOrder(order.id, { status: 'approved' });
      await admin.received(order.id, [{ productId: product.id, quantity: 1 }]);
    }
    const customer = await admin.customer();
    const sale = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] });
    await admin.updateSalesOrder(sale.id, { status: 'confirmed' });
    await admin.shipped(sale.id);
    // At the moving average the sale would have cost 2.00.
    const [shipment] = await admin.ledger(product.id, warehouse.id, { type: 'shipment' });
    expect(shipment).toMatchObject({ quantity: -1, value: -1 });
  });

  it('keeps the method a product names', async () => {
    const product = await admin.product({ costingMethod: 'average' });
    expect(product.costingMethod).toBe('average');
  });

  it('gives products created by CSV import the configured method', async () => {
    const category = await admin.products.category();
    const sku = `CSV-FIFO-${tag()}`;
    const csv = `sku,name,categoryId,unitOfMeasure,costPrice,sellingPrice\r\n${sku},Imported,${category.id},piece,1,2\r\n`;
    const res = await t.app.inject({ method: 'POST', url: '/api/products/import', headers: { ...t.auth(token), 'content-type': 'text/csv' }, payload: csv });
    expect(expectStatus<{ data: { created: number } }>(res, 200).data.created).toBe(1);
    const list = expectStatus<{ data: { items: ProductView[] } }>(await t.app.inject({ method: 'GET', url: `/api/products?search=${sku}&shape=page`, headers: t.auth(token) }), 200);
    expect(list.data.items.map((item) => [item.sku, item.costingMethod])).toEqual([[sku, 'fifo']]);
  });
});

describe('the setting', () => {
  it('is average unless set, and refuses a method it does not know at start', () => {
    expect(loadConfig({}).COSTING_METHOD).toBe('average');
    expect(loadConfig({ COSTING_METHOD: 'fifo' }).COSTING_METHOD).toBe('fifo');
    expect(() => loadConfig({ COSTING_METHOD: 'lifo' })).toThrow('Invalid configuration: COSTING_METHOD must be one of: average, fifo');
  });
});
