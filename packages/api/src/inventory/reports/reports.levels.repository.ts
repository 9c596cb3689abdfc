/**
 * The stock list's and low stock's queries (decision 0018): levels by SKU and warehouse code with
 * their filters, the stock list version and the live units a cached page is served with.
 */
import { containsPattern, inventoryLevels, listVersions, products, warehouses, type Db } from '@stockroom/db';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { listVersion } from '../../list-cache/index.js';
import { feedOrder, feedPosition, feedWhere, type FeedColumns, type PageRequest } from '../../pagination.js';
import { statement } from '../../prepared.js';
import { levelColumnsOf, levelsWithProduct, type LevelStock } from '../ledger/ledger.repository.js';

export interface LevelFilter {
  warehouseId?: string | undefined;
  productId?: string | undefined;
  categoryId?: string | undefined;
  search?: string | undefined;
  lowStock?: boolean | undefined;
}

/** available ≤ the product's minimum stock level (products without a minimum, and kits: decision 0023 point 9, are never low). */
export const isLow = sql`${products.minStockLevel} is not null and ${inventoryLevels.onHand} - ${inventoryLevels.reserved} <= ${products.minStockLevel} and not ${products.kit}`;

export function levelWhere(filter: LevelFilter): SQL | undefined {
  return and(
    filter.warehouseId ? eq(inventoryLevels.warehouseId, filter.warehouseId) : undefined,
    filter.productId ? eq(inventoryLevels.productId, filter.productId) : undefined,
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
    filter.search ? or(ilike(products.name, containsPattern(filter.search)), ilike(products.sku, containsPattern(filter.search))) : undefined,
    filter.lowStock ? and(isLow, eq(products.isActive, true)) : undefined,
  );
}

/** The stock list version ('levels' in list-versions.ts): never moved by units moving. */
const levelListVersion = listVersion('levels');

/** The columns a change feed of stock levels reads (pagination.ts). */
const levelFeed: FeedColumns = { changeXid: inventoryLevels.changeXid, updatedAt: inventoryLevels.updatedAt, key: [inventoryLevels.productId, inventoryLevels.warehouseId] };

/**
 * A page of levels matching `filter` by SKU then warehouse code (on a change feed: in the order
 * written), the stock list version it was read at in the same snapshot (undefined when the page is
 * empty), and the feed position of its last row.
 */
export async function listLevels(db: Db, filter: LevelFilter, page: PageRequest) {
  const rows = await levelsWithProduct(db, { listVersion: levelListVersion, position: feedPosition(levelFeed) })
    .where(and(levelWhere(filter), feedWhere(levelFeed, page)))
    .orderBy(...feedOrder(levelFeed, page, [asc(products.sku), asc(warehouses.code)]))
    .limit(page.limit)
    .offset(page.offset);
  const read = rows[0]?.listVersion;
  return { rows, version: read === undefined ? undefined : { levels: read }, last: rows.at(-1)?.position };
}

/**
 * The exact number of levels matching `filter` (on a change feed, from its position on) and the
 * stock list version it was counted at (one snapshot). Products are joined only when the filter
 * reads them (every level has its product).
 */
export async function countLevels(db: Db, filter: LevelFilter, page?: PageRequest): Promise<{ total: number; version: { levels: number } }> {
  const byProduct = filter.categoryId !== undefined || filter.search !== undefined || filter.lowStock;
  const levels = db.select({ total: count(), version: levelListVersion }).from(inventoryLevels);
  const [row] = await (byProduct ? levels.innerJoin(products, eq(products.id, inventoryLevels.productId)) : levels).where(and(levelWhere(filter), page && feedWhere(levelFeed, page)));
  return { total: row?.total ?? 0, version: { levels: row?.version ?? 0 } };
}

const levelListStock = statement((db) =>
  db
    .select({
      version: listVersions.version,
      productId: inventoryLevels.productId,
      warehouseId: inventoryLevels.warehouseId,
      onHand: inventoryLevels.onHand,
      reserved: inventoryLevels.reserved,
      available: levelColumnsOf(inventoryLevels).available,
      inTransit: inventoryLevels.inTransit,
      updatedAt: inventoryLevels.updatedAt,
    })
    .from(listVersions)
    .leftJoin(
      inventoryLevels,
      sql`(${inventoryLevels.productId}, ${inventoryLevels.warehouseId}) in (select * from unnest(${sql.placeholder('productIds')}::uuid[], ${sql.placeholder('warehouseIds')}::uuid[]))`,
    )
    .where(eq(listVersions.name, 'levels')),
);

/**
 * The stock list version and the live units of the levels `keys` (product and warehouse ids), read
 * in one snapshot by one prepared statement: what a page of the stock list read earlier needs to be
 * served again (its levels, order and descriptive fields are current while the version is; its
 * units are these). Returns `{ version, stock }`: `version` is undefined only if the version row is
 * missing; `stock` maps `${productId} ${warehouseId}` to the level's units, and a level that no
 * longer exists is absent from it.
 */
export async function readLevelListVersionAndStock(db: Db, keys: readonly { productId: string; warehouseId: string }[]) {
  const rows = await levelListStock.run(db, { productIds: keys.map((key) => key.productId), warehouseIds: keys.map((key) => key.warehouseId) });
  const stock = new Map<string, LevelStock>();
  for (const row of rows) {
    if (row.productId && row.warehouseId) {
      stock.set(`${row.productId} ${row.warehouseId}`, { onHand: row.onHand!, reserved: row.reserved!, available: row.available, inTransit: row.inTransit!, updatedAt: row.updatedAt! });
    }
  }
  return { version: rows[0]?.version, stock };
}

/**
 * A page of low-stock levels of active products (available ≤ minimum), most urgent first (largest
 * shortfall, then least available), with the exact total. Suggested quantity refills to the
 * maximum when set, else to twice the minimum.
 */
export async function listLowStock(db: Db, warehouseId: string | undefined, page: { limit: number; offset: number }) {
  const where = and(isLow, eq(products.isActive, true), warehouseId ? eq(inventoryLevels.warehouseId, warehouseId) : undefined);
  const available = sql`(${inventoryLevels.onHand} - ${inventoryLevels.reserved})`;
  const shortfall = sql<number>`${products.minStockLevel} - ${available}`;
  // In bigint: twice a minimum near the integer maximum does not fit an integer.
  const refillTo = sql`coalesce(${products.maxStockLevel}, 2 * ${products.minStockLevel}::bigint)`;
  const [rows, [counted]] = await Promise.all([
    levelsWithProduct(db, {
      shortfall,
      suggestedOrderQuantity: sql<number>`greatest(${refillTo} - ${available}, 0)`.mapWith(Number),
    })
      .where(where)
      .orderBy(desc(shortfall), asc(available), asc(products.sku))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(inventoryLevels)
      .innerJoin(products, eq(products.id, inventoryLevels.productId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
