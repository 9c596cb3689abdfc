import { movementTypes } from '@stockroom/db';
import { z } from 'zod';
import { actorNameSchema } from '../actors.js';
import { exportFormat, importResultShape } from '../csv.js';
import { changeFeedQueryShape, pageQueryShape } from '../pagination.js';
import { enteredUnit, LINE_LIMIT, MAX_LEVEL_QUANTITY, MAX_LINE_QUANTITY, unitsSum } from '../units.js';
import { bodyBoolean, bodyNumber, isoDate, uuidInput } from '../validation.js';

export const uuidField = (label: string) => uuidInput({ error: `Invalid ${label} ID` });
/** A whole number of units in a request body, kept to its JSON type (see bodyNumber), at least `min` and at most `max`. */
export const units = (label: string, min: number, max: number, tooHigh: string) =>
  bodyNumber(
    z
      .number({ error: `${label} must be an integer` })
      .int(`${label} must be an integer`)
      .min(min, min === 0 ? `${label} must not be negative` : `${label} must be at least ${min}`)
      .max(max, tooHigh),
  );
/** Units moved by one movement or transfer line: 1..MAX_LINE_QUANTITY (decision 0013). */
export const movedUnits = (label: string) => units(label, 1, MAX_LINE_QUANTITY, `${label} must be at most ${LINE_LIMIT}`);
const booleanParam = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` });
const dateParam = (name: string) => isoDate(name, { time: true });

export const referenceSchema = z
  .object({ type: z.string().min(1).max(50), id: uuidInput() })
  .describe('The document that caused the movement, e.g. {type: "purchase_order", id}');

/** A lot number as received from a supplier (decision 0015): 1..100 characters, spaces around trimmed. */
const lotNumber = z
  .string({ error: 'Lot number must be text' })
  .trim()
  .min(1, 'Lot number is required')
  .max(100, 'Lot number is too long')
  .describe('The lot (batch) number, unique per product');
/** Serial numbers of the units moved: one per unit, distinct (checked against the quantity by the service). */
export const serialNumbers = z
  .array(z.string({ error: 'Serial number must be text' }).trim().min(1, 'Serial number is required').max(100, 'Serial number is too long'), { error: 'Serial numbers must be a list' })
  .min(1, 'At least one serial number is required')
  .max(1000, 'At most 1,000 serial numbers per line')
  .describe('Serial-tracked products: the serial number of each unit, one per unit');

/** Where units go and which lot and serials they are (decision 0015): the grain fields of receipts and manual ins. */
export const inboundGrainShape = {
  locationId: uuidField('location').optional().describe("Where the units are put away; default: the warehouse's DEFAULT location"),
  lotNumber: lotNumber.optional().describe('Required for lot-tracked products; a new number creates the lot'),
  expiryDate: isoDate('Expiry date').optional().describe("A new lot's expiry date; default: today + the product's shelfLifeDays"),
  manufacturedDate: isoDate('Manufactured date').optional().describe("A new lot's manufacture date"),
  serialNumbers: serialNumbers.optional(),
};

/**
 * A receipt's or adjustment's effective time when it is posted late (decision 0023 point 8): an ISO
 * 8601 date or date-time, not in the future. The units count from then: the units out since are
 * revalued in the same transaction.
 */
export const effectiveAt = isoDate('effectiveAt', { time: true })
  .refine((value) => Date.parse(value) <= Date.now(), 'effectiveAt must not be in the future')
  .describe(
    "When the units count, if earlier than now (a backdated entry): the units out since then are revalued as if it had been posted on time, each difference a revaluation naming the movement it corrects; not in the future, nor before the product's last change of costing method or standard cost. A date alone is its start (00:00 UTC)",
  );

/** Which units leave (decision 0015): the grain fields of shipments. Units are picked first expiry first out within what is named. */
export const outboundGrainShape = {
  locationId: uuidField('location').optional().describe('Take the units from this location only'),
  lotId: uuidField('lot').optional().describe('Take the units from this lot only'),
  serialNumbers: serialNumbers.optional().describe('Serial-tracked products: exactly these units'),
  allowExpired: bodyBoolean({ error: 'allowExpired must be true or false' })
    .optional()
    .describe('Ship a named lot past its expiry date (managers and admins); without it an expired lot is never picked'),
};

/** POST /api/inventory/movements: a manual receipt (`in`) or issue (`out`) of whole units. */
export const movementInputSchema = z
  .object({
    productId: uuidField('product'),
    warehouseId: uuidField('warehouse'),
    type: z.enum(['in', 'out'], { error: 'Type must be in or out' }),
    quantity: movedUnits('Quantity'),
    unit: enteredUnit,
    reason: z.string({ error: 'Reason is required' }).min(1, 'Reason is required').max(200, 'Reason is too long'),
    reference: referenceSchema.optional(),
    note: z.string().max(1000, 'Note is too long').optional(),
    ...inboundGrainShape,
    lotNumber: lotNumber.optional().describe('in: required for lot-tracked products (a new number creates the lot); out: take the units from this lot only'),
    allowExpired: outboundGrainShape.allowExpired.describe('out: issue units of a named lot past its expiry date (managers and admins)'),
  })
  .superRefine((body, ctx) => {
    const inOnly = ['expiryDate', 'manufacturedDate'] as const;
    for (const key of inOnly) if (body.type === 'out' && body[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${key} applies to units in only` });
    if (body.type === 'in' && body.allowExpired !== undefined) ctx.addIssue({ code: 'custom', path: ['allowExpired'], message: 'allowExpired applies to units out only' });
  })
  .meta({ id: 'MovementInput' });
