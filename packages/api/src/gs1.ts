/**
 * GS1 barcodes (decision 0021): element strings as scanners send them (GS1-128 `]C1`, GS1
 * DataMatrix `]d2`, GS1 QR `]Q3`, GS1 DataBar `]e0`, or none; FNC1 as the GS character) and in
 * the human-readable form with parentheses, and plain GTINs (EAN-8, UPC-A, EAN-13, GTIN-14).
 *
 * The library gs1-barcode-parser-mod (pinned) knows the application identifiers of the GS1 General
 * Specifications (section 3), their lengths and separators, and reads day 00 as the month's last
 * day (3.4.x); this module adds what it lets through: the mod-10 check digits of GTINs, SSCCs and
 * GLNs (section 7.9), real months and days, digits in counts and measures, and names the fields
 * Stockroom reads: 00 SSCC, 01 GTIN, 02 content GTIN, 10 lot, 11/13/15/17 dates, 21 serial, 30/37 counts, 310n–316n measures, 400
 * order number, 420 ship-to postal code. Expiry is AI 17 only; best before stays `bestBefore`.
 */
import { createRequire } from 'node:module';

/** An element as gs1-barcode-parser-mod reads it: the AI, GS1's title, the text as it stood, a date's ISO day ("" for others). */
interface ParsedElement {
  ai: string;
  dataTitle: string;
  raw: string;
  isoDate: string;
}
/** The library's one function (CommonJS, untyped); it throws a string naming what failed. */
const { parseBarcode } = createRequire(import.meta.url)('gs1-barcode-parser-mod') as { parseBarcode: (code: string) => { parsedCodeItems: ParsedElement[] } };

/** One element as read: the AI, GS1's title for it, and its data as encoded. */
export interface Gs1Element {
  ai: string;
  title: string;
  value: string;
}

/** A net measure (AIs 310n–316n): what it measures, its value as an exact decimal ("1.500") and its unit. */
export interface Gs1Measure {
  ai: string;
  measure: 'net weight' | 'length' | 'width' | 'depth' | 'area' | 'net volume' | 'volume';
  value: string;
  unit: 'kg' | 'm' | 'm2' | 'liter' | 'm3';
}

/** What a GS1 element string carries. Dates are ISO days; null where the string has no such element. */
export interface Gs1Scan {
  symbology: 'gs1-128' | 'gs1-datamatrix' | 'gs1-qr' | 'gs1-databar' | 'element-string';
  elements: Gs1Element[];
  sscc: string | null;
  gtin: string | null;
  contentGtin: string | null;
  lot: string | null;
  serialNumber: string | null;
  productionDate: string | null;
  packagingDate: string | null;
  bestBefore: string | null;
  expiresOn: string | null;
  count: number | null;
  measures: Gs1Measure[];
  orderNumber: string | null;
  shipToPostalCode: string | null;
}

/** A GS1 element string that is malformed; the message names the part that failed. */
export class Gs1Error extends Error {}

const GS = '\x1d';
const symbologies: Record<string, Gs1Scan['symbology']> = { ']C1': 'gs1-128', ']d2': 'gs1-datamatrix', ']Q3': 'gs1-qr', ']e0': 'gs1-databar' };
const measureOf: Record<string, Pick<Gs1Measure, 'measure' | 'unit'>> = {
  '310': { measure: 'net weight', unit: 'kg' },
  '311': { measure: 'length', unit: 'm' },
  '312': { measure: 'width', unit: 'm' },
  '313': { measure: 'depth', unit: 'm' },
  '314': { measure: 'area', unit: 'm2' },
  '315': { measure: 'net volume', unit: 'liter' },
  '316': { measure: 'volume', unit: 'm3' },
};
const dates = { '11': 'productionDate', '13': 'packagingDate', '15': 'bestBefore', '17': 'expiresOn' } as const;

/** The GS1 mod-10 check digit of `body` (the digits before it; GS1 General Specifications 7.9). */
export function gs1CheckDigit(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return String((10 - (sum % 10)) % 10);
}

/** True when `digits` (two or more digits) ends with its GS1 check digit (GTIN-8/12/13/14, SSCC, GLN). */
export function hasGs1CheckDigit(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && gs1CheckDigit(digits.slice(0, -1)) === digits.at(-1);
}

