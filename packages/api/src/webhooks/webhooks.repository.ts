import { events, queryRows, webhookDeliveries, webhookDispatchCursor, webhookSubscriptions, type Db, type WebhookDeliveryStatus } from '@stockroom/db';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';

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

/** Makes a delivery of `subscriptionId` pending and due now, retried until `retryUntil`; the row after, or undefined. */
export async function resetDelivery(db: Db, subscriptionId: string, deliveryId: string, retryUntil: Date): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, retryUntil, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.subscriptionId, subscriptionId)))
    .returning();
  if (!row) return undefined;
  const [event] = await db.select({ type: events.type }).from(events).where(eq(events.id, row.eventId));
  return { ...row, eventType: event!.type };
}

/** The dispatcher's position in the feed, locked for this transaction; undefined while another process holds it. */
export async function lockDispatchCursor(tx: Db): Promise<number | undefined> {
  const [row] = await tx.select().from(webhookDispatchCursor).for('update', { skipLocked: true });
  return row?.lastSequence;
}

export async function moveDispatchCursor(tx: Db, lastSequence: number): Promise<void> {
  await tx.update(webhookDispatchCursor).set({ lastSequence });
}

export async function insertDeliveries(tx: Db, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
}

/** The lanes whose oldest pending delivery is due and not leased, of active subscriptions. */
export async function dueLanes(db: Db): Promise<{ subscriptionId: string; lane: string }[]> {
  return queryRows(
    db,
    sql`select subscription_id as "subscriptionId", lane from (
        select distinct on (d.subscription_id, d.lane) d.subscription_id, d.lane, d.next_attempt_at, d.locked_until
        from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id and s.is_active
        where d.status = 'pending' order by d.subscription_id, d.lane, d.event_sequence
      ) head where head.next_attempt_at <= now() and (head.locked_until is null or head.locked_until < now())`,
  );
}

/**
 * Leases the lane's oldest pending delivery for `leaseMs` when it is due and no other worker holds
 * it (one statement, so two workers never both win); the delivery with its subscription, or
 * undefined when there is nothing to attempt now.
 */
export async function leaseLaneHead(db: Db, subscriptionId: string, lane: string, leaseMs: number): Promise<{ delivery: typeof webhookDeliveries.$inferSelect; subscription: SubscriptionRow } | undefined> {
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
