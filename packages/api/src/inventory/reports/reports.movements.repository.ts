/**
 * Reads of the stock ledger: movements with their names, their totals over a period, the grains a
 * document moved, and every movement of a lot or serial number with its document (decision 0015).
 */
import { customers, locations, lots, products, purchaseOrders, salesOrders, stockMovements, suppliers, transfers, warehouses, type Db, type MovementType } from '@stockroom/db';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { actorName } from '../../actors.js';
import { feedOrder, feedWhere, type FeedColumns, type PageRequest } from '../../pagination.js';
import { idList, idsIn, statement } from '../../prepared.js';
import { exactUnits, sumUnits, type Units } from '../../units.js';

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
/** The columns a change feed of the ledger reads (pagination.ts): movements are never updated, so their time is their creation. */
const movementFeed: FeedColumns = { changeXid: stockMovements.changeXid, updatedAt: stockMovements.createdAt, key: [stockMovements.id] };

export async function listMovements(db: Db, filter: MovementFilter, page: PageRequest) {
  const where = and(
    filter.productId ? eq(stockMovements.productId, filter.productId) : undefined,
    filter.warehouseId ? eq(stockMovements.warehouseId, filter.warehouseId) : undefined,
    filter.type ? eq(stockMovements.type, filter.type) : undefined,
    filter.from ? gte(stockMovements.createdAt, filter.from) : undefined,
    filter.to ? createdUpTo(filter.to) : undefined,
    feedWhere(movementFeed, page),
  );
  const [rows, [counted]] = await Promise.all([
    movementsWithNames(db)
      .where(where)
      .orderBy(...feedOrder(movementFeed, page, [desc(stockMovements.sequence)]))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  const last = rows.at(-1)?.movement;
  return { rows, total: counted?.total ?? 0, last: last && [last.changeXid, last.id] };
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

const referenceGrains = statement((db, { references, at }: { references: number | 'array'; at: boolean }) =>
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
        idsIn(stockMovements.referenceId, 'referenceIds', references),
        at ? sql`date_trunc('milliseconds', ${stockMovements.createdAt}) = ${sql.placeholder('movedAt')}::timestamptz` : undefined,
      ),
    )
    .groupBy(stockMovements.referenceId, stockMovements.productId, stockMovements.locationId, locations.code, stockMovements.lotId, lots.lotNumber, lots.expiryDate, stockMovements.serialNumber)
    .orderBy(asc(stockMovements.productId), sql`${lots.expiryDate} asc nulls last`, asc(lots.lotNumber), asc(stockMovements.serialNumber), asc(locations.code)),
);

/**
 * The units the movements of documents moved, per document, product and grain (decision 0015: which
 * lots and serials a sales order shipped), with location codes and lot numbers joined, by product
 * then expiry. Quantities are signed sums. `movedAt`: only the movements of the transaction that
 * started then, to the millisecond a Date holds (a movement's created_at is its transaction's
 * now(), as is its shipment's: one shipment's units, decision 0019).
 */
export async function grainsOfReference(db: Db, referenceType: string, referenceIds: string[], movedAt?: Date) {
  const references = idList('referenceIds', referenceIds);
  return referenceGrains.run(db, { referenceType, ...references.values, ...(movedAt ? { movedAt: movedAt.toISOString() } : {}) }, { references: references.shape, at: movedAt !== undefined });
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
