/**
 * Inventory use cases (decision 0003): the stock ledger and its materialized levels. Every stock effect in
 * Stockroom goes through applyStockChanges, which changes levels with guarded updates in a fixed
 * lock order (warehouse, product) and appends the matching movements in the caller's transaction.
 * Quantities are whole units; costs are currency units.
 */
import type { Readable } from 'node:stream';
import { checkViolation, uniqueViolation, type Db, type MovementType, type Tracking } from '@stockroom/db';
import { assertWarehouseAccess, visibleWarehouse, type Actor } from '../auth/index.js';
import { cellValue, csvStream, readCsv, RowErrors } from '../csv.js';
import { AppError, type FieldErrors } from '../errors.js';
import { publishEvents, type NewEvent } from '../events/index.js';
import { idempotent, type IdempotencyKey } from '../idempotency.js';
import { allInOrder } from '../prepared.js';
import type { ListCache } from '../list-cache.js';
import { emptyPage, pageOf, pageResult, type Page } from '../pagination.js';
import { findLocationId, findWarehouse, requireActiveWarehouse, requireLocation } from '../warehouses/index.js';
import * as repo from './inventory.repository.js';
import { checkTrackingFields, daysFrom, inboundGrain, outboundGrain, todayUtc } from './tracking.js';
import { inventoryCsvColumns, inventoryImportRowSchema, levelCsvColumns } from './inventory.schema.js';
import type {
  InventoryImportResult,
  InventoryImportRow,
  LevelExportQuery,
  AdjustmentInput,
  Balance,
  BalanceListQuery,
  Expiring,
  ExpiringQuery,
  Lot,
  Trace,
  TraceQuery,
  AnalyticsQuery,
  InventoryAnalytics,
  Level,
  LevelListQuery,
  LowStockQuery,
  Movement,
  MovementInput,
  MovementListItem,
  MovementListQuery,
  Relocation,
  RelocationInput,
} from './inventory.schema.js';

/** One change of stock at one product and warehouse. Movements are written when `onHandDelta` ≠ 0. */
export interface StockChange {
  productId: string;
  warehouseId: string;
  /** Signed change of units on hand. */
  onHandDelta: number;
  /** Signed change of units reserved (reservations write no movement). */
  reservedDelta: number;
  /** Signed change of units in transit to the warehouse (two-step transfers, decision 0016; writes no movement). */
  inTransitDelta?: number | undefined;
  /** Ledger type of the movement (required when onHandDelta ≠ 0). */
  type?: MovementType;
  reason?: string;
  reference?: { type: string; id: string } | undefined;
  note?: string | undefined;
  /** Cost per unit moved, currency units (receipts: the purchase cost; otherwise the product's cost price). */
  unitCost?: number | undefined;
  /** Units in: where they go (default: the warehouse's default location). Units out: the only location they may come from. Decision 0015. */
  locationId?: string | undefined;
  /** Units in: their lot. Units out: the only lot they may come from. */
  lotId?: string | undefined;
  /** Units in: the serial number of each unit (as many as units). Units out: exactly these units. */
  serialNumbers?: string[] | undefined;
  /** Units out that leave the business (shipments, issues): a pick that names no lot skips expired lots (decision 0015). */
  sellable?: boolean | undefined;
  /** Units in: the index (in the same call) of the change of units out whose very units these are (a transfer keeps lot and serial identity). */
  receives?: number | undefined;
}

/** One line that stock did not cover, as reported in INSUFFICIENT_STOCK details. */
export interface Shortage {
  productId: string;
  warehouseId: string;
  requested: number;
  available: number;
}

/** The response form of a level row (its product's and warehouse's fields and its units). */
export function toLevel(row: repo.LevelRow): Level {
  return levelFrom(row, row);
}

/** What the stock list keeps of a level while the stock list version is current: all but its units (decision 0018). */
type ListedLevel = Pick<repo.LevelRow, 'productId' | 'sku' | 'productName' | 'warehouseId' | 'warehouseCode' | 'minStockLevel' | 'maxStockLevel'>;

/** The response form of the level `listed` with the units `stock`. Written out field by field, in the order of levelSchema (no object spread: it costs per row). */
function levelFrom(listed: ListedLevel, stock: repo.LevelStock): Level {
  return {
    productId: listed.productId,
    sku: listed.sku,
    productName: listed.productName,
    warehouseId: listed.warehouseId,
    warehouseCode: listed.warehouseCode,
    onHand: stock.onHand,
    reserved: stock.reserved,
    available: stock.available,
    inTransit: stock.inTransit,
    minStockLevel: listed.minStockLevel,
    maxStockLevel: listed.maxStockLevel,
    updatedAt: stock.updatedAt.toISOString(),
  };
}

/** The part of `row` the stock list keeps (ListedLevel). */
function listedOf(row: repo.LevelRow): ListedLevel {
  return {
    productId: row.productId,
    sku: row.sku,
    productName: row.productName,
    warehouseId: row.warehouseId,
    warehouseCode: row.warehouseCode,
    minStockLevel: row.minStockLevel,
    maxStockLevel: row.maxStockLevel,
  };
}

