/**
 * The one host of a server process's background work (docs/ARCHITECTURE.md, Background work), on
 * pg-boss: a job queue kept in the database Stockroom already uses, so jobs survive restarts and
 * any number of processes share them, each job run by one of them. It reaches the database through
 * `Database.executeSql` (postgres.js or PGlite), with no connection of its own. The jobs:
 *
 * - `prune-idempotency-keys`: deletes idempotency keys older than 24 hours (pruneIdempotencyKeys).
 * - `prune-events`: deletes events older than EVENT_RETENTION_DAYS (pruneEvents, decision 0017).
 * - `release-expired-holds`: releases the units of holds past their expiry (expireHolds, decision
 *   0020), every minute.
 * - `webhook-dispatch` (when this process sends webhooks, WEBHOOK_WORKER): a dispatcher pass
 *   (dispatchEvents), which queues one `webhook-lane` job per lane that is due; whichever process
 *   fetches a lane job sends that lane's deliveries (the api package's webhook worker).
 *
 * The prunes run on pg-boss schedules (hourly, at minute 0 UTC), the hold expiry every minute. pg-boss checks its schedules from
 * every process but lets one at a time do so, and queues a scheduled job at most once per minute
 * (a singleton per minute), so processes sharing a database never run a scheduled job twice in
 * its period.
 *
 * The dispatcher runs every second, below the minute resolution of pg-boss schedules. It is a job
 * that queues its own next run: each pass ends by sending the job again, and the queue's policy
 * `short` keeps at most one run waiting, so concurrent sends from several processes collapse into
 * one. A worker that polls the queue every DISPATCH_POLL_SECONDS fetches it, which sets the
 * cadence: one pass a second while one process runs it (several processes poll, so a pass comes
 * no later). A pass that fails is retried by pg-boss with backoff (1-2 s, then 2-4 s, …), which
 * eases off a database that is down; a chain that broke all the same (the retries ran out, or every
 * process running it stopped mid-pass) is restarted within a minute by a schedule of the same job
 * every minute, and by every process starting. pg-boss's other means do not fit: `sendThrottled`
 * and `singletonSeconds` refuse a second job in the same slot even once the first is done, and
 * `startAfter` on the chained job would add the poll interval on top of the wait.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { dispatchEvents, expireHolds, pruneEvents, pruneIdempotencyKeys, startWebhookWorker, type Lane, type Logger, type WebhookSettings, type WebhookWorker } from '@stockroom/api';
import { connectionLost, poolEnded, type Database } from '@stockroom/db';
import PgBoss from 'pg-boss';

/** The jobs run on a schedule. */
export type ScheduledJob = 'prune-idempotency-keys' | 'prune-events' | 'release-expired-holds';
/** Every job a host runs and `wake` takes. */
export type BackgroundJob = ScheduledJob | 'webhook-dispatch';

const DISPATCH = 'webhook-dispatch';
const LANES = 'webhook-lane';
/** Seconds between polls of the dispatcher's queue: the dispatcher's cadence. */
const DISPATCH_POLL_SECONDS = 1;
/** Lane jobs fetched at once. */
const LANE_BATCH = 100;
const HOURLY = '0 * * * *';
const EVERY_MINUTE = '* * * * *';

export interface BackgroundOptions {
  database: Pick<Database, 'db' | 'executeSql'>;
  log: Logger;
  /** EVENT_RETENTION_DAYS: days the event feed keeps events. */
  eventRetentionDays: number;
  /** How webhooks are sent, when this process sends them (WEBHOOK_WORKER); undefined leaves them to other processes. */
  webhooks?: WebhookSettings | undefined;
  /**
   * When the scheduled jobs run, as cron expressions in UTC with minute resolution; by default the
   * prunes hourly at minute 0 ('0 * * * *'), the hold expiry every minute ('* * * * *'). Schedules are stored in the database, so the process that
   * starts last sets them for all.
   */
  schedules?: Partial<Record<ScheduledJob, string>>;
  /**
   * Seconds (1 to 45) between this process's checks for due scheduled work: pg-boss's check of the
   * schedules and the polls of the scheduled jobs' queues; 30 by default.
   */
  checkSeconds?: number;
}

