/**
 * The stock ledger (decision 0003): every stock effect in Stockroom goes through applyStockChanges
 * (or applyRelocation, which moves units within one level), which changes levels with guarded
 * updates in a fixed lock order (warehouse, product), moves the balances of the grains
 * (decision 0015), appends the matching movements and publishes their events (decision 0017), all in
 * the caller's transaction. Quantities are whole units; costs are currency units.
 */
import type { Decimal } from 'decimal.js';
import { checkViolation, uniqueViolation, type Db, type MovementType, type Substitution } from '@stockroom/db';
import { AppError } from '../../errors.js';
import { lineTotal, Money, perUnit, spread } from '../../money.js';
import { publishEvents, type NewEvent } from '../../events/index.js';
import { allInOrder } from '../../prepared.js';
import type { Level, Movement } from '../inventory.schema.js';
import { deltasOf, type Inbound, type LevelDeltas, type Posting, type StockChange } from './ledger.changes.js';
import { stockChanged, toLevel, toMovement } from './ledger.records.js';
import { costingOf, costPricesFromLayers, openLayers, takeLayers, valueOfParts, type LayerPart } from './ledger.layers.js';
import * as repo from './ledger.repository.js';
import { allocateWaitingLines, freeUnitsAt, needsSettling, reallocate, settleOutbound, substitutionsOf, waitingLines, type Owner, type Settled, type WaitingLine } from '../allocation/allocation.service.js';
import { pickPieces, pickPiecesInOrder, type OutboundPick } from '../picking/picking.service.js';
import { replenishPickFaces, type TouchedLocation } from '../pick-faces/pick-faces.repository.js';

/** One line that stock did not cover, as reported in INSUFFICIENT_STOCK details. */
export interface Shortage {
  productId: string;
  warehouseId: string;
  requested: number;
  available: number;
}

/** True when the database refused a serial number already in stock (decision 0015; see stock_balances' constraints). */
function serialInStock(error: unknown): boolean {
  return uniqueViolation(error) === 'stock_balances_serial_unique' || checkViolation(error) === 'stock_balances_serial_single_unit';
}

/**
 * Adds the units of `inbound` to their balances: the levels receiving serials one by one, so that a
 * serial already in stock is CONFLICT naming its product and serials, the others in one statement.
 */
async function placePieces(tx: Db, inbound: InboundPieces[]): Promise<void> {
  const placed = (level: InboundPieces) => level.pieces.map((piece) => ({ ...piece, productId: level.productId, warehouseId: level.warehouseId }));
  const serialized = inbound.filter((level) => level.pieces.some((piece) => piece.serialNumber !== null));
  // One statement may not upsert a balance twice: pieces of one grain (two lines into one level) are summed.
  const others = new Map<string, repo.PlacedPiece>();
  for (const piece of inbound.filter((level) => !serialized.includes(level)).flatMap(placed)) {
    const grain = `${piece.productId} ${piece.warehouseId} ${piece.locationId} ${piece.lotId}`;
    const summed = others.get(grain);
    others.set(grain, summed ? { ...summed, quantity: summed.quantity + piece.quantity } : piece);
  }
  await allInOrder([
    ...(others.size ? [repo.addToBalances(tx, [...others.values()])] : []),
    ...serialized.map((level) =>
      repo.addToBalances(tx, placed(level)).catch((error: unknown) => {
        if (serialInStock(error)) throw new AppError('CONFLICT', 'Serial number already in stock', [{ productId: level.productId, serialNumbers: level.pieces.flatMap((p) => p.serialNumber ?? []) }]);
        throw error;
      }),
    ),
  ]);
}

/**
 * The pieces of units coming in: the pieces another change took (`taken`: a transfer keeps the
 * lot and serial identity), or one piece per serial number, or one piece; at the change's
 * location, else the warehouse's default location.
 */
