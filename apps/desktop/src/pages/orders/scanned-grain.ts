/**
 * What a GS1 scan counts on a line of a receive or ship panel (decision 0021): the lot, expiry and
 * serial number its label carries take the place of the lot and serial prompt, checked against what
 * the line already knows.
 */
import type { ScannedItem } from '../../scanning/gs1';
import type { CountEntry } from './fulfilment-counts';
import { formatGrains, needsAllowExpired, sumGrains, type GrainChoice, type OrderLine } from './order-data';

/** A scan's units on its line: the entry to count, the lot or serial prompt to ask instead, or why it is refused. */
export type ScannedGrain = { entry: CountEntry } | { prompt: 'lot' | 'serial' } | { refused: string };

interface ScanOnLine {
  line: OrderLine;
  tracking: 'none' | 'lot' | 'serial';
  /** in: a receipt from a supplier (lots by number, a new lot's expiry); out: a shipment or a transfer's receipt (lots by id). */
  direction: 'in' | 'out';
  item: ScannedItem;
  /** The base units the scan counts (its pack's, times a quantity prefix). */
  units: number;
  /** What is already counted on the line. */
  counted: CountEntry[];
}

/**
 * The grains an outgoing line knows it takes, with what it says of them: the units it offers (a
 * transfer's in transit), else those allocated to it (a sales order's); none when it knows neither.
 */
function knownGrains(line: OrderLine): { grains: GrainChoice[]; where: string } {
  if (line.offered) return { grains: line.offered.grains, where: line.offered.label.toLowerCase() };
  return { grains: line.allocations ?? [], where: 'allocated to this line' };
}

/**
 * The entry a scan of `item` counts on `line` (see ScanOnLine). Untracked: its units. Serial-tracked:
 * the label's serial number when the scan is one unit, not counted already and, shipping, among the
 * serials the line knows; else the prompt. Lot-tracked: the label's lot, received under its number with
 * the label's expiry (a lot counted on the line with another expiry is refused), shipped by id: one of
 * the lots the line knows with units left to count, else any lot of the product; a lot the order may
 * not ship without confirmation (expired, short-dated) goes to the prompt, and so does a label without a lot.
 */
export function grainOfScan({ line, tracking, direction, item, units, counted }: ScanOnLine): ScannedGrain {
  const itemId = line.id;
  if (tracking === 'none') return { entry: { itemId, quantity: units } };
  if (tracking === 'serial') {
    const serial = item.serialNumber;
    if (serial === null || units !== 1) return { prompt: 'serial' };
    if (counted.some((entry) => entry.serialNumbers?.includes(serial))) return { refused: `Serial number ${serial} is already counted` };
    const known = knownGrains(line);
    const serials = known.grains.flatMap((grain) => (grain.serialNumber ? [grain.serialNumber] : []));
    if (direction === 'out' && serials.length > 0 && !serials.includes(serial)) {
      return { refused: `Serial number ${serial} is not ${known.where} (${serials.join(', ')})` };
    }
    return { entry: { itemId, quantity: 1, serialNumbers: [serial] } };
  }
  const lotNumber = item.lotNumber;
  if (lotNumber === null) return { prompt: 'lot' };
  return direction === 'in' ? lotIn(line, item, lotNumber, units, counted) : lotOut(line, item, lotNumber, units, counted);
}

/** A received lot: its number and the label's expiry, unless the line counts that lot with another expiry. */
function lotIn(line: OrderLine, item: ScannedItem, lotNumber: string, units: number, counted: CountEntry[]): ScannedGrain {
  const other = counted.find((entry) => entry.lotNumber === lotNumber && (entry.expiryDate ?? null) !== item.expiryDate);
  if (other) {
    return { refused: `Lot ${lotNumber} is counted with ${other.expiryDate ? `expiry date ${other.expiryDate}` : 'no expiry date'}; this label says ${item.expiryDate ?? 'none'}` };
  }
  return { entry: { itemId: line.id, quantity: units, lotNumber, ...(item.expiryDate ? { expiryDate: item.expiryDate } : {}) } };
}

/** A shipped lot, by id: one the line knows (with units left to count), else the product's lot of that number. */
function lotOut(line: OrderLine, item: ScannedItem, lotNumber: string, units: number, counted: CountEntry[]): ScannedGrain {
  const known = knownGrains(line);
  const lots = known.grains.filter((grain) => grain.lotId !== null);
  let lot: { lotId: string; expiryDate: string | null };
  if (lots.length > 0) {
    const named = lots.filter((grain) => grain.lotNumber === lotNumber);
    if (named.length === 0) return { refused: `Lot ${lotNumber} is not ${known.where}: ${formatGrains(sumGrains(lots))}` };
    const lotId = named[0]!.lotId!;
    const left = named.reduce((sum, grain) => sum + grain.quantity, 0) - counted.filter((entry) => entry.lotId === lotId).reduce((sum, entry) => sum + entry.quantity, 0);
    if (units > left) return { refused: `Lot ${lotNumber} has ${left} units ${known.where} left to count; ${units} scanned` };
    lot = { lotId, expiryDate: named[0]!.expiryDate };
  } else {
    if (item.lotId === null) return { refused: `${item.sku} has no lot ${lotNumber}` };
    lot = { lotId: item.lotId, expiryDate: item.expiryDate };
  }
  if (needsAllowExpired(lot.expiryDate, line.minShelfLifeDays)) return { prompt: 'lot' };
  return { entry: { itemId: line.id, quantity: units, lotId: lot.lotId } };
}
