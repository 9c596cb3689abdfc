/** Small SQL helpers shared by the repositories. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** An ILIKE pattern matching exactly `text` (any case), with `%`, `_` and `\` in it matching themselves. */
export function equalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` in it matching themselves. */
export function containsPattern(text: string): string {
  return `%${equalPattern(text)}%`;
}

/**
 * Locks the row of `table` whose `idColumn` is `id` until the transaction ends, as an UPDATE of
 * its non-key columns would (FOR NO KEY UPDATE, which the KEY SHARE locks of foreign keys do not
 * wait for). Returns false when there is no such row.
 */
export async function lockRow(tx: Db, table: PgTable, idColumn: PgColumn, id: string): Promise<boolean> {
  const rows = await tx.select({ id: idColumn }).from(table).where(eq(idColumn, id)).for('no key update');
  return rows.length > 0;
}

/**
 * Deletes every table, function and record of Stockroom's schema and the migration journal, so
 * that `migrate()` builds an empty database again (`seed --reset --yes`). Irreversible.
 */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}

/** Rows of a raw query on either driver (postgres.js returns an array, PGlite `{rows}`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * A receipt movement `m` (stock_movements) of purchase order `po` posted before the order's
 * exchange rate was fixed (decision 0016): its unit cost is still in the order's currency.
 */
export const receiptBeforeRateFixed = sql`m.reference_type = 'purchase_order' and m.reference_id = po.id and m.type = 'receipt' and (po.exchange_rate_fixed_at is null or m.created_at < po.exchange_rate_fixed_at)`;

/**
 * The sales order line `i` (sales_order_items) lacks units: some neither shipped nor allocated
 * (decision 0020). A kit's own line never does: its component lines do (decision 0023 point 9).
 */
export const lineLacksUnits = sql`i.quantity > i.shipped_quantity + i.allocated_quantity and not i.kit`;

/**
 * The net price of one unit of the sales order line `item` (an alias of sales_order_items), currency
 * units, unrounded: its unit price less its discount. On a kit's component line (decision 0023
 * point 9), whose own price is 0, its share of the kit's line total, shared equally over the units
 * of the kit's component lines: a kit's revenue is recognized as its components ship.
 */
export const netUnitPrice = (item: SQL) =>
  sql`coalesce((select k.line_total / (select sum(c.quantity) from sales_order_items c where c.kit_item_id = k.id) from sales_order_items k where k.id = ${item}.kit_item_id),
               ${item}.unit_price * (100 - ${item}.discount) / 100)`;

/**
 * Rows per multi-row statement: PostgreSQL takes at most 65,535 parameters in one statement, so
 * 1,000 rows leave room for 65 columns (or ids) each.
 */
export const ROWS_PER_STATEMENT = 1000;

/** `items` in consecutive slices of at most `size`, for writes too large for one statement. */
export function chunksOf<T>(items: T[], size = ROWS_PER_STATEMENT): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The walk through a warehouse (decision 0022): `location`'s sequence (none last), then its code; the order of every list of work. */
export const walkingOrder = (location: { sequence: PgColumn; code: PgColumn }): SQL[] => [sql`${location.sequence} asc nulls last`, sql`${location.code} asc`];
