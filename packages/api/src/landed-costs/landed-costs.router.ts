import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { landedCostCreateSchema, landedCostListQuerySchema, landedCostSchema } from './landed-costs.schema.js';
import * as landed from './landed-costs.service.js';

const path = '/landed-costs';
const tags = ['landed-costs'];

/** Landed costs (decision 0023 point 7): read with analytics:read, recorded with finance:manage. */
export const landedCostsRouter = router({
  list: can('analytics:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List landed costs', description: 'Landed costs, newest first, each with its charges and its lines, optionally only those of one purchase order; a caller bound to a warehouse sees those with lines there, with those lines alone; paged.', protect: true } })
    .input(landedCostListQuerySchema)
    .output(pageSchema(landedCostSchema))
    .query(({ ctx, input }) => landed.listLandedCosts(ctx.db, input, ctx.actor)),

  get: can('analytics:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a landed cost', description: 'One landed cost with its charges and how each order line shared it.', protect: true } })
    .input(byIdInput)
    .output(output(landedCostSchema))
    .query(({ ctx, input }) => landed.getLandedCost(ctx.db, input.id, ctx.actor)),

  create: can('finance:manage')
    .meta({
      openapi: {
        method: 'POST', path, tags, summary: 'Record a landed cost', protect: true,
        description:
          'Adds freight, duty, insurance or other charges (each in its currency at a rate to the base currency) to what the units of purchase orders cost, spread over their lines received and kept by value, quantity, weight or volume. ' +
          'Each line\'s share goes to its units still in stock (under FIFO the units its receipts\' layers hold, else the warehouse\'s on hand, at most its units): their value rises by revaluation movements (and the cost price with it); the share of units gone is expensed. ' +
          'Products at standard cost take none into stock: their share is expensed.',
      },
      errors: ['CONFLICT'],
      creates: true,
      successMessage: 'Landed cost recorded',
    })
    .input(landedCostCreateSchema)
    .output(output(landedCostSchema))
    .mutation(idempotently(({ ctx, input }) => landed.createLandedCost(ctx.db, input, ctx.baseCurrency, ctx.actor))),
});
