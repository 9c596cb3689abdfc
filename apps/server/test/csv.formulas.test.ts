/**
 * Formulas in CSV exports (OWASP "CSV Injection"): every export (the product and inventory
 * exports, a list's format=csv) writes a text cell beginning with =, +, -, @, tab or carriage
 * return with a leading `'`, so a spreadsheet shows it as text, and quotes a cell holding `,` or
 * `;`, so a spreadsheet splitting on either cannot start a cell inside it; numbers stay numbers; the product
 * and inventory imports take that `'` off again, so an exported file imports back unchanged.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, stockClient } from './support/inventory.js';
import { orderClient } from './support/orders.js';
import { tag, type ProductView } from './support/products.js';

const t = await setupTestApp();
const adminToken = await t.login('admin');
const admin = stockClient(t, adminToken);
const orders = orderClient(t, adminToken);
const category = await admin.products.category();

type Row = Record<string, string>;

/** GETs `url` (a CSV download) and returns its text and its records parsed with csv-parse (columns from the header). */
async function download(url: string): Promise<{ text: string; rows: Row[] }> {
  const res = await t.app.inject({ method: 'GET', url, headers: t.auth(adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return { text: res.body, rows: parse(res.body, { columns: true }) as Row[] };
}

/** POSTs `csv` to an import (`/api/products/import` or `/api/inventory/import`); returns the response. */
const importCsv = (path: string, csv: string) => t.app.inject({ method: 'POST', url: path, headers: { ...t.auth(adminToken), 'content-type': 'text/csv' }, payload: csv });

/** One CSV line of `values` (quoted as RFC 4180 wants). */
const line = (...values: (string | number)[]) => values.map((v) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v))).join(',');

const FORMULA = '=cmd|"/c calc"!A1';
const HYPERLINK = '=HYPERLINK("x")';

describe('exports neutralise formula cells and keep numbers', () => {
  it('GET /api/products/export: text beginning with = + - @ tab or CR gets a leading quote; prices and stock stay numbers', async () => {
    const sku = `-FX-${tag()}`;
    const product = await admin.products.create(category.id, { sku, name: FORMULA, brand: '+brand', description: '\tTabbed', costPrice: 1.5, sellingPrice: 10 });
    await admin.receive(product.id, (await admin.warehouse()).id, 4);
    const { text, rows } = await download(`/api/products/export?search=${encodeURIComponent(sku)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sku: `'${sku}`, name: `'${FORMULA}`, brand: "'+brand", description: "'\tTabbed", costPrice: '1.5', sellingPrice: '10', onHand: '4' });
    expect(text).toContain(`\r\n'${sku},"'=cmd|""/c calc""!A1",'\tTabbed,`);
  });

  it('quotes a cell holding ; or , (list separators of spreadsheets), so that neither splits it into a cell starting with a formula', async () => {
    const sku = `SEP-${tag()}`;
    const semicolons = "Glue;=1+cmd|' /C calc'!A0;x";
    const commas = "Tape,@SUM(1+1)*cmd|' /C calc'!A0,x";
    await admin.products.create(category.id, { sku, name: semicolons, description: commas, brand: 'Plain; brand' });
    const { text, rows } = await download(`/api/products/export?search=${encodeURIComponent(sku)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sku, name: semicolons, description: commas, brand: 'Plain; brand' });
    const record = text.split('\r\n').find((row) => row.startsWith(`${sku},`))!;
    expect(record.startsWith(`${sku},"${semicolons}","${commas}",`)).toBe(true);
    expect(record).toContain(',"Plain; brand",');
  });

  it('a list\'s format=csv: the movements list neutralises a reason and keeps a negative quantity a number', async () => {
    const product = await admin.product({}, category.id);
    const warehouse = await admin.warehouse();
    await admin.receive(product.id, warehouse.id, 10, '@SUM(1+1)*cmd|" /C calc"!A0');
    await admin.issue(product.id, warehouse.id, 5, '-2+3');
    const { text, rows } = await download(`/api/inventory/movements?productId=${product.id}&format=csv`);
    expect(rows.map((row) => [row.quantity, row.reason])).toEqual([
      ['-5', "'-2+3"],
      ['10', `'@SUM(1+1)*cmd|" /C calc"!A0`],
    ]);
    expect(text).toMatch(/,-5,/);
    expect(text).not.toMatch(/,'-5,/);
  });

  it('GET /api/inventory/export: SKU and product name neutralised, units as numbers', async () => {
    const sku = `-INV-${tag()}`;
    const product = await admin.product({ sku, name: '@at' }, category.id);
    await admin.receive(product.id, (await admin.warehouse()).id, 3);
    const { rows } = await download(`/api/inventory/export?search=${encodeURIComponent(sku)}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sku: `'${sku}`, productName: "'@at", onHand: '3', reserved: '0', available: '3' });
  });

  it('the customers list as CSV: name and phone neutralised, plain text as it is', async () => {
    const name = `${HYPERLINK} ${tag()}`;
    const customer = await orders.customer({ name, phone: '+44 20 7946 0000', email: `c-${tag().toLowerCase()}@example.com` });
    const { rows } = await download(`/api/customers?search=${encodeURIComponent(name)}&format=csv`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: customer.id, name: `'${name}`, phone: "'+44 20 7946 0000", email: customer.email });
  });
});

describe('imports read an export back unchanged', () => {
  const names = [HYPERLINK, '-dash start', '@at', "'quoted", "'=quoted formula", '+plus', 'plain'];

  it('products: export then import leaves every product as it was, and a copy under new SKUs gets the same names and descriptions', async () => {
    const prefix = `RT${tag()}`;
    for (const [i, name] of names.entries()) {
      await admin.products.create(category.id, { sku: `-${prefix}-${i}`, name, description: i % 2 ? '\r=1+1' : "'\tx" });
    }
    const { text, rows } = await download(`/api/products/export?search=${encodeURIComponent(prefix)}`);
    expect(rows.map((row) => row.name)).toEqual([`'${HYPERLINK}`, "'-dash start", "'@at", "'quoted", "''=quoted formula", "'+plus", 'plain']);

    const again = expectStatus<{ data: { updated: number; unchanged: number } }>(await importCsv('/api/products/import', text), 200).data;
    expect(again).toMatchObject({ updated: 0, unchanged: names.length });
    const stored = (await admin.list<ProductView>('/api/products', { search: prefix, sort: 'sku', order: 'asc' })).data;
    expect(stored.map((product) => product.name)).toEqual(names);

    const copy = text.replaceAll(`-${prefix}-`, `-${prefix}-COPY-`);
    expect(expectStatus<{ data: { created: number } }>(await importCsv('/api/products/import', copy), 200).data.created).toBe(names.length);
    const copies = (await admin.list<ProductView>('/api/products', { search: `${prefix}-COPY`, sort: 'sku', order: 'asc' })).data;
    expect(copies.map((product) => [product.sku, product.name, product.description])).toEqual(
      names.map((name, i) => [`-${prefix}-COPY-${i}`, name, i % 2 ? '\r=1+1' : "'\tx"]),
    );
  });

  it('inventory: the SKU cells of an export count stock back into the same products', async () => {
    const sku = `-CNT-${tag()}`;
    const product = await admin.product({ sku, name: HYPERLINK }, category.id);
    const warehouse = await admin.warehouse();
    await admin.receive(product.id, warehouse.id, 2);
    const { rows } = await download(`/api/inventory/export?search=${encodeURIComponent(sku)}`);
    expect(rows.map((row) => row.sku)).toEqual([`'${sku}`]);
    const csv = ['sku,warehouseCode,quantity', ...rows.map((row) => line(row.sku!, row.warehouseCode!, Number(row.onHand) + 5))].join('\r\n');
    expect(expectStatus<{ data: { changed: number } }>(await importCsv('/api/inventory/import', csv), 200).data.changed).toBe(1);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(7);
  });
});
