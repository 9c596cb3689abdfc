/**
 * What suppliers and customers share: the coded party fields, their validation messages, the list
 * (search, change feed) and the write-error mapping. Each module adds its own fields.
 */
import { containsPattern, uniqueViolation, type customers, type Db, type suppliers } from '@stockroom/db';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from './errors.js';
import { changeFeedQueryShape, feedOrder, feedWhere, pageQueryShape, type FeedColumns, type PageRequest } from './pagination.js';
import { bodyBoolean } from './validation.js';

/** zod fields of a party; `label` names it in messages ("Supplier", "Customer"). */
export function partyFields(label: string) {
  return {
    code: z
      .string({ error: (i) => (i.input === undefined ? `${label} code is required` : `${label} code must be a string`) })
      .min(1, `${label} code is required`)
      .max(50, `${label} code is too long`)
      // `*`, not `+`: an empty code is reported once, as required (min above), like an empty SKU.
      .regex(/^[A-Z0-9-]*$/, `${label} code must contain only uppercase letters, numbers, and hyphens`),
    name: z
      .string({ error: (i) => (i.input === undefined ? `${label} name is required` : `${label} name must be a string`) })
      .min(1, `${label} name is required`)
      .max(200, `${label} name is too long`),
    email: z.email({ error: 'Invalid email address' }).max(254).nullish(),
    phone: z.string().max(50, 'Phone is too long').nullish(),
    // Piped: the REST edge turns on coercion for boolean fields, so "false" would read as true.
    isActive: bodyBoolean({ error: 'isActive must be a boolean' }).optional(),
    notes: z.string().max(2000, 'Notes are too long').nullish(),
  };
}

/** Query of a party list: paging, `search` (name, code or e-mail) and `isActive`. */
export const partyListQuerySchema = z.strictObject({
  ...pageQueryShape,
  ...changeFeedQueryShape,
  search: z.string().max(200).optional().describe('Case-insensitive substring of name, code or e-mail'),
  isActive: z.enum(['true', 'false'], { error: 'isActive must be true or false' }).optional(),
});
export type PartyListQuery = z.infer<typeof partyListQuerySchema>;

/** The columns a change feed of parties reads (pagination.ts). */
export const partyFeed = (table: typeof suppliers | typeof customers): FeedColumns => ({ changeXid: table.changeXid, updatedAt: table.updatedAt, key: [table.id] });

/**
 * A page of parties of `table` (suppliers or customers): filtered by partyListQuery, by name (then
 * id), or as a change feed (pagination.ts); with the total and the last row's feed position.
 */
export async function listParties<T extends typeof suppliers | typeof customers>(db: Db, table: T, query: PartyListQuery, page: PageRequest) {
  const feed = partyFeed(table);
  const where = and(partyWhere(table, query), feedWhere(feed, page));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as typeof suppliers)
      .where(where)
      .orderBy(...feedOrder(feed, page, [asc(table.name), asc(table.id)]))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(table as typeof suppliers).where(where),
  ]);
  const last = rows.at(-1);
  return { rows: rows as T['$inferSelect'][], total: counted?.total ?? 0, last: last && [last.changeXid, last.id] };
}

/** The WHERE clause of a party list. */
function partyWhere(table: typeof suppliers | typeof customers, query: PartyListQuery): SQL | undefined {
  const pattern = query.search && containsPattern(query.search);
  return and(
    pattern ? or(ilike(table.name, pattern), ilike(table.code, pattern), ilike(table.email, pattern)) : undefined,
    query.isActive === undefined ? undefined : eq(table.isActive, query.isActive === 'true'),
  );
}

/** DUPLICATE_ERROR "Record already exists" for a taken code; rethrows anything else. */
export function partyWriteError(error: unknown): never {
  if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
  throw error;
}

/** Audit and time fields of a party row as responses show them (its change feed position left out). */
export function partyTimes<T extends { createdAt: Date; updatedAt: Date; changeXid: string }>({ changeXid: _position, ...row }: T) {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
