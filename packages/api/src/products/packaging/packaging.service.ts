/**
 * Units of measure and packaging units (decision 0021). Stock, the ledger and costs stay in the
 * product's base unit, in whole numbers; every other unit is a way of writing a quantity of it: a
 * pack (a case of 12, a pallet of 40 cases) or a measure of the same kind (g for a product kept in
 * kg), converted exactly or not at all.
 */
import { uniqueViolation, type Db, type UnitOfMeasure } from '@stockroom/db';
import { AppError, type FieldErrors } from '../../errors.js';
import { asGtin14, Gs1Error, gs1ElementString } from '../../gs1.js';
import { LINE_LIMIT, MAX_LINE_QUANTITY } from '../../units.js';
import { lockProducts } from '../products.repository.js';
import type { PackagingUnitInput, ProductUnits } from './packaging.schema.js';
import * as repo from './packaging.repository.js';

/** The measures one unit of which is a whole number of another: kind, and size in the kind's smallest unit. */
const measures: Partial<Record<string, { kind: 'mass' | 'volume' | 'length'; size: number }>> = {
  g: { kind: 'mass', size: 1 },
  kg: { kind: 'mass', size: 1000 },
  ml: { kind: 'volume', size: 1 },
  liter: { kind: 'volume', size: 1000 },
  mm: { kind: 'length', size: 1 },
  cm: { kind: 'length', size: 10 },
  meter: { kind: 'length', size: 1000 },
};

/** A product's units: its base unit and its packs by lower-case name. */
export interface UnitsOfProduct {
  baseUnit: UnitOfMeasure;
  packs: ReadonlyMap<string, { name: string; baseQuantity: number }>;
}

/**
 * A measure read from a label, `value` an exact decimal ("1.500") of `unit`, as whole base units of
 * a product kept in `baseUnit` (1.500 kg of a product kept in g: 1500); null when it is not a whole
 * number of them, undefined when `unit` and `baseUnit` measure different kinds.
 */
export function measureInBaseUnits(value: string, unit: string, baseUnit: UnitOfMeasure): number | null | undefined {
  const from = measures[unit];
  const to = measures[baseUnit];
  if (!from || !to || from.kind !== to.kind) return undefined;
  const [whole, fraction = ''] = value.split('.');
  const numerator = BigInt(`${whole}${fraction}`) * BigInt(from.size);
  const denominator = 10n ** BigInt(fraction.length) * BigInt(to.size);
  return numerator % denominator === 0n ? Number(numerator / denominator) : null;
}

/** A quantity as a document line stores and answers it (decision 0021): base units, and as entered. */
export interface EnteredQuantity {
  /** Base units. */
  quantity: number;
  /** The pack or measure it was entered in, as the product spells it; null when entered in the base unit. */
  unit: string | null;
  /** The quantity in `unit`; null when `unit` is. */
  unitQuantity: number | null;
}

/**
 * `quantity` of `unit` (undefined or the base unit: as given) in whole base units of `product`:
 * times the pack's size, or converted between measures of one kind (3 kg of a product kept in g is
 * 3000). Throws VALIDATION_ERROR ("Invalid request data"): at the `unit` beside `field` (the
 * quantity's field, "items.0.quantity": "items.0.unit") for a unit the product has not; at `field`
 * for a measure that is not a whole number of base units (1500 g of a product kept in kg) or a
 * result past ±`max` (MAX_LINE_QUANTITY unless told; decision 0013).
 */
export function baseQuantityOf(product: UnitsOfProduct, quantity: number, unit: string | null | undefined, field: string, max = MAX_LINE_QUANTITY): EnteredQuantity {
  const refuse = (message: string, at = field): never => {
    throw AppError.validation('Invalid request data', { [at]: [message] });
  };
  const named = unit?.trim().toLowerCase();
  if (named === undefined || named === product.baseUnit) return { quantity, unit: null, unitQuantity: null };
  const pack = product.packs.get(named);
  const from = measures[named];
  const to = measures[product.baseUnit];
  let base: number;
  if (pack) base = quantity * pack.baseQuantity;
  else if (from && to && from.kind === to.kind) {
    if ((quantity * from.size) % to.size !== 0) refuse(`${quantity} ${named} is ${(quantity * from.size) / to.size} ${product.baseUnit}: the product is kept in whole ${product.baseUnit}`);
    base = (quantity * from.size) / to.size;
  } else {
    const kin = Object.keys(measures).filter((name) => name !== product.baseUnit && measures[name]!.kind === to?.kind);
    return refuse(`Unit ${unit} is not a unit of this product (${[product.baseUnit, ...[...product.packs.values()].map((p) => p.name), ...kin].join(', ')})`, field.replace(/[^.]+$/, 'unit'));
  }
  const spelled = pack?.name ?? named;
  if (Math.abs(base) > max) refuse(`${quantity} ${spelled} is ${base} ${product.baseUnit}, more than ${max.toLocaleString('en-US')}`);
  return { quantity: base, unit: spelled, unitQuantity: quantity };
}

