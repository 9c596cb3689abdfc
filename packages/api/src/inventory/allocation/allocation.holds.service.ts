/**
 * Holds (decision 0020): units of one warehouse set aside for a cart or a quote until an expiry of
 * at most an hour, all or nothing. A hold's units are allocations like an order line's, so they
 * count in reserved and nothing else can take them; the hold ends by conversion into an order's
 * lines (its allocations move to them), by DELETE, or at expiry (the background host's
 * `release-expired-holds`). Each end locks the hold's row first, so two ends never both happen.
 */
import type { Db } from '@stockroom/db';
import type { Actor } from '../../auth/index.js';
import { AppError } from '../../errors.js';
import type { Hold, HoldCreate } from './allocation.schema.js';
import { inBaseUnits } from '../../products/index.js';
import { requireProducts } from '../inventory.service.js';
import { requireActiveWarehouse } from '../../warehouses/index.js';
import * as ledgerRepo from '../ledger/ledger.repository.js';
import * as repo from './allocation.holds.repository.js';
import { allocate, allocateWaiting, allocationsOf, moveAllocations, releaseAllocations, toAllocatedUnits } from './allocation.service.js';

/** The hold's seconds when a request names none: 15 minutes. */
const DEFAULT_HOLD_SECONDS = 900;

/** The response form of a hold: its lines with the units held and where. */
async function toHold(db: Db, row: repo.HoldRow): Promise<Hold> {
  const held = await allocationsOf(db, { holdIds: [row.id] });
  return {
    id: row.id,
    warehouseId: row.warehouseId,
    reference: row.reference,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    salesOrderId: row.salesOrderId,
    lines: row.lines.map((line) => {
      const allocations = held.filter((a) => a.productId === line.productId);
      return { productId: line.productId, quantity: line.quantity, heldQuantity: allocations.reduce((sum, a) => sum + a.quantity, 0), allocations: toAllocatedUnits(allocations) };
    }),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A hold the actor may see: NOT_FOUND for an unknown one or one of another warehouse of a bound actor. */
async function visibleHold(db: Db, id: string, actor: Actor, lock: boolean): Promise<repo.HoldRow> {
  const row = lock ? await repo.lockHold(db, id) : await repo.findHold(db, id);
  if (!row || (actor.warehouseId && actor.warehouseId !== row.warehouseId)) throw AppError.notFound('Hold');
  return row;
}

/**
 * POST /inventory/holds: sets aside every line's units in the warehouse (all or nothing) until
 * `expiresInSeconds` (1 to 3600, default 900) from now, first expiry first out over pickable bins
 * and lots with the product's minimum shelf life left. Returns the hold. Throws FORBIDDEN for
 * another warehouse of a bound actor; VALIDATION_ERROR for an unknown or inactive warehouse or
 * product; INSUFFICIENT_STOCK "Insufficient stock" with `details` [{productId, warehouseId,
 * requested, available}] naming each short line.
 */
export function createHold(db: Db, input: HoldCreate, actor: Actor): Promise<Hold> {
  return db.transaction(async (tx) => {
    const [products] = await Promise.all([
      requireProducts(tx, input.lines.map((line) => line.productId), (i) => `lines.${i}.productId`, true),
      requireActiveWarehouse(tx, input.warehouseId, actor),
    ]);
    const entered = await inBaseUnits(tx, input.lines, (i) => `lines.${i}.quantity`);
    const lines = input.lines.map((line, i) => ({ productId: line.productId, quantity: entered[i]!.quantity }));
    const hold = await repo.insertHold(tx, {
      warehouseId: input.warehouseId,
      reference: input.reference ?? null,
      lines,
      expiresInSeconds: input.expiresInSeconds ?? DEFAULT_HOLD_SECONDS,
      actorId: actor.id,
    });
    await allocate(
      tx,
      lines.map((line, i) => ({ productId: line.productId, warehouseId: input.warehouseId, quantity: line.quantity, owner: { holdId: hold.id }, minRemainingShelfLifeDays: products[i]!.minRemainingShelfLifeDays ?? 0 })),
      { partial: false },
    );
    return toHold(tx, hold);
  });
}

/** GET /inventory/holds/{id}. Throws NOT_FOUND (also for another warehouse of a bound actor). */
export async function getHold(db: Db, id: string, actor: Actor): Promise<Hold> {
  return toHold(db, await visibleHold(db, id, actor, false));
}

/** Ends an active hold's allocations (under the levels' locks; freed units go to waiting lines) and stores its new status. */
async function endHold(tx: Db, hold: repo.HoldRow, status: 'released' | 'expired' | 'converted', actorId: string | null, salesOrderId: string | null = null): Promise<void> {
  await repo.updateHold(tx, hold.id, { status, salesOrderId, ...(actorId ? { updatedBy: actorId } : {}) });
  await allocateWaiting(tx, await releaseAllocations(tx, hold.lines.map((line) => ({ productId: line.productId, warehouseId: hold.warehouseId, owner: { holdId: hold.id }, keep: 0 }))));
}

/**
 * DELETE /inventory/holds/{id}: releases an active hold's units. Returns the hold, released.
 * Throws NOT_FOUND; INVALID_STATE when the hold has already ended (converted, released, expired).
 */
export function releaseHold(db: Db, id: string, actor: Actor): Promise<Hold> {
  return db.transaction(async (tx) => {
    const hold = await visibleHold(tx, id, actor, true);
    if (hold.status !== 'active') throw new AppError('INVALID_STATE', `The hold is ${hold.status}`, { currentStatus: hold.status });
    await endHold(tx, hold, 'released', actor.id);
    return toHold(tx, (await repo.findHold(tx, id))!);
  });
}

/** Holds released per transaction by expireHolds. */
const EXPIRY_BATCH = 100;

/**
 * The background host's `release-expired-holds`: marks every active hold past its expiry
 * `expired` and releases its units, a batch of holds per transaction; holds being converted or
 * released meanwhile are left to them (skipped, not waited for). Returns how many holds expired.
 */
export async function expireHolds(db: Db): Promise<number> {
  let expired = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const holds = await repo.lockExpiredHolds(tx, EXPIRY_BATCH);
      // Every level of the batch at once, in the one lock order, before any hold's.
      await ledgerRepo.ensureLevelsLocked(tx, holds.flatMap((hold) => hold.lines.map((line) => ({ productId: line.productId, warehouseId: hold.warehouseId }))));
      for (const hold of holds) await endHold(tx, hold, 'expired', null);
      return holds.length;
    });
    expired += batch;
    if (batch < EXPIRY_BATCH) return expired;
  }
}

