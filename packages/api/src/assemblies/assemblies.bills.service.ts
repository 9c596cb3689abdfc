/**
 * Bills of materials (decision 0023 point 9): what one unit of an assembly is made of. Assembly
 * orders copy the list when they are made, so a change applies to orders made after it.
 */
import type { Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { requireProducts } from '../inventory/index.js';
import { lineTotal, sumAmounts } from '../money.js';
import type { BillOfMaterials, BillOfMaterialsUpdate } from './assemblies.schema.js';
import * as repo from './assemblies.repository.js';

/** The bill's row and components as repo.findBill reads them. */
export type FoundBill = NonNullable<Awaited<ReturnType<typeof repo.findBill>>>;

const toBill = ({ bill, components }: FoundBill, buildable: BillOfMaterials['buildable']): BillOfMaterials => ({
  productId: bill.productId,
  type: bill.type,
  labourCost: bill.labourCost,
  components: components.map(({ tracking: _, ...component }) => component),
  componentsCost: sumAmounts(components.map((component) => lineTotal(component.quantity, component.costPrice))),
  buildable,
  updatedBy: bill.updatedBy,
  updatedAt: bill.updatedAt.toISOString(),
});

/**
 * GET /api/products/{id}/bill-of-materials: the product's components, their cost today, and per
 * warehouse how many units their available units make (`actor`'s warehouse alone when it is bound
 * to one). Throws NOT_FOUND "Bill of materials not found" when it has none.
 */
export async function getBill(db: Db, productId: string, actor: Actor): Promise<BillOfMaterials> {
  const found = await repo.findBill(db, productId);
  if (!found) throw AppError.notFound('Bill of materials');
  return toBill(found, await repo.buildable(db, productId, actor.warehouseId ?? undefined));
}

/**
 * PUT /api/products/{id}/bill-of-materials (products:update): replaces the product's bill of
 * materials with `input`, under a lock that serializes changes of bills. Returns the bill. Throws
 * NOT_FOUND for an unknown product; VALIDATION_ERROR naming `components.i.productId` for an unknown
 * or inactive component, the product itself, or a component listed twice; CONFLICT when a
 * component is made of the product at any depth (the bill would be circular).
 */
export function putBill(db: Db, input: BillOfMaterialsUpdate, actor: Actor): Promise<BillOfMaterials> {
  return db.transaction(async (tx) => {
    await repo.lockBills(tx);
    const [product] = await requireProducts(tx, [input.id], () => 'id').catch((error: unknown) => {
      throw error instanceof AppError && error.code === 'VALIDATION_ERROR' ? AppError.notFound('Product') : error;
    });
    const ids = input.components.map((component) => component.productId);
    const details: Record<string, string[]> = {};
    ids.forEach((id, i) => {
      if (id === product!.id) details[`components.${i}.productId`] = ['A product cannot be its own component'];
      else if (ids.indexOf(id) !== i) details[`components.${i}.productId`] = ['Component is listed twice'];
    });
    if (Object.keys(details).length) throw AppError.validation('Invalid request data', details);
    await requireProducts(tx, ids, (i) => `components.${i}.productId`, true);
    if (await repo.madeOf(tx, ids, product!.id)) throw new AppError('CONFLICT', 'A component is made of this product: the bill of materials would be circular');
    await repo.replaceBill(tx, product!.id, { type: input.type, labourCost: input.labourCost ?? 0, components: input.components }, actor.id);
    return getBill(tx, product!.id, actor);
  });
}

/** DELETE /api/products/{id}/bill-of-materials (products:update): removes it; open assembly orders keep their copy. Returns the bill removed. Throws NOT_FOUND when there is none. */
export function deleteBill(db: Db, productId: string, actor: Actor): Promise<BillOfMaterials> {
  return db.transaction(async (tx) => {
    await repo.lockBills(tx);
    const bill = await getBill(tx, productId, actor);
    await repo.deleteBill(tx, productId);
    return bill;
  });
}
