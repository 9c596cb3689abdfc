import { movementTypes } from '@stockroom/db';
import { z } from 'zod';
import { unitsSum } from '../units.js';
import { isoDate, uuidInput } from '../validation.js';

/** Query of every report: an inclusive date range (default the last 30 days, at most 3 years), a warehouse, a period. */
export const reportQuerySchema = z
  .strictObject({
    from: isoDate('from').optional().describe('Default: 29 days before `to`'),
    to: isoDate('to').optional().describe('Default: today (UTC); inclusive'),
    warehouseId: uuidInput({ error: 'Invalid warehouse ID' }).optional(),
    groupBy: z.enum(['day', 'week', 'month'], { error: 'groupBy must be day, week or month' }).default('day'),
  })
  .meta({ id: 'ReportQuery' });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const money = z.number().describe('Currency units, exact to the cent');
const range = {
  from: z.iso.date(),
  to: z.iso.date(),
  groupBy: z.enum(['day', 'week', 'month']),
  warehouseId: z.uuid().nullable(),
  currency: z.string().describe('The base currency (BASE_CURRENCY, ISO 4217) every amount of the report is in'),
  unconvertedCurrencies: z
    .array(z.string())
    .describe('Currencies of purchase-order receipts posted before an exchange rate was fixed for their order (orders approved before rates existed): their values are in that currency and added as they are. Empty when every amount is in the base currency.'),
};
const topProduct = z.object({ productId: z.uuid(), sku: z.string(), productName: z.string(), units: unitsSum('Units shipped'), revenue: money });

export const dashboardSchema = z
  .object({
    ...range,
    products: z.object({ active: z.number().int(), archived: z.number().int() }),
    stock: z.object({ units: unitsSum('Units on hand'), costValue: money, retailValue: money }),
    lowStockCount: z.number().int(),
    outOfStockCount: z.number().int(),
    openPurchaseOrders: z.number().int().describe('draft, approved or partially received'),
    openSalesOrders: z.number().int().describe('draft, confirmed or partially shipped'),
    backorders: z
      .object({
        orders: z.number().int().describe('Orders with a line waiting'),
        lines: z.number().int().describe('Lines with units neither allocated nor shipped'),
        units: unitsSum('Units ordered, neither allocated nor shipped'),
      })
      .describe('Lines of confirmed or partially shipped orders waiting on stock (decision 0020), and their orders'),
    sales: z.object({
      orders: z.number().int().describe('Sales orders placed in the range (not cancelled)'),
      revenue: money.describe('Net value of units shipped in the range'),
      unitsShipped: unitsSum('Units shipped in the range'),
    }),
    topProducts: z.array(topProduct).describe('By revenue in the range, at most 10'),
    recentMovements: z
      .array(
        z.object({
          id: z.uuid(),
          productId: z.uuid(),
          sku: z.string(),
          warehouseId: z.uuid(),
          type: z.enum(movementTypes),
          quantity: z.number().int(),
          createdAt: z.iso.datetime(),
        }),
      )
      .describe('The 10 latest'),
    expiring: z
      .object({
        days: z.number().int().describe('The window: 30 days from today (UTC)'),
        units: unitsSum('Units of lots expiring within the window, those already expired included'),
        costValue: money.describe('Their value at cost'),
        expiredUnits: unitsSum('Units of lots already expired'),
        expiredCostValue: money.describe('Their value at cost'),
      })
      .describe('Lot-tracked stock expiring soon'),
  })
  .meta({ id: 'DashboardReport' });

export const inventoryReportSchema = z
  .object({
    ...range,
    valuation: z.object({
      byWarehouse: z.array(z.object({ warehouseId: z.uuid(), warehouseCode: z.string(), units: unitsSum('Units on hand'), costValue: money, retailValue: money })),
      byCategory: z.array(z.object({ categoryId: z.uuid(), categoryName: z.string(), units: unitsSum('Units on hand'), costValue: money, retailValue: money })),
    }),
    turnover: z
      .array(
        z.object({
          categoryId: z.uuid(),
          categoryName: z.string(),
          cogs: money,
          averageInventoryValue: money,
          turnoverRatio: z.number().nullable().describe('COGS / average inventory value; null without inventory'),
          daysOfInventoryOnHand: z.number().nullable().describe('Average inventory value / COGS × days in range; null without COGS'),
        }),
      )
      .describe('Per category, inventory valued from the ledger at the start and end of the range'),
    daysOfInventoryOnHand: z.number().nullable().describe('For all categories together'),
    deadStock: z.array(z.object({ productId: z.uuid(), sku: z.string(), productName: z.string(), onHand: unitsSum('Units on hand'), costValue: money })),
    movementSeries: z.array(
      z.object({ period: z.iso.date(), type: z.enum(movementTypes), count: z.number().int(), quantity: unitsSum('Signed sum of the quantities') }),
    ),
    counts: z
      .object({
        sessions: z.number().int().describe('Count sessions approved in the range'),
        linesCounted: z.number().int().describe('Their counted lines'),
        linesWithoutVariance: z.number().int(),
        accuracy: z.number().nullable().describe('linesWithoutVariance / linesCounted, 0..1 to 4 decimals; null without counted lines'),
        shrinkageValue: money.describe('Units found missing × their cost, a positive amount'),
        surplusValue: money.describe('Units found in excess × their cost'),
        netVarianceValue: money.describe('surplusValue − shrinkageValue, as booked by the count adjustments'),
      })
      .describe('Cycle counts approved in the range'),
  })
  .meta({ id: 'InventoryReport' });

