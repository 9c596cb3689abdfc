/**
 * Webhooks (decision 0017): subscriptions to event types, and the delivery of every event to every
 * subscription that wants it, signed, retried and in order per subject.
 *
 * How an event travels: the dispatcher (dispatchEvents, run by every server process; one at a time
 * holds the cursor) reads numbered events after its cursor and writes one pending delivery per
 * subscription that wants it, in one transaction with the cursor's move. A subscription's
 * deliveries form lanes, one per subject (a product, an order, a transfer); attemptLane sends a
 * lane's oldest pending delivery, and the next only after that one is delivered or failed, so one
 * product's events never arrive out of order. A failed attempt is retried with exponential backoff
 * and jitter until the retry period (WEBHOOK_RETRY_HOURS, default 72) has passed, then the delivery
 * is failed and its lane moves on. A subscription that failed every delivery for the retry period
 * is switched off, with the reason in disabledReason.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { feedHead, findEvent, numberEvents } from '../events/index.js';
import { pageOf, pageResult, type Page } from '../pagination.js';
import { isUuid } from '../validation.js';
import * as repo from './webhooks.repository.js';
import { ROTATION_OVERLAP_HOURS, type CreatedWebhook, type Delivery, type DeliveryListQuery, type RangeRedelivery, type RangeRedeliveryResult, type RotateSecret, type Webhook, type WebhookCreate, type WebhookUpdate } from './webhooks.schema.js';
import type { HostResolver } from './webhooks.addresses.js';
import { DELIVERY_TIMEOUT_MS, refusedUrlReason, signatureHeader, signingSecrets, type Sender } from './webhooks.sender.js';

/** How webhooks behave, from the server's configuration. */
export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: let subscriptions reach loopback and private addresses (tests, on-premises receivers). */
  allowPrivateUrls: boolean;
  /** WEBHOOK_RETRY_HOURS: how long a delivery is retried, and how long a subscription may fail every delivery before it is switched off. */
  retryHours: number;
  /** WEBHOOK_RETRY_BASE_MS: the wait after the first failed attempt, in milliseconds; each further failure doubles it (with jitter). */
  retryBaseMs: number;
  /** How URL host names are resolved, at save and at delivery; the system resolver by default (tests map names of their own). */
  resolveHost?: HostResolver;
}

