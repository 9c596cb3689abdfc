/**
 * List caches (SPEC 4.2 lists, exact at high request rates; decision 0018): pages and totals of a list
 * reused while that list's version in the database (table list_versions) is unchanged. The server
 * makes one per list and database (the product list, the stock list) and hands it to the list's
 * router.
 */
import type { Db } from '@stockroom/db';
import { LRUCache } from 'lru-cache';
import { deepFreeze } from './immutable.js';

/** A list's version as its service stamps a cached result: the version number, or a stamp of several (the product list's). */
export type ListVersion = number | string;

/**
 * Results of one list reused while the list's version in the database is unchanged: exact totals
 * per filter, and the rows of pages per filter, sort and page. Every write that can change what the
 * cached rows of a list hold bumps its version in the same transaction (database triggers:
 * migration 0008 for the product list, 0024 for the stock list), so a result read at the current
 * version is exact, and several server processes agree without sharing memory. Bounded by the
 * number of rows held (a total counts as one); the least recently used go first. Keys are the
 * caller's: a key's rows keep one type.
 */
export class ListCache {
  private readonly cache: LRUCache<string, { version: ListVersion; total: number } | { version: ListVersion; rows: readonly unknown[] }> | undefined;

  /**
   * Holds at most `size` rows and totals (0 disables the cache). `pipeline` is the handle for the
   * check of a cached page (Database.pipeline in @stockroom/db: one connection onto which
   * concurrent checks are pipelined).
   */
  constructor(
    readonly pipeline: Db,
    size = 20_000,
  ) {
    this.cache =
      size > 0
        ? new LRUCache({ maxSize: size, sizeCalculation: (entry) => ('rows' in entry ? Math.max(entry.rows.length, 1) : 1) })
        : undefined;
  }

  /** The total counted for the filter `key` at `version`, if that is what the cache holds. */
  total(key: string, version: ListVersion): number | undefined {
    const hit = this.cache?.get(`total ${key}`);
    return hit?.version === version && 'total' in hit ? hit.total : undefined;
  }

  /** Keeps `total`, counted for the filter `key` in the same snapshot as `version`. */
  setTotal(key: string, version: ListVersion, total: number): void {
    this.cache?.set(`total ${key}`, { version, total });
  }

  /** The rows of the page `key` and the version they were read at; the caller checks that version is current. */
  page<Row>(key: string): { version: ListVersion; rows: readonly Row[] } | undefined {
    const hit = this.cache?.get(`page ${key}`);
    return hit && 'rows' in hit ? (hit as { version: ListVersion; rows: readonly Row[] }) : undefined;
  }

  /** Keeps the rows of the page `key`, read in the same snapshot as `version`; they are frozen, as every later request shares them. */
  setPage<Row>(key: string, version: ListVersion, rows: readonly Row[]): void {
    this.cache?.set(`page ${key}`, { version, rows: deepFreeze(rows) });
  }

  /**
   * The exact total of the filter `key` and the list version it holds at: the total kept at
   * `version` when there is one, else `count()`'s (`{ total, version }` read in one snapshot), which
   * is then kept at the version it was counted at. `version` undefined: count.
   */
  async totalOf<V extends ListVersion>(key: string, version: V | undefined, count: () => Promise<{ total: number; version: V }>): Promise<{ total: number; version: V }> {
    const total = version === undefined ? undefined : this.total(key, version);
    if (total !== undefined) return { total, version: version! };
    const counted = await count();
    this.setTotal(key, counted.version, counted.total);
    return counted;
  }

  /**
   * Keeps the rows of the page `key`, read at `version` (undefined when the page came back empty),
   * given `counted`, its filter's total and that total's version, and `offset`, the page's first
   * row: an empty page names no version of its own, and the count's snapshot vouches for it when
   * the list ends before the page starts; otherwise it is not kept.
   */
  setPageOf<Row>(key: string, rows: readonly Row[], version: ListVersion | undefined, counted: { total: number; version: ListVersion }, offset: number): void {
    const pageVersion = version ?? (counted.total <= offset ? counted.version : undefined);
    if (pageVersion !== undefined) this.setPage(key, pageVersion, rows);
  }
}
