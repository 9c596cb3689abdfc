/**
 * Large quantities (decision 0013). Sums of units over levels and the ledger pass the 32-bit integer
 * range long before any one level does: every report, list and detail that sums them answers with
 * the exact figure (a JSON number below 2^53) instead of a 500, for every date range that includes
 * them, and the ledger's value sums hold quantities × the largest cost prices. One movement or
 * order line carries at most 100,000,000 units (a 400 naming the field beyond); a count sets a
 * level up to its maximum, 2,147,483,647, and a movement past it is a 409.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { orderClient, validation, type OrderClient } from '../../support/orders.js';

const t = await setupTestApp();

const MAX_LINE = 100_000_000;
const BILLION_1_1 = 1_100_000_000;
const TOO_MANY = { quantity: ['Quantity must be at most 100,000,000'] };

let admin: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
});

/** Receives `total` units in movements of at most 100,000,000. */
async function receiveInLines(product: ProductView, warehouse: WarehouseView, total: number) {
  for (let left = total; left > 0; left -= MAX_LINE) await admin.receive(product.id, warehouse.id, Math.min(left, MAX_LINE), 'Bulk delivery');
}

const today = () => new Date().toISOString().slice(0, 10);
const data = async <T = Record<string, unknown>>(path: string, query: Record<string, string | number> = {}) =>
  expectStatus<{ data: T }>(await admin.get(path, query), 200).data;

describe('sums past the 32-bit integer range', () => {
  let w1: WarehouseView;
  let w2: WarehouseView;
  let dear: ProductView;
  let cheap: ProductView;

  beforeAll(async () => {
    [w1, w2] = [await admin.warehouse(), await admin.warehouse()];
    const category = await admin.products.category();
    // At the highest cost price, 100,000,000 units are worth 99,999,999,000,000.00: two such
    // movements in one day already pass what the ledger's value columns held before.
    dear = await admin.product({ costPrice: 999_999.99, sellingPrice: 999_999.99 }, category.id);
    cheap = await admin.product({ costPrice: 1, sellingPrice: 2 }, category.id);
    await receiveInLines(dear, w1, BILLION_1_1);
    await receiveInLines(dear, w2, BILLION_1_1);
    await receiveInLines(cheap, w1, BILLION_1_1);
  });

  it('the dashboard, for any range that includes them', async () => {
    const queries: Record<string, string>[] = [{}, { from: today(), to: today() }, { warehouseId: w1.id }];
    for (const query of queries) {
      const dashboard = await data<{ stock: { units: unknown; costValue: number } }>('/api/analytics/dashboard', query);
      expect(dashboard.stock.units).toBe('warehouseId' in query ? 2_200_000_000 : 3_300_000_000);
    }
    const all = await data<{ stock: { units: unknown; costValue: number; retailValue: number } }>('/api/analytics/dashboard');
    expect(all.stock).toEqual({ units: 3_300_000_000, costValue: 2_200_001_078_000_000, retailValue: 2_200_002_178_000_000 });
  });

  it('the inventory report: valuation, dead stock and the movement series from the daily ledger', async () => {
    const report = await data<{
      valuation: { byWarehouse: { warehouseId: string; units: unknown }[]; byCategory: { units: unknown }[] };
      deadStock: { productId: string; onHand: unknown }[];
      movementSeries: { period: string; type: string; count: number; quantity: unknown }[];
    }>('/api/analytics/inventory', { from: today(), to: today() });
    expect(report.valuation.byWarehouse.map((row) => [row.warehouseId, row.units])).toEqual(
      expect.arrayContaining([
        [w1.id, 2_200_000_000],
        [w2.id, 1_100_000_000],
      ]),
    );
    expect(report.valuation.byCategory).toEqual([expect.objectContaining({ units: 3_300_000_000 })]);
    expect(report.deadStock.find((row) => row.productId === dear.id)?.onHand).toBe(2_200_000_000);
    expect(report.movementSeries).toEqual([{ period: today(), type: 'manual_in', count: 33, quantity: 3_300_000_000 }]);
  });

  it('the financial report values the ledger exactly', async () => {
    const report = await data<{ totals: { inventoryValueEnd: number } }>('/api/analytics/financial', { from: today(), to: today() });
    expect(report.totals.inventoryValueEnd).toBe(2_200_001_078_000_000);
  });

  it('GET /api/inventory/analytics: valuation, units in by type and by day', async () => {
    const analytics = await data<{
      valuation: { totalUnits: unknown };
      movements: { in: unknown; out: unknown; byType: unknown[]; byDay: unknown[] };
    }>('/api/inventory/analytics');
    expect(analytics.valuation.totalUnits).toBe(3_300_000_000);
    expect(analytics.movements).toEqual({
      in: 3_300_000_000,
      out: 0,
      byType: [{ type: 'manual_in', count: 33, quantity: 3_300_000_000 }],
      byDay: [{ date: today(), in: 3_300_000_000, out: 0 }],
    });
  });

  it('the warehouse detail and the product stock figures, in get and in list (cached or not)', async () => {
    expect((await data<{ stock: unknown }>(`/api/warehouse/${w1.id}`)).stock).toEqual({ products: 2, unitsOnHand: 2_200_000_000, stockValue: 1_100_001_089_000_000 });
    const stock = { onHand: 2_200_000_000, reserved: 0, available: 2_200_000_000 };
    expect((await data<ProductView>(`/api/products/${dear.id}`)).stock).toEqual(stock);
    for (let i = 0; i < 2; i++) {
      const listed = expectStatus<{ data: ProductView[] }>(await admin.products.list({ search: dear.sku }), 200).data;
      expect(listed.map((p) => p.stock)).toEqual([stock]);
    }
  });

  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('levels near the integer maximum', () => {
  it('a count takes a level to 2,147,483,647; one more unit is 409 CONFLICT and writes nothing', async () => {
    const [warehouse, product] = [await admin.warehouse(), await admin.product()];
    const counted = await admin.send('POST', '/api/inventory/adjustments', { productId: product.id, warehouseId: warehouse.id, countedQuantity: 2_147_483_647, reason: 'count' });
    expect(expectStatus<{ data: { level: { onHand: number } } }>(counted, 201).data.level.onHand).toBe(2_147_483_647);
    const res = await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'Overflow' });
    expect(expectStatus<{ error: unknown }>(res, 409).error).toEqual({
      code: 'CONFLICT',
      message: 'Stock level would exceed the maximum',
      details: [{ productId: product.id, warehouseId: warehouse.id }],
    });
    expect(await admin.onHand(product.id, warehouse.id)).toBe(2_147_483_647);
  });

  it('low stock suggests refilling to twice a minimum near the integer maximum', async () => {
    const [warehouse, product] = [await admin.warehouse(), await admin.product({ minStockLevel: 2_000_000_000 })];
    await admin.receive(product.id, warehouse.id, 5);
    const low = await admin.list<{ productId: string; shortfall: number; suggestedOrderQuantity: number }>('/api/inventory/low-stock', { warehouseId: warehouse.id });
    expect(low.data).toEqual([expect.objectContaining({ productId: product.id, shortfall: 1_999_999_995, suggestedOrderQuantity: 3_999_999_995 })]);
  });
});

