/** Product queries. Money columns read as numbers; stock figures are summed from inventory levels. */
import { categories, containsPattern, equalPattern, inventoryLevels, listVersions, productChanges, products, purchaseOrderItems, salesOrderItems, stockMovements, type Db, type UnitOfMeasure } from '@stockroom/db';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { actorName } from '../actors.js';
import { listVersion } from '../list-cache/index.js';
import { feedOrder, feedPosition, feedWhere, type FeedColumns, type PageRequest } from '../pagination.js';
import { statement } from '../prepared.js';
import { sumUnits, type Units } from '../units.js';
import type { ProductFields } from './products.schema.js';

export interface ProductFilter {
  search?: string | undefined;
  categoryId?: string | undefined;
  categoryName?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** true: available (on hand − reserved) > 0 in scope; false: nothing available. */
  inStock?: boolean | undefined;
  includeInactive: boolean;
  /** Scope: only products stocked in (having a level row in) this warehouse. */
  warehouseId?: string | undefined;
}

export type ProductSortField = 'name' | 'sku' | 'sellingPrice' | 'costPrice' | 'createdAt' | 'updatedAt';

/**
 * How a query takes a filter value: inline (`literal`), or as a named placeholder of a prepared
 * statement (`placeholder`), whose value is passed at execution.
 */
type Bind = (name: string, value: unknown) => unknown;
const literal: Bind = (_name, value) => value;
const placeholder: Bind = (name) => sql.placeholder(name);

/** Units on hand, reserved and available of the outer query's product, over `warehouseId` or all warehouses (a lateral subquery; exact sums, see units.ts). */
function stockOf(db: Db, warehouseId: string | undefined, bind: Bind = literal) {
  return db
    .select({
      onHand: sumUnits(inventoryLevels.onHand).as('on_hand'),
      reserved: sumUnits(inventoryLevels.reserved).as('reserved'),
      available: sumUnits(sql`${inventoryLevels.onHand} - ${inventoryLevels.reserved}`).as('available'),
    })
    .from(inventoryLevels)
    .where(and(eq(inventoryLevels.productId, products.id), warehouseId ? sql`${inventoryLevels.warehouseId} = ${bind('warehouseId', warehouseId)}` : undefined))
    .as('stock');
}

/** Columns of a product response row, with its category name and stock. */
function productColumns(stock: ReturnType<typeof stockOf>) {
  return {
    id: products.id,
    sku: products.sku,
    name: products.name,
    description: products.description,
    categoryId: products.categoryId,
    categoryName: categories.name,
    brand: products.brand,
    unitOfMeasure: products.unitOfMeasure,
    costPrice: products.costPrice,
    sellingPrice: products.sellingPrice,
    minStockLevel: products.minStockLevel,
    maxStockLevel: products.maxStockLevel,
    isActive: products.isActive,
    weight: products.weight,
    barcode: products.barcode,
    tracking: products.tracking,
    costingMethod: products.costingMethod,
    shelfLifeDays: products.shelfLifeDays,
    minRemainingShelfLifeDays: products.minRemainingShelfLifeDays,
    createdBy: products.createdBy,
    updatedBy: products.updatedBy,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
    onHand: stock.onHand,
    reserved: stock.reserved,
    available: stock.available,
  };
}

export type ProductRow = Omit<NonNullable<Awaited<ReturnType<typeof findProductById>>>, 'createdByName' | 'updatedByName'>;

/**
 * The product list's versions (list-versions.ts): `all` is 'products' (any product write),
 * `membership` 'products_membership' (what decides which products a filter matches and their order
 * by name or SKU), `price` 'products_price' (selling prices).
 */
export type ListVersions = {
  all: number;
  membership: number;
  price: number;
};

/** The list versions, as columns of a statement: read in its snapshot. */
const versionColumns = { all: listVersion('products'), membership: listVersion('products_membership'), price: listVersion('products_price') };
const versionsOf = (row: { all: number; membership: number; price: number }): ListVersions => ({ all: row.all, membership: row.membership, price: row.price });


/**
 * The search is the product's SKU (any case) or its barcode (decision 0019: a scanned code). ILIKE
 * without wildcards is served by the SKU trigram index; null when the SKU differs and there is no barcode.
 */
