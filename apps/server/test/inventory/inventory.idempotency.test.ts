/**
 * Idempotency-Key on stock writes (decision 0003): POST /api/inventory/movements, /api/inventory/adjustments
 * and /api/warehouse/transfers. A retry with the same key and body returns the first response without
 * writing again; the same key with a different body (or for another operation) is 409
 * IDEMPOTENCY_CONFLICT; keys are per user and stored in PostgreSQL (idempotency_keys), only when the
 * write succeeds.
 */
import { randomUUID } from 'node:crypto';
import { createTokenIssuer } from '@stockroom/api';
import { idempotencyKeys } from '@stockroom/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, setupTestApp } from '../support/app.js';
import {
  expectInsufficientStock,
  expectStatus,
  keyedRetries,
  stockClient,
  type MovementResult,
  type ProductView,
  type StockClient,
  type TransferView,
  type WarehouseView,
} from '../support/inventory.js';
import { ledgerMismatches } from '../support/ledger.js';

const t = await setupTestApp();

let admin: StockClient;
let manager: StockClient;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  manager = stockClient(t, await t.login('manager'));
});

const CONFLICT = {
  success: false,
  error: { code: 'IDEMPOTENCY_CONFLICT', message: 'Idempotency-Key was already used with a different request' },
};

async function fixture(stock = 0): Promise<{ product: ProductView; warehouse: WarehouseView }> {
  const [product, warehouse] = await Promise.all([admin.product(), admin.warehouse()]);
  if (stock) await admin.receive(product.id, warehouse.id, stock);
  return { product, warehouse };
}

describe('Idempotency-Key on POST /api/inventory/movements', () => {
  it('returns the first response to a retry with the same key and body, and writes once', async () => {
    const { product, warehouse } = await fixture();
    const key = randomUUID();
    const body = { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 5, reason: 'Delivery 1' };
    const first = await manager.move(body, key);
    expectStatus(first, 201);
    const retry = await manager.move(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(5);
    expect(await manager.ledger(product.id, warehouse.id)).toHaveLength(1);
  });

  it('matches a retry whose JSON keys come in another order', async () => {
    const { product, warehouse } = await fixture();
    const key = randomUUID();
    const first = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 2, reason: 'r' }, key);
    const retry = await manager.move({ reason: 'r', quantity: 2, type: 'in', warehouseId: warehouse.id, productId: product.id }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await manager.onHand(product.id, warehouse.id)).toBe(2);
  });

  it('returns 409 IDEMPOTENCY_CONFLICT for the same key with a different body, and writes nothing', async () => {
    const { product, warehouse } = await fixture();
    const key = randomUUID();
    expectStatus(await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 5, reason: 'r' }, key), 201);
    const res = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 6, reason: 'r' }, key);
    expect(expectStatus(res, 409)).toEqual(CONFLICT);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(5);
    expect(await manager.ledger(product.id, warehouse.id)).toHaveLength(1);
  });

  it('writes again for every request without a key', async () => {
    const { product, warehouse } = await fixture();
    const body = { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 3, reason: 'No key' };
    expectStatus(await manager.move(body), 201);
    expectStatus(await manager.move(body), 201);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(6);
  });

  it('keeps keys per user: another user sending the same key and body writes again', async () => {
    const { product, warehouse } = await fixture();
    const key = randomUUID();
    const body = { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 4, reason: 'Shared key' };
    const mine = expectStatus<{ data: MovementResult }>(await manager.move(body, key), 201).data;
    const theirs = expectStatus<{ data: MovementResult }>(await admin.move(body, key), 201).data;
    expect(theirs.movement!.id).not.toBe(mine.movement!.id);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(8);
  });

  it('does not burn a key on a failed request: after 409 INSUFFICIENT_STOCK the same key succeeds once stock arrives', async () => {
    const { product, warehouse } = await fixture(1);
    const key = randomUUID();
    const body = { productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 3, reason: 'Pick' };
    expectInsufficientStock(await manager.move(body, key), [{ productId: product.id, warehouseId: warehouse.id, requested: 3, available: 1 }]);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    await admin.receive(product.id, warehouse.id, 5);
    const done = await manager.move(body, key);
    expectStatus(done, 201);
    expect((await manager.move(body, key)).body).toBe(done.body);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(3);
  });

  it('stores the key with its response, sealed under the server secret, in PostgreSQL (idempotency_keys)', async () => {
    const { product, warehouse } = await fixture();
    const key = randomUUID();
    const res = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'Stored' }, key);
    const result = expectStatus<{ data: MovementResult }>(res, 201).data;
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key, userId: await manager.me(), operation: 'inventory.recordMovement' });
    expect(JSON.stringify(rows[0]!.response)).not.toContain(result.movement!.id);
    expect(JSON.parse(createTokenIssuer(JWT_SECRET, 60).unseal(rows[0]!.response as string)!)).toEqual(result);
  });

  it('answers concurrent requests with one key by writing once; each gets the same response or is told to wait', async () => {
    const { product, warehouse } = await fixture();
    const key = randomUUID();
    const body = { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 7, reason: 'Double click' };
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => manager.move(body, key)));
    const responses = results.map((r) => {
      expect(r.status).toBe('fulfilled');
      return (r as PromiseFulfilledResult<Awaited<ReturnType<StockClient['move']>>>).value;
    });
    const successes = keyedRetries(responses);
    expect(successes.map((r) => r.statusCode)).toEqual(successes.map(() => 201));
    expect(new Set(successes.map((r) => r.json().data.movement.id)).size).toBe(1);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(7);
    expect(await manager.ledger(product.id, warehouse.id)).toHaveLength(1);
  });
});

