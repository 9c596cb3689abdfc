/**
 * Cycle counts (stocktakes, decision 0016). A session is opened over the balances of one warehouse in a
 * scope; counters record quantities on its lines (the last count wins, each kept in the history);
 * approving posts, in one transaction, one adjustment per line whose count differs from the book
 * quantity, valued at cost. The book quantity is the balance's on hand when the count was recorded,
 * so units received or shipped while the shelf is counted never become a variance.
 */
import { foreignKeyViolation, type Db } from '@stockroom/db';
import { v7 as uuidv7 } from 'uuid';
import { visibleWarehouse, type Actor } from '../auth/index.js';
import { nextDocumentNumber } from '../documents.js';
import { AppError } from '../errors.js';
import { publishEvents } from '../events/index.js';
import { applyStockChanges, requireProducts, signedChange, unitCostOf } from '../inventory/index.js';
import { lineTotal, sumAmounts } from '../money.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { inBaseUnits } from '../products/index.js';
import { MAX_LEVEL_QUANTITY } from '../units.js';
import { requireActiveWarehouse, requireLocation } from '../warehouses/index.js';
import * as repo from './counts.repository.js';
import type { CountApprove, CountCreate, CountEntries, CountLinesQuery, CountListQuery, StockCount, StockCountLine } from './counts.schema.js';

const money = (value: number | null) => (value === null ? null : Number(value));

async function toCounts(db: Db, rows: repo.CountReadRow[]): Promise<StockCount[]> {
  const totals = await repo.lineTotals(
    db,
    rows.map(({ count }) => count.id),
  );
  return rows.map(({ count: row, warehouseCode, warehouseName, createdByName, closedByName }) => {
    const lines = totals.get(row.id) ?? { total: 0, counted: 0, withVariance: 0 };
    return {
      ...row,
      warehouseCode,
      warehouseName,
      createdByName,
      closedByName,
      varianceValue: money(row.varianceValue),
      lines: { ...lines, withVariance: row.status === 'approved' ? lines.withVariance : null },
      createdAt: row.createdAt.toISOString(),
      closedAt: row.closedAt?.toISOString() ?? null,
    };
  });
}

const visibleTo = (actor: Actor, row: repo.CountRow) => !actor.warehouseId || row.warehouseId === actor.warehouseId;

/** The session if the actor may see it (a bound actor: its warehouse's). Throws NOT_FOUND. */
async function visibleCount(db: Db, id: string, actor: Actor, lock?: 'share' | 'update'): Promise<repo.CountRow> {
  const row = await repo.findCount(db, id, lock);
  if (!row || !visibleTo(actor, row)) throw AppError.notFound('Stock count');
  return row;
}

/** Throws INVALID_STATE with the current status unless the session is open. */
function requireOpen(row: repo.CountRow, action: string): void {
  if (row.status !== 'open') throw new AppError('INVALID_STATE', `Cannot ${action} a ${row.status} count`, { currentStatus: row.status });
}

/**
 * POST /api/inventory/counts: opens a session numbered CC-000001 (gapless) with one line per
 * balance with stock in scope (the warehouse, narrowed by location, category and products), each
 * expecting the balance's on hand now.
 * Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR for an
 * unknown or inactive warehouse, an unknown location, category or product.
 */
export function openCount(db: Db, input: CountCreate, actor: Actor): Promise<StockCount> {
  return db.transaction(async (tx) => {
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    if (input.locationId) await requireLocation(tx, input.warehouseId, input.locationId, 'locationId', false);
    if (input.productIds) await requireProducts(tx, input.productIds, (i) => `productIds.${i}`);
    const row: repo.CountRow = {
      id: uuidv7(),
      number: await nextDocumentNumber(tx, 'CC'),
      warehouseId: input.warehouseId,
      locationId: input.locationId ?? null,
      categoryId: input.categoryId ?? null,
      productIds: input.productIds ? [...new Set(input.productIds)] : null,
      blind: input.blind ?? false,
      status: 'open',
      note: input.note ?? null,
      varianceQuantity: null,
      varianceValue: null,
      createdBy: actor.id,
      createdAt: new Date(),
      closedBy: null,
      closedAt: null,
    };
    await repo.insertCount(tx, row).catch((error: unknown) => {
      if (foreignKeyViolation(error)) throw AppError.validation('Invalid request data', { categoryId: ['Category not found'] });
      throw error;
    });
    await repo.insertLines(tx, row);
    return getCount(tx, row.id, actor);
  });
}

