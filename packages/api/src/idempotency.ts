/**
 * `Idempotency-Key` for mutating use cases: a retry with the same key and request returns the first
 * response without writing again; the same key with a different request is refused. Keys are per
 * user, stored in PostgreSQL with the response, in the same transaction as the write, so a write and
 * its key commit together or not at all. Keys are kept at least 24 hours (pruneIdempotencyKeys).
 */
import { createHash } from 'node:crypto';
import { idempotencyKeys, type Db } from '@stockroom/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from './errors.js';

/** The request header of a REST route that honours `Idempotency-Key`, for its `meta.openapi.requestHeaders`. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().max(255).optional().describe('Retrying with the same key and body returns the first response without writing again'),
});

/** The `Idempotency-Key` of one request: the key the client sent (if any), and whether its response was replayed. */
export interface IdempotencyKey {
  readonly key: string | undefined;
  /** Set by `idempotent` when it returned the stored response of an earlier request instead of running the work. */
  replayed: boolean;
}

export interface IdempotentRequest {
  userId: string;
  /** The request's key; undefined (or a key of undefined) when the client sent none. */
  idempotency: IdempotencyKey | undefined;
  /** Names the use case, so one key cannot replay another operation's response. */
  operation: string;
  /** The validated input; its hash tells a retry from a different request. */
  input: unknown;
}

const hashOf = (operation: string, input: unknown) => createHash('sha256').update(operation).update(JSON.stringify(input)).digest('hex');

async function storedResponse<T>(db: Db, userId: string, key: string, hash: string): Promise<T | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'Idempotency-Key was already used with a different request');
  }
  // Kept as its JSON text (see idempotent); rows stored before that hold the object itself.
  return (typeof row.response === 'string' ? JSON.parse(row.response) : row.response) as T;
}

/**
 * Runs `work` in one transaction (the use case's transaction) and, when the request carries a key,
 * records its JSON result under that key in the same transaction. A key seen before returns the
 * stored result instead of running `work`, and marks the request `replayed`. Throws VALIDATION_ERROR for a key over 255
 * characters, IDEMPOTENCY_CONFLICT when the key was used with a different operation or input; rethrows whatever `work` throws (nothing is recorded then).
 */
export async function idempotent<T>(db: Db, request: IdempotentRequest, work: (tx: Db) => Promise<T>): Promise<T> {
  const { idempotency } = request;
  const key = idempotency?.key;
  if (!idempotency || !key) return db.transaction(work);
  if (key.length > 255) throw AppError.validation('Invalid request data', { 'Idempotency-Key': ['Idempotency-Key must be at most 255 characters'] });
  const hash = hashOf(request.operation, request.input);
  const replay = async () => {
    const stored = await storedResponse<T>(db, request.userId, key, hash);
    if (stored !== undefined) idempotency.replayed = true;
    return stored;
  };
  const earlier = await replay();
  if (earlier !== undefined) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx);
      // The JSON text, not the object: jsonb would reorder its keys, and a replay must be the first response byte for byte.
      await tx.insert(idempotencyKeys).values({ userId: request.userId, key, operation: request.operation, requestHash: hash, response: JSON.stringify(result) });
      return result;
    });
  } catch (error) {
    // A concurrent request with the same key committed first: whether this attempt then collided
    // on the key or failed a rule the first one changed (an order already received), answer as it did.
    const winner = await replay();
    if (winner !== undefined) return winner;
    throw error;
  }
}

/** Deletes keys older than `olderThanHours` (default 24). Returns how many were deleted. */
export async function pruneIdempotencyKeys(db: Db, olderThanHours = 24): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${olderThanHours})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
