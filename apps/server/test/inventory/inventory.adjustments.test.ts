/**
 * POST /api/inventory/adjustments (decision 0003): exactly one of a signed `quantity` delta or an absolute
 * `countedQuantity`, with a reason from a fixed list; 201 {movement, level} with one `adjustment`
 * movement; a delta that would take on hand below reserved (here: below zero, as nothing reserves
 * stock yet) is 409 INSUFFICIENT_STOCK and writes nothing; a count equal to on hand writes no
 * movement (movement null).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import {
  expectInsufficientStock,
  expectStatus,
  stockClient,
  type MovementResult,
  type ProductView,
  type StockClient,
  type WarehouseView,
} from '../support/inventory.js';
import { ledgerMismatches } from '../support/ledger.js';

const t = await setupTestApp();

let manager: StockClient;
let managerId: string;
let admin: StockClient;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  manager = stockClient(t, await t.login('manager'));
  managerId = await manager.me();
});

/** A fresh product (cost 4.20) and warehouse, with `stock` units received when given. */
async function fixture(stock?: number): Promise<{ product: ProductView; warehouse: WarehouseView }> {
  const [product, warehouse] = await Promise.all([manager.product({ costPrice: 4.2, sellingPrice: 8 }), admin.warehouse()]);
  if (stock !== undefined) await manager.receive(product.id, warehouse.id, stock);
  return { product, warehouse };
}

const validation = (details: Record<string, string[]>) => ({
  success: false,
  error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details, field: Object.keys(details)[0] },
});

async function adjusted(body: Record<string, unknown>): Promise<MovementResult> {
  const res = await manager.adjust(body);
  const parsed = expectStatus<{ success: true; data: MovementResult; message: string }>(res, 201);
  expect(parsed.message).toBe('Stock adjusted');
  return parsed.data;
}

