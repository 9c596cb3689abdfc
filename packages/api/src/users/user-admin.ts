/**
 * The user-administration use cases that reach beyond the identity store (decision 0005): updating
 * or deactivating a user also revokes, in the same transaction, every API key a deactivated user
 * made, and forgets the cached sessions once committed. They need auth's services, so they live
 * here, imported by the users router and the package index but never re-exported by
 * users/index.ts: auth reads users through that index to authenticate, and an import of auth from
 * it would close a cycle (docs/ARCHITECTURE.md, Modules).
 */
import type { Db } from '@stockroom/db';
import { revokeApiKeysOfCreator, type SessionCache } from '../auth/index.js';
import { applyUserUpdate } from './users.service.js';
import type { User, UserUpdate } from './users.schema.js';

/**
 * PUT /api/users/{id}: updates user `id` as applyUserUpdate does (guards, token revocation, errors).
 * Deactivating also revokes, in the same transaction, every API key the user made (reason
 * 'creator-deactivated', revokeApiKeysOfCreator); another role or warehouse narrows those keys at
 * their next authentication (see apiKeyActor); a key being created meanwhile holds the user's row
 * (holdActiveUser), so it is revoked too or refused. Once committed, `sessions` forgets its cached
 * callers, so the change takes effect on the user's next request in this process. Returns the
 * updated user. Throws NOT_FOUND, CONFLICT, DUPLICATE_ERROR, VALIDATION_ERROR or
 * PRECONDITION_FAILED as applyUserUpdate.
 */
export async function updateUser(db: Db, sessions: SessionCache, id: string, input: UserUpdate, actor: { id: string }, ifMatch?: string): Promise<User> {
  const user = await applyUserUpdate(db, id, input, actor, revokeApiKeysOfCreator, ifMatch);
  sessions.forgetAll();
  return user;
}

/** DELETE /api/users/{id}: deactivates, never removes (audit references stay valid). Guards, effects and errors as updateUser. */
export function deactivateUser(db: Db, sessions: SessionCache, id: string, actor: { id: string }): Promise<User> {
  return updateUser(db, sessions, id, { isActive: false }, actor);
}
