/**
 * Allocation (decision 0020): units of specific stock balances (location, lot, serial) promised to
 * a sales-order line or a hold, first expiry first out over pickable bins and lots with enough shelf
 * life left. A balance's reserved is the sum of its allocations, a level's reserved the sum of its
 * balances'. Every function here runs in the caller's transaction and takes the row locks of the
 * levels it touches first, in the one lock order, so concurrent allocations of one level queue
 * and none can over-allocate; the CHECKs of the balances and lines have the last word. Quantities
 * are whole units.
 */
import type { Db, Substitution } from '@stockroom/db';
import { AppError } from '../../errors.js';
import { publishEvents } from '../../events/index.js';
import { levelKey, type Outbound, type StockChange } from '../ledger/ledger.changes.js';
import { stockChanged } from '../ledger/ledger.records.js';
import * as ledgerRepo from '../ledger/ledger.repository.js';
import { daysFrom, todayUtc } from '../tracking.js';
import * as repo from './allocation.repository.js';

export type { AllocationRow, LevelKey, Owner, WaitingLine } from './allocation.repository.js';

/**
 * The allocations of these order lines and holds with their balances' grains, each owner's in
 * picking order (first expiry first out). A read: under the levels' locks it is what writes see.
 */
export const allocationsOf = (db: Db, owners: { itemIds?: string[]; holdIds?: string[] }): Promise<repo.AllocationRow[]> => repo.allocationsOf(db, owners);

/**
 * Allocations as holds and order lines show them: units per balance in walking order (location
 * code, then first expiry first out, as the pick list walks them).
 */
export function toAllocatedUnits(rows: readonly repo.AllocationRow[]) {
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows]
    .sort((a, b) => byText(a.locationCode, b.locationCode) || byText(a.expiryDate ?? '9999-12-31', b.expiryDate ?? '9999-12-31') || byText(a.serialNumber ?? '', b.serialNumber ?? ''))
    .map((row) => ({ locationId: row.locationId, locationCode: row.locationCode, lotId: row.lotId, lotNumber: row.lotNumber, expiryDate: row.expiryDate, serialNumber: row.serialNumber, quantity: row.quantity }));
}

/** Units of a level to allocate to an owner. */
export interface AllocationRequest extends repo.LevelKey {
  quantity: number;
  owner: repo.Owner;
  /** Fewest days of shelf life an allocated lot must have left (0: any lot not expired). */
  minRemainingShelfLifeDays?: number | undefined;
}

/** What allocating a request would take: pieces of free balances. */
export interface AllocationPlan {
  pieces: { balance: repo.FreeBalance; quantity: number }[];
  /** Units the pieces hold. */
  allocated: number;
}

const distinctLevels = (keys: readonly repo.LevelKey[]): repo.LevelKey[] => [...new Map(keys.map((key) => [levelKey(key), { productId: key.productId, warehouseId: key.warehouseId }])).values()];

/**
 * Plans `requests` in their order over `balances` (free units in picking order, as freeBalances
 * reads them): each takes first expiry first out from its level's balances, skipping lots that
 * expire before `today` + its minimum remaining shelf life, as many units as remain; requests of
 * one level share its balances. Pure.
 */
export function planAllocations(balances: readonly repo.FreeBalance[], requests: readonly AllocationRequest[], today: string): AllocationPlan[] {
  const free = new Map(balances.map((balance) => [balance.id, balance.free]));
  const byLevel = new Map<string, repo.FreeBalance[]>();
  for (const balance of balances) byLevel.set(levelKey(balance), [...(byLevel.get(levelKey(balance)) ?? []), balance]);
  return requests.map((request) => {
    const freshOn = daysFrom(today, request.minRemainingShelfLifeDays ?? 0);
    const pieces: AllocationPlan['pieces'] = [];
    let missing = request.quantity;
    for (const balance of byLevel.get(levelKey(request)) ?? []) {
      if (missing === 0) break;
      if (balance.expiryDate !== null && balance.expiryDate < freshOn) continue;
      const quantity = Math.min(free.get(balance.id)!, missing);
      if (quantity === 0) continue;
      free.set(balance.id, free.get(balance.id)! - quantity);
      missing -= quantity;
      pieces.push({ balance, quantity });
    }
    return { pieces, allocated: request.quantity - missing };
  });
}