describe('at most 100,000,000 units per movement or line', () => {
  let warehouse: WarehouseView;
  let other: WarehouseView;
  let product: ProductView;

  beforeAll(async () => {
    [warehouse, other, product] = [await admin.warehouse(), await admin.warehouse(), await admin.product()];
    await admin.receive(product.id, warehouse.id, MAX_LINE);
  });

  it('movements and adjustments: 400 naming quantity, nothing written', async () => {
    const movement = { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: MAX_LINE + 1, reason: 'Typo' };
    expect(expectStatus(await admin.move(movement), 400)).toEqual(validation(TOO_MANY));
    const adjustment = { productId: product.id, warehouseId: warehouse.id, reason: 'found' };
    expect(expectStatus(await admin.send('POST', '/api/inventory/adjustments', { ...adjustment, quantity: MAX_LINE + 1 }), 400)).toEqual(validation(TOO_MANY));
    expect(expectStatus(await admin.send('POST', '/api/inventory/adjustments', { ...adjustment, quantity: -MAX_LINE - 1 }), 400)).toEqual(
      validation({ quantity: ['Quantity must be at least -100,000,000'] }),
    );
    expect(await admin.onHand(product.id, warehouse.id)).toBe(MAX_LINE);
  });

  it('transfers: 400 naming the line; exactly the maximum moves', async () => {
    const transfer = (quantity: number) => ({ fromWarehouseId: warehouse.id, toWarehouseId: other.id, items: [{ productId: product.id, quantity }] });
    expect(expectStatus(await admin.transfer(transfer(MAX_LINE + 1)), 400)).toEqual(validation({ 'items.0.quantity': TOO_MANY.quantity }));
    expectStatus(await admin.transfer(transfer(MAX_LINE)), 201);
    expect(await admin.onHand(product.id, other.id)).toBe(MAX_LINE);
  });

  it('order lines, receipts and shipments: 400 naming the line', async () => {
    const [supplier, customer] = [await admin.supplier(), await admin.customer()];
    const line = (quantity: number) => [{ productId: product.id, quantity, unitCost: 0.01, unitPrice: 0.01 }];
    const purchase = { supplierId: supplier.id, warehouseId: warehouse.id };
    const sale = { customerId: customer.id, warehouseId: other.id };
    const tooMany = validation({ 'items.0.quantity': TOO_MANY.quantity });
    const pLine = (quantity: number) => line(quantity).map(({ unitPrice: _, ...l }) => l);
    const sLine = (quantity: number) => line(quantity).map(({ unitCost: _, ...l }) => l);
    expect(expectStatus(await admin.postPurchaseOrder({ ...purchase, items: pLine(MAX_LINE + 1) }), 400)).toEqual(tooMany);
    expect(expectStatus(await admin.postSalesOrder({ ...sale, items: sLine(MAX_LINE + 1) }), 400)).toEqual(tooMany);

    const order = await admin.purchaseOrder({ ...purchase, items: pLine(MAX_LINE) });
    await admin.updatePurchaseOrder(order.id, { status: 'approved' });
    expect(expectStatus(await admin.receiveOrder(order.id, { items: [{ productId: product.id, quantity: MAX_LINE + 1 }] }), 400)).toEqual(tooMany);
    expect((await admin.received(order.id, [{ productId: product.id, quantity: MAX_LINE }])).status).toBe('received');

    const sold = await admin.salesOrder({ ...sale, items: sLine(MAX_LINE) });
    await admin.updateSalesOrder(sold.id, { status: 'confirmed' });
    expect(expectStatus(await admin.shipOrder(sold.id, { items: [{ productId: product.id, quantity: MAX_LINE + 1 }] }), 400)).toEqual(tooMany);
    expect((await admin.shipped(sold.id)).status).toBe('shipped');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
