/**
 * The identity store: users, their passwords and credentials, and API keys' service principals,
 * for administration (decision 0005), authentication, the CLI and start-up. Users are never
 * deleted: deactivation keeps audit references valid. No result ever carries a password hash.
 * It imports nothing of auth but the shared leaf permissions.ts: what a change to a user also does
 * to API keys and cached sessions is the caller's (user-admin.ts, auth.service.ts), so auth, which
 * reads users to authenticate, closes no import cycle through it (docs/ARCHITECTURE.md, Modules).
 */
import { randomUUID } from 'node:crypto';
import { foreignKeyViolation, uniqueViolation, type Db } from '@stockroom/db';
import { permissionsOf } from '../auth/permissions.js';
import { AppError } from '../errors.js';
import { assertMatches } from '../preconditions.js';
import { isUuid } from '../validation.js';
import { pageOf, pageResult } from '../pagination.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import * as repo from './users.repository.js';
import type { User, UserCreate, UserListQuery, UserUpdate } from './users.schema.js';

export type { UserRow } from './users.repository.js';


/** DUPLICATE_ERROR for a taken e-mail, VALIDATION_ERROR for an unknown warehouse; rethrows anything else. */
function userWriteError(error: unknown): never {
  if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
  if (foreignKeyViolation(error)) throw AppError.validation('Invalid request data', { warehouseId: ['Warehouse not found'] });
  throw error;
}

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
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Creates a user with a scrypt-hashed password, stamped with `actorId` when given.
 * Throws DUPLICATE_ERROR "Record already exists" when the e-mail is taken (any case).
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
    userWriteError(error);
  }
}

/**
 * Creates the service principal of an API key (decision 0017) in the caller's transaction: a users
 * row of kind `service` named after the key, which no password signs in as and /api/users does not
 * show. Returns its id.
 */
export async function createServicePrincipal(tx: Db, name: string, actorId: string): Promise<string> {
  const row = await repo.insertUser(tx, {
    email: `${randomUUID()}@api-keys.invalid`,
    name,
    role: 'viewer',
    kind: 'service',
    passwordHash: await decoyPasswordHash,
    createdBy: actorId,
    updatedBy: actorId,
  });
  return row.id;
}

/**
 * True when user `id` is active, read in the caller's transaction under a FOR SHARE lock of its row,
 * held until that transaction ends: a deactivation under way is waited for and seen, and one that
 * starts later waits for the caller's commit (so it finds what the caller wrote, such as an API key
 * to revoke with the user).
 */
export async function holdActiveUser(tx: Db, id: string): Promise<boolean> {
  return (await repo.shareLockedIsActive(tx, id)) === true;
}

/** Deactivates the service principal `id` of a revoked API key, in the caller's transaction. */
export async function deactivateServicePrincipal(tx: Db, id: string, actorId: string): Promise<void> {
  await repo.updateUser(tx, id, { isActive: false, updatedBy: actorId });
}

/** Throws NOT_FOUND "User not found" (also for a malformed id, and for an API key's service principal). */
export async function getUser(db: Db, id: string): Promise<User> {
  const row = isUuid(id) ? await repo.findUserById(db, id) : undefined;
  if (row?.kind !== 'person') throw AppError.notFound('User');
  return toUser(row);
}

/** Lists users by name with the filters of UserListQuery, one page (Page, pagination.ts), each with its warehouse's code and name (decision 0019). */
export async function listUsers(db: Db, query: UserListQuery) {
  const page = pageOf(query);
  const { rows, total } = await repo.listUsers(
    db,
    { role: query.role, isActive: query.isActive === undefined ? undefined : query.isActive === 'true', warehouseId: query.warehouseId, search: query.search || undefined },
    page,
  );
  return pageResult(rows.map(({ user, ...warehouse }) => ({ ...toUser(user), warehouseCode: warehouse.warehouseCode, warehouseName: warehouse.warehouseName })), page, total);
}

/**
 * What a deactivation also does, in its transaction `tx`, to what user `userId` owns outside the
 * identity store, on behalf of `actorId`: user-admin.ts passes the revocation of the user's API
 * keys (decision 0017).
 */
export type OnDeactivate = (tx: Db, userId: string, actorId: string) => Promise<void>;

/**
 * Updates user `id` in one transaction, stamped with the actor; a new password is hashed. Guards,
 * decided under row locks so two admins cannot remove each other: an admin cannot deactivate or
 * demote themselves, and the last active admin cannot be deactivated or demoted. A new password, a
 * deactivation, another role or another warehouse revoke the user's tokens (its token version is
 * bumped in the same statement); reactivating does not bring them back. A deactivation
 * (`isActive: false`) runs `onDeactivate` in the same transaction, after the row is written. The
 * caller forgets cached sessions once this resolves (user-admin.ts updateUser, the use case).
 * Throws NOT_FOUND "User not found" (also for a malformed id and a service principal); CONFLICT for
 * the guards; DUPLICATE_ERROR for a taken e-mail; VALIDATION_ERROR for an unknown warehouse;
 * PRECONDITION_FAILED when `ifMatch` no longer matches the user (preconditions.ts).
 */
export async function applyUserUpdate(db: Db, id: string, input: UserUpdate, actor: { id: string }, onDeactivate: OnDeactivate, ifMatch?: string): Promise<User> {
  return db.transaction(async (tx) => {
    const admins = input.role !== undefined || input.isActive !== undefined ? await repo.lockActiveAdmins(tx) : [];
    if (ifMatch !== undefined && isUuid(id)) await repo.lockUser(tx, id);
    const target = isUuid(id) ? await repo.findUserById(tx, id) : undefined;
    if (target?.kind !== 'person') throw AppError.notFound('User');
    assertMatches(ifMatch, toUser(target));
    const losesAdmin = target.role === 'admin' && target.isActive && ((input.role !== undefined && input.role !== 'admin') || input.isActive === false);
    if (losesAdmin && target.id === actor.id) throw new AppError('CONFLICT', 'You cannot deactivate or demote yourself');
    if (losesAdmin && admins.length <= 1) throw new AppError('CONFLICT', 'The last active admin cannot be deactivated or demoted');
    const { password, ...fields } = input;
    try {
      const row = await repo.updateUser(tx, id, {
        ...fields,
        ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
        updatedBy: actor.id,
      });
      if (input.isActive === false) await onDeactivate(tx, id, actor.id);
      return toUser(row!);
    } catch (error) {
      userWriteError(error);
    }
  });
}

/**
 * Replaces user `userId`'s password with `newPassword` (scrypt-hashed) once `currentPassword`
 * matches, which revokes every token issued to the user (its token version is bumped in the same
 * statement, decision 0013). The caller forgets cached sessions once this resolves (auth.service.ts
 * changePassword). Throws VALIDATION_ERROR "Invalid request data" with details.currentPassword
 * when the current password is wrong or the user is unknown.
 */
export async function replacePassword(db: Db, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const row = await repo.findUserById(db, userId);
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
    throw AppError.validation('Invalid request data', { currentPassword: ['Current password is incorrect'] });
  }
  await repo.updateUser(db, userId, { passwordHash: await hashPassword(newPassword), updatedBy: userId });
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
  return row && valid && row.isActive && row.kind === 'person' ? row : undefined;
}