/**
 * Each line's quantity in base units (baseQuantityOf), the products' units read in one pass; a line
 * of a product that does not exist is returned as entered (callers check the products first and
 * report it). `field(i)` names line i's quantity in errors ("items.0.quantity"); throws as
 * baseQuantityOf.
 */
export async function inBaseUnits(
  db: Db,
  lines: readonly { productId: string; quantity: number; unit?: string | null | undefined }[],
  field: (i: number) => string,
  max = MAX_LINE_QUANTITY,
): Promise<EnteredQuantity[]> {
  const named = lines.filter((line) => line.unit !== undefined && line.unit !== null);
  const units = named.length === 0 ? new Map<string, UnitsOfProduct>() : await unitsOfProducts(db, named.map((line) => line.productId));
  return lines.map((line, i) => {
    const product = units.get(line.productId);
    return product ? baseQuantityOf(product, line.quantity, line.unit, field(i), max) : { quantity: line.quantity, unit: null, unitQuantity: null };
  });
}

/** The units of each of `productIds` (unknown ids left out), for baseQuantityOf. */
export async function unitsOfProducts(db: Db, productIds: string[]): Promise<Map<string, UnitsOfProduct>> {
  const ids = [...new Set(productIds)];
  const bases = await repo.findBaseUnits(db, ids);
  const packs = await repo.findPacksOf(db, ids);
  const units = new Map(bases.map((row) => [row.id, { baseUnit: row.unitOfMeasure, packs: new Map<string, { name: string; baseQuantity: number }>() }]));
  for (const pack of packs) units.get(pack.productId)?.packs.set(pack.name.toLowerCase(), pack);
  return units;
}

/** GET /api/products/{id}/units: the base unit and packaging units, innermost first. Throws NOT_FOUND for an unknown product. */
export async function getProductUnits(db: Db, id: string): Promise<ProductUnits> {
  const [product] = await repo.findBaseUnits(db, [id]);
  if (!product) throw AppError.notFound('Product');
  const units = await repo.findPackagingUnits(db, id);
  return {
    productId: id,
    baseUnit: product.unitOfMeasure,
    units: units.map((unit) => ({
      name: unit.name,
      quantity: unit.quantity,
      contains: unit.contains ?? product.unitOfMeasure,
      baseQuantity: unit.baseQuantity,
      barcode: unit.gtin,
      weight: unit.weight,
      dimensions: unit.length === null || unit.width === null || unit.height === null ? null : { length: unit.length, width: unit.width, height: unit.height },
    })),
  };
}

/**
 * PUT /api/products/{id}/units: replaces the product's packaging units with `units` (innermost
 * first) in one transaction, the product locked. Rules (decision 0021): a name is unique in any case
 * and is no unit of measure's; `contains` names the base unit or a unit listed before; a pack holds
 * 2..MAX_LINE_QUANTITY base units; a barcode is a GTIN with its check digit, stored as GTIN-14.
 * Lines already entered in a pack keep their base quantity. Throws NOT_FOUND for an unknown
 * product, VALIDATION_ERROR naming `units.<i>.<field>`, CONFLICT when a barcode is another pack's.
 */
export async function replaceProductUnits(db: Db, id: string, units: PackagingUnitInput[]): Promise<ProductUnits> {
  return db.transaction(async (tx) => {
    const [product] = await lockProducts(tx, [id]);
    if (!product) throw AppError.notFound('Product');
    const rows = checkedUnits(units, product.unitOfMeasure);
    try {
      await repo.replacePackagingUnits(tx, id, rows);
    } catch (error) {
      if (uniqueViolation(error) === 'packaging_units_gtin_unique') throw new AppError('CONFLICT', 'A barcode of these units is already another packaging unit\'s');
      throw error;
    }
    return getProductUnits(tx, id);
  });
}

