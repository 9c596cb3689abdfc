/**
 * Purchases, receipts, transfers, returns and counts in any unit of a product (decision 0021): a
 * line's quantity converts to base units before any rule reads it, the line keeps the unit as
 * entered, and costs, the ledger and the reports stay in base units. The walk of a product bought by
 * the pallet from a supplier selling cases, received by scanning GS1-128 case labels and sold by
 * the unit; every balance equals its ledger after each posting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { freshGtin } from './support/products.js';
import { expectError, orderClient, PURCHASE_ORDERS, SALES_ORDERS, validation, type OrderClient } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
});

/** How a line answers its quantity (decision 0021). */
interface Entered {
  id: string;
  productId: string;
  quantity: number;
  unit: string | null;
  unitQuantity: number | null;
}

/** A product with a case of 12 (GTIN `caseGtin` when given) and a pallet of 40 cases. */
async function packed(overrides: Record<string, unknown> = {}, caseGtin?: string): Promise<ProductView> {
  const product = await admin.product(overrides);
  const units = [{ name: 'case', quantity: 12, ...(caseGtin ? { barcode: caseGtin } : {}) }, { name: 'pallet', quantity: 40, contains: 'case' }];
  expectStatus(await admin.send('PUT', `/api/products/${product.id}/units`, { units }), 200);
  return product;
}

/** An approved purchase order of `items` into `warehouse`. */
async function approvedOrder(warehouse: WarehouseView, items: Record<string, unknown>[]) {
  const supplier = await admin.supplier();
  const order = await manager.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items });
  await manager.updatePurchaseOrder(order.id, { status: 'approved' });
  return order as unknown as { id: string; items: Entered[]; subtotal: number };
}

/** A sales order of `items` confirmed and shipped whole. */
async function soldOrder(warehouse: WarehouseView, items: Record<string, unknown>[]) {
  const customer = await admin.customer();
  const order = await manager.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items });
  await manager.updateSalesOrder(order.id, { status: 'confirmed' });
  return (await staff.shipped(order.id)) as unknown as { id: string; items: Entered[] };
}

const financial = async (warehouseId: string) =>
  expectStatus<{ data: { totals: { revenue: number; cogs: number; purchases: number; inventoryValueEnd: number } } }>(await admin.get('/api/analytics/financial', { warehouseId }), 200).data.totals;

