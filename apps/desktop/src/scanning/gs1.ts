/**
 * GS1 scans in the renderer (decision 0021): which codes the panels send to the server to be read
 * (lookup.code reads them; the app never parses a GS1 element string itself), and the words a
 * scanned pack is counted in.
 */
import { formatQuantity } from '../format';
import type { RouterOutputs } from '../trpc';
import { GROUP_SEPARATOR } from './burst';

/** The stock a scanned GTIN names, as lookup.code answers it: product, pack, quantity, lot, expiry, serial. */
export type ScannedItem = NonNullable<RouterOutputs['lookup']['code']['item']>;

/** The elements of a GS1 element string, as lookup.code reads them (null: the code is no GS1 string). */
export type Gs1Label = NonNullable<RouterOutputs['lookup']['code']['gs1']>;

/** Symbology identifiers a scanner set up for GS1 sends before the data: GS1-128, GS1 DataMatrix, GS1 QR, GS1 DataBar. */
const SYMBOLOGY_IDENTIFIERS = [']C1', ']d2', ']Q3', ']e0'];

/**
 * True when `code` looks like a GS1 element string rather than a SKU or barcode: it starts with a
 * GS1 symbology identifier (`]C1`, `]d2`, `]Q3`, `]e0`) or a parenthesised AI (`(01)…`), holds the
 * group separator, or is 16 digits or more (AIs without separators: `01` + GTIN + `17` + date…).
 * Only the server tells whether it parses.
 */
export function looksLikeGs1(code: string): boolean {
  return SYMBOLOGY_IDENTIFIERS.some((identifier) => code.startsWith(identifier)) || code.startsWith('(') || code.includes(GROUP_SEPARATOR) || /^\d{16,}$/.test(code);
}

/** `count` units in words: "1 unit", "12 units". */
const unitsInWords = (count: number) => `${formatQuantity(count)} ${count === 1 ? 'unit' : 'units'}`;

/**
 * A scan of `item` counted `times` over (a `3*` prefix) in words: the pack and its units, then what
 * the label carries. "1 case = 12 units of SKU-1, lot L1, expires 2028-12-31", "2 × case = 24 units
 * of SKU-1", "1 unit of SKU-2, serial S-9" (a product's own GTIN).
 */
export function describeScannedItem(item: ScannedItem, times = 1): string {
  const packs = item.unitQuantity * times;
  const units = unitsInWords((item.quantity ?? 0) * times);
  const counted = item.unit === item.baseUnit ? units : `${packs === 1 ? '1' : `${formatQuantity(packs)} ×`} ${item.unit} = ${units}`;
  const label = [item.lotNumber && `lot ${item.lotNumber}`, item.expiryDate && `expires ${item.expiryDate}`, item.serialNumber && `serial ${item.serialNumber}`];
  return [`${counted} of ${item.sku}`, ...label.filter(Boolean)].join(', ');
}

/** A lot or serial number as a prompt's field takes it (with the lot's expiry when a label carries it), or why the scan gives none. */
export type LabelNumber = { number: string; expiryDate: string | null } | { refused: string };

/**
 * What `code`, scanned into the lot or serial prompt of a line of `product`, names (`want`): a GS1
 * label (`label`, as lookup.code read it) gives its lot (AI 10) with the expiry (AI 17, else 15) or
 * its serial number (AI 21), and is refused when its GTIN names another product (`item`) or it carries
 * no such element; a code that is no GS1 string is the number itself.
 */
export function numberOfLabel(
  code: string,
  reading: { item: ScannedItem | null; label: Gs1Label | null },
  want: 'lot' | 'serial',
  product: { productId: string; sku: string },
): LabelNumber {
  const { item, label } = reading;
  if (!label) return { number: code, expiryDate: null };
  if (item && item.productId !== product.productId) return { refused: `This label is for ${item.sku} · ${item.name}, not ${product.sku}` };
  const number = want === 'lot' ? label.lot : label.serialNumber;
  if (number === null) return { refused: want === 'lot' ? 'This label carries no lot number (AI 10)' : 'This label carries no serial number (AI 21)' };
  return { number, expiryDate: want === 'lot' ? (item?.expiryDate ?? label.expiresOn ?? label.bestBefore) : null };
}
