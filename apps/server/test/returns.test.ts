/**
 * Returns (decision 0016). Customer returns (RMA): resellable units go back into stock at the cost
 * recorded when shipped, with their lot and serial number; damaged ones are written off; never more
 * than was shipped, even when returns race on PostgreSQL. Supplier returns (RTS): units leave at the
 * order line's cost and the cost price is re-averaged; never more than was received. The sales and
 * financial reports net returns out of revenue, COGS and purchases, and the financial identity
 * holds to the cent. The ledger agrees with every balance at the end.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type LevelView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, expectInvalidState, orderClient, seq, type OrderClient } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let staff: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  staff = orderClient(t, await t.login('staff'));
});

afterAll(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

interface ReturnLineView {
  itemId: string;
  productId: string;
  condition: 'resellable' | 'damaged';
  quantity: number;
  lotNumber: string | null;
  serialNumber: string | null;
  locationCode: string | null;
  unitCost: number;
  costValue: number;
  refundValue: number;
}
interface CustomerReturnView {
  id: string;
  number: string;
  salesOrderId: string;
  salesOrderNumber: string;
  warehouseCode: string;
  warehouseName: string;
  items: ReturnLineView[];
  totals: { units: number; refundValue: number; restockedValue: number; writtenOffValue: number };
}
interface SupplierReturnView {
  id: string;
  number: string;
  purchaseOrderId: string;
  currency: string;
  warehouseCode: string;
  warehouseName: string;
  items: { itemId: string; quantity: number; unitCost: number; value: number; takenFrom: { lotNumber: string | null; quantity: number }[] }[];
  totalValue: number;
}

const today = new Date().toISOString().slice(0, 10);
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const data = <T>(res: LightMyRequestResponse, status = 200) => expectStatus<{ data: T }>(res, status).data;
const returnOf = (client: OrderClient, order: { id: string }, body: Record<string, unknown>) => client.send('POST', `/api/orders/sales-orders/${order.id}/returns`, body);
const sendBack = (client: OrderClient, order: { id: string }, body: Record<string, unknown>) => client.send('POST', `/api/orders/purchase-orders/${order.id}/returns`, body);
const levelOf = async (productId: string, warehouse: WarehouseView) => (await admin.list<LevelView>('/api/inventory', { productId, warehouseId: warehouse.id })).data[0];

/** A shipped order in a new warehouse: `quantity` units of a product (cost 4, sold at 10 less 10%) out of 10 on hand. */
async function shippedOrder(quantity = 5, product?: { id: string }) {
  const warehouse = await admin.warehouse();
  const sold = product ?? (await admin.product({ costPrice: 4, sellingPrice: 10 }));
  await admin.receive(sold.id, warehouse.id, 10);
  const customer = await admin.customer();
  const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: sold.id, quantity, discount: 10 }] });
  await admin.updateSalesOrder(order.id, { status: 'confirmed' });
  return { warehouse, product: sold, order: await admin.shipped(order.id) };
}

