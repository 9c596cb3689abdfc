import { output } from '../output.js';
import { can, router } from '../trpc.js';
import { dashboardSchema, financialReportSchema, inventoryReportSchema, reportQuerySchema, salesReportSchema } from './analytics.schema.js';
import * as analytics from './analytics.service.js';

const tags = ['analytics'];
const report = (path: string, summary: string) =>
  can('analytics:read').meta({ openapi: { method: 'GET', path: `/analytics/${path}`, tags, summary, protect: true } }).input(reportQuerySchema);

export const analyticsRouter = router({
  dashboard: report('dashboard', 'Dashboard metrics')
    .output(output(dashboardSchema))
    .query(({ ctx, input }) => analytics.dashboard(ctx.db, input, ctx.actor)),
  inventory: report('inventory', 'Inventory report: valuation, turnover, days on hand, dead stock')
    .output(output(inventoryReportSchema))
    .query(({ ctx, input }) => analytics.inventoryReport(ctx.db, input, ctx.actor)),
  sales: report('sales', 'Sales report')
    .output(output(salesReportSchema))
    .query(({ ctx, input }) => analytics.salesReport(ctx.db, input, ctx.actor)),
  financial: report('financial', 'Financial report: revenue, COGS, margin, purchases, inventory value')
    .output(output(financialReportSchema))
    .query(({ ctx, input }) => analytics.financialReport(ctx.db, input, ctx.actor)),
});