async function inboundPieces(tx: Db, change: Pick<Inbound, 'warehouseId' | 'quantity' | 'locationId' | 'lotId' | 'serialNumbers'>, taken: repo.Piece[] | undefined): Promise<repo.Piece[]> {
  const locationId = change.locationId ?? (await repo.defaultLocationId(tx, change.warehouseId));
  if (taken) return taken.map((piece) => ({ ...piece, locationId, quantity: -piece.quantity }));
  const lotId = change.lotId ?? null;
  if (change.serialNumbers) return change.serialNumbers.map((serialNumber) => ({ locationId, lotId, serialNumber, quantity: 1 }));
  return [{ locationId, lotId, serialNumber: null, quantity: change.quantity }];
}

/**
 * Ledger rows of one posting of type `type`: one per piece, each with the level's on hand after
 * it, counting up from `onHandBefore` (so a level's movements by sequence chain onHandAfter, decision 0013),
 * valued by valueOf (`standard`: the product's standard cost, when it is costed at standard); a
 * posting's whole `value` is spread over its pieces by units.
 */
function ledgerRows(posting: Posting & Pick<Inbound, 'suggestedLocationId' | 'value'>, type: MovementType, pieces: repo.Piece[], onHandBefore: number, actorId: string, layered?: ReadonlyMap<repo.Piece, LayerPart[]>, standard?: number) {
  let after = onHandBefore;
  const given = posting.value === undefined ? undefined : spread(new Money(posting.value), pieces.map((piece) => new Money(piece.quantity)));
  // Only a receipt placed elsewhere than suggested, or a backdated entry, names the column: every other row keeps its statement's shape.
  const suggested = posting.suggestedLocationId ? { suggestedLocationId: posting.suggestedLocationId } : {};
  const backdated = posting.effectiveAt ? { effectiveAt: posting.effectiveAt } : {};
  return pieces.map((piece, k) => ({
    productId: posting.productId,
    warehouseId: posting.warehouseId,
    locationId: piece.locationId,
    lotId: piece.lotId,
    serialNumber: piece.serialNumber,
    type,
    quantity: piece.quantity,
    onHandAfter: (after += piece.quantity),
    ...valueOf(piece, type, posting.unitCost, layered?.get(piece) ?? given?.[k], standard),
    reason: posting.reason ?? type,
    referenceType: posting.reference?.type ?? null,
    referenceId: posting.reference?.id ?? null,
    note: posting.note ?? null,
    createdBy: actorId,
    ...suggested,
    ...backdated,
  }));
}

/**
 * A ledger row's unit cost and value (decision 0023 point 1): quantity × unit cost to the cent, or
 * the value of the FIFO layers' parts the piece took or brings (`given` parts), or the value `given`
 * whole, with its unit cost to 4 decimals for display; or, for a product at `standard` cost
 * (point 5), quantity × the standard, a receipt's or supplier return's difference from its purchase
 * `unitCost` being its purchase price variance (the key only present then, so other rows keep their
 * insert's shape).
 */
function valueOf(piece: repo.Piece, type: MovementType, unitCost: number | undefined, given: readonly LayerPart[] | Decimal | undefined, standard: number | undefined): { unitCost: number | null; value: number; purchasePriceVariance?: number } {
  if (given && (Array.isArray(given) || standard === undefined)) {
    const value = Array.isArray(given) ? valueOfParts(given) : (given as Decimal).toNumber();
    return { unitCost: perUnit(value, piece.quantity), value };
  }
  if (standard === undefined) return { unitCost: unitCost ?? null, value: lineTotal(piece.quantity, unitCost ?? 0) };
  const value = lineTotal(piece.quantity, standard);
  if ((type !== 'receipt' && type !== 'return_out') || unitCost === undefined) return { unitCost: standard, value };
  return { unitCost: standard, value, purchasePriceVariance: new Money(lineTotal(piece.quantity, unitCost)).minus(value).toNumber() };
}

/** A change with its place in the caller's list and its level deltas. */
interface Indexed {
  change: StockChange;
  index: number;
  deltas: LevelDeltas;
}

/** The units one change asked for, as a Shortage reports them. */
const requested = ({ change, deltas }: Indexed, available: number): Shortage => ({
  productId: change.productId,
  warehouseId: change.warehouseId,
  requested: Math.abs(deltas.onHand || deltas.reserved),
  available,
});

