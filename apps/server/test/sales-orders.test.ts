/**
 * Sales orders (decision 0004): POST/GET /api/orders/sales-orders and GET/PUT …/{id}. Drafts, gapless SO
 * numbers, prices and discounts exact to the cent, editing drafts, confirming (reserves every line,
 * all or nothing, 409 INSUFFICIENT_STOCK), cancelling (releases reservations), every legal and
 * illegal transition through PUT, the status history and the filtered list. Shipping is in
 * sales-orders.ship.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import {
  ADDRESS,
  expectError,
  expectInvalidState,
  orderClient,
  SALES_ORDERS,
  seq,
  validation,
  type CustomerView,
  type OrderClient,
  type SalesOrderStatus,
  type SalesOrderView,
} from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;
let managerId: string;
let staffId: string;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
  [managerId, staffId] = [await manager.me(), await staff.me()];
});

const today = () => new Date().toISOString().slice(0, 10);
const SHIP_TO = { line1: '5 Market Square', city: 'Leuven', postalCode: '3000', country: 'BE' };

interface World {
  warehouse: WarehouseView;
  customer: CustomerView;
  products: ProductView[];
}

/** A fresh warehouse, a customer with a shipping address, and one product per [selling price, units on hand]. */
async function world(...specs: [number, number][]): Promise<World> {
  const warehouse = await admin.warehouse();
  const customer = await admin.customer({ shippingAddress: ADDRESS });
  const category = await admin.products.category();
  const products: ProductView[] = [];
  for (const [sellingPrice, stock] of specs.length ? specs : [[10, 100] as [number, number]]) {
    const product = await admin.product({ sellingPrice, costPrice: 1 }, category.id);
    if (stock > 0) await admin.receive(product.id, warehouse.id, stock);
    products.push(product);
  }
  return { warehouse, customer, products };
}

/** A create body for `w`, one line of `quantity` per product. */
function body(w: World, extra: Record<string, unknown> = {}, quantity = 2): Record<string, unknown> {
  return { customerId: w.customer.id, warehouseId: w.warehouse.id, items: w.products.map((p) => ({ productId: p.id, quantity })), ...extra };
}

/** A sales order (two products, 2 units each, stock 10 each) brought to `status` through the API. */
async function orderIn(status: SalesOrderStatus): Promise<{ w: World; order: SalesOrderView }> {
  const w = await world([10, 10], [20, 10]);
  const order = await manager.salesOrder(body(w));
  if (status === 'draft') return { w, order };
  if (status === 'cancelled') return { w, order: await manager.updateSalesOrder(order.id, { status: 'cancelled' }) };
  const confirmed = await manager.updateSalesOrder(order.id, { status: 'confirmed' });
  if (status === 'confirmed') return { w, order: confirmed };
  if (status === 'partially_shipped') return { w, order: await manager.shipped(order.id, { items: [{ itemId: order.items[0]!.id, quantity: 1 }] }) };
  return { w, order: await manager.shipped(order.id) };
}

