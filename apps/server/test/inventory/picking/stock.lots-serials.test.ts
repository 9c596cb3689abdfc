/**
 * Stock where it physically is (decision 0015): receiving into locations with lots, expiry dates and
 * serial numbers; shipping first expiry first out, never an expired lot unless named with
 * allowExpired (managers and above); balances, lots, expiring lots and the trace of a lot or serial
 * from its supplier to its customers. Every refusal writes nothing; ledger and balances agree at
 * every grain at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { expectError, orderClient, type OrderClient } from '../../support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
});

afterAll(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

/** The day `days` from today (UTC), as YYYY-MM-DD. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface BalanceView {
  productId: string;
  warehouseId: string;
  locationId: string;
  locationCode: string;
  lotId: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
  onHand: number;
  reserved: number;
  available: number;
}

interface ShippedFrom {
  locationCode: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
  quantity: number;
}

const balancesOf = async (client: OrderClient, query: Record<string, string>) =>
  (await client.list<BalanceView>('/api/inventory/balances', { limit: 100, ...query })).data;

/** A product tracked by lot or serial (overrides of the product body), in a new category. */
const trackedProduct = (tracking: 'lot' | 'serial', overrides: Record<string, unknown> = {}) =>
  admin.product({ tracking, costPrice: 2.5, sellingPrice: 6, ...overrides });

/** A bin in `warehouse` (POST /api/warehouse/{id}/locations). */
async function bin(warehouse: WarehouseView, code: string): Promise<{ id: string; code: string }> {
  return expectStatus<{ data: { id: string; code: string } }>(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code }), 201).data;
}

/** An approved purchase order of `quantity` units of each product into `warehouse`. */
async function approvedPurchaseOrder(warehouse: WarehouseView, lines: [ProductView, number][]) {
  const supplier = await admin.supplier({ name: `Supplier of ${lines[0]![0].sku}` });
  const order = await manager.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: lines.map(([product, quantity]) => ({ productId: product.id, quantity })) });
  return { supplier, order: await manager.updatePurchaseOrder(order.id, { status: 'approved' }) };
}

/** A confirmed sales order of `quantity` units of `product` from `warehouse`. */
async function confirmedSalesOrder(warehouse: WarehouseView, product: ProductView, quantity: number) {
  const customer = await admin.customer();
  const order = await manager.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity }] });
  return { customer, order: await manager.updateSalesOrder(order.id, { status: 'confirmed' }) };
}

/** Receives a lot through POST /api/inventory/movements (type in). */
const receiveLot = (client: OrderClient, product: ProductView, warehouse: WarehouseView, quantity: number, lot: Record<string, unknown>) =>
  client.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity, reason: 'Receipt', ...lot });

const shippedFrom = async (orderId: string) =>
  (expectStatus<{ data: { items: { shippedFrom: ShippedFrom[] }[] } }>(await manager.getSalesOrder(orderId), 200).data.items[0]!.shippedFrom);

