/**
 * Printed documents (decision 0019): the pick list (JSON and PDF) of one or many sales orders, grouped
 * by location in code order with lots first expiry first out, as a shipment then takes them; the
 * packing slip of a shipment; the purchase order; product and location barcode labels on A4 sheets
 * and 62 mm labels. Each PDF is parsed (pdfjs) for its page count and text. Permissions and
 * warehouse scope are those of the record printed, and errors keep the JSON envelope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import { expectError, orderClient, type OrderClient, type SalesOrderView } from './support/orders.js';
import { pdfText } from './support/pdf.js';

const t = await setupTestApp();

/** GETs `url` as `token`, expects a PDF and returns its pages' text. */
async function pdf(token: string, url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^inline; filename=".+\.pdf"$/);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface PickListView {
  orders: { id: string; number: string; unitsToShip: number }[];
  locations: { locationCode: string; lines: { sku: string; lotNumber: string | null; expiryDate: string | null; quantity: number; orderNumber: string; serialNumbers: string[] }[] }[];
  shortages: { sku: string; orderNumber: string; quantity: number }[];
  totalUnits: number;
}

let adminToken: string;
let admin: OrderClient;
let manager: OrderClient;
let warehouse: WarehouseView;
let away: WarehouseView;
let glue: ProductView;
let tape: ProductView;
let first: SalesOrderView;
let second: SalesOrderView;
let customerId: string;

/** Imports stock rows (sku, locationCode, lotNumber, expiryDate, quantity) into `warehouse` through the CSV import. */
async function stock(rows: [string, string, string, string, number][]) {
  const csv = ['sku,warehouseCode,locationCode,lotNumber,expiryDate,quantity', ...rows.map(([sku, location, lot, expiry, quantity]) => [sku, warehouse.code, location, lot, expiry, quantity].join(','))].join('\n');
  const res = await t.app.inject({ method: 'POST', url: '/api/inventory/import', headers: { ...t.auth(adminToken), 'content-type': 'text/csv' }, payload: csv });
  expect(res.statusCode, res.body).toBe(200);
}

async function confirmedOrder(items: { productId: string; quantity: number }[], warehouseId = warehouse.id): Promise<SalesOrderView> {
  const order = await manager.salesOrder({ customerId, warehouseId, items });
  return manager.updateSalesOrder(order.id, { status: 'confirmed' });
}

const pickList = async (ids: string[], token = adminToken) => expectStatus<{ data: PickListView }>(await t.app.inject({ method: 'GET', url: `/api/orders/pick-list?salesOrderIds=${ids.join(',')}`, headers: t.auth(token) }), 200).data;

beforeAll(async () => {
  adminToken = await t.login('admin');
  admin = orderClient(t, adminToken);
  manager = orderClient(t, await t.login('manager'));
  warehouse = await admin.warehouse();
  away = await admin.warehouse();
  // Created out of code order: the pick list walks them in code order all the same.
  for (const code of ['C-03', 'A-01', 'B-02']) expectStatus(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code, name: `Shelf ${code}` }), 201);
  const category = await admin.products.category();
  glue = await admin.product({ name: 'PVA Wood Glue', tracking: 'lot', barcode: '4006381333931' }, category.id);
  tape = await admin.product({ name: 'Duct Tape' }, category.id);
  await stock([
    [glue.sku, 'A-01', 'L-LATE', day(200), 5],
    [glue.sku, 'C-03', 'L-SOON', day(30), 3],
    [glue.sku, 'A-01', 'L-OLD', day(-3), 10],
    [tape.sku, 'B-02', '', '', 4],
  ]);
  customerId = (await admin.customer()).id;
  first = await confirmedOrder([{ productId: glue.id, quantity: 5 }, { productId: tape.id, quantity: 2 }]);
  second = await confirmedOrder([{ productId: glue.id, quantity: 4 }]);
});