const exactMatch = (search: string, bind: Bind) => sql`(${products.sku} ilike ${bind('exact', equalPattern(search))} or ${products.barcode} = ${bind('barcode', search)})`;

/** The filter's conditions, each value taken through `bind` under the name paramsOf gives it. */
function whereOf(filter: ProductFilter, bind: Bind): SQL | undefined {
  const levels = filter.warehouseId
    ? sql`${inventoryLevels.productId} = ${products.id} and ${inventoryLevels.warehouseId} = ${bind('warehouseId', filter.warehouseId)}`
    : sql`${inventoryLevels.productId} = ${products.id}`;
  const conditions: (SQL | undefined)[] = [];
  if (!filter.includeInactive) conditions.push(eq(products.isActive, true));
  if (filter.search) {
    const pattern = bind('pattern', containsPattern(filter.search));
    conditions.push(sql`(${products.name} ilike ${pattern} or ${products.sku} ilike ${pattern} or ${exactMatch(filter.search, bind)})`);
  }
  if (filter.categoryId) conditions.push(sql`${products.categoryId} = ${bind('categoryId', filter.categoryId)}`);
  if (filter.categoryName) {
    conditions.push(
      sql`${products.categoryId} in (select ${categories.id} from ${categories} where lower(${categories.name}) = lower(${bind('categoryName', filter.categoryName)}))`,
    );
  }
  if (filter.minPrice !== undefined) conditions.push(sql`${products.sellingPrice} >= ${bind('minPrice', filter.minPrice)}`);
  if (filter.maxPrice !== undefined) conditions.push(sql`${products.sellingPrice} <= ${bind('maxPrice', filter.maxPrice)}`);
  if (filter.warehouseId) conditions.push(sql`exists (select 1 from ${inventoryLevels} where ${levels})`);
  if (filter.inStock !== undefined) {
    const available = sql`exists (select 1 from ${inventoryLevels} where ${levels} and ${inventoryLevels.onHand} > ${inventoryLevels.reserved})`;
    conditions.push(filter.inStock ? available : sql`not ${available}`);
  }
  return and(...conditions);
}

/** The values of the placeholders whereOf and stockOf name. */
function paramsOf(filter: ProductFilter) {
  return {
    pattern: filter.search && containsPattern(filter.search),
    exact: filter.search && equalPattern(filter.search),
    barcode: filter.search,
    categoryId: filter.categoryId,
    categoryName: filter.categoryName,
    minPrice: filter.minPrice,
    maxPrice: filter.maxPrice,
    warehouseId: filter.warehouseId,
  };
}

/** One product with its category and stock (over `warehouseId` when given) and who created and last changed it (decision 0019; the users table is the users module's), or undefined. */
export async function findProductById(db: Db, id: string, warehouseId?: string) {
  const stock = stockOf(db, warehouseId);
  const [row] = await db
    .select({ ...productColumns(stock), createdByName: actorName(products.createdBy), updatedByName: actorName(products.updatedBy) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoinLateral(stock, sql`true`)
    .where(eq(products.id, id));
  return row;
}

type SortOrder = { field: ProductSortField; order: 'asc' | 'desc' };

/** The page query for one shape of filter and sort, with every value a placeholder. */
function pageQuery(db: Db, filter: ProductFilter, sort: SortOrder) {
  const direction = sort.order === 'asc' ? asc : desc;
  // Exact matches first; a product without a barcode makes the match null, not false.
  const order = [...(filter.search ? [sql`coalesce(${exactMatch(filter.search, placeholder)}, false) desc`] : []), direction(products[sort.field]), direction(products.id)];
  const ids = db
    .select({ id: products.id })
    .from(products)
    .where(whereOf(filter, placeholder))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const stock = stockOf(db, filter.warehouseId, placeholder);
  return db
    .select({ ...productColumns(stock), ...versionColumns })
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoinLateral(stock, sql`true`)
    .orderBy(...order);
}

/**
 * What decides the page query's SQL: `filter` with each value it gives replaced by a stand-in (the
 * booleans kept, as they choose conditions), the values being placeholders. Derived field by field,
 * so a filter field added later is part of the shape without more code.
 */
function filterShape(filter: ProductFilter): ProductFilter {
  const standIn = (value: unknown) => (typeof value === 'boolean' ? value : value === undefined || value === '' ? undefined : typeof value === 'number' ? 0 : '?');
  return Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, standIn(value)])) as unknown as ProductFilter;
}

