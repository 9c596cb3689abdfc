/** Exchange-rate queries (decision 0016). */
import { exchangeRates, type Db } from '@stockroom/db';
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

export async function insertRate(db: Db, values: typeof exchangeRates.$inferInsert): Promise<ExchangeRateRow> {
  const [row] = await db.insert(exchangeRates).values(values).returning();
  return row!;
}

export async function findRate(db: Db, id: string): Promise<ExchangeRateRow | undefined> {
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.id, id));
  return row;
}

/** Rates newest first (by validFrom), optionally of one currency. */
export async function listRates(db: Db, currency: string | undefined, page: { limit: number; offset: number }) {
  const where = currency ? eq(exchangeRates.currency, currency) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(exchangeRates).where(where).orderBy(desc(exchangeRates.validFrom), exchangeRates.currency).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(exchangeRates).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The rate of `currency` in force at the transaction's time, if any. */
export async function rateInForce(db: Db, currency: string): Promise<number | undefined> {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.validFrom, sql`now()`)))
    .orderBy(desc(exchangeRates.validFrom))
    .limit(1);
  return row?.rate;
}
