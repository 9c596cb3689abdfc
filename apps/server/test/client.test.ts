/**
 * The typed REST client of packages/client (decision 0014): its code is what swagger-typescript-api
 * generates from the API document the server serves, and it works against the live server as
 * generated. After a change to the API, rewrite it with
 * `npx vitest run apps/server/test/client.test.ts -u` and commit it.
 */
import { Api, type ErrorEnvelope, type HttpResponse } from '@stockroom/client';
import { createUser } from '@stockroom/api';
import { generateApi } from 'swagger-typescript-api';
import { expect, it } from 'vitest';
import { setupTestApp, TEST_PASSWORD } from './support/app.js';

const t = await setupTestApp();
/** The document the server serves, with `servers` naming the default local address. */
const document = { ...(await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json(), servers: [{ url: 'http://localhost:3000/api' }] };

it('the client is what swagger-typescript-api generates from the served document', async () => {
  const { files } = await generateApi({ spec: document, output: false, fileName: 'api.ts', httpClientType: 'fetch', extractRequestParams: true, extractRequestBody: true, silent: true });
  expect(files).toHaveLength(1);
  await expect(files[0]!.fileContent, 'The API changed: regenerate the client with `npx vitest run apps/server/test/client.test.ts -u`').toMatchFileSnapshot('../../../packages/client/src/api.ts');
}, 60_000);

it('works against the live server as generated: sign in, create, read, list, update with If-Match, errors', async () => {
  const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
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
