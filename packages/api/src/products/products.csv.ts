/**
 * The product CSV (decision 0017): the export, streamed in keyset pages, and the import, which
 * creates or updates by SKU with every row checked first (products.service.ts holds the writes both
 * share with the single create and update).
 */
import type { Readable } from 'node:stream';
import { chunksOf, type CostingMethod, type Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { existingCategories } from '../categories/index.js';
import { cellValue, csvStream, readCsv, RowErrors, type CsvRecord } from '../csv.js';
import * as repo from './products.repository.js';
import { productCreateSchema, productCsvColumns, productFieldsOf, productUpdateSchema, type ProductExportQuery, type ProductFields, type ProductImportResult } from './products.schema.js';
import { filterOf, insertProductChunks, productWriteError, publishProductEvents, updateEventOf, type NewProduct } from './products.service.js';

/** Products read per page of an export. */
const EXPORT_PAGE = 1000;

/**
 * GET /api/products/export (decision 0017): the products the list shows for `query`'s filters (the
 * actor's warehouse scope included: stock figures and products of that warehouse only), as CSV
 * text in productCsvColumns, sorted by SKU; money in currency units with at most 2 decimals, stock
 * figures in units. Read in keyset pages of 1,000 SKUs as the stream is consumed, so memory stays
 * constant for any number of products; each page is read at its own moment (no snapshot of the
 * whole file). A failing read destroys the stream.
 */
export function exportProducts(db: Db, query: ProductExportQuery, actor: Actor): Readable {
  const filter = filterOf(query, actor);
  async function* pages() {
    let after: string | undefined;
    for (;;) {
      const rows = await repo.exportPage(db, filter, after, EXPORT_PAGE);
      if (rows.length) yield rows.map(csvRecordOf);
      if (rows.length < EXPORT_PAGE) return;
      after = rows.at(-1)!.sku;
    }
  }
  return csvStream(productCsvColumns, pages());
}

/** A product row as one CSV record: the row's fields named by productCsvColumns. */
const csvRecordOf = (row: repo.ProductRow): Record<(typeof productCsvColumns)[number], unknown> => Object.fromEntries(productCsvColumns.map((column) => [column, row[column]])) as Record<(typeof productCsvColumns)[number], unknown>;

/** The columns an import writes (the rest of productCsvColumns are filled by exports and ignored). */
const importedFields = productCsvColumns.filter((column) => !['categoryName', 'onHand', 'reserved', 'available'].includes(column)) as (keyof ProductFields)[];
const numberFields = new Set<string>(['costPrice', 'sellingPrice', 'minStockLevel', 'maxStockLevel', 'weight', 'shelfLifeDays', 'minRemainingShelfLifeDays']);
const nullableFields = new Set<string>(['description', 'brand', 'minStockLevel', 'maxStockLevel', 'weight', 'barcode', 'shelfLifeDays', 'minRemainingShelfLifeDays']);

/** The body a record stands for (camelCase, SPEC 2.1): an empty cell clears a nullable field and leaves any other unset. */
function bodyOf(record: CsvRecord, fields: (keyof ProductFields)[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = cellValue(record.cells[field]!, numberFields.has(field) ? 'number' : field === 'isActive' ? 'boolean' : 'text', nullableFields.has(field) ? null : undefined);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

/** A product as an import finds it by SKU. */
type StoredProduct = Awaited<ReturnType<typeof repo.findProductsBySku>>[number];

const changesMethod = (values: Partial<ProductFields>, current: StoredProduct) => values.costingMethod !== undefined && values.costingMethod !== current.costingMethod;
const changesStandard = (values: Partial<ProductFields>, current: StoredProduct) =>
  current.costingMethod === 'standard' && values.costPrice !== undefined && values.costPrice !== current.costPrice;

/**
 * The products among the import's `checked` rows with stock movements, of those whose costing
 * method a row changes, or whose standard cost (a product at standard, decision 0023 point 5). With `lock`, those are locked FOR UPDATE first (in id order), which waits
 * for the stock writes under way (they hold KEY SHARE on their products, ledger.layers.ts), and
 * then read again, so that their movements count (decision 0023); the others keep their lock.
 */
async function movedProducts(tx: Db, checked: { values: Partial<ProductFields>; current: StoredProduct | undefined }[], lock: boolean): Promise<Set<string>> {
  const changing = checked.flatMap(({ values, current }) => (current && (changesMethod(values, current) || changesStandard(values, current)) ? [current] : []));
  if (!lock || !changing.length) return new Set(changing.filter((product) => product.hasMovements).map((product) => product.id));
  const ids = changing.map((product) => product.id);
  await repo.lockProducts(tx, ids, 'update');
  return repo.productsWithMovements(tx, ids);
}

/** Rows updated per statement of an import. */
const UPDATE_CHUNK = 5000;

/**
 * POST /api/products/import (decision 0017): creates or updates products by SKU from CSV `text` with
 * the columns of productCsvColumns (`sku` required; categoryName and the stock figures ignored).
 * A row whose SKU is new is checked with the create schema (name, categoryId, unitOfMeasure,
 * costPrice and sellingPrice required), one whose SKU exists with the update schema; only the
 * file's columns are written, an empty cell clears a nullable field and keeps any other. Every row
 * is checked first, also against the database (category exists, SKU not repeated in the file,
 * tracking unchanged while the product has stock, unit of measure unchanged once it has stock
 * movements or order lines, costing method unchanged once it has stock movements, maximum stock
 * level not below the minimum);
 * then, unless `dryRun`, all rows are written in one transaction: creates 1,000 per statement,
 * changed rows 5,000 per statement, rows equal to the stored product not at all; product.created,
 * product.updated and product.archived events as the single writes publish (updateEventOf).
 * A new product is costed by `options.costingMethod` (COSTING_METHOD, decision 0023).
 * Returns the counts (what would be done, with `dryRun`).
 * Throws VALIDATION_ERROR "Invalid CSV data…" with the per-row report (csv.ts) when any row
 * fails, nothing written; DUPLICATE_SKU when a concurrent write created one of the new SKUs.
 */
export async function importProductsCsv(db: Db, text: string, options: { dryRun: boolean; costingMethod: CostingMethod }, actor: Actor): Promise<ProductImportResult> {
  const errors = new RowErrors();
  const { header, records } = readCsv(text, { known: productCsvColumns, required: ['sku'] }, errors);
  const fields = importedFields.filter((field) => header.includes(field));
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of records) {
    const first = firstRowOf.get(cells.sku!);
    if (first === undefined) firstRowOf.set(cells.sku!, row);
    else errors.add(row, 'sku', `SKU is repeated: first on row ${first}`);
  }
  try {
    return await db.transaction(async (tx) => {
      const skus = [...firstRowOf.keys()].sort();
      const stored = new Map<string, StoredProduct>();
      for (const chunk of chunksOf(skus, UPDATE_CHUNK)) {
        for (const product of await repo.findProductsBySku(tx, chunk, !options.dryRun)) stored.set(product.sku, product);
      }
      const checked: { row: number; values: Partial<ProductFields>; current: StoredProduct | undefined }[] = [];
      for (const record of records) {
        if (errors.has(record.row)) continue;
        const current = stored.get(record.cells.sku!);
        const body = bodyOf(record, fields);
        const parsed = current ? productUpdateSchema.safeParse({ ...body, id: current.id }) : productCreateSchema.safeParse(body);
        if (parsed.success) checked.push({ row: record.row, values: productFieldsOf(parsed.data), current });
        else errors.addZod(record.row, parsed.error);
      }
      const categories = await existingCategories(tx, checked.flatMap(({ values }) => values.categoryId ?? []));
      const moved = await movedProducts(tx, checked, !options.dryRun);
      const creates: NewProduct[] = [];
      const updates: ({ id: string } & ProductFields)[] = [];
      const eventOf = new Map<string, 'product.updated' | 'product.archived'>();
      const importCosts = new Map<string, number>();
      let unchanged = 0;
      for (const { row, values, current } of checked) {
        if (values.categoryId !== undefined && !categories.has(values.categoryId)) errors.add(row, 'categoryId', 'Invalid category ID');
        if (!current) {
          creates.push({ costingMethod: options.costingMethod, ...values } as NewProduct);
          continue;
        }
        const merged = { ...current, ...values };
        if (merged.tracking !== current.tracking && current.hasStock) errors.add(row, 'tracking', 'Tracking cannot change while the product has stock');
        if (merged.unitOfMeasure !== current.unitOfMeasure && current.hasHistory) {
          errors.add(row, 'unitOfMeasure', 'Unit of measure cannot change once the product has stock movements or order lines');
        }
        if (moved.has(current.id) && changesMethod(values, current)) errors.add(row, 'costingMethod', 'Costing method cannot change once the product has stock movements');
        else if (moved.has(current.id) && changesStandard(values, current)) errors.add(row, 'costPrice', 'A standard cost changes through PUT /api/products/{id}/costing-method once the product has stock movements');
        if (merged.minStockLevel !== null && merged.maxStockLevel !== null && merged.maxStockLevel < merged.minStockLevel) {
          errors.add(row, 'maxStockLevel', 'Maximum stock level must not be below minimum stock level');
        }
        const changed = Object.fromEntries(fields.filter((field) => merged[field] !== current[field]).map((field) => [field, merged[field]])) as Partial<ProductFields>;
        const event = updateEventOf(changed, current.isActive);
        if (!Object.keys(changed).length) unchanged++;
        else {
          updates.push(merged);
          importCosts.set(current.id, current.costPrice);
          if (event) eventOf.set(current.id, event);
        }
      }
      errors.throwIfAny();
      const result = { dryRun: options.dryRun, rows: records.length, created: creates.length, updated: updates.length, unchanged };
      if (options.dryRun) return result;
      await insertProductChunks(tx, creates, actor);
      for (const chunk of chunksOf(updates, UPDATE_CHUNK)) {
        await repo.updateProducts(tx, fields, chunk, actor.id);
        for (const type of ['product.updated', 'product.archived'] as const) {
          await publishProductEvents(tx, type, chunk.filter((product) => eventOf.get(product.id) === type).map((product) => product.id), { before: importCosts, reason: 'import' });
        }
      }
      return result;
    });
  } catch (error) {
    productWriteError(error, 'in the import');
  }
}
