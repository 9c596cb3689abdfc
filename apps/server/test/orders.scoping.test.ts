/**
 * Warehouse scoping of orders (decision 0004): a caller bound to a warehouse sees and acts on its
 * warehouse's purchase and sales orders only. Other warehouses' orders are invisible (404 on GET,
 * PUT, receive and ship; absent from lists), and creating an order for another warehouse, or moving
 * a draft there, is 403. An unbound caller sees every warehouse.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { FORBIDDEN, expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import {
  expectError,
  orderClient,
  type CustomerView,
  type OrderClient,
  type PurchaseOrderView,
  type SalesOrderView,
  type SupplierView,
} from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
/** Bound to `home`. */
let homeManager: OrderClient;
let homeStaff: OrderClient;
let home: WarehouseView;
let away: WarehouseView;
let supplier: SupplierView;
let customer: CustomerView;
let product: ProductView;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  [home, away] = [await admin.warehouse(), await admin.warehouse()];
  homeManager = orderClient(t, await t.login('manager', { warehouseId: home.id }));
  homeStaff = orderClient(t, await t.login('staff', { warehouseId: home.id }));
  supplier = await admin.supplier();
  customer = await admin.customer();
  product = await admin.product({ costPrice: 2, sellingPrice: 6 });
  await admin.receive(product.id, home.id, 100);
  await admin.receive(product.id, away.id, 100);
});

const poBody = (warehouseId: string) => ({ supplierId: supplier.id, warehouseId, items: [{ productId: product.id, quantity: 5, unitCost: 2 }] });
const soBody = (warehouseId: string) => ({ customerId: customer.id, warehouseId, items: [{ productId: product.id, quantity: 2 }] });

async function approvedPO(warehouseId: string): Promise<PurchaseOrderView> {
  const order = await admin.purchaseOrder(poBody(warehouseId));
  return admin.updatePurchaseOrder(order.id, { status: 'approved' });
}

async function confirmedSO(warehouseId: string): Promise<SalesOrderView> {
  const order = await admin.salesOrder(soBody(warehouseId));
  return admin.updateSalesOrder(order.id, { status: 'confirmed' });
}

const NOT_FOUND_PO = { success: false, error: { code: 'NOT_FOUND', message: 'Purchase order not found' } };
const NOT_FOUND_SO = { success: false, error: { code: 'NOT_FOUND', message: 'Sales order not found' } };

