/**
 * Transfers (decision 0003): POST /api/warehouse/transfers moves every line from one warehouse to another
 * in one transaction (a transfer_out and a transfer_in movement per line), numbered TR-000001
 * without gaps; any short line is 409 INSUFFICIENT_STOCK naming each short product, and nothing
 * moves. GET /api/warehouse/transfers (by warehouse, status and a part of the number: decision 0019) and
 * GET /api/warehouse/transfers/{id}.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import {
  expectInsufficientStock,
  expectStatus,
  stockClient,
  type ErrorEnvelope,
  type MovementView,
  type ProductView,
  type StockClient,
  type TransferView,
  type WarehouseView,
} from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';

const t = await setupTestApp();

let admin: StockClient;
let manager: StockClient;
let managerId: string;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  manager = stockClient(t, await t.login('manager'));
  managerId = await manager.me();
});

const validation = (details: Record<string, string[]>) => ({
  success: false,
  error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details, field: Object.keys(details)[0] },
});

/** The sequence number of a transfer number TR-nnnnnn. */
const seq = (number: string) => Number(/^TR-(\d{6})$/.exec(number)?.[1]);

/** Two fresh warehouses and `stocks.length` products with those quantities received at `from`. */
async function fixture(...stocks: number[]): Promise<{ from: WarehouseView; to: WarehouseView; products: ProductView[] }> {
  const [from, to] = [await admin.warehouse(), await admin.warehouse()];
  const products: ProductView[] = [];
  for (const stock of stocks) {
    const product = await admin.product({ costPrice: 3, sellingPrice: 5 });
    if (stock > 0) await admin.receive(product.id, from.id, stock);
    products.push(product);
  }
  return { from, to, products };
}

async function transferred(body: Record<string, unknown>, client = manager): Promise<TransferView> {
  const res = await client.transfer(body);
  const parsed = expectStatus<{ success: true; data: TransferView; message: string }>(res, 201);
  expect(parsed.message).toBe('Transfer completed');
  return parsed.data;
}

