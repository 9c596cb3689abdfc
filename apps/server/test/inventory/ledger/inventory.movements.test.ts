/**
 * POST /api/inventory/movements (decision 0003): manual receipts (`in` → manual_in) and issues (`out` →
 * manual_out) return 201 {movement, level}; an issue beyond available is 409 INSUFFICIENT_STOCK and
 * writes nothing. Also the database's own guards: the ledger is append-only (UPDATE and DELETE on
 * stock_movements are refused) and the CHECK on inventory_levels refuses negative stock and
 * reserved > on hand. Those two describes are the only direct writes in these tests: their point is
 * that the database refuses them.
 */
import { checkViolation, inventoryLevels, stockMovements } from '@stockroom/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import {
  expectInsufficientStock,
  expectStatus,
  stockClient,
  type ErrorEnvelope,
  type MovementResult,
  type MovementView,
  type ProductView,
  type StockClient,
  type WarehouseView,
} from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';

const t = await setupTestApp();

let manager: StockClient;
let managerId: string;
let admin: StockClient;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  manager = stockClient(t, await t.login('manager'));
  managerId = await manager.me();
});

/** A fresh product (cost 3.75, selling 6.00, min 4, max 40) and a fresh warehouse. */
async function fixture(): Promise<{ product: ProductView; warehouse: WarehouseView }> {
  const [product, warehouse] = await Promise.all([
    manager.product({ costPrice: 3.75, sellingPrice: 6, minStockLevel: 4, maxStockLevel: 40 }),
    admin.warehouse(),
  ]);
  return { product, warehouse };
}

/** `movement` as the ledger list shows it: with its product's SKU and name and its warehouse's code. */
/** A movement as the ledger lists it: with its product's SKU and name, its warehouse's code and who wrote it (`by`, a test user's name). */
const asListed = (movement: MovementView, product: ProductView, warehouse: WarehouseView, by = 'Test manager') => ({
  ...movement,
  sku: product.sku,
  productName: product.name,
  warehouseCode: warehouse.code,
  createdByName: by,
});

const validation = (details: Record<string, string[]>) => ({
  success: false,
  error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details, field: Object.keys(details)[0] },
});

/** The SQLSTATE and message of the PostgreSQL error behind `error` (Drizzle wraps it in `cause`). */
function sqlState(error: unknown): { code?: string; message?: string } {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: e.message };
  }
  return {};
}

/** Runs `write` and returns the error it fails with; fails the test when it succeeds. */
async function refusal(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error('the database accepted a write it must refuse');
}