describe('POST /api/orders/sales-orders', () => {
  it('returns 201 with a draft numbered SO-nnnnnn, priced lines, exact totals, defaults and audit fields', async () => {
    const w = await world([19.99, 0], [5, 0]);
    const [a, b] = w.products as [ProductView, ProductView];
    const res = await staff.postSalesOrder({
      customerId: w.customer.id,
      warehouseId: w.warehouse.id,
      notes: 'Gift wrap',
      items: [
        { productId: a.id, quantity: 3, discount: 10 },
        { productId: b.id, quantity: 4, unitPrice: 4.5 },
      ],
    });
    const parsed = expectStatus<{ data: SalesOrderView; message: string }>(res, 201);
    expect(parsed.message).toBe('Sales order created');
    const order = parsed.data;
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.stringMatching(/^SO-\d{6}$/),
      customerId: w.customer.id,
      customerName: w.customer.name,
      customerCode: w.customer.code,
      warehouseId: w.warehouse.id,
      warehouseCode: w.warehouse.code,
      warehouseName: w.warehouse.name,
      status: 'draft',
      orderDate: today(),
      priority: 0,
      promisedDate: null,
      shipComplete: false,
      allocationStatus: null,
      currency: 'USD',
      notes: 'Gift wrap',
      shippingAddress: ADDRESS,
      items: expect.any(Array),
      subtotal: 71.97,
      shipments: [],
      createdBy: staffId,
      createdByName: 'Test staff',
      updatedBy: staffId,
      updatedByName: 'Test staff',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      history: [{ from: null, to: 'draft', by: staffId, byName: 'Test staff', at: expect.any(String) }],
      returns: [],
    });
    expect(order.items).toHaveLength(2);
    expect(order.items).toEqual(
      expect.arrayContaining([
        // 3 × 19.99 (the selling price by default) less 10 % = 53.973 → 53.97.
        { id: expect.any(String), productId: a.id, sku: a.sku, productName: a.name, barcode: a.barcode, quantity: 3, unit: null, unitQuantity: null, unitPrice: 19.99, discount: 10, shippedQuantity: 0, returnedQuantity: 0, allocatedQuantity: 0, backorderedQuantity: 0, kit: false, kitItemId: null, allocations: [], lineTotal: 53.97, currency: 'USD', shippedFrom: [] },
        { id: expect.any(String), productId: b.id, sku: b.sku, productName: b.name, barcode: b.barcode, quantity: 4, unit: null, unitQuantity: null, unitPrice: 4.5, discount: 0, shippedQuantity: 0, returnedQuantity: 0, allocatedQuantity: 0, backorderedQuantity: 0, kit: false, kitItemId: null, allocations: [], lineTotal: 18, currency: 'USD', shippedFrom: [] },
      ]),
    );
    expect(await manager.salesOrderById(order.id)).toEqual(order);
  });

  it('rounds each discounted line to the cent before summing', async () => {
    const w = await world([0.99, 0], [0.35, 0], [100, 0]);
    const [a, b, c] = w.products as [ProductView, ProductView, ProductView];
    const order = await manager.salesOrder(
      body(w, {
        items: [
          { productId: a.id, quantity: 7, discount: 12.5 }, // 6.93 × 0.875 = 6.06375 → 6.06
          { productId: b.id, quantity: 3, discount: 33.33 }, // 1.05 × 0.6667 = 0.700035 → 0.70
          { productId: c.id, quantity: 1, discount: 100 }, // free
        ],
      }),
    );
    expect(order.items.map((i) => i.lineTotal).sort((x, y) => x - y)).toEqual([0, 0.7, 6.06]);
    expect(order.subtotal).toBe(6.76);
  });

  it('takes the shipping address sent over the customer\'s, and the order date sent', async () => {
    const w = await world();
    const order = await manager.salesOrder(body(w, { shippingAddress: SHIP_TO, orderDate: '2024-12-31' }));
    expect(order).toMatchObject({ shippingAddress: SHIP_TO, orderDate: '2024-12-31' });
  });

  it('does not reserve stock for a draft', async () => {
    const w = await world([10, 5]);
    await manager.salesOrder(body(w, {}, 5));
    expect(await manager.stockOf(w.products[0]!.id, w.warehouse.id)).toEqual({ onHand: 5, reserved: 0 });
  });

  it('stamps each order and each change with its own time (statements are built once, their times are not)', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const first = (await orderIn('draft')).order;
    await pause();
    const second = (await orderIn('draft')).order;
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    const firstConfirmed = await manager.updateSalesOrder(first.id, { status: 'confirmed' });
    await pause();
    const secondConfirmed = await manager.updateSalesOrder(second.id, { status: 'confirmed' });
    expect(Date.parse(secondConfirmed.updatedAt)).toBeGreaterThan(Date.parse(firstConfirmed.updatedAt));
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(4);
  });

  it('numbers orders consecutively, and a refused create uses no number', async () => {
    const w = await world();
    const first = await manager.salesOrder(body(w));
    const inactive = await admin.customer({ isActive: false });
    expectError(await manager.postSalesOrder(body(w, { customerId: inactive.id })), 400, 'VALIDATION_ERROR');
    const second = await manager.salesOrder(body(w));
    expect(second.number).toBe(`SO-${String(seq(first.number, 'SO') + 1).padStart(6, '0')}`);
  });

  describe('validation', () => {
    const lineCases: { title: string; line: Record<string, unknown>; field: string; message: string }[] = [
      { title: 'quantity is 0', line: { quantity: 0 }, field: 'items.0.quantity', message: 'Quantity must be at least 1' },
      { title: 'quantity is fractional', line: { quantity: 2.5 }, field: 'items.0.quantity', message: 'Quantity must be an integer' },
      { title: 'discount is negative', line: { quantity: 1, discount: -1 }, field: 'items.0.discount', message: 'Discount must be between 0 and 100' },
      { title: 'discount is above 100', line: { quantity: 1, discount: 100.01 }, field: 'items.0.discount', message: 'Discount must be between 0 and 100' },
      { title: 'discount has three decimals', line: { quantity: 1, discount: 1.125 }, field: 'items.0.discount', message: 'Discount has at most 2 decimals' },
      { title: 'discount is the string "10"', line: { quantity: 1, discount: '10' }, field: 'items.0.discount', message: 'Discount must be a number' },
      { title: 'unitPrice is negative', line: { quantity: 1, unitPrice: -0.01 }, field: 'items.0.unitPrice', message: 'Unit price must not be negative' },
      { title: 'unitPrice has three decimals', line: { quantity: 1, unitPrice: 1.999 }, field: 'items.0.unitPrice', message: 'Unit price has at most 2 decimals' },
      // null is not "no price": it must not be read as a price of 0.
      { title: 'unitPrice is null', line: { quantity: 1, unitPrice: null }, field: 'items.0.unitPrice', message: 'Unit price must be a number' },
      { title: 'unitPrice is above 999999.99', line: { quantity: 1, unitPrice: 1_000_000 }, field: 'items.0.unitPrice', message: 'Unit price is too high' },
    ];
    it.each(lineCases)('returns 400 "$message" when a line\'s $title', async ({ line, field, message }) => {
      const w = await world();
      const res = await manager.postSalesOrder(body(w, { items: [{ productId: w.products[0]!.id, ...line }] }));
      expect(expectStatus(res, 400)).toEqual(validation({ [field]: [message] }));
    });

    it('returns 400 "Line total is too high" past 999,999,999,999.99 after the discount, and accepts what fits', async () => {
      const w = await world([999_999.99, 0]);
      const productId = w.products[0]!.id;
      // 1,000,000 × 999,999.99 = 999,999,990,000.00 fits; 1,000,001 units do not, unless discounted.
      expect((await manager.salesOrder(body(w, { items: [{ productId, quantity: 1_000_000 }] }))).subtotal).toBe(999_999_990_000);
      const res = await manager.postSalesOrder(body(w, { items: [{ productId, quantity: 1_000_001 }] }));
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.0.quantity': ['Line total is too high'] }));
      const discounted = await manager.salesOrder(body(w, { items: [{ productId, quantity: 1_500_000, discount: 50 }] }));
      expect(discounted.subtotal).toBe(749_999_992_500);
    });

    it('accepts discounts of 0 and 100 and a unit price of 0', async () => {
      const w = await world([10, 0], [10, 0]);
      const [a, b] = w.products as [ProductView, ProductView];
      const order = await manager.salesOrder(body(w, { items: [{ productId: a.id, quantity: 1, discount: 0, unitPrice: 0 }, { productId: b.id, quantity: 1, discount: 100 }] }));
      expect(order.subtotal).toBe(0);
    });

    it('returns 400 for missing or empty items, a repeated product, and malformed ids', async () => {
      const w = await world();
      const productId = w.products[0]!.id;
      expect(expectStatus(await manager.postSalesOrder({ customerId: w.customer.id, warehouseId: w.warehouse.id }), 400)).toEqual(validation({ items: ['Items are required'] }));
      expect(expectStatus(await manager.postSalesOrder(body(w, { items: [] })), 400)).toEqual(validation({ items: ['At least one item is required'] }));
      expect(expectStatus(await manager.postSalesOrder(body(w, { items: [{ productId, quantity: 1 }, { productId, quantity: 1 }] })), 400)).toEqual(
        validation({ 'items.1.productId': ['Duplicate product in items'] }),
      );
      expect(expectStatus(await manager.postSalesOrder(body(w, { customerId: 'c', warehouseId: 'w' })), 400)).toEqual(
        validation({ customerId: ['Invalid customer ID'], warehouseId: ['Invalid warehouse ID'] }),
      );
    });

    it('returns 400 VALIDATION_ERROR naming customerId for an inactive or unknown customer', async () => {
      const w = await world();
      const inactive = await admin.customer({ isActive: false });
      expect(expectStatus(await manager.postSalesOrder(body(w, { customerId: inactive.id })), 400)).toEqual(validation({ customerId: ['Customer is inactive'] }));
      expect(expectStatus(await manager.postSalesOrder(body(w, { customerId: randomUUID() })), 400)).toEqual(validation({ customerId: ['Customer not found'] }));
      expect((await manager.salesOrders({ customerId: inactive.id })).meta.total).toBe(0);
    });

    it('returns 400 VALIDATION_ERROR naming warehouseId for an inactive or unknown warehouse', async () => {
      const w = await world([10, 0]);
      const inactive = await admin.warehouse({ isActive: false });
      expect(expectStatus(await manager.postSalesOrder(body(w, { warehouseId: inactive.id })), 400)).toEqual(validation({ warehouseId: ['Warehouse is inactive'] }));
      expect(expectStatus(await manager.postSalesOrder(body(w, { warehouseId: randomUUID() })), 400)).toEqual(validation({ warehouseId: ['Warehouse not found'] }));
      expect((await manager.salesOrders({ customerId: w.customer.id })).meta.total).toBe(0);
    });

    it('returns 400 VALIDATION_ERROR naming the line of an inactive or unknown product', async () => {
      const w = await world([10, 0], [10, 0]);
      const [active, archived] = w.products as [ProductView, ProductView];
      expectStatus(await admin.products.put(archived.id, { isActive: false }), 200);
      const res = await manager.postSalesOrder(
        body(w, { items: [{ productId: randomUUID(), quantity: 1 }, { productId: active.id, quantity: 1 }, { productId: archived.id, quantity: 1 }] }),
      );
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.0.productId': ['Product not found'], 'items.2.productId': ['Product is inactive'] }));
      expect((await manager.salesOrders({ customerId: w.customer.id })).meta.total).toBe(0);
    });
  });
});

