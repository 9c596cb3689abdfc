/**
 * Stock reports' queries: valuation, alerts and dead stock from the levels; balances, lots and
 * expiring stock at the finest grain (decision 0015). Sums of money are exact in SQL.
 */
import { categories, inventoryLevels, locations, lots, products, stockBalances, warehouses, type Db } from '@stockroom/db';
import { and, asc, count, desc, eq, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { feedOrder, feedPosition, feedWhere, type FeedColumns, type PageRequest } from '../../pagination.js';
import { rowCount, sumUnits } from '../../units.js';
import { levelCostValue, levelInTransitCostValue, remainingLayerValue } from '../../valuation.js';
import { balanceGrainColumns } from '../ledger/ledger.repository.js';
import { isLow } from './reports.levels.repository.js';

/** Valuation of stock on hand at current cost and selling prices (currency units, exact), per scope; in total also of the stock in transit to it (decision 0016). */
export async function valuation(db: Db, warehouseId: string | undefined) {
  const scope = warehouseId ? eq(inventoryLevels.warehouseId, warehouseId) : undefined;
  const sums = {
    units: sumUnits(inventoryLevels.onHand),
    costValue: sql<string>`coalesce(sum(${levelCostValue}), 0)`,
    retailValue: sql<string>`coalesce(sum(${inventoryLevels.onHand} * ${products.sellingPrice}), 0)`,
    inTransitUnits: sumUnits(inventoryLevels.inTransit),
    inTransitCostValue: sql<string>`coalesce(sum(${levelInTransitCostValue}), 0)`,
  };
  // One pass over the levels: the grouping sets roll them up in total, per warehouse and per category;
  // grouping() names each row's set (3 the totals, 1 a warehouse, 2 a category).
  const rows = await db
    .select({
      set: sql<number>`grouping(${inventoryLevels.warehouseId}, ${products.categoryId})`.mapWith(Number),
      warehouseId: inventoryLevels.warehouseId,
      warehouseCode: warehouses.code,
      categoryId: products.categoryId,
      categoryName: categories.name,
      ...sums,
    })
    .from(inventoryLevels)
    .innerJoin(products, eq(products.id, inventoryLevels.productId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLevels.warehouseId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(scope)
    .groupBy(sql`grouping sets ((), (${inventoryLevels.warehouseId}, ${warehouses.code}), (${products.categoryId}, ${categories.name}))`)
    .orderBy(asc(warehouses.code), asc(categories.name));
  const values = ({ units, costValue, retailValue }: (typeof rows)[number]) => ({ units, costValue, retailValue });
  return {
    totals: rows.find((row) => row.set === 3)!,
    byWarehouse: rows.filter((row) => row.set === 1).map((row) => ({ warehouseId: row.warehouseId, warehouseCode: row.warehouseCode, ...values(row) })),
    byCategory: rows.filter((row) => row.set === 2).map((row) => ({ categoryId: row.categoryId, categoryName: row.categoryName, ...values(row) })),
  };
}

/** Levels of active products that are low (available ≤ minimum) and out of stock (nothing available); a kit, which has no stock of its own (decision 0023 point 9), is neither. */
export async function stockAlertCounts(db: Db, warehouseId: string | undefined) {
  const [row] = await db
    .select({
      low: sql<number>`count(*) filter (where ${isLow})`.mapWith(rowCount),
      out: sql<number>`count(*) filter (where ${inventoryLevels.onHand} - ${inventoryLevels.reserved} <= 0)`.mapWith(rowCount),
    })
    .from(inventoryLevels)
    .innerJoin(products, eq(products.id, inventoryLevels.productId))
    .where(and(eq(products.isActive, true), eq(products.kit, false), warehouseId ? eq(inventoryLevels.warehouseId, warehouseId) : undefined));
  return { lowStockCount: row?.low ?? 0, outOfStockCount: row?.out ?? 0 };
}

/**
 * Products with stock on hand and no outbound movement since `since` (read from the levels'
 * lastOutboundAt, not the ledger), largest value at cost first (at most `limit`).
 */
export async function deadStock(db: Db, warehouseId: string | undefined, since: Date, limit = 100) {
  const onHand = sumUnits(inventoryLevels.onHand);
  const costValue = sql<string>`sum(${levelCostValue})`;
  return db
    .select({ productId: products.id, sku: products.sku, productName: products.name, onHand, costValue })
    .from(inventoryLevels)
    .innerJoin(products, eq(products.id, inventoryLevels.productId))
    .where(warehouseId ? eq(inventoryLevels.warehouseId, warehouseId) : undefined)
    .groupBy(products.id, products.sku, products.name)
    .having(sql`sum(${inventoryLevels.onHand}) > 0 and coalesce(max(${inventoryLevels.lastOutboundAt}) < ${since.toISOString()}::timestamptz, true)`)
    .orderBy(desc(costValue), asc(products.sku))
    .limit(limit);
}

export interface BalanceFilter {
  productId?: string | undefined;
  warehouseId?: string | undefined;
  locationId?: string | undefined;
  lotId?: string | undefined;
  /** Only lots expiring before this day (YYYY-MM-DD). */
  expiringBefore?: string | undefined;
}

/**
 * A page of stock balances with stock at the finest grain (decision 0015), by SKU, warehouse code,
 * location code, expiry, lot number and serial, with product, location and lot joined (one query
 * serves the list), and the exact total.
 */
/** The columns a change feed of stock balances reads (pagination.ts). */
const balanceFeed: FeedColumns = { changeXid: stockBalances.changeXid, updatedAt: stockBalances.updatedAt, key: [stockBalances.id] };

/**
 * A page of balances with units on hand, by SKU, warehouse, location, expiry, lot and serial; on a
 * change feed, every balance written (emptied ones too, so a sync sees stock run out) in the order
 * written. Returns the rows, the total and the feed position of the last row.
 */
export async function listBalances(db: Db, filter: BalanceFilter, page: PageRequest) {
  const where = and(
    page.feed ? feedWhere(balanceFeed, page) : gt(stockBalances.onHand, 0),
    filter.productId ? eq(stockBalances.productId, filter.productId) : undefined,
    filter.warehouseId ? eq(stockBalances.warehouseId, filter.warehouseId) : undefined,
    filter.locationId ? eq(stockBalances.locationId, filter.locationId) : undefined,
    filter.lotId ? eq(stockBalances.lotId, filter.lotId) : undefined,
    filter.expiringBefore ? lt(lots.expiryDate, filter.expiringBefore) : undefined,
  );
  const rows = db
    .select({ productId: stockBalances.productId, sku: products.sku, warehouseId: stockBalances.warehouseId, warehouseCode: warehouses.code, ...balanceGrainColumns, reserved: stockBalances.reserved, isPickable: locations.isPickable, position: feedPosition(balanceFeed) })
    .from(stockBalances)
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .leftJoin(lots, eq(lots.id, stockBalances.lotId))
    .where(where)
    .orderBy(...feedOrder(balanceFeed, page, [asc(products.sku), asc(warehouses.code), asc(locations.code), sql`${lots.expiryDate} asc nulls last`, asc(lots.lotNumber), asc(stockBalances.serialNumber)]))
    .limit(page.limit)
    .offset(page.offset);
  const total = db.select({ total: count() }).from(stockBalances).leftJoin(lots, eq(lots.id, stockBalances.lotId)).where(where);
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list.map(({ position: _, ...row }) => row), total: counted?.total ?? 0, last: list.at(-1)?.position };
}

/** The lots of a product, soonest expiry first, with units on hand per warehouse (warehouses without stock left out). */
export async function lotsWithStock(db: Db, productId: string, warehouseId: string | undefined) {
  const [lotRows, stock] = await Promise.all([
    db.select().from(lots).where(eq(lots.productId, productId)).orderBy(sql`${lots.expiryDate} asc nulls last`, asc(lots.lotNumber)),
    db
      .select({ lotId: stockBalances.lotId, warehouseId: stockBalances.warehouseId, warehouseCode: warehouses.code, onHand: sql<number>`sum(${stockBalances.onHand})::int` })
      .from(stockBalances)
      .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
      .where(and(eq(stockBalances.productId, productId), isNotNull(stockBalances.lotId), gt(stockBalances.onHand, 0), warehouseId ? eq(stockBalances.warehouseId, warehouseId) : undefined))
      .groupBy(stockBalances.lotId, stockBalances.warehouseId, warehouses.code)
      .orderBy(asc(warehouses.code)),
  ]);
  return lotRows.map((lot) => ({ ...lot, warehouses: stock.filter((row) => row.lotId === lot.id).map(({ lotId: _, ...row }) => row) }));
}

/**
 * Per lot, product and warehouse, the units on hand of lots with stock expiring on or before
 * `until` (YYYY-MM-DD) and their value at cost (currency units, exact): under FIFO the lot's
 * remaining layers there (decision 0023), else on hand × the product's cost price.
 */
function expiringGroups(db: Db, until: string, warehouseId: string | undefined) {
  return db
    .select({
      lotId: sql<string>`${lots.id}`.as('expiring_lot_id'),
      productId: sql<string>`${products.id}`.as('expiring_product_id'),
      warehouseId: sql<string>`${stockBalances.warehouseId}`.as('expiring_warehouse_id'),
      onHand: sql<number>`sum(${stockBalances.onHand})::int`.as('expiring_on_hand'),
      costValue: sql<string>`case when ${products.costingMethod} = 'fifo'
        then ${remainingLayerValue(products.id, stockBalances.warehouseId, lots.id)}
        else sum(${stockBalances.onHand} * ${products.costPrice}) end`.as('expiring_cost_value'),
    })
    .from(stockBalances)
    .innerJoin(lots, eq(lots.id, stockBalances.lotId))
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .where(and(gt(stockBalances.onHand, 0), lte(lots.expiryDate, until), warehouseId ? eq(stockBalances.warehouseId, warehouseId) : undefined))
    .groupBy(lots.id, products.id, stockBalances.warehouseId)
    .as('expiring');
}

/**
 * Lots with stock whose expiry date is on or before `until` (YYYY-MM-DD), soonest first, per
 * warehouse, with units on hand and their value at cost (expiringGroups), with product and
 * warehouse joined.
 */
export async function expiringLots(db: Db, until: string, warehouseId: string | undefined) {
  const groups = expiringGroups(db, until, warehouseId);
  return db
    .select({
      lotId: groups.lotId,
      lotNumber: lots.lotNumber,
      expiryDate: sql<string>`${lots.expiryDate}`,
      productId: groups.productId,
      sku: products.sku,
      productName: products.name,
      warehouseId: groups.warehouseId,
      warehouseCode: warehouses.code,
      onHand: groups.onHand,
      costValue: groups.costValue,
    })
    .from(groups)
    .innerJoin(lots, eq(lots.id, groups.lotId))
    .innerJoin(products, eq(products.id, groups.productId))
    .innerJoin(warehouses, eq(warehouses.id, groups.warehouseId))
    .orderBy(asc(lots.expiryDate), asc(products.sku), asc(lots.lotNumber), asc(warehouses.code));
}

/** Units and value at cost (currency units, exact text; expiringGroups) of lots with stock expiring on or before `until`. */
export async function expiringTotals(db: Db, until: string, warehouseId: string | undefined) {
  const groups = expiringGroups(db, until, warehouseId);
  const [row] = await db.select({ units: sumUnits(groups.onHand), costValue: sql<string>`coalesce(sum(${groups.costValue}), 0)` }).from(groups);
  return row!;
}