const productPage = statement((db, { filter, sort }: { filter: ProductFilter; sort: SortOrder }) => pageQuery(db, filter, sort));

/**
 * One page of products and the list versions the page was read at (undefined when the page is
 * empty). Sorted by `sort` then id, so pages are stable. The page's ids are chosen first and only
 * those rows get their category and stock: PostgreSQL would otherwise compute them for every row
 * that OFFSET skips. Each shape of query is built and prepared once (building the query cost more
 * than running it); the filter's values are parameters.
 */
export async function listProducts(db: Db, filter: ProductFilter, sort: SortOrder, page: { limit: number; offset: number }) {
  const rows = await productPage.run(db, { ...paramsOf(filter), limit: page.limit, offset: page.offset }, { filter: filterShape(filter), sort });
  return { rows, versions: rows[0] && versionsOf(rows[0]) };
}

/** The columns a change feed of products reads (pagination.ts). */
const productFeed: FeedColumns = { changeXid: products.changeXid, updatedAt: products.updatedAt, key: [products.id] };

/**
 * A change feed page of the products matching `filter` (pagination.ts): in the order written, with
 * their category and stock as listProducts reads them, the total from the page's position on, and
 * the feed position of its last row. Not cached, not prepared: a sync reads each page once.
 */
export async function listProductChanges(db: Db, filter: ProductFilter, page: PageRequest) {
  const where = and(whereOf(filter, literal), feedWhere(productFeed, page));
  const order = feedOrder(productFeed, page, []);
  const ids = db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(page.limit).as('page');
  const stock = stockOf(db, filter.warehouseId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...productColumns(stock), position: feedPosition(productFeed) })
      .from(ids)
      .innerJoin(products, eq(products.id, ids.id))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoinLateral(stock, sql`true`)
      .orderBy(...order),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total: counted?.total ?? 0, last: rows.at(-1)?.position };
}

