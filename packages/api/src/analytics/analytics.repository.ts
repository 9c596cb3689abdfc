/**
 * Report queries over the ledger and the orders. Every figure is aggregated in SQL; money is summed
 * as numeric, each movement's value rounded to the cent first (quantity × unit cost, or quantity ×
 * net unit price), and returned as text for exact conversion. Counts and sums of units stay bigint or
 * numeric (never cast to a 32-bit int, decision 0013) and are read as numbers, units exactly (units.ts).
 * Whole-day figures read the daily ledger summary (stock_movement_daily) rather than every movement.
 * Analytics reads every table, read-only.
 */
import { lineLacksUnits, netUnitPrice, queryRows as rows, receiptBeforeRateFixed, type Db } from '@stockroom/db';
import { sql, type SQL } from 'drizzle-orm';
import { exactUnits, rowCount, type DriverWhole } from '../units.js';

/** A report range: [start, end) in UTC, the series period and an optional warehouse. */
export interface ReportRange {
  start: Date;
  end: Date;
  groupBy: 'day' | 'week' | 'month';
  warehouseId: string | undefined;
}

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const inWarehouse = (r: ReportRange, column: SQL) => (r.warehouseId ? sql`and ${column} = ${r.warehouseId}::uuid` : sql``);
const period = (r: ReportRange, column: SQL) => sql`date_trunc(${r.groupBy}, ${column} at time zone 'UTC')::date`;
/** Every period of the range, so series have no holes. */
const periods = (r: ReportRange) =>
  sql`select generate_series(date_trunc(${r.groupBy}, ${ts(r.start)} at time zone 'UTC'), ${ts(r.end)} at time zone 'UTC' - interval '1 microsecond', ('1 ' || ${r.groupBy})::interval)::date as period`;

/**
 * Sales lines in the range: per shipment movement its units, net revenue (netUnitPrice: a kit's
 * revenue comes with its components' movements) and cost of goods sold;
 * per customer return line (decision 0016) the same, negative, in the period of the return (so every
 * sales figure is net of returns), and the cost of damaged units written off (`written_off`).
 * `is_return` tells them apart: only shipments count as orders.
 */
const shipmentLines = (r: ReportRange) => sql`
  select m.created_at, m.product_id, m.warehouse_id, so.id as order_id, so.customer_id,
         -m.quantity as units,
         round(-m.quantity * ${netUnitPrice(sql`soi`)}, 2) as revenue,
         -m.value as cogs, 0 as written_off, false as is_return
  from stock_movements m
  join sales_order_items soi on soi.sales_order_id = m.reference_id and soi.product_id = m.product_id
  join sales_orders so on so.id = soi.sales_order_id
  where m.type = 'shipment' and m.reference_type = 'sales_order'
    and m.created_at >= ${ts(r.start)} and m.created_at < ${ts(r.end)} ${inWarehouse(r, sql`m.warehouse_id`)}
  union all
  select cr.created_at, i.product_id, cr.warehouse_id, so.id, so.customer_id,
         -i.quantity,
         -round(i.quantity * ${netUnitPrice(sql`soi`)}, 2),
         -round(i.quantity * i.unit_cost, 2),
         case when i.condition = 'damaged' then round(i.quantity * i.unit_cost, 2) else 0 end, true
  from customer_return_items i
  join customer_returns cr on cr.id = i.return_id
  join sales_order_items soi on soi.id = i.sales_order_item_id
  join sales_orders so on so.id = cr.sales_order_id
  where cr.created_at >= ${ts(r.start)} and cr.created_at < ${ts(r.end)} ${inWarehouse(r, sql`cr.warehouse_id`)}`;

/** Orders among sales lines (of the relation `from`, when the query names several): those with a shipment in the range. */
const shippedOrders = (from?: string) => {
  const column = (name: string) => (from ? sql`${sql.identifier(from)}.${sql.identifier(name)}` : sql.identifier(name));
  return sql`count(distinct ${column('order_id')}) filter (where not ${column('is_return')})`;
};

/** UTC days of the range, for the daily ledger summary (stock_movement_daily). */
const days = (r: ReportRange) => sql`d.day >= (${ts(r.start)} at time zone 'UTC')::date and d.day < (${ts(r.end)} at time zone 'UTC')::date`;
const dayPeriod = (r: ReportRange) => sql`date_trunc(${r.groupBy}, d.day)::date`;

