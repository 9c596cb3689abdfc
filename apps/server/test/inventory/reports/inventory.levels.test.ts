/**
 * The stock read models (decision 0003): GET /api/inventory (levels), GET /api/inventory/movements (the
 * ledger), GET /api/inventory/low-stock and GET /api/inventory/analytics. Each test builds a small
 * known history through the API in its own warehouses, categories and products, and expects the
 * figures that follow from it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import {
  expectStatus,
  stockClient,
  tag,
  type AnalyticsView,
  type ErrorEnvelope,
  type LevelView,
  type LowStockView,
  type MovementView,
  type StockClient,
} from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';

const t = await setupTestApp();

let admin: StockClient;
let staff: StockClient;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  staff = stockClient(t, await t.login('staff'));
});

const validation = (details: Record<string, string[]>) => ({
  success: false,
  error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details, field: Object.keys(details)[0] },
});

/** YYYY-MM-DD of `iso` in UTC. */
const utcDay = (iso: string) => iso.slice(0, 10);
/** YYYY-MM-DD `days` from now in UTC. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/inventory', () => {
  /**
   * Two warehouses (codes sort A < B) and three products in one fresh category, SKUs sorted
   * ALPHA < BRAVO < CHARLIE: ALPHA 10 in A and 3 in B, BRAVO 2 in A (min 5: low), CHARLIE 8 in B.
   */
  async function history() {
    const label = tag();
    const category = await admin.products.category();
    const [a, b] = [await admin.warehouse({ code: `A-${label}` }), await admin.warehouse({ code: `B-${label}` })];
    const alpha = await admin.product({ sku: `ALPHA-${label}`, name: `Alpha widget ${label}`, minStockLevel: 2, maxStockLevel: 20 }, category.id);
    const bravo = await admin.product({ sku: `BRAVO-${label}`, name: `Bravo gadget ${label}`, minStockLevel: 5 }, category.id);
    const charlie = await admin.product({ sku: `CHARLIE-${label}`, name: `Charlie gizmo ${label}` }, category.id);
    await admin.receive(alpha.id, a.id, 10);
    await admin.receive(alpha.id, b.id, 3);
    await admin.receive(bravo.id, a.id, 2);
    await admin.receive(charlie.id, b.id, 8);
    return { label, category, a, b, alpha, bravo, charlie };
  }

  it('lists levels in form A, by SKU then warehouse code, with every field of a row', async () => {
    const { category, a, b, alpha, bravo, charlie } = await history();
    const list = await staff.list<LevelView>('/api/inventory', { categoryId: category.id });
    expect(list.meta).toEqual({ total: 4, page: 1, limit: 20, hasNext: false, hasPrev: false });
    expect(list.data.map((l) => [l.sku, l.warehouseCode, l.onHand])).toEqual([
      [alpha.sku, a.code, 10],
      [alpha.sku, b.code, 3],
      [bravo.sku, a.code, 2],
      [charlie.sku, b.code, 8],
    ]);
    expect(list.data[0]).toEqual({
      productId: alpha.id,
      sku: alpha.sku,
      productName: alpha.name,
      warehouseId: a.id,
      warehouseCode: a.code,
      onHand: 10,
      reserved: 0,
      available: 10,
      inTransit: 0,
      minStockLevel: 2,
      maxStockLevel: 20,
      updatedAt: expect.any(String),
    });
  });

  it('lists levels in form B with shape=page and pages them', async () => {
    const { category, alpha, bravo } = await history();
    const first = await staff.page<LevelView>('/api/inventory', { categoryId: category.id, limit: 3 });
    expect(first.data.items.map((l) => l.productId)).toEqual([alpha.id, alpha.id, bravo.id]);
    expect(first.data.pagination).toEqual({ total: 4, page: 1, limit: 3, hasNext: true, hasPrev: false, totalPages: 2 });
    const second = await staff.list<LevelView>('/api/inventory', { categoryId: category.id, limit: 3, page: 2 });
    expect(second.data).toHaveLength(1);
    expect(second.meta).toEqual({ total: 4, page: 2, limit: 3, hasNext: false, hasPrev: true });
  });

  it('filters by warehouseId', async () => {
    const { b, alpha, charlie } = await history();
    const list = await staff.list<LevelView>('/api/inventory', { warehouseId: b.id });
    expect(list.data.map((l) => [l.productId, l.onHand])).toEqual([
      [alpha.id, 3],
      [charlie.id, 8],
    ]);
    expect(list.meta.total).toBe(2);
  });

  it('filters by productId', async () => {
    const { a, b, alpha } = await history();
    const list = await staff.list<LevelView>('/api/inventory', { productId: alpha.id });
    expect(list.data.map((l) => l.warehouseId)).toEqual([a.id, b.id]);
  });

  it('filters by search on product name or SKU, case-insensitively', async () => {
    const { label, alpha, bravo } = await history();
    const byName = await staff.list<LevelView>('/api/inventory', { search: `gadget ${label.toLowerCase()}` });
    expect(byName.data.map((l) => l.productId)).toEqual([bravo.id]);
    const bySku = await staff.list<LevelView>('/api/inventory', { search: `alpha-${label.toLowerCase()}` });
    expect(bySku.data.map((l) => l.productId)).toEqual([alpha.id, alpha.id]);
  });

  it('filters by lowStock=true: available ≤ the product minimum (products without one never match)', async () => {
    const { category, a, bravo } = await history();
    const list = await staff.list<LevelView>('/api/inventory', { categoryId: category.id, lowStock: true });
    expect(list.data.map((l) => [l.productId, l.warehouseId])).toEqual([[bravo.id, a.id]]);
    const all = await staff.list<LevelView>('/api/inventory', { categoryId: category.id, lowStock: false });
    expect(all.meta.total).toBe(4);
  });

  it('combines filters', async () => {
    const { category, a, alpha } = await history();
    const list = await staff.list<LevelView>('/api/inventory', { categoryId: category.id, warehouseId: a.id, productId: alpha.id });
    expect(list.data.map((l) => l.onHand)).toEqual([10]);
  });

  it('returns 400 for malformed filters', async () => {
    expect(expectStatus(await staff.get('/api/inventory', { warehouseId: 'w1' }), 400)).toEqual(validation({ warehouseId: ['Invalid warehouse ID'] }));
    expect(expectStatus(await staff.get('/api/inventory', { categoryId: 'c1' }), 400)).toEqual(validation({ categoryId: ['Invalid category ID'] }));
    expect(expectStatus(await staff.get('/api/inventory', { lowStock: 'yes' }), 400)).toEqual(validation({ lowStock: ['lowStock must be true or false'] }));
    expect(expectStatus(await staff.get('/api/inventory', { search: 'a\u0000' }), 400)).toEqual(validation({ search: ['Text must not contain NUL characters'] }));
    expect(expectStatus(await staff.get('/api/inventory', { limit: 0 }), 400)).toEqual(validation({ limit: ['Limit must be at least 1'] }));
  });
});

