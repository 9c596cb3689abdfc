/**
 * The task queue over /api (decision 0022 point 5): the list's order and filters; claim, release,
 * start, complete and cancel with their permission and state errors; wrong scans refused; a
 * completed move writes the very ledger rows a relocation does (none found needs no destination; a
 * short putaway leaves a task for the rest); a count posts its variance, of the serial it names. After
 * each test every balance equals its ledger.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { day } from '../../support/allocation.js';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, FORBIDDEN, type MovementListItem, type ProductView, type WarehouseView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { locationOf, taskClient, type Bin, type TaskClient, type TaskView } from '../../support/tasks.js';

const t = await setupTestApp();
const admin = taskClient(t, await t.login('admin'));
const manager = taskClient(t, await t.login('manager'));
const staff = taskClient(t, await t.login('staff'));
const other = taskClient(t, await t.login('staff'));
const viewer = taskClient(t, await t.login('viewer'));

afterEach(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

/** Units of `product` into `location` (a lot when given). */
async function put(product: ProductView, warehouse: WarehouseView, location: Bin, quantity: number, lot?: { lotNumber: string; expiryDate: string }) {
  expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity, reason: 'Receipt', locationId: location.id, ...lot }), 201);
}

/** A warehouse with bins A-1 (walking sequence 2), B-1 (sequence 1) and C-1 (none), and a product with 100 units in each. */
async function floor(overrides: Record<string, unknown> = {}) {
  const warehouse = await admin.warehouse();
  const product = await admin.product(overrides);
  const a = await locationOf(admin, warehouse, 'A-1', 'storage', 2);
  const b = await locationOf(admin, warehouse, 'B-1', 'storage', 1);
  const c = await locationOf(admin, warehouse, 'C-1');
  if (!overrides.tracking) for (const bin of [a, b, c]) await put(product, warehouse, bin, 100);
  return { warehouse, product, a, b, c };
}

/** A move task made by the manager. */
const moveTask = (warehouse: WarehouseView, product: ProductView, from: Bin, to: Bin, fields: Record<string, unknown> = {}) =>
  manager.createTask({ type: 'move', warehouseId: warehouse.id, productId: product.id, fromLocationId: from.id, toLocationId: to.id, quantity: 5, ...fields });

/** Asserts the error of `res`: its status, code and message. */
async function refused(res: Promise<{ statusCode: number; body: string; json(): unknown }>, status: number, code: string, message?: string) {
  const answer = await res;
  const error = expectStatus<{ error: { code: string; message: string } }>(answer as never, status).error;
  expect(error.code).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
}

