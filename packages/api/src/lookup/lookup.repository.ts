/**
 * What a code names (decision 0019), read in one statement across the tables whose codes a warehouse
 * labels or prints: product SKUs and barcodes, document numbers, location codes. A read that joins
 * other modules' tables, as the scan box needs one round trip.
 */
import { assemblyOrders, equalPattern, locations, lots, packagingUnits, products, purchaseOrders, salesOrders, stockCounts, transfers, warehouses, type Db } from '@stockroom/db';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { LookupKind } from './lookup.schema.js';

/** At most this many matches: a code names one record in practice, a few where it is reused. */
const MAX_MATCHES = 20;

export interface LookupScope {
  /** The kinds the caller may read. */
  kinds: ReadonlySet<LookupKind>;
  /** Only records of this warehouse (a warehouse-bound caller); a transfer matches on either end. */
  warehouseId: string | null;
}

/** The forms a GTIN-14 may be stored in as a product's barcode: itself, and as EAN-13, UPC-A and EAN-8 where its leading zeros allow. */
function gtinForms(gtin: string): string[] {
  return [14, 13, 12, 8].filter((length) => /^0*$/.test(gtin.slice(0, 14 - length))).map((length) => gtin.slice(14 - length));
}

/** SQL: the product's barcode is `gtin` in one of its forms, or one of its packs has it. */
const namedByGtin = (gtin: string) =>
  sql`(${inArray(products.barcode, gtinForms(gtin))} or ${products.id} in (select ${packagingUnits.productId} from ${packagingUnits} where ${packagingUnits.gtin} = ${gtin}))`;

/**
 * Records `{kind, id, label, warehouseId}` that `code` names within `scope`: products (SKU in any
 * case, or barcode; with `gtin`, a GTIN-14 read from the code, also the product whose barcode or
 * pack it is) first, then purchase orders, sales orders, transfers, counts and assembly orders (by
 * number, any case) and locations (by code, any case); at most MAX_MATCHES.
 */
export async function findByCode(db: Db, code: string, gtin: string | null, scope: LookupScope) {
  const number = code.toUpperCase();
  const inScope = (column: SQL) => (scope.warehouseId ? sql`${column} = ${scope.warehouseId}` : sql`true`);
  const parts: SQL[] = [];
  if (scope.kinds.has('product')) {
    // ILIKE without wildcards: a case-insensitive equality that the SKU trigram index serves.
    parts.push(sql`select 'product' as kind, ${products.id} as id, ${products.sku} || ' · ' || ${products.name} as label, null::uuid as warehouse_id, 0 as rank
      from ${products} where ${products.sku} ilike ${equalPattern(code)} or ${products.barcode} = ${code}${gtin ? sql` or ${namedByGtin(gtin)}` : sql``}`);
  }
  const documents = [
    ['purchase-order', purchaseOrders, 1],
    ['sales-order', salesOrders, 2],
    ['count', stockCounts, 4],
    ['assembly-order', assemblyOrders, 4],
  ] as const;
  for (const [kind, table, rank] of documents) {
    if (!scope.kinds.has(kind)) continue;
    parts.push(sql`select ${kind}, ${table.id}, ${table.number} || ' · ' || ${table.status}, ${table.warehouseId}, ${rank}::int
      from ${table} where ${table.number} = ${number} and ${inScope(sql`${table.warehouseId}`)}`);
  }
  if (scope.kinds.has('transfer')) {
    const either = scope.warehouseId ? sql`${scope.warehouseId} in (${transfers.fromWarehouseId}, ${transfers.toWarehouseId})` : sql`true`;
    parts.push(sql`select 'transfer', ${transfers.id}, ${transfers.number} || ' · ' || ${transfers.status}, ${transfers.fromWarehouseId}, 3
      from ${transfers} where ${transfers.number} = ${number} and ${either}`);
  }
  if (scope.kinds.has('location')) {
    parts.push(sql`select 'location', ${locations.id}, ${warehouses.code} || ' / ' || ${locations.code}, ${locations.warehouseId}, 5
      from ${locations} join ${warehouses} on ${warehouses.id} = ${locations.warehouseId}
      where upper(${locations.code}) = ${number} and ${inScope(sql`${locations.warehouseId}`)}`);
  }
  if (parts.length === 0) return [];
  const matches = sql`(${sql.join(parts, sql` union all `)}) as matches`;
  return db
    .select({ kind: sql<LookupKind>`kind`, id: sql<string>`id`, label: sql<string>`label`, warehouseId: sql<string | null>`warehouse_id` })
    .from(matches)
    .orderBy(sql`rank`, sql`label`)
    .limit(MAX_MATCHES);
}

/**
 * The product a GTIN-14 names and the pack whose barcode it is (null: the product's own barcode):
 * `{productId, sku, name, baseUnit, pack: {name, baseQuantity} | null}`, undefined when none. A pack's
 * GTIN wins over a product barcode that happens to be equal.
 */
export async function findByGtin(db: Db, gtin: string) {
  const [row] = await db
    .select({
      productId: products.id,
      sku: products.sku,
      name: products.name,
      baseUnit: products.unitOfMeasure,
      packName: packagingUnits.name,
      packBaseQuantity: packagingUnits.baseQuantity,
    })
    .from(products)
    .leftJoin(packagingUnits, sql`${packagingUnits.productId} = ${products.id} and ${packagingUnits.gtin} = ${gtin}`)
    .where(namedByGtin(gtin))
    .orderBy(sql`${packagingUnits.id} is null`, products.sku)
    .limit(1);
  if (!row) return undefined;
  const { packName, packBaseQuantity, ...product } = row;
  return { ...product, pack: packName === null ? null : { name: packName, baseQuantity: packBaseQuantity! } };
}

/** The id of the product's lot numbered `lotNumber`, undefined when it has none. */
export async function findLotId(db: Db, productId: string, lotNumber: string): Promise<string | undefined> {
  const [row] = await db.select({ id: lots.id }).from(lots).where(sql`${lots.productId} = ${productId} and ${lots.lotNumber} = ${lotNumber}`);
  return row?.id;
}