describe('receiving into locations, lots and serials', () => {
  it('receives a purchase order split across two lots, one into a bin, the other with the expiry its shelf life gives', async () => {
    const warehouse = await admin.warehouse();
    const shelf = await bin(warehouse, 'A-01-01');
    const product = await trackedProduct('lot', { shelfLifeDays: 90 });
    const { order } = await approvedPurchaseOrder(warehouse, [[product, 10]]);

    const received = await staff.received(order.id, [
      { productId: product.id, quantity: 6, lotNumber: 'L-2291', expiryDate: day(60), manufacturedDate: day(-5), locationId: shelf.id },
      { productId: product.id, quantity: 4, lotNumber: 'L-2292' },
    ]);
    expect(received.status).toBe('received');

    const balances = await balancesOf(staff, { productId: product.id });
    expect(balances.map((b) => [b.locationCode, b.lotNumber, b.expiryDate, b.onHand, b.available])).toEqual([
      ['A-01-01', 'L-2291', day(60), 6, 6],
      ['DEFAULT', 'L-2292', day(90), 4, 4],
    ]);
    expect(await staff.stockOf(product.id, warehouse.id)).toEqual({ onHand: 10, reserved: 0 });

    const lots = expectStatus<{ data: { lotNumber: string; expiryDate: string; manufacturedDate: string | null; expired: boolean; onHand: number; warehouses: unknown[] }[] }>(
      await staff.send('GET', `/api/products/${product.id}/lots`),
      200,
    ).data;
    expect(lots).toEqual([
      expect.objectContaining({ lotNumber: 'L-2291', expiryDate: day(60), manufacturedDate: day(-5), expired: false, onHand: 6, warehouses: [{ warehouseId: warehouse.id, warehouseCode: warehouse.code, onHand: 6 }] }),
      expect.objectContaining({ lotNumber: 'L-2292', expiryDate: day(90), manufacturedDate: null, expired: false, onHand: 4 }),
    ]);
  });

  it('refuses a lot-tracked line without a lot number with 400 naming the field, and writes nothing', async () => {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('lot');
    const { order } = await approvedPurchaseOrder(warehouse, [[product, 5]]);
    const res = await staff.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 5 }] });
    expect(expectError(res, 400, 'VALIDATION_ERROR').error).toMatchObject({ details: { 'items.0.lotNumber': ['Lot number is required for a lot-tracked product'] } });
    expect((await staff.purchaseOrderById(order.id)).items[0]!.receivedQuantity).toBe(0);
    expect(await balancesOf(staff, { productId: product.id })).toEqual([]);
  });

  it('refuses lot and serial fields on a product not tracked that way', async () => {
    const warehouse = await admin.warehouse();
    const plain = await admin.product();
    const lotted = await trackedProduct('lot');
    const cases: [ProductView, Record<string, unknown>, string, string][] = [
      [plain, { lotNumber: 'L-1' }, 'lotNumber', 'Product is not lot-tracked'],
      [lotted, { lotNumber: 'L-1', serialNumbers: ['S-1'] }, 'serialNumbers', 'Product is not serial-tracked'],
    ];
    for (const [product, fields, field, message] of cases) {
      const res = await receiveLot(manager, product, warehouse, 1, fields);
      expect(expectError(res, 400, 'VALIDATION_ERROR').error).toMatchObject({ details: { [field]: [message] } });
    }
    expect(await staff.stockOf(plain.id, warehouse.id)).toEqual({ onHand: 0, reserved: 0 });
  });

  it('refuses a location of another warehouse or an inactive one', async () => {
    const warehouse = await admin.warehouse();
    const elsewhere = await bin(await admin.warehouse(), 'B-01');
    const closed = await bin(warehouse, 'C-01');
    await admin.send('PUT', `/api/warehouse/${warehouse.id}/locations/${closed.id}`, { isActive: false });
    const product = await admin.product();
    for (const [locationId, message] of [[elsewhere.id, 'Location not found'], [closed.id, 'Location is inactive']] as const) {
      const res = await receiveLot(manager, product, warehouse, 1, { locationId });
      expect(expectError(res, 400, 'VALIDATION_ERROR').error).toMatchObject({ details: { locationId: [message] } });
    }
  });

  it('refuses serials missing, fewer or more than the quantity, or repeated (400), and a serial already in stock (409)', async () => {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('serial');
    const refusals: [Record<string, unknown>, string][] = [
      [{}, 'Give one serial number per unit: 2 expected, 0 given'],
      [{ serialNumbers: ['SN-1'] }, 'Give one serial number per unit: 2 expected, 1 given'],
      [{ serialNumbers: ['SN-1', 'SN-2', 'SN-3'] }, 'Give one serial number per unit: 2 expected, 3 given'],
      [{ serialNumbers: ['SN-1', 'SN-1'] }, 'Serial number SN-1 is repeated'],
    ];
    for (const [fields, message] of refusals) {
      const res = await receiveLot(manager, product, warehouse, 2, fields);
      expect(expectError(res, 400, 'VALIDATION_ERROR').error).toMatchObject({ details: { serialNumbers: [message] } });
    }
    expect(await balancesOf(staff, { productId: product.id })).toEqual([]);

    expectStatus(await receiveLot(manager, product, warehouse, 2, { serialNumbers: ['SN-1', 'SN-2'] }), 201);
    const again = await receiveLot(manager, product, await admin.warehouse(), 2, { serialNumbers: ['SN-3', 'SN-2'] });
    expectError(again, 409, 'CONFLICT', 'Serial number already in stock');
    const sameShelf = await receiveLot(manager, product, warehouse, 1, { serialNumbers: ['SN-1'] });
    expectError(sameShelf, 409, 'CONFLICT', 'Serial number already in stock');
    expect((await balancesOf(staff, { productId: product.id })).map((b) => [b.serialNumber, b.onHand])).toEqual([
      ['SN-1', 1],
      ['SN-2', 1],
    ]);
  });

  it('refuses a known lot number with another expiry date (409), and accepts it without one', async () => {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('lot');
    expectStatus(await receiveLot(manager, product, warehouse, 3, { lotNumber: 'L-9', expiryDate: day(30) }), 201);
    expectError(await receiveLot(manager, product, warehouse, 3, { lotNumber: 'L-9', expiryDate: day(31) }), 409, 'CONFLICT', `Lot L-9 already exists with expiry date ${day(30)}`);
    const more = expectStatus<{ data: { movements: { lotId: string; quantity: number }[] } }>(await receiveLot(manager, product, warehouse, 2, { lotNumber: 'L-9' }), 201).data;
    expect(more.movements).toEqual([expect.objectContaining({ quantity: 2, lotId: expect.any(String) })]);
    expect((await balancesOf(staff, { productId: product.id })).map((b) => b.onHand)).toEqual([5]);
  });
});

