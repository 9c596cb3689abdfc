import { events, queryRows, webhookDeliveries, webhookDispatchCursor, webhookSubscriptions, type Db, type WebhookDeliveryStatus } from '@stockroom/db';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';

export type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect & { eventType: string };

export async function insertSubscription(db: Db, values: typeof webhookSubscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [row] = await db.insert(webhookSubscriptions).values(values).returning();
  return row!;
}

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  return row;
}

/** A page of subscriptions, newest first. */
export async function listSubscriptions(db: Db, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db.select().from(webhookSubscriptions).orderBy(desc(webhookSubscriptions.createdAt), desc(webhookSubscriptions.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(webhookSubscriptions),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function updateSubscription(db: Db, id: string, values: Partial<typeof webhookSubscriptions.$inferInsert>): Promise<SubscriptionRow | undefined> {
  const [row] = await db.update(webhookSubscriptions).set({ ...values, updatedAt: new Date() }).where(eq(webhookSubscriptions.id, id)).returning();
  return row;
}

export async function deleteSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id)).returning();
  return row;
}

export async function activeSubscriptions(db: Db): Promise<SubscriptionRow[]> {
  return db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.isActive, true));
}

const deliveryColumns = { ...getTableColumns(webhookDeliveries), eventType: events.type };

/** A page of a subscription's deliveries (of `status` when given), newest first, with their event's type. */
export async function listDeliveries(db: Db, subscriptionId: string, status: WebhookDeliveryStatus | undefined, page: { limit: number; offset: number }) {
  const where = and(eq(webhookDeliveries.subscriptionId, subscriptionId), status ? eq(webhookDeliveries.status, status) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.eventSequence))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows: rows as DeliveryRow[], total: counted?.total ?? 0 };
}

/**
 * A new pending delivery, due now, of the event of delivery `deliveryId` of `subscriptionId`, in a
 * lane of its own (outside its subject's order), retried until `retryUntil`; undefined when there
 * is no such delivery.
 */
export async function insertRedelivery(db: Db, subscriptionId: string, deliveryId: string, retryUntil: Date): Promise<DeliveryRow | undefined> {
  const [original] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.subscriptionId, subscriptionId)));
  if (!original) return undefined;
  const id = uuidv7();
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ id, subscriptionId, eventId: original.eventId, eventSequence: original.eventSequence, lane: id, redeliveryOf: original.redeliveryOf ?? original.id, retryUntil })
    .returning();
  return { ...row!, eventType: original.eventType };
}

/**
 * Gives subscription `id` the secret `secret`; the one it replaces signs too until
 * `previousExpiresAt`, or, when that is null, no more (in one statement: Postgres reads the
 * replaced `secret` before the update). A secret an earlier rotation replaced is dropped. Undefined
 * when there is no such subscription.
 */
export async function rotateSecret(db: Db, id: string, secret: string, previousExpiresAt: Date | null): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ secret, previousSecret: previousExpiresAt ? sql`${webhookSubscriptions.secret}` : null, previousSecretExpiresAt: previousExpiresAt, updatedAt: new Date() })
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  return row;
}

/**
 * A new pending delivery, due now and in a lane of its own (as insertRedelivery), of every event
 * numbered in (`after`, `upTo`] of a type `subscriptionId` wants today that was delivered to it
 * before (its first delivery, which `redelivery_of` names), retried until `retryUntil`, in one
 * statement. Returns how many were scheduled.
 */
export async function insertRangeRedeliveries(db: Db, subscriptionId: string, after: number, upTo: number, retryUntil: Date): Promise<number> {
  const [row] = await queryRows<{ scheduled: string | number }>(
    db,
    sql`with inserted as (
        insert into webhook_deliveries (id, subscription_id, event_id, event_sequence, lane, redelivery_of, retry_until)
        select r.id, r.subscription_id, r.event_id, r.event_sequence, r.id, r.first_id, ${retryUntil.toISOString()}::timestamptz
        from (
          select gen_random_uuid() as id, d.subscription_id, d.event_id, d.event_sequence, d.id as first_id
          from webhook_deliveries d
          join webhook_subscriptions s on s.id = d.subscription_id
          join events e on e.id = d.event_id and e.type = any(s.events)
          where d.subscription_id = ${subscriptionId} and d.redelivery_of is null and d.event_sequence > ${after} and d.event_sequence <= ${upTo}
        ) r
        returning 1
      )
      select count(*) as scheduled from inserted`,
  );
  return Number(row?.scheduled ?? 0);
}

/**
 * The dispatcher's position in the feed and the newest event number, locked for this transaction;
 * undefined while another process holds it. Read before the subscriptions: an event numbered by
 * now committed before any subscription this transaction does not see yet.
 */
