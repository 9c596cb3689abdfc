/**
 * Purchase orders (decision 0004): POST/GET /api/orders/purchase-orders and GET/PUT …/{id}. Drafts,
 * gapless PO numbers, money exact to the cent, editing drafts, the status life cycle (every legal
 * and illegal transition through PUT), the status history, and the filtered list. Receipts are in
 * purchase-orders.receive.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import {
  expectError,
  expectInvalidState,
  orderClient,
  PURCHASE_ORDERS,
  seq,
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
let managerId: string;
let staffId: string;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
  // The suppliers below sell in EUR: approving their orders fixes this rate (decision 0016).
  expectStatus(await admin.send('POST', '/api/exchange-rates', { currency: 'EUR', rate: 1.08, validFrom: '2025-01-01' }), 201);
  [managerId, staffId] = [await manager.me(), await staff.me()];
});

const today = () => new Date().toISOString().slice(0, 10);

interface World {
  warehouse: WarehouseView;
  supplier: SupplierView;
  products: ProductView[];
}

/** A fresh warehouse, a supplier (currency EUR) and one product per cost price. */
async function world(...costs: number[]): Promise<World> {
  const warehouse = await admin.warehouse();
  const supplier = await admin.supplier({ currency: 'EUR' });
  const category = await admin.products.category();
  const products: ProductView[] = [];
  for (const costPrice of costs.length ? costs : [2.5]) products.push(await admin.product({ costPrice, sellingPrice: 99 }, category.id));
  return { warehouse, supplier, products };
}

/** A create body for `w` with one line per product (quantity 5 unless `items` is given). */
function body(w: World, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    supplierId: w.supplier.id,
    warehouseId: w.warehouse.id,
    items: w.products.map((p) => ({ productId: p.id, quantity: 5 })),
    ...extra,
  };
}

/** A purchase order of `w` brought to `status` through the API (two lines; partially_received receives one unit). */
async function orderIn(status: PurchaseOrderStatus): Promise<PurchaseOrderView> {
  const w = await world(1, 2);
  const order = await manager.purchaseOrder(body(w));
  if (status === 'draft') return order;
  if (status === 'cancelled') return manager.updatePurchaseOrder(order.id, { status: 'cancelled' });
  const approved = await manager.updatePurchaseOrder(order.id, { status: 'approved' });
  if (status === 'approved') return approved;
  if (status === 'partially_received') return manager.received(order.id, [{ itemId: order.items[0]!.id, quantity: 1 }]);
  return manager.received(order.id, order.items.map((i) => ({ itemId: i.id, quantity: i.quantity })));
}