/** A plain barcode as a GTIN-14: EAN-8, UPC-A, EAN-13 or GTIN-14 digits with a valid check digit, zero-padded to 14; null for anything else. */
export function asGtin14(code: string): string | null {
  return /^(\d{8}|\d{12,14})$/.test(code) && hasGs1CheckDigit(code) ? code.padStart(14, '0') : null;
}

/**
 * The human-readable element string of a label: (01) `gtin`, (17) `expiresOn` as YYMMDD when
 * given, (10) `lot` when given: "(01)09501101530003(17)281231(10)ABC". Throws Gs1Error for a lot
 * that AI 10 cannot carry (1 to 20 of GS1's characters).
 */
export function gs1ElementString({ gtin, expiresOn, lot }: { gtin: string; expiresOn: string | null; lot: string | null }): string {
  if (lot !== null && !/^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/.test(lot)) throw new Gs1Error(`Lot ${lot} cannot be printed in GS1 AI (10): at most 20 letters, digits and punctuation`);
  return `(01)${gtin}${expiresOn ? `(17)${expiresOn.slice(2).replaceAll('-', '')}` : ''}${lot !== null ? `(10)${lot}` : ''}`;
}

/** True when `code` says it is GS1: a symbology identifier, the parenthesised form, or a GS separator. */
const declaredGs1 = (code: string) => code.slice(0, 3) in symbologies || /^\(\d{2,4}\)/.test(code) || code.includes(GS);

/** The library's elements of `code`; throws the library's string when it does not read. */
const parsedItems = (code: string) => parseBarcode(code).parsedCodeItems;

/**
 * Where the library stops reading `body` (a code without its symbology identifier): the offset of
 * the part it refuses. Elements end at a GS or, in the human-readable form, at the next "(", and
 * each such part reads alone as it reads in the whole; within a part every element before the
 * refused one is complete (a variable-length one would have run to the part's end), so the offset
 * is past the longest prefix the library reads entirely as whole elements.
 */
