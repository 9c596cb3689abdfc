/**
 * Replenishment (decision 0016): the products each supplier offers and on what terms, one preferred
 * supplier per product; reorder suggestions (available + on order ≤ the reorder point, refilled to
 * the maximum or twice the minimum, at least the supplier's minimum order quantity); draft purchase
 * orders per preferred supplier from them, never twice for the same shortfall, even when two
 * requests race on PostgreSQL.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, FORBIDDEN, type WarehouseView } from './support/inventory.js';
import { expectError, orderClient, validation, type OrderClient, type PurchaseOrderView, type SupplierView } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
});

interface OfferView {
  supplierId: string;
  productId: string;
  sku: string;
  supplierSku: string | null;
  unitCost: number;
  currency: string;
  leadTimeDays: number;
  minimumOrderQuantity: number;
  isPreferred: boolean;
}

interface SuggestionView {
  productId: string;
  sku: string;
  warehouseId: string;
  available: number;
  onOrder: number;
  inTransit: number;
  minStockLevel: number;
  maxStockLevel: number | null;
  suggestedQuantity: number;
  supplier: { supplierId: string; code: string; unitCost: number; currency: string; minimumOrderQuantity: number } | null;
}

const data = <T>(res: LightMyRequestResponse, status = 200) => expectStatus<{ data: T }>(res, status).data;
const offer = (client: OrderClient, supplier: SupplierView, body: Record<string, unknown>) => client.send('POST', `/api/suppliers/${supplier.id}/products`, body);
const offersOf = async (supplier: SupplierView) => (await staff.list<OfferView>(`/api/suppliers/${supplier.id}/products`)).data;
const suggestions = async (warehouse: WarehouseView) => (await staff.list<SuggestionView>('/api/inventory/reorder-suggestions', { warehouseId: warehouse.id, limit: 100 })).data;
const fromSuggestions = (body: Record<string, unknown>) => manager.send('POST', '/api/orders/purchase-orders/from-suggestions', body);

describe('supplier products', () => {
  it("records a supplier's terms per product, one preferred supplier per product", async () => {
    const product = await admin.product({ costPrice: 3 });
    const acme = await admin.supplier({ name: 'Acme', currency: 'EUR' });
    const bolt = await admin.supplier({ name: 'Bolt' });

    const created = data<OfferView>(await offer(manager, acme, { productId: product.id, supplierSku: 'AC-77', unitCost: 2.75, leadTimeDays: 12, minimumOrderQuantity: 24, isPreferred: true }), 201);
    expect(created).toMatchObject({ supplierId: acme.id, productId: product.id, sku: product.sku, supplierSku: 'AC-77', unitCost: 2.75, currency: 'EUR', leadTimeDays: 12, minimumOrderQuantity: 24, isPreferred: true });
    expectError(await offer(manager, acme, { productId: product.id, unitCost: 3 }), 409, 'DUPLICATE_ERROR', 'The supplier already offers this product');

    // Bolt becomes preferred: Acme no longer is.
    data(await offer(manager, bolt, { productId: product.id, unitCost: 2.9, isPreferred: true }), 201);
    expect((await offersOf(acme))[0]).toMatchObject({ isPreferred: false, unitCost: 2.75 });
    expect((await offersOf(bolt))[0]).toMatchObject({ isPreferred: true, currency: 'USD', leadTimeDays: 0, minimumOrderQuantity: 1 });

    const updated = data<OfferView>(await manager.send('PUT', `/api/suppliers/${acme.id}/products/${product.id}`, { unitCost: 2.5, isPreferred: true }));
    expect(updated).toMatchObject({ unitCost: 2.5, isPreferred: true, supplierSku: 'AC-77' });
    expect((await offersOf(bolt))[0]!.isPreferred).toBe(false);

    expect(data<OfferView>(await manager.send('DELETE', `/api/suppliers/${bolt.id}/products/${product.id}`)).productId).toBe(product.id);
    expect(await offersOf(bolt)).toEqual([]);
    expectError(await manager.send('DELETE', `/api/suppliers/${bolt.id}/products/${product.id}`), 404, 'NOT_FOUND', 'Supplier product not found');
  });

  it('refuses an unknown product (400), an unknown supplier (404), and writes by staff (403)', async () => {
    const supplier = await admin.supplier();
    const missing = '01a20b00-0000-7000-8000-0000000000ff';
    expect((await offer(manager, supplier, { productId: missing, unitCost: 1 })).json()).toEqual(validation({ productId: ['Product not found'] }));
    expectError(await offer(manager, { ...supplier, id: missing }, { productId: missing, unitCost: 1 }), 404, 'NOT_FOUND', 'Supplier not found');
    expect((await offer(manager, supplier, { productId: missing, unitCost: -1, currency: 'XXY' })).json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', details: { unitCost: ['Unit cost must not be negative'], currency: ['Currency must be an ISO 4217 code'] } },
    });
    expect((await offer(staff, supplier, { productId: missing, unitCost: 1 })).json()).toEqual(FORBIDDEN);
  });
});

/**
 * A warehouse where:
 * - `short` (min 10, max 50) has 6 on hand, 2 reserved, and 3 on order (5 ordered, 2 received): 4 + 3 = 7 ≤ 10, order 43 from Acme;
 * - `empty` (min 5, no max) had 3, all issued: order 2 × 5 = 10, raised to Bolt's minimum of 24;
 * - `orphan` (min 5, max 8) has 1 and no supplier: order 7, unassigned;
 * - `fine` (min 10) has 12 available, `untracked` has no minimum, `archived` is inactive: none suggested;
 *   nor is any product of the other tests, which this warehouse does not carry.
 */