describe('the pick list', () => {
  it('groups by location in code order and proposes lots first expiry first out, never an expired lot', async () => {
    const list = await pickList([first.id]);
    expect(list.locations.map((stop) => stop.locationCode)).toEqual(['A-01', 'B-02', 'C-03']);
    const lines = list.locations.map((stop) => stop.lines.map((line) => [line.sku, line.lotNumber, line.quantity, line.orderNumber]));
    expect(lines).toEqual([[[glue.sku, 'L-LATE', 2, first.number]], [[tape.sku, null, 2, first.number]], [[glue.sku, 'L-SOON', 3, first.number]]]);
    expect(list.totalUnits).toBe(7);
    expect(list.shortages).toEqual([]);
  });

  it('takes orders one after another from the same stock and lists what no stock covers', async () => {
    const list = await pickList([second.id, first.id]);
    expect(list.orders.map((order) => order.number)).toEqual([first.number, second.number]);
    const a01 = list.locations.find((stop) => stop.locationCode === 'A-01')!;
    expect(a01.lines.map((line) => [line.lotNumber, line.quantity, line.orderNumber])).toEqual([['L-LATE', 2, first.number], ['L-LATE', 3, second.number]]);
    expect(list.shortages).toEqual([expect.objectContaining({ sku: glue.sku, orderNumber: second.number, quantity: 1 })]);
  });

  it('prints the orders, locations, SKUs, lots and quantities', async () => {
    const pages = await pdf(adminToken, `/api/orders/pick-list.pdf?salesOrderIds=${first.id},${second.id}`);
    expect(pages).toHaveLength(1);
    for (const text of [first.number, second.number, 'A-01', 'B-02', 'C-03', glue.sku, tape.sku, 'L-LATE', 'L-SOON', 'Not in stock', 'Page 1 of 1']) expect(pages[0]).toContain(text);
    expect(pages[0]).not.toContain('L-OLD');
    const single = await pdf(adminToken, `/api/orders/sales-orders/${first.id}/pick-list.pdf`);
    expect(single[0]).toContain(`Pick list ${first.number}`);
    expect(single[0]).not.toContain(second.number);
  });

  it('spans pages when the list is long, repeating the header', async () => {
    const category = await admin.products.category();
    const paint = await admin.product({ name: 'Wood Stain', tracking: 'lot' }, category.id);
    const lots = Array.from({ length: 60 }, (_, i) => `ST-${String(i).padStart(3, '0')}`);
    await stock(lots.map((lot, i): [string, string, string, string, number] => [paint.sku, 'B-02', lot, day(10 + i), 1]));
    const order = await confirmedOrder([{ productId: paint.id, quantity: 60 }]);
    const pages = await pdf(adminToken, `/api/orders/sales-orders/${order.id}/pick-list.pdf`);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('SKU');
    });
    const text = pages.join(' ');
    for (const lot of lots) expect(text).toContain(lot);
  });

  it('is what a shipment then takes', async () => {
    const proposed = await pickList([first.id]);
    const shipped = await manager.shipped(first.id, { carrier: 'DHL', trackingNumber: 'JD014600006' });
    const glueLine = shipped.items.find((item) => item.productId === glue.id)!;
    const takenFrom = (glueLine as unknown as { shippedFrom: { locationCode: string; lotNumber: string; quantity: number }[] }).shippedFrom.map((g) => [g.locationCode, g.lotNumber, g.quantity]).sort();
    const proposedGlue = proposed.locations.flatMap((stop) => stop.lines.filter((line) => line.sku === glue.sku).map((line) => [stop.locationCode, line.lotNumber, line.quantity])).sort();
    expect(takenFrom).toEqual(proposedGlue);
  });

  it('refuses bad input, orders that cannot be picked and callers without the permission', async () => {
    const viewer = await t.login('viewer');
    expectError(await t.app.inject({ method: 'GET', url: `/api/orders/pick-list?salesOrderIds=${second.id}`, headers: t.auth(viewer) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: `/api/orders/pick-list.pdf?salesOrderIds=${second.id}` }), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'GET', url: `/api/orders/pick-list.pdf?salesOrderIds=${second.id}`, headers: t.auth(viewer) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'GET', url: '/api/orders/pick-list.pdf?salesOrderIds=nope', headers: t.auth(adminToken) }), 400, 'VALIDATION_ERROR');
    const many = Array.from({ length: 51 }, () => crypto.randomUUID()).join(',');
    expectError(await t.app.inject({ method: 'GET', url: `/api/orders/pick-list?salesOrderIds=${many}`, headers: t.auth(adminToken) }), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'GET', url: `/api/orders/pick-list.pdf?salesOrderIds=${crypto.randomUUID()}`, headers: t.auth(adminToken) }), 404, 'NOT_FOUND');
    // The first order is shipped now.
    const shipped = expectError(await t.app.inject({ method: 'GET', url: `/api/orders/sales-orders/${first.id}/pick-list.pdf`, headers: t.auth(adminToken) }), 409, 'INVALID_STATE');
    expect(shipped.error.details).toEqual({ currentStatus: 'shipped' });
  });
});

