/**
 * Cycle counts (decision 0016): a session over the balances of a location (untracked, lot and serial
 * stock), counted by staff (last count wins, all kept), approved by a manager into one adjustment
 * per line with a variance at its exact grain, valued at cost; stock moved during the count is never
 * booked as a variance; blind counts hide what is expected; every refusal writes nothing. On
 * PostgreSQL, an approval racing stock movements books only the true variance and two racing
 * approvals post once. Ledger and balances agree at every grain at the end.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, FORBIDDEN, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, expectInvalidState, orderClient, validation, type OrderClient } from './support/orders.js';

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

const COUNTS = '/api/inventory/counts';

interface CountView {
  id: string;
  number: string;
  warehouseId: string;
  warehouseCode: string;
  warehouseName: string;
  locationId: string | null;
  blind: boolean;
  status: 'open' | 'approved' | 'cancelled';
  lines: { total: number; counted: number; withVariance: number | null };
  varianceQuantity: number | null;
  varianceValue: number | null;
  closedAt: string | null;
}

interface LineView {
  id: string;
  productId: string;
  sku: string;
  barcode: string | null;
  locationCode: string;
  lotNumber: string | null;
  serialNumber: string | null;
  expectedQuantity: number | null;
  countedQuantity: number | null;
  bookQuantity: number | null;
  varianceQuantity: number | null;
  unitCost: number | null;
  varianceValue: number | null;
  history: { countedQuantity: number; countedBy: string | null; countedAt: string }[];
}

const open = async (client: OrderClient, body: Record<string, unknown>) => expectStatus<{ data: CountView }>(await client.send('POST', COUNTS, body), 201).data;
const record = (client: OrderClient, id: string, lines: { lineId: string; countedQuantity: number }[]) => client.send('PUT', `${COUNTS}/${id}/lines`, { lines });
const approve = (client: OrderClient, id: string, body: Record<string, unknown> = {}) => client.send('POST', `${COUNTS}/${id}/approve`, body);
const data = <T>(res: LightMyRequestResponse, status = 200) => expectStatus<{ data: T }>(res, status).data;
const linesOf = async (client: OrderClient, id: string, query: Record<string, string> = {}) => (await client.list<LineView>(`${COUNTS}/${id}/lines`, { limit: 100, ...query })).data;
/** The line of `lines` of this product (and lot number or serial number). */
const lineOf = (lines: LineView[], product: ProductView, grain: string | null = null) =>
  lines.find((line) => line.productId === product.id && (grain === null || line.lotNumber === grain || line.serialNumber === grain))!;

async function bin(warehouse: WarehouseView, code: string): Promise<string> {
  return data<{ id: string }>(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code }), 201).id;
}

const put = (product: ProductView, warehouse: WarehouseView, quantity: number, grain: Record<string, unknown>) =>
  admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity, reason: 'Receipt', ...grain }).then((res) => expectStatus(res, 201));

/** A warehouse whose bin A-01 holds 10 units of a plain product, lots L-1 (5) and L-2 (3), serials SN-1 and SN-2; bin B-01 holds 4 more plain units. */
async function shelf() {
  const warehouse = await admin.warehouse();
  const a = await bin(warehouse, 'A-01');
  const b = await bin(warehouse, 'B-01');
  const plain = await admin.product({ costPrice: 2.5, sellingPrice: 5, barcode: String(Date.now()) });
  const lotted = await admin.product({ tracking: 'lot', costPrice: 4, sellingPrice: 9 });
  const serial = await admin.product({ tracking: 'serial', costPrice: 120, sellingPrice: 300 });
  await put(plain, warehouse, 10, { locationId: a });
  await put(plain, warehouse, 4, { locationId: b });
  await put(lotted, warehouse, 5, { locationId: a, lotNumber: 'L-1', expiryDate: '2031-01-31' });
  await put(lotted, warehouse, 3, { locationId: a, lotNumber: 'L-2', expiryDate: '2031-06-30' });
  await put(serial, warehouse, 2, { locationId: a, serialNumbers: ['SN-1', 'SN-2'] });
  return { warehouse, a, b, plain, lotted, serial };
}