describe('GET /api/inventory/movements', () => {
  /** One product in one warehouse: in 10, out 4, adjustment −1; and one movement of another product. */
  async function history() {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const other = await admin.product();
    const received = (await admin.receive(product.id, warehouse.id, 10)).movement!;
    const issued = (await admin.issue(product.id, warehouse.id, 4)).movement!;
    const adjustment = expectStatus<{ data: { movement: MovementView } }>(
      await admin.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -1, reason: 'damage' }),
      201,
    ).data.movement;
    const otherMove = (await admin.receive(other.id, warehouse.id, 2)).movement!;
    return { warehouse, product, other, received, issued, adjustment, otherMove };
  }

  it('lists the ledger newest first in form A', async () => {
    const { warehouse, received, issued, adjustment, otherMove } = await history();
    const list = await staff.list<MovementView>('/api/inventory/movements', { warehouseId: warehouse.id });
    expect(list.data).toMatchObject([otherMove, adjustment, issued, received]);
    expect(list.meta).toEqual({ total: 4, page: 1, limit: 20, hasNext: false, hasPrev: false });
  });

  it('lists in form B with shape=page', async () => {
    const { warehouse, adjustment, otherMove } = await history();
    const page = await staff.page<MovementView>('/api/inventory/movements', { warehouseId: warehouse.id, limit: 2 });
    expect(page.data.items.map((m) => m.id)).toEqual([otherMove.id, adjustment.id]);
    expect(page.data.pagination).toEqual({ total: 4, page: 1, limit: 2, hasNext: true, hasPrev: false, totalPages: 2 });
  });

  it('filters by productId and by type', async () => {
    const { warehouse, product, received, issued, adjustment } = await history();
    const byProduct = await staff.list<MovementView>('/api/inventory/movements', { productId: product.id });
    expect(byProduct.data.map((m) => m.id)).toEqual([adjustment.id, issued.id, received.id]);
    const byType = await staff.list<MovementView>('/api/inventory/movements', { warehouseId: warehouse.id, type: 'manual_out' });
    expect(byType.data.map((m) => m.id)).toEqual([issued.id]);
    const none = await staff.list<MovementView>('/api/inventory/movements', { warehouseId: warehouse.id, type: 'transfer_in' });
    expect(none.data).toEqual([]);
  });

  it('filters by from and to as dates (whole UTC days)', async () => {
    const { product, received } = await history();
    const day = utcDay(received.createdAt);
    const sameDay = await staff.list<MovementView>('/api/inventory/movements', { productId: product.id, from: day, to: day });
    // The history may straddle midnight UTC: only the movements of `day` are expected.
    const all = await staff.ledger(product.id, received.warehouseId);
    expect(sameDay.data).toEqual(all.filter((m) => utcDay(m.createdAt) === day));
    expect(sameDay.data.map((m) => m.id)).toContain(received.id);
    const future = await staff.list<MovementView>('/api/inventory/movements', { productId: product.id, from: dayFromNow(1) });
    expect(future.data).toEqual([]);
    const past = await staff.list<MovementView>('/api/inventory/movements', { productId: product.id, to: dayFromNow(-1) });
    expect(past.data).toEqual([]);
  });

  it('treats from and to as inclusive date-times, also at the exact createdAt a movement was reported with', async () => {
    const { product, received, issued, adjustment } = await history();
    const ids = (list: { data: MovementView[] }) => list.data.map((m) => m.id);
    const exact = await staff.list<MovementView>('/api/inventory/movements', { productId: product.id, from: issued.createdAt, to: issued.createdAt });
    expect(ids(exact)).toContain(issued.id);
    expect(exact.data.every((m) => m.createdAt === issued.createdAt)).toBe(true);

    const upTo = await staff.list<MovementView>('/api/inventory/movements', { productId: product.id, to: issued.createdAt });
    expect(ids(upTo)).toEqual(expect.arrayContaining([issued.id, received.id]));
    expect(upTo.data.every((m) => m.createdAt <= issued.createdAt)).toBe(true);

    const since = await staff.list<MovementView>('/api/inventory/movements', { productId: product.id, from: adjustment.createdAt });
    expect(ids(since)).toContain(adjustment.id);
    expect(since.data.every((m) => m.createdAt >= adjustment.createdAt)).toBe(true);
  });

  it('returns 400 for malformed filters', async () => {
    expect(expectStatus(await staff.get('/api/inventory/movements', { type: 'in' }), 400)).toEqual(
      validation({ type: ['type must be one of: receipt, shipment, adjustment, transfer_out, transfer_in, manual_in, manual_out, relocation_out, relocation_in, return_in, return_out, revaluation, assembly_out, assembly_in, disassembly_out, disassembly_in'] }),
    );
    expect(expectStatus(await staff.get('/api/inventory/movements', { from: 'yesterday' }), 400)).toEqual(
      validation({ from: ['from must be an ISO 8601 date or date-time'] }),
    );
    expect(expectStatus(await staff.get('/api/inventory/movements', { productId: '42' }), 400)).toEqual(validation({ productId: ['Invalid product ID'] }));
  });
});

