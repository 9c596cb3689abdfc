/**
 * Input checks shared by every procedure's schemas and middleware.
 */
import { z } from 'zod';
import type { FieldErrors } from './errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID in its canonical text form (what a uuid column accepts). */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * A number field of a request body. The REST edge (trpc-to-openapi) turns on zod's `coerce` for
 * every number and boolean field of an input object, bodies and array items included, so `null`
 * or `""` would read as 0 and `"false"` as true. It does not look into pipes: piped, a field keeps
 * the JSON type it declares. Query parameters, which are strings, use z.coerce instead.
 */
export const bodyNumber = (schema: z.ZodNumber) => schema.pipe(z.number());

/** A boolean field of a request body (see bodyNumber). */
export const bodyBoolean = (params?: Parameters<typeof z.boolean>[0]) => z.boolean(params).pipe(z.boolean());

/** A UTF-16 surrogate not paired with its other half: text that is not Unicode (JSON allows it as `"\ud800"`). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Fields of `input` holding text PostgreSQL cannot store as sent, as field → message; nested fields
 * are dotted (`address.city`, `items.0.note`): a NUL character (refused by text columns) and a lone
 * surrogate (refused by jsonb, silently replaced by U+FFFD in text columns; issue 13).
 */
export function unstorableText(input: unknown, path: (string | number)[] = [], found: FieldErrors = {}): FieldErrors {
  if (typeof input === 'string') {
    const field = path.join('.') || '_';
    if (input.includes('\u0000')) found[field] = ['Text must not contain NUL characters'];
    else if (LONE_SURROGATE.test(input)) found[field] = ['Text must be valid Unicode (no lone surrogates)'];
  } else if (Array.isArray(input)) {
    input.forEach((item, i) => unstorableText(item, [...path, i], found));
  } else if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) unstorableText(value, [...path, key], found);
  }
  return found;
}
