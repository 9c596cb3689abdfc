/**
 * Sales-order lines: which wait for stock and when an order has shipped; kits' lines (decision 0023
 * point 9). Line quantities in any unit of the product (decision 0021): each is converted to
 * whole base units (inBaseUnits) before any rule reads it; an order line keeps the unit and
 * quantity as entered beside it (shipment lines are converted by matchLinesInBaseUnits and keep
 * none: the ledger is in base units). Unit prices stay per base unit.
 */
import type { Db, SalesOrderStatus } from '@stockroom/db';
import { v7 as uuidv7 } from 'uuid';
import { kitsOf } from '../assemblies/index.js';
import { assertLineTotals } from '../documents.js';
import { AppError } from '../errors.js';
import { requireProducts } from '../inventory/index.js';
import { inBaseUnits, type EnteredQuantity } from '../products/index.js';
import { allInOrder } from '../prepared.js';
import { MAX_LINE_QUANTITY } from '../units.js';
import type { OrderLine, SalesOrderItemRow } from './sales-orders.repository.js';
import type { SalesOrderCreate } from './sales-orders.schema.js';

/**
 * The lines of a new or edited order as written: each quantity in base units, converted from its
 * `unit`, the unit and quantity as entered beside it; the product's selling price (per base unit)
 * as the default unit price, discount 0. A kit's line (decision 0023 point 9) is followed by one
 * line per component, tied to it, of the kit's units × the component's per kit, at price 0: the
 * kit's line carries the price, its components are allocated, picked and shipped. Every line gets
 * its id here, in order (uuid v7), so the lines read back in the order written. Throws
 * VALIDATION_ERROR naming `items.<i>.productId` for an unknown or inactive product, or a kit with a
 * component that is another line of the order or of another kit on it (each product is once on an
 * order); `items.<i>.quantity` for a unit the product has not, a measure that is not whole base
 * units, more than MAX_LINE_QUANTITY base units (baseQuantityOf) of the line or of a kit's
 * component, or a line total above the column (assertLineTotals).
 */
export async function pricedLines(tx: Db, items: SalesOrderCreate['items']): Promise<OrderLine[]> {
  const ids = items.map((i) => i.productId);
  const [found, entered, kits] = await allInOrder([requireProducts(tx, ids, (i) => `items.${i}.productId`, true), inBaseUnits(tx, items, (i) => `items.${i}.quantity`), kitsOf(tx, ids)]);
  const lines = items.map((item, i) => ({
    id: uuidv7(),
    productId: item.productId,
    ...entered[i]!,
    unitPrice: item.unitPrice ?? found[i]!.sellingPrice,
    discount: item.discount ?? 0,
    kit: kits.has(item.productId),
    kitItemId: null,
  }));
  assertLineTotals(lines.map((line) => ({ quantity: line.quantity, unitAmount: line.unitPrice, discount: line.discount })));
  return withKitComponents(lines, kits);
}

/** `lines` with each kit's component lines after it (pricedLines); VALIDATION_ERROR as pricedLines says. */
function withKitComponents(lines: OrderLine[], kits: Awaited<ReturnType<typeof kitsOf>>): OrderLine[] {
  const ordered = new Set(lines.map((line) => line.productId));
  const details: Record<string, string[]> = {};
  const expanded = lines.flatMap((line, i) => {
    const components = (kits.get(line.productId) ?? []).map((component) => ({
      id: uuidv7(),
      productId: component.componentId,
      quantity: line.quantity * component.quantity,
      unit: null,
      unitQuantity: null,
      unitPrice: 0,
      discount: 0,
      kit: false,
      kitItemId: line.id,
    }));
    if (components.some((component) => component.quantity > MAX_LINE_QUANTITY)) details[`items.${i}.quantity`] = [`A component line of the kit would pass ${MAX_LINE_QUANTITY} units`];
    for (const component of components) {
      if (ordered.has(component.productId)) details[`items.${i}.productId`] = ["A component of the kit is also on the order, alone or in another kit: order it once"];
      ordered.add(component.productId);
    }
    return [line, ...components];
  });
  if (Object.keys(details).length) throw AppError.validation('Invalid request data', details);
  return expanded;
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

/** Orders whose lines wait for stock and ship what is allocated (decision 0020). */
export const open = (status: SalesOrderStatus) => status === 'confirmed' || status === 'partially_shipped';

/** Units of a line neither shipped nor allocated: backordered while its order is open. A kit's line never is: its components are (decision 0023 point 9). */
export const backordered = (status: SalesOrderStatus, item: Pick<SalesOrderItemRow, 'quantity' | 'shippedQuantity' | 'allocatedQuantity' | 'kit'>) =>
  open(status) && !item.kit ? item.quantity - item.shippedQuantity - item.allocatedQuantity : 0;

/** The order's lines after `shippedNow` units (by line id) ship: shipped when every unit has, else partially_shipped. A kit's line ships as its components. */
export const statusAfter = (items: SalesOrderItemRow[], shippedNow: Map<string, number>, quantityOf = (item: SalesOrderItemRow) => item.quantity): SalesOrderStatus =>
  items.every((item) => item.kit || item.shippedQuantity + (shippedNow.get(item.id) ?? 0) >= quantityOf(item)) ? 'shipped' : 'partially_shipped';

/** VALIDATION_ERROR at `items.<i>.itemId` for each request naming a kit's line: a kit ships and comes back as its components (decision 0023 point 9). */
export function refuseKitLines(matched: { line: Pick<SalesOrderItemRow, 'kit'>; index: number }[]): void {
  const kits = matched.filter(({ line }) => line.kit);
  if (kits.length) throw AppError.validation('Invalid request data', Object.fromEntries(kits.map(({ index }) => [`items.${index}.itemId`, ["A kit's line is fulfilled by its component lines: name those"]])));
}
