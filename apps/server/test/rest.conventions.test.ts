/**
 * The HTTP conventions of the REST edge (decision 0014): 201 with Location, ETag and If-None-Match,
 * If-Match on updates (412, nothing written), 405 with Allow, OPTIONS, 406 for an Accept a route
 * cannot meet, compression, unknown query parameters, Idempotent-Replayed, the headers browsers may
 * read, and the list `shape`. Each is the edge's own
 * behaviour over the procedures (apps/server/src/rest).
 */
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type MovementResult, type WarehouseView } from './support/inventory.js';
import { customerBody, orderClient, PURCHASE_ORDERS, SALES_ORDERS, supplierBody } from './support/orders.js';
import type { ProductView } from './support/products.js';

const t = await setupTestApp();
const admin = orderClient(t, await t.login('admin'));

const etagOf = (res: { headers: Record<string, unknown> }) => res.headers.etag as string;

describe('201 Created', () => {
  it('carries Location with the URL of the new record, which a GET serves', async () => {
    const category = await admin.products.category();
    const res = await admin.send('POST', '/api/products', { name: 'Anvil', sku: `AN-${randomUUID().slice(0, 8).toUpperCase()}`, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 });
    const product = expectStatus<{ data: ProductView }>(res, 201).data;
    expect(res.headers.location).toBe(`/api/products/${product.id}`);
    const read = await admin.send('GET', res.headers.location as string);
    expect(expectStatus<{ data: ProductView }>(read, 200).data).toEqual(product);
    expect(etagOf(read)).toBe(etagOf(res));
  });

  it('points a stock movement, and an adjustment, at the movement in the ledger', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const moved = await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 5, reason: 'Opening' });
    const { movement } = expectStatus<{ data: MovementResult }>(moved, 201).data;
    expect(moved.headers.location).toBe(`/api/inventory/movements/${movement!.id}`);
    const read = expectStatus<{ data: { id: string; quantity: number; sku: string } }>(await admin.send('GET', moved.headers.location as string), 200).data;
    expect(read).toMatchObject({ id: movement!.id, quantity: 5, sku: product.sku });

    const adjusted = await admin.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -2, reason: 'damage' });
    const adjustment = expectStatus<{ data: MovementResult }>(adjusted, 201).data.movement!;
    expect(adjusted.headers.location).toBe(`/api/inventory/movements/${adjustment.id}`);
  });

  it('hides a movement of another warehouse from a warehouse-bound user: 404', async () => {
    const [own, other] = [await admin.warehouse(), await admin.warehouse()];
    const product = await admin.product();
    const { movement } = expectStatus<{ data: MovementResult }>(await admin.move({ productId: product.id, warehouseId: other.id, type: 'in', quantity: 1, reason: 'x' }), 201).data;
    const bound = orderClient(t, await t.login('staff', { warehouseId: own.id }));
    expect((await bound.send('GET', `/api/inventory/movements/${movement!.id}`)).statusCode).toBe(404);
  });
});