describe('POST /api/orders/purchase-orders', () => {
  it('returns 201 with a draft numbered PO-nnnnnn, its lines, exact totals, defaults and audit fields', async () => {
    const w = await world(2.5, 4);
    const [a, b] = w.products as [ProductView, ProductView];
    const res = await manager.postPurchaseOrder({
      supplierId: w.supplier.id,
      warehouseId: w.warehouse.id,
      expectedDate: '2030-05-01',
      notes: 'Spring restock',
      items: [
        { productId: a.id, quantity: 10, unitCost: 13.3333 },
        { productId: b.id, quantity: 3 },
      ],
    });
    const parsed = expectStatus<{ success: true; data: PurchaseOrderView; message: string }>(res, 201);
    expect(parsed.message).toBe('Purchase order created');
    const order = parsed.data;
    expect(order).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      number: expect.stringMatching(/^PO-\d{6}$/),
      supplierId: w.supplier.id,
      supplierName: w.supplier.name,
      supplierCode: w.supplier.code,
      warehouseId: w.warehouse.id,
      warehouseCode: w.warehouse.code,
      warehouseName: w.warehouse.name,
      status: 'draft',
      orderDate: today(),
      expectedDate: '2030-05-01',
      currency: 'EUR',
      exchangeRate: null,
      exchangeRateFixedAt: null,
      notes: 'Spring restock',
      items: expect.any(Array),
      subtotal: 145.33,
      createdBy: managerId,
      createdByName: 'Test manager',
      updatedBy: managerId,
      updatedByName: 'Test manager',
      approvedBy: null,
      approvedByName: null,
      approvedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      history: [{ from: null, to: 'draft', by: managerId, byName: 'Test manager', at: expect.any(String) }],
      returns: [],
    });
    expect(order.items).toHaveLength(2);
    expect(order.items).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), productId: a.id, sku: a.sku, productName: a.name, barcode: a.barcode, quantity: 10, unit: null, unitQuantity: null, unitCost: 13.3333, receivedQuantity: 0, returnedQuantity: 0, lineTotal: 133.33, currency: 'EUR' },
        // The unit cost defaults to the product's cost price: 3 × 4.00.
        { id: expect.any(String), productId: b.id, sku: b.sku, productName: b.name, barcode: b.barcode, quantity: 3, unit: null, unitQuantity: null, unitCost: 4, receivedQuantity: 0, returnedQuantity: 0, lineTotal: 12, currency: 'EUR' },
      ]),
    );
    expect(await manager.purchaseOrderById(order.id)).toEqual(order);
  });

  it('computes line totals and the subtotal in the database, exact to the cent', async () => {
    const w = await world(0, 0, 0);
    const [a, b, c] = w.products as [ProductView, ProductView, ProductView];
    const order = await manager.purchaseOrder(
      body(w, {
        items: [
          { productId: a.id, quantity: 3, unitCost: 0.1 },
          { productId: b.id, quantity: 7, unitCost: 1.1 },
          { productId: c.id, quantity: 3, unitCost: 0.3333 },
        ],
      }),
    );
    // 0.30 + 7.70 + 1.00 (0.9999 rounded): not the float sum 0.1*3 + 1.1*7 + …
    expect(order.items.map((i) => i.lineTotal).sort((x, y) => x - y)).toEqual([0.3, 1, 7.7]);
    expect(order.subtotal).toBe(9);
  });

  it('uses the currency sent instead of the supplier\'s, and the order date sent', async () => {
    const w = await world();
    const order = await manager.purchaseOrder(body(w, { currency: 'JPY', orderDate: '2024-02-29' }));
    expect(order).toMatchObject({ currency: 'JPY', orderDate: '2024-02-29' });
  });

  it('lets staff (orders:create) create a draft', async () => {
    const w = await world();
    const order = await staff.purchaseOrder(body(w));
    expect(order).toMatchObject({ status: 'draft', createdBy: staffId });
  });

  it('numbers orders consecutively, and a refused create uses no number', async () => {
    const w = await world();
    const first = await manager.purchaseOrder(body(w));
    const inactive = await admin.supplier({ isActive: false });
    expectError(await manager.postPurchaseOrder(body(w, { supplierId: inactive.id })), 400, 'VALIDATION_ERROR');
    const second = await manager.purchaseOrder(body(w));
    expect(seq(first.number, 'PO')).toBeGreaterThanOrEqual(1);
    expect(second.number).toBe(`PO-${String(seq(first.number, 'PO') + 1).padStart(6, '0')}`);
  });

  it('accepts unit costs with four decimals and 0', async () => {
    const w = await world(0, 0);
    const [a, b] = w.products as [ProductView, ProductView];
    const order = await manager.purchaseOrder(body(w, { items: [{ productId: a.id, quantity: 1, unitCost: 0.0001 }, { productId: b.id, quantity: 2, unitCost: 0 }] }));
    expect(order.items.find((i) => i.productId === a.id)).toMatchObject({ unitCost: 0.0001, lineTotal: 0 });
    expect(order.subtotal).toBe(0);
  });

  describe('validation', () => {
    const lineCases: { title: string; line: Record<string, unknown>; field: string; message: string }[] = [
      { title: 'quantity is 0', line: { quantity: 0 }, field: 'items.0.quantity', message: 'Quantity must be at least 1' },
      { title: 'quantity is negative', line: { quantity: -3 }, field: 'items.0.quantity', message: 'Quantity must be at least 1' },
      { title: 'quantity is fractional', line: { quantity: 1.5 }, field: 'items.0.quantity', message: 'Quantity must be an integer' },
      { title: 'quantity is a string', line: { quantity: '2' }, field: 'items.0.quantity', message: 'Quantity must be an integer' },
      { title: 'unitCost is negative', line: { quantity: 1, unitCost: -0.01 }, field: 'items.0.unitCost', message: 'Unit cost must not be negative' },
      { title: 'unitCost has five decimals', line: { quantity: 1, unitCost: 1.00001 }, field: 'items.0.unitCost', message: 'Unit cost has at most 4 decimals' },
      { title: 'unitCost is a string', line: { quantity: 1, unitCost: '1.00' }, field: 'items.0.unitCost', message: 'Unit cost must be a number' },
      // null is not "no unit cost": it must not be read as a cost of 0.
      { title: 'unitCost is null', line: { quantity: 1, unitCost: null }, field: 'items.0.unitCost', message: 'Unit cost must be a number' },
      { title: 'quantity is true', line: { quantity: true }, field: 'items.0.quantity', message: 'Quantity must be an integer' },
      { title: 'quantity is 100000001', line: { quantity: 100_000_001 }, field: 'items.0.quantity', message: 'Quantity must be at most 100,000,000' },
      { title: 'productId is malformed', line: { quantity: 1, productId: 'p' }, field: 'items.0.productId', message: 'Invalid product ID' },
    ];
    it.each(lineCases)('returns 400 "$message" when a line\'s $title', async ({ line, field, message }) => {
      const w = await world();
      const res = await manager.postPurchaseOrder(body(w, { items: [{ productId: w.products[0]!.id, ...line }] }));
      expect(expectStatus(res, 400)).toEqual(validation({ [field]: [message] }));
    });

    it('returns 400 "Line total is too high" for a line past 999,999,999,999.99, and accepts the largest that fits', async () => {
      const w = await world();
      const productId = w.products[0]!.id;
      // 10,000 × 99,999,999.9999 = 999,999,999,999.00 fits; 10,001 units do not.
      const fits = await manager.purchaseOrder(body(w, { items: [{ productId, quantity: 10_000, unitCost: 99_999_999.9999 }] }));
      expect(fits.subtotal).toBe(999_999_999_999);
      const res = await manager.postPurchaseOrder(body(w, { items: [{ productId, quantity: 10_001, unitCost: 99_999_999.9999 }] }));
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.0.quantity': ['Line total is too high'] }));
      const huge = await manager.postPurchaseOrder(body(w, { items: [{ productId, quantity: 100_000_000, unitCost: 10_000 }] }));
      expect(expectStatus(huge, 400)).toEqual(validation({ 'items.0.quantity': ['Line total is too high'] }));
    });

    it('returns 400 for missing items, no items and a product listed twice', async () => {
      const w = await world();
      const productId = w.products[0]!.id;
      expect(expectStatus(await manager.postPurchaseOrder({ supplierId: w.supplier.id, warehouseId: w.warehouse.id }), 400)).toEqual(
        validation({ items: ['Items are required'] }),
      );
      expect(expectStatus(await manager.postPurchaseOrder(body(w, { items: [] })), 400)).toEqual(validation({ items: ['At least one item is required'] }));
      const twice = body(w, { items: [{ productId, quantity: 1 }, { productId, quantity: 2 }] });
      expect(expectStatus(await manager.postPurchaseOrder(twice), 400)).toEqual(validation({ 'items.1.productId': ['Duplicate product in items'] }));
    });

    it('returns 400 for malformed ids, dates and currency', async () => {
      const w = await world();
      const res = await manager.postPurchaseOrder(body(w, { supplierId: 's', warehouseId: 'w', orderDate: '01/02/2024', currency: 'eur' }));
      expect(expectStatus(res, 400)).toEqual(
        validation({
          supplierId: ['Invalid supplier ID'],
          warehouseId: ['Invalid warehouse ID'],
          orderDate: ['Order date must be an ISO date (YYYY-MM-DD)'],
          currency: ['Currency must be an ISO 4217 code'],
        }),
      );
      expect(expectStatus(await manager.postPurchaseOrder(body(w, { currency: 'XYZ' })), 400)).toEqual(validation({ currency: ['Currency must be an ISO 4217 code'] }));
    });

    it('returns 400 VALIDATION_ERROR naming supplierId for an inactive or unknown supplier', async () => {
      const w = await world();
      const inactive = await admin.supplier({ isActive: false });
      expect(expectStatus(await manager.postPurchaseOrder(body(w, { supplierId: inactive.id })), 400)).toEqual(validation({ supplierId: ['Supplier is inactive'] }));
      expect(expectStatus(await manager.postPurchaseOrder(body(w, { supplierId: randomUUID() })), 400)).toEqual(validation({ supplierId: ['Supplier not found'] }));
      expect((await manager.purchaseOrders({ supplierId: inactive.id })).meta.total).toBe(0);
    });

    it('returns 400 VALIDATION_ERROR naming warehouseId for an inactive or unknown warehouse', async () => {
      const w = await world();
      const inactive = await admin.warehouse({ isActive: false });
      expect(expectStatus(await manager.postPurchaseOrder(body(w, { warehouseId: inactive.id })), 400)).toEqual(validation({ warehouseId: ['Warehouse is inactive'] }));
      expect(expectStatus(await manager.postPurchaseOrder(body(w, { warehouseId: randomUUID() })), 400)).toEqual(validation({ warehouseId: ['Warehouse not found'] }));
      expect((await manager.purchaseOrders({ supplierId: w.supplier.id })).meta.total).toBe(0);
    });

    it('returns 400 VALIDATION_ERROR naming the line of an inactive or unknown product', async () => {
      const w = await world(1, 1);
      const [active, archived] = w.products as [ProductView, ProductView];
      expectStatus(await admin.products.put(archived.id, { isActive: false }), 200);
      const res = await manager.postPurchaseOrder(
        body(w, {
          items: [
            { productId: active.id, quantity: 1 },
            { productId: archived.id, quantity: 1 },
            { productId: randomUUID(), quantity: 1 },
          ],
        }),
      );
      expect(expectStatus(res, 400)).toEqual(validation({ 'items.1.productId': ['Product is inactive'], 'items.2.productId': ['Product not found'] }));
      expect((await manager.purchaseOrders({ supplierId: w.supplier.id })).meta.total).toBe(0);
    });
  });
});