describe('POST /api/inventory/movements', () => {
  it('receives stock (in → manual_in): 201 with the movement and the new level, creating the level on the first receipt', async () => {
    const { product, warehouse } = await fixture();
    expect(await manager.level(product.id, warehouse.id)).toBeUndefined();

    const res = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 12, reason: 'Opening count' });
    const body = expectStatus<{ success: true; data: MovementResult; message: string }>(res, 201);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Stock movement recorded');
    expect(body.data.movement).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sequence: expect.any(Number),
      productId: product.id,
      warehouseId: warehouse.id,
      locationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      suggestedLocationId: null,
      lotId: null,
      serialNumber: null,
      type: 'manual_in',
      quantity: 12,
      onHandAfter: 12,
      unitCost: 3.75,
      value: 45,
      purchasePriceVariance: null,
      reason: 'Opening count',
      reference: null,
      note: null,
      createdBy: managerId,
      createdAt: expect.any(String),
      effectiveAt: expect.any(String),
    });
    expect(body.data.movement?.effectiveAt).toBe(body.data.movement?.createdAt);
    expect(body.data.movements).toEqual([body.data.movement]);
    expect(body.data.level).toEqual({
      productId: product.id,
      sku: product.sku,
      productName: product.name,
      warehouseId: warehouse.id,
      warehouseCode: warehouse.code,
      onHand: 12,
      reserved: 0,
      available: 12,
      inTransit: 0,
      minStockLevel: 4,
      maxStockLevel: 40,
      updatedAt: expect.any(String),
    });
    expect(await manager.level(product.id, warehouse.id)).toEqual(body.data.level);
  });

  it('adds further receipts to the level and records the balance after each in onHandAfter', async () => {
    const { product, warehouse } = await fixture();
    const quantities = [5, 1, 30];
    let expected = 0;
    for (const quantity of quantities) {
      expected += quantity;
      const result = await manager.receive(product.id, warehouse.id, quantity);
      expect(result.movement).toMatchObject({ type: 'manual_in', quantity, onHandAfter: expected });
      expect(result.level).toMatchObject({ onHand: expected, available: expected, reserved: 0 });
    }
    expect(await manager.onHand(product.id, warehouse.id)).toBe(36);
  });

  it('issues stock (out → manual_out) with a negative quantity in the ledger', async () => {
    const { product, warehouse } = await fixture();
    await manager.receive(product.id, warehouse.id, 10);
    const res = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 4, reason: 'Sample for QA' });
    const result = expectStatus<{ data: MovementResult }>(res, 201).data;
    expect(result.movement).toMatchObject({ type: 'manual_out', quantity: -4, onHandAfter: 6, reason: 'Sample for QA', unitCost: 3.75 });
    expect(result.level).toMatchObject({ onHand: 6, reserved: 0, available: 6 });
  });

  it('issues exactly the available quantity, leaving zero on hand', async () => {
    const { product, warehouse } = await fixture();
    await manager.receive(product.id, warehouse.id, 7);
    const result = await manager.issue(product.id, warehouse.id, 7);
    expect(result.movement).toMatchObject({ quantity: -7, onHandAfter: 0 });
    expect(result.level).toMatchObject({ onHand: 0, available: 0 });
  });

  it('returns 409 INSUFFICIENT_STOCK when out exceeds available, and writes nothing', async () => {
    const { product, warehouse } = await fixture();
    await manager.receive(product.id, warehouse.id, 5);
    const before = await manager.ledger(product.id, warehouse.id);
    const levelBefore = await manager.level(product.id, warehouse.id);

    const res = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 6, reason: 'Too many' });
    expectInsufficientStock(res, [{ productId: product.id, warehouseId: warehouse.id, requested: 6, available: 5 }]);

    expect(await manager.ledger(product.id, warehouse.id)).toEqual(before);
    expect(await manager.level(product.id, warehouse.id)).toEqual(levelBefore);
  });

  it('returns 409 INSUFFICIENT_STOCK for an issue from a warehouse that never held the product, and creates no level', async () => {
    const { product, warehouse } = await fixture();
    const res = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 1, reason: 'Nothing there' });
    expectInsufficientStock(res, [{ productId: product.id, warehouseId: warehouse.id, requested: 1, available: 0 }]);
    expect(await manager.level(product.id, warehouse.id)).toBeUndefined();
    expect(await manager.ledger(product.id, warehouse.id)).toEqual([]);
  });

  it('keeps the stock of other warehouses apart', async () => {
    const { product, warehouse } = await fixture();
    const other = await admin.warehouse();
    await manager.receive(product.id, other.id, 50);
    await manager.receive(product.id, warehouse.id, 2);
    const res = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 3, reason: 'Not here' });
    expectInsufficientStock(res, [{ productId: product.id, warehouseId: warehouse.id, requested: 3, available: 2 }]);
    expect(await manager.onHand(product.id, other.id)).toBe(50);
  });

  it('stores reference and note', async () => {
    const { product, warehouse } = await fixture();
    const reference = { type: 'purchase_order', id: '0190a3d2-7f1e-7c3a-9b2d-4e5f6a7b8c9d' };
    const res = await manager.move({
      productId: product.id,
      warehouseId: warehouse.id,
      type: 'in',
      quantity: 3,
      reason: 'Delivery',
      reference,
      note: 'Pallet 7 of 9',
    });
    const result = expectStatus<{ data: MovementResult }>(res, 201).data;
    expect(result.movement).toMatchObject({ reference, note: 'Pallet 7 of 9' });
    const [listed] = await manager.ledger(product.id, warehouse.id);
    expect(listed).toEqual(asListed(result.movement!, product, warehouse));
  });

  it('accepts a 200-character reason', async () => {
    const { product, warehouse } = await fixture();
    const reason = 'r'.repeat(200);
    const result = await manager.receive(product.id, warehouse.id, 1, reason);
    expect(result.movement?.reason).toBe(reason);
  });

  it('returns 409 CONFLICT when a receipt would take on hand past the integer maximum, and writes nothing', async () => {
    const { product, warehouse } = await fixture();
    // One movement carries at most 100,000,000 units; a count sets the level to its maximum.
    const count = { productId: product.id, warehouseId: warehouse.id, countedQuantity: 2_147_483_647, reason: 'count' };
    expectStatus(await manager.send('POST', '/api/inventory/adjustments', count), 201);
    const res = await manager.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'Overflow' });
    const error = expectStatus<ErrorEnvelope>(res, 409).error;
    expect(error).toEqual({
      code: 'CONFLICT',
      message: 'Stock level would exceed the maximum',
      details: [{ productId: product.id, warehouseId: warehouse.id }],
    });
    expect(await manager.onHand(product.id, warehouse.id)).toBe(2_147_483_647);
    expect(await manager.ledger(product.id, warehouse.id)).toHaveLength(1);
  });

  describe('validation', () => {
    const cases: { title: string; override: Record<string, unknown>; omit?: string; details: Record<string, string[]> }[] = [
      { title: 'productId is not a UUID', override: { productId: 'abc' }, details: { productId: ['Invalid product ID'] } },
      { title: 'warehouseId is missing', override: {}, omit: 'warehouseId', details: { warehouseId: ['Invalid warehouse ID'] } },
      { title: 'type is "sideways"', override: { type: 'sideways' }, details: { type: ['Type must be in or out'] } },
      { title: 'type is a ledger type (manual_in)', override: { type: 'manual_in' }, details: { type: ['Type must be in or out'] } },
      { title: 'quantity is 0', override: { quantity: 0 }, details: { quantity: ['Quantity must be at least 1'] } },
      { title: 'quantity is negative', override: { quantity: -3 }, details: { quantity: ['Quantity must be at least 1'] } },
      { title: 'quantity is fractional', override: { quantity: 1.5 }, details: { quantity: ['Quantity must be an integer'] } },
      { title: 'quantity is the string "5"', override: { quantity: '5' }, details: { quantity: ['Quantity must be an integer'] } },
      { title: 'quantity is true', override: { quantity: true }, details: { quantity: ['Quantity must be an integer'] } },
      { title: 'quantity is null', override: { quantity: null }, details: { quantity: ['Quantity must be an integer'] } },
      { title: 'quantity is missing', override: {}, omit: 'quantity', details: { quantity: ['Quantity must be an integer'] } },
      { title: 'quantity exceeds 100,000,000', override: { quantity: 100_000_001 }, details: { quantity: ['Quantity must be at most 100,000,000'] } },
      { title: 'reason is missing', override: {}, omit: 'reason', details: { reason: ['Reason is required'] } },
      { title: 'reason is empty', override: { reason: '' }, details: { reason: ['Reason is required'] } },
      { title: 'reason has 201 characters', override: { reason: 'r'.repeat(201) }, details: { reason: ['Reason is too long'] } },
      { title: 'reason contains a NUL character', override: { reason: 'a\u0000b' }, details: { reason: ['Text must not contain NUL characters'] } },
      { title: 'note has 1001 characters', override: { note: 'n'.repeat(1001) }, details: { note: ['Note is too long'] } },
      { title: 'note contains a NUL character', override: { note: 'n\u0000' }, details: { note: ['Text must not contain NUL characters'] } },
      { title: 'reference.id is not a UUID', override: { reference: { type: 'po', id: 'x' } }, details: { 'reference.id': ['Invalid UUID'] } },
    ];

    it.each(cases)('returns 400 VALIDATION_ERROR and writes nothing when $title', async ({ override, omit, details }) => {
      const { product, warehouse } = await fixture();
      await manager.receive(product.id, warehouse.id, 10);
      const body: Record<string, unknown> = { productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 1, reason: 'Check', ...override };
      if (omit) delete body[omit];
      expect(expectStatus(await manager.move(body), 400)).toEqual(validation(details));
      expect(await manager.ledger(product.id, warehouse.id)).toHaveLength(1);
      expect(await manager.onHand(product.id, warehouse.id)).toBe(10);
    });

    it('returns 400 "Product not found" for an unknown product', async () => {
      const { warehouse } = await fixture();
      const res = await manager.move({ productId: '0190a3d2-7f1e-7c3a-9b2d-4e5f6a7b8c9d', warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'x' });
      expect(expectStatus(res, 400)).toEqual(validation({ productId: ['Product not found'] }));
    });

    it('returns 400 "Warehouse not found" for an unknown warehouse', async () => {
      const { product } = await fixture();
      const res = await manager.move({ productId: product.id, warehouseId: '0190a3d2-7f1e-7c3a-9b2d-4e5f6a7b8c9d', type: 'in', quantity: 1, reason: 'x' });
      expect(expectStatus(res, 400)).toEqual(validation({ warehouseId: ['Warehouse not found'] }));
    });

    it('returns 400 "Warehouse is inactive" for an inactive warehouse, and writes nothing', async () => {
      const { product } = await fixture();
      const inactive = await admin.warehouse({ isActive: false });
      const res = await manager.move({ productId: product.id, warehouseId: inactive.id, type: 'in', quantity: 1, reason: 'x' });
      expect(expectStatus(res, 400)).toEqual(validation({ warehouseId: ['Warehouse is inactive'] }));
      expect(await manager.level(product.id, inactive.id)).toBeUndefined();
    });

    it('returns 400 for a body that is not JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inventory/movements',
        headers: { ...manager.headers, 'content-type': 'application/json' },
        payload: '{"productId":',
      });
      expect(expectStatus<ErrorEnvelope>(res, 400).error.code).toBe('VALIDATION_ERROR');
    });
  });

  it('lists the new movement first in GET /api/inventory/movements', async () => {
    const { product, warehouse } = await fixture();
    const first = await manager.receive(product.id, warehouse.id, 8);
    const second = await manager.issue(product.id, warehouse.id, 3);
    const ledger = await manager.ledger(product.id, warehouse.id);
    expect(ledger.map((m) => m.id)).toEqual([second.movement!.id, first.movement!.id]);
    expect(ledger.map((m) => m.quantity)).toEqual([-3, 8]);
    // Named for people reading the ledger: the product's SKU and name, the warehouse's code.
    expect(ledger).toEqual([asListed(second.movement!, product, warehouse), asListed(first.movement!, product, warehouse)]);
  });
});

