/**
 * Picking's queries (decision 0015): the balances a pick may take from, in picking order (first
 * expiry first out), and the guarded takes.
 */
import { locations, lots, stockBalances, type Db } from '@stockroom/db';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { statement } from '../../prepared.js';
import type { Grain } from '../ledger/ledger.repository.js';

export interface PickFilter {
  locationId?: string | undefined;
  lotId?: string | undefined;
  serialNumbers?: string[] | undefined;
  /** Leave out lots whose expiry date is before this day (YYYY-MM-DD). */
  freshOn?: string | undefined;
  /** Only locations where sellable stock lies (not quarantine, receiving or damaged bins; decision 0020). */
  pickableOnly?: boolean | undefined;
}

const pickable = statement((db, filter: PickShape) => pickableQuery(db, filter));

/**
 * The balances with units not allocated (on hand − reserved, decision 0020) of a product in a warehouse that `filter` allows, in picking order:
 * first expiry first out (lots without expiry last), then the oldest lot, then the oldest balance
 * (oldest receipt), so serials go oldest first (decision 0015). The caller holds the level's row lock,
 * so no other transaction changes these balances until it commits.
 */
export function pickableBalances(tx: Db, productId: string, warehouseId: string, filter: PickFilter) {
  return pickable.run(tx, pickValues(productId, warehouseId, filter), pickShape(filter));
}

/** Which conditions of a pick filter apply: the shape of the statements that take one. */
type PickShape = Record<keyof PickFilter, boolean>;
const pickShape = (filter: PickFilter): PickShape => ({
  locationId: filter.locationId !== undefined,
  lotId: filter.lotId !== undefined,
  serialNumbers: filter.serialNumbers !== undefined,
  freshOn: filter.freshOn !== undefined,
  pickableOnly: filter.pickableOnly === true,
});

const pickValues = (productId: string, warehouseId: string, { pickableOnly: _, ...filter }: PickFilter) => ({ productId, warehouseId, ...filter });

/** Units of a balance not allocated: what a pick that is not a shipment of its allocation may take. */
const freeUnits = sql<number>`${stockBalances.onHand} - ${stockBalances.reserved}`;

/** The balance's location is pickable (a correlated test: the pick reads no location column). */
const inPickableLocation = sql`exists (select 1 from ${locations} where ${locations.id} = ${stockBalances.locationId} and ${locations.isPickable})`;

/** pickableBalances' query for the conditions `filter` holds, with placeholders for their values. */
function pickableQuery(db: Db, filter: PickShape) {
  return db
    .select({ id: stockBalances.id, locationId: stockBalances.locationId, lotId: stockBalances.lotId, serialNumber: stockBalances.serialNumber, free: freeUnits })
    .from(stockBalances)
    .leftJoin(lots, eq(lots.id, stockBalances.lotId))
    .where(
      and(
        eq(stockBalances.productId, sql.placeholder('productId')),
        eq(stockBalances.warehouseId, sql.placeholder('warehouseId')),
        gt(stockBalances.onHand, stockBalances.reserved),
        filter.pickableOnly ? inPickableLocation : undefined,
        filter.locationId ? eq(stockBalances.locationId, sql.placeholder('locationId')) : undefined,
        filter.lotId ? eq(stockBalances.lotId, sql.placeholder('lotId')) : undefined,
        filter.serialNumbers ? sql`${stockBalances.serialNumber} = any(${sql.placeholder('serialNumbers')}::text[])` : undefined,
        filter.freshOn ? or(isNull(lots.expiryDate), sql`${lots.expiryDate} >= ${sql.placeholder('freshOn')}::date`) : undefined,
      ),
    )
    .orderBy(...pickingOrder());
}

/** The balances with units on hand of a product in a warehouse within a named lot or serials, and whether each one's location is pickable. */
export function namedBalances(db: Db, productId: string, warehouseId: string, grain: { lotId?: string | undefined; serialNumbers?: string[] | undefined }) {
  return db
    .select({ locationId: stockBalances.locationId, lotId: stockBalances.lotId, serialNumber: stockBalances.serialNumber, isPickable: locations.isPickable })
    .from(stockBalances)
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .where(
      and(
        eq(stockBalances.productId, productId),
        eq(stockBalances.warehouseId, warehouseId),
        gt(stockBalances.onHand, 0),
        grain.lotId ? eq(stockBalances.lotId, grain.lotId) : undefined,
        grain.serialNumbers ? inArray(stockBalances.serialNumber, grain.serialNumbers) : undefined,
      ),
    );
}

/** The picking order of balances (see pickableBalances): first expiry first out, then the oldest lot, then the oldest balance. */
export const pickingOrder = () => [sql`${lots.expiryDate} asc nulls last`, asc(lots.createdAt), asc(stockBalances.createdAt), asc(stockBalances.id)];

