/**
 * Allocation at the grain (decision 0020), through /api on either database: confirming allocates
 * each line to bins, lots and serials first expiry first out (never an expired lot, a lot short of
 * the customer's or product's minimum shelf life, or a bin that is not pickable) and backorders the
 * rest; arrivals and releases allocate to waiting lines by priority, promised date, order date;
 * shipments take exactly the allocated units unless others are scanned (substitutions); lines
 * change and orders cancel with their allocations; holds set units aside for a cart and become an
 * order's allocation; available-to-promise; the dashboard's backorder counts; a manager moves an allocation between orders. After
 * the file every balance and level equals its ledger and every reserved the sum of its allocations.
 */
import { describe, expect, it } from 'vitest';
import { allocationTestApp, day, type Bin } from './support/allocation.js';
import { FEED_TEST_TIMEOUT_MS, untilFed } from './support/feeds.js';
import { expectStatus, type WarehouseView } from './support/inventory.js';
import { expectError, expectInvalidState, orderClient, type OrderClient, type SalesOrderView } from './support/orders.js';

const { t, admin, manager, staff, bin, stock, confirmed, units, allocatedTo } = await allocationTestApp();

/** The dashboard's backorder counts for `warehouse`. */
async function backorders(warehouse: WarehouseView) {
  return expectStatus<{ data: { backorders: unknown } }>(await manager.send('GET', `/api/analytics/dashboard?warehouseId=${warehouse.id}`), 200).data.backorders;
}

describe('confirming allocates at the grain', () => {
  it('allocates first expiry first out from pickable bins, never an expired lot, and backorders the rest', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    const [shelf, quarantine] = [await bin(warehouse, 'A-01'), await bin(warehouse, 'Q-01', false)];
    await stock(product, warehouse, 4, { lotNumber: 'LATE', expiryDate: day(90), locationId: shelf.id });
    await stock(product, warehouse, 3, { lotNumber: 'SOON', expiryDate: day(10) });
    await stock(product, warehouse, 5, { lotNumber: 'GONE', expiryDate: day(-1) });
    await stock(product, warehouse, 6, { lotNumber: 'HELD', expiryDate: day(5), locationId: quarantine.id });

    const order = await confirmed(warehouse, [[product, 9]]);
    expect(order.allocationStatus).toBe('partially_allocated');
    expect(order.items[0]).toMatchObject({ allocatedQuantity: 7, backorderedQuantity: 2 });
    // Walking order: by bin code, then expiry.
    expect(order.items[0]!.allocations.map((a) => [a.locationCode, a.lotNumber, a.quantity])).toEqual([
      ['A-01', 'LATE', 4],
      ['DEFAULT', 'SOON', 3],
    ]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 18, reserved: 7 });
    const balances = (await admin.list<{ lotNumber: string; reserved: number; available: number }>('/api/inventory/balances', { productId: product.id })).data;
    expect(Object.fromEntries(balances.map((b) => [b.lotNumber, [b.reserved, b.available]]))).toEqual({ LATE: [4, 0], SOON: [3, 0], GONE: [0, 0], HELD: [0, 0] });
  });

  it("never allocates a lot with less shelf life left than the product's or the customer's minimum", async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot', minRemainingShelfLifeDays: 20 });
    await stock(product, warehouse, 5, { lotNumber: 'D10', expiryDate: day(10) });
    await stock(product, warehouse, 5, { lotNumber: 'D30', expiryDate: day(30) });
    await stock(product, warehouse, 5, { lotNumber: 'D60', expiryDate: day(60) });
    const picky = await admin.customer({ minRemainingShelfLifeDays: 45 });

    expect(await allocatedTo(await confirmed(warehouse, [[product, 4]], {}, picky))).toEqual([['D60', 4]]);
    expect(await allocatedTo(await confirmed(warehouse, [[product, 7]]))).toEqual([['D30', 5], ['D60', 1]]);
    const last = await confirmed(warehouse, [[product, 1]], {}, picky);
    expect(await units(last)).toEqual([[0, 1]]);
  });

  it('receiving a purchase order allocates to the waiting orders by priority, then promised date, then order date', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const first = await confirmed(warehouse, [[product, 2]], { orderDate: day(-3) });
    const urgent = await confirmed(warehouse, [[product, 2]], { priority: 5 });
    const promised = await confirmed(warehouse, [[product, 2]], { promisedDate: day(2), orderDate: day(-1) });
    const later = await confirmed(warehouse, [[product, 2]], { orderDate: day(-2) });
    for (const order of [first, urgent, promised, later]) expect(order.allocationStatus).toBe('backordered');
    expect(await backorders(warehouse)).toEqual({ orders: 4, lines: 4, units: 8 });

    const supplier = await admin.supplier();
    const po = await manager.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 7, unitCost: 1 }] });
    await manager.updatePurchaseOrder(po.id, { status: 'approved' });
    await manager.received(po.id, [{ itemId: po.items[0]!.id, quantity: 7 }]);

    expect(await units(urgent)).toEqual([[2, 0]]);
    expect(await units(promised)).toEqual([[2, 0]]);
    expect(await units(first)).toEqual([[2, 0]]);
    expect(await units(later)).toEqual([[1, 1]]);
    expect(await backorders(warehouse)).toEqual({ orders: 1, lines: 1, units: 1 });
    const orders = [urgent, promised, first, later].map((order) => order.id);
    const events = await untilFed(async () => {
      const found = (await allocatedEvents()).filter((event) => orders.includes(event.subject));
      return found.length === 4 ? found : undefined;
    });
    expect(events.map((e) => [e.subject, e.data.lines[0]!.quantity, e.data.lines[0]!.backorderedQuantity])).toEqual([
      [urgent.id, 2, 0],
      [promised.id, 2, 0],
      [first.id, 2, 0],
      [later.id, 1, 1],
    ]);
  }, FEED_TEST_TIMEOUT_MS);

  it('a customer return to stock, a count gain and a cancelled order each hand units to the waiting order', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await stock(product, warehouse, 2);
    const shipped = await confirmed(warehouse, [[product, 2]]);
    await staff.shipped(shipped.id);
    const waiting = await confirmed(warehouse, [[product, 3]]);
    expect(await units(waiting)).toEqual([[0, 3]]);

    expectStatus(await staff.send('POST', `/api/orders/sales-orders/${shipped.id}/returns`, { reason: 'Wrong size', items: [{ itemId: shipped.items[0]!.id, quantity: 1, condition: 'resellable' }] }), 201);
    expect(await units(waiting)).toEqual([[1, 2]]);
    expectStatus(await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: 1, reason: 'found' }), 201);
    expect(await units(waiting)).toEqual([[2, 1]]);

    const blocking = await confirmed(warehouse, [[product, 1]], { priority: 9 });
    await stock(product, warehouse, 1);
    expect(await units(blocking)).toEqual([[1, 0]]);
    await manager.updateSalesOrder(blocking.id, { status: 'cancelled' });
    expect(await units(waiting)).toEqual([[3, 0]]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 3 });
  });
});

