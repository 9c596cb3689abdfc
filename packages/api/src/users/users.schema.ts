import { roles } from '@stockroom/db';
import { z } from 'zod';
import { permissionRoles } from '../auth/permissions.js';

export const roleSchema = z.enum(roles);

/** A user as every response shows it: never a password or its hash. */
export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.email(),
    name: z.string(),
    role: roleSchema,
    isActive: z.boolean(),
    warehouseId: z.uuid().nullable(),
    permissions: z.array(z.enum(Object.keys(permissionRoles) as [keyof typeof permissionRoles])),
    lastLoginAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** Input of user creation (CLI, first-admin bootstrap, seed). Password: at least 12 characters. */
export const userCreateSchema = z.object({
  email: z.email('Invalid email address'),
  name: z.string().min(1, 'Name is required').max(100, 'Name is too long'),
  password: z.string().min(12, 'Password must be at least 12 characters'),
  role: roleSchema,
  warehouseId: z.uuid('Invalid warehouse ID').nullish(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;
