/**
 * Paging of every list (SPEC 4.2): the query parameters, the two response forms and the cache
 * that keeps list totals exact without counting on every request.
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

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
  return z.union([
    z.object({ success: z.literal(true), data: z.array(item), meta: metaSchema }),
    z.object({ success: z.literal(true), data: z.object({ items: z.array(item), pagination: paginationSchema }) }),
  ]);
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
 * Exact list totals keyed by filter, each valid for one list version. The version lives in the
 * database and every write bumps it in its own transaction (migration 0002), so a total read at
 * the current version is exact, and several server processes agree without sharing memory.
 */
export class ListCountCache {
  private readonly cache: LRUCache<string, { version: number; total: number }> | undefined;

  /** Keeps at most `size` totals (least recently used go first); 0 disables the cache. */
  constructor(size = 10_000) {
    this.cache = size > 0 ? new LRUCache({ max: size }) : undefined;
  }

  /** The total counted for `key` at `version`, if that is what the cache holds. */
  get(key: string, version: number): number | undefined {
    const hit = this.cache?.get(key);
    return hit?.version === version ? hit.total : undefined;
  }

  set(key: string, version: number, total: number): void {
    this.cache?.set(key, { version, total });
  }
}
