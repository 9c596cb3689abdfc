/**
 * The response forms of the ledger's rows (decision 0003): a level with its product's and
 * warehouse's fields, and a movement. Shared by the ledger's writes and the reports that read them.
 */
import { perUnit, sumAmounts } from '../../money.js';
import type * as repo from './ledger.repository.js';
import type { Level, Movement } from '../inventory.schema.js';

/** The response form of a level row (its product's and warehouse's fields and its units). */
export function toLevel(row: repo.LevelRow): Level {
  return levelFrom(row, row);
}

/** What the stock list keeps of a level while the stock list version is current: all but its units (decision 0018). */
export type ListedLevel = Pick<repo.LevelRow, 'productId' | 'sku' | 'productName' | 'warehouseId' | 'warehouseCode' | 'minStockLevel' | 'maxStockLevel'>;

/** The response form of the level `listed` with the units `stock`. Written out field by field, in the order of levelSchema (no object spread: it costs per row). */
export function levelFrom(listed: ListedLevel, stock: repo.LevelStock): Level {
  return {
    productId: listed.productId,
    sku: listed.sku,
    productName: listed.productName,
    warehouseId: listed.warehouseId,
    warehouseCode: listed.warehouseCode,
    onHand: stock.onHand,
    reserved: stock.reserved,
    available: stock.available,
    inTransit: stock.inTransit,
    minStockLevel: listed.minStockLevel,
    maxStockLevel: listed.maxStockLevel,
    updatedAt: stock.updatedAt.toISOString(),
  };
}

/** The response form of a ledger row: its reference as `{type, id}`; the row's value stays internal (reports sum it). */
export function toMovement(row: repo.MovementRow): Movement {
  return {
    id: row.id,
    sequence: row.sequence,
    productId: row.productId,
    warehouseId: row.warehouseId,
    locationId: row.locationId,
    suggestedLocationId: row.suggestedLocationId,
    lotId: row.lotId,
    serialNumber: row.serialNumber,
    type: row.type,
    quantity: row.quantity,
    onHandAfter: row.onHandAfter,
    unitCost: row.unitCost,
    value: row.value,
    purchasePriceVariance: row.purchasePriceVariance,
    reason: row.reason,
    reference: row.referenceType && row.referenceId ? { type: row.referenceType, id: row.referenceId } : null,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    effectiveAt: row.effectiveAt.toISOString(),
  };
}

/**
 * The cost per unit (currency units, 4 decimals) of the units `movements` took out: their value
 * over their units. The product's cost price under the average method; under FIFO what their layers
 * gave them (decision 0023), which a transfer records as the cost its units travel at.
 */
export function unitCostOf(movements: readonly Movement[]): number {
  const units = movements.reduce((sum, movement) => sum + movement.quantity, 0);
  return units === 0 ? 0 : perUnit(sumAmounts(movements.map((movement) => movement.value)), units);
}

/** The stock.changed event of a level after a change (decision 0017) and the movements that made it (none for an allocation). */
export function stockChanged(row: Pick<repo.LevelRow, 'productId' | 'warehouseId' | 'onHand' | 'reserved'>, movements: Movement[]) {
  const { productId, warehouseId, onHand, reserved } = row;
  return { type: 'stock.changed' as const, subject: productId, data: { productId, warehouseId, onHand, reserved, available: onHand - reserved, movements } };
}
