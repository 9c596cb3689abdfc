/**
 * Waves (decision 0022 point 6): ready sales orders of one warehouse picked together, each in a
 * cart slot, through pick tasks that cover every allocated unit (bin, lot, serial) in walking
 * order and take it to the wave's packing location, from which the orders ship. Quantities are
 * whole units.
 */
import type { Db } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../../auth/index.js';
import { nextDocumentNumber, pendingNumber } from '../../documents.js';
import { AppError } from '../../errors.js';
import { emptyPage, pageOf, pageResult, type Page } from '../../pagination.js';
import { requireActiveWarehouse } from '../../warehouses/index.js';
import { lockStockLevels } from '../ledger/ledger.service.js';
import { insertTasks, type NewTask } from '../tasks/tasks.repository.js';
import * as repo from './waves.repository.js';
import { DEFAULT_WAVE_ORDERS, type Wave, type WaveCreate, type WaveDetail, type WaveListQuery } from './waves.schema.js';

/** The key of a grain of a product: its location, lot and serial. */
const grainKey = (row: { productId: string; locationId: string; lotId: string | null; serialNumber: string | null }) => `${row.productId} ${row.locationId} ${row.lotId ?? ''} ${row.serialNumber ?? ''}`;

/**
 * The packing location of a new wave in `warehouseId`: `id` when given (VALIDATION_ERROR at
 * packingLocationId when it is not an active, pickable packing location of the warehouse), else
 * the warehouse's first such location in walking order (CONFLICT "The warehouse has no packing
 * location" when there is none). Decision 0022 point 6.
 */
async function packingLocationOf(tx: Db, warehouseId: string, id: string | undefined): Promise<repo.PackingLocation> {
  if (!id) {
    const found = await repo.firstPackingLocation(tx, warehouseId);
    if (!found) throw new AppError('CONFLICT', 'The warehouse has no packing location');
    return found;
  }
  const location = await repo.findLocation(tx, warehouseId, id);
  const refused = (message: string) => AppError.validation('Invalid request data', { packingLocationId: [message] });
  if (!location) throw refused('Location not found');
  if (location.type !== 'packing') throw refused('Location is not a packing location');
  if (!location.isActive) throw refused('Location is inactive');
  if (!location.isPickable) throw refused('Location is not pickable');
  return location;
}

/**
 * The orders of a new wave, locked, in wave order: the chosen `salesOrderIds` (CONFLICT "Sales
 * orders are not ready to pick" with details [{salesOrderId, number, reason}] naming each one not
 * ready), or up to `maxOrders` ready orders that match the filters (CONFLICT "No sales orders are
 * ready to pick" when none). Each order is locked, then read again: a wave built at the same time
 * has either put it in a wave already, and it is left out (and others are sought, at most three
 * rounds), or waits for this one (a chosen order) or is skipped by it (orders sought).
 */
async function lockedOrders(tx: Db, input: WaveCreate): Promise<repo.ReadyOrder[]> {
  if (input.salesOrderIds) {
    await repo.lockOrders(tx, input.salesOrderIds);
    const notReady = await repo.whyNotReady(tx, input.warehouseId, input.salesOrderIds);
    if (notReady.length) throw new AppError('CONFLICT', 'Sales orders are not ready to pick', notReady);
    return repo.readyAmong(tx, input.warehouseId, input.salesOrderIds);
  }
  const limit = input.maxOrders ?? DEFAULT_WAVE_ORDERS;
  const taken: string[] = [];
  // An order another build committed while this one took its lock is dropped on the second read; a new statement then sees it.
  for (let round = 0; round < 3 && taken.length < limit; round++) {
    const locked = await repo.lockReadyOrders(tx, { warehouseId: input.warehouseId, promisedBy: input.promisedBy, zone: input.zone, limit: limit - taken.length, excluding: taken });
    const ready = await repo.readyAmong(tx, input.warehouseId, locked);
    taken.push(...ready.map((order) => order.id));
    if (ready.length === locked.length) break;
  }
  if (!taken.length) throw new AppError('CONFLICT', 'No sales orders are ready to pick');
  return repo.readyAmong(tx, input.warehouseId, taken);
}

