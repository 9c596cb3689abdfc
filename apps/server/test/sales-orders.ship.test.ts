/**
 * POST /api/orders/sales-orders/{id}/ship (decision 0004): ships the given lines (default: everything
 * remaining) of a confirmed or partially shipped order; each line writes a `shipment` movement that
 * takes units off on hand and reserved, at the product's cost price at that moment (COGS), in one
 * transaction with a shipment record and the status change. OVER_SHIPMENT and INVALID_STATE refuse
 * without writing anything; Idempotency-Key is honoured. Ledger and levels agree at the end.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type MovementListItem, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, orderClient, validation, type OrderClient, type SalesOrderStatus, type SalesOrderView } from './support/orders.js';

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
  products: ProductView[];
  order: SalesOrderView;
}

/**
 * A fresh warehouse and customer, one product per line [ordered quantity, units on hand, cost
 * price], and an order of those lines brought to `status` (confirmed by default).
 */
async function fixture(lines: [number, number, number][], status: SalesOrderStatus = 'confirmed'): Promise<Fixture> {
  const warehouse = await admin.warehouse();
  const customer = await admin.customer();
  const category = await admin.products.category();
  const products: ProductView[] = [];
  for (const [, stock, costPrice] of lines) {
    const product = await admin.product({ costPrice, sellingPrice: 30 }, category.id);
    if (stock > 0) await admin.receive(product.id, warehouse.id, stock);
    products.push(product);
  }
  let order = await manager.salesOrder({
    customerId: customer.id,
    warehouseId: warehouse.id,
    items: lines.map(([quantity], i) => ({ productId: products[i]!.id, quantity })),
  });
  if (status === 'cancelled') order = await manager.updateSalesOrder(order.id, { status: 'cancelled' });
  if (status !== 'draft' && status !== 'cancelled') order = await manager.updateSalesOrder(order.id, { status: 'confirmed' });
  if (status === 'partially_shipped') order = await manager.shipped(order.id, { items: [{ itemId: order.items[0]!.id, quantity: 1 }] });
  if (status === 'shipped') order = await manager.shipped(order.id);
  return { warehouse, products, order };
}

const lineOf = (order: SalesOrderView, product: ProductView) => order.items.find((i) => i.productId === product.id)!;