/** The response form of a ledger row: its reference as `{type, id}`; the row's value stays internal (reports sum it). */
export function toMovement(row: repo.MovementRow): Movement {
  return {
    id: row.id,
    sequence: row.sequence,
    productId: row.productId,
    warehouseId: row.warehouseId,
    locationId: row.locationId,
    lotId: row.lotId,
    serialNumber: row.serialNumber,
    type: row.type,
    quantity: row.quantity,
    onHandAfter: row.onHandAfter,
    unitCost: row.unitCost,
    reason: row.reason,
    reference: row.referenceType && row.referenceId ? { type: row.referenceType, id: row.referenceId } : null,
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** True when the database refused a value out of its column's range (SQLSTATE 22003, e.g. on hand past the integer maximum). */
function outOfRange(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if ((e as { code?: unknown }).code === '22003') return true;
  return false;
}

/** True when the database refused a serial number already in stock (decision 0015; see stock_balances' constraints). */
function serialInStock(error: unknown): boolean {
  return uniqueViolation(error) === 'stock_balances_serial_unique' || checkViolation(error) === 'stock_balances_serial_single_unit';
}

/** Adds `pieces` (units in) to their balances; a serial already in stock is CONFLICT. */
async function placePieces(tx: Db, productId: string, warehouseId: string, pieces: repo.Piece[]): Promise<void> {
  await repo.addToBalances(tx, productId, warehouseId, pieces).catch((error: unknown) => {
    if (serialInStock(error)) throw new AppError('CONFLICT', 'Serial number already in stock', [{ productId, serialNumbers: pieces.flatMap((p) => p.serialNumber ?? []) }]);
    throw error;
  });
}

/**
 * Takes the units of a change out of the balances it allows, first expiry first out
 * (repo.pickableBalances; a sellable pick that names no lot skips expired lots): in one statement
 * when the first balance holds them all, else balance by balance; the balances of serials taken
 * are deleted (one row per serial in stock). Returns the pieces taken (negative quantities), or what
 * was available when the balances fall short.
 */
async function pickPieces(tx: Db, change: StockChange): Promise<{ pieces: repo.Piece[] } | { available: number }> {
  const picked = await takePieces(tx, change);
  const serials = 'pieces' in picked ? picked.pieces.flatMap((piece) => piece.serialNumber ?? []) : [];
  if (serials.length) await repo.deleteEmptySerialBalances(tx, change.productId, serials);
  return picked;
}

async function takePieces(tx: Db, change: StockChange): Promise<{ pieces: repo.Piece[] } | { available: number }> {
  const filter = {
    locationId: change.locationId,
    lotId: change.lotId,
    serialNumbers: change.serialNumbers,
    freshOn: change.sellable && !change.lotId ? todayUtc() : undefined,
  };
  const whole = await repo.takeFromFirstBalance(tx, change.productId, change.warehouseId, filter, -change.onHandDelta);
  if (whole) return { pieces: [{ ...whole, quantity: change.onHandDelta }] };
  const balances = await repo.pickableBalances(tx, change.productId, change.warehouseId, filter);
  const pieces: repo.Piece[] = [];
  let missing = -change.onHandDelta;
  for (const balance of balances) {
    if (missing === 0) break;
    const quantity = Math.min(balance.onHand, missing);
    if (!(await repo.takeFromBalance(tx, balance.id, quantity))) throw new Error(`stock balance ${balance.id} changed under its level's lock`);
    pieces.push({ locationId: balance.locationId, lotId: balance.lotId, serialNumber: balance.serialNumber, quantity: -quantity });
    missing -= quantity;
  }
  if (missing > 0) return { available: balances.reduce((sum, balance) => sum + balance.onHand, 0) };
  return { pieces };
}

/**
 * The pieces of a change of units in: the pieces another change took (`taken`: a transfer keeps
 * the lot and serial identity), or one piece per serial number, or one piece; at the change's
 * location, else the warehouse's default location.
 */
async function inboundPieces(tx: Db, change: StockChange, taken: repo.Piece[] | undefined): Promise<repo.Piece[]> {
  const locationId = change.locationId ?? (await repo.defaultLocationId(tx, change.warehouseId));
  if (taken) return taken.map((piece) => ({ ...piece, locationId, quantity: -piece.quantity }));
  const lotId = change.lotId ?? null;
  if (change.serialNumbers) return change.serialNumbers.map((serialNumber) => ({ locationId, lotId, serialNumber, quantity: 1 }));
  return [{ locationId, lotId, serialNumber: null, quantity: change.onHandDelta }];
}

/**
 * Ledger rows of one change: one per piece, each with the level's on hand after it, counting up
 * from `onHandBefore` (so a level's movements by sequence chain onHandAfter, decision 0013).
 */
function ledgerRows(change: StockChange, pieces: repo.Piece[], onHandBefore: number, actorId: string) {
  let after = onHandBefore;
  return pieces.map((piece) => ({
    productId: change.productId,
    warehouseId: change.warehouseId,
    locationId: piece.locationId,
    lotId: piece.lotId,
    serialNumber: piece.serialNumber,
    type: change.type!,
    quantity: piece.quantity,
    onHandAfter: (after += piece.quantity),
    unitCost: change.unitCost ?? null,
    reason: change.reason ?? change.type!,
    referenceType: change.reference?.type ?? null,
    referenceId: change.reference?.id ?? null,
    note: change.note ?? null,
    createdBy: actorId,
  }));
}

/**
 * Applies `changes` inside `tx` (the caller's transaction): levels first, each a guarded update,
 * locked in (warehouse, product) order so concurrent multi-line writes cannot deadlock; then, under
 * those locks, the stock balances of each change's grains (decision 0015): units out are picked first
 * expiry first out, then units in are placed (a change with `receives` gets the very units another
 * change took); then one movement per grain moved, carrying the level's on hand after it. Returns
 * per change, in the order of `changes`, its movements (none for pure reservation changes) and the
 * level right after it (as the level update returned it: no re-read), and publishes a stock.changed event per change of on hand or reserved (decision 0017), with the level after it.
 * Throws INSUFFICIENT_STOCK "Insufficient stock" with `details` listing every short line
 * (at warehouse level, or at the location, lot or serials a line names), CONFLICT "Stock
 * level would exceed the maximum" when on hand would pass the integer range, CONFLICT
 * "Serial number already in stock"; the caller's transaction must then roll back (nothing is written).
 */
export async function applyStockChanges(tx: Db, changes: StockChange[], actorId: string): Promise<{ movements: Movement[][]; levels: Level[] }> {
  const order = changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => a.change.warehouseId.localeCompare(b.change.warehouseId) || a.change.productId.localeCompare(b.change.productId));
  const after = new Map<number, repo.LevelRow>();
  const shortages: Shortage[] = [];
  const shortage = (change: StockChange, available: number) =>
    shortages.push({ productId: change.productId, warehouseId: change.warehouseId, requested: Math.abs(change.onHandDelta || change.reservedDelta), available });
  for (const { change, index } of order) {
    const balance = await repo.changeLevel(tx, change).catch((error: unknown) => {
      if (outOfRange(error)) throw new AppError('CONFLICT', 'Stock level would exceed the maximum', [{ productId: change.productId, warehouseId: change.warehouseId }]);
      throw error;
    });
    if (balance) after.set(index, balance);
    else shortage(change, (await repo.findLevel(tx, change.productId, change.warehouseId))?.available ?? 0);
  }
  if (shortages.length) throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', shortages);

  // Every level this touches is locked now, so the balances can be written in any order: out first.
  const piecesByChange = new Map<number, repo.Piece[]>();
  for (const { change, index } of order.filter(({ change }) => change.onHandDelta < 0)) {
    const picked = await pickPieces(tx, change);
    if ('pieces' in picked) piecesByChange.set(index, picked.pieces);
    else shortage(change, picked.available);
  }
  if (shortages.length) throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', shortages);
  const inbound: Inbound[] = [];
  for (const { change, index } of order.filter(({ change }) => change.onHandDelta > 0)) {
    const pieces = await inboundPieces(tx, change, change.receives === undefined ? undefined : piecesByChange.get(change.receives));
    inbound.push({ productId: change.productId, warehouseId: change.warehouseId, pieces });
    piecesByChange.set(index, pieces);
  }

  const rows = changes.flatMap((change, index) =>
    ledgerRows(change, piecesByChange.get(index) ?? [], after.get(index)!.onHand - change.onHandDelta, actorId).map((row) => ({ index, row })),
  );
  const result: Movement[][] = changes.map(() => []);
  await writeLedger(tx, inbound, rows.map(({ row }) => row), (inserted) => {
    rows.forEach(({ index }, i) => result[index]!.push(toMovement(inserted[i]!)));
    return changes.flatMap((change, index) => {
      if (change.onHandDelta === 0 && change.reservedDelta === 0) return [];
      const { onHand, reserved } = after.get(index)!;
      const data = { productId: change.productId, warehouseId: change.warehouseId, onHand, reserved, available: onHand - reserved, movements: result[index]! };
      return [{ type: 'stock.changed' as const, subject: change.productId, data }];
    });
  });
  return { movements: result, levels: changes.map((_, index) => toLevel(after.get(index)!)) };
}

/** Units coming into the balances of one level (its row locked by the caller). */
interface Inbound {
  productId: string;
  warehouseId: string;
  pieces: repo.Piece[];
}

/**
 * The writes of a stock change once its levels are locked and its outbound units picked: the
 * balances of the units in (`inbound`) and the ledger `rows`, then the rows' daily summary and the
 * events `eventsOf` makes of the stored rows. Each pair depends only on what came before it, so it
 * is sent at once: PostgreSQL (postgres.js) pipelines a transaction's concurrent statements, two
 * round trips where there were four. The balances go first, and their error is the one thrown (a
 * refused serial is CONFLICT, not the aborted ledger insert behind it). Returns the stored rows.
 */
async function writeLedger(tx: Db, inbound: Inbound[], rows: Parameters<typeof repo.insertMovements>[1], eventsOf: (inserted: repo.MovementRow[]) => NewEvent[]): Promise<repo.MovementRow[]> {
  const [, inserted] = await allInOrder([
    allInOrder(inbound.map(({ productId, warehouseId, pieces }) => placePieces(tx, productId, warehouseId, pieces))),
    repo.insertMovements(tx, rows),
  ]);
  await Promise.all([repo.addToDailySummary(tx, inserted), publishEvents(tx, eventsOf(inserted))]);
  return inserted;
}

/**
 * The one-time conversion of receipts posted in a purchase order's currency before its rate was
 * fixed (decision 0016): see repo.convertReceiptCosts. Returns the ids of the products affected.
 */
export const convertReceiptCosts = (tx: Db, orderIds: string[], rate: number): Promise<string[]> => repo.convertReceiptCosts(tx, orderIds, rate);

/**
 * POST /api/inventory/relocations (decision 0015): moves units of one product between two locations of
 * one warehouse (putaway, replenishment, consolidation): picked from the source first expiry first
 * out within the lot or serials named, placed with the same lot and serial identity at the
 * destination, as a relocation_out and relocation_in pair per grain. On hand, reserved and
 * available at warehouse level do not change. Honours Idempotency-Key.
 * Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR for an
 * unknown product, warehouse or location, an inactive destination, or grain fields the product's
 * tracking refuses; INSUFFICIENT_STOCK when the source does not hold the units (nothing moved).
 */
export function relocateStock(db: Db, input: RelocationInput, actor: Actor, idempotency?: IdempotencyKey): Promise<Relocation> {
  return idempotent(db, { userId: actor.id, idempotency, operation: 'inventory.relocation', input }, async (tx) => {
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    const [product] = await requireProducts(tx, [input.productId], () => 'productId');
    await requireLocation(tx, input.warehouseId, input.toLocationId, 'toLocationId', true);
    const grain = await outboundGrain(
      tx,
      product!,
      input.warehouseId,
      input.quantity,
      { locationId: input.fromLocationId, lotId: input.lotId, serialNumbers: input.serialNumbers },
      (name) => (name === 'locationId' ? 'fromLocationId' : name),
      actor,
      false,
    );
    const level = await repo.lockLevel(tx, input.productId, input.warehouseId);
    const out: StockChange = { productId: input.productId, warehouseId: input.warehouseId, onHandDelta: -input.quantity, reservedDelta: 0, type: 'relocation_out', reason: 'Relocation', note: input.note, unitCost: product!.costPrice, ...grain };
    const picked = await pickPieces(tx, out);
    if ('available' in picked) {
      throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', [{ productId: input.productId, warehouseId: input.warehouseId, requested: input.quantity, available: picked.available }]);
    }
    const into: StockChange = { ...out, onHandDelta: input.quantity, type: 'relocation_in', locationId: input.toLocationId };
    const placed = await inboundPieces(tx, into, picked.pieces);
    const rows = [...ledgerRows(out, picked.pieces, level.onHand, actor.id), ...ledgerRows(into, placed, level.onHand - input.quantity, actor.id)];
    // On hand does not change, so nothing other systems integrate on happened (no event).
    const movements = (await writeLedger(tx, [{ productId: input.productId, warehouseId: input.warehouseId, pieces: placed }], rows, () => [])).map(toMovement);
    return { movements, level: await levelOf(tx, input.productId, input.warehouseId) };
  });
}

/** The id of the warehouse's DEFAULT location (decision 0015), where units go when a request names no location. */
export function defaultLocationId(db: Db, warehouseId: string): Promise<string> {
  return repo.defaultLocationId(db, warehouseId);
}

/**
 * The stock movements of documents of one type summed per document, product and grain (see
 * repo.grainsOfReference), quantities as units moved (positive); `movedAt`: only those of the
 * transaction that started then (one shipment's).
 */
export async function grainsMovedBy(db: Db, referenceType: string, referenceIds: string[], movedAt?: Date) {
  if (!referenceIds.length) return [];
  const rows = await repo.grainsOfReference(db, referenceType, referenceIds, movedAt);
  return rows.map((row) => ({ ...row, quantity: Math.abs(row.quantity) }));
}

/** Units of a product to take out of a warehouse, as a shipment naming no grain would. */
export interface PickRequest {
  productId: string;
  warehouseId: string;
  quantity: number;
}

/** Where the units of a PickRequest would come from: pieces per location, lot and serial, and the units no stock covers. */
export interface PickProposal {
  pieces: { locationId: string; locationCode: string; locationName: string | null; lotId: string | null; lotNumber: string | null; expiryDate: string | null; serialNumber: string | null; quantity: number }[];
  short: number;
}

/**
 * The pick list's proposal (decision 0019): for each request, in order, the pieces a sellable shipment
 * naming no grain would take now, as applyStockChanges picks them (first expiry first out, expired
 * lots left out, then the oldest lot and the oldest balance); requests for the same product and
 * warehouse take one after another from the same balances. A read: nothing is reserved or locked.
 */
export async function proposePicks(db: Db, requests: PickRequest[]): Promise<PickProposal[]> {
  if (!requests.length) return [];
  const rows = await repo.freshBalancesOf(db, [...new Set(requests.map((r) => r.productId))], [...new Set(requests.map((r) => r.warehouseId))], todayUtc());
  const balances = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.productId}/${row.warehouseId}`;
    balances.set(key, [...(balances.get(key) ?? []), { ...row }]);
  }
  return requests.map((request) => {
    const pieces: PickProposal['pieces'] = [];
    let missing = request.quantity;
    for (const balance of balances.get(`${request.productId}/${request.warehouseId}`) ?? []) {
      if (missing === 0) break;
      const quantity = Math.min(balance.onHand, missing);
      if (quantity === 0) continue;
      balance.onHand -= quantity;
      missing -= quantity;
      const { productId: _, warehouseId: __, onHand: ___, ...grain } = balance;
      pieces.push({ ...grain, quantity });
    }
    return { pieces, short: missing };
  });
}

/**
 * The products with these ids, in their order. Throws VALIDATION_ERROR naming `fieldOf(i)`
 * ("Product not found") for each unknown id, and "Product is inactive" when `activeOnly`.
 */
export async function requireProducts(tx: Db, ids: string[], fieldOf: (index: number) => string, activeOnly = false) {
  const found = new Map((await repo.findProducts(tx, [...new Set(ids)])).map((p) => [p.id, p]));
  const details: Record<string, string[]> = {};
  ids.forEach((id, i) => {
    const product = found.get(id);
    if (!product) details[fieldOf(i)] = ['Product not found'];
    else if (activeOnly && !product.isActive) details[fieldOf(i)] = ['Product is inactive'];
  });
  if (Object.keys(details).length) throw AppError.validation('Invalid request data', details);
  return ids.map((id) => found.get(id)!);
}

async function levelOf(tx: Db, productId: string, warehouseId: string): Promise<Level> {
  return toLevel((await repo.findLevel(tx, productId, warehouseId))!);
}

/**
 * POST /api/inventory/movements: a manual receipt (`in` → manual_in) or issue (`out` →
 * manual_out) at the product's cost price, at the grain the input names (decision 0015: location, lot,
 * serials; an issue picks first expiry first out and never an expired lot it does not name).
 * Returns the first movement, every movement, and the level after them.
 * Throws FORBIDDEN for another warehouse of a bound actor; VALIDATION_ERROR for an
 * unknown product, an unknown or inactive warehouse, or grain fields the product's tracking
 * refuses (tracking.ts); INSUFFICIENT_STOCK when `out` exceeds available (nothing written);
 * CONFLICT for a serial already in stock or an expired lot; IDEMPOTENCY_CONFLICT for a reused key.
 */
export function recordMovement(db: Db, input: MovementInput, actor: Actor, idempotency?: IdempotencyKey) {
  return idempotent(db, { userId: actor.id, idempotency, operation: 'inventory.movement', input }, async (tx) => {
    // Two independent reads, sent together (postgres.js pipelines them on the transaction's connection).
    const [, [product]] = await Promise.all([requireActiveWarehouse(tx, input.warehouseId, actor), requireProducts(tx, [input.productId], () => 'productId')]);
    const field = (name: string) => name;
    const grain =
      input.type === 'in'
        ? await inboundGrain(tx, product!, input.warehouseId, input.quantity, input, field)
        : await outboundGrain(tx, product!, input.warehouseId, input.quantity, input, field, actor, true);
    const {
      movements: [movements],
      levels: [level],
    } = await applyStockChanges(
      tx,
      [
        {
          productId: input.productId,
          warehouseId: input.warehouseId,
          onHandDelta: input.type === 'in' ? input.quantity : -input.quantity,
          reservedDelta: 0,
          type: input.type === 'in' ? 'manual_in' : 'manual_out',
          reason: input.reason,
          reference: input.reference,
          note: input.note,
          unitCost: product!.costPrice,
          sellable: input.type === 'out',
          ...grain,
        },
      ],
      actor.id,
    );
    return { movement: movements![0]!, movements: movements!, level: level! };
  });
}

/**
 * POST /api/inventory/adjustments: a signed `quantity` delta, or a `countedQuantity` that sets on
 * hand to the count (the delta is computed under a row lock). A count equal to on hand writes no
 * movement (`movement: null`). Units found go to the location, lot and serials named (as a
 * receipt's, decision 0015); units lost come from them, first expiry first out, expired lots included.
 * Errors as recordMovement; INSUFFICIENT_STOCK when on hand would fall below reserved.
 */
export function adjustStock(db: Db, input: AdjustmentInput, actor: Actor, idempotency?: IdempotencyKey) {
  return idempotent(db, { userId: actor.id, idempotency, operation: 'inventory.adjustment', input }, async (tx) => {
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    const [product] = await requireProducts(tx, [input.productId], () => 'productId');
    let delta = input.quantity ?? 0;
    if (input.countedQuantity !== undefined) {
      const level = await repo.lockLevel(tx, input.productId, input.warehouseId);
      delta = input.countedQuantity - level.onHand;
      if (delta === 0) return { movement: null, movements: [], level: await levelOf(tx, input.productId, input.warehouseId) };
    }
    const field = (name: string) => name;
    const grain =
      delta > 0
        ? await inboundGrain(tx, product!, input.warehouseId, delta, input, field)
        : await outboundGrain(tx, product!, input.warehouseId, -delta, input, field, actor, false);
    const {
      movements: [movements],
      levels: [level],
    } = await applyStockChanges(
      tx,
      [
        {
          productId: input.productId,
          warehouseId: input.warehouseId,
          onHandDelta: delta,
          reservedDelta: 0,
          type: 'adjustment',
          reason: input.reason,
          note: input.note,
          unitCost: product!.costPrice,
          ...grain,
        },
      ],
      actor.id,
    );
    return { movement: movements![0] ?? null, movements: movements!, level: level! };
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
      const changes = chunk.map((line, j) => ({
        productId: line.productId,
        warehouseId: line.warehouseId,
        onHandDelta: line.quantity,
        reservedDelta: 0,
        type: line.quantity > 0 ? ('manual_in' as const) : ('manual_out' as const),
        reason,
        unitCost: found[j]!.costPrice,
      }));
      await applyStockChanges(tx, changes, actor.id);
    });
  }
}

/** The level filter of a list or export query in `warehouseId` (the one the actor may see). */
function levelFilterOf(query: Omit<LevelExportQuery, 'format'>, warehouseId: string | undefined): repo.LevelFilter {
  return { warehouseId, productId: query.productId, categoryId: query.categoryId, search: query.search || undefined, lowStock: query.lowStock === 'true' };
}

/**
 * GET /api/inventory: levels by SKU then warehouse code with the filters of LevelListQuery, one
 * page (`limit` ≤ 100) with the exact total; a bound actor sees its warehouse only (another
 * warehouse it names gives an empty page). Units are whole numbers, updatedAt ISO 8601.
 * Exact without reading the page or counting on every request (decision 0018): which levels a page
 * holds, in which order, with their product and warehouse fields, and each filter's total are read
 * once per stock list version and reused from `cache` while that version is current (a level
 * created or deleted, a product's SKU, name, category or stock limits or a warehouse's code
 * changed bump it, migration 0024); each request reads the version and the page's units (on hand,
 * reserved, in transit, updatedAt) in one statement through `cache.pipeline`, so stock movements
 * never touch the version. lowStock=true depends on units and is read in full every time.
 * Throws nothing of its own (a denied warehouse is an empty page).
 */
export async function listLevels(db: Db, cache: ListCache, query: LevelListQuery, actor: Actor): Promise<Page<Level>> {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const filter = levelFilterOf(query, warehouseId);
  const count = () => repo.countLevels(db, filter);
  if (filter.lowStock) {
    const [{ rows }, { total }] = await Promise.all([repo.listLevels(db, filter, page), count()]);
    return pageResult(rows.map(toLevel), page, total);
  }
  const filterKey = JSON.stringify(filter);
  const pageKey = JSON.stringify([filter, page.limit, page.offset]);

  const cached = cache.page<ListedLevel>(pageKey);
  if (cached) {
    const { version, stock } = await repo.readLevelListVersionAndStock(cache.pipeline, cached.rows);
    if (version === cached.version) {
      const items: Level[] = [];
      for (const listed of cached.rows) {
        const units = stock.get(`${listed.productId} ${listed.warehouseId}`);
        if (!units) break; // cannot happen at the same version (a deletion bumps it); read afresh below
        items.push(levelFrom(listed, units));
      }
      if (items.length === cached.rows.length) return pageResult(items, page, (await cache.totalOf(filterKey, version, count)).total);
    }
  }

  const { rows, version } = await repo.listLevels(db, filter, page);
  const counted = await cache.totalOf(filterKey, version, count);
  cache.setPageOf(pageKey, rows.map(listedOf), version, counted, page.offset);
  return pageResult(rows.map(toLevel), page, counted.total);
}

/** Levels read per page of an export. */
const EXPORT_PAGE = 1000;

/**
 * GET /api/inventory/export (decision 0017): the levels GET /api/inventory lists for `query`'s filters
 * (a bound actor: its warehouse's only; another warehouse it names gives a file with the header
 * only, as the list gives an empty page), as CSV text in levelCsvColumns, by SKU then warehouse
 * code; units as whole numbers, updatedAt ISO 8601. Read in keyset pages of 1,000 as the stream is
 * consumed (constant memory); each page is read at its own moment. A failing read destroys the stream.
 */
export function exportLevels(db: Db, query: LevelExportQuery, actor: Actor): Readable {
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  async function* pages() {
    if (warehouseId === false) return;
    const filter = levelFilterOf(query, warehouseId);
    let after: { sku: string; warehouseCode: string } | undefined;
    for (;;) {
      const rows = await repo.exportLevelsPage(db, filter, after, EXPORT_PAGE);
      if (rows.length) yield rows.map(toLevel);
      if (rows.length < EXPORT_PAGE) return;
      after = rows.at(-1)!;
    }
  }
  return csvStream(levelCsvColumns, pages());
}

/** Thrown inside a dry run's transaction to roll it back, carrying what it would have done. */
class DryRun {
  constructor(readonly result: InventoryImportResult) {}
}

/** The import's column of a field the grain checks name (tracking.ts). */
const columnOf: Record<string, string> = { locationId: 'locationCode', lotId: 'lotNumber', lotNumber: 'lotNumber', serialNumbers: 'serialNumber', expiryDate: 'expiryDate' };
const column = (field: string) => columnOf[field] ?? field;

/**
 * POST /api/inventory/import (decision 0017): opening balances and stock counts from CSV `text` with
 * the columns of inventoryCsvColumns (sku, warehouseCode and quantity required). Each row is a
 * count: the units on hand of its grain (the product in the warehouse, at the location, default
 * the warehouse's DEFAULT location, of the lot, of the serial number) become `quantity`, and the
 * difference is posted as `adjustment` movements with reason `count` at the product's cost price,
 * exactly as a counted adjustment (POST /api/inventory/adjustments with countedQuantity) posts it,
 * through applyStockChanges; grains the file does not name keep their stock. A lot-tracked
 * product's row names its lot (a new lot number creates the lot, expiryDate giving its expiry date,
 * else today + the product's shelf life); a serial-tracked product's row names one serial number
 * with quantity 0 (not here) or 1 (here), and its lot when the unit has one.
 * Every row is checked first (unknown SKU, warehouse or location code, an inactive warehouse, lot
 * or serial fields the product's tracking refuses, a grain named twice, an inactive location for
 * units in, a lot known with another expiry date); any failing row answers the per-row report with
 * nothing written. Then all rows are applied in one transaction. With `dryRun` the whole import
 * runs in its transaction and is rolled back, so the counts are exactly what it would do.
 * Returns the counts. Throws VALIDATION_ERROR "Invalid CSV data…" with the per-row report
 * (csv.ts); FORBIDDEN for a warehouse a bound actor may not use; INSUFFICIENT_STOCK when
 * a count would take a level below its reservations; CONFLICT for a serial number counted
 * here while in stock elsewhere (count it 0 there in the same file to move it).
 */
export async function importInventoryCsv(db: Db, text: string, options: { dryRun: boolean }, actor: Actor): Promise<InventoryImportResult> {
  const errors = new RowErrors();
  const { records } = readCsv(text, { known: inventoryCsvColumns, required: ['sku', 'warehouseCode', 'quantity'] }, errors);
  const lines: { row: number; line: InventoryImportRow }[] = [];
  for (const { row, cells } of records) {
    const cell = (name: string) => (cells[name] === undefined ? undefined : cellValue(cells[name], 'text', undefined));
    const parsed = inventoryImportRowSchema.safeParse({
      sku: cell('sku'),
      warehouseCode: cell('warehouseCode'),
      locationCode: cell('locationCode'),
      lotNumber: cell('lotNumber'),
      expiryDate: cell('expiryDate'),
      serialNumber: cell('serialNumber'),
      quantity: cellValue(cells.quantity!, 'number', undefined),
    });
    if (parsed.success) lines.push({ row, line: parsed.data });
    else errors.addZod(row, parsed.error);
  }
  try {
    return await db.transaction(async (tx) => {
      const products = new Map((await repo.findProductsBySku(tx, [...new Set(lines.map(({ line }) => line.sku))])).map((product) => [product.sku, product]));
      const warehouses = new Map<string, string | FieldErrors>();
      for (const code of new Set(lines.map(({ line }) => line.warehouseCode))) {
        const found = await findWarehouse(tx, code);
        if (!found) warehouses.set(code, { warehouseCode: ['Warehouse not found'] });
        else warehouses.set(code, await requireActiveWarehouse(tx, found.id, actor, 'warehouseCode').then((w) => w.id, fieldErrorsOrThrow));
      }
      const locations = new Map<string, string | undefined>();
      const located: { row: number; line: InventoryImportRow; product: { id: string; tracking: Tracking; shelfLifeDays: number | null; costPrice: number }; warehouseId: string; locationId: string }[] = [];
      for (const { row, line } of lines) {
        const product = products.get(line.sku);
        const warehouse = warehouses.get(line.warehouseCode)!;
        if (!product) errors.add(row, 'sku', 'Product not found');
        if (typeof warehouse !== 'string') errors.addFields(row, warehouse);
        if (!product || typeof warehouse !== 'string') continue;
        const key = `${warehouse} ${line.locationCode ?? ''}`;
        if (!locations.has(key)) locations.set(key, line.locationCode === undefined ? await defaultLocationId(tx, warehouse) : await findLocationId(tx, warehouse, line.locationCode));
        const locationId = locations.get(key);
        if (!locationId) errors.add(row, 'locationCode', 'Location not found');
        else located.push({ row, line, product, warehouseId: warehouse, locationId });
      }

      // The levels counted, locked in applyStockChanges' order before their grains are read.
      const levels = [...new Set(located.map(({ warehouseId, product }) => `${warehouseId} ${product.id}`))].sort();
      for (const level of levels) await repo.lockLevel(tx, level.split(' ')[1]!, level.split(' ')[0]!);

      const changes: StockChange[] = [];
      const firstRowOf = new Map<string, number>();
      for (const { row, line, product, warehouseId, locationId } of located) {
        const grainKey = [product.id, warehouseId, locationId, line.lotNumber ?? '', line.serialNumber ?? ''].join(' ');
        const first = firstRowOf.get(grainKey);
        if (first !== undefined) {
          errors.add(row, '_', `Row counts the same product, warehouse, location, lot and serial number as row ${first}`);
          continue;
        }
        firstRowOf.set(grainKey, row);
        const serialNumbers = line.serialNumber === undefined ? undefined : [line.serialNumber];
        try {
          checkTrackingFields(product, { lotNumber: line.lotNumber, serialNumbers }, column);
          if (product.tracking === 'lot' && line.lotNumber === undefined) errors.add(row, 'lotNumber', 'Lot number is required for a lot-tracked product');
          if (product.tracking === 'serial' && line.serialNumber === undefined) errors.add(row, 'serialNumber', 'Serial number is required for a serial-tracked product');
          if (line.serialNumber !== undefined && line.quantity > 1) errors.add(row, 'quantity', 'A serial number is counted as 0 or 1');
          if (errors.has(row)) continue;
          const lot = line.lotNumber === undefined ? undefined : await repo.findLot(tx, product.id, { lotNumber: line.lotNumber });
          const onHand = await repo.grainOnHand(tx, product.id, warehouseId, { locationId, lotId: lot?.id ?? null, serialNumber: line.serialNumber ?? null });
          const delta = line.quantity - onHand;
          if (delta === 0) continue;
          const grain =
            delta > 0
              ? await inboundGrain(tx, product, warehouseId, delta, { locationId, lotNumber: line.lotNumber, expiryDate: line.expiryDate, serialNumbers }, column)
              : await outboundGrain(tx, product, warehouseId, -delta, { locationId, lotId: lot?.id, serialNumbers }, column, actor, false);
          changes.push({ productId: product.id, warehouseId, onHandDelta: delta, reservedDelta: 0, type: 'adjustment', reason: 'count', note: 'CSV import', unitCost: product.costPrice, ...grain, locationId });
        } catch (error) {
          if (!(error instanceof AppError) || (error.code !== 'VALIDATION_ERROR' && error.code !== 'CONFLICT')) throw error;
          if (error.code === 'CONFLICT') errors.add(row, 'expiryDate', error.message);
          else errors.addFields(row, error.details as FieldErrors);
        }
      }
      errors.throwIfAny();
      const movements = changes.length ? (await applyStockChanges(tx, changes, actor.id)).movements : [];
      const result = { dryRun: options.dryRun, rows: records.length, changed: changes.length, unchanged: records.length - changes.length, movements: movements.reduce((sum, written) => sum + written.length, 0) };
      if (options.dryRun) throw new DryRun(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}

/** The field errors of a VALIDATION_ERROR (to report on a row); any other error is thrown. */
function fieldErrorsOrThrow(error: unknown): FieldErrors {
  if (error instanceof AppError && error.code === 'VALIDATION_ERROR') return error.details as FieldErrors;
  throw error;
}

/** An ISO date (YYYY-MM-DD) as a bound: the day's first instant, or with `endOfDay` its last. */
function dateBound(value: string | undefined, endOfDay = false): Date | undefined {
  if (!value) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`) : new Date(value);
}

