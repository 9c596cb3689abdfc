/**
 * The grain of the units a request line moves (decision 0015): which location, lot and serial numbers,
 * checked against how the product is tracked before anything is written. Inbound lines name a lot
 * by number (created on first receipt, its expiry defaulting from the product's shelf life);
 * outbound lines may name a location, a lot and the serials to take.
 */
import type { Db, Tracking } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { requireLocation } from '../warehouses/index.js';
import * as repo from './inventory.repository.js';

/** A product as the grain checks need it. */
export interface TrackedProduct {
  id: string;
  tracking: Tracking;
  /** Days from receipt to expiry, the default expiry of a new lot. */
  shelfLifeDays: number | null;
}

/** What a line may say about units going in. */
export interface InboundGrainInput {
  locationId?: string | undefined;
  lotNumber?: string | undefined;
  /** YYYY-MM-DD; default: receipt day + the product's shelfLifeDays, for a new lot. */
  expiryDate?: string | undefined;
  manufacturedDate?: string | undefined;
  serialNumbers?: string[] | undefined;
}

/** What a line may say about units going out. */
export interface OutboundGrainInput {
  locationId?: string | undefined;
  lotId?: string | undefined;
  lotNumber?: string | undefined;
  serialNumbers?: string[] | undefined;
  /** Ship or issue a named lot past its expiry date (inventory:ship-expired, manager and above). */
  allowExpired?: boolean | undefined;
}

/** The grain fields of a StockChange. */
export interface GrainOfChange {
  locationId?: string | undefined;
  lotId?: string | undefined;
  serialNumbers?: string[] | undefined;
}

const invalid = (field: string, message: string) => AppError.validation('Invalid request data', { [field]: [message] });

/** The day `days` after `day` (both YYYY-MM-DD; `days` may be negative). */
export const daysFrom = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Serial numbers must be one per unit and distinct. Throws VALIDATION_ERROR naming `field`. */
function checkSerials(serialNumbers: string[], quantity: number, field: string): void {
  if (serialNumbers.length !== quantity) throw invalid(field, `Give one serial number per unit: ${quantity} expected, ${serialNumbers.length} given`);
  const repeated = serialNumbers.find((serial, i) => serialNumbers.indexOf(serial) !== i);
  if (repeated !== undefined) throw invalid(field, `Serial number ${repeated} is repeated`);
}

/** Refuses lot and serial fields on a product not tracked that way. Throws VALIDATION_ERROR. */
export function checkTrackingFields(product: TrackedProduct, line: { lotNumber?: string | undefined; lotId?: string | undefined; serialNumbers?: string[] | undefined }, field: (name: string) => string): void {
  if (product.tracking === 'none' && (line.lotNumber !== undefined || line.lotId !== undefined)) throw invalid(field(line.lotId !== undefined ? 'lotId' : 'lotNumber'), 'Product is not lot-tracked');
  if (product.tracking !== 'serial' && line.serialNumbers !== undefined) throw invalid(field('serialNumbers'), 'Product is not serial-tracked');
}

/**
 * The grain of `quantity` units of `product` going into `warehouseId` (receipts, manual ins):
 * the named active location (default: the warehouse's default location); the lot named by
 * `lotNumber`, created when new; one serial per unit. A serial-tracked product may also carry a lot.
 * Throws VALIDATION_ERROR naming `field(name)`: unknown or inactive location, lot or serial
 * fields on a product not tracked that way, a lot-tracked line without lotNumber, serials missing,
 * fewer or more than the quantity, or repeated; CONFLICT when the lot exists with another
 * expiry date.
 */