describe('a count of one location', () => {
  it('opens one line per balance of the location, counts, and approves the variances as adjustments at their grain, valued at cost', async () => {
    const { warehouse, a, plain, lotted, serial } = await shelf();
    const count = await open(manager, { warehouseId: warehouse.id, locationId: a, note: 'Aisle A' });
    expect(count).toMatchObject({ number: expect.stringMatching(/^CC-\d{6}$/), status: 'open', locationId: a, lines: { total: 5, counted: 0, withVariance: null }, varianceQuantity: null });
    // Decision 0019: the session names its warehouse, in the list as in the detail.
    expect(count).toMatchObject({ warehouseId: warehouse.id, warehouseCode: warehouse.code, warehouseName: warehouse.name });
    const listed = (await manager.list<CountView>(COUNTS, { warehouseId: warehouse.id })).data;
    expect(listed.map((c) => [c.id, c.warehouseCode, c.warehouseName])).toEqual([[count.id, warehouse.code, warehouse.name]]);

    const lines = await linesOf(staff, count.id);
    expect(lines.map((l) => [l.sku, l.barcode, l.locationCode, l.lotNumber, l.serialNumber, l.expectedQuantity]).sort()).toEqual(
      [
        [plain.sku, plain.barcode, 'A-01', null, null, 10],
        [lotted.sku, null, 'A-01', 'L-1', null, 5],
        [lotted.sku, null, 'A-01', 'L-2', null, 3],
        [serial.sku, null, 'A-01', null, 'SN-1', 1],
        [serial.sku, null, 'A-01', null, 'SN-2', 1],
      ].sort(),
    );

    // Staff count; the plain line twice (the last count wins, both are kept).
    const counts = [
      { lineId: lineOf(lines, plain).id, countedQuantity: 9 },
      { lineId: lineOf(lines, lotted, 'L-1').id, countedQuantity: 6 },
      { lineId: lineOf(lines, lotted, 'L-2').id, countedQuantity: 3 },
      { lineId: lineOf(lines, serial, 'SN-1').id, countedQuantity: 1 },
      { lineId: lineOf(lines, serial, 'SN-2').id, countedQuantity: 0 },
    ];
    expect(data<CountView>(await record(staff, count.id, counts)).lines).toEqual({ total: 5, counted: 5, withVariance: null });
    await record(staff, count.id, [{ lineId: lineOf(lines, plain).id, countedQuantity: 8 }]).then((res) => expectStatus(res, 200));
    const recounted = lineOf(await linesOf(staff, count.id), plain);
    expect(recounted).toMatchObject({ countedQuantity: 8, bookQuantity: 10, varianceQuantity: null });
    expect(recounted.history.map((h) => h.countedQuantity)).toEqual([9, 8]);

    expect(await approve(staff, count.id).then((res) => res.json())).toEqual(FORBIDDEN);
    const approved = data<CountView>(await approve(manager, count.id));
    // −2 × 2.50 + 1 × 4 − 1 × 120
    expect(approved).toMatchObject({ status: 'approved', varianceQuantity: -2, varianceValue: -121, lines: { total: 5, counted: 5, withVariance: 3 }, closedAt: expect.any(String) });

    const settled = await linesOf(manager, count.id, { state: 'variance' });
    expect(settled.map((l) => [l.sku, l.lotNumber, l.serialNumber, l.varianceQuantity, l.unitCost, l.varianceValue]).sort()).toEqual(
      [
        [plain.sku, null, null, -2, 2.5, -5],
        [lotted.sku, 'L-1', null, 1, 4, 4],
        [serial.sku, null, 'SN-2', -1, 120, -120],
      ].sort(),
    );

    const adjustments = (await admin.list<{ productId: string; quantity: number; reason: string; reference: unknown; locationId: string; serialNumber: string | null }>('/api/inventory/movements', { warehouseId: warehouse.id, type: 'adjustment' })).data;
    expect(adjustments.map((m) => [m.productId, m.quantity, m.reason, m.locationId, m.serialNumber]).sort()).toEqual(
      [
        [plain.id, -2, 'Cycle count', a, null],
        [lotted.id, 1, 'Cycle count', a, null],
        [serial.id, -1, 'Cycle count', a, 'SN-2'],
      ].sort(),
    );
    expect(adjustments.every((m) => JSON.stringify(m.reference) === JSON.stringify({ type: 'count', id: count.id }))).toBe(true);
    expect(await admin.stockOf(plain.id, warehouse.id)).toEqual({ onHand: 12, reserved: 0 });
    expect(await admin.stockOf(lotted.id, warehouse.id)).toEqual({ onHand: 9, reserved: 0 });
    const serials = (await admin.list<{ serialNumber: string; onHand: number }>('/api/inventory/balances', { productId: serial.id })).data;
    expect(serials.filter((b) => b.onHand > 0).map((b) => b.serialNumber)).toEqual(['SN-1']);
  });

  it('never books as a variance units shipped or received while the shelf is counted', async () => {
    const { warehouse, a, plain, lotted } = await shelf();
    const count = await open(manager, { warehouseId: warehouse.id, locationId: a, productIds: [plain.id, lotted.id] });
    const lines = await linesOf(staff, count.id);
    // 3 plain units leave before the counter reaches the shelf: the count of 7 matches the book.
    expectStatus(await admin.move({ productId: plain.id, warehouseId: warehouse.id, type: 'out', quantity: 3, reason: 'Issue', locationId: a }), 201);
    expectStatus(await record(staff, count.id, [{ lineId: lineOf(lines, plain).id, countedQuantity: 7 }]), 200);
    // L-1 is counted at 5, then 2 more units arrive: the count still matches the book of its moment.
    expectStatus(await record(staff, count.id, [{ lineId: lineOf(lines, lotted, 'L-1').id, countedQuantity: 5 }]), 200);
    await put(lotted, warehouse, 2, { locationId: a, lotNumber: 'L-1' });
    // L-2 is counted one short after the receipt: a true loss of 1.
    expectStatus(await record(staff, count.id, [{ lineId: lineOf(lines, lotted, 'L-2').id, countedQuantity: 2 }]), 200);

    const approved = data<CountView>(await approve(manager, count.id));
    expect(approved).toMatchObject({ varianceQuantity: -1, varianceValue: -4, lines: { total: 3, counted: 3, withVariance: 1 } });
    expect(await admin.stockOf(plain.id, warehouse.id)).toEqual({ onHand: 11, reserved: 0 });
    const lots = (await admin.list<{ lotNumber: string; onHand: number }>('/api/inventory/balances', { productId: lotted.id })).data;
    expect(Object.fromEntries(lots.map((b) => [b.lotNumber, b.onHand]))).toEqual({ 'L-1': 7, 'L-2': 2 });
  });

  it('hides expected and book quantities of a blind count from counters until it is approved', async () => {
    const { warehouse, a } = await shelf();
    const count = await open(manager, { warehouseId: warehouse.id, locationId: a, blind: true });
    const [line] = await linesOf(staff, count.id);
    expect(line).toMatchObject({ expectedQuantity: null, bookQuantity: null });
    expectStatus(await record(staff, count.id, [{ lineId: line!.id, countedQuantity: 1 }]), 200);
    expect((await linesOf(staff, count.id)).find((l) => l.id === line!.id)).toMatchObject({ countedQuantity: 1, expectedQuantity: null, bookQuantity: null });
    expect((await linesOf(manager, count.id)).every((l) => l.expectedQuantity !== null)).toBe(true);
    data(await approve(manager, count.id, { allowUncounted: true }));
    expect((await linesOf(staff, count.id)).every((l) => l.expectedQuantity !== null)).toBe(true);
  });

  it('gives an untracked product named in the scope a line where none is expected, and books what is found', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ costPrice: 1.25, sellingPrice: 2 });
    const count = await open(manager, { warehouseId: warehouse.id, productIds: [product.id] });
    const [line] = await linesOf(staff, count.id);
    expect(line).toMatchObject({ locationCode: 'DEFAULT', expectedQuantity: 0 });
    expectStatus(await record(staff, count.id, [{ lineId: line!.id, countedQuantity: 4 }]), 200);
    expect(data<CountView>(await approve(manager, count.id))).toMatchObject({ varianceQuantity: 4, varianceValue: 5 });
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 0 });
  });
});