/** The sales_order.allocated events of the feed, oldest first. */
async function allocatedEvents(): Promise<{ subject: string; data: { lines: { quantity: number; backorderedQuantity: number }[] } }[]> {
  const { data } = expectStatus<{ data: { events: { subject: string; data: { lines: { quantity: number; backorderedQuantity: number }[] } }[] } }>(
    await admin.get('/api/events', { after: 0, limit: 1000, types: 'sales_order.allocated' }),
    200,
  );
  return data.events;
}

describe('shipping what is allocated', () => {
  it('ships the allocated units by default, partially, and refuses an order that ships complete while backordered', async () => {
    const warehouse = await admin.warehouse();
    const [a, b] = [await admin.product(), await admin.product()];
    await stock(a, warehouse, 5);
    await stock(b, warehouse, 1);
    const order = await confirmed(warehouse, [[a, 3], [b, 2]]);
    const partial = await staff.shipped(order.id);
    expect(partial.status).toBe('partially_shipped');
    expect(partial.items.map((item) => [item.shippedQuantity, item.allocatedQuantity, item.backorderedQuantity])).toEqual([[3, 0, 0], [1, 0, 1]]);
    expectError(await staff.shipOrder(order.id), 409, 'INSUFFICIENT_STOCK');

    const whole = await confirmed(warehouse, [[a, 2], [b, 1]], {}, await admin.customer({ shipComplete: true }));
    expect(whole.shipComplete).toBe(true);
    expectInvalidState(await staff.shipOrder(whole.id), 'confirmed');
    await stock(b, warehouse, 2);
    expect((await manager.salesOrderById(order.id)).items[1]!.allocatedQuantity).toBe(1);
    expect((await staff.shipped(whole.id)).status).toBe('shipped');
  });

  it('ships a scanned lot in place of the allocated one, records the substitution, and hands the allocated units on', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    await stock(product, warehouse, 2, { lotNumber: 'L-SOON', expiryDate: day(10) });
    await stock(product, warehouse, 3, { lotNumber: 'L-LATE', expiryDate: day(50) });
    const order = await confirmed(warehouse, [[product, 2]]);
    expect(await allocatedTo(order)).toEqual([['L-SOON', 2]]);
    const lots = (await admin.list<{ id: string; lotNumber: string }>(`/api/products/${product.id}/lots`)).data;
    const late = lots.find((lot) => lot.lotNumber === 'L-LATE')!;
    const waiting = await confirmed(warehouse, [[product, 4]]);
    expect(await units(waiting)).toEqual([[3, 1]]);

    // L-LATE is all allocated to the other order: scanning it takes nothing free.
    expectError(await staff.shipOrder(order.id, { items: [{ itemId: order.items[0]!.id, quantity: 1, lotId: late.id }] }), 409, 'INSUFFICIENT_STOCK');
    await manager.updateSalesOrder(waiting.id, { status: 'cancelled' });
    const shipped = await staff.shipped(order.id, { items: [{ itemId: order.items[0]!.id, quantity: 1, lotId: late.id }] });
    expect(shipped.items[0]).toMatchObject({ shippedQuantity: 1, allocatedQuantity: 1 });
    expect(shipped.items[0]!.shippedFrom.map((g) => g.lotNumber)).toEqual(['L-LATE']);
    expect(shipped.shipments![0]!.substitutions).toEqual([
      { productId: product.id, quantity: 1, allocated: { locationId: expect.any(String), lotId: expect.any(String), serialNumber: null }, shipped: { locationId: expect.any(String), lotId: late.id, serialNumber: null } },
    ]);
    expect(await allocatedTo(order)).toEqual([['L-SOON', 1]]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 1 });
  });

  it('ships one line named twice, part of its allocation consumed and the rest replaced', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    await stock(product, warehouse, 6, { lotNumber: 'A', expiryDate: day(10) });
    await stock(product, warehouse, 4, { lotNumber: 'B', expiryDate: day(20) });
    const order = await confirmed(warehouse, [[product, 10]]);
    await stock(product, warehouse, 6, { lotNumber: 'C', expiryDate: day(30) });
    const lots = (await admin.list<{ id: string; lotNumber: string }>(`/api/products/${product.id}/lots`)).data;
    const lot = (number: string) => lots.find((l) => l.lotNumber === number)!.id;
    const itemId = order.items[0]!.id;
    const shipped = await staff.shipped(order.id, { items: [{ itemId, quantity: 4, lotId: lot('A') }, { itemId, quantity: 6, lotId: lot('C') }] });
    expect(shipped).toMatchObject({ status: 'shipped', items: [{ shippedQuantity: 10, allocatedQuantity: 0 }] });
    expect(shipped.shipments![0]!.substitutions.reduce((sum, s) => sum + s.quantity, 0)).toBe(6);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 6, reserved: 0 });
  });

  it('refuses a named bin that is not pickable with 409', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const damaged = await bin(warehouse, 'DMG-1', false);
    await stock(product, warehouse, 2, { locationId: damaged.id });
    await stock(product, warehouse, 1);
    const order = await confirmed(warehouse, [[product, 1]]);
    const refused = expectError(await staff.shipOrder(order.id, { items: [{ itemId: order.items[0]!.id, quantity: 1, locationId: damaged.id }] }), 409, 'CONFLICT');
    expect(refused.error.message).toBe('Location is not pickable: its stock is not for sale (quarantine, receiving or damaged)');
  });
});

