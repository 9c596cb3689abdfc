import { z } from 'zod';

/** What a scanned or typed code can name (decision 0019): the records the scan box opens. */
export const lookupKinds = ['product', 'purchase-order', 'sales-order', 'transfer', 'count', 'location'] as const;
export type LookupKind = (typeof lookupKinds)[number];

/** GET /api/lookup: the code as scanned (a barcode, SKU, document number or location code). */
export const lookupQuerySchema = z
  .strictObject({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Code is required')
      .max(100, 'Code is too long')
      .describe('A product barcode or SKU, a purchase order, sales order, transfer or count number, or a location code; matched exactly, letters in any case'),
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

export const lookupResultSchema = z
  .object({
    code: z.string().describe('The code as matched (trimmed)'),
    matches: z.array(lookupMatchSchema).describe('Every record the code names that the caller may read, products first; empty for an unknown code'),
  })
  .meta({ id: 'LookupResult' });
export type LookupResult = z.infer<typeof lookupResultSchema>;
