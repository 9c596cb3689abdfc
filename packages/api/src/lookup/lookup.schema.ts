import { z } from 'zod';

/** What a scanned or typed code can name (decision 0019): the records the scan box opens. */
export const lookupKinds = ['product', 'purchase-order', 'sales-order', 'transfer', 'count', 'assembly-order', 'location'] as const;
export type LookupKind = (typeof lookupKinds)[number];

/** GET /api/lookup: the code as scanned (a barcode, SKU, document number or location code). */
export const lookupQuerySchema = z
  .strictObject({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Code is required')
      .max(300, 'Code is too long')
      .describe('A product or pack barcode (GTIN) or SKU, a GS1 element string (GS1-128, GS1 DataMatrix or QR as scanned, or written with parentheses), a purchase order, sales order, transfer or count number, or a location code; matched exactly, letters in any case'),
  })
  .meta({ id: 'LookupQuery' });

export const lookupMatchSchema = z
  .object({
    kind: z.enum(lookupKinds).describe('What the record is'),
    id: z.uuid().describe("The record's id (a location's own id; its warehouse is warehouseId)"),
    label: z.string().describe('What the record is, for a chooser: "SKU · name", a document number with its status, or "warehouse code / location code"'),
    warehouseId: z.uuid().nullable().describe("The record's warehouse (a transfer's source); null for a product"),
  })
  .meta({ id: 'LookupMatch' });
export type LookupMatch = z.infer<typeof lookupMatchSchema>;

/** What a GS1 element string carries (decision 0021), its dates as ISO days. */
export const gs1ScanSchema = z
  .object({
    symbology: z.enum(['gs1-128', 'gs1-datamatrix', 'gs1-qr', 'gs1-databar', 'element-string']).describe('The symbol, from the scanner\'s symbology identifier (]C1, ]d2, ]Q3, ]e0); element-string when it sent none'),
    elements: z
      .array(z.object({ ai: z.string().describe('Application identifier'), title: z.string().describe('GS1\'s name for it'), value: z.string().describe('The data as encoded') }))
      .describe('Every element in the order read'),
    sscc: z.string().nullable().describe('AI 00: serial shipping container code, 18 digits'),
    gtin: z.string().nullable().describe('AI 01: the trade item\'s GTIN-14'),
    contentGtin: z.string().nullable().describe('AI 02: the GTIN-14 of the trade items a logistic unit contains'),
    lot: z.string().nullable().describe('AI 10: batch or lot number'),
    serialNumber: z.string().nullable().describe('AI 21: serial number'),
    productionDate: z.iso.date().nullable().describe('AI 11'),
    packagingDate: z.iso.date().nullable().describe('AI 13'),
    bestBefore: z.iso.date().nullable().describe('AI 15'),
    expiresOn: z.iso.date().nullable().describe('AI 17: expiration date (day 00 is the month\'s last day)'),
    count: z.number().int().nullable().describe('AI 37 (trade items in a logistic unit), else AI 30 (variable count)'),
    measures: z
      .array(
        z.object({
          ai: z.string().describe('310n to 316n'),
          measure: z.enum(['net weight', 'length', 'width', 'depth', 'area', 'net volume', 'volume']).describe('What it measures'),
          value: z.string().describe('Exact decimal, as many decimals as the AI\'s last digit says'),
          unit: z.enum(['kg', 'm', 'm2', 'liter', 'm3']).describe('Its unit'),
        }),
      )
      .describe('AIs 310n to 316n'),
    orderNumber: z.string().nullable().describe('AI 400: the customer\'s purchase order number'),
    shipToPostalCode: z.string().nullable().describe('AI 420: ship-to postal code'),
  })
  .meta({ id: 'Gs1Scan' });

/** The stock a scanned GTIN names (decision 0021): product, pack and what the symbol says of them. */
export const scannedItemSchema = z
  .object({
    productId: z.uuid().describe('The product the GTIN names (a pack\'s or its own barcode)'),
    sku: z.string().describe('Its SKU'),
    name: z.string().describe('Its name'),
    baseUnit: z.string().describe('The unit its stock is kept in'),
    unit: z.string().describe('The unit scanned: the pack the GTIN names (case), else the base unit'),
    unitQuantity: z.number().int().describe('How many of `unit`: the count the symbol carries (AI 37 or 30), else 1'),
    quantity: z.number().int().nullable().describe('The same in base units (a case of 12 scanned: 12); a net measure (310n..316n) of a product kept in that kind of unit gives it; null when a measure is not a whole number of base units'),
    lotNumber: z.string().nullable().describe('AI 10'),
    lotId: z.uuid().nullable().describe('The product\'s lot of that number when it exists (a receipt creates it otherwise)'),
    expiryDate: z.iso.date().nullable().describe('The lot\'s expiry: AI 17, else AI 15 (best before)'),
    serialNumber: z.string().nullable().describe('AI 21'),
  })
  .meta({ id: 'ScannedItem' });
export type ScannedItem = z.infer<typeof scannedItemSchema>;

export const lookupResultSchema = z
  .object({
    code: z.string().describe('The code as matched (trimmed)'),
    matches: z.array(lookupMatchSchema).describe('Every record the code names that the caller may read, products first; empty for an unknown code'),
    gs1: gs1ScanSchema.nullable().describe('The code read as a GS1 element string, null when it is none'),
    item: scannedItemSchema.nullable().describe('When the code is a GTIN (plain or in a GS1 string) of a product or pack the caller may read: the product, unit, quantity, lot and serial it carries; else null'),
  })
  .meta({ id: 'LookupResult' });
export type LookupResult = z.infer<typeof lookupResultSchema>;