/** GET /api/inventory/counts/{id}: the session with its line totals. Throws NOT_FOUND, also for another warehouse of a bound actor. */
export async function getCount(db: Db, id: string, actor: Actor): Promise<StockCount> {
  const row = await repo.readCount(db, id);
  if (!row || !visibleTo(actor, row.count)) throw AppError.notFound('Stock count');
  const [count] = await toCounts(db, [row]);
  return count!;
}

/**
 * GET /api/inventory/counts: a page of count sessions newest first, by warehouse, status and a
 * part of the number (`number`, any case, as the order lists: decision 0019's work queue searches by
 * number); a bound actor sees its warehouse's, another warehouse named gives an empty page.
 * Input: CountListQuery; output: Page<StockCount>.
 */
export async function listCounts(db: Db, query: CountListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listCounts(db, { warehouseId, status: query.status, number: query.number }, page);
  return pageResult(await toCounts(db, rows), page, total);
}

/**
 * GET /api/inventory/counts/{id}/lines: a page of the session's lines by location, SKU, lot and
 * serial, each with its count history. A blind open session hides expected and book quantities
 * from actors without inventory:adjust. Throws NOT_FOUND.
 */
export async function listCountLines(db: Db, query: CountLinesQuery, actor: Actor) {
  const count = await visibleCount(db, query.id, actor);
  const page = pageOf(query);
  const { rows, total } = await repo.listLines(db, count.id, query.state, page);
  const history = new Map<string, StockCountLine['history']>();
  for (const { entry, countedByName } of await repo.entriesOf(db, rows.map((row) => row.line.id))) {
    const counted = { countedQuantity: entry.countedQuantity, unit: entry.unit, unitQuantity: entry.unitQuantity, countedBy: entry.countedBy, countedByName, countedAt: entry.countedAt.toISOString() };
    history.set(entry.lineId, [...(history.get(entry.lineId) ?? []), counted]);
  }
  const hide = count.blind && count.status === 'open' && !actor.permissions.includes('inventory:adjust');
  const lines: StockCountLine[] = rows.map(({ line, countedByName, ...names }) => ({
    id: line.id,
    productId: line.productId,
    ...names,
    locationId: line.locationId,
    lotId: line.lotId,
    serialNumber: line.serialNumber,
    expectedQuantity: hide ? null : line.expectedQuantity,
    countedQuantity: line.countedQuantity,
    bookQuantity: hide ? null : line.bookQuantity,
    countedBy: line.countedBy,
    countedByName,
    countedAt: line.countedAt?.toISOString() ?? null,
    varianceQuantity: line.varianceQuantity,
    unitCost: money(line.unitCost),
    varianceValue: money(line.varianceValue),
    history: history.get(line.id) ?? [],
  }));
  return pageResult(lines, page, total);
}

/**
 * PUT /api/inventory/counts/{id}/lines (inventory:count): records counted quantities on lines of an
 * open session, each compared later with its balance's on hand at this moment; a line counted again
 * takes the new count, the earlier ones stay in its history. Returns the session.
 * Throws NOT_FOUND; INVALID_STATE unless the session is open; VALIDATION_ERROR
 * naming `lines.<i>.lineId` for a line not in the session and `lines.<i>.countedQuantity` for a
 * serial number counted as more than 1 or a `unit` that does not convert. A count may be in any
 * unit of the line's product (a case: 12 units), recorded in base units and as entered
 * (decision 0021; at most MAX_LEVEL_QUANTITY base units).
 */
