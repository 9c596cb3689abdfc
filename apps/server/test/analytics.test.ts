/**
 * The four reports (decision 0005): GET /api/analytics/dashboard, /inventory, /sales and /financial.
 *
 * One small known history is built through the API in a fresh app (two categories, four products,
 * two warehouses, opening stock, a purchase order approved and partly received, sales orders
 * confirmed and shipped with discounts, an adjustment, a cancelled and a draft order, an archived
 * product), and every figure of every report is asserted exactly. Expected figures are computed
 * here, in integer cents, from the inputs below, with the arithmetic written out.
 *
 * Definitions (analytics.service.ts): revenue = net value of units shipped in the range; COGS =
 * units shipped × the unit cost recorded on the shipment (the product's cost price then, which
 * receipts re-average); purchases = units received × PO unit cost; inventory value at an instant =
 * Σ quantity × unit cost of the movements before it. Dates are UTC days; [from, to] is inclusive.
 * Every movement here happens today, so all of today's figures fall in one day.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, FORBIDDEN, tag, withQuery, type MovementView, type ProductView, type Query, type WarehouseView } from './support/inventory.js';
import { orderClient, validation, type OrderClient, type CustomerView, type SalesOrderView } from './support/orders.js';

/** The fixture tracks no lots, so nothing expires (decision 0015; lots are covered by inventory/picking/stock.lots-serials.test.ts). */
const NOTHING_EXPIRING = { days: 30, units: 0, costValue: 0, expiredUnits: 0, expiredCostValue: 0 };

const t = await setupTestApp();

// ---------------------------------------------------------------------------------------------
// Dates (UTC)