export type MovementInput = z.infer<typeof movementInputSchema>;

/** Units counted: on hand becomes this, 0..the level maximum (adjustments to a count, CSV imports). */
const countedQuantity = units('Counted quantity', 0, MAX_LEVEL_QUANTITY, 'Counted quantity is too high');

export const adjustmentReasons = ['damage', 'loss', 'theft', 'found', 'count', 'correction', 'other'] as const;

/** POST /api/inventory/adjustments: exactly one of a signed `quantity` delta or an absolute `countedQuantity`. */
export const adjustmentInputSchema = z
  .object({
    productId: uuidField('product'),
    warehouseId: uuidField('warehouse'),
    quantity: bodyNumber(
      z
        .number({ error: 'Quantity must be an integer' })
        .int('Quantity must be an integer')
        .min(-MAX_LINE_QUANTITY, `Quantity must be at least -${LINE_LIMIT}`)
        .max(MAX_LINE_QUANTITY, `Quantity must be at most ${LINE_LIMIT}`)
        .refine((q) => q !== 0, 'Quantity must not be 0'),
    )
      .optional()
      .describe(`Signed change of units on hand, at most ${LINE_LIMIT} either way`),
    countedQuantity: countedQuantity
      .optional()
      .describe('The units counted: on hand becomes this (at most the level maximum, 2,147,483,647)'),
    unit: enteredUnit.describe("The unit `quantity` or `countedQuantity` is in: the product's base unit (the default), a packaging unit by name, or a measure of the same kind; converted exactly to base units"),
    reason: z.enum(adjustmentReasons, { error: `Reason must be one of: ${adjustmentReasons.join(', ')}` }),
    note: z.string().max(1000, 'Note is too long').optional(),
    locationId: uuidField('location').optional().describe('Units found go here (default: the DEFAULT location); units lost come from here only'),
    lotNumber: inboundGrainShape.lotNumber.describe('The lot adjusted: required for units found of a lot-tracked product'),
    expiryDate: inboundGrainShape.expiryDate,
    serialNumbers: inboundGrainShape.serialNumbers.describe('Serial-tracked products: the units found or lost, one per unit'),
    effectiveAt: effectiveAt.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.quantity === undefined) === (body.countedQuantity === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Give exactly one of quantity and countedQuantity' });
    }
    if (body.effectiveAt !== undefined && body.countedQuantity !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['effectiveAt'], message: 'A count sets on hand now: backdate a quantity instead' });
    }
  })
  .meta({ id: 'AdjustmentInput' });
