/**
 * The ledger's writes (decision 0003). Levels change only through changeLevels, guarded
 * updates: the database decides whether stock suffices (never a read-then-write in
 * JavaScript), and the CHECK constraint on inventory_levels is the last word. Balances at the finest
 * grain (decision 0015), the append-only movements and their daily summary are written beside them.
 */
import {
  DEFAULT_LOCATION_CODE,
  inventoryLevels,
  locations,
  lots,
  products,
  queryRows,
  receiptBeforeRateFixed,
  stockBalances,
  stockMovementDaily,
  stockMovements,
  warehouses,
  type Db,
  type MovementType,
} from '@stockroom/db';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { sumAmounts } from '../../money.js';
import { insertStatement, statement } from '../../prepared.js';
import { levelKey, roundsByLevel } from './ledger.changes.js';

export type MovementRow = typeof stockMovements.$inferSelect;

export interface LevelChange {
  productId: string;
  warehouseId: string;
  /** Signed change of units on hand. */
  onHandDelta: number;
  /** Signed change of units reserved. */
  reservedDelta: number;
  /** Signed change of units in transit to this warehouse on two-step transfers (decision 0016). */
  inTransitDelta?: number | undefined;
}

/** The kind of a level change, the shape of changeLevels' statement for one change: the units are parameters. */
interface LevelChangeShape {
  /** Adds units without touching reserved: an upsert that creates the level on a first receipt. */
  receives: boolean;
  /** The sign of the change in transit. */
  transit: number;
  /** Takes units out (stamps lastOutboundAt). */
  out: boolean;
}

