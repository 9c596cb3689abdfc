/** What product events carry (decision 0017; the registry in events/event-types.ts fixes the shape). */
import type { EventData } from '../events/index.js';
import type * as repo from './products.repository.js';

/** A product's stored record as product events carry it (event-types.ts): no category name, no stock. */
export function productEventData(row: Awaited<ReturnType<typeof repo.findStoredProducts>>[number]): EventData<'product.created'> {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    brand: row.brand,
    unitOfMeasure: row.unitOfMeasure,
    costPrice: row.costPrice,
    sellingPrice: row.sellingPrice,
    minStockLevel: row.minStockLevel,
    maxStockLevel: row.maxStockLevel,
    isActive: row.isActive,
    weight: row.weight,
    barcode: row.barcode,
    tracking: row.tracking,
    shelfLifeDays: row.shelfLifeDays,
    minRemainingShelfLifeDays: row.minRemainingShelfLifeDays,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  };
}
