/**
 * The outbox and the event feed (decision 0017). A change that other systems integrate on publishes its
 * events in its own transaction (publishEvents), so an event exists exactly when its change
 * committed. A sequencer pass (numberPendingEvents) then numbers committed events, gapless and in
 * the order they became visible; the feed serves numbered events only, so a consumer that reads on
 * from the `next` of its previous answer never misses an event and never reads one twice.
 */
import type { Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import * as repo from './events.repository.js';
import { API_VERSION } from '../versions.js';
import type { Event, EventData, EventFeed, EventFeedQuery, EventType, WebhookEvent } from './events.schema.js';

/**
 * An event to publish: its type, the id of what it is about, and the change, whose shape the
 * registry (event-types.ts) fixes for the type: `{type: 'stock.changed', data: {productId, …}}`.
 * A union over the types, so that `data` is checked against its own type's schema at compile time.
 */
export type NewEvent<T extends EventType = EventType> = { [K in T]: { type: K; subject: string; data: EventData<K> } }[T];

/**
 * Writes `events` in `tx`, the transaction of the change they describe (the transactional outbox):
 * they exist exactly when the change commits. Each event's `data` must match its type's schema
 * (compile time). Throws the database's error (the caller's transaction then rolls back).
 */
export function publishEvents<T extends EventType>(tx: Db, events: NewEvent<T>[]): Promise<void> {
  return repo.insertEvents(tx, events);
}

/** Numbers every committed event not numbered yet (in passes of 5,000); returns how many. */
export async function numberEvents(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const numbered = await db.transaction((tx) => repo.numberPendingEvents(tx));
    total += numbered;
    if (numbered < repo.NUMBERING_BATCH) return total;
  }
}

/** An event as the feed and webhooks send it; a ping (never numbered) has sequence 0. */
function toEvent(row: repo.EventRow): WebhookEvent {
  return { id: row.id, sequence: row.sequence ?? 0, type: row.type, subject: row.subject, occurredAt: row.occurredAt.toISOString(), apiVersion: API_VERSION, data: row.data } as WebhookEvent;
}

/**
 * GET /api/events: the events after `query.after` (of `query.types`), oldest first, numbering
 * pending events first so the answer is as fresh as the database. `next` is the last sequence
 * examined: the last event's when more follow, else the highest number given so far (also when
 * `after` is past it, so a consumer whose cursor ran ahead, e.g. after a restore, misses nothing).
 * `pruned` is true when events after `after` were deleted by retention before this read.
 * Throws FORBIDDEN for a caller bound to a warehouse (events are not filtered by warehouse yet).
 */
export async function readEventFeed(db: Db, query: EventFeedQuery, actor: Actor): Promise<EventFeed> {
  // Events are not yet filtered by warehouse, so a caller bound to one may not read them.
  if (actor.warehouseId) throw AppError.forbidden();
  await numberEvents(db);
  // One more than asked tells whether more follow, so a full last page is not followed by an empty one.
  const { rows, head, oldest } = await repo.readEvents(db, query.after, query.types, query.limit + 1);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const next = hasMore ? page.at(-1)!.sequence! : head;
  return { events: page.map(toEvent) as Event[], next, hasMore, pruned: query.after + 1 < oldest };
}

/**
 * The feed's head as of now: numbers every committed event, then returns the highest number (0
 * with none). An event that commits later gets a higher one.
 */
export async function feedHead(db: Db): Promise<number> {
  await numberEvents(db);
  return repo.headSequence(db);
}

/**
 * One event as a webhook delivery sends it: a numbered event as the feed shows it, or a ping
 * (never numbered, sequence 0); undefined when not numbered yet, or pruned.
 */
export async function findEvent(db: Db, id: string): Promise<WebhookEvent | undefined> {
  const row = await repo.findEvent(db, id);
  if (!row || (row.sequence == null && row.type !== 'ping')) return undefined;
  return toEvent(row);
}

/**
 * Writes a ping to the webhook `webhookId` (an event of type ping, `data` {webhookId, message}) in
 * `tx`: never numbered, so never in the feed nor dispatched to subscriptions; only the delivery its
 * caller inserts sends it. Returns the event's id.
 */
export function insertPing(tx: Db, webhookId: string, message: string): Promise<string> {
  return repo.insertPing(tx, webhookId, message);
}

/**
 * Deletes events older than `days` days (EVENT_RETENTION_DAYS); returns how many. Numbers pending
 * events first, so events nobody has read yet age out too.
 */
export async function pruneEvents(db: Db, days: number): Promise<number> {
  await numberEvents(db);
  return repo.deleteEventsBefore(db, new Date(Date.now() - days * 86_400_000));
}