describe('buying in packs', () => {
  it('buys a pallet from a supplier selling cases, receives 3 cases of a lot from one GS1-128 scan, and sells units', async () => {
    const caseGtin = freshGtin('1');
    const sealant = await packed({ tracking: 'lot', costPrice: 1.25, sellingPrice: 2.5 }, caseGtin);
    const warehouse = await admin.warehouse();
    const supplier = await admin.supplier();
    const offer = expectStatus<{ data: { pack: unknown } }>(await admin.send('POST', `/api/suppliers/${supplier.id}/products`, { productId: sealant.id, unitCost: 1.25, pack: 'case' }), 201).data;
    expect(offer.pack).toMatchObject({ unit: 'case', quantity: 12, price: 15 });

    const order = (await manager.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: sealant.id, quantity: 1, unit: 'pallet', unitCost: 1.25 }] })) as unknown as {
      id: string;
      items: (Entered & { lineTotal: number })[];
    };
    expect(order.items).toEqual([expect.objectContaining({ quantity: 480, unit: 'pallet', unitQuantity: 1, lineTotal: 600 })]);
    await manager.updatePurchaseOrder(order.id, { status: 'approved' });

    // One scan of a case label carrying the count (AI 37): everything the receipt line needs.
    const lot = `L${caseGtin.slice(-5)}`;
    const scanned = expectStatus<{ data: { item: { productId: string; unit: string; unitQuantity: number; quantity: number; lotNumber: string; expiryDate: string } } }>(
      await admin.get('/api/lookup', { code: `]C101${caseGtin}17281231` + `10${lot}\x1d373` }),
      200,
    ).data.item;
    expect(scanned).toMatchObject({ productId: sealant.id, unit: 'case', unitQuantity: 3, quantity: 36, lotNumber: lot, expiryDate: '2028-12-31' });
    const received = await staff.received(order.id, [
      { productId: scanned.productId, quantity: scanned.unitQuantity, unit: scanned.unit, lotNumber: scanned.lotNumber, expiryDate: scanned.expiryDate },
    ]);
    expect(received.status).toBe('partially_received');
    expect(received.items[0]).toMatchObject({ quantity: 480, receivedQuantity: 36, unit: 'pallet', unitQuantity: 1 });
    const lots = expectStatus<{ data: { lotNumber: string; expiryDate: string; onHand: number }[] }>(await admin.get(`/api/products/${sealant.id}/lots`, { warehouseId: warehouse.id }), 200).data;
    expect(lots).toEqual([expect.objectContaining({ lotNumber: lot, expiryDate: '2028-12-31', onHand: 36 })]);
    expect(await ledgerMismatches(t.db)).toEqual([]);

    // Another 2 cases of the same lot, scanned one case at a time: a case label without a count is one case.
    const one = expectStatus<{ data: { item: { unitQuantity: number; quantity: number } } }>(await admin.get('/api/lookup', { code: `(01)${caseGtin}(17)281231(10)${lot}` }), 200).data.item;
    expect(one).toMatchObject({ unitQuantity: 1, quantity: 12 });
    await staff.received(order.id, [
      { productId: sealant.id, quantity: 1, unit: 'case', lotNumber: lot, expiryDate: '2028-12-31' },
      { productId: sealant.id, quantity: 1, unit: 'case', lotNumber: lot, expiryDate: '2028-12-31' },
    ]);
    const sold = await soldOrder(warehouse, [{ productId: sealant.id, quantity: 5 }]);
    expect(sold.items[0]).toMatchObject({ quantity: 5, unit: null, unitQuantity: null });
    expect(await admin.stockOf(sealant.id, warehouse.id)).toEqual({ onHand: 55, reserved: 0 });
    expect(await admin.costPrice(sealant.id)).toBe(1.25);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('values a case-based purchase and sale exactly as the same in units, to the cent', async () => {
    const byCase = await packed({ costPrice: 1.25, sellingPrice: 2.5 });
    const byUnit = await packed({ costPrice: 1.25, sellingPrice: 2.5 });
    const [caseWarehouse, unitWarehouse] = [await admin.warehouse(), await admin.warehouse()];
    const inCases = await approvedOrder(caseWarehouse, [{ productId: byCase.id, quantity: 3, unit: 'case', unitCost: 1.25 }]);
    const inUnits = await approvedOrder(unitWarehouse, [{ productId: byUnit.id, quantity: 36, unitCost: 1.25 }]);
    expect(inCases.subtotal).toBe(45);
    expect(inUnits.subtotal).toBe(45);
    await staff.received(inCases.id, [{ productId: byCase.id, quantity: 3, unit: 'case' }]);
    await staff.received(inUnits.id, [{ productId: byUnit.id, quantity: 36 }]);
    await soldOrder(caseWarehouse, [{ productId: byCase.id, quantity: 1, unit: 'case' }]);
    await soldOrder(unitWarehouse, [{ productId: byUnit.id, quantity: 12 }]);

    const [cases, units] = [await financial(caseWarehouse.id), await financial(unitWarehouse.id)];
    expect(cases).toMatchObject({ revenue: 30, cogs: 15, purchases: 45, inventoryValueEnd: 30 });
    expect(units).toMatchObject({ revenue: cases.revenue, cogs: cases.cogs, purchases: cases.purchases, inventoryValueEnd: cases.inventoryValueEnd });
    expect(await admin.stockOf(byCase.id, caseWarehouse.id)).toEqual({ onHand: 24, reserved: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('refuses a unit the product has not, and a receipt of more cases than remain, nothing received', async () => {
    const goods = await packed();
    const warehouse = await admin.warehouse();
    const supplier = await admin.supplier();
    const refused = await manager.postPurchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: goods.id, quantity: 1, unit: 'crate' }] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual(validation({ 'items.0.unit': ['Unit crate is not a unit of this product (piece, case, pallet)'] }));

    const order = await approvedOrder(warehouse, [{ productId: goods.id, quantity: 2, unit: 'case' }]);
    expect(order.items[0]).toMatchObject({ quantity: 24, unit: 'case', unitQuantity: 2 });
    const over = expectError(await staff.receiveOrder(order.id, { items: [{ productId: goods.id, quantity: 3, unit: 'case' }] }), 409, 'OVER_RECEIPT');
    expect(over.error.details).toEqual([expect.objectContaining({ ordered: 24, received: 0, requested: 36 })]);
    expect((await staff.receiveOrder(order.id, { items: [{ productId: goods.id, quantity: 1, unit: 'box' }] })).json()).toEqual(
      validation({ 'items.0.unit': ['Unit box is not a unit of this product (piece, case, pallet)'] }),
    );
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 0, reserved: 0 });
  });
});