describe('POST /api/warehouse/transfers', () => {
  it('returns 201 with the completed transfer and moves the stock of every line', async () => {
    const { from, to, products } = await fixture(10, 4);
    const [p1, p2] = products as [ProductView, ProductView];
    await admin.receive(p2.id, to.id, 1);
    const transfer = await transferred({
      fromWarehouseId: from.id,
      toWarehouseId: to.id,
      items: [
        { productId: p1.id, quantity: 6 },
        { productId: p2.id, quantity: 4 },
      ],
      note: 'Rebalance before the sale',
    });
    expect(transfer).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.stringMatching(/^TR-\d{6}$/),
      fromWarehouseId: from.id,
      fromWarehouseCode: from.code,
      fromWarehouseName: from.name,
      toWarehouseId: to.id,
      toWarehouseCode: to.code,
      toWarehouseName: to.name,
      items: expect.arrayContaining([
        { productId: p1.id, sku: p1.sku, productName: p1.name, barcode: p1.barcode, quantity: 6, unit: null, unitQuantity: null, shippedQuantity: 6, receivedQuantity: 6, lostQuantity: 0, inTransit: 0, inTransitGrains: [], unitCost: p1.costPrice },
        { productId: p2.id, sku: p2.sku, productName: p2.name, barcode: p2.barcode, quantity: 4, unit: null, unitQuantity: null, shippedQuantity: 4, receivedQuantity: 4, lostQuantity: 0, inTransit: 0, inTransitGrains: [], unitCost: p2.costPrice },
      ]),
      mode: 'direct',
      status: 'completed',
      note: 'Rebalance before the sale',
      createdBy: managerId,
      createdByName: 'Test manager',
      createdAt: expect.any(String),
      shippedAt: null,
    });
    expect(transfer.items).toHaveLength(2);

    expect(await manager.onHand(p1.id, from.id)).toBe(4);
    expect(await manager.onHand(p1.id, to.id)).toBe(6);
    expect(await manager.onHand(p2.id, from.id)).toBe(0);
    expect(await manager.onHand(p2.id, to.id)).toBe(5);
  });

  it('writes a transfer_out and a transfer_in movement per line, referencing the transfer', async () => {
    const { from, to, products } = await fixture(10);
    const [product] = products as [ProductView];
    const transfer = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 7 }] });
    const [out] = await manager.ledger(product.id, from.id, { type: 'transfer_out' });
    const [into, ...rest] = await manager.ledger(product.id, to.id);
    expect(rest).toEqual([]);
    const reference = { type: 'transfer', id: transfer.id };
    expect(out).toMatchObject<Partial<MovementView>>({ type: 'transfer_out', quantity: -7, onHandAfter: 3, reference, createdBy: managerId, unitCost: 3 });
    expect(into).toMatchObject<Partial<MovementView>>({ type: 'transfer_in', quantity: 7, onHandAfter: 7, reference, createdBy: managerId, unitCost: 3 });
  });

  it('numbers transfers consecutively: TR-nnnnnn, each one more than the last', async () => {
    const { from, to, products } = await fixture(3);
    const [product] = products as [ProductView];
    const first = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 1 }] });
    const second = await transferred({ fromWarehouseId: to.id, toWarehouseId: from.id, items: [{ productId: product.id, quantity: 1 }] });
    expect(seq(first.number)).toBeGreaterThanOrEqual(1);
    expect(seq(second.number)).toBe(seq(first.number) + 1);
    expect(second.number).toBe(`TR-${String(seq(first.number) + 1).padStart(6, '0')}`);
  });

  it('returns 409 INSUFFICIENT_STOCK naming each short product, moves nothing and uses no number', async () => {
    const { from, to, products } = await fixture(5, 2, 0);
    const [enough, short, none] = products as [ProductView, ProductView, ProductView];
    const before = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: enough.id, quantity: 1 }] });
    const ledgerBefore = await manager.list<MovementView>('/api/inventory/movements', { warehouseId: from.id });

    const res = await manager.transfer({
      fromWarehouseId: from.id,
      toWarehouseId: to.id,
      items: [
        { productId: enough.id, quantity: 4 },
        { productId: short.id, quantity: 3 },
        { productId: none.id, quantity: 1 },
      ],
    });
    expectInsufficientStock(res, [
      { productId: short.id, warehouseId: from.id, requested: 3, available: 2 },
      { productId: none.id, warehouseId: from.id, requested: 1, available: 0 },
    ]);

    expect(await manager.onHand(enough.id, from.id)).toBe(4);
    expect(await manager.onHand(enough.id, to.id)).toBe(1);
    expect(await manager.onHand(short.id, from.id)).toBe(2);
    expect(await manager.level(short.id, to.id)).toBeUndefined();
    expect(await manager.list<MovementView>('/api/inventory/movements', { warehouseId: from.id })).toEqual(ledgerBefore);
    const listed = await manager.list<TransferView>('/api/warehouse/transfers', { warehouseId: from.id });
    expect(listed.data.map((x) => x.id)).toEqual([before.id]);

    // The refused transfer took no number: the next one follows the last completed one.
    const after = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: enough.id, quantity: 4 }] });
    expect(seq(after.number)).toBe(seq(before.number) + 1);
  });

  describe('validation', () => {
    it('returns 400 when the destination is the source', async () => {
      const { from, products } = await fixture(2);
      const res = await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: from.id, items: [{ productId: products[0]!.id, quantity: 1 }] });
      expect(expectStatus(res, 400)).toEqual(validation({ toWarehouseId: ['Destination must differ from the source warehouse'] }));
      expect(await manager.onHand(products[0]!.id, from.id)).toBe(2);
    });

    it('returns 400 for no items, a missing items list, and 201 items', async () => {
      const { from, to } = await fixture();
      const base = { fromWarehouseId: from.id, toWarehouseId: to.id };
      expect(expectStatus(await manager.transfer({ ...base, items: [] }), 400)).toEqual(validation({ items: ['At least one item is required'] }));
      expect(expectStatus(await manager.transfer(base), 400)).toEqual(validation({ items: ['Items are required'] }));
      const many = Array.from({ length: 201 }, () => ({ productId: randomUUID(), quantity: 1 }));
      expect(expectStatus(await manager.transfer({ ...base, items: many }), 400)).toEqual(validation({ items: ['At most 200 items per transfer'] }));
    });

    it('accepts 200 lines as far as the line count goes (then names each unknown product)', async () => {
      const { from, to } = await fixture();
      const items = Array.from({ length: 200 }, () => ({ productId: randomUUID(), quantity: 1 }));
      const error = expectStatus<ErrorEnvelope>(await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items }), 400).error;
      expect(Object.keys(error.details ?? {})).toHaveLength(200);
      expect(error.details?.['items.199.productId']).toEqual(['Product not found']);
    });

    it('returns 400 for a product listed twice', async () => {
      const { from, to, products } = await fixture(5);
      const productId = products[0]!.id;
      const res = await manager.transfer({
        fromWarehouseId: from.id,
        toWarehouseId: to.id,
        items: [
          { productId, quantity: 1 },
          { productId, quantity: 2 },
        ],
      });
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.1.productId': ['Duplicate product in items'] }));
      expect(await manager.onHand(productId, from.id)).toBe(5);
    });

    const lineCases: { title: string; quantity: unknown; message: string }[] = [
      { title: '0', quantity: 0, message: 'Quantity must be at least 1' },
      { title: 'negative', quantity: -2, message: 'Quantity must be at least 1' },
      { title: 'fractional', quantity: 0.5, message: 'Quantity must be an integer' },
      { title: 'the string "2"', quantity: '2', message: 'Quantity must be an integer' },
      { title: 'null', quantity: null, message: 'Quantity must be an integer' },
    ];
    it.each(lineCases)('returns 400 for a line quantity that is $title', async ({ quantity, message }) => {
      const { from, to, products } = await fixture(5);
      const res = await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: products[0]!.id, quantity }] });
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.0.quantity': [message] }));
      expect(await manager.onHand(products[0]!.id, from.id)).toBe(5);
    });

    it('returns 400 for a note with a NUL character, and moves nothing', async () => {
      const { from, to, products } = await fixture(5);
      const res = await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: products[0]!.id, quantity: 1 }], note: 'a\u0000' });
      expect(expectStatus(res, 400)).toEqual(validation({ note: ['Text must not contain NUL characters'] }));
      expect(await manager.onHand(products[0]!.id, from.id)).toBe(5);
    });

    it('returns 400 for malformed warehouse and product ids', async () => {
      const res = await manager.transfer({ fromWarehouseId: 'a', toWarehouseId: 'b', items: [{ productId: 'c', quantity: 1 }] });
      expect(expectStatus(res, 400)).toEqual(
        validation({ fromWarehouseId: ['Invalid warehouse ID'], toWarehouseId: ['Invalid warehouse ID'], 'items.0.productId': ['Invalid product ID'] }),
      );
    });

    it('returns 400 "Product not found" naming the line of an unknown product', async () => {
      const { from, to, products } = await fixture(5);
      const res = await manager.transfer({
        fromWarehouseId: from.id,
        toWarehouseId: to.id,
        items: [
          { productId: products[0]!.id, quantity: 1 },
          { productId: randomUUID(), quantity: 1 },
        ],
      });
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.1.productId': ['Product not found'] }));
      expect(await manager.onHand(products[0]!.id, from.id)).toBe(5);
    });

    it('returns 400 for an unknown source and an inactive destination', async () => {
      const { from, products } = await fixture(5);
      const inactive = await admin.warehouse({ isActive: false });
      const items = [{ productId: products[0]!.id, quantity: 1 }];
      expect(expectStatus(await manager.transfer({ fromWarehouseId: randomUUID(), toWarehouseId: from.id, items }), 400)).toEqual(
        validation({ fromWarehouseId: ['Warehouse not found'] }),
      );
      expect(expectStatus(await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: inactive.id, items }), 400)).toEqual(
        validation({ toWarehouseId: ['Warehouse is inactive'] }),
      );
      expect(await manager.onHand(products[0]!.id, from.id)).toBe(5);
    });
  });
});