/** `units` as rows, each with its base quantity; throws VALIDATION_ERROR with every broken rule by field. */
function checkedUnits(units: PackagingUnitInput[], baseUnit: UnitOfMeasure): repo.PackagingUnitRow[] {
  const errors: FieldErrors = {};
  const fail = (i: number, field: string, message: string) => {
    (errors[`units.${i}.${field}`] ??= []).push(message);
  };
  const sizes = new Map<string, { name: string; size: number }>([[baseUnit, { name: baseUnit, size: 1 }]]);
  const barcodes = new Set<string>();
  const rows = units.map((unit, i) => {
    const key = unit.name.toLowerCase();
    if (key in measures || key === baseUnit) fail(i, 'name', `${unit.name} is a unit of measure, not a pack`);
    else if (sizes.has(key)) fail(i, 'name', `Unit ${unit.name} is listed twice`);
    const inner = sizes.get((unit.contains ?? baseUnit).toLowerCase());
    if (inner === undefined) fail(i, 'contains', `Unit ${unit.contains} is neither the base unit nor a unit listed before`);
    const baseQuantity = unit.quantity * (inner?.size ?? 1);
    if (baseQuantity < 2) fail(i, 'quantity', 'A pack holds at least 2 base units');
    if (baseQuantity > MAX_LINE_QUANTITY) fail(i, 'quantity', `A pack holds at most ${LINE_LIMIT} base units`);
    if (!sizes.has(key)) sizes.set(key, { name: unit.name, size: baseQuantity });
    const gtin = unit.barcode === undefined ? null : asGtin14(unit.barcode);
    if (unit.barcode !== undefined && gtin === null) fail(i, 'barcode', 'Barcode must end with its GTIN check digit');
    if (gtin !== null && barcodes.has(gtin)) fail(i, 'barcode', 'Barcode is another unit\'s in this list');
    if (gtin !== null) barcodes.add(gtin);
    return {
      name: unit.name,
      quantity: unit.quantity,
      contains: inner === undefined || inner.name === baseUnit ? null : inner.name,
      baseQuantity,
      gtin,
      weight: unit.weight ?? null,
      length: unit.dimensions?.length ?? null,
      width: unit.dimensions?.width ?? null,
      height: unit.dimensions?.height ?? null,
    };
  });
  if (Object.keys(errors).length > 0) throw AppError.validation('Invalid product data', errors);
  return rows;
}

/**
 * The GS1-128 element string a label of the product prints (decision 0021), in its human-readable
 * form: (01) the GTIN of `unit` (a pack's, else the product's own barcode as GTIN-14), then for
 * `lotId` (17) the lot's expiry when it has one and (10) its number. Throws VALIDATION_ERROR at
 * `unit` for a unit the product has not or one without a GTIN, at `lotId` for a lot number AI 10
 * cannot carry; NOT_FOUND "Lot not found" for a lot of another product or none.
 */
export async function labelElementString(db: Db, product: { id: string; barcode: string | null }, unit: string | undefined, lotId: string | undefined): Promise<string> {
  const pack = unit === undefined ? undefined : (await repo.findPackagingUnits(db, product.id)).find((row) => row.name.toLowerCase() === unit.toLowerCase());
  if (unit !== undefined && !pack) throw AppError.validation('Invalid request data', { unit: [`${unit} is not a packaging unit of this product`] });
  const lot = lotId === undefined ? undefined : await repo.findLotOf(db, product.id, lotId);
  if (lotId !== undefined && !lot) throw AppError.notFound('Lot');
  const gtin = pack ? pack.gtin : product.barcode === null ? null : asGtin14(product.barcode);
  if (gtin === null) throw AppError.validation('Invalid request data', { unit: [pack ? `Pack ${pack.name} has no barcode (GTIN)` : 'The product\'s barcode is no GTIN: name a pack with one'] });
  try {
    return gs1ElementString({ gtin, expiresOn: lot?.expiryDate ?? null, lot: lot?.lotNumber ?? null });
  } catch (error) {
    if (error instanceof Gs1Error) throw AppError.validation('Invalid request data', { lotId: [error.message] });
    throw error;
  }
}
