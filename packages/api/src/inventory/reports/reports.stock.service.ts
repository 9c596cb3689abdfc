/**
 * Stock reports: valuation, alerts, dead stock and the inventory analytics; balances, lots and
 * expiring stock at the finest grain (decision 0015). Money in currency units, summed exactly in SQL.
 */
import type { Db } from '@stockroom/db';
import { assertWarehouseAccess, visibleWarehouse, type Actor } from '../../auth/index.js';
import { AppError } from '../../errors.js';
import { emptyPage, pageOf, pageResult } from '../../pagination.js';
import { findProducts } from '../inventory.repository.js';
import type { AnalyticsQuery, Balance, BalanceListQuery, Expiring, ExpiringQuery, InventoryAnalytics, Lot } from '../inventory.schema.js';
import { movementSummary } from './reports.movements.repository.js';
import { dateBound } from './reports.movements.service.js';
import * as repo from './reports.stock.repository.js';
import { daysFrom, todayUtc } from '../tracking.js';

const DAY_MS = 86_400_000;

/**
 * Stock on hand valued now at current cost and selling prices (currency units, summed exactly in
 * SQL): totals, per warehouse and per category; over one warehouse when `warehouseId` is given.
 */
export async function stockValuation(db: Db, warehouseId: string | undefined) {
  const value = await repo.valuation(db, warehouseId);
  const money = <T extends { costValue: string; retailValue: string }>(row: T) => ({ ...row, costValue: Number(row.costValue), retailValue: Number(row.retailValue) });
  return {
    totalUnits: value.totals.units,
    totalCostValue: Number(value.totals.costValue),
    totalRetailValue: Number(value.totals.retailValue),
    inTransitUnits: value.totals.inTransitUnits,
    inTransitCostValue: Number(value.totals.inTransitCostValue),
    byWarehouse: value.byWarehouse.map(money),
    byCategory: value.byCategory.map(money),
  };
}

/** Levels of active products that are low (available ≤ minimum) or out of stock (nothing available). */
export function stockAlerts(db: Db, warehouseId: string | undefined): Promise<{ lowStockCount: number; outOfStockCount: number }> {
  return repo.stockAlertCounts(db, warehouseId);
}

/** Products with stock on hand and no outbound movement in the last 90 days, largest value at cost first (at most 100). */
export async function deadStock(db: Db, warehouseId: string | undefined) {
  const rows = await repo.deadStock(db, warehouseId, new Date(Date.now() - 90 * DAY_MS));
  return rows.map((row) => ({ ...row, costValue: Number(row.costValue) }));
}

export async function inventoryAnalytics(db: Db, query: AnalyticsQuery, actor: Actor): Promise<InventoryAnalytics> {
  const to = dateBound(query.to, true) ?? new Date();
  const from = dateBound(query.from) ?? new Date(to.getTime() - 30 * DAY_MS);
  if (to < from) throw AppError.validation('Invalid request data', { to: ['to must not precede from'] });
  if (query.warehouseId) assertWarehouseAccess(actor, query.warehouseId);
  const warehouseId = actor.warehouseId ?? query.warehouseId;
  const [valuation, movements, alerts, dead] = await Promise.all([
    stockValuation(db, warehouseId),
    movementSummary(db, warehouseId, from, to),
    stockAlerts(db, warehouseId),
    deadStock(db, warehouseId),
  ]);
  return { from: from.toISOString(), to: to.toISOString(), valuation, movements, ...alerts, deadStock: dead };
}

/**
 * GET /api/inventory/balances: stock at the finest grain (decision 0015), filtered by product,
 * warehouse, location, lot and expiry; a bound actor sees its warehouse only. `reserved` is what is
 * allocated from the balance (decision 0020); `available` its units not allocated, 0 for an
 * expired lot or a bin that is not pickable (never allocated unless named).
 */
export async function listBalances(db: Db, query: BalanceListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total, last } = await repo.listBalances(db, { ...query, warehouseId }, page);
  const today = todayUtc();
  const balances: Balance[] = rows.map(({ isPickable, ...row }) => ({ ...row, available: !isPickable || (row.expiryDate !== null && row.expiryDate < today) ? 0 : row.onHand - row.reserved }));
  return pageResult(balances, page, total, last);
}

/**
 * GET /api/products/{id}/lots: the product's lots, soonest expiry first, with units on hand per
 * warehouse (a bound actor: its warehouse only). Throws NOT_FOUND for an unknown product;
 * FORBIDDEN for another warehouse of a bound actor.
 */
export async function listLots(db: Db, productId: string, warehouseId: string | undefined, actor: Actor): Promise<Lot[]> {
  if (warehouseId) assertWarehouseAccess(actor, warehouseId);
  if (!(await findProducts(db, [productId])).length) throw AppError.notFound('Product');
  const today = todayUtc();
  const rows = await repo.lotsWithStock(db, productId, actor.warehouseId ?? warehouseId);
  return rows.map((lot) => ({
    ...lot,
    expired: lot.expiryDate !== null && lot.expiryDate < today,
    onHand: lot.warehouses.reduce((sum, row) => sum + row.onHand, 0),
    createdAt: lot.createdAt.toISOString(),
  }));
}

/**
 * GET /api/inventory/expiring: lots with stock expiring within `days` of today (UTC), and those
 * already expired (flagged), soonest first, with units and value at cost (currency units); a
 * bound actor sees its warehouse only (FORBIDDEN for another it names).
 */
export async function listExpiring(db: Db, query: ExpiringQuery, actor: Actor): Promise<Expiring> {
  if (query.warehouseId) assertWarehouseAccess(actor, query.warehouseId);
  const warehouseId = actor.warehouseId ?? query.warehouseId;
  const today = todayUtc();
  const until = daysFrom(today, query.days);
  const [rows, totals] = await Promise.all([repo.expiringLots(db, until, warehouseId), repo.expiringTotals(db, until, warehouseId)]);
  return {
    until,
    units: totals.units,
    costValue: Number(totals.costValue),
    lots: rows.map((row) => ({ ...row, expired: row.expiryDate < today, costValue: Number(row.costValue) })),
  };
}

/**
 * Units and value at cost (currency units) of lots with stock expiring within `days` of today
 * (UTC), those already expired included, and of the expired ones alone (the dashboard, decision 0015).
 */
export async function expiringStock(db: Db, warehouseId: string | undefined, days: number) {
  const today = todayUtc();
  const [within, expired] = await Promise.all([repo.expiringTotals(db, daysFrom(today, days), warehouseId), repo.expiringTotals(db, daysFrom(today, -1), warehouseId)]);
  return { days, units: within.units, costValue: Number(within.costValue), expiredUnits: expired.units, expiredCostValue: Number(expired.costValue) };
}
