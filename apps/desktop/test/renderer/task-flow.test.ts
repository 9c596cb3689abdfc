/**
 * The steps of a task on the floor (decision 0022): the source location scanned first (another one
 * refused, naming the right one), the units counted up to the task's quantity (more refused; a GS1
 * label's pack, lot and serial checked), F8 finishing short, and the destination scanned (another one
 * refused, except for putaway, where any location of the warehouse is taken).
 */
import { describe, expect, it } from 'vitest';
import type { ScannedItem } from '../../src/scanning/gs1.js';
import { addUnits, finishShort, instruction, namesUnits, scanDestination, scanSource, started, unitsOfItem, type Task } from '../../src/pages/tasks/task-flow.js';

const task = {
  id: 'task-1',
  warehouseId: 'warehouse-1',
  type: 'pick',
  status: 'assigned',
  priority: 5,
  dueAt: null,
  product: { id: 'product-1', sku: 'SKU-1', name: 'Oat milk' },
  lot: { id: 'lot-1', lotNumber: 'L1', expiryDate: '2030-01-31' },
  serialNumber: null,
  quantity: 24,
  doneQuantity: null,
  from: { id: 'bin-1', code: 'A-01-1' },
  to: { id: 'pack-1', code: 'PACK' },
  assignee: { id: 'user-1', name: 'Pia Picker' },
  waveId: 'wave-1',
  salesOrderItemId: 'item-1',
  cartSlot: 3,
  purchaseOrderId: null,
  note: null,
  startedAt: null,
  completedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
} satisfies Task;

const item: ScannedItem = {
  productId: 'product-1',
  sku: 'SKU-1',
  name: 'Oat milk',
  baseUnit: 'piece',
  unit: 'case',
  unitQuantity: 1,
  quantity: 12,
  lotNumber: 'L1',
  lotId: 'lot-1',
  expiryDate: '2030-01-31',
  serialNumber: null,
};

describe('a pick task', () => {
  it('asks for the source, refuses another location and moves on to the units at the right one, in any case', () => {
    expect(instruction(task, started)).toBe('Go to A-01-1 and scan the location');
    expect(scanSource(task, 'A-01-2')).toEqual({ refused: 'Wrong location: scan A-01-1' });
    expect(scanSource(task, ' a-01-1 ')).toEqual({ step: 'units', units: 0 });
  });

  it('counts SKU, lot and GS1 case scans up to the quantity, refuses more, then asks for the destination with the cart slot', () => {
    expect(namesUnits(task, 'sku-1')).toBe(true);
    expect(namesUnits(task, 'L1')).toBe(true);
    expect(namesUnits(task, 'SKU-2')).toBe(false);
    const one = addUnits(task, { step: 'units', units: 0 }, unitsOfItem(task, item, 1) as number);
    expect(one).toEqual({ step: 'units', units: 12 });
    expect(instruction(task, one as never)).toBe('Scan 24 × SKU-1, lot L1 (12 scanned; F8 to finish short)');
    expect(addUnits(task, one as never, 13)).toEqual({ refused: 'Only 24 to take: 12 already scanned' });
    const all = addUnits(task, one as never, 12);
    expect(all).toEqual({ step: 'destination', units: 24 });
    expect(instruction(task, all as never)).toBe('Take 24 to PACK (cart slot 3) and scan the location');
  });

  it('refuses a label of another product, lot or an inexact measure', () => {
    expect(unitsOfItem(task, { ...item, productId: 'product-2', sku: 'SKU-2' }, 1)).toEqual({ refused: 'This is SKU-2, not SKU-1' });
    expect(unitsOfItem(task, { ...item, lotNumber: 'L2' }, 1)).toEqual({ refused: 'This is lot L2, not lot L1' });
    expect(unitsOfItem(task, { ...item, quantity: null }, 1)).toEqual({ refused: "The label's measure of SKU-1 is not a whole number of piece" });
    expect(unitsOfItem(task, item, 2)).toBe(24);
  });

  it('finishes short with what was scanned, and completes at once when nothing was', () => {
    expect(finishShort(task, { step: 'units', units: 5 })).toEqual({ step: 'destination', units: 5 });
    expect(finishShort(task, { step: 'units', units: 0 })).toBe('complete');
  });

  it('takes only its destination', async () => {
    const located = async () => 'bin-9';
    expect(await scanDestination(task, 'pack', located)).toEqual({ toLocationId: 'pack-1' });
    expect(await scanDestination(task, 'B-02-1', located)).toEqual({ refused: 'Wrong location: scan PACK' });
  });
});

describe('a putaway task', () => {
  const putaway: Task = { ...task, type: 'putaway', cartSlot: null, to: { id: 'bin-5', code: 'B-01-1' } };
  it('takes another location of the warehouse, and refuses a code that names none', async () => {
    expect(await scanDestination(putaway, 'B-02-1', async (code) => (code === 'B-02-1' ? 'bin-9' : null))).toEqual({ toLocationId: 'bin-9' });
    expect(await scanDestination(putaway, 'NOWHERE', async () => null)).toEqual({ refused: 'Wrong location: scan B-01-1' });
  });
});

describe('a count task', () => {
  const count: Task = { ...task, type: 'count', quantity: null, to: null, lot: null, cartSlot: null };
  it('counts any number of units and finishes on F8', () => {
    expect(instruction(count, { step: 'units', units: 0 })).toBe('Count SKU-1 here: scan each unit, then F8 to finish');
    expect(addUnits(count, { step: 'units', units: 40 }, 100)).toEqual({ step: 'units', units: 140 });
    expect(finishShort(count, { step: 'units', units: 140 })).toBe('complete');
  });
});
