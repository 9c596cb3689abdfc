/**
 * Waves (decision 0022 point 6) built through /api/picking/waves on either database: ready orders
 * chosen by list, promised date, zone and maxOrders in priority order, each in a cart slot; pick
 * tasks that cover every allocated unit (bin, lot, serial) in walking order, per order line in
 * batch mode and per product in zone mode; orders that are not ready refused by name; a
 * warehouse without a packing location refused; a wave cancelled with its open tasks, its
 * allocations untouched. After each test every balance equals its ledger.
 */
import { describe, expect, it } from 'vitest';
import { day } from '../../support/allocation.js';
import { expectStatus, type ProductView } from '../../support/inventory.js';
import { orderClient, type AnyErrorEnvelope, type SalesOrderView } from '../../support/orders.js';
import { WAVES, waveTestApp, type WaveView } from '../../support/waves.js';

const { t, admin, manager, staff, stock, confirmed, place, build, wave, waveById } = await waveTestApp();

/** Units per order line in a wave's tasks (batch mode), by line id. */
const unitsPerLine = (w: WaveView) => {
  const sums = new Map<string, number>();
  for (const task of w.tasks) sums.set(task.salesOrderItemId!, (sums.get(task.salesOrderItemId!) ?? 0) + task.quantity);
  return sums;
};

/** A warehouse with a packing location PACK, and bins A-01 (zone A, 2nd), A-02 (zone A, 1st), B-01 (zone B, 1st) and C-01 (no zone, no sequence). */
async function floor() {
  const warehouse = await admin.warehouse();
  const pack = await place(warehouse, 'PACK', { type: 'packing', sequence: 99 });
  const a1 = await place(warehouse, 'A-01', { zone: 'A', sequence: 2 });
  const a2 = await place(warehouse, 'A-02', { zone: 'A', sequence: 1 });
  const b1 = await place(warehouse, 'B-01', { zone: 'B', sequence: 1 });
  const c1 = await place(warehouse, 'C-01');
  return { warehouse, pack, a1, a2, b1, c1 };
}

/** The order as GET answers it now. */
const reread = (order: SalesOrderView) => manager.salesOrderById(order.id);

