/** What the inventory's use cases and other modules' stock writes check first: the products they name. */
import type { Db } from '@stockroom/db';
import { AppError } from '../errors.js';
import * as repo from './inventory.repository.js';

/**
 * The products with these ids, in their order. Throws VALIDATION_ERROR naming `fieldOf(i)`
 * ("Product not found") for each unknown id, and "Product is inactive" when `activeOnly`.
 */
export async function requireProducts(tx: Db, ids: string[], fieldOf: (index: number) => string, activeOnly = false) {
  const found = new Map((await repo.findProducts(tx, [...new Set(ids)])).map((p) => [p.id, p]));
  const details: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    const product = found.get(id);
    if (!product) details[fieldOf(i)] = ['Product not found'];
    else if (activeOnly && !product.isActive) details[fieldOf(i)] = ['Product is inactive'];
  });
  if (Object.keys(details).length) throw AppError.validation('Invalid request data', details);
  return ids.map((id) => found.get(id)!);
}
