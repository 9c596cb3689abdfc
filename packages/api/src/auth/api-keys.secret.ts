/**
 * The text of an API key (decision 0017), shaped like GitHub's tokens so that a secret scanner can
 * recognise one and the server can refuse a mistyped or made-up one without reading the database:
 * `sr_live_` (issued by a server with NODE_ENV=production) or `sr_test_` (any other), 32 random
 * base62 characters, and 6 base62 characters of the CRC32 of everything before them. The database
 * keeps only the key's SHA-256 (hex) and its hint (`sr_live_…abcd`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** Which prefix a server issues: `live` in production (NODE_ENV=production), `test` elsewhere. */
export type ApiKeyEnvironment = 'live' | 'test';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Random characters after the prefix (about 190 bits). */
export const SECRET_LENGTH = 32;
/** Characters of the checksum: CRC32 (below 62^6) in base62, zero-padded. */
export const CHECKSUM_LENGTH = 6;

/**
 * What a secret scanner looks for: a key anywhere in a text (the pattern of docs/INTEGRATION.md,
 * "Secret scanning"; a test holds the two equal).
 */
export const API_KEY_PATTERN = /\bsr_(live|test)_[0-9A-Za-z]{38}\b/;
const WHOLE_KEY = /^sr_(live|test)_[0-9A-Za-z]{38}$/;

/** The 6 base62 characters of the CRC32 of `text` (its UTF-8 bytes). */
function checksum(text: string): string {
  let value = crc32(text);
  let digits = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i += 1) {
    digits = BASE62[value % 62]! + digits;
    value = Math.floor(value / 62);
  }
  return digits;
}

/** `length` base62 characters from crypto.randomBytes, unbiased (bytes of 248 and more are drawn again). */
function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && text.length < length) text += BASE62[byte % 62];
    }
  }
  return text;
}

/** A new key for `environment`: `sr_<environment>_` + 32 random base62 characters + 6 of checksum (46 characters in all). */
export function newApiKeySecret(environment: ApiKeyEnvironment): string {
  const body = `sr_${environment}_${randomBase62(SECRET_LENGTH)}`;
  return body + checksum(body);
}

/** True when `token` has a key's prefix (`sr_`): it is then a key or nothing, never a JWT. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith('sr_');
}

/** True when `token` is a whole key whose checksum matches: a typo or a made-up key is false, with no database read. */
export function isWellFormedApiKey(token: string): boolean {
  if (!WHOLE_KEY.test(token)) return false;
  const split = token.length - CHECKSUM_LENGTH;
  return checksum(token.slice(0, split)) === token.slice(split);
}

/** The SHA-256 of `key`, in hex (64 characters): what api_keys.secret_hash holds and lookups compare. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What lists show of `key`: its prefix and last 4 characters, e.g. `sr_live_…abcd`. */
export function apiKeyHint(key: string): string {
  return `${key.slice(0, 'sr_live_'.length)}…${key.slice(-4)}`;
}
