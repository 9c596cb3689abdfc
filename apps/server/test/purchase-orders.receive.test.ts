/**
 * POST /api/orders/purchase-orders/{id}/receive (decision 0004): receipts of approved and partially
 * received orders write one `receipt` movement per line into the order's warehouse, in one
 * transaction with the received quantities and the status change; the product's cost price becomes
 * the weighted average cost of stock on hand and received units; OVER_RECEIPT and INVALID_STATE
 * refuse without writing anything; Idempotency-Key is honoured. Ledger and levels agree at the end.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type MovementListItem, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import {
  expectError,
  orderClient,
  validation,
  type OrderClient,
  type PurchaseOrderStatus,
  type PurchaseOrderView,
  type SupplierView,
} from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;
let staffId: string;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
  staffId = await staff.me();
});

interface Fixture {
  warehouse: WarehouseView;
  supplier: SupplierView;
  products: ProductView[];
  order: PurchaseOrderView;
}

/**
 * A fresh warehouse, supplier and one product per line, and an order of those lines brought to
 * `status` (approved by default). Each line is [quantity, unitCost, product cost price].
 */
async function fixture(lines: [number, number, number][], status: PurchaseOrderStatus = 'approved'): Promise<Fixture> {
  const warehouse = await admin.warehouse();
  const supplier = await admin.supplier();
  const category = await admin.products.category();
  const products: ProductView[] = [];
  for (const [, , costPrice] of lines) products.push(await admin.product({ costPrice, sellingPrice: 50 }, category.id));
  let order = await manager.purchaseOrder({
    supplierId: supplier.id,
    warehouseId: warehouse.id,
    items: lines.map(([quantity, unitCost], i) => ({ productId: products[i]!.id, quantity, unitCost })),
  });
  if (status === 'cancelled') order = await manager.updatePurchaseOrder(order.id, { status: 'cancelled' });
  if (status !== 'draft' && status !== 'cancelled') order = await manager.updatePurchaseOrder(order.id, { status: 'approved' });
  if (status === 'partially_received') order = await manager.received(order.id, [{ itemId: order.items[0]!.id, quantity: 1 }]);
  if (status === 'received') order = await manager.received(order.id, order.items.map((i) => ({ itemId: i.id, quantity: i.quantity })));
  return { warehouse, supplier, products, order };
}

/** The order's line for `product`. */
const lineOf = (order: PurchaseOrderView, product: ProductView) => order.items.find((i) => i.productId === product.id)!;

