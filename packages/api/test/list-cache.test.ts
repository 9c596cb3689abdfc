/** ListCache (list-cache.ts): results valid for one list version, bounded by the rows they hold. */
import { describe, expect, it } from 'vitest';
import type { Db } from '@stockroom/db';
import { ListCache, sameVersion } from '../src/list-cache/index.js';

/** The cache never queries: its database handle is only carried for the list service. */
const pipeline = {} as Db;

/** Version `n` of a list kept in the list_versions row `list`. */
const v = (n: number) => ({ list: n });

describe('ListCache', () => {
  it('returns a total only at the version it was counted at', () => {
    const cache = new ListCache(pipeline, 10);
    cache.setTotal('filter', v(3), 42);
    expect(cache.total('filter', v(3))).toBe(42);
    expect(cache.total('filter', v(4))).toBeUndefined();
    expect(cache.total('other', v(3))).toBeUndefined();
  });

  it('returns a page with the version it was read at, for the caller to check', () => {
    const cache = new ListCache(pipeline, 10);
    cache.setPage('page', v(7), ['a', 'b']);
    expect(cache.page('page')).toEqual({ version: v(7), rows: ['a', 'b'] });
    expect(cache.page('total')).toBeUndefined();
  });

  it('keeps totals and pages apart under the same key', () => {
    const cache = new ListCache(pipeline, 10);
    cache.setTotal('key', v(1), 5);
    cache.setPage('key', v(1), ['x']);
    expect(cache.total('key', v(1))).toBe(5);
    expect(cache.page('key')?.rows).toEqual(['x']);
  });

  it('holds at most `size` rows, dropping the least recently used pages first', () => {
    const cache = new ListCache(pipeline, 5);
    cache.setPage('first', v(1), ['a', 'b', 'c']);
    cache.setPage('second', v(1), ['d', 'e']);
    expect(cache.page('first')).toBeDefined();
    cache.setPage('third', v(1), ['f', 'g']);
    expect(cache.page('second')).toBeUndefined();
    expect(cache.page('first')?.rows).toEqual(['a', 'b', 'c']);
    expect(cache.page('third')?.rows).toEqual(['f', 'g']);
  });

  it('counts a total once per version: totalOf counts when nothing is kept at the version, and keeps the count at its own', async () => {
    const cache = new ListCache(pipeline, 10);
    const counts: number[] = [];
    const count = (version: number) => async () => (counts.push(version), { total: 10 + version, version: v(version) });
    expect(await cache.totalOf('filter', undefined, count(3))).toEqual({ total: 13, version: v(3) });
    expect(await cache.totalOf('filter', v(3), count(4))).toEqual({ total: 13, version: v(3) });
    expect(await cache.totalOf('filter', v(4), count(4))).toEqual({ total: 14, version: v(4) });
    expect(counts).toEqual([3, 4]);
  });

  it('keeps an empty page only when the count vouches that the list ends before it starts', () => {
    const cache = new ListCache(pipeline, 10);
    cache.setPageOf('read', ['a'], v(5), { total: 1, version: v(6) }, 0);
    expect(cache.page('read')).toEqual({ version: v(5), rows: ['a'] });
    cache.setPageOf('past the end', [], undefined, { total: 20, version: v(6) }, 20);
    expect(cache.page('past the end')).toEqual({ version: v(6), rows: [] });
    cache.setPageOf('emptied since', [], undefined, { total: 21, version: v(7) }, 20);
    expect(cache.page('emptied since')).toBeUndefined();
  });

  it('compares versions by name and number: the same rows at the same numbers', () => {
    expect(sameVersion({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameVersion({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(sameVersion({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameVersion({ a: 1, b: 2 }, { a: 1 })).toBe(false);
  });

  it('serves a total at versions that differ only where the caller says they do not matter', async () => {
    const cache = new ListCache<{ all: number; membership: number }>(pipeline, 10);
    const byMembership = (cached: { membership: number }, current: { membership: number }) => cached.membership === current.membership;
    cache.setTotal('filter', { all: 1, membership: 1 }, 5);
    expect(cache.total('filter', { all: 2, membership: 1 }, byMembership)).toBe(5);
    expect(cache.total('filter', { all: 2, membership: 1 })).toBeUndefined();
    expect(cache.total('filter', { all: 2, membership: 2 }, byMembership)).toBeUndefined();
    const count = async () => ({ total: 6, version: { all: 3, membership: 2 } });
    expect(await cache.totalOf('filter', { all: 3, membership: 1 }, count, byMembership)).toEqual({ total: 5, version: { all: 3, membership: 1 } });
  });

  it('keeps nothing when its size is 0', () => {
    const cache = new ListCache(pipeline, 0);
    cache.setTotal('filter', v(1), 9);
    cache.setPage('page', v(1), ['a']);
    expect(cache.total('filter', v(1))).toBeUndefined();
    expect(cache.page('page')).toBeUndefined();
  });
});