/**
 * Changes the level of each change, in `order` (the lock order), with guarded updates
 * (repo.changeLevels). Returns each level right after its change, by index. Throws
 * INSUFFICIENT_STOCK listing every short line; CONFLICT "Stock level would exceed the maximum"
 * naming the line that would take on hand or in transit past the integer range.
 */
async function changeLevels(tx: Db, order: Indexed[]): Promise<Map<number, repo.LevelRow>> {
  const levelChanges = order.map(({ change, deltas }) => ({ productId: change.productId, warehouseId: change.warehouseId, onHandDelta: deltas.onHand, reservedDelta: deltas.reserved, inTransitDelta: deltas.inTransit }));
  const balances = await repo.changeLevels(tx, levelChanges).catch((error: unknown) => {
    if (!(error instanceof repo.UnitsOutOfRange)) throw error;
    throw new AppError('CONFLICT', 'Stock level would exceed the maximum', [{ productId: error.change.productId, warehouseId: error.change.warehouseId }]);
  });
  const after = new Map<number, repo.LevelRow>();
  const shortages: Shortage[] = [];
  for (const [i, line] of order.entries()) {
    const balance = balances[i];
    if (balance) after.set(line.index, balance);
    else shortages.push(requested(line, (await repo.findLevel(tx, line.change.productId, line.change.warehouseId))?.available ?? 0));
  }
  if (shortages.length) throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', shortages);
  return after;
}

/**
 * The pieces each change moves, by index, its levels locked: units out first (those `settled`
 * already took, a shipment's allocated units; the rest picked first expiry first out from units not
 * allocated), then units in placed (a change with `receives` gets the very units another change
 * took). Also returns the units each change picked (not those settled). Throws INSUFFICIENT_STOCK
 * listing every line whose grain does not hold its units.
 */
async function movePieces(tx: Db, order: Indexed[], settled: Map<number, Settled>): Promise<{ piecesByChange: Map<number, repo.Piece[]>; picked: Map<number, repo.Piece[]>; inbound: InboundPieces[] }> {
  const piecesByChange = new Map<number, repo.Piece[]>();
  const pickedByChange = new Map<number, repo.Piece[]>();
  const shortages: Shortage[] = [];
  const outbound = order.flatMap((line) => {
    if (line.change.kind !== 'outbound' || line.deltas.onHand >= 0) return [];
    const taken = settled.get(line.index)?.taken ?? [];
    return [{ line, taken, pick: { ...line.change, quantity: line.change.quantity + taken.reduce((sum, piece) => sum + piece.quantity, 0) } }];
  });
  const picks = outbound.filter(({ pick }) => pick.quantity > 0);
  const picked = await pickPiecesInOrder(tx, picks.map(({ pick }) => pick));
  for (const [i, { line }] of picks.entries()) {
    const result = picked[i]!;
    if ('pieces' in result) pickedByChange.set(line.index, result.pieces);
    else shortages.push(requested(line, result.available));
  }
  for (const { line, taken } of outbound) piecesByChange.set(line.index, [...taken, ...(pickedByChange.get(line.index) ?? [])]);
  if (shortages.length) throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', shortages);
  const inbound: InboundPieces[] = [];
  for (const { change, index, deltas } of order) {
    if (change.kind !== 'inbound' || deltas.onHand <= 0) continue;
    const pieces = await inboundPieces(tx, change, change.receives === undefined ? undefined : piecesByChange.get(change.receives));
    inbound.push({ productId: change.productId, warehouseId: change.warehouseId, pieces });
    piecesByChange.set(index, pieces);
  }
  return { piecesByChange, picked: pickedByChange, inbound };
}

