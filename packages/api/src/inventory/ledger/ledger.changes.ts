/**
 * What the stock ledger is asked to do (decision 0003): one change of stock at one product and
 * warehouse, a union on `kind` whose variants carry only the fields that mean something for them.
 * Units in and units out name their grain (decision 0015) differently: where units go, or the only
 * place they may come from. Quantities are whole units, never negative; costs are currency units.
 */
import type { MovementType } from '@stockroom/db';

/** The level a change is at: one product in one warehouse. */
interface AtLevel {
  productId: string;
  warehouseId: string;
}

/** The key of a level in maps of levels. */
export const levelKey = ({ productId, warehouseId }: AtLevel) => `${productId} ${warehouseId}`;

/**
 * The indexes of `items` in rounds: the nth item of each level in the nth round, so that a
 * statement per round touches each level once and a level's items apply in their order.
 */
export function roundsByLevel(items: readonly AtLevel[]): number[][] {
  const rounds: number[][] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const round = seen.get(levelKey(item)) ?? 0;
    seen.set(levelKey(item), round + 1);
    (rounds[round] ??= []).push(index);
  });
  return rounds;
}

/** What a change of units on hand writes on each of its ledger rows. */
export interface Posting extends AtLevel {
  /** Default: the movement type. */
  reason?: string | undefined;
  /** The document behind the movement (a purchase order, a transfer, a count…). */
  reference?: { type: string; id: string } | undefined;
  note?: string | undefined;
  /** Cost per unit moved, currency units (receipts: the purchase cost; otherwise the product's cost price). */
  unitCost?: number | undefined;
  /** When the units count, if earlier than now: a backdated receipt or adjustment (decision 0023 point 8; the caller revalues what it affects, ledger.backdated.ts). */
  effectiveAt?: Date | undefined;
}

/** The ledger types of units coming in. */
export type InboundType = Extract<MovementType, 'receipt' | 'manual_in' | 'adjustment' | 'return_in' | 'transfer_in' | 'assembly_in' | 'disassembly_in'>;
/** The ledger types of units going out. */
export type OutboundType = Extract<MovementType, 'shipment' | 'manual_out' | 'adjustment' | 'return_out' | 'transfer_out' | 'assembly_out' | 'disassembly_out'>;

/** Units coming into stock: receipts, manual ins, customer returns, transfer arrivals, units found by a count, units assembled or taken apart. */
export interface Inbound extends Posting {
  kind: 'inbound';
  type: InboundType;
  quantity: number;
  /** Where the units go; default: the warehouse's DEFAULT location. */
  locationId?: string | undefined;
  /** A receipt's: where the putaway rules suggested the units go, when the receiver put them elsewhere (decision 0022 point 2); recorded on its movements. */
  suggestedLocationId?: string | undefined;
  /** Their lot. */
  lotId?: string | undefined;
  /** The serial number of each unit (as many as units). */
  serialNumbers?: string[] | undefined;
  /** Units of a two-step transfer arriving: the warehouse's units in transit fall by as many (decision 0016). */
  fromTransit?: boolean | undefined;
  /**
   * A direct transfer's arrival: the index, in the same call, of the Outbound whose very units these
   * are (their lot and serial identity is kept; `lotId` and `serialNumbers` are not read).
   */
  receives?: number | undefined;
  /** Units put down only to be written off next in the same transaction (a transfer closed with units lost): not handed to the lines waiting. */
  writtenOff?: boolean | undefined;
  /**
   * Their whole value, currency units to the cent, when it is known as a sum rather than per unit
   * (units assembled: their components' value and the labour, decision 0023 point 9): spread over the
   * pieces by units to the cent, in place of quantity × unitCost. A product at standard cost still
   * comes in at the standard.
   */
  value?: number | undefined;
}

/**
 * Units leaving stock: shipments, manual issues, returns to suppliers, transfers out, units lost.
 * They are picked first expiry first out within the grain named (picking.service.ts).
 */
export interface Outbound extends Posting {
  kind: 'outbound';
  type: OutboundType;
  quantity: number;
  /** The only location the units may come from. */
  locationId?: string | undefined;
  /** The only lot they may come from. */
  lotId?: string | undefined;
  /** Exactly these units. */
  serialNumbers?: string[] | undefined;
  /** Units that leave the business (shipments, issues): a pick that names no lot skips expired lots (decision 0015). */
  sellable?: boolean | undefined;
  /** With `sellable`: a pick that names no lot also skips lots with fewer days of shelf life left (an order line's minimum, decision 0020). */
  minRemainingShelfLifeDays?: number | undefined;
  /** Only from pickable locations (decision 0020): a shipment's units beyond its allocation. */
  pickableOnly?: boolean | undefined;
  /**
   * A sales-order line's shipment (decision 0020): the line (`itemId`), whose allocated units within
   * the grain named leave first, and the units it still ships before this shipment (`remaining`):
   * units taken beyond its allocation fill its backorder first, then replace as many of its other
   * allocated units.
   */
  allocatedTo?: { itemId: string; remaining: number } | undefined;
  /**
   * Units found missing (a count, an adjustment; decision 0020): when the grain's units not
   * allocated fall short, allocations there are released, lowest priority first, and their lines wait again.
   */
  displace?: boolean | undefined;
}

/** Units shipped on a two-step transfer, now on their way to the warehouse: its units in transit rise (decision 0016); no movement is written. */
export interface Dispatch extends AtLevel {
  kind: 'dispatch';
  quantity: number;
}

/** One change of stock at one product and warehouse. */
export type StockChange = Inbound | Outbound | Dispatch;

/** The fields units in and units out share: what a change whose direction is a signed number carries. */
export type SignedChangeFields = Omit<Inbound, 'kind' | 'type' | 'quantity' | 'fromTransit' | 'receives'>;

/**
 * The change of a signed `delta` of units (a count's variance, an adjustment): units in of type
 * `types.inbound` when positive, else units out of type `types.outbound`, with the grain `fields`
 * name. Units an adjustment finds missing are gone whether promised or not: it displaces
 * allocations (decision 0020).
 */
export function signedChange(delta: number, types: { inbound: InboundType; outbound: OutboundType }, fields: SignedChangeFields): Inbound | Outbound {
  return delta > 0
    ? { ...fields, kind: 'inbound', type: types.inbound, quantity: delta }
    : { ...fields, kind: 'outbound', type: types.outbound, quantity: -delta, displace: types.outbound === 'adjustment' };
}

/** What a change does to its level: signed units on hand, reserved and in transit. */
export interface LevelDeltas {
  onHand: number;
  reserved: number;
  inTransit: number;
}

/** The level deltas of `change`, whose allocations lost `released` units (an outbound's, decision 0020). */
export function deltasOf(change: StockChange, released = 0): LevelDeltas {
  switch (change.kind) {
    case 'inbound':
      return { onHand: change.quantity, reserved: 0, inTransit: change.fromTransit ? -change.quantity : 0 };
    case 'outbound':
      return { onHand: -change.quantity, reserved: -released, inTransit: 0 };
    case 'dispatch':
      return { onHand: 0, reserved: 0, inTransit: change.quantity };
  }
}