describe('changing a confirmed order', () => {
  it('reduces a line (releasing to the waiting order), raises it (backordering), and removes a line', async () => {
    const warehouse = await admin.warehouse();
    const [a, b] = [await admin.product(), await admin.product()];
    await stock(a, warehouse, 5);
    await stock(b, warehouse, 1);
    const order = await confirmed(warehouse, [[a, 5], [b, 1]]);
    const waiting = await confirmed(warehouse, [[a, 2]]);
    const line = order.items[0]!;
    const put = (itemId: string, quantity: number) => manager.send('PUT', `/api/orders/sales-orders/${order.id}/items/${itemId}`, { quantity });

    expect(expectStatus<{ data: SalesOrderView }>(await put(line.id, 3), 200).data.items[0]).toMatchObject({ quantity: 3, allocatedQuantity: 3 });
    expect(await units(waiting)).toEqual([[2, 0]]);
    expect(expectStatus<{ data: SalesOrderView }>(await put(line.id, 6), 200).data.items[0]).toMatchObject({ quantity: 6, allocatedQuantity: 3, backorderedQuantity: 3 });
    expect(expectStatus<{ data: SalesOrderView }>(await put(order.items[1]!.id, 0), 200).data.items).toHaveLength(1);
    expectInvalidState(await put(line.id, 0), 'confirmed');
    expectError(await staff.send('PUT', `/api/orders/sales-orders/${order.id}/items/${line.id}`, { quantity: 4 }), 403, 'FORBIDDEN');
    await staff.shipped(order.id);
    expect(expectStatus(await put(line.id, 2), 400)).toMatchObject({ error: { details: { quantity: ['Quantity must be at least the 3 units shipped'] } } });
    expect(expectStatus<{ data: SalesOrderView }>(await put(line.id, 3), 200).data.status).toBe('shipped');
    expect(await admin.stockOf(a.id, warehouse.id)).toEqual({ onHand: 2, reserved: 2 });
    expect(await admin.stockOf(b.id, warehouse.id)).toEqual({ onHand: 1, reserved: 0 });
  });

  it('moves an allocation to another order by hand (managers), and refuses more than is allocated', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await stock(product, warehouse, 3);
    const first = await confirmed(warehouse, [[product, 3]]);
    const vip = await confirmed(warehouse, [[product, 2]]);
    const move = (client: OrderClient, quantity: number) => client.send('POST', `/api/orders/sales-orders/${vip.id}/allocations`, { fromSalesOrderId: first.id, productId: product.id, quantity });
    expectError(await move(staff, 2), 403, 'FORBIDDEN');
    expectStatus(await move(manager, 3), 400);
    const moved = expectStatus<{ data: SalesOrderView; message: string }>(await move(manager, 2), 200);
    expect(moved.message).toBe('Allocation moved');
    expect(moved.data.allocationStatus).toBe('allocated');
    expect(await units(first)).toEqual([[1, 2]]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 3 });
  });

  it('a count that finds units missing releases their allocation and allocates the line elsewhere', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const shelf = await bin(warehouse, 'S-1');
    await stock(product, warehouse, 2, { locationId: shelf.id });
    const order = await confirmed(warehouse, [[product, 2]]);
    await stock(product, warehouse, 3);
    expectStatus(await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -2, reason: 'loss', locationId: shelf.id }), 201);
    expect(await allocatedTo(order)).toEqual([['DEFAULT', 2]]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 2 });
  });

  it('putting away units received into a bin that is not pickable fills the backorder, and a move keeps a hold whole', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const [receiving, shelf, other] = [await bin(warehouse, 'RCV-1', false), await bin(warehouse, 'S-9'), await bin(warehouse, 'S-10')];
    await stock(product, warehouse, 5, { locationId: receiving.id });
    const order = await confirmed(warehouse, [[product, 3]]);
    expect(await units(order)).toEqual([[0, 3]]);
    const relocate = (from: Bin, to: Bin, quantity: number) => manager.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, quantity, fromLocationId: from.id, toLocationId: to.id });
    expectStatus(await relocate(receiving, shelf, 5), 201);
    expect(await allocatedTo(order)).toEqual([['S-9', 3]]);
    const hold = expectStatus<{ data: { id: string } }>(await staff.send('POST', '/api/inventory/holds', { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 2 }] }), 201).data;
    expectStatus(await relocate(shelf, other, 5), 201);
    const held = expectStatus<{ data: { lines: { heldQuantity: number; allocations: { locationCode: string }[] }[] } }>(await staff.get(`/api/inventory/holds/${hold.id}`), 200).data;
    expect(held.lines[0]).toMatchObject({ heldQuantity: 2, allocations: [{ locationCode: 'S-10' }] });
    expect(await allocatedTo(order)).toEqual([['S-10', 3]]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 5 });
  });

  it('relocating allocated units keeps them allocated where they land', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const shelf = await bin(warehouse, 'P-1');
    await stock(product, warehouse, 2);
    const order = await confirmed(warehouse, [[product, 2]]);
    const fromDefault = order.items[0]!.allocations[0]!.locationId;
    expectStatus(await manager.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, quantity: 2, fromLocationId: fromDefault, toLocationId: shelf.id }), 201);
    expect(await allocatedTo(order)).toEqual([['P-1', 2]]);
  });
});

