/**
 * The ledger in commit order (decision 0013): every movement carries a `sequence`, assigned at insert
 * after its level is locked, and GET /api/inventory/movements lists newest first by it, so a
 * level's movements chain (each onHandAfter is the previous one plus its quantity) however their
 * transactions interleaved. created_at, the transaction's start, does not give that order under
 * concurrency; the PostgreSQL test below races many movements on one level to show the chain holds.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, stockClient, type MovementListItem, type MovementResult, type StockClient } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';

const t = await setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let admin: StockClient;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
});

afterAll(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

/** Every movement of one level, oldest first by sequence (all pages of the newest-first list). */
async function ledgerOf(productId: string, warehouseId: string): Promise<MovementListItem[]> {
  const rows: MovementListItem[] = [];
  for (let page = 1; ; page++) {
    const body = await admin.list<MovementListItem>('/api/inventory/movements', { productId, warehouseId, limit: 100, page });
    rows.push(...body.data);
    if (!body.meta.hasNext) break;
  }
  const sequences = rows.map((row) => row.sequence);
  expect(sequences, 'newest first by sequence').toEqual([...sequences].sort((a, b) => b - a));
  return rows.reverse();
}

/** Asserts each movement's onHandAfter is the previous one's plus its quantity, from 0; returns the final balance. */
function expectChained(ledger: MovementListItem[]): number {
  let balance = 0;
  for (const movement of ledger) {
    expect(movement.onHandAfter, `movement ${movement.sequence}`).toBe(balance + movement.quantity);
    balance = movement.onHandAfter;
  }
  return balance;
}

describe('sequence', () => {
  it('numbers movements as they are written, across levels, and every response carries it', async () => {
    const [warehouse, other] = [await admin.warehouse(), await admin.warehouse()];
    const product = await admin.product();
    const first = (await admin.receive(product.id, warehouse.id, 10)).movement!;
    const second = (await admin.receive(product.id, other.id, 4)).movement!;
    const third = (await admin.issue(product.id, warehouse.id, 3)).movement!;
    expect(Number.isSafeInteger(first.sequence)).toBe(true);
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(third.sequence).toBeGreaterThan(second.sequence);
    const listed = await admin.list<MovementListItem>('/api/inventory/movements', { productId: product.id });
    expect(listed.data.map((m) => [m.sequence, m.warehouseId, m.quantity])).toEqual([
      [third.sequence, warehouse.id, -3],
      [second.sequence, other.id, 4],
      [first.sequence, warehouse.id, 10],
    ]);
  });

  it('lists a level newest first, its movements chaining onHandAfter', async () => {
    const [warehouse, product] = [await admin.warehouse(), await admin.product()];
    for (const [type, quantity] of [['in', 7], ['out', 2], ['in', 5], ['out', 9]] as const) {
      expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type, quantity, reason: 'Step' }), 201);
    }
    const ledger = await ledgerOf(product.id, warehouse.id);
    expect(ledger.map((m) => m.quantity)).toEqual([7, -2, 5, -9]);
    expect(expectChained(ledger)).toBe(1);
  });
});

describe.skipIf(!onPostgres)('concurrent movements on one level (PostgreSQL)', () => {
  it('chain by sequence, and the balance equals the sum of the ledger', async () => {
    const [warehouse, product] = [await admin.warehouse(), await admin.product()];
    await admin.receive(product.id, warehouse.id, 100);
    const manager = stockClient(t, await t.login('manager'));
    const results = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) =>
        manager.move({ productId: product.id, warehouseId: warehouse.id, type: i % 3 === 0 ? 'in' : 'out', quantity: 1 + (i % 4), reason: `Race ${i}` }),
      ),
    );
    const statuses = results.map((r) => (r.status === 'fulfilled' ? (r.value as LightMyRequestResponse).statusCode : 0));
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const written = results.flatMap((r) =>
      r.status === 'fulfilled' && r.value.statusCode === 201 ? [(r.value.json() as { data: MovementResult }).data.movement!] : [],
    );

    const ledger = await ledgerOf(product.id, warehouse.id);
    expect(ledger).toHaveLength(written.length + 1);
    expect(new Set(ledger.map((m) => m.id))).toEqual(new Set([...written.map((m) => m.id), ledger[0]!.id]));
    const balance = expectChained(ledger);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(balance);
    expect(balance).toBe(ledger.reduce((sum, m) => sum + m.quantity, 0));
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