/**
 * GET /api/inventory/movements: the ledger, newest first by sequence (commit order, decision 0013), each
 * movement with its product's SKU and name and its warehouse's code; a bound actor sees its
 * warehouse only.
 */
export async function listMovements(db: Db, query: MovementListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listMovements(
    db,
    { productId: query.productId, warehouseId, type: query.type, from: dateBound(query.from), to: dateBound(query.to, true) },
    page,
  );
  return pageResult(rows.map(({ movement, ...names }) => ({ ...toMovement(movement), ...names })), page, total);
}

/** GET /api/inventory/movements/{id}: one ledger entry with its names. Throws NOT_FOUND, also for another warehouse of a bound actor. */
export async function getMovement(db: Db, id: string, actor: Actor): Promise<MovementListItem> {
  const row = await repo.findMovement(db, id);
  if (!row || (actor.warehouseId && row.movement.warehouseId !== actor.warehouseId)) throw AppError.notFound('Stock movement');
  const { movement, ...names } = row;
  return { ...toMovement(movement), ...names };
}

/** GET /api/inventory/low-stock: levels with available ≤ minimum, most urgent first. */
export async function listLowStock(db: Db, query: LowStockQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listLowStock(db, warehouseId, page);
  return pageResult(rows.map((row) => ({ ...toLevel(row), shortfall: row.shortfall, suggestedOrderQuantity: row.suggestedOrderQuantity })), page, total);
}

