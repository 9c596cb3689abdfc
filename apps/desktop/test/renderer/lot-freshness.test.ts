/**
 * How the ship panel judges a lot's expiry (decision 0020): expired from the day after its expiry
 * date, short-dated within 30 days or the order's longer shelf-life minimum, and which lots the
 * server ships only with allowExpired.
 */
import { describe, expect, it } from 'vitest';
import { lotFreshness, needsAllowExpired } from '../../src/pages/orders/order-data.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('lotFreshness', () => {
  it('marks expired and short-dated lots, not fresh ones or lots without expiry', () => {
    expect(lotFreshness(inDays(-1))).toBe('expired');
    expect(lotFreshness(inDays(0))).toBe('short');
    expect(lotFreshness(inDays(29))).toBe('short');
    expect(lotFreshness(inDays(30))).toBeNull();
    expect(lotFreshness(null)).toBeNull();
  });

  it('counts a longer shelf-life minimum of the order as short-dated', () => {
    expect(lotFreshness(inDays(45), 60)).toBe('short');
    expect(lotFreshness(inDays(45), 10)).toBeNull();
  });
});

describe('needsAllowExpired', () => {
  it('holds for expired lots and lots shorter-dated than the order allows', () => {
    expect(needsAllowExpired(inDays(-1))).toBe(true);
    expect(needsAllowExpired(inDays(0))).toBe(false);
    expect(needsAllowExpired(inDays(5), 10)).toBe(true);
    expect(needsAllowExpired(inDays(10), 10)).toBe(false);
    expect(needsAllowExpired(null, 10)).toBe(false);
  });
});