export async function inboundGrain(
  tx: Db,
  product: TrackedProduct,
  warehouseId: string,
  quantity: number,
  line: InboundGrainInput,
  field: (name: string) => string,
): Promise<GrainOfChange> {
  if (line.locationId) await requireLocation(tx, warehouseId, line.locationId, field('locationId'), true);
  checkTrackingFields(product, line, field);
  if (product.tracking === 'lot' && line.lotNumber === undefined) throw invalid(field('lotNumber'), 'Lot number is required for a lot-tracked product');
  if (product.tracking === 'serial') checkSerials(line.serialNumbers ?? [], quantity, field('serialNumbers'));
  if (line.lotNumber === undefined) return { locationId: line.locationId, serialNumbers: line.serialNumbers };
  const lot = await repo.insertLot(tx, {
    productId: product.id,
    lotNumber: line.lotNumber,
    expiryDate: line.expiryDate ?? (product.shelfLifeDays ? daysFrom(todayUtc(), product.shelfLifeDays) : null),
    manufacturedDate: line.manufacturedDate ?? null,
  });
  if (line.expiryDate !== undefined && lot.expiryDate !== line.expiryDate) {
    throw new AppError('CONFLICT', `Lot ${lot.lotNumber} already exists with expiry date ${lot.expiryDate ?? 'none'}`, [{ lotId: lot.id, lotNumber: lot.lotNumber, expiryDate: lot.expiryDate }]);
  }
  return { locationId: line.locationId, lotId: lot.id, serialNumbers: line.serialNumbers };
}

/**
 * The grain `quantity` units of `product` may leave `warehouseId` from (shipments, issues,
 * adjustments, transfers): the named location, the lot named by id or number, the named serials
 * (one per unit). Units are then picked first expiry first out within it (applyStockChanges).
 * Throws VALIDATION_ERROR naming `field(name)` for an unknown location or lot, lot or serial
 * fields on a product not tracked that way, serials not one per unit; FORBIDDEN for
 * allowExpired without inventory:ship-expired; CONFLICT "Lot … expired on …" when `sellable`
 * units would come from a named expired lot without allowExpired, and CONFLICT "Lot … expires on
 * …" when the named lot has less shelf life left than `minRemainingShelfLifeDays` (an order line's
 * minimum, decision 0020) without allowExpired.
 */
export async function outboundGrain(
  tx: Db,
  product: TrackedProduct,
  warehouseId: string,
  quantity: number,
  line: OutboundGrainInput,
  field: (name: string) => string,
  actor: Actor,
  sellable: boolean,
  minRemainingShelfLifeDays = 0,
): Promise<GrainOfChange> {
  if (line.allowExpired && !actor.permissions.includes('inventory:ship-expired')) throw AppError.forbidden();
  if (line.locationId) await requireLocation(tx, warehouseId, line.locationId, field('locationId'), false);
  checkTrackingFields(product, line, field);
  if (line.serialNumbers) checkSerials(line.serialNumbers, quantity, field('serialNumbers'));
  const named = line.lotId ?? line.lotNumber;
  if (named === undefined) return { locationId: line.locationId, serialNumbers: line.serialNumbers };
  const lot = await repo.findLot(tx, product.id, line.lotId !== undefined ? { id: line.lotId } : { lotNumber: named });
  if (!lot) throw invalid(field(line.lotId !== undefined ? 'lotId' : 'lotNumber'), 'Lot not found');
  const today = todayUtc();
  if (sellable && !line.allowExpired && lot.expiryDate !== null && lot.expiryDate < daysFrom(today, minRemainingShelfLifeDays)) {
    const details = [{ lotId: lot.id, lotNumber: lot.lotNumber, expiryDate: lot.expiryDate }];
    if (lot.expiryDate < today) throw new AppError('CONFLICT', `Lot ${lot.lotNumber} expired on ${lot.expiryDate}; name it with allowExpired to ship it`, details);
    throw new AppError('CONFLICT', `Lot ${lot.lotNumber} expires on ${lot.expiryDate}, within the ${minRemainingShelfLifeDays} days of shelf life the order requires; name it with allowExpired to ship it`, details);
  }
  return { locationId: line.locationId, lotId: lot.id, serialNumbers: line.serialNumbers };
}

/** Today in UTC as YYYY-MM-DD: a lot is expired from the day after its expiry date. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
