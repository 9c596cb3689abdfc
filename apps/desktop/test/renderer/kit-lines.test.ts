/**
 * Kits on a sales order (decision 0023 point 9): each kit's line is followed by its component lines,
 * which learn their kit's SKU; the lines units ship on leave the kits' own lines out.
 */
import { describe, expect, it } from 'vitest';
import { isKitLine, physicalLines, withKitsGrouped } from '../../src/pages/orders/kit-lines.js';

const line = (id: string, sku: string, kit = false, kitItemId: string | null = null) => ({ id, sku, kit, kitItemId });

describe('withKitsGrouped', () => {
  it("puts each kit's component lines right after it, naming the kit, and keeps other lines in their order", () => {
    const lines = [line('a', 'TEA-1'), line('c1', 'LEG', false, 'k'), line('k', 'CHAIR', true), line('b', 'OAT-1'), line('c2', 'SEAT', false, 'k')];
    expect(withKitsGrouped(lines).map((grouped) => [grouped.id, grouped.kitSku])).toEqual([
      ['a', undefined],
      ['k', undefined],
      ['c1', 'CHAIR'],
      ['c2', 'CHAIR'],
      ['b', undefined],
    ]);
  });

  it("keeps a component line whose kit's line is not among the lines where it is", () => {
    expect(withKitsGrouped([line('c1', 'LEG', false, 'gone'), line('a', 'TEA-1')]).map((grouped) => grouped.id)).toEqual(['c1', 'a']);
  });

  it('reads lines without kit fields (before a server knows kits) as they are', () => {
    expect(withKitsGrouped([{ id: 'a', sku: 'TEA-1' }])).toEqual([{ id: 'a', sku: 'TEA-1' }]);
  });
});

describe('physicalLines', () => {
  it("leaves out the kits' own lines: their components ship", () => {
    const lines = [line('k', 'CHAIR', true), line('c1', 'LEG', false, 'k'), line('a', 'TEA-1')];
    expect(physicalLines(lines).map((kept) => kept.id)).toEqual(['c1', 'a']);
    expect(lines.filter(isKitLine).map((kit) => kit.id)).toEqual(['k']);
  });
});
