/**
 * User use cases needed by authentication, the CLI and start-up. Users are never deleted:
 * deactivation keeps audit references valid.
 */
import { type Db } from '@stockroom/db';
import { permissionsOf } from '../auth/permissions.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import { AppError } from '../errors.js';
import { uniqueViolation } from '@stockroom/db';
import * as repo from './users.repository.js';
import type { User, UserCreate } from './users.schema.js';

export type { UserRow } from './users.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The response form of a stored user: derived permissions, ISO times, no password hash. */
export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    warehouseId: row.warehouseId,
    permissions: permissionsOf(row.role),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Creates a user with a scrypt-hashed password, stamped with `actorId` when given.
 * Throws DUPLICATE_ERROR "Record already exists" (409) when the e-mail is taken (any case).
 */
export async function createUser(db: Db, input: UserCreate, actorId?: string): Promise<User> {
  try {
    const row = await repo.insertUser(db, {
      email: input.email,
      name: input.name,
      role: input.role,
      warehouseId: input.warehouseId ?? null,
      passwordHash: await hashPassword(input.password),
      createdBy: actorId ?? null,
      updatedBy: actorId ?? null,
    });
    return toUser(row);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
    throw error;
  }
}

/**
 * Activates or deactivates a user, stamped with `actorId` when given. Deactivation takes effect on
 * the user's next request (authentication reads the user every time) and blocks login.
 * Throws NOT_FOUND (404) "User not found" when no user has `id`.
 */
export async function setUserActive(db: Db, id: string, isActive: boolean, actorId?: string): Promise<User> {
  const row = UUID.test(id) ? await repo.updateUserActive(db, id, isActive, actorId) : undefined;
  if (!row) throw AppError.notFound('User');
  return toUser(row);
}

export const findUserById = repo.findUserById;
export const findUserByEmail = repo.findUserByEmail;
export const recordLogin = (db: Db, id: string): Promise<void> => repo.setLastLogin(db, id, new Date());
export const countUsers = repo.countUsers;

/**
 * The active user whose e-mail (any case) and password match, else undefined. An unknown e-mail
 * still costs one hash comparison, so timing does not reveal which e-mails exist.
 */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<repo.UserRow | undefined> {
  const row = await repo.findUserByEmail(db, email);
  const valid = await verifyPassword(password, row?.passwordHash ?? (await decoyPasswordHash));
  return row && valid && row.isActive ? row : undefined;
}
