/**
 * Conditional requests (RFC 9110 §13): entity tags of what procedures return, and the `If-Match`
 * check that keeps two clients editing one record from overwriting each other silently (decision 0014).
 * The REST edge sends `entityTag(data)` as the `ETag` of a record; an update sent with that tag in
 * `If-Match` applies only while the record, as its GET would return it, is unchanged.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@stockroom/db';
import { AppError } from './errors.js';
import { canonicalJson } from './output.js';

/**
 * The strong entity tag of `value` as a client receives it: a quoted hash of its JSON with sorted
 * keys, so the same record read by two code paths has one tag. `text` instead tags a response body.
 */
export function entityTag(value: unknown): string {
  return tagOf(canonicalJson(value) ?? '');
}

/** The strong entity tag of a response body as sent. */
export const tagOf = (text: string): string => `"${createHash('sha1').update(text).digest('base64url')}"`;

/**
 * Throws PRECONDITION_FAILED when `ifMatch` (an `If-Match` header: `*` or a list of entity tags) is
 * given and names no tag of `current`, the record as its GET returns it, read in the updating
 * transaction after its row is locked. Weak tags never match (RFC 9110 §13.1.1 compares strongly).
 */
export function assertMatches(ifMatch: string | undefined, current: unknown): void {
  if (ifMatch === undefined || ifMatch.trim() === '*') return;
  const tag = entityTag(current);
  if (!ifMatch.split(',').some((candidate) => candidate.trim() === tag)) throw AppError.preconditionFailed();
}

/**
 * Runs `update` in one transaction under the `If-Match` precondition (decision 0014): with `ifMatch`, it
 * first runs `current`, which must lock the record's row and return the record as its GET would
 * (throwing NOT_FOUND when there is none), and checks the tag. Two clients holding the same tag
 * therefore cannot both write: the second waits for the first's lock and then sees a changed
 * record. Throws PRECONDITION_FAILED, or what the steps throw.
 */
export function ifMatching<T>(db: Db, ifMatch: string | undefined, current: (tx: Db) => Promise<unknown>, update: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (ifMatch !== undefined) assertMatches(ifMatch, await current(tx));
    return update(tx);
  });
}
