/**
 * Statements built once and run on any handle, a transaction's included (decision 0018). Drizzle builds
 * a query's text on every call, which cost a third of a stock movement's server CPU (more than
 * PostgreSQL takes to run it). A statement is defined once, at module scope, by a function that
 * builds its query from a shape alone (which conditions or columns it has; values are placeholders),
 * and is built with Drizzle's `.prepare()` once per engine and shape on the routing handle that runs
 * it on the handle given (packages/db routing.ts). Its cache key is the definition and the shape, the
 * builder's only inputs, so a run can never get another shape's SQL; on PostgreSQL the driver
 * prepares the statement once per connection, by its text (packages/db `preparing`).
 */
import { clientOf, routingHandle, runOn, type Db } from '@stockroom/db';
import { getTableColumns, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgInsertBase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

/** A Drizzle query builder, built with sql.placeholder(name) for every value that varies. */
interface Preparable<Result> {
  prepare(name: string): Prepared<Result>;
}

interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** Built statements by definition, engine and shape: at most 1,000 (a few dozen in use), least recently used out. */
const built = new LRUCache<string, Prepared<unknown>>({ max: 1000 });
let definitions = 0;

/** A statement defined once; run it with `run`. */
export interface Statement<Result, S> {
  /**
   * Runs the statement on `db` (a database or a transaction) with `values`, the placeholders'
   * values, in the shape `shape`; resolves to what the built query's execute resolves to (rows).
   */
  run(db: Db, values: Record<string, unknown>, ...shape: S extends undefined ? [] : [S]): Promise<Result>;
}

/**
 * Defines a statement whose query `build(db, shape)` makes for a shape: `db` is the handle to build
 * on, `shape` all that varies the SQL, as plain data compared by its JSON (undefined for a statement
 * of one shape). Call at module scope, so that `build` reads nothing but its arguments and constants.
 */
export function statement<Result, S = undefined>(build: (db: Db, shape: S) => Preparable<Result>): Statement<Result, S> {
  const definition = definitions++;
  return {
    run(db, values, ...[shape]) {
      const client = clientOf(db);
      const key = `${definition} ${client.engine} ${JSON.stringify(shape ?? null)}`;
      let prepared = built.get(key) as Prepared<Result> | undefined;
      if (!prepared) {
        prepared = build(routingHandle(client.engine), shape as S).prepare(`statement${definition}`);
        built.set(key, prepared);
      }
      return runOn(client, () => prepared.execute(values));
    },
  };
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
 * A row of `table` as a prepared statement takes it: the columns `row` gives, and those it leaves
 * out that Drizzle fills in code (`madeIn`: ids, $onUpdate times), each with a value made now, as
 * Drizzle would make it while building. `columns` (the statement's shape) names them in the
 * table's order, `values` gives their values.
 */
function bind(table: PgTable, row: Record<string, unknown>, madeIn: (column: Column) => (() => unknown) | undefined) {
  const values: Record<string, unknown> = {};
  const columns: string[] = [];
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    const given = row[name];
    const make = given === undefined ? madeIn(column) : undefined;
    if (given === undefined && !make) continue;
    values[name] = given === undefined ? make!() : given;
    columns.push(name);
  }
  return { columns, values };
}

/** A placeholder per column of `columns`, named as the column: a row or a set as a statement takes it. */
const placeholders = (columns: readonly string[]) => Object.fromEntries(columns.map((name) => [name, sql.placeholder(name)]));

/** Rows up to this many go as one prepared statement each; more go as multi-row statements (insertStatement). */
const PIPELINED_ROWS = 8;
/** Most rows per multi-row insert: within PostgreSQL's 65,535 parameters for the widest table. */
const ROWS_PER_INSERT = 1024;

/**
 * Defines an insert into `table` of rows of any columns, finished by `finish` (conflict handling,
 * `returning`). `run(db, rows)` resolves to what each statement returns, in row order. Up to
 * PIPELINED_ROWS rows, each row is one single-row statement (its shape the columns the row names),
 * sent together (pipelined on PostgreSQL); more rows (a bulk import, opening balances) go as
 * multi-row statements of a power of two rows up to ROWS_PER_INSERT, each one round trip, where one
 * per row would cost a round trip each on PGlite: prepared (their shape the columns and the count)
 * when the rows name the same columns, else built for the rows.
 * Columns a row leaves out take the table's defaults, those made in code (UUIDv7 ids) made per
 * row. Rejects with the first failure in row order.
 */
export function insertStatement<T extends PgTable, Result>(table: T, finish: (insert: PgInsertBase<T, PgQueryResultHKT>) => Preparable<Result>) {
  const insert = statement((db, { columns, rows }: { columns: string[]; rows: number }) => {
    const values = Array.from({ length: rows }, (_, row) => Object.fromEntries(columns.map((name) => [name, sql.placeholder(`${name}${row}`)])));
    return finish(db.insert(table).values(values as T['$inferInsert'][]) as unknown as PgInsertBase<T, PgQueryResultHKT>);
  });
  const made = (column: Column) => column.defaultFn ?? (column.default === undefined ? column.onUpdateFn : undefined);
  return {
    async run(db: Db, rows: readonly T['$inferInsert'][]): Promise<Result[]> {
      if (rows.length <= PIPELINED_ROWS) {
        return allInOrder(
          rows.map((row) => {
            const bound = bind(table, row, made);
            return insert.run(db, Object.fromEntries(Object.entries(bound.values).map(([name, value]) => [`${name}0`, value])), { columns: bound.columns, rows: 1 });
          }),
        );
      }
      const results: Result[] = [];
      for (let i = 0; i < rows.length; ) {
        // A power of two rows at a time: a dozen shapes per column set, each prepared once, whatever the counts.
        const size = Math.min(ROWS_PER_INSERT, 2 ** Math.floor(Math.log2(rows.length - i)));
        const chunk = rows.slice(i, (i += size)).map((row) => bind(table, row, made));
        const columns = chunk[0]!.columns;
        if (chunk.every((row) => row.columns.length === columns.length && row.columns.every((name, c) => name === columns[c]))) {
          const values: Record<string, unknown> = {};
          chunk.forEach((row, r) => {
            for (const name of columns) values[`${name}${r}`] = row.values[name];
          });
          results.push(await insert.run(db, values, { columns, rows: chunk.length }));
        } else {
          // Rows naming different columns: Drizzle writes `default` where a row leaves one out, a statement built for these rows.
          results.push(await (finish(db.insert(table).values(chunk.map((row) => row.values) as T['$inferInsert'][]) as unknown as PgInsertBase<T, PgQueryResultHKT>) as unknown as PromiseLike<Result>));
        }
      }
      return results;
    },
  };
}

/**
 * Defines `update table set … where <where>`: `where` a condition with placeholders (named other
 * than the table's columns). `run(db, set, whereValues)` sets the columns of `set` (those with
 * $onUpdate it leaves out get their value made now) on the rows `whereValues` select; resolves to nothing.
 */
export function updateStatement<T extends PgTable>(table: T, where: SQL) {
  const update = statement((db, columns: string[]) => db.update(table).set(placeholders(columns) as T['$inferInsert']).where(where));
  return {
    async run(db: Db, set: Partial<T['$inferInsert']>, whereValues: Record<string, unknown>): Promise<void> {
      const bound = bind(table, set, (column) => column.onUpdateFn);
      await update.run(db, { ...bound.values, ...whereValues }, bound.columns);
    },
  };
}

/**
 * Ids up to this many are listed one placeholder each (idsIn); more go as one array, so that a
 * statement stays within the 100 parameters up to which postgres.js prepares it (`client.ts`).
 */
const LISTED_IDS = 32;

/**
 * `ids` (UUIDs) as a statement takes them under placeholders named after `name`: `shape` (how many are
 * listed, or 'array') for its shape and idsIn, `values` for its run (`${name}0`, `${name}1`…, or `name`).
 */
export function idList(name: string, ids: readonly string[]) {
  const listed = ids.length <= LISTED_IDS;
  return {
    shape: listed ? ids.length : ('array' as const),
    values: listed ? Object.fromEntries(ids.map((id, i) => [`${name}${i}`, id])) : { [name]: ids },
  };
}

/**
 * `column` is one of the ids of idList(name, …) of this `shape`. Up to 32 are listed, `in ($1, …,
 * $n)`, a shape per count: an array parameter (`= any($1)`) would make one shape, but PostgreSQL then
 * plans the statement on every run, as its generic plan assumes ten elements and so never looks as
 * cheap as one made for the values (the order-lines read: 0.25 ms of planning for a 0.04 ms lookup).
 * More go as that one array; none is `false`.
 */
export function idsIn(column: SQLWrapper, name: string, shape: number | 'array'): SQL {
  if (shape === 'array') return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
  return shape ? sql`${column} in (${sql.join(Array.from({ length: shape }, (_, i) => sql.placeholder(`${name}${i}`)), sql`, `)})` : sql`false`;
}