export interface Background {
  /**
   * Runs `job` in this process now, beside its schedule (the jobs are safe to run twice at once),
   * and resolves when it is done: for `webhook-dispatch`, one dispatcher pass, which queues the
   * lanes that are due (their sending follows, in this process first) and leaves the events to a
   * pass under way elsewhere if one holds the cursor. For whoever must not wait for the next
   * period (the dispatcher's next second, a prune's next hour): tests, through the app's
   * `background`. Rejects with the job's error, or when the host does not run `job`
   * (`webhook-dispatch` without WEBHOOK_WORKER) or has stopped.
   */
  wake(job: BackgroundJob): Promise<void>;
  /**
   * Stops fetching jobs and waits for the jobs and webhook deliveries under way (a job at most
   * 15 s; each delivery ends within 10 s). A job cut short is failed, and retried by a process
   * that runs on.
   */
  stop(): Promise<void>;
}

/** Longest wait, in milliseconds, between tries of a statement whose connection was lost. */
const MAX_RETRY_WAIT_MS = 2000;

/** What a statement sent to a database our own code closed comes to: see startBackground. */
const DROPPED = Symbol('dropped');

/**
 * pg-boss's statements, tried again at once when PostgreSQL misrouted a job (jobMisrouted), and
 * while the database connection is lost (connectionLost), after
 * 100 ms, then twice as long each time up to MAX_RETRY_WAIT_MS, until the database answers or
 * `stopping()`. pg-boss 10 marks a job completed or failed without awaiting it, so its failure
 * would be an unhandled rejection, which stops the server process (supervisor.ts): retrying covers
 * connections PostgreSQL closed (the pool opens others at once) and a database that is down for a
 * while. A statement whose answer was lost may so run twice: pg-boss's writes allow it (a job's
 * state changes only from the state it had; the queues keep one waiting job per key). Comes to
 * DROPPED when the database was closed by our own code.
 */
async function sqlOverLostConnections(database: Pick<Database, 'executeSql'>, text: string, values: unknown[] | undefined, stopping: () => boolean) {
  for (let wait = 100, misrouted = 0; ; ) {
    try {
      return await database.executeSql(text, values);
    } catch (error) {
      if (poolEnded(error)) return DROPPED;
      if (jobMisrouted(error) && ++misrouted <= MAX_MISROUTED_TRIES) continue;
      if (!connectionLost(error) || stopping()) throw error;
      await sleep(wait);
      wait = Math.min(wait * 2, MAX_RETRY_WAIT_MS);
    }
  }
}

/** Times a statement PostgreSQL failed as jobMisrouted is tried again. */
const MAX_MISROUTED_TRIES = 3;

/**
 * True when PostgreSQL found no partition of pg-boss's `job` table for a job's row (SQLSTATE 23514).
 * Each queue is a partition, attached while other statements run (ATTACH PARTITION takes only a
 * SHARE UPDATE EXCLUSIVE lock), and an insert into a queue created a moment earlier can fail so
 * while another queue is being created, as on a fresh database whose processes start together.
 * The statement did nothing and succeeds when sent again. The race is too narrow to test: three
 * senders beside 400 queue creations hit it in about one run in three with statements sent
 * unnamed, and not in ten runs with prepared ones; it failed a test's start twice in CI.
 */
function jobMisrouted(error: unknown): boolean {
  const { code, table_name: table, schema_name: schema } = error as { code?: unknown; table_name?: unknown; schema_name?: unknown };
  return code === '23514' && schema === 'pgboss' && table === 'job';
}

/**
 * Starts pg-boss over `database` (creating or migrating its schema, `pgboss`, on first use), its
 * queues, schedules and workers; see the module comment. Throws what the database throws when it
 * cannot.
 */