const DAY_MS = 86_400_000;

/**
 * Stock on hand valued now at current cost and selling prices (currency units, summed exactly in
 * SQL): totals, per warehouse and per category; over one warehouse when `warehouseId` is given.
 */
export async function stockValuation(db: Db, warehouseId: string | undefined) {
  const value = await repo.valuation(db, warehouseId);
  const money = <T extends { costValue: string; retailValue: string }>(row: T) => ({ ...row, costValue: Number(row.costValue), retailValue: Number(row.retailValue) });
  return {
    totalUnits: value.totals.units,
    totalCostValue: Number(value.totals.costValue),
    totalRetailValue: Number(value.totals.retailValue),
    inTransitUnits: value.totals.inTransitUnits,
    inTransitCostValue: Number(value.totals.inTransitCostValue),
    byWarehouse: value.byWarehouse.map(money),
    byCategory: value.byCategory.map(money),
  };
}

/** Levels of active products that are low (available ≤ minimum) or out of stock (nothing available). */
export function stockAlerts(db: Db, warehouseId: string | undefined): Promise<{ lowStockCount: number; outOfStockCount: number }> {
  return repo.stockAlertCounts(db, warehouseId);
}

/** Products with stock on hand and no outbound movement in the last 90 days, largest value at cost first (at most 100). */
export async function deadStock(db: Db, warehouseId: string | undefined) {
  const rows = await repo.deadStock(db, warehouseId, new Date(Date.now() - 90 * DAY_MS));
  return rows.map((row) => ({ ...row, costValue: Number(row.costValue) }));
}

