/**
 * `Idempotency-Key` on every procedure that writes (decision 0017): a retry with the same key and
 * request returns the first response without writing again; the same key with a different request
 * is refused; a retry that arrives while the first request still runs is told to wait. Keys are per
 * caller (a user, or an API key's own principal), stored in PostgreSQL with the response, in the same
 * transaction as the write, so a write and its key commit together or not at all. The response is
 * kept sealed under the server's secret (TokenIssuer.seal): it may hold what is shown once (a new
 * API key, a webhook secret). A request that fails stores nothing: its retry runs afresh. Keys are
 * kept at least 24 hours (pruneIdempotencyKeys).
 */
import { createHash } from 'node:crypto';
import { idempotencyKeys, queryRows, type Db } from '@stockroom/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Actor } from './auth/identity.js';
import type { TokenIssuer } from './auth/tokens.js';
import { AppError } from './errors.js';
import { canonicalJson } from './output.js';

/** The `Idempotency-Key` of one request: the key the client sent (if any), and whether its response was replayed. */
export interface IdempotencyKey {
  readonly key: string | undefined;
  /** Set by `idempotent` when it returned the stored response of an earlier request instead of running the work. */
  replayed: boolean;
}

/** Longest key accepted, in characters. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Seconds a client is told to wait (`Retry-After`) when the first request under its key still runs. */
const IN_PROGRESS_RETRY_SECONDS = 1;

/** How stored responses are sealed and read back (TokenIssuer's seal and unseal). */
export type ResponseSeal = Pick<TokenIssuer, 'seal' | 'unseal'>;

export interface IdempotentRequest {
  userId: string;
  seal: ResponseSeal;
  /** The request's key; undefined (or a key of undefined) when the client sent none. */
  idempotency: IdempotencyKey | undefined;
  /** Names the use case, so one key cannot replay another operation's response. */
  operation: string;
  /** The validated input (and an upload's content); its hash tells a retry from a different request. */
  input: unknown;
}

const hashOf = (operation: string, input: unknown) =>
  createHash('sha256')
    .update(operation)
    .update(canonicalJson(input) ?? '')
    .digest('hex');

async function storedResponse<T>(db: Db, request: IdempotentRequest, key: string, hash: string): Promise<T | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'Idempotency-Key was already used with a different request');
  }
  const json = request.seal.unseal(row.response as string);
  if (json === undefined) throw new Error('The response kept for this Idempotency-Key was sealed with another server secret');
  return JSON.parse(json) as T;
}

/**
 * Runs `work` and, when the request carries a key, records its JSON result under that key in the
 * same transaction. Without a key, `work` runs on `db` itself (its use case opens its own
 * transactions). With one, `work` runs in a transaction that first takes a transaction-scoped
 * advisory lock on (caller, key): a key seen before returns the stored result instead of running
 * `work`, and marks the request `replayed`.
 * Throws VALIDATION_ERROR for a key over 255 characters; IDEMPOTENCY_CONFLICT when the key was used
 * with a different operation or input; IDEMPOTENCY_IN_PROGRESS (with a retry after 1 s) while
 * another request under the same key runs; Error (reported as INTERNAL_ERROR) when the stored
 * response was sealed under another server secret; rethrows whatever `work` throws (nothing is
 * recorded then).
 */
export async function idempotent<T>(db: Db, request: IdempotentRequest, work: (tx: Db) => Promise<T>): Promise<T> {
  const { idempotency } = request;
  const key = idempotency?.key;
  if (!idempotency || !key) return work(db);
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw AppError.validation('Invalid request data', { 'Idempotency-Key': [`Idempotency-Key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`] });
  }
  const hash = hashOf(request.operation, request.input);
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ taken: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtextextended(${`${request.userId}:${key}`}, 0)) as taken`);
    if (!lock?.taken) throw AppError.inProgress(IN_PROGRESS_RETRY_SECONDS);
    // Read under the lock: a first request that committed before it is seen, one still running cannot commit now.
    const stored = await storedResponse<T>(tx, request, key, hash);
    if (stored !== undefined) {
      idempotency.replayed = true;
      return stored;
    }
    const result = await work(tx);
    // The JSON text (jsonb would reorder an object's keys, and a replay must be the first response byte for byte), sealed.
    await tx.insert(idempotencyKeys).values({ userId: request.userId, key, operation: request.operation, requestHash: hash, response: request.seal.seal(JSON.stringify(result)) });
    return result;
  });
}

/** What a procedure's resolver is called with, as far as `idempotently` needs it (tRPC's resolver options). */
export interface WriteCall<TInput> {
  ctx: { db: Db; actor: Actor; idempotency: IdempotencyKey; tokens: ResponseSeal };
  input: TInput;
  /** The procedure's path, e.g. `salesOrders.create`: the operation a key is bound to. */
  path: string;
}

/**
 * The resolver of a procedure that writes, made to honour `Idempotency-Key` (see `idempotent`):
 * `resolve` runs with `ctx.db` the transaction that also records the key. The operation is the
 * procedure's path and the request its input (password fields left out, so no function of a
 * password is stored), plus, for an upload, the file `read` returns, which `resolve` then receives.
 * So the same key cannot replay another route's response. Throws as `idempotent`.
 */
export function idempotently<TCall extends WriteCall<unknown>, TResult, TFile>(
  resolve: (call: TCall, file: TFile) => Promise<TResult>,
  read?: (call: TCall) => Promise<TFile>,
) {
  return async (call: TCall): Promise<TResult> => {
    const { ctx } = call;
    const file = (read ? await read(call) : undefined) as TFile;
    const input = withoutPasswords(call.input);
    return idempotent(ctx.db, { userId: ctx.actor.id, seal: ctx.tokens, idempotency: ctx.idempotency, operation: call.path, input: read ? { input, file } : input }, (tx) =>
      resolve({ ...call, ctx: { ...ctx, db: tx } }, file),
    );
  };
}

/** `input` without its top-level fields named like a password (`password`, `newPassword`, …). */
const withoutPasswords = (input: unknown): unknown =>
  input && typeof input === 'object' && !Array.isArray(input) ? Object.fromEntries(Object.entries(input).filter(([name]) => !/password/i.test(name))) : input;

/** Deletes keys older than `olderThanHours` (default 24). Returns how many were deleted. */
export async function pruneIdempotencyKeys(db: Db, olderThanHours = 24): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${olderThanHours})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