describe('moving, returning and counting in packs', () => {
  it('transfers 2 cases directly and 2 cases in two steps, received as a case and 12 units', async () => {
    const goods = await packed();
    const [from, to] = [await admin.warehouse(), await admin.warehouse()];
    await admin.receive(goods.id, from.id, 100);
    const direct = expectStatus<{ data: { items: Entered[] } }>(await admin.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: goods.id, quantity: 2, unit: 'case' }] }), 201).data;
    expect(direct.items[0]).toMatchObject({ quantity: 24, unit: 'case', unitQuantity: 2 });
    expect(await admin.stockOf(goods.id, to.id)).toEqual({ onHand: 24, reserved: 0 });

    const twoStep = expectStatus<{ data: { id: string; items: Entered[] } }>(
      await admin.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, mode: 'two-step', items: [{ productId: goods.id, quantity: 2, unit: 'case' }] }),
      201,
    ).data;
    expectStatus(await admin.send('POST', `/api/warehouse/transfers/${twoStep.id}/ship`, {}), 200);
    const receipt = (items: Record<string, unknown>[]) => admin.send('POST', `/api/warehouse/transfers/${twoStep.id}/receive`, { items });
    expect((await receipt([{ productId: goods.id, quantity: 1, unit: 'crate' }])).json()).toEqual(validation({ 'items.0.unit': ['Unit crate is not a unit of this product (piece, case, pallet)'] }));
    const arrived = expectStatus<{ data: { status: string; items: (Entered & { receivedQuantity: number })[] } }>(
      await receipt([
        { productId: goods.id, quantity: 1, unit: 'case' },
        { productId: goods.id, quantity: 12 },
      ]),
      200,
    ).data;
    expect(arrived.status).toBe('received');
    expect(arrived.items[0]).toMatchObject({ quantity: 24, receivedQuantity: 24, unit: 'case', unitQuantity: 2 });
    expect(await admin.stockOf(goods.id, from.id)).toEqual({ onHand: 52, reserved: 0 });
    expect(await admin.stockOf(goods.id, to.id)).toEqual({ onHand: 48, reserved: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('takes back a case from a customer and sends a case back to the supplier', async () => {
    const goods = await packed({ costPrice: 2, sellingPrice: 3 });
    const warehouse = await admin.warehouse();
    const bought = await approvedOrder(warehouse, [{ productId: goods.id, quantity: 4, unit: 'case' }]);
    await staff.received(bought.id, [{ productId: goods.id, quantity: 4, unit: 'case' }]);
    const sold = await soldOrder(warehouse, [{ productId: goods.id, quantity: 2, unit: 'case' }]);

    const customerReturn = (items: Record<string, unknown>[]) => manager.send('POST', `${SALES_ORDERS}/${sold.id}/returns`, { items, reason: 'Wrong colour' });
    const over = expectError(await customerReturn([{ itemId: sold.items[0]!.id, quantity: 3, unit: 'case', condition: 'resellable' }]), 409, 'OVER_RETURN');
    expect(over.error.details).toEqual([expect.objectContaining({ shipped: 24, returned: 0, requested: 36 })]);
    const rma = expectStatus<{ data: { items: Entered[]; totals: { units: number } } }>(await customerReturn([{ itemId: sold.items[0]!.id, quantity: 1, unit: 'case', condition: 'resellable' }]), 201).data;
    expect(rma.items).toEqual([expect.objectContaining({ quantity: 12, unit: 'case', unitQuantity: 1 })]);
    expect(rma.totals.units).toBe(12);
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 36, reserved: 0 });

    const supplierReturn = (items: Record<string, unknown>[]) => manager.send('POST', `${PURCHASE_ORDERS}/${bought.id}/returns`, { items, reason: 'Damaged in transit' });
    expect((await supplierReturn([{ itemId: bought.items[0]!.id, quantity: 1, unit: 'kg' }])).json()).toEqual(validation({ 'items.0.unit': ['Unit kg is not a unit of this product (piece, case, pallet)'] }));
    const rts = expectStatus<{ data: { items: Entered[]; totalValue: number } }>(await supplierReturn([{ itemId: bought.items[0]!.id, quantity: 1, unit: 'case' }]), 201).data;
    expect(rts.items).toEqual([expect.objectContaining({ quantity: 12, unit: 'case', unitQuantity: 1 })]);
    expect(rts.totalValue).toBe(24);
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 24, reserved: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('counts a shelf in cases: 5 cases are 60 units, the variance against the book, approved into stock', async () => {
    const goods = await packed({ costPrice: 1 });
    const warehouse = await admin.warehouse();
    await admin.receive(goods.id, warehouse.id, 50);
    const count = expectStatus<{ data: { id: string } }>(await manager.send('POST', '/api/inventory/counts', { warehouseId: warehouse.id, productIds: [goods.id] }), 201).data;
    const lines = expectStatus<{ data: { id: string }[] }>(await staff.get(`/api/inventory/counts/${count.id}/lines`), 200).data;
    const record = (entry: Record<string, unknown>) => staff.send('PUT', `/api/inventory/counts/${count.id}/lines`, { lines: [{ lineId: lines[0]!.id, ...entry }] });
    expect((await record({ countedQuantity: 5, unit: 'crate' })).json()).toEqual(validation({ 'lines.0.unit': ['Unit crate is not a unit of this product (piece, case, pallet)'] }));
    expectStatus(await record({ countedQuantity: 4, unit: 'case' }), 200);
    expectStatus(await record({ countedQuantity: 5, unit: 'Case' }), 200);
    const [line] = expectStatus<{ data: { countedQuantity: number; bookQuantity: number; history: { countedQuantity: number; unit: string | null; unitQuantity: number | null }[] }[] }>(
      await manager.get(`/api/inventory/counts/${count.id}/lines`),
      200,
    ).data;
    expect(line).toMatchObject({ countedQuantity: 60, bookQuantity: 50 });
    expect(line!.history.map(({ countedQuantity, unit, unitQuantity }) => ({ countedQuantity, unit, unitQuantity }))).toEqual([
      { countedQuantity: 48, unit: 'case', unitQuantity: 4 },
      { countedQuantity: 60, unit: 'case', unitQuantity: 5 },
    ]);
    expectStatus(await manager.send('POST', `/api/inventory/counts/${count.id}/approve`, {}), 200);
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 60, reserved: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('moves, adjusts, relocates and holds in cases; null is the base unit', async () => {
    const goods = await packed();
    const warehouse = await admin.warehouse();
    const moved = expectStatus<{ data: { movement: { quantity: number } } }>(
      await admin.move({ productId: goods.id, warehouseId: warehouse.id, type: 'in', quantity: 5, unit: 'case', reason: 'Delivery' }),
      201,
    ).data;
    expect(moved.movement.quantity).toBe(60);
    expect((await admin.move({ productId: goods.id, warehouseId: warehouse.id, type: 'out', quantity: 1, unit: 'crate', reason: 'Issue' })).json()).toEqual(
      validation({ unit: ['Unit crate is not a unit of this product (piece, case, pallet)'] }),
    );
    expectStatus(await admin.adjust({ productId: goods.id, warehouseId: warehouse.id, quantity: -1, unit: 'case', reason: 'damage' }), 201);
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 48, reserved: 0 });
    expectStatus(await admin.adjust({ productId: goods.id, warehouseId: warehouse.id, countedQuantity: 3, unit: 'case', reason: 'count' }), 201);
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 36, reserved: 0 });
    const shelf = expectStatus<{ data: { id: string } }>(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'UNITS-1' }), 201).data;
    const fromLocationId = expectStatus<{ data: { id: string; code: string }[] }>(await admin.get(`/api/warehouse/${warehouse.id}/locations`), 200).data.find((l) => l.code === 'DEFAULT')!.id;
    expectStatus(await admin.send('POST', '/api/inventory/relocations', { productId: goods.id, warehouseId: warehouse.id, fromLocationId, toLocationId: shelf.id, quantity: 1, unit: 'case' }), 201);
    const hold = expectStatus<{ data: { lines: { quantity: number }[] } }>(
      await admin.send('POST', '/api/inventory/holds', { warehouseId: warehouse.id, lines: [{ productId: goods.id, quantity: 2, unit: 'case' }] }),
      201,
    ).data;
    expect(hold.lines[0]).toMatchObject({ quantity: 24 });
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 36, reserved: 24 });
    const order = await approvedOrder(warehouse, [{ productId: goods.id, quantity: 7, unit: null }]);
    expect(order.items[0]).toMatchObject({ quantity: 7, unit: null, unitQuantity: null });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
