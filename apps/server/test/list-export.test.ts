/**
 * CSV export of every list (decision 0019, "CSV export from every list"): each GET route that answers a
 * page also answers the whole list for its filters as CSV with `format=csv`, one column per item
 * field, across as many pages as it holds, in the list's own order; the route's permissions and
 * input checks apply, and a list longer than LIST_EXPORT_MAX_RECORDS is refused.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIST_EXPORT_MAX_RECORDS } from '../src/rest/csv.js';
import { setupTestApp } from './support/app.js';
import { orderClient } from './support/orders.js';
import { tag } from './support/products.js';

const t = await setupTestApp();
const adminToken = await t.login('admin');
const admin = orderClient(t, adminToken);

type Row = Record<string, string>;
interface Operation {
  parameters?: { name: string }[];
  responses: Record<string, { content?: Record<string, { schema?: { description?: string } }> }>;
}
const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
/** The list routes of the document without path parameters: GETs taking `shape`. */
const listPaths = Object.entries(document.paths)
  .filter(([path, item]) => !path.includes('{') && item.get?.parameters?.some((p) => p.name === 'shape'))
  .map(([path]) => path);

const get = (url: string, token = adminToken) => t.app.inject({ method: 'GET', url, headers: t.auth(token) });

/** GETs `path?query&format=csv`, expects a CSV download named after the list, and parses it. */
async function exported(path: string, query = '', token = adminToken): Promise<{ header: string[]; rows: Row[] }> {
  const res = await get(`/api${path}?${query}${query ? '&' : ''}format=csv`, token);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${path.slice(1).replaceAll('/', '-')}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  const [header = [], ...records] = parse(res.body) as string[][];
  return { header, rows: records.map((record) => Object.fromEntries(header.map((column, i) => [column, record[i]!]))) };
}

/** The whole list as JSON, page after page of 100. */
async function listed(path: string, query: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(`/api${path}?${query}&limit=100&page=${page}`)).json() as { data: Record<string, unknown>[]; meta: { hasNext: boolean } };
    items.push(...body.data);
    if (!body.meta.hasNext) return items;
  }
}

/** An item as its CSV record under `header` holds it: objects and arrays as JSON, null or absent as empty, the rest as text. */
const asCells = (header: string[]) => (item: Record<string, unknown>) =>
  Object.fromEntries(header.map((field) => [field, item[field] === null || item[field] === undefined ? '' : typeof item[field] === 'object' ? JSON.stringify(item[field]) : String(item[field])]));

describe('format=csv on a list', () => {
  it('is offered by every list route, whose document names its columns', () => {
    for (const path of listPaths) expect(document.paths[path]!.get!.parameters!.map((p) => p.name), path).toContain('format');
    expect(listPaths).toEqual(expect.arrayContaining(['/products', '/inventory', '/inventory/movements', '/orders/sales-orders', '/orders/purchase-orders', '/suppliers', '/customers', '/users']));
    const csv = document.paths['/orders/sales-orders']!.get!.responses['200']!.content!['text/csv'];
    expect(csv?.schema?.description).toMatch(/\(id, number, customerId, .*\)/);
  });

  it('answers every list as CSV whose header holds the item fields and whose records are as many as the list total', async () => {
    await admin.receive((await admin.product()).id, (await admin.warehouse()).id, 5);
    for (const path of listPaths) {
      const { header, rows } = await exported(path);
      const json = (await get(`/api${path}?limit=1`)).json() as { data: Record<string, unknown>[]; meta: { total: number } };
      expect(rows, path).toHaveLength(json.meta.total);
      if (json.data[0]) expect(header, path).toEqual(expect.arrayContaining(Object.keys(json.data[0])));
    }
  });

  it('holds the whole filtered list across pages, in the list order, with nested values as JSON', async () => {
    const prefix = `LEX-${tag()}`;
    for (let i = 0; i < 105; i++) expect((await admin.send('POST', '/api/categories', { name: `${prefix} ${String(i).padStart(3, '0')}` })).statusCode).toBe(201);
    const { header, rows } = await exported('/categories', `search=${encodeURIComponent(prefix)}`);
    const items = await listed('/categories', `search=${encodeURIComponent(prefix)}`);
    expect(items).toHaveLength(105);
    expect(rows).toEqual(items.map(asCells(header)));

    const product = await admin.product();
    const customer = await admin.customer();
    const warehouse = await admin.warehouse();
    for (const quantity of [2, 3]) await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity }] });
    const orders = await exported('/orders/sales-orders', `customerId=${customer.id}`);
    expect(orders.rows).toEqual((await listed('/orders/sales-orders', `customerId=${customer.id}`)).map(asCells(orders.header)));
    expect(orders.rows.map((row) => (JSON.parse(row.items!) as { quantity: number }[])[0]!.quantity)).toEqual([3, 2]);
  });

  it('keeps the list route permissions, authentication and input checks, and takes only json or csv', async () => {
    const staff = await t.login('staff');
    const forbidden = await get('/api/users?format=csv', staff);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/suppliers?format=csv' })).statusCode).toBe(401);
    const invalid = await get('/api/orders/sales-orders?format=csv&status=lost');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    const xml = await get('/api/suppliers?format=xml');
    expect(xml.statusCode).toBe(400);
    expect(xml.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { format: ['format must be json or csv'] } } });
  });

  it(`refuses a list of more than ${LIST_EXPORT_MAX_RECORDS} records, to be narrowed by its filters`, async () => {
    const prefix = `BULK-${tag()}`;
    await t.db.execute(sql`insert into categories (id, name) select gen_random_uuid(), ${prefix} || ' ' || n from generate_series(1, ${LIST_EXPORT_MAX_RECORDS + 1}) as n`);
    const res = await get(`/api/categories?format=csv&search=${encodeURIComponent(prefix)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { format: [`The list holds ${LIST_EXPORT_MAX_RECORDS + 1} records; narrow its filters to at most ${LIST_EXPORT_MAX_RECORDS} to export it`] } } });
    expect((await exported('/categories', `search=${encodeURIComponent(`${prefix} 4999`)}`)).rows.map((row) => row.name).sort()).toEqual([`${prefix} 4999`, ...Array.from({ length: 10 }, (_, i) => `${prefix} 4999${i}`)].sort());
  });
});