describe('GET /api/orders/purchase-orders/{id}', () => {
  it('returns the order with its full status history, oldest first', async () => {
    const w = await world(1);
    const order = await staff.purchaseOrder(body(w));
    await manager.updatePurchaseOrder(order.id, { status: 'approved' });
    await staff.received(order.id, [{ itemId: order.items[0]!.id, quantity: 2 }]);
    await admin.received(order.id, [{ itemId: order.items[0]!.id, quantity: 3 }]);
    const adminId = await admin.me();
    const found = await manager.purchaseOrderById(order.id);
    expect(found.status).toBe('received');
    expect(found.history).toEqual([
      { from: null, to: 'draft', by: staffId, byName: 'Test staff', at: expect.any(String) },
      { from: 'draft', to: 'approved', by: managerId, byName: 'Test manager', at: expect.any(String) },
      { from: 'approved', to: 'partially_received', by: staffId, byName: 'Test staff', at: expect.any(String) },
      { from: 'partially_received', to: 'received', by: adminId, byName: 'Test admin', at: expect.any(String) },
    ]);
    const times = found.history!.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('returns 404 "Purchase order not found" for an unknown id and 404 for a malformed one', async () => {
    expect(expectStatus(await manager.getPurchaseOrder(randomUUID()), 404)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Purchase order not found' },
    });
    expectError(await manager.getPurchaseOrder('PO-000001'), 404, 'NOT_FOUND');
  });
});

describe('PUT /api/orders/purchase-orders/{id}', () => {
  describe('editing a draft', () => {
    it('replaces the items, changes the sent fields and stamps updatedBy; status and history stay', async () => {
      const w = await world(1, 2, 3);
      const [a, b, c] = w.products as [ProductView, ProductView, ProductView];
      const order = await manager.purchaseOrder(body(w, { items: [{ productId: a.id, quantity: 1 }, { productId: b.id, quantity: 1 }] }));
      const res = await staff.putPurchaseOrder(order.id, {
        notes: 'Revised',
        expectedDate: '2031-01-31',
        items: [
          { productId: c.id, quantity: 4, unitCost: 2.255 },
          { productId: a.id, quantity: 2 },
        ],
      });
      const parsed = expectStatus<{ data: PurchaseOrderView; message: string }>(res, 200);
      expect(parsed.message).toBe('Purchase order updated');
      const updated = parsed.data;
      expect(updated).toMatchObject({ status: 'draft', notes: 'Revised', expectedDate: '2031-01-31', updatedBy: staffId, createdBy: managerId, number: order.number });
      expect(updated.items.map((i) => [i.productId, i.quantity, i.unitCost, i.lineTotal]).sort()).toEqual(
        [
          [a.id, 2, 1, 2],
          [c.id, 4, 2.255, 9.02],
        ].sort(),
      );
      expect(updated.subtotal).toBe(11.02);
      expect(updated.history).toEqual(order.history);
      expect(await manager.purchaseOrderById(order.id)).toEqual(updated);
    });

    it('moves a draft to another supplier and warehouse', async () => {
      const w = await world();
      const order = await manager.purchaseOrder(body(w));
      const [supplier, warehouse] = [await admin.supplier(), await admin.warehouse()];
      const updated = await manager.updatePurchaseOrder(order.id, { supplierId: supplier.id, warehouseId: warehouse.id });
      expect(updated).toMatchObject({ supplierId: supplier.id, warehouseId: warehouse.id, items: order.items });
    });

    it('returns 400 naming the field for an inactive supplier, warehouse or product, and changes nothing', async () => {
      const w = await world(1, 1);
      const order = await manager.purchaseOrder(body(w));
      const [supplier, warehouse] = [await admin.supplier({ isActive: false }), await admin.warehouse({ isActive: false })];
      const archived = w.products[1]!;
      expectStatus(await admin.products.put(archived.id, { isActive: false }), 200);
      expect(expectStatus(await manager.putPurchaseOrder(order.id, { supplierId: supplier.id }), 400)).toEqual(validation({ supplierId: ['Supplier is inactive'] }));
      expect(expectStatus(await manager.putPurchaseOrder(order.id, { warehouseId: warehouse.id }), 400)).toEqual(validation({ warehouseId: ['Warehouse is inactive'] }));
      expect(expectStatus(await manager.putPurchaseOrder(order.id, { notes: 'x', items: [{ productId: archived.id, quantity: 9 }] }), 400)).toEqual(
        validation({ 'items.0.productId': ['Product is inactive'] }),
      );
      const after = await manager.purchaseOrderById(order.id);
      expect(after).toEqual(order);
    });

    it('returns 400 for an empty item list', async () => {
      const w = await world();
      const order = await manager.purchaseOrder(body(w));
      expect(expectStatus(await manager.putPurchaseOrder(order.id, { items: [] }), 400)).toEqual(validation({ items: ['At least one item is required'] }));
    });
  });

  describe('legal transitions', () => {
    it('approves a draft (manager): approvedBy, approvedAt and a history entry', async () => {
      const order = await orderIn('draft');
      const before = Date.now();
      const approved = await manager.updatePurchaseOrder(order.id, { status: 'approved' });
      expect(approved).toMatchObject({ status: 'approved', exchangeRate: 1.08, approvedBy: managerId, updatedBy: managerId, items: order.items, subtotal: order.subtotal });
      expect(Date.parse(approved.approvedAt!)).toBeGreaterThanOrEqual(before - 5_000);
      expect(approved.history!.at(-1)).toEqual({ from: 'draft', to: 'approved', by: managerId, byName: 'Test manager', at: expect.any(String) });
    });

    it('approves a draft as admin', async () => {
      const order = await orderIn('draft');
      const adminId = await admin.me();
      expect(await admin.updatePurchaseOrder(order.id, { status: 'approved' })).toMatchObject({ status: 'approved', approvedBy: adminId });
    });

    it('edits and approves a draft in one request', async () => {
      const order = await orderIn('draft');
      const approved = await manager.updatePurchaseOrder(order.id, { notes: 'Final', status: 'approved' });
      expect(approved).toMatchObject({ status: 'approved', notes: 'Final' });
    });

    it('cancels a draft', async () => {
      const order = await orderIn('draft');
      const cancelled = await manager.updatePurchaseOrder(order.id, { status: 'cancelled' });
      expect(cancelled).toMatchObject({ status: 'cancelled', approvedBy: null });
      expect(cancelled.history!.map((h) => [h.from, h.to])).toEqual([
        [null, 'draft'],
        ['draft', 'cancelled'],
      ]);
    });

    it('cancels an approved order', async () => {
      const order = await orderIn('approved');
      const cancelled = await manager.updatePurchaseOrder(order.id, { status: 'cancelled' });
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.history!.at(-1)).toMatchObject({ from: 'approved', to: 'cancelled', by: managerId });
    });
  });

  describe('illegal transitions', () => {
    const cases: { from: PurchaseOrderStatus; to: 'approved' | 'cancelled' }[] = [
      { from: 'approved', to: 'approved' },
      { from: 'partially_received', to: 'approved' },
      { from: 'partially_received', to: 'cancelled' },
      { from: 'received', to: 'approved' },
      { from: 'received', to: 'cancelled' },
      { from: 'cancelled', to: 'approved' },
      { from: 'cancelled', to: 'cancelled' },
    ];
    it.each(cases)('returns 409 INVALID_STATE from $from to $to, naming the current status, and changes nothing', async ({ from, to }) => {
      const order = await orderIn(from);
      const before = await manager.purchaseOrderById(order.id);
      const res = await manager.putPurchaseOrder(order.id, { status: to });
      expect(expectStatus(res, 409)).toEqual({
        success: false,
        error: { code: 'INVALID_STATE', message: `Cannot change status from ${from} to ${to}`, details: { currentStatus: from, requestedStatus: to } },
      });
      expect(await manager.purchaseOrderById(order.id)).toEqual(before);
    });

    it.each(['draft', 'received', 'partially_received', 'shipped'])('returns 400 for the requested status %s (only approved or cancelled)', async (status) => {
      const order = await orderIn('draft');
      expect(expectStatus(await manager.putPurchaseOrder(order.id, { status }), 400)).toEqual(validation({ status: ['Status must be approved or cancelled'] }));
      expect((await manager.purchaseOrderById(order.id)).status).toBe('draft');
    });

    it.each(['approved', 'partially_received', 'received', 'cancelled'] as const)(
      'returns 409 INVALID_STATE naming the status when editing a %s order, and changes nothing',
      async (status) => {
        const order = await orderIn(status);
        const before = await manager.purchaseOrderById(order.id);
        const res = await manager.putPurchaseOrder(order.id, { items: [{ productId: order.items[0]!.productId, quantity: 99 }] });
        expectInvalidState(res, status);
        expectInvalidState(await manager.putPurchaseOrder(order.id, { notes: 'late edit' }), status);
        expect(await manager.purchaseOrderById(order.id)).toEqual(before);
      },
    );
  });

  describe('permissions', () => {
    it('returns 403 when staff (no orders:approve) approves or cancels, and the draft stays', async () => {
      const order = await orderIn('draft');
      expectError(await staff.putPurchaseOrder(order.id, { status: 'approved' }), 403, 'FORBIDDEN', 'Insufficient permissions');
      expectError(await staff.putPurchaseOrder(order.id, { status: 'cancelled' }), 403, 'FORBIDDEN', 'Insufficient permissions');
      // An edit riding along with the refused status change is not applied either.
      expectError(await staff.putPurchaseOrder(order.id, { notes: 'sneaky', status: 'approved' }), 403, 'FORBIDDEN');
      expect(await manager.purchaseOrderById(order.id)).toEqual(order);
    });

    it('returns 403 when staff cancels an approved order', async () => {
      const order = await orderIn('approved');
      expectError(await staff.putPurchaseOrder(order.id, { status: 'cancelled' }), 403, 'FORBIDDEN');
      expect((await manager.purchaseOrderById(order.id)).status).toBe('approved');
    });
  });

  it('returns 404 "Purchase order not found" for an unknown id', async () => {
    expectError(await manager.putPurchaseOrder(randomUUID(), { status: 'approved' }), 404, 'NOT_FOUND', 'Purchase order not found');
  });
});