/**
 * Changes the reserved of the levels of `deltas` by their sums and publishes a stock.changed event
 * per level changed (no movements). The levels are locked; their guard cannot fail unless a level
 * is out of step with its balances, which is a bug (an Error, not a user's error).
 */
async function changeReserved(tx: Db, deltas: readonly { productId: string; warehouseId: string; quantity: number }[]): Promise<void> {
  const sums = new Map<string, ledgerRepo.LevelChange>();
  for (const { productId, warehouseId, quantity } of deltas) {
    const change = sums.get(levelKey({ productId, warehouseId })) ?? { productId, warehouseId, onHandDelta: 0, reservedDelta: 0 };
    change.reservedDelta += quantity;
    sums.set(levelKey(change), change);
  }
  const changes = [...sums.values()].filter((change) => change.reservedDelta !== 0);
  if (!changes.length) return;
  const after = await ledgerRepo.changeLevels(tx, changes);
  if (after.some((row) => !row)) throw new Error('A level is out of step with its balances: its reserved would leave 0..on hand');
  await publishEvents(tx, after.map((row) => stockChanged(row!, [])));
}

/**
 * Allocates `requests` (in their order: earlier ones first) to free units of pickable balances,
 * first expiry first out (planAllocations), under their levels' locks. `partial`: each request
 * takes what there is (a confirmed order's lines; the rest is backordered); else all or nothing.
 * Returns the units allocated per request. Throws INSUFFICIENT_STOCK "Insufficient stock" with
 * `details` [{productId, warehouseId, requested, available}] per short request when not `partial`.
 * `prefer`: balances it accepts are taken before the others (each group first expiry first out).
 */
export async function allocate(tx: Db, requests: readonly AllocationRequest[], { partial, prefer }: { partial: boolean; prefer?: (balance: repo.FreeBalance) => boolean }): Promise<number[]> {
  if (!requests.length) return [];
  const levels = distinctLevels(requests);
  await ledgerRepo.ensureLevelsLocked(tx, levels);
  const today = todayUtc();
  const balances = await repo.freeBalances(tx, levels, today);
  const plans = planAllocations(prefer ? [...balances.filter(prefer), ...balances.filter((balance) => !prefer(balance))] : balances, requests, today);
  if (!partial) {
    const short = requests.flatMap((request, i) => (plans[i]!.allocated < request.quantity ? [{ productId: request.productId, warehouseId: request.warehouseId, requested: request.quantity, available: plans[i]!.allocated }] : []));
    if (short.length) throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', short);
  }
  const deltas = requests.flatMap((request, i) =>
    plans[i]!.pieces.map(({ balance, quantity }) => ({ balanceId: balance.id, productId: request.productId, warehouseId: request.warehouseId, owner: request.owner, quantity })),
  );
  await Promise.all([repo.applyAllocationDeltas(tx, deltas), changeReserved(tx, deltas)]);
  return plans.map((plan) => plan.allocated);
}

/** Units of an owner's allocations at one level to keep: the rest is released. */
export interface Keep extends repo.LevelKey {
  owner: repo.Owner;
  /** Units to keep, the first in picking order (the earliest expiry); 0 releases them all. */
  keep: number;
}

const ownerOf = (row: repo.AllocationRow): repo.Owner => (row.itemId ? { itemId: row.itemId } : { holdId: row.holdId! });
const sameOwner = (a: repo.Owner, b: repo.Owner) => ('itemId' in a ? 'itemId' in b && a.itemId === b.itemId : 'holdId' in b && a.holdId === b.holdId);
const ownerIds = (owners: readonly repo.Owner[]) => ({
  itemIds: owners.flatMap((owner) => ('itemId' in owner ? [owner.itemId] : [])),
  holdIds: owners.flatMap((owner) => ('holdId' in owner ? [owner.holdId] : [])),
});

/**
 * Releases what each of `keeps` holds beyond its `keep` units at its level (an order cancelled or a
 * line reduced: keep what still ships; a hold ended: keep 0), the latest expiry first, under the
 * levels' locks. Returns the levels where units were freed: the caller hands them on to the lines
 * waiting (allocateWaiting) once it has changed the owners (a cancelled order's status, a line's
 * quantity), so they do not take the units back.
 */
