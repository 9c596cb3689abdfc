/**
 * The GS1 reader (decision 0021): element strings as scanners send them and as labels print them,
 * with the GS1 General Specifications' examples (GTIN 09501101530003 and SSCC 106141411234567897
 * of the company prefix GS1 uses in its own documents) and the edge cases: separators, day 00,
 * check digits, dates that do not exist, symbology identifiers.
 */
import { describe, expect, it } from 'vitest';
import { asGtin14, gs1CheckDigit, Gs1Error, gs1ElementString, hasGs1CheckDigit, parseGs1 } from '../src/gs1.js';

const GS = '\x1d';
const GTIN = '09501101530003';
const SSCC = '106141411234567897';

/** The error message parseGs1 throws for `code`. */
function refusal(code: string): string {
  try {
    parseGs1(code);
  } catch (error) {
    expect(error).toBeInstanceOf(Gs1Error);
    return (error as Error).message;
  }
  throw new Error(`${code} was read`);
}

describe('check digits', () => {
  it('verifies the GS1 mod-10 digit of GTIN-8, -12, -13, -14 and SSCC', () => {
    for (const valid of ['96385074', '036000291452', '4006381333931', GTIN, SSCC]) expect(hasGs1CheckDigit(valid), valid).toBe(true);
    for (const invalid of ['96385075', '036000291453', '4006381333930', '09501101530004', '106141411234567898', 'ABC', '7']) expect(hasGs1CheckDigit(invalid), invalid).toBe(false);
  });

  it('computes the check digit of a body', () => {
    expect(['0950110153000', '400638133393', '10614141123456789'].map(gs1CheckDigit)).toEqual(['3', '1', '7']);
  });

  it('reads plain barcodes as GTIN-14, and nothing else', () => {
    expect(asGtin14('4006381333931')).toBe('04006381333931');
    expect(asGtin14('036000291452')).toBe('00036000291452');
    expect(asGtin14('96385074')).toBe('00000096385074');
    expect(asGtin14(GTIN)).toBe(GTIN);
    for (const other of ['4006381333930', '123456789', 'WIDGET-1', SSCC]) expect(asGtin14(other), other).toBeNull();
  });
});