const productsByIds = statement((db) => {
  const stock = stockOf(db, undefined, placeholder);
  return db
    .select({ ...productColumns(stock), ...versionColumns })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoinLateral(stock, sql`true`)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`);
});

/**
 * The products with these ids, in the order of `ids` (those that no longer exist are left out), with
 * their stock across all warehouses, and the list versions, read in one snapshot: a cached page's
 * rows read again after a write that changed only what rows say (ListVersions).
 */
export async function readProductsByIds(db: Db, ids: readonly string[]) {
  const rows = await productsByIds.run(db, { ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), versions: rows[0] && versionsOf(rows[0]) };
}

/** Log entries a page check reads at most; a page read longer ago has all its rows read again. */
const CHANGES_READ = 500;

const productListStock = statement((db) =>
  db
    .select({
      ...versionColumns,
      pruned: listVersion('products_changes_pruned'),
      // The log's entries after `since` in version order (its primary key), at most CHANGES_READ of
      // them (null past that), then those of `ids`: a hot page is checked every few versions.
      changed: sql<string[] | null>`(select case when count(*) = ${CHANGES_READ} then null else coalesce(array_agg(distinct recent.product_id) filter (where recent.product_id = any(${sql.placeholder('ids')}::uuid[])), '{}') end from (select ${productChanges.productId} as product_id from ${productChanges} where ${productChanges.version} > ${sql.placeholder('since')} order by ${productChanges.version} limit ${CHANGES_READ}) recent)`,
      productId: inventoryLevels.productId,
      onHand: sumUnits(inventoryLevels.onHand),
      reserved: sumUnits(inventoryLevels.reserved),
      available: sumUnits(sql`${inventoryLevels.onHand} - ${inventoryLevels.reserved}`),
    })
    .from(listVersions)
    .leftJoin(inventoryLevels, sql`${inventoryLevels.productId} = any(${sql.placeholder('ids')}::uuid[])`)
    .where(eq(listVersions.name, 'products'))
    .groupBy(listVersions.version, inventoryLevels.productId),
);

/**
 * The product list versions, the stock of `ids` across all warehouses, and which of `ids` were
 * written after list version `since` (the product_changes log, migration 0026), read in one
 * snapshot: what a page read at `since` needs to be served again. Returns `{ versions, stock,
 * changed }`: `versions` is undefined only if the version rows are missing; `stock` maps a product
 * id to its units `{ onHand, reserved, available }` (products without a level row are absent);
 * `changed` lists the ids written since `since`, or is undefined when the log no longer reaches back
 * to `since` or holds more than CHANGES_READ entries after it (every row must then be read again).
 */
export async function readListVersionAndStock(db: Db, ids: readonly string[], since: number) {
  const rows = await productListStock.run(db, { ids, since });
  const stock = new Map<string, { onHand: Units; reserved: Units; available: Units }>();
  for (const row of rows) if (row.productId) stock.set(row.productId, { onHand: row.onHand, reserved: row.reserved, available: row.available });
  const first = rows[0];
  return { versions: first && versionsOf(first), stock, changed: first && since >= first.pruned ? (first.changed ?? undefined) : undefined };
}

/** The exact number of products matching `filter`, and the list versions it was counted at (one snapshot). */
export async function countProducts(db: Db, filter: ProductFilter): Promise<{ total: number; version: ListVersions }> {
  const [row] = await db
    .select({ total: count(), ...versionColumns })
    .from(products)
    .where(whereOf(filter, literal));
  return { total: row!.total, version: versionsOf(row!) };
}

export async function insertProduct(
  db: Db,
  values: Partial<ProductFields> & Pick<ProductFields, 'name' | 'sku' | 'categoryId' | 'sellingPrice'> & { createdBy: string; updatedBy: string },
): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/**
 * The product row's id, named with its table: a select from products alone names its columns
 * unqualified, and inside a correlated subquery a bare "id" is the subquery's own.
 */
const productId = sql`${products}.${sql.identifier('id')}`;

/** SQL: the product has stock movements (an index probe per product). */
const hasMovements = sql<boolean>`exists (select 1 from ${stockMovements} where ${stockMovements.productId} = ${productId})`;

/** SQL: the product has stock movements or order lines, kept in its unit of measure (decision 0021). */
const hasHistory = sql<boolean>`(${hasMovements}
  or exists (select 1 from ${purchaseOrderItems} where ${purchaseOrderItems.productId} = ${productId})
  or exists (select 1 from ${salesOrderItems} where ${salesOrderItems.productId} = ${productId}))`;

/**
 * Updates the product; false when no product has `id`, 'has-stock' when `values` changes its
 * tracking while it has units on hand anywhere (decision 0015), 'has-history' when it changes its
 * unit of measure once it has stock movements or order lines, all kept in that unit (decision
 * 0021), 'has-movements' when it changes its costing method once it has stock movements, valued by
 * that method, and 'standard-cost' when it changes the cost price of a product at standard cost with
 * stock movements, the standard they are valued at (decision 0023): checked in the same statement.
 */
export async function updateProduct(db: Db, id: string, values: Partial<ProductFields> & { updatedBy: string }): Promise<boolean | 'has-stock' | 'has-history' | 'has-movements' | 'standard-cost'> {
  const guards: [SQL, 'has-stock' | 'has-history' | 'has-movements' | 'standard-cost'][] = [];
  if (values.tracking !== undefined) {
    guards.push([sql`(${products.tracking} = ${values.tracking} or not exists (select 1 from ${inventoryLevels} where ${inventoryLevels.productId} = ${products.id} and ${inventoryLevels.onHand} > 0))`, 'has-stock']);
  }
  if (values.unitOfMeasure !== undefined) {
    guards.push([
      sql`(${products.unitOfMeasure} = ${values.unitOfMeasure} or not ${hasHistory})`,
      'has-history',
    ]);
  }
  if (values.costingMethod !== undefined) {
    guards.push([sql`(${products.costingMethod} = ${values.costingMethod} or not ${hasMovements})`, 'has-movements']);
  }
  if (values.costPrice !== undefined) {
    guards.push([sql`(${products.costingMethod} <> 'standard' or ${products.costPrice} = ${values.costPrice} or not ${hasMovements})`, 'standard-cost']);
  }
  const rows = await db.update(products).set(values).where(and(eq(products.id, id), ...guards.map(([guard]) => guard))).returning({ id: products.id });
  if (rows.length > 0) return true;
  if (guards.length === 0) return false;
  const [found] = await db.select({ id: products.id, ...Object.fromEntries(guards.map(([guard, name]) => [name, guard])) }).from(products).where(eq(products.id, id));
  if (!found) return false;
  return guards.find(([, name]) => !(found as Record<string, unknown>)[name])![1];
}

/** The stored records of `ids` (no category name, no stock), for the product events (decision 0017). */
export function findStoredProducts(db: Db, ids: string[]) {
  return db.select().from(products).where(inArray(products.id, ids));
}

/** Inserts many products in one statement; returns their ids in input order. */
export async function insertProducts(db: Db, values: Parameters<typeof insertProduct>[1][]): Promise<string[]> {
  const rows = await db.insert(products).values(values).returning({ id: products.id });
  return rows.map((row) => row.id);
}

/**
 * Sets the cost price to the weighted average of the units on hand before a receipt (at the old
 * cost) and the `quantity` received (at `unitCost`), rounded to the cent. A negative `quantity`
 * takes units out at `unitCost` (a return to the supplier, decision 0016): the rest keep the value left,
 * never below 0; with nothing left on hand the cost price stays. Call after the levels changed,
 * in the same transaction. True when the cost price changed. A FIFO product's cost price is the
 * ledger's (decision 0023): it is left alone here.
 */
export async function averageCostIntoReceipt(tx: Db, productId: string, quantity: number, unitCost: number): Promise<boolean> {
  const onHand = sql`(select sum(${inventoryLevels.onHand}) from ${inventoryLevels} where ${inventoryLevels.productId} = ${products.id})`;
  const averaged = sql`coalesce(greatest(round(((${onHand} - ${quantity}) * ${products.costPrice} + ${quantity} * ${unitCost}::numeric) / nullif(${onHand}, 0), 2), 0), ${products.costPrice})`;
  return (await setCostPriceWhereChanged(tx, averaged, and(eq(products.id, productId), eq(products.costingMethod, 'average')))).length > 0;
}

/**
 * Adds `value` (currency units) to the stock of a product costed at the average (a landed cost,
 * decision 0023 point 7): its cost price becomes (on hand × cost price + value) ÷ on hand over every
 * warehouse, to the cent; without units on hand it stays. True when the cost price changed.
 */
export async function addValueToAverage(tx: Db, productId: string, value: number): Promise<boolean> {
  const onHand = sql`(select sum(${inventoryLevels.onHand}) from ${inventoryLevels} where ${inventoryLevels.productId} = ${products.id})`;
  const averaged = sql`coalesce(round((${onHand} * ${products.costPrice} + ${value}::numeric) / nullif(${onHand}, 0), 2), ${products.costPrice})`;
  return (await setCostPriceWhereChanged(tx, averaged, and(eq(products.id, productId), eq(products.costingMethod, 'average')))).length > 0;
}

/** Sets cost_price to `costPrice` on the rows `where` selects whose cost it changes (no write, so no list version bump, otherwise); returns their ids. */
async function setCostPriceWhereChanged(tx: Db, costPrice: SQL, where: SQL | undefined): Promise<string[]> {
  const rows = await tx
    .update(products)
    .set({ costPrice })
    .where(and(where, sql`${products.costPrice} is distinct from ${costPrice}`))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/**
 * Sets each product's cost price to the ledger value of its stock over its units on hand (all
 * warehouses), to the cent; products without units on hand keep theirs, and those at standard cost their
 * standard (decision 0023). Returns the ids whose cost changed.
 */
export async function costPricesFromLedger(tx: Db, productIds: string[]): Promise<string[]> {
  if (!productIds.length) return [];
  const value = sql`(select sum(${stockMovements.value}) from ${stockMovements} where ${stockMovements.productId} = ${products.id})`;
  const onHand = sql`(select sum(${inventoryLevels.onHand}) from ${inventoryLevels} where ${inventoryLevels.productId} = ${products.id})`;
  return setCostPriceWhereChanged(tx, sql`coalesce(greatest(round(${value} / nullif(${onHand}, 0), 2), 0), ${products.costPrice})`, and(inArray(products.id, productIds), ne(products.costingMethod, 'standard')));
}

/**
 * Locks these products' rows in id order for the rest of the transaction. NO KEY UPDATE is the
 * lock an UPDATE of non-key columns takes anyway; FOR UPDATE would conflict with the KEY SHARE
 * locks that foreign keys of level and movement inserts hold on the same rows, which is what a
 * change of costing method wants (`strength` 'update', decision 0023): it waits for the stock
 * writes under way, whose movements its guard then sees.
 */
export function lockProducts(tx: Db, ids: string[], strength: 'no key update' | 'update' = 'no key update'): Promise<{ id: string; isActive: boolean; costPrice: number; unitOfMeasure: UnitOfMeasure }[]> {
  return tx.select({ id: products.id, isActive: products.isActive, costPrice: products.costPrice, unitOfMeasure: products.unitOfMeasure }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for(strength);
}

/**
 * Up to `limit` products matching `filter` with SKU after `afterSku` (all when undefined), by SKU,
 * each with its category name and stock (over the filter's warehouse when it has one): one keyset
 * page of the export (decision 0017), which reads the whole list page by page in constant memory.
 */
export function exportPage(db: Db, filter: ProductFilter, afterSku: string | undefined, limit: number) {
  const stock = stockOf(db, filter.warehouseId);
  return db
    .select(productColumns(stock))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoinLateral(stock, sql`true`)
    .where(and(whereOf(filter, literal), afterSku === undefined ? undefined : sql`${products.sku} > ${afterSku}`))
    .orderBy(asc(products.sku))
    .limit(limit);
}

/**
 * The stored records of the products with these SKUs (no category name, no stock), each with
 * `hasStock` (units on hand in any warehouse), `hasHistory` (stock movements or order lines) and
 * `hasMovements`; with `lock`, their rows are locked (NO KEY UPDATE, as lockProducts) in SKU order
 * for the rest of the transaction.
 */
export function findProductsBySku(db: Db, skus: string[], lock: boolean) {
  const query = db
    .select({
      ...getTableColumns(products),
      hasStock: sql<boolean>`exists (select 1 from ${inventoryLevels} where ${inventoryLevels.productId} = ${products.id} and ${inventoryLevels.onHand} > 0)`,
      hasHistory,
      hasMovements,
    })
    .from(products)
    .where(inArray(products.sku, skus))
    .orderBy(asc(products.sku));
  return lock ? query.for('no key update', { of: products }) : query;
}

/** The ids among `ids` of products with stock movements. */
export async function productsWithMovements(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), hasMovements));
  return new Set(rows.map((row) => row.id));
}

/** SQL type of each product field, for the record set of updateProducts. */
const fieldTypes: Record<keyof ProductFields, SQL> = {
  name: sql`text`,
  description: sql`text`,
  sku: sql`text`,
  categoryId: sql`uuid`,
  brand: sql`text`,
  unitOfMeasure: sql`unit_of_measure`,
  costPrice: sql`numeric`,
  sellingPrice: sql`numeric`,
  minStockLevel: sql`integer`,
  maxStockLevel: sql`integer`,
  isActive: sql`boolean`,
  weight: sql`numeric`,
  barcode: sql`text`,
  tracking: sql`tracking`,
  costingMethod: sql`costing_method`,
  shelfLifeDays: sql`integer`,
  minRemainingShelfLifeDays: sql`integer`,
};

/**
 * Sets `fields` of many products in one statement, each row its own values (a JSON record set, so
 * a statement holds any number of rows in one parameter), stamped with `updatedBy` and now.
 */
export async function updateProducts(tx: Db, fields: (keyof ProductFields)[], rows: ({ id: string } & Partial<ProductFields>)[], updatedBy: string): Promise<void> {
  const column = (field: keyof ProductFields) => sql.identifier(products[field].name);
  const definitions = sql.join([sql`id uuid`, ...fields.map((field) => sql`${column(field)} ${fieldTypes[field]}`)], sql`, `);
  const assignments = sql.join([...fields.map((field) => sql`${column(field)} = v.${column(field)}`), sql`updated_by = ${updatedBy}`, sql`updated_at = now()`], sql`, `);
  const records = rows.map((row) => Object.fromEntries([['id', row.id], ...fields.map((field) => [products[field].name, row[field] ?? null])]));
  await tx.execute(sql`update ${products} set ${assignments} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${definitions}) where ${products.id} = v.id`);
}
