/**
 * Warehouse scoping (decision 0003): a caller bound to a warehouse (users.warehouse_id) reads and changes
 * only that warehouse. Other warehouses' rows are invisible in lists; naming another warehouse in a
 * write is 403 FORBIDDEN and writes nothing; product stock figures, the products list and its
 * in_stock filter use the caller's warehouse's levels.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import {
  expectStatus,
  FORBIDDEN,
  stockClient,
  type AnalyticsView,
  type LevelView,
  type LowStockView,
  type MovementView,
  type ProductView,
  type StockClient,
  type TransferView,
  type WarehouseDetailView,
  type WarehouseView,
} from '../support/inventory.js';
import { ledgerMismatches } from '../support/ledger.js';

const t = await setupTestApp();

/** Unbound admin: makes the fixtures and sees every warehouse. */
let admin: StockClient;
let home: WarehouseView;
let away: WarehouseView;
/** Bound to `home`. */
let staff: StockClient;
let manager: StockClient;
let boundAdmin: StockClient;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  home = await admin.warehouse();
  away = await admin.warehouse();
  staff = stockClient(t, await t.login('staff', { warehouseId: home.id }));
  manager = stockClient(t, await t.login('manager', { warehouseId: home.id }));
  boundAdmin = stockClient(t, await t.login('admin', { warehouseId: home.id }));
});

/** A product with `homeStock` units at home and `awayStock` away (no level where 0). */
async function stocked(homeStock: number, awayStock: number, overrides: Record<string, unknown> = {}, categoryId?: string): Promise<ProductView> {
  const product = await admin.product(overrides, categoryId);
  if (homeStock) await admin.receive(product.id, home.id, homeStock);
  if (awayStock) await admin.receive(product.id, away.id, awayStock);
  return product;
}

describe('a warehouse-bound caller and warehouses', () => {
  it('lists only its own warehouse', async () => {
    const list = await staff.list<WarehouseView>('/api/warehouse', { limit: 100 });
    expect(list.data.map((w) => w.id)).toEqual([home.id]);
    expect(list.meta.total).toBe(1);
    const searched = await staff.list<WarehouseView>('/api/warehouse', { search: away.code });
    expect(searched.data).toEqual([]);
    expect(searched.meta.total).toBe(0);
    // The unbound admin sees both.
    const all = await admin.list<WarehouseView>('/api/warehouse', { limit: 100 });
    expect(all.data.map((w) => w.id)).toEqual(expect.arrayContaining([home.id, away.id]));
  });

  it('reads its own warehouse and gets 404 for another', async () => {
    const own = expectStatus<{ data: WarehouseDetailView }>(await staff.getWarehouse(home.id), 200).data;
    expect(own.id).toBe(home.id);
    expect(expectStatus(await staff.getWarehouse(away.id), 404)).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Warehouse not found' } });
  });

  it('updates its own warehouse and gets 403 FORBIDDEN for another, which stays unchanged', async () => {
    expect(expectStatus<{ data: WarehouseView }>(await boundAdmin.putWarehouse(home.id, { name: `${home.name} (home)` }), 200).data.name).toBe(`${home.name} (home)`);
    expect(expectStatus(await boundAdmin.putWarehouse(away.id, { name: 'Taken over' }), 403)).toEqual(FORBIDDEN);
    const read = expectStatus<{ data: WarehouseView }>(await admin.getWarehouse(away.id), 200).data;
    expect(read.name).toBe(away.name);
  });
});