describe('element strings', () => {
  it('reads a GS1-128 label: GTIN, expiry, lot and serial, the variable-length lot ended by a GS', () => {
    const scan = parseGs1(`]C101${GTIN}17281231` + `10ABC123${GS}21SN-9`)!;
    expect(scan).toMatchObject({ symbology: 'gs1-128', gtin: GTIN, expiresOn: '2028-12-31', lot: 'ABC123', serialNumber: 'SN-9', sscc: null, contentGtin: null, count: null });
    expect(scan.elements.map((element) => [element.ai, element.value])).toEqual([['01', GTIN], ['17', '281231'], ['10', 'ABC123'], ['21', 'SN-9']]);
  });

  it('reads DataMatrix, QR and DataBar identifiers, a code with none, and the parenthesised form alike', () => {
    const body = `01${GTIN}10LOT7${GS}17290115`;
    expect(parseGs1(`]d2${body}`)).toMatchObject({ symbology: 'gs1-datamatrix', lot: 'LOT7', expiresOn: '2029-01-15' });
    expect(parseGs1(`]Q3${body}`)).toMatchObject({ symbology: 'gs1-qr', lot: 'LOT7', expiresOn: '2029-01-15' });
    expect(parseGs1(`]e0${body}`)).toMatchObject({ symbology: 'gs1-databar', lot: 'LOT7' });
    expect(parseGs1(body)).toMatchObject({ symbology: 'element-string', gtin: GTIN, lot: 'LOT7' });
    expect(parseGs1(`(01)${GTIN}(10)LOT7(17)290115`)).toMatchObject({ symbology: 'element-string', gtin: GTIN, lot: 'LOT7', expiresOn: '2029-01-15' });
    expect(parseGs1(`01${GTIN}17290115` + '10LOT7')).toMatchObject({ lot: 'LOT7', expiresOn: '2029-01-15' });
  });

  it('reads day 00 as the month\'s last day, leap years included, and the other dates', () => {
    expect(parseGs1(`(01)${GTIN}(17)280200`)!.expiresOn).toBe('2028-02-29');
    expect(parseGs1(`(01)${GTIN}(17)270200`)!.expiresOn).toBe('2027-02-28');
    expect(parseGs1(`(01)${GTIN}(11)260105(13)260110(15)270430`)).toMatchObject({ productionDate: '2026-01-05', packagingDate: '2026-01-10', bestBefore: '2027-04-30', expiresOn: null });
  });

  it('reads an SSCC, a logistic unit\'s content and its count, and a variable count', () => {
    expect(parseGs1(`]C100${SSCC}`)).toMatchObject({ sscc: SSCC, gtin: null });
    expect(parseGs1(`]C102${GTIN}3712${GS}10L1`)).toMatchObject({ contentGtin: GTIN, count: 12, lot: 'L1' });
    expect(parseGs1(`(01)${GTIN}(30)7`)).toMatchObject({ gtin: GTIN, count: 7 });
  });

  it('reads net measures as exact decimals with their units', () => {
    const scan = parseGs1(`(01)${GTIN}(3103)001500(3112)000125(3150)000002(3161)000015`)!;
    expect(scan.measures).toEqual([
      { ai: '3103', measure: 'net weight', unit: 'kg', value: '1.500' },
      { ai: '3112', measure: 'length', unit: 'm', value: '1.25' },
      { ai: '3150', measure: 'net volume', unit: 'liter', value: '2' },
      { ai: '3161', measure: 'volume', unit: 'm3', value: '1.5' },
    ]);
  });

  it("reads the customer's order number and the ship-to postal code", () => {
    expect(parseGs1(`]C100${SSCC}400PO-4711${GS}42080331`)).toMatchObject({ sscc: SSCC, orderNumber: 'PO-4711', shipToPostalCode: '80331' });
  });

  it('leaves codes that are no element string to the other readers', () => {
    for (const code of ['WIDGET-1', '4006381333931', GTIN, 'PO-000123', '0123', '01ABC']) expect(parseGs1(code), code).toBeNull();
  });
});