describe('the task list', () => {
  it("lists the caller's tasks first, then open ones by priority, due time and walking order of the source", async () => {
    const { warehouse, product, a, b, c } = await floor();
    const low = await moveTask(warehouse, product, a, b); // priority 5, source sequence 2
    const first = await moveTask(warehouse, product, b, a); // priority 5, source sequence 1
    const unsequenced = await moveTask(warehouse, product, c, a); // priority 5, source without sequence
    const urgent = await moveTask(warehouse, product, a, c, { priority: 8 });
    const dueLater = await moveTask(warehouse, product, c, b, { dueAt: new Date(Date.now() + 7_200_000).toISOString() });
    const dueSooner = await moveTask(warehouse, product, c, b, { dueAt: new Date(Date.now() + 3_600_000).toISOString() });
    const mine = await moveTask(warehouse, product, a, b, { priority: 0 });
    await staff.done(mine.id, 'claim');
    const theirs = await moveTask(warehouse, product, a, b, { priority: 9 });
    await other.done(theirs.id, 'claim');

    const ids = (tasks: TaskView[]) => tasks.filter((task) => task.warehouseId === warehouse.id).map((task) => task.id);
    expect(ids(await staff.tasks({ assignee: 'me', warehouseId: warehouse.id }))).toEqual([mine.id, urgent.id, dueSooner.id, dueLater.id, first.id, low.id, unsequenced.id]);
    expect(ids(await other.tasks({ assignee: 'me', warehouseId: warehouse.id }))).toEqual([theirs.id, urgent.id, dueSooner.id, dueLater.id, first.id, low.id, unsequenced.id]);
    // Without assignee: every task, in the same order without the caller's first.
    expect(ids(await manager.tasks({ warehouseId: warehouse.id }))).toEqual([theirs.id, urgent.id, dueSooner.id, dueLater.id, first.id, low.id, unsequenced.id, mine.id]);
    expect(ids(await manager.tasks({ assignee: (await staff.me()) }))).toEqual([mine.id]);
    expect(ids(await manager.tasks({ warehouseId: warehouse.id, status: 'assigned' }))).toEqual([theirs.id, mine.id]);
    expect(ids(await manager.tasks({ warehouseId: warehouse.id, status: 'assigned,in_progress', type: 'move' }))).toEqual([theirs.id, mine.id]);
    expect(ids(await manager.tasks({ warehouseId: warehouse.id, type: 'count' }))).toEqual([]);
    expect(ids(await manager.tasks({ warehouseId: warehouse.id, waveId: crypto.randomUUID() }))).toEqual([]);
    expect(await staff.task(urgent.id)).toEqual(urgent);
    expect(urgent).toMatchObject({ type: 'move', status: 'open', priority: 8, quantity: 5, doneQuantity: null, from: { id: a.id, code: 'A-1' }, to: { id: c.id, code: 'C-1' }, product: { id: product.id, sku: product.sku, name: product.name }, lot: null, assignee: null });
    expect((await staff.task(mine.id)).assignee).toEqual({ id: await staff.me(), name: 'Test staff' });

    await refused(staff.get('/api/tasks', { status: 'open,lost' }), 400, 'VALIDATION_ERROR');
    await refused(staff.get('/api/tasks', { assignee: 'you' }), 400, 'VALIDATION_ERROR');
    await refused(staff.get('/api/tasks', { colour: 'red' }), 400, 'VALIDATION_ERROR');
    expect((await viewer.get('/api/tasks')).json()).toEqual(FORBIDDEN);

    // A caller bound to another warehouse sees none of them, and a task of them is not found.
    const elsewhere = taskClient(t, await t.login('staff', { warehouseId: (await admin.warehouse()).id }));
    expect(ids(await elsewhere.tasks())).toEqual([]);
    expect(ids(await elsewhere.tasks({ warehouseId: warehouse.id }))).toEqual([]);
    expect((await elsewhere.send('GET', `/api/tasks/${urgent.id}`)).statusCode).toBe(404);
    await refused(elsewhere.act(urgent.id, 'claim'), 403, 'FORBIDDEN');
  });

  it('makes move and count tasks by hand (tasks:manage), checking the warehouse, locations, grain and assignee', async () => {
    const { warehouse, product, a, b } = await floor();
    const body = { type: 'move', warehouseId: warehouse.id, productId: product.id, fromLocationId: a.id, toLocationId: b.id, quantity: 5 };
    expect((await staff.send('POST', '/api/tasks', body)).json()).toEqual(FORBIDDEN);
    const invalid = async (fields: Record<string, unknown>, field: string, message: string) => {
      const res = await manager.send('POST', '/api/tasks', { ...body, ...fields });
      expect(expectStatus<{ error: { details: Record<string, string[]> } }>(res, 400).error.details[field]).toEqual([message]);
    };
    await invalid({ toLocationId: undefined }, 'toLocationId', 'toLocationId is required for a move task');
    await invalid({ quantity: undefined }, 'quantity', 'Quantity is required for a move task');
    await invalid({ toLocationId: a.id }, 'toLocationId', 'Destination must differ from the source location');
    await invalid({ lotId: crypto.randomUUID() }, 'lotId', 'Product is not lot-tracked');
    await invalid({ priority: 10 }, 'priority', 'Priority must be between 0 and 9');
    await invalid({ fromLocationId: crypto.randomUUID() }, 'fromLocationId', 'Location not found');
    const stranger = taskClient(t, await t.login('staff', { warehouseId: (await admin.warehouse()).id }));
    await invalid({ assigneeId: await stranger.me() }, 'assigneeId', 'User cannot work tasks in this warehouse');
    await invalid({ assigneeId: await viewer.me() }, 'assigneeId', 'User cannot work tasks in this warehouse');

    const assigned = await manager.createTask({ ...body, assigneeId: await staff.me(), note: 'Bay 4 first' });
    expect(assigned).toMatchObject({ status: 'assigned', assignee: { id: await staff.me() }, note: 'Bay 4 first', priority: 5 });
    const count = await manager.createTask({ type: 'count', warehouseId: warehouse.id, productId: product.id, fromLocationId: a.id });
    expect(count).toMatchObject({ type: 'count', status: 'open', quantity: null, from: { code: 'A-1' }, to: null });
  });
});

