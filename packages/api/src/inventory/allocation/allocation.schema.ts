/** The inputs and answers of allocation (decision 0020): holds, the allocated units of holds and order lines, available-to-promise. */
import { z } from 'zod';
import { pageQueryShape } from '../../pagination.js';
import { enteredUnit } from '../../units.js';
import { levelIdentityShape, movedUnits, units, uuidField } from '../inventory.schema.js';

/** Longest a hold may last: an hour (decision 0020). */
export const MAX_HOLD_SECONDS = 3600;

export const holdCreateSchema = z
  .object({
    warehouseId: uuidField('warehouse'),
    lines: z
      .array(z.object({ productId: uuidField('product'), quantity: movedUnits('Quantity'), unit: enteredUnit }), { error: 'Lines must be a list' })
      .min(1, 'At least one line is required')
      .max(100, 'At most 100 lines per hold')
      .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, 'A product appears on two lines: give it one line')
      .describe('1 to 100 lines, one per product: the units to hold'),
    expiresInSeconds: units('Expiry', 1, MAX_HOLD_SECONDS, `Expiry must be at most ${MAX_HOLD_SECONDS} seconds`)
      .optional()
      .describe('Seconds until the hold ends and its units are free again: 1 to 3600, default 900 (15 minutes)'),
    reference: z.string().trim().max(200, 'Reference is too long').optional().describe("Your own reference: a cart or quote id"),
  })
  .meta({ id: 'HoldCreate', description: 'Units to set aside for a cart: all or nothing.' });
export type HoldCreate = z.infer<typeof holdCreateSchema>;

/** Allocated units of one balance, as holds and order lines show them (walking order: location code, then first expiry). */
export const allocatedUnitsSchema = z.object({
  locationId: z.uuid(),
  locationCode: z.string(),
  lotId: z.uuid().nullable(),
  lotNumber: z.string().nullable(),
  expiryDate: z.iso.date().nullable(),
  serialNumber: z.string().nullable(),
  quantity: z.number().int(),
});

export const holdSchema = z
  .object({
    id: z.uuid(),
    warehouseId: z.uuid(),
    reference: z.string().nullable().describe('Your reference given on creation: a cart or quote id'),
    status: z.enum(['active', 'converted', 'released', 'expired']).describe('active until converted into an order, released (DELETE) or expired'),
    expiresAt: z.iso.datetime().describe('When the hold ends and its units are free again, unless converted or released first'),
    salesOrderId: z.uuid().nullable().describe('The order the hold was converted into'),
    lines: z.array(
      z.object({
        productId: z.uuid(),
        quantity: z.number().int().describe('Units asked for'),
        heldQuantity: z.number().int().describe('Units held now: the quantity while active, 0 once ended'),
        allocations: z.array(allocatedUnitsSchema).describe('Where the held units lie'),
      }),
    ).describe('Per product: the units asked for and held'),
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Hold', description: 'Units set aside in one warehouse until an expiry (decision 0020).' });
export type Hold = z.infer<typeof holdSchema>;

export const availabilityQuerySchema = z.strictObject({
  ...pageQueryShape,
  productId: uuidField('product').optional(),
  warehouseId: uuidField('warehouse').optional(),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const availabilitySchema = z
  .object({
    ...levelIdentityShape,
    onHand: z.number().int(),
    allocated: z.number().int().describe('Units allocated to sales orders'),
    held: z.number().int().describe('Units set aside by active holds'),
    available: z.number().int().describe('onHand − allocated − held'),
    unsellable: z.number().int().describe('Of the available units, those in bins that are not pickable or in expired lots: never allocated'),
    backordered: z.number().int().describe('Units of confirmed orders waiting for stock'),
    incoming: z
      .array(
        z.object({
          date: z.iso.date().nullable().describe('Expected date: the purchase order\'s expected date; null when none is given and for transfers in transit'),
          quantity: z.number().int(),
          source: z.enum(['purchase_order', 'transfer']).describe('Where the units come from: an open purchase order or a transfer in transit'),
          id: z.uuid(),
          number: z.string(),
        }),
      )
      .describe('Units on open purchase orders and on transfers in transit to the warehouse, by date (undated last)'),
    availableToPromise: z
      .array(z.object({ date: z.iso.date().nullable(), quantity: z.number().int().describe('Units that can be promised by then') }))
      .describe('Today (available − unsellable − backordered), then after each incoming date; undated incoming last (date null)'),
  })
  .meta({ id: 'Availability', description: 'Available-to-promise of a product in a warehouse (decision 0020).' });
export type Availability = z.infer<typeof availabilitySchema>;