describe('Idempotency-Key on POST /api/inventory/adjustments', () => {
  it('replays a count without applying it again, even after stock changed', async () => {
    const { product, warehouse } = await fixture(10);
    const key = randomUUID();
    const body = { productId: product.id, warehouseId: warehouse.id, countedQuantity: 4, reason: 'count' };
    const first = await manager.adjust(body, key);
    expect(expectStatus<{ data: MovementResult }>(first, 201).data.level.onHand).toBe(4);
    await admin.receive(product.id, warehouse.id, 5);
    const retry = await manager.adjust(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(9);
    expect(await manager.ledger(product.id, warehouse.id, { type: 'adjustment' })).toHaveLength(1);
  });

  it('returns 409 IDEMPOTENCY_CONFLICT for a different delta under the same key', async () => {
    const { product, warehouse } = await fixture(10);
    const key = randomUUID();
    expectStatus(await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -1, reason: 'damage' }, key), 201);
    const res = await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -2, reason: 'damage' }, key);
    expect(expectStatus(res, 409)).toEqual(CONFLICT);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(9);
  });

  it('returns 409 IDEMPOTENCY_CONFLICT when a movement key is reused for an adjustment', async () => {
    const { product, warehouse } = await fixture(10);
    const key = randomUUID();
    expectStatus(await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 1, reason: 'r' }, key), 201);
    const res = await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -1, reason: 'other' }, key);
    expect(expectStatus(res, 409)).toEqual(CONFLICT);
    expect(await manager.onHand(product.id, warehouse.id)).toBe(9);
  });
});

describe('Idempotency-Key on POST /api/warehouse/transfers', () => {
  it('returns the same transfer to a retry, moving the stock once and taking one number', async () => {
    const { product, warehouse: from } = await fixture(10);
    const to = await admin.warehouse();
    const key = randomUUID();
    const body = { fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 4 }] };
    const first = await manager.transfer(body, key);
    const transfer = expectStatus<{ data: TransferView }>(first, 201).data;
    const retry = await manager.transfer(body, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await manager.onHand(product.id, from.id)).toBe(6);
    expect(await manager.onHand(product.id, to.id)).toBe(4);
    const list = await manager.list<TransferView>('/api/warehouse/transfers', { warehouseId: from.id });
    expect(list.data.map((x) => x.id)).toEqual([transfer.id]);
  });

  it('returns 409 IDEMPOTENCY_CONFLICT for another body under the same key, and moves nothing more', async () => {
    const { product, warehouse: from } = await fixture(10);
    const to = await admin.warehouse();
    const key = randomUUID();
    expectStatus(await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 1 }] }, key), 201);
    const res = await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 2 }] }, key);
    expect(expectStatus(res, 409)).toEqual(CONFLICT);
    expect(await manager.onHand(product.id, from.id)).toBe(9);
  });
});

describe('ledger invariant after the idempotency tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