describe('building a wave', () => {
  it('makes a batch wave of the chosen orders: cart slots by priority, tasks covering every allocated unit in walking order', async () => {
    const { warehouse, pack, a1, a2, b1, c1 } = await floor();
    const bolts = await admin.product();
    const milk = await admin.product({ tracking: 'lot' });
    const phones = await admin.product({ tracking: 'serial' });
    await stock(bolts, warehouse, 5, { locationId: a1.id });
    await stock(bolts, warehouse, 5, { locationId: b1.id });
    await stock(milk, warehouse, 6, { lotNumber: 'M1', expiryDate: day(30), locationId: a2.id });
    await stock(phones, warehouse, 2, { serialNumbers: ['SN-1', 'SN-2'], locationId: c1.id });
    const first = await confirmed(warehouse, [[bolts, 7], [milk, 2]]);
    const urgent = await confirmed(warehouse, [[milk, 3], [bolts, 2], [phones, 2]], { priority: 5 });

    const built = await wave({ warehouseId: warehouse.id, salesOrderIds: [first.id, urgent.id] });
    expect(built).toMatchObject({ warehouseId: warehouse.id, mode: 'batch', status: 'open', packingLocationId: pack.id, packingLocationCode: 'PACK', orderCount: 2 });
    expect(built.number).toMatch(/^WV-\d{6,}$/);
    // The higher priority first.
    expect(built.orders.map((o) => [o.number, o.cartSlot, o.customerName])).toEqual([
      [urgent.number, 1, urgent.customerName],
      [first.number, 2, first.customerName],
    ]);
    // Every allocated unit of every line has a task, in the line's cart slot, to packing.
    const lines = [...(await reread(first)).items, ...(await reread(urgent)).items];
    expect(Object.fromEntries(unitsPerLine(built))).toEqual(Object.fromEntries(lines.map((line) => [line.id, line.allocatedQuantity])));
    for (const task of built.tasks) {
      expect(task).toMatchObject({ status: 'open', toLocationId: pack.id, cartSlot: task.salesOrderNumber === urgent.number ? 1 : 2 });
    }
    // Walking order: zone A (A-02 before A-01 by sequence), zone B, then no zone.
    expect(built.tasks.map((task) => [task.fromLocationCode, task.sku, task.lotNumber ?? task.serialNumber, task.quantity, task.cartSlot])).toEqual([
      ['A-02', milk.sku, 'M1', 3, 1],
      ['A-02', milk.sku, 'M1', 2, 2],
      ['A-01', bolts.sku, null, 5, 2],
      ['B-01', bolts.sku, null, 2, 1],
      ['B-01', bolts.sku, null, 2, 2],
      ['C-01', phones.sku, 'SN-1', 1, 1],
      ['C-01', phones.sku, 'SN-2', 1, 1],
    ]);
    expect(built.tasks.map((task) => task.zone)).toEqual(['A', 'A', 'A', 'B', 'B', null, null]);
    // The list shows it; a staff member (tasks:work) reads it too.
    expect((await waveById(built.id, staff)).tasks).toHaveLength(7);
    const listed = (await manager.list<WaveView>(WAVES, { warehouseId: warehouse.id })).data;
    expect(listed.map((w) => [w.number, w.taskCount, w.openTaskCount])).toEqual([[built.number, 7, 7]]);
    expect((await manager.list<WaveView>(WAVES, { warehouseId: warehouse.id, status: 'picked' })).data).toEqual([]);
    // Building needs tasks:manage.
    expect((await build({ warehouseId: warehouse.id }, staff)).statusCode).toBe(403);
  });

  it('makes a zone wave: one task per product and grain over the orders, split at packing', async () => {
    const { warehouse, a1, b1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 4, { locationId: a1.id });
    await stock(bolts, warehouse, 10, { locationId: b1.id });
    const orders = [await confirmed(warehouse, [[bolts, 3]]), await confirmed(warehouse, [[bolts, 3]]), await confirmed(warehouse, [[bolts, 3]])];

    const built = await wave({ warehouseId: warehouse.id, mode: 'zone', salesOrderIds: orders.map((o) => o.id) });
    expect(built.mode).toBe('zone');
    expect(built.orders.map((o) => o.cartSlot)).toEqual([1, 2, 3]);
    expect(built.tasks.map((task) => [task.fromLocationCode, task.quantity, task.salesOrderItemId, task.cartSlot])).toEqual([
      ['A-01', 4, null, null],
      ['B-01', 5, null, null],
    ]);
  });

  it('takes the ready orders by priority, promised date, order date and number, up to maxOrders, by promised date or zone', async () => {
    const { warehouse, a1, b1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 10, { locationId: a1.id });
    const late = await confirmed(warehouse, [[bolts, 1]], { promisedDate: day(5) });
    const soon = await confirmed(warehouse, [[bolts, 1]], { promisedDate: day(1) });
    const undated = await confirmed(warehouse, [[bolts, 1]]);
    const vip = await confirmed(warehouse, [[bolts, 1]], { priority: 9, promisedDate: day(3) });
    const nuts = await admin.product();
    await stock(nuts, warehouse, 5, { locationId: b1.id });
    const inB = await confirmed(warehouse, [[nuts, 2]], { promisedDate: day(9) });

    const byZone = await wave({ warehouseId: warehouse.id, zone: 'B' });
    expect(byZone.orders.map((o) => o.number)).toEqual([inB.number]);
    const byDate = await wave({ warehouseId: warehouse.id, promisedBy: day(3) });
    expect(byDate.orders.map((o) => o.number)).toEqual([vip.number, soon.number]);
    const capped = await wave({ warehouseId: warehouse.id, maxOrders: 1 });
    expect(capped.orders.map((o) => o.number)).toEqual([late.number]);
    const rest = await wave({ warehouseId: warehouse.id });
    expect(rest.orders.map((o) => o.number)).toEqual([undated.number]);
    // Nothing is left.
    const none = expectStatus<AnyErrorEnvelope>(await build({ warehouseId: warehouse.id }), 409);
    expect(none.error).toMatchObject({ code: 'CONFLICT', message: 'No sales orders are ready to pick' });
  });

  it('refuses chosen orders that are not ready, naming each and why', async () => {
    const { warehouse, a1 } = await floor();
    const other = await admin.warehouse();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 3, { locationId: a1.id });
    await stock(bolts, other, 3);
    const ready = await confirmed(warehouse, [[bolts, 1]]);
    const taken = await confirmed(warehouse, [[bolts, 1]]);
    const inWave = await wave({ warehouseId: warehouse.id, salesOrderIds: [taken.id] });
    const draft = await manager.salesOrder({ customerId: (await admin.customer()).id, warehouseId: warehouse.id, items: [{ productId: bolts.id, quantity: 1 }] });
    const complete = await confirmed(warehouse, [[bolts, 5]], { shipComplete: true });
    const backordered = await confirmed(warehouse, [[bolts, 4]]);
    const elsewhere = await confirmed(other, [[bolts, 1]]);
    expect(complete.items[0]).toMatchObject({ allocatedQuantity: 1, backorderedQuantity: 4 });
    expect(backordered.items[0]).toMatchObject({ allocatedQuantity: 0 });

    const ids = [ready.id, taken.id, draft.id, complete.id, backordered.id, elsewhere.id];
    const refused = expectStatus<AnyErrorEnvelope>(await build({ warehouseId: warehouse.id, salesOrderIds: ids }), 409);
    expect(refused.error).toMatchObject({ code: 'CONFLICT', message: 'Sales orders are not ready to pick' });
    expect(refused.error.details).toEqual([
      { salesOrderId: taken.id, number: taken.number, reason: `Sales order is in wave ${inWave.number}` },
      { salesOrderId: draft.id, number: draft.number, reason: 'Sales order is draft' },
      { salesOrderId: complete.id, number: complete.number, reason: 'Sales order ships complete and has units backordered' },
      { salesOrderId: backordered.id, number: backordered.number, reason: 'Sales order has no allocated units to pick' },
      { salesOrderId: elsewhere.id, number: elsewhere.number, reason: 'Sales order not found in the warehouse' },
    ]);
    // Nothing was built: the ready order is still free.
    expect((await wave({ warehouseId: warehouse.id, salesOrderIds: [ready.id] })).orders.map((o) => o.number)).toEqual([ready.number]);
  });

  it('needs a packing location: the first active one in walking order, or the one named', async () => {
    const warehouse = await admin.warehouse();
    const bolts = await admin.product();
    const bin = await place(warehouse, 'A-01');
    await stock(bolts, warehouse, 4, { locationId: bin.id });
    const order = await confirmed(warehouse, [[bolts, 2]]);
    const missing = expectStatus<AnyErrorEnvelope>(await build({ warehouseId: warehouse.id }), 409);
    expect(missing.error).toEqual({ code: 'CONFLICT', message: 'The warehouse has no packing location' });

    const second = await place(warehouse, 'PACK-2', { type: 'packing', sequence: 2 });
    await place(warehouse, 'PACK-9', { type: 'packing' });
    const first = await place(warehouse, 'PACK-1', { type: 'packing', sequence: 1 });
    const notPacking = expectStatus<AnyErrorEnvelope>(await build({ warehouseId: warehouse.id, packingLocationId: bin.id }), 400);
    expect(notPacking.error.details).toEqual({ packingLocationId: ['Location is not a packing location'] });
    const built = await wave({ warehouseId: warehouse.id, salesOrderIds: [order.id] });
    expect(built.packingLocationCode).toBe(first.code);
    await manager.send('POST', `${WAVES}/${built.id}/cancel`);
    expect((await wave({ warehouseId: warehouse.id, packingLocationId: second.id })).packingLocationCode).toBe('PACK-2');
  });

  it('refuses a list combined with filters, maxOrders below the list and out-of-range maxOrders', async () => {
    const { warehouse } = await floor();
    const id = '00000000-0000-4000-8000-000000000001';
    for (const body of [
      { warehouseId: warehouse.id, salesOrderIds: [id], zone: 'A' },
      { warehouseId: warehouse.id, salesOrderIds: [id, '00000000-0000-4000-8000-000000000002'], maxOrders: 1 },
      { warehouseId: warehouse.id, maxOrders: 0 },
      { warehouseId: warehouse.id, maxOrders: 201 },
      { warehouseId: warehouse.id, mode: 'wave' },
    ]) {
      expect((await build(body)).statusCode).toBe(400);
    }
  });
});

