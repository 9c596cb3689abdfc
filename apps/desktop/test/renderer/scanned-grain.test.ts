/**
 * What one GS1 scan counts on a receive, ship or return line (decision 0021): the line a code names,
 * the label's lot, expiry and serial number without a prompt, checked against what the line knows;
 * the prompt where the label does not say or the lot needs a confirmation; what the scan field says.
 */
import { describe, expect, it } from 'vitest';
import { lotNumberOf, type OrderLine } from '../../src/pages/orders/order-data.js';
import { grainOfScan, lineOfCode, lineOfScan, scanNote } from '../../src/pages/orders/scanned-grain.js';
import type { ScanReading } from '../../src/scanning/useScanLookup.js';
import type { ScannedItem } from '../../src/scanning/gs1.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const line: OrderLine = { id: 'line-1', productId: 'product-1', sku: 'SKU-1', productName: 'Oat milk', barcode: null, ordered: 48, done: 0, unitAmount: 1, lineTotal: 48 };
const item: ScannedItem = {
  productId: 'product-1',
  sku: 'SKU-1',
  name: 'Oat milk',
  baseUnit: 'piece',
  unit: 'case',
  unitQuantity: 1,
  quantity: 12,
  lotNumber: 'L1',
  lotId: '00000000-0000-4000-8000-0000000000a1',
  expiryDate: inDays(400),
  serialNumber: null,
};
const allocated = (lotId: string, lotNumber: string, quantity: number, expiryDate = inDays(400)) =>
  ({ locationId: `bin-${lotNumber}`, locationCode: `A-${lotNumber}`, lotId, lotNumber, expiryDate, serialNumber: null, quantity }) as NonNullable<OrderLine['allocations']>[number];

describe('grainOfScan receiving', () => {
  const scan = (over: Partial<Parameters<typeof grainOfScan>[0]>) => grainOfScan({ line, tracking: 'lot', direction: 'in', item, units: 12, counted: [], ...over });

  it('takes the lot number and expiry date from the label', () => {
    expect(scan({})).toEqual({ entry: { itemId: 'line-1', quantity: 12, lotNumber: 'L1', expiryDate: item.expiryDate } });
    expect(scan({ item: { ...item, expiryDate: null } })).toEqual({ entry: { itemId: 'line-1', quantity: 12, lotNumber: 'L1' } });
  });

  it('asks the lot when the label has none', () => {
    expect(scan({ item: { ...item, lotNumber: null } })).toEqual({ prompt: 'lot' });
  });

  it('refuses a lot counted on the line with another expiry date', () => {
    const counted = [{ itemId: 'line-1', quantity: 12, lotNumber: 'L1', expiryDate: '2030-01-31' }];
    expect(scan({ counted })).toEqual({ refused: `Lot L1 is counted with expiry date 2030-01-31; this label says ${item.expiryDate}` });
    expect(scan({ counted: [{ ...counted[0]!, expiryDate: item.expiryDate! }] })).toHaveProperty('entry');
  });

  it('counts an untracked product in units, a serial-tracked one by its serial number', () => {
    expect(scan({ tracking: 'none' })).toEqual({ entry: { itemId: 'line-1', quantity: 12 } });
    const serialItem = { ...item, lotNumber: null, serialNumber: 'S-1', quantity: 1 };
    expect(scan({ tracking: 'serial', item: serialItem, units: 1 })).toEqual({ entry: { itemId: 'line-1', quantity: 1, serialNumbers: ['S-1'] } });
    expect(scan({ tracking: 'serial', item: serialItem, units: 1, counted: [{ itemId: 'line-1', quantity: 1, serialNumbers: ['S-1'] }] })).toEqual({ refused: 'Serial number S-1 is already counted' });
    expect(scan({ tracking: 'serial', item: serialItem, units: 2 })).toEqual({ prompt: 'serial' });
  });
});

describe('grainOfScan shipping', () => {
  const shipped = (over: Partial<OrderLine>, scan: Partial<Parameters<typeof grainOfScan>[0]> = {}) =>
    grainOfScan({ line: { ...line, ...over }, tracking: 'lot', direction: 'out', item, units: 12, counted: [], ...scan });

  it('takes an allocated lot by its id', () => {
    expect(shipped({ allocations: [allocated('lot-a', 'L1', 24)] })).toEqual({ entry: { itemId: 'line-1', quantity: 12, lotId: 'lot-a' } });
  });

  it('refuses a lot the line is not allocated, naming the allocated lots', () => {
    expect(shipped({ allocations: [allocated('lot-b', 'L2', 10), allocated('lot-b', 'L2', 14)] })).toEqual({
      refused: `Lot L1 is not allocated to this line: L2 (24, expires ${inDays(400)})`,
    });
  });

  it('refuses more units of an allocated lot than are left to count in it', () => {
    const counted = [{ itemId: 'line-1', quantity: 12, lotId: 'lot-a' }];
    expect(shipped({ allocations: [allocated('lot-a', 'L1', 20)] }, { counted })).toEqual({ refused: 'Lot L1 has 8 units allocated to this line left to count; 12 scanned' });
  });

  it('checks a transfer receipt against the lots in transit', () => {
    const offered = { label: 'In transit', grains: [{ lotId: 'lot-c', lotNumber: 'L3', expiryDate: null, serialNumber: null, quantity: 12 }], byDefault: 'the first to expire' };
    expect(shipped({ offered })).toEqual({ refused: 'Lot L1 is not in transit: L3 (12)' });
  });

  it('takes the product lot of that number when the line knows no lots', () => {
    expect(shipped({})).toEqual({ entry: { itemId: 'line-1', quantity: 12, lotId: item.lotId } });
    expect(shipped({}, { item: { ...item, lotId: null } })).toEqual({ refused: 'SKU-1 has no lot L1' });
  });

  it('leaves an expired or short-dated lot to the prompt, which asks for the confirmation', () => {
    expect(shipped({ allocations: [allocated('lot-a', 'L1', 24, inDays(-1))] })).toEqual({ prompt: 'lot' });
    expect(shipped({ minShelfLifeDays: 90 }, { item: { ...item, expiryDate: inDays(30) } })).toEqual({ prompt: 'lot' });
  });

  it('refuses a serial number the line is not allocated', () => {
    const serialItem = { ...item, lotNumber: null, serialNumber: 'S-9', quantity: 1 };
    const allocations = [{ ...allocated('lot-x', 'x', 1), lotId: null, lotNumber: null, expiryDate: null, serialNumber: 'S-1' }];
    expect(shipped({ allocations }, { tracking: 'serial', item: serialItem, units: 1 })).toEqual({ refused: 'Serial number S-9 is not allocated to this line (S-1)' });
  });
});