/**
 * Applies `changes` (ledger.changes.ts) inside `tx` (the caller's transaction): a shipment's or a
 * loss's allocations settled first (decision 0020: settleOutbound, which locks every level of the
 * call); levels then, each a guarded update, locked in (warehouse, product) order so concurrent
 * multi-line writes cannot deadlock; then, under those locks, the stock balances of each change's
 * grains (decision 0015): units out are taken (a shipment's allocated units, else units not
 * allocated, first expiry first out), then units in are placed; then one movement per grain moved,
 * carrying the level's on hand after it and its value (decision 0023: FIFO layers taken and
 * opened, or at standard cost the standard and a purchase price variance), and a replenishment task for each pick face the units
 * out left below its min (decision 0022 point 4, with the last writes); last, units that came in
 * or were released go to the lines waiting for them (decision 0020). Returns per change, in the order of `changes`, its
 * movements (none for dispatches), the level right after it (as the level update returned it: no
 * re-read) and a shipment's substitutions (units shipped in place of those allocated), and
 * publishes a stock.changed event per change of on hand or reserved (decision 0017), with the level after it.
 * Throws INSUFFICIENT_STOCK "Insufficient stock" with `details` listing every short line
 * (at warehouse level, or at the location, lot or serials a line names), CONFLICT "Stock
 * level would exceed the maximum" when on hand would pass the integer range, CONFLICT
 * "Serial number already in stock", CONFLICT "A kit has no stock of its own" naming the kits among
 * the products (decision 0023 point 9); the caller's transaction must then roll back (nothing is written).
 */
export async function applyStockChanges(tx: Db, changes: StockChange[], actorId: string): Promise<{ movements: Movement[][]; levels: Level[]; substitutions: Substitution[][] }> {
  const settled = changes.some(needsSettling) ? await settleOutbound(tx, changes) : new Map<number, Settled>();
  const lines = changes.map((change, index) => ({ change, index, deltas: deltasOf(change, settled.get(index)?.released) }));
  const order = [...lines].sort((a, b) => a.change.warehouseId.localeCompare(b.change.warehouseId) || a.change.productId.localeCompare(b.change.productId));
  const [after, costing] = await allInOrder([changeLevels(tx, order), costingOf(tx, changes.map((change) => change.productId))]);
  if (costing.kits.length) throw new AppError('CONFLICT', 'A kit has no stock of its own: its components are received, moved and shipped', costing.kits);
  const { fifo } = costing;
  // Every level this touches is locked now, so the balances can be written in any order: out first.
  const { piecesByChange, picked, inbound } = await movePieces(tx, order, settled);
  const layered = fifo.size ? await layerParts(tx, lines, piecesByChange, fifo) : undefined;

  const rows = lines.flatMap(({ change, index, deltas }) => {
    if (change.kind === 'dispatch') return [];
    const pieces = piecesByChange.get(index) ?? [];
    return ledgerRows(change, change.type, pieces, after.get(index)!.onHand - deltas.onHand, actorId, layered, costing.standard.get(change.productId)).map((row, k) => ({ index, row, piece: pieces[k]! }));
  });
  const freed = lines.filter(({ change, index, deltas }) => (change.kind === 'inbound' && deltas.onHand > 0 && !change.writtenOff) || settled.get(index)?.freed).map(({ change }) => change);
  const result: Movement[][] = changes.map(() => []);
  const { waiting } = await writeLedger(
    tx,
    inbound,
    rows.map(({ row }) => row),
    (inserted) => {
      rows.forEach(({ index }, i) => result[index]!.push(toMovement(inserted[i]!)));
      return lines.flatMap(({ index, deltas }) => (deltas.onHand === 0 && deltas.reserved === 0 ? [] : [stockChanged(after.get(index)!, result[index]!)]));
    },
    {
      outFrom: lines.flatMap(({ change, index, deltas }) => (change.kind === 'outbound' && deltas.onHand < 0 ? placesOf(change, piecesByChange.get(index) ?? []) : [])),
      actorId,
      layers: fifo.size
        ? {
            products: [...fifo],
            opened: (inserted) => rows.flatMap(({ piece }, i) => (fifo.has(inserted[i]!.productId) && inserted[i]!.quantity > 0 ? [{ row: inserted[i]!, parts: layered?.get(piece) }] : [])),
          }
        : undefined,
    },
    freed.length ? () => waitingLines(tx, freed, changes.flatMap((change) => (change.kind === 'outbound' && change.allocatedTo ? [change.allocatedTo.itemId] : []))) : undefined,
  );
  await allocateWaitingLines(tx, waiting);
  const substitutions = changes.map((change, index) => {
    const replaced = settled.get(index)?.replaced ?? [];
    return replaced.length ? substitutionsOf(change.productId, replaced, picked.get(index) ?? []) : [];
  });
  return { movements: result, levels: changes.map((_, index) => toLevel(after.get(index)!)), substitutions };
}

