/** The success envelope of SPEC 4.1 as zod output schemas and a builder. */
import { z } from 'zod';
import { syncFirst } from './validation.js';

/** `{ success: true, data, message? }` with `data` of the given schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return syncFirst(z.object({ success: z.literal(true), data, message: z.string().optional() }));
}

/** Wraps `data` in the success envelope, with `message` when given (creates carry one, SPEC 4.2). */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}
