/**
 * Inventory CSV export and import: GET /api/inventory/export streams the levels of
 * GET /api/inventory as CSV; POST /api/inventory/import sets the units on hand of each grain
 * named (a count), posting the difference as adjustment movements through the ledger.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, stockClient, type LevelView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { multipartBody, type FormPart } from '../../support/multipart.js';
import { tag } from '../../support/products.js';

const t = await setupTestApp();
const adminToken = await t.login('admin');
const admin = stockClient(t, adminToken);
const category = await admin.products.category();

afterAll(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

type Row = Record<string, string>;
const HEADER = 'sku,warehouseCode,locationCode,lotNumber,expiryDate,serialNumber,quantity';

const importCsv = (csv: string, { token = adminToken, query = '' } = {}) =>
  t.app.inject({ method: 'POST', url: `/api/inventory/import${query}`, headers: { ...t.auth(token), 'content-type': 'text/csv; charset=utf-8' }, payload: csv });

async function exported(query: string, token = adminToken): Promise<Row[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/inventory/export?${query}`, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"$/);
  return parse(res.body, { columns: true }) as Row[];
}

interface BalanceView {
  locationCode: string;
  lotNumber: string | null;
  serialNumber: string | null;
  onHand: number;
  expiryDate: string | null;
}
const balances = async (productId: string, warehouseId: string) =>
  (await admin.list<BalanceView>('/api/inventory/balances', { productId, warehouseId, limit: 100 })).data
    .map(({ locationCode, lotNumber, serialNumber, onHand }) => ({ locationCode, lotNumber, serialNumber, onHand }))
    .sort((a, b) => `${a.locationCode}${a.lotNumber}${a.serialNumber}`.localeCompare(`${b.locationCode}${b.lotNumber}${b.serialNumber}`));

async function location(warehouseId: string, code: string): Promise<void> {
  expectStatus(await admin.send('POST', `/api/warehouse/${warehouseId}/locations`, { code, name: `Bin ${code}` }), 201);
}

describe('export', () => {
  it('streams the levels GET /api/inventory lists, with its filters, as CSV csv-parse reads back', async () => {
    const prefix = `IEX-${tag()}`;
    const [north, south] = [await admin.warehouse(), await admin.warehouse()];
    const bolt = await admin.product({ sku: `${prefix}-BOLT`, name: 'Bolt, "hex" M8' }, category.id);
    const nut = await admin.product({ sku: `${prefix}-NUT`, minStockLevel: 50 }, category.id);
    await admin.receive(bolt.id, north.id, 10);
    await admin.receive(bolt.id, south.id, 4);
    await admin.receive(nut.id, north.id, 3);

    const rows = await exported(`format=csv&search=${prefix}`);
    const listed = (await admin.list<LevelView>('/api/inventory', { search: prefix, limit: 100 })).data;
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      listed.map((level) =>
        Object.fromEntries(Object.entries(level).map(([key, value]) => [key, value === null ? '' : String(value)])),
      ),
    );
    expect(rows[0]).toMatchObject({ sku: `${prefix}-BOLT`, productName: 'Bolt, "hex" M8' });
    expect((await exported(`search=${prefix}&warehouseId=${south.id}`)).map((row) => [row.sku, row.onHand])).toEqual([[`${prefix}-BOLT`, '4']]);
    expect((await exported(`search=${prefix}&lowStock=true`)).map((row) => row.sku)).toEqual([`${prefix}-NUT`]);
    expect(expectStatus<{ error: { details: unknown } }>(await admin.get('/api/inventory/export', { format: 'json' }), 400).error.details).toEqual({ format: ['format must be csv'] });
  });

  it('scopes a warehouse-bound caller to its warehouse: another named gives the header only', async () => {
    const prefix = `ISC-${tag()}`;
    const [home, away] = [await admin.warehouse(), await admin.warehouse()];
    const product = await admin.product({ sku: `${prefix}-A` }, category.id);
    await admin.receive(product.id, home.id, 2);
    await admin.receive(product.id, away.id, 9);
    const picker = await t.login('staff', { warehouseId: home.id });
    expect((await exported(`search=${prefix}`, picker)).map((row) => [row.warehouseCode, row.onHand])).toEqual([[home.code, '2']]);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/inventory/export?search=${prefix}&warehouseId=${away.id}`, headers: t.auth(picker) });
    expect(elsewhere.body).toBe('productId,sku,productName,warehouseId,warehouseCode,onHand,reserved,available,inTransit,minStockLevel,maxStockLevel,updatedAt\r\n');
    expect((await exported(`search=${prefix}`)).map((row) => row.warehouseCode).sort()).toEqual([home.code, away.code].sort());
    expect(expectStatus<{ error: { code: string } }>(await t.app.inject({ method: 'GET', url: '/api/inventory/export', headers: t.auth(await t.login('viewer')) }), 403).error.code).toBe('FORBIDDEN');
  });
});

describe('import', () => {
  it('sets opening balances at the grains named, as adjustment movements whose sums are the balances', async () => {
    const prefix = `OPN-${tag()}`;
    const warehouse = await admin.warehouse();
    await location(warehouse.id, 'A-01');
    const plain = await admin.product({ sku: `${prefix}-PLAIN`, costPrice: 2.5 }, category.id);
    const milk = await admin.product({ sku: `${prefix}-MILK`, tracking: 'lot', shelfLifeDays: 10 }, category.id);
    const drill = await admin.product({ sku: `${prefix}-DRILL`, tracking: 'serial' }, category.id);
    const csv = [
      HEADER,
      `${prefix}-PLAIN,${warehouse.code},,,,,40`,
      `${prefix}-PLAIN,${warehouse.code},A-01,,,,12`,
      `${prefix}-MILK,${warehouse.code},A-01,LOT-7,2031-05-01,,6`,
      `${prefix}-DRILL,${warehouse.code},A-01,,,SN-1,1`,
      `${prefix}-DRILL,${warehouse.code},A-01,,,SN-2,1`,
      `${prefix}-DRILL,${warehouse.code},A-01,,,SN-3,0`,
    ].join('\r\n');
    const res = expectStatus<{ data: unknown; message: string }>(await importCsv(csv), 200);
    expect(res).toEqual({ success: true, data: { dryRun: false, rows: 6, changed: 5, unchanged: 1, movements: 5 }, message: 'Stock imported' });

    expect(await balances(plain.id, warehouse.id)).toEqual([
      { locationCode: 'A-01', lotNumber: null, serialNumber: null, onHand: 12 },
      { locationCode: 'DEFAULT', lotNumber: null, serialNumber: null, onHand: 40 },
    ]);
    expect(await balances(milk.id, warehouse.id)).toEqual([{ locationCode: 'A-01', lotNumber: 'LOT-7', serialNumber: null, onHand: 6 }]);
    expect(await balances(drill.id, warehouse.id)).toEqual([
      { locationCode: 'A-01', lotNumber: null, serialNumber: 'SN-1', onHand: 1 },
      { locationCode: 'A-01', lotNumber: null, serialNumber: 'SN-2', onHand: 1 },
    ]);
    const lots = expectStatus<{ data: { lotNumber: string; expiryDate: string }[] }>(await admin.get(`/api/products/${milk.id}/lots`), 200).data;
    expect(lots).toMatchObject([{ lotNumber: 'LOT-7', expiryDate: '2031-05-01' }]);
    const ledger = await admin.ledger(plain.id, warehouse.id);
    expect(ledger.map((m) => [m.type, m.reason, m.quantity, m.unitCost])).toEqual([
      ['adjustment', 'count', 12, 2.5],
      ['adjustment', 'count', 40, 2.5],
    ]);
    expect(await admin.onHand(plain.id, warehouse.id)).toBe(52);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('is a count: a second import posts the difference, and a row equal to the stock posts nothing', async () => {
    const prefix = `CNT-${tag()}`;
    const warehouse = await admin.warehouse();
    const product = await admin.product({ sku: `${prefix}-A` }, category.id);
    await admin.receive(product.id, warehouse.id, 30);
    expect(expectStatus<{ data: unknown }>(await importCsv(`${HEADER}\n${prefix}-A,${warehouse.code},,,,,25`), 200).data).toMatchObject({ changed: 1, movements: 1 });
    expect(expectStatus<{ data: unknown }>(await importCsv(`${HEADER}\n${prefix}-A,${warehouse.code},DEFAULT,,,,25`), 200).data).toMatchObject({ changed: 0, unchanged: 1, movements: 0 });
    expect((await admin.ledger(product.id, warehouse.id)).map((m) => [m.type, m.quantity])).toEqual([
      ['adjustment', -5],
      ['manual_in', 30],
    ]);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(25);
  });

  it('takes columns in any order, and only the required ones', async () => {
    const prefix = `ORD-${tag()}`;
    const warehouse = await admin.warehouse();
    const product = await admin.product({ sku: `${prefix}-A` }, category.id);
    expect(expectStatus<{ data: unknown }>(await importCsv(`quantity,sku,warehouseCode\n3,${prefix}-A,${warehouse.code}\n`), 200).data).toMatchObject({ changed: 1 });
    expect(await admin.onHand(product.id, warehouse.id)).toBe(3);
  });

  it('reports unknown SKUs, warehouse and location codes, tracking mistakes and repeated grains per row, writing nothing', async () => {
    const prefix = `IBAD-${tag()}`;
    const warehouse = await admin.warehouse();
    const inactive = await admin.warehouse();
    expectStatus(await admin.putWarehouse(inactive.id, { isActive: false }), 200);
    const plain = await admin.product({ sku: `${prefix}-PLAIN` }, category.id);
    await admin.product({ sku: `${prefix}-LOT`, tracking: 'lot' }, category.id);
    await admin.product({ sku: `${prefix}-SER`, tracking: 'serial' }, category.id);
    const csv = [
      HEADER,
      `${prefix}-PLAIN,${warehouse.code},,,,,5`,
      `${prefix}-NOPE,${warehouse.code},,,,,5`,
      `${prefix}-PLAIN,NO-SUCH-WH,,,,,5`,
      `${prefix}-PLAIN,${warehouse.code},Z-99,,,,5`,
      `${prefix}-PLAIN,${warehouse.code},,L1,,,5`,
      `${prefix}-LOT,${warehouse.code},,,,,5`,
      `${prefix}-SER,${warehouse.code},,,,SN-9,2`,
      `${prefix}-PLAIN,${warehouse.code},DEFAULT,,,,7`,
      `${prefix}-PLAIN,${warehouse.code},,,,,-1`,
      `${prefix}-PLAIN,${inactive.code},,,,,1`,
      `${prefix}-LOT,${warehouse.code},,L2,31-12-2030,,1`,
    ].join('\n');
    const body = expectStatus<{ error: { code: string; message: string; details: Record<string, string[]> } }>(await importCsv(csv), 400);
    expect(body.error.message).toBe('Invalid CSV data: 10 rows with errors');
    expect(body.error.details).toEqual({
      'rows.3.sku': ['Product not found'],
      'rows.4.warehouseCode': ['Warehouse not found'],
      'rows.5.locationCode': ['Location not found'],
      'rows.6.lotNumber': ['Product is not lot-tracked'],
      'rows.7.lotNumber': ['Lot number is required for a lot-tracked product'],
      'rows.8.quantity': ['A serial number is counted as 0 or 1'],
      'rows.9._': ['Row counts the same product, warehouse, location, lot and serial number as row 2'],
      'rows.10.quantity': ['Counted quantity must not be negative'],
      'rows.11.warehouseCode': ['Warehouse is inactive'],
      'rows.12.expiryDate': ['Expiry date must be an ISO date (YYYY-MM-DD)'],
    });
    expect(await admin.onHand(plain.id, warehouse.id)).toBe(0);
    expect(await admin.ledger(plain.id, warehouse.id)).toEqual([]);
  });

  it('reports a lot known with another expiry date on its row', async () => {
    const prefix = `LEXP-${tag()}`;
    const warehouse = await admin.warehouse();
    await admin.product({ sku: `${prefix}-LOT`, tracking: 'lot' }, category.id);
    expectStatus(await importCsv(`${HEADER}\n${prefix}-LOT,${warehouse.code},,B-1,2030-01-31,,4`), 200);
    const body = expectStatus<{ error: { details: unknown } }>(await importCsv(`${HEADER}\n${prefix}-LOT,${warehouse.code},,B-1,2030-02-28,,9`), 400);
    expect(body.error.details).toEqual({ 'rows.2.expiryDate': ['Lot B-1 already exists with expiry date 2030-01-31'] });
  });

  it('dryRun=true runs the import and rolls it back: the counts, and nothing written', async () => {
    const prefix = `IDRY-${tag()}`;
    const warehouse = await admin.warehouse();
    const product = await admin.product({ sku: `${prefix}-A`, tracking: 'lot' }, category.id);
    const res = expectStatus<{ data: unknown }>(await importCsv(`${HEADER}\n${prefix}-A,${warehouse.code},,NEW-LOT,,,8`, { query: '?dryRun=true' }), 200);
    expect(res.data).toEqual({ dryRun: true, rows: 1, changed: 1, unchanged: 0, movements: 1 });
    expect(await admin.onHand(product.id, warehouse.id)).toBe(0);
    expect(expectStatus<{ data: unknown[] }>(await admin.get(`/api/products/${product.id}/lots`), 200).data).toEqual([]);
  });

  it('a count below what is allocated releases the allocation short of it: the order backorders the rest', async () => {
    const prefix = `IRES-${tag()}`;
    const warehouse = await admin.warehouse();
    const product = await admin.product({ sku: `${prefix}-A` }, category.id);
    const other = await admin.product({ sku: `${prefix}-B` }, category.id);
    await admin.receive(product.id, warehouse.id, 10);
    const customer = expectStatus<{ data: { id: string } }>(await admin.send('POST', '/api/customers', { code: `C-${tag()}`, name: 'Reserver' }), 201).data;
    const order = expectStatus<{ data: { id: string } }>(await admin.send('POST', '/api/orders/sales-orders', { customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 6 }] }), 201).data;
    expectStatus(await admin.send('PUT', `/api/orders/sales-orders/${order.id}`, { status: 'confirmed' }), 200);
    const res = await importCsv(`${HEADER}\n${prefix}-B,${warehouse.code},,,,,5\n${prefix}-A,${warehouse.code},,,,,2`);
    expectStatus(res, 200);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(2);
    expect(await admin.onHand(other.id, warehouse.id)).toBe(5);
    const line = expectStatus<{ data: { items: { allocatedQuantity: number; backorderedQuantity: number }[] } }>(await admin.send('GET', `/api/orders/sales-orders/${order.id}`), 200).data.items[0];
    expect(line).toMatchObject({ allocatedQuantity: 2, backorderedQuantity: 4 });
  });

  it('takes the file as the one file part named file of a multipart body; another name, two or none is 400 on field file, a text field 400 on its own name', async () => {
    const prefix = `MPI-${tag()}`;
    const warehouse = await admin.warehouse();
    const product = await admin.product({ sku: `${prefix}-A` }, category.id);
    const csv = `${HEADER}\n${prefix}-A,${warehouse.code},,,,,7`;
    const send = (parts: FormPart[]) => {
      const { payload, contentType } = multipartBody(parts);
      return t.app.inject({ method: 'POST', url: '/api/inventory/import', headers: { ...t.auth(adminToken), 'content-type': contentType }, payload });
    };
    const refusals: [FormPart[], string][] = [
      [[{ name: 'counts', filename: 'counts.csv', content: csv }], 'Send the CSV as the part named file; the body has a file part named "counts"'],
      [[{ name: 'file', filename: 'a.csv', content: csv }, { name: 'file', filename: 'b.csv', content: csv }], 'Send one file: the body has more than one part named file'],
    ];
    for (const [parts, message] of refusals) {
      expect(expectStatus(await send(parts), 400)).toEqual({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details: { file: [message] }, field: 'file' },
      });
    }
    expect(await admin.onHand(product.id, warehouse.id)).toBe(0);

    // A text field beside it is refused under its own name; the file part alone is read.
    const note = await send([{ name: 'note', content: 'stocktake' }, { name: 'file', filename: 'counts.csv', content: csv }]);
    expect(expectStatus<{ error: { field: string } }>(note, 400).error.field).toBe('note');
    expect(await admin.onHand(product.id, warehouse.id)).toBe(0);
    const res = await send([{ name: 'file', filename: 'counts.csv', content: csv }]);
    expect(expectStatus<{ data: unknown }>(res, 200).data).toMatchObject({ changed: 1, movements: 1 });
    expect(await admin.onHand(product.id, warehouse.id)).toBe(7);
  });

  it('needs inventory:adjust, and a warehouse-bound caller may count its own warehouse only', async () => {
    const prefix = `IPRM-${tag()}`;
    const [home, away] = [await admin.warehouse(), await admin.warehouse()];
    const product = await admin.product({ sku: `${prefix}-A` }, category.id);
    const csv = (code: string) => `${HEADER}\n${prefix}-A,${code},,,,,1`;
    expect(expectStatus<{ error: { code: string } }>(await importCsv(csv(home.code), { token: await t.login('staff') }), 403).error.code).toBe('FORBIDDEN');
    const boundManager = await t.login('manager', { warehouseId: home.id });
    expect(expectStatus<{ error: { code: string } }>(await importCsv(csv(away.code), { token: boundManager }), 403).error.code).toBe('FORBIDDEN');
    expect(expectStatus<{ data: unknown }>(await importCsv(csv(home.code), { token: boundManager }), 200).data).toMatchObject({ changed: 1 });
    expect(await admin.onHand(product.id, home.id)).toBe(1);
    expect(await admin.onHand(product.id, away.id)).toBe(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('opening balances for a whole catalogue (PostgreSQL)', () => {
  it('imports 5,000 rows in one file: one movement and one event per row, every balance its ledger', async () => {
    const prefix = `OPEN-${tag()}`;
    const warehouse = await admin.warehouse();
    const products = ['sku,name,categoryId,unitOfMeasure,costPrice,sellingPrice', ...Array.from({ length: 5000 }, (_, i) => `${prefix}-${i},Opening ${i},${category.id},piece,1,2`)].join('\n');
    expectStatus(await t.app.inject({ method: 'POST', url: '/api/products/import', headers: { ...t.auth(adminToken), 'content-type': 'text/csv' }, payload: products }), 200);
    const counts = ['sku,warehouseCode,quantity', ...Array.from({ length: 5000 }, (_, i) => `${prefix}-${i},${warehouse.code},${1 + (i % 7)}`)].join('\n');
    const result = expectStatus<{ data: { changed: number; movements: number } }>(await importCsv(counts), 200).data;
    expect(result).toMatchObject({ changed: 5000, movements: 5000 });
    const exportedRows = await exported(`warehouseId=${warehouse.id}`);
    expect(exportedRows).toHaveLength(5000);
    expect(exportedRows.reduce((sum, row) => sum + Number(row.onHand), 0)).toBe(Array.from({ length: 5000 }, (_, i) => 1 + (i % 7)).reduce((a, b) => a + b, 0));
    expect(await ledgerMismatches(t.db)).toEqual([]);
    // 10,000 rows through two imports: beside other test files on two cores this outlasts the default 30 s.
  }, 120_000);
});