const HOUR_MS = 3_600_000;
/** Event numbers a dispatcher transaction covers at most. */
const DISPATCH_BATCH = 1000;
/** Lanes a pass queues at most (the rest wait for the next pass). */
const DUE_LANES = 1000;
/** Deliveries one lane job sends at most before it makes way for other lanes. */
const LANE_BATCH = 50;
/** The lease a worker holds on a delivery it attempts: longer than an attempt may take. */
const LEASE_MS = DELIVERY_TIMEOUT_MS * 3;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toWebhook(row: repo.SubscriptionRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    isActive: row.isActive,
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt: row.previousSecret !== null && row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > Date.now() ? row.previousSecretExpiresAt.toISOString() : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A delivery row (with its event's type) as the API shows it (WebhookDelivery): ISO times, nextAttemptAt only while pending. */
export function toDelivery(row: repo.DeliveryRow): Delivery {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    eventId: row.eventId,
    eventType: row.eventType,
    eventSequence: row.eventSequence,
    redeliveryOf: row.redeliveryOf,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastResponseCode: row.lastResponseCode,
    lastLatencyMs: row.lastLatencyMs,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Webhooks carry every event, unfiltered by warehouse, so a caller bound to one may not manage them (as for the feed). */
function assertUnbound(actor: Actor): void {
  if (actor.warehouseId) throw AppError.forbidden();
}

async function checkUrl(url: string, settings: WebhookSettings): Promise<void> {
  const reason = await refusedUrlReason(url, settings.allowPrivateUrls, settings.resolveHost);
  if (reason) throw AppError.validation('Invalid request data', { url: [reason] });
}

/**
 * Where a subscription starting in `tx` starts: the feed's head, taken while holding the
 * dispatcher's cursor, so that no pass goes past an event committed later before it sees the
 * subscription. Events numbered after it are sent.
 */
async function startingNow(tx: Db): Promise<number> {
  await repo.holdDispatchCursor(tx);
  return feedHead(tx);
}

async function findOrThrow(db: Db, id: string): Promise<repo.SubscriptionRow> {
  const row = isUuid(id) ? await repo.findSubscription(db, id) : undefined;
  if (!row) throw AppError.notFound('Webhook');
  return row;
}

/** A signing secret: `whsec_` and 32 base64url characters (24 random bytes). */
const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * POST /api/webhooks (webhooks:manage): subscribes `url` to `events`; returns the subscription with
 * its signing secret (`whsec_…`), shown this once. Events committed from now on are sent.
 * Throws VALIDATION_ERROR for a URL that does not resolve or points inside the network
 * (see refusedUrlReason), FORBIDDEN for a caller bound to a warehouse.
 */
export async function createWebhook(db: Db, settings: WebhookSettings, input: WebhookCreate, actor: Actor): Promise<CreatedWebhook> {
  assertUnbound(actor);
  await checkUrl(input.url, settings);
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    const startSequence = await startingNow(tx);
    return repo.insertSubscription(tx, { url: input.url, events: input.events, description: input.description ?? null, isActive: input.isActive ?? true, secret, startSequence, createdBy: actor.id });
  });
  return { ...toWebhook(row), secret };
}

/** GET /api/webhooks: subscriptions newest first, never their secrets, with why one was switched off, one page (Page, pagination.ts). Throws FORBIDDEN for a caller bound to a warehouse. */
export async function listWebhooks(db: Db, query: { page: number; limit: number }, actor: Actor): Promise<Page<Webhook>> {
  assertUnbound(actor);
  const page = pageOf(query);
  const { rows, total } = await repo.listSubscriptions(db, page);
  return pageResult(rows.map(toWebhook), page, total);
}

/** GET /api/webhooks/{id}. Throws NOT_FOUND "Webhook not found", FORBIDDEN for a caller bound to a warehouse. */
export async function getWebhook(db: Db, id: string, actor: Actor): Promise<Webhook> {
  assertUnbound(actor);
  return toWebhook(await findOrThrow(db, id));
}

/**
 * PUT /api/webhooks/{id}: changes the URL (checked as at creation), the event types, the
 * description or isActive; isActive=true also clears a switched-off subscription's reason and
 * failure clock, and it gets the events committed from then on (none of those while it was off). Throws NOT_FOUND, VALIDATION_ERROR for a refused URL, FORBIDDEN
 * for a caller bound to a warehouse.
 */
export async function updateWebhook(db: Db, settings: WebhookSettings, input: WebhookUpdate, actor: Actor): Promise<Webhook> {
  assertUnbound(actor);
  const { id, ...fields } = input;
  const current = await findOrThrow(db, id);
  if (fields.url !== undefined) await checkUrl(fields.url, settings);
  const row = await db.transaction(async (tx) => {
    // Switched back on, it gets what happens from now on, not what happened while it was off.
    const reenable = fields.isActive === true ? { disabledReason: null, failingSince: null, ...(current.isActive ? {} : { startSequence: await startingNow(tx) }) } : {};
    return repo.updateSubscription(tx, id, { ...fields, ...reenable });
  });
  if (!row) throw AppError.notFound('Webhook');
  return toWebhook(row);
}

/** DELETE /api/webhooks/{id}: removes the subscription and its deliveries; nothing more is sent. Throws NOT_FOUND, FORBIDDEN for a caller bound to a warehouse. */
export async function deleteWebhook(db: Db, id: string, actor: Actor): Promise<Webhook> {
  assertUnbound(actor);
  const row = isUuid(id) ? await repo.deleteSubscription(db, id) : undefined;
  if (!row) throw AppError.notFound('Webhook');
  return toWebhook(row);
}

/** GET /api/webhooks/{id}/deliveries: newest first, with status, attempts, last response code and latency. Throws NOT_FOUND "Webhook not found", FORBIDDEN. */
export async function listDeliveries(db: Db, query: DeliveryListQuery, actor: Actor): Promise<Page<Delivery>> {
  assertUnbound(actor);
  await findOrThrow(db, query.id);
  const page = pageOf(query);
  const { rows, total } = await repo.listDeliveries(db, query.id, query.status, page);
  return pageResult(rows.map(toDelivery), page, total);
}

/**
 * POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver: sends the delivery's event again as a
 * new delivery (returned; `redeliveryOf` names the first), at once and outside its subject's order
 * (it never holds up or overtakes the subject's other deliveries), retried for a retry period of its
 * own. Throws NOT_FOUND "Webhook not found" or "Delivery not found", FORBIDDEN.
 */
export async function redeliver(db: Db, settings: WebhookSettings, input: { id: string; deliveryId: string }, actor: Actor): Promise<Delivery> {
  assertUnbound(actor);
  await findOrThrow(db, input.id);
  const row = isUuid(input.deliveryId) ? await repo.insertRedelivery(db, input.id, input.deliveryId, new Date(Date.now() + settings.retryHours * HOUR_MS)) : undefined;
  if (!row) throw AppError.notFound('Delivery');
  return toDelivery(row);
}

/**
 * POST /api/webhooks/{id}/rotate-secret (webhooks:manage): gives the subscription a new signing
 * secret, returned this once with the subscription (CreatedWebhook). Deliveries sent within
 * `expireOldInHours` hours (0..168, default ROTATION_OVERLAP_HOURS.default, 24) are signed with the
 * new and the replaced secret (`v1=<new>,v1=<old>`), later ones with the new only; 0 ends the old
 * one now. Rotating again during a window starts a new window for the secret it replaces, and the
 * secret replaced before (the oldest) signs nothing more from then. Secrets are kept in plain text,
 * as at creation: the server signs with them. Throws NOT_FOUND "Webhook not found", FORBIDDEN for a
 * caller bound to a warehouse.
 */
export async function rotateSecret(db: Db, input: RotateSecret, actor: Actor): Promise<CreatedWebhook> {
  assertUnbound(actor);
  const hours = input.expireOldInHours ?? ROTATION_OVERLAP_HOURS.default;
  const secret = newSecret();
  const row = isUuid(input.id) ? await repo.rotateSecret(db, input.id, secret, hours > 0 ? new Date(Date.now() + hours * HOUR_MS) : null) : undefined;
  if (!row) throw AppError.notFound('Webhook');
  return { ...toWebhook(row), secret };
}

/**
 * POST /api/webhooks/{id}/redeliver (webhooks:manage): sends again, each as a new delivery of its
 * own (as redeliver: at once, outside its subject's order, same Stockroom-Event-Id, `redeliveryOf`
 * its first delivery), every event numbered in (`afterSequence`, `untilSequence`] (the feed's
 * `sequence`, at most REDELIVERY_RANGE_MAX apart, checked by the schema) of the subscription's
 * current event types that was delivered or attempted to it before; events it never got (numbered
 * before it started, while it was switched off, or not dispatched yet) and pruned events are not
 * sent. Returns the range and how many were scheduled. Throws NOT_FOUND "Webhook not found",
 * FORBIDDEN for a caller bound to a warehouse.
 */
export async function redeliverRange(db: Db, settings: WebhookSettings, input: RangeRedelivery, actor: Actor): Promise<RangeRedeliveryResult> {
  assertUnbound(actor);
  await findOrThrow(db, input.id);
  const { afterSequence, untilSequence } = input;
  const scheduled = await repo.insertRangeRedeliveries(db, input.id, afterSequence, untilSequence, new Date(Date.now() + settings.retryHours * HOUR_MS));
  return { afterSequence, untilSequence, scheduled };
}

/**
 * One dispatcher pass, when any subscription is active: numbers committed events, then turns the
 * events after the cursor, DISPATCH_BATCH numbers at a time, into pending deliveries for the active
 * subscriptions that want them and started before them, moving the cursor in the same transaction.
 * A process that finds the cursor held by another returns at once. Returns the lanes due for an
 * attempt.
 */
export async function dispatchEvents(db: Db, settings: WebhookSettings): Promise<{ subscriptionId: string; lane: string }[]> {
  // Without a subscription there is nothing to do, not even numbering (which writes every event
  // once more) or reading the feed's head.
  const subscriptions = await repo.activeSubscriptions(db);
  if (!subscriptions.length) return [];
  await numberEvents(db);
  // No active subscription wants an event at or below the earliest start.
  const earliest = Math.min(...subscriptions.map((subscription) => subscription.startSequence));
  for (let more = true; more; ) {
    more = await db.transaction(async (tx) => {
      const position = await repo.lockDispatchCursor(tx);
      if (!position) return false;
      const cursor = Math.max(position.cursor, earliest);
      const upTo = Math.min(position.head, cursor + DISPATCH_BATCH);
      if (upTo > cursor) await repo.insertDeliveries(tx, cursor, upTo, new Date(Date.now() + settings.retryHours * HOUR_MS));
      if (upTo !== position.cursor) await repo.moveDispatchCursor(tx, upTo);
      return upTo < position.head;
    });
  }
  return repo.dueLanes(db, DUE_LANES);
}

/**
 * Sends a lane's pending deliveries in sequence order, one at a time, while they succeed (at most
 * LANE_BATCH, and while `keepGoing()`: the worker stops). Each attempt holds a lease on its delivery, so no other worker attempts it at the
 * same time; an attempt the database breaks off gives its lease back (when the database lets it) and
 * rejects with the database's error. A failure schedules the next attempt (exponential backoff with jitter, never past the
 * retry period), or fails the delivery once the period is over and moves on; a subscription failing
 * every delivery for the retry period is switched off.
 */
export async function attemptLane(db: Db, sender: Sender, settings: WebhookSettings, lane: { subscriptionId: string; lane: string }, keepGoing: () => boolean): Promise<void> {
  for (let sent = 0; sent < LANE_BATCH && keepGoing(); sent++) {
    const leased = await repo.leaseLaneHead(db, lane.subscriptionId, lane.lane, LEASE_MS);
    if (!leased) return;
    const movedOn = await attemptDelivery(db, sender, settings, leased).catch(async (error: unknown) => {
      // The attempt broke off (the database failed it): give the lease back, so that the next
      // lane job tries again now rather than once the lease has run out. Should the database fail
      // that too, the lease runs out.
      await repo.releaseLease(db, leased.delivery.id).catch(() => {});
      throw error;
    });
    if (!movedOn) return;
  }
}

/**
 * One attempt of a leased delivery (see attemptLane): sends it and records the outcome, which
 * releases the lease. Returns whether the lane moves on (delivered, or failed for good); false,
 * recording nothing, when the delivery's event is gone (pruned).
 */
async function attemptDelivery(db: Db, sender: Sender, settings: WebhookSettings, { delivery, subscription }: repo.LeasedDelivery): Promise<boolean> {
  const event = await findEvent(db, delivery.eventId);
  if (!event) return false;
  const body = JSON.stringify(event);
  const at = Date.now();
  const result = await sender.post(subscription.url, body, { 'stockroom-signature': signatureHeader(signingSecrets(subscription, at), body, at), 'stockroom-event-id': event.id, 'stockroom-event-type': event.type });
  const outcome = { lastResponseCode: result.status, lastLatencyMs: result.latencyMs, lastError: result.error };
  return db.transaction(async (tx) => {
    if (!result.error) {
      await repo.recordAttempt(tx, delivery.id, { ...outcome, status: 'delivered', deliveredAt: new Date() });
      await repo.markSubscriptionSucceeding(tx, subscription.id);
      return true;
    }
    const now = Date.now();
    const over = now >= delivery.retryUntil.getTime();
    const backoff = settings.retryBaseMs * 2 ** delivery.attempts * (1 + Math.random());
    await repo.recordAttempt(tx, delivery.id, over ? { ...outcome, status: 'failed' } : { ...outcome, nextAttemptAt: new Date(Math.min(now + backoff, delivery.retryUntil.getTime())) });
    const failingSince = await repo.markSubscriptionFailing(tx, subscription.id);
    if (now - failingSince.getTime() >= settings.retryHours * HOUR_MS) {
      const reason = `Switched off: every delivery failed for ${settings.retryHours} hours (since ${failingSince.toISOString()}); the last: ${result.error}`;
      await repo.updateSubscription(tx, subscription.id, { isActive: false, disabledReason: reason });
    }
    return over;
  });
}