const levelChanged = statement((db, { receives, transit: t, out }: LevelChangeShape) => {
  const [units, reserved, transit] = [sql.placeholder('d'), sql.placeholder('r'), sql.placeholder('t')];
  const inTransit = t === 0 ? {} : { inTransit: sql`${inventoryLevels.inTransit} + ${transit}` };
  const write = receives
    ? db
        .insert(inventoryLevels)
        .values({ productId: sql.placeholder('productId'), warehouseId: sql.placeholder('warehouseId'), onHand: units, reserved: 0, ...(t > 0 ? { inTransit: transit } : {}) })
        .onConflictDoUpdate({
          target: [inventoryLevels.productId, inventoryLevels.warehouseId],
          set: { onHand: sql`${inventoryLevels.onHand} + ${units}`, ...inTransit, updatedAt: sql`now()` },
        })
        .returning()
    : db
        .update(inventoryLevels)
        .set({
          onHand: sql`${inventoryLevels.onHand} + ${units}`,
          reserved: sql`${inventoryLevels.reserved} + ${reserved}`,
          ...inTransit,
          ...(out ? { lastOutboundAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(inventoryLevels.productId, sql.placeholder('productId')),
            eq(inventoryLevels.warehouseId, sql.placeholder('warehouseId')),
            sql`${inventoryLevels.onHand} + ${units} >= ${inventoryLevels.reserved} + ${reserved}`,
            sql`${inventoryLevels.reserved} + ${reserved} >= 0`,
          ),
        )
        .returning();
  const changed = db.$with('changed').as(write);
  return (
    db
      .with(changed)
      // The rows the write returned have the table's columns (`returning()`), under the CTE's name.
      .select(levelColumnsOf(changed as unknown as typeof inventoryLevels))
      .from(changed)
      .innerJoin(products, eq(products.id, changed.productId))
      .innerJoin(warehouses, eq(warehouses.id, changed.warehouseId))
  );
});

/**
 * Locks levels in (warehouse, product) order, creating those missing with zero stock, and returns
 * their units: an upsert of rows sorted by that order locks them in it, whether they existed or not.
 */
const levelsLocked = insertStatement(inventoryLevels, (insert) =>
  insert
    .onConflictDoUpdate({ target: [inventoryLevels.productId, inventoryLevels.warehouseId], set: { updatedAt: sql`${inventoryLevels.updatedAt}` } })
    .returning({ productId: inventoryLevels.productId, warehouseId: inventoryLevels.warehouseId, onHand: inventoryLevels.onHand, inTransit: inventoryLevels.inTransit }),
);

/**
 * Locks the levels of `keys` (duplicates allowed) for the rest of the transaction in (warehouse,
 * product) order, the one order every writer locks levels in, creating those missing with zero
 * stock; returns their units on hand and in transit.
 */
export async function lockLevels(tx: Db, keys: readonly { productId: string; warehouseId: string }[]): Promise<{ productId: string; warehouseId: string; onHand: number; inTransit: number }[]> {
  const levels = [...new Map(keys.map((key) => [levelKey(key), { productId: key.productId, warehouseId: key.warehouseId }])).values()];
  if (!levels.length) return [];
  levels.sort((x, y) => x.warehouseId.localeCompare(y.warehouseId) || x.productId.localeCompare(y.productId));
  const locked = (await levelsLocked.run(tx, levels)).flat();
  const held = lockedIn.get(tx) ?? new Set<string>();
  for (const level of levels) held.add(levelKey(level));
  lockedIn.set(tx, held);
  return locked;
}

/** The levels each open transaction has locked (lockLevels): a row lock lasts until the transaction ends. */
const lockedIn = new WeakMap<Db, Set<string>>();

/**
 * Locks the levels of `keys` as lockLevels does, but only those this transaction has not locked
 * yet: a writer that locked its levels before reading what they guard (an order's lines) does not
 * pay a second round trip when the allocation it calls locks them again.
 */
export async function ensureLevelsLocked(tx: Db, keys: readonly { productId: string; warehouseId: string }[]): Promise<void> {
  const held = lockedIn.get(tx);
  await lockLevels(tx, held ? keys.filter((key) => !held.has(levelKey(key))) : keys);
}

/** levelChanged for many levels at once, each row of `unnest` one change (its `line`, from 1); the levels exist and are locked. */
const levelsChanged = statement((db) => {
  const change = sql`unnest(${sql.placeholder('productIds')}::uuid[], ${sql.placeholder('warehouseIds')}::uuid[], ${sql.placeholder('d')}::int[], ${sql.placeholder('r')}::int[], ${sql.placeholder('t')}::int[]) with ordinality as u(product_id, warehouse_id, d, r, t, n)`;
  const write = db
    .update(inventoryLevels)
    .set({
      onHand: sql`${inventoryLevels.onHand} + u.d`,
      reserved: sql`${inventoryLevels.reserved} + u.r`,
      inTransit: sql`${inventoryLevels.inTransit} + u.t`,
      lastOutboundAt: sql`case when u.d < 0 then now() else ${inventoryLevels.lastOutboundAt} end`,
      updatedAt: sql`now()`,
    })
    .from(change)
    .where(
      and(
        sql`${inventoryLevels.productId} = u.product_id and ${inventoryLevels.warehouseId} = u.warehouse_id`,
        sql`${inventoryLevels.onHand} + u.d >= ${inventoryLevels.reserved} + u.r`,
        sql`${inventoryLevels.reserved} + u.r >= 0`,
      ),
    )
    .returning({ ...getTableColumns(inventoryLevels), line: sql<number>`u.n::int`.as('line') });
  const changed = db.$with('changed').as(write);
  return db
    .with(changed)
    .select({ ...levelColumnsOf(changed as unknown as typeof inventoryLevels), line: changed.line })
    .from(changed)
    .innerJoin(products, eq(products.id, changed.productId))
    .innerJoin(warehouses, eq(warehouses.id, changed.warehouseId));
});

/** The largest number of units a level holds on hand or in transit (PostgreSQL's integer). */
const MAX_UNITS = 2_147_483_647;

/** A change that would take its level's units on hand or in transit past MAX_UNITS (nothing changed). */
export class UnitsOutOfRange extends Error {
  constructor(readonly change: LevelChange) {
    super(`Units of product ${change.productId} in warehouse ${change.warehouseId} would pass ${MAX_UNITS}`);
  }
}

/** True when the database refused a value out of its column's range (SQLSTATE 22003). */
function outOfRange(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if ((e as { code?: unknown }).code === '22003') return true;
  return false;
}

/** A change that adds units without touching reserved: it may create its level (a first receipt, or first units in transit). */
const receives = ({ onHandDelta: d, reservedDelta: r, inTransitDelta: t = 0 }: LevelChange) => (d > 0 || (d === 0 && t > 0)) && r === 0;

/**
 * Applies `changes` to their levels, each when its result keeps 0 ≤ reserved ≤ on hand; returns
 * per change, in order, the level right after it (as findLevel reads it), or undefined when stock
 * did not suffice for it (that change made nothing). Changes of one level apply in their order.
 * A level row is created by the first receipt into a warehouse, or the first units in transit to it.
 * One change is one statement; more lock their levels first, in (warehouse, product) order, in one
 * upsert that creates those missing with zero stock (a change that then finds no stock fails, and
 * its transaction rolls back), so concurrent writers cannot deadlock; then
 * one statement per round changes them, the nth change of each level in the nth (a bulk of
 * opening balances is two statements, not one per line). Throws UnitsOutOfRange naming the first
 * change that would take units on hand or in transit past the integer range, before any level changes.
 */
export async function changeLevels(tx: Db, changes: LevelChange[]): Promise<(LevelRow | undefined)[]> {
  if (changes.length === 1) {
    const change = changes[0]!;
    const { productId, warehouseId, onHandDelta: d, reservedDelta: r, inTransitDelta: t = 0 } = change;
    const [row] = await levelChanged.run(tx, { productId, warehouseId, d, r, t }, { receives: receives(change), transit: Math.sign(t), out: d < 0 }).catch((error: unknown) => {
      throw outOfRange(error) ? new UnitsOutOfRange(change) : error;
    });
    return [row];
  }
  const locked = await lockLevels(tx, changes);
  // Under the locks, the units each change would leave: a change past the integer range is named before any level changes.
  const units = new Map(locked.map((level) => [levelKey(level), { onHand: level.onHand, inTransit: level.inTransit }]));
  for (const change of changes) {
    const level = units.get(levelKey(change))!;
    level.onHand += change.onHandDelta;
    level.inTransit += change.inTransitDelta ?? 0;
    if (level.onHand > MAX_UNITS || level.inTransit > MAX_UNITS) throw new UnitsOutOfRange(change);
  }

  const after: (LevelRow | undefined)[] = changes.map(() => undefined);
  for (const round of roundsByLevel(changes)) {
    const batch = round.map((index) => changes[index]!);
    const rows = await levelsChanged
      .run(tx, {
        productIds: batch.map((change) => change.productId),
        warehouseIds: batch.map((change) => change.warehouseId),
        d: batch.map((change) => change.onHandDelta),
        r: batch.map((change) => change.reservedDelta),
        t: batch.map((change) => change.inTransitDelta ?? 0),
      })
      .catch((error: unknown) => {
        throw outOfRange(error) ? new UnitsOutOfRange(batch.find((change) => change.onHandDelta > 0 || (change.inTransitDelta ?? 0) > 0) ?? batch[0]!) : error;
      });
    for (const { line, ...row } of rows) after[round[line - 1]!] = row;
  }
  return after;
}

/**
 * Locks the level row of a product in a warehouse for the rest of the transaction, creating it
 * with zero stock first if needed (the warehouse then carries the product), and returns it.
 */
export async function lockLevel(tx: Db, productId: string, warehouseId: string): Promise<{ onHand: number; reserved: number }> {
  await tx.insert(inventoryLevels).values({ productId, warehouseId }).onConflictDoNothing();
  const [row] = await tx
    .select({ onHand: inventoryLevels.onHand, reserved: inventoryLevels.reserved })
    .from(inventoryLevels)
    .where(and(eq(inventoryLevels.productId, productId), eq(inventoryLevels.warehouseId, warehouseId)))
    .for('update');
  return row!;
}

/** The grain of a stock balance (decision 0015): where the units lie, their lot and serial number. */
export interface Grain {
  locationId: string;
  lotId: string | null;
  serialNumber: string | null;
}

/**
 * A balance's grain as reads show it, with its units on hand: the location's code and the lot's
 * number and expiry beside their ids. Columns of a select from stock_balances joined to locations
 * (inner) and lots (left).
 */
export const balanceGrainColumns = {
  locationId: stockBalances.locationId,
  locationCode: locations.code,
  lotId: stockBalances.lotId,
  lotNumber: lots.lotNumber,
  expiryDate: lots.expiryDate,
  serialNumber: stockBalances.serialNumber,
  onHand: stockBalances.onHand,
};

/** Units of one grain moved by one ledger row. */
export interface Piece extends Grain {
  quantity: number;
}

const defaultLocations = new Map<string, string>();

/**
 * The id of the default location of `warehouseId` (created with the warehouse; its code can never
 * change, so the answer is cached for the life of the process).
 */
export async function defaultLocationId(db: Db, warehouseId: string): Promise<string> {
  const cached = defaultLocations.get(warehouseId);
  if (cached) return cached;
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.code, DEFAULT_LOCATION_CODE)));
  defaultLocations.set(warehouseId, row!.id);
  return row!.id;
}