describe('GET /api/inventory/low-stock', () => {
  it('lists levels with available ≤ minimum, with shortfall and suggested quantity, most urgent first', async () => {
    const warehouse = await admin.warehouse();
    // min 20, no max, 0 available → shortfall 20, refill to 2 × 20 → 40.
    const empty = await admin.product({ minStockLevel: 20 });
    await admin.receive(empty.id, warehouse.id, 5);
    await admin.issue(empty.id, warehouse.id, 5);
    // min 10, max 50, 4 available → shortfall 6, refill to 50 → 46.
    const short = await admin.product({ minStockLevel: 10, maxStockLevel: 50 });
    await admin.receive(short.id, warehouse.id, 4);
    // min 10, no max, 10 available (at the minimum) → shortfall 0, refill to 20 → 10.
    const atMin = await admin.product({ minStockLevel: 10 });
    await admin.receive(atMin.id, warehouse.id, 10);
    // min 5, 6 available → not low. No minimum → never low.
    const fine = await admin.product({ minStockLevel: 5 });
    await admin.receive(fine.id, warehouse.id, 6);
    const noMin = await admin.product();
    await admin.receive(noMin.id, warehouse.id, 1);

    const list = await staff.list<LowStockView>('/api/inventory/low-stock', { warehouseId: warehouse.id });
    expect(list.data.map((r) => [r.productId, r.available, r.shortfall, r.suggestedOrderQuantity])).toEqual([
      [empty.id, 0, 20, 40],
      [short.id, 4, 6, 46],
      [atMin.id, 10, 0, 10],
    ]);
    expect(list.meta).toEqual({ total: 3, page: 1, limit: 20, hasNext: false, hasPrev: false });
    expect(list.data[1]).toEqual({
      productId: short.id,
      sku: short.sku,
      productName: short.name,
      warehouseId: warehouse.id,
      warehouseCode: warehouse.code,
      onHand: 4,
      reserved: 0,
      available: 4,
      inTransit: 0,
      minStockLevel: 10,
      maxStockLevel: 50,
      updatedAt: expect.any(String),
      shortfall: 6,
      suggestedOrderQuantity: 46,
    });
  });

  it('judges each warehouse on its own stock', async () => {
    const [north, south] = [await admin.warehouse(), await admin.warehouse()];
    const product = await admin.product({ minStockLevel: 5, maxStockLevel: 12 });
    await admin.receive(product.id, north.id, 2);
    await admin.receive(product.id, south.id, 9);
    const northList = await staff.list<LowStockView>('/api/inventory/low-stock', { warehouseId: north.id });
    expect(northList.data.map((r) => [r.productId, r.shortfall, r.suggestedOrderQuantity])).toEqual([[product.id, 3, 10]]);
    const southList = await staff.list<LowStockView>('/api/inventory/low-stock', { warehouseId: south.id });
    expect(southList.data).toEqual([]);
  });

  it('leaves the list once stock is replenished', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ minStockLevel: 3 });
    await admin.receive(product.id, warehouse.id, 3);
    expect((await staff.list<LowStockView>('/api/inventory/low-stock', { warehouseId: warehouse.id })).meta.total).toBe(1);
    await admin.receive(product.id, warehouse.id, 1);
    expect((await staff.list<LowStockView>('/api/inventory/low-stock', { warehouseId: warehouse.id })).meta.total).toBe(0);
  });

  it('lists in form B with shape=page', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ minStockLevel: 8 });
    await admin.receive(product.id, warehouse.id, 1);
    const page = await staff.page<LowStockView>('/api/inventory/low-stock', { warehouseId: warehouse.id });
    expect(page.data.items.map((r) => [r.productId, r.shortfall, r.suggestedOrderQuantity])).toEqual([[product.id, 7, 15]]);
    expect(page.data.pagination).toEqual({ total: 1, page: 1, limit: 20, hasNext: false, hasPrev: false, totalPages: 1 });
  });

  it('returns 400 for a malformed warehouseId', async () => {
    expect(expectStatus(await staff.get('/api/inventory/low-stock', { warehouseId: 'north' }), 400)).toEqual(
      validation({ warehouseId: ['Invalid warehouse ID'] }),
    );
  });
});

