/**
 * The webhook worker of one server process (issue 17), on pg-boss, a job queue kept in the
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
  /** Stops dispatching and fetching, waits for the attempts under way (at most 15 s). */
  stop(): Promise<void>;
}

/** Starts the worker (creating pg-boss's schema on first use); see the module comment. */
export async function startWebhookWorker({ db, executeSql, log, settings, pollMs = 1000 }: WebhookWorkerOptions): Promise<WebhookWorker> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => executeSql(text, values) as Promise<{ rows: never[] }> }, schedule: false });
  boss.on('error', (err) => log.error({ err }, 'Webhook queue error'));
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'short', retryLimit: 0, expireInSeconds: 120 });
  const sender = createSender(settings.allowPrivateUrls);
  const workerId = await boss.work<{ subscriptionId: string; lane: string }>(QUEUE, { batchSize: 10, pollingIntervalSeconds: 0.5 }, async (jobs) => {
    const results = await Promise.allSettled(jobs.map((job) => attemptLane(db, sender, settings, job.data)));
    for (const result of results) if (result.status === 'rejected') log.error({ err: result.reason }, 'Webhook delivery failed unexpectedly');
  });

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    try {
      const lanes = await dispatchEvents(db, settings);
      if (lanes.length) {
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
      await boss.stop({ graceful: true, wait: true, timeout: 15_000 });
      sender.close();
    },
  };
}