describe('POST /api/orders/purchase-orders/{id}/receive', () => {
  describe('receiving', () => {
    it('receives part of a line by itemId: partially_received, stock in the order\'s warehouse, one receipt movement', async () => {
      const { warehouse, products, order } = await fixture([[10, 7.25, 0]]);
      const [product] = products as [ProductView];
      const line = lineOf(order, product);
      const res = await staff.receiveOrder(order.id, { items: [{ itemId: line.id, quantity: 4 }], note: 'Pallet 1 of 3' });
      const parsed = expectStatus<{ data: PurchaseOrderView; message: string }>(res, 200);
      expect(parsed.message).toBe('Items received');
      expect(parsed.data).toMatchObject({ status: 'partially_received', updatedBy: staffId, subtotal: 72.5 });
      expect(lineOf(parsed.data, product)).toMatchObject({ quantity: 10, receivedQuantity: 4, lineTotal: 72.5 });
      expect(await staff.stockOf(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 0 });

      const ledger = await staff.ledger(product.id, warehouse.id);
      expect(ledger).toEqual([
        {
          id: expect.any(String),
          sequence: expect.any(Number),
          productId: product.id,
          sku: product.sku,
          productName: product.name,
          warehouseId: warehouse.id,
          warehouseCode: warehouse.code,
          locationId: expect.any(String),
          suggestedLocationId: null,
          lotId: null,
          serialNumber: null,
          type: 'receipt',
          quantity: 4,
          onHandAfter: 4,
          unitCost: 7.25,
          value: 29,
          purchasePriceVariance: null,
          reason: `Receipt for ${order.number}`,
          reference: { type: 'purchase_order', id: order.id },
          note: 'Pallet 1 of 3',
          createdBy: staffId,
          createdByName: 'Test staff',
          createdAt: expect.any(String),
          effectiveAt: expect.any(String),
        } satisfies MovementListItem,
      ]);
    });

    it('receives by productId, and the remainder moves the order to received', async () => {
      const { warehouse, products, order } = await fixture([
        [3, 1, 0],
        [2, 2, 0],
      ]);
      const [a, b] = products as [ProductView, ProductView];
      const partial = await manager.received(order.id, [{ productId: a.id, quantity: 3 }]);
      expect(partial.status).toBe('partially_received');
      expect(lineOf(partial, a).receivedQuantity).toBe(3);
      expect(lineOf(partial, b).receivedQuantity).toBe(0);
      const done = await manager.received(order.id, [{ productId: b.id, quantity: 2 }]);
      expect(done.status).toBe('received');
      expect(done.items.map((i) => i.receivedQuantity - i.quantity)).toEqual([0, 0]);
      expect(await manager.stockOf(a.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
      expect(await manager.stockOf(b.id, warehouse.id)).toEqual({ onHand: 2, reserved: 0 });
      expect((await manager.purchaseOrderById(order.id)).history!.map((h) => [h.from, h.to])).toEqual([
        [null, 'draft'],
        ['draft', 'approved'],
        ['approved', 'partially_received'],
        ['partially_received', 'received'],
      ]);
    });

    it('moves an approved order straight to received when everything arrives at once', async () => {
      const { warehouse, products, order } = await fixture([
        [5, 1, 0],
        [6, 1, 0],
      ]);
      const done = await manager.received(order.id, order.items.map((i) => ({ itemId: i.id, quantity: i.quantity })));
      expect(done.status).toBe('received');
      expect(done.history!.at(-1)).toMatchObject({ from: 'approved', to: 'received' });
      for (const product of products) expect(await manager.ledger(product.id, warehouse.id)).toHaveLength(1);
    });

    it('sums repeated requests for one line', async () => {
      const { products, order } = await fixture([[10, 1, 0]]);
      const [product] = products as [ProductView];
      const line = lineOf(order, product);
      const updated = await manager.received(order.id, [
        { itemId: line.id, quantity: 2 },
        { productId: product.id, quantity: 3 },
      ]);
      expect(lineOf(updated, product).receivedQuantity).toBe(5);
    });

    it('adds to stock already on hand and writes the balance after the receipt', async () => {
      const { warehouse, products, order } = await fixture([[4, 2, 2]]);
      const [product] = products as [ProductView];
      await admin.receive(product.id, warehouse.id, 6);
      await manager.received(order.id, [{ productId: product.id, quantity: 4 }]);
      expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 10, reserved: 0 });
      const [receipt] = await manager.ledger(product.id, warehouse.id, { type: 'receipt' });
      expect(receipt).toMatchObject({ quantity: 4, onHandAfter: 10 });
    });
  });

  describe('weighted average cost', () => {
    it('10 on hand at 5.00 + 10 received at 7.00 → cost price 6.00', async () => {
      const { warehouse, products, order } = await fixture([[10, 7, 5]]);
      const [product] = products as [ProductView];
      await admin.receive(product.id, warehouse.id, 10);
      expect(await manager.costPrice(product.id)).toBe(5);
      await manager.received(order.id, [{ productId: product.id, quantity: 10 }]);
      expect(await manager.costPrice(product.id)).toBe(6);
    });

    it('re-averages on every partial receipt: 20 at 6.00 + 5 at 8.00 → 6.40', async () => {
      const { warehouse, products, order } = await fixture([[10, 7, 5]]);
      const [product] = products as [ProductView];
      await admin.receive(product.id, warehouse.id, 10);
      await manager.received(order.id, [{ productId: product.id, quantity: 10 }]);
      expect(await manager.costPrice(product.id)).toBe(6);
      // A second order of the same product from another supplier.
      const supplier = await admin.supplier();
      const draft = await manager.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 5, unitCost: 8 }] });
      await manager.updatePurchaseOrder(draft.id, { status: 'approved' });
      await manager.received(draft.id, [{ productId: product.id, quantity: 5 }]);
      expect(await manager.costPrice(product.id)).toBe(6.4);
    });

    it('averages over stock on hand in every warehouse, not just the receiving one', async () => {
      const { products, order } = await fixture([[10, 7, 5]]);
      const [product] = products as [ProductView];
      const elsewhere = await admin.warehouse();
      await admin.receive(product.id, elsewhere.id, 30);
      await manager.received(order.id, [{ productId: product.id, quantity: 10 }]);
      // (30 × 5.00 + 10 × 7.00) / 40 = 5.50
      expect(await manager.costPrice(product.id)).toBe(5.5);
    });

    it('takes the receipt cost when nothing was on hand, rounded to the cent: 13.3333 → 13.33', async () => {
      const { products, order } = await fixture([[10, 13.3333, 0]]);
      const [product] = products as [ProductView];
      expect(order.items[0]!.lineTotal).toBe(133.33);
      await manager.received(order.id, [{ productId: product.id, quantity: 3 }]);
      expect(await manager.costPrice(product.id)).toBe(13.33);
    });

    it('re-averages each line of a multi-line receipt on its own product', async () => {
      const { warehouse, products, order } = await fixture([
        [2, 4, 1],
        [3, 9.99, 9.99],
      ]);
      const [a, b] = products as [ProductView, ProductView];
      await admin.receive(a.id, warehouse.id, 2);
      await manager.received(order.id, order.items.map((i) => ({ itemId: i.id, quantity: i.quantity })));
      expect(await manager.costPrice(a.id)).toBe(2.5); // (2 × 1 + 2 × 4) / 4
      expect(await manager.costPrice(b.id)).toBe(9.99);
    });
  });

  describe('refusals', () => {
    it('returns 409 OVER_RECEIPT when a line would exceed ordered minus received, and writes nothing', async () => {
      const { warehouse, products, order } = await fixture([[5, 7, 5]]);
      const [product] = products as [ProductView];
      const line = lineOf(order, product);
      await manager.received(order.id, [{ itemId: line.id, quantity: 3 }]);
      const before = await manager.purchaseOrderById(order.id);
      const cost = await manager.costPrice(product.id);

      const res = await manager.receiveOrder(order.id, { items: [{ itemId: line.id, quantity: 3 }] });
      expect(expectStatus(res, 409)).toEqual({
        success: false,
        error: {
          code: 'OVER_RECEIPT',
          message: 'Receiving more than ordered',
          details: [{ itemId: line.id, productId: product.id, ordered: 5, received: 3, requested: 3 }],
        },
      });
      expect(await manager.purchaseOrderById(order.id)).toEqual(before);
      expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
      expect(await manager.ledger(product.id, warehouse.id)).toHaveLength(1);
      expect(await manager.costPrice(product.id)).toBe(cost);

      // Exactly the remainder is still accepted.
      expect((await manager.received(order.id, [{ itemId: line.id, quantity: 2 }])).status).toBe('received');
    });

    it('returns 409 OVER_RECEIPT (not an integer overflow) for the largest quantity on a partly received line', async () => {
      const { products, order } = await fixture([[10, 1, 0]]);
      const [product] = products as [ProductView];
      await manager.received(order.id, [{ productId: product.id, quantity: 5 }]);
      const res = await manager.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 100_000_000 }] });
      expect(expectError(res, 409, 'OVER_RECEIPT').error.details).toEqual([
        { itemId: order.items[0]!.id, productId: product.id, ordered: 10, received: 5, requested: 100_000_000 },
      ]);
      expect(expectStatus(await manager.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 100_000_001 }] }), 400)).toEqual(
        validation({ 'items.0.quantity': ['Quantity must be at most 100,000,000'] }),
      );
      expect(lineOf(await manager.purchaseOrderById(order.id), product).receivedQuantity).toBe(5);
    });

    it('returns 409 OVER_RECEIPT for the sum of repeated requests past the remainder', async () => {
      const { products, order } = await fixture([[5, 1, 0]]);
      const [product] = products as [ProductView];
      const line = lineOf(order, product);
      const res = await manager.receiveOrder(order.id, { items: [{ itemId: line.id, quantity: 3 }, { productId: product.id, quantity: 3 }] });
      const body = expectError(res, 409, 'OVER_RECEIPT');
      expect(body.error.details).toEqual([{ itemId: line.id, productId: product.id, ordered: 5, received: 0, requested: 6 }]);
      expect(lineOf(await manager.purchaseOrderById(order.id), product).receivedQuantity).toBe(0);
    });

    it('is all or nothing: one over-received line refuses the whole receipt', async () => {
      const { warehouse, products, order } = await fixture([
        [5, 1, 0],
        [2, 1, 0],
      ]);
      const [ok, over] = products as [ProductView, ProductView];
      const res = await manager.receiveOrder(order.id, {
        items: [
          { productId: ok.id, quantity: 5 },
          { productId: over.id, quantity: 3 },
        ],
      });
      const body = expectError(res, 409, 'OVER_RECEIPT');
      expect(body.error.details).toEqual([{ itemId: lineOf(order, over).id, productId: over.id, ordered: 2, received: 0, requested: 3 }]);
      const after = await manager.purchaseOrderById(order.id);
      expect(after.status).toBe('approved');
      expect(after.items.map((i) => i.receivedQuantity)).toEqual([0, 0]);
      expect(await manager.level(ok.id, warehouse.id)).toBeUndefined();
    });

    it.each(['draft', 'cancelled', 'received'] as const)('returns 409 INVALID_STATE naming the status when the order is %s, and writes nothing', async (status) => {
      const { warehouse, products, order } = await fixture([[4, 1, 0]], status);
      const [product] = products as [ProductView];
      const onHand = (await manager.stockOf(product.id, warehouse.id)).onHand;
      const res = await manager.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 1 }] });
      expect(expectStatus(res, 409)).toEqual({
        success: false,
        error: { code: 'INVALID_STATE', message: `Cannot receive a ${status} purchase order`, details: { currentStatus: status } },
      });
      expect((await manager.purchaseOrderById(order.id)).status).toBe(status);
      expect((await manager.stockOf(product.id, warehouse.id)).onHand).toBe(onHand);
    });

    it('returns 400 naming the request line the order does not have', async () => {
      const { products, order } = await fixture([[4, 1, 0]]);
      const stranger = await admin.product();
      const res = await manager.receiveOrder(order.id, {
        items: [
          { productId: products[0]!.id, quantity: 1 },
          { productId: stranger.id, quantity: 1 },
          { itemId: randomUUID(), quantity: 1 },
        ],
      });
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.1': ['The order has no such line'], 'items.2': ['The order has no such line'] }));
      expect((await manager.purchaseOrderById(order.id)).items[0]!.receivedQuantity).toBe(0);
    });

    it('returns 400 for a line of another order', async () => {
      const first = await fixture([[4, 1, 0]]);
      const second = await fixture([[4, 1, 0]]);
      const res = await manager.receiveOrder(first.order.id, { items: [{ itemId: second.order.items[0]!.id, quantity: 1 }] });
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.0': ['The order has no such line'] }));
    });

    const bodyCases: { title: string; body: Record<string, unknown>; details: Record<string, string[]> }[] = [
      { title: 'items is missing', body: {}, details: { items: ['Items are required'] } },
      { title: 'items is empty', body: { items: [] }, details: { items: ['At least one item is required'] } },
      { title: 'a quantity is 0', body: { items: [{ itemId: randomUUID(), quantity: 0 }] }, details: { 'items.0.quantity': ['Quantity must be at least 1'] } },
      { title: 'a quantity is "1"', body: { items: [{ itemId: randomUUID(), quantity: '1' }] }, details: { 'items.0.quantity': ['Quantity must be an integer'] } },
      { title: 'a line names neither itemId nor productId', body: { items: [{ quantity: 1 }] }, details: { 'items.0': ['Give exactly one of itemId and productId'] } },
      {
        title: 'a line names both itemId and productId',
        body: { items: [{ itemId: randomUUID(), productId: randomUUID(), quantity: 1 }] },
        details: { 'items.0': ['Give exactly one of itemId and productId'] },
      },
      { title: 'the note has 1001 characters', body: { items: [{ itemId: randomUUID(), quantity: 1 }], note: 'n'.repeat(1001) }, details: { note: ['Note is too long'] } },
    ];
    it.each(bodyCases)('returns 400 when $title', async ({ body, details }) => {
      const { order } = await fixture([[4, 1, 0]]);
      expect(expectStatus(await manager.receiveOrder(order.id, body), 400)).toEqual(validation(details));
    });

    it('returns 404 "Purchase order not found" for an unknown order', async () => {
      expectError(await manager.receiveOrder(randomUUID(), { items: [{ productId: randomUUID(), quantity: 1 }] }), 404, 'NOT_FOUND', 'Purchase order not found');
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first response for a retry with the same key and body, receiving once', async () => {
      const { warehouse, products, order } = await fixture([[10, 2, 0]]);
      const [product] = products as [ProductView];
      const key = `receive-${randomUUID()}`;
      const items = [{ productId: product.id, quantity: 4 }];
      const first = expectStatus<{ data: PurchaseOrderView }>(await staff.receiveOrder(order.id, { items }, key), 200);
      const retry = expectStatus<{ data: PurchaseOrderView }>(await staff.receiveOrder(order.id, { items }, key), 200);
      expect(retry).toEqual(first);
      expect(lineOf(await staff.purchaseOrderById(order.id), product).receivedQuantity).toBe(4);
      expect(await staff.stockOf(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 0 });
      expect(await staff.ledger(product.id, warehouse.id)).toHaveLength(1);
    });

    it('returns 409 IDEMPOTENCY_CONFLICT for the same key with a different body or order', async () => {
      const { products, order } = await fixture([[10, 2, 0]]);
      const other = await fixture([[10, 2, 0]]);
      const [product] = products as [ProductView];
      const key = `receive-${randomUUID()}`;
      await staff.received(order.id, [{ productId: product.id, quantity: 1 }], key);
      expectError(await staff.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 2 }] }, key), 409, 'IDEMPOTENCY_CONFLICT');
      expectError(await staff.receiveOrder(other.order.id, { items: [{ productId: other.products[0]!.id, quantity: 1 }] }, key), 409, 'IDEMPOTENCY_CONFLICT');
      expect(lineOf(await staff.purchaseOrderById(order.id), product).receivedQuantity).toBe(1);
      expect((await staff.purchaseOrderById(other.order.id)).items[0]!.receivedQuantity).toBe(0);
    });

    it('keys are per user: another user with the same key receives again', async () => {
      const { products, order } = await fixture([[10, 2, 0]]);
      const [product] = products as [ProductView];
      const key = `receive-${randomUUID()}`;
      await staff.received(order.id, [{ productId: product.id, quantity: 1 }], key);
      await manager.received(order.id, [{ productId: product.id, quantity: 1 }], key);
      expect(lineOf(await staff.purchaseOrderById(order.id), product).receivedQuantity).toBe(2);
    });

    it('records nothing for a refused receipt: a corrected retry with the same key succeeds', async () => {
      const { products, order } = await fixture([[3, 2, 0]]);
      const [product] = products as [ProductView];
      const key = `receive-${randomUUID()}`;
      expectError(await staff.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 4 }] }, key), 409, 'OVER_RECEIPT');
      expectError(await staff.receiveOrder(order.id, { items: [{ productId: product.id, quantity: 4 }] }, key), 409, 'OVER_RECEIPT');
      const done = await staff.received(order.id, [{ productId: product.id, quantity: 3 }], `${key}-fixed`);
      expect(done.status).toBe('received');
    });
  });
});

describe('ledger invariant after the receipt tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
