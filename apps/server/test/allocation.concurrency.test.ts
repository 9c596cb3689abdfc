/**
 * Allocation under concurrency on PostgreSQL (TEST_DATABASE_URL; decision 0020): the app has a pool
 * of connections, so the injects below run in parallel transactions (PGlite has one connection, so
 * the file is skipped there). Confirmations racing for the last units never allocate one twice and
 * take lots first expiry first out in the order they get the level's lock; a receipt racing confirmations hands its units
 * to the waiting orders by priority; holds expiring while others convert leak nothing. After each
 * test every balance and level equals its ledger, and every reserved the sum of its allocations.
 */
import { queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { allocationSteps, day } from './support/allocation.js';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { orderClient, type SalesOrderView } from './support/orders.js';

const t = await setupTestApp();

const admin = orderClient(t, await t.login('admin'));
const manager = orderClient(t, await t.login('manager'));
const { bin, stock } = allocationSteps(admin, manager);

afterEach(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});


/** Draft orders of one line each. */
async function drafts(warehouse: WarehouseView, product: ProductView, count: number, quantity = 1, fields: Record<string, unknown> = {}): Promise<SalesOrderView[]> {
  const customer = await admin.customer();
  const orders: SalesOrderView[] = [];
  for (let i = 0; i < count; i++) orders.push(await manager.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity }], ...fields }));
  return orders;
}

const confirm = (order: SalesOrderView) => manager.putSalesOrder(order.id, { status: 'confirmed' });
const statusOf = (res: LightMyRequestResponse) => res.statusCode;