const DAY_MS = 86_400_000;
const today = new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const yesterday = addDays(today, -1);
const monthStart = `${today.slice(0, 8)}01`;
const previousMonthStart = (() => {
  const d = new Date(`${monthStart}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
})();
/** Monday of this week (date_trunc('week') in PostgreSQL starts weeks on Monday). */
const weekStart = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));

// ---------------------------------------------------------------------------------------------
// Inputs, money in integer cents

type ProductKey = 'hammer' | 'pliers' | 'bolts' | 'washers';
type WarehouseKey = 'w1' | 'w2';
type CategoryKey = 'tools' | 'parts';

/** Catalogue: cost and selling price (cents), minimum stock level, category. */
const CATALOGUE: Record<ProductKey, { cost: number; price: number; min: number | null; category: CategoryKey }> = {
  hammer: { cost: 1000, price: 2500, min: 5, category: 'tools' },
  pliers: { cost: 400, price: 999, min: null, category: 'tools' },
  bolts: { cost: 250, price: 600, min: 50, category: 'parts' },
  washers: { cost: 100, price: 200, min: null, category: 'parts' }, // archived, never stocked
};

/** The purchase order (w1): ordered quantity, unit cost (cents), quantity received. */
const PO = {
  hammer: { ordered: 40, unitCost: 1400, received: 30 },
  pliers: { ordered: 50, unitCost: 500, received: 50 },
};

/**
 * Cost prices after the receipt, re-averaged over all stock on hand (both warehouses):
 *   hammer: on hand before 100 (w1) + 20 (w2) = 120 at 10.00, plus 30 at 14.00 → (120×10.00 + 30×14.00) / 150 = 10.80
 *   pliers: on hand before 50 (w1) + 0 (w2) = 50 at 4.00, plus 50 at 5.00 → (50×4.00 + 50×5.00) / 100 = 4.50
 */
const COST_AFTER_RECEIPT = {
  hammer: Math.round((120 * CATALOGUE.hammer.cost + PO.hammer.received * PO.hammer.unitCost) / (120 + PO.hammer.received)),
  pliers: Math.round((50 * CATALOGUE.pliers.cost + PO.pliers.received * PO.pliers.unitCost) / (50 + PO.pliers.received)),
};
const currentCost: Record<ProductKey, number> = {
  hammer: COST_AFTER_RECEIPT.hammer,
  pliers: COST_AFTER_RECEIPT.pliers,
  bolts: CATALOGUE.bolts.cost,
  washers: CATALOGUE.washers.cost,
};

/** Shipped sales lines: order, customer, warehouse, product, units shipped, unit price (cents), discount %. */
const SHIPPED = [
  { order: 'so1', customer: 'a', warehouse: 'w1', product: 'hammer', units: 15, price: 2500, discount: 10 },
  { order: 'so1', customer: 'a', warehouse: 'w1', product: 'pliers', units: 10, price: 999, discount: 5 },
  { order: 'so2', customer: 'b', warehouse: 'w2', product: 'hammer', units: 5, price: 3000, discount: 0 },
] as const;

/** Net value of a shipped line to the cent: units × price × (100 − discount) / 100, half away from zero. */
const lineRevenue = (line: (typeof SHIPPED)[number]) => Math.round((line.units * line.price * (100 - line.discount)) / 100);

interface Movement {
  product: ProductKey;
  warehouse: WarehouseKey;
  type: MovementView['type'];
  quantity: number;
  /** Unit cost recorded on the movement (cents). */
  unitCost: number;
}

/** The ledger this file writes, in order (each request one transaction; lines of one request in line order). */
const LEDGER: Movement[] = [
  { product: 'hammer', warehouse: 'w1', type: 'manual_in', quantity: 100, unitCost: CATALOGUE.hammer.cost },
  { product: 'pliers', warehouse: 'w1', type: 'manual_in', quantity: 50, unitCost: CATALOGUE.pliers.cost },
  { product: 'bolts', warehouse: 'w2', type: 'manual_in', quantity: 40, unitCost: CATALOGUE.bolts.cost },
  { product: 'hammer', warehouse: 'w2', type: 'manual_in', quantity: 20, unitCost: CATALOGUE.hammer.cost },
  { product: 'pliers', warehouse: 'w2', type: 'manual_in', quantity: 3, unitCost: CATALOGUE.pliers.cost },
  { product: 'pliers', warehouse: 'w2', type: 'manual_out', quantity: -3, unitCost: CATALOGUE.pliers.cost },
  { product: 'hammer', warehouse: 'w1', type: 'receipt', quantity: PO.hammer.received, unitCost: PO.hammer.unitCost },
  { product: 'pliers', warehouse: 'w1', type: 'receipt', quantity: PO.pliers.received, unitCost: PO.pliers.unitCost },
  ...SHIPPED.map((line) => ({
    product: line.product,
    warehouse: line.warehouse,
    type: 'shipment' as const,
    quantity: -line.units,
    unitCost: currentCost[line.product],
  })),
  { product: 'hammer', warehouse: 'w1', type: 'adjustment', quantity: -5, unitCost: COST_AFTER_RECEIPT.hammer },
];

// ---------------------------------------------------------------------------------------------
// Derived expectations (cents → currency units only at the end)

const money = (cents: number) => cents / 100;
/** x rounded to 2 decimals (the reports' ratios); the values here are far from a rounding tie. */
const round2 = (x: number) => Math.round(x * 100) / 100;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const inScope = (warehouse: WarehouseKey | undefined) => (m: { warehouse: WarehouseKey }) => !warehouse || m.warehouse === warehouse;

/** Ledger value (Σ quantity × unit cost, cents) of the movements in scope. */
const ledgerValue = (warehouse?: WarehouseKey, category?: CategoryKey) =>
  sum(LEDGER.filter(inScope(warehouse)).filter((m) => !category || CATALOGUE[m.product].category === category).map((m) => m.quantity * m.unitCost));
const revenue = (warehouse?: WarehouseKey) => sum(SHIPPED.filter(inScope(warehouse)).map(lineRevenue));
const cogs = (warehouse?: WarehouseKey, category?: CategoryKey) =>
  sum(
    LEDGER.filter(inScope(warehouse))
      .filter((m) => m.type === 'shipment' && (!category || CATALOGUE[m.product].category === category))
      .map((m) => -m.quantity * m.unitCost),
  );
const purchases = (warehouse?: WarehouseKey) => sum(LEDGER.filter(inScope(warehouse)).filter((m) => m.type === 'receipt').map((m) => m.quantity * m.unitCost));
/** Adjustments and manual movements in scope (cents). */
const adjustments = (warehouse?: WarehouseKey) =>
  sum(LEDGER.filter(inScope(warehouse)).filter((m) => m.type === 'adjustment' || m.type === 'manual_in' || m.type === 'manual_out').map((m) => m.quantity * m.unitCost));
const unitsShipped = (warehouse?: WarehouseKey) => sum(SHIPPED.filter(inScope(warehouse)).map((l) => l.units));
const onHand = (product: ProductKey, warehouse?: WarehouseKey) => sum(LEDGER.filter(inScope(warehouse)).filter((m) => m.product === product).map((m) => m.quantity));

// Hand checks of the model, so a reader can follow the figures the assertions use.
// Revenue: so1 15×25.00×0.90 = 337.50 and 10×9.99×0.95 = 94.905 → 94.91; so2 5×30.00 = 150.00; total 582.41.
// COGS: 15×10.80 = 162.00, 10×4.50 = 45.00, 5×10.80 = 54.00; total 261.00.
// Purchases: 30×14.00 + 50×5.00 = 670.00.
// Ledger value now: 1000 + 200 + 100 + 200 + 12 − 12 + 670 − 261 − 54 (adjustment 5×10.80) = 1855.00.
const HAND_CHECKS = { revenue: 58_241, cogs: 26_100, purchases: 67_000, ledgerValue: 185_500 };

// ---------------------------------------------------------------------------------------------
// The history, built through the API

let admin: OrderClient;
const ids = {} as {
  product: Record<ProductKey, ProductView>;
  warehouse: Record<WarehouseKey, WarehouseView>;
  category: Record<CategoryKey, { id: string; name: string }>;
  customer: Record<'a' | 'b', CustomerView>;
};
let tokens: { admin: string; manager: string; staff: string; viewer: string; managerW2: string };

const keyOf = <K extends string>(record: Record<K, { id: string }>, id: string) => (Object.keys(record) as K[]).find((k) => record[k].id === id)!;

beforeAll(async () => {
  tokens = {
    admin: await t.login('admin'),
    manager: await t.login('manager'),
    staff: await t.login('staff'),
    viewer: await t.login('viewer'),
    managerW2: '',
  };
  admin = orderClient(t, tokens.admin);
  const key = tag();

  ids.category = {
    parts: await admin.products.category(`Analytics Parts ${key}`),
    tools: await admin.products.category(`Analytics Tools ${key}`),
  };
  ids.warehouse = { w1: await admin.warehouse({ code: `AN-A-${key}` }), w2: await admin.warehouse({ code: `AN-B-${key}` }) };
  ids.customer = { a: await admin.customer({ code: `CUS-A-${key}` }), b: await admin.customer({ code: `CUS-B-${key}` }) };
  const supplier = await admin.supplier();
  ids.product = {} as Record<ProductKey, ProductView>;
  for (const [name, p] of Object.entries(CATALOGUE) as [ProductKey, (typeof CATALOGUE)[ProductKey]][]) {
    ids.product[name] = await admin.products.create(ids.category[p.category].id, {
      name: `${name} ${key}`,
      sku: `${name.toUpperCase()}-${key}`,
      costPrice: money(p.cost),
      sellingPrice: money(p.price),
      ...(p.min === null ? {} : { minStockLevel: p.min }),
    });
  }
  tokens.managerW2 = await t.login('manager', { warehouseId: ids.warehouse.w2.id });
  const P = ids.product;
  const W = ids.warehouse;

  // Opening stock (POST /api/inventory/movements, at the cost price), and a level that goes back to 0.
  await admin.receive(P.hammer.id, W.w1.id, 100);
  await admin.receive(P.pliers.id, W.w1.id, 50);
  await admin.receive(P.bolts.id, W.w2.id, 40);
  await admin.receive(P.hammer.id, W.w2.id, 20);
  await admin.receive(P.pliers.id, W.w2.id, 3);
  await admin.issue(P.pliers.id, W.w2.id, 3);

  // A purchase order into w1, approved and partly received (hammer 30 of 40, pliers 50 of 50).
  const po = await admin.purchaseOrder({
    supplierId: supplier.id,
    warehouseId: W.w1.id,
    items: [
      { productId: P.hammer.id, quantity: PO.hammer.ordered, unitCost: money(PO.hammer.unitCost) },
      { productId: P.pliers.id, quantity: PO.pliers.ordered, unitCost: money(PO.pliers.unitCost) },
    ],
  });
  await admin.updatePurchaseOrder(po.id, { status: 'approved' });
  const received = await admin.received(po.id, [
    { productId: P.hammer.id, quantity: PO.hammer.received },
    { productId: P.pliers.id, quantity: PO.pliers.received },
  ]);
  expect(received.status).toBe('partially_received');
  expect(await admin.costPrice(P.hammer.id)).toBe(money(COST_AFTER_RECEIPT.hammer));
  expect(await admin.costPrice(P.pliers.id)).toBe(money(COST_AFTER_RECEIPT.pliers));
  // A draft purchase order into w2 (open, never received).
  await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: W.w2.id, items: [{ productId: P.bolts.id, quantity: 10 }] });

  // so1 (customer a, w1): hammer 20 at the selling price −10 %, pliers 10 at 9.99 −5 %; confirmed; 15 and 10 shipped.
  const so1 = await admin.salesOrder({
    customerId: ids.customer.a.id,
    warehouseId: W.w1.id,
    items: [
      { productId: P.hammer.id, quantity: 20, discount: 10 },
      { productId: P.pliers.id, quantity: 10, unitPrice: 9.99, discount: 5 },
    ],
  });
  await admin.updateSalesOrder(so1.id, { status: 'confirmed' });
  const shipped1: SalesOrderView = await admin.shipped(so1.id, {
    items: [
      { productId: P.hammer.id, quantity: 15 },
      { productId: P.pliers.id, quantity: 10 },
    ],
  });
  expect(shipped1.status).toBe('partially_shipped');
  // so2 (customer b, w2): hammer 5 at 30.00; confirmed and shipped in full.
  const so2 = await admin.salesOrder({ customerId: ids.customer.b.id, warehouseId: W.w2.id, items: [{ productId: P.hammer.id, quantity: 5, unitPrice: 30 }] });
  await admin.updateSalesOrder(so2.id, { status: 'confirmed' });
  expect((await admin.shipped(so2.id)).status).toBe('shipped');
  // so3 (customer a, w1): confirmed, then cancelled (its reservation released). so4 (customer b, w2): a draft.
  const so3 = await admin.salesOrder({ customerId: ids.customer.a.id, warehouseId: W.w1.id, items: [{ productId: P.pliers.id, quantity: 5 }] });
  await admin.updateSalesOrder(so3.id, { status: 'confirmed' });
  await admin.updateSalesOrder(so3.id, { status: 'cancelled' });
  await admin.salesOrder({ customerId: ids.customer.b.id, warehouseId: W.w2.id, items: [{ productId: P.bolts.id, quantity: 2 }] });

  // An adjustment (5 damaged hammers in w1) and an archived product.
  expectStatus(await admin.adjust({ productId: P.hammer.id, warehouseId: W.w1.id, quantity: -5, reason: 'damage' }), 201);
  expectStatus(await admin.products.del(P.washers.id), 200);
});

// ---------------------------------------------------------------------------------------------
// Helpers

const REPORTS = ['dashboard', 'inventory', 'sales', 'financial'] as const;
type Report = (typeof REPORTS)[number];

const get = (report: Report, query: Query = {}, token = tokens.viewer): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: withQuery(`/api/analytics/${report}`, query), headers: t.auth(token) });

/** The report's data (fails the test unless 200). */
async function report<T = Record<string, unknown>>(name: Report, query: Query = {}, token = tokens.viewer): Promise<T> {
  const body = expectStatus<{ success: true; data: T }>(await get(name, query, token), 200);
  expect(body.success).toBe(true);
  return body.data;
}

const todayOnly = { from: today, to: today };
/** Financial figures of a period without any movement or sale. */
const NOTHING = { revenue: 0, cogs: 0, grossMargin: 0, marginPercent: null, purchases: 0, returnsWrittenOff: 0, adjustments: 0, transfers: 0, assemblies: 0, revaluations: 0, landedCosts: 0, landedCostsExpensed: 0, purchasePriceVariance: 0, inventoryValueStart: 0, inventoryValueEnd: 0 };
const wid = (w: WarehouseKey) => ids.warehouse[w].id;

/** The top-products rows for `warehouse`: by revenue, descending. */
function topProductsOf(warehouse?: WarehouseKey) {
  const rows = (['hammer', 'pliers'] as ProductKey[])
    .map((product) => {
      const lines = SHIPPED.filter(inScope(warehouse)).filter((l) => l.product === product);
      const p = ids.product[product];
      return { productId: p.id, sku: p.sku, productName: p.name, units: sum(lines.map((l) => l.units)), revenue: sum(lines.map(lineRevenue)) };
    })
    .filter((row) => row.units > 0)
    .sort((a, b) => b.revenue - a.revenue);
  return rows.map((row) => ({ ...row, revenue: money(row.revenue) }));
}

/** Valuation now at current prices: units, cost and retail value (currency units) over the levels in scope. */
function valuationOf(filter: (product: ProductKey, warehouse: WarehouseKey) => boolean) {
  let units = 0;
  let cost = 0;
  let retail = 0;
  for (const product of Object.keys(CATALOGUE) as ProductKey[]) {
    for (const warehouse of ['w1', 'w2'] as WarehouseKey[]) {
      if (!filter(product, warehouse)) continue;
      const n = onHand(product, warehouse);
      units += n;
      cost += n * currentCost[product];
      retail += n * CATALOGUE[product].price;
    }
  }
  return { units, costValue: money(cost), retailValue: money(retail) };
}

/** The latest ten movements in scope as the dashboard reports them, from GET /api/inventory/movements. */
async function latestMovements(warehouse?: WarehouseKey) {
  const ledger = await admin.list<MovementView>('/api/inventory/movements', { limit: 100, ...(warehouse ? { warehouseId: wid(warehouse) } : {}) });
  return ledger.data.slice(0, 10).map((m) => ({
    id: m.id,
    productId: m.productId,
    sku: ids.product[keyOf(ids.product, m.productId)].sku,
    warehouseId: m.warehouseId,
    type: m.type,
    quantity: m.quantity,
    createdAt: m.createdAt,
  }));
}

describe('the history', () => {
  it('matches the hand-computed totals the expectations below are derived from', async () => {
    expect(revenue()).toBe(HAND_CHECKS.revenue);
    expect(cogs()).toBe(HAND_CHECKS.cogs);
    expect(purchases()).toBe(HAND_CHECKS.purchases);
    expect(ledgerValue()).toBe(HAND_CHECKS.ledgerValue);
    // The ledger the API wrote is the model: same movements, same order, same unit costs.
    const written = (await admin.list<MovementView>('/api/inventory/movements', { limit: 100 })).data.reverse();
    expect(
      written.map((m) => ({ product: keyOf(ids.product, m.productId), warehouse: keyOf(ids.warehouse, m.warehouseId), type: m.type, quantity: m.quantity, unitCost: Math.round(m.unitCost! * 100) })),
    ).toEqual(LEDGER);
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /api/analytics/dashboard', () => {
  it('reports catalogue, stock now, alerts, open orders, sales in the range, top products and latest movements', async () => {
    const data = await report('dashboard', todayOnly);
    expect(data).toEqual({
      from: today,
      to: today,
      groupBy: 'day',
      warehouseId: null,
      currency: 'USD',
      unconvertedCurrencies: [],
      // hammer, pliers, bolts active; washers archived.
      products: { active: 3, archived: 1 },
      // Units 110 + 15 (hammer) + 90 + 0 (pliers) + 40 (bolts) = 255; cost 125×10.80 + 90×4.50 + 40×2.50 = 1855.00;
      // retail 125×25.00 + 90×9.99 + 40×6.00 = 4264.10.
      stock: valuationOf(() => true),
      // Low: bolts in w2 (40 available ≤ minimum 50). Out of stock: pliers in w2 (0 available).
      lowStockCount: 1,
      outOfStockCount: 1,
      // The partly received PO (w1) and the draft PO (w2); so1 (partially shipped, w1) and so4 (draft, w2).
      openPurchaseOrders: 2,
      openSalesOrders: 2,
      // so1's 5 hammers not yet shipped are allocated (w1 holds 110): no line waits on stock.
      backorders: { orders: 0, lines: 0, units: 0 },
      // Placed today and not cancelled: so1, so2, so4 (so3 is cancelled). Shipped: 15 + 10 + 5 units.
      sales: { orders: 3, revenue: money(revenue()), unitsShipped: unitsShipped() },
      topProducts: topProductsOf(),
      recentMovements: await latestMovements(),
      expiring: NOTHING_EXPIRING,
    });
    expect(data.stock).toEqual({ units: 255, costValue: 1855, retailValue: 4264.1 });
    expect(data.topProducts).toEqual([
      expect.objectContaining({ sku: ids.product.hammer.sku, units: 20, revenue: 487.5 }),
      expect.objectContaining({ sku: ids.product.pliers.sku, units: 10, revenue: 94.91 }),
    ]);
  });

  it('lists the ten latest movements newest first, as the ledger holds them', async () => {
    const data = await report<{ recentMovements: { sku: string; type: string; quantity: number; createdAt: string }[] }>('dashboard', todayOnly);
    const expected = [...LEDGER].reverse().slice(0, 10);
    expect(data.recentMovements.map((m) => ({ sku: m.sku, type: m.type, quantity: m.quantity }))).toEqual(
      expected.map((m) => ({ sku: ids.product[m.product].sku, type: m.type, quantity: m.quantity })),
    );
    const times = data.recentMovements.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('defaults to the 30 days ending today, grouped by day', async () => {
    const data = await report('dashboard');
    expect(data).toMatchObject({ from: addDays(today, -29), to: today, groupBy: 'day', warehouseId: null });
    expect(data.sales).toEqual({ orders: 3, revenue: money(revenue()), unitsShipped: unitsShipped() });
    expect(data).toEqual({ ...(await report('dashboard', todayOnly)), from: addDays(today, -29) });
  });

  it('reports no sales for a range that ends yesterday, while stock and open orders stay as they are now', async () => {
    const data = await report('dashboard', { from: addDays(today, -10), to: yesterday });
    expect(data).toMatchObject({
      from: addDays(today, -10),
      to: yesterday,
      sales: { orders: 0, revenue: 0, unitsShipped: 0 },
      topProducts: [],
      stock: valuationOf(() => true),
      openPurchaseOrders: 2,
      openSalesOrders: 2,
    });
  });

  it('filters by warehouseId: w1', async () => {
    const data = await report('dashboard', { ...todayOnly, warehouseId: wid('w1') });
    expect(data).toEqual({
      from: today,
      to: today,
      groupBy: 'day',
      warehouseId: wid('w1'),
      currency: 'USD',
      unconvertedCurrencies: [],
      products: { active: 3, archived: 1 },
      // w1: hammer 110, pliers 90 → 200 units; 110×10.80 + 90×4.50 = 1593.00; 110×25.00 + 90×9.99 = 3649.10.
      stock: valuationOf((_, w) => w === 'w1'),
      lowStockCount: 0,
      outOfStockCount: 0,
      openPurchaseOrders: 1,
      openSalesOrders: 1,
      backorders: { orders: 0, lines: 0, units: 0 },
      // so1 only (so3 is cancelled): 337.50 + 94.91 = 432.41, 25 units.
      sales: { orders: 1, revenue: money(revenue('w1')), unitsShipped: unitsShipped('w1') },
      topProducts: topProductsOf('w1'),
      recentMovements: await latestMovements('w1'),
      expiring: NOTHING_EXPIRING,
    });
    expect(data.stock).toEqual({ units: 200, costValue: 1593, retailValue: 3649.1 });
    expect((data.recentMovements as unknown[]).length).toBe(LEDGER.filter((m) => m.warehouse === 'w1').length);
  });

  it("shows a manager bound to w2 only w2, without asking, and refuses them w1 with 403", async () => {
    const data = await report('dashboard', todayOnly, tokens.managerW2);
    expect(data).toEqual({
      from: today,
      to: today,
      groupBy: 'day',
      warehouseId: wid('w2'),
      currency: 'USD',
      unconvertedCurrencies: [],
      products: { active: 3, archived: 1 },
      // w2: hammer 15, pliers 0, bolts 40 → 55 units; 15×10.80 + 40×2.50 = 262.00; 15×25.00 + 40×6.00 = 615.00.
      stock: valuationOf((_, w) => w === 'w2'),
      lowStockCount: 1,
      outOfStockCount: 1,
      openPurchaseOrders: 1,
      openSalesOrders: 1,
      backorders: { orders: 0, lines: 0, units: 0 },
      // so2 and so4 were placed in w2; so2 shipped 5 × 30.00.
      sales: { orders: 2, revenue: money(revenue('w2')), unitsShipped: unitsShipped('w2') },
      topProducts: topProductsOf('w2'),
      recentMovements: await latestMovements('w2'),
      expiring: NOTHING_EXPIRING,
    });
    expect(data.stock).toEqual({ units: 55, costValue: 262, retailValue: 615 });
    expect(await report('dashboard', { ...todayOnly, warehouseId: wid('w2') }, tokens.managerW2)).toEqual(data);
    expect(await report('dashboard', { ...todayOnly, warehouseId: wid('w2') })).toEqual(data);
    for (const name of REPORTS) {
      expect(expectStatus(await get(name, { warehouseId: wid('w1') }, tokens.managerW2), 403)).toEqual(FORBIDDEN);
    }
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /api/analytics/inventory', () => {
  /**
   * Turnover per category and in total over a range of `days` days that starts before the history
   * (value at the start 0): average inventory = (0 + ledger value now) / 2.
   *   tools: COGS 162 + 45 + 54 = 261.00; value 1350 + 405 = 1755.00; average 877.50; turnover 261 / 877.50 = 0.30;
   *          days on hand 877.50 × days / 261.
   *   parts: COGS 0; value 100.00; average 50.00; turnover 0; days on hand null (no COGS).
   *   total: days on hand (877.50 + 50.00) × days / 261.
   */
  function turnoverOf(days: number, warehouse?: WarehouseKey) {
    const rows = (['parts', 'tools'] as CategoryKey[])
      .filter((c) => LEDGER.some((m) => inScope(warehouse)(m) && CATALOGUE[m.product].category === c))
      .map((c) => {
        const average = ledgerValue(warehouse, c) / 2;
        const cogsC = cogs(warehouse, c);
        return {
          categoryId: ids.category[c].id,
          categoryName: ids.category[c].name,
          cogs: money(cogsC),
          averageInventoryValue: money(average),
          turnoverRatio: average === 0 ? null : round2(cogsC / average),
          daysOfInventoryOnHand: cogsC === 0 ? null : round2((average * days) / cogsC),
        };
      });
    const totalAverage = sum((['parts', 'tools'] as CategoryKey[]).map((c) => ledgerValue(warehouse, c) / 2));
    return { rows, days: cogs(warehouse) === 0 ? null : round2((totalAverage * days) / cogs(warehouse)) };
  }

  /** Count and net quantity per movement type (alphabetical), all today. */
  /** No cycle count was approved here (counts.test.ts covers the figures). */
  const NO_COUNTS = { sessions: 0, linesCounted: 0, linesWithoutVariance: 0, accuracy: null, shrinkageValue: 0, surplusValue: 0, netVarianceValue: 0 };
  const movementSeriesOf = (warehouse?: WarehouseKey) =>
    [...new Set(LEDGER.filter(inScope(warehouse)).map((m) => m.type))].sort().map((type) => {
      const of = LEDGER.filter(inScope(warehouse)).filter((m) => m.type === type);
      return { period: today, type, count: of.length, quantity: sum(of.map((m) => m.quantity)) };
    });

  const deadBolts = () => ({ productId: ids.product.bolts.id, sku: ids.product.bolts.sku, productName: ids.product.bolts.name, onHand: 40, costValue: 100 });

  it('reports valuation by warehouse and category, turnover, days on hand, dead stock and the movement series', async () => {
    const data = await report('inventory', todayOnly);
    const turnover = turnoverOf(1);
    expect(data).toEqual({
      from: today,
      to: today,
      groupBy: 'day',
      warehouseId: null,
      currency: 'USD',
      unconvertedCurrencies: [],
      valuation: {
        byWarehouse: (['w1', 'w2'] as WarehouseKey[]).map((w) => ({ warehouseId: wid(w), warehouseCode: ids.warehouse[w].code, ...valuationOf((_, x) => x === w) })),
        byCategory: (['parts', 'tools'] as CategoryKey[]).map((c) => ({
          categoryId: ids.category[c].id,
          categoryName: ids.category[c].name,
          ...valuationOf((p) => CATALOGUE[p].category === c),
        })),
      },
      turnover: turnover.rows,
      daysOfInventoryOnHand: turnover.days,
      // bolts: 40 on hand and never issued. hammer and pliers were shipped today.
      deadStock: [deadBolts()],
      movementSeries: movementSeriesOf(),
      counts: NO_COUNTS,
    });
    // The same figures by hand: tools 261 / 877.50 → 0.30, 877.50 × 1 / 261 → 3.36; total 927.50 × 1 / 261 → 3.55.
    expect(data.turnover).toEqual([
      expect.objectContaining({ categoryName: ids.category.parts.name, cogs: 0, averageInventoryValue: 50, turnoverRatio: 0, daysOfInventoryOnHand: null }),
      expect.objectContaining({ categoryName: ids.category.tools.name, cogs: 261, averageInventoryValue: 877.5, turnoverRatio: 0.3, daysOfInventoryOnHand: 3.36 }),
    ]);
    expect(data.daysOfInventoryOnHand).toBe(3.55);
    expect(data.movementSeries).toEqual([
      { period: today, type: 'adjustment', count: 1, quantity: -5 },
      { period: today, type: 'manual_in', count: 5, quantity: 213 },
      { period: today, type: 'manual_out', count: 1, quantity: -3 },
      { period: today, type: 'receipt', count: 2, quantity: 80 },
      { period: today, type: 'shipment', count: 3, quantity: -30 },
    ]);
  });

  it('scales days on hand with the range: the default 30 days', async () => {
    const data = await report<{ from: string; turnover: unknown[]; daysOfInventoryOnHand: number }>('inventory');
    const turnover = turnoverOf(30);
    expect(data.from).toBe(addDays(today, -29));
    expect(data.turnover).toEqual(turnover.rows);
    // tools 877.50 × 30 / 261 = 100.86; total 927.50 × 30 / 261 = 106.61.
    expect(data.turnover[1]).toMatchObject({ daysOfInventoryOnHand: 100.86, turnoverRatio: 0.3 });
    expect(data.daysOfInventoryOnHand).toBe(turnover.days);
    expect(data.daysOfInventoryOnHand).toBe(106.61);
  });

  it('values inventory held before the range: after the history, start = end = ledger value and no COGS', async () => {
    // from = to = tomorrow: everything happened before the range, so start = end = ledger value, no COGS.
    const tomorrow = addDays(today, 1);
    const data = await report<{ turnover: unknown[]; daysOfInventoryOnHand: number | null; movementSeries: unknown[] }>('inventory', { from: tomorrow, to: tomorrow });
    expect(data.turnover).toEqual(
      (['parts', 'tools'] as CategoryKey[]).map((c) => ({
        categoryId: ids.category[c].id,
        categoryName: ids.category[c].name,
        cogs: 0,
        averageInventoryValue: money(ledgerValue(undefined, c)),
        turnoverRatio: 0,
        daysOfInventoryOnHand: null,
      })),
    );
    expect(data.daysOfInventoryOnHand).toBeNull();
    expect(data.movementSeries).toEqual([]);
  });

  it('filters by warehouseId: w1 (tools only; ledger value of w1 at historical costs)', async () => {
    const data = await report('inventory', { ...todayOnly, warehouseId: wid('w1') });
    const turnover = turnoverOf(1, 'w1');
    expect(data).toEqual({
      from: today,
      to: today,
      groupBy: 'day',
      warehouseId: wid('w1'),
      currency: 'USD',
      unconvertedCurrencies: [],
      valuation: {
        byWarehouse: [{ warehouseId: wid('w1'), warehouseCode: ids.warehouse.w1.code, ...valuationOf((_, w) => w === 'w1') }],
        byCategory: [{ categoryId: ids.category.tools.id, categoryName: ids.category.tools.name, ...valuationOf((_, w) => w === 'w1') }],
      },
      turnover: turnover.rows,
      daysOfInventoryOnHand: turnover.days,
      deadStock: [],
      movementSeries: movementSeriesOf('w1'),
      counts: NO_COUNTS,
    });
    // w1 tools: COGS 162 + 45 = 207; ledger 1000 + 200 + 420 + 250 − 162 − 45 − 54 = 1609; average 804.50;
    // turnover 207 / 804.50 = 0.26; days on hand 804.50 / 207 = 3.89.
    expect(data.turnover).toEqual([expect.objectContaining({ cogs: 207, averageInventoryValue: 804.5, turnoverRatio: 0.26, daysOfInventoryOnHand: 3.89 })]);
  });

  it('filters by warehouseId: w2 (bolts are dead stock there)', async () => {
    const data = await report<{ deadStock: unknown[]; valuation: { byWarehouse: unknown[] } }>('inventory', { ...todayOnly, warehouseId: wid('w2') });
    expect(data.deadStock).toEqual([deadBolts()]);
    expect(data.valuation.byWarehouse).toEqual([{ warehouseId: wid('w2'), warehouseCode: ids.warehouse.w2.code, ...valuationOf((_, w) => w === 'w2') }]);
    expect(data).toMatchObject({ movementSeries: movementSeriesOf('w2'), turnover: turnoverOf(1, 'w2').rows });
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /api/analytics/sales', () => {
  /** Average order value to the cent: revenue / orders, half up; 0 without orders. */
  const aov = (cents: number, orders: number) => (orders ? money(Math.round(cents / orders)) : 0);
  const ordersShipped = (warehouse?: WarehouseKey) => new Set(SHIPPED.filter(inScope(warehouse)).map((l) => l.order)).size;
  const totalsOf = (warehouse?: WarehouseKey) => ({
    revenue: money(revenue(warehouse)),
    orders: ordersShipped(warehouse),
    units: unitsShipped(warehouse),
    averageOrderValue: aov(revenue(warehouse), ordersShipped(warehouse)),
  });
  // No returns in this data set (returns.test.ts covers them).
  const noReturns = { returnedUnits: 0, returnedRevenue: 0 };
  const empty = (period: string) => ({ period, revenue: 0, orders: 0, units: 0, averageOrderValue: 0 });
  const topCustomersOf = (warehouse?: WarehouseKey) =>
    (['a', 'b'] as const)
      .map((c) => {
        const lines = SHIPPED.filter(inScope(warehouse)).filter((l) => l.customer === c);
        const customer = ids.customer[c];
        return { customerId: customer.id, customerCode: customer.code, customerName: customer.name, orders: new Set(lines.map((l) => l.order)).size, revenue: sum(lines.map(lineRevenue)) };
      })
      .filter((row) => row.orders > 0)
      .sort((a, b) => b.revenue - a.revenue)
      .map((row) => ({ ...row, revenue: money(row.revenue) }));
  const byWarehouseOf = (warehouse?: WarehouseKey) =>
    (['w1', 'w2'] as WarehouseKey[])
      .filter((w) => !warehouse || w === warehouse)
      .map((w) => ({ warehouseId: wid(w), warehouseCode: ids.warehouse[w].code, orders: ordersShipped(w), units: unitsShipped(w), revenue: money(revenue(w)) }));

  it('reports totals, the daily series, top products and customers, and sales by warehouse', async () => {
    const data = await report('sales', { from: yesterday, to: today });
    expect(data).toEqual({
      from: yesterday,
      to: today,
      groupBy: 'day',
      warehouseId: null,
      currency: 'USD',
      unconvertedCurrencies: [],
      totals: { ...totalsOf(), ...noReturns },
      series: [empty(yesterday), { period: today, ...totalsOf() }],
      topProducts: topProductsOf(),
      topCustomers: topCustomersOf(),
      byWarehouse: byWarehouseOf(),
    });
    // By hand: 582.41 over 2 orders with shipments (so1, so2) = 291.205 → 291.21; 30 units.
    expect(data.totals).toEqual({ revenue: 582.41, orders: 2, units: 30, averageOrderValue: 291.21, returnedUnits: 0, returnedRevenue: 0 });
    // Customer a: so1 337.50 + 94.91 = 432.41; customer b: so2 150.00.
    expect((data.topCustomers as { revenue: number }[]).map((c) => c.revenue)).toEqual([432.41, 150]);
  });

  it('groups by month: this month holds everything, the previous month nothing', async () => {
    const data = await report<{ series: unknown[]; totals: unknown }>('sales', { from: previousMonthStart, to: today, groupBy: 'month' });
    expect(data.series).toEqual([empty(previousMonthStart), { period: monthStart, ...totalsOf() }]);
    expect(data.totals).toEqual({ ...totalsOf(), ...noReturns });
  });

  it('groups by week: periods start on Monday', async () => {
    const data = await report<{ series: unknown[] }>('sales', { ...todayOnly, groupBy: 'week' });
    expect(data.series).toEqual([{ period: weekStart, ...totalsOf() }]);
  });

  it('filters by warehouseId: w2', async () => {
    const data = await report('sales', { ...todayOnly, warehouseId: wid('w2') });
    expect(data).toEqual({
      from: today,
      to: today,
      groupBy: 'day',
      warehouseId: wid('w2'),
      currency: 'USD',
      unconvertedCurrencies: [],
      totals: { ...totalsOf('w2'), ...noReturns },
      series: [{ period: today, ...totalsOf('w2') }],
      topProducts: topProductsOf('w2'),
      topCustomers: topCustomersOf('w2'),
      byWarehouse: byWarehouseOf('w2'),
    });
    expect(data.totals).toEqual({ revenue: 150, orders: 1, units: 5, averageOrderValue: 150, returnedUnits: 0, returnedRevenue: 0 });
  });

  it('reports nothing for a range before the history', async () => {
    const data = await report('sales', { from: addDays(today, -3), to: yesterday });
    expect(data).toMatchObject({
      totals: { revenue: 0, orders: 0, units: 0, averageOrderValue: 0, returnedUnits: 0, returnedRevenue: 0 },
      series: [empty(addDays(today, -3)), empty(addDays(today, -2)), empty(yesterday)],
      topProducts: [],
      topCustomers: [],
      byWarehouse: [],
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('GET /api/analytics/financial', () => {
  /** The financial figures for everything of today in `warehouse`, with the value at the start of the range `start` (cents). */
  function figures(warehouse: WarehouseKey | undefined, start: number) {
    const r = revenue(warehouse);
    const c = cogs(warehouse);
    return {
      revenue: money(r),
      cogs: money(c),
      grossMargin: money(r - c),
      marginPercent: r === 0 ? null : round2(((r - c) * 100) / r),
      purchases: money(purchases(warehouse)),
      returnsWrittenOff: 0,
      adjustments: money(adjustments(warehouse)),
      transfers: 0,
      assemblies: 0,
      revaluations: 0,
      landedCosts: 0,
      landedCostsExpensed: 0,
      purchasePriceVariance: 0,
      inventoryValueStart: money(start),
      inventoryValueEnd: money(start + ledgerValue(warehouse)),
    };
  }

  it('reports revenue, COGS, margin, purchases and inventory value at the start and end, in total and per day', async () => {
    const data = await report('financial', { from: yesterday, to: today });
    expect(data).toEqual({
      from: yesterday,
      to: today,
      groupBy: 'day',
      warehouseId: null,
      currency: 'USD',
      unconvertedCurrencies: [],
      totals: figures(undefined, 0),
      series: [{ period: yesterday, ...NOTHING }, { period: today, ...figures(undefined, 0) }],
    });
    // By hand: revenue 582.41, COGS 261.00, margin 321.41 = 55.19 % of revenue, purchases 670.00, value 0 → 1855.00.
    expect(data.totals).toEqual({
      revenue: 582.41,
      cogs: 261,
      grossMargin: 321.41,
      marginPercent: 55.19,
      purchases: 670,
      returnsWrittenOff: 0,
      adjustments: money(adjustments()),
      transfers: 0,
      assemblies: 0,
      revaluations: 0,
      landedCosts: 0,
      landedCostsExpensed: 0,
      purchasePriceVariance: 0,
      inventoryValueStart: 0,
      inventoryValueEnd: 1855,
    });
  });

  it('satisfies end = start + purchases − COGS + adjustments and manual movements', async () => {
    const { totals } = await report<{ totals: { inventoryValueStart: number; inventoryValueEnd: number; purchases: number; cogs: number; adjustments: number } }>('financial', todayOnly);
    const other = sum(LEDGER.filter((m) => m.type !== 'receipt' && m.type !== 'shipment').map((m) => m.quantity * m.unitCost));
    expect(Math.round(totals.adjustments * 100)).toBe(other);
    expect(Math.round(totals.inventoryValueEnd * 100)).toBe(Math.round(totals.inventoryValueStart * 100) + Math.round(totals.purchases * 100) - Math.round(totals.cogs * 100) + Math.round(totals.adjustments * 100));
  });

  it('groups by month: the previous month is empty, this month holds everything', async () => {
    const data = await report<{ series: unknown[]; totals: unknown }>('financial', { from: previousMonthStart, to: today, groupBy: 'month' });
    expect(data.series).toEqual([{ period: previousMonthStart, ...NOTHING }, { period: monthStart, ...figures(undefined, 0) }]);
    expect(data.totals).toEqual(figures(undefined, 0));
  });

  it('carries the value of everything before the range into inventoryValueStart', async () => {
    const tomorrow = addDays(today, 1);
    const data = await report<{ totals: unknown; series: unknown[] }>('financial', { from: tomorrow, to: tomorrow });
    const carried = { ...NOTHING, inventoryValueStart: money(ledgerValue()), inventoryValueEnd: money(ledgerValue()) };
    expect(data.totals).toEqual(carried);
    expect(data.series).toEqual([{ period: tomorrow, ...carried }]);
  });

  it('filters by warehouseId: w1 and w2, whose ledger values add up to the whole', async () => {
    const w1 = await report<{ totals: { inventoryValueEnd: number } }>('financial', { ...todayOnly, warehouseId: wid('w1') });
    const w2 = await report<{ totals: { inventoryValueEnd: number } }>('financial', { ...todayOnly, warehouseId: wid('w2') });
    expect(w1).toEqual({ from: today, to: today, groupBy: 'day', warehouseId: wid('w1'), currency: 'USD', unconvertedCurrencies: [], totals: figures('w1', 0), series: [{ period: today, ...figures('w1', 0) }] });
    expect(w2).toEqual({ from: today, to: today, groupBy: 'day', warehouseId: wid('w2'), currency: 'USD', unconvertedCurrencies: [], totals: figures('w2', 0), series: [{ period: today, ...figures('w2', 0) }] });
    // w1: revenue 432.41, COGS 207.00, margin 225.41 = 52.13 %, purchases 670.00, value 1609.00.
    expect(w1.totals).toMatchObject({ revenue: 432.41, cogs: 207, grossMargin: 225.41, marginPercent: 52.13, purchases: 670, inventoryValueEnd: 1609 });
    // w2: revenue 150.00, COGS 54.00, margin 96.00 = 64 %, no purchases, value 200 + 100 − 54 = 246.00.
    expect(w2.totals).toMatchObject({ revenue: 150, cogs: 54, grossMargin: 96, marginPercent: 64, purchases: 0, inventoryValueEnd: 246 });
    expect(w1.totals.inventoryValueEnd + w2.totals.inventoryValueEnd).toBe(money(ledgerValue()));
  });
});

// ---------------------------------------------------------------------------------------------

describe('query validation (every report)', () => {
  describe.each(REPORTS)('%s', (name) => {
    it('returns 400 when to precedes from', async () => {
      expect(expectStatus(await get(name, { from: today, to: yesterday }), 400)).toEqual(validation({ to: ['to must not precede from'] }));
    });

    it('accepts from = to (one day)', async () => {
      expect(await report(name, todayOnly)).toMatchObject({ from: today, to: today });
    });

    it('returns 400 for a range longer than 3 years, and accepts exactly 3 years', async () => {
      expect(expectStatus(await get(name, { from: '2020-01-01', to: '2023-06-30' }), 400)).toEqual(validation({ from: ['The range must not exceed 3 years'] }));
      // 2021-01-01..2023-12-31 is exactly three years; one more day is too long.
      expect(await report(name, { from: '2021-01-01', to: '2023-12-31', groupBy: 'month' })).toMatchObject({ from: '2021-01-01', to: '2023-12-31' });
      expect(expectStatus(await get(name, { from: '2021-01-01', to: '2024-01-01' }), 400)).toEqual(validation({ from: ['The range must not exceed 3 years'] }));
    });

    it('returns 400 for an unknown groupBy', async () => {
      expect(expectStatus(await get(name, { groupBy: 'year' }), 400)).toEqual(validation({ groupBy: ['groupBy must be day, week or month'] }));
    });

    it('returns 400 for dates that are not ISO dates and a warehouseId that is not a UUID', async () => {
      expect(expectStatus(await get(name, { from: '2025-02-30' }), 400)).toEqual(validation({ from: ['from must be an ISO date (YYYY-MM-DD)'] }));
      expect(expectStatus(await get(name, { to: '01/02/2025' }), 400)).toEqual(validation({ to: ['to must be an ISO date (YYYY-MM-DD)'] }));
      expect(expectStatus(await get(name, { warehouseId: 'w1' }), 400)).toEqual(validation({ warehouseId: ['Invalid warehouse ID'] }));
    });

    it('defaults to the 30 days ending today, by day, all warehouses', async () => {
      expect(await report(name)).toMatchObject({ from: addDays(today, -29), to: today, groupBy: 'day', warehouseId: null });
      expect(await report(name, { to: yesterday })).toMatchObject({ from: addDays(yesterday, -29), to: yesterday });
    });

    it('reports an unknown warehouse as empty', async () => {
      const data = await report<Record<string, unknown>>(name, { ...todayOnly, warehouseId: randomUUID() });
      if (name === 'dashboard') expect(data).toMatchObject({ stock: { units: 0, costValue: 0, retailValue: 0 }, sales: { orders: 0, revenue: 0, unitsShipped: 0 }, recentMovements: [] });
      if (name === 'inventory') expect(data).toMatchObject({ valuation: { byWarehouse: [], byCategory: [] }, turnover: [], deadStock: [], movementSeries: [] });
      if (name === 'sales') expect(data).toMatchObject({ totals: { revenue: 0, orders: 0, units: 0, averageOrderValue: 0 }, byWarehouse: [] });
      if (name === 'financial') expect(data).toMatchObject({ totals: NOTHING });
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('permissions: analytics:read (admin, manager, viewer)', () => {
  describe.each(REPORTS)('%s', (name) => {
    it.each(['admin', 'manager', 'viewer'] as const)('allows %s the same figures', async (role) => {
      expect(await report(name, todayOnly, tokens[role])).toEqual(await report(name, todayOnly, tokens.admin));
    });

    it('refuses staff with 403', async () => {
      expect(expectStatus(await get(name, todayOnly, tokens.staff), 403)).toEqual(FORBIDDEN);
    });

    it('refuses an unauthenticated request with 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/analytics/${name}` });
      expect(expectStatus(res, 401)).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Authentication required' } });
    });
  });
});
