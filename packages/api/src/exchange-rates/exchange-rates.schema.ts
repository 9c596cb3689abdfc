import { z } from 'zod';
import { pageQueryShape } from '../pagination.js';
import { bodyNumber, currencyCode, isoDate } from '../validation.js';

/** POST /api/exchange-rates (decision 0016). */
export const exchangeRateCreateSchema = z
  .strictObject({
    currency: currencyCode().describe('ISO 4217 code of a currency other than the base currency'),
    rate: bodyNumber(
      z.number({ error: 'Rate must be a number' }).positive('Rate must be greater than 0').max(1_000_000_000, 'Rate is too large').multipleOf(0.00000001, 'Rate has at most 8 decimals'),
    ).describe('Units of the base currency per unit of `currency`, up to 8 decimals (0.25 for PLN in a USD base: 1 PLN = 0.25 USD)'),
    validFrom: isoDate('Valid from', { time: true }).optional().describe('When the rate comes into force (a date means midnight UTC); default: now'),
  })
  .meta({ id: 'ExchangeRateCreate' });
export type ExchangeRateCreate = z.infer<typeof exchangeRateCreateSchema>;

export const exchangeRateListQuerySchema = z.strictObject({ currency: currencyCode().optional().describe('Only this currency'), ...pageQueryShape });
export type ExchangeRateListQuery = z.infer<typeof exchangeRateListQuerySchema>;

export const exchangeRateSchema = z
  .object({
    id: z.uuid(),
    currency: z.string().describe('ISO 4217'),
    baseCurrency: z.string().describe('The base currency (BASE_CURRENCY) the rate converts into'),
    rate: z.number().describe('Units of the base currency per unit of `currency`'),
    validFrom: z.iso.datetime().describe("In force from this instant until the currency's next rate"),
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
