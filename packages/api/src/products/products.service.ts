/**
 * Product use cases (SPEC 2, 4.2, 4.4). Money is in currency units with at most two decimals.
 * The database decides uniqueness and category existence (no pre-checks that could race).
 */
import { checkViolation, chunksOf, foreignKeyViolation, uniqueViolation, type Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { publishEvents, type EventData, type NewEvent } from '../events/index.js';
import { productEventData } from './products.events.js';
import { ifMatching } from '../preconditions.js';
import { sameVersion, type ListCache, type ListVersion } from '../list-cache/index.js';
import { isUuid } from '../validation.js';
import { pageOf, pageResult, type Page } from '../pagination.js';
import * as repo from './products.repository.js';
import type { Product, ProductExportQuery, ProductFields, ProductListQuery } from './products.schema.js';

const INVALID_PRODUCT = 'Invalid product data';

/** The stock figures of a product without any level. */
const NO_STOCK = Object.freeze({ onHand: 0, reserved: 0, available: 0 });

/**
 * The response form of a product row: category object, `price` = sellingPrice, `currency` the base
 * currency its prices are in (decision 0016), stock figures.
 * Written out field by field: an object rest over the row costs several microseconds a row.
 */
export function toProduct(row: repo.ProductRow, baseCurrency: string): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sku: row.sku,
    categoryId: row.categoryId,
    category: { id: row.categoryId, name: row.categoryName },
    brand: row.brand,
    unitOfMeasure: row.unitOfMeasure,
    costPrice: row.costPrice,
    sellingPrice: row.sellingPrice,
    price: row.sellingPrice,
    currency: baseCurrency,
    minStockLevel: row.minStockLevel,
    maxStockLevel: row.maxStockLevel,
    isActive: row.isActive,
    weight: row.weight,
    barcode: row.barcode,
    tracking: row.tracking,
    costingMethod: row.costingMethod,
    shelfLifeDays: row.shelfLifeDays,
    minRemainingShelfLifeDays: row.minRemainingShelfLifeDays,
    stock: { onHand: row.onHand, reserved: row.reserved, available: row.available },
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Translates constraint violations of a product write into the spec's errors; rethrows anything else. */
export function productWriteError(error: unknown, sku: string | undefined): never {
  if (uniqueViolation(error) === 'products_sku_unique') {
    throw new AppError('DUPLICATE_SKU', `Product with SKU ${sku} already exists`);
  }
  if (foreignKeyViolation(error)) throw AppError.validation(INVALID_PRODUCT, { categoryId: ['Invalid category ID'] });
  if (checkViolation(error) === 'products_stock_levels_ordered') {
    throw AppError.validation(INVALID_PRODUCT, { maxStockLevel: ['Maximum stock level must not be below minimum stock level'] });
  }
  throw error;
}

/**
 * Reads one product with who created and last changed it (decision 0019); stock figures are the actor's
 * warehouse's when the actor is bound to one; prices in `baseCurrency` (BASE_CURRENCY).
 * Throws NOT_FOUND when no product has `id`.
 */
export async function getProduct(db: Db, id: string, baseCurrency: string, actor: Actor): Promise<Product> {
  const row = await repo.findProductById(db, id, actor.warehouseId ?? undefined);
  if (!row) throw AppError.notFound('Product');
  return { ...toProduct(row, baseCurrency), createdByName: row.createdByName, updatedByName: row.updatedByName };
}

/**
 * Creates a product stamped with createdBy/updatedBy = the actor (SPEC 2.3, 4.4). Defaults:
 * costPrice 0, unitOfMeasure piece, isActive true.
 * Throws DUPLICATE_SKU "Product with SKU <sku> already exists" when the unique index refuses
 * the SKU (also under concurrent creates), VALIDATION_ERROR "Invalid product data" with
 * details.categoryId "Invalid category ID" when the category does not exist.
 */
export async function createProduct(
  db: Db,
  fields: Partial<ProductFields> & Pick<ProductFields, 'name' | 'sku' | 'categoryId' | 'sellingPrice'>,
  baseCurrency: string,
  actor: Actor,
): Promise<Product> {
  let id: string;
  try {
    id = await db.transaction(async (tx) => {
      const created = await repo.insertProduct(tx, { ...fields, createdBy: actor.id, updatedBy: actor.id });
      await publishProductEvents(tx, 'product.created', [created]);
      return created;
    });
  } catch (error) {
    productWriteError(error, fields.sku);
  }
  return getProduct(db, id, baseCurrency, actor);
}

/**
 * Publishes `type` for the products `ids` with their stored records (decision 0017), in the write's
 * transaction; with `costs` (`before`: id → cost price before the write), also product.cost_changed with
 * `reason` for each whose cost price is now another.
 */
export async function publishProductEvents(
  tx: Db,
  type: 'product.created' | 'product.updated' | 'product.archived',
  ids: string[],
  costs?: { before: Map<string, number>; reason: EventData<'product.cost_changed'>['reason'] },
): Promise<void> {
  if (!ids.length) return;
  const rows = await repo.findStoredProducts(tx, ids);
  const events: NewEvent<'product.created' | 'product.updated' | 'product.archived' | 'product.cost_changed'>[] = rows.map((row) => ({ type, subject: row.id, data: productEventData(row) }));
  for (const row of costs ? rows : []) {
    const previousCostPrice = costs!.before.get(row.id);
    if (previousCostPrice === undefined || previousCostPrice === row.costPrice) continue;
    events.push({ type: 'product.cost_changed', subject: row.id, data: { productId: row.id, sku: row.sku, previousCostPrice, costPrice: row.costPrice, reason: costs!.reason } });
  }
  await publishEvents(tx, events);
}

/**
 * The event an update of `fields` of a product that `wasActive` publishes (decision 0017):
 * product.archived when it archives an active product, none when it only archives an archived one
 * (nothing other systems need to hear of), else product.updated.
 */
export function updateEventOf(fields: Partial<ProductFields>, wasActive: boolean): 'product.updated' | 'product.archived' | undefined {
  if (fields.isActive === false && wasActive) return 'product.archived';
  const changes = Object.keys(fields).some((field) => field !== 'isActive') || (fields.isActive === true && !wasActive);
  return changes ? 'product.updated' : undefined;
}

/**
 * Updates the given fields only, stamped with updatedBy = the actor; unsent fields keep their value,
 * and with `ifMatch` only while the product is as the client read it (preconditions.ts).
 * Throws NOT_FOUND for an unknown id, DUPLICATE_SKU when the new SKU is taken,
 * VALIDATION_ERROR for an unknown category or a maximum below the (stored) minimum stock level,
 * CONFLICT "Tracking cannot change while the product has stock" (decision 0015), "Unit of measure
 * cannot change once the product has stock movements or order lines" (decision 0021) or "Costing
 * method cannot change once the product has stock movements" (decision 0023),
 * PRECONDITION_FAILED when `ifMatch` no longer matches (nothing written).
 */
export function updateProduct(db: Db, id: string, fields: Partial<ProductFields>, baseCurrency: string, actor: Actor, ifMatch?: string): Promise<Product> {
  const current = async (tx: Db) => {
    await repo.lockProducts(tx, [id]);
    return getProduct(tx, id, baseCurrency, actor);
  };
  return ifMatching(db, ifMatch, current, async (tx) => {
    // A change of method or of a standard waits for the stock writes under way (their KEY SHARE, ledger.layers.ts costingOf), whose movements its guard then sees.
    const [before] = await repo.lockProducts(tx, [id], fields.costingMethod === undefined && fields.costPrice === undefined ? 'no key update' : 'update');
    let found: Awaited<ReturnType<typeof repo.updateProduct>>;
    try {
      found = await repo.updateProduct(tx, id, { ...fields, updatedBy: actor.id });
    } catch (error) {
      productWriteError(error, fields.sku);
    }
    if (!found) throw AppError.notFound('Product');
    if (found === 'has-stock') throw new AppError('CONFLICT', 'Tracking cannot change while the product has stock');
    if (found === 'has-history') throw new AppError('CONFLICT', 'Unit of measure cannot change once the product has stock movements or order lines');
    if (found === 'has-movements') throw new AppError('CONFLICT', 'Costing method cannot change once the product has stock movements');
    if (found === 'standard-cost') throw new AppError('CONFLICT', 'A standard cost changes through PUT /api/products/{id}/costing-method once the product has stock movements');
    const event = updateEventOf(fields, before?.isActive ?? true);
    const costs = before ? { before: new Map([[id, before.costPrice]]), reason: 'update' as const } : undefined;
    if (event) await publishProductEvents(tx, event, [id], costs);
    return getProduct(tx, id, baseCurrency, actor);
  });
}

/** What a new product needs at least (createProduct's fields). */
export type NewProduct = Parameters<typeof createProduct>[1];

/** Inserts `rows` in `tx`, 1,000 per statement, publishing product.created for each; returns the new ids in input order. */
export async function insertProductChunks(tx: Db, rows: NewProduct[], actor: Actor): Promise<string[]> {
  const ids: string[] = [];
  for (const chunk of chunksOf(rows.map((fields) => ({ ...fields, createdBy: actor.id, updatedBy: actor.id })))) {
    const created = await repo.insertProducts(tx, chunk);
    await publishProductEvents(tx, 'product.created', created);
    ids.push(...created);
  }
  return ids;
}

/**
 * Creates many products in one transaction (the demo seed), 1,000 rows per statement; all or
 * nothing. Returns the new ids in input order. Throws as createProduct.
 */
export async function importProducts(db: Db, rows: NewProduct[], actor: Actor): Promise<string[]> {
  try {
    return await db.transaction((tx) => insertProductChunks(tx, rows, actor));
  } catch (error) {
    productWriteError(error, 'in the import');
  }
}

/** Cost prices by product id, from locked rows. */
const costsOf = (rows: { id: string; costPrice: number }[]) => new Map(rows.map((row) => [row.id, row.costPrice]));

/**
 * Locks the rows of the products `ids` (NO KEY UPDATE) in id order for the rest of `tx`, after the
 * caller's level locks: a write that changes several products' cost prices in more than one step
 * (an assembly order, decision 0023 point 9) takes them all at once, in the one order. `strength`
 * 'update' also waits for the stock writes under way, which read the rows KEY SHARE, and makes
 * those after wait (a kit's bill, decision 0023 point 9). Returns each cost price (currency units)
 * by product id.
 */
export async function lockProductCosts(tx: Db, ids: string[], strength: 'no key update' | 'update' = 'no key update'): Promise<Map<string, number>> {
  return costsOf(await repo.lockProducts(tx, [...new Set(ids)], strength));
}

/**
 * After a receipt (decision 0004): each product's cost price becomes the weighted average cost of the
 * stock on hand and the received units; a negative quantity takes units out at their unit cost (a
 * return to the supplier, decision 0016). `receipts` in currency units per unit; products are updated in
 * id order (the lock order after inventory levels). A product whose cost changed publishes
 * product.updated (decision 0017) with `reason` (default receipt, or supplier_return); one whose cost
 * stays is not written at all. Units assembled or taken apart (decision 0023 point 9) come in the same way.
 */
export async function applyReceiptCosts(tx: Db, receipts: { productId: string; quantity: number; unitCost: number }[], reason?: 'assembly'): Promise<void> {
  // Locked first, so that each averaging statement starts after a concurrent receipt of the same
  // product into another warehouse has committed and sees its units (under READ COMMITTED an UPDATE
  // re-reads only the row it changes, not the stock it sums).
  const locked = await repo.lockProducts(tx, receipts.map((receipt) => receipt.productId));
  const changed = new Set<string>();
  for (const receipt of [...receipts].sort((a, b) => a.productId.localeCompare(b.productId))) {
    if (await repo.averageCostIntoReceipt(tx, receipt.productId, receipt.quantity, receipt.unitCost)) changed.add(receipt.productId);
  }
  await publishProductEvents(tx, 'product.updated', [...changed], { before: costsOf(locked), reason: reason ?? (receipts.some((receipt) => receipt.quantity < 0) ? 'supplier_return' : 'receipt') });
}

/**
 * After a landed cost (decision 0023 point 7): the value `landed` adds to the stock of each product
 * costed at the average (currency units) raises its cost price (addValueToAverage). Products locked
 * in id order, after the caller's level locks, as applyReceiptCosts; those whose cost changed publish
 * product.updated and product.cost_changed (reason landed_cost).
 */
export async function applyLandedCosts(tx: Db, landed: { productId: string; value: number }[]): Promise<void> {
  if (!landed.length) return;
  const locked = await repo.lockProducts(tx, landed.map((entry) => entry.productId));
  const changed = new Set<string>();
  for (const entry of [...landed].sort((a, b) => a.productId.localeCompare(b.productId))) {
    if (await repo.addValueToAverage(tx, entry.productId, entry.value)) changed.add(entry.productId);
  }
  await publishProductEvents(tx, 'product.updated', [...changed], { before: costsOf(locked), reason: 'landed_cost' });
}

/**
 * Publishes product.updated for the products `ids` whose cost a stock or costing write moved, and
 * product.cost_changed (`reason`) for each whose cost price is another than in `before` (id → cost
 * price), in its transaction: the FIFO layers (cost_layers), a change of costing method (costing_method) or a landed cost that raised FIFO layers (landed_cost, decision 0023).
 */
export function publishCostChanges(tx: Db, ids: string[], before: Map<string, number>, reason: 'cost_layers' | 'costing_method' | 'landed_cost'): Promise<void> {
  return publishProductEvents(tx, 'product.updated', ids, { before, reason });
}

/**
 * After a conversion of ledger values (decision 0016's currency backfill): each product's cost price
 * becomes its ledger value over its units on hand, so the correction lands in the stock still held
 * (cost of goods already sold is not restated). Products locked in id order, as applyReceiptCosts;
 * those whose cost changed publish product.updated.
 */
export async function restateCostPrices(tx: Db, productIds: string[]): Promise<void> {
  const locked = await repo.lockProducts(tx, productIds);
  await publishProductEvents(tx, 'product.updated', await repo.costPricesFromLedger(tx, productIds), { before: costsOf(locked), reason: 'restatement' });
}

/** Archives a product (isActive false; it leaves lists unless includeInactive=true). Throws NOT_FOUND. */
export function archiveProduct(db: Db, id: string, baseCurrency: string, actor: Actor): Promise<Product> {
  return updateProduct(db, id, { isActive: false }, baseCurrency, actor);
}

/** The product filter of a list or export query (SPEC 4.2), scoped to the actor's warehouse when it is bound to one. */
export function filterOf(query: Omit<ProductExportQuery, 'format'>, actor: Actor): repo.ProductFilter {
  const category = query.category || undefined;
  return {
    search: query.search || undefined,
    categoryId: query.category_id || (category && isUuid(category) ? category : undefined),
    categoryName: category && !isUuid(category) ? category : undefined,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    inStock: query.in_stock === undefined ? undefined : query.in_stock === 'true',
    includeInactive: query.includeInactive === 'true',
    warehouseId: actor.warehouseId ?? undefined,
  };
}

/** The product list's cache: pages and totals at the product list versions (repo.ListVersions). */
export type ProductListCache = ListCache<repo.ListVersions>;

/**
 * Which list versions (repo.ListVersions) decide what a list of `filter` holds (`total`: its total
 * and members) and what a page of it sorted by `sort` holds in which order (`page`): a total stays
 * exact while its versions are current, a page's members and order while the page's are. A page
 * sorted by cost price or by update time may move with any write.
 */
function decidingVersions(filter: repo.ProductFilter, sort: { field: repo.ProductSortField }) {
  const byPrice = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  const total = ({ membership, price }: repo.ListVersions): ListVersion => (byPrice ? { membership, price } : { membership });
  const page = (versions: repo.ListVersions): ListVersion => {
    if (sort.field === 'costPrice' || sort.field === 'updatedAt') return { all: versions.all };
    return sort.field === 'sellingPrice' && !byPrice ? { ...total(versions), price: versions.price } : total(versions);
  };
  const same = (decide: (versions: repo.ListVersions) => ListVersion) => (cached: repo.ListVersions, current: repo.ListVersions) => sameVersion(decide(cached), decide(current));
  return { sameTotal: same(total), samePage: same(page) };
}

/**
 * Lists products (SPEC 4.2): filters, sort (default createdAt desc), one page, scoped to the
 * actor's warehouse when bound to one. Exact, without counting or reading the page on every
 * request (decision 0018): a page's rows are kept with the list versions they were read at, a
 * filter's total with the versions it was counted at; each is served while the versions that decide
 * it (decidingVersions) are current. Of a cached page's rows, only those written since it was read
 * (the product_changes log) are read again, by id, and the total stays: a price update on a list by
 * date or a receipt's cost re-averaged costs one page a re-read of one row, not every page a page
 * query and a count. Stock figures are read live on every request, so stock writes never touch a
 * version. Lists that depend on stock (in_stock, or a warehouse-bound actor) are read in full every
 * time. The check of a cached page (versions and stock in one statement) goes through
 * `cache.pipeline`, everything else through `db`. A change feed (cursor or updatedSince) is read
 * afresh, in the order written (pagination.ts). Prices in `baseCurrency` (BASE_CURRENCY).
 */
export async function listProducts(db: Db, cache: ProductListCache, query: ProductListQuery, baseCurrency: string, actor: Actor): Promise<Page<Product>> {
  const page = pageOf(query);
  const filter = filterOf(query, actor);
  const productOf = (row: repo.ProductRow) => toProduct(row, baseCurrency);
  if (page.feed) {
    const { rows, total, last } = await repo.listProductChanges(db, filter, page);
    return pageResult(rows.map(productOf), page, total, last);
  }
  const sort = {
    field: query.sort === 'price' ? 'sellingPrice' : (query.sort ?? 'createdAt'),
    order: query.order ?? (query.sort ? 'asc' : 'desc'),
  } as const;
  const cacheable = filter.inStock === undefined && filter.warehouseId === undefined;
  const filterKey = JSON.stringify(filter);
  const pageKey = JSON.stringify([filter, sort, page.limit, page.offset]);
  const { sameTotal, samePage } = decidingVersions(filter, sort);
  const totalOf = (versions: repo.ListVersions | undefined) => cache.totalOf(filterKey, versions, () => repo.countProducts(db, filter), sameTotal);

  const cached = cacheable ? cache.page<Product>(pageKey) : undefined;
  if (cached) {
    const readAt = cached.version.all;
    const ids = cached.rows.map((product) => product.id);
    const { versions, stock, changed } = await repo.readListVersionAndStock(cache.pipeline, ids, readAt);
    if (versions && samePage(cached.version, versions)) {
      // Members and order hold: only rows written since the page was read are read again.
      // The page is then current as of the check's snapshot (rows written later are caught next time).
      let rows = cached.rows;
      if (!changed || changed.length) {
        const fresh = await repo.readProductsByIds(db, changed ?? ids);
        if (!fresh.versions || !samePage(cached.version, fresh.versions) || fresh.rows.length !== (changed ?? ids).length) return listAnew();
        const byId = new Map(fresh.rows.map((row) => [row.id, productOf(row)]));
        rows = rows.map((product) => byId.get(product.id) ?? product);
      }
      if (versions.all !== readAt) cache.setPage(pageKey, versions, rows);
      const items = rows.map((product) => ({ ...product, stock: stock.get(product.id) ?? NO_STOCK }));
      return pageResult(items, page, (await totalOf(versions)).total);
    }
  }
  return listAnew();

  /** The page and total read from the products themselves (and kept when the list is cacheable). */
  async function listAnew(): Promise<Page<Product>> {
    const { rows, versions } = await repo.listProducts(db, filter, sort, page);
    const items = rows.map(productOf);
    if (!cacheable) return pageResult(items, page, (await repo.countProducts(db, filter)).total);
    const counted = await totalOf(versions);
    // An empty page names no versions of its own: the count's snapshot vouches for it (ListCache.setPageOf).
    cache.setPageOf(pageKey, items, versions, counted, page.offset);
    return pageResult(items, page, counted.total);
  }
}