describe('stock movements have no update or delete route', () => {
  // The movement's URL answers GET (decision 0014: a created movement's Location); other methods are 405.
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s /api/inventory/movements/{id} → 405 and the movement stays as it was', async (method) => {
    const { product, warehouse } = await fixture();
    const { movement } = await admin.receive(product.id, warehouse.id, 5);
    const res = await t.app.inject({ method, url: `/api/inventory/movements/${movement!.id}`, headers: admin.headers, payload: { quantity: 50 } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect((res.json() as ErrorEnvelope).error.code).toBe('METHOD_NOT_ALLOWED');
    expect(await admin.ledger(product.id, warehouse.id)).toEqual([asListed(movement!, product, warehouse, 'Test admin')]);
  });
});

describe('stock_movements is append-only (database)', () => {
  it('refuses an UPDATE of a movement through Drizzle, and the movement is unchanged', async () => {
    const { product, warehouse } = await fixture();
    const { movement } = await manager.receive(product.id, warehouse.id, 9);
    const error = await refusal(() => t.db.update(stockMovements).set({ quantity: 900, onHandAfter: 900 }).where(eq(stockMovements.id, movement!.id)));
    expect(sqlState(error)).toEqual({ code: '23001', message: 'stock_movements is append-only' });
    const [row] = await t.db.select().from(stockMovements).where(eq(stockMovements.id, movement!.id));
    expect(row).toMatchObject({ quantity: 9, onHandAfter: 9 });
    expect(await manager.ledger(product.id, warehouse.id)).toEqual([asListed(movement!, product, warehouse)]);
  });

  it('refuses a DELETE of a movement through Drizzle, and the movement stays', async () => {
    const { product, warehouse } = await fixture();
    const { movement } = await manager.receive(product.id, warehouse.id, 4);
    const error = await refusal(() => t.db.delete(stockMovements).where(eq(stockMovements.productId, product.id)));
    expect(sqlState(error)).toEqual({ code: '23001', message: 'stock_movements is append-only' });
    expect(await manager.ledger(product.id, warehouse.id)).toEqual([asListed(movement!, product, warehouse)]);
  });
});

