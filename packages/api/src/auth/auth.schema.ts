import { z } from 'zod';
import { userSchema } from '../users/index.js';

export const loginInputSchema = z
  .object({
    email: z.string().min(1, 'Email is required'),
    password: z.string().min(1, 'Password is required'),
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
