/**
 * Statements built once and run on any handle, a transaction's included (decision 0018). Drizzle builds
 * a query's text on every call, which cost a third of a stock movement's server CPU (more than
 * PostgreSQL takes to run it), and a query Drizzle prepares runs only on the connection of the
 * handle it was prepared on, so a prepared query could not serve the write paths, which run in
 * transactions. Running a built query on another handle uses Drizzle's session internals
 * (`_.session.prepareQuery`, the prepared query's fields and join map), so drizzle-orm is pinned to
 * one version and packages/api/test/prepared.database.test.ts checks what this layer needs of it.
 */
import type { Db } from '@stockroom/db';
import { getTableColumns, sql, type Column, type Query, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgInsertBase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

/** A Drizzle query builder, built with sql.placeholder(name) for every value that varies. */
interface Preparable<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}

/**
 * What a Drizzle prepared query needs to run on another session: its text and parameters, and how
 * its rows map to results. The PostgreSQL and PGlite drivers' prepared queries both keep these.
 */
interface Template {
  query: Query;
  fields: Parameters<Db['_']['session']['prepareQuery']>[1];
  _isResponseInArrayMode: boolean;
  customResultMapper: Parameters<Db['_']['session']['prepareQuery']>[4];
  joinsNotNullableMap?: Record<string, boolean>;
}

/** Templates by statement key: at most 1,000 shapes, least recently used out (a few dozen in use). */
const templates = new LRUCache<string, Template>({ max: 1000 });

/**
 * Runs the statement `key` on `db` with `values` (the placeholders' values) and returns what the
 * query `build(db)` returns. The query is built the first time `key` is run, and only its text,
 * parameters and row mapping are kept: a key names one shape of query (a key per shape where the
 * shape varies, e.g. by the number of rows inserted). On PostgreSQL the driver prepares the
 * statement once per connection (packages/db `preparing`).
 */
export function statement<Result>(db: Db, key: string, build: (db: Db) => Preparable<Result>, values: Record<string, unknown> = {}): Promise<Result> {
  let template = templates.get(key);
  if (!template) {
    template = build(db).prepare(key) as unknown as Template;
    templates.set(key, template);
  }
  const query = db._.session.prepareQuery(template.query, template.fields, key, template._isResponseInArrayMode, template.customResultMapper) as ReturnType<
    Db['_']['session']['prepareQuery']
  > & { joinsNotNullableMap?: Record<string, boolean> };
  query.joinsNotNullableMap = template.joinsNotNullableMap;
  return query.execute(values) as Promise<Result>;
}

/**
 * All of `pending` (statements sent together on one transaction), or the first rejection in the
 * order they were sent: a failed statement aborts the transaction, and the rejections of the
 * statements behind it ("current transaction is aborted") may settle before its own.
 */
export async function allInOrder<T extends readonly unknown[] | []>(pending: { -readonly [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(pending as Promise<unknown>[]);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * A row of `table` as a prepared statement takes it: a placeholder per column `row` gives (values,
 * not SQL: the statement is built once), and per column it leaves out that Drizzle fills in code
 * (`madeIn`: ids, $onUpdate times), a value made now, as Drizzle would make it while building.
 * `key` names the columns: the statement's shape.
 */
function bind(table: PgTable, row: Record<string, unknown>, madeIn: (column: Column) => (() => unknown) | undefined) {
  const template: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  const named: string[] = [];
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    const given = row[name];
    const make = given === undefined ? madeIn(column) : undefined;
    if (given === undefined && !make) continue;
    values[name] = given === undefined ? make!() : given;
    template[name] = sql.placeholder(name);
    named.push(name);
  }
  return { key: named.join(','), template, values };
}

/**
 * Inserts `rows` into `table`, one prepared single-row statement per row sent together (pipelined
 * on PostgreSQL), and returns per row what `finish` makes the insert return (conflict handling,
 * `returning`). Columns a row leaves out take the table's defaults, those made in code (UUIDv7 ids)
 * made per row. The statement key is `key` and the columns a row names. Rejects with the first
 * failure in row order.
 */
export function insertRows<T extends PgTable, Result>(
  db: Db,
  key: string,
  table: T,
  rows: readonly T['$inferInsert'][],
  finish: (insert: PgInsertBase<T, PgQueryResultHKT>) => Preparable<Result>,
): Promise<Result[]> {
  return allInOrder(
    rows.map((row) => {
      const bound = bind(table, row, (column) => column.defaultFn ?? (column.default === undefined ? column.onUpdateFn : undefined));
      const build = (db: Db) => finish(db.insert(table).values(bound.template as T['$inferInsert']) as unknown as PgInsertBase<T, PgQueryResultHKT>);
      return statement(db, `${key} ${bound.key}`, build, bound.values);
    }),
  );
}

/**
 * `update table set <set> where <where>` as a prepared statement: `set` as bind takes a row (columns
 * with $onUpdate that it leaves out get their value made now), `where` a condition with placeholders
 * whose values are `whereValues` (names other than the table's columns). Returns nothing.
 */
export async function updateWhere<T extends PgTable>(db: Db, key: string, table: T, set: Partial<T['$inferInsert']>, where: SQL, whereValues: Record<string, unknown>): Promise<void> {
  const bound = bind(table, set, (column) => column.onUpdateFn);
  await statement(db, `${key} ${bound.key}`, (db) => db.update(table).set(bound.template as T['$inferInsert']).where(where), { ...bound.values, ...whereValues });
}

/**
 * Ids up to this many are listed one placeholder each (oneOf); more go as one array, so that a
 * statement stays within the 100 parameters up to which postgres.js prepares it (`client.ts`).
 */
const LISTED_IDS = 32;

/**
 * `column` is one of `ids` (UUIDs), for a statement: `shape` for its key, `where(column)` for its
 * query, `values` for its run (placeholders `${name}0`, `${name}1`…). Up to 32 ids are listed,
 * `in ($1, …, $n)`, a shape per count: an array parameter (`= any($1)`) would make one shape, but
 * PostgreSQL then plans the statement on every run, as its generic plan assumes ten elements and so
 * never looks as cheap as one made for the values (the order-lines read: 0.25 ms of planning for a
 * 0.04 ms lookup). More ids go as that one array; none is `false`.
 */
export function oneOf(name: string, ids: readonly string[]) {
  const listed = ids.length <= LISTED_IDS;
  return {
    shape: listed ? `${name}×${ids.length}` : `${name}[]`,
    where: (column: SQLWrapper) => {
      if (!listed) return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
      return ids.length ? sql`${column} in (${sql.join(ids.map((_, i) => sql.placeholder(`${name}${i}`)), sql`, `)})` : sql`false`;
    },
    values: listed ? Object.fromEntries(ids.map((id, i) => [`${name}${i}`, id])) : { [name]: ids },
  };
}
