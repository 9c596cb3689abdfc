import type { Db, Role } from '@stockroom/db';
import { AppError } from '../errors.js';
import { isUuid } from '../validation.js';
import { findUserById, toUser } from '../users/index.js';
import type { Permission } from './permissions.js';
import type { TokenIssuer } from './tokens.js';

/** The authenticated caller of a request. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: Role;
  isActive: boolean;
  warehouseId: string | null;
  permissions: Permission[];
}


/**
 * Resolves the `Authorization` header to an active user (SPEC 5.1–5.3). The user is read on every
 * request, so deactivation takes effect on that user's next request.
 * Throws UNAUTHORIZED "Authentication required" when the header is missing or not `Bearer <token>`,
 * and UNAUTHORIZED "Invalid or expired token" for a bad or expired token or an unknown or inactive user.
 */
export async function authenticate(db: Db, tokens: TokenIssuer, authorization: string | undefined): Promise<Actor> {
  if (!authorization?.startsWith('Bearer ')) throw AppError.unauthorized('Authentication required');
  const userId = tokens.verify(authorization.slice('Bearer '.length).trim());
  const row = userId && isUuid(userId) ? await findUserById(db, userId) : undefined;
  if (!row?.isActive) throw AppError.unauthorized();
  const { id, email, name, role, isActive, warehouseId, permissions } = toUser(row);
  return { id, email, name, role, isActive, warehouseId, permissions };
}