export async function releaseAllocations(tx: Db, keeps: readonly Keep[]): Promise<repo.LevelKey[]> {
  if (!keeps.length) return [];
  const levels = distinctLevels(keeps);
  await ledgerRepo.ensureLevelsLocked(tx, levels);
  const rows = await repo.allocationsOf(tx, ownerIds(keeps.map((keep) => keep.owner)));
  const deltas: repo.AllocationDelta[] = [];
  for (const keep of keeps) {
    let kept = 0;
    for (const row of rows.filter((r) => sameOwner(ownerOf(r), keep.owner) && levelKey(r) === levelKey(keep))) {
      const stays = Math.min(row.quantity, keep.keep - kept);
      kept += stays;
      if (row.quantity > stays) deltas.push({ balanceId: row.balanceId, productId: row.productId, warehouseId: row.warehouseId, owner: keep.owner, quantity: stays - row.quantity });
    }
  }
  await Promise.all([repo.applyAllocationDeltas(tx, deltas), changeReserved(tx, deltas)]);
  return distinctLevels(deltas);
}

/** Allocated units of a product to move from one owner to another in one warehouse. */
export interface AllocationMove extends repo.LevelKey {
  from: repo.Owner;
  to: repo.Owner;
  quantity: number;
  /** Fewest days of shelf life a lot moved must have left (the order line's minimum; 0: any lot not expired). */
  minRemainingShelfLifeDays?: number | undefined;
}

/**
 * Moves allocated units between owners (a hold converted into an order's lines, an allocation
 * given to another order by hand): the same balances, now promised to `to`, the earliest expiry
 * first, of lots with the shelf life left `to` requires; no balance, level or stock event changes.
 * Under the levels' locks. `partial`: each move takes what there is; else, throws
 * INSUFFICIENT_STOCK with `details` [{productId, warehouseId, requested, available}] when `from`
 * holds fewer such units of the product than asked. Returns the units moved per move.
 */
export async function moveAllocations(tx: Db, moves: readonly AllocationMove[], { partial }: { partial: boolean }): Promise<number[]> {
  if (!moves.length) return [];
  await ledgerRepo.ensureLevelsLocked(tx, moves);
  const rows = await repo.allocationsOf(tx, ownerIds(moves.map((move) => move.from)));
  const left = new Map(rows.map((row) => [row.id, row.quantity]));
  const deltas: repo.AllocationDelta[] = [];
  const short = [];
  const moved: number[] = [];
  const today = todayUtc();
  for (const move of moves) {
    let missing = move.quantity;
    const freshOn = daysFrom(today, move.minRemainingShelfLifeDays ?? 0);
    const fresh = (row: repo.AllocationRow) => row.expiryDate === null || row.expiryDate >= freshOn;
    for (const row of rows.filter((r) => sameOwner(ownerOf(r), move.from) && levelKey(r) === levelKey(move) && fresh(r))) {
      const quantity = Math.min(left.get(row.id)!, missing);
      if (quantity === 0) continue;
      left.set(row.id, left.get(row.id)! - quantity);
      missing -= quantity;
      const at = { balanceId: row.balanceId, productId: row.productId, warehouseId: row.warehouseId };
      deltas.push({ ...at, owner: move.from, quantity: -quantity }, { ...at, owner: move.to, quantity });
    }
    moved.push(move.quantity - missing);
    if (missing > 0) short.push({ productId: move.productId, warehouseId: move.warehouseId, requested: move.quantity, available: move.quantity - missing });
  }
  if (short.length && !partial) throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', short);
  await repo.applyAllocationDeltas(tx, deltas);
  return moved;
}

/**
 * The lines of `levels` waiting for stock, in the order they receive it (repo.waitingLines), but
 * the lines `shipping` (being shipped in the caller's transaction: their shipped quantity is not
 * written yet). The caller holds the levels' locks.
 */
export async function waitingLines(tx: Db, levels: readonly repo.LevelKey[], shipping: readonly string[] = []): Promise<repo.WaitingLine[]> {
  return (await repo.waitingLines(tx, distinctLevels(levels))).filter((line) => !shipping.includes(line.itemId));
}

/**
 * Allocates free units to `waiting` lines in their order (each as much as there is, within its
 * shelf-life minimum) and publishes a sales_order.allocated event per order that received units.
 */