describe('holds for a cart', () => {
  const holds = '/api/inventory/holds';

  it('holds units all or nothing, converts them into an order, and releases what no line takes', async () => {
    const warehouse = await admin.warehouse();
    const [a, b] = [await admin.product(), await admin.product()];
    await stock(a, warehouse, 5);
    await stock(b, warehouse, 1);
    const short = expectError(await staff.send('POST', holds, { warehouseId: warehouse.id, lines: [{ productId: a.id, quantity: 2 }, { productId: b.id, quantity: 3 }] }), 409, 'INSUFFICIENT_STOCK');
    expect(short.error.details).toEqual([{ productId: b.id, warehouseId: warehouse.id, requested: 3, available: 1 }]);

    const res = await staff.send('POST', holds, { warehouseId: warehouse.id, lines: [{ productId: a.id, quantity: 4 }], expiresInSeconds: 600, reference: 'cart-77' });
    const hold = expectStatus<{ data: { id: string; status: string; expiresAt: string; lines: { heldQuantity: number }[] } }>(res, 201).data;
    expect(res.headers.location).toBe(`${holds}/${hold.id}`);
    expect(hold).toMatchObject({ status: 'active', lines: [{ heldQuantity: 4 }] });
    expect(Date.parse(hold.expiresAt) - Date.now()).toBeGreaterThan(590_000);
    expect(await admin.stockOf(a.id, warehouse.id)).toEqual({ onHand: 5, reserved: 4 });
    // The held units are not available to an order confirmed meanwhile.
    expect(await units(await confirmed(warehouse, [[a, 2]]))).toEqual([[1, 1]]);

    const customer = await admin.customer();
    const order = await staff.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, holdId: hold.id, items: [{ productId: a.id, quantity: 3 }] });
    expect(order.items[0]).toMatchObject({ allocatedQuantity: 3 });
    const after = expectStatus<{ data: { status: string; salesOrderId: string; lines: { heldQuantity: number }[] } }>(await staff.get(`${holds}/${hold.id}`), 200).data;
    expect(after).toMatchObject({ status: 'converted', salesOrderId: order.id, lines: [{ heldQuantity: 0 }] });
    // The unit no line took went to the order waiting for it.
    expect(await admin.stockOf(a.id, warehouse.id)).toEqual({ onHand: 5, reserved: 5 });
    const again = await staff.send('POST', '/api/orders/sales-orders', { customerId: customer.id, warehouseId: warehouse.id, holdId: hold.id, items: [{ productId: a.id, quantity: 1 }] });
    expectInvalidState(again, 'converted');
    const confirmedOrder = await manager.updateSalesOrder(order.id, { status: 'confirmed' });
    expect(confirmedOrder.allocationStatus).toBe('allocated');
  });

  it('releases a hold by DELETE, and at expiry (the background host); an expired hold is not converted', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await stock(product, warehouse, 3);
    const create = async (expiresInSeconds: number) =>
      expectStatus<{ data: { id: string } }>(await staff.send('POST', holds, { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 1 }], expiresInSeconds }), 201).data;
    const [dropped, brief] = [await create(900), await create(1)];
    expect(expectStatus<{ data: { status: string } }>(await staff.send('DELETE', `${holds}/${dropped.id}`), 200).data.status).toBe('released');
    expectInvalidState(await staff.send('DELETE', `${holds}/${dropped.id}`), 'released');
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 1 });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const customer = await admin.customer();
    const late = await staff.send('POST', '/api/orders/sales-orders', { customerId: customer.id, warehouseId: warehouse.id, holdId: brief.id, items: [{ productId: product.id, quantity: 1 }] });
    expect(expectInvalidState(late, 'expired').error.message).toBe('The hold has expired');
    await t.app.background.wake('release-expired-holds');
    expect(expectStatus<{ data: { status: string } }>(await staff.get(`${holds}/${brief.id}`), 200).data.status).toBe('expired');
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
  });

  it('validates a hold: an hour at most, one line per product, a warehouse the caller may use', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const body = (extra: Record<string, unknown>) => ({ warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 1 }], ...extra });
    expect(expectStatus(await staff.send('POST', holds, body({ expiresInSeconds: 3601 })), 400)).toMatchObject({ error: { details: { expiresInSeconds: ['Expiry must be at most 3600 seconds'] } } });
    expectStatus(await staff.send('POST', holds, body({ lines: [{ productId: product.id, quantity: 1 }, { productId: product.id, quantity: 2 }] })), 400);
    const bound = orderClient(t, await t.login('staff', { warehouseId: (await admin.warehouse()).id }));
    expectError(await bound.send('POST', holds, body({})), 403, 'FORBIDDEN');
    expectError(await staff.get(`${holds}/00000000-0000-4000-8000-000000000000`), 404, 'NOT_FOUND');
  });
});

