/**
 * A pick task's completion (decision 0022 point 6): the units picked go to the wave's packing
 * location through the ledger and stay allocated to their lines there; units not found are an
 * adjustment at the bin (reason `Short pick`), which releases the allocations they held and
 * allocates the lines again elsewhere (decision 0020 point 6), and the wave gets pick tasks for
 * what was allocated again. Quantities are whole units.
 */
import type { Db } from '@stockroom/db';
import type { Actor } from '../../auth/index.js';
import { freeUnitsAt, reallocate } from '../allocation/allocation.service.js';
import { requireProducts } from '../inventory.service.js';
import { signedChange } from '../ledger/ledger.changes.js';
import { applyRelocation, applyStockChanges, lockStockLevels } from '../ledger/ledger.service.js';
import { unitsAt, type TaskRow } from '../tasks/tasks.repository.js';
import * as repo from './waves.repository.js';
import { insertPickTasks, pickTasksOf } from './waves.service.js';

/** The reason a short pick's adjustment carries. */
export const SHORT_PICK_REASON = 'Short pick';

/**
 * Completes the stock side of pick task `task` (locked by the caller, in progress, its scans
 * checked; the task's own row is the tasks service's, which marks it done after this) with
 * `doneQuantity` units picked (0 to the task's quantity), in the caller's transaction:
 * - the units picked move from the task's bin and grain (lot, serial) to its destination (the
 *   wave's packing location) by applyRelocation, with the allocations of the task's line (batch)
 *   or of the wave's lines of the product, by cart slot (zone), so they stay allocated where they
 *   land (decision 0020 point 6);
 * - a short pick (fewer than the task's quantity): the missing units, at most what the ledger
 *   still holds there, leave the bin as an adjustment with reason `Short pick` (reference: the
 *   wave), the allocations of the task's lines there released first (others' only when those fall
 *   short), and the lines released are allocated again from free units (freeUnitsAt and
 *   reallocate, decision 0020 point 6); then the wave gets pick tasks for its lines' allocated
 *   units of the product not yet at packing and not covered by its unfinished tasks; what could
 *   not be allocated stays backordered;
 * - the wave becomes `picking` at its first completion and `picked` when no other pick task of it
 *   is open, assigned or in progress. A wave cancelled meanwhile keeps its status and gets no new tasks.
 * The wave's row is locked after the task's, as cancelWave locks them.
 * Throws INSUFFICIENT_STOCK when the bin no longer holds the units picked; CONFLICT "Serial number
 * already in stock" as the ledger does. Decision 0022 point 6.
 */
export async function completePick(tx: Db, task: TaskRow, doneQuantity: number, actor: Actor): Promise<void> {
  const wave = task.waveId ? await repo.lockWave(tx, task.waveId) : undefined;
  const [product] = await requireProducts(tx, [task.productId], () => 'productId');
  const level = { productId: task.productId, warehouseId: task.warehouseId };
  await lockStockLevels(tx, [level]);
  const lines = wave ? (task.salesOrderItemId ? [task.salesOrderItemId] : (await repo.waveLinesOf(tx, wave.id, task.productId)).map((line) => line.itemId)) : [];
  const from = { locationId: task.fromLocationId!, lotId: task.lotId ?? undefined, serialNumbers: task.serialNumber ? [task.serialNumber] : undefined };
  if (doneQuantity > 0) {
    await applyRelocation(
      tx,
      { ...level, quantity: doneQuantity, from, toLocationId: task.toLocationId!, note: wave ? `Wave ${wave.number}` : undefined, unitCost: product!.costPrice, owners: lines.map((itemId) => ({ itemId })) },
      actor.id,
    );
  }
  const short = task.quantity! - doneQuantity;
  const missing = short > 0 ? Math.min(short, await unitsAt(tx, { ...level, locationId: task.fromLocationId!, lotId: task.lotId, serialNumber: task.serialNumber })) : 0;
  if (missing > 0) {
    // The units not found are those promised to the task's lines: their allocations there are freed
    // first, so the adjustment takes them and never another order's units.
    const released = await freeUnitsAt(tx, level, from, missing, lines.map((itemId) => ({ itemId })));
    const fields = { ...level, ...from, reason: SHORT_PICK_REASON, reference: wave ? { type: 'wave', id: wave.id } : undefined, unitCost: product!.costPrice };
    await applyStockChanges(tx, [signedChange(-missing, { inbound: 'adjustment', outbound: 'adjustment' }, fields)], actor.id);
    await reallocate(tx, level, released, []);
  }
  if (!wave || wave.status === 'cancelled' || wave.status === 'picked') return;
  if (short > 0 && lines.length) await pickAgain(tx, wave, task, lines, actor);
  const unfinished = await repo.unfinishedPicks(tx, wave.id, task.id);
  const status = unfinished.length ? 'picking' : 'picked';
  if (status !== wave.status) await repo.setWaveStatus(tx, wave.id, status, actor.id);
}

/**
 * New pick tasks of `wave` for the allocated units of `lines` (of the task's product) not yet at a
 * packing or shipping location and not covered by the wave's unfinished pick tasks but `task`'s,
 * per grain (batch: per line and grain, in the order's cart slot; zone: per grain).
 */
async function pickAgain(tx: Db, wave: NonNullable<Awaited<ReturnType<typeof repo.lockWave>>>, task: TaskRow, lines: string[], actor: Actor): Promise<void> {
  const [units, unfinished, slots] = await Promise.all([repo.unitsToPick(tx, { itemIds: lines, productId: task.productId }), repo.unfinishedPicks(tx, wave.id, task.id), repo.waveSlotsOf(tx, wave.id)]);
  const key = (row: { itemId: string | null; locationId: string; lotId: string | null; serialNumber: string | null }) =>
    `${wave.mode === 'batch' ? row.itemId : ''} ${row.locationId} ${row.lotId ?? ''} ${row.serialNumber ?? ''}`;
  const covered = new Map<string, number>();
  for (const pick of unfinished.filter((row) => row.productId === task.productId)) covered.set(key(pick), (covered.get(key(pick)) ?? 0) + pick.quantity);
  // Each line's units less what unfinished tasks of its grain already cover (zone: the lines' units summed first).
  const uncovered = units.map((unit) => {
    const cover = Math.min(covered.get(key(unit)) ?? 0, unit.quantity);
    covered.set(key(unit), (covered.get(key(unit)) ?? 0) - cover);
    return { ...unit, quantity: unit.quantity - cover };
  });
  await insertPickTasks(tx, pickTasksOf(uncovered, { id: wave.id, warehouseId: task.warehouseId, mode: wave.mode, packingLocationId: wave.packingLocationId }, slots, actor.id));
}