export async function lockDispatchCursor(tx: Db): Promise<{ cursor: number; head: number } | undefined> {
  const [row] = await queryRows<{ cursor: string | number; head: string | number }>(
    tx,
    sql`select last_sequence as cursor, (select coalesce(max(sequence), 0) from events) as head from webhook_dispatch_cursor for update skip locked`,
  );
  return row && { cursor: Number(row.cursor), head: Number(row.head) };
}

/** Waits for the dispatcher's cursor and holds it until this transaction ends: no pass runs meanwhile. */
export async function holdDispatchCursor(tx: Db): Promise<void> {
  await tx.select().from(webhookDispatchCursor).for('update');
}

export async function moveDispatchCursor(tx: Db, lastSequence: number): Promise<void> {
  await tx.update(webhookDispatchCursor).set({ lastSequence });
}

/**
 * One pending delivery per event numbered in (`after`, `upTo`] and active subscription that wants
 * its type and started before it (`start_sequence`), in one statement however many there are (their ids are the
 * database's random UUIDs, not time-ordered: deliveries are ordered by event sequence).
 */
export async function insertDeliveries(tx: Db, after: number, upTo: number, retryUntil: Date): Promise<void> {
  await tx.execute(sql`insert into webhook_deliveries (id, subscription_id, event_id, event_sequence, lane, retry_until)
    select gen_random_uuid(), s.id, e.id, e.sequence, e.subject, ${retryUntil.toISOString()}::timestamptz
    from events e join webhook_subscriptions s on s.is_active and e.type = any(s.events) and e.sequence > s.start_sequence
    where e.sequence > ${after} and e.sequence <= ${upTo}
    on conflict do nothing`);
}

/** The lanes whose oldest pending delivery is due and not leased, of active subscriptions, longest due first, at most `limit`. */
export async function dueLanes(db: Db, limit: number): Promise<{ subscriptionId: string; lane: string }[]> {
  return queryRows(
    db,
    sql`select subscription_id as "subscriptionId", lane from (
        select distinct on (d.subscription_id, d.lane) d.subscription_id, d.lane, d.next_attempt_at, d.locked_until
        from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id and s.is_active
        where d.status = 'pending' order by d.subscription_id, d.lane, d.event_sequence
      ) head where head.next_attempt_at <= now() and (head.locked_until is null or head.locked_until < now())
      order by head.next_attempt_at limit ${limit}`,
  );
}

/** A delivery leased for an attempt, with its subscription. */
export type LeasedDelivery = { delivery: typeof webhookDeliveries.$inferSelect; subscription: SubscriptionRow };

/**
 * Leases the lane's oldest pending delivery for `leaseMs` when it is due and no other worker holds
 * it (one statement, so two workers never both win); the delivery with its subscription, or
 * undefined when there is nothing to attempt now.
 */
export async function leaseLaneHead(db: Db, subscriptionId: string, lane: string, leaseMs: number): Promise<LeasedDelivery | undefined> {
  const [head] = await queryRows<{ id: string }>(
    db,
    sql`update webhook_deliveries d set locked_until = now() + ${leaseMs} * interval '1 millisecond'
      from (select id from webhook_deliveries where subscription_id = ${subscriptionId} and lane = ${lane} and status = 'pending' order by event_sequence limit 1) head
      where d.id = head.id and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
        and exists (select 1 from webhook_subscriptions s where s.id = d.subscription_id and s.is_active)
      returning d.id`,
  );
  if (!head) return undefined;
  const [row] = await db
    .select({ delivery: webhookDeliveries, subscription: webhookSubscriptions })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(eq(webhookDeliveries.id, head.id));
  return row;
}

/** Releases the lease on a delivery still pending, without recording an attempt (one that broke off). */
export async function releaseLease(db: Db, id: string): Promise<void> {
  await db.update(webhookDeliveries).set({ lockedUntil: null }).where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

/** Records an attempt's outcome on a delivery and releases its lease. */
export async function recordAttempt(tx: Db, id: string, values: Partial<typeof webhookDeliveries.$inferInsert>): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ ...values, attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: sql`now()`, lockedUntil: null })
    .where(eq(webhookDeliveries.id, id));
}

/** After a success: the subscription is no longer failing. */
export async function markSubscriptionSucceeding(tx: Db, id: string): Promise<void> {
  await tx.update(webhookSubscriptions).set({ failingSince: null }).where(and(eq(webhookSubscriptions.id, id), sql`${webhookSubscriptions.failingSince} is not null`));
}

/** After a failure: the time of the first failure since the last success (now when this is it). */
export async function markSubscriptionFailing(tx: Db, id: string): Promise<Date> {
  const [row] = await tx
    .update(webhookSubscriptions)
    .set({ failingSince: sql`coalesce(${webhookSubscriptions.failingSince}, now())` })
    .where(eq(webhookSubscriptions.id, id))
    .returning({ failingSince: webhookSubscriptions.failingSince });
  return row?.failingSince ?? new Date();
}
