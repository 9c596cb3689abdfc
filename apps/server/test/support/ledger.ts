/**
 * The ledger invariant: every inventory level's on hand equals the sum of its stock movements.
 * Read-only; the tests assert it returns [] after each stock-writing file and concurrency test.
 */
import { inventoryLevels, stockMovements, type Db } from '@stockroom/db';
import { and, eq, sql } from 'drizzle-orm';

export interface LedgerMismatch {
  productId: string;
  warehouseId: string;
  onHand: number;
  /** Sum of the signed quantities of the level's movements (0 without any). */
  ledger: number;
}

/** Levels whose on hand differs from the sum of their ledger (one query: levels left join movements, grouped per level). */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  // A bigint sum, not cast to int: a ledger that disagrees with its level could pass the integer range.
  const ledger = sql<number>`coalesce(sum(${stockMovements.quantity}), 0)`.mapWith(Number);
  return db
    .select({ productId: inventoryLevels.productId, warehouseId: inventoryLevels.warehouseId, onHand: inventoryLevels.onHand, ledger })
    .from(inventoryLevels)
    .leftJoin(stockMovements, and(eq(stockMovements.productId, inventoryLevels.productId), eq(stockMovements.warehouseId, inventoryLevels.warehouseId)))
    .groupBy(inventoryLevels.productId, inventoryLevels.warehouseId, inventoryLevels.onHand)
    .having(sql`${inventoryLevels.onHand} <> ${ledger}`);
}
