/**
 * Landed costs (decision 0023 point 7): freight, duty, insurance and other charges added to what
 * the units of purchase orders' receipt lines cost. The charges spread over the lines by a basis;
 * each line's share is split between its units still in stock, whose value it raises (a revaluation
 * movement, and under FIFO the receipt's layers), and its units gone, expensed.
 */
import type { Db } from '@stockroom/db';
import type { Decimal } from 'decimal.js';
import type { Actor } from '../auth/index.js';
import { nextDocumentNumber } from '../documents.js';
import { AppError } from '../errors.js';
import { currentRate } from '../exchange-rates/index.js';
import { costingOf, costPricesFromLayers, lockStockLevels, raiseLayers, writeRevaluations, type Revaluation } from '../inventory/index.js';
import { lineTotal, Money, spread } from '../money.js';
import { pageOf, pageResult, type Page } from '../pagination.js';
import { applyLandedCosts } from '../products/index.js';
import type { LandedCost, LandedCostCreate, LandedCostListQuery } from './landed-costs.schema.js';
import * as repo from './landed-costs.repository.js';

type Line = Awaited<ReturnType<typeof repo.receivedLines>>[number];

/** A line's basis under `allocation`; VALIDATION_ERROR naming the product when it lacks the weight or volume asked for. */
function basisOf(line: Line, allocation: LandedCostCreate['allocation']): Decimal {
  if (allocation === 'quantity') return new Money(line.units);
  if (allocation === 'value') return new Money(lineTotal(line.units, new Money(line.unitCost).times(line.rate ?? 1).toDecimalPlaces(4)));
  const perUnit = allocation === 'weight' ? line.weight : line.volume;
  if (perUnit === null || perUnit === 0) {
    throw AppError.validation('Invalid request data', { allocation: [`Product ${line.sku} has no ${allocation === 'weight' ? 'weight' : 'pack with outer dimensions'} to allocate by`] });
  }
  return new Money(perUnit).times(line.units);
}

/** The charges in the base currency: each at its rate (given, else the one in force, 1 for the base currency), to the cent; VALIDATION_ERROR for a rate other than 1 on a charge in the base currency. */
async function chargesInBase(tx: Db, charges: LandedCostCreate['charges'], baseCurrency: string) {
  const priced = [];
  for (const [i, charge] of charges.entries()) {
    const currency = charge.currency ?? baseCurrency;
    if (currency === baseCurrency && charge.rate !== undefined && charge.rate !== 1) throw AppError.validation('Invalid request data', { [`charges.${i}.rate`]: [`A charge in ${baseCurrency} takes rate 1`] });
    const rate = charge.rate ?? (await currentRate(tx, currency, baseCurrency));
    priced.push({ type: charge.type, description: charge.description ?? null, amount: charge.amount, currency, rate, baseAmount: new Money(charge.amount).times(rate).toDecimalPlaces(2).toNumber() });
  }
  return priced;
}

/** The units still in stock of each of `lines` (all of one order and product), shared out in line order from `inStock`. */
const sharedOut = (lines: readonly Line[], inStock: number) => {
  let left = inStock;
  return lines.map((line) => {
    const units = Math.min(line.units, left);
    left -= units;
    return units;
  });
};

/**
 * POST /api/landed-costs (finance:manage): records landed cost LC-000001 of `input.charges` over the
 * lines of `input.purchaseOrderIds` received and kept, spread by `input.allocation` (spread), in
 * one transaction under the levels' locks of the lines' products and warehouses. Each line's share
 * goes to its units still in stock in proportion (to the cent), the rest is expensed:
 * - FIFO: the units its order's receipts' layers still hold (or, for a product costed otherwise when
 *   received, the warehouse's newest layers); those layers rise by it, spread by units;
 * - average: the warehouse's on hand, shared by the lines of the product there newest order first,
 *   at most each line's units; the cost price rises by it over all on hand;
 * - standard: none, the whole share is expensed (a variance from the standard).
 * What is capitalized is written as revaluation movements (reference landed_cost) per warehouse and
 * lot. Returns the landed cost. Throws VALIDATION_ERROR for an unknown order (or one a bound actor may
 * not see), orders without units received and kept, a product without the weight or volume
 * asked for, a basis of 0, a charge under a cent in the base currency or a rate other than 1 on one
 * in it; CONFLICT for a currency without a rate.
 */
