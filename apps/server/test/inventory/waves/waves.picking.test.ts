/**
 * Picking a wave (decision 0022 point 6) through /api/tasks on either database: a pick task's
 * completion takes its units to the wave's packing location, where they stay allocated to their
 * lines (zone picks split between the lines), and the orders ship from there; a short pick posts
 * the missing units as an adjustment (reason "Short pick"), the line is allocated again from another
 * bin (a new task in the wave) or stays backordered, the short line's units written off and not
 * another order's; an order with a pick in hand is kept out of new waves, and cancelling an order
 * cancels its picks; the wave goes open → picking → picked. The
 * wave's pick list and cart labels print as PDFs. After each test every balance equals its ledger.
 */
import { describe, expect, it } from 'vitest';
import { day } from '../../support/allocation.js';
import { expectStatus, type MovementListItem, type WarehouseView } from '../../support/inventory.js';
import type { OrderClient, SalesOrderView } from '../../support/orders.js';
import { pdfText } from '../../support/pdf.js';
import { WAVES, waveTestApp, type WaveTaskView, type WaveView } from '../../support/waves.js';

const { admin, manager, staff, stock, confirmed, place, wave, waveById } = await waveTestApp();

/** A warehouse with PACK (packing) and bins A-01 (zone A, 2nd), A-02 (zone A, 1st), B-01 (zone B) and C-01 (no zone). */
async function floor() {
  const warehouse = await admin.warehouse();
  const pack = await place(warehouse, 'PACK', { type: 'packing' });
  const a1 = await place(warehouse, 'A-01', { zone: 'A', sequence: 2 });
  const a2 = await place(warehouse, 'A-02', { zone: 'A', sequence: 1 });
  const b1 = await place(warehouse, 'B-01', { zone: 'B', sequence: 1 });
  const c1 = await place(warehouse, 'C-01');
  return { warehouse, pack, a1, a2, b1, c1 };
}

/** `picker` claims `task` and completes it with `quantity` units (default all), scanning its bin, lot or serial and packing. */
async function pick(task: WaveTaskView, quantity = task.quantity, picker: OrderClient = staff): Promise<void> {
  expectStatus(await picker.send('POST', `/api/tasks/${task.id}/claim`, {}), 200);
  const scans = { locationId: task.fromLocationId, toLocationId: task.toLocationId, quantity, ...(task.lotId ? { lotId: task.lotId } : {}), ...(task.serialNumber ? { serialNumbers: quantity ? [task.serialNumber] : undefined } : {}) };
  expectStatus(await picker.send('POST', `/api/tasks/${task.id}/complete`, scans), 200);
}

/** Where each line's allocated units lie now: [location code, units] per line. */
async function allocationsOf(order: SalesOrderView): Promise<[string, number][][]> {
  return (await manager.salesOrderById(order.id)).items.map((item) => item.allocations.map((a) => [a.locationCode, a.quantity]));
}

/** The open tasks of a wave. */
const openTasks = (w: WaveView) => w.tasks.filter((task) => task.status === 'open');

/** The Short pick adjustments of a product in a warehouse, as [type, location id, units]. */
async function shortPicks(productId: string, warehouse: WarehouseView): Promise<[string, string | null, number][]> {
  const ledger: MovementListItem[] = await admin.ledger(productId, warehouse.id);
  return ledger.filter((m) => m.reason === 'Short pick').map((m) => [m.type, m.locationId, m.quantity]);
}

/** A wave of one order for 4 units allocated 2 at A-01 and 2 at B-01: two pick tasks. */
async function twoBinWave() {
  const { warehouse, a1, b1 } = await floor();
  const bolts = await admin.product();
  await stock(bolts, warehouse, 2, { locationId: a1.id });
  await stock(bolts, warehouse, 2, { locationId: b1.id });
  const order = await confirmed(warehouse, [[bolts, 4]]);
  return { warehouse, order, built: await wave({ warehouseId: warehouse.id }) };
}

/** twoBinWave, its first pick claimed and started by the staff user, then the wave cancelled by the manager: that pick survives in hand. */
async function cancelledWithPickInHand() {
  const { warehouse, order, built } = await twoBinWave();
  const inHand = built.tasks[0]!;
  expectStatus(await staff.send('POST', `/api/tasks/${inHand.id}/claim`, {}), 200);
  expectStatus(await staff.send('POST', `/api/tasks/${inHand.id}/start`, {}), 200);
  expectStatus(await manager.send('POST', `${WAVES}/${built.id}/cancel`), 200);
  return { warehouse, order, built, inHand };
}

