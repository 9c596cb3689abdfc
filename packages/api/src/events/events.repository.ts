import { events, queryRows, type Db } from '@stockroom/db';
import { insertStatement } from '../prepared.js';
import { and, eq, lt, sql } from 'drizzle-orm';

export type EventRow = Omit<typeof events.$inferSelect, 'position'>;

/** Key of the advisory lock that makes one sequencer pass run at a time, across processes. */
const SEQUENCER_LOCK = 1_701_700_017;
/** Events numbered per pass. */
export const NUMBERING_BATCH = 5000;

const insertEvent = insertStatement(events, (insert) => insert);

/** Appends events to the outbox in the caller's transaction (numbered once committed: numberPendingEvents). */
export async function insertEvents(tx: Db, rows: (typeof events.$inferInsert)[]): Promise<void> {
  if (rows.length) await insertEvent.run(tx, rows);
}

/** The type of the test event: stored so that a delivery can send it, but never numbered (not in the feed). */
export const PING = 'ping';

/** Inserts a ping event about the webhook `webhookId`; returns its id. It stays unnumbered. */
export async function insertPing(tx: Db, webhookId: string, message: string): Promise<string> {
  const [row] = await tx.insert(events).values({ type: PING, subject: webhookId, data: { webhookId, message } }).returning({ id: events.id });
  return row!.id;
}

/**
 * Numbers committed, unnumbered events after the highest number given so far, in the order they
 * were written (`position`, from one database sequence, so a level's later change, which writes
 * only after its earlier one committed, comes later whichever process wrote it), under an advisory lock so that
 * passes never overlap: a pass sees every pass before it committed, so numbers are gapless and no
 * reader sees a number before the numbers below it. Run in a transaction of its own (the lock is
 * held until it ends). Returns how many it numbered (at most NUMBERING_BATCH).
 */
export async function numberPendingEvents(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEQUENCER_LOCK})`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with base as (select coalesce(max(sequence), 0) as last from events),
      pending as (select id, row_number() over (order by position) as n from events where sequence is null and type <> ${PING} order by position limit ${NUMBERING_BATCH})
      update events e set sequence = base.last + pending.n from base, pending where e.id = pending.id returning 1 as n`,
  );
  return rows.length;
}

/**
 * Numbered events after `after` (of `types` when given), at most `limit`, in sequence order, with
 * the highest and lowest numbers still kept, read in one statement (one snapshot).
 */
export async function readEvents(db: Db, after: number, types: string[] | undefined, limit: number): Promise<{ rows: EventRow[]; head: number; oldest: number }> {
  const typeFilter = types ? sql`and e.type in (${sql.join(types.map((type) => sql`${type}`), sql`, `)})` : sql``;
  const result = await queryRows<{ head: string | number | null; oldest: string | number | null; id: string | null; sequence: string | number; type: string; subject: string; data: unknown; occurred_at: string | Date }>(
    db,
    sql`with head as (select max(sequence) as head, min(sequence) as oldest from events)
      select head.head, head.oldest, page.* from head left join lateral (
        select e.id, e.sequence, e.type, e.subject, e.data, e.occurred_at from events e where e.sequence > ${after} ${typeFilter} order by e.sequence limit ${limit}
      ) page on true`,
  );
  const rows = result
    .filter((row) => row.id !== null)
    .map((row) => ({ id: row.id!, sequence: Number(row.sequence), type: row.type, subject: row.subject, data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data, occurredAt: new Date(row.occurred_at) }));
  return { rows, head: Number(result[0]?.head ?? 0), oldest: Number(result[0]?.oldest ?? 0) };
}

/**
 * Deletes events that occurred before `cutoff` (pings included), always keeping the newest (it
 * carries the highest number) and those a webhook delivery still waits to send (reads the webhooks' table).
 */
export async function deleteEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(events)
    .where(
      and(
        lt(events.occurredAt, cutoff),
        // Pings are never numbered: they go once old like the rest.
        sql`(${events.sequence} < (select max(sequence) from events) or ${events.type} = ${PING})`,
        sql`not exists (select 1 from webhook_deliveries d where d.event_id = ${events.id} and d.status = 'pending')`,
      ),
    )
    .returning({ id: events.id });
  return deleted.length;
}

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function headSequence(db: Db): Promise<number> {
  const [row] = await queryRows<{ head: string | number | null }>(db, sql`select max(sequence) as head from events`);
  return Number(row?.head ?? 0);
}