describe('customer returns', () => {
  it('puts resellable units back at their shipment cost, writes damaged ones off, and numbers the return', async () => {
    const { warehouse, product, order } = await shippedOrder();
    const line = order.items[0]!;
    const res = await returnOf(staff, order, {
      items: [
        { itemId: line.id, quantity: 2, condition: 'resellable' },
        { itemId: line.id, quantity: 1, condition: 'damaged' },
      ],
      reason: 'Wrong size',
    });
    const rma = data<CustomerReturnView>(res, 201);
    expect(res.headers.location).toBe(`/api/orders/customer-returns/${rma.id}`);
    expect(rma.number).toMatch(/^RMA-\d{6}$/);
    expect(rma).toMatchObject({ salesOrderId: order.id, salesOrderNumber: order.number, totals: { units: 3, refundValue: 27, restockedValue: 8, writtenOffValue: 4 } });
    // Decision 0019: the return names its warehouse, in the list as in the detail.
    expect(rma).toMatchObject({ warehouseCode: warehouse.code, warehouseName: warehouse.name });
    const listed = (await admin.list<CustomerReturnView>('/api/orders/customer-returns', { salesOrderId: order.id })).data;
    expect(listed.map((r) => [r.id, r.warehouseCode, r.warehouseName])).toEqual([[rma.id, warehouse.code, warehouse.name]]);
    expect(rma.items.map((i) => [i.condition, i.quantity, i.unitCost, i.costValue, i.refundValue, i.locationCode])).toEqual([
      ['resellable', 2, 4, 8, 18, null],
      ['damaged', 1, 4, 4, 9, null],
    ]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 7, reserved: 0 });

    const detail = await admin.salesOrderById(order.id);
    expect(detail.items[0]).toMatchObject({ shippedQuantity: 5, returnedQuantity: 3 });
    expect(detail.returns?.map((r) => r.number)).toEqual([rma.number]);
    const movements = (await admin.list<{ type: string; quantity: number; unitCost: number }>('/api/inventory/movements', { productId: product.id, warehouseId: warehouse.id, type: 'return_in' })).data;
    expect(movements.map((m) => [m.type, m.quantity, m.unitCost])).toEqual([['return_in', 2, 4]]);

    expect(data<CustomerReturnView>(await admin.send('GET', `/api/orders/customer-returns/${rma.id}`))).toEqual(rma);
    expect((await admin.list<CustomerReturnView>('/api/orders/customer-returns', { salesOrderId: order.id })).data.map((r) => r.id)).toEqual([rma.id]);

    const next = data<CustomerReturnView>(await returnOf(staff, order, { items: [{ itemId: line.id, quantity: 1, condition: 'resellable' }], reason: 'Late' }), 201);
    expect(seq(next.number, 'RMA')).toBe(seq(rma.number, 'RMA') + 1);
  });

  it('refuses more than was shipped and not yet returned (409 OVER_RETURN), an order not shipped, and another warehouse', async () => {
    const { product, order } = await shippedOrder(3);
    const line = order.items[0]!;
    data(await returnOf(admin, order, { items: [{ itemId: line.id, quantity: 2, condition: 'resellable' }], reason: 'Unwanted' }), 201);
    const over = expectError(await returnOf(admin, order, { items: [{ itemId: line.id, quantity: 2, condition: 'damaged' }], reason: 'Again' }), 409, 'OVER_RETURN', 'Returning more than was shipped');
    expect(over.error.details).toEqual([{ itemId: line.id, productId: product.id, shipped: 3, returned: 2, requested: 2 }]);

    const draft = await admin.salesOrder({ customerId: order.customerId, warehouseId: order.warehouseId, items: [{ productId: product.id, quantity: 1 }] });
    expectInvalidState(await returnOf(admin, draft, { items: [{ itemId: draft.items[0]!.id, quantity: 1, condition: 'resellable' }], reason: 'x' }), 'draft');

    const elsewhere = await admin.warehouse();
    const bound = orderClient(t, await t.login('staff', { warehouseId: elsewhere.id }));
    expectError(await returnOf(bound, order, { items: [{ itemId: line.id, quantity: 1, condition: 'resellable' }], reason: 'x' }), 404, 'NOT_FOUND');
    expect((await bound.list<CustomerReturnView>('/api/orders/customer-returns', { salesOrderId: order.id })).data).toEqual([]);

    const invalid = expectError(await returnOf(admin, order, { items: [{ itemId: line.id, quantity: 1, condition: 'damaged', locationId: elsewhere.id }], reason: '' }), 400, 'VALIDATION_ERROR');
    expect(Object.keys(invalid.error.details as object).sort()).toEqual(['items.0.locationId', 'reason']);
  });

  it('restores the lot and serial number shipped, and takes back only the serials the order shipped', async () => {
    const warehouse = await admin.warehouse();
    const lotted = await admin.product({ tracking: 'lot', costPrice: 2, sellingPrice: 5 });
    const serial = await admin.product({ tracking: 'serial', costPrice: 100, sellingPrice: 150 });
    const put = (body: Record<string, unknown>) => admin.move({ warehouseId: warehouse.id, type: 'in', reason: 'Receipt', ...body }).then((res) => expectStatus(res, 201));
    await put({ productId: lotted.id, quantity: 3, lotNumber: 'EARLY', expiryDate: day(20) });
    await put({ productId: lotted.id, quantity: 5, lotNumber: 'LATE', expiryDate: day(60) });
    await put({ productId: serial.id, quantity: 3, serialNumbers: ['SN-A', 'SN-B', 'SN-C'] });
    const customer = await admin.customer();
    const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: lotted.id, quantity: 4 }, { productId: serial.id, quantity: 2 }] });
    await admin.updateSalesOrder(order.id, { status: 'confirmed' });
    const shipped = await admin.shipped(order.id, { items: [{ productId: lotted.id, quantity: 4 }, { productId: serial.id, quantity: 2, serialNumbers: ['SN-A', 'SN-B'] }] });
    const lotLine = shipped.items.find((i) => i.productId === lotted.id)!;
    const serialLine = shipped.items.find((i) => i.productId === serial.id)!;

    // 3 of EARLY then 1 of LATE were shipped (FEFO); a return of 2 takes EARLY first.
    const lots = data<CustomerReturnView>(await returnOf(admin, shipped, { items: [{ itemId: lotLine.id, quantity: 2, condition: 'resellable' }], reason: 'Surplus' }), 201);
    expect(lots.items.map((i) => [i.lotNumber, i.quantity])).toEqual([['EARLY', 2]]);
    const balances = (await admin.list<{ lotNumber: string; onHand: number }>('/api/inventory/balances', { productId: lotted.id, warehouseId: warehouse.id })).data;
    expect(balances.map((b) => [b.lotNumber, b.onHand])).toEqual([
      ['EARLY', 2],
      ['LATE', 4],
    ]);

    expectError(await returnOf(admin, shipped, { items: [{ itemId: serialLine.id, quantity: 1, condition: 'resellable' }], reason: 'x' }), 400, 'VALIDATION_ERROR');
    expectError(await returnOf(admin, shipped, { items: [{ itemId: serialLine.id, quantity: 1, condition: 'resellable', serialNumbers: ['SN-C'] }], reason: 'x' }), 409, 'OVER_RETURN');
    const back = data<CustomerReturnView>(await returnOf(admin, shipped, { items: [{ itemId: serialLine.id, quantity: 1, condition: 'resellable', serialNumbers: ['SN-B'] }], reason: 'Faulty box' }), 201);
    expect(back.items.map((i) => [i.serialNumber, i.unitCost])).toEqual([['SN-B', 100]]);
    const serials = (await admin.list<{ serialNumber: string }>('/api/inventory/balances', { productId: serial.id, warehouseId: warehouse.id })).data.map((b) => b.serialNumber);
    expect(serials.sort()).toEqual(['SN-B', 'SN-C']);
    expectError(await returnOf(admin, shipped, { items: [{ itemId: serialLine.id, quantity: 1, condition: 'damaged', serialNumbers: ['SN-B'] }], reason: 'twice' }), 409, 'OVER_RETURN');
  });
});

