/**
 * Property-based fuzzing of every operation in /api/openapi.json (decision 0013): valid and invalid
 * path ids, query parameters and bodies (wrong types, boundaries, nulls, huge and unicode strings,
 * lone surrogates, extra fields, bad ids and dates, malformed and deeply nested JSON), as every
 * role, a warehouse-bound user and anonymously. Every response must be below 500, exactly the
 * envelope of SPEC 4.1 with `x-request-id`, and every 2xx body valid against the operation's
 * documented schema. About 3,000 requests from a fixed seed; set FUZZ_SEED to replay another
 * (fast-check prints the seed and the failing request's path on failure).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { hostile, valueOf, type IdsOf, type JsonSchema } from './support/fuzz.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const REQUESTS = 3000;
const ERROR_CODES = [
  'VALIDATION_ERROR', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'DUPLICATE_SKU', 'DUPLICATE_ERROR', 'CONFLICT', 'INSUFFICIENT_STOCK',
  'INVALID_STATE', 'OVER_RECEIPT', 'OVER_SHIPMENT', 'IDEMPOTENCY_CONFLICT', 'PRECONDITION_FAILED', 'METHOD_NOT_ALLOWED', 'PAYLOAD_TOO_LARGE',
  'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR',
];

interface Operation {
  operationId: string;
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const t = await setupTestApp();
const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;

// Real records, so that valid ids reach the rules behind validation.
const admin = await t.login('admin');
async function create(path: string, body: object): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api${path}`, headers: t.auth(admin), payload: body });
  if (res.statusCode !== 201) throw new Error(`fixture ${path}: ${res.body}`);
  return res.json().data.id as string;
}
const address = { line1: '1 Fuzz Street', city: 'Berlin', country: 'DE' };
const categoryId = await create('/categories', { name: 'Fuzzed' });
const warehouseId = await create('/warehouse', { code: 'FZ-1', name: 'Fuzz one', address });
const otherWarehouseId = await create('/warehouse', { code: 'FZ-2', name: 'Fuzz two', address });
const productId = await create('/products', { name: 'Fuzz bolt', sku: 'FZ-BOLT', categoryId, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 });
await create('/inventory/movements', { productId, warehouseId, type: 'in', quantity: 500, reason: 'Opening balance' });
const supplierId = await create('/suppliers', { code: 'SUP-FZ', name: 'Fuzz supplier' });
const customerId = await create('/customers', { code: 'CUS-FZ', name: 'Fuzz customer' });
const purchaseOrderId = await create('/orders/purchase-orders', { supplierId, warehouseId, items: [{ productId, quantity: 5, unitCost: 1 }] });
const salesOrderId = await create('/orders/sales-orders', { customerId, warehouseId, items: [{ productId, quantity: 2 }] });
const all = [categoryId, warehouseId, otherWarehouseId, productId, supplierId, customerId, purchaseOrderId, salesOrderId];
const purchaseOrder = (await t.app.inject({ method: 'GET', url: `/api/orders/purchase-orders/${purchaseOrderId}`, headers: t.auth(admin) })).json().data;
const salesOrder = (await t.app.inject({ method: 'GET', url: `/api/orders/sales-orders/${salesOrderId}`, headers: t.auth(admin) })).json().data;
const byField: [RegExp, string[]][] = [
  [/warehouse/i, [warehouseId, otherWarehouseId]],
  [/product/i, [productId]],
  [/category|parent/i, [categoryId]],
  [/supplier/i, [supplierId]],
  [/customer/i, [customerId]],
  [/^itemId$/, [...purchaseOrder.items, ...salesOrder.items].map((item: { id: string }) => item.id)],
];
/** Ids by field name (see IdsOf); any fixture's for a field whose kind is unknown. */
const ids: IdsOf = (field) => byField.find(([pattern]) => pattern.test(field))?.[1] ?? all;
/** Ids for the path `{id}` of `path`, by its collection. */
const pathIds = (path: string) =>
  ({ categories: [categoryId], products: [productId], warehouse: [warehouseId, otherWarehouseId], suppliers: [supplierId], customers: [customerId] })[path.split('/')[1]!] ??
  (path.includes('purchase-orders') ? [purchaseOrderId] : path.includes('sales-orders') ? [salesOrderId] : all);

