/**
 * Standard cost and changes of costing method (decision 0023 points 4 to 6): receipts at standard
 * cost enter at the standard and record their purchase price variance; a new standard and every
 * change of method are revaluation movements (quantity 0) per warehouse and lot, which the
 * financial report lists; to FIFO, each warehouse's value opens one layer per lot; the ledger
 * check (layers included) holds after each, also with shipments racing a change on PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { costingClient, total, type Valued } from './support/costing.js';
import { expectStatus, type ProductView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, orderClient } from './support/orders.js';

const t = await setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const admin = orderClient(t, await t.login('admin'));
const costing = costingClient(admin);

interface Change {
  product: ProductView;
  movements: (Valued & { type: string; warehouseId: string; lotId: string | null; reason: string; onHandAfter: number })[];
}

/** PUT /api/products/{id}/costing-method expecting 200; returns the product and the revaluations. */
async function changed(productId: string, body: Record<string, unknown>): Promise<Change> {
  return expectStatus<{ data: Change }>(await admin.send('PUT', `/api/products/${productId}/costing-method`, body), 200).data;
}

/** The ids of the lots of `productId`, by lot number. */
async function lotIds(productId: string): Promise<Record<string, string>> {
  const lots = expectStatus<{ data: { id: string; lotNumber: string }[] }>(await admin.get(`/api/products/${productId}/lots`), 200).data;
  return Object.fromEntries(lots.map((lot) => [lot.lotNumber, lot.id]));
}