describe('supplier returns', () => {
  it('sends received units back at the order cost, re-averages the cost price, and never more than was received', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ costPrice: 3, sellingPrice: 9 });
    await admin.receive(product.id, warehouse.id, 10);
    const supplier = await admin.supplier({ currency: 'USD' });
    const po = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 10, unitCost: 5 }] });
    const draftReturn = await sendBack(admin, po, { items: [{ itemId: po.items[0]!.id, quantity: 1 }], reason: 'x' });
    expectInvalidState(draftReturn, 'draft');
    await admin.updatePurchaseOrder(po.id, { status: 'approved' });
    await admin.received(po.id, [{ productId: product.id, quantity: 10 }]);
    expect(await admin.costPrice(product.id)).toBe(4);

    const res = await sendBack(staff, po, { items: [{ itemId: po.items[0]!.id, quantity: 5 }], reason: 'Damaged in delivery' });
    const rts = data<SupplierReturnView>(res, 201);
    expect(res.headers.location).toBe(`/api/orders/supplier-returns/${rts.id}`);
    expect(rts).toMatchObject({ purchaseOrderId: po.id, currency: 'USD', totalValue: 25, warehouseCode: warehouse.code, warehouseName: warehouse.name });
    const listed = (await admin.list<SupplierReturnView>('/api/orders/supplier-returns', { purchaseOrderId: po.id })).data;
    expect(listed.map((r) => [r.id, r.warehouseCode, r.warehouseName])).toEqual([[rts.id, warehouse.code, warehouse.name]]);
    expect(rts.number).toMatch(/^RTS-\d{6}$/);
    expect(rts.items.map((i) => [i.quantity, i.unitCost, i.value, i.takenFrom.reduce((n, g) => n + g.quantity, 0)])).toEqual([[5, 5, 25, 5]]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 15, reserved: 0 });
    // 10 at 3 and 10 at 5 less 5 at 5: 55 over 15 units.
    expect(await admin.costPrice(product.id)).toBe(3.67);
    const detail = await admin.purchaseOrderById(po.id);
    expect(detail.items[0]).toMatchObject({ receivedQuantity: 10, returnedQuantity: 5 });
    expect(detail.status).toBe('received');

    const over = expectError(await sendBack(admin, po, { items: [{ itemId: po.items[0]!.id, quantity: 6 }], reason: 'x' }), 409, 'OVER_RETURN', 'Returning more than was received');
    expect(over.error.details).toEqual([{ itemId: po.items[0]!.id, productId: product.id, received: 10, returned: 5, requested: 6 }]);
    expect((await admin.list<SupplierReturnView>('/api/orders/supplier-returns', { purchaseOrderId: po.id })).data.map((r) => r.id)).toEqual([rts.id]);
  });

  it('refuses units no longer in stock (409 INSUFFICIENT_STOCK) and leaves nothing changed', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ costPrice: 2, sellingPrice: 4 });
    const supplier = await admin.supplier();
    const po = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4, unitCost: 2 }] });
    await admin.updatePurchaseOrder(po.id, { status: 'approved' });
    await admin.received(po.id, [{ productId: product.id, quantity: 4 }]);
    await admin.issue(product.id, warehouse.id, 3);
    expectError(await sendBack(admin, po, { items: [{ itemId: po.items[0]!.id, quantity: 2 }], reason: 'x' }), 409, 'INSUFFICIENT_STOCK');
    expect((await admin.purchaseOrderById(po.id)).items[0]).toMatchObject({ returnedQuantity: 0 });
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 1, reserved: 0 });
  });
});