export async function createLandedCost(db: Db, input: LandedCostCreate, baseCurrency: string, actor: Actor): Promise<LandedCost> {
  const id = await db.transaction(async (tx) => {
    const orderIds = [...new Set(input.purchaseOrderIds)];
    // Shared locks on the orders, as receiving and returns to the supplier lock them FOR UPDATE first: their lines hold still.
    const orders = await repo.lockOrders(tx, orderIds);
    const unknown = orderIds.flatMap((orderId, i) => (orders.some((order) => order.id === orderId && (!actor.warehouseId || actor.warehouseId === order.warehouseId)) ? [] : [`purchaseOrderIds.${i}`]));
    if (unknown.length) throw AppError.validation('Invalid request data', Object.fromEntries(unknown.map((field) => [field, ['Purchase order not found']])));
    const lines = await repo.receivedLines(tx, orderIds);
    if (!lines.length) throw AppError.validation('Invalid request data', { purchaseOrderIds: ['The purchase orders have no units received'] });
    const bases = lines.map((line) => basisOf(line, input.allocation));
    if (bases.every((basis) => basis.isZero())) throw AppError.validation('Invalid request data', { allocation: [`The lines have no ${input.allocation} to allocate by`] });
    const charges = await chargesInBase(tx, input.charges, baseCurrency);
    const nothing = charges.flatMap((charge, i) => (charge.baseAmount === 0 ? [`charges.${i}.amount`] : []));
    if (nothing.length) throw AppError.validation('Invalid request data', Object.fromEntries(nothing.map((field) => [field, [`Amount is less than a cent in ${baseCurrency}`]])));
    const total = charges.reduce((sum, charge) => sum.plus(charge.baseAmount), new Money(0));
    const shares = spread(total, bases);

    await lockStockLevels(tx, lines.map((line) => ({ productId: line.productId, warehouseId: line.warehouseId })));
    const costing = await costingOf(tx, lines.map((line) => line.productId));
    const split = await splitLines(tx, lines, shares, costing);
    const number = await nextDocumentNumber(tx, 'LC');
    const capitalized = split.reduce((sum, line) => sum.plus(line.capitalized), new Money(0));
    const landedCostId = await repo.insertLandedCost(
      tx,
      { number, allocation: input.allocation, total: total.toNumber(), capitalized: capitalized.toNumber(), expensed: total.minus(capitalized).toNumber(), note: input.note ?? null, createdBy: actor.id },
      charges,
      lines.map((line, i) => ({
        purchaseOrderItemId: line.itemId,
        productId: line.productId,
        warehouseId: line.warehouseId,
        units: line.units,
        basis: bases[i]!.toNumber(),
        amount: shares[i]!.toNumber(),
        unitsInStock: split[i]!.unitsInStock,
        capitalized: split[i]!.capitalized.toNumber(),
        expensed: shares[i]!.minus(split[i]!.capitalized).toNumber(),
      })),
    );
    const reference = { type: 'landed_cost', id: landedCostId };
    const reason = `Landed cost ${number}`;
    await writeRevaluations(tx, split.flatMap((line) => line.revaluations.map((entry) => ({ ...entry, reason, reference, note: input.note }))), actor.id);
    await raiseLayers(tx, split.flatMap((line) => line.layers));
    await costPricesFromLayers(tx, [...costing.fifo], 'landed_cost');
    await applyLandedCosts(tx, averaged(lines, split, costing.fifo, costing.standard));
    return landedCostId;
  });
  return getLandedCost(db, id, actor);
}

type Split = { unitsInStock: number; capitalized: Decimal; revaluations: Omit<Revaluation, 'reason' | 'reference'>[]; layers: { layerId: string; value: number }[] };
type Layer = Awaited<ReturnType<typeof repo.receiptLayers>>[number];

/**
 * The FIFO layers holding the units of `line`'s order and product, with the units of each that are
 * theirs (at most `units` in all): the layers its receipts opened, oldest first; when its receipts
 * opened none (the product was costed otherwise then), the open layers of its warehouse, newest first.
 */
async function layersHolding(tx: Db, line: Line, units: number): Promise<{ layer: Layer; units: number }[]> {
  const opened = await repo.receiptLayers(tx, line.orderId, line.productId);
  const layers = opened.length ? opened : await repo.openLayersAt(tx, line.productId, line.warehouseId);
  let left = units;
  return layers.flatMap((layer) => {
    const taken = Math.min(layer.remaining, left);
    left -= taken;
    return taken > 0 ? [{ layer, units: taken }] : [];
  });
}

/**
 * Each line's units in stock, what of its share they take (to the cent), and the revaluations and
 * layer raises that writes. FIFO: an order's units are those its layers hold (layersHolding); the
 * average: the warehouse's on hand, shared by every order of the product there, newest first; standard cost: none.
 */
