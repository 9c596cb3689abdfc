/**
 * Two-step transfers (decision 0016): a draft moves nothing; shipping takes the units out of the source
 * into transit (shown on the destination's level and in the valuation); receipts put them down with
 * their lots and serial numbers at the cost recorded when shipped, in parts; closing writes the rest
 * off as lost in transit, valued. Each side of a warehouse-bound user's own. Over all warehouses the
 * inventory value counts goods in transit, so shipping changes it by nothing and a loss by exactly
 * its value. On PostgreSQL, racing receipts never receive more than was shipped. The ledger agrees
 * with every balance at the end.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, FORBIDDEN, type LevelView, type TransferView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, expectInvalidState, orderClient, type OrderClient } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
});

afterAll(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

const TRANSFERS = '/api/warehouse/transfers';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const data = <T>(res: LightMyRequestResponse, status = 200) => expectStatus<{ data: T }>(res, status).data;
const step = (client: OrderClient, id: string, action: string, body: unknown = {}) => client.send('POST', `${TRANSFERS}/${id}/${action}`, body);
const levelAt = async (productId: string, warehouse: WarehouseView) =>
  (await admin.list<LevelView & { inTransit: number }>('/api/inventory', { productId, warehouseId: warehouse.id })).data[0];
const lineOf = (transfer: TransferView, productId: string) => transfer.items.find((item) => item.productId === productId)!;

/** Source stock: a lot product (A: 10 expiring in 10 days, B: 10 in 40), 20 plain units, 3 serial units; and an empty destination. */
async function sites() {
  const [from, to] = [await admin.warehouse(), await admin.warehouse()];
  const lotted = await admin.product({ tracking: 'lot', costPrice: 4, sellingPrice: 9 });
  const plain = await admin.product({ costPrice: 2.5, sellingPrice: 5, barcode: String(Date.now()) });
  const serial = await admin.product({ tracking: 'serial', costPrice: 100, sellingPrice: 200 });
  const put = (body: Record<string, unknown>) => admin.move({ warehouseId: from.id, type: 'in', reason: 'Receipt', ...body }).then((res) => expectStatus(res, 201));
  await put({ productId: lotted.id, quantity: 10, lotNumber: 'A', expiryDate: day(10) });
  await put({ productId: lotted.id, quantity: 10, lotNumber: 'B', expiryDate: day(40) });
  await put({ productId: plain.id, quantity: 20 });
  await put({ productId: serial.id, quantity: 3, serialNumbers: ['SN-1', 'SN-2', 'SN-3'] });
  return { from, to, lotted, plain, serial };
}

async function draft(client: OrderClient, from: WarehouseView, to: WarehouseView, items: Record<string, unknown>[]): Promise<TransferView> {
  return data<TransferView>(await client.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, mode: 'two-step', items }), 201);
}

/** Inventory value at cost over all warehouses at the end of today (the financial report). */
const inventoryValue = async () => data<{ totals: { inventoryValueEnd: number } }>(await admin.send('GET', '/api/analytics/financial')).totals.inventoryValueEnd;

