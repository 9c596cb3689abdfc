/**
 * Lots and serial numbers under concurrency on PostgreSQL (TEST_DATABASE_URL; decision 0015): the app
 * has a pool of 20 connections, so the injects below run in parallel transactions (on PGlite there
 * is one connection and the races cannot happen, so the file is skipped there). Shipments racing
 * over lots never oversell a lot and take the lots allocated earliest expiry first; racing receipts of
 * one serial number let exactly one win. Afterwards every level and every balance equals the sum of
 * its ledger rows.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { orderClient, type AnyErrorEnvelope, type OrderClient, type SalesOrderView } from '../../support/orders.js';

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

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const codeOf = (res: LightMyRequestResponse) => (res.json() as AnyErrorEnvelope).error.code;

/** A lot-tracked product in a new warehouse holding `lots` ([lot number, expiry in days, units]). */
async function lotted(lots: [string, number, number][]): Promise<{ warehouse: WarehouseView; product: ProductView }> {
  const warehouse = await admin.warehouse();
  const product = await admin.product({ tracking: 'lot', costPrice: 3, sellingPrice: 9 });
  for (const [lotNumber, expiresIn, quantity] of lots) {
    expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity, reason: 'Receipt', lotNumber, expiryDate: day(expiresIn) }), 201);
  }
  return { warehouse, product };
}

/** `count` sales orders of one unit of `product`, confirmed one after another. */
async function confirmedOrders(warehouse: WarehouseView, product: ProductView, count: number): Promise<SalesOrderView[]> {
  const customer = await admin.customer();
  const orders: SalesOrderView[] = [];
  for (let i = 0; i < count; i++) {
    const order = await manager.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] });
    orders.push(await manager.updateSalesOrder(order.id, { status: 'confirmed' }));
  }
  return orders;
}

/** Units on hand per lot number of `product`. */
async function onHandByLot(product: ProductView): Promise<Record<string, number>> {
  const { data } = await admin.list<{ lotNumber: string; onHand: number }>('/api/inventory/balances', { productId: product.id, limit: 100 });
  return Object.fromEntries(data.map((b) => [b.lotNumber, b.onHand]));
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('lots and serials under concurrency (PostgreSQL)', () => {
  it('ships 50 racing orders across three lots as allocated at confirmation, earliest expiry first, leaving the expired lot untouched', async () => {
    // Invariant: confirmations allocate under the level's lock, so orders confirmed one after another
    // take lots in expiry order; each racing shipment then takes exactly its allocated units: no lot
    // goes below zero (CHECK), and the expired lot is never allocated nor shipped.
    const { warehouse, product } = await lotted([
      ['LATE', 60, 40],
      ['SOON', 5, 10],
      ['GONE', -1, 5],
      ['MID', 20, 10],
    ]);
    const orders = await confirmedOrders(warehouse, product, 50);
    const allocatedLots = orders.map((order) => order.items[0]!.allocations.map((a) => a.lotNumber));
    expect(allocatedLots).toEqual([...Array(10).fill(['SOON']), ...Array(10).fill(['MID']), ...Array(30).fill(['LATE'])]);
    const results = await Promise.all(orders.map((order) => t.app.inject({ method: 'POST', url: `/api/orders/sales-orders/${order.id}/ship`, headers: manager.headers, payload: {} })));
    expect(results.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
    expect(await onHandByLot(product)).toEqual({ GONE: 5, LATE: 10 });
    const shipped = results.map((res) => (res.json() as { data: SalesOrderView }).data.items[0]!.shippedFrom.map((grain) => grain.lotNumber));
    expect(shipped).toEqual(allocatedLots);
  });

  it('never ships more than the fresh lots hold when more is ordered than they cover', async () => {
    // 15 units on hand (5 expired) and 15 orders of one: 10 are allocated the fresh units, 5 are
    // backordered; of 15 racing shipments exactly 10 ship and 5 get 409 INSUFFICIENT_STOCK (nothing
    // allocated to ship); the expired lot keeps its 5 and reserved ends at 0.
    const { warehouse, product } = await lotted([
      ['A', 10, 5],
      ['B', 30, 5],
      ['OLD', -10, 5],
    ]);
    const orders = await confirmedOrders(warehouse, product, 15);
    expect(orders.map((order) => order.allocationStatus).filter((status) => status === 'backordered')).toHaveLength(5);
    const results = await Promise.all(orders.map((order) => t.app.inject({ method: 'POST', url: `/api/orders/sales-orders/${order.id}/ship`, headers: manager.headers, payload: {} })));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(10);
    expect(results.filter((res) => res.statusCode === 409).map(codeOf)).toEqual(Array(5).fill('INSUFFICIENT_STOCK'));
    expect(await onHandByLot(product)).toEqual({ OLD: 5 });
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 0 });
  });

  it('lets exactly one of 12 racing receipts of one serial number win, in one warehouse or across two', async () => {
    const product = await admin.product({ tracking: 'serial', costPrice: 100, sellingPrice: 250 });
    const [one, two] = [await admin.warehouse(), await admin.warehouse()];
    for (const round of ['SN-RACE-1', 'SN-RACE-2']) {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          admin.move({ productId: product.id, warehouseId: (i % 2 ? one : two).id, type: 'in', quantity: 1, reason: 'Receipt', serialNumbers: [round] }),
        ),
      );
      expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
      expect(results.filter((res) => res.statusCode === 409).map(codeOf)).toEqual(Array(11).fill('CONFLICT'));
    }
    const { data } = await admin.list<{ serialNumber: string; onHand: number }>('/api/inventory/balances', { productId: product.id });
    expect(data.map((b) => [b.serialNumber, b.onHand]).sort()).toEqual([
      ['SN-RACE-1', 1],
      ['SN-RACE-2', 1],
    ]);
  });
});
