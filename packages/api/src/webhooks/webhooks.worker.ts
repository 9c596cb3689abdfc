/**
 * The sending side of one server process (decision 0017): lanes handed over by the process's
 * background host (apps/server/src/background.ts, which takes them from its job queue) are sent
 * side by side, up to CONCURRENCY at once and PER_SUBSCRIPTION of one subscription, each on its
 * own: a receiver that never answers holds a few slots, never the others' deliveries.
 */
import type { Db } from '@stockroom/db';
import type { Logger } from '../trpc.js';
import { createSender } from './webhooks.sender.js';
import { attemptLane, type WebhookSettings } from './webhooks.service.js';

/** A lane: one subscription's deliveries of one subject, sent in sequence order. */
export interface Lane {
  subscriptionId: string;
  lane: string;
}

/** Lanes one process sends at once. */
const CONCURRENCY = 20;
/** Lanes of one subscription one process sends at once. */
const PER_SUBSCRIPTION = 4;

export interface WebhookWorkerOptions {
  db: Db;
  log: Logger;
  settings: WebhookSettings;
}

export interface WebhookWorker {
  /**
   * Starts sending `lanes` (attemptLane each), and resolves once every one has a slot (waiting for
   * one while CONCURRENCY lanes are being sent), not when they are sent. A lane whose subscription
   * already has PER_SUBSCRIPTION lanes under way is skipped: a later dispatcher pass hands it over
   * again while it is due. Lanes handed over after stop() are skipped.
   */
  send(lanes: Lane[]): Promise<void>;
  /** Sends no further delivery, and waits for the attempts under way (each ends within 10 s). */
  stop(): Promise<void>;
}

/** Starts a worker; see the module comment. Failures of an attempt are logged, never thrown. */
export function startWebhookWorker({ db, log, settings }: WebhookWorkerOptions): WebhookWorker {
  const sender = createSender(settings.allowPrivateUrls, settings.resolveHost);
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
  const perSubscription = new Map<string, number>();
  const start = (lane: Lane) => {
    const busy = perSubscription.get(lane.subscriptionId) ?? 0;
    if (busy >= PER_SUBSCRIPTION) return;
    perSubscription.set(lane.subscriptionId, busy + 1);
    const attempt: Promise<void> = attemptLane(db, sender, settings, lane, () => !stopped)
      .catch((err: unknown) => log.error({ err }, 'Webhook delivery failed unexpectedly'))
      .finally(() => {
        inFlight.delete(attempt);
        perSubscription.set(lane.subscriptionId, perSubscription.get(lane.subscriptionId)! - 1);
      });
    inFlight.add(attempt);
  };
  return {
    async send(lanes) {
      for (const lane of lanes) {
        while (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
        if (stopped) return;
        start(lane);
      }
    },
    async stop() {
      stopped = true;
      await Promise.all(inFlight);
      sender.close();
    },
  };
}
