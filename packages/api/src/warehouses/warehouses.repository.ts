import { containsPattern, DEFAULT_LOCATION_CODE, inventoryLevels, locations, products, stockBalances, warehouses, type Db, type LocationType, walkingOrder } from '@stockroom/db';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { statement } from '../prepared.js';
import { rowCount, sumUnits } from '../units.js';
import { levelCostValue } from '../valuation.js';

export type WarehouseRow = typeof warehouses.$inferSelect;

export async function findWarehouseById(db: Db, id: string): Promise<WarehouseRow | undefined> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
  return row;
}

const warehouseLocked = statement((db, strength: 'share' | 'update') => db.select().from(warehouses).where(eq(warehouses.id, sql.placeholder('id'))).for(strength));

/**
 * The warehouse, its row locked until the transaction ends: `share` by stock writes (the warehouse
 * cannot be deactivated under them), `update` by a deactivation (it waits for those writes to commit).
 */
export async function lockWarehouse(tx: Db, id: string, strength: 'share' | 'update'): Promise<WarehouseRow | undefined> {
  const [row] = await warehouseLocked.run(tx, { id }, strength);
  return row;
}

export async function findWarehouseByCode(db: Db, code: string): Promise<WarehouseRow | undefined> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.code, code));
  return row;
}

/** Stock totals of one warehouse: distinct products on hand, units (exact, see units.ts), value at cost (currency units, levelCostValue). */
export async function stockTotals(db: Db, warehouseId: string) {
  const [row] = await db
    .select({
      products: sql<number>`count(*) filter (where ${inventoryLevels.onHand} > 0)`.mapWith(rowCount),
      unitsOnHand: sumUnits(inventoryLevels.onHand),
      stockValue: sql<string>`coalesce(sum(${levelCostValue}), 0)`,
    })
    .from(inventoryLevels)
    .innerJoin(products, eq(products.id, inventoryLevels.productId))
    .where(eq(inventoryLevels.warehouseId, warehouseId));
  return { products: row?.products ?? 0, unitsOnHand: row?.unitsOnHand ?? 0, stockValue: Number(row?.stockValue ?? 0) };
}

export interface WarehouseFilter {
  search?: string | undefined;
  isActive?: boolean | undefined;
  /** Only this warehouse (a warehouse-bound caller). */
  onlyId?: string | undefined;
}

function whereOf(filter: WarehouseFilter): SQL | undefined {
  const pattern = filter.search && containsPattern(filter.search);
  return and(
    pattern ? or(ilike(warehouses.code, pattern), ilike(warehouses.name, pattern)) : undefined,
    filter.isActive === undefined ? undefined : eq(warehouses.isActive, filter.isActive),
    filter.onlyId ? eq(warehouses.id, filter.onlyId) : undefined,
  );
}

/** A page of warehouses by code and the exact total. */
export async function listWarehouses(db: Db, filter: WarehouseFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db.select().from(warehouses).where(where).orderBy(asc(warehouses.code)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(warehouses).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertWarehouse(db: Db, values: typeof warehouses.$inferInsert): Promise<WarehouseRow> {
  const [row] = await db.insert(warehouses).values(values).returning();
  return row!;
}

/**
 * Updates the warehouse. Deactivation only succeeds while the warehouse holds no stock (checked in
 * the same statement; run it after lockWarehouse(…, 'update') in the same transaction so that stock
 * writes in flight have committed and are seen). Returns the row, 'holds-stock', or undefined when
 * no warehouse has `id`.
 */
export async function updateWarehouse(
  db: Db,
  id: string,
  values: Partial<typeof warehouses.$inferInsert>,
): Promise<WarehouseRow | 'holds-stock' | undefined> {
  const holdsNoStock = sql`not exists (select 1 from ${inventoryLevels} where ${inventoryLevels.warehouseId} = ${id} and ${inventoryLevels.onHand} > 0)`;
  const [row] = await db
    .update(warehouses)
    .set(values)
    .where(and(eq(warehouses.id, id), values.isActive === false ? holdsNoStock : undefined))
    .returning();
  if (row) return row;
  return (await findWarehouseById(db, id)) ? 'holds-stock' : undefined;
}

export type LocationRow = typeof locations.$inferSelect;

/** Whether any balance at location `id` holds units on hand. */
export async function locationHoldsStock(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stockBalances.id }).from(stockBalances).where(and(eq(stockBalances.locationId, id), sql`${stockBalances.onHand} > 0`)).limit(1);
  return row !== undefined;
}

/** Inserts the default location of a new warehouse (decision 0015). */
export async function insertDefaultLocation(db: Db, warehouseId: string, actorId: string): Promise<void> {
  await db.insert(locations).values({ warehouseId, code: DEFAULT_LOCATION_CODE, name: 'Default location', createdBy: actorId, updatedBy: actorId });
}

export async function findLocation(db: Db, warehouseId: string, id: string, lock = false): Promise<LocationRow | undefined> {
  const query = db.select().from(locations).where(and(eq(locations.warehouseId, warehouseId), eq(locations.id, id)));
  const [row] = await (lock ? query.for('no key update') : query);
  return row;
}

export async function findLocationById(db: Db, id: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

export async function findLocationByCode(db: Db, warehouseId: string, code: string): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(and(eq(locations.warehouseId, warehouseId), eq(locations.code, code)));
  return row;
}

/** A page of a warehouse's locations in walking order (sequence, none last, then code) and the exact total. */
export async function listLocations(
  db: Db,
  warehouseId: string,
  filter: { search?: string | undefined; isActive?: boolean | undefined; type?: LocationType | undefined; zone?: string | undefined },
  page: { limit: number; offset: number },
) {
  const pattern = filter.search && containsPattern(filter.search);
  const where = and(
    eq(locations.warehouseId, warehouseId),
    pattern ? or(ilike(locations.code, pattern), ilike(locations.name, pattern)) : undefined,
    filter.isActive === undefined ? undefined : eq(locations.isActive, filter.isActive),
    filter.type === undefined ? undefined : eq(locations.type, filter.type),
    filter.zone === undefined ? undefined : eq(locations.zone, filter.zone),
  );
  const [rows, [counted]] = await Promise.all([
    db.select().from(locations).where(where).orderBy(...walkingOrder(locations)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(locations).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertLocation(db: Db, values: typeof locations.$inferInsert): Promise<LocationRow> {
  const [row] = await db.insert(locations).values(values).returning();
  return row!;
}

/** Updates a location of `warehouseId`; undefined when it has no location `id`. */
export async function updateLocation(db: Db, warehouseId: string, id: string, values: Partial<typeof locations.$inferInsert>): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(locations)
    .set(values)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.id, id)))
    .returning();
  return row;
}

/** True when warehouse `warehouseId` has an active receiving location (other than `exceptId`). */
export async function hasReceivingLocation(db: Db, warehouseId: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.type, 'receiving'), eq(locations.isActive, true), exceptId ? ne(locations.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}