/**
 * The layer parts of the pieces of FIFO products `fifo` (decision 0023 point 3): units out take
 * their layers (takeLayers); a direct transfer's units arrive with the parts they left with, in
 * their order, so that the destination takes them first in, first out as the source would have.
 */
async function layerParts(tx: Db, lines: readonly Indexed[], piecesByChange: ReadonlyMap<number, repo.Piece[]>, fifo: ReadonlySet<string>): Promise<Map<repo.Piece, LayerPart[]>> {
  const out = lines.filter(({ change, deltas }) => change.kind === 'outbound' && deltas.onHand < 0 && fifo.has(change.productId));
  const parts = out.length
    ? await takeLayers(tx, out.map(({ change, index }) => ({ productId: change.productId, warehouseId: change.warehouseId, pieces: piecesByChange.get(index) ?? [] })))
    : new Map<repo.Piece, LayerPart[]>();
  for (const { change, index } of lines) {
    if (change.kind !== 'inbound' || change.receives === undefined || !fifo.has(change.productId)) continue;
    const left = piecesByChange.get(change.receives) ?? [];
    (piecesByChange.get(index) ?? []).forEach((piece, k) => parts.set(piece, parts.get(left[k]!)!.map((part) => ({ quantity: -part.quantity, value: -part.value }))));
  }
  return parts;
}

/** The locations `pieces` of a level took units from: where a pick face may have fallen below its min (decision 0022 point 4). */
const placesOf = (level: { productId: string; warehouseId: string }, pieces: readonly repo.Piece[]): TouchedLocation[] =>
  pieces.map((piece) => ({ productId: level.productId, warehouseId: level.warehouseId, locationId: piece.locationId }));

/** Units coming into the balances of one level (its row locked by the caller). */
interface InboundPieces {
  productId: string;
  warehouseId: string;
  pieces: repo.Piece[];
}

/**
 * The writes of a stock change once its levels are locked and its outbound units picked: the
 * balances of the units in (`inbound`) and the ledger `rows`, then the rows' daily summary, the
 * events `eventsOf` makes of the stored rows, the replenishment tasks of the pick faces units left
 * (`outFrom`, decision 0022 point 4: replenishPickFaces, made by `actorId`, once every balance is
 * written), the cost layers the units in of FIFO products open (`layers.opened`) and those
 * products' cost prices (decision 0023 point 3) and, when units came in or were freed, the lines
 * waiting for them (`waiting`, read once the balances are written). Each pair depends only on what
 * came before it, so it is sent at once: PostgreSQL (postgres.js) pipelines a transaction's
 * concurrent statements, two round trips where there were four or five. The balances go first, and
 * their error is the one thrown (a refused serial is CONFLICT, not the aborted ledger insert behind
 * it). Returns the stored rows and the waiting lines read (none without `waiting`).
 */
async function writeLedger(
  tx: Db,
  inbound: InboundPieces[],
  rows: Parameters<typeof repo.insertMovements>[1],
  eventsOf: (inserted: repo.MovementRow[]) => NewEvent[],
  { outFrom, actorId, layers }: { outFrom: TouchedLocation[]; actorId: string; layers?: { products: string[]; opened: (inserted: repo.MovementRow[]) => Parameters<typeof openLayers>[1] } | undefined },
  waiting?: () => Promise<WaitingLine[]>,
): Promise<{ inserted: repo.MovementRow[]; waiting: WaitingLine[] }> {
  const [, inserted] = await allInOrder([
    placePieces(tx, inbound),
    repo.insertMovements(tx, rows),
  ]);
  const [, , lines] = await allInOrder([
    repo.addToDailySummary(tx, inserted),
    publishEvents(tx, eventsOf(inserted)),
    waiting ? waiting() : Promise.resolve([]),
    ...(outFrom.length ? [replenishPickFaces(tx, outFrom, actorId)] : []),
    ...(layers ? [openLayers(tx, layers.opened(inserted)).then(() => costPricesFromLayers(tx, layers.products))] : []),
  ]);
  return { inserted, waiting: lines };
}

