/**
 * Paging of every list (SPEC 4.2): the query parameters and the one list result procedures return,
 * `{ items, page, limit, total, totalPages, hasNext, hasPrev }`. The REST edge turns it into the
 * contract's form A or form B.
 */
import { z } from 'zod';
import { output } from './output.js';

/** Largest page served; a larger `limit` is capped to it and the cap is echoed (SPEC 8.3 leaves it open). */
export const MAX_LIMIT = 100;

/** Query parameters shared by every list: `page` ≥ 1 (default 1), `limit` 1..100 (default 20, larger is capped). */
export const pageQueryShape = {
  page: z.coerce
    .number({ error: 'Page must be an integer' })
    .int('Page must be an integer')
    .min(1, 'Page must be at least 1')
    .default(1)
    .describe('1-based page number'),
  limit: z.coerce
    .number({ error: 'Limit must be an integer' })
    .int('Limit must be an integer')
    .min(1, 'Limit must be at least 1')
    .default(20)
    .describe(`Page size, 1..${MAX_LIMIT}; a larger value is served as ${MAX_LIMIT} and echoed so`),
};

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** The page to read for the validated query, with `limit` capped at MAX_LIMIT. */
export function pageOf(query: { page: number; limit: number }): PageRequest {
  const limit = Math.min(query.limit, MAX_LIMIT);
  return { page: query.page, limit, offset: (query.page - 1) * limit };
}

/** A page of a list as procedures return it; `T` is the item type. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/** Output schema of a list procedure: a page of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return output(
    z.object({
      items: z.array(item),
      page: z.number().int().describe('The page served, 1-based'),
      limit: z.number().int().describe('The page size served (the requested limit, capped)'),
      total: z.number().int().describe('Items matching the filters, exact'),
      totalPages: z.number().int().describe('ceil(total / limit)'),
      hasNext: z.boolean().describe('page × limit < total'),
      hasPrev: z.boolean().describe('page > 1'),
    }),
  );
}

/**
 * A page of `items`: hasNext = page·limit < total, hasPrev = page > 1, totalPages = ceil(total / limit)
 * (SPEC 4.2).
 */
export function pageResult<T>(items: T[], page: PageRequest, total: number): Page<T> {
  return {
    items,
    page: page.page,
    limit: page.limit,
    total,
    totalPages: Math.ceil(total / page.limit),
    hasNext: page.page * page.limit < total,
    hasPrev: page.page > 1,
  };
}

/** The empty page (a bound caller asking for another warehouse's rows). */
export const emptyPage = (page: PageRequest): Page<never> => pageResult([], page, 0);