describe('POST /api/inventory/adjustments', () => {
  describe('with a quantity delta', () => {
    it('adds a positive delta: 201 with an adjustment movement and the new level', async () => {
      const { product, warehouse } = await fixture(10);
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, quantity: 3, reason: 'found', note: 'Behind shelf B' });
      expect(result.movement).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        sequence: expect.any(Number),
        productId: product.id,
        warehouseId: warehouse.id,
        locationId: expect.any(String),
        suggestedLocationId: null,
        lotId: null,
        serialNumber: null,
        type: 'adjustment',
        quantity: 3,
        onHandAfter: 13,
        unitCost: 4.2,
        value: 12.6,
        purchasePriceVariance: null,
        reason: 'found',
        reference: null,
        note: 'Behind shelf B',
        createdBy: managerId,
        createdAt: expect.any(String),
        effectiveAt: expect.any(String),
      });
      expect(result.level).toMatchObject({ productId: product.id, warehouseId: warehouse.id, onHand: 13, reserved: 0, available: 13 });
      expect(await manager.onHand(product.id, warehouse.id)).toBe(13);
    });

    it('subtracts a negative delta', async () => {
      const { product, warehouse } = await fixture(10);
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, quantity: -4, reason: 'damage' });
      expect(result.movement).toMatchObject({ type: 'adjustment', quantity: -4, onHandAfter: 6, reason: 'damage' });
      expect(result.level).toMatchObject({ onHand: 6, available: 6 });
    });

    it('takes on hand exactly to zero', async () => {
      const { product, warehouse } = await fixture(5);
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, quantity: -5, reason: 'theft' });
      expect(result.movement).toMatchObject({ quantity: -5, onHandAfter: 0 });
      expect(result.level.onHand).toBe(0);
    });

    it('creates the level for a positive delta in a warehouse that never held the product', async () => {
      const { product, warehouse } = await fixture();
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, quantity: 2, reason: 'found' });
      expect(result.movement).toMatchObject({ quantity: 2, onHandAfter: 2 });
      expect(await manager.onHand(product.id, warehouse.id)).toBe(2);
    });

    it('returns 409 INSUFFICIENT_STOCK when the delta would take on hand below reserved, and writes nothing', async () => {
      const { product, warehouse } = await fixture(5);
      const before = await manager.ledger(product.id, warehouse.id);
      const res = await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -6, reason: 'loss' });
      expectInsufficientStock(res, [{ productId: product.id, warehouseId: warehouse.id, requested: 6, available: 5 }]);
      expect(await manager.onHand(product.id, warehouse.id)).toBe(5);
      expect(await manager.ledger(product.id, warehouse.id)).toEqual(before);
    });

    it('returns 409 INSUFFICIENT_STOCK for a negative delta where the product has no level, and creates none', async () => {
      const { product, warehouse } = await fixture();
      const res = await manager.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -1, reason: 'loss' });
      expectInsufficientStock(res, [{ productId: product.id, warehouseId: warehouse.id, requested: 1, available: 0 }]);
      expect(await manager.level(product.id, warehouse.id)).toBeUndefined();
    });
  });

  describe('with a countedQuantity', () => {
    it('raises on hand to a higher count with a positive adjustment of the difference', async () => {
      const { product, warehouse } = await fixture(10);
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, countedQuantity: 14, reason: 'count' });
      expect(result.movement).toMatchObject({ type: 'adjustment', quantity: 4, onHandAfter: 14, reason: 'count' });
      expect(result.level.onHand).toBe(14);
    });

    it('lowers on hand to a lower count with a negative adjustment of the difference', async () => {
      const { product, warehouse } = await fixture(10);
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, countedQuantity: 7, reason: 'count' });
      expect(result.movement).toMatchObject({ quantity: -3, onHandAfter: 7 });
      expect(result.level.onHand).toBe(7);
    });

    it('sets on hand to zero for a count of 0', async () => {
      const { product, warehouse } = await fixture(9);
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, countedQuantity: 0, reason: 'count' });
      expect(result.movement).toMatchObject({ quantity: -9, onHandAfter: 0 });
      expect(await manager.onHand(product.id, warehouse.id)).toBe(0);
    });

    it('returns movement null and writes no movement when the count equals on hand', async () => {
      const { product, warehouse } = await fixture(6);
      const before = await manager.ledger(product.id, warehouse.id);
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, countedQuantity: 6, reason: 'count' });
      expect(result.movement).toBeNull();
      expect(result.level).toMatchObject({ onHand: 6, available: 6 });
      expect(await manager.ledger(product.id, warehouse.id)).toEqual(before);
    });

    it('counts stock into a warehouse that never held the product', async () => {
      const { product, warehouse } = await fixture();
      const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, countedQuantity: 11, reason: 'count' });
      expect(result.movement).toMatchObject({ quantity: 11, onHandAfter: 11 });
      expect(await manager.onHand(product.id, warehouse.id)).toBe(11);
    });
  });

  it.each(['damage', 'loss', 'theft', 'found', 'count', 'correction', 'other'])('accepts the reason %s', async (reason) => {
    const { product, warehouse } = await fixture(10);
    const result = await adjusted({ productId: product.id, warehouseId: warehouse.id, quantity: -1, reason });
    expect(result.movement).toMatchObject({ reason, quantity: -1 });
  });

  describe('validation', () => {
    const exactlyOne = { quantity: ['Give exactly one of quantity and countedQuantity'] };
    const cases: { title: string; body: Record<string, unknown>; details: Record<string, string[]> }[] = [
      { title: 'both quantity and countedQuantity are given', body: { quantity: 2, countedQuantity: 5 }, details: exactlyOne },
      { title: 'neither quantity nor countedQuantity is given', body: {}, details: exactlyOne },
      { title: 'quantity is 0', body: { quantity: 0 }, details: { quantity: ['Quantity must not be 0'] } },
      { title: 'quantity is fractional', body: { quantity: -1.5 }, details: { quantity: ['Quantity must be an integer'] } },
      { title: 'quantity is the string "-2"', body: { quantity: '-2' }, details: { quantity: ['Quantity must be an integer'] } },
      { title: 'quantity is null', body: { quantity: null }, details: { quantity: ['Quantity must be an integer'] } },
      { title: 'countedQuantity is negative', body: { countedQuantity: -1 }, details: { countedQuantity: ['Counted quantity must not be negative'] } },
      { title: 'countedQuantity is fractional', body: { countedQuantity: 2.5 }, details: { countedQuantity: ['Counted quantity must be an integer'] } },
      { title: 'countedQuantity is null', body: { countedQuantity: null }, details: { countedQuantity: ['Counted quantity must be an integer'] } },
      { title: 'countedQuantity is an empty string', body: { countedQuantity: '' }, details: { countedQuantity: ['Counted quantity must be an integer'] } },
      {
        title: 'countedQuantity exceeds the integer range',
        body: { countedQuantity: 3_000_000_000 },
        details: { countedQuantity: ['Counted quantity is too high'] },
      },
      {
        title: 'reason is not one of the list',
        body: { quantity: 1, reason: 'spillage' },
        details: { reason: ['Reason must be one of: damage, loss, theft, found, count, correction, other'] },
      },
      {
        title: 'reason is missing',
        body: { quantity: 1, reason: undefined },
        details: { reason: ['Reason must be one of: damage, loss, theft, found, count, correction, other'] },
      },
      { title: 'note has 1001 characters', body: { quantity: 1, note: 'n'.repeat(1001) }, details: { note: ['Note is too long'] } },
      { title: 'productId is not a UUID', body: { quantity: 1, productId: 'p-1' }, details: { productId: ['Invalid product ID'] } },
    ];

    it.each(cases)('returns 400 VALIDATION_ERROR and writes nothing when $title', async ({ body, details }) => {
      const { product, warehouse } = await fixture(8);
      const res = await manager.adjust({ productId: product.id, warehouseId: warehouse.id, reason: 'correction', ...body });
      expect(expectStatus(res, 400)).toEqual(validation(details));
      expect(await manager.onHand(product.id, warehouse.id)).toBe(8);
      expect(await manager.ledger(product.id, warehouse.id)).toHaveLength(1);
    });

    it('returns 400 "Product not found" for an unknown product', async () => {
      const { warehouse } = await fixture();
      const res = await manager.adjust({ productId: '0190a3d2-7f1e-7c3a-9b2d-4e5f6a7b8c9d', warehouseId: warehouse.id, quantity: 1, reason: 'found' });
      expect(expectStatus(res, 400)).toEqual(validation({ productId: ['Product not found'] }));
    });

    it('returns 400 "Warehouse is inactive" for an inactive warehouse, also for a count', async () => {
      const { product } = await fixture();
      const inactive = await admin.warehouse({ isActive: false });
      const res = await manager.adjust({ productId: product.id, warehouseId: inactive.id, countedQuantity: 3, reason: 'count' });
      expect(expectStatus(res, 400)).toEqual(validation({ warehouseId: ['Warehouse is inactive'] }));
      expect(await manager.level(product.id, inactive.id)).toBeUndefined();
    });
  });

  it('records every adjustment in the ledger, newest first', async () => {
    const { product, warehouse } = await fixture(10);
    await adjusted({ productId: product.id, warehouseId: warehouse.id, quantity: -2, reason: 'damage' });
    await adjusted({ productId: product.id, warehouseId: warehouse.id, countedQuantity: 12, reason: 'count' });
    const ledger = await manager.ledger(product.id, warehouse.id);
    expect(ledger.map((m) => [m.type, m.quantity, m.onHandAfter])).toEqual([
      ['adjustment', 4, 12],
      ['adjustment', -2, 8],
      ['manual_in', 10, 10],
    ]);
    const adjustments = await manager.ledger(product.id, warehouse.id, { type: 'adjustment' });
    expect(adjustments).toHaveLength(2);
  });
});

describe('ledger invariant after the adjustment tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