describe('GET /api/inventory/analytics', () => {
  /**
   * The known history, in two fresh warehouses W1, W2 and two fresh categories C1 < C2 (by name):
   *   P1 (C1, cost 2.50, sell 4.00, min 5):          in 10, out 3 at W1           → W1: 7
   *   P2 (C1, cost 1.25, sell 2.00, min 10, max 30): in 6 at W1                   → W1: 6 (low)
   *   P3 (C2, cost 10.00, sell 15.50, min 2):        in 4, adjustment −4 at W1    → W1: 0 (low, out of stock)
   *   P4 (C2, cost 0.99, sell 1.49):                 in 20 at W1, transfer 5 → W2 → W1: 15, W2: 5
   */
  async function history() {
    const label = tag();
    const c1 = await admin.products.category(`A ${label}`);
    const c2 = await admin.products.category(`B ${label}`);
    const w1 = await admin.warehouse();
    const w2 = await admin.warehouse();
    const p1 = await admin.product({ costPrice: 2.5, sellingPrice: 4, minStockLevel: 5 }, c1.id);
    const p2 = await admin.product({ costPrice: 1.25, sellingPrice: 2, minStockLevel: 10, maxStockLevel: 30 }, c1.id);
    const p3 = await admin.product({ costPrice: 10, sellingPrice: 15.5, minStockLevel: 2 }, c2.id);
    const p4 = await admin.product({ costPrice: 0.99, sellingPrice: 1.49 }, c2.id);
    const movements: MovementView[] = [];
    movements.push((await admin.receive(p1.id, w1.id, 10)).movement!);
    movements.push((await admin.issue(p1.id, w1.id, 3)).movement!);
    movements.push((await admin.receive(p2.id, w1.id, 6)).movement!);
    movements.push((await admin.receive(p3.id, w1.id, 4)).movement!);
    movements.push(
      expectStatus<{ data: { movement: MovementView } }>(await admin.adjust({ productId: p3.id, warehouseId: w1.id, quantity: -4, reason: 'damage' }), 201).data
        .movement,
    );
    movements.push((await admin.receive(p4.id, w1.id, 20)).movement!);
    expectStatus(await admin.transfer({ fromWarehouseId: w1.id, toWarehouseId: w2.id, items: [{ productId: p4.id, quantity: 5 }] }), 201);
    movements.push(...(await admin.ledger(p4.id, w1.id, { type: 'transfer_out' })), ...(await admin.ledger(p4.id, w2.id)));
    return { c1, c2, w1, w2, p1, p2, p3, p4, movements };
  }

  /** Expected byDay of `movements` (in units in, out units out per UTC day), ascending. */
  function byDay(movements: MovementView[]) {
    const days = new Map<string, { date: string; in: number; out: number }>();
    for (const m of movements) {
      const day = days.get(utcDay(m.createdAt)) ?? { date: utcDay(m.createdAt), in: 0, out: 0 };
      if (m.quantity > 0) day.in += m.quantity;
      else day.out -= m.quantity;
      days.set(day.date, day);
    }
    return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  }

  const analytics = async (client: StockClient, query: Record<string, string> = {}) =>
    expectStatus<{ success: true; data: AnalyticsView }>(await client.get('/api/inventory/analytics', query), 200).data;

  const byType = (rows: AnalyticsView['movements']['byType']) => [...rows].sort((a, b) => a.type.localeCompare(b.type));

  it('reports one warehouse exactly: valuation, movements, alerts and dead stock', async () => {
    const { c1, c2, w1, p2, p4, movements } = await history();
    const report = await analytics(staff, { warehouseId: w1.id });
    const w1Movements = movements.filter((m) => m.warehouseId === w1.id);

    // Units: 7 + 6 + 0 + 15. Values in cents: cost 7×250 + 6×125 + 15×99, retail 7×400 + 6×200 + 15×149.
    expect(report.valuation).toEqual({
      totalUnits: 28,
      totalCostValue: (7 * 250 + 6 * 125 + 15 * 99) / 100,
      totalRetailValue: (7 * 400 + 6 * 200 + 15 * 149) / 100,
      inTransitUnits: 0,
      inTransitCostValue: 0,
      byWarehouse: [{ warehouseId: w1.id, warehouseCode: w1.code, units: 28, costValue: 39.85, retailValue: 62.35 }],
      byCategory: [
        { categoryId: c1.id, categoryName: c1.name, units: 13, costValue: (7 * 250 + 6 * 125) / 100, retailValue: (7 * 400 + 6 * 200) / 100 },
        { categoryId: c2.id, categoryName: c2.name, units: 15, costValue: (15 * 99) / 100, retailValue: (15 * 149) / 100 },
      ],
    });
    expect(report.movements.in).toBe(10 + 6 + 4 + 20);
    expect(report.movements.out).toBe(3 + 4 + 5);
    expect(byType(report.movements.byType)).toEqual(
      byType([
        { type: 'manual_in', count: 4, quantity: 40 },
        { type: 'manual_out', count: 1, quantity: -3 },
        { type: 'adjustment', count: 1, quantity: -4 },
        { type: 'transfer_out', count: 1, quantity: -5 },
      ]),
    );
    expect(report.movements.byDay).toEqual(byDay(w1Movements));
    // Low: P2 (6 ≤ 10) and P3 (0 ≤ 2); out of stock: P3.
    expect(report.lowStockCount).toBe(2);
    expect(report.outOfStockCount).toBe(1);
    // Stock on hand and no outbound movement: only P2 (P1 shipped, P3 has none, P4 transferred out).
    expect(report.deadStock).toEqual([{ productId: p2.id, sku: p2.sku, productName: p2.name, onHand: 6, costValue: 7.5 }]);
    expect(p4.id).not.toBe(p2.id);
  });

  it('reports the destination of a transfer on its own', async () => {
    const { c2, w2, p4, movements } = await history();
    const report = await analytics(staff, { warehouseId: w2.id });
    expect(report.valuation).toEqual({
      totalUnits: 5,
      totalCostValue: 4.95,
      totalRetailValue: 7.45,
      inTransitUnits: 0,
      inTransitCostValue: 0,
      byWarehouse: [{ warehouseId: w2.id, warehouseCode: w2.code, units: 5, costValue: 4.95, retailValue: 7.45 }],
      byCategory: [{ categoryId: c2.id, categoryName: c2.name, units: 5, costValue: 4.95, retailValue: 7.45 }],
    });
    expect(report.movements).toEqual({
      in: 5,
      out: 0,
      byType: [{ type: 'transfer_in', count: 1, quantity: 5 }],
      byDay: byDay(movements.filter((m) => m.warehouseId === w2.id)),
    });
    expect(report.lowStockCount).toBe(0);
    expect(report.outOfStockCount).toBe(0);
    expect(report.deadStock).toEqual([{ productId: p4.id, sku: p4.sku, productName: p4.name, onHand: 5, costValue: 4.95 }]);
  });

  it('adds the history to the totals over all warehouses', async () => {
    const before = await analytics(admin);
    const { w1, w2 } = await history();
    const after = await analytics(admin);
    expect(after.valuation.totalUnits - before.valuation.totalUnits).toBe(33);
    expect(after.valuation.totalCostValue - before.valuation.totalCostValue).toBeCloseTo((7 * 250 + 6 * 125 + 20 * 99) / 100, 2);
    expect(after.valuation.totalRetailValue - before.valuation.totalRetailValue).toBeCloseTo((7 * 400 + 6 * 200 + 20 * 149) / 100, 2);
    const units = (id: string) => after.valuation.byWarehouse.find((w) => w.warehouseId === id)?.units;
    expect([units(w1.id), units(w2.id)]).toEqual([28, 5]);
    // A transfer moves units in and out: +40 +5 in, 3 + 4 + 5 out.
    expect(after.movements.in - before.movements.in).toBe(45);
    expect(after.movements.out - before.movements.out).toBe(12);
    expect(after.lowStockCount - before.lowStockCount).toBe(2);
    expect(after.outOfStockCount - before.outOfStockCount).toBe(1);
  });

  it('counts only movements within from..to, while valuation stays the stock of now', async () => {
    const { w1 } = await history();
    const tomorrow = dayFromNow(1);
    const report = await analytics(staff, { warehouseId: w1.id, from: tomorrow, to: tomorrow });
    expect(report.movements).toEqual({ in: 0, out: 0, byType: [], byDay: [] });
    expect(report.valuation.totalUnits).toBe(28);
    expect(report.from).toBe(`${tomorrow}T00:00:00.000Z`);
    expect(report.to).toBe(`${tomorrow}T23:59:59.999Z`);
  });

  it('defaults to the 30 days up to now', async () => {
    const { w1 } = await history();
    const report = await analytics(staff, { warehouseId: w1.id });
    const span = Date.parse(report.to) - Date.parse(report.from);
    expect(span).toBe(30 * 86_400_000);
    expect(Math.abs(Date.parse(report.to) - Date.now())).toBeLessThan(60_000);
  });

  it('returns 400 when to precedes from, or a date is malformed', async () => {
    expect(expectStatus(await staff.get('/api/inventory/analytics', { from: '2024-02-02', to: '2024-02-01' }), 400)).toEqual(
      validation({ to: ['to must not precede from'] }),
    );
    expect(expectStatus<ErrorEnvelope>(await staff.get('/api/inventory/analytics', { from: '02/01/2024' }), 400).error.field).toBe('from');
  });
});

describe('ledger invariant after the read-model tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