describe('GET /api/orders/sales-orders/{id}', () => {
  it('returns the order with shipments and its full status history, oldest first', async () => {
    const { order } = await orderIn('shipped');
    const found = await manager.salesOrderById(order.id);
    expect(found.history!.map((h) => [h.from, h.to, h.by])).toEqual([
      [null, 'draft', managerId],
      ['draft', 'confirmed', managerId],
      ['confirmed', 'shipped', managerId],
    ]);
    expect(found.shipments).toHaveLength(1);
  });

  it('returns 404 "Sales order not found" for an unknown id and 404 for a malformed one', async () => {
    expect(expectStatus(await manager.getSalesOrder(randomUUID()), 404)).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Sales order not found' } });
    expectError(await manager.getSalesOrder('SO-1'), 404, 'NOT_FOUND');
  });
});

describe('PUT /api/orders/sales-orders/{id}', () => {
  describe('editing a draft', () => {
    it('replaces the items and changes the sent fields; updatedBy is the editor', async () => {
      const w = await world([10, 0], [3.33, 0]);
      const [a, b] = w.products as [ProductView, ProductView];
      const order = await manager.salesOrder(body(w, { items: [{ productId: a.id, quantity: 1 }] }));
      const updated = await staff.updateSalesOrder(order.id, { notes: 'Call first', shippingAddress: SHIP_TO, items: [{ productId: b.id, quantity: 3, discount: 50 }] });
      expect(updated).toMatchObject({ status: 'draft', notes: 'Call first', shippingAddress: SHIP_TO, updatedBy: staffId, createdBy: managerId, subtotal: 5 });
      expect(updated.items).toEqual([{ id: expect.any(String), productId: b.id, sku: b.sku, productName: b.name, barcode: b.barcode, quantity: 3, unit: null, unitQuantity: null, unitPrice: 3.33, discount: 50, shippedQuantity: 0, returnedQuantity: 0, allocatedQuantity: 0, backorderedQuantity: 0, kit: false, kitItemId: null, allocations: [], lineTotal: 5, currency: 'USD', shippedFrom: [] }]);
      expect(await manager.salesOrderById(order.id)).toEqual(updated);
    });

    it('moves a draft to another warehouse, and confirming then reserves there', async () => {
      const w = await world([10, 0]);
      const product = w.products[0]!;
      const other = await admin.warehouse();
      await admin.receive(product.id, other.id, 4);
      const order = await manager.salesOrder(body(w, {}, 4));
      const confirmed = await manager.updateSalesOrder(order.id, { warehouseId: other.id, status: 'confirmed' });
      expect(confirmed).toMatchObject({ warehouseId: other.id, status: 'confirmed' });
      expect(await manager.stockOf(product.id, other.id)).toEqual({ onHand: 4, reserved: 4 });
    });

    it('returns 400 naming the field for an inactive customer, warehouse or product, and changes nothing', async () => {
      const w = await world([10, 0], [10, 0]);
      const order = await manager.salesOrder(body(w, { items: [{ productId: w.products[0]!.id, quantity: 1 }] }));
      const [customer, warehouse] = [await admin.customer({ isActive: false }), await admin.warehouse({ isActive: false })];
      const archived = w.products[1]!;
      expectStatus(await admin.products.put(archived.id, { isActive: false }), 200);
      expect(expectStatus(await manager.putSalesOrder(order.id, { customerId: customer.id }), 400)).toEqual(validation({ customerId: ['Customer is inactive'] }));
      expect(expectStatus(await manager.putSalesOrder(order.id, { warehouseId: warehouse.id }), 400)).toEqual(validation({ warehouseId: ['Warehouse is inactive'] }));
      expect(expectStatus(await manager.putSalesOrder(order.id, { notes: 'x', items: [{ productId: archived.id, quantity: 1 }] }), 400)).toEqual(
        validation({ 'items.0.productId': ['Product is inactive'] }),
      );
      expect(await manager.salesOrderById(order.id)).toEqual(order);
    });
  });

  describe('confirming', () => {
    it('reserves every line\'s quantity in the order\'s warehouse, writes no movement, and records the change', async () => {
      const w = await world([10, 8], [20, 5]);
      const [a, b] = w.products as [ProductView, ProductView];
      const order = await manager.salesOrder(body(w, { items: [{ productId: a.id, quantity: 3 }, { productId: b.id, quantity: 5 }] }));
      const confirmed = await manager.updateSalesOrder(order.id, { status: 'confirmed' });
      expect(confirmed).toMatchObject({ status: 'confirmed', updatedBy: managerId });
      expect(confirmed.history!.at(-1)).toEqual({ from: 'draft', to: 'confirmed', by: managerId, byName: 'Test manager', at: expect.any(String) });
      expect(await manager.stockOf(a.id, w.warehouse.id)).toEqual({ onHand: 8, reserved: 3 });
      expect(await manager.stockOf(b.id, w.warehouse.id)).toEqual({ onHand: 5, reserved: 5 });
      expect(await manager.level(a.id, w.warehouse.id)).toMatchObject({ available: 5 });
      expect(await manager.ledger(a.id, w.warehouse.id)).toHaveLength(1); // the opening receipt only
    });

    it('confirms with what there is and backorders the rest, per line', async () => {
      const w = await world([10, 10], [10, 2], [10, 0]);
      const [enough, short, none] = w.products as [ProductView, ProductView, ProductView];
      const order = await manager.salesOrder(body(w, {}, 3));
      const confirmed = await manager.updateSalesOrder(order.id, { status: 'confirmed' });
      expect(confirmed).toMatchObject({ status: 'confirmed', allocationStatus: 'partially_allocated' });
      const units = (id: string) => confirmed.items.find((item) => item.productId === id)!;
      expect([enough, short, none].map((p) => [units(p.id).allocatedQuantity, units(p.id).backorderedQuantity])).toEqual([[3, 0], [2, 1], [0, 3]]);
      expect(await manager.stockOf(enough.id, w.warehouse.id)).toEqual({ onHand: 10, reserved: 3 });
      expect(await manager.stockOf(short.id, w.warehouse.id)).toEqual({ onHand: 2, reserved: 2 });
      expect(units(short.id).allocations).toEqual([{ locationId: expect.any(String), locationCode: 'DEFAULT', lotId: null, lotNumber: null, expiryDate: null, serialNumber: null, quantity: 2 }]);
    });

    it('counts stock allocated to other orders as unavailable', async () => {
      const w = await world([10, 5]);
      const product = w.products[0]!;
      const first = await manager.salesOrder(body(w, {}, 3));
      await manager.updateSalesOrder(first.id, { status: 'confirmed' });
      const second = await manager.salesOrder(body(w, {}, 3));
      const confirmed = await manager.updateSalesOrder(second.id, { status: 'confirmed' });
      expect(confirmed.items[0]).toMatchObject({ allocatedQuantity: 2, backorderedQuantity: 1 });
      expect(await manager.stockOf(product.id, w.warehouse.id)).toEqual({ onHand: 5, reserved: 5 });
    });

    it('does not use stock of another warehouse', async () => {
      const w = await world([10, 0]);
      const product = w.products[0]!;
      await admin.receive(product.id, (await admin.warehouse()).id, 50);
      const order = await manager.salesOrder(body(w, {}, 1));
      const confirmed = await manager.updateSalesOrder(order.id, { status: 'confirmed' });
      expect(confirmed).toMatchObject({ allocationStatus: 'backordered' });
      expect(confirmed.items[0]).toMatchObject({ allocatedQuantity: 0, backorderedQuantity: 1 });
    });

    it('confirms as admin', async () => {
      const w = await world([10, 5]);
      const order = await manager.salesOrder(body(w, {}, 5));
      expect((await admin.updateSalesOrder(order.id, { status: 'confirmed' })).status).toBe('confirmed');
      expect(await manager.stockOf(w.products[0]!.id, w.warehouse.id)).toEqual({ onHand: 5, reserved: 5 });
    });
  });

  describe('cancelling', () => {
    it('cancels a draft without touching stock', async () => {
      const { w, order } = await orderIn('draft');
      const cancelled = await manager.updateSalesOrder(order.id, { status: 'cancelled' });
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.history!.at(-1)).toMatchObject({ from: 'draft', to: 'cancelled', by: managerId });
      for (const p of w.products) expect(await manager.stockOf(p.id, w.warehouse.id)).toEqual({ onHand: 10, reserved: 0 });
    });

    it('cancels a confirmed order and releases its reservations', async () => {
      const { w, order } = await orderIn('confirmed');
      for (const p of w.products) expect(await manager.stockOf(p.id, w.warehouse.id)).toEqual({ onHand: 10, reserved: 2 });
      const cancelled = await manager.updateSalesOrder(order.id, { status: 'cancelled' });
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.history!.map((h) => h.to)).toEqual(['draft', 'confirmed', 'cancelled']);
      for (const p of w.products) expect(await manager.stockOf(p.id, w.warehouse.id)).toEqual({ onHand: 10, reserved: 0 });
    });

    it('releases only what was reserved, leaving other orders\' reservations', async () => {
      const w = await world([10, 10]);
      const product = w.products[0]!;
      const keep = await manager.salesOrder(body(w, {}, 4));
      const drop = await manager.salesOrder(body(w, {}, 3));
      await manager.updateSalesOrder(keep.id, { status: 'confirmed' });
      await manager.updateSalesOrder(drop.id, { status: 'confirmed' });
      expect(await manager.stockOf(product.id, w.warehouse.id)).toEqual({ onHand: 10, reserved: 7 });
      await manager.updateSalesOrder(drop.id, { status: 'cancelled' });
      expect(await manager.stockOf(product.id, w.warehouse.id)).toEqual({ onHand: 10, reserved: 4 });
    });
  });

  describe('illegal transitions', () => {
    const cases: { from: SalesOrderStatus; to: 'confirmed' | 'cancelled' }[] = [
      { from: 'confirmed', to: 'confirmed' },
      { from: 'partially_shipped', to: 'confirmed' },
      { from: 'partially_shipped', to: 'cancelled' },
      { from: 'shipped', to: 'confirmed' },
      { from: 'shipped', to: 'cancelled' },
      { from: 'cancelled', to: 'confirmed' },
      { from: 'cancelled', to: 'cancelled' },
    ];
    it.each(cases)('returns 409 INVALID_STATE from $from to $to, naming the current status, and changes neither order nor stock', async ({ from, to }) => {
      const { w, order } = await orderIn(from);
      const before = await manager.salesOrderById(order.id);
      const stock = await Promise.all(w.products.map((p) => manager.stockOf(p.id, w.warehouse.id)));
      const res = await manager.putSalesOrder(order.id, { status: to });
      expect(expectStatus(res, 409)).toEqual({
        success: false,
        error: { code: 'INVALID_STATE', message: `Cannot change status from ${from} to ${to}`, details: { currentStatus: from, requestedStatus: to } },
      });
      expect(await manager.salesOrderById(order.id)).toEqual(before);
      expect(await Promise.all(w.products.map((p) => manager.stockOf(p.id, w.warehouse.id)))).toEqual(stock);
    });

    it.each(['draft', 'shipped', 'partially_shipped', 'approved'])('returns 400 for the requested status %s (only confirmed or cancelled)', async (status) => {
      const { order } = await orderIn('draft');
      expect(expectStatus(await manager.putSalesOrder(order.id, { status }), 400)).toEqual(validation({ status: ['Status must be confirmed or cancelled'] }));
    });

    it.each(['confirmed', 'partially_shipped', 'shipped', 'cancelled'] as const)('returns 409 INVALID_STATE naming the status when editing a %s order', async (status) => {
      const { order } = await orderIn(status);
      const before = await manager.salesOrderById(order.id);
      expectInvalidState(await manager.putSalesOrder(order.id, { items: [{ productId: order.items[0]!.productId, quantity: 1 }] }), status);
      expectInvalidState(await manager.putSalesOrder(order.id, { shippingAddress: SHIP_TO }), status);
      expect(await manager.salesOrderById(order.id)).toEqual(before);
    });
  });

  describe('permissions', () => {
    it('returns 403 when staff (no orders:approve) confirms or cancels; nothing is reserved', async () => {
      const { w, order } = await orderIn('draft');
      expectError(await staff.putSalesOrder(order.id, { status: 'confirmed' }), 403, 'FORBIDDEN', 'Insufficient permissions');
      expectError(await staff.putSalesOrder(order.id, { status: 'cancelled' }), 403, 'FORBIDDEN', 'Insufficient permissions');
      expectError(await staff.putSalesOrder(order.id, { notes: 'sneaky', status: 'confirmed' }), 403, 'FORBIDDEN');
      expect(await manager.salesOrderById(order.id)).toEqual(order);
      expect(await manager.stockOf(w.products[0]!.id, w.warehouse.id)).toEqual({ onHand: 10, reserved: 0 });
    });

    it('returns 403 when staff cancels a confirmed order; the reservation stays', async () => {
      const { w, order } = await orderIn('confirmed');
      expectError(await staff.putSalesOrder(order.id, { status: 'cancelled' }), 403, 'FORBIDDEN');
      expect(await manager.stockOf(w.products[0]!.id, w.warehouse.id)).toEqual({ onHand: 10, reserved: 2 });
    });
  });

  it('returns 404 "Sales order not found" for an unknown id', async () => {
    expectError(await manager.putSalesOrder(randomUUID(), { status: 'confirmed' }), 404, 'NOT_FOUND', 'Sales order not found');
  });
});