async function shortWarehouse() {
  const warehouse = await admin.warehouse();
  const [acme, bolt] = [await admin.supplier({ name: 'Acme', currency: 'EUR' }), await admin.supplier({ name: 'Bolt' })];
  const category = (await admin.products.category()).id;
  const product = (overrides: Record<string, unknown>) => admin.product({ costPrice: 2, sellingPrice: 4, ...overrides }, category);
  const short = await product({ minStockLevel: 10, maxStockLevel: 50 });
  const empty = await product({ minStockLevel: 5 });
  const orphan = await product({ minStockLevel: 5, maxStockLevel: 8 });
  const fine = await product({ minStockLevel: 10 });
  const untracked = await product({});
  const archived = await product({ minStockLevel: 10 });
  await admin.receive(short.id, warehouse.id, 4);
  await admin.receive(empty.id, warehouse.id, 3);
  await admin.issue(empty.id, warehouse.id, 3);
  await admin.receive(orphan.id, warehouse.id, 1);
  await admin.receive(fine.id, warehouse.id, 12);
  expectStatus(await admin.send('DELETE', `/api/products/${archived.id}`), 200);
  data(await offer(manager, acme, { productId: short.id, unitCost: 1.8, isPreferred: true }), 201);
  data(await offer(manager, bolt, { productId: short.id, unitCost: 1.5 }), 201);
  data(await offer(manager, bolt, { productId: empty.id, unitCost: 0.9, minimumOrderQuantity: 24, isPreferred: true }), 201);
  data(await offer(manager, bolt, { productId: untracked.id, unitCost: 1, isPreferred: true }), 201);
  const po = await manager.purchaseOrder({ supplierId: bolt.id, warehouseId: warehouse.id, items: [{ productId: short.id, quantity: 5 }] });
  await manager.updatePurchaseOrder(po.id, { status: 'approved' });
  await manager.received(po.id, [{ productId: short.id, quantity: 2 }]);
  const customer = await admin.customer();
  const so = await manager.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: short.id, quantity: 2 }] });
  await manager.updateSalesOrder(so.id, { status: 'confirmed' });
  return { warehouse, acme, bolt, short, empty, orphan, fine };
}

const brief = (s: SuggestionView) => [s.sku, s.available, s.onOrder, s.suggestedQuantity, s.supplier?.code ?? null];