describe('the packing slip', () => {
  it('lists what one shipment took, with carrier, tracking, lots and quantities', async () => {
    const order = await admin.salesOrderById(first.id);
    const [shipment] = order.shipments!;
    const pages = await pdf(adminToken, `/api/orders/sales-orders/${first.id}/shipments/${shipment!.id}/packing-slip.pdf`);
    expect(pages).toHaveLength(1);
    for (const text of ['Packing slip', first.number, 'DHL', 'JD014600006', glue.sku, tape.sku, 'L-LATE', 'L-SOON', 'Total units: 7', warehouse.code]) expect(pages[0]).toContain(text);
  });

  it('of a later shipment holds only its own units', async () => {
    await manager.shipped(second.id, { items: [{ itemId: second.items[0]!.id, quantity: 1 }] });
    await manager.shipped(second.id, { items: [{ itemId: second.items[0]!.id, quantity: 2 }], carrier: 'UPS' });
    const { shipments } = await admin.salesOrderById(second.id);
    const later = expectStatus<{ data: { lines: { quantity: number; lotNumber: string }[]; carrier: string } }>(await admin.get(`/api/orders/sales-orders/${second.id}/shipments/${shipments![1]!.id}`), 200).data;
    expect(later.carrier).toBe('UPS');
    expect(later.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(2);
    const pages = await pdf(adminToken, `/api/orders/sales-orders/${second.id}/shipments/${shipments![1]!.id}/packing-slip.pdf`);
    expect(pages[0]).toContain('Total units: 2');
  });

  it('is 404 for a shipment of another order', async () => {
    const { shipments } = await admin.salesOrderById(second.id);
    expectError(await t.app.inject({ method: 'GET', url: `/api/orders/sales-orders/${first.id}/shipments/${shipments![0]!.id}/packing-slip.pdf`, headers: t.auth(adminToken) }), 404, 'NOT_FOUND');
  });
});

describe('the purchase order', () => {
  it('prints the supplier, lines, prices and totals in its currency', async () => {
    const supplier = await admin.supplier({ name: 'Fixwell GmbH', currency: 'EUR' });
    const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, currency: 'EUR', items: [{ productId: glue.id, quantity: 120, unitCost: 4.25 }, { productId: tape.id, quantity: 10, unitCost: 1.5 }] });
    const pages = await pdf(adminToken, `/api/orders/purchase-orders/${order.id}.pdf`);
    expect(pages).toHaveLength(1);
    for (const text of ['Purchase order', order.number, 'Fixwell GmbH', glue.sku, tape.sku, '120', '€4.25', '€510.00', 'Total €525.00', warehouse.name]) expect(pages[0]).toContain(text);
  });
});

describe('text beyond Latin-1', () => {
  it('prints names in Latin Extended, Cyrillic and Greek as written, on documents and labels', async () => {
    const supplier = await admin.supplier({ name: 'Hurtownia Łódź Sp. z o.o.', currency: 'PLN' });
    const tea = await admin.product({ name: 'Чай зелёный — Ελληνικό τσάι' });
    const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, currency: 'PLN', items: [{ productId: tea.id, quantity: 5, unitCost: 12 }] });
    const [page] = await pdf(adminToken, `/api/orders/purchase-orders/${order.id}.pdf`);
    for (const text of ['Hurtownia Łódź Sp. z o.o.', 'Чай зелёный — Ελληνικό τσάι']) expect(page).toContain(text);
    const [label] = await pdf(adminToken, `/api/products/${tea.id}/label.pdf?size=62mm`);
    expect(label).toContain('Чай зелёный');
  });
});

