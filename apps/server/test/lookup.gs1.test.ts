/**
 * Scanning GS1 (decision 0021): GET /api/lookup reads GS1-128, DataMatrix and QR element strings and
 * plain GTINs, and answers the product and pack the GTIN names with the lot, expiry, serial and
 * quantity the symbol carries; a malformed string is a 400 naming the part, never a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, stockClient, type ProductView, type StockClient, type WarehouseView } from './support/inventory.js';
import { freshGtin } from './support/products.js';

const t = await setupTestApp();
const GS = '\x1d';

interface Item {
  productId: string;
  unit: string;
  unitQuantity: number;
  quantity: number | null;
  lotNumber: string | null;
  lotId: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
}
interface Result {
  matches: { kind: string; id: string }[];
  gs1: { symbology: string; gtin: string | null; contentGtin: string | null; lot: string | null; count: number | null } | null;
  item: Item | null;
}

let admin: StockClient;
let warehouse: WarehouseView;
let yoghurt: ProductView;
let caseGtin: string;
let unitGtin: string;

const lookup = async (code: string) => expectStatus<{ data: Result }>(await admin.get('/api/lookup', { code }), 200).data;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  warehouse = await admin.warehouse();
  unitGtin = freshGtin('0');
  caseGtin = freshGtin('1');
  yoghurt = await admin.product({ tracking: 'lot', barcode: unitGtin.slice(1) });
  expectStatus(await admin.send('PUT', `/api/products/${yoghurt.id}/units`, { units: [{ name: 'case', quantity: 12, barcode: caseGtin }, { name: 'pallet', quantity: 40, contains: 'case' }] }), 200);
});

describe('GS1 scans', () => {
  it('reads a GS1-128 case label: the product, one case of 12, the lot and its expiry (day 00: the month\'s last day)', async () => {
    const result = await lookup(`]C101${caseGtin}17280200` + `10L-${caseGtin.slice(-4)}`);
    expect(result.gs1).toMatchObject({ symbology: 'gs1-128', gtin: caseGtin, lot: `L-${caseGtin.slice(-4)}` });
    expect(result.matches).toEqual([expect.objectContaining({ kind: 'product', id: yoghurt.id })]);
    expect(result.item).toEqual({
      productId: yoghurt.id,
      sku: yoghurt.sku,
      name: yoghurt.name,
      baseUnit: 'piece',
      unit: 'case',
      unitQuantity: 1,
      quantity: 12,
      lotNumber: `L-${caseGtin.slice(-4)}`,
      lotId: null,
      expiryDate: '2028-02-29',
      serialNumber: null,
    });
  });

  it('gives the lot\'s id once the lot exists, and reads the DataMatrix, QR and parenthesised forms alike', async () => {
    const lotNumber = `B-${unitGtin.slice(-5)}`;
    const moved = await admin.move({ productId: yoghurt.id, warehouseId: warehouse.id, type: 'in', quantity: 24, reason: 'Receipt', lotNumber, expiryDate: '2028-06-30' });
    expectStatus(moved, 201);
    const forms = [`]d201${caseGtin}10${lotNumber}${GS}17280630`, `]Q301${caseGtin}10${lotNumber}${GS}17280630`, `(01)${caseGtin}(10)${lotNumber}(17)280630`];
    const items = await Promise.all(forms.map(async (code) => (await lookup(code)).item));
    for (const item of items) expect(item).toMatchObject({ unit: 'case', quantity: 12, lotNumber, lotId: expect.any(String), expiryDate: '2028-06-30' });
    expect(new Set(items.map((item) => item!.lotId)).size).toBe(1);
  });

  it('counts a logistic unit\'s content: AI 02 with count 37 of cases', async () => {
    const result = await lookup(`]C102${caseGtin}37${'3'}${GS}10LX`);
    expect(result.gs1).toMatchObject({ contentGtin: caseGtin, count: 3 });
    expect(result.item).toMatchObject({ productId: yoghurt.id, unit: 'case', unitQuantity: 3, quantity: 36, lotNumber: 'LX' });
  });

  it('resolves a plain EAN-13 to the product\'s own unit and a plain GTIN-14 to its pack, and takes a serial', async () => {
    expect((await lookup(unitGtin.slice(1))).item).toMatchObject({ productId: yoghurt.id, unit: 'piece', quantity: 1, lotNumber: null });
    expect((await lookup(caseGtin)).item).toMatchObject({ productId: yoghurt.id, unit: 'case', quantity: 12 });
    expect((await lookup(`]C101${unitGtin}21SN-77`)).item).toMatchObject({ unit: 'piece', quantity: 1, serialNumber: 'SN-77' });
  });

  it('takes a net weight as the quantity of a product kept in grams, and none that is not whole', async () => {
    const flourGtin = freshGtin('0');
    const flour = await admin.product({ unitOfMeasure: 'g', barcode: flourGtin });
    expect((await lookup(`]C101${flourGtin}3103001500`)).item).toMatchObject({ productId: flour.id, unit: 'g', quantity: 1500 });
    const riceGtin = freshGtin('0');
    const rice = await admin.product({ unitOfMeasure: 'kg', barcode: riceGtin });
    expect((await lookup(`]C101${riceGtin}3102001250`)).item).toMatchObject({ productId: rice.id, unit: 'kg', quantity: null });
    expect((await lookup(`]C101${riceGtin}3102001200`)).item).toMatchObject({ productId: rice.id, quantity: 12 });
  });

  it('answers an unknown GTIN with the symbol read and no item', async () => {
    const stranger = freshGtin('0');
    const result = await lookup(`]C101${stranger}10X`);
    expect(result).toMatchObject({ matches: [], item: null, gs1: { gtin: stranger, lot: 'X' } });
  });

  it('refuses a malformed GS1 string with a 400 naming the part, never a 500', async () => {
    const wrong = `${caseGtin.slice(0, 13)}${(Number(caseGtin[13]) + 1) % 10}`;
    for (const code of [`]C101${wrong}10L1`, `]C101${caseGtin}17281301`, '(23)12', `]C101${caseGtin.slice(0, 10)}`]) {
      const res = await admin.get('/api/lookup', { code });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.details.code).toHaveLength(1);
    }
    const check = (await admin.get('/api/lookup', { code: `]C101${wrong}10L1` })).json().error.details.code[0];
    expect(check).toContain('(01)');
    const month = (await admin.get('/api/lookup', { code: `]C101${caseGtin}17281301` })).json().error.details.code[0];
    expect(month).toContain('(17)');
  });
});