export function recordCounts(db: Db, input: CountEntries, actor: Actor): Promise<StockCount> {
  return db.transaction(async (tx) => {
    const count = await visibleCount(tx, input.id, actor, 'share');
    requireOpen(count, 'count');
    const lines = new Map((await repo.linesById(tx, count.id, input.lines.map((line) => line.lineId))).map((line) => [line.id, line]));
    // Each known line's count in base units (unknown lines keep theirs: they are refused below).
    const entered = await inBaseUnits(
      tx,
      input.lines.map((entry) => ({ productId: lines.get(entry.lineId)?.productId ?? '', quantity: entry.countedQuantity, unit: lines.has(entry.lineId) ? entry.unit : undefined })),
      (i) => `lines.${i}.countedQuantity`,
      MAX_LEVEL_QUANTITY,
    );
    const details: Record<string, string[]> = {};
    input.lines.forEach((entry, i) => {
      const line = lines.get(entry.lineId);
      if (!line) details[`lines.${i}.lineId`] = ['Count line not found'];
      else if (line.serialNumber !== null && entered[i]!.quantity > 1) details[`lines.${i}.countedQuantity`] = ['A serial number is counted as 0 or 1'];
    });
    if (Object.keys(details).length) throw AppError.validation('Invalid request data', details);
    await repo.recordCounts(tx, count, input.lines.map((entry, i) => ({ lineId: entry.lineId, countedQuantity: entered[i]!.quantity, unit: entered[i]!.unit, unitQuantity: entered[i]!.unitQuantity })), actor.id);
    return getCount(tx, count.id, actor);
  });
}

/**
 * POST /api/inventory/counts/{id}/approve: settles every counted line (variance = counted − book,
 * at the product's cost price, or under FIFO at what its adjustment took, decision 0023) and posts, in one transaction, an `adjustment` movement for each
 * line with a variance at its location, lot and serial number (reason "Cycle count", reference
 * the session); lines not counted are left untouched when `allowUncounted`.
 * Throws NOT_FOUND; INVALID_STATE when the session is not open, or has uncounted lines
 * without `allowUncounted` (details: `currentStatus`, `uncountedLines`). A loss of units
 * allocated to orders releases those allocations (decision 0020), which are allocated again elsewhere.
 */
export function approveCount(db: Db, input: CountApprove, actor: Actor): Promise<StockCount> {
  return db.transaction(async (tx) => {
    const count = await visibleCount(tx, input.id, actor, 'update');
    requireOpen(count, 'approve');
    const uncounted = await repo.uncountedLines(tx, count.id);
    if (uncounted && !input.allowUncounted) {
      throw new AppError('INVALID_STATE', `The count has ${uncounted} uncounted line${uncounted === 1 ? '' : 's'}`, { currentStatus: count.status, uncountedLines: uncounted });
    }
    const variances = await repo.settleLines(tx, count.id);
    const reference = { type: 'count', id: count.id };
    const changes = variances.map((line) =>
      signedChange(line.varianceQuantity, { inbound: 'adjustment', outbound: 'adjustment' }, {
        productId: line.productId,
        warehouseId: count.warehouseId,
        reason: 'Cycle count',
        reference,
        note: count.number,
        unitCost: line.unitCost,
        locationId: line.locationId,
        lotId: line.lotId ?? undefined,
        serialNumbers: line.serialNumber === null ? undefined : [line.serialNumber],
      }),
    );
    const byLine = changes.length ? (await applyStockChanges(tx, changes, actor.id)).movements : [];
    // A line is worth what its adjustment recorded: at the cost price settled, or under FIFO its layers (decision 0023).
    const values = byLine.map((movements) => sumAmounts(movements.map((movement) => movement.value)));
    await repo.revalueLines(
      tx,
      variances.flatMap((line, i) => (values[i] === lineTotal(line.varianceQuantity, line.unitCost) ? [] : [{ id: line.id, varianceValue: values[i]!, unitCost: unitCostOf(byLine[i]!) }])),
    );
    await repo.closeCount(tx, count.id, 'approved', actor.id);
    const adjustments = {
      lines: variances.length,
      unitsGained: variances.reduce((units, line) => units + Math.max(line.varianceQuantity, 0), 0),
      unitsLost: variances.reduce((units, line) => units + Math.max(-line.varianceQuantity, 0), 0),
      // Each line's value to the cent, as the session's totals.
      value: sumAmounts(values),
    };
    await publishEvents(tx, [{ type: 'count.approved', subject: count.id, data: { id: count.id, number: count.number, warehouseId: count.warehouseId, adjustments, movements: byLine.flat() } }]);
    return getCount(tx, count.id, actor);
  });
}

/** POST /api/inventory/counts/{id}/cancel: closes an open session without posting. Throws NOT_FOUND; INVALID_STATE unless open. */
export function cancelCount(db: Db, id: string, actor: Actor): Promise<StockCount> {
  return db.transaction(async (tx) => {
    const count = await visibleCount(tx, id, actor, 'update');
    requireOpen(count, 'cancel');
    await repo.closeCount(tx, count.id, 'cancelled', actor.id);
    return getCount(tx, count.id, actor);
  });
}
