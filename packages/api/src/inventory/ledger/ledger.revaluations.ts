/**
 * Value-only entries (decision 0023 point 4): a `revaluation` movement changes the value of a
 * product's stock at one warehouse and lot without moving a unit (quantity 0), so that a change of
 * costing method or of a standard cost is written in the ledger like any other change of value.
 */
import { inventoryLevels, type Db } from '@stockroom/db';
import { and, inArray } from 'drizzle-orm';
import { levelKey } from './ledger.changes.js';
import * as repo from './ledger.repository.js';

/** One revaluation: the change of the value of a product's stock at a warehouse and lot. */
export interface Revaluation {
  productId: string;
  warehouseId: string;
  lotId: string | null;
  /** The change of the stock's value, currency units to the cent, signed (0 records the grain's value as it stands). */
  value: number;
  reason: string;
  reference: { type: string; id: string };
  note?: string | undefined;
}

/**
 * Appends `entries` to the ledger as revaluation movements written by `actorId`, each carrying its
 * level's on hand (quantity 0 keeps the chain of onHandAfter, decision 0013), and adds them to the
 * daily summary; returns the stored rows in the order of `entries`. The caller holds the levels'
 * row locks (a landed cost) or the products' rows FOR UPDATE (a change of method, which no stock
 * write passes: each reads the costing KEY SHARE first, ledger.layers.ts costingOf), so no stock
 * write of theirs commits in between.
 */
export async function writeRevaluations(tx: Db, entries: readonly Revaluation[], actorId: string): Promise<repo.MovementRow[]> {
  if (!entries.length) return [];
  const levels = await tx
    .select({ productId: inventoryLevels.productId, warehouseId: inventoryLevels.warehouseId, onHand: inventoryLevels.onHand })
    .from(inventoryLevels)
    .where(and(inArray(inventoryLevels.productId, [...new Set(entries.map((entry) => entry.productId))]), inArray(inventoryLevels.warehouseId, [...new Set(entries.map((entry) => entry.warehouseId))])));
  const onHand = new Map(levels.map((level) => [levelKey(level), level.onHand]));
  const inserted = await repo.insertMovements(
    tx,
    entries.map((entry) => ({
      productId: entry.productId,
      warehouseId: entry.warehouseId,
      lotId: entry.lotId,
      type: 'revaluation' as const,
      quantity: 0,
      onHandAfter: onHand.get(levelKey(entry)) ?? 0,
      value: entry.value,
      reason: entry.reason,
      referenceType: entry.reference.type,
      referenceId: entry.reference.id,
      note: entry.note ?? null,
      createdBy: actorId,
    })),
  );
  await repo.addToDailySummary(tx, inserted);
  return inserted;
}
