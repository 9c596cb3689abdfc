/**
 * Money the server computes itself (docs/API.md, "Money"): exact decimals, never binary floats, and
 * rounded to the cent as PostgreSQL's numeric round(x, 2) rounds, half away from zero, so that a
 * figure computed here equals the one the database computes by the same rule (the line_total and
 * value columns of packages/db/src/schema.ts). Amounts are in currency units.
 */
import { Decimal } from 'decimal.js';

/**
 * decimal.js for money: rounding half away from zero (ROUND_HALF_UP rounds the magnitude, so
 * −0.005 → −0.01, as PostgreSQL), and enough significant digits that no product of a quantity, a
 * unit amount (4 decimals, below 10¹⁰) and an exchange rate (8 decimals) is rounded before its last step.
 */
export const Money = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

/** `amount` (currency units: a number, or the decimal text SQL returns) to the cent, half away from zero: 0.005 → 0.01, −0.005 → −0.01. */
export const toCents = (amount: Decimal.Value): number => new Money(amount).toDecimalPlaces(2).toNumber();

/**
 * The total of an order line or the value of a stock movement, in currency units to the cent:
 * quantity × unitAmount × (1 − discountPercent / 100), computed exactly and rounded once, half away
 * from zero (docs/API.md, "Money"). `unitAmount` is a unit price or unit cost in currency units,
 * `discountPercent` 0..100.
 */
export function lineTotal(quantity: number, unitAmount: Decimal.Value, discountPercent: Decimal.Value = 0): number {
  return toCents(new Money(quantity).times(unitAmount).times(new Money(100).minus(discountPercent)).div(100));
}

/**
 * The exact sum of `amounts` (currency units: numbers or the decimal text SQL returns; 0 for none),
 * not rounded again: amounts given to the cent sum to the cent, as an order's subtotal is the sum of
 * its line totals.
 */
export function sumAmounts(amounts: Iterable<Decimal.Value>): number {
  let sum = new Money(0);
  for (const amount of amounts) sum = sum.plus(amount);
  return sum.toNumber();
}

/**
 * The amount per unit of `value` (currency units) spread over `units` (non-zero), to 4 decimals as
 * unit costs are kept: the unit cost of a movement valued from its FIFO layers, say.
 */
export function perUnit(value: Decimal.Value, units: number): number {
  return new Money(value).div(units).toDecimalPlaces(4).toNumber();
}

/** Spreads `total` over `weights` in proportion, to the cent: each takes its share of what is left, so the shares sum to `total`. */
export function spread(total: Decimal, weights: readonly Decimal[]): Decimal[] {
  let left = total;
  let weightLeft = weights.reduce((sum, weight) => sum.plus(weight), new Money(0));
  return weights.map((weight) => {
    const share = weightLeft.isZero() ? new Money(0) : left.times(weight).div(weightLeft).toDecimalPlaces(2);
    left = left.minus(share);
    weightLeft = weightLeft.minus(weight);
    return share;
  });
}
