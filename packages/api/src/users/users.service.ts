/**
 * User use cases: administration (issue 5), authentication, the CLI and start-up. Users are never
 * deleted: deactivation keeps audit references valid. No result ever carries a password hash.
 */
import { randomUUID } from 'node:crypto';
import { foreignKeyViolation, uniqueViolation, type Db } from '@stockroom/db';
import { revokeApiKeysOfCreator, type SessionCache } from '../auth/index.js';
import { permissionsOf } from '../auth/permissions.js';
import { AppError } from '../errors.js';
import { assertMatches } from '../preconditions.js';
import { isUuid } from '../validation.js';
import { pageOf, pageResult } from '../pagination.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import * as repo from './users.repository.js';
import type { User, UserCreate, UserListQuery, UserUpdate } from './users.schema.js';

export type { UserRow } from './users.repository.js';


/** DUPLICATE_ERROR (409) for a taken e-mail, VALIDATION_ERROR (400) for an unknown warehouse; rethrows anything else. */
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
    userWriteError(error);
  }
}

/**
 * Creates the service principal of an API key (issue 17) in the caller's transaction: a users row
 * of kind `service` named after the key, which no password signs in as and /api/users does not
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

/** Throws NOT_FOUND (404) "User not found" (also for a malformed id, and for an API key's service principal). */
export async function getUser(db: Db, id: string): Promise<User> {
  const row = isUuid(id) ? await repo.findUserById(db, id) : undefined;
  if (row?.kind !== 'person') throw AppError.notFound('User');
  return toUser(row);
}

/** Lists users by name with the filters of UserListQuery (both list forms), each with its warehouse's code and name (issue 19). */
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
 * Updates a user, stamped with the actor; a new password is hashed. Guards, decided under row locks
 * so two admins cannot remove each other: an admin cannot deactivate or demote themselves, and the
 * last active admin cannot be deactivated or demoted. A new password, a deactivation, another role
 * or another warehouse revoke the user's tokens (its token version is bumped in the same
 * statement); reactivating does not bring them back. Deactivating also revokes, in
 * the same transaction, every API key the user made (reason 'creator-deactivated'); another role or
 * warehouse narrows those keys at their next authentication (see apiKeyActor); a key being created
 * meanwhile holds the user's row (holdActiveUser), so it is revoked too or refused. Once committed,
 * `sessions` forgets its cached callers, so the change takes effect on the user's next request. Throws
 * NOT_FOUND (404); CONFLICT (409) for the guards; DUPLICATE_ERROR (409) for a taken e-mail;
 * VALIDATION_ERROR (400) for an unknown warehouse; PRECONDITION_FAILED (412) when `ifMatch` no
 * longer matches the user (preconditions.ts).
 */
export async function updateUser(db: Db, sessions: SessionCache, id: string, input: UserUpdate, actor: { id: string }, ifMatch?: string): Promise<User> {
  const user = await db.transaction(async (tx) => {
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
      if (input.isActive === false) await revokeApiKeysOfCreator(tx, id, actor.id);
      return toUser(row!);
    } catch (error) {
      userWriteError(error);
    }
  });
  sessions.forgetAll();
  return user;
}

/** DELETE /api/users/{id}: deactivates, never removes (audit references stay valid). Guards and errors as updateUser. */
export function deactivateUser(db: Db, sessions: SessionCache, id: string, actor: { id: string }): Promise<User> {
  return updateUser(db, sessions, id, { isActive: false }, actor);
}

/**
 * PUT /api/auth/password: the caller changes its own password, which revokes every token issued to
 * it, the one of this request included (issue 13): the caller signs in again with the new password.
 * `sessions` forgets its cached callers once the change is stored. Throws VALIDATION_ERROR (400)
 * with details.currentPassword when the current password is wrong.
 */
export async function changePassword(db: Db, sessions: SessionCache, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  const row = await repo.findUserById(db, userId);
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
    throw AppError.validation('Invalid request data', { currentPassword: ['Current password is incorrect'] });
  }
  await repo.updateUser(db, userId, { passwordHash: await hashPassword(newPassword), updatedBy: userId });
  sessions.forgetAll();
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