async function splitLines(tx: Db, lines: readonly Line[], shares: readonly Decimal[], costing: Awaited<ReturnType<typeof costingOf>>): Promise<Split[]> {
  const result: Split[] = lines.map(() => ({ unitsInStock: 0, capitalized: new Money(0), revaluations: [], layers: [] }));
  const groups = new Map<string, number[]>();
  lines.forEach((line, i) => {
    if (costing.standard.has(line.productId)) return;
    const key = costing.fifo.has(line.productId) ? `${line.orderId} ${line.productId}` : `${line.productId} ${line.warehouseId}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const indexes of groups.values()) {
    const first = lines[indexes[0]!]!;
    const fifo = costing.fifo.has(first.productId);
    const ordered = fifo ? indexes : [...indexes].reverse();
    const wanted = ordered.reduce((sum, i) => sum + lines[i]!.units, 0);
    const held = fifo ? await layersHolding(tx, first, wanted) : [];
    const inStock = fifo ? held.reduce((sum, part) => sum + part.units, 0) : await repo.onHandAt(tx, first.productId, first.warehouseId);
    const units = sharedOut(ordered.map((i) => lines[i]!), inStock);
    ordered.forEach((i, k) => {
      result[i]!.unitsInStock = units[k]!;
      result[i]!.capitalized = shares[i]!.times(units[k]!).div(lines[i]!.units).toDecimalPlaces(2);
    });
    const capitalized = ordered.reduce((sum, i) => sum.plus(result[i]!.capitalized), new Money(0));
    if (capitalized.isZero()) continue;
    const target = result[ordered[0]!]!;
    if (!fifo) target.revaluations.push({ productId: first.productId, warehouseId: first.warehouseId, lotId: null, value: capitalized.toNumber() });
    else raiseHeld(target, first.productId, held, capitalized);
  }
  return result;
}

/** Spreads `capitalized` over the layers `held` by their units, each (warehouse, lot) one revaluation. */
function raiseHeld(target: Split, productId: string, held: readonly { layer: Layer; units: number }[], capitalized: Decimal): void {
  const raised = spread(capitalized, held.map((part) => new Money(part.units)));
  const byGrain = new Map<string, Omit<Revaluation, 'reason' | 'reference'>>();
  held.forEach(({ layer }, k) => {
    if (raised[k]!.isZero()) return;
    target.layers.push({ layerId: layer.id, value: raised[k]!.toNumber() });
    const key = `${layer.warehouseId} ${layer.lotId}`;
    const entry = byGrain.get(key) ?? { productId, warehouseId: layer.warehouseId, lotId: layer.lotId, value: 0 };
    entry.value = new Money(entry.value).plus(raised[k]!).toNumber();
    byGrain.set(key, entry);
  });
  target.revaluations.push(...byGrain.values());
}

/** What the landed cost adds to each product at the average, by product. */
function averaged(lines: readonly Line[], split: readonly { capitalized: Decimal }[], fifo: ReadonlySet<string>, standard: ReadonlyMap<string, number>) {
  const byProduct = new Map<string, Decimal>();
  lines.forEach((line, i) => {
    if (fifo.has(line.productId) || standard.has(line.productId)) return;
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? new Money(0)).plus(split[i]!.capitalized));
  });
  return [...byProduct].map(([productId, value]) => ({ productId, value: value.toNumber() }));
}

/** The response form of landed costs; for a caller bound to a warehouse, only those with lines there, with those lines alone. */
async function landedCostsOf(db: Db, ids: string[], actor: Actor): Promise<LandedCost[]> {
  const found = await repo.landedCostsWithParts(db, ids);
  return ids.flatMap((id) => {
    const row = found.find((entry) => entry.header.id === id);
    const lines = row?.lines.filter(({ line }) => !actor.warehouseId || line.warehouseId === actor.warehouseId) ?? [];
    if (!row || !lines.length) return [];
    const { header } = row;
    return [
      {
        id: header.id,
        number: header.number,
        allocation: header.allocation,
        total: header.total,
        capitalized: header.capitalized,
        expensed: header.expensed,
        note: header.note,
        charges: row.charges.map(({ type, description, amount, currency, rate, baseAmount }) => ({ type, description, amount, currency, rate, baseAmount })),
        lines: lines.map(({ line, purchaseOrderId, purchaseOrderNumber, sku }) => ({
          purchaseOrderId,
          purchaseOrderNumber,
          itemId: line.purchaseOrderItemId,
          productId: line.productId,
          sku,
          warehouseId: line.warehouseId,
          units: line.units,
          basis: line.basis,
          amount: line.amount,
          unitsInStock: line.unitsInStock,
          capitalized: line.capitalized,
          expensed: line.expensed,
        })),
        createdBy: header.createdBy,
        createdAt: header.createdAt.toISOString(),
      },
    ];
  });
}

/** GET /api/landed-costs/{id}: for a caller bound to a warehouse, its lines there. Throws NOT_FOUND "Landed cost not found", also when it has none there. */
export async function getLandedCost(db: Db, id: string, actor: Actor): Promise<LandedCost> {
  const [found] = await landedCostsOf(db, [id], actor);
  if (!found) throw AppError.notFound('Landed cost');
  return found;
}

/** GET /api/landed-costs: newest first, of all or with lines of `query.purchaseOrderId` (for a caller bound to a warehouse, with lines there, those alone), one page (Page, pagination.ts). */
export async function listLandedCosts(db: Db, query: LandedCostListQuery, actor: Actor): Promise<Page<LandedCost>> {
  const page = pageOf(query);
  const { rows, total } = await repo.listLandedCosts(db, { purchaseOrderId: query.purchaseOrderId, warehouseId: actor.warehouseId ?? undefined }, page);
  return pageResult(await landedCostsOf(db, rows.map((row) => row.id), actor), page, total);
}