describe('labels', () => {
  it('fill A4 sheets 24 to a page, or one 62 mm label per page', async () => {
    const sheet = await pdf(adminToken, `/api/products/${glue.id}/label.pdf?copies=30`);
    expect(sheet).toHaveLength(2);
    expect(sheet[0]!.split('4006381333931').length - 1).toBe(24);
    expect(sheet[1]!.split('4006381333931').length - 1).toBe(6);
    expect((await pdf(adminToken, `/api/products/${glue.id}/label.pdf`)).length).toBe(1);
    const rolls = await pdf(adminToken, `/api/products/${tape.id}/label.pdf?size=62mm&copies=3`);
    expect(rolls).toHaveLength(3);
    // No EAN-13 barcode: Code 128 of the SKU.
    for (const page of rolls) expect(page).toContain(tape.sku);
  });

  it('print GS1-128 of a pack and of a lot (decision 0021): (01) the GTIN, (17) the expiry, (10) the lot', async () => {
    expectStatus(await admin.send('PUT', `/api/products/${glue.id}/units`, { units: [{ name: 'case', quantity: 12, barcode: '14006381333938' }, { name: 'tray', quantity: 4 }] }), 200);
    const [lot] = expectStatus<{ data: { id: string; lotNumber: string; expiryDate: string }[] }>(await admin.get(`/api/products/${glue.id}/lots`), 200).data;
    const expiry = lot!.expiryDate.slice(2).replaceAll('-', '');
    const [caseLabel] = await pdf(adminToken, `/api/products/${glue.id}/label.pdf?size=62mm&unit=CASE&lotId=${lot!.id}`);
    expect(caseLabel).toContain(`(01)14006381333938(17)${expiry}(10)${lot!.lotNumber}`);
    expect(caseLabel).toContain(glue.sku);
    const [unitLabel] = await pdf(adminToken, `/api/products/${glue.id}/label.pdf?size=62mm&lotId=${lot!.id}`);
    expect(unitLabel).toContain(`(01)04006381333931(17)${expiry}(10)${lot!.lotNumber}`);
    expect(await pdf(adminToken, `/api/products/${glue.id}/label.pdf?size=62mm&unit=case`)).toEqual([expect.stringContaining('(01)14006381333938')]);
    const noGtin = await admin.get(`/api/products/${glue.id}/label.pdf`, { unit: 'tray' });
    expect(noGtin.statusCode, noGtin.body).toBe(400);
    expect(noGtin.json().error.details).toEqual({ unit: ['Pack tray has no barcode (GTIN)'] });
    const otherLot = await admin.get(`/api/products/${tape.id}/label.pdf`, { lotId: lot!.id });
    expect(otherLot.statusCode, otherLot.body).toBe(404);
  });

  it('are reached over /trpc too: the file name and the PDF in base64', async () => {
    const input = encodeURIComponent(JSON.stringify({ id: tape.id, size: '62mm', copies: 2 }));
    const res = await t.app.inject({ method: 'GET', url: `/trpc/products.labelPdf?input=${input}`, headers: t.auth(adminToken) });
    const file = expectStatus<{ result: { data: { filename: string; content: string } } }>(res, 200).result.data;
    expect(file.filename).toBe(`label-${tape.sku}-62mm.pdf`);
    const pages = await pdfText(Buffer.from(file.content, 'base64'));
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toContain(tape.sku);
  });

  it('print location codes', async () => {
    const [location] = expectStatus<{ data: { id: string; code: string }[] }>(await admin.get(`/api/warehouse/${warehouse.id}/locations`, { search: 'B-02' }), 200).data;
    const pages = await pdf(adminToken, `/api/warehouse/${warehouse.id}/locations/${location!.id}/label.pdf?size=62mm`);
    expect(pages).toHaveLength(1);
    for (const text of ['B-02', 'Shelf B-02', warehouse.code]) expect(pages[0]).toContain(text);
  });

  it('refuse an unknown size, an unknown product and a caller without the permission', async () => {
    expectError(await t.app.inject({ method: 'GET', url: `/api/products/${glue.id}/label.pdf?size=a5`, headers: t.auth(adminToken) }), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'GET', url: `/api/products/${glue.id}/label.pdf?copies=0`, headers: t.auth(adminToken) }), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'GET', url: `/api/products/${crypto.randomUUID()}/label.pdf`, headers: t.auth(adminToken) }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: '/api/products/not-an-id/label.pdf', headers: t.auth(adminToken) }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'GET', url: `/api/products/${glue.id}/label.pdf`, headers: t.auth(await t.login('viewer')) }), 403, 'FORBIDDEN');
  });
});

describe('warehouse scope', () => {
  it('hides the documents of another warehouse from a bound caller (404) and shows its own', async () => {
    const stranger = await t.login('staff', { warehouseId: away.id });
    const local = await t.login('staff', { warehouseId: warehouse.id });
    const order = await confirmedOrder([{ productId: tape.id, quantity: 1 }]);
    const supplier = await admin.supplier();
    const po = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: tape.id, quantity: 1, unitCost: 1 }] });
    const { shipments } = await admin.salesOrderById(first.id);
    const urls = [
      `/api/orders/pick-list?salesOrderIds=${order.id}`,
      `/api/orders/pick-list.pdf?salesOrderIds=${order.id}`,
      `/api/orders/sales-orders/${order.id}/pick-list.pdf`,
      `/api/orders/sales-orders/${first.id}/shipments/${shipments![0]!.id}/packing-slip.pdf`,
      `/api/orders/purchase-orders/${po.id}.pdf`,
    ];
    for (const url of urls) expectError(await t.app.inject({ method: 'GET', url, headers: t.auth(stranger) }), 404, 'NOT_FOUND');
    for (const url of urls) expect((await t.app.inject({ method: 'GET', url, headers: t.auth(local) })).statusCode).toBe(200);
  });
});