describe('grainOfScan of a SKU or barcode, and in a return', () => {
  it('counts an untracked product and asks the lot or serials of a tracked one', () => {
    const plain = (tracking: 'none' | 'lot' | 'serial') => grainOfScan({ line, tracking, direction: 'out', units: 3, counted: [] });
    expect(plain('none')).toEqual({ entry: { itemId: 'line-1', quantity: 3 } });
    expect(plain('lot')).toEqual({ prompt: 'lot' });
    expect(plain('serial')).toEqual({ prompt: 'serial' });
  });

  it('takes an expired lot back without the prompt when the expiry is not checked (a return)', () => {
    const offered = { label: 'Shipped', grains: [{ lotId: 'lot-a', lotNumber: 'L1', expiryDate: inDays(-5), serialNumber: null, quantity: 24 }], byDefault: 'the lots shipped' };
    const returned = (expiryChecked?: boolean) => grainOfScan({ line: { ...line, offered }, tracking: 'lot', direction: 'out', item, units: 12, counted: [], expiryChecked });
    expect(returned()).toEqual({ prompt: 'lot' });
    expect(returned(false)).toEqual({ entry: { itemId: 'line-1', quantity: 12, lotId: 'lot-a' } });
  });
});

describe('lineOfScan', () => {
  const lines: OrderLine[] = [line, { ...line, id: 'line-2', productId: 'product-2', sku: 'Tea-2', barcode: '4006381333931' }];
  const reading = (answer: ScanReading) => async () => answer;
  const never = async (): Promise<ScanReading> => {
    throw new Error('not asked');
  };

  it('counts a SKU (any case) or barcode on its line without asking the server', async () => {
    expect(await lineOfScan(lines, 'tea-2', 3, never, 'open line')).toEqual({ line: lines[1], units: 3 });
    expect(await lineOfScan(lines, '4006381333931', 1, never, 'open line')).toEqual({ line: lines[1], units: 1 });
    expect(lineOfCode(lines, 'SKU-1')).toBe(line);
  });

  it("counts a GS1 label's pack units on its product's line", async () => {
    const code = ']C101094250000000011012';
    expect(await lineOfScan(lines, code, 2, reading({ item, label: null, locations: [] }), 'open line')).toEqual({ line, units: 24, scan: { item, times: 2 } });
  });

  it('says why a code counts nothing', async () => {
    expect(await lineOfScan(lines, 'X-1', 1, reading({ error: 'No product or pack has the GTIN 1' }), 'open line')).toEqual({ unknown: 'No product or pack has the GTIN 1' });
    expect(await lineOfScan(lines, 'X-1', 1, reading({ item: null, label: null, locations: [] }), 'shipped line')).toEqual({ unknown: 'No shipped line of this order has SKU or barcode X-1', locations: [] });
    expect(await lineOfScan(lines, 'X-1', 1, reading({ item: { ...item, productId: 'other', sku: 'O-1' }, label: null, locations: [] }), 'open line')).toEqual({
      unknown: 'No open line of this order is for O-1 · Oat milk',
    });
    expect(await lineOfScan(lines, 'X-1', 1, reading({ item: { ...item, quantity: null }, label: null, locations: [] }), 'open line')).toEqual({
      unknown: "The label's measure of SKU-1 is not a whole number of piece",
    });
  });

  it('names the locations a code naming no product is the code of (a bin scanned)', async () => {
    const bin = { kind: 'location' as const, id: 'l-1', label: 'MAIN / A-01', warehouseId: 'w-1' };
    expect(await lineOfScan(lines, 'A-01', 1, reading({ item: null, label: null, locations: [bin] }), 'open line')).toEqual({ unknown: 'No open line of this order has SKU or barcode A-01', locations: [bin] });
  });
});

describe('scanNote and lotNumberOf', () => {
  it('describes a GS1 scan, with the prompt it still needs; nothing for a SKU', () => {
    expect(scanNote(undefined)).toBeNull();
    expect(scanNote({ item, times: 1 })).toEqual({ note: `1 case = 12 units of SKU-1, lot L1, expires ${item.expiryDate}` });
    expect(scanNote({ item: { ...item, lotNumber: null, expiryDate: null }, times: 1 }, 'lot')).toEqual({ note: '1 case = 12 units of SKU-1: name the lot' });
  });

  it("names a lot by id from the line's offered or allocated lots", () => {
    expect(lotNumberOf({ ...line, allocations: [allocated('lot-a', 'L1', 2)] }, 'lot-a')).toBe('L1');
    expect(lotNumberOf(line, 'lot-a')).toBeUndefined();
    expect(lotNumberOf({ ...line, allocations: [allocated('lot-a', 'L1', 2)] }, undefined)).toBeUndefined();
  });
});