const addToBalance = insertStatement(stockBalances, (insert) =>
  insert.onConflictDoUpdate({
    target: [stockBalances.productId, stockBalances.warehouseId, stockBalances.locationId, stockBalances.lotId, stockBalances.serialNumber],
    set: { onHand: sql`${stockBalances.onHand} + excluded.on_hand`, updatedAt: sql`now()` },
  }),
);

/** Units of one grain of a level coming into its balance. */
export type PlacedPiece = Piece & { productId: string; warehouseId: string };

/**
 * Adds units to the balances of `pieces` (each a distinct grain), creating them on the first
 * receipt; many pieces go in one statement. The caller holds their levels' row locks. The database
 * refuses a serial already in stock (a unique violation, or the single-unit CHECK when it lies in the same place).
 */
export async function addToBalances(tx: Db, pieces: PlacedPiece[]): Promise<void> {
  await addToBalance.run(
    tx,
    pieces.map((piece) => ({ productId: piece.productId, warehouseId: piece.warehouseId, locationId: piece.locationId, lotId: piece.lotId, serialNumber: piece.serialNumber, onHand: piece.quantity })),
  );
}

const insertMovement = insertStatement(stockMovements, (insert) => insert.returning());

/** Appends movements to the ledger; returns them as stored. Their daily summary is addToDailySummary's. */
export async function insertMovements(tx: Db, rows: (typeof stockMovements.$inferInsert)[]): Promise<MovementRow[]> {
  return (await insertMovement.run(tx, rows)).flat();
}