describe('a warehouse-bound caller reading stock', () => {
  it('sees only its warehouse in GET /api/inventory, and nothing when it asks for another', async () => {
    const product = await stocked(5, 7);
    const list = await staff.list<LevelView>('/api/inventory', { productId: product.id });
    expect(list.data.map((l) => [l.warehouseId, l.onHand])).toEqual([[home.id, 5]]);
    expect(list.meta.total).toBe(1);
    const other = await staff.list<LevelView>('/api/inventory', { productId: product.id, warehouseId: away.id });
    expect(other.data).toEqual([]);
    expect(other.meta.total).toBe(0);
    expect((await admin.list<LevelView>('/api/inventory', { productId: product.id })).meta.total).toBe(2);
  });

  it('sees only its warehouse in the ledger', async () => {
    const product = await stocked(2, 3);
    const list = await staff.list<MovementView>('/api/inventory/movements', { productId: product.id });
    expect(list.data.map((m) => [m.warehouseId, m.quantity])).toEqual([[home.id, 2]]);
    expect((await staff.list<MovementView>('/api/inventory/movements', { productId: product.id, warehouseId: away.id })).data).toEqual([]);
  });

  it('sees only its warehouse in low stock', async () => {
    const product = await stocked(1, 2, { minStockLevel: 10 });
    const mine = await staff.list<LowStockView>('/api/inventory/low-stock', { limit: 100 });
    expect(mine.data.filter((r) => r.productId === product.id).map((r) => r.warehouseId)).toEqual([home.id]);
    expect(mine.data.every((r) => r.warehouseId === home.id)).toBe(true);
    expect((await staff.list<LowStockView>('/api/inventory/low-stock', { warehouseId: away.id })).data).toEqual([]);
  });

  it("gets its warehouse's analytics, and 403 FORBIDDEN when it names another warehouse", async () => {
    await stocked(4, 9);
    const mine = expectStatus<{ data: AnalyticsView }>(await staff.get('/api/inventory/analytics'), 200).data;
    const homeView = expectStatus<{ data: AnalyticsView }>(await admin.get('/api/inventory/analytics', { warehouseId: home.id }), 200).data;
    expect(mine.valuation).toEqual(homeView.valuation);
    expect(mine.valuation.byWarehouse.map((w) => w.warehouseId)).toEqual([home.id]);
    expect(mine.movements.in).toBe(homeView.movements.in);
    expect(expectStatus(await staff.get('/api/inventory/analytics', { warehouseId: away.id }), 403)).toEqual(FORBIDDEN);
  });

  it('sees only transfers touching its warehouse, and 404 for another transfer', async () => {
    const product = await stocked(5, 5);
    const third = await admin.warehouse();
    const mine = expectStatus<{ data: TransferView }>(
      await admin.transfer({ fromWarehouseId: away.id, toWarehouseId: home.id, items: [{ productId: product.id, quantity: 1 }] }),
      201,
    ).data;
    const theirs = expectStatus<{ data: TransferView }>(
      await admin.transfer({ fromWarehouseId: away.id, toWarehouseId: third.id, items: [{ productId: product.id, quantity: 1 }] }),
      201,
    ).data;
    const list = await staff.list<TransferView>('/api/warehouse/transfers', { limit: 100 });
    expect(list.data.map((x) => x.id)).toContain(mine.id);
    expect(list.data.map((x) => x.id)).not.toContain(theirs.id);
    expect(list.data.every((x) => x.fromWarehouseId === home.id || x.toWarehouseId === home.id)).toBe(true);
    expect((await staff.list<TransferView>('/api/warehouse/transfers', { warehouseId: third.id })).data).toEqual([]);
    expect(expectStatus(await staff.get(`/api/warehouse/transfers/${mine.id}`), 200)).toEqual({ success: true, data: mine });
    expect(expectStatus(await staff.get(`/api/warehouse/transfers/${theirs.id}`), 404)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Transfer not found' },
    });
  });
});

