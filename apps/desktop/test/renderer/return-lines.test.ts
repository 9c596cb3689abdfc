/**
 * The lines of a return's dialog as scans fill them (decision 0021): a scan adds its units to its
 * line in the grain the line returns, never beyond the units shipped, and one line returns one lot.
 */
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../src/pages/orders/order-data.js';
import { addToReturnLine, overReturn, returnEntries, type ReturnLineValues } from '../../src/pages/returns/return-lines.js';

const shipped = (lotId: string | null, lotNumber: string | null, quantity: number, serialNumber: string | null = null) => ({ lotId, lotNumber, expiryDate: null, serialNumber, quantity });
const line: OrderLine = {
  id: 'line-1',
  productId: 'product-1',
  sku: 'OAT-1',
  productName: 'Oat milk',
  barcode: null,
  ordered: 24,
  done: 24,
  unitAmount: 1,
  lineTotal: 24,
  offered: { label: 'Shipped', grains: [shipped('lot-a', 'L1', 12), shipped('lot-b', 'L2', 12)], byDefault: 'the lots shipped' },
};
const none: ReturnLineValues = { quantity: 0, condition: 'resellable' };

describe('returnEntries', () => {
  it('is what the line returns so far, as counted entries', () => {
    expect(returnEntries(line, none)).toEqual([]);
    expect(returnEntries(line, { ...none, quantity: '' })).toEqual([]);
    expect(returnEntries(line, { quantity: 12, condition: 'damaged', lotId: 'lot-a' })).toEqual([{ itemId: 'line-1', quantity: 12, lotId: 'lot-a' }]);
    expect(returnEntries(line, { quantity: 1, condition: 'resellable', serialNumbers: ['S-1'] })).toEqual([{ itemId: 'line-1', quantity: 1, serialNumbers: ['S-1'] }]);
  });
});

describe('addToReturnLine', () => {
  it("sets an empty line to the scan's units and lot, keeping its condition", () => {
    expect(addToReturnLine(line, { ...none, condition: 'damaged' }, { itemId: 'line-1', quantity: 12, lotId: 'lot-a' })).toEqual({
      values: { quantity: 12, condition: 'damaged', lotId: 'lot-a', serialNumbers: undefined },
    });
  });

  it('adds units of the same lot, of no lot, and serial numbers to those named', () => {
    expect(addToReturnLine(line, { ...none, quantity: 6, lotId: 'lot-a' }, { itemId: 'line-1', quantity: 6, lotId: 'lot-a' })).toEqual({
      values: { quantity: 12, condition: 'resellable', lotId: 'lot-a' },
    });
    expect(addToReturnLine(line, { ...none, quantity: '3' }, { itemId: 'line-1', quantity: 2 })).toEqual({ values: { quantity: 5, condition: 'resellable' } });
    expect(addToReturnLine(line, { ...none, quantity: 1, serialNumbers: ['S-1'] }, { itemId: 'line-1', quantity: 1, serialNumbers: ['S-2'] })).toEqual({
      values: { quantity: 2, condition: 'resellable', serialNumbers: ['S-1', 'S-2'] },
    });
  });

  it('refuses another lot on a line returning one, naming both', () => {
    expect(addToReturnLine(line, { ...none, quantity: 6, lotId: 'lot-a' }, { itemId: 'line-1', quantity: 6, lotId: 'lot-b' })).toEqual({
      refused: 'OAT-1 returns 6 units of lot L1 already; a line of a return takes one lot: return lot L2 separately',
    });
    expect(addToReturnLine(line, { ...none, quantity: 6 }, { itemId: 'line-1', quantity: 6, lotId: 'lot-b' })).toEqual({
      refused: 'OAT-1 returns 6 units with no lot named already; a line of a return takes one lot: return lot L2 separately',
    });
  });

  it('refuses more units than were shipped', () => {
    expect(addToReturnLine(line, { ...none, quantity: 20 }, { itemId: 'line-1', quantity: 12 })).toEqual({ refused: 'Only 4 more units of OAT-1 can come back; 12 scanned' });
    expect(overReturn(line, { ...none, quantity: 24 }, 1)).toBe('All 24 units of OAT-1 are returning already');
    expect(overReturn(line, none, 24)).toBeNull();
  });
});
