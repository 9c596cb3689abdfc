/**
 * What a code names (decision 0019), read in one statement across the tables whose codes a warehouse
 * labels or prints: product SKUs and barcodes, document numbers, location codes. A read that joins
 * other modules' tables, as the scan box needs one round trip.
 */
import { equalPattern, locations, products, purchaseOrders, salesOrders, stockCounts, transfers, warehouses, type Db } from '@stockroom/db';
import { sql, type SQL } from 'drizzle-orm';
import type { LookupKind } from './lookup.schema.js';

/** At most this many matches: a code names one record in practice, a few where it is reused. */
const MAX_MATCHES = 20;

export interface LookupScope {
  /** The kinds the caller may read. */
  kinds: ReadonlySet<LookupKind>;
  /** Only records of this warehouse (a warehouse-bound caller); a transfer matches on either end. */
  warehouseId: string | null;
}

/**
 * Records `{kind, id, label, warehouseId}` that `code` names within `scope`: products (SKU in any
 * case, or barcode) first, then purchase orders, sales orders, transfers, counts (by number, any
 * case) and locations (by code, any case); at most MAX_MATCHES.
 */
export async function findByCode(db: Db, code: string, scope: LookupScope) {
  const number = code.toUpperCase();
  const inScope = (column: SQL) => (scope.warehouseId ? sql`${column} = ${scope.warehouseId}` : sql`true`);
  const parts: SQL[] = [];
  if (scope.kinds.has('product')) {
    // ILIKE without wildcards: a case-insensitive equality that the SKU trigram index serves.
    parts.push(sql`select 'product' as kind, ${products.id} as id, ${products.sku} || ' · ' || ${products.name} as label, null::uuid as warehouse_id, 0 as rank
      from ${products} where ${products.sku} ilike ${equalPattern(code)} or ${products.barcode} = ${code}`);
  }
  const documents = [
    ['purchase-order', purchaseOrders, 1],
    ['sales-order', salesOrders, 2],
    ['count', stockCounts, 4],
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
