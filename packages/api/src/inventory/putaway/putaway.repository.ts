/**
 * Putaway's queries (decision 0022 points 2 and 3): the rules of a warehouse, and what a suggestion
 * reads: the products' categories (with their ancestors) and weights, the rules' locations with
 * the units and weight there, the location holding most of a product, the default and receiving
 * locations. Reads join products, categories, locations, stock balances and tasks (one query
 * serves a suggestion better than several round trips).
 */
import { categories, DEFAULT_LOCATION_CODE, locations, products, putawayRules, queryRows, type Db, walkingOrder } from '@stockroom/db';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';

export type PutawayRuleRow = typeof putawayRules.$inferSelect;

const rules = (db: Db) =>
  db
    .select({ rule: putawayRules, sku: products.sku, productName: products.name, categoryName: categories.name, locationCode: locations.code })
    .from(putawayRules)
    .leftJoin(products, eq(products.id, putawayRules.productId))
    .leftJoin(categories, eq(categories.id, putawayRules.categoryId))
    .leftJoin(locations, eq(locations.id, putawayRules.locationId));

export type PutawayRuleView = Awaited<ReturnType<ReturnType<typeof rules>['execute']>>[number];

export interface PutawayRuleFilter {
  productId?: string | undefined;
  categoryId?: string | undefined;
}

const whereOf = (warehouseId: string, filter: PutawayRuleFilter): SQL | undefined =>
  and(
    eq(putawayRules.warehouseId, warehouseId),
    filter.productId ? eq(putawayRules.productId, filter.productId) : undefined,
    filter.categoryId ? eq(putawayRules.categoryId, filter.categoryId) : undefined,
  );

