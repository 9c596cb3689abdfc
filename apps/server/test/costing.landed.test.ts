/**
 * Landed costs (decision 0023 point 7): charges in any currency spread over purchase orders' lines
 * by value, quantity, weight or volume; each line's share raises the value of its units still in
 * stock (FIFO: its receipt's layers; average: the cost price) and is expensed for the units gone;
 * the financial report lists both apart; the ledger check (layers included) holds after each, also
 * with shipments racing a landed cost on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { costingClient, total } from './support/costing.js';
import { expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, orderClient } from './support/orders.js';

const t = await setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const admin = orderClient(t, await t.login('admin'));
const costing = costingClient(admin);

beforeAll(async () => {
  expectStatus(await admin.send('POST', '/api/exchange-rates', { currency: 'EUR', rate: 1.2, validFrom: '2020-01-01' }), 201);
});

interface LandedCost {
  number: string;
  total: number;
  capitalized: number;
  expensed: number;
  charges: { type: string; currency: string; rate: number; baseAmount: number }[];
  lines: { productId: string; units: number; basis: number; amount: number; unitsInStock: number; capitalized: number; expensed: number }[];
}

/** POST /api/landed-costs expecting 201; returns the landed cost. */
async function landed(body: Record<string, unknown>): Promise<LandedCost> {
  return expectStatus<{ data: LandedCost }>(await admin.send('POST', '/api/landed-costs', body), 201).data;
}

const lineOf = (cost: LandedCost, product: ProductView) => cost.lines.find((line) => line.productId === product.id)!;

/** One purchase order of `items` received whole into `warehouse`; returns its id. */
async function received(warehouse: WarehouseView, items: Record<string, unknown>[]): Promise<string> {
  return (await costing.bought(warehouse, items)).id;
}