describe('inventory_levels CHECK (database)', () => {
  const levelOf = (productId: string, warehouseId: string) => and(eq(inventoryLevels.productId, productId), eq(inventoryLevels.warehouseId, warehouseId));

  it('refuses reserved > on hand through a direct Drizzle update, and the level is unchanged', async () => {
    const { product, warehouse } = await fixture();
    const { level } = await manager.receive(product.id, warehouse.id, 3);
    const error = await refusal(() => t.db.update(inventoryLevels).set({ reserved: 4 }).where(levelOf(product.id, warehouse.id)));
    expect(checkViolation(error)).toBe('inventory_levels_reserved_within_on_hand');
    expect(await manager.level(product.id, warehouse.id)).toEqual(level);
  });

  it('refuses negative on hand and negative reserved through a direct Drizzle update', async () => {
    const { product, warehouse } = await fixture();
    const { level } = await manager.receive(product.id, warehouse.id, 2);
    const negativeOnHand = await refusal(() => t.db.update(inventoryLevels).set({ onHand: -1 }).where(levelOf(product.id, warehouse.id)));
    expect(checkViolation(negativeOnHand)).toBe('inventory_levels_reserved_within_on_hand');
    const negativeReserved = await refusal(() => t.db.update(inventoryLevels).set({ reserved: -1 }).where(levelOf(product.id, warehouse.id)));
    expect(checkViolation(negativeReserved)).toBe('inventory_levels_reserved_within_on_hand');
    expect(await manager.level(product.id, warehouse.id)).toEqual(level);
  });
});

describe('ledger invariant after the movement tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
