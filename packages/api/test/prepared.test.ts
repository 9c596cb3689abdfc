/**
 * idList and idsIn (prepared.ts): ids listed one placeholder each up to 32, so PostgreSQL plans the statement
 * once; more as one array parameter; none as `false`.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { idList, idsIn } from '../src/prepared.js';

const render = (ids: string[]) => {
  const listed = idList('ids', ids);
  return { ...new PgDialect().sqlToQuery(idsIn(sql.identifier('id'), 'ids', listed.shape)), shape: listed.shape, values: listed.values };
};
const uuid = (i: number) => `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`;

describe('idList and idsIn', () => {
  it('lists up to 32 ids, one placeholder each, with a shape per count', () => {
    const ids = [uuid(1), uuid(2)];
    const query = render(ids);
    expect(query.sql).toBe('"id" in ($1, $2)');
    expect(query.shape).toBe(2);
    expect(query.values).toEqual({ ids0: uuid(1), ids1: uuid(2) });
    expect(render(Array.from({ length: 32 }, (_, i) => uuid(i))).params).toHaveLength(32);
  });

  it('sends more than 32 ids as one array parameter', () => {
    const ids = Array.from({ length: 33 }, (_, i) => uuid(i));
    const query = render(ids);
    expect(query.sql).toBe('"id" = any($1::uuid[])');
    expect(query.shape).toBe('array');
    expect(query.values).toEqual({ ids });
  });

  it('makes no ids match nothing', () => {
    const query = render([]);
    expect(query.sql).toBe('false');
    expect(query.values).toEqual({});
  });
});
