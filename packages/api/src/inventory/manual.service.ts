/**
 * Stock moved by hand (decision 0003): manual receipts and issues, adjustments, bulk movements, and
 * relocations between locations (decision 0015), all through the ledger (ledger.service.ts).
 */
import type { Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { inBaseUnits } from '../products/index.js';
import { MAX_LEVEL_QUANTITY, MAX_LINE_QUANTITY } from '../units.js';
import { requireActiveWarehouse, requireLocation } from '../warehouses/index.js';
import type { AdjustmentInput, Level, Movement, MovementInput, Relocation, RelocationInput } from './inventory.schema.js';
import { signedChange, type StockChange } from './ledger/ledger.changes.js';
import { lockLevel } from './ledger/ledger.repository.js';
import { applyRelocation, applyStockChanges, levelOf } from './ledger/ledger.service.js';
import { revalueBackdated } from './ledger/ledger.backdated.js';
import { requireProducts } from './inventory.service.js';
import { inboundGrain, outboundGrain } from './tracking.js';

/** Applies one change (applyStockChanges) and returns its movements and the level after it. */
async function applyOne(tx: Db, change: StockChange, actorId: string): Promise<{ movements: Movement[]; level: Level }> {
  const { movements, levels } = await applyStockChanges(tx, [change], actorId);
  return { movements: movements[0]!, level: levels[0]! };
}

/**
 * `quantity` of a one-product input (a movement, adjustment or relocation) in whole base units of its
 * product, converted from the input's `unit` (decision 0021; a signed quantity keeps its sign).
 * Throws VALIDATION_ERROR at `field` as baseQuantityOf, bound by `max` (MAX_LINE_QUANTITY unless
 * told). The product must exist (requireProducts first).
 */
async function inBaseUnit(tx: Db, input: { productId: string; unit?: string | null | undefined }, quantity: number, field: string, max = MAX_LINE_QUANTITY): Promise<number> {
  const [entered] = await inBaseUnits(tx, [{ productId: input.productId, quantity, unit: input.unit }], () => field, max);
  return entered!.quantity;
}

/**
 * POST /api/inventory/movements: a manual receipt (`in` → manual_in) or issue (`out` →
 * manual_out) at the product's cost price, at the grain the input names (decision 0015: location, lot,
 * serials; an issue picks first expiry first out and never an expired lot it does not name).
 * Returns the first movement, every movement, and the level after them.
 * Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR for an
 * unknown product, an unknown or inactive warehouse, or grain fields the product's tracking
 * refuses (tracking.ts); INSUFFICIENT_STOCK when `out` exceeds available (nothing written);
 * CONFLICT for a serial already in stock or an expired lot.
 */
export function recordMovement(db: Db, input: MovementInput, actor: Actor) {
  return db.transaction(async (tx) => {
    // Two independent reads, sent together (postgres.js pipelines them on the transaction's connection).
    const [, [product]] = await Promise.all([requireActiveWarehouse(tx, input.warehouseId, actor), requireProducts(tx, [input.productId], () => 'productId')]);
    const quantity = await inBaseUnit(tx, input, input.quantity, 'quantity');
    const field = (name: string) => name;
    const grain =
      input.type === 'in'
        ? await inboundGrain(tx, product!, input.warehouseId, quantity, input, field)
        : await outboundGrain(tx, product!, input.warehouseId, quantity, input, field, actor, true);
    const posting = { productId: input.productId, warehouseId: input.warehouseId, quantity, reason: input.reason, reference: input.reference, note: input.note, unitCost: product!.costPrice, ...grain };
    const { movements, level } = await applyOne(
      tx,
      input.type === 'in' ? { ...posting, kind: 'inbound', type: 'manual_in' } : { ...posting, kind: 'outbound', type: 'manual_out', sellable: true },
      actor.id,
    );
    return { movement: movements[0]!, movements, level };
  });
}

/**
 * POST /api/inventory/adjustments: a signed `quantity` delta, or a `countedQuantity` that sets on
 * hand to the count (the delta is computed under a row lock). A count equal to on hand writes no
 * movement (`movement: null`). Units found go to the location, lot and serials named (as a
 * receipt's, decision 0015); units lost come from them, first expiry first out, expired lots included.
 * Units lost that were allocated release their allocations, lowest priority first, and those
 * lines are allocated again elsewhere (decision 0020). With `effectiveAt` (a `quantity` only) the
 * adjustment counts from then (under the average, valued as then) and the units out since are revalued
 * (revalueBackdated: VALIDATION_ERROR before the product's last change of costing method). Errors
 * as recordMovement.
 */
export function adjustStock(db: Db, input: AdjustmentInput, actor: Actor) {
  return db.transaction(async (tx) => {
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    const [product] = await requireProducts(tx, [input.productId], () => 'productId');
    let delta = input.quantity === undefined ? 0 : await inBaseUnit(tx, input, input.quantity, 'quantity');
    if (input.countedQuantity !== undefined) {
      const level = await lockLevel(tx, input.productId, input.warehouseId);
      delta = (await inBaseUnit(tx, input, input.countedQuantity, 'countedQuantity', MAX_LEVEL_QUANTITY)) - level.onHand;
      if (delta === 0) return { movement: null, movements: [], level: await levelOf(tx, input.productId, input.warehouseId) };
    }
    const field = (name: string) => name;
    const grain =
      delta > 0
        ? await inboundGrain(tx, product!, input.warehouseId, delta, input, field)
        : await outboundGrain(tx, product!, input.warehouseId, -delta, input, field, actor, false);
    const effectiveAt = input.effectiveAt === undefined ? undefined : new Date(input.effectiveAt);
    const fields = { productId: input.productId, warehouseId: input.warehouseId, reason: input.reason, note: input.note, unitCost: product!.costPrice, effectiveAt, ...grain };
    const { movements, level } = await applyOne(tx, signedChange(delta, { inbound: 'adjustment', outbound: 'adjustment' }, fields), actor.id);
    await revalueBackdated(tx, movements, actor.id);
    return { movement: movements[0] ?? null, movements, level };
  });
}

/**
 * Records many manual movements at once (opening balances of a new warehouse, a migration from
 * another system, the demo seed): `manual_in` for positive and `manual_out` for negative quantities,
 * at the product's cost price, 1,000 lines per transaction, applied in input order per level.
 * Throws VALIDATION_ERROR for unknown products or warehouses; INSUFFICIENT_STOCK when
 * an out-line is not covered (that chunk is not written).
 */
export async function recordBulkMovements(
  db: Db,
  lines: { productId: string; warehouseId: string; quantity: number }[],
  reason: string,
  actor: Actor,
): Promise<void> {
  for (let i = 0; i < lines.length; i += 1000) {
    const chunk = lines.slice(i, i + 1000).filter((line) => line.quantity !== 0);
    await db.transaction(async (tx) => {
      for (const warehouseId of new Set(chunk.map((line) => line.warehouseId))) await requireActiveWarehouse(tx, warehouseId, actor);
      const found = await requireProducts(tx, chunk.map((line) => line.productId), (j) => `lines.${i + j}.productId`);
      const changes = chunk.map((line, j) =>
        signedChange(line.quantity, { inbound: 'manual_in', outbound: 'manual_out' }, { productId: line.productId, warehouseId: line.warehouseId, reason, unitCost: found[j]!.costPrice }),
      );
      await applyStockChanges(tx, changes, actor.id);
    });
  }
}

/**
 * POST /api/inventory/relocations (decision 0015): moves units of one product between two locations of
 * one warehouse (putaway, replenishment, consolidation): picked from the source first expiry first
 * out within the lot or serials named, placed with the same lot and serial identity at the
 * destination, as a relocation_out and relocation_in pair per grain. On hand does not change;
 * allocated units moved stay allocated where they land if it is pickable, else elsewhere, and units
 * put away into a pickable bin go to the lines waiting (decision 0020), so reserved may.
 * Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR for an
 * unknown product, warehouse or location, an inactive destination, or grain fields the product's
 * tracking refuses; INSUFFICIENT_STOCK when the source does not hold the units (nothing moved).
 */
export function relocateStock(db: Db, input: RelocationInput, actor: Actor): Promise<Relocation> {
  return db.transaction(async (tx) => {
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    const [product] = await requireProducts(tx, [input.productId], () => 'productId');
    const quantity = await inBaseUnit(tx, input, input.quantity, 'quantity');
    const movements = await relocateUnits(tx, product!, { ...input, quantity }, actor);
    return { movements, level: await levelOf(tx, input.productId, input.warehouseId) };
  });
}

/** Units of one product relocated within a warehouse (relocateUnits): `quantity` in base units. */
export interface UnitsMove {
  warehouseId: string;
  quantity: number;
  fromLocationId: string;
  toLocationId: string;
  lotId?: string | undefined;
  serialNumbers?: string[] | undefined;
  note?: string | undefined;
}

/**
 * The core of a relocation (decision 0015), in the caller's transaction once the warehouse and
 * `product` are checked: the destination must be an active location of the warehouse, the source
 * grain passes the product's tracking checks (outboundGrain), then applyRelocation moves the units
 * at the product's cost price. POST /api/inventory/relocations and a task's completion (decision
 * 0022 point 5) both go through it. Returns the movements. Throws VALIDATION_ERROR on
 * toLocationId, fromLocationId, lotId or serialNumbers; INSUFFICIENT_STOCK when the source does
 * not hold the units; CONFLICT for a serial already in stock.
 */
export async function relocateUnits(tx: Db, product: Awaited<ReturnType<typeof requireProducts>>[number], move: UnitsMove, actor: Actor): Promise<Movement[]> {
  await requireLocation(tx, move.warehouseId, move.toLocationId, 'toLocationId', true);
  const grain = await outboundGrain(
    tx,
    product,
    move.warehouseId,
    move.quantity,
    { locationId: move.fromLocationId, lotId: move.lotId, serialNumbers: move.serialNumbers },
    (name) => (name === 'locationId' ? 'fromLocationId' : name),
    actor,
    false,
  );
  return applyRelocation(
    tx,
    { productId: product.id, warehouseId: move.warehouseId, quantity: move.quantity, from: grain, toLocationId: move.toLocationId, note: move.note, unitCost: product.costPrice },
    actor.id,
  );
}
