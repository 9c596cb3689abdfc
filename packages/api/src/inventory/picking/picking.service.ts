/**
 * Picking (decision 0015): which units leave when a change of units out names no more than a
 * location, a lot or serials. The ledger takes them first expiry first out, from units not
 * allocated (decision 0020), under its level locks (pickPieces). Quantities are whole units.
 */
import type { Db } from '@stockroom/db';
import { roundsByLevel } from '../ledger/ledger.changes.js';
import type { Piece } from '../ledger/ledger.repository.js';
import * as repo from './picking.repository.js';
import { daysFrom, todayUtc } from '../tracking.js';
import { isPickableLocation } from '../../warehouses/index.js';

/** Units of a product to take out of a warehouse's balances, and the grain they may come from. */
export interface OutboundPick {
  productId: string;
  warehouseId: string;
  quantity: number;
  /** The only location they may come from. */
  locationId?: string | undefined;
  /** The only lot they may come from. */
  lotId?: string | undefined;
  /** Exactly these units. */
  serialNumbers?: string[] | undefined;
  /** Units that leave the business: a pick that names no lot skips expired lots. */
  sellable?: boolean | undefined;
  /** With `sellable`: a pick that names no lot also skips lots with fewer days of shelf life left. */
  minRemainingShelfLifeDays?: number | undefined;
  /** Only from pickable locations (a shipment's units beyond its allocation; decision 0020). */
  pickableOnly?: boolean | undefined;
}

/** Units named by hand that lie where stock is not for sale: a location, and the lot or serial number there. */
export interface UnpickableUnits {
  locationId: string;
  lotId?: string | null;
  serialNumber?: string | null;
}

/**
 * The units a shipment names by hand (`grain`: a bin, a lot, serials) of a product in a warehouse
 * that lie where stock is not for sale (decision 0020): the bin when it is not pickable; each named
 * serial in such a bin; the lot's bins when none of them is pickable (units of a lot partly in
 * quarantine ship from the rest). Empty when the shipment may take them.
 */
export async function unpickableNamed(tx: Db, productId: string, warehouseId: string, grain: Pick<OutboundPick, 'locationId' | 'lotId' | 'serialNumbers'>): Promise<UnpickableUnits[]> {
  if (grain.locationId) return (await isPickableLocation(tx, grain.locationId)) ? [] : [{ locationId: grain.locationId }];
  if (!grain.lotId && !grain.serialNumbers) return [];
  const balances = await repo.namedBalances(tx, productId, warehouseId, grain);
  if (!grain.serialNumbers && balances.some((balance) => balance.isPickable)) return [];
  return balances.filter((balance) => !balance.isPickable).map(({ locationId, lotId, serialNumber }) => ({ locationId, lotId, serialNumber }));
}

/**
 * Takes the units of `pick` out of the balances it allows, units not allocated only (decision 0020), first expiry first out
 * (repo.pickableBalances; a sellable pick that names no lot skips expired lots, and those short of its shelf-life minimum): in one statement
 * when the first balance holds them all, else balance by balance; the balances of serials taken
 * are deleted (one row per serial in stock). The caller holds the level's row lock. Returns the
 * pieces taken (negative quantities), or what was available when the balances fall short.
 */
export async function pickPieces(tx: Db, pick: OutboundPick): Promise<{ pieces: Piece[] } | { available: number }> {
  const picked = await takePieces(tx, pick);
  const serials = 'pieces' in picked ? picked.pieces.flatMap((piece) => piece.serialNumber ?? []) : [];
  if (serials.length) await repo.deleteEmptySerialBalances(tx, pick.productId, serials);
  return picked;
}

/**
 * pickPieces for each of `picks`, in order, under their levels' locks: the picks of one level one
 * after another, in rounds (the nth pick of each level in the nth). The picks of a round that name
 * no grain and no shelf-life minimum (a bulk of manual issues), two or more, are taken in one statement where each one's
 * first balance holds it (repo.takeFromFirstBalances); the others are picked one by one.
 * Resolves per pick, in order, as pickPieces.
 */
export async function pickPiecesInOrder(tx: Db, picks: OutboundPick[]): Promise<({ pieces: Piece[] } | { available: number })[]> {
  const results: ({ pieces: Piece[] } | { available: number } | undefined)[] = picks.map(() => undefined);
  for (const round of roundsByLevel(picks)) {
    const plain = round.filter((index) => !picks[index]!.locationId && !picks[index]!.lotId && !picks[index]!.serialNumbers && !picks[index]!.minRemainingShelfLifeDays);
    if (plain.length > 1) {
      const taken = await repo.takeFromFirstBalances(tx, plain.map((index) => ({ ...picks[index]!, fresh: Boolean(picks[index]!.sellable), pickableOnly: Boolean(picks[index]!.pickableOnly) })), todayUtc());
      for (const [j, index] of plain.entries()) {
        const grain = taken[j];
        if (!grain) continue;
        const pick = picks[index]!;
        if (grain.serialNumber) await repo.deleteEmptySerialBalances(tx, pick.productId, [grain.serialNumber]);
        results[index] = { pieces: [{ ...grain, quantity: -pick.quantity }] };
      }
    }
    for (const index of round) results[index] ??= await pickPieces(tx, picks[index]!);
  }
  return results as ({ pieces: Piece[] } | { available: number })[];
}

async function takePieces(tx: Db, pick: OutboundPick): Promise<{ pieces: Piece[] } | { available: number }> {
  const filter = {
    locationId: pick.locationId,
    lotId: pick.lotId,
    serialNumbers: pick.serialNumbers,
    freshOn: pick.sellable && !pick.lotId ? daysFrom(todayUtc(), pick.minRemainingShelfLifeDays ?? 0) : undefined,
    pickableOnly: pick.pickableOnly,
  };
  const whole = await repo.takeFromFirstBalance(tx, pick.productId, pick.warehouseId, filter, pick.quantity);
  if (whole) return { pieces: [{ ...whole, quantity: -pick.quantity }] };
  const balances = await repo.pickableBalances(tx, pick.productId, pick.warehouseId, filter);
  const pieces: Piece[] = [];
  let missing = pick.quantity;
  for (const balance of balances) {
    if (missing === 0) break;
    const quantity = Math.min(balance.free, missing);
    if (!(await repo.takeFromBalance(tx, balance.id, quantity))) throw new Error(`stock balance ${balance.id} changed under its level's lock`);
    pieces.push({ locationId: balance.locationId, lotId: balance.lotId, serialNumber: balance.serialNumber, quantity: -quantity });
    missing -= quantity;
  }
  if (missing > 0) return { available: balances.reduce((sum, balance) => sum + balance.free, 0) };
  return { pieces };
}