describe('POST /api/orders/sales-orders/{id}/ship', () => {
  describe('shipping', () => {
    it('ships what is allocated by default: on hand and reserved fall, one shipment movement per line at cost', async () => {
      const { warehouse, products, order } = await fixture([
        [3, 10, 4.2],
        [2, 2, 0.35],
      ]);
      const [a, b] = products as [ProductView, ProductView];
      const res = await staff.shipOrder(order.id, { trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
      const parsed = expectStatus<{ data: SalesOrderView; message: string }>(res, 200);
      expect(parsed.message).toBe('Items shipped');
      const shipped = parsed.data;
      expect(shipped).toMatchObject({ status: 'shipped', updatedBy: staffId });
      expect(shipped.items.map((i) => i.shippedQuantity - i.quantity)).toEqual([0, 0]);
      expect(shipped.shipments).toEqual([{ id: expect.any(String), trackingNumber: '1Z999AA10123456784', carrier: 'UPS', substitutions: [], createdBy: staffId, createdByName: 'Test staff', createdAt: expect.any(String) }]);
      expect(shipped.history!.at(-1)).toEqual({ from: 'confirmed', to: 'shipped', by: staffId, byName: 'Test staff', at: expect.any(String) });

      expect(await staff.stockOf(a.id, warehouse.id)).toEqual({ onHand: 7, reserved: 0 });
      expect(await staff.stockOf(b.id, warehouse.id)).toEqual({ onHand: 0, reserved: 0 });
      const [movement] = await staff.ledger(a.id, warehouse.id, { type: 'shipment' });
      expect(movement).toEqual({
        id: expect.any(String),
        sequence: expect.any(Number),
        productId: a.id,
        sku: a.sku,
        productName: a.name,
        warehouseId: warehouse.id,
        warehouseCode: warehouse.code,
        locationId: expect.any(String),
        suggestedLocationId: null,
        lotId: null,
        serialNumber: null,
        type: 'shipment',
        quantity: -3,
        onHandAfter: 7,
        unitCost: 4.2,
        value: -12.6,
        purchasePriceVariance: null,
        reason: `Shipment for ${order.number}`,
        reference: { type: 'sales_order', id: order.id },
        note: 'Tracking 1Z999AA10123456784',
        createdBy: staffId,
        createdByName: 'Test staff',
        createdAt: expect.any(String),
        effectiveAt: expect.any(String),
      } satisfies MovementListItem);
      expect((await staff.ledger(b.id, warehouse.id, { type: 'shipment' }))[0]).toMatchObject({ quantity: -2, onHandAfter: 0, unitCost: 0.35 });
    });

    it('ships part of a line by itemId (partially_shipped), then the rest by productId (shipped)', async () => {
      const { warehouse, products, order } = await fixture([[5, 8, 1]]);
      const [product] = products as [ProductView];
      const line = lineOf(order, product);
      const partial = await manager.shipped(order.id, { items: [{ itemId: line.id, quantity: 2 }] });
      expect(partial.status).toBe('partially_shipped');
      expect(lineOf(partial, product).shippedQuantity).toBe(2);
      expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 6, reserved: 3 });

      const done = await manager.shipped(order.id, { items: [{ productId: product.id, quantity: 3 }] });
      expect(done.status).toBe('shipped');
      expect(done.shipments).toHaveLength(2);
      expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
      expect(done.history!.map((h) => [h.from, h.to])).toEqual([
        [null, 'draft'],
        ['draft', 'confirmed'],
        ['confirmed', 'partially_shipped'],
        ['partially_shipped', 'shipped'],
      ]);
      const shipments = await manager.ledger(product.id, warehouse.id, { type: 'shipment' });
      expect(shipments.map((m) => m.quantity).sort()).toEqual([-2, -3]);
    });

    it('ships the remainder of a partially shipped order by default', async () => {
      const { warehouse, products, order } = await fixture(
        [
          [4, 4, 1],
          [2, 2, 1],
        ],
        'partially_shipped',
      );
      expect(order.status).toBe('partially_shipped');
      const done = await manager.shipped(order.id);
      expect(done.status).toBe('shipped');
      for (const product of products) expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 0, reserved: 0 });
      const [a] = products as [ProductView];
      expect((await manager.ledger(a.id, warehouse.id, { type: 'shipment' })).map((m) => m.quantity).sort()).toEqual([-1, -3]);
    });

    it('records the cost price at each shipment: a cost change between shipments shows in the later movement', async () => {
      const { warehouse, products, order } = await fixture([[4, 4, 2.5]]);
      const [product] = products as [ProductView];
      await manager.shipped(order.id, { items: [{ productId: product.id, quantity: 1 }] });
      expectStatus(await admin.products.put(product.id, { costPrice: 3.75 }), 200);
      await manager.shipped(order.id);
      const costs = (await manager.ledger(product.id, warehouse.id, { type: 'shipment' })).map((m) => [m.quantity, m.unitCost]);
      expect(costs).toEqual([
        [-3, 3.75],
        [-1, 2.5],
      ]);
    });

    it('ships without tracking details', async () => {
      const { order } = await fixture([[1, 1, 1]]);
      const done = await manager.shipped(order.id, {});
      expect(done.shipments).toEqual([expect.objectContaining({ trackingNumber: null, carrier: null })]);
    });
  });

  describe('refusals', () => {
    it('returns 409 OVER_SHIPMENT when a line would exceed what remains, and writes nothing', async () => {
      const { warehouse, products, order } = await fixture([[5, 9, 1]]);
      const [product] = products as [ProductView];
      const line = lineOf(order, product);
      await manager.shipped(order.id, { items: [{ itemId: line.id, quantity: 4 }] });
      const before = await manager.salesOrderById(order.id);

      const res = await manager.shipOrder(order.id, { items: [{ itemId: line.id, quantity: 2 }] });
      expect(expectStatus(res, 409)).toEqual({
        success: false,
        error: {
          code: 'OVER_SHIPMENT',
          message: 'Shipping more than remains on the order',
          details: [{ itemId: line.id, productId: product.id, ordered: 5, shipped: 4, requested: 2 }],
        },
      });
      expect(await manager.salesOrderById(order.id)).toEqual(before);
      expect(await manager.stockOf(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 1 });
      expect(await manager.ledger(product.id, warehouse.id, { type: 'shipment' })).toHaveLength(1);
    });

    it('returns 409 OVER_SHIPMENT (not an integer overflow) for the largest quantity', async () => {
      const { products, order } = await fixture([[3, 3, 1]]);
      const [product] = products as [ProductView];
      await manager.shipped(order.id, { items: [{ productId: product.id, quantity: 1 }] });
      const res = await manager.shipOrder(order.id, { items: [{ productId: product.id, quantity: 100_000_000 }] });
      expect(expectError(res, 409, 'OVER_SHIPMENT').error.details).toEqual([
        { itemId: order.items[0]!.id, productId: product.id, ordered: 3, shipped: 1, requested: 100_000_000 },
      ]);
    });

    it('is all or nothing: one over-shipped line refuses the whole shipment', async () => {
      const { warehouse, products, order } = await fixture([
        [2, 2, 1],
        [1, 1, 1],
      ]);
      const [ok, over] = products as [ProductView, ProductView];
      const res = await manager.shipOrder(order.id, { items: [{ productId: ok.id, quantity: 2 }, { productId: over.id, quantity: 2 }] });
      expect(expectError(res, 409, 'OVER_SHIPMENT').error.details).toEqual([
        { itemId: lineOf(order, over).id, productId: over.id, ordered: 1, shipped: 0, requested: 2 },
      ]);
      const after = await manager.salesOrderById(order.id);
      expect(after).toMatchObject({ status: 'confirmed', shipments: [] });
      expect(await manager.stockOf(ok.id, warehouse.id)).toEqual({ onHand: 2, reserved: 2 });
    });

    it.each(['draft', 'cancelled', 'shipped'] as const)('returns 409 INVALID_STATE naming the status when the order is %s, and writes nothing', async (status) => {
      const { warehouse, products, order } = await fixture([[1, 3, 1]], status);
      const [product] = products as [ProductView];
      const stock = await manager.stockOf(product.id, warehouse.id);
      expect(expectStatus(await manager.shipOrder(order.id), 409)).toEqual({
        success: false,
        error: { code: 'INVALID_STATE', message: `Cannot ship a ${status} sales order`, details: { currentStatus: status } },
      });
      expect(await manager.stockOf(product.id, warehouse.id)).toEqual(stock);
      expect((await manager.salesOrderById(order.id)).status).toBe(status);
    });

    it('returns 400 naming each request line the order does not have', async () => {
      const { products, order } = await fixture([[2, 2, 1]]);
      const res = await manager.shipOrder(order.id, { items: [{ itemId: randomUUID(), quantity: 1 }, { productId: products[0]!.id, quantity: 1 }] });
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.0': ['The order has no such line'] }));
      expect((await manager.salesOrderById(order.id)).items[0]!.shippedQuantity).toBe(0);
    });

    const bodyCases: { title: string; body: Record<string, unknown>; details: Record<string, string[]> }[] = [
      { title: 'items is empty', body: { items: [] }, details: { items: ['At least one item is required'] } },
      { title: 'a quantity is 0', body: { items: [{ itemId: randomUUID(), quantity: 0 }] }, details: { 'items.0.quantity': ['Quantity must be at least 1'] } },
      { title: 'a quantity is null', body: { items: [{ itemId: randomUUID(), quantity: null }] }, details: { 'items.0.quantity': ['Quantity must be an integer'] } },
      { title: 'a line names neither itemId nor productId', body: { items: [{ quantity: 1 }] }, details: { 'items.0': ['Give exactly one of itemId and productId'] } },
      { title: 'the tracking number has 101 characters', body: { trackingNumber: 't'.repeat(101) }, details: { trackingNumber: ['Tracking number is too long'] } },
      { title: 'the carrier has 101 characters', body: { carrier: 'c'.repeat(101) }, details: { carrier: ['Carrier is too long'] } },
    ];
    it.each(bodyCases)('returns 400 when $title', async ({ body, details }) => {
      const { order } = await fixture([[1, 1, 1]]);
      expect(expectStatus(await manager.shipOrder(order.id, body), 400)).toEqual(validation(details));
      expect((await manager.salesOrderById(order.id)).status).toBe('confirmed');
    });

    it('returns 404 "Sales order not found" for an unknown order', async () => {
      expectError(await manager.shipOrder(randomUUID()), 404, 'NOT_FOUND', 'Sales order not found');
    });
  });

  describe('Idempotency-Key', () => {
    it('replays the first response for a retry with the same key and body, shipping once', async () => {
      const { warehouse, products, order } = await fixture([[4, 6, 1]]);
      const [product] = products as [ProductView];
      const key = `ship-${randomUUID()}`;
      const body = { items: [{ productId: product.id, quantity: 1 }], carrier: 'DHL' };
      const first = expectStatus<{ data: SalesOrderView }>(await staff.shipOrder(order.id, body, key), 200);
      const retry = expectStatus<{ data: SalesOrderView }>(await staff.shipOrder(order.id, body, key), 200);
      expect(retry).toEqual(first);
      const after = await staff.salesOrderById(order.id);
      expect(after.shipments).toHaveLength(1);
      expect(lineOf(after, product).shippedQuantity).toBe(1);
      expect(await staff.stockOf(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 3 });
    });

    it('returns 409 IDEMPOTENCY_CONFLICT for the same key with a different body', async () => {
      const { products, order } = await fixture([[4, 6, 1]]);
      const key = `ship-${randomUUID()}`;
      await staff.shipped(order.id, { items: [{ productId: products[0]!.id, quantity: 1 }] }, key);
      expectError(await staff.shipOrder(order.id, { items: [{ productId: products[0]!.id, quantity: 2 }] }, key), 409, 'IDEMPOTENCY_CONFLICT');
      expect(lineOf(await staff.salesOrderById(order.id), products[0]!).shippedQuantity).toBe(1);
    });
  });
});

describe('ledger invariant after the shipment tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
