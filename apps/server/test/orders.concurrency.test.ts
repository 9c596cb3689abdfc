/**
 * Concurrent order writes on PostgreSQL (TEST_DATABASE_URL): the app has a pool of 20 connections,
 * so the injects below run in parallel transactions. (On PGlite there is one connection and the
 * races cannot happen, so the file is skipped there.) Each test states the invariant it guards, and
 * checks that every level still equals the sum of its ledger afterwards.
 */
import { listVersions } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, keyedRetries, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { orderClient, type AnyErrorEnvelope, type OrderClient, type PurchaseOrderView, type SalesOrderView } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
});

/** Every settled inject, asserting none rejected (a rejected inject is a crash, not a refusal). */
function responses(results: PromiseSettledResult<LightMyRequestResponse>[]): LightMyRequestResponse[] {
  return results.map((r) => {
    expect(r.status, r.status === 'rejected' ? String(r.reason) : '').toBe('fulfilled');
    return (r as PromiseFulfilledResult<LightMyRequestResponse>).value;
  });
}

const codeOf = (res: LightMyRequestResponse) => (res.json() as AnyErrorEnvelope).error.code;

/** A fresh warehouse and product with `stock` units on hand there (at cost `costPrice`). */
async function stocked(stock: number, costPrice = 5): Promise<{ warehouse: WarehouseView; product: ProductView }> {
  const warehouse = await admin.warehouse();
  const product = await admin.product({ costPrice, sellingPrice: 20 });
  if (stock > 0) await admin.receive(product.id, warehouse.id, stock);
  return { warehouse, product };
}