const tokens: Record<string, string | undefined> = {
  anonymous: undefined,
  garbage: 'not-a-jwt',
  admin,
  manager: await t.login('manager'),
  staff: await t.login('staff'),
  viewer: await t.login('viewer'),
  picker: await t.login('staff', { warehouseId }),
};

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats.default(ajv);
ajv.addSchema(document as object, 'api');
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
    .map(([method, operation]) => ({ path, method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE', operation })),
);

/** The request body: mostly from the documented schema, sometimes anything at all, malformed or deeply nested. */
function bodyOf(operation: Operation, clean: boolean): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const schema = operation.requestBody?.content['application/json']?.schema;
  const json = (value: fc.Arbitrary<unknown>) => value.map((v) => ({ payload: JSON.stringify(v), contentType: 'application/json' }));
  const weird = fc.oneof(
    json(hostile),
    json(fc.jsonValue({ maxDepth: 4 })),
    fc.constant({ payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' }),
    fc.constant({ payload: '{"name": "unterminated', contentType: 'application/json' }),
    fc.constant({ payload: 'name=x', contentType: 'application/x-www-form-urlencoded' }),
    fc.constant({ payload: JSON.stringify({ pad: 'x'.repeat(70_000) }), contentType: 'application/json' }),
    fc.constant({}),
  );
  if (clean) return schema ? json(valueOf(schema, document, ids, 0)) : fc.constant({});
  if (!schema) return fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: weird, weight: 1 });
  return fc.oneof({ arbitrary: json(valueOf(schema, document, ids, 0.08)), weight: 5 }, { arbitrary: weird, weight: 1 });
}

/** `text` percent-encoded; a lone surrogate, which encodeURIComponent refuses, as the bytes a client could still send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`;
  }
}

function queryOf(operation: Operation, clean: boolean): fc.Arbitrary<string> {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const pairs = parameters.map((p) =>
    fc.option((clean ? valueOf(p.schema, document, ids, 0) : valueOf(p.schema, document, ids, 0.3)).map((v) => [p.name, typeof v === 'string' ? v : JSON.stringify(v)] as const), {
      freq: 3,
    }),
  );
  const unknown = clean ? fc.constant(null) : fc.option(fc.constantFrom(['minPrice', '5'] as const, ['category_id', 'x'] as const, ['%ff', '%zz'] as const), { freq: 4 });
  return fc.tuple(fc.tuple(...pairs), unknown).map(([chosen, extra]) => {
    const entries = [...chosen.filter((e): e is readonly [string, string] => e !== null), ...(extra ? [extra] : [])];
    return entries.map(([k, v]) => `${k === '%ff' ? k : encode(k)}=${v === '%zz' ? v : encode(v)}`).join('&');
  });
}

const pathIdOf = (path: string, clean: boolean) =>
  clean
    ? fc.oneof({ arbitrary: fc.constantFrom(...pathIds(path)), weight: 4 }, { arbitrary: fc.constantFrom(...all).map((id) => id.toUpperCase()), weight: 1 })
    : fc.oneof(fc.uuid(), fc.constantFrom('not-an-id', '123', '%20', 'x'.repeat(300), '..', '%F0%9F%A7%B1', '%ED%A0%80', '%ff'));

/**
 * A request to `operation`: half of them clean (every value from the documented schema, real ids,
 * as a signed-in role) so they reach the rules behind validation; half hostile anywhere.
 */
function requestOf(path: string, operation: Operation) {
  const signedIn = Object.keys(tokens).filter((role) => role !== 'anonymous' && role !== 'garbage');
  const clean = fc.record({ role: fc.constantFrom(...signedIn), id: pathIdOf(path, true), query: queryOf(operation, true), body: bodyOf(operation, true) });
  const hostileRequest = fc.record({
    role: fc.constantFrom(...Object.keys(tokens)),
    id: fc.oneof(pathIdOf(path, true), pathIdOf(path, false)),
    query: queryOf(operation, false),
    body: bodyOf(operation, false),
  });
  return fc.oneof(clean, hostileRequest);
}

/** A file an operation documents as its 200 answer instead of JSON, or beside it for format=csv: a CSV export or a PDF (decision 0019). */
type FileAnswer = 'csv' | 'pdf' | undefined;

function expectEnvelope(res: LightMyRequestResponse, label: string, file: FileAnswer) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 500)}`).toBeLessThan(500);
  expect(res.headers['x-request-id'], label).toEqual(expect.any(String));
  if (res.statusCode === 304) return;
  // A CSV export answers its file, beginning with the header row; a PDF route its document.
  if (res.statusCode === 200 && file === 'csv') {
    expect(res.headers['content-type'], label).toBe('text/csv; charset=utf-8');
    expect(res.body, label).toMatch(/^[a-zA-Z,]+\r\n/);
    return;
  }
  if (res.statusCode === 200 && file === 'pdf') {
    expect(res.headers['content-type'], label).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1'), label).toBe('%PDF-');
    return;
  }
  expect(res.headers['content-type'], label).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  if (res.statusCode < 300) {
    expect(body.success, label).toBe(true);
    expect(Object.keys(body).every((key) => ['success', 'data', 'message', 'meta'].includes(key)), label).toBe(true);
    expect('data' in body, label).toBe(true);
  } else {
    expect(Object.keys(body).sort(), label).toEqual(['error', 'success']);
    expect(body.success, label).toBe(false);
    const error = body.error as Record<string, unknown>;
    expect(ERROR_CODES, label).toContain(error.code);
    expect(error.message, label).toEqual(expect.any(String));
    expect(Object.keys(error).every((key) => ['code', 'message', 'details', 'field'].includes(key)), label).toBe(true);
  }
}

/** How often each status was answered, over the whole run. */
const statuses = new Map<number, number>();

describe(`fuzzing every operation of the API document (seed ${SEED})`, () => {
  it('documents operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  const runs = Math.ceil(REQUESTS / operations.length);
  it.each(operations.map((o) => [`${o.method} ${o.path}`, o] as const))(
    '%s: no 5xx, always the envelope, 2xx as documented',
    async (_name, { path, method, operation }) => {
      const schemaOf = (status: number) => {
        const documented = operation.responses[String(status)]?.content?.['application/json']?.schema;
        return documented ? ajv.getSchema(`api#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`) : undefined;
      };
      await fc.assert(
        fc.asyncProperty(requestOf(path, operation), async ({ role, id, query, body }) => {
          const url = `/api${path.replace(/\{\w+\}/g, id)}${query ? `?${query}` : ''}`;
          const token = tokens[role];
          const res = await t.app.inject({
            method,
            url,
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body.contentType ? { 'content-type': body.contentType } : {}) },
            ...(body.payload !== undefined && method !== 'GET' ? { payload: body.payload } : {}),
          });
          const label = `${method} ${url} as ${role}`;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const content = operation.responses['200']?.content ?? {};
          // A list documents both: format=csv asks for its file.
          const csv = 'text/csv' in content && (!('application/json' in content) || new URLSearchParams(query).get('format') === 'csv');
          const file: FileAnswer = csv ? 'csv' : 'application/pdf' in content ? 'pdf' : undefined;
          expectEnvelope(res, label, file);
          if (res.statusCode >= 200 && res.statusCode < 300 && !file) {
            const validate = schemaOf(res.statusCode);
            expect(validate, `${label}: status ${res.statusCode} is documented`).toBeDefined();
            expect(validate!(res.json()), `${label}: ${JSON.stringify(validate!.errors)}`).toBe(true);
          }
        }),
        { seed: SEED, numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );

  it('reached the rules behind validation: successes, refusals and conflicts all occurred', () => {
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(`fuzz: ${total} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(total).toBeGreaterThanOrEqual(REQUESTS);
    for (const status of [200, 201, 400, 401, 403, 404]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  });
});