describe('shipping first expiry first out', () => {
  async function threeLots() {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('lot');
    const lots = [
      { lotNumber: 'LATE', expiryDate: day(40), quantity: 3 },
      { lotNumber: 'SOON', expiryDate: day(5), quantity: 2 },
      { lotNumber: 'GONE', expiryDate: day(-3), quantity: 5 },
    ];
    for (const { quantity, ...lot } of lots) expectStatus(await receiveLot(admin, product, warehouse, quantity, lot), 201);
    return { warehouse, product };
  }

  it('takes the earliest-expiring lot first and never an expired one, and the order shows what it shipped', async () => {
    const { warehouse, product } = await threeLots();
    const { order } = await confirmedSalesOrder(warehouse, product, 4);
    await staff.shipped(order.id);
    expect(await shippedFrom(order.id)).toEqual([
      { locationId: expect.any(String), locationCode: 'DEFAULT', lotId: expect.any(String), lotNumber: 'SOON', expiryDate: day(5), serialNumber: null, quantity: 2 },
      { locationId: expect.any(String), locationCode: 'DEFAULT', lotId: expect.any(String), lotNumber: 'LATE', expiryDate: day(40), serialNumber: null, quantity: 2 },
    ]);
    const balances = await balancesOf(staff, { productId: product.id });
    expect(balances.map((b) => [b.lotNumber, b.onHand, b.available])).toEqual([
      ['GONE', 5, 0],
      ['LATE', 1, 1],
    ]);

    // The next order gets the one fresh unit left and waits for the other; the expired lot is never allocated.
    const { order: next } = await confirmedSalesOrder(warehouse, product, 2);
    expect(next.items[0]).toMatchObject({ allocatedQuantity: 1, backorderedQuantity: 1 });
    expect(next.allocationStatus).toBe('partially_allocated');
    const short = expectError(await staff.shipOrder(next.id, { items: [{ itemId: next.items[0]!.id, quantity: 2 }] }), 409, 'INSUFFICIENT_STOCK');
    expect(short.error.details).toEqual([{ productId: product.id, warehouseId: warehouse.id, requested: 2, available: 0 }]);
    expect(await staff.stockOf(product.id, warehouse.id)).toEqual({ onHand: 6, reserved: 1 });
    const partial = await staff.shipped(next.id);
    expect(partial.items[0]).toMatchObject({ shippedQuantity: 1, allocatedQuantity: 0, backorderedQuantity: 1 });
    expect(partial.allocationStatus).toBe('backordered');
  });

  it('ships a named expired lot only with allowExpired, and only for managers and above', async () => {
    const { warehouse, product } = await threeLots();
    const gone = (await balancesOf(staff, { productId: product.id })).find((b) => b.lotNumber === 'GONE')!;
    const { order } = await confirmedSalesOrder(warehouse, product, 2);
    const line = { itemId: order.items[0]!.id, quantity: 2, lotId: gone.lotId };

    const refused = expectError(await staff.shipOrder(order.id, { items: [line] }), 409, 'CONFLICT');
    expect(refused.error.message).toBe(`Lot GONE expired on ${day(-3)}; name it with allowExpired to ship it`);
    expectError(await staff.shipOrder(order.id, { items: [{ ...line, allowExpired: true }] }), 403, 'FORBIDDEN');
    await manager.shipped(order.id, { items: [{ ...line, allowExpired: true }] });
    expect((await shippedFrom(order.id)).map((g) => [g.lotNumber, g.quantity])).toEqual([['GONE', 2]]);
  });

  it('ships the serials named, else the oldest first; a shipped serial can come back and leave again', async () => {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('serial');
    for (const serial of ['SN-A', 'SN-B', 'SN-C']) expectStatus(await receiveLot(admin, product, warehouse, 1, { serialNumbers: [serial] }), 201);
    const { order } = await confirmedSalesOrder(warehouse, product, 2);
    const itemId = order.items[0]!.id;
    await staff.shipped(order.id, { items: [{ itemId, quantity: 1, serialNumbers: ['SN-C'] }] });
    await staff.shipped(order.id, { items: [{ itemId, quantity: 1 }] });
    expect((await shippedFrom(order.id)).map((g) => g.serialNumber)).toEqual(['SN-A', 'SN-C']);

    expectStatus(await receiveLot(admin, product, warehouse, 1, { serialNumbers: ['SN-C'], reason: 'Customer return' }), 201);
    expect((await balancesOf(staff, { productId: product.id })).map((b) => b.serialNumber)).toEqual(['SN-B', 'SN-C']);
    const { order: again } = await confirmedSalesOrder(warehouse, product, 1);
    await staff.shipped(again.id, { items: [{ itemId: again.items[0]!.id, quantity: 1, serialNumbers: ['SN-C'] }] });
    expectError(await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 1, reason: 'Issue', serialNumbers: ['SN-C'] }), 409, 'INSUFFICIENT_STOCK');
  });
});