describe('GET /api/orders/sales-orders', () => {
  it('lists newest first by order date (then creation) in both forms', async () => {
    const w = await world();
    const older = await manager.salesOrder(body(w, { orderDate: '2024-04-01' }));
    const newest = await manager.salesOrder(body(w, { orderDate: '2024-05-01' }));
    const sameDay = await manager.salesOrder(body(w, { orderDate: '2024-04-01' }));
    const list = await manager.salesOrders({ customerId: w.customer.id });
    expect(list.data.map((o) => o.id)).toEqual([newest.id, sameDay.id, older.id]);
    expect(list.meta).toEqual({ total: 3, page: 1, limit: 20, hasNext: false, hasPrev: false });
    expect(list.data[2]).toMatchObject({ id: older.id, items: older.items, subtotal: older.subtotal });
    const page = await manager.page<SalesOrderView>(SALES_ORDERS, { customerId: w.customer.id, limit: 2 });
    expect(page.data.items.map((o) => o.id)).toEqual([newest.id, sameDay.id]);
    expect(page.data.pagination).toEqual({ total: 3, page: 1, limit: 2, hasNext: true, hasPrev: false, totalPages: 2 });
  });

  it('lists a work queue: several statuses, a part of the number, oldest first (decision 0019)', async () => {
    const w = await world([10, 10]);
    const newer = await manager.salesOrder(body(w, { orderDate: '2022-02-01' }));
    const older = await manager.salesOrder(body(w, { orderDate: '2022-01-01' }));
    await manager.salesOrder(body(w, { orderDate: '2021-12-01' }));
    for (const order of [newer, older]) await manager.updateSalesOrder(order.id, { status: 'confirmed' });
    const queue = { customerId: w.customer.id, status: 'confirmed,partially_shipped', sort: 'orderDate', order: 'asc' };
    expect((await manager.salesOrders(queue)).data.map((o) => o.id)).toEqual([older.id, newer.id]);
    expect((await manager.salesOrders({ ...queue, number: newer.number.toLowerCase() })).data.map((o) => o.id)).toEqual([newer.id]);
  });

  it('filters by status, customerId, warehouseId and an inclusive from/to range', async () => {
    const w = await world([10, 10]);
    const other = await admin.warehouse();
    const a = await manager.salesOrder(body(w, { orderDate: '2022-01-01' }));
    const b = await manager.salesOrder(body(w, { orderDate: '2022-01-15' }));
    const c = await manager.salesOrder(body(w, { orderDate: '2022-01-31', warehouseId: other.id }));
    await manager.updateSalesOrder(b.id, { status: 'confirmed' });
    await manager.updateSalesOrder(a.id, { status: 'cancelled' });
    const ids = async (query: Record<string, string>) => (await manager.salesOrders({ customerId: w.customer.id, ...query })).data.map((o) => o.id);
    expect(await ids({ status: 'confirmed' })).toEqual([b.id]);
    expect(await ids({ status: 'cancelled' })).toEqual([a.id]);
    expect(await ids({ status: 'draft' })).toEqual([c.id]);
    expect(await ids({ warehouseId: other.id })).toEqual([c.id]);
    expect(await ids({ from: '2022-01-15', to: '2022-01-31' })).toEqual([c.id, b.id]);
    expect(await ids({ to: '2022-01-01' })).toEqual([a.id]);
    const someoneElse = await admin.customer();
    expect((await manager.salesOrders({ customerId: someoneElse.id })).data).toEqual([]);
  });

  it('returns 400 for an unknown status and a malformed customerId', async () => {
    const error = expectError(await manager.get(SALES_ORDERS, { status: 'approved', customerId: 'nope' }), 400, 'VALIDATION_ERROR').error;
    expect(Object.keys(error.details as object).sort()).toEqual(['customerId', 'status']);
  });
});

describe('ledger invariant after the sales-order tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