export type AdjustmentInput = z.infer<typeof adjustmentInputSchema>;

/** Which product in which warehouse a per-level row is of (stock levels, availability, reorder suggestions). */
export const levelIdentityShape = {
  productId: z.uuid(),
  sku: z.string(),
  productName: z.string(),
  warehouseId: z.uuid(),
  warehouseCode: z.string(),
};

export const levelSchema = z
  .object({
    ...levelIdentityShape,
    onHand: z.number().int(),
    reserved: z.number().int(),
    available: z.number().int(),
    inTransit: z.number().int().describe('Units shipped to this warehouse on two-step transfers, not yet received (not on hand, not available)'),
    minStockLevel: z.number().int().nullable(),
    maxStockLevel: z.number().int().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'InventoryLevel' });
export type Level = z.infer<typeof levelSchema>;

export const movementSchema = z
  .object({
    id: z.uuid(),
    sequence: z
      .number()
      .int()
      .describe("Position in the ledger, increasing in commit order: a level's movements by sequence chain onHandAfter (each is the previous plus its quantity)"),
    productId: z.uuid(),
    warehouseId: z.uuid(),
    locationId: z.uuid().nullable().describe('The location (bin) whose stock moved'),
    suggestedLocationId: z
      .uuid()
      .nullable()
      .describe("A receipt's: the location the putaway rules suggested (decision 0022) when the receiver put the units elsewhere; null otherwise"),
    lotId: z.uuid().nullable().describe('The lot of the units moved (lot-tracked products)'),
    serialNumber: z.string().nullable().describe('The serial number of the unit moved (serial-tracked products)'),
    type: z.enum(movementTypes),
    quantity: z.number().int().describe('Signed: positive into the warehouse, negative out; 0 on a revaluation, which moves value alone'),
    onHandAfter: z.number().int(),
    unitCost: z.number().nullable().describe('Cost per unit moved, currency units (under FIFO, value ÷ quantity to 4 decimals; at standard cost, the standard); null on a revaluation'),
    value: z.number().describe('The value moved, currency units to the cent, signed as quantity: quantity × unitCost, or under FIFO what the units took from their cost layers; a revaluation\'s is the change of the stock\'s value (decision 0023)'),
    purchasePriceVariance: z
      .number()
      .nullable()
      .describe("At standard cost, a receipt's or supplier return's purchase cost less its value at the standard, currency units to the cent, signed as quantity (decision 0023); null otherwise"),
    reason: z.string(),
    reference: referenceSchema.nullable(),
    note: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    effectiveAt: z.iso
      .datetime()
      .describe("When it counts for valuation and reports: createdAt, unless posted backdated (a receipt's or adjustment's effectiveAt), or, on a revaluation correcting a movement after a backdated entry, that movement's (decision 0023)"),
  })
  .meta({ id: 'StockMovement' });
export type Movement = z.infer<typeof movementSchema>;

/** A movement in the ledger list and its GET, named for people reading it (who wrote it: decision 0019; write responses leave the names out). */
export const movementListItemSchema = movementSchema
  .extend({ sku: z.string(), productName: z.string(), warehouseCode: z.string(), createdByName: actorNameSchema('wrote the movement') })
  .meta({ id: 'StockMovementListItem' });

export type MovementListItem = z.infer<typeof movementListItemSchema>;

export const movementResultSchema = z.object({
  movement: movementSchema.nullable().describe('The first movement written; null when a count matched the stock on hand'),
  movements: z.array(movementSchema).describe('Every movement written: one per location, lot and serial number the units moved from or to'),
  level: levelSchema,
});

