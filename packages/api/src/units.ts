/**
 * Whole units of stock, their bounds and how sums of them reach clients (decision 0013).
 *
 * One movement or order line carries at most MAX_LINE_QUANTITY units: far more than any real
 * delivery, pick or count difference, so that a typo of extra digits (or a fuzzer) is refused
 * instead of becoming stock, and so that one line's value (units × a unit cost below 10^10) stays
 * below 10^18. A level holds at most MAX_LEVEL_QUANTITY units (its columns are 32-bit integers; a
 * movement that would pass it is a CONFLICT). Sums over levels or the ledger are computed in SQL as
 * bigint or numeric, never cast to a 32-bit integer, and reach clients exactly: a JSON number up
 * to 2^53 − 1 (Number.MAX_SAFE_INTEGER), past it the decimal digits as a string.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';

/** Largest quantity of one movement, adjustment, transfer line, order line, receipt or shipment line. */
export const MAX_LINE_QUANTITY = 100_000_000;

/** MAX_LINE_QUANTITY as messages write it. */
export const LINE_LIMIT = MAX_LINE_QUANTITY.toLocaleString('en-US');

/** Largest quantity a level (on hand, reserved) or a count holds: the integer columns' maximum. */
export const MAX_LEVEL_QUANTITY = 2_147_483_647;

/** A whole number as the drivers return bigint and numeric: text (postgres.js), or a number or bigint (PGlite). */
export type DriverWhole = string | number | bigint;

/** A sum of units as responses carry it: a number up to 2^53 − 1, else its decimal digits. */
export type Units = number | string;

/** `value` as Units: a number when it is a safe integer, else its exact decimal text; 0 for null. */
export function exactUnits(value: DriverWhole | null | undefined): Units {
  if (value === null || value === undefined) return 0;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : String(value);
}

/** A count of rows as a number (a bigint `count(*)`: no table holds 2^53 rows). */
export const rowCount = (value: DriverWhole | null | undefined): number => Number(value ?? 0);

/** The rule every sum of units follows, for schema descriptions. */
const UNITS_RULE = 'Whole units, exact: a JSON number up to 2^53 − 1, beyond that a string of digits';

/** Output schema of a sum of units (see the module comment); `description` says what it sums. */
export function unitsSum(description?: string) {
  return z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).describe(description ? `${description}. ${UNITS_RULE}` : UNITS_RULE);
}

/** SQL: Σ `units` over the group (0 when empty) as bigint/numeric, read as Units. */
export const sumUnits = (units: SQLWrapper) => sql<Units>`coalesce(sum(${units}), 0)`.mapWith(exactUnits);

/**
 * Input: the unit a line's quantity is written in (decision 0021): the product's base unit (the
 * default), one of its packs by name in any case, or a measure of the base unit's kind.
 */
export const enteredUnit = z
  .string({ error: 'Unit must be a unit name' })
  .trim()
  .min(1, 'Unit must be a unit name')
  .max(30, 'Unit name is too long')
  .nullish()
  .describe("The unit `quantity` is in: the product's base unit (the default, also when null), one of its packaging units by name (case), or a measure of the same kind (g for a product kept in kg); converted exactly to base units, a quantity that does not convert to whole base units is a 400");

/** Output: how a line's quantity was entered (decision 0021), beside `quantity` in base units. */
export const enteredUnitShape = {
  unit: z.string().nullable().describe('The packaging unit or measure the quantity was entered in; null when it was entered in the base unit'),
  unitQuantity: z.number().int().nullable().describe('The quantity in `unit` (3 cases); null when `unit` is'),
};