describe('claiming and working a task', () => {
  it('claims once, releases, starts and cancels with the right person and state', async () => {
    const { warehouse, product, a, b } = await floor();
    const task = await moveTask(warehouse, product, a, b);
    await refused(staff.act(task.id, 'start'), 409, 'INVALID_STATE', 'Claim the task first');
    await refused(staff.act(task.id, 'release'), 409, 'INVALID_STATE', 'Only an assigned or in-progress task can be released');
    await refused(staff.act(crypto.randomUUID(), 'claim'), 404, 'NOT_FOUND', 'Task not found');
    expect((await viewer.act(task.id, 'claim')).json()).toEqual(FORBIDDEN);

    expect(await staff.done(task.id, 'claim')).toMatchObject({ status: 'assigned', assignee: { id: await staff.me() } });
    await refused(other.act(task.id, 'claim'), 409, 'CONFLICT', 'Task already claimed');
    await refused(staff.act(task.id, 'claim'), 409, 'CONFLICT', 'Task already claimed');
    await refused(other.act(task.id, 'start'), 403, 'FORBIDDEN');
    await refused(other.act(task.id, 'release'), 403, 'FORBIDDEN');
    expect(await staff.done(task.id, 'release')).toMatchObject({ status: 'open', assignee: null, startedAt: null });

    await other.done(task.id, 'claim');
    const started = await other.done(task.id, 'start');
    expect(started).toMatchObject({ status: 'in_progress', assignee: { id: await other.me() } });
    expect(started.startedAt).not.toBeNull();
    await refused(other.act(task.id, 'start'), 409, 'INVALID_STATE', 'Task already started');
    await refused(manager.act(task.id, 'cancel'), 409, 'INVALID_STATE', 'Only an open or assigned task can be cancelled');
    // A manager takes it back from the worker.
    expect(await manager.done(task.id, 'release')).toMatchObject({ status: 'open', assignee: null, startedAt: null });

    expect((await staff.act(task.id, 'cancel')).json()).toEqual(FORBIDDEN);
    expect(await manager.done(task.id, 'cancel')).toMatchObject({ status: 'cancelled' });
    await refused(staff.act(task.id, 'claim'), 409, 'INVALID_STATE', 'Task is cancelled');
    await refused(manager.act(task.id, 'cancel'), 409, 'INVALID_STATE', 'Only an open or assigned task can be cancelled');
    // An assigned task can be cancelled.
    const assigned = await moveTask(warehouse, product, a, b);
    await staff.done(assigned.id, 'claim');
    expect(await manager.done(assigned.id, 'cancel')).toMatchObject({ status: 'cancelled' });
  });

  it('refuses a wrong scan of the source or destination, too many units, another worker and a task not claimed', async () => {
    const { warehouse, product, a, b, c } = await floor();
    const task = await moveTask(warehouse, product, a, b);
    const scan = { locationId: a.id, toLocationId: b.id, quantity: 5 };
    await refused(staff.act(task.id, 'complete', scan), 409, 'INVALID_STATE', 'Claim the task first');
    await staff.done(task.id, 'claim');
    await refused(other.act(task.id, 'complete', scan), 403, 'FORBIDDEN');
    await refused(staff.act(task.id, 'complete', { ...scan, locationId: c.id }), 409, 'CONFLICT', 'Wrong location: scan A-1');
    await refused(staff.act(task.id, 'complete', { ...scan, toLocationId: c.id }), 409, 'CONFLICT', 'Wrong location: scan B-1');
    await refused(staff.act(task.id, 'complete', { ...scan, quantity: 6 }), 400, 'VALIDATION_ERROR');
    await refused(staff.act(task.id, 'complete', { locationId: a.id, quantity: 5 }), 400, 'VALIDATION_ERROR');
    expect((await staff.task(task.id)).status).toBe('assigned');
    expect(await admin.ledger(product.id, warehouse.id)).toHaveLength(3);

    const done = await staff.done(task.id, 'complete', { ...scan, note: 'Done' });
    expect(done).toMatchObject({ status: 'done', doneQuantity: 5, note: 'Done', assignee: { id: await staff.me() } });
    expect(done.startedAt).not.toBeNull();
    expect(done.completedAt).not.toBeNull();
    await refused(staff.act(task.id, 'complete', scan), 409, 'INVALID_STATE', 'Task is done');
  });
});