export async function inventoryAnalytics(db: Db, query: AnalyticsQuery, actor: Actor): Promise<InventoryAnalytics> {
  const to = dateBound(query.to, true) ?? new Date();
  const from = dateBound(query.from) ?? new Date(to.getTime() - 30 * DAY_MS);
  if (to < from) throw AppError.validation('Invalid request data', { to: ['to must not precede from'] });
  if (query.warehouseId) assertWarehouseAccess(actor, query.warehouseId);
  const warehouseId = actor.warehouseId ?? query.warehouseId;
  const [valuation, movements, alerts, dead] = await Promise.all([
    stockValuation(db, warehouseId),
    repo.movementSummary(db, warehouseId, from, to),
    stockAlerts(db, warehouseId),
    deadStock(db, warehouseId),
  ]);
  return { from: from.toISOString(), to: to.toISOString(), valuation, movements, ...alerts, deadStock: dead };
}

/**
 * GET /api/inventory/balances: stock at the finest grain (decision 0015), filtered by product,
 * warehouse, location, lot and expiry; a bound actor sees its warehouse only. `available` is 0 for
 * an expired lot (never picked unless named); reservations stay per warehouse.
 */
export async function listBalances(db: Db, query: BalanceListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listBalances(db, { ...query, warehouseId }, page);
  const today = todayUtc();
  const balances: Balance[] = rows.map((row) => ({ ...row, reserved: 0, available: row.expiryDate !== null && row.expiryDate < today ? 0 : row.onHand }));
  return pageResult(balances, page, total);
}

