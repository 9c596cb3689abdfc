/** What a receipt line says about where its units go (decision 0022): the suggestion, confirmed or departed from by a scanned bin. */
import { describe, expect, it } from 'vitest';
import { binNote } from '../../src/pages/purchase-orders/receipt-bins.js';

const a1 = { id: 'l-a1', code: 'A-01' };
const b1 = { id: 'l-b1', code: 'B-01' };
const putaway = (receivingSteps: 1 | 2) => ({
  purchaseOrderId: 'po-1',
  warehouseId: 'w-1',
  receivingSteps,
  receivingLocation: receivingSteps === 2 ? { id: 'l-dock', code: 'DOCK' } : null,
  lines: [{ itemId: 'i-1', productId: 'p-1', sku: 'TEA', remaining: 12, unit: null, location: a1 }],
});

describe('binNote', () => {
  it('asks for the bin until one is scanned, then says whether it is the suggestion', () => {
    expect(binNote(putaway(1), a1, undefined)).toBe('Put away: A-01 (scan the bin to confirm)');
    expect(binNote(putaway(1), a1, a1)).toBe('Put away: A-01, confirmed by scan');
    expect(binNote(putaway(1), a1, b1)).toBe('Put away: B-01 (scanned; suggested A-01)');
  });

  it('sends units to the receiving location first in two steps', () => {
    expect(binNote(putaway(2), a1, undefined)).toBe('Receive to DOCK, then put away to A-01');
  });
});