describe('available to promise', () => {
  it('answers on hand, allocated, held, available, unsellable, backordered and what arrives by date', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    await stock(product, warehouse, 6, { lotNumber: 'OK', expiryDate: day(40) });
    await stock(product, warehouse, 2, { lotNumber: 'OLD', expiryDate: day(-2) });
    await confirmed(warehouse, [[product, 7]]);
    expectStatus(await staff.send('POST', '/api/inventory/holds', { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 1 }] }), 409);
    const supplier = await admin.supplier();
    const po = await manager.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, expectedDate: day(7), items: [{ productId: product.id, quantity: 10, unitCost: 1 }] });
    await manager.updatePurchaseOrder(po.id, { status: 'approved' });

    const { data } = await staff.list<Record<string, unknown>>('/api/inventory/availability', { productId: product.id });
    expect(data).toEqual([
      {
        productId: product.id,
        sku: product.sku,
        productName: product.name,
        warehouseId: warehouse.id,
        warehouseCode: warehouse.code,
        onHand: 8,
        allocated: 6,
        held: 0,
        available: 2,
        unsellable: 2,
        backordered: 1,
        incoming: [{ date: day(7), quantity: 10, source: 'purchase_order', id: po.id, number: po.number }],
        availableToPromise: [
          { date: day(0), quantity: -1 },
          { date: day(7), quantity: 9 },
        ],
      },
    ]);
  });
});