describe('cancelling a wave', () => {
  it('cancels its open tasks and leaves allocations as they were; its orders may go into another wave', async () => {
    const { warehouse, a1 } = await floor();
    const bolts: ProductView = await admin.product();
    await stock(bolts, warehouse, 6, { locationId: a1.id });
    const order = await confirmed(warehouse, [[bolts, 4]]);
    const built = await wave({ warehouseId: warehouse.id });
    const before = (await reread(order)).items[0]!.allocations;

    expect((await staff.send('POST', `${WAVES}/${built.id}/cancel`)).statusCode).toBe(403);
    const cancelled = expectStatus<{ data: WaveView; message: string }>(await manager.send('POST', `${WAVES}/${built.id}/cancel`), 200);
    expect(cancelled.message).toBe('Wave cancelled');
    expect(cancelled.data.status).toBe('cancelled');
    expect(cancelled.data.tasks.map((task) => task.status)).toEqual(['cancelled']);
    expect(cancelled.data.openTaskCount).toBe(0);
    expect((await reread(order)).items[0]!.allocations).toEqual(before);
    const again = expectStatus<AnyErrorEnvelope>(await manager.send('POST', `${WAVES}/${built.id}/cancel`), 409);
    expect(again.error).toMatchObject({ code: 'INVALID_STATE' });

    const next = await wave({ warehouseId: warehouse.id });
    expect(next.orders.map((o) => o.salesOrderId)).toEqual([order.id]);
    expect(next.number).not.toBe(built.number);
  });

  it('is NOT_FOUND for an unknown wave and for another warehouse of a bound caller, whose list is its own', async () => {
    const { warehouse, a1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 2, { locationId: a1.id });
    await confirmed(warehouse, [[bolts, 1]]);
    const built = await wave({ warehouseId: warehouse.id });
    const elsewhere = await admin.warehouse();
    const bound = orderClient(t, await t.login('manager', { warehouseId: elsewhere.id }));
    expect((await manager.send('GET', `${WAVES}/00000000-0000-4000-8000-000000000001`)).statusCode).toBe(404);
    expect((await bound.send('GET', `${WAVES}/${built.id}`)).statusCode).toBe(404);
    expect((await bound.send('POST', `${WAVES}/${built.id}/cancel`)).statusCode).toBe(404);
    expect((await bound.list<WaveView>(WAVES, {})).data).toEqual([]);
    expect((await bound.list<WaveView>(WAVES, { warehouseId: warehouse.id })).data).toEqual([]);
    expect((await build({ warehouseId: warehouse.id }, bound)).statusCode).toBe(403);
    expect((await waveById(built.id)).status).toBe('open');
  });
});