describe.skipIf(!process.env.TEST_DATABASE_URL)('allocation under concurrency (PostgreSQL)', () => {
  it(
    '100 racing confirmations of one unit against 60 units in three lots and four bins: 60 allocated first expiry first out in lock order, 40 backordered',
    async () => {
      const warehouse = await admin.warehouse();
      const product = await admin.product({ tracking: 'lot' });
      const bins: string[] = [];
      for (const code of ['B-1', 'B-2', 'B-3', 'B-4']) bins.push((await bin(warehouse, code)).id);
      const quarantine = (await bin(warehouse, 'Q-1', false)).id;
      const lots: [string, number][] = [['EARLY', 10], ['MIDDLE', 30], ['LATE', 60]];
      for (const [i, [lotNumber, expiresIn]] of lots.entries()) {
        // 20 units per lot over two bins (bins shared between lots).
        await stock(product, warehouse, 12, { lotNumber, expiryDate: day(expiresIn), locationId: bins[i] });
        await stock(product, warehouse, 8, { lotNumber, expiryDate: day(expiresIn), locationId: bins[(i + 1) % 4] });
      }
      await stock(product, warehouse, 7, { lotNumber: 'EXPIRED', expiryDate: day(-1), locationId: bins[3] });
      await stock(product, warehouse, 9, { lotNumber: 'EARLY', expiryDate: day(10), locationId: quarantine });

      const orders = await drafts(warehouse, product, 100);
      const results = await Promise.all(orders.map(confirm));
      expect(results.map(statusOf)).toEqual(orders.map(() => 200));
      const after = await Promise.all(orders.map((order) => manager.salesOrderById(order.id)));
      expect(after.filter((order) => order.allocationStatus === 'allocated')).toHaveLength(60);
      expect(after.filter((order) => order.allocationStatus === 'backordered')).toHaveLength(40);
      expect(after.flatMap((order) => order.items[0]!.allocations.map((a) => a.locationCode)).filter((code) => code === 'Q-1')).toEqual([]);
      expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 76, reserved: 60 });

      // In the order they were made (the clock under the level's lock), allocations go earliest expiry first.
      const made = await queryRows<{ lot_number: string }>(
        t.db,
        sql`select l.lot_number from allocations a join stock_balances b on b.id = a.balance_id join lots l on l.id = b.lot_id
            where a.product_id = ${product.id} order by a.created_at, l.expiry_date`,
      );
      expect(made.map((row) => row.lot_number)).toEqual([...Array(20).fill('EARLY'), ...Array(20).fill('MIDDLE'), ...Array(20).fill('LATE')]);
    },
  );

  it('a receipt racing 20 confirmations gives its units to the waiting orders by priority, no unit twice', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const urgent: SalesOrderView[] = [];
    for (let i = 0; i < 5; i++) urgent.push(...(await drafts(warehouse, product, 1, 2, { priority: 5, promisedDate: day(i + 1) })));
    for (const order of urgent) expect(statusOf(await confirm(order))).toBe(200);
    const racing = await drafts(warehouse, product, 20);

    const receipt = admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 12, reason: 'Receipt' });
    const results = await Promise.all([receipt, ...racing.map(confirm)]);
    expect(results.map(statusOf)).toEqual([201, ...racing.map(() => 200)]);

    // The 10 units the urgent orders wait for go to them whenever the receipt commits; the other 2 to two of the racing orders.
    for (const order of urgent) expect((await manager.salesOrderById(order.id)).allocationStatus).toBe('allocated');
    const others = await Promise.all(racing.map((order) => manager.salesOrderById(order.id)));
    expect(others.filter((order) => order.allocationStatus === 'allocated')).toHaveLength(2);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 12, reserved: 12 });
  });

  it('cancellations and line changes racing a receipt leave no unit allocated to a cancelled order and never fail', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const waiting = await drafts(warehouse, product, 12, 2);
    for (const order of waiting) expect(statusOf(await confirm(order))).toBe(200);
    const results = await Promise.all([
      admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 20, reason: 'Receipt' }),
      ...waiting.slice(0, 6).map((order) => manager.putSalesOrder(order.id, { status: 'cancelled' })),
      ...waiting.slice(6, 9).map((order) => manager.send('PUT', `/api/orders/sales-orders/${order.id}/items/${order.items[0]!.id}`, { quantity: 1 })),
      ...waiting.slice(9).map((order) => manager.send('PUT', `/api/orders/sales-orders/${order.id}/items/${order.items[0]!.id}`, { quantity: 4 })),
    ]);
    expect(results.map(statusOf)).toEqual([201, ...Array(12).fill(200)]);
    const orphans = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from allocations a join sales_order_items i on i.id = a.sales_order_item_id join sales_orders o on o.id = i.sales_order_id where o.status = 'cancelled'`,
    );
    expect(orphans[0]!.n).toBe(0);
    // 20 units: 3 lines of 1 and 3 of 4 take 15, whatever the order of commits.
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 20, reserved: 15 });
  });

  it('holds expiring while orders convert other holds and new holds are made leak no unit and hold none twice', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await stock(product, warehouse, 30);
    const hold = async (expiresInSeconds: number) =>
      expectStatus<{ data: { id: string } }>(await manager.send('POST', '/api/inventory/holds', { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 2 }], expiresInSeconds }), 201).data.id;
    const brief: string[] = [];
    const kept: string[] = [];
    for (let i = 0; i < 6; i++) brief.push(await hold(1));
    for (let i = 0; i < 6; i++) kept.push(await hold(600));
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const customer = await admin.customer();
    const results = await Promise.all([
      t.app.background.wake('release-expired-holds').then(() => 'expired'),
      ...kept.map((holdId) => manager.send('POST', '/api/orders/sales-orders', { customerId: customer.id, warehouseId: warehouse.id, holdId, items: [{ productId: product.id, quantity: 2 }] })),
      ...brief.slice(0, 3).map((holdId) => manager.send('POST', '/api/orders/sales-orders', { customerId: customer.id, warehouseId: warehouse.id, holdId, items: [{ productId: product.id, quantity: 2 }] })),
      ...Array.from({ length: 6 }, () => manager.send('POST', '/api/inventory/holds', { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 3 }], expiresInSeconds: 600 })),
    ]);
    const [, ...responses] = results as [string, ...LightMyRequestResponse[]];
    expect(responses.slice(0, 6).map(statusOf)).toEqual(Array(6).fill(201));
    expect(responses.slice(6, 9).map(statusOf)).toEqual(Array(3).fill(409));
    // 30 units: 12 converted into orders, 18 for six new holds of 3, once the expired ones are released (or before).
    const made = responses.slice(9);
    expect(made.filter((res) => res.statusCode === 201).length + made.filter((res) => res.statusCode === 409).length).toBe(6);
    await t.app.background.wake('release-expired-holds');
    for (const id of brief) expect(expectStatus<{ data: { status: string; lines: { heldQuantity: number }[] } }>(await manager.get(`/api/inventory/holds/${id}`), 200).data).toMatchObject({ status: 'expired', lines: [{ heldQuantity: 0 }] });
    const held = made.filter((res) => res.statusCode === 201).length * 3;
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 30, reserved: 12 + held });
  });
});
