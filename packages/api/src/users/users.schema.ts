import { roles } from '@stockroom/db';
import { z } from 'zod';
import { permissionRoles } from '../auth/permissions.js';
import { pageQueryShape } from '../pagination.js';
import { bodyBoolean, uuidInput } from '../validation.js';

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
    createdBy: z.uuid().nullable(),
    updatedBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** A user in the user list, with the code and name of the warehouse it is bound to (null when unbound; decision 0019). */
export const userListItemSchema = userSchema
  .extend({ warehouseCode: z.string().nullable(), warehouseName: z.string().nullable() })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItemSchema>;

const password = z.string({ error: 'Password is required' }).min(12, 'Password must be at least 12 characters').max(200, 'Password is too long');

/** Input of user creation (POST /api/users, CLI, first-admin bootstrap, seed). Password: at least 12 characters. */
export const userCreateSchema = z
  .object({
    email: z.email({ error: 'Invalid email address' }).max(254, 'Email is too long'),
    name: z.string({ error: 'Name is required' }).min(1, 'Name is required').max(100, 'Name is too long'),
    password,
    role: z.enum(roles, { error: `Role must be one of: ${roles.join(', ')}` }),
    warehouseId: uuidInput({ error: 'Invalid warehouse ID' }).nullish().describe('Binds the user to one warehouse'),
  })
  .meta({ id: 'UserCreate' });
export type UserCreate = z.infer<typeof userCreateSchema>;

/** PUT /api/users/{id}: any subset; `password` sets a new one; `warehouseId: null` unbinds. */
export const userUpdateSchema = z
  .object({ id: uuidInput(), ...userCreateSchema.partial().shape, isActive: bodyBoolean({ error: 'isActive must be a boolean' }).optional() })
  .meta({ id: 'UserUpdate' });
export type UserUpdate = Omit<z.infer<typeof userUpdateSchema>, 'id'>;

export const userListQuerySchema = z.strictObject({
  ...pageQueryShape,
  role: z.enum(roles, { error: `role must be one of: ${roles.join(', ')}` }).optional(),
  isActive: z.enum(['true', 'false'], { error: 'isActive must be true or false' }).optional(),
  warehouseId: uuidInput({ error: 'Invalid warehouse ID' }).optional(),
  search: z.string().max(200).optional().describe('Case-insensitive substring of name or e-mail'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** PUT /api/auth/password. */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'), newPassword: password })
  .meta({ id: 'PasswordChange' });