describe('expiring lots and traceability', () => {
  it('lists lots expiring within the window and those already expired, soonest first, with value at cost', async () => {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('lot', { costPrice: 1.25 });
    for (const [lotNumber, expiryDate, quantity] of [['E-NEXT-YEAR', day(300), 9], ['E-SOON', day(12), 4], ['E-PAST', day(-20), 3]] as const) {
      expectStatus(await receiveLot(admin, product, warehouse, quantity, { lotNumber, expiryDate }), 201);
    }
    const body = expectStatus<{ data: { until: string; units: number; costValue: number; lots: { lotNumber: string; expired: boolean; onHand: number; costValue: number }[] } }>(
      await staff.get('/api/inventory/expiring', { days: '30', warehouseId: warehouse.id }),
      200,
    ).data;
    expect(body.until).toBe(day(30));
    expect(body.lots.map((l) => [l.lotNumber, l.expired, l.onHand, l.costValue])).toEqual([
      ['E-PAST', true, 3, 3.75],
      ['E-SOON', false, 4, 5],
    ]);
    expect([body.units, body.costValue]).toEqual([7, 8.75]);

    const dashboard = expectStatus<{ data: { expiring: unknown } }>(await manager.get('/api/analytics/dashboard', { warehouseId: warehouse.id }), 200).data;
    expect(dashboard.expiring).toEqual({ days: 30, units: 7, costValue: 8.75, expiredUnits: 3, expiredCostValue: 3.75 });
  });

  it('traces a lot from its supplier to its customers in one request', async () => {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('lot');
    const { supplier, order: purchase } = await approvedPurchaseOrder(warehouse, [[product, 8]]);
    await staff.received(purchase.id, [{ productId: product.id, quantity: 8, lotNumber: 'L-RECALL', expiryDate: day(100) }]);
    const first = await confirmedSalesOrder(warehouse, product, 3);
    const second = await confirmedSalesOrder(warehouse, product, 2);
    await staff.shipped(first.order.id);
    await staff.shipped(second.order.id);

    const trace = expectStatus<{
      data: { lot: { lotNumber: string }; received: number; shipped: number; onHand: number; movements: { type: string; quantity: number; document: { number: string; party: { type: string; name: string } } }[] };
    }>(await staff.get('/api/inventory/trace', { productId: product.id, lotNumber: 'L-RECALL' }), 200).data;
    expect(trace).toMatchObject({ lot: { lotNumber: 'L-RECALL' }, received: 8, shipped: 5, onHand: 3 });
    expect(trace.movements.map((m) => [m.type, m.quantity, m.document.number, m.document.party.type, m.document.party.name])).toEqual([
      ['receipt', 8, purchase.number, 'supplier', supplier.name],
      ['shipment', -3, first.order.number, 'customer', first.customer.name],
      ['shipment', -2, second.order.number, 'customer', second.customer.name],
    ]);
  });

  it('traces a serial number, and answers 404 for a lot or serial it has never seen', async () => {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('serial');
    expectStatus(await receiveLot(admin, product, warehouse, 1, { serialNumbers: ['SN-TRACE'] }), 201);
    const trace = expectStatus<{ data: { serialNumber: string; onHand: number; movements: unknown[] } }>(await staff.get('/api/inventory/trace', { productId: product.id, serialNumber: 'SN-TRACE' }), 200).data;
    expect(trace).toMatchObject({ serialNumber: 'SN-TRACE', onHand: 1 });
    expect(trace.movements).toHaveLength(1);
    expectError(await staff.get('/api/inventory/trace', { productId: product.id, serialNumber: 'SN-NEVER' }), 404, 'NOT_FOUND');
    expectError(await staff.get('/api/inventory/trace', { productId: product.id, lotNumber: 'L-NEVER' }), 404, 'NOT_FOUND');
    expectError(await staff.get('/api/inventory/trace', { productId: product.id }), 400, 'VALIDATION_ERROR');
  });

  it('keeps a warehouse-bound user to its warehouse', async () => {
    const home = await admin.warehouse();
    const other = await admin.warehouse();
    const product = await trackedProduct('lot');
    expectStatus(await receiveLot(admin, product, home, 2, { lotNumber: 'L-HOME', expiryDate: day(3) }), 201);
    expectStatus(await receiveLot(admin, product, other, 2, { lotNumber: 'L-AWAY', expiryDate: day(3) }), 201);
    const bound = orderClient(t, await t.login('staff', { warehouseId: home.id }));
    expect((await balancesOf(bound, { productId: product.id })).map((b) => b.lotNumber)).toEqual(['L-HOME']);
    expect((await balancesOf(bound, { productId: product.id, warehouseId: other.id }))).toEqual([]);
    expectError(await bound.get('/api/inventory/expiring', { warehouseId: other.id }), 403, 'FORBIDDEN');
    const lots = expectStatus<{ data: { lotNumber: string; onHand: number }[] }>(await bound.send('GET', `/api/products/${product.id}/lots`), 200).data;
    expect(lots.map((l) => [l.lotNumber, l.onHand])).toEqual([
      ['L-AWAY', 0],
      ['L-HOME', 2],
    ]);
  });
});

