/**
 * Concurrent stock writes on PostgreSQL (decision 0003). Runs only with TEST_DATABASE_URL: the app then
 * has a pool of 20 connections, so the injects below run in truly parallel transactions (PGlite has
 * one connection and serializes them, which proves nothing about locking). After every test the
 * ledger check proves each level equals the sum of its movements.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../support/app.js';
import { stockClient, type ErrorEnvelope, type MovementResult, type StockClient, type TransferView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** The app over a fresh PostgreSQL database; not even built on PGlite. */
const context: TestContext | undefined = onPostgres ? await setupTestApp() : undefined;

/** The responses of settled injects; a rejected inject (no HTTP answer at all) fails the test. */
function responses(results: PromiseSettledResult<LightMyRequestResponse>[]): LightMyRequestResponse[] {
  return results.map((r) => {
    expect(r.status, r.status === 'rejected' ? String(r.reason) : '').toBe('fulfilled');
    return (r as PromiseFulfilledResult<LightMyRequestResponse>).value;
  });
}

describe.skipIf(!onPostgres)('concurrent stock writes (PostgreSQL)', () => {
  let t: TestContext;
  let manager: StockClient;
  let admin: StockClient;

  beforeAll(async () => {
    t = context!;
    admin = stockClient(t, await t.login('admin'));
    manager = stockClient(t, await t.login('manager'));
  });

  afterEach(async () => {
    // Invariant of every test here: each level equals the sum of its ledger.
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('lets exactly 10 of 50 concurrent out movements of 1 unit succeed against 10 available; on hand ends at 0', async () => {
    // Invariant: the guarded single-statement update decides in the database whether stock
    // suffices, so no two transactions can sell the same unit (no oversell, no lost update), and
    // every refusal is a clean 409 INSUFFICIENT_STOCK, never a 500.
    const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
    await admin.receive(product.id, warehouse.id, 10);
    const body = { productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 1, reason: 'Flash sale' };

    const all = responses(await Promise.allSettled(Array.from({ length: 50 }, () => manager.move(body))));

    const ok = all.filter((r) => r.statusCode === 201);
    const refused = all.filter((r) => r.statusCode === 409);
    expect(all.map((r) => r.statusCode).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const res of refused) expect((res.json() as ErrorEnvelope).error.code).toBe('INSUFFICIENT_STOCK');
    // Each unit left exactly once: the balances after the 10 issues are 9, 8, …, 0.
    const after = ok.map((r) => (r.json() as { data: MovementResult }).data.movement!.onHandAfter).sort((a, b) => a - b);
    expect(after).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await admin.level(product.id, warehouse.id)).toMatchObject({ onHand: 0, reserved: 0, available: 0 });
    expect(await admin.ledger(product.id, warehouse.id)).toHaveLength(11);
  });

  it('never deadlocks 20 concurrent two-line transfers A→B and B→A into a 500, and conserves the total', async () => {
    // Invariant: applyStockChanges locks levels in one global (warehouse, product) order, so
    // transfers in opposite directions with their lines in opposite orders cannot deadlock; every
    // transfer commits whole (both lines, both sides) and the units across A and B stay constant.
    const [a, b] = [await admin.warehouse(), await admin.warehouse()];
    const [p1, p2] = [await admin.product(), await admin.product()];
    for (const w of [a, b]) for (const p of [p1, p2]) await admin.receive(p.id, w.id, 50);

    const all = responses(
      await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? manager.transfer({ fromWarehouseId: a.id, toWarehouseId: b.id, items: [{ productId: p1.id, quantity: 2 }, { productId: p2.id, quantity: 1 }] })
            : manager.transfer({ fromWarehouseId: b.id, toWarehouseId: a.id, items: [{ productId: p2.id, quantity: 3 }, { productId: p1.id, quantity: 1 }] }),
        ),
      ),
    );

    expect(all.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    // 10 × (A→B: p1 2, p2 1) and 10 × (B→A: p2 3, p1 1).
    expect(await admin.onHand(p1.id, a.id)).toBe(50 - 20 + 10);
    expect(await admin.onHand(p1.id, b.id)).toBe(50 + 20 - 10);
    expect(await admin.onHand(p2.id, a.id)).toBe(50 - 10 + 30);
    expect(await admin.onHand(p2.id, b.id)).toBe(50 + 10 - 30);
    for (const p of [p1, p2]) expect((await admin.onHand(p.id, a.id)) + (await admin.onHand(p.id, b.id))).toBe(100);
    // Numbers stay gapless under concurrency: 20 distinct consecutive numbers.
    const numbers = all.map((r) => Number((r.json() as { data: TransferView }).data.number.slice(3))).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19]! - numbers[0]!).toBe(19);
  });

  it('never deadlocks transfers into levels they create against counts that lock the same levels in order', async () => {
    // A transfer's levels are created and locked in one ordered statement: one that created its new
    // level before locking the existing one in order would wait on a count holding that one while the
    // count waits to create the new level.
    const [a, b] = [await admin.warehouse(), await admin.warehouse()];
    const products = [];
    for (let i = 0; i < 10; i++) {
      const product = await admin.product();
      await admin.receive(product.id, a.id, 50);
      products.push(product);
    }
    const token = await t.login('admin');
    const all = responses(
      await Promise.allSettled(
        products.flatMap((product) => [
          manager.transfer({ fromWarehouseId: a.id, toWarehouseId: b.id, items: [{ productId: product.id, quantity: 5 }] }),
          t.app.inject({
            method: 'POST',
            url: '/api/inventory/import',
            headers: { ...t.auth(token), 'content-type': 'text/csv; charset=utf-8' },
            payload: `sku,warehouseCode,quantity\n${product.sku},${a.code},40\n${product.sku},${b.code},3\n`,
          }),
        ]),
      ),
    );
    expect(all.map((r) => r.statusCode)).toEqual(products.flatMap(() => [201, 200]));
  });

  it('keeps 20 contended transfers A→B and B→A with too little stock to 201 or 409, never a 500, conserving the total', async () => {
    // Invariant: a short transfer rolls back whole (409, nothing moved) while the others commit;
    // no level goes negative and the units across both warehouses stay 20.
    const [a, b] = [await admin.warehouse(), await admin.warehouse()];
    const product = await admin.product();
    await admin.receive(product.id, a.id, 10);
    await admin.receive(product.id, b.id, 10);

    const all = responses(
      await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          manager.transfer({
            fromWarehouseId: i % 2 === 0 ? a.id : b.id,
            toWarehouseId: i % 2 === 0 ? b.id : a.id,
            items: [{ productId: product.id, quantity: 4 }],
          }),
        ),
      ),
    );

    expect(all.map((r) => r.statusCode).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    for (const res of all.filter((r) => r.statusCode === 409)) expect((res.json() as ErrorEnvelope).error.code).toBe('INSUFFICIENT_STOCK');
    const [atA, atB] = [await admin.onHand(product.id, a.id), await admin.onHand(product.id, b.id)];
    expect(atA).toBeGreaterThanOrEqual(0);
    expect(atB).toBeGreaterThanOrEqual(0);
    expect(atA + atB).toBe(20);
    // What moved is what the 201s say moved.
    const net = all
      .filter((r) => r.statusCode === 201)
      .reduce((sum, r) => sum + ((r.json() as { data: TransferView }).data.fromWarehouseId === a.id ? -4 : 4), 0);
    expect(atA).toBe(10 + net);
  });

  it('never leaves a deactivated warehouse holding stock when a deactivation races receipts into it', async () => {
    // Invariant: "a warehouse holding stock cannot be deactivated" also under concurrency. Stock
    // writes share-lock the warehouse row and a deactivation locks it for update before checking
    // the stock, so either the receipts commit first (→ 409 CONFLICT) or the deactivation does
    // (→ the later receipts get 400 "Warehouse is inactive").
    const WRITERS = 9;
    for (let round = 0; round < 8; round++) {
      const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
      const receipt = () => manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'Race' });
      const requests = Array.from({ length: WRITERS + 1 }, (_, i) => (i === round % (WRITERS + 1) ? admin.putWarehouse(warehouse.id, { isActive: false }) : receipt()));
      const all = responses(await Promise.allSettled(requests));
      const deactivation = all[round % (WRITERS + 1)]!;
      const receipts = all.filter((r) => r !== deactivation);
      expect(receipts.every((r) => r.statusCode === 201 || r.statusCode === 400), receipts.map((r) => r.body).join('\n')).toBe(true);
      const received = receipts.filter((r) => r.statusCode === 201).length;
      const detail = (await admin.getWarehouse(warehouse.id)).json() as { data: { isActive: boolean; stock: { unitsOnHand: number } } };
      expect(detail.data.stock.unitsOnHand).toBe(received);
      if (deactivation.statusCode === 200) {
        expect(detail.data).toMatchObject({ isActive: false, stock: { unitsOnHand: 0 } });
      } else {
        expect(deactivation.statusCode, deactivation.body).toBe(409);
        expect((deactivation.json() as ErrorEnvelope).error.code).toBe('CONFLICT');
        expect(detail.data.isActive).toBe(true);
        expect(received).toBeGreaterThan(0);
      }
    }
  });

  it('applies 30 concurrent receipts and 30 concurrent issues of 1 unit without losing an update', async () => {
    // Invariant: receipts (upserts) and issues (guarded updates) on one level serialize on its row,
    // so on hand = receipts − successful issues, never negative.
    const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
    await admin.receive(product.id, warehouse.id, 5);
    const body = (type: string) => ({ productId: product.id, warehouseId: warehouse.id, type, quantity: 1, reason: 'Churn' });
    const all = responses(await Promise.allSettled(Array.from({ length: 60 }, (_, i) => manager.move(body(i % 2 ? 'out' : 'in')))));
    const issued = all.filter((r, i) => i % 2 === 1 && r.statusCode === 201).length;
    expect(all.filter((_, i) => i % 2 === 0).map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(all.filter((_, i) => i % 2 === 1).every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(5 + 30 - issued);
  });
});
