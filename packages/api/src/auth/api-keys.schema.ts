import { z } from 'zod';
import { pageQueryShape } from '../pagination.js';
import { isoDate, overlapHours, uuidInput } from '../validation.js';
import { API_VERSION, API_VERSIONS } from '../versions.js';
import { permissionRoles, type Permission } from './permissions.js';

/** What no API key may hold: managing people or keys would let a key outgrow its own scope (decision 0017). */
const PEOPLE_AND_KEYS: Permission[] = ['users:create', 'users:update', 'users:delete', 'api-keys:manage'];
const permissionNames = (Object.keys(permissionRoles) as Permission[]).filter((permission) => !PEOPLE_AND_KEYS.includes(permission)) as [Permission, ...Permission[]];

/** Whole days, from 1 (the configured maximum, API_KEY_MAX_EXPIRY_DAYS, is the service's check). */
const expiresInDays = z
  .number({ error: 'expiresInDays must be a whole number of days' })
  .int('expiresInDays must be a whole number of days')
  .min(1, 'expiresInDays must be at least 1')
  .max(36_500, 'expiresInDays is too large');

/** POST /api/api-keys (decision 0017). */
export const apiKeyCreateSchema = z
  .strictObject({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name is too long').describe('What the key is for, e.g. "Web shop stock sync"; shown wherever the key wrote'),
    permissions: z
      .array(z.enum(permissionNames, { error: `Each permission must be one of: ${permissionNames.join(', ')}` }), { error: 'Permissions are required' })
      .min(1, 'At least one permission is required')
      .max(permissionNames.length, 'Too many permissions')
      .describe(`What the key may do: a subset of its creator's permissions; never ${PEOPLE_AND_KEYS.join(', ')}`),
    warehouseId: uuidInput({ error: 'Invalid warehouse ID' }).optional().describe('Binds the key to one warehouse, scoped exactly like a bound user'),
    expiresAt: isoDate('Expires at', { time: true })
      .optional()
      .describe('When the key stops working (a date means midnight UTC); at most API_KEY_MAX_EXPIRY_DAYS (730) days ahead. Default: API_KEY_EXPIRY_DAYS (365) days from now'),
    expiresInDays: expiresInDays.optional().describe('Instead of expiresAt: days from now until the key stops working'),
    apiVersion: z
      .enum(API_VERSIONS, { error: `apiVersion must be one of: ${API_VERSIONS.join(', ')}` })
      .optional()
      .describe(`The dated API version the key's requests follow unless they send Stockroom-Version (docs/API.md, Versions); default: the newest, ${API_VERSION}`),
  })
  .refine((input) => input.expiresAt === undefined || input.expiresInDays === undefined, { path: ['expiresInDays'], message: 'Give expiresAt or expiresInDays, not both' })
  .meta({ id: 'ApiKeyCreate' });
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeyListQuerySchema = z.strictObject({
  ...pageQueryShape,
  includeRevoked: z.enum(['true', 'false'], { error: 'includeRevoked must be true or false' }).describe('true: revoked keys too').optional(),
});
export type ApiKeyListQuery = z.infer<typeof apiKeyListQuerySchema>;

export const apiKeySchema = z
  .object({
    id: z.uuid().describe("The key's id (the `jti` of a key issued as a JWT before `sr_` keys)"),
    name: z.string(),
    keyHint: z
      .string()
      .nullable()
      .describe("The key's prefix and last 4 characters, e.g. `sr_live_…abcd`, to tell keys apart (never the key); null for a key issued as a JWT before `sr_` keys"),
    principalId: z.uuid().describe("The key's service principal: `createdBy` of what the key writes"),
    permissions: z.array(z.string()),
    warehouseId: z.uuid().nullable(),
    warehouseCode: z.string().nullable().describe('null for a key not bound to a warehouse'),
    warehouseName: z.string().nullable(),
    expiresAt: z.iso.datetime().describe('When the key stops working'),
    apiVersion: z.string().describe('The dated API version the key is pinned to: its requests follow it unless they send Stockroom-Version'),
    rolledAt: z.iso.datetime().nullable().describe('When the key was last given a new secret (POST /api/api-keys/{id}/roll); null: never'),
    previousKeyExpiresAt: z.iso.datetime().nullable().describe('Until when the secret the last roll replaced still works; null when it no longer does (or the key is revoked)'),
    revokedAt: z.iso.datetime().nullable().describe('When the key was revoked; null while it works'),
    revokedReason: z
      .enum(['revoked', 'creator-deactivated'])
      .nullable()
      .describe('Why the key was revoked: revoked by an admin, or its creator was deactivated (reactivating them does not bring the key back); null while it works'),
    lastUsedAt: z.iso.datetime().nullable().describe('When the key was last used (recorded at most once a minute per client address)'),
    lastUsedFrom: z.string().nullable().describe('Client address of that use'),
    createdBy: z.uuid(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema
  .extend({ key: z.string().describe('The key, `sr_live_…` or `sr_test_…` (send as `Authorization: Bearer <key>`): shown once, never again') })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** POST /api/api-keys/{id}/roll (decision 0017). */
export const apiKeyRollSchema = z
  .strictObject({
    id: uuidInput(),
    expireOldInHours: overlapHours().describe("Hours the replaced secret keeps working, so the system using it can switch (never past the key's expiry); default 0: refused from the next request"),
    expiresAt: isoDate('Expires at', { time: true }).optional().describe('When the new secret stops working; default: API_KEY_EXPIRY_DAYS (365) days from now, at most API_KEY_MAX_EXPIRY_DAYS'),
    expiresInDays: expiresInDays.optional().describe('Instead of expiresAt: days from now'),
  })
  .refine((input) => input.expiresAt === undefined || input.expiresInDays === undefined, { path: ['expiresInDays'], message: 'Give expiresAt or expiresInDays, not both' })
  .meta({ id: 'ApiKeyRoll' });
export type ApiKeyRoll = z.infer<typeof apiKeyRollSchema>;
