/**
 * Waves built at the same time on PostgreSQL (TEST_DATABASE_URL; decision 0022 point 6): builds
 * over the same ready orders lock them, so no order is ever in two open waves; two builds of one
 * chosen list make one wave and one 409. After each test every balance equals its ledger.
 */
import { describe, expect, it } from 'vitest';
import { expectStatus } from '../../support/inventory.js';
import type { AnyErrorEnvelope, SalesOrderView } from '../../support/orders.js';
import { waveTestApp, type WaveView } from '../../support/waves.js';

const { admin, manager, stock, confirmed, place, build, waveById } = await waveTestApp();

/** A warehouse with a packing location and `count` ready orders of one unit each, from one bin. */
async function readyOrders(count: number) {
  const warehouse = await admin.warehouse();
  await place(warehouse, 'PACK', { type: 'packing' });
  const bin = await place(warehouse, 'A-01', { zone: 'A', sequence: 1 });
  const bolts = await admin.product();
  await stock(bolts, warehouse, count, { locationId: bin.id });
  const orders: SalesOrderView[] = [];
  for (let i = 0; i < count; i++) orders.push(await confirmed(warehouse, [[bolts, 1]]));
  return { warehouse, orders };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('waves built concurrently (PostgreSQL)', () => {
  it('never puts an order in two waves when builds race over the same ready orders', async () => {
    const { warehouse, orders } = await readyOrders(12);
    const responses = await Promise.all(Array.from({ length: 6 }, () => build({ warehouseId: warehouse.id, maxOrders: 5 })));
    const built = responses.filter((res) => res.statusCode === 201).map((res) => (res.json() as { data: WaveView }).data);
    for (const res of responses.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(409);
      expect((res.json() as AnyErrorEnvelope).error.message).toBe('No sales orders are ready to pick');
    }
    const waved = built.flatMap((w) => w.orders.map((o) => o.salesOrderId));
    expect(new Set(waved).size).toBe(waved.length);
    // Every order found a wave (6 builds of up to 5 over 12 orders), and each wave's tasks are its own orders' units.
    expect(new Set(waved)).toEqual(new Set(orders.map((o) => o.id)));
    for (const w of built) {
      const read = await waveById(w.id);
      expect(read.tasks.reduce((sum, task) => sum + task.quantity, 0)).toBe(read.orders.length);
      expect(new Set(read.tasks.map((task) => task.salesOrderNumber))).toEqual(new Set(read.orders.map((o) => o.number)));
    }
    expect(new Set(built.map((w) => w.number)).size).toBe(built.length);
  });

  it('makes one wave of a list two builds choose at once; the other is refused naming the orders', async () => {
    const { warehouse, orders } = await readyOrders(4);
    const ids = orders.map((o) => o.id);
    const responses = await Promise.all([build({ warehouseId: warehouse.id, salesOrderIds: ids }), build({ warehouseId: warehouse.id, salesOrderIds: [...ids].reverse() })]);
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const made = (responses.find((res) => res.statusCode === 201)!.json() as { data: WaveView }).data;
    const refused = expectStatus<AnyErrorEnvelope>(responses.find((res) => res.statusCode === 409)!, 409);
    expect(refused.error.message).toBe('Sales orders are not ready to pick');
    expect((refused.error.details as { salesOrderId: string; reason: string }[]).map((d) => [d.salesOrderId, d.reason]).sort()).toEqual(
      [...ids].map((id) => [id, `Sales order is in wave ${made.number}`]).sort(),
    );
    expect((await manager.list<WaveView>('/api/picking/waves', { warehouseId: warehouse.id })).data).toHaveLength(1);
  });
});