export async function allocateWaitingLines(tx: Db, waiting: readonly repo.WaitingLine[]): Promise<void> {
  if (!waiting.length) return;
  const allocated = await allocate(
    tx,
    waiting.map((line) => ({ productId: line.productId, warehouseId: line.warehouseId, quantity: line.waiting, owner: { itemId: line.itemId }, minRemainingShelfLifeDays: line.minRemainingShelfLifeDays })),
    { partial: true },
  );
  const orders = new Map<string, { salesOrderId: string; number: string; warehouseId: string; lines: { salesOrderItemId: string; productId: string; quantity: number; backorderedQuantity: number }[] }>();
  waiting.forEach((line, i) => {
    if (!allocated[i]) return;
    const order = orders.get(line.salesOrderId) ?? { salesOrderId: line.salesOrderId, number: line.orderNumber, warehouseId: line.warehouseId, lines: [] };
    order.lines.push({ salesOrderItemId: line.itemId, productId: line.productId, quantity: allocated[i]!, backorderedQuantity: line.waiting - allocated[i]! });
    orders.set(line.salesOrderId, order);
  });
  await publishEvents(tx, [...orders.values()].map((data) => ({ type: 'sales_order.allocated' as const, subject: data.salesOrderId, data })));
}

/** Hands the free units of `levels` to the lines waiting for them (decision 0020's priority order). */
export async function allocateWaiting(tx: Db, levels: readonly repo.LevelKey[]): Promise<void> {
  await allocateWaitingLines(tx, await waitingLines(tx, levels));
}

/**
 * Hands the free units at location `locationId`, just made pickable (decision 0020), to the lines
 * waiting for them, under their levels' locks.
 */
export async function allocateWaitingAt(tx: Db, locationId: string): Promise<void> {
  const levels = await repo.levelsWithFreeUnitsAt(tx, locationId);
  if (!levels.length) return;
  await ledgerRepo.ensureLevelsLocked(tx, levels);
  await allocateWaiting(tx, levels);
}

/** What settling an outbound change's allocations did before its units are picked. */
export interface Settled {
  /** Units of the level's reserved that end: the change's level delta of reserved is minus this. */
  released: number;
  /** Units already taken (the line's allocated units that ship, on hand and reserved both fell), negative like picked pieces. */
  taken: ledgerRepo.Piece[];
  /** A shipment's allocated units it replaced by others (their grains, in order): paired with the units picked for it (substitutionsOf). */
  replaced: ledgerRepo.Piece[];
  /** Allocations were released, so lines may be waiting for units now free. */
  freed: boolean;
}

const within = (row: repo.AllocationRow, grain: repo.GrainFilter) =>
  (!grain.locationId || row.locationId === grain.locationId) && (!grain.lotId || row.lotId === grain.lotId) && (!grain.serialNumbers || (row.serialNumber !== null && grain.serialNumbers.includes(row.serialNumber)));
const pieceOf = (row: repo.AllocationRow, quantity: number): ledgerRepo.Piece => ({ locationId: row.locationId, lotId: row.lotId, serialNumber: row.serialNumber, quantity });

/** True for a change whose allocations must be settled before its units are picked (settleOutbound). */
export const needsSettling = (change: StockChange): change is Outbound => change.kind === 'outbound' && (change.allocatedTo !== undefined || change.displace === true);

/**
 * Settles the allocations of the outbound `changes` that need it (needsSettling), under the locks of
 * every level of `changes` (taken here, in the one lock order). A shipment of an order line
 * (`allocatedTo`) takes the line's allocated units within the grain it names, earliest expiry
 * first (on hand and reserved fall together), but units expired since only when it names their
 * lot, and units in a bin no longer pickable never (a shipment may not name such a bin); the units it must take elsewhere fill the line's
 * backorder first, and each one beyond it releases one of the line's other allocated units (a
 * substitution: the line never keeps more allocated than it still ships). A loss (`displace`) releases allocations within its grain, lowest priority first, when the
 * grain's free units fall short of it. Returns per index of `changes` what was settled.
 */
