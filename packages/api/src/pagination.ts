/**
 * Paging of every list (SPEC 4.2): the query parameters and the one list result procedures return,
 * `{ items, page, limit, total, totalPages, hasNext, hasPrev }`. The REST edge turns it into the
 * contract's form A or form B. The lists an integrator syncs also page as a change feed
 * (`cursor`, `updatedSince`; decision 0017).
 */
import { and, asc, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { AppError } from './errors.js';
import { output } from './output.js';

/** Largest page served; a larger `limit` is refused with a 400 naming it (SPEC 8.3 leaves it open). */
export const MAX_LIMIT = 100;

/** Query parameters shared by every list: `page` ≥ 1 (default 1), `limit` 1..100 (default 20). */
export const pageQueryShape = {
  page: z.coerce
    .number({ error: 'Page must be an integer' })
    .int('Page must be an integer')
    .min(1, 'Page must be at least 1')
    .default(1)
    .describe('1-based page number'),
  limit: z.coerce
    .number({ error: 'Limit must be an integer' })
    .int('Limit must be an integer')
    .min(1, 'Limit must be at least 1')
    .max(MAX_LIMIT, `Limit must be at most ${MAX_LIMIT}`)
    .default(20)
    .describe(`Page size, 1..${MAX_LIMIT} (a larger value is 400)`),
};

/**
 * Query parameters of a list an integrator syncs: the change feed beside page numbers. With either
 * one, the list pages in the order rows were last written (not by `sort` or `page`), each page's
 * `nextCursor` reading on from its last row.
 */
export const changeFeedQueryShape = {
  cursor: z
    .string()
    .max(512, 'Invalid cursor')
    .describe('The nextCursor of the page before: the next rows written, in the order they were written; opaque. Sort and page do not apply.')
    .optional(),
  updatedSince: z.iso
    .datetime({ offset: true, error: 'updatedSince must be an RFC 3339 date-time, e.g. 2026-11-27T10:00:00Z' })
    .describe('Only rows last written at or after this time (RFC 3339), in the order they were written, then paged with cursor')
    .optional(),
};

/** Where a change feed stands: rows written at or after `since` (ISO time, optional), after the row at `after` ([change xid, …key]). */
export interface ChangeFeed {
  since?: string | undefined;
  after?: string[] | undefined;
}

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
  /** Set when the list is read as a change feed (changeFeedQueryShape). */
  feed?: ChangeFeed;
}

const cursorOf = (feed: ChangeFeed): string => Buffer.from(JSON.stringify([feed.since ?? null, ...(feed.after ?? [])])).toString('base64url');

/** The feed a cursor names. Throws VALIDATION_ERROR "Invalid request data" on `cursor` for anything cursorOf did not make. */
function feedOfCursor(cursor: string): ChangeFeed {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  const valid = Array.isArray(parts) && parts.length >= 1 && parts.every((part, i) => (i === 0 && part === null) || typeof part === 'string');
  if (!valid) throw AppError.validation('Invalid request data', { cursor: ['Invalid cursor'] });
  const [since, ...after] = parts as [string | null, ...string[]];
  return { since: since ?? undefined, after: after.length ? after : undefined };
}

/**
 * The page to read for the validated query. With `cursor` or `updatedSince` (changeFeedQueryShape)
 * it is a change feed's page. Throws VALIDATION_ERROR for a cursor the server did not make, or one
 * made for another `updatedSince`.
 */
export function pageOf(query: { page: number; limit: number; cursor?: string | undefined; updatedSince?: string | undefined }): PageRequest {
  const page = { page: query.page, limit: query.limit, offset: (query.page - 1) * query.limit };
  if (query.cursor === undefined && query.updatedSince === undefined) return page;
  const since = query.updatedSince === undefined ? undefined : new Date(query.updatedSince).toISOString();
  const feed = query.cursor === undefined ? { since } : feedOfCursor(query.cursor);
  if (query.cursor !== undefined && since !== undefined && since !== feed.since) {
    throw AppError.validation('Invalid request data', { cursor: ['The cursor was made for another updatedSince'] });
  }
  return { page: 1, limit: query.limit, offset: 0, feed };
}

