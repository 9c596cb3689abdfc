/** The scan box's question (decision 0019): what does this code name? With GS1, also what it carries (decision 0021). */
import type { Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import type { Permission } from '../auth/permissions.js';
import { AppError } from '../errors.js';
import { asGtin14, Gs1Error, parseGs1, type Gs1Scan } from '../gs1.js';
import { measureInBaseUnits } from '../products/index.js';
import { findByCode, findByGtin, findLotId } from './lookup.repository.js';
import type { LookupKind, LookupResult, ScannedItem } from './lookup.schema.js';

/** The permission that reads each kind, as the kind's own GET does. */
const readPermission: Record<LookupKind, Permission> = {
  product: 'products:read',
  'purchase-order': 'orders:read',
  'sales-order': 'orders:read',
  transfer: 'inventory:read',
  count: 'inventory:read',
  'assembly-order': 'inventory:read',
  location: 'warehouses:read',
};

/** The measures of GS1 labels that count a product's stock, by the base units they convert to. */
const countingMeasures: Partial<Record<Gs1Scan['measures'][number]['measure'], string>> = { 'net weight': 'kg', length: 'meter', 'net volume': 'liter' };

/**
 * Every record `code` names that `actor` may read: `{code, matches: [{kind, id, label,
 * warehouseId}], gs1, item}`, products first; a warehouse-bound actor sees only its warehouse's
 * documents and locations (decision 0003). `gs1` is the code read as a GS1 element string, `item`
 * the product and pack its GTIN (or the plain GTIN scanned) names with the unit, quantity, lot,
 * expiry and serial the symbol carries (decision 0021). An unknown code gives no matches, not an
 * error. Throws VALIDATION_ERROR at `code` for a malformed GS1 element string, naming the part.
 */
export async function lookupCode(db: Db, code: string, actor: Actor): Promise<LookupResult> {
  const kinds = new Set((Object.keys(readPermission) as LookupKind[]).filter((kind) => actor.permissions.includes(readPermission[kind])));
  const gs1 = readGs1(code);
  const gtin = gs1 ? (gs1.gtin ?? gs1.contentGtin) : asGtin14(code);
  const rows = await findByCode(db, code, gtin, { kinds, warehouseId: actor.warehouseId });
  const item = gtin !== null && kinds.has('product') ? await scannedItem(db, gtin, gs1) : null;
  return { code, matches: rows.map((row) => ({ kind: row.kind, id: row.id, label: row.label, warehouseId: row.warehouseId })), gs1, item };
}

/** `code` as a GS1 scan, null when it is none; a malformed one is VALIDATION_ERROR at `code`. */
function readGs1(code: string): Gs1Scan | null {
  try {
    return parseGs1(code);
  } catch (error) {
    if (error instanceof Gs1Error) throw AppError.validation('Invalid request data', { code: [error.message] });
    throw error;
  }
}

/** What `gtin` names with what `gs1` carries (see lookupCode); null when it names no product. */
async function scannedItem(db: Db, gtin: string, gs1: Gs1Scan | null): Promise<ScannedItem | null> {
  const found = await findByGtin(db, gtin);
  if (!found) return null;
  const unitQuantity = gs1?.count ?? 1;
  let quantity: number | null = unitQuantity * (found.pack?.baseQuantity ?? 1);
  for (const measure of gs1?.measures ?? []) {
    const unit = countingMeasures[measure.measure];
    const inBase = unit === undefined ? undefined : measureInBaseUnits(measure.value, unit, found.baseUnit);
    if (inBase !== undefined) quantity = inBase;
  }
  const lotNumber = gs1?.lot ?? null;
  return {
    productId: found.productId,
    sku: found.sku,
    name: found.name,
    baseUnit: found.baseUnit,
    unit: found.pack?.name ?? found.baseUnit,
    unitQuantity,
    quantity,
    lotNumber,
    lotId: lotNumber === null ? null : ((await findLotId(db, found.productId, lotNumber)) ?? null),
    expiryDate: gs1?.expiresOn ?? gs1?.bestBefore ?? null,
    serialNumber: gs1?.serialNumber ?? null,
  };
}
