/**
 * FIFO costing (decision 0023 points 1 to 3): units out cost what the oldest units in of their
 * warehouse and lot cost, to the cent; transfers carry their layers' value, customer returns come
 * back at the value they left with; the remaining layers always hold the ledger's units and value
 * (ledgerMismatches checks them per warehouse and lot), also under concurrent shipments on
 * PostgreSQL; expiring lots, units in transit and count variances are valued at their own layers; a product's method is fixed once it has
 * movements.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type MovementResult, type ProductView } from './support/inventory.js';
import { costingClient, total } from './support/costing.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, orderClient } from './support/orders.js';

const t = await setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const admin = orderClient(t, await t.login('admin'));
const { bought, sold, movementsOf, financial } = costingClient(admin);

/** A FIFO product bought into warehouse `from` as 5 units at 1.00, then 5 at 2.00, and another warehouse `to`. */
async function twoLayers() {
  const product = await admin.product({ costingMethod: 'fifo', costPrice: 1, sellingPrice: 9 });
  const [from, to] = [await admin.warehouse(), await admin.warehouse()];
  await bought(from, [{ productId: product.id, quantity: 5, unitCost: 1 }]);
  await bought(from, [{ productId: product.id, quantity: 5, unitCost: 2 }]);
  return { product, from, to };
}