/** The columns a change feed reads a table by: when each row was last written, and its key. */
export interface FeedColumns {
  changeXid: PgColumn;
  /** The time `updatedSince` compares with (updated_at, or created_at of rows never updated). */
  updatedAt: PgColumn;
  key: PgColumn[];
}

/**
 * The rows of `columns`'s table a feed page may hold, to AND with the list's filters: written at
 * or after `since`, after the cursor's row, and by a transaction older than every one still
 * running (pg_snapshot_xmin of the statement's snapshot), so no later commit can land behind the
 * cursor. Undefined for a page read by number.
 */
export function feedWhere(columns: FeedColumns, page: PageRequest): SQL | undefined {
  const { feed } = page;
  if (!feed) return undefined;
  const position = [columns.changeXid, ...columns.key];
  return and(
    feed.since ? gte(columns.updatedAt, new Date(feed.since)) : undefined,
    feed.after ? sql`(${sql.join(position, sql`, `)}) > (${sql.join(feed.after.map((part, i) => (i === 0 ? sql`${part}::xid8` : sql`${part}`)), sql`, `)})` : undefined,
    sql`${columns.changeXid} < pg_snapshot_xmin(pg_current_snapshot())`,
  );
}

/** The order of a feed page (change xid, then key), or `order` for a page read by number. */
export const feedOrder = (columns: FeedColumns, page: PageRequest, order: SQL[]): SQL[] => (page.feed ? [columns.changeXid, ...columns.key].map((column) => asc(column)) : order);

/** What a feed's cursor is built from: the change xid (as text) and key of a page's last row; select it as `position` beside the row. */
export const feedPosition = (columns: FeedColumns) => sql<string[]>`array[${columns.changeXid}::text, ${sql.join(columns.key.map((column) => sql`${column}::text`), sql`, `)}]`;

/** A page of a list as procedures return it; `T` is the item type. */
export interface Page<T> {
  items: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
  /** Change feeds only: the cursor of the next page (also when this one is the last so far: it reads the rows written later). */
  nextCursor?: string;
}

/** Output schema of a list procedure: a page of `item`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return output(
    z.object({
      items: z.array(item),
      page: z.number().int().describe('The page served, 1-based (1 on a change feed)'),
      limit: z.number().int().describe('The page size served'),
      total: z.number().int().describe('Items matching the filters, exact (on a change feed: from this page on)'),
      totalPages: z.number().int().describe('ceil(total / limit)'),
      hasNext: z.boolean().describe('page × limit < total (on a change feed: more rows are written already)'),
      hasPrev: z.boolean().describe('page > 1 (on a change feed: a cursor was sent)'),
      nextCursor: z.string().optional().describe('Change feeds (cursor or updatedSince sent): the cursor of the next page; on the last page so far, the cursor that reads what is written later'),
    }),
  );
}

/**
 * A page of `items`: hasNext = page·limit < total, hasPrev = page > 1, totalPages = ceil(total / limit)
 * (SPEC 4.2). On a change feed, `total` counts from this page on and `last` is the position
 * (feedPosition) of the page's last row, from which the next cursor reads on.
 */
export function pageResult<T>(items: T[], page: PageRequest, total: number, last?: string[]): Page<T> {
  const result: Page<T> = {
    items,
    page: page.page,
    limit: page.limit,
    total,
    totalPages: Math.ceil(total / page.limit),
    hasNext: page.page * page.limit < total,
    hasPrev: page.page > 1,
  };
  if (!page.feed) return result;
  return { ...result, hasPrev: page.feed.after !== undefined, nextCursor: cursorOf({ since: page.feed.since, after: last ?? page.feed.after }) };
}

/** The empty page (a bound caller asking for another warehouse's rows). */
export const emptyPage = (page: PageRequest): Page<never> => pageResult([], page, 0);
