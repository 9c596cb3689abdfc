import { countStatuses } from '@stockroom/db';
import { z } from 'zod';
import { actorNameSchema } from '../actors.js';
import { numberFilter } from '../documents.js';
import { pageQueryShape } from '../pagination.js';
import { enteredUnit, enteredUnitShape, MAX_LEVEL_QUANTITY } from '../units.js';
import { bodyBoolean, bodyNumber, uuidInput } from '../validation.js';

const uuidField = (label: string) => uuidInput({ error: `Invalid ${label} ID` });
const countStatus = z.enum(countStatuses).describe('open: being counted; approved: variances posted; cancelled: closed without posting');

/** POST /api/inventory/counts (decision 0016): the scope of a count session. */
export const countCreateSchema = z
  .strictObject({
    warehouseId: uuidField('warehouse'),
    locationId: uuidField('location').optional().describe('Count this location (bin) only'),
    categoryId: uuidField('category').optional().describe('Count products of this category only'),
    productIds: z
      .array(uuidField('product'), { error: 'productIds must be a list' })
      .min(1, 'At least one product is required')
      .max(1000, 'At most 1,000 products per count')
      .optional()
      .describe('Count these products only; an untracked product named here gets a line even where none is expected'),
    blind: bodyBoolean({ error: 'blind must be true or false' }).optional().describe('Hide the expected quantities from counters (those without inventory:adjust) until approval'),
    note: z.string().max(1000, 'Note is too long').optional(),
  })
  .meta({ id: 'CountCreate' });
export type CountCreate = z.infer<typeof countCreateSchema>;

export const countSchema = z
  .object({
    id: z.uuid(),
    number: z.string().describe('CC-000001, gapless'),
    warehouseId: z.uuid(),
    warehouseCode: z.string(),
    warehouseName: z.string(),
    locationId: z.uuid().nullable(),
    categoryId: z.uuid().nullable(),
    productIds: z.array(z.uuid()).nullable(),
    blind: z.boolean(),
    status: countStatus,
    note: z.string().nullable(),
    lines: z.object({
      total: z.number().int().describe('Balances in scope when the session opened'),
      counted: z.number().int().describe('Lines counted at least once'),
      withVariance: z.number().int().nullable().describe('Approved: lines whose count differed from the book quantity; null before'),
    }).describe('How many lines the session has, has counted, and found with a variance'),
    varianceQuantity: z.number().int().nullable().describe('Approved: units found (+) or lost (−) over all lines; null before'),
    varianceValue: z.number().nullable().describe('Approved: the variance at cost, currency units; null before'),
    createdBy: z.uuid().nullable(),
    createdByName: actorNameSchema('opened the session'),
    createdAt: z.iso.datetime(),
    closedBy: z.uuid().nullable(),
    closedByName: actorNameSchema('approved or cancelled the session'),
    closedAt: z.iso.datetime().nullable().describe('When it was approved or cancelled'),
  })
  .meta({ id: 'StockCount' });
export type StockCount = z.infer<typeof countSchema>;

export const countListQuerySchema = z.strictObject({
  ...pageQueryShape,
  warehouseId: uuidField('warehouse').optional(),
  status: z.enum(countStatuses, { error: `status must be one of ${countStatuses.join(', ')}` }).optional(),
  number: numberFilter('Count sessions'),
});
export type CountListQuery = z.infer<typeof countListQuerySchema>;

const lineStates = ['counted', 'uncounted', 'variance'] as const;
export const countLinesQuerySchema = z.strictObject({
  id: uuidInput(),
  ...pageQueryShape,
  state: z
    .enum(lineStates, { error: `state must be one of ${lineStates.join(', ')}` })
    .optional()
    .describe('counted, uncounted, or variance (approved lines whose count differed)'),
});
export type CountLinesQuery = z.infer<typeof countLinesQuerySchema>;

const hidden = 'null while a blind count is open, for counters without inventory:adjust';
export const countLineSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    sku: z.string(),
    productName: z.string(),
    barcode: z.string().nullable().describe("The product's barcode, to match a scan"),
    locationId: z.uuid(),
    locationCode: z.string(),
    lotId: z.uuid().nullable(),
    lotNumber: z.string().nullable(),
    serialNumber: z.string().nullable(),
    expectedQuantity: z.number().int().nullable().describe(`On hand of the balance when the session opened; ${hidden}`),
    countedQuantity: z.number().int().nullable().describe('The last count; null until counted'),
    bookQuantity: z.number().int().nullable().describe(`On hand of the balance when the last count was recorded, what the count is compared with; ${hidden}`),
    countedBy: z.uuid().nullable(),
    countedByName: actorNameSchema('recorded the last count'),
    countedAt: z.iso.datetime().nullable(),
    varianceQuantity: z.number().int().nullable().describe('Approved: counted − book, the adjustment posted; null before'),
    unitCost: z.number().nullable().describe('Approved: the cost per unit the variance is valued at, currency units: the cost price, or under FIFO what its adjustment took or opened per unit (4 decimals)'),
    varianceValue: z.number().nullable().describe('Approved: the variance at cost, currency units'),
    history: z
      .array(
        z.object({
          countedQuantity: z.number().int().describe('Units counted, in the base unit'),
          ...enteredUnitShape,
          countedBy: z.uuid().nullable(),
          countedByName: actorNameSchema('recorded the count'),
          countedAt: z.iso.datetime(),
        }),
      )
      .describe('Every count recorded on the line, oldest first; the last one wins'),
  })
  .meta({ id: 'StockCountLine' });
export type StockCountLine = z.infer<typeof countLineSchema>;

/** PUT /api/inventory/counts/{id}/lines: counted quantities, each line at most once per request. */
export const countEntriesSchema = z
  .strictObject({
    id: uuidInput(),
    lines: z
      .array(
        z.strictObject({
          lineId: uuidField('count line'),
          countedQuantity: bodyNumber(
            z
              .number({ error: 'Counted quantity must be an integer' })
              .int('Counted quantity must be an integer')
              .min(0, 'Counted quantity must not be negative')
              .max(MAX_LEVEL_QUANTITY, 'Counted quantity is too large'),
          ).describe('Units counted, in `unit`'),
          unit: enteredUnit,
        }),
        { error: 'lines must be a list' },
      )
      .min(1, 'At least one line is required')
      .max(1000, 'At most 1,000 lines per request')
      .describe('Counted quantities, one per line'),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      if (seen.has(line.lineId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'lineId'], message: 'Each line may be counted once per request' });
      seen.add(line.lineId);
    });
  })
  .meta({ id: 'CountEntries' });
export type CountEntries = z.infer<typeof countEntriesSchema>;

export const countApproveSchema = z.strictObject({
  id: uuidInput(),
  allowUncounted: bodyBoolean({ error: 'allowUncounted must be true or false' }).optional().describe('Approve although some lines are not counted; they are left untouched'),
});
export type CountApprove = z.infer<typeof countApproveSchema>;