/**
 * The pick tasks of `units` (allocations of a wave's lines) for wave `waveId`, toward the packing
 * location `toLocationId`: in `batch` mode one per line and grain, with the line and its order's
 * cart slot (`slots`, by order id); in `zone` mode one per product and grain, the lines' units
 * summed (no line, no slot). Decision 0022 point 6.
 */
export function pickTasksOf(
  units: readonly repo.UnitsToPick[],
  wave: { id: string; warehouseId: string; mode: 'batch' | 'zone'; packingLocationId: string },
  slots: ReadonlyMap<string, number>,
  actorId: string,
): NewTask[] {
  const task = (unit: repo.UnitsToPick, quantity: number, line: boolean): NewTask => ({
    warehouseId: wave.warehouseId,
    type: 'pick',
    productId: unit.productId,
    lotId: unit.lotId,
    serialNumber: unit.serialNumber,
    quantity,
    fromLocationId: unit.locationId,
    toLocationId: wave.packingLocationId,
    waveId: wave.id,
    salesOrderItemId: line ? unit.itemId : null,
    cartSlot: line ? (slots.get(unit.salesOrderId) ?? null) : null,
    createdBy: actorId,
    updatedBy: actorId,
  });
  if (wave.mode === 'batch') return units.filter((unit) => unit.quantity > 0).map((unit) => task(unit, unit.quantity, true));
  const summed = new Map<string, { unit: repo.UnitsToPick; quantity: number }>();
  for (const unit of units) {
    const found = summed.get(grainKey(unit));
    summed.set(grainKey(unit), { unit, quantity: (found?.quantity ?? 0) + unit.quantity });
  }
  return [...summed.values()].filter(({ quantity }) => quantity > 0).map(({ unit, quantity }) => task(unit, quantity, false));
}

/**
 * Sales order `salesOrderId` is cancelled (in the caller's transaction, under the order's lock): its
 * batch pick tasks not yet started are cancelled (a zone pick serves the whole wave and stays), so nobody picks what it no longer needs; one in hand
 * may still be completed, its units going to packing unallocated. A wave left with no pick to do
 * ends (picked, or cancelled when it picked nothing). Decision 0022 point 6.
 */
export function cancelPicksOfOrder(tx: Db, salesOrderId: string, actorId: string): Promise<void> {
  return repo.cancelPicksOfOrder(tx, salesOrderId, actorId);
}

