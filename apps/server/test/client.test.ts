/**
 * The typed REST client of packages/client (decision 0014): its code is what swagger-typescript-api
 * generates from the API document the server serves, and it works against the live server as
 * generated; `createClient` around it throws StockroomError, sends idempotency keys, and
 * `paginate` reads a list to its end. After a change to the API, rewrite it with
 * `npx vitest run apps/server/test/client.test.ts -u` and commit it. Retries:
 * client.retries.test.ts; the published package: client.package.test.ts; webhooks:
 * client.webhooks.test.ts; the README's code: client.readme.test.ts.
 */
import { API_VERSION, Api, createClient, paginate, StockroomError, type ErrorEnvelope, type HttpResponse } from '@stockroom/client';
import { createUser } from '@stockroom/api';
import { generateApi } from 'swagger-typescript-api';
import { describe, expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD } from './support/app.js';
import { FEED_TEST_TIMEOUT_MS, untilFed } from './support/feeds.js';

const t = await setupTestApp();
const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
/** The document the server serves, with `servers` naming the default local address. */
const document = { ...(await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(), servers: [{ url: 'http://localhost:3000/api' }] };

it('the client is what swagger-typescript-api generates from the served document', async () => {
  const { files } = await generateApi({ spec: document, output: false, fileName: 'api.ts', httpClientType: 'fetch', extractRequestParams: true, extractRequestBody: true, silent: true });
  expect(files).toHaveLength(1);
  await expect(files[0]!.fileContent, 'The API changed: regenerate the client with `npx vitest run apps/server/test/client.test.ts -u`').toMatchFileSnapshot('../../../packages/client/src/api.ts');
}, 60_000);

it('asks for the version its types were generated from, the document\'s, unless told another or none', async () => {
  expect(document.info.version).toBe(API_VERSION);
  const sent: (string | null)[] = [];
  const recording: typeof fetch = async (input, init) => {
    sent.push(new Headers(init?.headers).get('stockroom-version'));
    return fetch(input, init);
  };
  const token = await t.login('viewer');
  for (const apiVersion of [undefined, null, API_VERSION]) {
    const answer = await createClient({ baseUrl: `${origin}/api`, token, apiVersion, fetch: recording }).auth.authSettings();
    expect(answer.headers.get('stockroom-version')).toBe(API_VERSION);
  }
  expect(sent).toEqual([API_VERSION, null, API_VERSION]);
});

it('works against the live server as generated: sign in, create, read, list, update with If-Match, errors', async () => {
  const api = new Api<string>({ baseUrl: `${origin}/api`, securityWorker: (token) => (token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
  const email = 'integrator@example.com';
  await createUser(t.db, { email, password: TEST_PASSWORD, name: 'Integrator', role: 'admin' });

  const session = await api.auth.authLogin({ email, password: TEST_PASSWORD });
  expect(session.status).toBe(200);
  api.setSecurityData(session.data.data.accessToken);

  const category = await api.categories.categoriesCreate({ name: 'Hand Tools' });
  const created = await api.products.productsCreate({
    sku: 'CLIENT-HAM-16',
    name: 'Claw Hammer 16 oz',
    categoryId: category.data.data.id,
    unitOfMeasure: 'piece',
    costPrice: 7.5,
    sellingPrice: 14.9,
  });
  expect(created.status).toBe(201);
  expect(created.data.message).toBe('Product created successfully');
  const id = created.data.data.id;

  const read = await api.products.productsGet({ id });
  expect(read.data.data).toMatchObject({ sku: 'CLIENT-HAM-16', sellingPrice: 14.9 });

  const list = await api.products.productsList({ search: 'CLIENT-HAM', limit: 5 });
  if (!Array.isArray(list.data.data)) throw new Error('expected list form A');
  expect(list.data.data.map((product) => product.id)).toEqual([id]);
  const page = await api.products.productsList({ search: 'CLIENT-HAM', shape: 'page' });
  if (Array.isArray(page.data.data)) throw new Error('expected list form B');
  expect(page.data.data.pagination.total).toBe(1);

  const etag = read.headers.get('etag')!;
  const updated = await api.products.productsUpdate({ id }, { sellingPrice: 15.5 }, { headers: { 'if-match': etag } });
  expect(updated.data.data.sellingPrice).toBe(15.5);
  const stale = await api.products.productsUpdate({ id }, { sellingPrice: 16 }, { headers: { 'if-match': etag } }).catch((error: HttpResponse<unknown, ErrorEnvelope>) => error);
  expect(stale.status).toBe(412);
  expect(stale.error?.error.code).toBe('PRECONDITION_FAILED');

  const missing = await api.products.productsGet({ id: '00000000-0000-4000-8000-000000000000' }).catch((error: HttpResponse<unknown, ErrorEnvelope>) => error);
  expect(missing.status).toBe(404);
  expect(missing.error).toEqual({ success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
});

/** A fetch that records each request's method, URL and headers, and sends it to the live server unchanged. */
function recordingFetch() {
  const sent: { method: string; url: string; headers: Headers }[] = [];
  const send: typeof fetch = async (input, init) => {
    sent.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) });
    return fetch(input, init);
  };
  return { sent, fetch: send };
}

/** The error `promise` rejects with; fails when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<StockroomError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof StockroomError)) throw new Error(`expected a StockroomError, got ${String(error)}`);
  return error;
}

describe('createClient against the live server', async () => {
  const token = await t.login('admin');
  const recorder = recordingFetch();
  const client = createClient({ baseUrl: `${origin}/api/`, token, fetch: recorder.fetch });
  const category = (await client.categories.categoriesCreate({ name: 'Client Tools' })).data.data;
  const product = (overrides: { sku: string; name: string }) =>
    client.products.productsCreate({ ...overrides, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 2, sellingPrice: 4 });

  it('throws StockroomError with status, code, message, details, field and the request id', async () => {
    const missing = await rejection(client.products.productsGet({ id: '00000000-0000-4000-8000-000000000000' }));
    expect(missing).toBeInstanceOf(Error);
    expect(missing).toMatchObject({ name: 'StockroomError', status: 404, code: 'NOT_FOUND', details: undefined, retryAfter: undefined });
    expect(missing.requestId).toBe(missing.response!.headers.get('x-request-id'));
    expect(missing.requestId).toBeTruthy();
    expect(await missing.response!.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: missing.message } });

    const invalid = await rejection(product({ sku: 'bad sku', name: '' }));
    expect(invalid).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', field: expect.any(String) });
    expect(Object.keys(invalid.details as Record<string, string[]>)).toEqual(expect.arrayContaining(['sku', 'name']));

    const created = await product({ sku: 'CLIENT-ERR-1', name: 'Pliers' });
    const stale = await rejection(client.products.productsUpdate({ id: created.data.data.id }, { sellingPrice: 5 }, { headers: { 'if-match': '"0"' } }));
    expect(stale).toMatchObject({ status: 412, code: 'PRECONDITION_FAILED' });

    const read = await client.products.productsGet({ id: created.data.data.id });
    const unchanged = await rejection(client.products.productsGet({ id: created.data.data.id }, { headers: { 'if-none-match': read.headers.get('etag')! } }));
    expect(unchanged).toMatchObject({ status: 304, code: 'NOT_MODIFIED' });

    const anonymous = await rejection(createClient({ baseUrl: `${origin}/api` }).products.productsList());
    expect(anonymous).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('sends every write an Idempotency-Key of its own, keeps the one the caller set, and a repeat is replayed', async () => {
    recorder.sent.length = 0;
    await product({ sku: 'CLIENT-IDEM-1', name: 'Spirit Level' });
    await product({ sku: 'CLIENT-IDEM-2', name: 'Spirit Level 2' });
    await client.products.productsList({ search: 'CLIENT-IDEM' });
    const keys = recorder.sent.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();

    const first = await product({ sku: 'CLIENT-IDEM-3', name: 'Tape' });
    const body = { sku: 'CLIENT-IDEM-4', name: 'Tape Measure', categoryId: category.id, unitOfMeasure: 'piece' as const, costPrice: 2, sellingPrice: 4 };
    const once = await client.products.productsCreate(body, { headers: { 'idempotency-key': 'shop-order-7731' } });
    const again = await client.products.productsCreate(body, { headers: { 'idempotency-key': 'shop-order-7731' } });
    expect(once.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data.data.id).toBe(once.data.data.id);
    expect(again.data.data.id).not.toBe(first.data.data.id);
    const reused = await rejection(client.products.productsCreate({ ...body, name: 'Another' }, { headers: { 'idempotency-key': 'shop-order-7731' } }));
    expect(reused).toMatchObject({ status: 409, code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('paginate reads a list page by page to its end, every item once and in order, in either list form', async () => {
    for (const n of [1, 2, 3, 4, 5]) await product({ sku: `CLIENT-PAGE-${n}`, name: `Chisel ${n}` });
    const all = (await client.products.productsList({ search: 'CLIENT-PAGE', limit: 100 })).data.data;
    if (!Array.isArray(all)) throw new Error('expected list form A');
    expect(all).toHaveLength(5);

    recorder.sent.length = 0;
    const seen: string[] = [];
    for await (const item of paginate(client.products.productsList, { search: 'CLIENT-PAGE', limit: 2 })) seen.push(item.id);
    expect(seen).toEqual(all.map((item) => item.id));
    expect(recorder.sent.map((request) => new URL(request.url).searchParams.get('page'))).toEqual([null, '2', '3']);

    const pages: string[] = [];
    for await (const item of paginate(client.products.productsList, { search: 'CLIENT-PAGE', limit: 2, shape: 'page', page: 2 })) pages.push(item.id);
    expect(pages).toEqual(all.slice(2).map((item) => item.id));

    // A change feed (updatedSince or cursor) pages by cursor: each page's nextCursor reads on from its last row, in the order rows were written.
    const since = new Date(Date.now() - 1000).toISOString();
    const feed: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) feed.push((await product({ sku: `CLIENT-FEED-${n}`, name: `Gouge ${6 - n}` })).data.data.id);
    await client.products.productsUpdate({ id: feed[1]! }, { description: 'Written last' });
    // Read again until the update is in: a feed holds back what commits after any write still running in the cluster.
    const fed = await untilFed(async () => {
      recorder.sent.length = 0;
      const read: string[] = [];
      for await (const item of paginate(client.products.productsList, { search: 'CLIENT-FEED', limit: 2, updatedSince: since })) read.push(item.id);
      return read.at(-1) === feed[1] ? read : undefined;
    });
    expect(fed).toEqual([feed[0], feed[2], feed[3], feed[4], feed[1]]);
    const queries = recorder.sent.map((request) => new URL(request.url).searchParams);
    expect(queries.map((query) => [query.has('cursor'), query.has('page')])).toEqual([[false, false], [true, false], [true, false]]);

    const empty = [];
    for await (const item of paginate(client.products.productsList, { search: 'NO-SUCH-PRODUCT' })) empty.push(item);
    expect(empty).toEqual([]);
  }, FEED_TEST_TIMEOUT_MS);
});