export const levelListQuerySchema = z.strictObject({
  ...pageQueryShape,
  ...changeFeedQueryShape,
  warehouseId: uuidField('warehouse').optional(),
  productId: uuidField('product').optional(),
  categoryId: uuidField('category').optional(),
  search: z.string().max(200).optional().describe('Case-insensitive substring of product name or SKU'),
  lowStock: booleanParam('lowStock').optional().describe('true: only levels with available ≤ the minimum stock level'),
});
export type LevelListQuery = z.infer<typeof levelListQuerySchema>;

export const movementListQuerySchema = z.strictObject({
  ...pageQueryShape,
  ...changeFeedQueryShape,
  productId: uuidField('product').optional(),
  warehouseId: uuidField('warehouse').optional(),
  type: z.enum(movementTypes, { error: `type must be one of: ${movementTypes.join(', ')}` }).optional(),
  from: dateParam('from').optional().describe('Inclusive lower bound on createdAt'),
  to: dateParam('to').optional().describe('Inclusive upper bound on createdAt (a date means the whole day)'),
});
export type MovementListQuery = z.infer<typeof movementListQuerySchema>;

export const lowStockQuerySchema = z.strictObject({ ...pageQueryShape, warehouseId: uuidField('warehouse').optional() });
export type LowStockQuery = z.infer<typeof lowStockQuerySchema>;

export const lowStockSchema = levelSchema
  .extend({
    shortfall: z.number().int().describe('minStockLevel − available'),
    suggestedOrderQuantity: z.number().int().describe('Up to maxStockLevel when set, else to 2 × minStockLevel'),
  })
  .meta({ id: 'LowStockLevel' });

