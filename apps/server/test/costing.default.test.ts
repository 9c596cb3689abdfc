/**
 * The configured costing method (COSTING_METHOD, decision 0023): products created without a
 * costing method, one by one or by CSV import, take the configured one, and are costed by it; a
 * product that names its method keeps it. The product CSV carries each product's method, which an
 * import changes until the product has stock movements.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { setupTestApp } from './support/app.js';
import { ledgerMismatches } from './support/ledger.js';
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

  it('names it in the settings a client reads', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/settings', headers: t.auth(token) });
    expect(expectStatus<{ data: { costingMethod: string } }>(res, 200).data.costingMethod).toBe('fifo');
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

describe('the product CSV', () => {
  /** POSTs `csv` to the product import (not a dry run); returns the response. */
  const importCsv = (csv: string) => t.app.inject({ method: 'POST', url: '/api/products/import', headers: { ...t.auth(token), 'content-type': 'text/csv' }, payload: csv });
  const costingMethodOf = async (product: ProductView) => expectStatus<{ data: ProductView }>(await admin.products.get(product.id), 200).data.costingMethod;

  it('exports each product\'s costing method, and an import changes it until the product has stock movements', async () => {
    const [fresh, moved] = [await admin.product({ costingMethod: 'average' }), await admin.product({ costingMethod: 'average' })];
    await admin.receive(moved.id, (await admin.warehouse()).id, 2);
    const exported = await t.app.inject({ method: 'GET', url: `/api/products/export?search=${fresh.sku}`, headers: t.auth(token) });
    expect(exported.body.split('\r\n')[0]).toContain(',tracking,costingMethod,');
    expect(exported.body.split('\r\n')[1]).toContain(',none,average,');

    const refused = await importCsv(`sku,costingMethod\r\n${fresh.sku},fifo\r\n${moved.sku},fifo\r\n`);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details).toEqual({ 'rows.3.costingMethod': ['Costing method cannot change once the product has stock movements'] });
    // Nothing was written: the row that could change did not.
    expect(await costingMethodOf(fresh)).toBe('average');

    const changed = await importCsv(`sku,costingMethod\r\n${fresh.sku},fifo\r\n${moved.sku},average\r\n`);
    expect(expectStatus<{ data: { updated: number; unchanged: number } }>(changed, 200).data).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await costingMethodOf(fresh)).toBe('fifo');
  });

  it('refuses a new standard cost for a product at standard with stock movements, which the costing method route changes', async () => {
    const [fresh, moved] = [await admin.product({ costingMethod: 'standard', costPrice: 5 }), await admin.product({ costingMethod: 'standard', costPrice: 5 })];
    await admin.receive(moved.id, (await admin.warehouse()).id, 2);
    const refused = await importCsv(`sku,costPrice\r\n${fresh.sku},6\r\n${moved.sku},6\r\n`);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details).toEqual({ 'rows.3.costPrice': ['A standard cost changes through PUT /api/products/{id}/costing-method once the product has stock movements'] });
    // The same standard passes, and so does a new one before any movement.
    const imported = await importCsv(`sku,costPrice\r\n${fresh.sku},6\r\n${moved.sku},5\r\n`);
    expect(expectStatus<{ data: { updated: number; unchanged: number } }>(imported, 200).data).toMatchObject({ updated: 1, unchanged: 1 });
  });
});

describe('an import changing the method beside a stock write', () => {
  // PostgreSQL only: PGlite runs one transaction at a time.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('changes it before the write, which is then costed FIFO, or refuses it after: never under it', async () => {
    const warehouse = await admin.warehouse();
    for (let i = 0; i < 8; i++) {
      const product = await admin.product({ costingMethod: 'average' });
      const [imported] = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/products/import', headers: { ...t.auth(token), 'content-type': 'text/csv' }, payload: `sku,costingMethod\r\n${product.sku},fifo\r\n` }),
        admin.receive(product.id, warehouse.id, 3),
      ]);
      expect([200, 400], imported.body).toContain(imported.statusCode);
      const { costingMethod } = expectStatus<{ data: ProductView }>(await admin.products.get(product.id), 200).data;
      expect(costingMethod).toBe(imported.statusCode === 200 ? 'fifo' : 'average');
    }
    // Every FIFO product's layers hold its ledger's units and value.
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('the setting', () => {
  it('is average unless set, and refuses a method it does not know at start', () => {
    expect(loadConfig({}).COSTING_METHOD).toBe('average');
    expect(loadConfig({ COSTING_METHOD: 'fifo' }).COSTING_METHOD).toBe('fifo');
    expect(() => loadConfig({ COSTING_METHOD: 'lifo' })).toThrow('Invalid configuration: COSTING_METHOD must be one of: average, fifo');
  });
});
