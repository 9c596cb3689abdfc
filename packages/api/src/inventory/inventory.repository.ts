/**
 * Stock queries. Levels change only through changeLevel, a guarded single-statement update: the
 * database decides whether stock suffices (never a read-then-write in JavaScript), and the CHECK
 * constraint on inventory_levels is the last word.
 */
import {
  categories,
  containsPattern,
  DEFAULT_LOCATION_CODE,
  inventoryLevels,
  listVersions,
  locations,
  lots,
  products,
  queryRows,
  receiptBeforeRateFixed,
  stockBalances,
  stockMovementDaily,
  purchaseOrders,
  salesOrders,
  stockMovements,
  suppliers,
  customers,
  transfers,
  warehouses,
  type Db,
  type MovementType,
} from '@stockroom/db';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { actorName } from '../actors.js';
import { insertRows, oneOf, statement } from '../prepared.js';
import { exactUnits, rowCount, sumUnits, type Units } from '../units.js';

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

/**
 * Applies a change to one level when the result keeps 0 ≤ reserved ≤ on hand; returns the level
 * after it (as findLevel reads it, in the same statement), or undefined when stock does not suffice
 * (nothing changed). A level row is created on the first receipt into a warehouse, or the first
 * units in transit to it.
 */
export async function changeLevel(tx: Db, change: LevelChange): Promise<LevelRow | undefined> {
  const { productId, warehouseId, onHandDelta: d, reservedDelta: r, inTransitDelta: t = 0 } = change;
  const receives = (d > 0 || (d === 0 && t > 0)) && r === 0;
  // One shape per kind of change; the units are parameters.
  const key = `inventory.changeLevel ${receives ? 'in' : 'guarded'}${t === 0 ? '' : t > 0 ? ' transit+' : ' transit-'}${d < 0 ? ' out' : ''}`;
  const [row] = await statement(
    tx,
    key,
    (db) => {
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
              ...(d < 0 ? { lastOutboundAt: sql`now()` } : {}),
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
    },
    { productId, warehouseId, d, r, t },
  );
  return row;
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

/**
 * Adds units to the balances of `pieces` (each a distinct grain), creating them on the first
 * receipt. The caller holds the level's row lock. The database refuses a serial already in stock
 * (a unique violation, or the single-unit CHECK when it lies in the same place).
 */
export async function addToBalances(tx: Db, productId: string, warehouseId: string, pieces: Piece[]): Promise<void> {
  await insertRows(
    tx,
    'inventory.addToBalance',
    stockBalances,
    pieces.map((piece) => ({ productId, warehouseId, locationId: piece.locationId, lotId: piece.lotId, serialNumber: piece.serialNumber, onHand: piece.quantity })),
    (insert) =>
      insert.onConflictDoUpdate({
        target: [stockBalances.productId, stockBalances.warehouseId, stockBalances.locationId, stockBalances.lotId, stockBalances.serialNumber],
        set: { onHand: sql`${stockBalances.onHand} + excluded.on_hand`, updatedAt: sql`now()` },
      }),
  );
}

/** Deletes the balances of these serials of a product once their unit has left (on hand 0). */
export async function deleteEmptySerialBalances(tx: Db, productId: string, serialNumbers: string[]): Promise<void> {
  await tx.delete(stockBalances).where(and(eq(stockBalances.productId, productId), inArray(stockBalances.serialNumber, serialNumbers), eq(stockBalances.onHand, 0)));
}

export interface PickFilter {
  locationId?: string | undefined;
  lotId?: string | undefined;
  serialNumbers?: string[] | undefined;
  /** Leave out lots whose expiry date is before this day (YYYY-MM-DD). */
  freshOn?: string | undefined;
}

/**
 * The balances with stock of a product in a warehouse that `filter` allows, in picking order:
 * first expiry first out (lots without expiry last), then the oldest lot, then the oldest balance
 * (oldest receipt), so serials go oldest first (decision 0015). The caller holds the level's row lock,
 * so no other transaction changes these balances until it commits.
 */
export function pickableBalances(tx: Db, productId: string, warehouseId: string, filter: PickFilter) {
  return statement(tx, `inventory.pickable ${pickShape(filter)}`, (db) => pickableQuery(db, filter), pickValues(productId, warehouseId, filter));
}

/** The statement key part of a pick filter: which of its conditions apply. */
const pickShape = (filter: PickFilter) => ['locationId', 'lotId', 'serialNumbers', 'freshOn'].filter((key) => filter[key as keyof PickFilter] !== undefined).join(',');

const pickValues = (productId: string, warehouseId: string, filter: PickFilter) => ({ productId, warehouseId, ...filter });

/** pickableBalances' query for the conditions of `filter`, with placeholders for their values. */
function pickableQuery(db: Db, filter: PickFilter) {
  return db
    .select({ id: stockBalances.id, locationId: stockBalances.locationId, lotId: stockBalances.lotId, serialNumber: stockBalances.serialNumber, onHand: stockBalances.onHand })
    .from(stockBalances)
    .leftJoin(lots, eq(lots.id, stockBalances.lotId))
    .where(
      and(
        eq(stockBalances.productId, sql.placeholder('productId')),
        eq(stockBalances.warehouseId, sql.placeholder('warehouseId')),
        gt(stockBalances.onHand, 0),
        filter.locationId ? eq(stockBalances.locationId, sql.placeholder('locationId')) : undefined,
        filter.lotId ? eq(stockBalances.lotId, sql.placeholder('lotId')) : undefined,
        filter.serialNumbers ? sql`${stockBalances.serialNumber} = any(${sql.placeholder('serialNumbers')}::text[])` : undefined,
        filter.freshOn ? or(isNull(lots.expiryDate), sql`${lots.expiryDate} >= ${sql.placeholder('freshOn')}::date`) : undefined,
      ),
    )
    .orderBy(...pickingOrder());
}

/** The picking order of balances (see pickableBalances): first expiry first out, then the oldest lot, then the oldest balance. */
const pickingOrder = () => [sql`${lots.expiryDate} asc nulls last`, asc(lots.createdAt), asc(stockBalances.createdAt), asc(stockBalances.id)];

/**
 * The balances with stock of these products in these warehouses, fresh on `freshOn` (lots expiring
 * before it left out), with location code and name, lot number and expiry joined; by product, then
 * warehouse, then in picking order. A read for proposing picks (the pick list, decision 0019): no lock.
 */
export function freshBalancesOf(db: Db, productIds: string[], warehouseIds: string[], freshOn: string) {
  return db
    .select({
      productId: stockBalances.productId,
      warehouseId: stockBalances.warehouseId,
      locationId: stockBalances.locationId,
      locationCode: locations.code,
      locationName: locations.name,
      lotId: stockBalances.lotId,
      lotNumber: lots.lotNumber,
      expiryDate: lots.expiryDate,
      serialNumber: stockBalances.serialNumber,
      onHand: stockBalances.onHand,
    })
    .from(stockBalances)
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .leftJoin(lots, eq(lots.id, stockBalances.lotId))
    .where(
      and(
        inArray(stockBalances.productId, productIds),
        inArray(stockBalances.warehouseId, warehouseIds),
        gt(stockBalances.onHand, 0),
        or(isNull(lots.expiryDate), gte(lots.expiryDate, freshOn)),
      ),
    )
    .orderBy(asc(stockBalances.productId), asc(stockBalances.warehouseId), ...pickingOrder());
}

/**
 * The common pick in one statement: takes `quantity` units from the first balance in picking order
 * when it holds them all, and returns its grain; undefined when it holds fewer (nothing changed;
 * the caller picks across balances).
 */
export async function takeFromFirstBalance(tx: Db, productId: string, warehouseId: string, filter: PickFilter, quantity: number): Promise<Grain | undefined> {
  const [row] = await statement(
    tx,
    `inventory.takeFromFirst ${pickShape(filter)}`,
    (db) => {
      const first = pickableQuery(db, filter).limit(1).as('first');
      return db
        .update(stockBalances)
        .set({ onHand: sql`${stockBalances.onHand} - ${sql.placeholder('quantity')}`, updatedAt: sql`now()` })
        .from(first)
        .where(and(eq(stockBalances.id, first.id), sql`${stockBalances.onHand} >= ${sql.placeholder('quantity')}`))
        .returning({ locationId: stockBalances.locationId, lotId: stockBalances.lotId, serialNumber: stockBalances.serialNumber });
    },
    { ...pickValues(productId, warehouseId, filter), quantity },
  );
  return row;
}

export type LotRow = typeof lots.$inferSelect;

/** The lot of `productId` with this id or lot number, or undefined. */
export async function findLot(db: Db, productId: string, by: { id: string } | { lotNumber: string }): Promise<LotRow | undefined> {
  const [row] = await db
    .select()
    .from(lots)
    .where(and(eq(lots.productId, productId), 'id' in by ? eq(lots.id, by.id) : eq(lots.lotNumber, by.lotNumber)));
  return row;
}

/** Creates a lot, or returns the one a concurrent receipt created first with the same number. */
export async function insertLot(tx: Db, values: typeof lots.$inferInsert): Promise<LotRow> {
  const [row] = await tx.insert(lots).values(values).onConflictDoNothing({ target: [lots.productId, lots.lotNumber] }).returning();
  return row ?? (await findLot(tx, values.productId, { lotNumber: values.lotNumber }))!;
}

/** Takes `quantity` units from balance `id`; false when it holds fewer (nothing changed). */
export async function takeFromBalance(tx: Db, id: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(stockBalances)
    .set({ onHand: sql`${stockBalances.onHand} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(stockBalances.id, id), gte(stockBalances.onHand, quantity)))
    .returning({ id: stockBalances.id });
  return rows.length > 0;
}

/** Appends movements to the ledger; returns them as stored. Their daily summary is addToDailySummary's. */
export async function insertMovements(tx: Db, rows: (typeof stockMovements.$inferInsert)[]): Promise<MovementRow[]> {
  return (await insertRows(tx, 'inventory.insertMovement', stockMovements, rows, (insert) => insert.returning())).flat();
}

/**
 * Adds stored movements to the daily summary (stock_movement_daily), in the transaction that
 * appended them: per UTC day of the movement, warehouse, product and type, how many movements, their
 * units and their value (currency units, summed in cents, exact). The caller holds the level locks
 * of their products and warehouses, so no other transaction writes the same summary rows meanwhile.
 */
export async function addToDailySummary(tx: Db, movements: MovementRow[]): Promise<void> {
  const days = new Map<string, { day: string; warehouseId: string; productId: string; type: MovementType; movements: number; quantity: number; cents: number }>();
  for (const row of movements) {
    const day = row.createdAt.toISOString().slice(0, 10);
    const key = `${day} ${row.warehouseId} ${row.productId} ${row.type}`;
    const summary = days.get(key) ?? { day, warehouseId: row.warehouseId, productId: row.productId, type: row.type, movements: 0, quantity: 0, cents: 0 };
    summary.movements += 1;
    summary.quantity += row.quantity;
    summary.cents += Math.round((row.value ?? 0) * 100);
    days.set(key, summary);
  }
  await insertRows(
    tx,
    'inventory.addToDailySummary',
    stockMovementDaily,
    [...days.values()].map(({ cents, ...summary }) => ({ ...summary, value: cents / 100 })),
    (insert) =>
      insert.onConflictDoUpdate({
        target: [stockMovementDaily.day, stockMovementDaily.warehouseId, stockMovementDaily.productId, stockMovementDaily.type],
        set: {
          movements: sql`${stockMovementDaily.movements} + excluded.movements`,
          quantity: sql`${stockMovementDaily.quantity} + excluded.quantity`,
          value: sql`${stockMovementDaily.value} + excluded.value`,
        },
      }),
  );
}

/**
 * Multiplies the unit cost of the receipt movements of purchase orders `orderIds` posted before
 * their order's rate was fixed by `rate` (to 4 decimals), and recomputes the day summaries they
 * fall in. The append-only trigger is off for this statement only, inside the caller's transaction,
 * whose lock on the ledger (SHARE ROW EXCLUSIVE, taken by the ALTER) keeps every other write out
 * until it commits (decision 0016's one-time currency conversion). Returns the ids of the products whose
 * movements changed.
 */
export async function convertReceiptCosts(tx: Db, orderIds: string[], rate: number): Promise<string[]> {
  if (!orderIds.length) return [];
  await tx.execute(sql`alter table stock_movements disable trigger stock_movements_append_only`);
  const changed = await queryRows<{ day: string; warehouse_id: string; product_id: string }>(
    tx,
    sql`update stock_movements m set unit_cost = round(m.unit_cost * ${rate}::numeric, 4)
        from purchase_orders po
        where po.id in (${sql.join(orderIds.map((id) => sql`${id}::uuid`), sql`, `)}) and ${receiptBeforeRateFixed}
        returning (m.created_at at time zone 'UTC')::date::text as day, m.warehouse_id, m.product_id`,
  );
  await tx.execute(sql`alter table stock_movements enable trigger stock_movements_append_only`);
  const keys = [...new Map(changed.map((row) => [`${row.day}|${row.warehouse_id}|${row.product_id}`, row])).values()];
  for (const key of keys) {
    await tx.execute(
      sql`update stock_movement_daily d set value = (
            select coalesce(sum(m.value), 0) from stock_movements m
            where m.warehouse_id = d.warehouse_id and m.product_id = d.product_id and m.type = d.type
              and m.created_at >= d.day::timestamp at time zone 'UTC' and m.created_at < (d.day + 1)::timestamp at time zone 'UTC')
          where d.day = ${key.day}::date and d.warehouse_id = ${key.warehouse_id} and d.product_id = ${key.product_id} and d.type = 'receipt'`,
    );
  }
  return [...new Set(keys.map((key) => key.product_id))];
}

/**
 * The units the movements of documents moved, per document, product and grain (decision 0015: which
 * lots and serials a sales order shipped), with location codes and lot numbers joined, by product
 * then expiry. Quantities are signed sums. `movedAt`: only the movements of the transaction that
 * started then, to the millisecond a Date holds (a movement's created_at is its transaction's
 * now(), as is its shipment's: one shipment's units, decision 0019).
 */
export async function grainsOfReference(db: Db, referenceType: string, referenceIds: string[], movedAt?: Date) {
  const references = oneOf('referenceIds', referenceIds);
  return statement(
    db,
    `inventory.grainsOfReference ${references.shape}${movedAt ? ' at' : ''}`,
    (db) =>
      db
        .select({
          referenceId: sql<string>`${stockMovements.referenceId}`,
          productId: stockMovements.productId,
          locationId: stockMovements.locationId,
          locationCode: locations.code,
          lotId: stockMovements.lotId,
          lotNumber: lots.lotNumber,
          expiryDate: lots.expiryDate,
          serialNumber: stockMovements.serialNumber,
          quantity: sql<number>`sum(${stockMovements.quantity})::int`,
        })
        .from(stockMovements)
        .leftJoin(locations, eq(locations.id, stockMovements.locationId))
        .leftJoin(lots, eq(lots.id, stockMovements.lotId))
        .where(
          and(
            eq(stockMovements.referenceType, sql.placeholder('referenceType')),
            references.where(stockMovements.referenceId),
            movedAt ? sql`date_trunc('milliseconds', ${stockMovements.createdAt}) = ${sql.placeholder('movedAt')}::timestamptz` : undefined,
          ),
        )
        .groupBy(stockMovements.referenceId, stockMovements.productId, stockMovements.locationId, locations.code, stockMovements.lotId, lots.lotNumber, lots.expiryDate, stockMovements.serialNumber)
        .orderBy(asc(stockMovements.productId), sql`${lots.expiryDate} asc nulls last`, asc(lots.lotNumber), asc(stockMovements.serialNumber), asc(locations.code)),
    { referenceType, ...references.values, ...(movedAt ? { movedAt: movedAt.toISOString() } : {}) },
  );
}

/** The units on hand of one grain (0 when it has no balance). The caller holds the level's row lock. */
export async function grainOnHand(tx: Db, productId: string, warehouseId: string, grain: Grain): Promise<number> {
  const [row] = await tx
    .select({ onHand: stockBalances.onHand })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.productId, productId),
        eq(stockBalances.warehouseId, warehouseId),
        eq(stockBalances.locationId, grain.locationId),
        grain.lotId === null ? isNull(stockBalances.lotId) : eq(stockBalances.lotId, grain.lotId),
        grain.serialNumber === null ? isNull(stockBalances.serialNumber) : eq(stockBalances.serialNumber, grain.serialNumber),
      ),
    );
  return row?.onHand ?? 0;
}

/** What stock writes need of the products with these SKUs (see findProducts). */
export function findProductsBySku(db: Db, skus: string[]) {
  if (!skus.length) return Promise.resolve([]);
  return db
    .select({ id: products.id, sku: products.sku, isActive: products.isActive, costPrice: products.costPrice, tracking: products.tracking, shelfLifeDays: products.shelfLifeDays })
    .from(products)
    .where(inArray(products.sku, skus));
}

/** Existence, activity, cost price (currency units), tracking and shelf life (days) of the given products. */
export async function findProducts(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const listed = oneOf('ids', ids);
  return statement(
    db,
    `inventory.findProducts ${listed.shape}`,
    (db) =>
      db
        .select({
          id: products.id,
          sku: products.sku,
          name: products.name,
          isActive: products.isActive,
          costPrice: products.costPrice,
          sellingPrice: products.sellingPrice,
          tracking: products.tracking,
          shelfLifeDays: products.shelfLifeDays,
        })
        .from(products)
        .where(listed.where(products.id)),
    listed.values,
  );
}

/** A level's columns as the API shows them, from `levels` (the table, or rows a statement returned) joined with products and warehouses. */
const levelColumnsOf = (levels: typeof inventoryLevels) => ({
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

const levelsWithProduct = <Extra extends Record<string, SQL>>(db: Db, extra: Extra = {} as Extra) =>
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

export interface LevelFilter {
  warehouseId?: string | undefined;
  productId?: string | undefined;
  categoryId?: string | undefined;
  search?: string | undefined;
  lowStock?: boolean | undefined;
}

/** available ≤ the product's minimum stock level (products without a minimum are never low). */
const isLow = sql`${products.minStockLevel} is not null and ${inventoryLevels.onHand} - ${inventoryLevels.reserved} <= ${products.minStockLevel}`;

function levelWhere(filter: LevelFilter): SQL | undefined {
  return and(
    filter.warehouseId ? eq(inventoryLevels.warehouseId, filter.warehouseId) : undefined,
    filter.productId ? eq(inventoryLevels.productId, filter.productId) : undefined,
    filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
    filter.search ? or(ilike(products.name, containsPattern(filter.search)), ilike(products.sku, containsPattern(filter.search))) : undefined,
    filter.lowStock ? and(isLow, eq(products.isActive, true)) : undefined,
  );
}

/**
 * Up to `limit` levels matching `filter` after the level (`after`: its SKU and warehouse code),
 * by SKU then warehouse code: one keyset page of the export (decision 0017).
 */
export function exportLevelsPage(db: Db, filter: LevelFilter, after: { sku: string; warehouseCode: string } | undefined, limit: number) {
  const afterLast = after && sql`(${products.sku}, ${warehouses.code}) > (${after.sku}, ${after.warehouseCode})`;
  return levelsWithProduct(db)
    .where(and(levelWhere(filter), afterLast))
    .orderBy(asc(products.sku), asc(warehouses.code))
    .limit(limit);
}

/**
 * The stock list version (list_versions 'levels', migration 0024): bumped by every write that
 * changes which levels a filter matches, their order or their product and warehouse fields; never
 * by units moving.
 */
const levelListVersion = sql<number>`(select ${listVersions.version} from ${listVersions} where ${listVersions.name} = 'levels')`.mapWith(Number);

/**
 * A page of levels matching `filter` by SKU then warehouse code, and the stock list version it was
 * read at in the same snapshot (undefined when the page is empty).
 */
export async function listLevels(db: Db, filter: LevelFilter, page: { limit: number; offset: number }) {
  const rows = await levelsWithProduct(db, { listVersion: levelListVersion })
    .where(levelWhere(filter))
    .orderBy(asc(products.sku), asc(warehouses.code))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, version: rows[0]?.listVersion };
}

/**
 * The exact number of levels matching `filter` and the stock list version it was counted at (one
 * snapshot). Products are joined only when the filter reads them (every level has its product).
 */
export async function countLevels(db: Db, filter: LevelFilter): Promise<{ total: number; version: number }> {
  const byProduct = filter.categoryId !== undefined || filter.search !== undefined || filter.lowStock;
  const levels = db.select({ total: count(), version: levelListVersion }).from(inventoryLevels);
  const [row] = await (byProduct ? levels.innerJoin(products, eq(products.id, inventoryLevels.productId)) : levels).where(levelWhere(filter));
  return { total: row?.total ?? 0, version: row?.version ?? 0 };
}

/** Units of one level as the stock list reads them live (decision 0018). */
export interface LevelStock {
  onHand: number;
  reserved: number;
  available: number;
  inTransit: number;
  updatedAt: Date;
}

/**
 * The stock list version and the live units of the levels `keys` (product and warehouse ids), read
 * in one snapshot by one prepared statement: what a page of the stock list read earlier needs to be
 * served again (its levels, order and descriptive fields are current while the version is; its
 * units are these). Returns `{ version, stock }`: `version` is undefined only if the version row is
 * missing; `stock` maps `${productId} ${warehouseId}` to the level's units, and a level that no
 * longer exists is absent from it.
 */
export async function readLevelListVersionAndStock(db: Db, keys: readonly { productId: string; warehouseId: string }[]) {
  const rows = await statement(
    db,
    'inventory.listStock',
    (db) =>
      db
      .select({
        version: listVersions.version,
        productId: inventoryLevels.productId,
        warehouseId: inventoryLevels.warehouseId,
        onHand: inventoryLevels.onHand,
        reserved: inventoryLevels.reserved,
        available: levelColumnsOf(inventoryLevels).available,
        inTransit: inventoryLevels.inTransit,
        updatedAt: inventoryLevels.updatedAt,
      })
      .from(listVersions)
      .leftJoin(
        inventoryLevels,
        sql`(${inventoryLevels.productId}, ${inventoryLevels.warehouseId}) in (select * from unnest(${sql.placeholder('productIds')}::uuid[], ${sql.placeholder('warehouseIds')}::uuid[]))`,
      )
      .where(eq(listVersions.name, 'levels')),
    { productIds: keys.map((key) => key.productId), warehouseIds: keys.map((key) => key.warehouseId) },
  );
  const stock = new Map<string, LevelStock>();
  for (const row of rows) {
    if (row.productId && row.warehouseId) {
      stock.set(`${row.productId} ${row.warehouseId}`, { onHand: row.onHand!, reserved: row.reserved!, available: row.available, inTransit: row.inTransit!, updatedAt: row.updatedAt! });
    }
  }
  return { version: rows[0]?.version, stock };
}

/**
 * A page of low-stock levels of active products (available ≤ minimum), most urgent first (largest
 * shortfall, then least available), with the exact total. Suggested quantity refills to the
 * maximum when set, else to twice the minimum.
 */
export async function listLowStock(db: Db, warehouseId: string | undefined, page: { limit: number; offset: number }) {
  const where = and(isLow, eq(products.isActive, true), warehouseId ? eq(inventoryLevels.warehouseId, warehouseId) : undefined);
  const available = sql`(${inventoryLevels.onHand} - ${inventoryLevels.reserved})`;
  const shortfall = sql<number>`${products.minStockLevel} - ${available}`;
  // In bigint: twice a minimum near the integer maximum does not fit an integer.
  const refillTo = sql`coalesce(${products.maxStockLevel}, 2 * ${products.minStockLevel}::bigint)`;
  const [rows, [counted]] = await Promise.all([
    levelsWithProduct(db, {
      shortfall,
      suggestedOrderQuantity: sql<number>`greatest(${refillTo} - ${available}, 0)`.mapWith(Number),
    })
      .where(where)
      .orderBy(desc(shortfall), asc(available), asc(products.sku))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(inventoryLevels)
      .innerJoin(products, eq(products.id, inventoryLevels.productId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface MovementFilter {
  productId?: string | undefined;
  warehouseId?: string | undefined;
  type?: MovementType | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * createdAt ≤ `to` to the millisecond: the API reports times in milliseconds while the database
 * keeps microseconds, so a movement's own reported createdAt as `to` must still include it.
 */
const createdUpTo = (to: Date) => lt(stockMovements.createdAt, new Date(to.getTime() + 1));

/** Ledger rows with their product's SKU and name, their warehouse's code, and who wrote them (decision 0019). */
const movementsWithNames = (db: Db) =>
  db
    .select({
      movement: stockMovements,
      sku: products.sku,
      productName: products.name,
      warehouseCode: warehouses.code,
      createdByName: actorName(stockMovements.createdBy),
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouseId));

/** One ledger row with its names (see movementsWithNames), or undefined. */
export async function findMovement(db: Db, id: string) {
  const [row] = await movementsWithNames(db).where(eq(stockMovements.id, id));
  return row;
}

/** A page of ledger entries, newest first by sequence (commit order; created_at is the transaction's start), and the exact total. */
export async function listMovements(db: Db, filter: MovementFilter, page: { limit: number; offset: number }) {
  const where = and(
    filter.productId ? eq(stockMovements.productId, filter.productId) : undefined,
    filter.warehouseId ? eq(stockMovements.warehouseId, filter.warehouseId) : undefined,
    filter.type ? eq(stockMovements.type, filter.type) : undefined,
    filter.from ? gte(stockMovements.createdAt, filter.from) : undefined,
    filter.to ? createdUpTo(filter.to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    movementsWithNames(db)
      .where(where)
      .orderBy(desc(stockMovements.sequence))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Valuation of stock on hand at current cost and selling prices (currency units, exact), per scope; in total also of the stock in transit to it (decision 0016). */
export async function valuation(db: Db, warehouseId: string | undefined) {
  const scope = warehouseId ? eq(inventoryLevels.warehouseId, warehouseId) : undefined;
  const sums = {
    units: sumUnits(inventoryLevels.onHand),
    costValue: sql<string>`coalesce(sum(${inventoryLevels.onHand} * ${products.costPrice}), 0)`,
    retailValue: sql<string>`coalesce(sum(${inventoryLevels.onHand} * ${products.sellingPrice}), 0)`,
    inTransitUnits: sumUnits(inventoryLevels.inTransit),
    inTransitCostValue: sql<string>`coalesce(sum(${inventoryLevels.inTransit} * ${products.costPrice}), 0)`,
  };
  // One pass over the levels: the grouping sets roll them up in total, per warehouse and per category;
  // grouping() names each row's set (3 the totals, 1 a warehouse, 2 a category).
  const rows = await db
    .select({
      set: sql<number>`grouping(${inventoryLevels.warehouseId}, ${products.categoryId})`.mapWith(Number),
      warehouseId: inventoryLevels.warehouseId,
      warehouseCode: warehouses.code,
      categoryId: products.categoryId,
      categoryName: categories.name,
      ...sums,
    })
    .from(inventoryLevels)
    .innerJoin(products, eq(products.id, inventoryLevels.productId))
    .innerJoin(warehouses, eq(warehouses.id, inventoryLevels.warehouseId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(scope)
    .groupBy(sql`grouping sets ((), (${inventoryLevels.warehouseId}, ${warehouses.code}), (${products.categoryId}, ${categories.name}))`)
    .orderBy(asc(warehouses.code), asc(categories.name));
  const values = ({ units, costValue, retailValue }: (typeof rows)[number]) => ({ units, costValue, retailValue });
  return {
    totals: rows.find((row) => row.set === 3)!,
    byWarehouse: rows.filter((row) => row.set === 1).map((row) => ({ warehouseId: row.warehouseId, warehouseCode: row.warehouseCode, ...values(row) })),
    byCategory: rows.filter((row) => row.set === 2).map((row) => ({ categoryId: row.categoryId, categoryName: row.categoryName, ...values(row) })),
  };
}

/** Movement totals in [from, to]: units in and out, per type, and per UTC day. */
export async function movementSummary(db: Db, warehouseId: string | undefined, from: Date, to: Date) {
  const where = and(
    gte(stockMovements.createdAt, from),
    createdUpTo(to),
    warehouseId ? eq(stockMovements.warehouseId, warehouseId) : undefined,
  );
  const unitsIn = sql<Units>`coalesce(sum(${stockMovements.quantity}) filter (where ${stockMovements.quantity} > 0), 0)`.mapWith(exactUnits);
  const unitsOut = sql<Units>`coalesce(-sum(${stockMovements.quantity}) filter (where ${stockMovements.quantity} < 0), 0)`.mapWith(exactUnits);
  const day = sql<string>`to_char(${stockMovements.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [totals, byType, byDay] = await Promise.all([
    db.select({ in: unitsIn, out: unitsOut }).from(stockMovements).where(where),
    db
      .select({ type: stockMovements.type, count: count(), quantity: sumUnits(stockMovements.quantity) })
      .from(stockMovements)
      .where(where)
      .groupBy(stockMovements.type)
      .orderBy(asc(stockMovements.type)),
    db.select({ date: day, in: unitsIn, out: unitsOut }).from(stockMovements).where(where).groupBy(day).orderBy(day),
  ]);
  return { ...totals[0]!, byType, byDay };
}

/** Levels of active products that are low (available ≤ minimum) and out of stock (nothing available). */
export async function stockAlertCounts(db: Db, warehouseId: string | undefined) {
  const [row] = await db
    .select({
      low: sql<number>`count(*) filter (where ${isLow})`.mapWith(rowCount),
      out: sql<number>`count(*) filter (where ${inventoryLevels.onHand} - ${inventoryLevels.reserved} <= 0)`.mapWith(rowCount),
    })
    .from(inventoryLevels)
    .innerJoin(products, eq(products.id, inventoryLevels.productId))
    .where(and(eq(products.isActive, true), warehouseId ? eq(inventoryLevels.warehouseId, warehouseId) : undefined));
  return { lowStockCount: row?.low ?? 0, outOfStockCount: row?.out ?? 0 };
}

/**
 * Products with stock on hand and no outbound movement since `since` (read from the levels'
 * lastOutboundAt, not the ledger), largest value at cost first (at most `limit`).
 */
export async function deadStock(db: Db, warehouseId: string | undefined, since: Date, limit = 100) {
  const onHand = sumUnits(inventoryLevels.onHand);
  const costValue = sql<string>`sum(${inventoryLevels.onHand} * ${products.costPrice})`;
  return db
    .select({ productId: products.id, sku: products.sku, productName: products.name, onHand, costValue })
    .from(inventoryLevels)
    .innerJoin(products, eq(products.id, inventoryLevels.productId))
    .where(warehouseId ? eq(inventoryLevels.warehouseId, warehouseId) : undefined)
    .groupBy(products.id, products.sku, products.name)
    .having(sql`sum(${inventoryLevels.onHand}) > 0 and coalesce(max(${inventoryLevels.lastOutboundAt}) < ${since.toISOString()}::timestamptz, true)`)
    .orderBy(desc(costValue), asc(products.sku))
    .limit(limit);
}

export interface BalanceFilter {
  productId?: string | undefined;
  warehouseId?: string | undefined;
  locationId?: string | undefined;
  lotId?: string | undefined;
  /** Only lots expiring before this day (YYYY-MM-DD). */
  expiringBefore?: string | undefined;
}

/**
 * A page of stock balances with stock at the finest grain (decision 0015), by SKU, warehouse code,
 * location code, expiry, lot number and serial, with product, location and lot joined (one query
 * serves the list), and the exact total.
 */
export async function listBalances(db: Db, filter: BalanceFilter, page: { limit: number; offset: number }) {
  const where = and(
    gt(stockBalances.onHand, 0),
    filter.productId ? eq(stockBalances.productId, filter.productId) : undefined,
    filter.warehouseId ? eq(stockBalances.warehouseId, filter.warehouseId) : undefined,
    filter.locationId ? eq(stockBalances.locationId, filter.locationId) : undefined,
    filter.lotId ? eq(stockBalances.lotId, filter.lotId) : undefined,
    filter.expiringBefore ? lt(lots.expiryDate, filter.expiringBefore) : undefined,
  );
  const rows = db
    .select({
      productId: stockBalances.productId,
      sku: products.sku,
      warehouseId: stockBalances.warehouseId,
      warehouseCode: warehouses.code,
      locationId: stockBalances.locationId,
      locationCode: locations.code,
      lotId: stockBalances.lotId,
      lotNumber: lots.lotNumber,
      expiryDate: lots.expiryDate,
      serialNumber: stockBalances.serialNumber,
      onHand: stockBalances.onHand,
    })
    .from(stockBalances)
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
    .innerJoin(locations, eq(locations.id, stockBalances.locationId))
    .leftJoin(lots, eq(lots.id, stockBalances.lotId))
    .where(where)
    .orderBy(asc(products.sku), asc(warehouses.code), asc(locations.code), sql`${lots.expiryDate} asc nulls last`, asc(lots.lotNumber), asc(stockBalances.serialNumber))
    .limit(page.limit)
    .offset(page.offset);
  const total = db.select({ total: count() }).from(stockBalances).leftJoin(lots, eq(lots.id, stockBalances.lotId)).where(where);
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: counted?.total ?? 0 };
}

/** The lots of a product, soonest expiry first, with units on hand per warehouse (warehouses without stock left out). */
export async function lotsWithStock(db: Db, productId: string, warehouseId: string | undefined) {
  const [lotRows, stock] = await Promise.all([
    db.select().from(lots).where(eq(lots.productId, productId)).orderBy(sql`${lots.expiryDate} asc nulls last`, asc(lots.lotNumber)),
    db
      .select({ lotId: stockBalances.lotId, warehouseId: stockBalances.warehouseId, warehouseCode: warehouses.code, onHand: sql<number>`sum(${stockBalances.onHand})::int` })
      .from(stockBalances)
      .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
      .where(and(eq(stockBalances.productId, productId), isNotNull(stockBalances.lotId), gt(stockBalances.onHand, 0), warehouseId ? eq(stockBalances.warehouseId, warehouseId) : undefined))
      .groupBy(stockBalances.lotId, stockBalances.warehouseId, warehouses.code)
      .orderBy(asc(warehouses.code)),
  ]);
  return lotRows.map((lot) => ({ ...lot, warehouses: stock.filter((row) => row.lotId === lot.id).map(({ lotId: _, ...row }) => row) }));
}

/**
 * Lots with stock whose expiry date is on or before `until` (YYYY-MM-DD), soonest first, per
 * warehouse, with units on hand and their value at the product's cost price (currency units,
 * exact in SQL), with product and warehouse joined.
 */
export async function expiringLots(db: Db, until: string, warehouseId: string | undefined) {
  const onHand = sql<number>`sum(${stockBalances.onHand})::int`;
  return db
    .select({
      lotId: lots.id,
      lotNumber: lots.lotNumber,
      expiryDate: sql<string>`${lots.expiryDate}`,
      productId: products.id,
      sku: products.sku,
      productName: products.name,
      warehouseId: stockBalances.warehouseId,
      warehouseCode: warehouses.code,
      onHand,
      costValue: sql<string>`sum(${stockBalances.onHand} * ${products.costPrice})`,
    })
    .from(stockBalances)
    .innerJoin(lots, eq(lots.id, stockBalances.lotId))
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .innerJoin(warehouses, eq(warehouses.id, stockBalances.warehouseId))
    .where(and(gt(stockBalances.onHand, 0), lte(lots.expiryDate, until), warehouseId ? eq(stockBalances.warehouseId, warehouseId) : undefined))
    .groupBy(lots.id, lots.lotNumber, lots.expiryDate, products.id, products.sku, products.name, stockBalances.warehouseId, warehouses.code)
    .orderBy(asc(lots.expiryDate), asc(products.sku), asc(lots.lotNumber), asc(warehouses.code));
}

/** Units and value at cost (currency units, exact text) of lots with stock expiring on or before `until`. */
export async function expiringTotals(db: Db, until: string, warehouseId: string | undefined) {
  const [row] = await db
    .select({ units: sumUnits(stockBalances.onHand), costValue: sql<string>`coalesce(sum(${stockBalances.onHand} * ${products.costPrice}), 0)` })
    .from(stockBalances)
    .innerJoin(lots, eq(lots.id, stockBalances.lotId))
    .innerJoin(products, eq(products.id, stockBalances.productId))
    .where(and(gt(stockBalances.onHand, 0), lte(lots.expiryDate, until), warehouseId ? eq(stockBalances.warehouseId, warehouseId) : undefined));
  return row!;
}

/**
 * Every movement of a lot or of a serial number of a product (decision 0015: a recall), oldest first,
 * with the document behind each one resolved for people: purchase orders with their supplier,
 * sales orders with their customer, transfers with their number; location codes and lot numbers
 * joined. One query serves the answer.
 */
export async function traceMovements(db: Db, productId: string, by: { lotId: string } | { serialNumber: string }, warehouseId: string | undefined) {
  return db
    .select({
      movement: stockMovements,
      warehouseCode: warehouses.code,
      locationCode: locations.code,
      lotNumber: lots.lotNumber,
      documentNumber: sql<string | null>`coalesce(${purchaseOrders.number}, ${salesOrders.number}, ${transfers.number})`,
      partyType: sql<'supplier' | 'customer' | null>`case when ${suppliers.id} is not null then 'supplier' when ${customers.id} is not null then 'customer' end`,
      partyId: sql<string | null>`coalesce(${suppliers.id}, ${customers.id})`,
      partyName: sql<string | null>`coalesce(${suppliers.name}, ${customers.name})`,
    })
    .from(stockMovements)
    .innerJoin(warehouses, eq(warehouses.id, stockMovements.warehouseId))
    .leftJoin(locations, eq(locations.id, stockMovements.locationId))
    .leftJoin(lots, eq(lots.id, stockMovements.lotId))
    .leftJoin(purchaseOrders, and(eq(stockMovements.referenceType, 'purchase_order'), eq(purchaseOrders.id, stockMovements.referenceId)))
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(salesOrders, and(eq(stockMovements.referenceType, 'sales_order'), eq(salesOrders.id, stockMovements.referenceId)))
    .leftJoin(customers, eq(customers.id, salesOrders.customerId))
    .leftJoin(transfers, and(eq(stockMovements.referenceType, 'transfer'), eq(transfers.id, stockMovements.referenceId)))
    .where(
      and(
        eq(stockMovements.productId, productId),
        'lotId' in by ? eq(stockMovements.lotId, by.lotId) : eq(stockMovements.serialNumber, by.serialNumber),
        warehouseId ? eq(stockMovements.warehouseId, warehouseId) : undefined,
      ),
    )
    .orderBy(asc(stockMovements.sequence));
}
