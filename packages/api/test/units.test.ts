/**
 * How sums of units reach clients (units.ts, decision 0013): a JSON number while it is a safe integer,
 * past 2^53 − 1 its exact digits as a string, whichever form the driver returned (postgres.js: text;
 * PGlite: a number, or a bigint past the safe range). Sums that large cannot be built through the
 * API in a test (about 90 million movements), so the rule is checked here, with its output schema.
 */
import { describe, expect, it } from 'vitest';
import { exactUnits, unitsSum } from '../src/units.js';

describe('exactUnits', () => {
  it.each([
    ['0', 0],
    [0, 0],
    [null, 0],
    ['3300000000', 3_300_000_000],
    [3_300_000_000, 3_300_000_000],
    ['-2200000000', -2_200_000_000],
    ['9007199254740991', 9_007_199_254_740_991],
    [9_007_199_254_740_991n, 9_007_199_254_740_991],
    ['9007199254740992', '9007199254740992'],
    ['9007199254740993', '9007199254740993'],
    [9_007_199_254_740_993n, '9007199254740993'],
    ['-9007199254740993', '-9007199254740993'],
    ['123456789012345678901234567890', '123456789012345678901234567890'],
  ])('%s → %j', (value, expected) => {
    expect(exactUnits(value)).toBe(expected);
  });

  it('gives values its output schema accepts unchanged', () => {
    const schema = unitsSum('Units on hand');
    for (const value of ['42', '9007199254740993', 9_007_199_254_740_993n]) expect(schema.parse(exactUnits(value))).toBe(exactUnits(value));
    expect(schema.safeParse(1.5).success).toBe(false);
    expect(schema.safeParse('1.5').success).toBe(false);
    expect(schema.description).toContain('2^53');
  });
});