export const analyticsQuerySchema = z.strictObject({
  warehouseId: uuidField('warehouse').optional(),
  from: dateParam('from').optional().describe('Default: 30 days before `to`'),
  to: dateParam('to').optional().describe('Default: now'),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const valuationRow = { units: unitsSum('Units on hand'), costValue: z.number(), retailValue: z.number() };
export const inventoryAnalyticsSchema = z
  .object({
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    valuation: z.object({
      totalUnits: unitsSum('Units on hand'),
      totalCostValue: z.number(),
      totalRetailValue: z.number(),
      inTransitUnits: unitsSum('Units in transit on two-step transfers (to the warehouse, when one is named)'),
      inTransitCostValue: z.number().describe('Their value at cost; the inventory value with them is totalCostValue + inTransitCostValue'),
      byWarehouse: z.array(z.object({ warehouseId: z.uuid(), warehouseCode: z.string(), ...valuationRow })),
      byCategory: z.array(z.object({ categoryId: z.uuid(), categoryName: z.string(), ...valuationRow })),
    }),
    movements: z.object({
      in: unitsSum('Units moved in within the range'),
      out: unitsSum('Units moved out within the range (positive)'),
      byType: z.array(z.object({ type: z.enum(movementTypes), count: z.number().int(), quantity: unitsSum('Signed sum of the quantities') })),
      byDay: z.array(z.object({ date: z.iso.date(), in: unitsSum('Units moved in'), out: unitsSum('Units moved out (positive)') })),
    }),
    lowStockCount: z.number().int(),
    outOfStockCount: z.number().int(),
    deadStock: z
      .array(z.object({ productId: z.uuid(), sku: z.string(), productName: z.string(), onHand: unitsSum('Units on hand'), costValue: z.number() }))
      .describe('Products with stock and no outbound movement in the last 90 days (largest value first, at most 100)'),
  })
  .meta({ id: 'InventoryAnalytics' });
export type InventoryAnalytics = z.infer<typeof inventoryAnalyticsSchema>;

export const balanceListQuerySchema = z.strictObject({
  ...pageQueryShape,
  ...changeFeedQueryShape,
  productId: uuidField('product').optional(),
  warehouseId: uuidField('warehouse').optional(),
  locationId: uuidField('location').optional(),
  lotId: uuidField('lot').optional(),
  expiringBefore: isoDate('expiringBefore').optional().describe('Only lots whose expiry date is before this day'),
});
export type BalanceListQuery = z.infer<typeof balanceListQuerySchema>;

export const balanceSchema = z
  .object({
    productId: z.uuid(),
    sku: z.string(),
    warehouseId: z.uuid(),
    warehouseCode: z.string(),
    locationId: z.uuid(),
    locationCode: z.string(),
    lotId: z.uuid().nullable(),
    lotNumber: z.string().nullable(),
    expiryDate: z.iso.date().nullable(),
    serialNumber: z.string().nullable(),
    onHand: z.number().int(),
    reserved: z.number().int().describe('Units allocated from this balance to sales orders and holds'),
    available: z.number().int().describe('Units that can still be allocated from this balance: on hand − reserved, or 0 when its lot has expired or its location is not pickable'),
  })
  .meta({ id: 'StockBalance', description: 'Stock at the finest grain: one product in one location, lot and serial number.' });
export type Balance = z.infer<typeof balanceSchema>;

export const productLotsQuerySchema = z.strictObject({ id: uuidInput(), warehouseId: uuidField('warehouse').optional() });

export const lotSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    lotNumber: z.string(),
    expiryDate: z.iso.date().nullable(),
    manufacturedDate: z.iso.date().nullable(),
    expired: z.boolean().describe('The expiry date has passed (UTC)'),
    onHand: z.number().int().describe('Units on hand in the warehouses listed'),
    warehouses: z.array(z.object({ warehouseId: z.uuid(), warehouseCode: z.string(), onHand: z.number().int() })).describe('Units on hand per warehouse; warehouses without stock of the lot are left out'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Lot' });
export type Lot = z.infer<typeof lotSchema>;

export const expiringQuerySchema = z.strictObject({
  days: z.coerce
    .number({ error: 'days must be an integer' })
    .int('days must be an integer')
    .min(0, 'days must not be negative')
    .max(3650, 'days must be at most 3650')
    .default(30)
    .describe('The window in days from today (UTC); default 30'),
  warehouseId: uuidField('warehouse').optional(),
});
export type ExpiringQuery = z.infer<typeof expiringQuerySchema>;

export const expiringSchema = z
  .object({
    until: z.iso.date().describe('The last day of the window'),
    units: unitsSum('Units on hand in the lots listed'),
    costValue: z.number().describe('Their value at cost, currency units'),
    lots: z.array(
      z.object({
        lotId: z.uuid(),
        lotNumber: z.string(),
        expiryDate: z.iso.date(),
        expired: z.boolean().describe('Already past its expiry date'),
        productId: z.uuid(),
        sku: z.string(),
        productName: z.string(),
        warehouseId: z.uuid(),
        warehouseCode: z.string(),
        onHand: z.number().int(),
        costValue: z.number().describe("onHand at cost, currency units: × the product's cost price, or under FIFO the lot's remaining cost layers in the warehouse (decision 0023)"),
      }),
    ),
  })
  .meta({ id: 'ExpiringLots', description: 'Lots with stock expiring within the window, or already expired, soonest first, per warehouse.' });
export type Expiring = z.infer<typeof expiringSchema>;

export const traceQuerySchema = z
  .strictObject({
    productId: uuidField('product'),
    lotNumber: z.string().trim().min(1).max(100).optional(),
    serialNumber: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.lotNumber === undefined) === (query.serialNumber === undefined)) ctx.addIssue({ code: 'custom', path: ['lotNumber'], message: 'Give exactly one of lotNumber and serialNumber' });
  });
export type TraceQuery = z.infer<typeof traceQuerySchema>;

export const traceSchema = z
  .object({
    productId: z.uuid(),
    sku: z.string(),
    lot: z.object({ id: z.uuid(), lotNumber: z.string(), expiryDate: z.iso.date().nullable() }).nullable().describe('The lot traced, when traced by lotNumber'),
    serialNumber: z.string().nullable().describe('The serial number traced, when traced by serialNumber'),
    received: unitsSum('Units that came into the business: receipts, manual ins and units assembled'),
    shipped: unitsSum('Units shipped on sales orders'),
    onHand: unitsSum('Units of it on hand now (the sum of every movement)'),
    movements: z.array(
      movementSchema.extend({
        warehouseCode: z.string(),
        locationCode: z.string().nullable(),
        lotNumber: z.string().nullable(),
        document: z
          .object({
            type: z.string().describe('purchase_order, sales_order, transfer, …'),
            id: z.uuid(),
            number: z.string().nullable(),
            party: z.object({ type: z.enum(['supplier', 'customer']), id: z.uuid(), name: z.string() }).nullable().describe('The supplier of a purchase order, the customer of a sales order'),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'Trace', description: 'Every movement of one lot or serial number, oldest first, with the document and party behind each: a recall in one request.' });
export type Trace = z.infer<typeof traceSchema>;

/** POST /api/inventory/relocations: units of one product from one location of a warehouse to another (decision 0015). */
export const relocationInputSchema = z
  .object({
    productId: uuidField('product'),
    warehouseId: uuidField('warehouse'),
    fromLocationId: uuidField('location'),
    toLocationId: uuidField('location'),
    quantity: movedUnits('Quantity'),
    unit: enteredUnit,
    lotId: outboundGrainShape.lotId,
    serialNumbers: outboundGrainShape.serialNumbers,
    note: z.string().max(1000, 'Note is too long').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.fromLocationId === body.toLocationId) ctx.addIssue({ code: 'custom', path: ['toLocationId'], message: 'Destination must differ from the source location' });
  })
  .meta({ id: 'RelocationInput' });
export type RelocationInput = z.infer<typeof relocationInputSchema>;

export const relocationSchema = z
  .object({
    movements: z.array(movementSchema).describe('A relocation_out and a relocation_in movement per lot and serial number moved'),
    level: levelSchema.describe('The level, unchanged: a relocation moves units within the warehouse'),
  })
  .meta({ id: 'Relocation' });
export type Relocation = z.infer<typeof relocationSchema>;

/** Query of GET /api/inventory/export (decision 0017): the filters of GET /api/inventory, without paging (the file is sorted by SKU, then warehouse code). */
export const levelExportQuerySchema = levelListQuerySchema.omit({ page: true, limit: true }).extend({ format: exportFormat });
export type LevelExportQuery = z.infer<typeof levelExportQuerySchema>;

/** The columns of the inventory export: one level per row, the fields of GET /api/inventory in their order. */
export const levelCsvColumns = Object.keys(levelSchema.shape) as (keyof Level)[];

/** The columns of the inventory import (decision 0017), in file order. */
export const inventoryCsvColumns = ['sku', 'warehouseCode', 'locationCode', 'lotNumber', 'expiryDate', 'serialNumber', 'quantity'] as const;

/**
 * One row of the inventory import: the grain counted (product by SKU, warehouse and location by
 * code, lot by number, serial number) and the units counted there.
 */
export const inventoryImportRowSchema = z.object({
  sku: z.string().min(1, 'SKU is required'),
  warehouseCode: z.string().min(1, 'Warehouse code is required'),
  locationCode: z.string().optional(),
  lotNumber: inboundGrainShape.lotNumber,
  expiryDate: inboundGrainShape.expiryDate,
  serialNumber: serialNumbers.element.optional(),
  quantity: countedQuantity,
});
export type InventoryImportRow = z.infer<typeof inventoryImportRowSchema>;

/** What POST /api/inventory/import answers (decision 0017). */
export const inventoryImportResultSchema = z
  .object({
    ...importResultShape,
    changed: z.number().int().describe('Rows whose counted quantity differs from the units on hand at their grain: each posts adjustment movements'),
    unchanged: z.number().int().describe('Rows whose counted quantity equals the units on hand: nothing written'),
    movements: z.number().int().describe('Ledger movements written (one per location, lot and serial number moved)'),
  })
  .meta({ id: 'InventoryImportResult' });
export type InventoryImportResult = z.infer<typeof inventoryImportResultSchema>;
