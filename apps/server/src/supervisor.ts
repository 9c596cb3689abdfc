/**
 * The server's own supervisor: `npm start` runs as a cluster primary (node:cluster) that starts
 * WORKERS server processes (serve.ts), starts another in place of one that dies (after a delay that
 * grows while they keep dying) and, on SIGTERM or SIGINT, stops them gracefully. The workers share
 * the listening port. The first worker starts alone, so migrations and the first admin are done
 * once before the others start; if it cannot start (it printed why, in one line), the primary
 * exits with its status. This module stays light: the primary loads neither the API nor a database
 * driver.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { z } from 'zod';

/** WORKERS: server processes the primary runs; 0 serves in the one process, without a supervisor. */
export const workersSetting = z.coerce.number().int().min(0).max(256).default(1);

/** What a worker sends the primary once it serves (startServer returned). */
export const READY = { stockroom: 'ready' } as const;

/**
 * WORKERS of `env` as the primary reads it: the default (1) when unset or invalid, in which case
 * the one worker started reports the invalid value (loadConfig) and the primary exits 1.
 */
export function workersOf(env: NodeJS.ProcessEnv): number {
  const parsed = workersSetting.safeParse(env.WORKERS || undefined);
  return parsed.success ? parsed.data : 1;
}

/**
 * Milliseconds to wait before replacing a worker that died, given the deaths in the last minute
 * (this one included): none for the first, then 1 s, doubling to at most 30 s, so a worker that
 * dies at every start does not spin.
 */
export function restartDelayMs(deathsInLastMinute: number): number {
  return deathsInLastMinute <= 1 ? 0 : Math.min(1000 * 2 ** (deathsInLastMinute - 2), 30_000);
}

/**
 * Makes an uncaught exception or an unhandled rejection end this process: logged as fatal with the
 * error, then exit status 1 (the process's state is unknown; the supervisor starts another).
 */
export function exitOnUncaught(log: Logger): void {
  const fail = (message: string) => (err: unknown) => {
    try {
      log.fatal({ err }, message);
    } finally {
      process.exit(1);
    }
  };
  process.on('uncaughtException', fail('Uncaught exception: exiting'));
  process.on('unhandledRejection', fail('Unhandled promise rejection: exiting'));
}

export interface SuperviseOptions {
  /** Worker processes to keep running (at least 1). */
  workers: number;
  log: Logger;
  /** How long the workers get to stop after SIGTERM before they are killed (default 30 s). */
  stopTimeoutMs?: number;
}

/**
 * Runs this process as the primary (see the module comment). It ends the process: with status 0
 * once the workers stopped after SIGTERM/SIGINT (1 when they had to be killed), or with the first
 * worker's status when that worker exits before it serves.
 */
export function supervise({ workers, log, stopTimeoutMs = 30_000 }: SuperviseOptions): void {
  let serving = false;
  let stopping = false;
  const deaths: number[] = [];
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());

  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if ((message as typeof READY | undefined)?.stockroom !== READY.stockroom || serving) return;
      serving = true;
      for (let i = 1; i < workers; i++) fork();
    });
  };

  // The workers accept connections themselves: under round robin the primary accepts them and hands
  // them over, and one handed to a worker that dies that instant is held, unanswered, for good.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (!alive().length) process.exit(0);
      return;
    }
    // The first worker could not start (a bad setting, the database unreachable, the port in use)
    // and printed why: end with its status, as a server without a supervisor would.
    if (!serving) process.exit(code || 1);
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - 60_000) deaths.shift();
    const delayMs = restartDelayMs(deaths.length);
    log.error({ workerPid: worker.process.pid, code, signal, restartInMs: delayMs }, 'A server worker died: starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const running = alive();
    log.info({ signal, workers: running.length }, 'Stopping the server workers');
    if (!running.length) process.exit(0);
    // SIGTERM, whichever signal came: a terminal's Ctrl+C has sent the workers SIGINT already.
    for (const worker of running) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('The server workers did not stop in time: killing them');
      for (const worker of alive()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, stopTimeoutMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  fork();
}