/** Units of one product moved between two locations of one warehouse (decision 0015). */
export interface LocationMove {
  productId: string;
  warehouseId: string;
  quantity: number;
  /** The grain they may come from: a location, a lot, exactly these serials (first expiry first out within it). */
  from: Pick<OutboundPick, 'locationId' | 'lotId' | 'serialNumbers'>;
  toLocationId: string;
  note?: string | undefined;
  /** Cost per unit, currency units (the product's cost price). */
  unitCost: number;
  /** The owners whose allocated units these are (a wave's pick, decision 0022 point 6): their allocations at the source move with the units first. */
  owners?: readonly Owner[] | undefined;
}

/**
 * Moves `move` inside `tx` under its level's row lock: picked from the source first expiry first
 * out, placed with the same lot and serial identity at the destination, as a relocation_out and
 * relocation_in movement per grain; a pick face the units left below its min gets a replenishment
 * task (decision 0022 point 4). On hand does not change, so no movement event. Allocated
 * units move too (decision 0020): the allocations of `move.owners` at the source first (a wave's
 * pick), then, when the source's free units fall short, others; they are released and, once the units have moved, their owners are allocated again first (reallocate:
 * the same units where they land, if pickable, within each owner's shelf-life minimum), then the lines waiting; each change of the level's
 * reserved publishes a stock.changed event. Returns
 * the movements. Throws INSUFFICIENT_STOCK when the source does not hold the units; CONFLICT
 * "Serial number already in stock".
 */
export async function applyRelocation(tx: Db, move: LocationMove, actorId: string): Promise<Movement[]> {
  const { productId, warehouseId, quantity } = move;
  const level = await repo.lockLevel(tx, productId, warehouseId);
  const displaced = await freeUnitsAt(tx, move, move.from, quantity, move.owners);
  const picked = await pickPieces(tx, { productId, warehouseId, quantity, ...move.from });
  if ('available' in picked) throw new AppError('INSUFFICIENT_STOCK', 'Insufficient stock', [{ productId, warehouseId, requested: quantity, available: picked.available }]);
  const placed = await inboundPieces(tx, { warehouseId, quantity, locationId: move.toLocationId }, picked.pieces);
  const posting: Posting = { productId, warehouseId, reason: 'Relocation', note: move.note, unitCost: move.unitCost };
  const rows = [...ledgerRows(posting, 'relocation_out', picked.pieces, level.onHand, actorId), ...ledgerRows(posting, 'relocation_in', placed, level.onHand - quantity, actorId)];
  const { inserted } = await writeLedger(tx, [{ productId, warehouseId, pieces: placed }], rows, () => [], { outFrom: placesOf(move, picked.pieces), actorId });
  await reallocate(tx, move, displaced, placed);
  return inserted.map(toMovement);
}

/**
 * Locks the levels of `keys` for the rest of `tx`, in the one lock order (warehouse, product),
 * creating those missing. A writer that changes rows allocation also writes (an order's lines)
 * takes them first, so it never waits for a level while holding what an arrival allocating under
 * that level's lock must write (decision 0020).
 */
export async function lockStockLevels(tx: Db, keys: readonly { productId: string; warehouseId: string }[]): Promise<void> {
  await repo.ensureLevelsLocked(tx, keys);
}

/** The level of a product in a warehouse as the API shows it (the caller knows it exists). */
export async function levelOf(tx: Db, productId: string, warehouseId: string): Promise<Level> {
  return toLevel((await repo.findLevel(tx, productId, warehouseId))!);
}

/** The id of the warehouse's DEFAULT location (decision 0015), where units go when a request names no location. */
export function defaultLocationId(db: Db, warehouseId: string): Promise<string> {
  return repo.defaultLocationId(db, warehouseId);
}

/**
 * The one-time conversion of receipts posted in a purchase order's currency before its rate was
 * fixed (decision 0016): see repo.convertReceiptCosts. Returns the ids of the products affected.
 */
export const convertReceiptCosts = (tx: Db, orderIds: string[], rate: number): Promise<string[]> => repo.convertReceiptCosts(tx, orderIds, rate);
