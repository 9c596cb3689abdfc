/**
 * Who did it, and names instead of ids (decision 0019): every output a screen shows carries the display
 * name of the user, or of the API key, that wrote the record (`<field>Name` beside the id), and the
 * names of the warehouses it names, read with the record.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus } from './support/inventory.js';
import { orderClient } from './support/orders.js';

const t = await setupTestApp();
const admin = orderClient(t, await t.login('admin'));
const manager = orderClient(t, await t.login('manager'));
const keyed = await t.app.inject({
  method: 'POST',
  url: '/api/api-keys',
  headers: admin.headers,
  payload: {
    name: 'Web shop',
    permissions: ['products:read', 'products:update', 'inventory:read', 'inventory:adjust', 'inventory:transfer', 'inventory:count', 'orders:read', 'orders:create', 'orders:approve', 'orders:fulfil'],
  },
});
const shop = orderClient(t, expectStatus<{ data: { key: string } }>(keyed, 201).data.key);

const [berlin, warsaw] = [await admin.warehouse({ name: 'Berlin hub' }), await admin.warehouse({ name: 'Warsaw depot' })];
const data = <T>(res: LightMyRequestResponse, status = 200) => expectStatus<{ data: T }>(res, status).data;
const get = <T>(path: string) => admin.get(path).then((res) => data<T>(res));
const first = async <T>(path: string, query: Record<string, string>) => (await admin.list<T>(path, query)).data[0]!;

interface Named {
  id: string;
  createdBy: string | null;
  createdByName: string | null;
}

describe('stock movements', () => {
  it('name who wrote them, a user or an API key, in the ledger and its GET', async () => {
    const product = await admin.product();
    await admin.receive(product.id, berlin.id, 10);
    await shop.issue(product.id, berlin.id, 2);
    expect(data(await manager.adjust({ productId: product.id, warehouseId: berlin.id, quantity: -1, reason: 'damage' }), 201)).toBeTruthy();

    const ledger = await admin.ledger(product.id, berlin.id);
    expect(ledger.map((m) => [m.type, (m as unknown as Named).createdByName])).toEqual([
      ['adjustment', 'Test manager'],
      ['manual_out', 'Web shop'],
      ['manual_in', 'Test admin'],
    ]);
    expect(await get<Named>(`/api/inventory/movements/${ledger[1]!.id}`)).toMatchObject({ createdByName: 'Web shop' });
  });
});

describe('purchase orders', () => {
  it('name who created, approved and changed them, their warehouse, and each status change', async () => {
    const product = await admin.product();
    const supplier = await admin.supplier();
    const order = await shop.purchaseOrder({ supplierId: supplier.id, warehouseId: berlin.id, items: [{ productId: product.id, quantity: 4 }] });
    expect(order).toMatchObject({ createdByName: 'Web shop', approvedByName: null, warehouseCode: berlin.code, warehouseName: 'Berlin hub' });
    await manager.updatePurchaseOrder(order.id, { status: 'approved' });
    await admin.received(order.id, [{ itemId: order.items[0]!.id, quantity: 4 }]);

    const detail = await admin.purchaseOrderById(order.id);
    expect(detail).toMatchObject({ createdByName: 'Web shop', approvedByName: 'Test manager', updatedByName: 'Test admin', warehouseName: 'Berlin hub', supplierName: supplier.name });
    expect(detail.history!.map((change) => [change.to, (change as { byName?: string }).byName])).toEqual([
      ['draft', 'Web shop'],
      ['approved', 'Test manager'],
      ['received', 'Test admin'],
    ]);
    expect(await first('/api/orders/purchase-orders', { supplierId: supplier.id })).toMatchObject({ createdByName: 'Web shop', approvedByName: 'Test manager', warehouseName: 'Berlin hub' });
    expect((await admin.ledger(product.id, berlin.id)).map((m) => (m as unknown as Named).createdByName)).toEqual(['Test admin']);
  });
});

describe('sales orders', () => {
  it('name who created them, who shipped each shipment, their warehouse, and each status change', async () => {
    const product = await admin.product();
    await admin.receive(product.id, warsaw.id, 5);
    const customer = await admin.customer();
    const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warsaw.id, items: [{ productId: product.id, quantity: 3 }] });
    await shop.updateSalesOrder(order.id, { status: 'confirmed' });
    const shipped = await shop.shipped(order.id, { carrier: 'DHL' });
    expect(shipped.shipments!.map((s) => (s as unknown as Named).createdByName)).toEqual(['Web shop']);

    const detail = await admin.salesOrderById(order.id);
    expect(detail).toMatchObject({ createdByName: 'Test admin', updatedByName: 'Web shop', warehouseCode: warsaw.code, warehouseName: 'Warsaw depot', customerName: customer.name });
    expect(detail.history!.map((change) => [change.to, (change as { byName?: string }).byName])).toEqual([
      ['draft', 'Test admin'],
      ['confirmed', 'Web shop'],
      ['shipped', 'Web shop'],
    ]);
    expect(await first('/api/orders/sales-orders', { customerId: customer.id })).toMatchObject({ createdByName: 'Test admin', warehouseName: 'Warsaw depot' });
  });
});

describe('transfers', () => {
  it('name both warehouses and who created them, in the list, the GET and the write responses', async () => {
    const product = await admin.product();
    await admin.receive(product.id, berlin.id, 5);
    const draft = data<Named>(await shop.transfer({ fromWarehouseId: berlin.id, toWarehouseId: warsaw.id, mode: 'two-step', items: [{ productId: product.id, quantity: 2 }] }), 201);
    const names = { fromWarehouseCode: berlin.code, fromWarehouseName: 'Berlin hub', toWarehouseCode: warsaw.code, toWarehouseName: 'Warsaw depot', createdByName: 'Web shop' };
    expect(draft).toMatchObject(names);
    expect(data(await admin.send('POST', `/api/warehouse/transfers/${draft.id}/ship`, {}))).toMatchObject(names);
    expect(await get(`/api/warehouse/transfers/${draft.id}`)).toMatchObject(names);
    const listed = (await admin.list<Named>('/api/warehouse/transfers', { warehouseId: berlin.id, limit: 100 })).data.find((row) => row.id === draft.id);
    expect(listed).toMatchObject(names);
  });
});

describe('count sessions', () => {
  it('name who opened and approved them and who recorded each count', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await admin.receive(product.id, warehouse.id, 6);
    const count = data<Named>(await manager.send('POST', '/api/inventory/counts', { warehouseId: warehouse.id }), 201);
    expect(count).toMatchObject({ createdByName: 'Test manager', closedByName: null });
    const [line] = (await admin.list<{ id: string }>(`/api/inventory/counts/${count.id}/lines`)).data;
    expectStatus(await shop.send('PUT', `/api/inventory/counts/${count.id}/lines`, { lines: [{ lineId: line!.id, countedQuantity: 5 }] }), 200);
    expectStatus(await admin.send('POST', `/api/inventory/counts/${count.id}/approve`, {}), 200);

    expect(await get(`/api/inventory/counts/${count.id}`)).toMatchObject({ createdByName: 'Test manager', closedByName: 'Test admin' });
    expect(await first('/api/inventory/counts', { warehouseId: warehouse.id })).toMatchObject({ createdByName: 'Test manager', closedByName: 'Test admin' });
    const [counted] = (await admin.list<{ countedByName: string; history: { countedByName: string }[] }>(`/api/inventory/counts/${count.id}/lines`)).data;
    expect(counted).toMatchObject({ countedByName: 'Web shop', history: [{ countedByName: 'Web shop' }] });
  });
});

describe('returns', () => {
  it('name who recorded a customer return and a return to a supplier', async () => {
    const product = await admin.product({ costPrice: 4, sellingPrice: 10 });
    await admin.receive(product.id, warsaw.id, 5);
    const customer = await admin.customer();
    const sale = await admin.salesOrder({ customerId: customer.id, warehouseId: warsaw.id, items: [{ productId: product.id, quantity: 2 }] });
    await admin.updateSalesOrder(sale.id, { status: 'confirmed' });
    const shipped = await admin.shipped(sale.id);
    const rma = data<Named>(await shop.send('POST', `/api/orders/sales-orders/${sale.id}/returns`, { items: [{ itemId: shipped.items[0]!.id, quantity: 1, condition: 'resellable' }], reason: 'Wrong size' }), 201);
    expect(rma).toMatchObject({ createdByName: 'Web shop' });
    expect(await get(`/api/orders/customer-returns/${rma.id}`)).toMatchObject({ createdByName: 'Web shop' });
    expect(await first('/api/orders/customer-returns', { salesOrderId: sale.id })).toMatchObject({ createdByName: 'Web shop' });

    const supplier = await admin.supplier();
    const po = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warsaw.id, items: [{ productId: product.id, quantity: 3 }] });
    await admin.updatePurchaseOrder(po.id, { status: 'approved' });
    const received = await admin.received(po.id, [{ itemId: po.items[0]!.id, quantity: 3 }]);
    const rts = data<Named>(await manager.send('POST', `/api/orders/purchase-orders/${po.id}/returns`, { items: [{ itemId: received.items[0]!.id, quantity: 1 }], reason: 'Damaged in delivery' }), 201);
    expect(rts).toMatchObject({ createdByName: 'Test manager' });
    expect(await first('/api/orders/supplier-returns', { purchaseOrderId: po.id })).toMatchObject({ createdByName: 'Test manager' });
  });
});

describe('products and users', () => {
  it("name who created and last changed a product in its GET and write responses, not in the list", async () => {
    const product = await admin.product();
    expect(product).toMatchObject({ createdByName: 'Test admin', updatedByName: 'Test admin' });
    expect(data(await shop.send('PUT', `/api/products/${product.id}`, { name: 'Renamed by the shop' }))).toMatchObject({ createdByName: 'Test admin', updatedByName: 'Web shop' });
    expect(await get(`/api/products/${product.id}`)).toMatchObject({ createdByName: 'Test admin', updatedByName: 'Web shop' });
    const listed = await first<Record<string, unknown>>('/api/products', { search: product.sku });
    expect(listed).not.toHaveProperty('createdByName');
  });

  it("list users with their warehouse's code and name", async () => {
    await t.login('staff', { warehouseId: warsaw.id });
    const users = (await admin.list<{ warehouseId: string | null; warehouseCode: string | null; warehouseName: string | null }>('/api/users', { warehouseId: warsaw.id })).data;
    expect(users).toEqual([expect.objectContaining({ warehouseId: warsaw.id, warehouseCode: warsaw.code, warehouseName: 'Warsaw depot' })]);
    const everyone = (await admin.list<{ warehouseId: string | null; warehouseName: string | null }>('/api/users', { limit: 100 })).data;
    expect(everyone.filter((user) => user.warehouseId === null).every((user) => user.warehouseName === null)).toBe(true);
  });
});