describe('standard cost', () => {
  it('receives at the standard with the purchase price variance beside it, ships at the standard and revalues the stock on a new standard', async () => {
    const product = await admin.product({ costingMethod: 'standard', costPrice: 10, sellingPrice: 20 });
    const warehouse = await admin.warehouse();
    const order = await costing.bought(warehouse, [{ productId: product.id, quantity: 4, unitCost: 12.5 }]);
    expect(await costing.movementsOf(product, warehouse, 'receipt')).toEqual([expect.objectContaining({ quantity: 4, unitCost: 10, value: 40, purchasePriceVariance: 10 })]);
    // The standard is the cost price: a receipt does not average it.
    expect(await admin.costPrice(product.id)).toBe(10);

    const returned = await admin.send('POST', `/api/orders/purchase-orders/${order.id}/returns`, { items: [{ itemId: order.items[0]!.id, quantity: 1 }], reason: 'Damaged' });
    expectStatus(returned, 201);
    expect(await costing.movementsOf(product, warehouse, 'return_out')).toEqual([expect.objectContaining({ quantity: -1, value: -10, purchasePriceVariance: -2.5 })]);
    await costing.sold(warehouse, product, 1);
    expect(await costing.movementsOf(product, warehouse, 'shipment')).toEqual([expect.objectContaining({ quantity: -1, unitCost: 10, value: -10, purchasePriceVariance: null })]);
    expect(await costing.financial(warehouse.id)).toMatchObject({ purchases: 30, purchasePriceVariance: 7.5, cogs: 10, revaluations: 0, inventoryValueEnd: 20 });

    // A new standard goes through the costing method, which revalues the 2 units left.
    expectError(await admin.send('PUT', `/api/products/${product.id}`, { costPrice: 11 }), 409, 'CONFLICT', 'A standard cost changes through PUT /api/products/{id}/costing-method once the product has stock movements');
    const raised = await changed(product.id, { costingMethod: 'standard', standardCost: 11.25 });
    expect(raised.product).toMatchObject({ costingMethod: 'standard', costPrice: 11.25 });
    expect(raised.movements).toEqual([expect.objectContaining({ type: 'revaluation', quantity: 0, onHandAfter: 2, value: 2.5, reason: 'Standard cost 10.00 to 11.25', unitCost: null })]);
    expect(await costing.financial(warehouse.id)).toMatchObject({ revaluations: 2.5, inventoryValueEnd: 22.5 });
    // Units in now enter at the new standard.
    await admin.receive(product.id, warehouse.id, 2);
    expect(total(await costing.movementsOf(product, warehouse, 'manual_in'))).toBe(22.5);
    const events = expectStatus<{ data: { events: { subject: string; data: { previousCostPrice: number; costPrice: number; reason: string } }[] } }>(
      await admin.get('/api/events', { types: 'product.cost_changed', limit: 100 }),
      200,
    ).data.events;
    expect(events.filter((event) => event.subject === product.id).map((event) => event.data)).toContainEqual({ productId: product.id, sku: product.sku, previousCostPrice: 10, costPrice: 11.25, reason: 'costing_method' });
    // The same standard again changes nothing.
    expect((await changed(product.id, { costingMethod: 'standard', standardCost: 11.25 })).movements).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('asks for the standard with the standard method only, and keeps a product without movements free to set its cost', async () => {
    const product = await admin.product({ costPrice: 3, sellingPrice: 5 });
    const refused = (body: Record<string, unknown>) => admin.send('PUT', `/api/products/${product.id}/costing-method`, body);
    expect((await refused({ costingMethod: 'standard' })).json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { standardCost: ['Standard cost is required for the standard method'] } } });
    expect((await refused({ costingMethod: 'fifo', standardCost: 2 })).json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { standardCost: ['Standard cost is only given for the standard method'] } } });
    expect((await refused({ costingMethod: 'lifo' })).json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { costingMethod: ['Costing method must be one of: average, fifo, standard'] } } });
    expectError(await admin.send('PUT', `/api/products/${crypto.randomUUID()}/costing-method`, { costingMethod: 'fifo' }), 404, 'NOT_FOUND', 'Product not found');
    // Without stock movements the change writes nothing, and the standard is still the cost price to edit.
    expect(await changed(product.id, { costingMethod: 'standard', standardCost: 4 })).toMatchObject({ product: { costingMethod: 'standard', costPrice: 4 }, movements: [] });
    expect(expectStatus<{ data: ProductView }>(await admin.send('PUT', `/api/products/${product.id}`, { costPrice: 4.5 }), 200).data.costPrice).toBe(4.5);
    // A manager holds finance:manage; staff do not, nor does a manager bound to one warehouse, since every warehouse is revalued.
    const staff = orderClient(t, await t.login('staff'));
    expectError(await staff.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'fifo' }), 403, 'FORBIDDEN', 'Insufficient permissions');
    const bound = orderClient(t, await t.login('manager', { warehouseId: (await admin.warehouse()).id }));
    expectError(await bound.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'fifo' }), 403, 'FORBIDDEN', 'Insufficient permissions');
  });

  it('credits a customer return of a product at standard cost at the standard it comes back at, so the financial report still adds up', async () => {
    const product = await admin.product({ costPrice: 10, sellingPrice: 30 });
    const warehouse = await admin.warehouse();
    await costing.bought(warehouse, [{ productId: product.id, quantity: 5, unitCost: 10 }]);
    const order = await costing.sold(warehouse, product, 2);
    await changed(product.id, { costingMethod: 'standard', standardCost: 14 });
    const rma = expectStatus<{ data: { items: { unitCost: number }[] } }>(
      await admin.send('POST', `/api/orders/sales-orders/${order.id}/returns`, { items: [{ itemId: order.items[0]!.id, quantity: 1, condition: 'resellable' }], reason: 'Unwanted' }),
      201,
    ).data;
    expect(rma.items[0]!.unitCost).toBe(14);
    expect(await costing.movementsOf(product, warehouse, 'return_in')).toEqual([expect.objectContaining({ quantity: 1, value: 14 })]);
    const report = await costing.financial(warehouse.id);
    // 50 bought, 20 shipped less 14 returned, 12 revalued: 56 = 4 units at 14.
    expect(report).toMatchObject({ purchases: 50, cogs: 6, revaluations: 12, inventoryValueEnd: 56 });
    expect(report.inventoryValueStart + report.purchases - report.cogs + report.revaluations).toBe(report.inventoryValueEnd);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('changing the costing method', () => {
  it('opens one FIFO layer per warehouse and lot at its share of the warehouse\'s value, then takes them as any layer', async () => {
    const product = await admin.product({ tracking: 'lot', costPrice: 1, sellingPrice: 9 });
    const [north, south] = [await admin.warehouse(), await admin.warehouse()];
    await costing.bought(north, [{ productId: product.id, quantity: 3, unitCost: 1, lotNumber: 'A' }]);
    await costing.bought(north, [{ productId: product.id, quantity: 3, unitCost: 2, lotNumber: 'B' }]);
    await costing.bought(south, [{ productId: product.id, quantity: 2, unitCost: 3, lotNumber: 'A' }]);
    // 3 + 6 at the north and 6 at the south: the average of 15.00 over 8 units.
    expect(await admin.costPrice(product.id)).toBe(1.88);
    const lots = await lotIds(product.id);

    const change = await changed(product.id, { costingMethod: 'fifo', note: 'Pharma lots' });
    expect(change.product).toMatchObject({ costingMethod: 'fifo', costPrice: 1.88 });
    // The north's 9.00 over its two lots of 3 units is 4.50 each: A gains 1.50, B loses 1.50; the south keeps its 6.00.
    const byGrain = (warehouseId: string, lotId: string) => change.movements.find((row) => row.warehouseId === warehouseId && row.lotId === lotId);
    expect(change.movements).toHaveLength(3);
    expect(byGrain(north.id, lots.A!)).toMatchObject({ type: 'revaluation', quantity: 0, value: 1.5, onHandAfter: 6, reason: 'Costing method average to fifo' });
    expect(byGrain(north.id, lots.B!)).toMatchObject({ value: -1.5 });
    expect(byGrain(south.id, lots.A!)).toMatchObject({ value: 0, onHandAfter: 2 });
    expect(await costing.financial(north.id)).toMatchObject({ revaluations: 0, inventoryValueEnd: 9 });
    expect(await ledgerMismatches(t.db)).toEqual([]);

    // One unit of lot B out of the north takes its opening layer: 4.50 / 3.
    const out = expectStatus<{ data: { movements: Valued[] } }>(await admin.move({ productId: product.id, warehouseId: north.id, type: 'out', quantity: 1, reason: 'Sample', lotNumber: 'B' }), 201).data;
    expect(out.movements).toEqual([expect.objectContaining({ value: -1.5, unitCost: 1.5 })]);
    type Layer = { warehouseCode: string; lotNumber: string; movementType: string; remaining: number; remainingValue: number; unitCost: number };
    const layers = expectStatus<{ data: Layer[] }>(await admin.get(`/api/products/${product.id}/cost-layers`, { warehouseId: north.id }), 200).data;
    expect(layers.map((layer) => [layer.warehouseCode, layer.lotNumber, layer.movementType, layer.remaining, layer.remainingValue, layer.unitCost])).toEqual([
      [north.code, 'A', 'revaluation', 3, 4.5, 1.5],
      [north.code, 'B', 'revaluation', 2, 3, 1.5],
    ]);
    expect(expectStatus<{ data: Layer[] }>(await admin.get(`/api/products/${product.id}/cost-layers`), 200).data).toHaveLength(3);
    expect(await ledgerMismatches(t.db)).toEqual([]);

    // Back to the average: 13.50 over 7 units is 1.93, and every unit takes it (the cent over is revalued).
    const back = await changed(product.id, { costingMethod: 'average' });
    expect(back.product).toMatchObject({ costingMethod: 'average', costPrice: 1.93 });
    expect(back.movements.map((row) => row.value).sort()).toEqual([-2.14, 0.86, 1.29].sort());
    expect(total(back.movements)).toBe(0.01);
    expect((await costing.financial(north.id)).inventoryValueEnd).toBe(9.65);
    expect((await costing.financial(south.id)).inventoryValueEnd).toBe(3.86);
    // Costed at the average, it has no layers left.
    expect(expectStatus<{ data: Layer[] }>(await admin.get(`/api/products/${product.id}/cost-layers`), 200).data).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("clears a warehouse's value left without units, and revalues to the standard from FIFO, emptying the layers", async () => {
    const product = await admin.product({ costPrice: 1, sellingPrice: 9 });
    const [kept, emptied] = [await admin.warehouse(), await admin.warehouse()];
    // 3 units worth 4.00 average 1.33, so the 3 issued leave 0.01 behind.
    await costing.bought(emptied, [{ productId: product.id, quantity: 2, unitCost: 1 }]);
    await costing.bought(emptied, [{ productId: product.id, quantity: 1, unitCost: 2 }]);
    await admin.issue(product.id, emptied.id, 3);
    await costing.bought(kept, [{ productId: product.id, quantity: 4, unitCost: 1.33 }]);
    expect((await costing.financial(emptied.id)).inventoryValueEnd).toBe(0.01);
    const toStandard = await changed(product.id, { costingMethod: 'standard', standardCost: 2.5 });
    expect(toStandard.movements.map((row) => [row.warehouseId, row.value])).toEqual(expect.arrayContaining([[kept.id, 4.68], [emptied.id, -0.01]]));
    expect(toStandard.movements).toHaveLength(2);
    expect((await costing.financial(emptied.id)).inventoryValueEnd).toBe(0);

    // To FIFO, one unit out at the standard it was held at, then back to a standard of 3.00.
    await changed(product.id, { costingMethod: 'fifo' });
    await costing.sold(kept, product, 1);
    expect(await costing.movementsOf(product, kept, 'shipment')).toEqual([expect.objectContaining({ value: -2.5 })]);
    const change = await changed(product.id, { costingMethod: 'standard', standardCost: 3 });
    expect(change.movements).toEqual([expect.objectContaining({ warehouseId: kept.id, value: 1.5, reason: 'Costing method fifo to standard' })]);
    expect(change.product).toMatchObject({ costingMethod: 'standard', costPrice: 3 });
    await costing.sold(kept, product, 1);
    expect(total(await costing.movementsOf(product, kept, 'shipment'))).toBe(-5.5);
    expect(await costing.financial(kept.id)).toMatchObject({ revaluations: 6.18, inventoryValueEnd: 6 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('waits for units in transit to land', async () => {
    const product = await admin.product({ costPrice: 2, sellingPrice: 9 });
    const [from, to] = [await admin.warehouse(), await admin.warehouse()];
    await admin.receive(product.id, from.id, 5);
    const transfer = expectStatus<{ data: { id: string } }>(await admin.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, mode: 'two-step', items: [{ productId: product.id, quantity: 2 }] }), 201).data;
    expectStatus(await admin.send('POST', `/api/warehouse/transfers/${transfer.id}/ship`, {}), 200);
    expectError(await admin.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'fifo' }), 409, 'CONFLICT', 'Costing method cannot change while units of the product are in transit');
    expectStatus(await admin.send('POST', `/api/warehouse/transfers/${transfer.id}/receive`, { items: [{ productId: product.id, quantity: 2 }] }), 200);
    expect((await changed(product.id, { costingMethod: 'fifo' })).movements.map((row) => row.value)).toEqual([0, 0]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it.runIf(onPostgres)('keeps the layers whole while 12 shipments and receipts race a change to FIFO and back', async () => {
    const product = await admin.product({ costPrice: 1, sellingPrice: 9 });
    const warehouse = await admin.warehouse();
    await costing.bought(warehouse, [{ productId: product.id, quantity: 40, unitCost: 1.5 }]);
    const customer = await admin.customer();
    const orders = [];
    for (let i = 0; i < 8; i++) {
      const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 3 }] });
      await admin.updateSalesOrder(order.id, { status: 'confirmed' });
      orders.push(order);
    }
    const writes = [
      ...orders.map((order) => admin.send('POST', `/api/orders/sales-orders/${order.id}/ship`, {})),
      ...[1, 2, 3, 4].map((i) => admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: i, reason: 'Found' })),
      admin.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'fifo' }),
    ];
    const results = await Promise.all(writes);
    expect(results.map((res) => res.statusCode)).toEqual([...orders.map(() => 200), 201, 201, 201, 201, 200]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
    const more = [0, 1, 2].map(() => admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 2, reason: 'Sample' }));
    const [, ...rest] = await Promise.all([admin.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'average' }), ...more]);
    expect(rest.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(40 - 24 + 10 - 6);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