/** Inserts `rows` 1,000 at a time (a statement's parameters are bounded). */
export async function insertPickTasks(tx: Db, rows: NewTask[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await insertTasks(tx, rows.slice(i, i + 1000));
}

/**
 * POST /api/picking/waves (decision 0022 point 6): a wave of ready sales orders of one warehouse
 * (confirmed or partially shipped, with allocated units outside packing and shipping locations, not
 * shipping complete with units backordered (decision 0020 point 3), in no open or picking wave),
 * chosen by list or by promised date and zone, up to `maxOrders` (default 20), by priority,
 * promised date, order date and number; each in a cart slot 1, 2, … in that order. In one
 * transaction it locks the orders (so an order is never in two open waves), then their levels
 * (so no allocation changes under it), and makes pick tasks from every allocated unit to the
 * packing location (pickTasksOf); an order whose allocations moved away meanwhile is left out.
 * Numbered WV-000001 without gaps. Returns the wave as getWave.
 * Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR for an unknown or
 * inactive warehouse or a packing location that is not an active, pickable packing location of it;
 * CONFLICT "The warehouse has no packing location", "Sales orders are not ready to pick" (details:
 * each order not ready with the reason), "No sales orders are ready to pick".
 */
export function createWave(db: Db, input: WaveCreate, actor: Actor): Promise<WaveDetail> {
  return db.transaction(async (tx) => {
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    const packing = await packingLocationOf(tx, input.warehouseId, input.packingLocationId);
    const chosen = (await lockedOrders(tx, input)).map((order) => order.id);
    await lockStockLevels(tx, (await repo.lineProductsOf(tx, chosen)).map((productId) => ({ productId, warehouseId: input.warehouseId })));
    const units = await repo.unitsToPick(tx, { orderIds: chosen });
    // Allocations change under the levels' locks, taken after the orders': an order left with nothing to pick meanwhile stays out.
    const orderIds = chosen.filter((id) => units.some((unit) => unit.salesOrderId === id));
    if (!orderIds.length) throw new AppError('CONFLICT', 'No sales orders are ready to pick');
    const waveId = await repo.insertWave(tx, { number: pendingNumber(), warehouseId: input.warehouseId, mode: input.mode, packingLocationId: packing.id, actorId: actor.id });
    await repo.insertWaveOrders(tx, waveId, orderIds);
    const slots = new Map(orderIds.map((id, i) => [id, i + 1]));
    await insertPickTasks(tx, pickTasksOf(units, { id: waveId, warehouseId: input.warehouseId, mode: input.mode, packingLocationId: packing.id }, slots, actor.id));
    await repo.numberWave(tx, waveId, await nextDocumentNumber(tx, 'WV'));
    return readWave(tx, waveId, actor);
  });
}

/** The wave as the API answers it, from its row. */
const toWave = (row: repo.WaveRow): Wave => ({ ...row });

/** The wave `id` with its orders and tasks, or NOT_FOUND (also for another warehouse of a bound actor). */
async function readWave(db: Db, id: string, actor: Actor): Promise<WaveDetail> {
  const [row, orders, tasks] = await Promise.all([repo.findWave(db, id), repo.ordersOf(db, id), repo.tasksOf(db, id)]);
  if (!row || (actor.warehouseId && actor.warehouseId !== row.warehouseId)) throw AppError.notFound('Wave');
  return { ...toWave(row), orders, tasks };
}

/**
 * GET /api/picking/waves/{id}: the wave with its orders by cart slot (id, number, slot, customer)
 * and its pick tasks in walking order (zone, location sequence, code; decision 0022 point 1).
 * Throws NOT_FOUND, also for another warehouse of a bound actor.
 */
export function getWave(db: Db, id: string, actor: Actor): Promise<WaveDetail> {
  return readWave(db, id, actor);
}

/** GET /api/picking/waves: waves newest first, of a warehouse and status when given; a bound actor sees its warehouse's only. Paged. */
export async function listWaves(db: Db, query: WaveListQuery, actor: Actor): Promise<Page<Wave>> {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listWaves(db, { warehouseId, status: query.status }, page);
  return pageResult(rows.map(toWave), page, total);
}

/**
 * POST /api/picking/waves/{id}/cancel (decision 0022 point 6): an open or picking wave becomes
 * cancelled and its tasks not yet started (open, assigned) are cancelled; a task in progress may
 * still be completed. Allocations are untouched: units already at packing stay allocated there
 * and the orders may go into another wave. The wave's tasks are locked first (a completion in
 * flight finishes), then the wave. Returns the wave as getWave.
 * Throws NOT_FOUND (also for another warehouse of a bound actor); INVALID_STATE when the wave is
 * picked or cancelled already.
 */
export function cancelWave(db: Db, id: string, actor: Actor): Promise<WaveDetail> {
  return db.transaction(async (tx) => {
    const found = await repo.findWave(tx, id);
    if (!found) throw AppError.notFound('Wave');
    if (actor.warehouseId && actor.warehouseId !== found.warehouseId) throw AppError.notFound('Wave');
    await repo.lockWaveTasks(tx, id);
    const wave = (await repo.lockWave(tx, id))!;
    if (wave.status !== 'open' && wave.status !== 'picking') throw new AppError('INVALID_STATE', `A ${wave.status} wave cannot be cancelled`);
    await repo.cancelOpenTasks(tx, id, actor.id);
    await repo.setWaveStatus(tx, id, 'cancelled', actor.id);
    return readWave(tx, id, actor);
  });
}
