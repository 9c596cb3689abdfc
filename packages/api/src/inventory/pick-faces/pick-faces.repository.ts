/**
 * Pick faces' queries (decision 0022 point 4): the faces of a warehouse, and the one statement that
 * makes a replenishment task for each face a write left below its minimum. Reads join locations,
 * products and stock balances (one query serves a list better than several round trips).
 */
import { locations, pickFaces, products, queryRows, stockBalances, type Db, walkingOrder } from '@stockroom/db';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';

export type PickFaceRow = typeof pickFaces.$inferSelect;

/** Units of the face's product lying at the face's location (all lots and serials). */
const unitsHere = sql<number>`(select coalesce(sum(${stockBalances.onHand}), 0)::int from ${stockBalances}
  where ${stockBalances.productId} = ${pickFaces.productId} and ${stockBalances.warehouseId} = ${pickFaces.warehouseId} and ${stockBalances.locationId} = ${pickFaces.locationId})`.mapWith(Number);

const columns = {
  face: pickFaces,
  locationCode: locations.code,
  sku: products.sku,
  productName: products.name,
  unitsHere,
};

const faces = (db: Db) =>
  db
    .select(columns)
    .from(pickFaces)
    .innerJoin(locations, eq(locations.id, pickFaces.locationId))
    .innerJoin(products, eq(products.id, pickFaces.productId));

export type PickFaceView = Awaited<ReturnType<ReturnType<typeof faces>['execute']>>[number];

export interface PickFaceFilter {
  productId?: string | undefined;
  locationId?: string | undefined;
}

const whereOf = (warehouseId: string, filter: PickFaceFilter): SQL | undefined =>
  and(
    eq(pickFaces.warehouseId, warehouseId),
    filter.productId ? eq(pickFaces.productId, filter.productId) : undefined,
    filter.locationId ? eq(pickFaces.locationId, filter.locationId) : undefined,
  );

/** One page of the pick faces of a warehouse in walking order of their location (sequence, none last; then code), then SKU; and how many match. */
export async function listPickFaces(db: Db, warehouseId: string, filter: PickFaceFilter, page: { limit: number; offset: number }) {
  const where = whereOf(warehouseId, filter);
  const [rows, [counted]] = await Promise.all([
    faces(db).where(where).orderBy(...walkingOrder(locations), asc(products.sku)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(pickFaces).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The pick face `id` of warehouse `warehouseId` with its location code, product and units there, or undefined. */
export async function findPickFace(db: Db, warehouseId: string, id: string): Promise<PickFaceView | undefined> {
  const [row] = await faces(db).where(and(eq(pickFaces.warehouseId, warehouseId), eq(pickFaces.id, id)));
  return row;
}

/** The location `id` of warehouse `warehouseId` (its type and whether it is active), or undefined. */
export async function findLocation(db: Db, warehouseId: string, id: string) {
  const [row] = await db
    .select({ id: locations.id, type: locations.type, isActive: locations.isActive })
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.id, id)));
  return row;
}

/** Inserts a pick face; the database refuses a second face of one product at one location (pick_faces_location_product_unique). */
export async function insertPickFace(db: Db, values: typeof pickFaces.$inferInsert): Promise<PickFaceRow> {
  const [row] = await db.insert(pickFaces).values(values).returning();
  return row!;
}

/** Sets a face's min and max (units); returns the row, or undefined when warehouse `warehouseId` has no face `id`. */
export async function updatePickFace(db: Db, warehouseId: string, id: string, values: Pick<Partial<typeof pickFaces.$inferInsert>, 'minQuantity' | 'maxQuantity' | 'updatedBy'>) {
  const [row] = await db
    .update(pickFaces)
    .set(values)
    .where(and(eq(pickFaces.warehouseId, warehouseId), eq(pickFaces.id, id)))
    .returning();
  return row;
}

/** Deletes a face; returns whether warehouse `warehouseId` had face `id`. */
export async function deletePickFace(db: Db, warehouseId: string, id: string): Promise<boolean> {
  return (await db.delete(pickFaces).where(and(eq(pickFaces.warehouseId, warehouseId), eq(pickFaces.id, id))).returning({ id: pickFaces.id })).length > 0;
}

/** A location units of a product left (or, for a face just set up, the face itself). */
export interface TouchedLocation {
  productId: string;
  warehouseId: string;
  locationId: string;
}

/**
 * Decision 0022 point 4, in one statement: for each (location, product) of `touched` that is a pick
 * face whose units there (on hand, all lots) are now below its min, a `replenishment` task from
 * storage to the face, made by `actorId`. Its source is the first balance first expiry first out
 * (lot expiry, lots without expiry last; then the oldest lot; then the oldest balance) with units
 * not allocated in an active `storage` location of the warehouse other than the face, leaving out
 * lots already expired; the task names that balance's lot (and serial), and its quantity is
 * max − units at the face, at most the balance's units not allocated. No source, no task. A face
 * that has an open, assigned or in-progress replenishment keeps it: the partial unique index
 * tasks_one_open_replenishment refuses a second and the insert does nothing (`on conflict do
 * nothing`), so writers racing under the level's lock make one task. Runs in the caller's
 * transaction, which holds the levels' row locks; cheap when no face names the products
 * (pick_faces_product_idx). Resolves to the ids of the tasks made.
 */
export async function replenishPickFaces(tx: Db, touched: readonly TouchedLocation[], actorId: string): Promise<string[]> {
  const unique = [...new Map(touched.map((t) => [`${t.locationId} ${t.productId}`, t])).values()];
  if (!unique.length) return [];
  const list = <T>(pick: (t: TouchedLocation) => T) => sql.param(unique.map(pick));
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into tasks (id, warehouse_id, type, product_id, lot_id, serial_number, quantity, from_location_id, to_location_id, created_by, updated_by)
        select gen_random_uuid(), f.warehouse_id, 'replenishment', f.product_id, source.lot_id, source.serial_number,
               least(f.max_quantity - here.units, source.free), source.location_id, f.location_id, ${actorId}::uuid, ${actorId}::uuid
        from unnest(${list((t) => t.productId)}::uuid[], ${list((t) => t.warehouseId)}::uuid[], ${list((t) => t.locationId)}::uuid[]) as t(product_id, warehouse_id, location_id)
        join pick_faces f on f.product_id = t.product_id and f.warehouse_id = t.warehouse_id and f.location_id = t.location_id
        cross join lateral (
          select coalesce(sum(b.on_hand), 0)::int as units from stock_balances b
          where b.product_id = f.product_id and b.warehouse_id = f.warehouse_id and b.location_id = f.location_id
        ) here
        cross join lateral (
          select b.location_id, b.lot_id, b.serial_number, b.on_hand - b.reserved as free
          from stock_balances b
          join locations l on l.id = b.location_id
          left join lots on lots.id = b.lot_id
          where b.product_id = f.product_id and b.warehouse_id = f.warehouse_id and b.location_id <> f.location_id
            and b.on_hand > b.reserved and l.type = 'storage' and l.is_active
            and (lots.expiry_date is null or lots.expiry_date >= (now() at time zone 'UTC')::date)
          order by lots.expiry_date asc nulls last, lots.created_at asc, b.created_at asc, b.id asc
          limit 1
        ) source
        where here.units < f.min_quantity
        on conflict do nothing
        returning id`,
  );
  return rows.map((row) => row.id);
}
