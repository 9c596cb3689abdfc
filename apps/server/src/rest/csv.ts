/**
 * The CSV routes of /api: the product and inventory exports, streamed as text/csv, and
 * the imports, read from a text/csv body or the file of a multipart/form-data body. They are no
 * procedures (neither their bodies nor their exports are JSON), so each route takes the steps the
 * procedure guard takes, in the contract's order (SPEC 5.6) and through the same function
 * (`authorize`): authentication, the permissions, then input validation. Their JSON answers and
 * all their errors are the envelope (the edge's error handler), the rate limiter counts them as any
 * route, and the API document describes them from the table below (openapi.ts). Every list route
 * of the procedures also answers its whole list as CSV with `format=csv` (listCsv); the
 * product and level exports above stay the files the imports read back.
 */
import multipart from '@fastify/multipart';
import {
  AppError,
  authorize,
  csvStream,
  exportLevels,
  exportProducts,
  fieldErrorsOf,
  importInventoryCsv,
  importProductsCsv,
  importQuerySchema,
  inventoryImportResultSchema,
  levelExportQuerySchema,
  MAX_LIMIT,
  productExportQuerySchema,
  productImportResultSchema,
  type Actor,
  type AppDeps,
  type Context,
  type Page,
  type Permission,
} from '@stockroom/api';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { z } from 'zod';
import { recordBody } from './responses.js';

/** Largest CSV body an import reads, in bytes: 100,000 product rows take about 15 MB. */
export const CSV_BODY_LIMIT = 64 * 1024 * 1024;

/** What every route of the edge's own (CSV, PDF) declares for the API document and the guard. */
export interface EdgeRouteBase {
  path: `/${string}`;
  /** The operation's id in the API document, named as the procedures' are. */
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /** Every permission the caller needs. */
  permissions: Permission[];
  query: z.ZodObject;
}

/** An export: GET, answering the CSV `run` streams. */
export interface CsvExport extends EdgeRouteBase {
  method: 'GET';
  /** The file name offered in Content-Disposition, before the date. */
  filename: string;
  run(db: AppDeps['db'], query: never, actor: Actor): Readable;
}

/** An import: POST of a CSV file, answering `result` in the envelope. */
export interface CsvImport extends EdgeRouteBase {
  method: 'POST';
  result: z.ZodType;
  successMessage: string;
  run(db: AppDeps['db'], text: string, options: { dryRun: boolean }, actor: Actor): Promise<unknown>;
}

export type CsvRoute = CsvExport | CsvImport;

const importDescription =
  'Send the file as the body (Content-Type: text/csv) or as the part named file of a multipart/form-data body, its only part (a text field is refused: options such as dryRun go in the query string); UTF-8, a header row naming the columns, RFC 4180 quoting. ' +
  'Every row is checked before anything is written: when any row fails, the answer is 400 VALIDATION_ERROR whose details map rows.<row>.<column> to messages (the header is row 1) and nothing is written. ' +
  'Otherwise all rows are applied in one transaction. dryRun=true only checks and reports.';