export async function startBackground({ database, log, eventRetentionDays, webhooks, schedules = {}, checkSeconds = 30 }: BackgroundOptions): Promise<Background> {
  const { db } = database;
  let stopping = false;
  // pg-boss's statements under way, so that stop() returns only once they are done (the caller
  // closes the database next). A statement pg-boss sends after that is dropped, as below.
  let closed = false;
  const statements = new Set<Promise<unknown>>();
  // A statement the database our own code closed (the process stopping, or a test pulling it away)
  // did not run never settles for pg-boss: pg-boss does not await some writes, so a rejection
  // would be unhandled. It settles for stop(), which must not wait on it.
  const never = new Promise<never>(() => {});
  const executeSql = (text: string, values?: unknown[]) => {
    if (closed) return never;
    const statement = sqlOverLostConnections(database, text, values, () => stopping);
    statements.add(statement);
    void statement.finally(() => statements.delete(statement)).catch(() => {});
    return statement.then((result) => (result === DROPPED ? never : result)) as Promise<{ rows: never[] }>;
  };
  const boss = new PgBoss({
    db: { executeSql },
    cronMonitorIntervalSeconds: checkSeconds,
    cronWorkerIntervalSeconds: checkSeconds,
    // The dispatcher completes a job a second: keep them an hour, and archived ones a day.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => log.error({ err }, 'Background job queue error'));
  await boss.start();
  // Processes starting together create queues at once, and PostgreSQL may fail a creation as a
  // deadlock (two creations each wait for a lock the other holds): it is tried again, twice at most.
  const createQueue = async (name: string, options: Omit<PgBoss.Queue, 'name'>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(name, { name, ...options });
      } catch (error) {
        if (attempt === 3 || (error as { code?: string }).code !== '40P01') throw error;
      }
    }
  };

  const handlers: Partial<Record<BackgroundJob, () => Promise<void>>> = {
    'prune-idempotency-keys': async () => log.info({ job: 'prune-idempotency-keys', deleted: await pruneIdempotencyKeys(db) }, 'Pruned idempotency keys older than 24 hours'),
    'prune-events': async () => log.info({ job: 'prune-events', deleted: await pruneEvents(db, eventRetentionDays) }, `Pruned events older than ${eventRetentionDays} days`),
    'release-expired-holds': async () => {
      const expired = await expireHolds(db);
      if (expired) log.info({ job: 'release-expired-holds', expired }, 'Released the units of expired holds');
    },
  };
  /** Runs a job's handler; a failure is logged and thrown (pg-boss then retries the job). */
  const run = async (job: BackgroundJob) => {
    const handler = handlers[job];
    if (!handler) throw new Error(`This process does not run ${job}`);
    try {
      await handler();
    } catch (err) {
      log.error({ err, job }, 'A background job failed');
      throw err;
    }
  };

  for (const job of ['prune-idempotency-keys', 'prune-events', 'release-expired-holds'] as const) {
    // A run that fails (the database unreachable) is tried again 1, 2, 4 minutes on; a later scheduled run does the same work.
    await createQueue(job, { policy: 'short', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 30 * 60 });
    await boss.schedule(job, schedules[job] ?? (job === 'release-expired-holds' ? EVERY_MINUTE : HOURLY));
    await boss.work(job, { pollingIntervalSeconds: checkSeconds }, () => run(job));
  }

  let worker: WebhookWorker | undefined;
  if (webhooks) {
    const sending = startWebhookWorker({ db, log, settings: webhooks });
    worker = sending;
    // A lane job only hands a lane over: the attempts run beside the queue, and a lane still due is
    // queued again by a later pass, so it is never retried.
    await createQueue(LANES, { policy: 'short', retryLimit: 0, expireInSeconds: 60 });
    const laneWorker: string = await boss.work<Lane>(LANES, { batchSize: LANE_BATCH, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      await sending.send(jobs.map((job) => job.data));
      // A full batch: fetch the next at once rather than after the polling interval.
      if (jobs.length === LANE_BATCH) boss.notifyWorker(laneWorker);
    });
    handlers[DISPATCH] = async () => {
      const lanes = await dispatchEvents(db, webhooks);
      if (!lanes.length) return;
      await boss.insert(lanes.map((lane) => ({ name: LANES, data: lane, singletonKey: `${lane.subscriptionId}:${lane.lane}` })));
      boss.notifyWorker(laneWorker);
    };
    await createQueue(DISPATCH, { policy: 'short', retryLimit: 5, retryDelay: 1, retryBackoff: true, expireInSeconds: 5 * 60 });
    await boss.schedule(DISPATCH, EVERY_MINUTE);
    await boss.work(DISPATCH, { pollingIntervalSeconds: DISPATCH_POLL_SECONDS }, async () => {
      await run(DISPATCH);
      await boss.send(DISPATCH, {});
    });
    await boss.send(DISPATCH, {});
  }

  let stopped = false;
  return {
    async wake(job) {
      if (stopped) throw new Error('The background host has stopped');
      await run(job);
    },
    async stop() {
      if (stopped) return;
      stopped = stopping = true;
      // Lanes not yet handed over are left to a later pass (of this process or another).
      const attempts = worker?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
      await attempts;
      await Promise.allSettled(statements);
      closed = true;
    },
  };
}
