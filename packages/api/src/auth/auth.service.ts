import type { Db } from '@stockroom/db';
import { AppError } from '../errors.js';
import { recordLogin, toUser, verifyCredentials } from '../users/index.js';
import type { Session } from './auth.schema.js';
import type { TokenIssuer } from './tokens.js';

/**
 * Exchanges e-mail (any case) and password for an access token valid `tokens.ttlSeconds` seconds,
 * and records the login time. Throws UNAUTHORIZED (401) "Invalid email or password" for wrong
 * credentials or an inactive user (the same answer, so neither is revealed).
 */
export async function login(db: Db, tokens: TokenIssuer, email: string, password: string): Promise<Session> {
  const row = await verifyCredentials(db, email, password);
  if (!row) throw AppError.unauthorized('Invalid email or password');
  await recordLogin(db, row.id);
  return {
    accessToken: tokens.sign(row),
    tokenType: 'Bearer',
    expiresIn: tokens.ttlSeconds,
    user: toUser({ ...row, lastLoginAt: new Date() }),
  };
}
