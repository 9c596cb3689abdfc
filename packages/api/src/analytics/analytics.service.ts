/**
 * The four reports (decision 0005). Sums come from SQL as exact decimals; the few derived figures
 * (margins, averages, cumulative values) are computed with money.ts (decimal.js, rounded as PostgreSQL rounds), never in floating point.
 * Money in units of the base currency (decision 0016) rounded to the cent; ratios to 2 decimals.
 *
 * Definitions. Revenue: the net value (quantity × unit price × (1 − discount)) of units shipped in
 * the range, less that of units customers returned in it (decision 0016). Cost of goods sold: units
 * shipped × the unit cost recorded at shipment, less the same for units returned. Purchases: units
 * received on purchase orders × their unit cost, less units returned to suppliers. Returns written
 * off: damaged units returned, at their shipment cost. Inventory value at an instant: the ledger
 * value Σ quantity × unit cost of all movements before it, so that
 * end = start + purchases − COGS − returns written off + adjustments and manual movements.
 */
import type { Db } from '@stockroom/db';
import type { Decimal } from 'decimal.js';
import { assertWarehouseAccess, type Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { deadStock, expiringStock, stockAlerts, stockValuation } from '../inventory/index.js';
import { Money, toCents } from '../money.js';
import * as repo from './analytics.repository.js';
import type { DashboardReport, FinancialReport, InventoryReport, ReportQuery, SalesReport } from './analytics.schema.js';

const DAY_MS = 86_400_000;
const MAX_YEARS = 3;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** a / b to 2 decimals, or null when b is 0. */
const ratio = (a: Decimal.Value, b: Decimal.Value) => (new Money(b).isZero() ? null : new Money(a).div(b).toDecimalPlaces(2).toNumber());

/**
 * The range of a report: `from`..`to` inclusive (default the 30 days up to today, UTC) over the
 * actor's warehouse when bound, else the requested one. Throws VALIDATION_ERROR when `to`
 * precedes `from` or the range exceeds 3 calendar years (its days, `to` included, reach past the
 * same date 3 years after `from`); FORBIDDEN when a bound actor names another warehouse.
 */
function rangeOf(query: ReportQuery, actor: Actor): repo.ReportRange {
  const end = new Date(`${query.to ?? isoDay(new Date())}T00:00:00Z`).getTime() + DAY_MS;
  const start = query.from ? new Date(`${query.from}T00:00:00Z`).getTime() : end - 30 * DAY_MS;
  if (start >= end) throw AppError.validation('Invalid request data', { to: ['to must not precede from'] });
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_YEARS);
  if (end > limit.getTime()) throw AppError.validation('Invalid request data', { from: ['The range must not exceed 3 years'] });
  if (query.warehouseId) assertWarehouseAccess(actor, query.warehouseId);
  return { start: new Date(start), end: new Date(end), groupBy: query.groupBy, warehouseId: actor.warehouseId ?? query.warehouseId };
}

const echo = (r: repo.ReportRange) => ({
  from: isoDay(r.start),
  to: isoDay(new Date(r.end.getTime() - DAY_MS)),
  groupBy: r.groupBy,
  warehouseId: r.warehouseId ?? null,
});

/** What every report says of its amounts (decision 0016): the base currency, and the currencies still unconverted in the ledger. */
async function currencyOf(db: Db, baseCurrency: string) {
  return { currency: baseCurrency, unconvertedCurrencies: await repo.unconvertedCurrencies(db, baseCurrency) };
}

const withRevenue = <T extends { revenue: string }>(row: T) => ({ ...row, revenue: toCents(row.revenue) });