export async function settleOutbound(tx: Db, changes: readonly StockChange[]): Promise<Map<number, Settled>> {
  await ledgerRepo.ensureLevelsLocked(tx, changes);
  const settled = new Map<number, Settled>();
  const lines = changes.flatMap((change, index) => (needsSettling(change) ? [{ change, index }] : []));
  const shipped = await repo.allocationsOf(tx, { itemIds: lines.flatMap(({ change }) => (change.allocatedTo ? [change.allocatedTo.itemId] : [])) });
  const left = new Map(shipped.map((row) => [row.id, row.quantity]));
  const deltas: repo.AllocationDelta[] = [];
  const delta = (row: repo.AllocationRow, quantity: number, consumed: boolean) => deltas.push({ balanceId: row.balanceId, productId: row.productId, warehouseId: row.warehouseId, owner: ownerOf(row), quantity: -quantity, consumed });
  const today = todayUtc();
  const shippedBefore = new Map<string, number>();
  for (const { change, index } of lines) {
    const result: Settled = { released: 0, taken: [], replaced: [], freed: false };
    if (change.allocatedTo) {
      const own = shipped.filter((row) => row.itemId === change.allocatedTo!.itemId);
      const { itemId, remaining } = change.allocatedTo;
      // A line named twice in one shipment (two lots): what its earlier changes ship no longer remains.
      const backorder = remaining - (shippedBefore.get(itemId) ?? 0) - own.reduce((sum, row) => sum + left.get(row.id)!, 0);
      shippedBefore.set(itemId, (shippedBefore.get(itemId) ?? 0) + change.quantity);
      // Allocated units that have since expired leave only when their lot is named; those in a bin no longer pickable never.
      const ships = (row: repo.AllocationRow) =>
        within(row, change) && !(change.sellable && !change.lotId && row.expiryDate !== null && row.expiryDate < today) && !(change.pickableOnly && !row.isPickable);
      let missing = change.quantity;
      for (const row of own.filter(ships)) {
        const quantity = Math.min(left.get(row.id)!, missing);
        if (quantity === 0) continue;
        left.set(row.id, left.get(row.id)! - quantity);
        missing -= quantity;
        delta(row, quantity, true);
        result.taken.push(pieceOf(row, -quantity));
      }
      result.released = change.quantity - missing;
      // Units taken from free stock fill the line's backorder first; only those beyond it replace allocated units.
      let replacing = Math.max(0, missing - backorder);
      for (const row of own.filter((r) => !ships(r)).reverse()) {
        const quantity = Math.min(left.get(row.id)!, replacing);
        if (quantity === 0) continue;
        left.set(row.id, left.get(row.id)! - quantity);
        replacing -= quantity;
        result.released += quantity;
        delta(row, quantity, false);
        result.replaced.push(pieceOf(row, quantity));
        result.freed = true;
      }
    } else {
      const released = await displacedAt(tx, change, change, change.quantity);
      deltas.push(...released);
      result.released = -released.reduce((sum, d) => sum + d.quantity, 0);
      result.freed = released.length > 0;
    }
    settled.set(index, result);
  }
  await repo.applyAllocationDeltas(tx, deltas);
  // A serial's balance leaves with its unit (one row per serial in stock).
  const serials = new Set(shipped.filter((row) => row.serialNumber !== null).map((row) => row.balanceId));
  const consumed = deltas.filter((d) => d.consumed && serials.has(d.balanceId)).map((d) => d.balanceId);
  if (consumed.length) await repo.deleteEmptySerialBalances(tx, consumed);
  return settled;
}

/**
 * A shipment's substitutions (decision 0020): the allocated units it `replaced`, paired in order
 * with the units picked in their place (`picked`, negative quantities as the ledger's pieces).
 */
export function substitutionsOf(productId: string, replaced: readonly ledgerRepo.Piece[], picked: readonly ledgerRepo.Piece[]): Substitution[] {
  const substitutions: Substitution[] = [];
  const shippedLeft = picked.map((piece) => ({ piece, left: -piece.quantity }));
  let s = 0;
  for (const allocated of replaced) {
    let missing = allocated.quantity;
    while (missing > 0 && s < shippedLeft.length) {
      const shipped = shippedLeft[s]!;
      const quantity = Math.min(missing, shipped.left);
      substitutions.push({
        productId,
        quantity,
        allocated: { locationId: allocated.locationId, lotId: allocated.lotId, serialNumber: allocated.serialNumber },
        shipped: { locationId: shipped.piece.locationId, lotId: shipped.piece.lotId, serialNumber: shipped.piece.serialNumber },
      });
      missing -= quantity;
      shipped.left -= quantity;
      if (shipped.left === 0) s += 1;
    }
  }
  return substitutions;
}

/**
 * The releases that free `quantity` units within `grain` of a level: when its free units fall
 * short, its allocations lowest priority first (holds, then the lowest order priority, latest
 * promised, latest ordered). The caller holds the level's lock and applies them.
 */