/** The CSV routes, which the API document describes too. */
export const csvRoutes: CsvRoute[] = [
  {
    method: 'GET',
    path: '/products/export',
    operationId: 'products-export',
    tag: 'products',
    summary: 'Export products as CSV',
    description:
      'The products GET /products lists for the same filters (stock figures and products of the caller\'s warehouse when it is bound to one), streamed as one CSV file sorted by SKU: ' +
      'sku, name, description, categoryId, categoryName, brand, unitOfMeasure, costPrice, sellingPrice, minStockLevel, maxStockLevel, isActive, weight, barcode, tracking, shelfLifeDays, onHand, reserved, available. ' +
      'POST /products/import reads the file back unchanged.',
    permissions: ['products:read'],
    query: productExportQuerySchema,
    filename: 'products',
    run: exportProducts as CsvExport['run'],
  },
  {
    method: 'GET',
    path: '/inventory/export',
    operationId: 'inventory-export',
    tag: 'inventory',
    summary: 'Export inventory levels as CSV',
    description:
      'The levels GET /inventory lists for the same filters (the caller\'s warehouse only when it is bound to one), streamed as one CSV file sorted by SKU then warehouse code: ' +
      'productId, sku, productName, warehouseId, warehouseCode, onHand, reserved, available, inTransit, minStockLevel, maxStockLevel, updatedAt.',
    permissions: ['inventory:read'],
    query: levelExportQuerySchema,
    filename: 'inventory',
    run: exportLevels as CsvExport['run'],
  },
  {
    method: 'POST',
    path: '/products/import',
    operationId: 'products-import',
    tag: 'products',
    summary: 'Create or update products from CSV',
    description:
      'Creates or updates products by SKU from the columns of the product export (sku required; categoryName and the stock figures are ignored). A new SKU needs name, categoryId, unitOfMeasure, costPrice and sellingPrice; ' +
      'for an existing one only the columns given are written, an empty cell clearing an optional field and keeping a required one. Rows equal to the stored product are left untouched. ' +
      importDescription,
    permissions: ['products:create', 'products:update'],
    query: importQuerySchema,
    result: productImportResultSchema,
    successMessage: 'Products imported',
    run: importProductsCsv,
  },
  {
    method: 'POST',
    path: '/inventory/import',
    operationId: 'inventory-import',
    tag: 'inventory',
    summary: 'Import opening balances and stock counts from CSV',
    description:
      'Columns sku, warehouseCode, locationCode (default: the DEFAULT location), lotNumber, expiryDate (of a new lot), serialNumber and quantity. Each row is a count: the units on hand of its grain become quantity, ' +
      'and the difference is posted as adjustment movements (reason count) at cost, as a counted adjustment would; grains the file does not name keep their stock. Serial-tracked products: one row per serial number, quantity 0 or 1. ' +
      importDescription,
    permissions: ['inventory:adjust'],
    query: importQuerySchema,
    result: inventoryImportResultSchema,
    successMessage: 'Stock imported',
    run: importInventoryCsv,
  },
];

/** `query` checked with `schema` (strict: an unknown parameter is named). Throws VALIDATION_ERROR (400) "Invalid request data". */
export function parseQuery<T extends z.ZodObject>(schema: T, query: unknown): z.infer<T> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw AppError.validation('Invalid request data', fieldErrorsOf(parsed.error));
  return parsed.data;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const invalidBody = (message: string) => AppError.validation('Invalid request data', { body: [message] });
const invalidFile = (message: string) => AppError.validation('Invalid request data', { file: [message] });

/**
 * What a multipart body of an import may hold: one file part (a second is read only to be refused by
 * name) and one short text field (read only to be refused by name); more answers 413.
 */
const MULTIPART_LIMITS = { fileSize: CSV_BODY_LIMIT, files: 2, fields: 1, fieldSize: 1024, parts: 3 };

/**
 * The bytes of the one file part named `file` of a multipart/form-data body, which may hold nothing
 * else. Throws VALIDATION_ERROR (400) under the field's own name for a text field (options go in
 * the query string, `?dryRun=true`, where they are read; a form field would otherwise be dropped
 * unread); VALIDATION_ERROR (400, field `file`) for a file part of another name, a second part
 * named `file`, or no file part named `file` (a text field of that name included); VALIDATION_ERROR
 * (400, field `body`) for a body that is no well-formed multipart (no boundary, cut short, a part
 * named after an Object property); PAYLOAD_TOO_LARGE (413) for a file over CSV_BODY_LIMIT or more
 * parts than MULTIPART_LIMITS.
 */
async function multipartFile(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  let named = 0;
  try {
    for await (const part of request.parts()) {
      if (part.fieldname === 'file' && ++named > 1) throw invalidFile('Send one file: the body has more than one part named file');
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw invalidFile(`Send the CSV as the part named file; the body has a file part named ${JSON.stringify(part.fieldname)}`);
        bytes = await part.toBuffer();
      } else if (part.fieldname !== 'file') {
        throw AppError.validation('Invalid request data', {
          [part.fieldname]: ['Form fields are not read: send options in the query string (e.g. ?dryRun=true), and only the file in the multipart body'],
        });
      }
    }
  } catch (error) {
    // The rest of a refused body is read and dropped, so that the connection can carry the next request.
    request.raw.unpipe();
    request.raw.resume();
    // The parser's own errors (busboy's carry no status) are the client's body, but for the size limits (413).
    if (error instanceof AppError || (error as { statusCode?: unknown }).statusCode === 413) throw error;
    throw invalidBody('The multipart/form-data body could not be read');
  }
  if (bytes) return bytes;
  throw invalidFile(named ? 'The part named file must be a file (a part with a filename), not a text field' : 'A multipart body must carry the CSV as its part named file');
}

/**
 * The CSV text of an import's body: a text/csv body, or the file part named `file` of a
 * multipart/form-data body (multipartFile). Throws VALIDATION_ERROR (400) for another content
 * type, a multipart body without exactly one such file, or bytes that are not UTF-8;
 * PAYLOAD_TOO_LARGE (413) for a file over CSV_BODY_LIMIT.
 */
