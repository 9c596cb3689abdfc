/**
 * Exchange rates into the base currency (decision 0016): cost prices, the ledger's values, valuation and
 * every report are kept in BASE_CURRENCY; a purchase order in another currency fixes the rate in
 * force when it is approved, and its receipts and returns are valued at that rate.
 */
import { uniqueViolation, type Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { pageOf, pageResult, type Page } from '../pagination.js';
import * as repo from './exchange-rates.repository.js';
import type { ExchangeRate, ExchangeRateCreate, ExchangeRateListQuery } from './exchange-rates.schema.js';

function toExchangeRate(row: repo.ExchangeRateRow, baseCurrency: string): ExchangeRate {
  return {
    id: row.id,
    currency: row.currency,
    baseCurrency,
    rate: row.rate,
    validFrom: row.validFrom.toISOString(),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/exchange-rates (finance:manage): records `rate` base units per unit of `currency` from
 * `validFrom` (default now). Throws VALIDATION_ERROR for the base currency itself;
 * DUPLICATE_ERROR when the currency already has a rate from that instant.
 */
export async function createExchangeRate(db: Db, input: ExchangeRateCreate, baseCurrency: string, actor: Actor): Promise<ExchangeRate> {
  if (input.currency === baseCurrency) {
    throw AppError.validation('Invalid request data', { currency: [`Currency must differ from the base currency (${baseCurrency})`] });
  }
  try {
    const row = await repo.insertRate(db, { currency: input.currency, rate: input.rate, validFrom: input.validFrom ? new Date(input.validFrom) : new Date(), createdBy: actor.id });
    return toExchangeRate(row, baseCurrency);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
    throw error;
  }
}

/** GET /api/exchange-rates: rates newest first, optionally of one currency, one page (Page, pagination.ts). */
export async function listExchangeRates(db: Db, query: ExchangeRateListQuery, baseCurrency: string): Promise<Page<ExchangeRate>> {
  const page = pageOf(query);
  const { rows, total } = await repo.listRates(db, query.currency, page);
  return pageResult(rows.map((row) => toExchangeRate(row, baseCurrency)), page, total);
}

/** GET /api/exchange-rates/{id}. Throws NOT_FOUND "Exchange rate not found". */
export async function getExchangeRate(db: Db, id: string, baseCurrency: string): Promise<ExchangeRate> {
  const row = await repo.findRate(db, id);
  if (!row) throw AppError.notFound('Exchange rate');
  return toExchangeRate(row, baseCurrency);
}

/**
 * The rate of `currency` in force now, in base units per unit: 1 for the base currency. Throws
 * CONFLICT naming the currency when it has no rate yet (decision 0016: approving an order in a
 * currency without a rate is refused).
 */
export async function currentRate(db: Db, currency: string, baseCurrency: string): Promise<number> {
  if (currency === baseCurrency) return 1;
  const rate = await repo.rateInForce(db, currency);
  if (rate === undefined) throw new AppError('CONFLICT', `No exchange rate for ${currency}: add one (POST /api/exchange-rates) first`);
  return rate;
}