async function displacedAt(tx: Db, level: repo.LevelKey, grain: repo.GrainFilter, quantity: number): Promise<repo.AllocationDelta[]> {
  const short = quantity - (await repo.freeAtGrain(tx, level, grain));
  if (short <= 0) return [];
  const deltas: repo.AllocationDelta[] = [];
  let released = 0;
  for (const row of await repo.allocationsAtGrain(tx, level, grain)) {
    const units = Math.min(row.quantity, short - released);
    if (units <= 0) break;
    released += units;
    deltas.push({ balanceId: row.balanceId, productId: row.productId, warehouseId: row.warehouseId, owner: ownerOf(row), quantity: -units });
  }
  return deltas;
}

/** Units of an owner released by freeUnitsAt, to be allocated again once they have moved. */
export interface Displaced {
  owner: repo.Owner;
  quantity: number;
}

/**
 * The releases of the allocations of `owners` within `grain` of a level, up to `quantity` units, the
 * owners in their order (each's in picking order). The caller holds the level's lock and applies them.
 */
async function ownedAt(tx: Db, level: repo.LevelKey, grain: repo.GrainFilter, owners: readonly repo.Owner[], quantity: number): Promise<repo.AllocationDelta[]> {
  const rows = await repo.allocationsAtGrain(tx, level, grain);
  const deltas: repo.AllocationDelta[] = [];
  let left = quantity;
  for (const owner of owners) {
    for (const row of rows.filter((r) => sameOwner(ownerOf(r), owner)).reverse()) {
      const units = Math.min(row.quantity, left);
      if (units <= 0) break;
      left -= units;
      deltas.push({ balanceId: row.balanceId, productId: row.productId, warehouseId: row.warehouseId, owner, quantity: -units });
    }
  }
  return deltas;
}

/**
 * Frees `quantity` units within `grain` of a level (a relocation moving allocated units): first the
 * allocations `owners` hold there, in their order (a pick moves the very units promised to its
 * order lines, decision 0022 point 6), then, when the grain's free units still fall short, others
 * as displacedAt does; and changes the level's reserved (a stock.changed event). The caller holds
 * the level's lock and, once the units have moved, gives them back (reallocate). Returns what each
 * owner lost.
 */
export async function freeUnitsAt(tx: Db, level: repo.LevelKey, grain: repo.GrainFilter, quantity: number, owners: readonly repo.Owner[] = []): Promise<Displaced[]> {
  const own = owners.length ? await ownedAt(tx, level, grain, owners, quantity) : [];
  // Applied first: the units the owners held count as free when the others' are weighed.
  if (own.length) await repo.applyAllocationDeltas(tx, own);
  const deltas = await displacedAt(tx, level, grain, quantity);
  await Promise.all([repo.applyAllocationDeltas(tx, deltas), changeReserved(tx, [...own, ...deltas])]);
  return [...own, ...deltas].map((delta) => ({ owner: delta.owner, quantity: -delta.quantity }));
}

/**
 * After units of a level moved (a relocation) to the grains `placed`: the owners `displaced` are
 * allocated again first, each as many units as it lost and within its shelf-life minimum, the units
 * where they now lie first (when pickable), then elsewhere first expiry first out, so a move keeps
 * its promises, holds included; then free units go to the lines waiting (units put away into a
 * pickable bin fill backorders). The caller holds the level's lock.
 */
export async function reallocate(tx: Db, level: repo.LevelKey, displaced: readonly Displaced[], placed: readonly ledgerRepo.Piece[]): Promise<void> {
  const minimums = await repo.shelfLifeMinimums(tx, level.productId, ownerIds(displaced.map(({ owner }) => owner)).itemIds);
  const moved = (balance: repo.FreeBalance) => placed.some((piece) => piece.locationId === balance.locationId && piece.lotId === balance.lotId && piece.serialNumber === balance.serialNumber);
  await allocate(
    tx,
    displaced.map(({ owner, quantity }) => ({ productId: level.productId, warehouseId: level.warehouseId, owner, quantity, minRemainingShelfLifeDays: 'itemId' in owner ? minimums.lines.get(owner.itemId) : minimums.product })),
    { partial: true, prefer: moved },
  );
  await allocateWaiting(tx, [level]);
}