async function csvText(request: FastifyRequest): Promise<string> {
  let bytes: Buffer;
  if (request.isMultipart()) {
    bytes = await multipartFile(request);
  } else if (Buffer.isBuffer(request.body)) {
    bytes = request.body;
  } else if (/^text\/csv\b/i.test(request.headers['content-type'] ?? '') && request.body === undefined) {
    bytes = Buffer.alloc(0);
  } else {
    throw invalidBody('Send the CSV as the body with Content-Type text/csv, or as the file of a multipart/form-data body');
  }
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidBody('The file must be UTF-8 text');
  }
}

/** Today in UTC as YYYY-MM-DD, for file names. */
const today = () => new Date().toISOString().slice(0, 10);

/** The Content-Disposition of a CSV file named `<name>-<YYYY-MM-DD>.csv`. */
const attachment = (name: string) => `attachment; filename="${name}-${today()}.csv"`;

/** Most records a list's CSV export holds (listCsv); a longer list is refused, to be narrowed by its filters. */
export const LIST_EXPORT_MAX_RECORDS = 50_000;

/** A list item as a CSV record: objects and arrays (addresses, order lines) as JSON text, null as an empty cell. */
const csvRecordOf = (item: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(item).map(([field, value]) => [field, value !== null && typeof value === 'object' ? JSON.stringify(value) : value]));

/**
 * A list as one CSV file: the pages of `list` for `input`
 * (its filters and sort; `page` and `limit` are set here), 100 records a call, one column per item
 * field of `columns`. Page 1 is read before anything is sent, so its authentication, permission
 * and input errors answer as the envelope; later pages stream as the client reads. Pages are read
 * one after another, not in one snapshot: a record written meanwhile may be missed or repeated.
 * Throws what the list throws, and VALIDATION_ERROR (400) when more than LIST_EXPORT_MAX_RECORDS
 * records match.
 */
export async function listCsv(list: (input: unknown) => Promise<unknown>, input: Record<string, unknown>, columns: readonly string[]): Promise<Readable> {
  const read = (page: number) => list({ ...input, page, limit: MAX_LIMIT }) as Promise<Page<Record<string, unknown>>>;
  const first = await read(1);
  if (first.total > LIST_EXPORT_MAX_RECORDS) {
    throw AppError.validation('Invalid request data', { format: [`The list holds ${first.total} records; narrow its filters to at most ${LIST_EXPORT_MAX_RECORDS} to export it`] });
  }
  async function* pages() {
    for (let page = first; ; page = await read(page.page + 1)) {
      yield page.items.map(csvRecordOf);
      if (!page.hasNext) return;
    }
  }
  return csvStream(columns, pages());
}

/** Sends `csv` as the download `<name>-<date>.csv`. */
export const sendCsv = (reply: FastifyReply, name: string, csv: Readable) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(name)).send(csv);

/** Registers the CSV routes; register inside the /api scope (its error handler answers their errors). */
export const csvEdge: FastifyPluginAsync<{ createContext(request: FastifyRequest): Omit<Context, 'malformedBody'> }> = async (scope, { createContext }) => {
  await scope.register(multipart, { limits: MULTIPART_LIMITS });
  // Read as bytes and decoded by the route after authorization, so that a bad body never answers before a 401 or 403.
  scope.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) => done(null, body));

  for (const route of csvRoutes) {
    if (route.method === 'GET') {
      scope.get(route.path, async (request, reply) => {
        const context = createContext(request);
        const actor = await authorize(context, route.permissions);
        const query = parseQuery(route.query, request.query);
        return sendCsv(reply, route.filename, route.run(context.db, query as never, actor));
      });
    } else {
      // Authorized before the body is read, so no one without the permissions can make the server
      // hold a file of up to CSV_BODY_LIMIT.
      const actors = new WeakMap<FastifyRequest, Actor>();
      const preParsing = async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
        actors.set(request, await authorize(createContext(request), route.permissions));
        return payload;
      };
      scope.post(route.path, { bodyLimit: CSV_BODY_LIMIT, preParsing }, async (request, reply) => {
        const context = createContext(request);
        const actor = actors.get(request)!;
        const query = parseQuery(importQuerySchema, request.query);
        const result = await route.run(context.db, await csvText(request), { dryRun: query.dryRun === 'true' }, actor);
        return reply.type('application/json; charset=utf-8').send(recordBody(JSON.stringify(result), route.successMessage));
      });
    }
  }
};