export async function productCounts(db: Db) {
  const [row] = await rows<{ active: DriverWhole; archived: DriverWhole }>(
    db,
    sql`select count(*) filter (where is_active) as active, count(*) filter (where not is_active) as archived from products`,
  );
  return { active: rowCount(row!.active), archived: rowCount(row!.archived) };
}

/** Open purchase and sales orders, and the backorders of confirmed sales orders (lines with units neither allocated nor shipped). */
export async function openOrderCounts(db: Db, r: ReportRange) {
  const [row] = await rows<{ purchase: DriverWhole; sales: DriverWhole; backorderedOrders: DriverWhole; backorderedLines: DriverWhole; backorderedUnits: DriverWhole }>(
    db,
    sql`select
      (select count(*) from purchase_orders where status in ('draft', 'approved', 'partially_received') ${inWarehouse(r, sql`warehouse_id`)}) as purchase,
      (select count(*) from sales_orders where status in ('draft', 'confirmed', 'partially_shipped') ${inWarehouse(r, sql`warehouse_id`)}) as sales,
      backordered.orders as "backorderedOrders", backordered.lines as "backorderedLines", backordered.units as "backorderedUnits"
      from (select count(distinct o.id) as orders, count(*) as lines, coalesce(sum(i.quantity - i.shipped_quantity - i.allocated_quantity), 0) as units
            from sales_order_items i join sales_orders o on o.id = i.sales_order_id
            where ${lineLacksUnits} and o.status in ('confirmed', 'partially_shipped') ${inWarehouse(r, sql`o.warehouse_id`)}) backordered`,
  );
  return {
    purchase: rowCount(row!.purchase),
    sales: rowCount(row!.sales),
    backorders: { orders: rowCount(row!.backorderedOrders), lines: rowCount(row!.backorderedLines), units: exactUnits(row!.backorderedUnits) },
  };
}

/** Sales orders placed (order date) in the range, cancelled ones excluded. */
export async function ordersPlaced(db: Db, r: ReportRange): Promise<number> {
  const [row] = await rows<{ n: DriverWhole }>(
    db,
    sql`select count(*) as n from sales_orders
        where status <> 'cancelled' and order_date >= (${ts(r.start)} at time zone 'UTC')::date and order_date < (${ts(r.end)} at time zone 'UTC')::date
        ${inWarehouse(r, sql`warehouse_id`)}`,
  );
  return rowCount(row!.n);
}

/** A row's `units` (a sum) as Units and its `orders` (a count) as a number. */
const unitsAndOrders = <T extends { units: DriverWhole; orders: DriverWhole }>(row: T) => ({ ...row, units: exactUnits(row.units), orders: rowCount(row.orders) });

/** What salesFigures computes: the totals, the series per period, the top `n` products and customers, the figures per warehouse. */
export interface SalesParts {
  totals?: boolean;
  series?: boolean;
  topProducts?: number;
  topCustomers?: number;
  byWarehouse?: boolean;
}

/** `rows` (a select over the sales lines `s`) as a JSON array in `order`; keys and values as `fields` builds them. */
const jsonArray = (fields: SQL, rows: SQL, order: SQL) => sql`(select coalesce(json_agg(json_build_object(${fields}) order by ${order}), '[]') from (${rows}) x)`;

/**
 * The sales figures of the range, from one pass over its sales lines (shipmentLines, read once and
 * aggregated as `parts` asks; PostgreSQL keeps a CTE read more than once): the totals (net revenue
 * and COGS as text, units, orders, units and revenue returned); per period, revenue, COGS, units,
 * orders and the cost written off on damaged returns (every period of the range, none missing);
 * the top products by revenue (ties by SKU); the top customers by revenue (ties by code); per
 * warehouse by code. Money is text (exact), units exact (units.ts). Parts not asked for are empty
 * (the totals: zero). Throws only what the database throws.
 */
