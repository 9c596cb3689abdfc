/**
 * Sales-order line quantities in any unit of the product (decision 0021): each is converted to
 * whole base units (inBaseUnits) before any rule reads it; an order line keeps the unit and
 * quantity as entered beside it (shipment lines are converted by matchLinesInBaseUnits and keep
 * none: the ledger is in base units). Unit prices stay per base unit.
 */
import type { Db } from '@stockroom/db';
import { assertLineTotals } from '../documents.js';
import { AppError } from '../errors.js';
import { requireProducts } from '../inventory/index.js';
import { inBaseUnits, type EnteredQuantity } from '../products/index.js';
import type { OrderLine, SalesOrderItemRow } from './sales-orders.repository.js';
import type { SalesOrderCreate } from './sales-orders.schema.js';

/**
 * The lines of a new or edited order as written: each quantity in base units, converted from its
 * `unit`, the unit and quantity as entered beside it; the product's selling price (per base unit)
 * as the default unit price, discount 0. Throws VALIDATION_ERROR naming `items.<i>.productId` for
 * an unknown or inactive product; `items.<i>.quantity` for a unit the product has not, a measure
 * that is not whole base units, more than MAX_LINE_QUANTITY base units (baseQuantityOf), or a
 * line total above the column (assertLineTotals).
 */
export async function pricedLines(tx: Db, items: SalesOrderCreate['items']): Promise<OrderLine[]> {
  const found = await requireProducts(tx, items.map((i) => i.productId), (i) => `items.${i}.productId`, true);
  const entered = await inBaseUnits(tx, items, (i) => `items.${i}.quantity`);
  const lines = items.map((item, i) => ({
    productId: item.productId,
    ...entered[i]!,
    unitPrice: item.unitPrice ?? found[i]!.sellingPrice,
    discount: item.discount ?? 0,
  }));
  assertLineTotals(lines.map((line) => ({ quantity: line.quantity, unitAmount: line.unitPrice, discount: line.discount })));
  return lines;
}

/**
 * The new ordered quantity of `line`, `quantity` in `unit` (undefined: the base unit, no unit kept),
 * in base units and as entered. Throws VALIDATION_ERROR at `quantity` for a unit that does not
 * convert (baseQuantityOf), a quantity below what has shipped, or a line total above the column
 * ("Line total is too high").
 */
export async function newLineQuantity(tx: Db, line: Pick<SalesOrderItemRow, 'productId' | 'shippedQuantity' | 'unitPrice' | 'discount'>, quantity: number, unit: string | null | undefined): Promise<EnteredQuantity> {
  const [entered] = await inBaseUnits(tx, [{ productId: line.productId, quantity, unit }], () => 'quantity');
  if (entered!.quantity < line.shippedQuantity) throw AppError.validation('Invalid request data', { quantity: [`Quantity must be at least the ${line.shippedQuantity} units shipped`] });
  try {
    assertLineTotals([{ quantity: entered!.quantity, unitAmount: line.unitPrice, discount: line.discount }]);
  } catch (error) {
    // The one line's total, named by this input's field rather than an items list's.
    if (error instanceof AppError) throw AppError.validation('Invalid request data', { quantity: ['Line total is too high'] });
    throw error;
  }
  return entered!;
}
