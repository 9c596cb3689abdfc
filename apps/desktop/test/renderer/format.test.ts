/**
 * Display formats (decision 0019): money with its currency, counts with thousands separators. The test
 * process runs in Node's default locale, en-US, as the app's Chromium does in the e2e tests.
 */
import { describe, expect, it } from 'vitest';
import { formatChange, formatMoney, formatMoneyShort, formatQuantity } from '../../src/format.js';

describe('formatMoney', () => {
  it('shows the amount with its currency and thousands separators', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney('1234567.891', 'EUR')).toBe('€1,234,567.89');
    // A code rather than a symbol is set apart by a no-break space.
    expect(formatMoney(1234.5, 'PLN')).toBe('PLN\u00a01,234.50');
    expect(formatMoney(-3, 'USD')).toBe('-$3.00');
  });

  it("uses the currency's own decimals", () => {
    expect(formatMoney(1234.5, 'JPY')).toBe('¥1,235');
  });

  it('shows two decimals without a symbol while the currency is not known, and a dash for no amount', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(null, 'USD')).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
  });

  it('shortens amounts for chart axes', () => {
    expect(formatMoneyShort(12_345, 'USD')).toBe('$12K');
    expect(formatMoneyShort(2_500_000, 'EUR')).toBe('€2.5M');
    expect(formatMoneyShort(150, 'USD')).toBe('$150');
  });
});

describe('formatQuantity and formatChange', () => {
  it('separate thousands in counts and keep fractional units', () => {
    expect(formatQuantity(12_345)).toBe('12,345');
    expect(formatQuantity(2_147_483_647)).toBe('2,147,483,647');
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatQuantity(null)).toBe('—');
  });

  it('sign a change in units', () => {
    expect(formatChange(1_200)).toBe('+1,200');
    expect(formatChange(-4)).toBe('-4');
    expect(formatChange(0)).toBe('0');
  });
});
