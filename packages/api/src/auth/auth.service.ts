import type { Db } from '@stockroom/db';
import { AppError } from '../errors.js';
import { recordLogin, replacePassword, toUser, verifyCredentials } from '../users/index.js';
import type { Session } from './auth.schema.js';
import type { LoginThrottle } from './login-throttle.js';
import type { SessionCache } from './sessions.js';
import type { TokenIssuer } from './tokens.js';

/**
 * Exchanges e-mail (any case) and password for an access token valid `tokens.ttlSeconds` seconds,
 * and records the login time. Throws UNAUTHORIZED "Invalid email or password" for wrong
 * credentials or an inactive user (the same answer, so neither is revealed), and
 * RATE_LIMIT_EXCEEDED (with the seconds to wait) while the account is throttled: each attempt
 * is counted before its password is checked (login-throttle.ts), and after LOGIN_MAX_FAILURES of
 * them in a window the next is refused unchecked, even with the right password; a successful
 * sign-in clears the count.
 */
export async function login(db: Db, tokens: TokenIssuer, throttle: LoginThrottle, email: string, password: string): Promise<Session> {
  const account = email.toLowerCase();
  const wait = await throttle.attempt(account);
  if (wait > 0) throw AppError.rateLimited('Too many failed login attempts for this account; try again later', wait);
  let row: Awaited<ReturnType<typeof verifyCredentials>>;
  try {
    row = await verifyCredentials(db, email, password);
  } catch (error) {
    await throttle.refund(account);
    throw error;
  }
  if (!row) throw AppError.unauthorized('Invalid email or password');
  await throttle.succeeded(account);
  await recordLogin(db, row.id);
  return {
    accessToken: tokens.sign(row),
    tokenType: 'Bearer',
    expiresIn: tokens.ttlSeconds,
    user: toUser({ ...row, lastLoginAt: new Date() }),
  };
}

/**
 * PUT /api/auth/password: the caller `userId` changes its own password, which revokes every token
 * issued to it, the one of this request included (decision 0013): the caller signs in again with
 * the new password. The users module stores it (replacePassword); `sessions` then forgets its
 * cached callers. Throws VALIDATION_ERROR "Invalid request data" with details.currentPassword when
 * the current password is wrong.
 */
export async function changePassword(db: Db, sessions: SessionCache, userId: string, currentPassword: string, newPassword: string): Promise<void> {
  await replacePassword(db, userId, currentPassword, newPassword);
  sessions.forgetAll();
}