describe('a two-step transfer', () => {
  it('ships into transit, is received in parts with its lots and serials, and closes the rest as lost', async () => {
    const { from, to, lotted, plain, serial } = await sites();
    const valueBefore = await inventoryValue();
    const transfer = await draft(manager, from, to, [
      { productId: lotted.id, quantity: 12 },
      { productId: plain.id, quantity: 15 },
      { productId: serial.id, quantity: 2, serialNumbers: ['SN-1', 'SN-2'] },
    ]);
    expect(transfer).toMatchObject({ mode: 'two-step', status: 'draft', shippedAt: null });
    expect(lineOf(transfer, plain.id)).toMatchObject({ quantity: 15, shippedQuantity: 0, inTransit: 0, unitCost: null });
    // Decision 0019: lines carry their product's barcode, so a receipt scan can match it.
    expect(transfer.items.map((item) => [item.sku, item.barcode]).sort()).toEqual(
      [
        [lotted.sku, null],
        [plain.sku, plain.barcode],
        [serial.sku, null],
      ].sort(),
    );
    expect(await admin.stockOf(plain.id, from.id)).toEqual({ onHand: 20, reserved: 0 });

    const shipped = data<TransferView>(await step(manager, transfer.id, 'ship'));
    expect(shipped).toMatchObject({ status: 'in_transit', shippedAt: expect.any(String) });
    expect(lineOf(shipped, lotted.id)).toMatchObject({ shippedQuantity: 12, inTransit: 12, unitCost: 4 });
    // Decision 0019: each line says which lots and serial numbers are in transit, so a receipt can name them.
    const grainsOf = (view: TransferView, productId: string) => lineOf(view, productId).inTransitGrains.map((g) => [g.lotNumber, g.expiryDate, g.serialNumber, g.quantity]);
    expect(grainsOf(shipped, lotted.id)).toEqual([
      ['A', day(10), null, 10],
      ['B', day(40), null, 2],
    ]);
    expect(grainsOf(shipped, serial.id)).toEqual([
      [null, null, 'SN-1', 1],
      [null, null, 'SN-2', 1],
    ]);
    expect(lineOf(shipped, plain.id).inTransitGrains).toEqual([]);
    expect(await admin.stockOf(plain.id, from.id)).toEqual({ onHand: 5, reserved: 0 });
    expect(await levelAt(plain.id, to)).toMatchObject({ onHand: 0, available: 0, inTransit: 15 });
    expect(await levelAt(serial.id, to)).toMatchObject({ onHand: 0, inTransit: 2 });
    const valuation = data<{ valuation: { inTransitUnits: number; inTransitCostValue: number } }>(await admin.send('GET', `/api/inventory/analytics?warehouseId=${to.id}`)).valuation;
    expect(valuation).toMatchObject({ inTransitUnits: 29, inTransitCostValue: 12 * 4 + 15 * 2.5 + 2 * 100 });
    expect(await inventoryValue()).toBe(valueBefore);

    const bin = data<{ id: string }>(await admin.send('POST', `/api/warehouse/${to.id}/locations`, { code: 'R-01' }), 201);
    const partly = data<TransferView>(
      await step(manager, transfer.id, 'receive', {
        items: [
          { productId: plain.id, quantity: 10, locationId: bin.id },
          { productId: lotted.id, quantity: 12 },
          { productId: serial.id, quantity: 1, serialNumbers: ['SN-1'] },
        ],
      }),
    );
    expect(partly.status).toBe('partially_received');
    expect(partly.items.map((i) => [i.productId, i.receivedQuantity, i.inTransit]).sort()).toEqual(
      [
        [lotted.id, 12, 0],
        [plain.id, 10, 5],
        [serial.id, 1, 1],
      ].sort(),
    );
    expect(await levelAt(plain.id, to)).toMatchObject({ onHand: 10, inTransit: 5 });
    expect(grainsOf(partly, lotted.id)).toEqual([]);
    expect(grainsOf(partly, serial.id)).toEqual([[null, null, 'SN-2', 1]]);
    const listed = data<TransferView[]>(await admin.send('GET', `/api/warehouse/transfers?warehouseId=${to.id}&status=partially_received`)).find((t) => t.id === transfer.id)!;
    expect(grainsOf(listed, serial.id)).toEqual([[null, null, 'SN-2', 1]]);
    const lots = (await admin.list<{ lotNumber: string; onHand: number }>('/api/inventory/balances', { productId: lotted.id, warehouseId: to.id })).data;
    expect(Object.fromEntries(lots.map((b) => [b.lotNumber, b.onHand]))).toEqual({ A: 10, B: 2 });
    const serials = (await admin.list<{ serialNumber: string; onHand: number }>('/api/inventory/balances', { productId: serial.id, warehouseId: to.id })).data;
    expect(serials.map((b) => [b.serialNumber, b.onHand])).toEqual([['SN-1', 1]]);

    const over = expectError(await step(manager, transfer.id, 'receive', { items: [{ productId: plain.id, quantity: 6 }] }), 409, 'OVER_RECEIPT', 'Receiving more than is in transit');
    expect(over.error.details).toEqual([{ productId: plain.id, shipped: 15, received: 10, requested: 6 }]);
    expectError(await step(manager, transfer.id, 'receive', { items: [{ productId: serial.id, quantity: 1, serialNumbers: ['SN-3'] }] }), 409, 'OVER_RECEIPT');

    const closed = data<TransferView>(await step(manager, transfer.id, 'close'));
    expect(closed.status).toBe('closed');
    expect(closed.items.map((i) => [i.productId, i.receivedQuantity, i.lostQuantity, i.inTransit]).sort()).toEqual(
      [
        [lotted.id, 12, 0, 0],
        [plain.id, 10, 5, 0],
        [serial.id, 1, 1, 0],
      ].sort(),
    );
    expect(await levelAt(plain.id, to)).toMatchObject({ onHand: 10, inTransit: 0 });
    expect(await levelAt(serial.id, to)).toMatchObject({ onHand: 1, inTransit: 0 });
    const losses = (await admin.list<{ productId: string; quantity: number; reason: string; serialNumber: string | null }>('/api/inventory/movements', { warehouseId: to.id, type: 'adjustment' })).data;
    expect(losses.map((m) => [m.productId, m.quantity, m.reason, m.serialNumber]).sort()).toEqual(
      [
        [plain.id, -5, 'Lost in transit', null],
        [serial.id, -1, 'Lost in transit', 'SN-2'],
      ].sort(),
    );
    // What was lost leaves the inventory value, to the cent: 5 × 2.50 + 1 × 100.
    expect(await inventoryValue()).toBe(Math.round((valueBefore - 112.5) * 100) / 100);
    expectInvalidState(await step(manager, transfer.id, 'receive', { items: [{ productId: plain.id, quantity: 1 }] }), 'closed');
  });

  it('refuses steps out of order with 409 INVALID_STATE, and cancels only a draft', async () => {
    const { from, to, plain } = await sites();
    const transfer = await draft(manager, from, to, [{ productId: plain.id, quantity: 2 }]);
    expectInvalidState(await step(manager, transfer.id, 'receive', { items: [{ productId: plain.id, quantity: 1 }] }), 'draft');
    expectInvalidState(await step(manager, transfer.id, 'close'), 'draft');
    data(await step(manager, transfer.id, 'ship'));
    expectInvalidState(await step(manager, transfer.id, 'ship'), 'in_transit');
    expectInvalidState(await step(manager, transfer.id, 'cancel'), 'in_transit');
    expect(data<TransferView>(await step(manager, transfer.id, 'receive', { items: [{ productId: plain.id, quantity: 2 }] })).status).toBe('received');
    expectInvalidState(await step(manager, transfer.id, 'close'), 'received');

    const other = await draft(manager, from, to, [{ productId: plain.id, quantity: 1 }]);
    expect(data<TransferView>(await step(manager, other.id, 'cancel')).status).toBe('cancelled');
    expectInvalidState(await step(manager, other.id, 'ship'), 'cancelled');
    const direct = data<TransferView>(await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: plain.id, quantity: 1 }] }), 201);
    expect(expectInvalidState(await step(manager, direct.id, 'ship'), 'completed').error.message).toBe('Cannot ship a direct transfer');
    expect((await admin.list<TransferView>(TRANSFERS, { warehouseId: to.id, status: 'cancelled' })).data.map((x) => x.id)).toEqual([other.id]);
  });

  it('ships nothing when a line is short (409 INSUFFICIENT_STOCK), and names lines not on the transfer (400)', async () => {
    const { from, to, plain, lotted } = await sites();
    const transfer = await draft(manager, from, to, [{ productId: plain.id, quantity: 25 }, { productId: lotted.id, quantity: 5 }]);
    expectError(await step(manager, transfer.id, 'ship'), 409, 'INSUFFICIENT_STOCK');
    expect(data<TransferView>(await admin.send('GET', `${TRANSFERS}/${transfer.id}`)).status).toBe('draft');
    expect(await admin.stockOf(lotted.id, from.id)).toEqual({ onHand: 20, reserved: 0 });

    const ok = await draft(manager, from, to, [{ productId: plain.id, quantity: 1 }]);
    data(await step(manager, ok.id, 'ship'));
    expect((await step(manager, ok.id, 'receive', { items: [{ productId: lotted.id, quantity: 1 }] })).json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { 'items.0.productId': ['The transfer has no such line'] } },
    });
  });

  it('lets a warehouse-bound user ship out of its warehouse and receive into it, not the other side', async () => {
    const { from, to, plain } = await sites();
    const atSource = orderClient(t, await t.login('staff', { warehouseId: from.id }));
    const atDestination = orderClient(t, await t.login('staff', { warehouseId: to.id }));
    const sourceManager = orderClient(t, await t.login('manager', { warehouseId: from.id }));
    const transfer = await draft(sourceManager, from, to, [{ productId: plain.id, quantity: 4 }]);
    expect((await sourceManager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: plain.id, quantity: 1 }] })).json()).toEqual(FORBIDDEN);

    expect((await step(atDestination, transfer.id, 'ship')).json()).toEqual(FORBIDDEN);
    expect(data<TransferView>(await step(atSource, transfer.id, 'ship')).status).toBe('in_transit');
    expect((await step(atSource, transfer.id, 'receive', { items: [{ productId: plain.id, quantity: 4 }] })).json()).toEqual(FORBIDDEN);
    expect(data<TransferView>(await step(atDestination, transfer.id, 'receive', { items: [{ productId: plain.id, quantity: 4 }] })).status).toBe('received');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two-step transfers under concurrency (PostgreSQL)', () => {
  it('never receives more than was shipped when ten receipts race', async () => {
    const { from, to, plain } = await sites();
    const transfer = await draft(manager, from, to, [{ productId: plain.id, quantity: 20 }]);
    data(await step(manager, transfer.id, 'ship'));
    const results = await Promise.all(Array.from({ length: 10 }, () => step(manager, transfer.id, 'receive', { items: [{ productId: plain.id, quantity: 3 }] })));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(6);
    expect(results.filter((res) => res.statusCode === 409).map((res) => (res.json() as { error: { code: string } }).error.code)).toEqual(Array(4).fill('OVER_RECEIPT'));
    expect(await levelAt(plain.id, to)).toMatchObject({ onHand: 18, inTransit: 2 });
    expect(lineOf(data<TransferView>(await admin.send('GET', `${TRANSFERS}/${transfer.id}`)), plain.id)).toMatchObject({ receivedQuantity: 18, inTransit: 2 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
