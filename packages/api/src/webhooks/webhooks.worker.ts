/**
 * The webhook worker of one server process (decision 0017), on pg-boss, a job queue kept in the
 * database Stockroom already uses: jobs survive restarts, and any number of processes share them.
 * Every `pollMs` the process runs a dispatcher pass and queues one job per lane that is due; the
 * queue holds at most one waiting job per lane (policy `short`), and a job sends that lane's
 * deliveries (attemptLane), whichever process fetches it.
 */
import type { Db } from '@stockroom/db';
import PgBoss from 'pg-boss';
import type { Logger } from '../trpc.js';
import { createSender } from './webhooks.sender.js';
import { attemptLane, dispatchEvents, type WebhookSettings } from './webhooks.service.js';

const QUEUE = 'webhook-lane';
type Lane = { subscriptionId: string; lane: string };
/** Lane jobs fetched at once. */
const BATCH = 100;
/** Lanes one process sends at once. */
const CONCURRENCY = 20;
/** Lanes of one subscription one process sends at once. */
const PER_SUBSCRIPTION = 4;

/** What the worker needs: the database as Drizzle and as plain SQL (pg-boss brings its own SQL). */
export interface WebhookWorkerOptions {
  db: Db;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  log: Logger;
  settings: WebhookSettings;
  /** Milliseconds between dispatcher passes (default 1,000). */
  pollMs?: number;
}

export interface WebhookWorker {
  /** Stops dispatching and fetching, and waits for the lanes being sent (each attempt ends within 10 s). */
  stop(): Promise<void>;
}

/**
 * Starts the worker; see the module comment. The job queue starts with the first lane due (creating
 * pg-boss's schema on first use), so a server no one subscribed to runs one small query a second.
 */
export function startWebhookWorker({ db, executeSql, log, settings, pollMs = 1000 }: WebhookWorkerOptions): WebhookWorker {
  const sender = createSender(settings.allowPrivateUrls, settings.resolveHost);
  // Lanes are sent side by side, up to CONCURRENCY at once and PER_SUBSCRIPTION of one subscription,
  // each on its own: a receiver that never answers holds a few slots, never the others' deliveries.
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
  const perSubscription = new Map<string, number>();
  const send = (lane: Lane) => {
    const busy = perSubscription.get(lane.subscriptionId) ?? 0;
    if (busy >= PER_SUBSCRIPTION) return; // queued again by a later pass while still due
    perSubscription.set(lane.subscriptionId, busy + 1);
    const attempt: Promise<void> = attemptLane(db, sender, settings, lane, () => !stopped)
      .catch((err: unknown) => log.error({ err }, 'Webhook delivery failed unexpectedly'))
      .finally(() => {
        inFlight.delete(attempt);
        perSubscription.set(lane.subscriptionId, perSubscription.get(lane.subscriptionId)! - 1);
      });
    inFlight.add(attempt);
  };

  let queue: Promise<{ boss: PgBoss; workerId: string }> | undefined;
  const startQueue = async () => {
    const boss = new PgBoss({ db: { executeSql: (text, values) => executeSql(text, values) as Promise<{ rows: never[] }> }, schedule: false });
    boss.on('error', (err) => log.error({ err }, 'Webhook queue error'));
    await boss.start();
    // A job only hands a lane over: the attempts run beside the queue, so it never expires.
    await boss.createQueue(QUEUE, { name: QUEUE, policy: 'short', retryLimit: 0, expireInSeconds: 60 });
    const workerId: string = await boss.work<Lane>(QUEUE, { batchSize: BATCH, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const { data } of jobs) {
        while (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
        send(data);
      }
      // A full batch: fetch the next at once rather than after the polling interval.
      if (jobs.length === BATCH) boss.notifyWorker(workerId);
    });
    return { boss, workerId };
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const lanes = await dispatchEvents(db, settings);
      if (lanes.length) {
        // A queue that failed to start is tried again on the next pass.
        const { boss, workerId } = await (queue ??= startQueue().catch((error: unknown) => {
          queue = undefined;
          throw error;
        }));
        await boss.insert(lanes.map((lane) => ({ name: QUEUE, data: lane, singletonKey: `${lane.subscriptionId}:${lane.lane}` })));
        boss.notifyWorker(workerId);
      }
    } catch (err) {
      log.error({ err }, 'Webhook dispatch failed');
    }
  };
  const schedule = () => {
    if (!stopped) timer = setTimeout(() => (running = pass().finally(schedule)), pollMs);
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      const started = await queue?.catch(() => undefined);
      await started?.boss.stop({ graceful: true, wait: true, timeout: 15_000 });
      await Promise.all(inFlight);
      sender.close();
    },
  };
}
