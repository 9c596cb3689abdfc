/**
 * Backdated entries (decision 0023 point 8): a receipt or adjustment posted with an earlier
 * `effectiveAt` counts from then, and the units out since are revalued in the same transaction, each
 * difference a revaluation naming the movement it corrects, at that movement's effective time. Under
 * the average the value runs forward; under FIFO the layers are taken again in effective order, and
 * later units out take them in that order too. The ledger check (balances, daily summary by
 * effective day, layers against the ledger) runs after each.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import { costingClient, total, type Valued } from './support/costing.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectInvalid, orderClient } from './support/orders.js';

const t = await setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const admin = orderClient(t, await t.login('admin'));
const { bought, sold, movementsOf, financial } = costingClient(admin);

type Moved = Valued & { id: string; type: string; effectiveAt: string; createdAt: string; reference: { type: string; id: string } | null };

/** Receives `quantity` units of `product` at `unitCost` on a new approved order, with `effectiveAt`; returns the receipt's movement. */
async function boughtOn(warehouse: WarehouseView, product: ProductView, quantity: number, unitCost: number, effectiveAt: string): Promise<Moved> {
  const supplier = await admin.supplier();
  const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity, unitCost }] });
  await admin.updatePurchaseOrder(order.id, { status: 'approved' });
  expectStatus(await admin.receiveOrder(order.id, { items: [{ productId: product.id, quantity }], effectiveAt }), 200);
  return (await moves(product, warehouse, 'receipt')).find((row) => row.effectiveAt === new Date(effectiveAt).toISOString())!;
}

const moves = async (product: ProductView, warehouse: WarehouseView, type: string) => (await movementsOf(product, warehouse, type)) as Moved[];

/** The inventory valuation of `warehouseId` at cost (units in stock). */
async function valuation(warehouseId: string): Promise<number> {
  return expectStatus<{ data: { valuation: { totalCostValue: number } } }>(await admin.get('/api/inventory/analytics', { warehouseId }), 200).data.valuation.totalCostValue;
}

/** A new product costed by `method` (cost price `unitCost`) and warehouse, `quantity` units bought there at `unitCost`; with that first receipt's movement. */
async function stocked(method: 'average' | 'fifo', quantity: number, unitCost: number) {
  const product = await admin.product({ costingMethod: method, costPrice: unitCost, sellingPrice: 9 });
  const warehouse = await admin.warehouse();
  await bought(warehouse, [{ productId: product.id, quantity, unitCost }]);
  const [first] = await moves(product, warehouse, 'receipt');
  return { product, warehouse, first: first! };
}

/** A time `ms` milliseconds after `iso`. */
const after = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

