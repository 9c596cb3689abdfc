/** ListCache (list-cache.ts): results valid for one list version, bounded by the rows they hold. */
import { describe, expect, it } from 'vitest';
import type { Db } from '@stockroom/db';
import { ListCache } from '../src/list-cache.js';

/** The cache never queries: its database handle is only carried for the list service. */
const pipeline = {} as Db;

describe('ListCache', () => {
  it('returns a total only at the version it was counted at', () => {
    const cache = new ListCache(pipeline, 10);
    cache.setTotal('filter', 3, 42);
    expect(cache.total('filter', 3)).toBe(42);
    expect(cache.total('filter', 4)).toBeUndefined();
    expect(cache.total('other', 3)).toBeUndefined();
  });

  it('returns a page with the version it was read at, for the caller to check', () => {
    const cache = new ListCache(pipeline, 10);
    cache.setPage('page', 7, ['a', 'b']);
    expect(cache.page('page')).toEqual({ version: 7, rows: ['a', 'b'] });
    expect(cache.page('total')).toBeUndefined();
  });

  it('keeps totals and pages apart under the same key', () => {
    const cache = new ListCache(pipeline, 10);
    cache.setTotal('key', 1, 5);
    cache.setPage('key', 1, ['x']);
    expect(cache.total('key', 1)).toBe(5);
    expect(cache.page('key')?.rows).toEqual(['x']);
  });

  it('holds at most `size` rows, dropping the least recently used pages first', () => {
    const cache = new ListCache(pipeline, 5);
    cache.setPage('first', 1, ['a', 'b', 'c']);
    cache.setPage('second', 1, ['d', 'e']);
    expect(cache.page('first')).toBeDefined();
    cache.setPage('third', 1, ['f', 'g']);
    expect(cache.page('second')).toBeUndefined();
    expect(cache.page('first')?.rows).toEqual(['a', 'b', 'c']);
    expect(cache.page('third')?.rows).toEqual(['f', 'g']);
  });

  it('counts a total once per version: totalOf counts when nothing is kept at the version, and keeps the count at its own', async () => {
    const cache = new ListCache(pipeline, 10);
    const counts: number[] = [];
    const count = (version: number) => async () => (counts.push(version), { total: 10 + version, version });
    expect(await cache.totalOf('filter', undefined, count(3))).toEqual({ total: 13, version: 3 });
    expect(await cache.totalOf('filter', 3, count(4))).toEqual({ total: 13, version: 3 });
    expect(await cache.totalOf('filter', 4, count(4))).toEqual({ total: 14, version: 4 });
    expect(counts).toEqual([3, 4]);
  });

  it('keeps an empty page only when the count vouches that the list ends before it starts', () => {
    const cache = new ListCache(pipeline, 10);
    cache.setPageOf('read', ['a'], 5, { total: 1, version: 6 }, 0);
    expect(cache.page('read')).toEqual({ version: 5, rows: ['a'] });
    cache.setPageOf('past the end', [], undefined, { total: 20, version: 6 }, 20);
    expect(cache.page('past the end')).toEqual({ version: 6, rows: [] });
    cache.setPageOf('emptied since', [], undefined, { total: 21, version: 7 }, 20);
    expect(cache.page('emptied since')).toBeUndefined();
  });

  it('keeps nothing when its size is 0', () => {
    const cache = new ListCache(pipeline, 0);
    cache.setTotal('filter', 1, 9);
    cache.setPage('page', 1, ['a']);
    expect(cache.total('filter', 1)).toBeUndefined();
    expect(cache.page('page')).toBeUndefined();
  });
});
