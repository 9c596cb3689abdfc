/**
 * The Redis connection that rate-limit counts and login throttling share across processes
 * (REDIS_URL). Built to fail open fast (decision 0013): no offline queue, a 50 ms command timeout, so
 * while Redis is down every command fails at once and the limiters let requests through; ioredis
 * reconnects by itself; one warning per outage, one line when it is back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Longest a rate-limit command may take before the request goes on without it, in milliseconds. */
export const REDIS_COMMAND_TIMEOUT_MS = 50;

/** A client of `url` that logs its outages on `log`; the caller quits it. */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  let down = false;
  const lost = (err?: Error) => {
    if (down) return;
    down = true;
    log.warn({ err }, 'Redis is unreachable: rate limits and login throttling are counted per process until it is back');
  };
  // A lost connection is 'reconnecting' at once; a failed (re)connect is an 'error'.
  redis.on('reconnecting', () => lost());
  redis.on('error', lost);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again: rate limits are shared again');
  });
  return redis;
}
