/**
 * List caches (SPEC 4.2 lists, exact at high request rates; decision 0018): pages and totals of a list
 * reused while the list versions they were read at (list-versions.ts) are current. The server makes
 * one per list and database (the product list, the stock list) and hands it to the list's router.
 * Each list's service checks a cached page with one statement of its own that reads the versions and
 * the page's live units in one snapshot (products.repository readListVersionAndStock,
 * inventory reports.levels.repository readLevelListVersionAndStock).
 */
import type { Db } from '@stockroom/db';
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../immutable.js';

/**
 * The list versions a cached result was read at: list_versions rows by name (e.g. `{ levels: 7 }`).
 * A list may keep more versions than decide a given result; `sameVersion` then compares what does.
 */
export type ListVersion = Readonly<Record<string, number>>;

/** Whether `a` and `b` name the same list versions with the same numbers. */
export function sameVersion(a: ListVersion, b: ListVersion): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/** Whether two versions of a list are the same as far as a result depends on them; sameVersion by default. */
export type SameVersion<V extends ListVersion> = (cached: V, current: V) => boolean;

/**
 * Results of one list reused while the list versions they were read at are current: exact totals
 * per filter, and the rows of pages per filter, sort and page. Every write that can change what the
 * cached rows of a list hold bumps its versions in the same transaction (the triggers of
 * list-versions.ts), so a result read at the current versions is exact, and several server
 * processes agree without sharing memory. Bounded by the number of rows held (a total counts as
 * one); the least recently used go first (eviction is lru-cache's). Keys are the caller's: a key's
 * rows keep one type. Versions `V` are those the list's reads return.
 */
export class ListCache<V extends ListVersion = ListVersion> {
  private readonly cache: LRUCache<string, { version: V; total: number } | { version: V; rows: readonly unknown[] }> | undefined;

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

  /** The total counted for the filter `key`, if the cache holds one counted at what `same` takes for `version`. */
  total(key: string, version: V, same: SameVersion<V> = sameVersion): number | undefined {
    const hit = this.cache?.get(`total ${key}`);
    return hit && 'total' in hit && same(hit.version, version) ? hit.total : undefined;
  }

  /** Keeps `total`, counted for the filter `key` in the same snapshot as `version`. */
  setTotal(key: string, version: V, total: number): void {
    this.cache?.set(`total ${key}`, { version, total });
  }

  /** The rows of the page `key` and the version they were read at; the caller checks that version is current. */
  page<Row>(key: string): { version: V; rows: readonly Row[] } | undefined {
    const hit = this.cache?.get(`page ${key}`);
    return hit && 'rows' in hit ? (hit as { version: V; rows: readonly Row[] }) : undefined;
  }

  /** Keeps the rows of the page `key`, read in the same snapshot as `version`; they are frozen, as every later request shares them. */
  setPage<Row>(key: string, version: V, rows: readonly Row[]): void {
    this.cache?.set(`page ${key}`, { version, rows: deepFreeze(rows) });
  }

  /**
   * The exact total of the filter `key` and the list version it holds at: the total kept at
   * what `same` takes for `version` when there is one, else `count()`'s (`{ total, version }` read in
   * one snapshot), which is then kept at the version it was counted at. `version` undefined: count.
   */
  async totalOf(key: string, version: V | undefined, count: () => Promise<{ total: number; version: V }>, same: SameVersion<V> = sameVersion): Promise<{ total: number; version: V }> {
    const total = version === undefined ? undefined : this.total(key, version, same);
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
  setPageOf<Row>(key: string, rows: readonly Row[], version: V | undefined, counted: { total: number; version: V }, offset: number): void {
    const pageVersion = version ?? (counted.total <= offset ? counted.version : undefined);
    if (pageVersion !== undefined) this.setPage(key, pageVersion, rows);
  }
}