describe('GET /api/orders/purchase-orders', () => {
  it('lists newest first by order date (then creation) with exact paging metadata', async () => {
    const w = await world();
    const jan = await manager.purchaseOrder(body(w, { orderDate: '2024-01-10' }));
    const mar = await manager.purchaseOrder(body(w, { orderDate: '2024-03-05' }));
    const feb1 = await manager.purchaseOrder(body(w, { orderDate: '2024-02-01' }));
    const feb2 = await manager.purchaseOrder(body(w, { orderDate: '2024-02-01' }));
    const list = await manager.purchaseOrders({ supplierId: w.supplier.id });
    expect(list.data.map((o) => o.id)).toEqual([mar.id, feb2.id, feb1.id, jan.id]);
    expect(list.meta).toEqual({ total: 4, page: 1, limit: 20, hasNext: false, hasPrev: false });
    // List rows carry the lines and subtotal; the history and returns are for GET by id.
    const { history: _, returns: __, ...withoutHistory } = jan;
    expect(list.data[3]).toEqual(withoutHistory);

    const page = await manager.purchaseOrderPage({ supplierId: w.supplier.id, limit: 3, page: 2 });
    expect(page.data.items.map((o) => o.id)).toEqual([jan.id]);
    expect(page.data.pagination).toEqual({ total: 4, page: 2, limit: 3, hasNext: false, hasPrev: true, totalPages: 2 });
  });

  it('filters by status, supplierId, warehouseId and an inclusive from/to range on the order date', async () => {
    const w = await world();
    const other = await admin.warehouse();
    const d1 = await manager.purchaseOrder(body(w, { orderDate: '2023-06-01' }));
    const d2 = await manager.purchaseOrder(body(w, { orderDate: '2023-06-15' }));
    const d3 = await manager.purchaseOrder(body(w, { orderDate: '2023-06-30', warehouseId: other.id }));
    await manager.updatePurchaseOrder(d2.id, { status: 'approved' });
    const ids = async (query: Record<string, string>) => (await manager.purchaseOrders({ supplierId: w.supplier.id, ...query })).data.map((o) => o.id);

    expect(await ids({ status: 'approved' })).toEqual([d2.id]);
    expect(await ids({ status: 'draft' })).toEqual([d3.id, d1.id]);
    expect(await ids({ status: 'received' })).toEqual([]);
    expect(await ids({ warehouseId: other.id })).toEqual([d3.id]);
    expect(await ids({ warehouseId: w.warehouse.id })).toEqual([d2.id, d1.id]);
    expect(await ids({ from: '2023-06-15' })).toEqual([d3.id, d2.id]);
    expect(await ids({ to: '2023-06-15' })).toEqual([d2.id, d1.id]);
    expect(await ids({ from: '2023-06-02', to: '2023-06-29' })).toEqual([d2.id]);
    expect(await ids({ from: '2023-07-01' })).toEqual([]);
    const elsewhere = await admin.supplier();
    expect((await manager.purchaseOrders({ supplierId: elsewhere.id })).meta.total).toBe(0);
  });

  it('lists a work queue: several statuses, a part of the number, expected date first with undated orders last (decision 0019)', async () => {
    const w = await world();
    const late = await manager.purchaseOrder(body(w, { expectedDate: '2031-03-01' }));
    const soon = await manager.purchaseOrder(body(w, { expectedDate: '2031-01-01' }));
    const undated = await manager.purchaseOrder(body(w, { expectedDate: null }));
    const draft = await manager.purchaseOrder(body(w, { expectedDate: '2030-01-01' }));
    for (const order of [late, soon, undated]) await manager.updatePurchaseOrder(order.id, { status: 'approved' });
    const queue = { supplierId: w.supplier.id, status: 'approved,partially_received', sort: 'expectedDate', order: 'asc' };
    expect((await manager.purchaseOrders(queue)).data.map((o) => o.id)).toEqual([soon.id, late.id, undated.id]);
    expect((await manager.purchaseOrders({ ...queue, number: soon.number.slice(-6).toLowerCase() })).data.map((o) => o.id)).toEqual([soon.id]);
    expect((await manager.purchaseOrders({ supplierId: w.supplier.id, status: 'draft,approved', sort: 'expectedDate', order: 'desc' })).data.map((o) => o.id)).toEqual([late.id, soon.id, draft.id, undated.id]);
    expect((await manager.purchaseOrders({ supplierId: w.supplier.id, number: '%' })).data).toEqual([]);
    const refused = expectError(await manager.get(PURCHASE_ORDERS, { status: 'approved,shipped', sort: 'subtotal' }), 400, 'VALIDATION_ERROR').error;
    expect(Object.keys(refused.details as object).sort()).toEqual(['sort', 'status']);
  });

  it('returns 400 for an unknown status, a malformed supplierId and a malformed date', async () => {
    const res = await manager.get(PURCHASE_ORDERS, { status: 'shipped', supplierId: 'x', from: '2024-13-01' });
    const error = expectError(res, 400, 'VALIDATION_ERROR').error;
    expect(Object.keys(error.details as object).sort()).toEqual(['from', 'status', 'supplierId']);
    expect((error.details as Record<string, string[]>).supplierId).toEqual(['Invalid supplier ID']);
  });
});
