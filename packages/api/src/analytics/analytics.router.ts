import { output } from '../output.js';
import { can, router } from '../trpc.js';
import { dashboardSchema, financialReportSchema, inventoryReportSchema, reportQuerySchema, salesReportSchema } from './analytics.schema.js';
import * as analytics from './analytics.service.js';

const tags = ['analytics'];
const report = (path: string, summary: string, description: string) =>
  can('analytics:read').meta({ openapi: { method: 'GET', path: `/analytics/${path}`, tags, summary, description, protect: true } }).input(reportQuerySchema);

export const analyticsRouter = router({
  dashboard: report('dashboard', 'Dashboard metrics', 'Headline figures for a period (default the last 30 days): products, stock units and value, low and out of stock counts, open orders, sales, top products and recent movements.')
    .output(output(dashboardSchema))
    .query(({ ctx, input }) => analytics.dashboard(ctx.db, input, ctx.baseCurrency, ctx.actor)),
  inventory: report('inventory', 'Inventory report: valuation, turnover, days on hand, dead stock', 'Inventory value at cost from the ledger, turnover and days on hand over the period, and dead stock, optionally for one warehouse.')
    .output(output(inventoryReportSchema))
    .query(({ ctx, input }) => analytics.inventoryReport(ctx.db, input, ctx.baseCurrency, ctx.actor)),
  sales: report('sales', 'Sales report', 'Revenue and units shipped over the period as a series grouped by day, week or month, with top products and top customers.')
    .output(output(salesReportSchema))
    .query(({ ctx, input }) => analytics.salesReport(ctx.db, input, ctx.baseCurrency, ctx.actor)),
  financial: report('financial', 'Financial report: revenue, COGS, margin, purchases, inventory value', 'Revenue, cost of goods sold, margin, purchases and inventory value at the start and end of the period, so that end = start + purchases − COGS + adjustments.')
    .output(output(financialReportSchema))
    .query(({ ctx, input }) => analytics.financialReport(ctx.db, input, ctx.baseCurrency, ctx.actor)),
});
