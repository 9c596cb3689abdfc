/**
 * The store of login throttling (issue 13), with rate-limiter-flexible: failed sign-ins per account
 * in a fixed window, in memory, or in Redis shared by every process when REDIS_URL is set (with an
 * in-memory fallback while Redis is down).
 */
import type { LoginThrottle } from '@stockroom/api';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LoginThrottleOptions {
  /** Failed sign-ins allowed per account in a window; the next attempt is refused until it ends. */
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
    async wait(email) {
      const state = await limiter.get(email);
      return state && state.consumedPoints >= maxFailures ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
    async failed(email) {
      // Rejects once the points are spent; the next wait() reports the time left.
      await limiter.consume(email).catch(() => {});
    },
    async succeeded(email) {
      await limiter.delete(email);
    },
  };
}
