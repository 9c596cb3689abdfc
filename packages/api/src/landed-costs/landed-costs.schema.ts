/** Landed costs (decision 0023 point 7): charges spread over purchase orders' receipt lines. */
import { landedCostAllocations, landedCostChargeTypes } from '@stockroom/db';
import { z } from 'zod';
import { pageQueryShape } from '../pagination.js';
import { bodyNumber, currencyCode, uuidInput } from '../validation.js';

const chargeSchema = z.strictObject({
  type: z.enum(landedCostChargeTypes, { error: `Charge type must be one of: ${landedCostChargeTypes.join(', ')}` }),
  description: z.string({ error: 'Description must be a string' }).max(200, 'Description is too long').optional(),
  amount: bodyNumber(z.number({ error: 'Amount must be a number' }).positive('Amount must be greater than 0').max(999_999_999.99, 'Amount is too high').multipleOf(0.01, 'Amount must have at most 2 decimal places')).describe(
    'In `currency`',
  ),
  currency: currencyCode().optional().describe('ISO 4217; default the base currency'),
  rate: bodyNumber(z.number({ error: 'Rate must be a number' }).positive('Rate must be greater than 0').max(1_000_000_000, 'Rate is too large').multipleOf(0.00000001, 'Rate has at most 8 decimals'))
    .optional()
    .describe('Base currency units per unit of `currency`; default the rate in force (GET /exchange-rates), 1 for the base currency'),
});

export const landedCostCreateSchema = z
  .strictObject({
    purchaseOrderIds: z
      .array(uuidInput({ error: 'Invalid purchase order ID' }), { error: 'purchaseOrderIds must be a list' })
      .min(1, 'At least one purchase order is required')
      .max(50, 'At most 50 purchase orders')
      .describe('The purchase orders whose lines received and kept share the charges (1 to 50)'),
    allocation: z.enum(landedCostAllocations, { error: `Allocation must be one of: ${landedCostAllocations.join(', ')}` }).describe(
      "How the charges spread over the orders' lines received and kept: by their value at cost, their units, their weight (the product's weight) or their volume (from the product's smallest pack with outer dimensions)",
    ),
    charges: z.array(chargeSchema, { error: 'charges must be a list' }).min(1, 'At least one charge is required').max(20, 'At most 20 charges').describe('1 to 20 charges: freight, duty, insurance or other, each in its currency'),
    note: z.string({ error: 'Note must be a string' }).max(500, 'Note is too long').optional(),
  })
  .meta({ id: 'LandedCostCreate' });
export type LandedCostCreate = z.infer<typeof landedCostCreateSchema>;

export const landedCostListQuerySchema = z.strictObject({
  ...pageQueryShape,
  purchaseOrderId: uuidInput({ error: 'Invalid purchase order ID' }).optional().describe('Only landed costs with lines of this purchase order'),
});
export type LandedCostListQuery = z.infer<typeof landedCostListQuerySchema>;

const money = z.number().describe('Base currency units to the cent');

export const landedCostSchema = z
  .object({
    id: z.uuid(),
    number: z.string().describe('LC-000001'),
    allocation: z.enum(landedCostAllocations).describe('How the charges were spread over the lines: value, quantity, weight or volume'),
    total: money.describe('The charges in the base currency'),
    capitalized: money.describe('What went into the value of the units still in stock (revaluation movements)'),
    expensed: money.describe('The share of units already gone (sold, issued, moved away), and all of the share of products at standard cost: a cost of the period'),
    note: z.string().nullable(),
    charges: z
      .array(
        z.object({
          type: z.enum(landedCostChargeTypes),
          description: z.string().nullable(),
          amount: z.number().describe('In `currency`'),
          currency: z.string(),
          rate: z.number().describe('Base currency units per unit of `currency`, as applied'),
          baseAmount: money,
        }),
      )
      .describe('The charges as recorded, each with the rate it was converted at'),
    lines: z
      .array(
        z.object({
          purchaseOrderId: z.uuid(),
          purchaseOrderNumber: z.string(),
          itemId: z.uuid(),
          productId: z.uuid(),
          sku: z.string(),
          warehouseId: z.uuid(),
          units: z.number().int().describe('Units received and kept'),
          basis: z.number().describe('The line\'s value (base currency), units, weight (kg) or volume (cm³), by the allocation'),
          amount: money.describe('Its share of the total'),
          unitsInStock: z.number().int().describe('Of its units, those still in stock: under FIFO what its receipts\' layers hold, under the average the warehouse\'s on hand (shared by its orders there, newest first), at most its units; 0 at standard cost'),
          capitalized: money,
          expensed: money,
        }),
      )
      .describe('One per order line received and kept'),
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'LandedCost' });
export type LandedCost = z.infer<typeof landedCostSchema>;