/** A product's relocation movements, oldest first, as [type, quantity, location code, lot number]. */
async function relocationRows(product: ProductView, warehouse: WarehouseView, codes: Map<string, string>) {
  const rows = (await admin.ledger(product.id, warehouse.id)).filter((row: MovementListItem) => row.type.startsWith('relocation'));
  const lots = new Map((await admin.list<{ id: string; lotNumber: string }>(`/api/products/${product.id}/lots`)).data.map((lot) => [lot.id, lot.lotNumber]));
  return rows.reverse().map((row) => [row.type, row.quantity, codes.get(row.locationId!), row.lotId ? lots.get(row.lotId) : null, row.reason, row.unitCost]);
}

describe('completing a task', () => {
  it('moves the units through the ledger exactly as POST /api/inventory/relocations', async () => {
    const warehouse = await admin.warehouse();
    const a = await locationOf(admin, warehouse, 'A-1');
    const b = await locationOf(admin, warehouse, 'B-1');
    const codes = new Map([[a.id, 'A-1'], [b.id, 'B-1']]);
    const [byTask, byHand] = [await admin.product({ tracking: 'lot' }), await admin.product({ tracking: 'lot' })];
    for (const product of [byTask, byHand]) {
      await put(product, warehouse, a, 4, { lotNumber: 'EARLY', expiryDate: day(10) });
      await put(product, warehouse, a, 10, { lotNumber: 'LATE', expiryDate: day(40) });
    }
    const task = await moveTask(warehouse, byTask, a, b, { quantity: 7 });
    await staff.done(task.id, 'claim');
    await staff.done(task.id, 'complete', { locationId: a.id, toLocationId: b.id, quantity: 7 });
    expectStatus(await admin.send('POST', '/api/inventory/relocations', { productId: byHand.id, warehouseId: warehouse.id, fromLocationId: a.id, toLocationId: b.id, quantity: 7 }), 201);

    const moved = await relocationRows(byTask, warehouse, codes);
    expect(moved).toEqual([
      ['relocation_out', -4, 'A-1', 'EARLY', 'Relocation', 5.5],
      ['relocation_out', -3, 'A-1', 'LATE', 'Relocation', 5.5],
      ['relocation_in', 4, 'B-1', 'EARLY', 'Relocation', 5.5],
      ['relocation_in', 3, 'B-1', 'LATE', 'Relocation', 5.5],
    ]);
    expect(moved).toEqual(await relocationRows(byHand, warehouse, codes));
  });

  it('moves what was done of a short move, of the lot the task names, and refuses another lot', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    const a = await locationOf(admin, warehouse, 'A-1');
    const b = await locationOf(admin, warehouse, 'B-1');
    await put(product, warehouse, a, 10, { lotNumber: 'EARLY', expiryDate: day(10) });
    await put(product, warehouse, a, 10, { lotNumber: 'LATE', expiryDate: day(40) });
    const lots = (await admin.list<{ id: string; lotNumber: string }>(`/api/products/${product.id}/lots`)).data;
    const late = lots.find((lot) => lot.lotNumber === 'LATE')!;
    const early = lots.find((lot) => lot.lotNumber === 'EARLY')!;
    const task = await moveTask(warehouse, product, a, b, { quantity: 8, lotId: late.id });
    expect(task.lot).toEqual({ id: late.id, lotNumber: 'LATE', expiryDate: day(40) });
    await staff.done(task.id, 'claim');
    await refused(staff.act(task.id, 'complete', { locationId: a.id, toLocationId: b.id, quantity: 8, lotId: early.id }), 409, 'CONFLICT', 'Wrong lot: scan LATE');
    const done = await staff.done(task.id, 'complete', { locationId: a.id, toLocationId: b.id, quantity: 6, lotId: late.id });
    expect(done).toMatchObject({ status: 'done', quantity: 8, doneQuantity: 6 });
    const balances = (await admin.list<{ locationId: string; lotNumber: string | null; onHand: number }>('/api/inventory/balances', { productId: product.id, warehouseId: warehouse.id })).data;
    expect(balances.filter((row) => row.locationId === b.id).map((row) => [row.lotNumber, row.onHand])).toEqual([['LATE', 6]]);
  });

  it('puts away to the suggested destination or another active location that is not a receiving one, recorded on the task', async () => {
    const { warehouse, product, a, b } = await floor({ tracking: 'none' });
    const receiving = await locationOf(admin, warehouse, 'R-1', 'receiving');
    const dock = await locationOf(admin, warehouse, 'R-2', 'receiving');
    await put(product, warehouse, receiving, 10);
    // Putaway tasks come from receipts (two-step receiving); one is written here as a receipt would.
    const id = crypto.randomUUID();
    await t.db.execute(sql`insert into tasks (id, warehouse_id, type, product_id, quantity, from_location_id, to_location_id)
      values (${id}, ${warehouse.id}, 'putaway', ${product.id}, 10, ${receiving.id}, ${a.id})`);
    await staff.done(id, 'claim');
    const scan = { locationId: receiving.id, quantity: 10 };
    await refused(staff.act(id, 'complete', { ...scan, toLocationId: dock.id }), 400, 'VALIDATION_ERROR');
    await refused(staff.act(id, 'complete', { ...scan, toLocationId: crypto.randomUUID() }), 400, 'VALIDATION_ERROR');
    const done = await staff.done(id, 'complete', { ...scan, toLocationId: b.id });
    expect(done).toMatchObject({ type: 'putaway', status: 'done', doneQuantity: 10, from: { code: 'R-1' }, to: { id: b.id, code: 'B-1' } });
    const balances = (await admin.list<{ locationId: string; onHand: number }>('/api/inventory/balances', { productId: product.id, warehouseId: warehouse.id, locationId: b.id })).data;
    expect(balances.map((row) => row.onHand)).toEqual([10]);
  });

  it("finishes a move with no unit found without a destination scan, and gives a short putaway's units left at the dock a task of their own", async () => {
    const { warehouse, product, a, b } = await floor();
    const empty = await moveTask(warehouse, product, a, b);
    await staff.done(empty.id, 'claim');
    expect(await staff.done(empty.id, 'complete', { locationId: a.id, quantity: 0 })).toMatchObject({ status: 'done', doneQuantity: 0, to: { id: b.id } });

    const receiving = await locationOf(admin, warehouse, 'R-1', 'receiving');
    await put(product, warehouse, receiving, 10);
    // Putaway tasks come from receipts (two-step receiving); one is written here as a receipt would.
    const id = crypto.randomUUID();
    await t.db.execute(sql`insert into tasks (id, warehouse_id, type, product_id, quantity, from_location_id, to_location_id, priority)
      values (${id}, ${warehouse.id}, 'putaway', ${product.id}, 10, ${receiving.id}, ${a.id}, 7)`);
    await staff.done(id, 'claim');
    await staff.done(id, 'complete', { locationId: receiving.id, toLocationId: b.id, quantity: 6 });
    const rest = await manager.tasks({ warehouseId: warehouse.id, type: 'putaway', status: 'open' });
    expect(rest).toMatchObject([{ type: 'putaway', quantity: 4, priority: 7, from: { id: receiving.id }, to: { id: a.id } }]);
    await staff.done(rest[0]!.id, 'claim');
    await staff.done(rest[0]!.id, 'complete', { locationId: receiving.id, toLocationId: a.id, quantity: 4 });
    expect(await manager.tasks({ warehouseId: warehouse.id, type: 'putaway', status: 'open' })).toEqual([]);
  });

  it('posts a count task\'s variance at its location as a Cycle count adjustment at cost', async () => {
    const { warehouse, product, a, b } = await floor();
    const count = async (location: Bin, counted: number, worker: TaskClient = staff) => {
      const task = await manager.createTask({ type: 'count', warehouseId: warehouse.id, productId: product.id, fromLocationId: location.id, quantity: 100 });
      await worker.done(task.id, 'claim');
      return worker.done(task.id, 'complete', { locationId: location.id, quantity: counted });
    };
    const lost = await count(a, 93);
    expect(lost).toMatchObject({ status: 'done', doneQuantity: 93 });
    const [row] = await admin.ledger(product.id, warehouse.id, { limit: 1 });
    expect(row).toMatchObject({ type: 'adjustment', quantity: -7, locationId: a.id, reason: 'Cycle count', unitCost: 5.5, reference: { type: 'task', id: lost.id } });
    await count(b, 102);
    expect((await admin.ledger(product.id, warehouse.id, { limit: 1 }))[0]).toMatchObject({ type: 'adjustment', quantity: 2, locationId: b.id, reason: 'Cycle count' });
    const before = (await admin.ledger(product.id, warehouse.id)).length;
    await count(b, 102); // as many as there are: nothing posted
    expect(await admin.ledger(product.id, warehouse.id)).toHaveLength(before);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(300 - 7 + 2);

    const task = await manager.createTask({ type: 'count', warehouseId: warehouse.id, productId: product.id, fromLocationId: a.id });
    await staff.done(task.id, 'claim');
    await refused(staff.act(task.id, 'complete', { locationId: a.id, toLocationId: b.id, quantity: 1 }), 400, 'VALIDATION_ERROR');
    await refused(staff.act(task.id, 'complete', { locationId: b.id, quantity: 1 }), 409, 'CONFLICT', 'Wrong location: scan A-1');
  });

  it('counts the serial number a count task names, not every serial at the location', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'serial' });
    const a = await locationOf(admin, warehouse, 'A-1');
    expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 3, reason: 'Receipt', locationId: a.id, serialNumbers: ['S1', 'S2', 'S3'] }), 201);
    const count = async (counted: number) => {
      const task = await manager.createTask({ type: 'count', warehouseId: warehouse.id, productId: product.id, fromLocationId: a.id, serialNumber: 'S1' });
      await staff.done(task.id, 'claim');
      return staff.done(task.id, 'complete', { locationId: a.id, quantity: counted, ...(counted ? { serialNumbers: ['S1'] } : {}) });
    };
    await count(1);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(3);
    await count(0);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(2);
    expect((await admin.ledger(product.id, warehouse.id, { limit: 1 }))[0]).toMatchObject({ type: 'adjustment', quantity: -1, serialNumber: 'S1', reason: 'Cycle count' });
  });

  it('asks the lot of units found by a count of a lot-tracked product', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    const a = await locationOf(admin, warehouse, 'A-1');
    await put(product, warehouse, a, 5, { lotNumber: 'ONE', expiryDate: day(30) });
    const [lot] = (await admin.list<{ id: string }>(`/api/products/${product.id}/lots`)).data;
    const task = await manager.createTask({ type: 'count', warehouseId: warehouse.id, productId: product.id, fromLocationId: a.id });
    await staff.done(task.id, 'claim');
    const res = await staff.act(task.id, 'complete', { locationId: a.id, quantity: 6 });
    expect(expectStatus<{ error: { details: Record<string, string[]> } }>(res, 400).error.details).toEqual({ lotId: ['Lot is required for units found of a lot-tracked product'] });
    await staff.done(task.id, 'complete', { locationId: a.id, quantity: 6, lotId: lot!.id });
    expect(await admin.onHand(product.id, warehouse.id)).toBe(6);
  });
});