describe('a warehouse-bound caller writing stock', () => {
  it('records movements in its warehouse and gets 403 FORBIDDEN for another, writing nothing', async () => {
    const product = await stocked(0, 4);
    expectStatus(await manager.move({ productId: product.id, warehouseId: home.id, type: 'in', quantity: 2, reason: 'Delivery' }), 201);
    for (const type of ['in', 'out']) {
      const res = await manager.move({ productId: product.id, warehouseId: away.id, type, quantity: 1, reason: 'Not mine' });
      expect(expectStatus(res, 403)).toEqual(FORBIDDEN);
    }
    expect(await admin.onHand(product.id, away.id)).toBe(4);
    expect(await admin.ledger(product.id, away.id)).toHaveLength(1);
    expect(await admin.onHand(product.id, home.id)).toBe(2);
  });

  it('adjusts stock in its warehouse and gets 403 FORBIDDEN for another, writing nothing', async () => {
    const product = await stocked(3, 3);
    expectStatus(await manager.adjust({ productId: product.id, warehouseId: home.id, quantity: -1, reason: 'damage' }), 201);
    expect(expectStatus(await manager.adjust({ productId: product.id, warehouseId: away.id, countedQuantity: 0, reason: 'count' }), 403)).toEqual(FORBIDDEN);
    expect(expectStatus(await manager.adjust({ productId: product.id, warehouseId: away.id, quantity: 5, reason: 'found' }), 403)).toEqual(FORBIDDEN);
    expect(await admin.onHand(product.id, away.id)).toBe(3);
    expect(await admin.onHand(product.id, home.id)).toBe(2);
  });

  it('gets 403 FORBIDDEN for a transfer out of another warehouse, and nothing moves', async () => {
    const product = await stocked(0, 6);
    const res = await manager.transfer({ fromWarehouseId: away.id, toWarehouseId: home.id, items: [{ productId: product.id, quantity: 2 }] });
    expect(expectStatus(res, 403)).toEqual(FORBIDDEN);
    expect(await admin.onHand(product.id, away.id)).toBe(6);
    expect(await admin.level(product.id, home.id)).toBeUndefined();
  });

  it('gets 403 FORBIDDEN for a transfer out of its own warehouse to another (the write names another warehouse), and nothing moves', async () => {
    const product = await stocked(6, 0);
    const res = await manager.transfer({ fromWarehouseId: home.id, toWarehouseId: away.id, items: [{ productId: product.id, quantity: 2 }] });
    expect(expectStatus(res, 403)).toEqual(FORBIDDEN);
    expect(await admin.onHand(product.id, home.id)).toBe(6);
    expect(await admin.level(product.id, away.id)).toBeUndefined();
  });

  it('gets 403 FORBIDDEN for another warehouse even with an Idempotency-Key, and the key stays unused', async () => {
    const product = await stocked(0, 0);
    const key = `scoped-${product.id}`;
    const body = { productId: product.id, warehouseId: away.id, type: 'in', quantity: 1, reason: 'x' };
    expect(expectStatus(await manager.move(body, key), 403)).toEqual(FORBIDDEN);
    // The same key then serves a permitted request.
    expectStatus(await manager.move({ ...body, warehouseId: home.id }, key), 201);
    expect(await admin.onHand(product.id, home.id)).toBe(1);
    expect(await admin.level(product.id, away.id)).toBeUndefined();
  });
});

describe('a warehouse-bound caller reading products', () => {
  it("gets its warehouse's stock figures in GET /api/products/{id}", async () => {
    const product = await stocked(5, 7);
    const mine = expectStatus<{ data: ProductView }>(await staff.products.get(product.id), 200).data;
    expect(mine.stock).toEqual({ onHand: 5, reserved: 0, available: 5 });
    const everywhere = expectStatus<{ data: ProductView }>(await admin.products.get(product.id), 200).data;
    expect(everywhere.stock).toEqual({ onHand: 12, reserved: 0, available: 12 });
  });

  it('lists only products stocked in its warehouse (having a level there), with its stock', async () => {
    const category = await admin.products.category();
    const both = await stocked(5, 7, {}, category.id);
    const awayOnly = await stocked(0, 4, {}, category.id);
    const nowhere = await stocked(0, 0, {}, category.id);
    const mine = await staff.products.listA({ category_id: category.id });
    expect(mine.data.map((p) => [p.id, p.stock.onHand])).toEqual([[both.id, 5]]);
    expect(mine.meta.total).toBe(1);
    const all = await admin.products.listA({ category_id: category.id });
    expect(all.data.map((p) => p.id).sort()).toEqual([both.id, awayOnly.id, nowhere.id].sort());
  });

  it("applies in_stock to its warehouse's levels", async () => {
    const category = await admin.products.category();
    const available = await stocked(3, 0, {}, category.id);
    // Stocked at home but all issued: a level with nothing available; plenty away.
    const soldOut = await stocked(2, 9, {}, category.id);
    await admin.issue(soldOut.id, home.id, 2);
    const inStock = await staff.products.listA({ category_id: category.id, in_stock: true });
    expect(inStock.data.map((p) => p.id)).toEqual([available.id]);
    const outOfStock = await staff.products.listA({ category_id: category.id, in_stock: false });
    expect(outOfStock.data.map((p) => [p.id, p.stock.available])).toEqual([[soldOut.id, 0]]);
    // Unbound, the product available away is in stock.
    const everywhere = await admin.products.listA({ category_id: category.id, in_stock: true });
    expect(everywhere.data.map((p) => p.id).sort()).toEqual([available.id, soldOut.id].sort());
  });
});

describe('ledger invariant after the scoping tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