function refusedOffset(body: string): number {
  const hri = body.startsWith('(');
  let index = 0;
  for (const part of body.split(hri ? /(?=\()/ : GS)) {
    const start = index;
    index += part.length + (hri ? 0 : 1);
    try {
      parsedItems(part);
      continue;
    } catch {
      if (hri) return start;
    }
    for (let length = part.length - 1; length > 0; length--) {
      try {
        if (parsedItems(part.slice(0, length)).reduce((sum, item) => sum + item.ai.length + item.raw.length, 0) === length) return start + length;
      } catch {
        // a shorter prefix may read
      }
    }
    return start;
  }
  return 0;
}

/** `text` without the GS characters it starts with. */
function withoutLeadingGs(text: string): string {
  let start = 0;
  while (text[start] === GS) start++;
  return text.slice(start);
}

/** Our words for the library's refusals. */
function refusal(reason: string): string {
  if (/unrecognised AI|invalid AI|no valid AI/.test(reason)) return 'names no known application identifier';
  if (reason === 'truncated fixed length element') return 'is a truncated fixed-length element';
  return `does not read (${reason})`;
}

/**
 * `code` read as a GS1 element string, or null when it is none: it is one when it carries a
 * symbology identifier, the parenthesised form or a GS separator, or starts with AI 00, 01 or 02
 * and 14 digits and reads completely (a scanner sending no identifier); a bare GTIN is none
 * (asGtin14 reads it); a GS sent for the leading FNC1 is dropped. Throws Gs1Error for a string that
 * says it is GS1 but does not read (naming the part and its character), and, naming the element,
 * for a wrong check digit (00, 01, 02, GLNs 410–415), a date that does not exist, a count or
 * measure that is not digits, an element with no data, or an AI repeated with another value.
 */
export function parseGs1(scanned: string): Gs1Scan | null {
  // A scanner may send the leading FNC1 as a GS, before or after the identifier; the library reads neither.
  let code = withoutLeadingGs(scanned);
  const symbology = symbologies[code.slice(0, 3)];
  if (symbology) code = code.slice(0, 3) + withoutLeadingGs(code.slice(3));
  const declared = declaredGs1(code);
  if (!declared && !/^0[012]\d{14}/.test(code)) return null;
  let items: ParsedElement[];
  try {
    items = parsedItems(code);
  } catch (error) {
    if (!declared) return null;
    const body = symbology ? code.slice(3) : code;
    const at = refusedOffset(body);
    throw new Gs1Error(`GS1 element string ${JSON.stringify(code.replaceAll(GS, '<GS>'))}: ${JSON.stringify(body.slice(at).replaceAll(GS, '<GS>'))} at character ${code.length - body.length + at + 1} ${refusal(String(error))}`);
  }
  if (items.length === 0) throw new Gs1Error('GS1 element string is empty');
  const scan: Gs1Scan = {
    symbology: symbology ?? 'element-string',
    elements: [],
    sscc: null,
    gtin: null,
    contentGtin: null,
    lot: null,
    serialNumber: null,
    productionDate: null,
    packagingDate: null,
    bestBefore: null,
    expiresOn: null,
    count: null,
    measures: [],
    orderNumber: null,
    shipToPostalCode: null,
  };
  let variableCount: number | null = null;
  const seen = new Map<string, string>();
  for (const item of items) {
    const raw = item.raw;
    const fail = (why: string): never => {
      throw new Gs1Error(`GS1 element (${item.ai}) ${JSON.stringify(raw)}: ${why}`);
    };
    // The library lets an element end before its first character, and an AI repeat (GenSpecs 4.14 refuses another value).
    if (raw === '') fail('has no data');
    if ((seen.get(item.ai) ?? raw) !== raw) fail(`repeats (${item.ai}) ${JSON.stringify(seen.get(item.ai))} with another value`);
    seen.set(item.ai, raw);
    scan.elements.push({ ai: item.ai, title: item.dataTitle, value: raw });
    if (/^(0[0-2]|41[0-5])$/.test(item.ai)) {
      // The library reads these as text: letters pass its length check.
      if (!/^\d+$/.test(raw)) fail(`must be ${raw.length} digits`);
      if (!hasGs1CheckDigit(raw)) fail(`the check digit should be ${gs1CheckDigit(raw.slice(0, -1))}`);
      if (item.ai.length === 2) scan[item.ai === '00' ? 'sscc' : item.ai === '01' ? 'gtin' : 'contentGtin'] = raw;
    } else if (item.ai in dates) {
      scan[dates[item.ai as keyof typeof dates]] = dateOf(raw, item.isoDate, fail);
    } else if (item.ai === '10') scan.lot = raw;
    else if (item.ai === '21') scan.serialNumber = raw;
    else if (item.ai === '30' || item.ai === '37') {
      // The library takes any text up to the next GS: "12ab", "1.5", "-1".
      if (!/^\d{1,8}$/.test(raw)) fail('a count is 1 to 8 digits');
      if (item.ai === '37') scan.count = Number(raw);
      else variableCount = Number(raw);
    }
    else if (item.ai === '400') scan.orderNumber = raw;
    else if (item.ai === '420') scan.shipToPostalCode = raw;
    else if (item.ai.slice(0, 3) in measureOf) {
      // The library reads the six characters as a number, so "1.5000" passed.
      if (!/^\d{6}$/.test(raw)) fail('a measure is 6 digits');
      const decimals = Number(item.ai[3]);
      const digits = raw.padStart(decimals + 1, '0');
      const value = decimals === 0 ? String(Number(digits)) : `${String(Number(digits.slice(0, -decimals)))}.${digits.slice(-decimals)}`;
      scan.measures.push({ ai: item.ai, ...measureOf[item.ai.slice(0, 3)]!, value });
    }
  }
  scan.count ??= variableCount;
  return scan;
}

/** The ISO day of a YYMMDD element: the library's century and day-00 reading, after checking the month and day exist. */
function dateOf(raw: string, isoDate: string, fail: (why: string) => never): string {
  const [month, day] = [Number(raw.slice(2, 4)), Number(raw.slice(4, 6))];
  if (month < 1 || month > 12) fail(`month ${raw.slice(2, 4)} does not exist`);
  // The library rolls a day past the month's end into the next month: its year is right but for day 32 of December, refused anyway.
  const lastDay = new Date(Date.UTC(Number(isoDate.slice(0, 4)), month, 0)).getUTCDate();
  if (day > lastDay) fail(`day ${raw.slice(4, 6)} does not exist in month ${raw.slice(2, 4)}`);
  return isoDate.slice(0, 10);
}
