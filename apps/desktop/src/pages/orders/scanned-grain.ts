/**
 * What a scan counts on a line of a receive, ship or return panel (decision 0021): the line a SKU,
 * barcode or GS1 label names, and the lot, expiry and serial number a label carries in place of the
 * lot and serial prompt, checked against what the line already knows.
 */
import type { ScanOutcome } from '../../components/ScanField';
import { describeScannedItem, looksLikeGs1, type ScannedItem } from '../../scanning/gs1';
import type { LocationMatch, ScanReading } from '../../scanning/useScanLookup';
import type { CountEntry } from './fulfilment-counts';
import { formatGrains, needsAllowExpired, sumGrains, type GrainChoice, type OrderLine } from './order-data';

/** The line whose SKU (case-insensitive) or product barcode is `code`. */
export function lineOfCode(lines: OrderLine[], code: string): OrderLine | undefined {
  const sku = code.toUpperCase();
  return lines.find((line) => line.sku.toUpperCase() === sku || line.barcode === code);
}

/** A GS1 item scanned `times` over (a `3*` prefix). */
export interface ItemScan {
  item: ScannedItem;
  times: number;
}

/**
 * Where a scan counts: its line, its base units and the GS1 item it read (none for a SKU or
 * barcode); or why it counts nothing, with the locations the code names (a bin scanned, which a
 * receive panel may take as a line's destination).
 */
export type ScanOnLines = { line: OrderLine; units: number; scan?: ItemScan } | { unknown: string; locations?: LocationMatch[] };

/**
 * The line of `lines` that `code`, scanned `times` over, counts on: a line's SKU or product barcode
 * counts `times` units there; a code that looks like GS1, or that no line has, is read by `lookup`
 * and the product its GTIN names counts its pack's units (times `times`) on its line. Otherwise why
 * it counts nothing (and the locations a code naming no product is the code of), naming the lines as `which` ("open line": "No open line of this order has …").
 */
export async function lineOfScan(lines: OrderLine[], code: string, times: number, lookup: (code: string) => Promise<ScanReading>, which: string): Promise<ScanOnLines> {
  const line = looksLikeGs1(code) ? undefined : lineOfCode(lines, code);
  if (line) return { line, units: times };
  const reading = await lookup(code);
  if ('error' in reading) return { unknown: reading.error };
  const { item } = reading;
  if (!item) return { unknown: `No ${which} of this order has SKU or barcode ${code}`, locations: reading.locations };
  const itemLine = lines.find((candidate) => candidate.productId === item.productId);
  if (!itemLine) return { unknown: `No ${which} of this order is for ${item.sku} · ${item.name}` };
  if (item.quantity === null) return { unknown: `The label's measure of ${item.sku} is not a whole number of ${item.baseUnit}` };
  return { line: itemLine, units: item.quantity * times, scan: { item, times } };
}

/** What a counted scan shows under the scan field: a GS1 item described, and the prompt it still needs; nothing for a SKU or barcode. */
export function scanNote(scan: ItemScan | undefined, prompt?: 'lot' | 'serial'): ScanOutcome {
  if (!scan) return null;
  const described = describeScannedItem(scan.item, scan.times);
  return { note: prompt ? `${described}: name the ${prompt === 'serial' ? 'serial numbers' : 'lot'}` : described };
}

/** A scan's units on its line: the entry to count, the lot or serial prompt to ask instead, or why it is refused. */
export type ScannedGrain = { entry: CountEntry } | { prompt: 'lot' | 'serial' } | { refused: string };

interface ScanOnLine {
  line: OrderLine;
  tracking: 'none' | 'lot' | 'serial';
  /** in: a receipt from a supplier (lots by number, a new lot's expiry); out: a shipment or a transfer's receipt (lots by id). */
  direction: 'in' | 'out';
  /** The GS1 item scanned; none for a SKU or barcode. */
  item?: ScannedItem | undefined;
  /** The base units the scan counts (its pack's, times a quantity prefix). */
  units: number;
  /** What is already counted on the line. */
  counted: CountEntry[];
  /** Whether a shipped lot that has expired or is short-dated goes to the prompt's confirmation (default true; a return takes it back whatever its expiry). */
  expiryChecked?: boolean;
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
 * The entry a scan counts on `line` (see ScanOnLine). Untracked: its units. A SKU or barcode of a
 * tracked product: the prompt. A GS1 `item`, serial-tracked:
 * the label's serial number when the scan is one unit, not counted already and, shipping, among the
 * serials the line knows; else the prompt. Lot-tracked: the label's lot, received under its number with
 * the label's expiry (a lot counted on the line with another expiry is refused), shipped by id: one of
 * the lots the line knows with units left to count, else any lot of the product; a lot the order may
 * not ship without confirmation (expired, short-dated) goes to the prompt, and so does a label without a lot.
 */
export function grainOfScan({ line, tracking, direction, item, units, counted, expiryChecked = true }: ScanOnLine): ScannedGrain {
  const itemId = line.id;
  if (tracking === 'none') return { entry: { itemId, quantity: units } };
  if (!item) return { prompt: tracking };
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
  return direction === 'in' ? lotIn(line, item, lotNumber, units, counted) : lotOut(line, item, lotNumber, units, counted, expiryChecked);
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
function lotOut(line: OrderLine, item: ScannedItem, lotNumber: string, units: number, counted: CountEntry[], expiryChecked: boolean): ScannedGrain {
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
  if (expiryChecked && needsAllowExpired(lot.expiryDate, line.minShelfLifeDays)) return { prompt: 'lot' };
  return { entry: { itemId: line.id, quantity: units, lotId: lot.lotId } };
}
