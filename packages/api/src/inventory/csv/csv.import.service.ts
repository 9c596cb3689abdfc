/** The stock import (decision 0017): opening balances and stock counts from CSV, all or nothing. */
import type { Db, Tracking } from '@stockroom/db';
import type { Actor } from '../../auth/index.js';
import { cellValue, readCsv, RowErrors } from '../../csv.js';
import { AppError, type FieldErrors } from '../../errors.js';
import { findLocationId, findWarehouse, requireActiveWarehouse } from '../../warehouses/index.js';
import * as repo from './csv.repository.js';
import { findLot } from '../inventory.repository.js';
import { inventoryCsvColumns, inventoryImportRowSchema, type InventoryImportResult, type InventoryImportRow } from '../inventory.schema.js';
import { signedChange, type StockChange } from '../ledger/ledger.changes.js';
import { lockLevel } from '../ledger/ledger.repository.js';
import { applyStockChanges, defaultLocationId } from '../ledger/ledger.service.js';
import { checkTrackingFields, inboundGrain, outboundGrain } from '../tracking.js';

/** Thrown inside a dry run's transaction to roll it back, carrying what it would have done. */
class DryRun {
  constructor(readonly result: InventoryImportResult) {}
}

/** The import's column of a field the grain checks name (tracking.ts). */
const columnOf: Record<string, string> = { locationId: 'locationCode', lotId: 'lotNumber', lotNumber: 'lotNumber', serialNumbers: 'serialNumber', expiryDate: 'expiryDate' };

const column = (field: string) => columnOf[field] ?? field;

/**
 * POST /api/inventory/import (decision 0017): opening balances and stock counts from CSV `text` with
 * the columns of inventoryCsvColumns (sku, warehouseCode and quantity required). Each row is a
 * count: the units on hand of its grain (the product in the warehouse, at the location, default
 * the warehouse's DEFAULT location, of the lot, of the serial number) become `quantity`, and the
 * difference is posted as `adjustment` movements with reason `count` at the product's cost price,
 * exactly as a counted adjustment (POST /api/inventory/adjustments with countedQuantity) posts it,
 * through applyStockChanges; grains the file does not name keep their stock. A lot-tracked
 * product's row names its lot (a new lot number creates the lot, expiryDate giving its expiry date,
 * else today + the product's shelf life); a serial-tracked product's row names one serial number
 * with quantity 0 (not here) or 1 (here), and its lot when the unit has one.
 * Every row is checked first (unknown SKU, warehouse or location code, an inactive warehouse, lot
 * or serial fields the product's tracking refuses, a grain named twice, an inactive location for
 * units in, a lot known with another expiry date); any failing row answers the per-row report with
 * nothing written. Then all rows are applied in one transaction. With `dryRun` the whole import
 * runs in its transaction and is rolled back, so the counts are exactly what it would do.
 * Returns the counts. Throws VALIDATION_ERROR "Invalid CSV data…" with the per-row report
 * (csv.ts); FORBIDDEN for a warehouse a bound actor may not use (a count below what is allocated
 * releases the allocations short of it, decision 0020); CONFLICT for a serial number counted
 * here while in stock elsewhere (count it 0 there in the same file to move it).
 */