describe('returns in the reports', () => {
  it('nets returns out of revenue, COGS and purchases, and the financial identity holds to the cent', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ costPrice: 4, sellingPrice: 10 });
    const supplier = await admin.supplier();
    const po = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 10, unitCost: 4 }] });
    await admin.updatePurchaseOrder(po.id, { status: 'approved' });
    await admin.received(po.id, [{ productId: product.id, quantity: 10 }]);
    const { order } = await (async () => {
      const customer = await admin.customer();
      const so = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 5, unitPrice: 10 }] });
      await admin.updateSalesOrder(so.id, { status: 'confirmed' });
      return { order: await admin.shipped(so.id) };
    })();
    const line = order.items[0]!.id;
    data(await returnOf(admin, order, { items: [{ itemId: line, quantity: 2, condition: 'resellable' }, { itemId: line, quantity: 1, condition: 'damaged' }], reason: 'Returned' }), 201);
    data(await sendBack(admin, po, { items: [{ itemId: po.items[0]!.id, quantity: 2 }], reason: 'Faulty' }), 201);

    const range = `warehouseId=${warehouse.id}&from=${today}&to=${today}`;
    const sales = data<{ totals: Record<string, number> }>(await admin.send('GET', `/api/analytics/sales?${range}`)).totals;
    expect(sales).toMatchObject({ revenue: 20, orders: 1, units: 2, returnedUnits: 3, returnedRevenue: 30 });
    const financial = data<{ totals: Record<string, number> }>(await admin.send('GET', `/api/analytics/financial?${range}`)).totals;
    expect(financial).toMatchObject({ revenue: 20, cogs: 8, purchases: 32, returnsWrittenOff: 4, inventoryValueStart: 0, inventoryValueEnd: 20 });
    const { inventoryValueStart, purchases, cogs, returnsWrittenOff, inventoryValueEnd } = financial as Record<string, number>;
    expect(Math.round((inventoryValueStart! + purchases! - cogs! - returnsWrittenOff!) * 100)).toBe(Math.round(inventoryValueEnd! * 100));
    expect(await levelOf(product.id, warehouse)).toMatchObject({ onHand: 5, available: 5 });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('returns under concurrency (PostgreSQL)', () => {
  it('never returns more than was shipped when ten returns race', async () => {
    const { warehouse, product, order } = await shippedOrder(5);
    const line = order.items[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => returnOf(admin, order, { items: [{ itemId: line, quantity: 1, condition: i % 2 ? 'damaged' : 'resellable' }], reason: `Race ${i}` })),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(409)]);
    for (const res of results.filter((r) => r.statusCode === 409)) expect(res.json().error.code).toBe('OVER_RETURN');
    const restocked = results.filter((r) => r.statusCode === 201 && (r.json() as { data: CustomerReturnView }).data.items[0]!.condition === 'resellable').length;
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 5 + restocked, reserved: 0 });
    expect((await admin.salesOrderById(order.id)).items[0]).toMatchObject({ returnedQuantity: 5 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