describe('ETag and If-None-Match', () => {
  it('tags single records and lists; a matching If-None-Match answers 304 without a body, a changed record 200', async () => {
    const category = await admin.products.category();
    const product = await admin.products.create(category.id);
    const url = `/api/products/${product.id}`;
    const first = await admin.send('GET', url);
    expect(etagOf(first)).toMatch(/^"[\w-]+"$/);
    const unchanged = await admin.send('GET', url, undefined, { 'if-none-match': etagOf(first) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(etagOf(unchanged)).toBe(etagOf(first));

    const list = await admin.send('GET', `/api/products?category_id=${category.id}`);
    expect((await admin.send('GET', `/api/products?category_id=${category.id}`, undefined, { 'if-none-match': etagOf(list) })).statusCode).toBe(304);
    // Form B is another representation, with its own tag.
    const formB = await admin.send('GET', `/api/products?category_id=${category.id}&shape=page`);
    expect(etagOf(formB)).not.toBe(etagOf(list));

    expectStatus(await admin.send('PUT', url, { name: 'Renamed' }), 200);
    const changed = await admin.send('GET', url, undefined, { 'if-none-match': etagOf(first) });
    expect(changed.statusCode).toBe(200);
    expect(etagOf(changed)).not.toBe(etagOf(first));
    expect((await admin.send('GET', `/api/products?category_id=${category.id}`, undefined, { 'if-none-match': etagOf(list) })).statusCode).toBe(200);
  });
});

/** A record of each kind PUT honours If-Match on, its URL and a change to send. */
async function editable() {
  const category = await admin.products.category();
  const product = await admin.products.create(category.id);
  const warehouse: WarehouseView = await admin.warehouse();
  const supplier = await admin.supplier();
  const customer = await admin.customer();
  const user = expectStatus<{ data: { id: string } }>(
    await admin.send('POST', '/api/users', { email: `u-${randomUUID()}@example.com`, password: 'a-long-enough-password', name: 'Edited', role: 'staff' }),
    201,
  ).data;
  const purchaseOrder = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 2 }] });
  const salesOrder = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] });
  return [
    ['product', `/api/products/${product.id}`, { name: 'Changed name' }],
    ['category', `/api/categories/${category.id}`, { description: 'Changed' }],
    ['warehouse', `/api/warehouse/${warehouse.id}`, { name: 'Changed name' }],
    ['supplier', `/api/suppliers/${supplier.id}`, { name: 'Changed name' }],
    ['customer', `/api/customers/${customer.id}`, { name: 'Changed name' }],
    ['user', `/api/users/${user.id}`, { name: 'Changed name' }],
    ['purchase order', `${PURCHASE_ORDERS}/${purchaseOrder.id}`, { notes: 'Changed' }],
    ['sales order', `${SALES_ORDERS}/${salesOrder.id}`, { notes: 'Changed' }],
  ] as const;
}

describe('If-Match on PUT', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7])('applies an update whose tag matches, answers the new tag, and refuses a stale tag with 412 (record %i)', async (index) => {
    const [kind, url, change] = (await editable())[index]!;
    const read = await admin.send('GET', url);
    const updated = await admin.send('PUT', url, change, { 'if-match': etagOf(read) });
    expect(updated.statusCode, `${kind}: ${updated.body}`).toBe(200);
    // The new tag is the tag a GET now answers, so the client can edit again with it.
    const reread = await admin.send('GET', url);
    expect(etagOf(updated)).toBe(etagOf(reread));

    // A second client still holding the first tag is refused, and nothing is written.
    const stale = await admin.send('PUT', url, { ...change, ...(kind === 'category' ? { description: 'Lost' } : kind.endsWith('order') ? { notes: 'Lost' } : { name: 'Lost update' }) }, { 'if-match': etagOf(read) });
    expect(stale.statusCode, kind).toBe(412);
    expect(stale.json()).toEqual({
      success: false,
      error: { code: 'PRECONDITION_FAILED', message: 'The record has changed since it was read; read it again and retry' },
    });
    expect(etagOf(await admin.send('GET', url))).toBe(etagOf(reread));
  });

  it('accepts If-Match: * and a list of tags that includes the current one', async () => {
    const [, url] = (await editable())[0]!;
    expect((await admin.send('PUT', url, { name: 'Star' }, { 'if-match': '*' })).statusCode).toBe(200);
    const current = etagOf(await admin.send('GET', url));
    expect((await admin.send('PUT', url, { name: 'Listed' }, { 'if-match': `"stale", ${current}` })).statusCode).toBe(200);
    expect((await admin.send('PUT', url, { name: 'Weak' }, { 'if-match': `W/${etagOf(await admin.send('GET', url))}` })).statusCode).toBe(412);
  });

  it('answers 404, not 412, for a record that does not exist', async () => {
    expect((await admin.send('PUT', `/api/products/${randomUUID()}`, { name: 'x' }, { 'if-match': '"anything"' })).statusCode).toBe(404);
  });
});

describe('methods', () => {
  it.each([
    ['PATCH', '/api/products', 'GET, POST, HEAD'],
    ['DELETE', '/api/warehouse', 'GET, POST, HEAD'],
    ['POST', `/api/products/${randomUUID()}`, 'GET, PUT, DELETE, HEAD'],
  ] as const)('%s %s → 405 METHOD_NOT_ALLOWED with Allow: %s, with or without a token', async (method, url, allow) => {
    for (const headers of [{}, admin.headers]) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.json()).toEqual({ success: false, error: { code: 'METHOD_NOT_ALLOWED', message: `Method ${method} is not allowed here`, details: { allowed: allow.split(', ') } } });
    }
  });

  it('answers OPTIONS without Origin in the envelope with the methods of the path, and 404 for an unknown path', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.json()).toEqual({ success: true, data: { methods: ['GET', 'POST', 'HEAD', 'OPTIONS'] } });
    const unknown = await t.app.inject({ method: 'OPTIONS', url: '/api/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('still answers a CORS preflight (OPTIONS with Origin) with the CORS headers', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/products', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-methods']).toContain('PUT');
    expect(res.headers['access-control-allow-headers']).toContain('if-match');
  });
});