describe('API version 2026-11-27: confirmation all or nothing, shipments of everything left', () => {
  it('a key pinned to 2026-11-27 gets 409 INSUFFICIENT_STOCK where the newest version backorders, and ships everything not yet shipped', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await stock(product, warehouse, 3);
    const created = expectStatus<{ data: { key: string } }>(
      await admin.send('POST', '/api/api-keys', { name: 'Old ERP', permissions: ['orders:read', 'orders:create', 'orders:approve', 'orders:fulfil'], apiVersion: '2026-11-27' }),
      201,
    ).data;
    const erp = orderClient(t, created.key);
    const customer = await admin.customer();
    const order = await erp.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4 }] });
    const refused = expectError(await erp.putSalesOrder(order.id, { status: 'confirmed' }), 409, 'INSUFFICIENT_STOCK');
    expect(refused.error.details).toEqual([{ productId: product.id, warehouseId: warehouse.id, requested: 4, available: 3 }]);
    expect((await erp.salesOrderById(order.id)).status).toBe('draft');
    // The same request in the newest version, named by the header, backorders.
    const newest = await t.app.inject({ method: 'PUT', url: `/api/orders/sales-orders/${order.id}`, headers: { ...erp.headers, 'stockroom-version': '2026-11-28' }, payload: { status: 'confirmed' } });
    expect(expectStatus<{ data: SalesOrderView }>(newest, 200).data.items[0]).toMatchObject({ allocatedQuantity: 3, backorderedQuantity: 1 });
    expect(newest.headers['stockroom-version']).toBe('2026-11-28');

    // A shipment naming no lines ships everything left in 2026-11-27: the backordered unit is short.
    expectError(await erp.shipOrder(order.id), 409, 'INSUFFICIENT_STOCK');
    await stock(product, warehouse, 1);
    const shipped = expectStatus<{ data: SalesOrderView }>(await erp.shipOrder(order.id), 200).data;
    expect(shipped).toMatchObject({ status: 'shipped', items: [{ shippedQuantity: 4 }] });
  });
});