describe('GET /api/warehouse/transfers', () => {
  it('lists transfers touching a warehouse (as source or destination), newest first, in both forms', async () => {
    const { from, to, products } = await fixture(10);
    const [product] = products as [ProductView];
    const elsewhere = await admin.warehouse();
    const t1 = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 3 }] });
    const t2 = await transferred({ fromWarehouseId: to.id, toWarehouseId: elsewhere.id, items: [{ productId: product.id, quantity: 1 }] });
    const t3 = await transferred({ fromWarehouseId: from.id, toWarehouseId: elsewhere.id, items: [{ productId: product.id, quantity: 2 }] });

    const listA = await manager.list<TransferView>('/api/warehouse/transfers', { warehouseId: from.id });
    expect(listA.data.map((x) => x.id)).toEqual([t3.id, t1.id]);
    expect(listA.meta).toEqual({ total: 2, page: 1, limit: 20, hasNext: false, hasPrev: false });
    expect(listA.data[1]).toEqual(t1);

    const byDestination = await manager.list<TransferView>('/api/warehouse/transfers', { warehouseId: elsewhere.id });
    expect(byDestination.data.map((x) => x.id)).toEqual([t3.id, t2.id]);

    const listB = await manager.page<TransferView>('/api/warehouse/transfers', { warehouseId: to.id, limit: 1 });
    expect(listB.data.items.map((x) => x.id)).toEqual([t2.id]);
    expect(listB.data.pagination).toEqual({ total: 2, page: 1, limit: 1, hasNext: true, hasPrev: false, totalPages: 2 });
  });

  it('lists every transfer, newest first, without a filter', async () => {
    const { from, to, products } = await fixture(2);
    const made = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: products[0]!.id, quantity: 2 }] });
    const list = await manager.list<TransferView>('/api/warehouse/transfers');
    expect(list.data[0]).toEqual(made);
    expect(list.meta.total).toBeGreaterThanOrEqual(1);
  });

  it('finds transfers by a part of their number in any case, as the order lists do (decision 0019)', async () => {
    const { from, to, products } = await fixture(5);
    const [product] = products as [ProductView];
    const first = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 1 }] });
    const second = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 2 }] });
    const numbered = async (query: Record<string, string>) => (await manager.list<TransferView>('/api/warehouse/transfers', { warehouseId: from.id, ...query })).data.map((x) => x.number);

    expect(await numbered({})).toEqual([second.number, first.number]);
    expect(await numbered({ number: first.number.toLowerCase() })).toEqual([first.number]);
    expect(await numbered({ number: ` ${second.number.slice(-6)} ` })).toEqual([second.number]);
    expect(await numbered({ number: 'TR-' })).toEqual([second.number, first.number]);
    // % and _ match themselves, not any text.
    expect(await numbered({ number: '%' })).toEqual([]);
    expect(await numbered({ number: 'TR_' })).toEqual([]);
    const page = await manager.list<TransferView>('/api/warehouse/transfers', { number: first.number });
    expect(page.data.map((x) => x.id)).toEqual([first.id]);
    expect(page.meta.total).toBe(1);
  });

  it('returns 400 for an empty or overlong number', async () => {
    expect(expectStatus(await manager.get('/api/warehouse/transfers', { number: ' ' }), 400)).toEqual(validation({ number: ['number must not be empty'] }));
    expect(expectStatus(await manager.get('/api/warehouse/transfers', { number: 'T'.repeat(51) }), 400)).toEqual(validation({ number: ['number is too long'] }));
  });

  it('returns 400 for a malformed warehouseId', async () => {
    expect(expectStatus(await manager.get('/api/warehouse/transfers', { warehouseId: 'x' }), 400)).toEqual(
      validation({ warehouseId: ['Invalid warehouse ID'] }),
    );
  });
});

describe('GET /api/warehouse/transfers/{id}', () => {
  it('returns the transfer with its items', async () => {
    const { from, to, products } = await fixture(4);
    const made = await transferred({ fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: products[0]!.id, quantity: 4 }] });
    const res = await manager.get(`/api/warehouse/transfers/${made.id}`);
    expect(expectStatus(res, 200)).toEqual({ success: true, data: made });
  });

  it('returns 404 "Transfer not found" for an unknown id, and 404 for a malformed one', async () => {
    expect(expectStatus(await manager.get(`/api/warehouse/transfers/${randomUUID()}`), 404)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Transfer not found' },
    });
    expect(expectStatus<ErrorEnvelope>(await manager.get('/api/warehouse/transfers/nope'), 404).error.code).toBe('NOT_FOUND');
  });
});

describe('ledger invariant after the transfer tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
