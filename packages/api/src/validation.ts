/**
 * Input checks shared by every procedure's schemas and middleware.
 */
import { z } from 'zod';
import type { FieldErrors } from './errors.js';

/** The input of a procedure that reads or removes one record by its path id (no query parameters). */
export const byIdInput = z.strictObject({ id: z.uuid() });

/** The input of a procedure without parameters (GET /auth/me). */
export const noInput = z.strictObject({}).optional();

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

/**
 * Fields of `input` holding text PostgreSQL cannot store (a NUL character), as field → message;
 * nested fields are dotted (`address.city`, `items.0.note`).
 */
export function unstorableText(input: unknown, path: (string | number)[] = [], found: FieldErrors = {}): FieldErrors {
  if (typeof input === 'string') {
    if (input.includes('\u0000')) found[path.join('.') || '_'] = ['Text must not contain NUL characters'];
  } else if (Array.isArray(input)) {
    input.forEach((item, i) => unstorableText(item, [...path, i], found));
  } else if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) unstorableText(value, [...path, key], found);
  }
  return found;
}
