/** The success envelope of SPEC 4.1 as zod output schemas and a builder. */
import { z } from 'zod';

/** Whether responses are checked against their schemas: everywhere but production, as tRPC's own isDev. */
const checkOutputs = globalThis.process?.env.NODE_ENV !== 'production';

/**
 * A value as a client receives it, in one canonical text: its JSON with every object's keys sorted
 * (a driver's result array with extra properties becomes a plain array, key order stops mattering).
 */
const asSent = (value: unknown): string | undefined =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/**
 * Makes `schema` (built for this use, not shared) the output check of a procedure. tRPC checks each
 * response with `parseAsync`, which skips zod's compiled sync path (86 µs instead of 29 µs for a page
 * of 20 products); here the check takes that path. It runs in development and tests only: there a
 * response must already serialize to the same JSON as its parse (no unknown key stripped, no
 * default filled, nothing coerced) or the procedure fails, so production, which sends responses
 * unchecked, sends exactly what the tests checked against the OpenAPI document. Apply it last:
 * `.describe()`, `.meta()` and the like return a copy without it.
 */
export function outputSchema<T extends z.ZodType>(schema: T): T {
  schema.parseAsync = async (data) => {
    if (!checkOutputs) return data as z.output<T>;
    const parsed = schema.parse(data);
    if (asSent(parsed) !== asSent(data)) {
      throw new Error(`Response differs from its parse by its output schema: ${JSON.stringify(data)} parsed as ${JSON.stringify(parsed)}`);
    }
    return parsed;
  };
  return schema;
}

/** `{ success: true, data, message? }` with `data` of the given schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return outputSchema(z.object({ success: z.literal(true), data, message: z.string().optional() }));
}

/** Wraps `data` in the success envelope, with `message` when given (creates carry one, SPEC 4.2). */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
