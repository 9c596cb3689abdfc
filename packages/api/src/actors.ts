/**
 * Who did it (decision 0019): records keep the id of the user who wrote them (`createdBy`, `approvedBy`,
 * a status change's `by`; an API key writes as its service principal, named after the key), and
 * their reads add that user's display name beside the id as `<field>Name`, so screens show names
 * without fetching users one by one.
 */
import { users } from '@stockroom/db';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The display name of the user `column` holds (a person's name, or an API key's name for its
 * service principal), null when the column is null: a scalar subquery on the users table (the
 * users module's), read in the query that reads the record, by primary key. The column is named
 * with its table, as Drizzle leaves it unqualified in a single-table select (where users' own
 * created_by would answer for it).
 */
export const actorName = (column: Column): SQL<string | null> =>
  sql<string | null>`(select actor.name from ${users} actor where actor.id = ${column.table}.${sql.identifier(column.name)})`;

/** `<field>Name` of an output: the display name of the user or API key in `<field>`. */
export const actorNameSchema = (what: string) => z.string().nullable().describe(`Name of the user or API key that ${what}; null when unknown`);