/** GET /api/analytics/dashboard: catalogue, stock now, alerts, open orders and backorders, sales in the range, top products, latest movements, stock expiring in 30 days. */
export async function dashboard(db: Db, query: ReportQuery, baseCurrency: string, actor: Actor): Promise<DashboardReport> {
  const r = rangeOf(query, actor);
  const [currency, products, stock, alerts, open, orders, sales, recent, expiring] = await Promise.all([
    currencyOf(db, baseCurrency),
    repo.productCounts(db),
    stockValuation(db, r.warehouseId),
    stockAlerts(db, r.warehouseId),
    repo.openOrderCounts(db, r),
    repo.ordersPlaced(db, r),
    repo.salesFigures(db, r, { totals: true, topProducts: 10 }),
    repo.recentMovements(db, r, 10),
    expiringStock(db, r.warehouseId, 30),
  ]);
  return {
    ...echo(r),
    ...currency,
    products,
    stock: { units: stock.totalUnits, costValue: stock.totalCostValue, retailValue: stock.totalRetailValue },
    ...alerts,
    openPurchaseOrders: open.purchase,
    openSalesOrders: open.sales,
    backorders: open.backorders,
    sales: { orders, revenue: toCents(sales.totals.revenue), unitsShipped: sales.totals.units },
    topProducts: sales.topProducts.map(withRevenue),
    recentMovements: recent as DashboardReport['recentMovements'],
    expiring,
  };
}

/** GET /api/analytics/inventory: valuation now, turnover and days on hand per category, dead stock, movements by period and type, cycle count accuracy and shrinkage (decision 0016). */
export async function inventoryReport(db: Db, query: ReportQuery, baseCurrency: string, actor: Actor): Promise<InventoryReport> {
  const r = rangeOf(query, actor);
  const days = (r.end.getTime() - r.start.getTime()) / DAY_MS;
  const [currency, valuation, turnover, dead, movements, counted] = await Promise.all([
    currencyOf(db, baseCurrency),
    stockValuation(db, r.warehouseId),
    repo.categoryTurnover(db, r),
    deadStock(db, r.warehouseId),
    repo.movementSeries(db, r),
    repo.countSummary(db, r),
  ]);
  const average = (row: { valueStart: string; valueEnd: string }) => new Money(row.valueStart).plus(row.valueEnd).div(2);
  const totalCogs = turnover.reduce((sum, row) => sum.plus(row.cogs), new Money(0));
  const totalAverage = turnover.reduce((sum, row) => sum.plus(average(row)), new Money(0));
  return {
    ...echo(r),
    ...currency,
    valuation: { byWarehouse: valuation.byWarehouse, byCategory: valuation.byCategory },
    turnover: turnover.map((row) => ({
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      cogs: toCents(row.cogs),
      averageInventoryValue: toCents(average(row)),
      turnoverRatio: ratio(row.cogs, average(row)),
      daysOfInventoryOnHand: ratio(average(row).times(days), row.cogs),
    })),
    daysOfInventoryOnHand: ratio(totalAverage.times(days), totalCogs),
    deadStock: dead,
    movementSeries: movements as InventoryReport['movementSeries'],
    counts: {
      sessions: counted.sessions,
      linesCounted: counted.linesCounted,
      linesWithoutVariance: counted.linesWithoutVariance,
      accuracy: counted.linesCounted ? new Money(counted.linesWithoutVariance).div(counted.linesCounted).toDecimalPlaces(4).toNumber() : null,
      shrinkageValue: toCents(counted.shrinkage),
      surplusValue: toCents(counted.surplus),
      netVarianceValue: toCents(new Money(counted.surplus).minus(counted.shrinkage)),
    },
  };
}

/** GET /api/analytics/sales: revenue, orders, units and average order value in total and per period; top products and customers; by warehouse. */
export async function salesReport(db: Db, query: ReportQuery, baseCurrency: string, actor: Actor): Promise<SalesReport> {
  const r = rangeOf(query, actor);
  const [currency, { totals, series, topProducts, topCustomers, byWarehouse }] = await Promise.all([
    currencyOf(db, baseCurrency),
    repo.salesFigures(db, r, { totals: true, series: true, topProducts: 10, topCustomers: 10, byWarehouse: true }),
  ]);
  const aov = (row: { revenue: string; orders: number }) => (row.orders ? toCents(new Money(row.revenue).div(row.orders)) : 0);
  return {
    ...echo(r),
    ...currency,
    totals: {
      revenue: toCents(totals.revenue),
      orders: totals.orders,
      units: totals.units,
      averageOrderValue: aov(totals),
      returnedUnits: totals.returnedUnits,
      returnedRevenue: toCents(totals.returnedRevenue),
    },
    series: series.map((row) => ({ period: row.period, revenue: toCents(row.revenue), orders: row.orders, units: row.units, averageOrderValue: aov(row) })),
    topProducts: topProducts.map(withRevenue),
    topCustomers: topCustomers.map(withRevenue),
    byWarehouse: byWarehouse.map(withRevenue),
  };
}