describe('the states of a count', () => {
  it('refuses approving with uncounted lines (409) unless allowUncounted, which leaves them untouched', async () => {
    const { warehouse, a, plain } = await shelf();
    const count = await open(manager, { warehouseId: warehouse.id, locationId: a });
    const lines = await linesOf(staff, count.id);
    expectStatus(await record(staff, count.id, [{ lineId: lineOf(lines, plain).id, countedQuantity: 11 }]), 200);

    const refused = expectInvalidState(await approve(manager, count.id), 'open');
    expect(refused.error).toMatchObject({ message: 'The count has 4 uncounted lines', details: { currentStatus: 'open', uncountedLines: 4 } });
    expect(await admin.stockOf(plain.id, warehouse.id)).toEqual({ onHand: 14, reserved: 0 });

    expect(data<CountView>(await approve(manager, count.id, { allowUncounted: true }))).toMatchObject({ status: 'approved', varianceQuantity: 1, lines: { counted: 1, withVariance: 1 } });
    expect((await linesOf(manager, count.id, { state: 'uncounted' })).map((l) => l.varianceQuantity)).toEqual([null, null, null, null]);
    expect(await admin.stockOf(plain.id, warehouse.id)).toEqual({ onHand: 15, reserved: 0 });
  });

  it('refuses approving twice, counting or cancelling a closed count (409 INVALID_STATE), and cancels an open one without posting', async () => {
    const { warehouse, a, plain } = await shelf();
    const approved = await open(manager, { warehouseId: warehouse.id, locationId: a });
    data(await approve(manager, approved.id, { allowUncounted: true }));
    expectInvalidState(await approve(manager, approved.id, { allowUncounted: true }), 'approved');
    expectInvalidState(await manager.send('POST', `${COUNTS}/${approved.id}/cancel`), 'approved');
    const [line] = await linesOf(staff, approved.id);
    expectInvalidState(await record(staff, approved.id, [{ lineId: line!.id, countedQuantity: 0 }]), 'approved');

    const cancelled = await open(manager, { warehouseId: warehouse.id, locationId: a });
    const lines = await linesOf(staff, cancelled.id);
    expectStatus(await record(staff, cancelled.id, [{ lineId: lineOf(lines, plain).id, countedQuantity: 0 }]), 200);
    expect(data<CountView>(await manager.send('POST', `${COUNTS}/${cancelled.id}/cancel`))).toMatchObject({ status: 'cancelled', varianceQuantity: null, closedAt: expect.any(String) });
    expectInvalidState(await approve(manager, cancelled.id), 'cancelled');
    expect(await admin.stockOf(plain.id, warehouse.id)).toEqual({ onHand: 14, reserved: 0 });

    const listed = (await manager.list<CountView>(COUNTS, { warehouseId: warehouse.id })).data;
    expect(listed.map((c) => [c.number, c.status])).toEqual([
      [cancelled.number, 'cancelled'],
      [approved.number, 'approved'],
    ]);
    expect((await manager.list<CountView>(COUNTS, { warehouseId: warehouse.id, status: 'approved' })).data.map((c) => c.id)).toEqual([approved.id]);
  });

  it('refuses lines of another count, a serial counted above 1, and unknown scopes with 400 naming the field', async () => {
    const { warehouse, a, serial } = await shelf();
    const count = await open(manager, { warehouseId: warehouse.id, locationId: a });
    const other = await open(manager, { warehouseId: warehouse.id, locationId: a });
    const [foreign] = await linesOf(staff, other.id);
    const serialLine = lineOf(await linesOf(staff, count.id), serial, 'SN-1');
    const res = await record(staff, count.id, [
      { lineId: foreign!.id, countedQuantity: 1 },
      { lineId: serialLine.id, countedQuantity: 2 },
    ]);
    expect(res.json()).toEqual(validation({ 'lines.0.lineId': ['Count line not found'], 'lines.1.countedQuantity': ['A serial number is counted as 0 or 1'] }));
    expect((await linesOf(staff, count.id, { state: 'counted' })).length).toBe(0);

    const missing = '01a20b00-0000-7000-8000-0000000000ff';
    expect((await manager.send('POST', COUNTS, { warehouseId: warehouse.id, categoryId: missing })).json()).toEqual(validation({ categoryId: ['Category not found'] }));
    expect((await manager.send('POST', COUNTS, { warehouseId: warehouse.id, productIds: [missing] })).json()).toEqual(validation({ 'productIds.0': ['Product not found'] }));
    expectError(await manager.send('GET', `${COUNTS}/${missing}`), 404, 'NOT_FOUND', 'Stock count not found');
  });

  it('finds sessions by a part of their number in any case, as the order lists do, and refuses an empty or overlong one (decision 0019)', async () => {
    const { warehouse, a, b } = await shelf();
    const first = await open(manager, { warehouseId: warehouse.id, locationId: a });
    const second = await open(manager, { warehouseId: warehouse.id, locationId: b });
    const numbered = async (query: Record<string, string>) => (await staff.list<CountView>(COUNTS, { warehouseId: warehouse.id, ...query })).data.map((c) => c.number);
    expect(await numbered({})).toEqual([second.number, first.number]);
    expect(await numbered({ number: first.number.toLowerCase() })).toEqual([first.number]);
    expect(await numbered({ number: ` ${second.number.slice(-6)} `, status: 'open' })).toEqual([second.number]);
    expect(await numbered({ number: 'CC-' })).toEqual([second.number, first.number]);
    expect(await numbered({ number: first.number, status: 'approved' })).toEqual([]);
    // % and _ match themselves, not any text.
    expect(await numbered({ number: '%' })).toEqual([]);
    expect(await numbered({ number: 'CC_' })).toEqual([]);
    const everywhere = await staff.list<CountView>(COUNTS, { number: second.number });
    expect(everywhere.data.map((c) => c.id)).toEqual([second.id]);
    expect(everywhere.meta.total).toBe(1);
    expect(expectStatus(await staff.get(COUNTS, { number: ' ' }), 400)).toEqual(validation({ number: ['number must not be empty'] }));
    expect(expectStatus(await staff.get(COUNTS, { number: 'C'.repeat(51) }), 400)).toEqual(validation({ number: ['number is too long'] }));
  });

  it('keeps counts within the warehouse of a bound user and needs inventory:count to count', async () => {
    const { warehouse, a } = await shelf();
    const elsewhere = await admin.warehouse();
    const count = await open(manager, { warehouseId: warehouse.id, locationId: a });
    const [line] = await linesOf(staff, count.id);
    const boundStaff = orderClient(t, await t.login('staff', { warehouseId: elsewhere.id }));
    const boundManager = orderClient(t, await t.login('manager', { warehouseId: elsewhere.id }));
    expectError(await boundStaff.send('GET', `${COUNTS}/${count.id}`), 404, 'NOT_FOUND');
    expectError(await record(boundStaff, count.id, [{ lineId: line!.id, countedQuantity: 1 }]), 404, 'NOT_FOUND');
    expectError(await approve(boundManager, count.id), 404, 'NOT_FOUND');
    expect((await boundManager.send('POST', COUNTS, { warehouseId: warehouse.id })).json()).toEqual(FORBIDDEN);
    expect((await boundManager.list<CountView>(COUNTS)).data).toEqual([]);
    const viewer = orderClient(t, await t.login('viewer'));
    expect((await record(viewer, count.id, [{ lineId: line!.id, countedQuantity: 1 }])).json()).toEqual(FORBIDDEN);
  });
});

