/**
 * The stock list (GET /api/inventory, decision 0018) and low stock (GET /api/inventory/low-stock):
 * levels with their product's and warehouse's fields, a bound actor's warehouse only.
 */
import type { Db } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../../auth/index.js';
import type { ListCache } from '../../list-cache/index.js';
import { emptyPage, pageOf, pageResult, type Page } from '../../pagination.js';
import type { Level, LevelExportQuery, LevelListQuery, LowStockQuery } from '../inventory.schema.js';
import { levelFrom, toLevel, type ListedLevel } from '../ledger/ledger.records.js';
import type { LevelRow } from '../ledger/ledger.repository.js';
import * as repo from './reports.levels.repository.js';

/** The part of `row` the stock list keeps (ListedLevel). */
function listedOf(row: LevelRow): ListedLevel {
  return {
    productId: row.productId,
    sku: row.sku,
    productName: row.productName,
    warehouseId: row.warehouseId,
    warehouseCode: row.warehouseCode,
    minStockLevel: row.minStockLevel,
    maxStockLevel: row.maxStockLevel,
  };
}

/** The level filter of a list or export query in `warehouseId` (the one the actor may see). */
export function levelFilterOf(query: Omit<LevelExportQuery, 'format'>, warehouseId: string | undefined): repo.LevelFilter {
  return { warehouseId, productId: query.productId, categoryId: query.categoryId, search: query.search || undefined, lowStock: query.lowStock === 'true' };
}

/** The stock list's cache: pages and totals at the stock list version (list_versions 'levels'). */
export type LevelListCache = ListCache<{ levels: number }>;

/**
 * GET /api/inventory: levels by SKU then warehouse code with the filters of LevelListQuery, one
 * page (`limit` ≤ 100) with the exact total; a bound actor sees its warehouse only (another
 * warehouse it names gives an empty page). Units are whole numbers, updatedAt ISO 8601.
 * Exact without reading the page or counting on every request (decision 0018): which levels a page
 * holds, in which order, with their product and warehouse fields, and each filter's total are read
 * once per stock list version and reused from `cache` while that version is current (a level
 * created or deleted, a product's SKU, name, category or stock limits or a warehouse's code
 * changed bump it, migration 0024); each request reads the version and the page's units (on hand,
 * reserved, in transit, updatedAt) in one statement through `cache.pipeline`, so stock movements
 * never touch the version. lowStock=true depends on units and is read in full every time, as is
 * a change feed (cursor or updatedSince: levels in the order written).
 * Throws nothing of its own (a denied warehouse is an empty page).
 */
export async function listLevels(db: Db, cache: LevelListCache, query: LevelListQuery, actor: Actor): Promise<Page<Level>> {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const filter = levelFilterOf(query, warehouseId);
  if (filter.lowStock || page.feed) {
    const [{ rows, last }, { total }] = await Promise.all([repo.listLevels(db, filter, page), repo.countLevels(db, filter, page)]);
    return pageResult(rows.map(toLevel), page, total, last);
  }
  const count = () => repo.countLevels(db, filter);
  const filterKey = JSON.stringify(filter);
  const pageKey = JSON.stringify([filter, page.limit, page.offset]);

  const cached = cache.page<ListedLevel>(pageKey);
  if (cached) {
    const { version, stock } = await repo.readLevelListVersionAndStock(cache.pipeline, cached.rows);
    if (version === cached.version.levels) {
      const items: Level[] = [];
      for (const listed of cached.rows) {
        const units = stock.get(`${listed.productId} ${listed.warehouseId}`);
        if (!units) break; // cannot happen at the same version (a deletion bumps it); read afresh below
        items.push(levelFrom(listed, units));
      }
      if (items.length === cached.rows.length) return pageResult(items, page, (await cache.totalOf(filterKey, cached.version, count)).total);
    }
  }

  const { rows, version } = await repo.listLevels(db, filter, page);
  const counted = await cache.totalOf(filterKey, version, count);
  cache.setPageOf(pageKey, rows.map(listedOf), version, counted, page.offset);
  return pageResult(rows.map(toLevel), page, counted.total);
}

/** GET /api/inventory/low-stock: levels with available ≤ minimum, most urgent first. */
export async function listLowStock(db: Db, query: LowStockQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listLowStock(db, warehouseId, page);
  return pageResult(rows.map((row) => ({ ...toLevel(row), shortfall: row.shortfall, suggestedOrderQuantity: row.suggestedOrderQuantity })), page, total);
}