export async function importInventoryCsv(db: Db, text: string, options: { dryRun: boolean }, actor: Actor): Promise<InventoryImportResult> {
  const errors = new RowErrors();
  const { records } = readCsv(text, { known: inventoryCsvColumns, required: ['sku', 'warehouseCode', 'quantity'] }, errors);
  const lines = parseRows(records, errors);
  try {
    return await db.transaction(async (tx) => {
      const located = await locateRows(tx, lines, errors, actor);
      // The levels counted, locked in applyStockChanges' order before their grains are read.
      const levels = [...new Set(located.map(({ warehouseId, product }) => `${warehouseId} ${product.id}`))].sort();
      for (const level of levels) await lockLevel(tx, level.split(' ')[1]!, level.split(' ')[0]!);
      const changes = await countChanges(tx, located, errors, actor);
      errors.throwIfAny();
      const movements = changes.length ? (await applyStockChanges(tx, changes, actor.id)).movements : [];
      const result = { dryRun: options.dryRun, rows: records.length, changed: changes.length, unchanged: records.length - changes.length, movements: movements.reduce((sum, written) => sum + written.length, 0) };
      if (options.dryRun) throw new DryRun(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
}

/** A row of the file, parsed. */
interface Line {
  row: number;
  line: InventoryImportRow;
}

/** A parsed row with its product, warehouse and location found. */
interface LocatedLine extends Line {
  product: { id: string; tracking: Tracking; shelfLifeDays: number | null; costPrice: number };
  warehouseId: string;
  locationId: string;
}

/** The rows of `records` that parse (inventoryImportRowSchema); the others' errors go to `errors`. */
function parseRows(records: ReturnType<typeof readCsv>['records'], errors: RowErrors): Line[] {
  const lines: Line[] = [];
  for (const { row, cells } of records) {
    const cell = (name: string) => (cells[name] === undefined ? undefined : cellValue(cells[name], 'text', undefined));
    const parsed = inventoryImportRowSchema.safeParse({
      sku: cell('sku'),
      warehouseCode: cell('warehouseCode'),
      locationCode: cell('locationCode'),
      lotNumber: cell('lotNumber'),
      expiryDate: cell('expiryDate'),
      serialNumber: cell('serialNumber'),
      quantity: cellValue(cells.quantity!, 'number', undefined),
    });
    if (parsed.success) lines.push({ row, line: parsed.data });
    else errors.addZod(row, parsed.error);
  }
  return lines;
}

/**
 * The lines whose SKU, warehouse code (an active warehouse `actor` may use) and location code
 * (default: the warehouse's DEFAULT location) are found; the others' errors go to `errors`.
 */
async function locateRows(tx: Db, lines: Line[], errors: RowErrors, actor: Actor): Promise<LocatedLine[]> {
  const products = new Map((await repo.findProductsBySku(tx, [...new Set(lines.map(({ line }) => line.sku))])).map((product) => [product.sku, product]));
  const warehouses = new Map<string, string | FieldErrors>();
  for (const code of new Set(lines.map(({ line }) => line.warehouseCode))) {
    const found = await findWarehouse(tx, code);
    if (!found) warehouses.set(code, { warehouseCode: ['Warehouse not found'] });
    else warehouses.set(code, await requireActiveWarehouse(tx, found.id, actor, 'warehouseCode').then((w) => w.id, fieldErrorsOrThrow));
  }
  const locations = new Map<string, string | undefined>();
  const located: LocatedLine[] = [];
  for (const { row, line } of lines) {
    const product = products.get(line.sku);
    const warehouse = warehouses.get(line.warehouseCode)!;
    if (!product) errors.add(row, 'sku', 'Product not found');
    if (typeof warehouse !== 'string') errors.addFields(row, warehouse);
    if (!product || typeof warehouse !== 'string') continue;
    const key = `${warehouse} ${line.locationCode ?? ''}`;
    if (!locations.has(key)) locations.set(key, line.locationCode === undefined ? await defaultLocationId(tx, warehouse) : await findLocationId(tx, warehouse, line.locationCode));
    const locationId = locations.get(key);
    if (!locationId) errors.add(row, 'locationCode', 'Location not found');
    else located.push({ row, line, product, warehouseId: warehouse, locationId });
  }
  return located;
}

/**
 * The adjustments that make each located row's grain hold its quantity (none where it already
 * does), its level locked by the caller; a row naming a grain twice or fields its product's
 * tracking refuses gets its errors in `errors` instead.
 */
async function countChanges(tx: Db, located: LocatedLine[], errors: RowErrors, actor: Actor): Promise<StockChange[]> {
  const changes: StockChange[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, line, product, warehouseId, locationId } of located) {
    const grainKey = [product.id, warehouseId, locationId, line.lotNumber ?? '', line.serialNumber ?? ''].join(' ');
    const first = firstRowOf.get(grainKey);
    if (first !== undefined) {
      errors.add(row, '_', `Row counts the same product, warehouse, location, lot and serial number as row ${first}`);
      continue;
    }
    firstRowOf.set(grainKey, row);
    const serialNumbers = line.serialNumber === undefined ? undefined : [line.serialNumber];
    try {
      checkTrackingFields(product, { lotNumber: line.lotNumber, serialNumbers }, column);
      if (product.tracking === 'lot' && line.lotNumber === undefined) errors.add(row, 'lotNumber', 'Lot number is required for a lot-tracked product');
      if (product.tracking === 'serial' && line.serialNumber === undefined) errors.add(row, 'serialNumber', 'Serial number is required for a serial-tracked product');
      if (line.serialNumber !== undefined && line.quantity > 1) errors.add(row, 'quantity', 'A serial number is counted as 0 or 1');
      if (errors.has(row)) continue;
      const lot = line.lotNumber === undefined ? undefined : await findLot(tx, product.id, { lotNumber: line.lotNumber });
      const onHand = await repo.grainOnHand(tx, product.id, warehouseId, { locationId, lotId: lot?.id ?? null, serialNumber: line.serialNumber ?? null });
      const delta = line.quantity - onHand;
      if (delta === 0) continue;
      const grain =
        delta > 0
          ? await inboundGrain(tx, product, warehouseId, delta, { locationId, lotNumber: line.lotNumber, expiryDate: line.expiryDate, serialNumbers }, column)
          : await outboundGrain(tx, product, warehouseId, -delta, { locationId, lotId: lot?.id, serialNumbers }, column, actor, false);
      changes.push(signedChange(delta, { inbound: 'adjustment', outbound: 'adjustment' }, { productId: product.id, warehouseId, reason: 'count', note: 'CSV import', unitCost: product.costPrice, ...grain, locationId }));
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'VALIDATION_ERROR' && error.code !== 'CONFLICT')) throw error;
      if (error.code === 'CONFLICT') errors.add(row, 'expiryDate', error.message);
      else errors.addFields(row, error.details as FieldErrors);
    }
  }
  return changes;
}

/** The field errors of a VALIDATION_ERROR (to report on a row); any other error is thrown. */
function fieldErrorsOrThrow(error: unknown): FieldErrors {
  if (error instanceof AppError && error.code === 'VALIDATION_ERROR') return error.details as FieldErrors;
  throw error;
}
