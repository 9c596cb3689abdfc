/**
 * Changes of costing method and of standard cost (decision 0023 points 5 and 6): explicit, logged
 * revaluations. The stock keeps its units; its value moves to what the new method says it is, each
 * warehouse and lot by a `revaluation` movement (point 4), so that the ledger still sums to the
 * stock's value under the new method.
 */
import type { CostingMethod, Db } from '@stockroom/db';
import type { Decimal } from 'decimal.js';
import { assertWarehouseAccess, type Actor } from '../../auth/index.js';
import { AppError } from '../../errors.js';
import { lineTotal, Money, perUnit } from '../../money.js';
import { getProduct, publishCostChanges } from '../../products/index.js';
import { closeLayers, openLayers } from '../ledger/ledger.layers.js';
import { findProducts } from '../inventory.repository.js';
import { toMovement } from '../ledger/ledger.records.js';
import { writeRevaluations } from '../ledger/ledger.revaluations.js';
import type { CostingMethodChange, CostingMethodChangeInput, CostLayer } from './costing.schema.js';
import * as repo from './costing.repository.js';

/** Where a method change leaves the stock: the value of each grain (as `grains` lists them) and the product's cost price. */
interface Revalued {
  targets: Decimal[];
  costPrice: number;
}

/**
 * The value each grain of `grains` holds under `method` and the product's cost price then:
 * - standard: units × `standardCost`;
 * - average: units × the ledger's value over all units (to the cent), so that on hand × cost price is the ledger;
 * - fifo: each warehouse's ledger value (never below 0), spread over its lots by units to the cent,
 *   the last lot taking the rest; a warehouse without units holds nothing. The cost price is the
 *   value over the units, as FIFO's always is.
 * Without units anywhere the cost price stays `costPrice` (or becomes the standard).
 */
export function revalued(grains: readonly repo.GrainValue[], method: CostingMethod, costPrice: number, standardCost: number | undefined): Revalued {
  const units = grains.reduce((sum, grain) => sum + grain.units, 0);
  const value = grains.reduce((sum, grain) => sum.plus(grain.value), new Money(0));
  const perUnitOf = (total: Decimal) => (units > 0 ? total.div(units).toDecimalPlaces(2).toNumber() : costPrice);
  if (method !== 'fifo') {
    const cost = method === 'standard' ? standardCost! : perUnitOf(Money.max(0, value));
    return { targets: grains.map((grain) => new Money(lineTotal(grain.units, cost))), costPrice: cost };
  }
  const targets = grains.map(() => new Money(0));
  for (const warehouseId of new Set(grains.map((grain) => grain.warehouseId))) {
    const here = grains.flatMap((grain, i) => (grain.warehouseId === warehouseId ? [i] : []));
    let left = Money.max(0, here.reduce((sum, i) => sum.plus(grains[i]!.value), new Money(0)));
    let unitsLeft = here.reduce((sum, i) => sum + grains[i]!.units, 0);
    for (const i of here.filter((j) => grains[j]!.units > 0)) {
      // Each lot takes its share of what is left, so the last one takes the rest to the cent.
      targets[i] = left.times(grains[i]!.units).div(unitsLeft).toDecimalPlaces(2);
      left = left.minus(targets[i]!);
      unitsLeft -= grains[i]!.units;
    }
  }
  return { targets, costPrice: perUnitOf(targets.reduce((sum, target) => sum.plus(target), new Money(0))) };
}

/**
 * PUT /api/products/{id}/costing-method (decision 0023 points 5 and 6): costs the product by
 * `input.costingMethod` from now on, in one transaction under the product's row lock (stock writes
 * of it under way finish first; later ones wait and then cost by the new method). Each warehouse
 * and lot holding units or value gets a `revaluation` movement of the change of its value
 * (revalued): to FIFO, one opening cost layer per warehouse and lot with units, holding their
 * value; from FIFO, the layers are emptied; to standard, or a new standard, every unit at
 * `input.standardCost`. The cost price moves with it, publishing product.updated and, when it
 * changed, product.cost_changed (reason costing_method). The same method (and standard) changes
 * nothing. Returns the product and the movements written. Throws FORBIDDEN for a caller bound to a
 * warehouse; NOT_FOUND; CONFLICT while units of the product are in transit on two-step transfers
 * (their value is on the transfer, not in a warehouse) or while receipts of it still wait for their
 * exchange rate (the one-time conversion of decision 0016 restates them at the average).
 */
export async function changeCostingMethod(db: Db, productId: string, input: Omit<CostingMethodChangeInput, 'id'>, baseCurrency: string, actor: Actor): Promise<CostingMethodChange> {
  // The stock of every warehouse is revalued: not for a caller bound to one.
  if (actor.warehouseId) throw AppError.forbidden();
  const rows = await db.transaction(async (tx) => {
    const product = await repo.lockProductForCosting(tx, productId);
    if (!product) throw AppError.notFound('Product');
    const { costingMethod: from, costPrice } = product;
    const to = input.costingMethod;
    if (from === to && (to !== 'standard' || input.standardCost === costPrice)) return [];
    if ((await repo.unitsInTransit(tx, productId)) > 0) throw new AppError('CONFLICT', 'Costing method cannot change while units of the product are in transit');
    if (await repo.hasUnconvertedReceipts(tx, productId, baseCurrency)) throw new AppError('CONFLICT', 'Costing method cannot change while receipts of the product wait for their exchange rate');
    const grains = await repo.grainValues(tx, productId);
    const { targets, costPrice: newCost } = revalued(grains, to, costPrice, input.standardCost);
    const reason = from === to ? `Standard cost ${costPrice.toFixed(2)} to ${newCost.toFixed(2)}` : `Costing method ${from} to ${to}`;
    const movements = await writeRevaluations(
      tx,
      grains.map((grain, i) => ({ productId, warehouseId: grain.warehouseId, lotId: grain.lotId, value: targets[i]!.minus(grain.value).toNumber(), reason, reference: { type: 'product', id: productId }, note: input.note })),
      actor.id,
    );
    if (from === 'fifo') await closeLayers(tx, productId);
    if (to === 'fifo') await openLayers(tx, movements.flatMap((row, i) => (grains[i]!.units > 0 ? [{ row, parts: [{ quantity: grains[i]!.units, value: targets[i]!.toNumber() }] }] : [])));
    await repo.setCosting(tx, productId, to, newCost, actor.id);
    await publishCostChanges(tx, [productId], new Map([[productId, costPrice]]), 'costing_method');
    return movements;
  });
  return { product: await getProduct(db, productId, baseCurrency, actor), movements: rows.map(toMovement) };
}

/**
 * GET /api/products/{id}/cost-layers (decision 0023 point 3): the product's open FIFO cost layers,
 * oldest first, in `warehouseId` or every warehouse (a bound actor's only); none for a product not
 * costed FIFO. Throws NOT_FOUND for an unknown product; FORBIDDEN for a warehouse a bound actor may not read.
 */
export async function listCostLayers(db: Db, productId: string, warehouseId: string | undefined, actor: Actor): Promise<CostLayer[]> {
  if (warehouseId) assertWarehouseAccess(actor, warehouseId);
  if (!(await findProducts(db, [productId])).length) throw AppError.notFound('Product');
  const rows = await repo.openLayersOf(db, productId, actor.warehouseId ?? warehouseId);
  return rows.map((row) => ({ ...row, openedAt: row.openedAt.toISOString(), unitCost: perUnit(row.remainingValue, row.remaining) }));
}
