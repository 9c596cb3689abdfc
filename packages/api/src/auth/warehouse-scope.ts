/**
 * Warehouse scoping (decision 0003): a caller bound to a warehouse reads and changes only that
 * warehouse. Other warehouses' rows are invisible in lists; naming another warehouse in a write is
 * FORBIDDEN.
 */
import { AppError } from '../errors.js';
import type { Actor } from './identity.js';

/** Throws FORBIDDEN "Insufficient permissions" when `actor` is bound to a warehouse other than `warehouseId`. */
export function assertWarehouseAccess(actor: Actor, warehouseId: string): void {
  if (actor.warehouseId && actor.warehouseId !== warehouseId) throw AppError.forbidden();
}

/**
 * The warehouse filter of a list: the requested one for an unbound caller; for a bound caller its
 * own warehouse, and `false` (nothing visible) when it asks for another.
 */
export function visibleWarehouse(actor: Actor, requested: string | undefined): string | undefined | false {
  if (!actor.warehouseId) return requested;
  return requested && requested !== actor.warehouseId ? false : actor.warehouseId;
}
