/**
 * Input checks shared by every procedure's schemas and middleware.
 */
import { z } from 'zod';
import type { FieldErrors } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its canonical text form (what a uuid column accepts). */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The one schema of an id in any input, body, query or path: a UUID, lower-cased at
 * validation, so that ids compare equal in JavaScript whatever case a client wrote them in. Its
 * OpenAPI type stays a uuid string. Output schemas keep z.uuid(): ids read from the database are
 * already lower case.
 */
export const uuidInput = (params?: Parameters<typeof z.uuid>[0]) => z.uuid(params).toLowerCase();

/** The input of a procedure that reads or removes one record by its path id (no query parameters). */
export const byIdInput = z.strictObject({ id: uuidInput() });

/** The input of a procedure without parameters (GET /auth/me). */
export const noInput = z.strictObject({}).optional();

/**
 * A number field of a request body. The REST edge (trpc-to-openapi) turns on zod's `coerce` for
 * every number and boolean field of an input object, bodies and array items included, so `null`
 * or `""` would read as 0 and `"false"` as true. It does not look into pipes: piped, a field keeps
 * the JSON type it declares. Query parameters, which are strings, use z.coerce instead.
 */
export const bodyNumber = (schema: z.ZodNumber) => schema.pipe(z.number());

/** A boolean field of a request body (see bodyNumber). */
export const bodyBoolean = (params?: Parameters<typeof z.boolean>[0]) => z.boolean(params).pipe(z.boolean());

/**
 * The dates the API accepts, inclusive: wide enough for any business record, narrow
 * enough that every computed bound (a day's end, a report's range) stays a valid date in both
 * JavaScript and PostgreSQL, which has no year 0 and rejected `9999-12-31` plus a day.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const;
const FIRST_INSTANT = Date.parse(`${DATE_RANGE.min}T00:00:00Z`);
const END_INSTANT = Date.parse(`${DATE_RANGE.max}T00:00:00Z`) + 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** True when an ISO date, or the instant an ISO date-time names, lies within DATE_RANGE (true for text that is neither, which the format check reports). */
function withinDateRange(value: string): boolean {
  if (DATE_ONLY.test(value)) return value >= DATE_RANGE.min && value <= DATE_RANGE.max;
  const instant = Date.parse(value);
  return Number.isNaN(instant) || (instant >= FIRST_INSTANT && instant < END_INSTANT);
}

/**
 * The one schema of every date the API accepts, in bodies and queries: an ISO date (YYYY-MM-DD),
 * or with `time` also an ISO 8601 date-time with an offset, within DATE_RANGE. Messages name
 * `label`: "<label> must be an ISO date (YYYY-MM-DD)" (or "… ISO 8601 date or date-time"), and
 * "<label> must be between 1900-01-01 and 2199-12-31".
 */
export function isoDate(label: string, options: { time?: boolean } = {}) {
  const format = options.time
    ? z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: `${label} must be an ISO 8601 date or date-time` })
    : z.iso.date({ error: `${label} must be an ISO date (YYYY-MM-DD)` });
  return format.refine(withinDateRange, `${label} must be between ${DATE_RANGE.min} and ${DATE_RANGE.max}`);
}

const currencyCodes = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 currency code as the runtime knows them ("Currency must be an ISO 4217 code"). */
/**
 * `expireOldInHours` of a secret's rotation (an API key's roll, a webhook secret's rotation): whole
 * hours, 0..168 (7 days), the replaced secret keeps working so its users can switch; optional.
 */
export const overlapHours = () =>
  z
    .number({ error: 'expireOldInHours must be a whole number of hours' })
    .int('expireOldInHours must be a whole number of hours')
    .min(0, 'expireOldInHours must be at least 0')
    .max(168, 'expireOldInHours must be at most 168 (7 days)')
    .optional();

export const currencyCode = () => z.string().refine((c) => currencyCodes.has(c), 'Currency must be an ISO 4217 code');

/** A UTF-16 surrogate not paired with its other half: text that is not Unicode (JSON allows it as `"\ud800"`). */
const LONE_SURROGATE = /\p{Cs}/u;

/** A value met while walking an input, with the way to it (its key, then its parent's way). */
interface Step {
  value: unknown;
  key?: string | number;
  parent?: Step;
}

/** The dotted field name of `step` (`items.0.note`; `_` for the input itself). */
function fieldOf(step: Step): string {
  const keys: (string | number)[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/**
 * Fields of `input` holding text PostgreSQL cannot store as sent, as field → message, in the
 * input's order; nested fields are dotted (`address.city`, `items.0.note`): a NUL character
 * (refused by text columns) and a lone surrogate (refused by jsonb, silently replaced by U+FFFD in
 * text columns). Walks with a stack of its own, not by recursion, so input of any depth
 * costs no more than its size and never overflows the call stack.
 */
export function unstorableText(input: unknown): FieldErrors {
  const found: FieldErrors = {};
  const pending: Step[] = [{ value: input }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found[fieldOf(step)] = ['Text must not contain NUL characters'];
      else if (LONE_SURROGATE.test(value)) found[fieldOf(step)] = ['Text must be valid Unicode (no lone surrogates)'];
    } else if (value && typeof value === 'object') {
      const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
      // Last first, so the first is walked first.
      for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], key: entries[i]![0], parent: step });
    }
  }
  return found;
}