describe('relocations, transfers and adjustments at the grain', () => {
  it('relocates units between bins keeping their lot, without changing what the warehouse has', async () => {
    const warehouse = await admin.warehouse();
    const [dock, shelf] = [await bin(warehouse, 'DOCK-1'), await bin(warehouse, 'S-01')];
    const product = await trackedProduct('lot');
    expectStatus(await receiveLot(manager, product, warehouse, 5, { lotNumber: 'R-1', expiryDate: day(10), locationId: dock.id }), 201);
    expectStatus(await receiveLot(manager, product, warehouse, 5, { lotNumber: 'R-2', expiryDate: day(20), locationId: dock.id }), 201);
    const before = await staff.level(product.id, warehouse.id);

    const res = await manager.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, fromLocationId: dock.id, toLocationId: shelf.id, quantity: 7 });
    const moved = expectStatus<{ data: { movements: { type: string; quantity: number; lotId: string; locationId: string }[]; level: { onHand: number; available: number } } }>(res, 201).data;
    expect(moved.movements.map((m) => [m.type, m.quantity, m.locationId === shelf.id])).toEqual([
      ['relocation_out', -5, false],
      ['relocation_out', -2, false],
      ['relocation_in', 5, true],
      ['relocation_in', 2, true],
    ]);
    expect(moved.level).toMatchObject({ onHand: before!.onHand, available: before!.available });
    const balances = await balancesOf(staff, { productId: product.id });
    expect(balances.map((b) => [b.locationCode, b.lotNumber, b.onHand])).toEqual([
      ['DOCK-1', 'R-2', 3],
      ['S-01', 'R-1', 5],
      ['S-01', 'R-2', 2],
    ]);

    const short = await manager.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, fromLocationId: dock.id, toLocationId: shelf.id, quantity: 4 });
    expect(expectError(short, 409, 'INSUFFICIENT_STOCK').error.details).toEqual([{ productId: product.id, warehouseId: warehouse.id, requested: 4, available: 3 }]);
    expectError(await staff.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, fromLocationId: dock.id, toLocationId: shelf.id, quantity: 1 }), 403, 'FORBIDDEN');
    const same = await manager.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, fromLocationId: dock.id, toLocationId: dock.id, quantity: 1 });
    expect(expectError(same, 400, 'VALIDATION_ERROR').error).toMatchObject({ details: { toLocationId: ['Destination must differ from the source location'] } });
  });

  it('transfers serials and lots between warehouses keeping their identity', async () => {
    const [from, to] = [await admin.warehouse(), await admin.warehouse()];
    const shelf = await bin(to, 'IN-01');
    const serial = await trackedProduct('serial');
    const lotted = await trackedProduct('lot');
    expectStatus(await receiveLot(manager, serial, from, 3, { serialNumbers: ['T-1', 'T-2', 'T-3'] }), 201);
    expectStatus(await receiveLot(manager, lotted, from, 6, { lotNumber: 'TL-1', expiryDate: day(50) }), 201);
    const transfer = await manager.transfer({
      fromWarehouseId: from.id,
      toWarehouseId: to.id,
      items: [
        { productId: serial.id, quantity: 2, serialNumbers: ['T-3', 'T-1'], toLocationId: shelf.id },
        { productId: lotted.id, quantity: 4 },
      ],
    });
    expectStatus(transfer, 201);
    expect((await balancesOf(staff, { productId: serial.id, warehouseId: to.id })).map((b) => [b.locationCode, b.serialNumber])).toEqual([
      ['IN-01', 'T-1'],
      ['IN-01', 'T-3'],
    ]);
    expect((await balancesOf(staff, { productId: serial.id, warehouseId: from.id })).map((b) => b.serialNumber)).toEqual(['T-2']);
    expect((await balancesOf(staff, { productId: lotted.id, warehouseId: to.id })).map((b) => [b.lotNumber, b.expiryDate, b.onHand])).toEqual([['TL-1', day(50), 4]]);

    const notHere = await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: serial.id, quantity: 1, serialNumbers: ['T-1'] }] });
    expectError(notHere, 409, 'INSUFFICIENT_STOCK');
  });

  it('adjusts a lot: units found need their lot number, units lost come from the lot named', async () => {
    const warehouse = await admin.warehouse();
    const product = await trackedProduct('lot');
    expectStatus(await receiveLot(manager, product, warehouse, 5, { lotNumber: 'AD-1', expiryDate: day(-2) }), 201);
    expectStatus(await receiveLot(manager, product, warehouse, 5, { lotNumber: 'AD-2', expiryDate: day(30) }), 201);

    const found = await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: 2, reason: 'found' });
    expect(expectError(found, 400, 'VALIDATION_ERROR').error).toMatchObject({ details: { lotNumber: ['Lot number is required for a lot-tracked product'] } });
    expectStatus(await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: 2, reason: 'found', lotNumber: 'AD-2' }), 201);
    // Disposing of expired stock: the expired lot is named and taken, without allowExpired.
    expectStatus(await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -5, reason: 'damage', lotNumber: 'AD-1' }), 201);
    // A loss that names no lot is taken first expiry first out.
    expectStatus(await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -1, reason: 'loss' }), 201);
    expect((await balancesOf(staff, { productId: product.id })).map((b) => [b.lotNumber, b.onHand])).toEqual([['AD-2', 6]]);
  });
});
