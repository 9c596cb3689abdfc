/** Product queries. Money columns read as numbers; stock figures are summed from inventory levels. */
import { categories, inventoryLevels, listVersions, products, type Db } from '@stockroom/db';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
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

const levelsOf = (warehouseId: string | undefined) =>
  warehouseId
    ? sql`${inventoryLevels.productId} = ${products.id} and ${inventoryLevels.warehouseId} = ${warehouseId}`
    : sql`${inventoryLevels.productId} = ${products.id}`;

/** Columns of a product response row; stock summed over `warehouseId` or all warehouses. */
function productColumns(warehouseId: string | undefined) {
  const where = levelsOf(warehouseId);
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
    createdBy: products.createdBy,
    updatedBy: products.updatedBy,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
    onHand: sql<number>`(select coalesce(sum(${inventoryLevels.onHand}), 0)::int from ${inventoryLevels} where ${where})`,
    reserved: sql<number>`(select coalesce(sum(${inventoryLevels.reserved}), 0)::int from ${inventoryLevels} where ${where})`,
  };
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProductById>>>;

const listVersion = sql<number>`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = 'products')`.mapWith(Number);

/** `%` and `_` in user text match themselves in ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(filter: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!filter.includeInactive) conditions.push(eq(products.isActive, true));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern)));
  }
  if (filter.categoryId) conditions.push(eq(products.categoryId, filter.categoryId));
  if (filter.categoryName) {
    conditions.push(
      sql`${products.categoryId} in (select ${categories.id} from ${categories} where lower(${categories.name}) = lower(${filter.categoryName}))`,
    );
  }
  if (filter.minPrice !== undefined) conditions.push(gte(products.sellingPrice, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.sellingPrice, filter.maxPrice));
  if (filter.warehouseId) conditions.push(sql`exists (select 1 from ${inventoryLevels} where ${levelsOf(filter.warehouseId)})`);
  if (filter.inStock !== undefined) {
    const available = sql`exists (select 1 from ${inventoryLevels} where ${levelsOf(filter.warehouseId)} and ${inventoryLevels.onHand} > ${inventoryLevels.reserved})`;
    conditions.push(filter.inStock ? available : sql`not ${available}`);
  }
  return and(...conditions);
}

/** One product with its category and stock (over `warehouseId` when given), or undefined. */
export async function findProductById(db: Db, id: string, warehouseId?: string) {
  const [row] = await db
    .select(productColumns(warehouseId))
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  return row;
}

/**
 * One page of products and the list version the page was read at (undefined when the page is
 * empty). Sorted by `sort` then id, so pages are stable.
 */
export async function listProducts(
  db: Db,
  filter: ProductFilter,
  sort: { field: ProductSortField; order: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const direction = sort.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ ...productColumns(filter.warehouseId), listVersion })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereOf(filter))
    .orderBy(direction(products[sort.field]), direction(products.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, version: rows[0]?.listVersion };
}

/** The exact number of products matching `filter`, and the list version it was counted at (one snapshot). */
export async function countProducts(db: Db, filter: ProductFilter): Promise<{ total: number; version: number }> {
  const [row] = await db.select({ total: count(), version: listVersion }).from(products).where(whereOf(filter));
  return { total: row?.total ?? 0, version: row?.version ?? 0 };
}

export async function insertProduct(
  db: Db,
  values: Partial<ProductFields> & Pick<ProductFields, 'name' | 'sku' | 'categoryId' | 'sellingPrice'> & { createdBy: string; updatedBy: string },
): Promise<string> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

/** Updates the product; false when no product has `id`. */
export async function updateProduct(db: Db, id: string, values: Partial<ProductFields> & { updatedBy: string }): Promise<boolean> {
  const rows = await db.update(products).set(values).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}

/** Inserts many products in one statement; returns their ids in input order. */
export async function insertProducts(db: Db, values: Parameters<typeof insertProduct>[1][]): Promise<string[]> {
  const rows = await db.insert(products).values(values).returning({ id: products.id });
  return rows.map((row) => row.id);
}

/**
 * Sets the cost price to the weighted average of the units on hand before a receipt (at the old
 * cost) and the `quantity` received (at `unitCost`), rounded to the cent. Call after the receipt
 * has been added to the levels, in the same transaction.
 */
export async function averageCostIntoReceipt(tx: Db, productId: string, quantity: number, unitCost: number): Promise<void> {
  const onHand = sql`(select sum(${inventoryLevels.onHand}) from ${inventoryLevels} where ${inventoryLevels.productId} = ${products.id})`;
  await tx
    .update(products)
    .set({ costPrice: sql`round(((${onHand} - ${quantity}) * ${products.costPrice} + ${quantity} * ${unitCost}::numeric) / ${onHand}, 2)` })
    .where(eq(products.id, productId));
}

/**
 * Locks these products' rows in id order for the rest of the transaction. NO KEY UPDATE is the
 * lock an UPDATE of non-key columns takes anyway; FOR UPDATE would conflict with the KEY SHARE
 * locks that foreign keys of level and movement inserts hold on the same rows.
 */
export async function lockProducts(tx: Db, ids: string[]): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
}
