/**
 * Bills of materials (decision 0023 point 9): what one unit of an assembly is made of. Assembly
 * orders copy the list when they are made, so a change applies to orders made after it.
 */
import type { Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { requireProducts } from '../inventory/index.js';
import { lockProductCosts } from '../products/index.js';
import { lineTotal, sumAmounts } from '../money.js';
import { allInOrder } from '../prepared.js';
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
 * or inactive component, the product itself, a component listed twice or a kit, and at `labourCost`
 * for a kit's labour cost; CONFLICT when a component is made of the product at any depth (the bill
 * would be circular), or for a kit with units, on an open document or that is a component
 * (assertCanBeKit). The product's row is locked FOR UPDATE first: the ledger reads whether it is a
 * kit KEY SHARE, so a stock write under way finishes first and one after waits, then sees the flag. A kit bill
 * marks the product a kit, which the ledger then refuses units of.
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
    const components = await requireProducts(tx, ids, (i) => `components.${i}.productId`, true);
    const kits = components.flatMap((component, i) => (component.kit ? [[`components.${i}.productId`, ['A kit cannot be a component: list its components instead']]] : []));
    if (kits.length) throw AppError.validation('Invalid request data', Object.fromEntries(kits));
    if (await repo.madeOf(tx, ids, product!.id)) throw new AppError('CONFLICT', 'A component is made of this product: the bill of materials would be circular');
    await lockProductCosts(tx, [product!.id], 'update');
    if (input.type === 'kit') await assertCanBeKit(tx, input, product!.id);
    await allInOrder([
      repo.replaceBill(tx, product!.id, { type: input.type, labourCost: input.labourCost ?? 0, components: input.components }, actor.id),
      repo.markKit(tx, product!.id, input.type === 'kit'),
    ]);
    return getBill(tx, product!.id, actor);
  });
}

/**
 * Refuses a kit bill (decision 0023 point 9) that could not keep a kit without stock of its own,
 * read under the product's FOR UPDATE lock: VALIDATION_ERROR at `labourCost` for a labour cost (a
 * kit is never built); CONFLICT when the product has units on hand or in transit, is on an open
 * order, transfer or assembly order (which would need its stock), or is a component of another
 * bill (which would consume it).
 */
async function assertCanBeKit(tx: Db, input: BillOfMaterialsUpdate, productId: string): Promise<void> {
  if (input.labourCost) throw AppError.validation('Invalid request data', { labourCost: ['A kit has no labour cost: it is never built'] });
  const blockers = await repo.kitBlockers(tx, productId);
  if (blockers.stocked) throw new AppError('CONFLICT', 'The product has units on hand or in transit: a kit has no stock of its own');
  if (blockers.openDocument) throw new AppError('CONFLICT', `The product is on ${blockers.openDocument}, still open: a kit has no stock to fill it`);
  if (blockers.componentOf) throw new AppError('CONFLICT', `The product is a component of ${blockers.componentOf}: a kit has no stock to build with`);
}

/** DELETE /api/products/{id}/bill-of-materials (products:update): removes it; open assembly orders keep their copy. Returns the bill removed. Throws NOT_FOUND when there is none. */
export function deleteBill(db: Db, productId: string, actor: Actor): Promise<BillOfMaterials> {
  return db.transaction(async (tx) => {
    await repo.lockBills(tx);
    const bill = await getBill(tx, productId, actor);
    await lockProductCosts(tx, [productId], 'update');
    await allInOrder([repo.deleteBill(tx, productId), repo.markKit(tx, productId, false)]);
    return bill;
  });
}

/**
 * The components of the kits among `productIds` (decision 0023 point 9), by kit: each component and
 * its whole base units per kit, in the bill's order. Products that are not kits are absent.
 */
export async function kitsOf(db: Db, productIds: string[]): Promise<Map<string, { componentId: string; quantity: number }[]>> {
  const kits = new Map<string, { componentId: string; quantity: number }[]>();
  for (const { productId, ...component } of await repo.kitComponentsOf(db, productIds)) kits.set(productId, [...(kits.get(productId) ?? []), component]);
  return kits;
}
