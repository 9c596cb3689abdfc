import { z } from 'zod';
import { costingMethods } from '@stockroom/db';
import { userSchema } from '../users/index.js';

/** A required string: `required` when absent or empty, `invalid` when not a string. */
const requiredString = (required: string, invalid: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? required : invalid) }).min(1, required);

export const loginInputSchema = z
  .object({
    email: requiredString('Email is required', 'Email must be a string'),
    password: requiredString('Password is required', 'Password must be a string'),
  })
  .meta({ id: 'LoginInput' });

export const sessionSchema = z
  .object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    /** Seconds until the token expires. */
    expiresIn: z.number().int(),
    user: userSchema,
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const meSchema = userSchema
  .pick({ id: true, email: true, name: true, role: true, isActive: true, warehouseId: true, permissions: true })
  .meta({ id: 'Me' });

/** The server's settings every signed-in client needs (decision 0019): what it shows amounts in, and how new products are costed. */
export const settingsSchema = z
  .object({
    baseCurrency: z.string().describe('BASE_CURRENCY (ISO 4217): the currency of cost and selling prices, sales orders, stock values and every report; purchase orders name their own'),
    costingMethod: z.enum(costingMethods).describe('COSTING_METHOD: the costing method of a product created without one (decision 0023)'),
  })
  .meta({ id: 'Settings' });