export async function salesFigures(db: Db, r: ReportRange, parts: SalesParts) {
  const nothing = sql`'[]'::json`;
  const [row] = await rows<{
    totals: { revenue: string; cogs: string; units: string; orders: number; returnedUnits: string; returnedRevenue: string } | null;
    series: { period: string; revenue: string; cogs: string; units: string; orders: number; writtenOff: string }[];
    topProducts: { productId: string; sku: string; productName: string; units: string; revenue: string }[];
    topCustomers: { customerId: string; customerCode: string; customerName: string; orders: number; revenue: string }[];
    byWarehouse: { warehouseId: string; warehouseCode: string; orders: number; units: string; revenue: string }[];
  }>(
    db,
    sql`with s as (${shipmentLines(r)})
        select
          ${parts.totals
            ? sql`(select json_build_object(
                'revenue', coalesce(sum(revenue), 0)::text, 'cogs', coalesce(sum(cogs), 0)::text, 'units', coalesce(sum(units), 0)::text,
                'orders', ${shippedOrders()}, 'returnedUnits', coalesce(-sum(units) filter (where is_return), 0)::text,
                'returnedRevenue', coalesce(-sum(revenue) filter (where is_return), 0)::text) from s)`
            : sql`null`} as totals,
          ${parts.series
            ? jsonArray(
                sql`'period', x.period::text, 'revenue', x.revenue::text, 'cogs', x.cogs::text, 'units', x.units::text, 'orders', x.orders, 'writtenOff', x.written_off::text`,
                sql`select p.period, coalesce(sum(s.revenue), 0) as revenue, coalesce(sum(s.cogs), 0) as cogs, coalesce(sum(s.units), 0) as units,
                           ${shippedOrders('s')} as orders, coalesce(sum(s.written_off), 0) as written_off
                    from (${periods(r)}) p left join s on ${period(r, sql`s.created_at`)} = p.period group by p.period`,
                sql`x.period`,
              )
            : nothing} as series,
          ${parts.topProducts
            ? jsonArray(
                sql`'productId', x.product_id, 'sku', x.sku, 'productName', x.name, 'units', x.units::text, 'revenue', x.revenue::text`,
                sql`select s.product_id, p.sku, p.name, sum(s.units) as units, sum(s.revenue) as revenue
                    from s join products p on p.id = s.product_id
                    group by s.product_id, p.sku, p.name order by sum(s.revenue) desc, p.sku limit ${parts.topProducts}`,
                sql`x.revenue desc, x.sku`,
              )
            : nothing} as "topProducts",
          ${parts.topCustomers
            ? jsonArray(
                sql`'customerId', x.customer_id, 'customerCode', x.code, 'customerName', x.name, 'orders', x.orders, 'revenue', x.revenue::text`,
                sql`select s.customer_id, c.code, c.name, ${shippedOrders('s')} as orders, sum(s.revenue) as revenue
                    from s join customers c on c.id = s.customer_id
                    group by s.customer_id, c.code, c.name order by sum(s.revenue) desc, c.code limit ${parts.topCustomers}`,
                sql`x.revenue desc, x.code`,
              )
            : nothing} as "topCustomers",
          ${parts.byWarehouse
            ? jsonArray(
                sql`'warehouseId', x.warehouse_id, 'warehouseCode', x.code, 'orders', x.orders, 'units', x.units::text, 'revenue', x.revenue::text`,
                sql`select s.warehouse_id, w.code, ${shippedOrders('s')} as orders, sum(s.units) as units, sum(s.revenue) as revenue
                    from s join warehouses w on w.id = s.warehouse_id group by s.warehouse_id, w.code`,
                sql`x.code`,
              )
            : nothing} as "byWarehouse"`,
  );
  const { series, topProducts, topCustomers, byWarehouse } = row!;
  const totals = row!.totals ?? { revenue: '0', cogs: '0', units: '0', orders: 0, returnedUnits: '0', returnedRevenue: '0' };
  return {
    totals: { ...unitsAndOrders(totals), returnedUnits: exactUnits(totals.returnedUnits) },
    series: series.map(unitsAndOrders),
    topProducts: topProducts.map((product) => ({ ...product, units: exactUnits(product.units) })),
    topCustomers: topCustomers.map((customer) => ({ ...customer, orders: rowCount(customer.orders) })),
    byWarehouse: byWarehouse.map(unitsAndOrders),
  };
}

