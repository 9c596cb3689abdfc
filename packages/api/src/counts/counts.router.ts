import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { countApproveSchema, countCreateSchema, countEntriesSchema, countLineSchema, countLinesQuerySchema, countListQuerySchema, countSchema } from './counts.schema.js';
import * as counts from './counts.service.js';

const tags = ['counts'];
const path = '/inventory/counts';

/** Cycle counts (decision 0016): open → counted lines → approved (variances posted as adjustments) or cancelled. */
export const countsRouter = router({
  list: can('inventory:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List stock counts', description: 'Count sessions newest first, by warehouse, status and a part of the number, with their line totals; paged.', protect: true } })
    .input(countListQuerySchema)
    .output(pageSchema(countSchema))
    .query(({ ctx, input }) => counts.listCounts(ctx.db, input, ctx.actor)),

  get: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a stock count', description: 'One count session with its line totals and, once approved, its variance in units and at cost.', protect: true } })
    .input(byIdInput)
    .output(output(countSchema))
    .query(({ ctx, input }) => counts.getCount(ctx.db, input.id, ctx.actor)),

  /** POST /api/inventory/counts: creates a session with one line per balance in scope. */
  open: can('inventory:adjust')
    .meta({
      openapi: { method: 'POST', path, tags, summary: 'Open a stock count', description: 'Opens a count session (CC-000001, gapless) over one warehouse, narrowed to a location, a category or products: one line per stock balance in scope, each expecting the on hand of that moment. A blind count hides the expected quantities from counters.', protect: true },
      creates: true,
      successMessage: 'Stock count opened',
    })
    .input(countCreateSchema)
    .output(output(countSchema))
    .mutation(idempotently(({ ctx, input }) => counts.openCount(ctx.db, input, ctx.actor))),

  lines: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}/lines`, tags, summary: "A stock count's lines", description: 'The lines of a count session by location, SKU, lot and serial number, each with its expected, counted and book quantities, its variance once approved and every count recorded on it; filter by state (counted, uncounted, variance); paged.', protect: true } })
    .input(countLinesQuerySchema)
    .output(pageSchema(countLineSchema))
    .query(({ ctx, input }) => counts.listCountLines(ctx.db, input, ctx.actor)),

  /** PUT /api/inventory/counts/{id}/lines: counters (inventory:count) record quantities; INVALID_STATE unless open. */
  record: can('inventory:count')
    .meta({ openapi: { method: 'PUT', path: `${path}/{id}/lines`, tags, summary: 'Record counted quantities', description: 'Records the quantity counted on lines of an open session. Each count is compared with the on hand of its balance at that moment, so stock moved during the count is not a variance. A line counted again takes the new count; every count stays in its history.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Counts recorded' })
    .input(countEntriesSchema)
    .output(output(countSchema))
    .mutation(idempotently(({ ctx, input }) => counts.recordCounts(ctx.db, input, ctx.actor))),

  approve: can('inventory:adjust')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/approve`, tags, summary: 'Approve a stock count', description: 'Posts, in one transaction, one adjustment movement valued at cost per line whose count differs from its book quantity, and records the variance per line and in total. A session with uncounted lines is refused (409 INVALID_STATE) unless allowUncounted, which leaves them untouched; approving twice is 409 INVALID_STATE.', protect: true }, errors: ['INVALID_STATE', 'INSUFFICIENT_STOCK', 'CONFLICT'], successMessage: 'Stock count approved' })
    .input(countApproveSchema)
    .output(output(countSchema))
    .mutation(idempotently(({ ctx, input }) => counts.approveCount(ctx.db, input, ctx.actor))),

  cancel: can('inventory:adjust')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/cancel`, tags, summary: 'Cancel a stock count', description: 'Closes an open session without posting anything; any other status is 409 INVALID_STATE.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Stock count cancelled' })
    .input(byIdInput)
    .output(output(countSchema))
    .mutation(idempotently(({ ctx, input }) => counts.cancelCount(ctx.db, input.id, ctx.actor))),
});
