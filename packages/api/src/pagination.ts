/**
 * Paging of every list (SPEC 4.2): the query parameters, the two response forms and the cache
 * that keeps list totals exact without counting on every request.
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { outputSchema } from './envelope.js';
import { deepFreeze } from './immutable.js';

/** Largest page served; a larger `limit` is capped to it and the cap is echoed (SPEC 8.3 leaves it open). */
export const MAX_LIMIT = 100;

/** Query parameters shared by every list: `page` ≥ 1 (default 1), `limit` ≥ 1 (default 20), `shape`. */
export const pageQueryShape = {
  page: z.coerce.number({ error: 'Page must be an integer' }).int('Page must be an integer').min(1, 'Page must be at least 1').default(1),
  limit: z.coerce.number({ error: 'Limit must be an integer' }).int('Limit must be an integer').min(1, 'Limit must be at least 1').default(20),
  shape: z
    .enum(['list', 'page'])
    .default('list')
    .describe('list: data is the array and paging is in meta (form A); page: data is {items, pagination} (form B)'),
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

const metaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});
const paginationSchema = metaSchema.extend({ totalPages: z.number().int() });

/** Output schema of a list: form A (`data` array + `meta`) or form B (`data.items` + `data.pagination`). */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return outputSchema(
    z.union([
      z.object({ success: z.literal(true), data: z.array(item), meta: metaSchema }),
      z.object({ success: z.literal(true), data: z.object({ items: z.array(item), pagination: paginationSchema }) }),
    ]),
  );
}

/**
 * Builds the list response. hasNext = page·limit < total, hasPrev = page > 1,
 * totalPages = ceil(total / limit) (SPEC 4.2).
 */
export function listResponse<T>(items: T[], page: PageRequest, total: number, shape: 'list' | 'page') {
  const meta = {
    total,
    page: page.page,
    limit: page.limit,
    hasNext: page.page * page.limit < total,
    hasPrev: page.page > 1,
  };
  if (shape === 'page') {
    return {
      success: true as const,
      data: { items, pagination: { ...meta, totalPages: Math.ceil(total / page.limit) } },
    };
  }
  return { success: true as const, data: items, meta };
}

/**
 * List results reused while the list's version in the database is unchanged: exact totals per
 * filter, and the rows of pages per filter, sort and page. Every write that can change what a list
 * shows bumps its version in the same transaction (migration 0008), so a result read at the current
 * version is exact, and several server processes agree without sharing memory. Bounded by the
 * number of rows held (a total counts as one); the least recently used go first. Keys are the
 * caller's: one list's keys must not collide with another's, and a key's rows keep one type.
 */
export class ListCache {
  private readonly cache: LRUCache<string, { version: number; total: number } | { version: number; rows: readonly unknown[] }> | undefined;

  /** Holds at most `size` rows and totals; 0 disables the cache. */
  constructor(size = 20_000) {
    this.cache =
      size > 0
        ? new LRUCache({ maxSize: size, sizeCalculation: (entry) => ('rows' in entry ? Math.max(entry.rows.length, 1) : 1) })
        : undefined;
  }

  /** The total counted for the filter `key` at `version`, if that is what the cache holds. */
  total(key: string, version: number): number | undefined {
    const hit = this.cache?.get(`total ${key}`);
    return hit?.version === version && 'total' in hit ? hit.total : undefined;
  }

  /** Keeps `total`, counted for the filter `key` in the same snapshot as `version`. */
  setTotal(key: string, version: number, total: number): void {
    this.cache?.set(`total ${key}`, { version, total });
  }

  /** The rows of the page `key` and the version they were read at; the caller checks that version is current. */
  page<Row>(key: string): { version: number; rows: readonly Row[] } | undefined {
    const hit = this.cache?.get(`page ${key}`);
    return hit && 'rows' in hit ? (hit as { version: number; rows: readonly Row[] }) : undefined;
  }

  /** Keeps the rows of the page `key`, read in the same snapshot as `version`; they are frozen, as every later request shares them. */
  setPage<Row>(key: string, version: number, rows: readonly Row[]): void {
    this.cache?.set(`page ${key}`, { version, rows: deepFreeze(rows) });
  }
}