const takenFromFirst = statement((db, filter: PickShape) => {
  const first = pickableQuery(db, filter).limit(1).as('first');
  return db
    .update(stockBalances)
    .set({ onHand: sql`${stockBalances.onHand} - ${sql.placeholder('quantity')}`, updatedAt: sql`now()` })
    .from(first)
    .where(and(eq(stockBalances.id, first.id), sql`${freeUnits} >= ${sql.placeholder('quantity')}`))
    .returning({ locationId: stockBalances.locationId, lotId: stockBalances.lotId, serialNumber: stockBalances.serialNumber });
});

/**
 * The common pick in one statement: takes `quantity` units from the first balance in picking order
 * when it holds them all, and returns its grain; undefined when it holds fewer (nothing changed;
 * the caller picks across balances).
 */
export async function takeFromFirstBalance(tx: Db, productId: string, warehouseId: string, filter: PickFilter, quantity: number): Promise<Grain | undefined> {
  const [row] = await takenFromFirst.run(tx, { ...pickValues(productId, warehouseId, filter), quantity }, pickShape(filter));
  return row;
}

const takenFromFirsts = statement((db) => {
  const wanted = sql`unnest(${sql.placeholder('productIds')}::uuid[], ${sql.placeholder('warehouseIds')}::uuid[], ${sql.placeholder('quantities')}::int[], ${sql.placeholder('fresh')}::int[], ${sql.placeholder('pickable')}::int[]) with ordinality as w(product_id, warehouse_id, quantity, fresh, pickable, n)`;
  const first = db
    .select({ id: stockBalances.id })
    .from(stockBalances)
    .leftJoin(lots, eq(lots.id, stockBalances.lotId))
    .where(
      and(
        sql`${stockBalances.productId} = w.product_id and ${stockBalances.warehouseId} = w.warehouse_id`,
        gt(stockBalances.onHand, stockBalances.reserved),
        sql`(w.fresh = 0 or ${lots.expiryDate} is null or ${lots.expiryDate} >= ${sql.placeholder('freshOn')}::date)`,
        sql`(w.pickable = 0 or ${inPickableLocation})`,
      ),
    )
    .orderBy(...pickingOrder())
    .limit(1);
  return db
    .update(stockBalances)
    .set({ onHand: sql`${stockBalances.onHand} - firsts.quantity`, updatedAt: sql`now()` })
    .from(sql`(select w.n, w.quantity, f.id from ${wanted} cross join lateral (${first}) f) as firsts`)
    .where(sql`${stockBalances.id} = firsts.id and ${freeUnits} >= firsts.quantity`)
    .returning({ line: sql<number>`firsts.n::int`, locationId: stockBalances.locationId, lotId: stockBalances.lotId, serialNumber: stockBalances.serialNumber });
});

/**
 * takeFromFirstBalance for many picks naming no grain, of distinct levels, in one statement: for each,
 * the grain of its first balance in picking order when that held all its units (taken), else
 * undefined (nothing taken; the caller picks across balances). `fresh` picks leave out lots expired before `freshOn`.
 */
export async function takeFromFirstBalances(tx: Db, picks: { productId: string; warehouseId: string; quantity: number; fresh: boolean; pickableOnly: boolean }[], freshOn: string): Promise<(Grain | undefined)[]> {
  const rows = await takenFromFirsts.run(tx, {
    productIds: picks.map((pick) => pick.productId),
    warehouseIds: picks.map((pick) => pick.warehouseId),
    quantities: picks.map((pick) => pick.quantity),
    // 1 or 0: postgres.js sends an array of booleans as one boolean.
    fresh: picks.map((pick) => (pick.fresh ? 1 : 0)),
    pickable: picks.map((pick) => (pick.pickableOnly ? 1 : 0)),
    freshOn,
  });
  const taken: (Grain | undefined)[] = picks.map(() => undefined);
  for (const { line, ...grain } of rows) taken[line - 1] = grain;
  return taken;
}

/** Takes `quantity` units from balance `id`; false when fewer are free (nothing changed). */
export async function takeFromBalance(tx: Db, id: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(stockBalances)
    .set({ onHand: sql`${stockBalances.onHand} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(stockBalances.id, id), sql`${freeUnits} >= ${quantity}`))
    .returning({ id: stockBalances.id });
  return rows.length > 0;
}

/** Deletes the balances of these serials of a product once their unit has left (on hand 0). */
export async function deleteEmptySerialBalances(tx: Db, productId: string, serialNumbers: string[]): Promise<void> {
  await tx.delete(stockBalances).where(and(eq(stockBalances.productId, productId), inArray(stockBalances.serialNumber, serialNumbers), eq(stockBalances.onHand, 0)));
}
