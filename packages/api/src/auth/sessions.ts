/**
 * Recently authenticated callers by access token, so that a request does not verify its token and
 * read its user again. Only active users are cached, and a cached caller is served until the first
 * of: its token's expiry, `ttlMs` after it was read, or a change to any user in this process
 * (forgetAll, which each such change calls once its transaction has committed). A change made by
 * another process (or in the database directly) is therefore seen here only after up to `ttlMs`:
 * within that window SPEC 5.2's check uses the user as it was read. `ttlMs` 0 reads it every time.
 * Token revocation (decision 0013) follows the same rule: a token revoked through this process is
 * refused on its next request, one revoked through another process within `ttlMs`. So does a change
 * to an API key's creator (its role, warehouse or deactivation), which authentication reads with
 * the key.
 * The cache also keeps, by the same rules, which live API key a token is, which the rate limiter
 * asks before authentication (liveKeyId). Rolling or revoking a key clears it too.
 */
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../immutable.js';
import type { Actor } from './identity.js';

/** A live API key: its id, and until when the secret it was asked about is valid (milliseconds since the epoch). */
export interface LiveKey {
  id: string;
  validUntil: number;
}

/** A caller read for a token, and when that token expires (milliseconds since the epoch). */
export interface CachedSession {
  actor: Actor;
  expiresAt: number;
}

export class SessionCache {
  private readonly cache: LRUCache<string, CachedSession> | undefined;
  /** The live API key a token is and until when (null for none), by the token's hash or the JWT key's id and principal: the answer, or the read under way. */
  private readonly liveKeys: LRUCache<string, Promise<LiveKey | null>> | undefined;
  /** Bumped by forgetAll, so that a caller read before a change is not cached after it. */
  private generation = 0;

  /** Keeps at most `max` callers, each for `ttlMs` milliseconds; 0 disables the cache. */
  constructor(ttlMs: number, max = 10_000) {
    this.cache = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : undefined;
    this.liveKeys = ttlMs > 0 ? new LRUCache({ max, ttl: ttlMs }) : undefined;
  }

  /**
   * The id of the live API key that `key` names (a token's hash, or a JWT key's id and principal),
   * undefined when none is live or its secret's validity has ended since: cached, else read by
   * `load` (concurrent askers share one read). A read that fails is not kept, and its error is the
   * caller's.
   */
  async liveKeyId(key: string, load: () => Promise<LiveKey | undefined>): Promise<string | undefined> {
    const live = await this.liveKeyRead(key, load);
    return live && live.validUntil > Date.now() ? live.id : undefined;
  }

  private liveKeyRead(key: string, load: () => Promise<LiveKey | undefined>): Promise<LiveKey | null> {
    const cached = this.liveKeys?.get(key);
    if (cached) return cached;
    const loading = load().then((live) => live ?? null);
    if (!this.liveKeys) return loading;
    const cache = this.liveKeys;
    cache.set(key, loading);
    loading.catch(() => {
      if (cache.peek(key) === loading) cache.delete(key);
    });
    return loading;
  }

  /**
   * The caller of `token`: cached, else read by `load` (undefined for a token or user that does
   * not authenticate, which is never cached).
   */
  async resolve(token: string, load: () => Promise<CachedSession | undefined>): Promise<Actor | undefined> {
    const cached = this.cache?.get(token);
    if (cached && cached.expiresAt > Date.now()) return cached.actor;
    const generation = this.generation;
    const loaded = await load();
    if (loaded && generation === this.generation) this.cache?.set(token, deepFreeze(loaded));
    return loaded?.actor;
  }

  /** Forgets every cached caller: call after any change to a user has committed. */
  forgetAll(): void {
    this.generation += 1;
    this.cache?.clear();
    this.liveKeys?.clear();
  }
}
