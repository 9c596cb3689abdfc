/**
 * `npm start`. With WORKERS of 1 or more (default 1) this process is the supervisor
 * (supervisor.ts), a cluster primary that runs the server (serve.ts) in WORKERS worker processes and
 * replaces one that dies; with WORKERS=0 it is the server itself, for a platform that supervises
 * processes on its own.
 */
import cluster from 'node:cluster';
import { pino } from 'pino';
import { createLogger } from './logger.js';
import { exitOnUncaught, supervise, workersOf } from './supervisor.js';

const workers = workersOf(process.env);
if (cluster.isPrimary && workers > 0) {
  // The workers validate the whole configuration; the primary only needs its log level (default info).
  const level = process.env.LOG_LEVEL;
  const log = createLogger(level && (level === 'silent' || level in pino.levels.values) ? level : 'info');
  exitOnUncaught(log);
  supervise({ workers, log });
} else {
  void import('./serve.js').then(({ serve }) => serve());
}