/** The cost figures of ledger series rows (repo.ledgerSeries), summed exactly. */
interface CostFigures {
  adjustments: Decimal;
  transfers: Decimal;
  assemblies: Decimal;
  revaluations: Decimal;
  landed: Decimal;
  landedExpensed: Decimal;
  variance: Decimal;
}
const costFigures = (rows: readonly Awaited<ReturnType<typeof repo.ledgerSeries>>[number][]): CostFigures => {
  const sumOf = (key: keyof CostFigures | 'landed' | 'landedExpensed' | 'variance') => rows.reduce<Decimal>((total, row) => total.plus(row[key]), new Money(0));
  return { adjustments: sumOf('adjustments'), transfers: sumOf('transfers'), assemblies: sumOf('assemblies'), revaluations: sumOf('revaluations'), landed: sumOf('landed'), landedExpensed: sumOf('landedExpensed'), variance: sumOf('variance') };
};

/** GET /api/analytics/financial: revenue, COGS, gross margin, purchases, revaluations, landed costs, purchase price variance and inventory value at the start and end, in total and per period. */
export async function financialReport(db: Db, query: ReportQuery, baseCurrency: string, actor: Actor): Promise<FinancialReport> {
  const r = rangeOf(query, actor);
  const [currency, { series: sales }, ledger, opening] = await Promise.all([
    currencyOf(db, baseCurrency),
    repo.salesFigures(db, r, { series: true }),
    repo.ledgerSeries(db, r),
    repo.ledgerValueBefore(db, r, r.start),
  ]);
  const figures = (revenue: Decimal, cogs: Decimal, purchases: Decimal, writtenOff: Decimal, costs: CostFigures, start: Decimal, end: Decimal) => ({
    revenue: toCents(revenue),
    cogs: toCents(cogs),
    grossMargin: toCents(revenue.minus(cogs)),
    marginPercent: ratio(revenue.minus(cogs).times(100), revenue),
    purchases: toCents(purchases),
    returnsWrittenOff: toCents(writtenOff),
    adjustments: toCents(costs.adjustments),
    transfers: toCents(costs.transfers),
    assemblies: toCents(costs.assemblies),
    revaluations: toCents(costs.revaluations.minus(costs.landed)),
    landedCosts: toCents(costs.landed),
    landedCostsExpensed: toCents(costs.landedExpensed),
    purchasePriceVariance: toCents(costs.variance),
    inventoryValueStart: toCents(start),
    inventoryValueEnd: toCents(end),
  });
  let value = new Money(opening);
  const series = ledger.map((row, i) => {
    const start = value;
    value = value.plus(row.delta);
    const sale = sales[i]!;
    return { period: row.period, ...figures(new Money(sale.revenue), new Money(sale.cogs), new Money(row.purchases), new Money(sale.writtenOff), costFigures([row]), start, value) };
  });
  const sum = (values: Decimal.Value[]) => values.reduce<Decimal>((total, v) => total.plus(v), new Money(0));
  return {
    ...echo(r),
    ...currency,
    totals: figures(
      sum(sales.map((s) => s.revenue)),
      sum(sales.map((s) => s.cogs)),
      sum(ledger.map((l) => l.purchases)),
      sum(sales.map((s) => s.writtenOff)),
      costFigures(ledger),
      new Money(opening),
      value,
    ),
    series,
  };
}