describe('Accept', () => {
  const notAcceptable = (acceptable: string[]) => ({
    success: false,
    error: { code: 'NOT_ACCEPTABLE', message: `None of the media types this route answers is acceptable: ${acceptable.join(', ')}`, details: { acceptable } },
  });

  it.each([
    ['application/xml', '/api/categories', ['application/json', 'text/csv']],
    ['text/csv', '/api/auth/me', ['application/json']],
    ['text/html', `/api/products/${randomUUID()}`, ['application/json']],
    ['application/json', '/api/products/export', ['text/csv']],
    ['application/json', `/api/products/${randomUUID()}/label.pdf`, ['application/pdf']],
    ['application/xml', '/api/openapi.json', ['application/json']],
    ['text/csv', '/api/categories?format=json', ['application/json']],
    ['application/json', '/api/categories?format=csv', ['text/csv']],
  ])('answers Accept: %s on %s with 406 NOT_ACCEPTABLE naming what the route answers', async (accept, url, acceptable) => {
    const res = await admin.send('GET', url, undefined, { accept });
    expect(res.statusCode, res.body).toBe(406);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(notAcceptable(acceptable));
  });

  it.each([undefined, '*/*', 'application/*', 'application/json', 'text/html, application/json;q=0.9', 'application/json;q=0.5, text/csv;q=0.1', 'text/*;q=0.2, */*;q=0.5'])(
    'answers JSON for Accept: %s',
    async (accept) => {
      const res = await admin.send('GET', '/api/categories', undefined, accept === undefined ? {} : { accept });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json().success).toBe(true);
    },
  );

  it('answers a list with CSV when Accept prefers text/csv (as format=csv), and HEAD alike', async () => {
    const csv = await admin.send('GET', '/api/categories', undefined, { accept: 'text/csv, application/json;q=0.5' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="categories-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.body).toBe((await admin.send('GET', '/api/categories?format=csv')).body);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/categories', headers: { ...admin.headers, accept: 'application/xml' } });
    expect(head.statusCode).toBe(406);
  });

  it('checks Accept on a CSV download and a record too: */* and the type itself are fine', async () => {
    expect((await admin.send('GET', '/api/products/export', undefined, { accept: 'text/csv' })).statusCode).toBe(200);
    expect((await admin.send('GET', '/api/products/export', undefined, { accept: '*/*' })).statusCode).toBe(200);
    expect((await admin.send('GET', '/api/auth/me', undefined, { accept: 'application/*' })).statusCode).toBe(200);
  });
});

describe('compression', () => {
  const documentJson = async () => (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body;

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses the API document with %s when Accept-Encoding asks; it decompresses to the same JSON', async (encoding, decompress) => {
    const plain = await documentJson();
    expect(plain.length).toBeGreaterThan(1_000_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': encoding } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.length / 5);
    if (res.headers['content-length'] !== undefined) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(decompress(res.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain));
  });

  it('prefers br when both are acceptable, and honours q=0', async () => {
    const both = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const noBrotli = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('sends identity to a client without Accept-Encoding, and a response under 1 KB uncompressed, with its content-length', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await admin.send('GET', '/api/auth/settings', undefined, { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(small.rawPayload.length);
  });

  it('keeps ETag and 304 on a compressed list, and streams a compressed CSV export', async () => {
    const category = await admin.products.category();
    for (let i = 0; i < 20; i++) await admin.send('POST', '/api/products', { name: `Compressed ${i} ${'x'.repeat(60)}`, sku: `CZ-${randomUUID().slice(0, 8).toUpperCase()}`, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 });
    const url = `/api/products?category_id=${category.id}`;
    const plain = await admin.send('GET', url);
    const zipped = await admin.send('GET', url, undefined, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const unchanged = await admin.send('GET', url, undefined, { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    const head = await t.app.inject({ method: 'HEAD', url, headers: { ...admin.headers, 'accept-encoding': 'gzip' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    const csv = await admin.send('GET', `${url}&format=csv`, undefined, { 'accept-encoding': 'br' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(csv.rawPayload).toString('utf8')).toBe((await admin.send('GET', `${url}&format=csv`)).body);
  });
});

describe('query parameters', () => {
  it.each([
    ['/api/products?minPrice=3', { minPrice: ['Unknown parameter'] }],
    ['/api/inventory?category_id=x', { category_id: ['Unknown parameter'] }],
    [`/api/products/${randomUUID()}?verbose=true`, { verbose: ['Unknown parameter'] }],
    ['/api/auth/me?x=1', { x: ['Unknown parameter'] }],
  ] as const)('%s → 400 naming the unknown parameter', async (url, details) => {
    const res = await admin.send('GET', url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', details, field: Object.keys(details)[0] } });
  });

  it('names an unknown field called constructor like any other (400, not 500)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/counts',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: `{"warehouseId":"${randomUUID()}","constructor":1,"toString":2}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details).toEqual({ constructor: ['Unknown parameter'], toString: ['Unknown parameter'] });
  });

  it('refuses an unknown list shape with 400 naming it, after authentication', async () => {
    const res = await admin.send('GET', '/api/categories?shape=table');
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', details: { shape: ['shape must be list or page'] } } });
    expect((await t.app.inject({ method: 'GET', url: '/api/categories?shape=table' })).statusCode).toBe(401);
  });
});

describe('headers', () => {
  it('marks a replayed Idempotency-Key response with Idempotent-Replayed: true, and only that one', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const body = { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 3, reason: 'Receipt' };
    const key = randomUUID();
    const first = await admin.move(body, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await admin.move(body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await admin.onHand(product.id, warehouse.id)).toBe(3);
  });

  it('lets browsers read every header the edge sends', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories', headers: { ...admin.headers, origin: 'http://localhost:5173' } });
    const exposed = String(res.headers['access-control-expose-headers']).split(', ');
    for (const name of ['x-request-id', 'etag', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
      expect(res.headers[name], name).toBeDefined();
      expect(exposed).toContain(name);
    }
    expect(exposed).toEqual(expect.arrayContaining(['location', 'allow', 'idempotent-replayed', 'retry-after']));
  });
});

describe('bodies', () => {
  it('answers a body over the route limit with 413 PAYLOAD_TOO_LARGE before authentication', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(300_000), password: 'y' }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
  });

  it('answers JSON nested 5,000 deep with 400 after authentication (401 without a token)', async () => {
    const payload = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const headers = { 'content-type': 'application/json' };
    const res = await t.app.inject({ method: 'POST', url: '/api/products', headers: { ...headers, ...admin.headers }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid product data' } });
    expect((await t.app.inject({ method: 'POST', url: '/api/products', headers, payload })).statusCode).toBe(401);
  });

  it('reads a body that is a JSON array or a bare value as unreadable: 400', async () => {
    for (const payload of ['[1, 2]', '"text"', 'null', '42']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/categories', headers: { 'content-type': 'application/json', ...admin.headers }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('parties and orders still round-trip through the edge', () => {
  it('creates a supplier and a customer with 201 and Location', async () => {
    for (const [path, body] of [['/api/suppliers', supplierBody()], ['/api/customers', customerBody()]] as const) {
      const res = await admin.send('POST', path, body);
      const id = expectStatus<{ data: { id: string } }>(res, 201).data.id;
      expect(res.headers.location).toBe(`${path}/${id}`);
    }
  });
});

describe('requests Node refuses before routing', () => {
  it('answers a URL over the header limit with 431 in the envelope, with a request id (a real socket)', async () => {
    const { buildApp } = await import('../src/app.js');
    const { JWT_SECRET, TEST_CONFIG } = await import('./support/app.js');
    const server = await buildApp({ config: TEST_CONFIG, database: t.database, jwtSecret: JWT_SECRET });
    try {
      const address = await server.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/api/products?search=${'x'.repeat(20_000)}`);
      expect(res.status).toBe(431);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await res.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Request headers or URL too large' } });
    } finally {
      await server.close();
    }
  });
});