describe('FIFO costing', () => {
  it('costs 15 units shipped from layers of 10 at 1.00 and 10 at 2.00 as 20.00, where the average costs 22.50', async () => {
    const fifo = await admin.product({ costingMethod: 'fifo', costPrice: 1, sellingPrice: 5 });
    const average = await admin.product({ costPrice: 1, sellingPrice: 5 });
    expect(fifo.costingMethod).toBe('fifo');
    expect(average.costingMethod).toBe('average');
    const [fifoWarehouse, averageWarehouse] = [await admin.warehouse(), await admin.warehouse()];
    for (const [warehouse, product] of [
      [fifoWarehouse, fifo],
      [averageWarehouse, average],
    ] as const) {
      await bought(warehouse, [{ productId: product.id, quantity: 10, unitCost: 1 }]);
      await bought(warehouse, [{ productId: product.id, quantity: 10, unitCost: 2 }]);
      expect(await admin.costPrice(product.id)).toBe(1.5);
      await sold(warehouse, product, 15);
    }

    expect(total(await movementsOf(fifo, fifoWarehouse, 'shipment'))).toBe(-20);
    expect(await financial(fifoWarehouse.id)).toMatchObject({ purchases: 30, cogs: 20, inventoryValueEnd: 10 });
    expect(await financial(averageWarehouse.id)).toMatchObject({ purchases: 30, cogs: 22.5, inventoryValueEnd: 7.5 });
    // What is left of FIFO stock is the newest layer: 5 units at 2.00.
    expect(await admin.costPrice(fifo.id)).toBe(2);
    expect(await admin.costPrice(average.id)).toBe(1.5);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('uses a layer up to the cent: 3 units received for 1.00 leave as 0.33, 0.34 and 0.33', async () => {
    const product = await admin.product({ costingMethod: 'fifo', costPrice: 0.33, sellingPrice: 1 });
    const warehouse = await admin.warehouse();
    await bought(warehouse, [{ productId: product.id, quantity: 3, unitCost: 0.3333 }]);
    for (let i = 0; i < 3; i++) await admin.issue(product.id, warehouse.id, 1);
    const issued = await movementsOf(product, warehouse, 'manual_out');
    // Each takes its share of what is left: 1.00 × 1/3, then 0.67 × 1/2, then the rest.
    expect(issued.map((row) => row.value)).toEqual([-0.33, -0.34, -0.33]);
    expect(issued.map((row) => row.unitCost)).toEqual([0.33, 0.34, 0.33]);
    expect(await financial(warehouse.id)).toMatchObject({ purchases: 1, inventoryValueEnd: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("takes a lot's own layers: units of the newer, dearer lot cost its price, not the older lot's", async () => {
    const product = await admin.product({ costingMethod: 'fifo', tracking: 'lot', costPrice: 1, sellingPrice: 9 });
    const warehouse = await admin.warehouse();
    await bought(warehouse, [{ productId: product.id, quantity: 4, unitCost: 1, lotNumber: 'OLD' }]);
    await bought(warehouse, [{ productId: product.id, quantity: 4, unitCost: 3, lotNumber: 'NEW' }]);
    const lots = expectStatus<{ data: { id: string; lotNumber: string }[] }>(await admin.get(`/api/products/${product.id}/lots`, { warehouseId: warehouse.id }), 200).data;
    const newer = lots.find((lot) => lot.lotNumber === 'NEW')!;
    const out = expectStatus<{ data: MovementResult }>(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 2, reason: 'Sample', lotNumber: 'NEW' }), 201).data;
    expect(out.movements).toEqual([expect.objectContaining({ lotId: newer.id, quantity: -2, unitCost: 3, value: -6 })]);
    expect(await financial(warehouse.id)).toMatchObject({ purchases: 16, inventoryValueEnd: 10 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("values expiring lots at their own layers, each lot at what it cost, in the list and its totals", async () => {
    const product = await admin.product({ costingMethod: 'fifo', tracking: 'lot', costPrice: 1, sellingPrice: 9 });
    const warehouse = await admin.warehouse();
    const supplier = await admin.supplier();
    const expiry = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    for (const [lotNumber, unitCost] of [['CHEAP', 1], ['DEAR', 3]] as const) {
      const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 3, unitCost }] });
      await admin.updatePurchaseOrder(order.id, { status: 'approved' });
      await admin.received(order.id, [{ productId: product.id, quantity: 3, lotNumber, expiryDate: expiry }]);
    }
    // The cost price (2.00, the layers' average) would value each lot at 6.00.
    const expiring = expectStatus<{ data: { units: number; costValue: number; lots: { lotNumber: string; onHand: number; costValue: number }[] } }>(
      await admin.get('/api/inventory/expiring', { days: '10', warehouseId: warehouse.id }),
      200,
    ).data;
    expect(expiring.lots.map((lot) => [lot.lotNumber, lot.onHand, lot.costValue])).toEqual([
      ['CHEAP', 3, 3],
      ['DEAR', 3, 9],
    ]);
    expect([expiring.units, expiring.costValue]).toEqual([6, 12]);
  });

  it('values a count\'s variance at the layers its adjustment took, beside a product at the average, on its lines, its totals and its event', async () => {
    const { product, from } = await twoLayers();
    const averaged = await admin.product({ costPrice: 2.5, sellingPrice: 9 });
    await admin.receive(averaged.id, from.id, 4);
    const count = expectStatus<{ data: { id: string } }>(await admin.send('POST', '/api/inventory/counts', { warehouseId: from.id, productIds: [product.id, averaged.id] }), 201).data;
    const lines = (await admin.list<{ id: string; productId: string }>(`/api/inventory/counts/${count.id}/lines`, { limit: 100 })).data;
    const counted = { [product.id]: 4, [averaged.id]: 6 };
    expectStatus(await admin.send('PUT', `/api/inventory/counts/${count.id}/lines`, { lines: lines.map((line) => ({ lineId: line.id, countedQuantity: counted[line.productId] })) }), 200);
    const approved = expectStatus<{ data: { varianceQuantity: number; varianceValue: number } }>(await admin.send('POST', `/api/inventory/counts/${count.id}/approve`, {}), 200).data;
    // 6 FIFO units short take 5 at 1.00 and 1 at 2.00: 7.00, where the cost price (1.50) would say
    // 9.00; 2 units found of the other come in at its 2.50.
    expect(approved).toMatchObject({ varianceQuantity: -4, varianceValue: -2 });
    const settled = (await admin.list<{ productId: string; varianceValue: number; unitCost: number }>(`/api/inventory/counts/${count.id}/lines`, { limit: 100 })).data;
    expect(settled.map((line) => [line.productId, line.varianceValue, line.unitCost]).sort()).toEqual(
      [
        [product.id, -7, 1.1667],
        [averaged.id, 5, 2.5],
      ].sort(),
    );
    expect(total(await movementsOf(product, from, 'adjustment'))).toBe(-7);
    const events = expectStatus<{ data: { events: { subject: string; data: { adjustments: { value: number } } }[] } }>(await admin.get('/api/events', { types: 'count.approved', limit: 100 }), 200).data.events;
    expect(events.find((event) => event.subject === count.id)!.data.adjustments).toMatchObject({ unitsLost: 6, unitsGained: 2, value: -2 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('moves the value of the layers taken with a direct transfer, and takes the moved units back at that value', async () => {
    const { product, from, to } = await twoLayers();
    expectStatus(await admin.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 7 }] }), 201);
    expect(total(await movementsOf(product, from, 'transfer_out'))).toBe(-9);
    expect(total(await movementsOf(product, to, 'transfer_in'))).toBe(9);
    // The arriving units' layers keep their order: one shipped from the destination costs 1.00.
    const order = await sold(to, product, 1);
    expect(total(await movementsOf(product, to, 'shipment'))).toBe(-1);
    expect((await financial(from.id)).inventoryValueEnd).toBe(6);
    expect((await financial(to.id)).inventoryValueEnd).toBe(8);

    // The customer sends it back: it comes in at the 1.00 it left with, whatever the newest layer costs.
    const rma = await admin.send('POST', `/api/orders/sales-orders/${order.id}/returns`, { items: [{ itemId: order.items[0]!.id, quantity: 1, condition: 'resellable' }], reason: 'Unwanted' });
    expectStatus(rma, 201);
    expect(await movementsOf(product, to, 'return_in')).toEqual([expect.objectContaining({ quantity: 1, value: 1 })]);
    expect((await financial(to.id)).inventoryValueEnd).toBe(9);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('values units in transit on a two-step transfer at what their layers gave them, and lands them at that value', async () => {
    const { product, from, to } = await twoLayers();
    const transfer = expectStatus<{ data: { id: string } }>(await admin.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, mode: 'two-step', items: [{ productId: product.id, quantity: 6 }] }), 201).data;
    const shipped = expectStatus<{ data: { items: { unitCost: number }[] } }>(await admin.send('POST', `/api/warehouse/transfers/${transfer.id}/ship`, {}), 200).data;
    // 5 × 1.00 + 1 × 2.00 = 7.00 for 6 units.
    expect(shipped.items[0]!.unitCost).toBe(1.1667);
    expect(total(await movementsOf(product, from, 'transfer_out'))).toBe(-7);
    // In transit to the destination at that cost, not at the cost price (2.00, the 4 units left at the source).
    const inTransit = async () => expectStatus<{ data: { valuation: { inTransitUnits: number; inTransitCostValue: number } } }>(await admin.get('/api/inventory/analytics', { warehouseId: to.id }), 200).data.valuation;
    expect(await inTransit()).toMatchObject({ inTransitUnits: 6, inTransitCostValue: 7 });
    expectStatus(await admin.send('POST', `/api/warehouse/transfers/${transfer.id}/receive`, { items: [{ productId: product.id, quantity: 2 }] }), 200);
    expect(await inTransit()).toMatchObject({ inTransitUnits: 4, inTransitCostValue: 4.67 });
    expectStatus(await admin.send('POST', `/api/warehouse/transfers/${transfer.id}/receive`, { items: [{ productId: product.id, quantity: 4 }] }), 200);
    expect(await inTransit()).toMatchObject({ inTransitUnits: 0, inTransitCostValue: 0 });
    expect(total(await movementsOf(product, to, 'transfer_in'))).toBe(7);
    // 4 units at 2.00 left at the source and the 6 worth 7.00 at the destination.
    expect(await admin.costPrice(product.id)).toBe(1.5);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("values each warehouse's stock at its own layers, not at the product's cost price: the dashboard, the financial report and the warehouse", async () => {
    const product = await admin.product({ costingMethod: 'fifo', costPrice: 1, sellingPrice: 9 });
    const [cheap, dear] = [await admin.warehouse(), await admin.warehouse()];
    await bought(cheap, [{ productId: product.id, quantity: 10, unitCost: 1 }]);
    await bought(dear, [{ productId: product.id, quantity: 10, unitCost: 3 }]);
    expect(await admin.costPrice(product.id)).toBe(2);
    const stockValue = async (warehouseId: string) =>
      expectStatus<{ data: { stock: { costValue: number } } }>(await admin.get('/api/analytics/dashboard', { warehouseId }), 200).data.stock.costValue;
    expect([await stockValue(cheap.id), await stockValue(dear.id)]).toEqual([10, 30]);
    expect((await financial(dear.id)).inventoryValueEnd).toBe(30);
    const warehouseStock = async (warehouseId: string) => expectStatus<{ data: { stock: { stockValue: number } } }>(await admin.getWarehouse(warehouseId), 200).data.stock.stockValue;
    expect([await warehouseStock(cheap.id), await warehouseStock(dear.id)]).toEqual([10, 30]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('fixes the costing method once the product has movements, and names a method it does not know', async () => {
    const product = await admin.product({ costPrice: 1, sellingPrice: 2 });
    const warehouse = await admin.warehouse();
    expect(expectStatus<{ data: ProductView }>(await admin.send('PUT', `/api/products/${product.id}`, { costingMethod: 'fifo' }), 200).data.costingMethod).toBe('fifo');
    expect((await admin.send('PUT', `/api/products/${product.id}`, { costingMethod: 'lifo' })).json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { costingMethod: ['Costing method must be one of: average, fifo, standard'] } },
    });
    await admin.receive(product.id, warehouse.id, 4);
    expectError(await admin.send('PUT', `/api/products/${product.id}`, { costingMethod: 'average' }), 409, 'CONFLICT', 'Costing method cannot change once the product has stock movements');
    expect(expectStatus(await admin.send('PUT', `/api/products/${product.id}`, { costingMethod: 'fifo', name: 'Same method' }), 200)).toMatchObject({ data: { costingMethod: 'fifo', name: 'Same method' } });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it.runIf(onPostgres)('costs 50 concurrent shipments of 2 units from 4 layers as the oldest 100 units, whatever their order', async () => {
    const product = await admin.product({ costingMethod: 'fifo', costPrice: 1, sellingPrice: 9 });
    const warehouse = await admin.warehouse();
    for (const unitCost of [1, 1.25, 1.5, 2]) await bought(warehouse, [{ productId: product.id, quantity: 30, unitCost }]);
    const customer = await admin.customer();
    const orders = [];
    for (let i = 0; i < 50; i++) {
      const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 2 }] });
      await admin.updateSalesOrder(order.id, { status: 'confirmed' });
      orders.push(order);
    }
    const shipped = await Promise.all(orders.map((order) => admin.send('POST', `/api/orders/sales-orders/${order.id}/ship`, {})));
    expect(shipped.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
    // 30 × 1 + 30 × 1.25 + 30 × 1.5 + 10 × 2 = 132.50, and 20 units at 2.00 are left.
    expect(total(await movementsOf(product, warehouse, 'shipment'))).toBe(-132.5);
    expect(await financial(warehouse.id)).toMatchObject({ cogs: 132.5, inventoryValueEnd: 40 });
    expect(await admin.costPrice(product.id)).toBe(2);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