describe('count accuracy and shrinkage in the inventory report', () => {
  it('reports the share of counted lines without variance and the value lost and found over the period', async () => {
    const { warehouse, a, plain, lotted } = await shelf();
    const count = await open(manager, { warehouseId: warehouse.id, locationId: a });
    const lines = await linesOf(staff, count.id);
    const exact = lines.filter((l) => l.productId !== plain.id && !(l.productId === lotted.id && l.lotNumber === 'L-2'));
    await record(staff, count.id, [
      { lineId: lineOf(lines, plain).id, countedQuantity: 6 },
      { lineId: lineOf(lines, lotted, 'L-2').id, countedQuantity: 5 },
      ...exact.map((l) => ({ lineId: l.id, countedQuantity: l.expectedQuantity! })),
    ]).then((res) => expectStatus(res, 200));
    data(await approve(manager, count.id));
    const report = data<{ counts: unknown }>(await manager.send('GET', `/api/analytics/inventory?warehouseId=${warehouse.id}`));
    // 3 of 5 lines exact; lost 4 × 2.50, found 2 × 4.
    expect(report.counts).toEqual({ sessions: 1, linesCounted: 5, linesWithoutVariance: 3, accuracy: 0.6, shrinkageValue: 10, surplusValue: 8, netVarianceValue: -2 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('counts under concurrency (PostgreSQL)', () => {
  it('books only the true variance while movements race the approval, and posts once when two approvals race', async () => {
    // Counted 95 of a book of 100; 20 issues of 1 unit race the approval: whatever their order, the
    // approval posts −5 and on hand ends at 100 − 20 − 5.
    const warehouse = await admin.warehouse();
    const product = await admin.product({ costPrice: 2, sellingPrice: 3 });
    await admin.receive(product.id, warehouse.id, 100);
    const count = await open(manager, { warehouseId: warehouse.id, productIds: [product.id] });
    const [line] = await linesOf(staff, count.id);
    expectStatus(await record(staff, count.id, [{ lineId: line!.id, countedQuantity: 95 }]), 200);
    const issues = Array.from({ length: 20 }, () => admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 1, reason: 'Issue' }));
    const approvals = [approve(manager, count.id), approve(admin, count.id)];
    const results = await Promise.all([...issues, ...approvals]);
    expect(results.slice(0, 20).map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    expect(results.slice(20).map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 75, reserved: 0 });
    const adjustments = await admin.ledger(product.id, warehouse.id, { type: 'adjustment' });
    expect(adjustments.map((m) => m.quantity)).toEqual([-5]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
