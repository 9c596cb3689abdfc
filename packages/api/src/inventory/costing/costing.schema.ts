/** The change of a product's costing method or standard cost, and its FIFO cost layers (decision 0023). */
import { costingMethods, movementTypes } from '@stockroom/db';
import { z } from 'zod';
import { money, productSchema } from '../../products/index.js';
import { movementSchema } from '../inventory.schema.js';
import { uuidInput } from '../../validation.js';

export const costingMethodChangeSchema = z
  .strictObject({
    id: uuidInput(),
    costingMethod: z.enum(costingMethods, { error: `Costing method must be one of: ${costingMethods.join(', ')}` }).describe('The method the product is costed by from now on'),
    standardCost: money('Standard cost').optional().describe('Currency units per base unit: required with standard, refused with the others'),
    note: z.string({ error: 'Note must be a string' }).max(500, 'Note is too long').optional().describe('Why, kept on the revaluation movements'),
  })
  .superRefine((input, ctx) => {
    if (input.costingMethod === 'standard' && input.standardCost === undefined) ctx.addIssue({ code: 'custom', path: ['standardCost'], message: 'Standard cost is required for the standard method' });
    if (input.costingMethod !== 'standard' && input.standardCost !== undefined) ctx.addIssue({ code: 'custom', path: ['standardCost'], message: 'Standard cost is only given for the standard method' });
  });
export type CostingMethodChangeInput = z.infer<typeof costingMethodChangeSchema>;

export const costingMethodChangeResultSchema = z
  .object({
    product: productSchema,
    movements: z
      .array(movementSchema)
      .describe('The revaluation movements written, one per warehouse and lot holding units or value: each the change of that stock\'s value (0 when it kept its value); none when nothing changed'),
  })
  .meta({ id: 'CostingMethodChange' });
export type CostingMethodChange = z.infer<typeof costingMethodChangeResultSchema>;

export const costLayerSchema = z
  .object({
    id: z.uuid(),
    warehouseId: z.uuid(),
    warehouseCode: z.string(),
    lotId: z.uuid().nullable(),
    lotNumber: z.string().nullable(),
    movementId: z.uuid().describe('The movement that opened the layer: a receipt, a return, a transfer\'s arrival, units found, or the revaluation of a change to FIFO'),
    movementType: z.enum(movementTypes).describe('The type of the movement that opened it'),
    reason: z.string().describe('The reason of that movement'),
    openedAt: z.iso.datetime().describe('When the movement that opened it was written'),
    quantity: z.number().int().describe('Units the layer opened with'),
    remaining: z.number().int().describe('Units left, which the next units out of its warehouse and lot take first when it is the oldest'),
    value: z.number().describe('Value it opened with, currency units'),
    remainingValue: z.number().describe('Value of the units left, currency units to the cent'),
    unitCost: z.number().describe('remainingValue ÷ remaining, 4 decimals'),
  })
  .meta({ id: 'CostLayer' });
export type CostLayer = z.infer<typeof costLayerSchema>;
