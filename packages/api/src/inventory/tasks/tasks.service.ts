/**
 * Tasks (decision 0022 point 5): one model for putaway, replenishment, pick, count and move work.
 * open → assigned (claimed) → in_progress → done; open or assigned → cancelled. A claim is one
 * guarded update, so two people never hold one task; completing a move-type task is a relocation
 * through the ledger exactly as POST /api/inventory/relocations (decision 0015), a count posts its
 * variance as an adjustment at the location, and a pick is the waves capability's (completePick).
 */
import type { Db, TaskStatus } from '@stockroom/db';
import { assertWarehouseAccess, hasPermission, visibleWarehouse, type Actor } from '../../auth/index.js';
import { AppError } from '../../errors.js';
import { emptyPage, pageOf, pageResult, type Page } from '../../pagination.js';
import { findUserById } from '../../users/index.js';
import { requireActiveWarehouse, requireLocation } from '../../warehouses/index.js';
import { requireProducts } from '../inventory.service.js';
import { signedChange } from '../ledger/ledger.changes.js';
import { applyStockChanges, lockStockLevels } from '../ledger/ledger.service.js';
import { relocateUnits } from '../manual.service.js';
import { replenishPickFaces } from '../pick-faces/pick-faces.repository.js';
import { outboundGrain } from '../tracking.js';
import { completePick } from '../waves/waves.picking.js';
import { findWave } from '../waves/waves.repository.js';
import * as repo from './tasks.repository.js';
import type { Task, TaskComplete, TaskCreate, TaskListQuery } from './tasks.schema.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toTask({ task, sku, productName, lotNumber, expiryDate, fromCode, toCode, assigneeName }: repo.NamedTaskRow): Task {
  return {
    id: task.id,
    warehouseId: task.warehouseId,
    type: task.type,
    status: task.status,
    priority: task.priority,
    dueAt: iso(task.dueAt),
    product: { id: task.productId, sku, name: productName },
    lot: task.lotId && lotNumber !== null ? { id: task.lotId, lotNumber, expiryDate } : null,
    serialNumber: task.serialNumber,
    quantity: task.quantity,
    doneQuantity: task.doneQuantity,
    from: task.fromLocationId && fromCode !== null ? { id: task.fromLocationId, code: fromCode } : null,
    to: task.toLocationId && toCode !== null ? { id: task.toLocationId, code: toCode } : null,
    assignee: task.assigneeId && assigneeName !== null ? { id: task.assigneeId, name: assigneeName } : null,
    waveId: task.waveId,
    salesOrderItemId: task.salesOrderItemId,
    cartSlot: task.cartSlot,
    purchaseOrderId: task.purchaseOrderId,
    note: task.note,
    startedAt: iso(task.startedAt),
    completedAt: iso(task.completedAt),
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** The statuses of a task someone holds. */
const held: TaskStatus[] = ['assigned', 'in_progress'];

/**
 * GET /api/tasks (decision 0022 point 5): tasks in queue order, one page (Page, pagination.ts).
 * `assignee=me`: the caller's assigned and in-progress tasks first, then the open tasks anyone may
 * claim (by default only those statuses); a user id: that user's tasks. Then by priority (highest
 * first), due time (none last), walking order of the source (sequence, none last; then code),
 * oldest first. Filters by warehouse, status (one or a list), type and wave; a warehouse-bound
 * caller sees only its warehouse's tasks.
 */
export async function listTasks(db: Db, query: TaskListQuery, actor: Actor): Promise<Page<Task>> {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const mine = query.assignee === 'me';
  const assignee = query.assignee === undefined ? undefined : mine ? { mine: actor.id } : { user: query.assignee };
  const statuses = query.status ?? (mine ? (['open', ...held] as TaskStatus[]) : undefined);
  const { rows, total } = await repo.listTasks(db, { assignee, warehouseId, statuses, type: query.type, waveId: query.waveId }, page);
  return pageResult(rows.map(toTask), page, total);
}

/** GET /api/tasks/{id}. Throws NOT_FOUND "Task not found", also for a task of another warehouse than a bound caller's. */
export async function getTask(db: Db, id: string, actor: Actor): Promise<Task> {
  const row = await repo.findTask(db, id);
  if (!row || visibleWarehouse(actor, row.task.warehouseId) === false) throw AppError.notFound('Task');
  return toTask(row);
}

const invalid = (field: string, message: string) => AppError.validation('Invalid request data', { [field]: [message] });

/**
 * The user a task is assigned to by hand: active, allowed to work tasks (tasks:work) and not bound
 * to another warehouse. Throws VALIDATION_ERROR on assigneeId ("User not found", "User cannot work
 * tasks in this warehouse").
 */
async function requireWorker(tx: Db, userId: string, warehouseId: string): Promise<void> {
  const user = await findUserById(tx, userId);
  if (!user || !user.isActive) throw invalid('assigneeId', 'User not found');
  if (!hasPermission(user.role, 'tasks:work') || (user.warehouseId !== null && user.warehouseId !== warehouseId)) throw invalid('assigneeId', 'User cannot work tasks in this warehouse');
}

/**
 * POST /api/tasks (decision 0022 point 5): a `move` task (quantity units from fromLocationId to
 * toLocationId) or a `count` task (the product at fromLocationId; quantity the units expected, none
 * for a blind count) made by hand, of a lot or a serial when named; open, or assigned at once to
 * `assigneeId`. Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR for an
 * unknown or inactive warehouse, an unknown product, an unknown source location, an unknown or
 * inactive destination, a lot or serial the product's tracking refuses or a lot not found, an
 * assignee who cannot work there.
 */
export async function createTask(db: Db, input: TaskCreate, actor: Actor): Promise<Task> {
  return db.transaction(async (tx) => {
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    const [product] = await requireProducts(tx, [input.productId], () => 'productId');
    const field = (name: string) => (name === 'locationId' ? 'fromLocationId' : name === 'serialNumbers' ? 'serialNumber' : name);
    const grain = await outboundGrain(
      tx,
      product!,
      input.warehouseId,
      input.serialNumber === undefined ? (input.quantity ?? 1) : 1,
      { locationId: input.fromLocationId, lotId: input.lotId, serialNumbers: input.serialNumber === undefined ? undefined : [input.serialNumber] },
      field,
      actor,
      false,
    );
    if (input.toLocationId) await requireLocation(tx, input.warehouseId, input.toLocationId, 'toLocationId', true);
    if (input.assigneeId) await requireWorker(tx, input.assigneeId, input.warehouseId);
    const [task] = await repo.insertTasks(tx, [
      {
        warehouseId: input.warehouseId,
        type: input.type,
        status: input.assigneeId ? 'assigned' : 'open',
        priority: input.priority,
        dueAt: input.dueAt === undefined ? null : new Date(input.dueAt),
        productId: input.productId,
        lotId: grain.lotId ?? null,
        serialNumber: input.serialNumber ?? null,
        quantity: input.quantity ?? null,
        fromLocationId: input.fromLocationId,
        toLocationId: input.toLocationId ?? null,
        assigneeId: input.assigneeId ?? null,
        note: input.note ?? null,
        createdBy: actor.id,
        updatedBy: actor.id,
      },
    ]);
    return toTask((await repo.findTask(tx, task!.id))!);
  });
}

/** The task `id` locked for the rest of `tx`, in a warehouse the actor may act on. Throws NOT_FOUND "Task not found"; FORBIDDEN for another warehouse of a bound actor. */
async function lockedTask(tx: Db, id: string, actor: Actor): Promise<repo.TaskRow> {
  const row = await repo.lockTask(tx, id);
  if (!row) throw AppError.notFound('Task');
  assertWarehouseAccess(actor, row.warehouseId);
  return row;
}

/** Refuses a task that is not the actor's to work: INVALID_STATE "Claim the task first" (open) or "Task is done|cancelled"; FORBIDDEN when another holds it. */
function requireHolder(row: repo.TaskRow, actor: Actor): void {
  if (row.status === 'open') throw new AppError('INVALID_STATE', 'Claim the task first');
  if (!held.includes(row.status)) throw new AppError('INVALID_STATE', `Task is ${row.status}`);
  if (row.assigneeId !== actor.id) throw AppError.forbidden();
}

/** The task as GET shows it, read in `tx`. */
const reread = async (tx: Db, id: string): Promise<Task> => toTask((await repo.findTask(tx, id))!);

/**
 * POST /api/tasks/{id}/claim (decision 0022 point 5): the open task becomes assigned to the caller,
 * in one guarded update (`status = 'open'`), so two people claiming at once never share it. Throws
 * NOT_FOUND "Task not found"; FORBIDDEN for a task of another warehouse than a bound caller's;
 * CONFLICT "Task already claimed" when someone holds it; INVALID_STATE "Task is done|cancelled".
 */
export async function claimTask(db: Db, id: string, actor: Actor): Promise<Task> {
  return db.transaction(async (tx) => {
    const claimed = await repo.claimTask(tx, id, actor.id, actor.warehouseId);
    if (claimed) return reread(tx, id);
    const row = await repo.findTask(tx, id);
    if (!row) throw AppError.notFound('Task');
    assertWarehouseAccess(actor, row.task.warehouseId);
    if (held.includes(row.task.status)) throw new AppError('CONFLICT', 'Task already claimed');
    throw new AppError('INVALID_STATE', `Task is ${row.task.status}`);
  });
}

/**
 * POST /api/tasks/{id}/release: the assignee, or a manager (tasks:manage), gives an assigned or
 * in-progress task back: open again, without assignee or start (a pick of a cancelled wave is
 * cancelled instead, decision 0022 point 6). Throws NOT_FOUND; FORBIDDEN for
 * another warehouse of a bound caller, or a caller who neither holds the task nor manages tasks;
 * INVALID_STATE "Only an assigned or in-progress task can be released".
 */
export async function releaseTask(db: Db, id: string, actor: Actor): Promise<Task> {
  return db.transaction(async (tx) => {
    const row = await lockedTask(tx, id, actor);
    if (!held.includes(row.status)) throw new AppError('INVALID_STATE', 'Only an assigned or in-progress task can be released');
    if (row.assigneeId !== actor.id && !actor.permissions.includes('tasks:manage')) throw AppError.forbidden();
    // A pick its cancelled wave left in hand is not given back to the queue: nobody is to pick it.
    const waveCancelled = row.type === 'pick' && row.waveId !== null && (await findWave(tx, row.waveId))?.status === 'cancelled';
    await repo.updateTask(tx, id, { status: waveCancelled ? 'cancelled' : 'open', assigneeId: null, startedAt: null, updatedBy: actor.id });
    return reread(tx, id);
  });
}

/**
 * POST /api/tasks/{id}/start: the assignee starts an assigned task (in_progress, startedAt now).
 * Optional: completing an assigned task starts it too. Throws NOT_FOUND; FORBIDDEN as releaseTask
 * or when another holds it; INVALID_STATE "Claim the task first", "Task already started", "Task is done|cancelled".
 */
export async function startTask(db: Db, id: string, actor: Actor): Promise<Task> {
  return db.transaction(async (tx) => {
    const row = await lockedTask(tx, id, actor);
    requireHolder(row, actor);
    if (row.status === 'in_progress') throw new AppError('INVALID_STATE', 'Task already started');
    await repo.updateTask(tx, id, { status: 'in_progress', startedAt: new Date(), updatedBy: actor.id });
    return reread(tx, id);
  });
}

/**
 * POST /api/tasks/{id}/cancel (tasks:manage): an open or assigned task is cancelled. A wave's pick
 * tasks are cancelled with their wave. Throws NOT_FOUND; FORBIDDEN for another warehouse of a bound
 * caller; INVALID_STATE "Only an open or assigned task can be cancelled", "Pick tasks are cancelled with their wave".
 */
export async function cancelTask(db: Db, id: string, actor: Actor): Promise<Task> {
  return db.transaction(async (tx) => {
    const row = await lockedTask(tx, id, actor);
    if (row.status !== 'open' && row.status !== 'assigned') throw new AppError('INVALID_STATE', 'Only an open or assigned task can be cancelled');
    if (row.type === 'pick' && row.waveId) throw new AppError('INVALID_STATE', 'Pick tasks are cancelled with their wave');
    await repo.updateTask(tx, id, { status: 'cancelled', updatedBy: actor.id });
    return reread(tx, id);
  });
}

/** A location's code for a wrong-scan message (the task's own locations exist). */
async function codeOf(tx: Db, warehouseId: string, locationId: string): Promise<string> {
  return (await repo.findLocation(tx, warehouseId, locationId))?.code ?? locationId;
}

/**
 * Where a move-type task's units go: the task's destination, or for putaway another active location
 * of the warehouse that is not a receiving location (decision 0022 point 2: the suggestion is a
 * suggestion); nothing to scan when no unit moves (`quantity` 0: the task's own). Throws
 * VALIDATION_ERROR "toLocationId is required" without a scan of a move of units; CONFLICT "Wrong
 * location: scan <CODE>" for another destination of a task that is not a putaway; VALIDATION_ERROR on
 * toLocationId for a putaway to an unknown, inactive or receiving location.
 */
async function destinationOf(tx: Db, row: repo.TaskRow, scanned: string | undefined, quantity: number): Promise<string> {
  if (scanned === undefined && quantity === 0) return row.toLocationId!;
  if (scanned === undefined) throw invalid('toLocationId', 'toLocationId is required');
  if (scanned === row.toLocationId) return scanned;
  if (row.type !== 'putaway') throw new AppError('CONFLICT', `Wrong location: scan ${await codeOf(tx, row.warehouseId, row.toLocationId!)}`);
  const location = await repo.findLocation(tx, row.warehouseId, scanned);
  if (!location) throw invalid('toLocationId', 'Location not found');
  if (!location.isActive) throw invalid('toLocationId', 'Location is inactive');
  if (location.type === 'receiving') throw invalid('toLocationId', 'Units are put away to a location that is not a receiving location');
  return scanned;
}

/**
 * The lot and serials the worker's scans name, checked against the task's: the task's lot (a
 * different lot scanned is CONFLICT "Wrong lot: scan <LOT>") or the one scanned; the task's serial
 * (another scanned is CONFLICT "Wrong serial number: scan <SERIAL>") or those scanned.
 */
async function grainOf(tx: Db, row: repo.TaskRow, input: TaskComplete): Promise<{ lotId?: string | undefined; serialNumbers?: string[] | undefined }> {
  if (row.lotId && input.lotId !== undefined && input.lotId !== row.lotId) {
    throw new AppError('CONFLICT', `Wrong lot: scan ${(await repo.findTask(tx, row.id))?.lotNumber ?? row.lotId}`);
  }
  if (row.serialNumber !== null && input.serialNumbers !== undefined && (input.serialNumbers.length !== 1 || input.serialNumbers[0] !== row.serialNumber)) {
    throw new AppError('CONFLICT', `Wrong serial number: scan ${row.serialNumber}`);
  }
  return { lotId: row.lotId ?? input.lotId, serialNumbers: row.serialNumber !== null ? [row.serialNumber] : input.serialNumbers };
}

/**
 * A count task's variance (counted − units of the product at the location, of the task's lot and
 * serial number when it names them) posted as an adjustment there (reason "Cycle count", at the product's cost,
 * referencing the task), under the level's lock. Units found go to the lot scanned (required for a
 * lot-tracked product) with the serials scanned (one per unit found); units missing are taken
 * first expiry first out within the location and the lot or serials named, releasing their
 * allocations (decision 0020). Throws VALIDATION_ERROR on lotId or serialNumbers; INSUFFICIENT_STOCK.
 */
async function postCount(tx: Db, row: repo.TaskRow, counted: number, input: TaskComplete, actor: Actor): Promise<void> {
  const { productId, warehouseId } = row;
  const locationId = row.fromLocationId!;
  await lockStockLevels(tx, [{ productId, warehouseId }]);
  const [product] = await requireProducts(tx, [productId], () => 'productId');
  const delta = counted - (await repo.unitsAt(tx, { productId, warehouseId, locationId, lotId: row.lotId, serialNumber: row.serialNumber }));
  if (delta === 0) return;
  const named = { lotId: row.lotId ?? input.lotId, serialNumbers: row.serialNumber !== null ? [row.serialNumber] : input.serialNumbers };
  const grain = await outboundGrain(tx, product!, warehouseId, Math.abs(delta), { locationId, ...named }, (name) => name, actor, false);
  if (delta > 0 && product!.tracking === 'lot' && !grain.lotId) throw invalid('lotId', 'Lot is required for units found of a lot-tracked product');
  if (delta > 0 && product!.tracking === 'serial' && !grain.serialNumbers) throw invalid('serialNumbers', `Give the serial number of each of the ${delta} units found`);
  const fields = { productId, warehouseId, reason: 'Cycle count', reference: { type: 'task', id: row.id }, note: input.note, unitCost: product!.costPrice, ...grain };
  await applyStockChanges(tx, [signedChange(delta, { inbound: 'adjustment', outbound: 'adjustment' }, fields)], actor.id);
}

/**
 * A short putaway (`done` of the task's units moved): the units it left at the receiving location,
 * at most what the ledger still holds of its grain there, get a putaway task of their own, open, to
 * the same suggestion, so no received unit is left at the dock without one (decision 0022 point 3).
 */
async function putAwayRest(tx: Db, row: repo.TaskRow, done: number, actor: Actor): Promise<void> {
  const { productId, warehouseId, lotId, serialNumber } = row;
  const left = Math.min(row.quantity! - done, await repo.unitsAt(tx, { productId, warehouseId, locationId: row.fromLocationId!, lotId, serialNumber }));
  if (left <= 0) return;
  const { type, priority, dueAt, fromLocationId, toLocationId, purchaseOrderId } = row;
  await repo.insertTasks(tx, [{ warehouseId, type, priority, dueAt, productId, lotId, serialNumber, quantity: left, fromLocationId, toLocationId, purchaseOrderId, createdBy: actor.id, updatedBy: actor.id }]);
}

/**
 * POST /api/tasks/{id}/complete (decision 0022 point 5), by the assignee (an assigned task is
 * started too): the source scanned must be the task's (CONFLICT "Wrong location: scan <CODE>"),
 * and the destination scanned the task's, except for putaway (destinationOf; the location used is
 * recorded on the task). `quantity` units done, at most the task's quantity: a putaway,
 * replenishment or move relocates them through the ledger exactly as POST
 * /api/inventory/relocations (relocateUnits: same checks, relocation_out and relocation_in per
 * grain); fewer than asked is a short move, the task done with what was moved (a replenishment's
 * face still below its min then gets a new task; a putaway's units left behind get one, putAwayRest);
 * no unit moved needs no destination scan. A count posts its variance (postCount). A pick
 * is the waves capability's (completePick). The task becomes done with doneQuantity, completedAt and
 * completedBy; the worker's note is added to it. Throws NOT_FOUND; FORBIDDEN as startTask;
 * INVALID_STATE as startTask; CONFLICT for a wrong scan (location, lot, serial); VALIDATION_ERROR on
 * quantity ("Quantity must be at most N"), toLocationId, lotId, serialNumbers; INSUFFICIENT_STOCK
 * when the source does not hold the units; INVALID_STATE from completePick.
 */
export async function completeTask(db: Db, input: TaskComplete, actor: Actor): Promise<Task> {
  return db.transaction(async (tx) => {
    const row = await lockedTask(tx, input.id, actor);
    requireHolder(row, actor);
    await requireActiveWarehouse(tx, row.warehouseId, actor);
    if (input.locationId !== row.fromLocationId) throw new AppError('CONFLICT', `Wrong location: scan ${await codeOf(tx, row.warehouseId, row.fromLocationId!)}`);
    let toLocationId = row.toLocationId;
    if (row.type === 'count') {
      if (input.toLocationId !== undefined) throw invalid('toLocationId', 'A count task has no destination');
      await postCount(tx, row, input.quantity, input, actor);
    } else {
      toLocationId = await destinationOf(tx, row, input.toLocationId, input.quantity);
      if (input.quantity > row.quantity!) throw invalid('quantity', `Quantity must be at most ${row.quantity}`);
      const grain = await grainOf(tx, row, input);
      if (row.type === 'pick') await completePick(tx, row, input.quantity, actor);
      else if (input.quantity > 0) {
        const [product] = await requireProducts(tx, [row.productId], () => 'productId');
        await relocateUnits(tx, product!, { warehouseId: row.warehouseId, quantity: input.quantity, fromLocationId: row.fromLocationId!, toLocationId: toLocationId!, ...grain, note: row.note ?? undefined }, actor);
      }
      if (row.type === 'putaway' && input.quantity < row.quantity!) await putAwayRest(tx, row, input.quantity, actor);
    }
    const now = new Date();
    const note = input.note === undefined ? row.note : row.note ? `${row.note}\n${input.note}` : input.note;
    await repo.updateTask(tx, row.id, { status: 'done', doneQuantity: input.quantity, toLocationId, startedAt: row.startedAt ?? now, completedAt: now, completedBy: actor.id, note, updatedBy: actor.id });
    if (row.type === 'replenishment') await replenishPickFaces(tx, [{ productId: row.productId, warehouseId: row.warehouseId, locationId: toLocationId! }], actor.id);
    return reread(tx, row.id);
  });
}
