/**
 * The store of login throttling, with rate-limiter-flexible: sign-in attempts per account in a
 * fixed window, in memory, or in Redis shared by every process when REDIS_URL is set (with an
 * in-memory fallback while Redis is down). Each attempt is one `consume`, an atomic increment in
 * either store, so concurrent attempts cannot pass one check together.
 */
import type { LoginThrottle } from '@stockroom/api';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LoginThrottleOptions {
  /** Sign-in attempts allowed per account in a window (a successful one clears the count); the next is refused until it ends. */
  maxFailures: number;
  /** The window, in milliseconds. */
  windowMs: number;
  redis?: Redis | undefined;
}

/** A LoginThrottle over memory, or over `redis` when given. */
export function createLoginThrottle({ maxFailures, windowMs, redis }: LoginThrottleOptions): LoginThrottle {
  const options = { points: maxFailures, duration: Math.max(1, Math.ceil(windowMs / 1000)), keyPrefix: 'stockroom-login' };
  const memory = new RateLimiterMemory(options);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
    : memory;
  return {
    async attempt(email) {
      try {
        await limiter.consume(email);
        return 0;
      } catch (refusal) {
        // consume rejects with the store's state once the window's points are spent, with its own error otherwise.
        if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw refusal;
      }
    },
    async refund(email) {
      await limiter.reward(email).catch(() => {});
    },
    async succeeded(email) {
      await limiter.delete(email);
    },
  };
}