describe('backdated entries', () => {
  it('revalues a shipment at the average a receipt posted before it makes, as a revaluation naming the shipment', async () => {
    const { product, warehouse, first } = await stocked('average', 10, 1);
    await sold(warehouse, product, 5);
    const [shipment] = await moves(product, warehouse, 'shipment');
    expect(shipment!.value).toBe(-5);

    // 10 more at 4.00, effective between the first receipt and the shipment: it shipped at (10 + 40) / 20 = 2.50.
    const late = await boughtOn(warehouse, product, 10, 4, after(first.createdAt, 1));
    expect(late.effectiveAt).toBe(after(first.createdAt, 1));
    expect(late.value).toBe(40);
    const [correction, ...more] = await moves(product, warehouse, 'revaluation');
    expect(more).toEqual([]);
    expect(correction).toMatchObject({ quantity: 0, value: -7.5, reference: { type: 'stock_movement', id: shipment!.id }, effectiveAt: shipment!.effectiveAt });
    // 15 units left worth 50 − 12.50: the cost price and the valuation read the ledger.
    expect(await admin.costPrice(product.id)).toBe(2.5);
    expect(await valuation(warehouse.id)).toBe(37.5);
    expect(await financial(warehouse.id)).toMatchObject({ purchases: 50, cogs: 5, revaluations: -7.5, inventoryValueEnd: 37.5 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('values a backdated adjustment at the average of its time and runs the average forward from it', async () => {
    const { product, warehouse, first } = await stocked('average', 10, 1);
    await bought(warehouse, [{ productId: product.id, quantity: 10, unitCost: 3 }]);
    await sold(warehouse, product, 10);
    // 4 units lost before the second receipt: at 1.00 then, not the 2.00 average of now; the shipment then took 10 of 16 units worth 36.
    const lost = { productId: product.id, warehouseId: warehouse.id, quantity: -4, reason: 'damage', effectiveAt: after(first.createdAt, 1) };
    expectStatus(await admin.send('POST', '/api/inventory/adjustments', lost), 201);
    const revaluations = await moves(product, warehouse, 'revaluation');
    const [adjustment] = await moves(product, warehouse, 'adjustment');
    expect(adjustment!.value + total(revaluations.filter((row) => row.reference!.id === adjustment!.id))).toBe(-4);
    const [shipment] = await moves(product, warehouse, 'shipment');
    expect(shipment!.value + total(revaluations.filter((row) => row.reference!.id === shipment!.id))).toBe(-22.5);
    // 6 units left of 36 − 22.50 = 13.50.
    expect(await valuation(warehouse.id)).toBe(13.5);
    expect(await admin.costPrice(product.id)).toBe(2.25);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('takes FIFO layers again in effective order: the shipment took the older backdated layer, and later units out take it first', async () => {
    const { product, warehouse, first } = await stocked('fifo', 10, 2);
    await sold(warehouse, product, 4);
    const [shipment] = await moves(product, warehouse, 'shipment');
    expect(shipment!.value).toBe(-8);

    await boughtOn(warehouse, product, 10, 1, after(first.createdAt, -86_400_000));
    const [correction] = await moves(product, warehouse, 'revaluation');
    expect(correction).toMatchObject({ value: 4, reference: { type: 'stock_movement', id: shipment!.id } });
    const layers = expectStatus<{ data: { remaining: number; remainingValue: number }[] }>(await admin.get(`/api/products/${product.id}/cost-layers`), 200).data;
    expect(layers.map((layer) => [layer.remaining, layer.remainingValue])).toEqual([
      [6, 6],
      [10, 20],
    ]);
    // The next 7 units take the 6 left at 1.00, then 1 at 2.00.
    await sold(warehouse, product, 7);
    expect((await moves(product, warehouse, 'shipment'))[1]!.value).toBe(-8);
    expect(await valuation(warehouse.id)).toBe(18);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it.runIf(onPostgres)('keeps the layers and the ledger equal when a backdated receipt races shipments of its product (PostgreSQL)', async () => {
    const { product, warehouse, first } = await stocked('fifo', 20, 2);
    await Promise.all([...Array.from({ length: 6 }, () => sold(warehouse, product, 2)), boughtOn(warehouse, product, 10, 1, after(first.createdAt, -1))]);
    // Whichever committed first, 12 units shipped in effective order took the 10 at 1.00 and 2 at 2.00.
    const shipped = (await moves(product, warehouse, 'shipment')).reduce((sum, row) => sum + row.value, 0) + total(await moves(product, warehouse, 'revaluation'));
    expect(Math.round(shipped * 100) / 100).toBe(-14);
    expect(await valuation(warehouse.id)).toBe(36);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('replays FIFO from the last change of method: its opening layers stay first, a sold-out change still bounds the history', async () => {
    const { product, warehouse } = await stocked('average', 10, 1);
    expectStatus(await admin.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'fifo' }), 200);
    const [opening] = await moves(product, warehouse, 'revaluation');
    await sold(warehouse, product, 4);
    // 10 at 2.00 dated between the change and the shipment: the opening layer is older, so the shipment keeps its 4.00.
    await boughtOn(warehouse, product, 10, 2, after(opening!.effectiveAt, 1));
    expect((await moves(product, warehouse, 'revaluation')).filter((row) => row.reference?.type === 'stock_movement')).toEqual([]);
    expect(await valuation(warehouse.id)).toBe(26);
    expect(await ledgerMismatches(t.db)).toEqual([]);

    // Sold out and changed back to the average with nothing to revalue (no movement): the change still closes the history before it.
    await sold(warehouse, product, 16);
    expectStatus(await admin.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'average' }), 200);
    const early = { productId: product.id, warehouseId: warehouse.id, quantity: 1, reason: 'found', effectiveAt: after(opening!.effectiveAt, 2) };
    expectInvalid(await admin.send('POST', '/api/inventory/adjustments', early), { effectiveAt: ["effectiveAt must not be before the product's last change of costing method or standard cost"] });
  });

  it('refuses a loss dated before the units it would take came in', async () => {
    const { product, warehouse, first } = await stocked('average', 10, 1);
    await sold(warehouse, product, 10);
    await bought(warehouse, [{ productId: product.id, quantity: 10, unitCost: 3 }]);
    // 4 lost just after the first receipt: the 10 shipped next would have found 6.
    const lost = { productId: product.id, warehouseId: warehouse.id, quantity: -4, reason: 'damage', effectiveAt: after(first.createdAt, 1) };
    expectInvalid(await admin.send('POST', '/api/inventory/adjustments', lost), { effectiveAt: ['effectiveAt is before the stock its units came from: post it later'] });
    expect(await moves(product, warehouse, 'adjustment')).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses a date in the future, a backdated count, and a date before the last change of costing method', async () => {
    const product = await admin.product({ costPrice: 1, sellingPrice: 9 });
    const warehouse = await admin.warehouse();
    const adjust = (body: Record<string, unknown>) => admin.send('POST', '/api/inventory/adjustments', { productId: product.id, warehouseId: warehouse.id, reason: 'found', ...body });
    expectInvalid(await adjust({ quantity: 1, effectiveAt: after(new Date().toISOString(), 3_600_000) }), { effectiveAt: ['effectiveAt must not be in the future'] });
    expectInvalid(await adjust({ countedQuantity: 1, effectiveAt: '2026-01-01' }), { effectiveAt: ['A count sets on hand now: backdate a quantity instead'] });
    expectStatus(await adjust({ quantity: 2 }), 201);
    expectStatus(await admin.send('PUT', `/api/products/${product.id}/costing-method`, { costingMethod: 'fifo' }), 200);
    expectInvalid(await adjust({ quantity: 1, effectiveAt: '2026-01-01' }), { effectiveAt: ["effectiveAt must not be before the product's last change of costing method or standard cost"] });
    expect(await moves(product, warehouse, 'adjustment')).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