/**
 * GET /api/products/{id}/lots: the product's lots, soonest expiry first, with units on hand per
 * warehouse (a bound actor: its warehouse only). Throws NOT_FOUND for an unknown product;
 * FORBIDDEN for another warehouse of a bound actor.
 */
export async function listLots(db: Db, productId: string, warehouseId: string | undefined, actor: Actor): Promise<Lot[]> {
  if (warehouseId) assertWarehouseAccess(actor, warehouseId);
  if (!(await repo.findProducts(db, [productId])).length) throw AppError.notFound('Product');
  const today = todayUtc();
  const rows = await repo.lotsWithStock(db, productId, actor.warehouseId ?? warehouseId);
  return rows.map((lot) => ({
    ...lot,
    expired: lot.expiryDate !== null && lot.expiryDate < today,
    onHand: lot.warehouses.reduce((sum, row) => sum + row.onHand, 0),
    createdAt: lot.createdAt.toISOString(),
  }));
}

/**
 * GET /api/inventory/expiring: lots with stock expiring within `days` of today (UTC), and those
 * already expired (flagged), soonest first, with units and value at cost (currency units); a
 * bound actor sees its warehouse only (FORBIDDEN for another it names).
 */
export async function listExpiring(db: Db, query: ExpiringQuery, actor: Actor): Promise<Expiring> {
  if (query.warehouseId) assertWarehouseAccess(actor, query.warehouseId);
  const warehouseId = actor.warehouseId ?? query.warehouseId;
  const today = todayUtc();
  const until = daysFrom(today, query.days);
  const [rows, totals] = await Promise.all([repo.expiringLots(db, until, warehouseId), repo.expiringTotals(db, until, warehouseId)]);
  return {
    until,
    units: totals.units,
    costValue: Number(totals.costValue),
    lots: rows.map((row) => ({ ...row, expired: row.expiryDate < today, costValue: Number(row.costValue) })),
  };
}

