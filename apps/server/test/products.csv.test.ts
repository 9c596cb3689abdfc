/**
 * Product CSV export and import: GET /api/products/export streams the list's products
 * as RFC 4180 CSV; POST /api/products/import creates or updates by SKU, all rows checked first
 * (a per-row report and nothing written when any fails), dryRun, one transaction.
 */
import { Agent, get, request } from 'node:http';
import { parse } from 'csv-parse/sync';
import { parse as parseStream } from 'csv-parse';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { JWT_SECRET, setupTestApp, TEST_CONFIG } from './support/app.js';
import { expectStatus, stockClient } from './support/inventory.js';
import { multipartBody, type FormPart } from './support/multipart.js';
import { tag, type ProductView } from './support/products.js';

const t = await setupTestApp();
const adminToken = await t.login('admin');
const admin = stockClient(t, adminToken);
const category = await admin.products.category();

type Row = Record<string, string>;

/** GET `url` as `token`; returns the response. */
const getAs = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(token) });

/** The export's records for `query`, parsed back with csv-parse (columns from the header). */
async function exported(query: string, token = adminToken): Promise<Row[]> {
  const res = await getAs(token, `/api/products/export?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
  return parse(res.body, { columns: true }) as Row[];
}

/** POST `csv` to the import as `token` (text/csv unless `contentType`), with `query`. */
const importCsv = (csv: string, { token = adminToken, query = '', contentType = 'text/csv' } = {}) =>
  t.app.inject({ method: 'POST', url: `/api/products/import${query}`, headers: { ...t.auth(token), 'content-type': contentType }, payload: csv });

/** One CSV line of `values` (quoted as RFC 4180 wants). */
const line = (...values: (string | number)[]) => values.map((v) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v))).join(',');
const HEADER = 'sku,name,categoryId,unitOfMeasure,costPrice,sellingPrice';

async function productBySku(sku: string): Promise<ProductView | undefined> {
  const list = await admin.list<ProductView>('/api/products', { search: sku, includeInactive: 'true' });
  return list.data.find((product) => product.sku === sku);
}

describe('export', () => {
  it('streams the list as CSV that csv-parse reads back into the list API\'s values, quoting commas, quotes, newlines and unicode', async () => {
    const prefix = `EXP-${tag()}`;
    const tricky = 'Hammer, "claw" 16 oz\nsecond line — Größe 🧱';
    const made = [
      await admin.products.create(category.id, { sku: `${prefix}-A`, name: tricky, description: 'a;b,c "quoted"', costPrice: 1.5, sellingPrice: 10, barcode: '0123' }),
      await admin.products.create(category.id, { sku: `${prefix}-B`, name: 'Plain', costPrice: 2, sellingPrice: 20.05, minStockLevel: 3, tracking: 'lot', shelfLifeDays: 30, minRemainingShelfLifeDays: 14 }),
    ];
    const warehouse = await admin.warehouse();
    expectStatus(await admin.move({ productId: made[1]!.id, warehouseId: warehouse.id, type: 'in', quantity: 7, reason: 'Opening', lotNumber: 'L-1' }), 201);

    const rows = await exported(`format=csv&search=${prefix}`);
    const listed = (await admin.list<ProductView>('/api/products', { search: prefix, sort: 'sku', order: 'asc' })).data;
    expect(rows.map((row) => row.sku)).toEqual(listed.map((product) => product.sku));
    rows.forEach((row, i) => {
      const product = listed[i]!;
      expect(row).toEqual({
        sku: product.sku,
        name: product.name,
        description: product.description ?? '',
        categoryId: product.categoryId,
        categoryName: product.category.name,
        brand: '',
        unitOfMeasure: product.unitOfMeasure,
        costPrice: String(product.costPrice),
        sellingPrice: String(product.sellingPrice),
        minStockLevel: product.minStockLevel === null ? '' : String(product.minStockLevel),
        maxStockLevel: '',
        isActive: 'true',
        weight: '',
        barcode: product.barcode ?? '',
        tracking: (product as unknown as { tracking: string }).tracking,
        costingMethod: product.costingMethod,
        shelfLifeDays: i === 1 ? '30' : '',
        minRemainingShelfLifeDays: i === 1 ? '14' : '',
        onHand: String(product.stock.onHand),
        reserved: String(product.stock.reserved),
        available: String(product.stock.available),
      });
    });
    expect(rows[0]!.name).toBe(tricky);
    expect(rows[1]!.onHand).toBe('7');
  });

  it('writes RFC 4180: a header row and CRLF between records', async () => {
    const sku = `CRLF-${tag()}`;
    await admin.products.create(category.id, { sku, name: 'Line\nbreak' });
    const res = await getAs(adminToken, `/api/products/export?search=${sku}`);
    expect(res.body.startsWith('sku,name,description,categoryId,categoryName,')).toBe(true);
    expect(res.body).toContain(`\r\n${sku},"Line\nbreak",`);
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it('takes the list\'s filters: price range, category, archived products only with includeInactive', async () => {
    const prefix = `FLT-${tag()}`;
    const other = await admin.products.category();
    await admin.products.create(category.id, { sku: `${prefix}-CHEAP`, sellingPrice: 5 });
    await admin.products.create(category.id, { sku: `${prefix}-DEAR`, sellingPrice: 500 });
    const elsewhere = await admin.products.create(other.id, { sku: `${prefix}-OTHER`, sellingPrice: 50 });
    expectStatus(await admin.send('DELETE', `/api/products/${elsewhere.id}`), 200);

    expect((await exported(`search=${prefix}&max_price=100`)).map((row) => row.sku)).toEqual([`${prefix}-CHEAP`]);
    expect((await exported(`search=${prefix}&category_id=${category.id}&min_price=100`)).map((row) => row.sku)).toEqual([`${prefix}-DEAR`]);
    expect((await exported(`search=${prefix}&category=${encodeURIComponent(other.name)}`)).map((row) => row.sku)).toEqual([]);
    const archived = await exported(`search=${prefix}&category_id=${other.id}&includeInactive=true`);
    expect(archived.map((row) => [row.sku, row.isActive])).toEqual([[`${prefix}-OTHER`, 'false']]);
  });

  it('refuses a format other than csv, and unknown or invalid parameters, in the validation error form', async () => {
    const res = await getAs(adminToken, '/api/products/export?format=xlsx');
    expect(expectStatus(res, 400)).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details: { format: ['format must be csv'] }, field: 'format' } });
    expect(expectStatus<{ error: { details: unknown } }>(await getAs(adminToken, '/api/products/export?page=2'), 400).error.details).toEqual({ page: ['Unknown parameter'] });
    expect(expectStatus<{ error: { details: unknown } }>(await getAs(adminToken, '/api/products/export?min_price=cheap'), 400).error.details).toEqual({ min_price: ['min_price must be a number'] });
  });

  it('needs a token and products:read', async () => {
    expect(expectStatus<{ error: { code: string } }>(await t.app.inject({ method: 'GET', url: '/api/products/export' }), 401).error.code).toBe('UNAUTHORIZED');
    expect(expectStatus<{ error: { code: string } }>(await getAs(await t.login('viewer'), '/api/products/export'), 403).error.code).toBe('FORBIDDEN');
    // Authorization comes before validation (SPEC 5.6).
    expect(expectStatus<{ error: { code: string } }>(await getAs(await t.login('viewer'), '/api/products/export?format=xml'), 403).error.code).toBe('FORBIDDEN');
  });

  it('scopes stock figures and products to a warehouse-bound caller\'s warehouse', async () => {
    const prefix = `SCP-${tag()}`;
    const [home, away] = [await admin.warehouse(), await admin.warehouse()];
    const both = await admin.products.create(category.id, { sku: `${prefix}-BOTH` });
    const awayOnly = await admin.products.create(category.id, { sku: `${prefix}-AWAY` });
    await admin.receive(both.id, home.id, 2);
    await admin.receive(both.id, away.id, 5);
    await admin.receive(awayOnly.id, away.id, 1);
    const picker = await t.login('staff', { warehouseId: home.id });
    const rows = await exported(`search=${prefix}`, picker);
    expect(rows.map((row) => [row.sku, row.onHand])).toEqual([[`${prefix}-BOTH`, '2']]);
    expect((await exported(`search=${prefix}`)).map((row) => [row.sku, row.onHand])).toEqual([
      [`${prefix}-AWAY`, '1'],
      [`${prefix}-BOTH`, '7'],
    ]);
  });
});

describe('import', () => {
  it('round trip: importing an export unchanged changes nothing', async () => {
    const prefix = `RT-${tag()}`;
    await admin.products.create(category.id, { sku: `${prefix}-1`, name: 'Comma, "quote"\nnewline ü', description: 'Ø 12 mm', brand: 'Acme', weight: 1.25, maxStockLevel: 40 });
    await admin.products.create(category.id, { sku: `${prefix}-2`, tracking: 'serial' });
    const before = (await admin.list<ProductView>('/api/products', { search: prefix })).data;
    const file = (await getAs(adminToken, `/api/products/export?search=${prefix}`)).body;
    const res = expectStatus<{ data: unknown; message: string }>(await importCsv(file), 200);
    expect(res).toEqual({ success: true, data: { dryRun: false, rows: 2, created: 0, updated: 0, unchanged: 2 }, message: 'Products imported' });
    expect((await admin.list<ProductView>('/api/products', { search: prefix })).data).toEqual(before);
  });

  it('creates new SKUs and updates existing ones, only the columns given, publishing product events', async () => {
    const prefix = `UPS-${tag()}`;
    const existing = await admin.products.create(category.id, { sku: `${prefix}-OLD`, name: 'Old name', description: 'Keep me', costPrice: 3, sellingPrice: 6 });
    const csv = [HEADER, line(`${prefix}-OLD`, 'New name', category.id, 'piece', 3, 7.5), line(`${prefix}-NEW`, 'Brand new', category.id, 'box', 1, 2.25)].join('\r\n');
    const res = expectStatus<{ data: unknown }>(await importCsv(csv), 200);
    expect(res.data).toEqual({ dryRun: false, rows: 2, created: 1, updated: 1, unchanged: 0 });
    const updated = (await productBySku(`${prefix}-OLD`))!;
    expect(updated).toMatchObject({ id: existing.id, name: 'New name', description: 'Keep me', sellingPrice: 7.5 });
    const created = (await productBySku(`${prefix}-NEW`))!;
    expect(created).toMatchObject({ name: 'Brand new', unitOfMeasure: 'box', costPrice: 1, sellingPrice: 2.25, isActive: true });
    const me = await admin.me();
    expect(updated.updatedBy).toBe(me);
    expect(created.createdBy).toBe(me);

    const events: { type: string; data: { id: string; name: string } }[] = [];
    for (let after = 0; ; ) {
      type Feed = { events: typeof events; next: number; hasMore: boolean };
      const page = expectStatus<{ data: Feed }>(await getAs(adminToken, `/api/events?types=product.created,product.updated&limit=100&after=${after}`), 200).data;
      events.push(...page.events.filter((event) => event.data.id === existing.id || event.data.id === created.id));
      if (!page.hasMore) break;
      after = page.next;
    }
    expect(events.map((event) => [event.type, event.data.name])).toEqual([
      ['product.created', 'Old name'],
      ['product.created', 'Brand new'],
      ['product.updated', 'New name'],
    ]);
  });

  it('writes minRemainingShelfLifeDays from its column, an empty cell clearing it, and reports a negative one on its row', async () => {
    const sku = `MRS-${tag()}`;
    await admin.products.create(category.id, { sku, tracking: 'lot', shelfLifeDays: 60, minRemainingShelfLifeDays: 5 });
    const set = await importCsv(['sku,minRemainingShelfLifeDays', line(sku, 21)].join('\n'));
    expect(expectStatus<{ data: unknown }>(set, 200).data).toMatchObject({ updated: 1 });
    expect(await productBySku(sku)).toMatchObject({ shelfLifeDays: 60, minRemainingShelfLifeDays: 21 });
    const refused = expectStatus<{ error: { details: unknown } }>(await importCsv(['sku,minRemainingShelfLifeDays', line(sku, -1)].join('\n')), 400);
    expect(refused.error.details).toEqual({ 'rows.2.minRemainingShelfLifeDays': ['Minimum remaining shelf life must not be negative'] });
    const cleared = await importCsv(['sku,minRemainingShelfLifeDays', line(sku, '')].join('\n'));
    expect(expectStatus<{ data: unknown }>(cleared, 200).data).toMatchObject({ updated: 1 });
    expect(await productBySku(sku)).toMatchObject({ shelfLifeDays: 60, minRemainingShelfLifeDays: null });
  });

  it('empty cells clear optional fields and keep required ones on update', async () => {
    const sku = `EMP-${tag()}`;
    await admin.products.create(category.id, { sku, name: 'Named', brand: 'Acme', sellingPrice: 9 });
    const res = await importCsv(['sku,name,brand,sellingPrice', line(sku, '', '', '')].join('\n'));
    expect(expectStatus<{ data: unknown }>(res, 200).data).toMatchObject({ updated: 1 });
    expect(await productBySku(sku)).toMatchObject({ name: 'Named', brand: null, sellingPrice: 9 });
  });

  it('reports every failing row by row number and column, and writes nothing', async () => {
    const prefix = `BAD-${tag()}`;
    const csv = [
      HEADER,
      line(`${prefix}-OK`, 'Fine', category.id, 'piece', 1, 2),
      line(`${prefix.toLowerCase()}-low`, 'Bad SKU', category.id, 'piece', 1, 2),
      line(`${prefix}-PRICE`, 'Bad price', category.id, 'piece', 'abc', -1),
      line(`${prefix}-CAT`, 'Unknown category', '01a20b00-0000-7000-8000-0000000000ff', 'piece', 1, 2),
      line(`${prefix}-OK`, 'Repeated', category.id, 'piece', 1, 2),
      line(`${prefix}-SHORT`, 'Too few values'),
      line(`${prefix}-NONAME`, '', category.id, 'piece', 1, 2),
      line(`${prefix}-UNIT`, 'Crated', category.id, 'crate', 1, 2),
    ].join('\r\n');
    const body = expectStatus<{ error: { code: string; message: string; details: Record<string, string[]> } }>(await importCsv(csv), 400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toBe('Invalid CSV data: 7 rows with errors');
    expect(body.error.details).toEqual({
      'rows.3.sku': ['SKU must contain only uppercase letters, numbers, and hyphens'],
      'rows.4.costPrice': ['Cost price must be a number'],
      'rows.4.sellingPrice': ['Selling price must be positive'],
      'rows.5.categoryId': ['Invalid category ID'],
      'rows.6.sku': ['SKU is repeated: first on row 2'],
      'rows.7._': ['Row has 2 values; the header has 6'],
      'rows.8.name': ['Product name is required'],
      'rows.9.unitOfMeasure': ['Invalid unit of measure'],
    });
    expect(await productBySku(`${prefix}-OK`)).toBeUndefined();
  });

  it('checks rows against the stored product: tracking while in stock, maximum below the stored minimum', async () => {
    const prefix = `DB-${tag()}`;
    const stocked = await admin.products.create(category.id, { sku: `${prefix}-STOCK` });
    await admin.products.create(category.id, { sku: `${prefix}-MIN`, minStockLevel: 10 });
    await admin.receive(stocked.id, (await admin.warehouse()).id, 1);
    const csv = ['sku,tracking,maxStockLevel', line(`${prefix}-STOCK`, 'lot', ''), line(`${prefix}-MIN`, '', 5)].join('\n');
    const body = expectStatus<{ error: { details: unknown } }>(await importCsv(csv), 400);
    expect(body.error.details).toEqual({
      'rows.2.tracking': ['Tracking cannot change while the product has stock'],
      'rows.3.maxStockLevel': ['Maximum stock level must not be below minimum stock level'],
    });
  });

  it('refuses a header with unknown, repeated or missing columns, and a file that is no CSV', async () => {
    const details = async (csv: string) => expectStatus<{ error: { details: unknown } }>(await importCsv(csv), 400).error.details;
    expect(await details('sku,name,colour,name\nX,Y,Z,W')).toEqual({
      'rows.1.colour': [expect.stringMatching(/^Unknown column; the columns are: sku, name, /)],
      'rows.1.name': ['Column is repeated'],
    });
    expect(await details('name\nHammer')).toEqual({ 'rows.1.sku': ['Column is required'] });
    expect(await details('')).toEqual({ 'rows.1._': ['The file is empty: a header row naming the columns is required'] });
    expect(await details('sku,name\n"unclosed,x\n')).toEqual({ _: [expect.stringMatching(/^Not readable as CSV: /)] });
  });

  it('dryRun=true reports what would be created and updated, and writes nothing', async () => {
    const prefix = `DRY-${tag()}`;
    await admin.products.create(category.id, { sku: `${prefix}-OLD`, name: 'Old', costPrice: 1, sellingPrice: 2 });
    const csv = [HEADER, line(`${prefix}-OLD`, 'Renamed', category.id, 'piece', 1, 2), line(`${prefix}-NEW`, 'New', category.id, 'piece', 1, 2)].join('\n');
    const res = expectStatus<{ data: unknown }>(await importCsv(csv, { query: '?dryRun=true' }), 200);
    expect(res.data).toEqual({ dryRun: true, rows: 2, created: 1, updated: 1, unchanged: 0 });
    expect(await productBySku(`${prefix}-OLD`)).toMatchObject({ name: 'Old' });
    expect(await productBySku(`${prefix}-NEW`)).toBeUndefined();
    expect(expectStatus<{ error: { details: unknown } }>(await importCsv(csv, { query: '?dryRun=yes' }), 400).error.details).toEqual({ dryRun: ['dryRun must be true or false'] });
  });

  it('reads a multipart/form-data file, and refuses other content types as invalid request data', async () => {
    const sku = `MP-${tag()}`;
    const boundary = '----stockroom-test';
    const payload = [`--${boundary}`, 'Content-Disposition: form-data; name="file"; filename="products.csv"', 'Content-Type: text/csv', '', [HEADER, line(sku, 'From a form', category.id, 'piece', 1, 2)].join('\r\n'), `--${boundary}--`, ''].join('\r\n');
    const res = await importCsv(payload, { contentType: `multipart/form-data; boundary=${boundary}` });
    expect(expectStatus<{ data: unknown }>(res, 200).data).toMatchObject({ created: 1 });
    expect(await productBySku(sku)).toMatchObject({ name: 'From a form' });

    const json = await t.app.inject({ method: 'POST', url: '/api/products/import', headers: t.auth(adminToken), payload: { sku } });
    expect(expectStatus(json, 400)).toEqual({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details: { body: ['Send the CSV as the body with Content-Type text/csv, or as the file of a multipart/form-data body'] }, field: 'body' },
    });
    const latin1 = await t.app.inject({ method: 'POST', url: '/api/products/import', headers: { ...t.auth(adminToken), 'content-type': 'text/csv' }, payload: Buffer.from('sku,name\nX,Gr\xf6\xdfe', 'latin1') });
    expect(expectStatus<{ error: { details: unknown } }>(latin1, 400).error.details).toEqual({ body: ['The file must be UTF-8 text'] });
  });

  it('takes exactly one file part named file: another name, a second part named file or none is 400 on field file, writing nothing', async () => {
    const sku = `MP-${tag()}`;
    const csv = [HEADER, line(sku, 'From a form', category.id, 'piece', 1, 2)].join('\r\n');
    const refused = async (parts: FormPart[], message: string) => {
      const { payload, contentType } = multipartBody(parts);
      expect(expectStatus(await importCsv(payload, { contentType }), 400), JSON.stringify(parts.map((part) => part.name))).toEqual({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details: { file: [message] }, field: 'file' },
      });
    };
    await refused([{ name: 'upload', filename: 'products.csv', content: csv }], 'Send the CSV as the part named file; the body has a file part named "upload"');
    await refused([{ name: 'file', filename: 'a.csv', content: csv }, { name: 'file', filename: 'b.csv', content: csv }], 'Send one file: the body has more than one part named file');
    await refused([{ name: 'file', filename: 'a.csv', content: csv }, { name: 'more', filename: 'b.csv', content: csv }], 'Send the CSV as the part named file; the body has a file part named "more"');
    await refused([], 'A multipart body must carry the CSV as its part named file');
    await refused([{ name: 'file', content: csv }], 'The part named file must be a file (a part with a filename), not a text field');
    expect(await productBySku(sku)).toBeUndefined();
  });

  it('answers a multipart body it cannot read (cut short, no boundary) with 400 on field body', async () => {
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'products.csv', content: HEADER }]);
    for (const [body, type] of [[payload.slice(0, payload.indexOf(HEADER) + 3), contentType], [payload, 'multipart/form-data']]) {
      expect(expectStatus(await importCsv(body!, { contentType: type }), 400)).toEqual({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details: { body: ['The multipart/form-data body could not be read'] }, field: 'body' },
      });
    }
  });

  it('reads a refused multipart body to its end, so that the connection serves the next request (a real socket)', async () => {
    const server = await buildApp({ config: TEST_CONFIG, database: t.database, jwtSecret: JWT_SECRET });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const origin = await server.listen({ host: '127.0.0.1', port: 0 });
      /** `method` `path` through the one socket of `agent`; resolves to the status and body. */
      const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = request(`${origin}${path}`, { method, agent, headers }, (res) => {
            let text = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk)).on('end', () => resolve({ status: res.statusCode!, body: text }));
          });
          req.on('error', reject).end(body);
        });
      const big = 'x'.repeat(8 * 1024 * 1024);
      for (const parts of [[{ name: 'upload', filename: 'a.csv', content: big }], [{ name: 'file', filename: 'a.csv', content: HEADER }, { name: 'file', filename: 'b.csv', content: big }]]) {
        const { payload, contentType } = multipartBody(parts);
        const refused = await send('POST', '/api/products/import', { ...t.auth(adminToken), 'content-type': contentType }, payload);
        expect(refused.status, refused.body).toBe(400);
        expect(JSON.parse(refused.body).error.field).toBe('file');
        expect((await send('GET', '/api/auth/me', t.auth(adminToken))).status).toBe(200);
      }
    } finally {
      agent.destroy();
      await server.close();
    }
  }, 20_000);

  it('refuses a text field beside the file, dryRun included, naming it: options go in the query string', async () => {
    const sku = `MP-${tag()}`;
    const csv = [HEADER, line(sku, 'Beside fields', category.id, 'piece', 1, 2)].join('\r\n');
    const message = 'Form fields are not read: send options in the query string (e.g. ?dryRun=true), and only the file in the multipart body';
    const file = { name: 'file', filename: 'products.csv', content: csv };
    for (const [parts, field] of [
      [[file, { name: 'dryRun', content: 'true' }], 'dryRun'],
      [[{ name: 'dryRun', content: 'true' }, file], 'dryRun'],
      [[{ name: 'note', content: 'first' }, file, { name: 'dryRun', content: 'true' }], 'note'],
      [[{ name: 'note', content: 'x'.repeat(100_000) }, file], 'note'],
      [[{ name: 'note', content: 'no file here' }], 'note'],
    ] as [FormPart[], string][]) {
      const { payload, contentType } = multipartBody(parts);
      expect(expectStatus(await importCsv(payload, { contentType }), 400), field).toEqual({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details: { [field]: [message] }, field },
      });
    }
    expect(await productBySku(sku)).toBeUndefined();
    // In the query string, dryRun is read: the file is checked and nothing written.
    const { payload, contentType } = multipartBody([file]);
    expect(expectStatus<{ data: unknown }>(await importCsv(payload, { contentType, query: '?dryRun=true' }), 200).data).toMatchObject({ dryRun: true, created: 1 });
    expect(await productBySku(sku)).toBeUndefined();
  });

  it('needs both products:create and products:update', async () => {
    const csv = [HEADER, line(`PERM-${tag()}`, 'x', category.id, 'piece', 1, 2)].join('\n');
    expect(expectStatus<{ error: { code: string } }>(await importCsv(csv, { token: await t.login('staff') }), 403).error.code).toBe('FORBIDDEN');
    const createOnly = expectStatus<{ data: { key: string } }>(await admin.send('POST', '/api/api-keys', { name: `create only ${tag()}`, permissions: ['products:create'] }), 201).data.key;
    expect(expectStatus(await importCsv(csv, { token: createOnly }), 403)).toEqual({ success: false, error: { code: 'FORBIDDEN', message: 'Insufficient permissions' } });
    const both = expectStatus<{ data: { key: string } }>(await admin.send('POST', '/api/api-keys', { name: `both ${tag()}`, permissions: ['products:create', 'products:update'] }), 201).data.key;
    expect(expectStatus<{ data: unknown }>(await importCsv(csv, { token: both }), 200).data).toMatchObject({ created: 1 });
    expect(expectStatus<{ data: unknown }>(await importCsv(csv, { token: await t.login('manager') }), 200).data).toMatchObject({ unchanged: 1 });
  });
});

describe('the routes', () => {
  it('answer OPTIONS and a wrong method with their own methods', async () => {
    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/products/import' });
    expect(options.statusCode).toBe(200);
    expect(options.headers.allow).toContain('POST');
    expect((await t.app.inject({ method: 'OPTIONS', url: '/api/inventory/export' })).headers.allow).toContain('GET');
    const wrong = await t.app.inject({ method: 'PATCH', url: '/api/products/import', headers: t.auth(adminToken) });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.json().error.details.allowed).toContain('POST');
  });
});

describe('over /trpc', () => {
  interface TrpcFailure {
    error: { data: { httpStatus: number; error: { code: string; message: string } } };
  }
  const trpcGet = (path: string, input: object, token?: string) =>
    t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: token ? t.auth(token) : {} });

  it('reaches the export as its text, with the refusals of /api', async () => {
    const prefix = `TRPC-${tag()}`;
    await admin.products.create(category.id, { sku: `${prefix}-1`, name: 'Comma, "quote" ü' });
    const file = expectStatus<{ result: { data: { filename: string; content: string } } }>(await trpcGet('products.export', { search: prefix }, adminToken), 200).result.data;
    expect(file.filename).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.content).toBe((await getAs(adminToken, `/api/products/export?search=${prefix}`)).body);

    const viewer = await t.login('viewer');
    const refusals: [string | undefined, number, string][] = [[undefined, 401, 'UNAUTHORIZED'], [viewer, 403, 'FORBIDDEN']];
    for (const [token, status, code] of refusals) {
      const rest = expectStatus<{ error: { code: string; message: string } }>(await t.app.inject({ method: 'GET', url: '/api/products/export?format=xml', headers: token ? t.auth(token) : {} }), status).error;
      const trpc = expectStatus<TrpcFailure>(await trpcGet('products.export', { format: 'xml' }, token), status).error.data;
      expect(rest.code).toBe(code);
      expect(trpc.error).toEqual(rest);
    }
  });

  it('imports the file the input holds; over /api the file is the body, and a file parameter is refused', async () => {
    const sku = `TRPC-IMP-${tag()}`;
    const csv = [HEADER, line(sku, 'From tRPC', category.id, 'piece', 1, 2)].join('\n');
    const res = await t.app.inject({ method: 'POST', url: '/trpc/products.import', headers: t.auth(adminToken), payload: { file: csv } });
    expect(expectStatus<{ result: { data: unknown } }>(res, 200).result.data).toEqual({ dryRun: false, rows: 1, created: 1, updated: 0, unchanged: 0 });
    expect((await productBySku(sku))?.name).toBe('From tRPC');
    expect(expectStatus<{ error: { details: unknown } }>(await importCsv(csv, { query: '?file=x' }), 400).error.details).toEqual({ file: ['Unknown parameter'] });
  });
});

describe('100,000 products', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'imports 100,000 rows in one request, then updates them all, on PostgreSQL',
    async () => {
      const rows = (name: string) => Array.from({ length: 100_000 }, (_, i) => line(`BULK-${String(i).padStart(6, '0')}`, `${name} ${i}`, category.id, 'piece', 1, (i % 1000) + 1)).join('\n');
      const created = expectStatus<{ data: unknown }>(await importCsv(`${HEADER}\n${rows('Bulk item')}`), 200);
      expect(created.data).toEqual({ dryRun: false, rows: 100_000, created: 100_000, updated: 0, unchanged: 0 });
      const updated = expectStatus<{ data: unknown }>(await importCsv(`${HEADER}\n${rows('Renamed item')}`), 200);
      expect(updated.data).toEqual({ dryRun: false, rows: 100_000, created: 0, updated: 100_000, unchanged: 0 });
      expect(await productBySku('BULK-099999')).toMatchObject({ name: 'Renamed item 99999', sellingPrice: 1000 });
    },
    600_000,
  );

  it('streams an export of 100,000 products through a socket with backpressure: the server holds back what the client has not read', async () => {
    // On PGlite the products are made by the seed's bulk path (the PostgreSQL test above imports them through HTTP).
    if ((await productBySku('BULK-000000')) === undefined) {
      const rows = Array.from({ length: 100_000 }, (_, i) => line(`BULK-${String(i).padStart(6, '0')}`, `Bulk item ${i}`, category.id, 'piece', 1, 2));
      expectStatus(await importCsv(`${HEADER}\n${rows.join('\n')}`), 200);
    }
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const served: import('node:http').ServerResponse[] = [];
    t.app.server.on('request', (_request, response) => served.push(response));
    const records = await new Promise<number>((resolve, reject) => {
      get(`${origin}/api/products/export?search=BULK-`, { headers: t.auth(adminToken) }, (res) => {
        expect(res.statusCode).toBe(200);
        let count = 0;
        let paused = false;
        const parser = parseStream({ columns: true });
        parser.on('data', () => {
          count++;
          if (count === 5_000 && !paused) {
            // The client stops reading: the server must stop producing rather than buffer the rest.
            paused = true;
            parser.pause();
            setTimeout(() => {
              const buffered = served.at(-1)!.writableLength;
              try {
                expect(buffered).toBeLessThan(1024 * 1024);
              } catch (error) {
                reject(error);
              }
              parser.resume();
            }, 1000);
          }
        });
        parser.on('end', () => resolve(count));
        parser.on('error', reject);
        res.pipe(parser);
      }).on('error', reject);
    });
    expect(records).toBe(100_000);
  }, 600_000);
});