describe('reorder suggestions', () => {
  it('lists what is at or below its reorder point, most short first, with the quantity and the preferred supplier', async () => {
    const { warehouse, acme, bolt, short, empty, orphan } = await shortWarehouse();
    const list = await suggestions(warehouse);
    expect(list.map(brief)).toEqual([
      [empty.sku, 0, 0, 24, bolt.code],
      [orphan.sku, 1, 0, 7, null],
      [short.sku, 4, 3, 43, acme.code],
    ]);
    expect(list[2]).toMatchObject({ warehouseId: warehouse.id, minStockLevel: 10, maxStockLevel: 50, supplier: { supplierId: acme.id, unitCost: 1.8, currency: 'EUR', minimumOrderQuantity: 1 } });
  });

  it('drafts one purchase order per preferred supplier at its costs, lists the rest as unassigned, and never orders the same shortfall twice', async () => {
    const { warehouse, acme, bolt, short, empty, orphan } = await shortWarehouse();
    const first = data<{ purchaseOrders: PurchaseOrderView[]; unassigned: SuggestionView[] }>(await fromSuggestions({ warehouseId: warehouse.id }), 201);
    const lines = first.purchaseOrders.map((po) => [po.supplierId, po.status, po.currency, po.items.map((i) => [i.productId, i.quantity, i.unitCost])]);
    expect(lines.sort()).toEqual(
      [
        [acme.id, 'draft', 'EUR', [[short.id, 43, 1.8]]],
        [bolt.id, 'draft', 'USD', [[empty.id, 24, 0.9]]],
      ].sort(),
    );
    expect(first.unassigned.map(brief)).toEqual([[orphan.sku, 1, 0, 7, null]]);

    // The drafts are on order now: only the unassigned product is still suggested.
    expect((await suggestions(warehouse)).map((s) => s.sku)).toEqual([orphan.sku]);
    const second = data<{ purchaseOrders: PurchaseOrderView[]; unassigned: SuggestionView[] }>(await fromSuggestions({ warehouseId: warehouse.id }), 201);
    expect(second.purchaseOrders).toEqual([]);
    expect(second.unassigned.map((s) => s.sku)).toEqual([orphan.sku]);
  });

  it('counts units in transit to the warehouse on a two-step transfer as coming, until they are received', async () => {
    const [source, warehouse] = [await admin.warehouse(), await admin.warehouse()];
    const product = await admin.product({ costPrice: 2, sellingPrice: 4, minStockLevel: 10, maxStockLevel: 20 });
    await admin.receive(product.id, source.id, 30);
    await admin.receive(product.id, warehouse.id, 2);
    const draft = data<{ id: string }>(await admin.transfer({ fromWarehouseId: source.id, toWarehouseId: warehouse.id, mode: 'two-step', items: [{ productId: product.id, quantity: 5 }] }), 201);
    const now = async () => (await suggestions(warehouse)).find((s) => s.productId === product.id);
    expect(await now()).toMatchObject({ available: 2, inTransit: 0, suggestedQuantity: 18 });

    expectStatus(await admin.send('POST', `/api/warehouse/transfers/${draft.id}/ship`, {}), 200);
    expect(await now()).toMatchObject({ available: 2, inTransit: 5, suggestedQuantity: 13 });
    expectStatus(await admin.send('POST', `/api/warehouse/transfers/${draft.id}/receive`, { items: [{ productId: product.id, quantity: 5 }] }), 200);
    expect(await now()).toMatchObject({ available: 7, inTransit: 0, suggestedQuantity: 13 });
  });

  it('turns only the named products into orders, and keeps a bound user to its warehouse', async () => {
    const { warehouse, short, empty } = await shortWarehouse();
    const only = data<{ purchaseOrders: PurchaseOrderView[] }>(await fromSuggestions({ warehouseId: warehouse.id, productIds: [empty.id] }), 201);
    expect(only.purchaseOrders.flatMap((po) => po.items.map((i) => i.productId))).toEqual([empty.id]);
    expect((await suggestions(warehouse)).map((s) => s.productId)).toContain(short.id);

    const elsewhere = await admin.warehouse();
    const bound = orderClient(t, await t.login('manager', { warehouseId: elsewhere.id }));
    expect((await bound.send('POST', '/api/orders/purchase-orders/from-suggestions', { warehouseId: warehouse.id })).json()).toEqual(FORBIDDEN);
    const seen = (await bound.list<SuggestionView>('/api/inventory/reorder-suggestions', { limit: 100 })).data;
    expect(seen.every((s) => s.warehouseId === elsewhere.id)).toBe(true);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('reorders under concurrency (PostgreSQL)', () => {
  it('drafts each shortfall once when five conversions race', async () => {
    const { warehouse, short, empty } = await shortWarehouse();
    const results = await Promise.all(Array.from({ length: 5 }, () => fromSuggestions({ warehouseId: warehouse.id })));
    expect(results.map((res) => res.statusCode)).toEqual(Array(5).fill(201));
    const ordered = results.flatMap((res) => (res.json() as { data: { purchaseOrders: PurchaseOrderView[] } }).data.purchaseOrders.flatMap((po) => po.items.map((i) => [i.productId, i.quantity])));
    expect(ordered.sort()).toEqual(
      [
        [short.id, 43],
        [empty.id, 24],
      ].sort(),
    );
  });
});