/** One page of the rules of a warehouse by priority (lowest first), then the oldest first; and how many match. */
export async function listRules(db: Db, warehouseId: string, filter: PutawayRuleFilter, page: { limit: number; offset: number }) {
  const where = whereOf(warehouseId, filter);
  const [rows, [counted]] = await Promise.all([
    rules(db).where(where).orderBy(asc(putawayRules.priority), asc(putawayRules.createdAt), asc(putawayRules.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(putawayRules).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The rule `id` of warehouse `warehouseId` with the names its output shows, or undefined. */
export async function findRule(db: Db, warehouseId: string, id: string): Promise<PutawayRuleView | undefined> {
  const [row] = await rules(db).where(and(eq(putawayRules.warehouseId, warehouseId), eq(putawayRules.id, id)));
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

/** Whether category `id` exists. */
export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

/** Inserts a rule; the database checks what it matches, where it sends units and its priority (putaway_rules_* checks). */
export async function insertRule(db: Db, values: typeof putawayRules.$inferInsert): Promise<PutawayRuleRow> {
  const [row] = await db.insert(putawayRules).values(values).returning();
  return row!;
}

/** Changes a rule; returns the row, or undefined when warehouse `warehouseId` has no rule `id`. */
export async function updateRule(db: Db, warehouseId: string, id: string, values: Partial<typeof putawayRules.$inferInsert>) {
  const [row] = await db
    .update(putawayRules)
    .set(values)
    .where(and(eq(putawayRules.warehouseId, warehouseId), eq(putawayRules.id, id)))
    .returning();
  return row;
}

/** Deletes a rule; returns whether warehouse `warehouseId` had rule `id`. */
export async function deleteRule(db: Db, warehouseId: string, id: string): Promise<boolean> {
  return (await db.delete(putawayRules).where(and(eq(putawayRules.warehouseId, warehouseId), eq(putawayRules.id, id))).returning({ id: putawayRules.id })).length > 0;
}

/** The rules of a warehouse a suggestion tries: by priority (lowest first), then the oldest first. */
export async function rulesOf(db: Db, warehouseId: string): Promise<PutawayRuleRow[]> {
  return db.select().from(putawayRules).where(eq(putawayRules.warehouseId, warehouseId)).orderBy(asc(putawayRules.priority), asc(putawayRules.createdAt), asc(putawayRules.id));
}

/** What a suggestion knows of a product: its weight (kg per base unit, or null) and its category with the category's ancestors. */
export interface ProductFacts {
  id: string;
  weight: number | null;
  categoryIds: string[];
}

/** The facts of the products `ids` (those that exist). */
export async function productFacts(db: Db, ids: string[]): Promise<ProductFacts[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: string; weight: string | number | null; category_ids: string[] }>(
    db,
    sql`with recursive up(product_id, category_id) as (
          select p.id, p.category_id from products p where p.id = any(${sql.param(ids)}::uuid[])
          union
          select up.product_id, c.parent_id from up join categories c on c.id = up.category_id where c.parent_id is not null
        )
        select p.id, p.weight, coalesce(array_agg(up.category_id) filter (where up.category_id is not null), '{}') as category_ids
        from products p left join up on up.product_id = p.id
        where p.id = any(${sql.param(ids)}::uuid[])
        group by p.id, p.weight`,
  );
  return rows.map((row) => ({ id: row.id, weight: row.weight === null ? null : Number(row.weight), categoryIds: row.category_ids }));
}

/** A location a rule may send units to, with what lies there and is on its way there. */
export interface Candidate {
  id: string;
  code: string;
  zone: string | null;
  capacity: number | null;
  maxWeight: number | null;
  /** Units there (all products) and units open putaway and replenishment tasks bring there. */
  units: number;
  /** Their weight, kg (products without a weight count 0). */
  weight: number;
}

/**
 * The active locations of warehouse `warehouseId` that are not receiving or quarantine locations
 * among `ids` or in `zones`, in walking order (sequence, none last; then code), each with the units
 * lying there and the units of open putaway and replenishment tasks to it (decision 0022 point 2: room is
 * capacity and max weight less what lies there; units already directed there count as lying there).
 */
export async function candidates(db: Db, warehouseId: string, ids: string[], zones: string[]): Promise<Candidate[]> {
  if (!ids.length && !zones.length) return [];
  const rows = await queryRows<{ id: string; code: string; zone: string | null; capacity: number | null; max_weight: string | number | null; units: string | number; weight: string | number }>(
    db,
    sql`select l.id, l.code, l.zone, l.capacity, l.max_weight,
               coalesce(here.units, 0) + coalesce(coming.units, 0) as units,
               coalesce(here.weight, 0) + coalesce(coming.weight, 0) as weight
        from locations l
        left join lateral (
          select sum(b.on_hand)::bigint as units, sum(b.on_hand * coalesce(p.weight, 0)) as weight
          from stock_balances b join products p on p.id = b.product_id
          where b.location_id = l.id
        ) here on true
        left join lateral (
          select sum(t.quantity - coalesce(t.done_quantity, 0))::bigint as units, sum((t.quantity - coalesce(t.done_quantity, 0)) * coalesce(p.weight, 0)) as weight
          from tasks t join products p on p.id = t.product_id
          where t.to_location_id = l.id and t.type in ('putaway', 'replenishment') and t.status in ('open', 'assigned', 'in_progress')
        ) coming on true
        where l.warehouse_id = ${warehouseId} and l.is_active and l.type not in ('receiving', 'quarantine')
          and (l.id = any(${sql.param(ids)}::uuid[]) or l.zone = any(${sql.param(zones)}::text[]))
        order by l.sequence asc nulls last, l.code asc`,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    zone: row.zone,
    capacity: row.capacity,
    maxWeight: row.max_weight === null ? null : Number(row.max_weight),
    units: Number(row.units),
    weight: Number(row.weight),
  }));
}

/**
 * Per product of `productIds`, the location of warehouse `warehouseId` holding most of its units
 * (pickable, active, not a receiving or quarantine location; ties in walking order), for those
 * that lie anywhere such.
 */
export async function mostHeld(db: Db, warehouseId: string, productIds: string[]): Promise<Map<string, { id: string; code: string }>> {
  if (!productIds.length) return new Map();
  const rows = await queryRows<{ product_id: string; id: string; code: string }>(
    db,
    sql`select distinct on (b.product_id) b.product_id, l.id, l.code
        from stock_balances b join locations l on l.id = b.location_id
        where b.warehouse_id = ${warehouseId} and b.product_id = any(${sql.param(productIds)}::uuid[])
          and l.is_pickable and l.is_active and l.type not in ('receiving', 'quarantine')
        group by b.product_id, l.id, l.code, l.sequence
        having sum(b.on_hand) > 0
        order by b.product_id, sum(b.on_hand) desc, l.sequence asc nulls last, l.code asc`,
  );
  return new Map(rows.map((row) => [row.product_id, { id: row.id, code: row.code }]));
}

/** The DEFAULT location of warehouse `warehouseId` (every warehouse has one, decision 0015), or undefined for an unknown warehouse. */
export async function defaultLocation(db: Db, warehouseId: string): Promise<{ id: string; code: string } | undefined> {
  const [row] = await db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.code, DEFAULT_LOCATION_CODE)));
  return row;
}

/** The first active receiving location of warehouse `warehouseId` in walking order (sequence, none last; then code), or undefined. */
export async function receivingLocation(db: Db, warehouseId: string): Promise<{ id: string; code: string } | undefined> {
  const [row] = await db
    .select({ id: locations.id, code: locations.code })
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.type, 'receiving'), eq(locations.isActive, true)))
    .orderBy(...walkingOrder(locations))
    .limit(1);
  return row;
}