/** An approved purchase order of `quantity` units of `product` at `unitCost` into `warehouse`. */
async function approvedPO(product: ProductView, warehouse: WarehouseView, quantity: number, unitCost: number): Promise<PurchaseOrderView> {
  const supplier = await admin.supplier();
  const order = await manager.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity, unitCost }] });
  return manager.updatePurchaseOrder(order.id, { status: 'approved' });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('orders under concurrency (PostgreSQL)', () => {
  it('lets two sales orders (3 + 3) racing for the last 5 units allocate 5 and backorder 1, five rounds in a row', async () => {
    // Invariant: allocations are planned under the level's lock and guarded by the balances' CHECK
    // (reserved ≤ on hand), so two confirmations racing for 5 units never allocate 6: both confirm,
    // the first to commit gets 3, the other 2 and a backorder of 1, and reserved = 5.
    for (let round = 0; round < 5; round++) {
      const { warehouse, product } = await stocked(5);
      const customer = await admin.customer();
      const orders: SalesOrderView[] = [];
      for (let i = 0; i < 2; i++) {
        orders.push(await staff.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 3 }] }));
      }
      const results = responses(await Promise.allSettled(orders.map((o) => manager.putSalesOrder(o.id, { status: 'confirmed' }))));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const lines = await Promise.all(orders.map(async (o) => (await manager.salesOrderById(o.id)).items[0]!));
      expect(lines.map((line) => [line.allocatedQuantity, line.backorderedQuantity]).sort()).toEqual([[2, 1], [3, 0]]);
      expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 5 });
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('never receives more than ordered when 30 partial receipts of one line race (45 ordered, 2 each)', async () => {
    // Invariant: received quantity never exceeds ordered (guarded update under the order's row
    // lock); a refused receipt writes no movement. 45 / 2 → exactly 22 receipts succeed, the other 8
    // get 409 OVER_RECEIPT, and on hand, the ledger and the line all show 44.
    const { warehouse, product } = await stocked(0, 0);
    const order = await approvedPO(product, warehouse, 45, 2.5);
    const line = order.items[0]!;
    const results = responses(
      await Promise.allSettled(Array.from({ length: 30 }, () => staff.receiveOrder(order.id, { items: [{ itemId: line.id, quantity: 2 }] }))),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(22);
    expect(refused).toHaveLength(8);
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      expect(codeOf(res)).toBe('OVER_RECEIPT');
    }

    const after = await manager.purchaseOrderById(order.id);
    expect(after.status).toBe('partially_received');
    expect(after.items[0]!.receivedQuantity).toBe(44);
    expect(after.history!.filter((h) => h.to === 'partially_received')).toHaveLength(1);
    expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 44, reserved: 0 });
    const receipts = await manager.ledger(product.id, warehouse.id, { type: 'receipt' });
    expect(receipts).toHaveLength(22);
    expect(receipts.reduce((sum, m) => sum + m.quantity, 0)).toBe(44);
    expect(receipts.map((m) => m.onHandAfter).sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => 2 * (i + 1)));
    expect(await manager.costPrice(product.id)).toBe(2.5);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('completes the order exactly once when 30 receipts race for the last units', async () => {
    // Invariant: once a line is fully received the order is `received` exactly once in its
    // history, and every later receipt is refused (OVER_RECEIPT or INVALID_STATE), never a 500.
    const { warehouse, product } = await stocked(0, 0);
    const order = await approvedPO(product, warehouse, 20, 1);
    const results = responses(
      await Promise.allSettled(Array.from({ length: 30 }, () => staff.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 1 }] }))),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(20);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(['OVER_RECEIPT', 'INVALID_STATE']).toContain(codeOf(res));
    }
    const after = await manager.purchaseOrderById(order.id);
    expect(after).toMatchObject({ status: 'received', items: [expect.objectContaining({ receivedQuantity: 20 })] });
    expect(after.history!.filter((h) => h.to === 'received')).toHaveLength(1);
    expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 20, reserved: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('commits 8 parallel two-line receipts, each bumping the product list version once at commit', async () => {
    // Invariant: a receipt re-averages its products' cost prices, and the product list version
    // (migration 0008) is bumped by a deferred trigger once per transaction, at commit: parallel
    // receipts of different products neither deadlock on the version row nor bump it per product.
    const warehouse = await admin.warehouse();
    const supplier = await admin.supplier();
    const orders: PurchaseOrderView[] = [];
    for (let i = 0; i < 8; i++) {
      const products = [await admin.product({ costPrice: 4, sellingPrice: 20 }), await admin.product({ costPrice: 4, sellingPrice: 20 })];
      const order = await manager.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: products.map((product) => ({ productId: product.id, quantity: 10, unitCost: 6 })) });
      orders.push(await manager.updatePurchaseOrder(order.id, { status: 'approved' }));
    }
    const version = async () => (await t.db.select({ version: listVersions.version }).from(listVersions).where(eq(listVersions.name, 'products')))[0]!.version;
    const before = await version();
    const results = responses(await Promise.allSettled(orders.map((order) => staff.receiveOrder(order.id, { items: order.items.map((item) => ({ itemId: item.id, quantity: 10 })) }))));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(await version()).toBe(before + 8);
    for (const order of orders) for (const item of order.items) expect(await manager.costPrice(item.productId)).toBe(6);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('ships a confirmed order once when 10 default shipments race', async () => {
    // Invariant: shipped quantity never exceeds ordered; the stock leaves once (one shipment
    // movement, one shipment record), reserved returns to 0, the rest get 409.
    const { warehouse, product } = await stocked(8);
    const customer = await admin.customer();
    const order = await staff.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 6 }] });
    await manager.updateSalesOrder(order.id, { status: 'confirmed' });
    const results = responses(await Promise.allSettled(Array.from({ length: 10 }, () => staff.shipOrder(order.id))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(['INVALID_STATE', 'OVER_SHIPMENT']).toContain(codeOf(res));
    }
    const after = await manager.salesOrderById(order.id);
    expect(after.status).toBe('shipped');
    expect(after.shipments).toHaveLength(1);
    expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 2, reserved: 0 });
    expect(await manager.ledger(product.id, warehouse.id, { type: 'shipment' })).toHaveLength(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('allocates exactly the stock there is when 10 orders of 1 race to confirm against 4 units', async () => {
    // Invariant: allocated never exceeds on hand: all 10 confirm, 4 allocated and 6 backordered.
    const { warehouse, product } = await stocked(4);
    const customer = await admin.customer();
    const orders: SalesOrderView[] = [];
    for (let i = 0; i < 10; i++) orders.push(await staff.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] }));
    const results = responses(await Promise.allSettled(orders.map((o) => manager.putSalesOrder(o.id, { status: 'confirmed' }))));
    expect(results.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const statuses = await Promise.all(orders.map(async (o) => (await manager.salesOrderById(o.id)).allocationStatus));
    expect(statuses.filter((status) => status === 'allocated')).toHaveLength(4);
    expect(statuses.filter((status) => status === 'backordered')).toHaveLength(6);
    expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 4 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('numbers concurrently created purchase orders without gaps or repeats', async () => {
    // Invariant: PO numbers are gapless and unique under concurrency (the counter row is bumped in
    // each creating transaction): 10 concurrent creates take 10 consecutive numbers.
    const { warehouse, product } = await stocked(0);
    const supplier = await admin.supplier();
    const body = { supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] };
    const results = responses(await Promise.allSettled(Array.from({ length: 10 }, () => staff.postPurchaseOrder(body))));
    const numbers = results.map((r) => expectStatus<{ data: PurchaseOrderView }>(r, 201).data.number);
    const seqs = numbers.map((n) => Number(n.slice(3))).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(10);
    expect(seqs.at(-1)! - seqs[0]!).toBe(9);
  });

  it('receives once when the same Idempotency-Key is sent 5 times at once', async () => {
    // Invariant: concurrent retries of one keyed receipt write it once; every retry gets the same
    // success response as the first, or 409 IDEMPOTENCY_IN_PROGRESS while the first still runs.
    const { warehouse, product } = await stocked(0, 0);
    const order = await approvedPO(product, warehouse, 10, 1);
    const key = `race-${order.id}`;
    const results = responses(
      await Promise.allSettled(Array.from({ length: 5 }, () => staff.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 3 }] }, key))),
    );
    const receipts = keyedRetries(results);
    for (const res of receipts) expect(res.body).toBe(receipts[0]!.body);
    expect((await manager.purchaseOrderById(order.id)).items[0]!.receivedQuantity).toBe(3);
    expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  // Regression: a retry that started before the first attempt committed waits on the order's row
  // lock, then fails a rule the first attempt changed (the order is `received`): it must replay.
  it('answers every concurrent retry of a keyed receipt that completes the order with the first response', async () => {
    // Invariant: a retry with the same Idempotency-Key and body never sees the first attempt's
    // effects as a refusal: when the first receipt completes the order, racing retries still get
    // its 200 response or are told to wait (never 409 INVALID_STATE), and the stock is received once.
    const { warehouse, product } = await stocked(0, 0);
    const order = await approvedPO(product, warehouse, 4, 1);
    const key = `race-all-${order.id}`;
    const results = responses(
      await Promise.allSettled(Array.from({ length: 5 }, () => staff.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 4 }] }, key))),
    );
    const answers = keyedRetries(results);
    for (const res of answers) expect(res.body).toBe(answers[0]!.body);
    expect((await manager.purchaseOrderById(order.id)).status).toBe('received');
    expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('averages the cost of receipts of one product racing into four warehouses', async () => {
    // Invariant: the cost price after all receipts is the weighted average of every unit received,
    // whatever the commit order: (10 × 6 + 10 × 7 + 10 × 8 + 10 × 9) / 40 = 7.50. (Receipts into
    // different warehouses take different level locks; each must still average over the others.)
    const { product } = await stocked(0, 5);
    const orders: PurchaseOrderView[] = [];
    for (const unitCost of [6, 7, 8, 9]) orders.push(await approvedPO(product, await admin.warehouse(), 10, unitCost));
    const results = responses(await Promise.allSettled(orders.map((o) => staff.receiveOrder(o.id, { items: [{ productId: product.id, quantity: 10 }] }))));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    expect(await manager.costPrice(product.id)).toBe(7.5);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