/**
 * Units and value at cost (currency units) of lots with stock expiring within `days` of today
 * (UTC), those already expired included, and of the expired ones alone (the dashboard, decision 0015).
 */
export async function expiringStock(db: Db, warehouseId: string | undefined, days: number) {
  const today = todayUtc();
  const [within, expired] = await Promise.all([repo.expiringTotals(db, daysFrom(today, days), warehouseId), repo.expiringTotals(db, daysFrom(today, -1), warehouseId)]);
  return { days, units: within.units, costValue: Number(within.costValue), expiredUnits: expired.units, expiredCostValue: Number(expired.costValue) };
}

const INBOUND_TYPES = new Set<MovementType>(['receipt', 'manual_in']);

/**
 * GET /api/inventory/trace: every movement of one lot (by `lotNumber`) or one serial number of a
 * product, oldest first, each with its document (purchase order and supplier, sales order and
 * customer, transfer) and totals received, shipped and on hand (decision 0015: a recall in one
 * request). A bound actor sees its warehouse's movements only. Throws NOT_FOUND for an
 * unknown product or lot, or a serial number never moved.
 */
export async function trace(db: Db, query: TraceQuery, actor: Actor): Promise<Trace> {
  const [product] = await repo.findProducts(db, [query.productId]);
  if (!product) throw AppError.notFound('Product');
  const lot = query.lotNumber !== undefined ? await repo.findLot(db, product.id, { lotNumber: query.lotNumber }) : undefined;
  if (query.lotNumber !== undefined && !lot) throw AppError.notFound('Lot');
  const rows = await repo.traceMovements(db, product.id, lot ? { lotId: lot.id } : { serialNumber: query.serialNumber! }, actor.warehouseId ?? undefined);
  if (!lot && !rows.length) throw AppError.notFound('Serial number');
  const movements = rows.map(({ movement, warehouseCode, locationCode, lotNumber, documentNumber, partyType, partyId, partyName }) => {
    const base = toMovement(movement);
    return {
      ...base,
      warehouseCode,
      locationCode,
      lotNumber,
      document: base.reference && { ...base.reference, number: documentNumber, party: partyType && partyId && partyName ? { type: partyType, id: partyId, name: partyName } : null },
    };
  });
  const sum = (keep: (m: Movement) => boolean) => movements.filter(keep).reduce((total, m) => total + m.quantity, 0);
  return {
    productId: product.id,
    sku: product.sku,
    lot: lot ? { id: lot.id, lotNumber: lot.lotNumber, expiryDate: lot.expiryDate } : null,
    serialNumber: lot ? null : query.serialNumber!,
    received: sum((m) => INBOUND_TYPES.has(m.type)),
    shipped: -sum((m) => m.type === 'shipment'),
    onHand: sum(() => true),
    movements,
  };
}