describe('malformed element strings', () => {
  it('names the element whose check digit is wrong, and the digit it should be', () => {
    expect(refusal(`]C101${GTIN.slice(0, 13)}4`)).toBe('GS1 element (01) "09501101530004": the check digit should be 3');
    expect(refusal(`(00)${SSCC.slice(0, 17)}8`)).toBe('GS1 element (00) "106141411234567898": the check digit should be 7');
    expect(refusal(`]C102${GTIN.slice(0, 13)}5` + '371')).toContain('(02)');
  });

  it('names a date that does not exist', () => {
    expect(refusal(`]C101${GTIN}17281301`)).toBe('GS1 element (17) "281301": month 13 does not exist');
    expect(refusal(`]C101${GTIN}17280001`)).toBe('GS1 element (17) "280001": month 00 does not exist');
    expect(refusal(`]C101${GTIN}17280230`)).toBe('GS1 element (17) "280230": day 30 does not exist in month 02');
    expect(refusal(`]C101${GTIN}15270432`)).toContain('(15)');
  });

  it('says what did not read and where: an unknown AI, a truncated element, an empty one', () => {
    expect(refusal('(23)12')).toBe('GS1 element string "(23)12": "(23)12" at character 1 names no known application identifier');
    expect(refusal(`(01)${GTIN}(23)12`)).toContain('"(23)12" at character 19 names no known application identifier');
    expect(refusal(`]C101${GTIN}2312`)).toContain('"2312" at character 20 names no known application identifier');
    expect(refusal(`]C101${GTIN}10AB${GS}2312`)).toContain('"2312" at character 25 names no known application identifier');
    expect(refusal(`]C101${GTIN.slice(0, 9)}`)).toBe(`GS1 element string "]C101${GTIN.slice(0, 9)}": "01${GTIN.slice(0, 9)}" at character 4 is a truncated fixed-length element`);
    expect(refusal(`(01)${GTIN}(3103)00150`)).toContain('"(3103)00150" at character 19 is a truncated fixed-length element');
    expect(refusal(']C1')).toBe('GS1 element string is empty');
    expect(refusal(`]C101${GTIN}10${GS}21X`)).toBe('GS1 element (10) "": has no data');
  });

  it('refuses what the library reads as text: letters in a GTIN, a count or a measure', () => {
    expect(refusal('(01)ABCDEFGHIJKLMN')).toBe('GS1 element (01) "ABCDEFGHIJKLMN": must be 14 digits');
    expect(refusal(`]C102${GTIN}3712ab`)).toBe('GS1 element (37) "12ab": a count is 1 to 8 digits');
    expect(refusal(`]C101${GTIN}301.5`)).toBe('GS1 element (30) "1.5": a count is 1 to 8 digits');
    expect(refusal(`]C102${GTIN}37123456789`)).toContain('(37)');
    expect(refusal(`]C101${GTIN}31031.5000`)).toBe('GS1 element (3103) "1.5000": a measure is 6 digits');
  });

  it("checks a GLN's check digit (410–415), and refuses an AI repeated with another value", () => {
    expect(hasGs1CheckDigit('0950110153007')).toBe(true);
    expect(parseGs1(`]C100${SSCC}4100950110153007`)!.elements.at(-1)).toMatchObject({ ai: '410', value: '0950110153007' });
    expect(refusal(`]C100${SSCC}4140950110153001`)).toBe('GS1 element (414) "0950110153001": the check digit should be 7');
    expect(parseGs1(`01${GTIN}10AB${GS}01${GTIN}`)!.gtin).toBe(GTIN);
    expect(refusal(`01${GTIN}10AB${GS}0109501101530010`)).toBe('GS1 element (01) "09501101530010": repeats (01) "09501101530003" with another value');
  });

  it('reads a leading FNC1 sent as a GS, before or after the symbology identifier', () => {
    expect(parseGs1(`${GS}]C101${GTIN}10AB`)).toMatchObject({ symbology: 'gs1-128', gtin: GTIN, lot: 'AB' });
    expect(parseGs1(`]C1${GS}01${GTIN}10AB`)).toMatchObject({ symbology: 'gs1-128', gtin: GTIN, lot: 'AB' });
    expect(parseGs1(`${GS}01${GTIN}10AB`)).toMatchObject({ symbology: 'element-string', gtin: GTIN, lot: 'AB' });
  });

  it('reads a raw digit string that does not parse as a plain code, and refuses one that parses with a wrong check digit', () => {
    expect(parseGs1('0112345678901234XYZ')).toBeNull();
    expect(refusal(`01${GTIN.slice(0, 13)}410L1`)).toContain('check digit');
  });
});

describe('labels', () => {
  it('write the element string a GS1-128 label prints, and refuse a lot AI 10 cannot carry', () => {
    expect(gs1ElementString({ gtin: GTIN, expiresOn: '2028-12-31', lot: 'ABC' })).toBe(`(01)${GTIN}(17)281231(10)ABC`);
    expect(gs1ElementString({ gtin: GTIN, expiresOn: null, lot: null })).toBe(`(01)${GTIN}`);
    expect(() => gs1ElementString({ gtin: GTIN, expiresOn: null, lot: 'ÄÖ' })).toThrow(Gs1Error);
    expect(() => gs1ElementString({ gtin: GTIN, expiresOn: null, lot: 'X'.repeat(21) })).toThrow(Gs1Error);
    expect(parseGs1(gs1ElementString({ gtin: GTIN, expiresOn: '2028-12-31', lot: 'ABC' }))).toMatchObject({ gtin: GTIN, expiresOn: '2028-12-31', lot: 'ABC' });
  });
});