/** The latest `limit` movements, newest first by sequence (commit order). */
export function recentMovements(db: Db, r: ReportRange, limit: number) {
  return rows<{ id: string; productId: string; sku: string; warehouseId: string; type: string; quantity: number; createdAt: string }>(
    db,
    sql`select m.id, m.product_id as "productId", p.sku, m.warehouse_id as "warehouseId", m.type::text as type, m.quantity,
               to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
        from stock_movements m join products p on p.id = m.product_id
        where true ${inWarehouse(r, sql`m.warehouse_id`)}
        order by m.sequence desc limit ${limit}`,
  );
}

/**
 * Which daily ledger rows make up inventory value. Over all warehouses, transfers only move value:
 * leaving them out keeps goods in transit on two-step transfers (shipped, not yet received) in the
 * value (decision 0016). Over one warehouse, its own rows: goods in transit count at neither end.
 */
const valued = (r: ReportRange) => (r.warehouseId ? sql`` : sql`and d.type not in ('transfer_out', 'transfer_in')`);

/** Ledger value (Σ quantity × unit cost) of everything before the UTC day of `at`. */
export async function ledgerValueBefore(db: Db, r: ReportRange, at: Date): Promise<string> {
  const [row] = await rows<{ value: string }>(
    db,
    sql`select coalesce(sum(d.value), 0)::text as value from stock_movement_daily d
        where d.day < (${ts(at)} at time zone 'UTC')::date ${inWarehouse(r, sql`d.warehouse_id`)} ${valued(r)}`,
  );
  return row!.value;
}

/**
 * Currencies other than `baseCurrency` of purchase orders with receipts posted before the order's
 * exchange rate was fixed (orders approved before rates existed, decision 0016): those receipts carry
 * the order's own currency in the ledger.
 */
export async function unconvertedCurrencies(db: Db, baseCurrency: string): Promise<string[]> {
  const found = await rows<{ currency: string }>(
    db,
    sql`select distinct po.currency from purchase_orders po
        where po.currency <> ${baseCurrency} and exists (select 1 from stock_movements m where ${receiptBeforeRateFixed})
        order by po.currency`,
  );
  return found.map((row) => row.currency);
}

/**
 * Per period: the ledger value change, the value of purchases (receipts less returns to suppliers,
 * decision 0016), of adjustments (counts, losses, manual movements), of transfers in less out (0
 * over every warehouse, whose value includes what is in transit), of assembly orders' movements (the labour they added), of revaluations, the purchase price variance of products at standard cost
 * (decision 0023 point 5: kept on their receipts' and supplier returns' movements), and landed costs
 * (point 7): what went into stock (their revaluations, also among `revaluations`) and what was expensed.
 */
export function ledgerSeries(db: Db, r: ReportRange) {
  const moved = (filter: SQL) =>
    sql`select ${period(r, sql`m.effective_at`)} as period, sum(m.purchase_price_variance) as variance, sum(m.value) as value
        from stock_movements m
        where ${filter} and m.effective_at >= ${ts(r.start)} and m.effective_at < ${ts(r.end)} ${inWarehouse(r, sql`m.warehouse_id`)}
        group by 1`;
  return rows<{ period: string; delta: string; purchases: string; adjustments: string; transfers: string; assemblies: string; revaluations: string; variance: string; landed: string; landedExpensed: string }>(
    db,
    sql`with d as (
          select d.day, d.type, d.value from stock_movement_daily d where ${days(r)} ${inWarehouse(r, sql`d.warehouse_id`)} ${valued(r)}
        ), v as (${moved(sql`m.type in ('receipt', 'return_out') and m.purchase_price_variance is not null`)}
        ), l as (${moved(sql`m.type = 'revaluation' and m.reference_type = 'landed_cost'`)}
        ), e as (
          select ${period(r, sql`c.created_at`)} as period, sum(i.expensed) as expensed
          from landed_cost_lines i join landed_costs c on c.id = i.landed_cost_id
          where c.created_at >= ${ts(r.start)} and c.created_at < ${ts(r.end)} ${inWarehouse(r, sql`i.warehouse_id`)}
          group by 1
        ), p as (${periods(r)})
        select p.period::text as period, coalesce(sum(d.value), 0)::text as delta,
               coalesce(sum(d.value) filter (where d.type in ('receipt', 'return_out')), 0)::text as purchases,
               coalesce(sum(d.value) filter (where d.type in ('adjustment', 'manual_in', 'manual_out')), 0)::text as adjustments,
               coalesce(sum(d.value) filter (where d.type in ('transfer_in', 'transfer_out')), 0)::text as transfers,
               coalesce(sum(d.value) filter (where d.type in ('assembly_out', 'assembly_in', 'disassembly_out', 'disassembly_in')), 0)::text as assemblies,
               coalesce(sum(d.value) filter (where d.type = 'revaluation'), 0)::text as revaluations,
               coalesce((select v.variance from v where v.period = p.period), 0)::text as variance,
               coalesce((select l.value from l where l.period = p.period), 0)::text as landed,
               coalesce((select e.expensed from e where e.period = p.period), 0)::text as "landedExpensed"
        from p left join d on ${dayPeriod(r)} = p.period
        group by p.period order by p.period`,
  );
}

