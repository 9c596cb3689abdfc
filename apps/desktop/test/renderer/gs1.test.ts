/**
 * GS1 scans in the renderer (decision 0021): which codes the panels send to the server to be read,
 * how a scanned pack is described, what a label scanned into the lot or serial prompt names, and the
 * group separator a scanner sends as a key.
 */
import { describe, expect, it } from 'vitest';
import { GROUP_SEPARATOR, scannedKey } from '../../src/scanning/burst.js';
import { describeScannedItem, looksLikeGs1, numberOfLabel, type Gs1Label, type ScannedItem } from '../../src/scanning/gs1.js';

/** A scanned case of 12 of SKU-1 with the label's lot and expiry. */
const caseOf12: ScannedItem = {
  productId: '00000000-0000-4000-8000-000000000001',
  sku: 'SKU-1',
  name: 'Oat milk',
  baseUnit: 'piece',
  unit: 'case',
  unitQuantity: 1,
  quantity: 12,
  lotNumber: 'L1',
  lotId: null,
  expiryDate: '2028-12-31',
  serialNumber: null,
};

describe('looksLikeGs1', () => {
  it('takes codes with a GS1 symbology identifier, parentheses or a group separator', () => {
    expect(looksLikeGs1(']C10109501101530003172812311012345')).toBe(true);
    expect(looksLikeGs1(']d201095011015300031728123110L1')).toBe(true);
    expect(looksLikeGs1(']Q301095011015300031728123110L1')).toBe(true);
    expect(looksLikeGs1('(01)09501101530003(17)281231(10)L1')).toBe(true);
    expect(looksLikeGs1(`0109501101530003373${GROUP_SEPARATOR}10L1`)).toBe(true);
  });

  it('takes digit strings of 16 or more, not GTINs of 8 to 14 digits', () => {
    expect(looksLikeGs1('0109501101530003172812311012345')).toBe(true);
    expect(looksLikeGs1('0109501101530003')).toBe(true);
    expect(looksLikeGs1('09501101530003')).toBe(false);
    expect(looksLikeGs1('4006381333931')).toBe(false);
  });

  it('leaves SKUs, barcodes and document numbers alone', () => {
    expect(looksLikeGs1('SKU-1')).toBe(false);
    expect(looksLikeGs1('PO-000012')).toBe(false);
    expect(looksLikeGs1('C10109501101530003')).toBe(false);
  });
});

describe('describeScannedItem', () => {
  it('names the pack, its units in the base unit and what the label carries', () => {
    expect(describeScannedItem(caseOf12)).toBe('1 case = 12 units of SKU-1, lot L1, expires 2028-12-31');
  });

  it('multiplies by a quantity prefix and by the count the label carries', () => {
    expect(describeScannedItem(caseOf12, 2)).toBe('2 × case = 24 units of SKU-1, lot L1, expires 2028-12-31');
    expect(describeScannedItem({ ...caseOf12, unitQuantity: 3, quantity: 36, expiryDate: null })).toBe('3 × case = 36 units of SKU-1, lot L1');
  });

  it('counts a product scanned by its own GTIN in units, with its serial number', () => {
    const unit = { ...caseOf12, unit: 'piece', quantity: 1, lotNumber: null, expiryDate: null, serialNumber: 'S-9' };
    expect(describeScannedItem(unit)).toBe('1 unit of SKU-1, serial S-9');
  });
});

describe('scannedKey', () => {
  const key = (key: string, modifiers: Partial<Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'metaKey'>> = {}) => ({ key, ctrlKey: false, altKey: false, metaKey: false, ...modifiers });

  it('reads the group separator sent as itself or as Ctrl+]', () => {
    expect(scannedKey(key(GROUP_SEPARATOR))).toBe(GROUP_SEPARATOR);
    expect(scannedKey(key(']', { ctrlKey: true }))).toBe(GROUP_SEPARATOR);
  });

  it('leaves other keys as they are: ] alone, other shortcuts, Enter', () => {
    expect(scannedKey(key(']'))).toBe(']');
    expect(scannedKey(key(']', { ctrlKey: true, altKey: true }))).toBe(']');
    expect(scannedKey(key('a', { ctrlKey: true }))).toBe('a');
    expect(scannedKey(key('Enter'))).toBe('Enter');
  });
});

describe('numberOfLabel', () => {
  const label: Gs1Label = {
    symbology: 'gs1-128',
    elements: [],
    sscc: null,
    gtin: '10950110153000',
    contentGtin: null,
    lot: 'L1',
    serialNumber: 'S-7',
    productionDate: null,
    packagingDate: null,
    bestBefore: '2028-06-30',
    expiresOn: null,
    count: null,
    measures: [],
    orderNumber: null,
    shipToPostalCode: null,
  };
  const product = { productId: caseOf12.productId, sku: 'SKU-1' };

  it('takes a plain code as the number itself', () => {
    expect(numberOfLabel('L-77', { item: null, label: null }, 'lot', product)).toEqual({ number: 'L-77', expiryDate: null });
    expect(numberOfLabel('0109501101530003999', { item: null, label: null }, 'serial', product)).toEqual({ number: '0109501101530003999', expiryDate: null });
  });

  it("takes a label's lot with its expiry, or its serial number", () => {
    expect(numberOfLabel(']C1…', { item: caseOf12, label }, 'lot', product)).toEqual({ number: 'L1', expiryDate: '2028-12-31' });
    expect(numberOfLabel(']C1…', { item: null, label }, 'lot', product)).toEqual({ number: 'L1', expiryDate: '2028-06-30' });
    expect(numberOfLabel(']C1…', { item: null, label: { ...label, expiresOn: '2029-01-31' } }, 'lot', product)).toEqual({ number: 'L1', expiryDate: '2029-01-31' });
    expect(numberOfLabel(']C1…', { item: caseOf12, label }, 'serial', product)).toEqual({ number: 'S-7', expiryDate: null });
  });

  it('refuses a label of another product, or one without the element asked', () => {
    expect(numberOfLabel(']C1…', { item: { ...caseOf12, productId: 'other', sku: 'TEA-2', name: 'Tea' }, label }, 'lot', product)).toEqual({
      refused: 'This label is for TEA-2 · Tea, not SKU-1',
    });
    expect(numberOfLabel(']C1…', { item: null, label: { ...label, lot: null } }, 'lot', product)).toEqual({ refused: 'This label carries no lot number (AI 10)' });
    expect(numberOfLabel(']C1…', { item: null, label: { ...label, serialNumber: null } }, 'serial', product)).toEqual({ refused: 'This label carries no serial number (AI 21)' });
  });
});