const addToDay = insertStatement(stockMovementDaily, (insert) =>
  insert.onConflictDoUpdate({
    target: [stockMovementDaily.day, stockMovementDaily.warehouseId, stockMovementDaily.productId, stockMovementDaily.type],
    set: {
      movements: sql`${stockMovementDaily.movements} + excluded.movements`,
      quantity: sql`${stockMovementDaily.quantity} + excluded.quantity`,
      value: sql`${stockMovementDaily.value} + excluded.value`,
    },
  }),
);

/**
 * Adds stored movements to the daily summary (stock_movement_daily), in the transaction that
 * appended them: per UTC day the movement is effective (decision 0023 point 8), warehouse, product and type, how many movements, their
 * units and their value (currency units: the exact sum of the movements' values, each to the cent).
 * The caller holds the level locks of their products and warehouses, so no other transaction writes
 * the same summary rows meanwhile.
 */
export async function addToDailySummary(tx: Db, movements: MovementRow[]): Promise<void> {
  const days = new Map<string, { day: string; warehouseId: string; productId: string; type: MovementType; movements: number; quantity: number; values: number[] }>();
  for (const row of movements) {
    const day = row.effectiveAt.toISOString().slice(0, 10);
    const key = `${day} ${row.warehouseId} ${row.productId} ${row.type}`;
    const summary = days.get(key) ?? { day, warehouseId: row.warehouseId, productId: row.productId, type: row.type, movements: 0, quantity: 0, values: [] };
    summary.movements += 1;
    summary.quantity += row.quantity;
    summary.values.push(row.value);
    days.set(key, summary);
  }
  await addToDay.run(
    tx,
    [...days.values()].map(({ values, ...summary }) => ({ ...summary, value: sumAmounts(values) })),
  );
}

/**
 * Multiplies the unit cost of the receipt movements of purchase orders `orderIds` posted before
 * their order's rate was fixed by `rate` (to 4 decimals), with their values and FIFO layers (at
 * standard cost, the purchase price variance instead), and recomputes the day summaries they
 * fall in. The append-only trigger is off for this statement only, inside the caller's transaction,
 * whose lock on the ledger (SHARE ROW EXCLUSIVE, taken by the ALTER) keeps every other write out
 * until it commits (decision 0016's one-time currency conversion). Returns the ids of the products whose
 * movements changed.
 */
