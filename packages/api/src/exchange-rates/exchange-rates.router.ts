import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { exchangeRateCreateSchema, exchangeRateListQuerySchema, exchangeRateSchema } from './exchange-rates.schema.js';
import * as rates from './exchange-rates.service.js';

const path = '/exchange-rates';
const tags = ['exchange-rates'];

/** Exchange rates into the base currency (decision 0016): read with orders:read, recorded with finance:manage. */
export const exchangeRatesRouter = router({
  list: can('orders:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List exchange rates', description: 'Rates into the base currency, newest first (by validFrom), optionally of one currency; paged. A purchase order fixes the rate in force when it is approved.', protect: true } })
    .input(exchangeRateListQuerySchema)
    .output(pageSchema(exchangeRateSchema))
    .query(({ ctx, input }) => rates.listExchangeRates(ctx.db, input, ctx.baseCurrency)),

  get: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get an exchange rate', description: 'One recorded exchange rate.', protect: true } })
    .input(byIdInput)
    .output(output(exchangeRateSchema))
    .query(({ ctx, input }) => rates.getExchangeRate(ctx.db, input.id, ctx.baseCurrency)),

  create: can('finance:manage')
    .meta({
      openapi: { method: 'POST', path, tags, summary: 'Record an exchange rate', description: 'Records how many units of the base currency one unit of a currency is worth from `validFrom` (default now) until its next rate. Rates are kept, never edited: a new rate supersedes the old from its instant.', protect: true },
      errors: ['DUPLICATE_ERROR'],
      creates: true,
      successMessage: 'Exchange rate recorded',
    })
    .input(exchangeRateCreateSchema)
    .output(output(exchangeRateSchema))
    .mutation(idempotently(({ ctx, input }) => rates.createExchangeRate(ctx.db, input, ctx.baseCurrency, ctx.actor))),
});