/** Per category: COGS in the range and the ledger value at its start and end. */
export function categoryTurnover(db: Db, r: ReportRange) {
  const startDay = sql`(${ts(r.start)} at time zone 'UTC')::date`;
  return rows<{ categoryId: string; categoryName: string; cogs: string; valueStart: string; valueEnd: string }>(
    db,
    sql`with v as (
          select p.category_id,
                 coalesce(sum(d.value) filter (where d.day < ${startDay}), 0) as value_start,
                 coalesce(sum(d.value), 0) as value_end,
                 coalesce(-sum(d.value) filter (where d.type = 'shipment' and d.day >= ${startDay}), 0) as cogs
          from stock_movement_daily d join products p on p.id = d.product_id
          where d.day < (${ts(r.end)} at time zone 'UTC')::date ${inWarehouse(r, sql`d.warehouse_id`)} ${valued(r)}
          group by p.category_id
        )
        select c.id as "categoryId", c.name as "categoryName", v.cogs::text as cogs, v.value_start::text as "valueStart", v.value_end::text as "valueEnd"
        from v join categories c on c.id = v.category_id order by c.name`,
  );
}

export async function movementSeries(db: Db, r: ReportRange) {
  const series = await rows<{ period: string; type: string; count: DriverWhole; quantity: DriverWhole }>(
    db,
    sql`select ${dayPeriod(r)}::text as period, d.type::text as type, sum(d.movements) as count, sum(d.quantity) as quantity
        from stock_movement_daily d
        where ${days(r)} ${inWarehouse(r, sql`d.warehouse_id`)}
        group by 1, 2 order by 1, 2`,
  );
  return series.map((row) => ({ ...row, count: rowCount(row.count), quantity: exactUnits(row.quantity) }));
}

/** Count sessions approved in the range (decision 0016): lines counted, lines without variance, and the variance at cost split into losses and surpluses. */
export async function countSummary(db: Db, r: ReportRange) {
  const [row] = await rows<{ sessions: DriverWhole; linesCounted: DriverWhole; linesWithoutVariance: DriverWhole; shrinkage: string; surplus: string }>(
    db,
    sql`select count(distinct c.id) as sessions,
               count(l.counted_quantity) as "linesCounted",
               count(*) filter (where l.variance_quantity = 0) as "linesWithoutVariance",
               coalesce(-sum(l.variance_value) filter (where l.variance_value < 0), 0)::text as shrinkage,
               coalesce(sum(l.variance_value) filter (where l.variance_value > 0), 0)::text as surplus
        from stock_counts c left join stock_count_lines l on l.count_id = c.id
        where c.status = 'approved' and c.closed_at >= ${ts(r.start)} and c.closed_at < ${ts(r.end)} ${inWarehouse(r, sql`c.warehouse_id`)}`,
  );
  return {
    sessions: rowCount(row?.sessions),
    linesCounted: rowCount(row?.linesCounted),
    linesWithoutVariance: rowCount(row?.linesWithoutVariance),
    shrinkage: row?.shrinkage ?? '0',
    surplus: row?.surplus ?? '0',
  };
}