/** An order line a hold's units may go to. */
export interface HeldLine {
  itemId: string;
  productId: string;
  quantity: number;
  /** Fewest days of shelf life its lots must have left (the larger of the product's and the customer's minimum). */
  minRemainingShelfLifeDays: number;
}

/**
 * Converts hold `holdId` into the allocations of a new order's `lines` in `warehouseId`, in the
 * caller's transaction: each line takes the hold's units of its product up to its quantity, of
 * lots with the shelf life left it requires (the hold was made without knowing the customer);
 * units no line takes are released; the hold ends `converted` with the order's id. Throws
 * VALIDATION_ERROR on `holdId` for an unknown hold (or another warehouse's of a bound actor) or a
 * hold of another warehouse than the order's; INVALID_STATE "The hold has expired" past its expiry
 * (even before the background host released it), or when it has ended otherwise.
 */
export async function convertHold(tx: Db, holdId: string, salesOrderId: string, warehouseId: string, lines: readonly HeldLine[], actor: Actor): Promise<void> {
  const hold = await repo.lockHold(tx, holdId);
  const invalid = (message: string) => AppError.validation('Invalid request data', { holdId: [message] });
  if (!hold || (actor.warehouseId && actor.warehouseId !== hold.warehouseId)) throw invalid('Hold not found');
  if (hold.warehouseId !== warehouseId) throw invalid("The hold is of another warehouse than the order's");
  if (hold.status === 'expired' || (hold.status === 'active' && (await repo.holdExpired(tx, holdId)))) {
    throw new AppError('INVALID_STATE', 'The hold has expired', { currentStatus: 'expired' });
  }
  if (hold.status !== 'active') throw new AppError('INVALID_STATE', `The hold is ${hold.status}`, { currentStatus: hold.status });
  await ledgerRepo.ensureLevelsLocked(tx, hold.lines.map((line) => ({ productId: line.productId, warehouseId })));
  const moves = lines.map((line) => ({ productId: line.productId, warehouseId, from: { holdId }, to: { itemId: line.itemId }, quantity: line.quantity, minRemainingShelfLifeDays: line.minRemainingShelfLifeDays }));
  await moveAllocations(tx, moves, { partial: true });
  await endHold(tx, hold, 'converted', actor.id, salesOrderId);
}