describe('purchase orders of a warehouse-bound caller', () => {
  it('lists only its warehouse\'s orders, and nothing when it asks for another warehouse', async () => {
    const mine = await admin.purchaseOrder(poBody(home.id));
    const theirs = await admin.purchaseOrder(poBody(away.id));
    const listed = await homeStaff.purchaseOrders({ supplierId: supplier.id, limit: 100 });
    const ids = listed.data.map((o) => o.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(listed.data.every((o) => o.warehouseId === home.id)).toBe(true);
    expect(listed.meta.total).toBe(listed.data.length);

    const asked = await homeStaff.purchaseOrders({ warehouseId: away.id });
    expect(asked.data).toEqual([]);
    expect(asked.meta.total).toBe(0);
    expect((await homeStaff.purchaseOrders({ warehouseId: home.id, limit: 100 })).data.map((o) => o.id)).toContain(mine.id);

    // The unbound admin sees both.
    const all = (await admin.purchaseOrders({ supplierId: supplier.id, limit: 100 })).data.map((o) => o.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('gets its own order and 404 for another warehouse\'s', async () => {
    const mine = await admin.purchaseOrder(poBody(home.id));
    const theirs = await admin.purchaseOrder(poBody(away.id));
    expect(await homeStaff.purchaseOrderById(mine.id)).toEqual(mine);
    expect(expectStatus(await homeStaff.getPurchaseOrder(theirs.id), 404)).toEqual(NOT_FOUND_PO);
  });

  it('creates an order for its warehouse, and 403 for another, creating nothing', async () => {
    const created = await homeStaff.purchaseOrder(poBody(home.id));
    expect(created.warehouseId).toBe(home.id);
    const freshSupplier = await admin.supplier();
    const res = await homeStaff.postPurchaseOrder({ ...poBody(away.id), supplierId: freshSupplier.id });
    expect(expectStatus(res, 403)).toEqual(FORBIDDEN);
    expect((await admin.purchaseOrders({ supplierId: freshSupplier.id })).meta.total).toBe(0);
  });

  it('approves, edits and cancels its own orders, and gets 404 for another warehouse\'s without changing them', async () => {
    const mine = await admin.purchaseOrder(poBody(home.id));
    expect((await homeManager.updatePurchaseOrder(mine.id, { notes: 'ok', status: 'approved' })).status).toBe('approved');

    const theirs = await admin.purchaseOrder(poBody(away.id));
    expect(expectStatus(await homeManager.putPurchaseOrder(theirs.id, { status: 'approved' }), 404)).toEqual(NOT_FOUND_PO);
    expect(expectStatus(await homeManager.putPurchaseOrder(theirs.id, { notes: 'mine now' }), 404)).toEqual(NOT_FOUND_PO);
    expect(expectStatus(await homeManager.putPurchaseOrder(theirs.id, { status: 'cancelled' }), 404)).toEqual(NOT_FOUND_PO);
    expect(await admin.purchaseOrderById(theirs.id)).toEqual(theirs);
  });

  it('returns 403 when moving its own draft to another warehouse, and the draft stays', async () => {
    const mine = await homeStaff.purchaseOrder(poBody(home.id));
    expect(expectStatus(await homeStaff.putPurchaseOrder(mine.id, { warehouseId: away.id }), 403)).toEqual(FORBIDDEN);
    expect((await admin.purchaseOrderById(mine.id)).warehouseId).toBe(home.id);
  });

  it('receives into its own warehouse, and gets 404 receiving another warehouse\'s order with no stock written', async () => {
    const mine = await approvedPO(home.id);
    const homeBefore = await admin.onHand(product.id, home.id);
    expect((await homeStaff.received(mine.id, [{ productId: product.id, quantity: 2 }])).status).toBe('partially_received');
    expect(await admin.onHand(product.id, home.id)).toBe(homeBefore + 2);

    const theirs = await approvedPO(away.id);
    const awayBefore = await admin.onHand(product.id, away.id);
    expect(expectStatus(await homeStaff.receiveOrder(theirs.id, { items: [{ productId: product.id, quantity: 2 }] }), 404)).toEqual(NOT_FOUND_PO);
    expect(await admin.onHand(product.id, away.id)).toBe(awayBefore);
    expect((await admin.purchaseOrderById(theirs.id)).items[0]!.receivedQuantity).toBe(0);
  });
});

describe('sales orders of a warehouse-bound caller', () => {
  it('lists only its warehouse\'s orders, and nothing when it asks for another warehouse', async () => {
    const mine = await admin.salesOrder(soBody(home.id));
    const theirs = await admin.salesOrder(soBody(away.id));
    const listed = await homeStaff.salesOrders({ customerId: customer.id, limit: 100 });
    expect(listed.data.map((o) => o.id)).toContain(mine.id);
    expect(listed.data.map((o) => o.id)).not.toContain(theirs.id);
    expect(listed.data.every((o) => o.warehouseId === home.id)).toBe(true);
    const asked = await homeStaff.salesOrders({ warehouseId: away.id });
    expect(asked).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await admin.salesOrders({ customerId: customer.id, limit: 100 })).data.map((o) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('gets its own order and 404 for another warehouse\'s', async () => {
    const mine = await admin.salesOrder(soBody(home.id));
    const theirs = await admin.salesOrder(soBody(away.id));
    expect((await homeStaff.salesOrderById(mine.id)).id).toBe(mine.id);
    expect(expectStatus(await homeStaff.getSalesOrder(theirs.id), 404)).toEqual(NOT_FOUND_SO);
  });

  it('creates an order for its warehouse, and 403 for another, creating nothing', async () => {
    expect((await homeStaff.salesOrder(soBody(home.id))).warehouseId).toBe(home.id);
    const freshCustomer = await admin.customer();
    expect(expectStatus(await homeStaff.postSalesOrder({ ...soBody(away.id), customerId: freshCustomer.id }), 403)).toEqual(FORBIDDEN);
    expect((await admin.salesOrders({ customerId: freshCustomer.id })).meta.total).toBe(0);
  });

  it('confirms its own order, and gets 404 confirming or cancelling another warehouse\'s with no reservation change', async () => {
    const mine = await admin.salesOrder(soBody(home.id));
    expect((await homeManager.updateSalesOrder(mine.id, { status: 'confirmed' })).status).toBe('confirmed');

    const theirs = await admin.salesOrder(soBody(away.id));
    const reserved = (await admin.stockOf(product.id, away.id)).reserved;
    expect(expectStatus(await homeManager.putSalesOrder(theirs.id, { status: 'confirmed' }), 404)).toEqual(NOT_FOUND_SO);
    expect((await admin.stockOf(product.id, away.id)).reserved).toBe(reserved);

    const confirmed = await confirmedSO(away.id);
    expect(expectStatus(await homeManager.putSalesOrder(confirmed.id, { status: 'cancelled' }), 404)).toEqual(NOT_FOUND_SO);
    expect((await admin.salesOrderById(confirmed.id)).status).toBe('confirmed');
  });

  it('returns 403 when moving its own draft to another warehouse', async () => {
    const mine = await homeStaff.salesOrder(soBody(home.id));
    expectError(await homeStaff.putSalesOrder(mine.id, { warehouseId: away.id }), 403, 'FORBIDDEN');
    expect((await admin.salesOrderById(mine.id)).warehouseId).toBe(home.id);
  });

  it('ships from its own warehouse, and gets 404 shipping another warehouse\'s order with no stock moved', async () => {
    const mine = await confirmedSO(home.id);
    const homeBefore = await admin.stockOf(product.id, home.id);
    expect((await homeStaff.shipped(mine.id)).status).toBe('shipped');
    expect(await admin.stockOf(product.id, home.id)).toEqual({ onHand: homeBefore.onHand - 2, reserved: homeBefore.reserved - 2 });

    const theirs = await confirmedSO(away.id);
    const awayBefore = await admin.stockOf(product.id, away.id);
    expect(expectStatus(await homeStaff.shipOrder(theirs.id), 404)).toEqual(NOT_FOUND_SO);
    expect(await admin.stockOf(product.id, away.id)).toEqual(awayBefore);
    expect((await admin.salesOrderById(theirs.id)).status).toBe('confirmed');
  });
});