export async function convertReceiptCosts(tx: Db, orderIds: string[], rate: number): Promise<string[]> {
  if (!orderIds.length) return [];
  await tx.execute(sql`alter table stock_movements disable trigger stock_movements_append_only`);
  const changed = await queryRows<{ day: string; warehouse_id: string; product_id: string; id: string }>(
    tx,
    // A receipt at standard cost (decision 0023 point 5) keeps its value at the standard: its purchase price variance takes the conversion.
    sql`update stock_movements m set
          unit_cost = case when m.purchase_price_variance is null then round(m.unit_cost * ${rate}::numeric, 4) else m.unit_cost end,
          value = case when m.purchase_price_variance is null then round(m.quantity * round(m.unit_cost * ${rate}::numeric, 4), 2) else m.value end,
          purchase_price_variance = round((m.value + m.purchase_price_variance) * ${rate}::numeric, 2) - m.value
        from purchase_orders po
        where po.id in (${sql.join(orderIds.map((id) => sql`${id}::uuid`), sql`, `)}) and ${receiptBeforeRateFixed}
        returning (m.effective_at at time zone 'UTC')::date::text as day, m.warehouse_id, m.product_id, m.id`,
  );
  await tx.execute(sql`alter table stock_movements enable trigger stock_movements_append_only`);
  if (changed.length) {
    // A FIFO receipt's layer takes the whole correction into the units it still holds, as the average does (decision 0023).
    await tx.execute(
      sql`update cost_layers l set value = m.value,
            remaining_value = case when l.remaining = 0 then 0 else greatest(l.remaining_value + m.value - l.value, 0) end
          from stock_movements m where l.movement_id = m.id and m.id in (${sql.join(changed.map((row) => sql`${row.id}::uuid`), sql`, `)})`,
    );
  }
  const keys = [...new Map(changed.map((row) => [`${row.day}|${row.warehouse_id}|${row.product_id}`, row])).values()];
  for (const key of keys) {
    await tx.execute(
      sql`update stock_movement_daily d set value = (
            select coalesce(sum(m.value), 0) from stock_movements m
            where m.warehouse_id = d.warehouse_id and m.product_id = d.product_id and m.type = d.type
              and m.effective_at >= d.day::timestamp at time zone 'UTC' and m.effective_at < (d.day + 1)::timestamp at time zone 'UTC')
          where d.day = ${key.day}::date and d.warehouse_id = ${key.warehouse_id} and d.product_id = ${key.product_id} and d.type = 'receipt'`,
    );
  }
  return [...new Set(keys.map((key) => key.product_id))];
}

/** A level's columns as the API shows them, from `levels` (the table, or rows a statement returned) joined with products and warehouses. */
export const levelColumnsOf = (levels: typeof inventoryLevels) => ({
  productId: levels.productId,
  sku: products.sku,
  productName: products.name,
  warehouseId: levels.warehouseId,
  warehouseCode: warehouses.code,
  onHand: levels.onHand,
  reserved: levels.reserved,
  available: sql<number>`${levels.onHand} - ${levels.reserved}`,
  inTransit: levels.inTransit,
  minStockLevel: products.minStockLevel,
  maxStockLevel: products.maxStockLevel,
  updatedAt: levels.updatedAt,
});

export const levelsWithProduct = <Extra extends Record<string, SQL>>(db: Db, extra: Extra = {} as Extra) =>
  db
    .select({ ...levelColumnsOf(inventoryLevels), ...extra })
    .from(inventoryLevels)
    .innerJoin(products, eq(products.id, inventoryLevels.productId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLevels.warehouseId));

export async function findLevel(db: Db, productId: string, warehouseId: string) {
  const [row] = await levelsWithProduct(db).where(and(eq(inventoryLevels.productId, productId), eq(inventoryLevels.warehouseId, warehouseId)));
  return row;
}

export type LevelRow = NonNullable<Awaited<ReturnType<typeof findLevel>>>;

/** Units of one level as the stock list reads them live (decision 0018). */
export interface LevelStock {
  onHand: number;
  reserved: number;
  available: number;
  inTransit: number;
  updatedAt: Date;
}