export const salesReportSchema = z
  .object({
    ...range,
    totals: z.object({
      revenue: money.describe('Net value of units shipped, less the value of units customers returned'),
      orders: z.number().int(),
      units: unitsSum('Units shipped less units returned'),
      averageOrderValue: money,
      returnedUnits: unitsSum('Units customers returned in the range'),
      returnedRevenue: money.describe('Net value of the units customers returned in the range (taken out of revenue)'),
    }),
    series: z.array(
      z.object({
        period: z.iso.date(),
        revenue: money,
        orders: z.number().int().describe('Distinct orders with shipments in the period'),
        units: unitsSum('Units shipped'),
        averageOrderValue: money,
      }),
    ),
    topProducts: z.array(topProduct),
    topCustomers: z.array(z.object({ customerId: z.uuid(), customerCode: z.string(), customerName: z.string(), orders: z.number().int(), revenue: money })),
    byWarehouse: z.array(z.object({ warehouseId: z.uuid(), warehouseCode: z.string(), orders: z.number().int(), units: unitsSum('Units shipped'), revenue: money })),
  })
  .meta({ id: 'SalesReport' });

const financialFigures = {
  revenue: money.describe('Net value of units shipped, less that of units customers returned in the period'),
  cogs: money.describe('Units shipped × unit cost recorded at shipment, less the same for units customers returned in the period'),
  grossMargin: money,
  marginPercent: z.number().nullable().describe('Gross margin / revenue × 100, 2 decimals; null without revenue'),
  purchases: money.describe('Units received on purchase orders × their unit cost (at standard cost, the standard), less units returned to suppliers at that cost'),
  returnsWrittenOff: money.describe('Damaged units customers returned, written off at the cost recorded when shipped (a loss)'),
  adjustments: money.describe('Net value of adjustments (counts, units lost in transit) and manual movements in and out'),
  transfers: money.describe('Of one warehouse: the value transfers brought in less what they took out; 0 over every warehouse, whose value includes goods in transit'),
  assemblies: money.describe('What assembly orders added to the value of the stock: the labour and overhead of the units built, and for products at standard cost the difference between the standard and the value they took'),
  revaluations: money.describe('Changes of the stock\'s value without units moved: revaluation movements of costing method and standard cost changes (decision 0023); landed costs are apart'),
  landedCosts: money.describe('Landed costs (freight, duty, insurance) that went into the value of units in stock'),
  landedCostsExpensed: money.describe('Landed costs of units already gone when they were recorded, and of products at standard cost: a cost of the period beside COGS'),
  purchasePriceVariance: money.describe('Products at standard cost: what receipts cost less their value at the standard, net of returns to suppliers; an expense (positive) or gain beside the inventory, which holds them at the standard'),
  inventoryValueStart: money.describe('Ledger value (the sum of the movements\' values: quantity × unit cost, or under FIFO what their layers gave them) before the period; over all warehouses it includes goods in transit on two-step transfers'),
  inventoryValueEnd: money.describe('Ledger value at the end of the period, the same way: start + purchases + landedCosts + revaluations + adjustments + transfers + assemblies − cogs − returnsWrittenOff'),
};
export const financialReportSchema = z
  .object({ ...range, totals: z.object(financialFigures), series: z.array(z.object({ period: z.iso.date(), ...financialFigures })) })
  .meta({ id: 'FinancialReport' });

export type DashboardReport = z.infer<typeof dashboardSchema>;
export type InventoryReport = z.infer<typeof inventoryReportSchema>;
export type SalesReport = z.infer<typeof salesReportSchema>;
export type FinancialReport = z.infer<typeof financialReportSchema>;
