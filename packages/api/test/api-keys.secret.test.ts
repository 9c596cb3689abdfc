/**
 * The text of an API key (decision 0017): `sr_test_`/`sr_live_`, 32 random base62 characters and a
 * 6-character CRC32 checksum; a key whose checksum does not hold is refused before any database read.
 */
import type { Db } from '@stockroom/db';
import { describe, expect, it } from 'vitest';
import { apiKeySession } from '../src/auth/api-keys.service.js';
import { API_KEY_PATTERN, apiKeyHint, hashApiKey, isWellFormedApiKey, newApiKeySecret } from '../src/auth/api-keys.secret.js';

describe('API key text', () => {
  it('is the prefix of its environment, 32 random base62 characters and a checksum that holds', () => {
    const keys = Array.from({ length: 200 }, (_, i) => newApiKeySecret(i % 2 ? 'live' : 'test'));
    for (const [i, key] of keys.entries()) {
      expect(key).toMatch(i % 2 ? /^sr_live_[0-9A-Za-z]{38}$/ : /^sr_test_[0-9A-Za-z]{38}$/);
      expect(API_KEY_PATTERN.test(`token=${key};`)).toBe(true);
      expect(isWellFormedApiKey(key)).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
    // Every base62 character turns up among 6,400 random ones.
    expect(new Set(keys.flatMap((key) => [...key.slice(8, 40)])).size).toBe(62);
  });

  it('fails its checksum after any one change, a cut or an addition', () => {
    const key = newApiKeySecret('live');
    for (let at = 8; at < key.length; at += 1) {
      const other = key[at] === 'a' ? 'b' : 'a';
      expect(isWellFormedApiKey(key.slice(0, at) + other + key.slice(at + 1)), `position ${at}`).toBe(false);
    }
    for (const bad of [key.slice(0, -1), `${key}a`, key.replace('sr_live_', 'sr_test_'), key.replace('sr_live_', 'sr_prod_'), ` ${key}`, '']) expect(isWellFormedApiKey(bad), bad).toBe(false);
  });

  it('is stored as its SHA-256 in hex and shown as its prefix and last 4 characters', () => {
    const key = newApiKeySecret('test');
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).not.toBe(hashApiKey(newApiKeySecret('test')));
    expect(apiKeyHint(key)).toBe(`sr_test_…${key.slice(-4)}`);
  });

  it('is refused by its checksum without a database read', async () => {
    const untouchable = new Proxy(
      {},
      {
        get() {
          throw new Error('the database was read');
        },
      },
    ) as Db;
    const key = newApiKeySecret('live');
    expect(await apiKeySession(untouchable, `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`, undefined)).toBeUndefined();
    await expect(apiKeySession(untouchable, key, undefined)).rejects.toThrow('the database was read');
  });
});