describe('picking a wave', () => {
  it('takes every unit to packing, still allocated; the wave goes picking then picked; the orders ship from packing', async () => {
    const { warehouse, a1, a2, b1, c1 } = await floor();
    const bolts = await admin.product();
    const milk = await admin.product({ tracking: 'lot' });
    const phones = await admin.product({ tracking: 'serial' });
    await stock(bolts, warehouse, 5, { locationId: a1.id });
    await stock(bolts, warehouse, 5, { locationId: b1.id });
    await stock(milk, warehouse, 6, { lotNumber: 'M1', expiryDate: day(30), locationId: a2.id });
    await stock(phones, warehouse, 2, { serialNumbers: ['SN-1', 'SN-2'], locationId: c1.id });
    const first = await confirmed(warehouse, [[bolts, 7], [milk, 2]]);
    const second = await confirmed(warehouse, [[milk, 3], [bolts, 2], [phones, 2]]);
    const built = await wave({ warehouseId: warehouse.id, salesOrderIds: [first.id, second.id] });

    const [head, ...rest] = built.tasks;
    await pick(head!);
    expect((await waveById(built.id)).status).toBe('picking');
    for (const task of rest) await pick(task);
    const picked = await waveById(built.id);
    expect(picked).toMatchObject({ status: 'picked', openTaskCount: 0 });
    expect(picked.tasks.map((task) => [task.status, task.doneQuantity])).toEqual(built.tasks.map((task) => ['done', task.quantity]));
    expect(await allocationsOf(first)).toEqual([[['PACK', 7]], [['PACK', 2]]]);
    expect(await allocationsOf(second)).toEqual([[['PACK', 3]], [['PACK', 2]], [['PACK', 1], ['PACK', 1]]]);
    expect(await admin.stockOf(bolts.id, warehouse.id)).toEqual({ onHand: 10, reserved: 9 });

    for (const order of [first, second]) {
      const shipped = await manager.shipped(order.id);
      expect(shipped.status).toBe('shipped');
      expect(new Set(shipped.items.flatMap((item) => item.shippedFrom.map((from) => from.locationCode)))).toEqual(new Set(['PACK']));
      expect((await manager.salesOrderById(order.id)).shipments![0]!.substitutions).toEqual([]);
    }
    expect(await admin.stockOf(bolts.id, warehouse.id)).toEqual({ onHand: 1, reserved: 0 });
  });

  it('splits a zone pick between the orders\' lines at packing', async () => {
    const { warehouse, a1, b1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 4, { locationId: a1.id });
    await stock(bolts, warehouse, 10, { locationId: b1.id });
    const orders = [await confirmed(warehouse, [[bolts, 3]]), await confirmed(warehouse, [[bolts, 3]]), await confirmed(warehouse, [[bolts, 3]])];
    const built = await wave({ warehouseId: warehouse.id, mode: 'zone', salesOrderIds: orders.map((o) => o.id) });
    expect(built.tasks.map((task) => [task.fromLocationCode, task.quantity])).toEqual([['A-01', 4], ['B-01', 5]]);

    for (const task of built.tasks) await pick(task);
    expect((await waveById(built.id)).status).toBe('picked');
    for (const order of orders) expect(await allocationsOf(order)).toEqual([[['PACK', 3]]]);
    // B-01 keeps its 5 free units.
    expect(await admin.stockOf(bolts.id, warehouse.id)).toEqual({ onHand: 14, reserved: 9 });
    for (const order of orders) expect((await manager.shipped(order.id)).status).toBe('shipped');
  });

  it('posts a short pick as an adjustment, allocates the line again from another bin and tasks it in the same wave', async () => {
    const { warehouse, a1, b1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 3, { locationId: a1.id });
    await stock(bolts, warehouse, 5, { locationId: b1.id });
    const order = await confirmed(warehouse, [[bolts, 3]]);
    expect(await allocationsOf(order)).toEqual([[['A-01', 3]]]);
    const built = await wave({ warehouseId: warehouse.id });

    await pick(built.tasks[0]!, 1);
    expect(await shortPicks(bolts.id, warehouse)).toEqual([['adjustment', a1.id, -2]]);
    expect(await allocationsOf(order)).toEqual([[['B-01', 2], ['PACK', 1]]]);
    const after = await waveById(built.id);
    expect(after.status).toBe('picking');
    const [again] = openTasks(after);
    expect(openTasks(after)).toHaveLength(1);
    expect(again).toMatchObject({ fromLocationCode: 'B-01', quantity: 2, salesOrderItemId: order.items[0]!.id, cartSlot: 1, toLocationId: built.packingLocationId });

    await pick(again!);
    expect((await waveById(built.id)).status).toBe('picked');
    expect(await allocationsOf(order)).toEqual([[['PACK', 3]]]);
    const shipped = await manager.shipped(order.id);
    expect(shipped.status).toBe('shipped');
    expect(await admin.stockOf(bolts.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
  });

  it("writes off the units promised to the short-picked line, never another order's at the bin", async () => {
    const { warehouse, a1, b1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 5, { locationId: a1.id });
    // The wave's order outranks the other, so taking units from A-01 with none free would release the other's first.
    const urgent = await confirmed(warehouse, [[bolts, 3]], { priority: 9 });
    const other = await confirmed(warehouse, [[bolts, 2]]);
    await stock(bolts, warehouse, 4, { locationId: b1.id });
    const built = await wave({ warehouseId: warehouse.id, salesOrderIds: [urgent.id] });

    await pick(built.tasks[0]!, 1);
    expect(await shortPicks(bolts.id, warehouse)).toEqual([['adjustment', a1.id, -2]]);
    expect(await allocationsOf(other)).toEqual([[['A-01', 2]]]);
    expect(await allocationsOf(urgent)).toEqual([[['B-01', 2], ['PACK', 1]]]);
    expect(openTasks(await waveById(built.id)).map((task) => [task.fromLocationCode, task.quantity])).toEqual([['B-01', 2]]);
    expect(await admin.stockOf(bolts.id, warehouse.id)).toEqual({ onHand: 7, reserved: 5 });
  });

  it('leaves the line backordered when no other bin has the units; the wave is picked', async () => {
    const { warehouse, a1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 3, { locationId: a1.id });
    const order = await confirmed(warehouse, [[bolts, 3]]);
    const built = await wave({ warehouseId: warehouse.id });

    await pick(built.tasks[0]!, 1);
    expect(await shortPicks(bolts.id, warehouse)).toEqual([['adjustment', a1.id, -2]]);
    const after = await waveById(built.id);
    expect(after.status).toBe('picked');
    expect(openTasks(after)).toEqual([]);
    const line = (await manager.salesOrderById(order.id)).items[0]!;
    expect(line).toMatchObject({ allocatedQuantity: 1, backorderedQuantity: 2 });
    expect(await allocationsOf(order)).toEqual([[['PACK', 1]]]);
    const shipped = await manager.shipped(order.id);
    expect(shipped.status).toBe('partially_shipped');
  });

  it('a short zone pick keeps the first cart slots whole and backorders the last', async () => {
    const { warehouse, a1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 6, { locationId: a1.id });
    const [one, two] = [await confirmed(warehouse, [[bolts, 3]]), await confirmed(warehouse, [[bolts, 3]])];
    const built = await wave({ warehouseId: warehouse.id, mode: 'zone' });
    expect(built.tasks.map((task) => task.quantity)).toEqual([6]);

    await pick(built.tasks[0]!, 4);
    expect((await waveById(built.id)).status).toBe('picked');
    expect(await allocationsOf(one)).toEqual([[['PACK', 3]]]);
    expect(await allocationsOf(two)).toEqual([[['PACK', 1]]]);
    expect((await manager.salesOrderById(two.id)).items[0]!.backorderedQuantity).toBe(2);
    expect(await admin.stockOf(bolts.id, warehouse.id)).toEqual({ onHand: 4, reserved: 4 });
  });

  it('cancelling a wave being picked keeps what reached packing allocated there and cancels the rest', async () => {
    const { warehouse, order, built } = await twoBinWave();
    await pick(built.tasks[0]!);
    const cancelled = expectStatus<{ data: WaveView }>(await manager.send('POST', `${WAVES}/${built.id}/cancel`), 200).data;
    expect(cancelled.tasks.map((task) => task.status)).toEqual(['done', 'cancelled']);
    expect(await allocationsOf(order)).toEqual([[['B-01', 2], ['PACK', 2]]]);
    // The rest goes into a new wave.
    expect((await wave({ warehouseId: warehouse.id })).tasks.map((task) => [task.fromLocationCode, task.quantity])).toEqual([['B-01', 2]]);
  });

  it('keeps an order with a pick in hand of a cancelled wave out of new waves until that pick is done', async () => {
    const { warehouse, order, built, inHand } = await cancelledWithPickInHand();

    const refused = await manager.send('POST', WAVES, { warehouseId: warehouse.id, salesOrderIds: [order.id] });
    expect(expectStatus<{ error: { details: unknown } }>(refused, 409).error.details).toEqual([
      { salesOrderId: order.id, number: order.number, reason: `Sales order has a pick in progress in cancelled wave ${built.number}` },
    ]);
    expect((await manager.send('POST', WAVES, { warehouseId: warehouse.id })).statusCode).toBe(409);

    expectStatus(await staff.send('POST', `/api/tasks/${inHand.id}/complete`, { locationId: inHand.fromLocationId, toLocationId: inHand.toLocationId, quantity: inHand.quantity }), 200);
    expect((await wave({ warehouseId: warehouse.id })).tasks.map((task) => task.quantity)).toEqual([2]);
  });

  it('cancels a pick of a cancelled wave when it is given back, so its order goes into a new wave', async () => {
    const { warehouse, order, inHand } = await cancelledWithPickInHand();
    const released = expectStatus<{ data: { status: string } }>(await staff.send('POST', `/api/tasks/${inHand.id}/release`, {}), 200).data;
    expect(released.status).toBe('cancelled');
    const again = await wave({ warehouseId: warehouse.id, salesOrderIds: [order.id] });
    expect(again.tasks.map((task) => task.quantity)).toEqual([2, 2]);
  });

  it('cancelling a sales order cancels its picks not yet started; a wave left with nothing to pick ends', async () => {
    const { warehouse, a1, b1 } = await floor();
    const bolts = await admin.product();
    await stock(bolts, warehouse, 3, { locationId: a1.id });
    await stock(bolts, warehouse, 3, { locationId: b1.id });
    const kept = await confirmed(warehouse, [[bolts, 3]]);
    const dropped = await confirmed(warehouse, [[bolts, 3]]);
    const built = await wave({ warehouseId: warehouse.id });
    for (const task of built.tasks.filter((candidate) => candidate.salesOrderNumber === kept.number)) await pick(task);

    await manager.updateSalesOrder(dropped.id, { status: 'cancelled' });
    const after = await waveById(built.id);
    expect(after.tasks.map((task) => [task.salesOrderNumber, task.status])).toEqual(built.tasks.map((task) => [task.salesOrderNumber, task.salesOrderNumber === kept.number ? 'done' : 'cancelled']));
    expect(after.status).toBe('picked');
    expect(await admin.stockOf(bolts.id, warehouse.id)).toEqual({ onHand: 6, reserved: 3 });

    // A wave whose only order is cancelled before any pick ends cancelled.
    const lone = await confirmed(warehouse, [[bolts, 2]]);
    const loneWave = await wave({ warehouseId: warehouse.id, salesOrderIds: [lone.id] });
    await manager.updateSalesOrder(lone.id, { status: 'cancelled' });
    expect(await waveById(loneWave.id)).toMatchObject({ status: 'cancelled', openTaskCount: 0 });
  });
});

describe('printed wave documents', () => {
  it('prints the pick list by zone in walking order and a cart label per order', async () => {
    const { warehouse, a1, a2, c1 } = await floor();
    const bolts = await admin.product();
    const milk = await admin.product({ tracking: 'lot' });
    await stock(bolts, warehouse, 5, { locationId: a1.id });
    await stock(bolts, warehouse, 5, { locationId: c1.id });
    await stock(milk, warehouse, 6, { lotNumber: 'LOT-77', expiryDate: day(30), locationId: a2.id });
    const first = await confirmed(warehouse, [[bolts, 7], [milk, 2]]);
    const second = await confirmed(warehouse, [[milk, 3]]);
    const built = await wave({ warehouseId: warehouse.id });

    const list = await staff.send('GET', `${WAVES}/${built.id}/pick-list.pdf`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('application/pdf');
    expect(list.headers['content-disposition']).toContain(`pick-list-${built.number}.pdf`);
    const text = (await pdfText(list.rawPayload)).join(' ');
    expect(text).toContain(built.number);
    expect(text).toContain(first.number);
    expect(text).toContain(second.customerName);
    // Zone A (A-02, then A-01), then the bins without a zone.
    const at = (s: string) => text.indexOf(s);
    expect(at('Zone A')).toBeGreaterThan(-1);
    expect(at('Zone A')).toBeLessThan(at('A-02'));
    expect(at('A-02')).toBeLessThan(at('A-01'));
    expect(at('A-01')).toBeLessThan(at('No zone'));
    expect(at('No zone')).toBeLessThan(at('C-01'));
    expect(text).toContain('LOT-77');
    expect(text).toContain(milk.sku);
    expect(list.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    const labels = await staff.send('GET', `${WAVES}/${built.id}/cart-labels.pdf?size=62mm`);
    expect(labels.statusCode).toBe(200);
    const pages = await pdfText(labels.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Slot 1');
    expect(pages[0]).toContain(first.number);
    expect(pages[1]).toContain('Slot 2');
    expect(pages[1]).toContain(second.number);
    expect((await staff.send('GET', `${WAVES}/00000000-0000-4000-8000-000000000001/pick-list.pdf`)).statusCode).toBe(404);
  });
});