describe('landed costs', () => {
  it('spreads freight and duty by value, raising the units in stock (a FIFO layer, an average cost price) and expensing the units sold', async () => {
    const average = await admin.product({ costPrice: 10, sellingPrice: 20 });
    const fifo = await admin.product({ costingMethod: 'fifo', costPrice: 20, sellingPrice: 40 });
    const warehouse = await admin.warehouse();
    const orderId = await received(warehouse, [
      { productId: average.id, quantity: 10, unitCost: 10 },
      { productId: fifo.id, quantity: 10, unitCost: 20 },
    ]);
    await costing.sold(warehouse, average, 4);
    await costing.sold(warehouse, fifo, 5);

    // 30.00 of freight and 50 EUR of duty at 1.2: 90.00, a third to the average line (100 of 300).
    const cost = await landed({ purchaseOrderIds: [orderId], allocation: 'value', charges: [{ type: 'freight', amount: 30 }, { type: 'duty', amount: 50, currency: 'EUR' }], note: 'Container MSKU 1234567' });
    expect(cost).toMatchObject({ number: expect.stringMatching(/^LC-\d{6}$/), total: 90, capitalized: 48, expensed: 42 });
    expect(cost.charges.map((charge) => [charge.type, charge.currency, charge.rate, charge.baseAmount])).toEqual([
      ['freight', 'USD', 1, 30],
      ['duty', 'EUR', 1.2, 60],
    ]);
    expect(lineOf(cost, average)).toMatchObject({ units: 10, basis: 100, amount: 30, unitsInStock: 6, capitalized: 18, expensed: 12 });
    expect(lineOf(cost, fifo)).toMatchObject({ units: 10, basis: 200, amount: 60, unitsInStock: 5, capitalized: 30, expensed: 30 });

    // The 6 average units were 60.00, now 78.00; the 5 FIFO units 100.00, now 130.00.
    expect(await admin.costPrice(average.id)).toBe(13);
    expect(await admin.costPrice(fifo.id)).toBe(26);
    // Both cost price changes name the landed cost as their reason, the FIFO one too.
    const events = expectStatus<{ data: { events: { subject: string; data: { costPrice: number; reason: string } }[] } }>(await admin.get('/api/events', { types: 'product.cost_changed', limit: 100 }), 200).data.events;
    expect([average, fifo].map((product) => events.filter((event) => event.subject === product.id).at(-1)?.data)).toEqual([expect.objectContaining({ costPrice: 13, reason: 'landed_cost' }), expect.objectContaining({ costPrice: 26, reason: 'landed_cost' })]);
    expect(await costing.movementsOf(fifo, warehouse, 'revaluation')).toEqual([expect.objectContaining({ quantity: 0, value: 30, reason: `Landed cost ${cost.number}`, note: 'Container MSKU 1234567' })]);
    expect(await costing.financial(warehouse.id)).toMatchObject({ purchases: 300, landedCosts: 48, landedCostsExpensed: 42, revaluations: 0, inventoryValueEnd: 208 });
    await costing.sold(warehouse, fifo, 1);
    expect((await costing.movementsOf(fifo, warehouse, 'shipment')).at(-1)).toMatchObject({ value: -26 });
    expect(expectStatus<{ data: LandedCost }>(await admin.get(`/api/landed-costs/${(cost as unknown as { id: string }).id}`), 200).data).toEqual(cost);
    expect(expectStatus<{ data: LandedCost[] }>(await admin.get('/api/landed-costs', { purchaseOrderId: orderId }), 200).data).toEqual([cost]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('spreads by quantity, weight and volume, and expenses the share of a product at standard cost', async () => {
    const light = await admin.product({ costPrice: 1, sellingPrice: 2, weight: 0.5 });
    const heavy = await admin.product({ costingMethod: 'standard', costPrice: 1, sellingPrice: 2, weight: 1.5 });
    for (const [product, height] of [[light, 10], [heavy, 30]] as const) {
      expectStatus(await admin.send('PUT', `/api/products/${product.id}/units`, { units: [{ name: 'case', quantity: 10, dimensions: { length: 10, width: 10, height } }] }), 200);
    }
    const warehouse = await admin.warehouse();
    const orderId = await received(warehouse, [
      { productId: light.id, quantity: 10, unitCost: 1 },
      { productId: heavy.id, quantity: 30, unitCost: 1 },
    ]);
    const byQuantity = await landed({ purchaseOrderIds: [orderId], allocation: 'quantity', charges: [{ type: 'freight', amount: 100 }] });
    expect([lineOf(byQuantity, light).amount, lineOf(byQuantity, heavy).amount]).toEqual([25, 75]);
    // At standard cost the share is a variance, expensed whole.
    expect(lineOf(byQuantity, heavy)).toMatchObject({ unitsInStock: 0, capitalized: 0, expensed: 75 });
    const byWeight = await landed({ purchaseOrderIds: [orderId], allocation: 'weight', charges: [{ type: 'insurance', amount: 100 }] });
    expect([lineOf(byWeight, light).basis, lineOf(byWeight, heavy).basis]).toEqual([5, 45]);
    expect([lineOf(byWeight, light).amount, lineOf(byWeight, heavy).amount]).toEqual([10, 90]);
    // A case of 10 is 1,000 cm³ or 3,000 cm³: 100 and 300 per unit.
    const byVolume = await landed({ purchaseOrderIds: [orderId], allocation: 'volume', charges: [{ type: 'other', amount: 10 }] });
    expect([lineOf(byVolume, light).basis, lineOf(byVolume, heavy).basis]).toEqual([1000, 9000]);
    expect([lineOf(byVolume, light).amount, lineOf(byVolume, heavy).amount]).toEqual([1, 9]);
    // The light product's 10 units took 25 + 10 + 1.
    expect(total(await costing.movementsOf(light, warehouse, 'revaluation'))).toBe(36);
    expect(await admin.costPrice(light.id)).toBe(4.6);
    expect(await admin.costPrice(heavy.id)).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('names what it cannot allocate: unknown orders, nothing received, a missing weight, a currency without a rate', async () => {
    const product = await admin.product({ costPrice: 1, sellingPrice: 2 });
    const warehouse = await admin.warehouse();
    const refused = async (body: Record<string, unknown>) => (await admin.send('POST', '/api/landed-costs', body)).json();
    const freight = [{ type: 'freight', amount: 5 }];
    expect(await refused({ purchaseOrderIds: [crypto.randomUUID()], allocation: 'value', charges: freight })).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { 'purchaseOrderIds.0': ['Purchase order not found'] } } });
    const draft = await admin.purchaseOrder({ supplierId: (await admin.supplier()).id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1, unitCost: 1 }] });
    expect(await refused({ purchaseOrderIds: [draft.id], allocation: 'value', charges: freight })).toMatchObject({ error: { details: { purchaseOrderIds: ['The purchase orders have no units received'] } } });
    const orderId = await received(warehouse, [{ productId: product.id, quantity: 2, unitCost: 1 }]);
    expect(await refused({ purchaseOrderIds: [orderId], allocation: 'weight', charges: freight })).toMatchObject({ error: { details: { allocation: [`Product ${product.sku} has no weight to allocate by`] } } });
    expect(await refused({ purchaseOrderIds: [orderId], allocation: 'value', charges: [{ type: 'toll', amount: 5 }] })).toMatchObject({ error: { details: { 'charges.0.type': ['Charge type must be one of: freight, duty, insurance, other'] } } });
    expectError(await admin.send('POST', '/api/landed-costs', { purchaseOrderIds: [orderId], allocation: 'value', charges: [{ type: 'duty', amount: 5, currency: 'GBP' }] }), 409, 'CONFLICT', 'No exchange rate for GBP: add one (POST /api/exchange-rates) first');
    const staff = orderClient(t, await t.login('staff'));
    expectError(await staff.send('POST', '/api/landed-costs', { purchaseOrderIds: [orderId], allocation: 'value', charges: freight }), 403, 'FORBIDDEN', 'Insufficient permissions');
    // Nothing was recorded for this order, and the list filtered by it says so.
    expect(expectStatus<{ data: LandedCost[] }>(await admin.get('/api/landed-costs', { purchaseOrderId: orderId }), 200).data).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("shares a warehouse's on hand between two orders of a product at the average, newest first, and finds a FIFO product's units in the layers it opened when its method changed", async () => {
    const product = await admin.product({ costPrice: 2, sellingPrice: 9 });
    const warehouse = await admin.warehouse();
    const older = await received(warehouse, [{ productId: product.id, quantity: 10, unitCost: 2 }]);
    const newer = await received(warehouse, [{ productId: product.id, quantity: 10, unitCost: 2 }]);
    await costing.sold(warehouse, product, 10);
    // 10 units left of 20 received: the newer order's, not each order's.
    const averaged = await landed({ purchaseOrderIds: [older, newer], allocation: 'quantity', charges: [{ type: 'freight', amount: 20 }] });
    expect(averaged.lines.map((line) => [line.unitsInStock, line.capitalized, line.expensed])).toEqual([
      [0, 0, 10],
      [10, 10, 0],
    ]);
    expect(await admin.costPrice(product.id)).toBe(3);

    // Costed FIFO since: its receipts opened no layer, the warehouse's layers hold its units.
    expectStatus(await admin.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'fifo' }), 200);
    const layered = await landed({ purchaseOrderIds: [newer], allocation: 'quantity', charges: [{ type: 'duty', amount: 5 }] });
    expect(layered).toMatchObject({ capitalized: 5, expensed: 0, lines: [expect.objectContaining({ unitsInStock: 10 })] });
    expect(await admin.costPrice(product.id)).toBe(3.5);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('shows a manager bound to a warehouse only the landed costs with lines there, and refuses a charge worth less than a cent', async () => {
    const product = await admin.product({ costPrice: 1, sellingPrice: 2 });
    const [here, there] = [await admin.warehouse(), await admin.warehouse()];
    const orderId = await received(there, [{ productId: product.id, quantity: 2, unitCost: 1 }]);
    const cost = (await landed({ purchaseOrderIds: [orderId], allocation: 'value', charges: [{ type: 'freight', amount: 1 }] })) as LandedCost & { id: string };
    const bound = orderClient(t, await t.login('manager', { warehouseId: here.id }));
    expect(expectStatus<{ data: LandedCost[] }>(await bound.get('/api/landed-costs', { purchaseOrderId: orderId }), 200).data).toEqual([]);
    expectError(await bound.get(`/api/landed-costs/${cost.id}`), 404, 'NOT_FOUND', 'Landed cost not found');
    const refused = async (charge: Record<string, unknown>) => (await admin.send('POST', '/api/landed-costs', { purchaseOrderIds: [orderId], allocation: 'value', charges: [charge] })).json();
    expectStatus(await admin.send('POST', '/api/exchange-rates', { currency: 'JPY', rate: 0.4 }), 201);
    expect(await refused({ type: 'other', amount: 0.01, currency: 'JPY' })).toMatchObject({ error: { details: { 'charges.0.amount': ['Amount is less than a cent in USD'] } } });
    expect(await refused({ type: 'other', amount: 5, rate: 2 })).toMatchObject({ error: { details: { 'charges.0.rate': ['A charge in USD takes rate 1'] } } });
  });

  it('raises one opening layer by the shares of two orders received before the product became FIFO', async () => {
    const product = await admin.product({ costPrice: 5, sellingPrice: 9 });
    const warehouse = await admin.warehouse();
    const first = await received(warehouse, [{ productId: product.id, quantity: 4, unitCost: 5 }]);
    const second = await received(warehouse, [{ productId: product.id, quantity: 6, unitCost: 5 }]);
    expectStatus(await admin.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'fifo' }), 200);
    // Neither order's receipt opened a layer: both shares go to the one opening layer the change made.
    const cost = await landed({ purchaseOrderIds: [first, second], allocation: 'quantity', charges: [{ type: 'freight', amount: 20 }] });
    expect(cost).toMatchObject({ total: 20, capitalized: 20, expensed: 0 });
    const layers = expectStatus<{ data: { remaining: number; remainingValue: number }[] }>(await admin.get(`/api/products/${product.id}/cost-layers`), 200).data;
    expect(layers).toEqual([expect.objectContaining({ remaining: 10, remainingValue: 70 })]);
    expect(await admin.costPrice(product.id)).toBe(7);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it.runIf(onPostgres)('keeps the layers whole while 8 shipments race a landed cost of their receipt', async () => {
    const product = await admin.product({ costingMethod: 'fifo', costPrice: 2, sellingPrice: 9 });
    const warehouse = await admin.warehouse();
    const orderId = await received(warehouse, [{ productId: product.id, quantity: 40, unitCost: 2 }]);
    const customer = await admin.customer();
    const orders = [];
    for (let i = 0; i < 8; i++) {
      const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 3 }] });
      await admin.updateSalesOrder(order.id, { status: 'confirmed' });
      orders.push(order);
    }
    const [cost, ...shipped] = await Promise.all([
      admin.send('POST', '/api/landed-costs', { purchaseOrderIds: [orderId], allocation: 'quantity', charges: [{ type: 'freight', amount: 40 }] }),
      ...orders.map((order) => admin.send('POST', `/api/orders/sales-orders/${order.id}/ship`, {})),
    ]);
    expect([cost!.statusCode, ...shipped.map((res) => res.statusCode)]).toEqual([201, ...orders.map(() => 200)]);
    const { capitalized, expensed } = expectStatus<{ data: LandedCost }>(cost!, 201).data;
    // Whatever the order, the charge is split whole, and the ledger's value is what came in less what went out.
    expect(capitalized + expensed).toBe(40);
    const report = await costing.financial(warehouse.id);
    expect(report).toMatchObject({ purchases: 80, landedCosts: capitalized, landedCostsExpensed: expensed });
    expect(report.inventoryValueEnd).toBeCloseTo(80 + capitalized - report.cogs, 2);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
