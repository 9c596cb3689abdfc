/**
 * The server's own money arithmetic (money.ts, docs/API.md "Money"): exact, and rounded to the cent
 * as PostgreSQL's numeric round() rounds, half away from zero, negative amounts included, which no
 * API flow reaches with a half cent (cost prices have 2 decimals). The database side of the same
 * rule is apps/server/test/money.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { lineTotal, sumAmounts, toCents } from '../src/money.js';

describe('toCents', () => {
  it.each([
    [0.005, 0.01],
    [-0.005, -0.01],
    [1.005, 1.01],
    [-2.675, -2.68],
    ['0.0049', 0],
    ['-1234567890123.455', -1_234_567_890_123.46],
  ])('%s → %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
});

describe('lineTotal', () => {
  it('rounds quantity × unit amount × (1 − discount/100) once, half away from zero', () => {
    expect(lineTotal(3, 0.35, 50)).toBe(0.53);
    expect(lineTotal(3, 1.005)).toBe(3.02);
    expect(lineTotal(-3, 1.005)).toBe(-3.02);
    expect(lineTotal(1, 0.01, 50.01)).toBe(0);
  });

  it('keeps every digit of the largest line: 100,000,000 units at 9,999,999,999.9999', () => {
    expect(lineTotal(100_000_000, '9999999999.9999')).toBe(999_999_999_999_990_000);
    expect(lineTotal(23_567_272, 999_999.79)).toBe(23_567_267_050_872.88);
  });
});

describe('sumAmounts', () => {
  it('sums exactly, without rounding again', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe(0.3);
    expect(sumAmounts([0.1, 0.2, -0.3])).toBe(0);
    expect(sumAmounts([])).toBe(0);
    expect(sumAmounts(['0.0049', '0.0049'])).toBe(0.0098);
  });
});
