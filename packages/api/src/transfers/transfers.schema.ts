import { transferModes, transferStatuses } from '@stockroom/db';
import { z } from 'zod';
import { actorNameSchema } from '../actors.js';
import { numberFilter } from '../documents.js';
import { movedUnits, outboundGrainShape } from '../inventory/index.js';
import { pageQueryShape } from '../pagination.js';
import { enteredUnit, enteredUnitShape } from '../units.js';
import { uuidInput } from '../validation.js';

const uuidField = (label: string) => uuidInput({ error: `Invalid ${label} ID` });

/** POST /api/warehouse/transfers: up to 200 lines, one per product, between two warehouses. */
export const transferInputSchema = z
  .object({
    fromWarehouseId: uuidField('warehouse'),
    toWarehouseId: uuidField('warehouse'),
    mode: z
      .enum(transferModes, { error: 'Mode must be direct or two-step' })
      .optional()
      .describe('direct (default): moved in one transaction; two-step: a draft that is shipped, travels in transit and is received'),
    items: z
      .array(
        z.object({
          productId: uuidField('product'),
          quantity: movedUnits('Quantity'),
          unit: enteredUnit,
          fromLocationId: uuidField('location').optional().describe('Take the units from this location of the source only'),
          toLocationId: uuidField('location').optional().describe("Put the units here at the destination; default: its DEFAULT location"),
          lotId: outboundGrainShape.lotId,
          serialNumbers: outboundGrainShape.serialNumbers,
        }),
        { error: 'Items are required' },
      )
      .min(1, 'At least one item is required')
      .max(200, 'At most 200 items per transfer'),
    note: z.string().max(1000, 'Note is too long').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.fromWarehouseId === body.toWarehouseId) {
      ctx.addIssue({ code: 'custom', path: ['toWarehouseId'], message: 'Destination must differ from the source warehouse' });
    }
    const seen = new Set<string>();
    body.items.forEach((item, i) => {
      if (seen.has(item.productId)) ctx.addIssue({ code: 'custom', path: ['items', i, 'productId'], message: 'Duplicate product in items' });
      seen.add(item.productId);
    });
  })
  .meta({ id: 'TransferInput' });
export type TransferInput = z.infer<typeof transferInputSchema>;

/** POST /api/warehouse/transfers/{id}/receive: what arrived, per product (a serial-tracked line names its serials). */
export const transferReceiveSchema = z
  .strictObject({
    id: uuidInput(),
    items: z
      .array(
        z.strictObject({
          productId: uuidField('product'),
          quantity: movedUnits('Quantity'),
          unit: enteredUnit,
          lotId: outboundGrainShape.lotId.describe('Receive units of this lot; default: earliest expiry first'),
          serialNumbers: outboundGrainShape.serialNumbers.describe('Serial-tracked products: exactly these units'),
          locationId: uuidField('location').optional().describe("Put the units here; default: the line's toLocationId, else the DEFAULT location"),
        }),
        { error: 'Items are required' },
      )
      .min(1, 'At least one item is required')
      .max(200, 'At most 200 items per receipt'),
  })
  .meta({ id: 'TransferReceipt' });
export type TransferReceive = z.infer<typeof transferReceiveSchema>;

export const transferSchema = z
  .object({
    id: z.uuid(),
    number: z.string().describe('TR-000001, gapless'),
    fromWarehouseId: z.uuid(),
    fromWarehouseCode: z.string().describe("The source warehouse's code"),
    fromWarehouseName: z.string().describe("The source warehouse's name"),
    toWarehouseId: z.uuid(),
    toWarehouseCode: z.string().describe("The destination warehouse's code"),
    toWarehouseName: z.string().describe("The destination warehouse's name"),
    mode: z.enum(transferModes),
    status: z.enum(transferStatuses).describe('completed: a direct transfer. Two-step: draft → in_transit → partially_received → received | closed; cancelled from draft'),
    items: z.array(
      z.object({
        productId: z.uuid(),
        sku: z.string(),
        productName: z.string(),
        barcode: z.string().nullable().describe("The product's barcode, to match a scan"),
        quantity: z.number().int().describe('Units to move, in the base unit'),
        ...enteredUnitShape,
        shippedQuantity: z.number().int(),
        receivedQuantity: z.number().int(),
        lostQuantity: z.number().int().describe('Recorded as lost in transit when the transfer was closed'),
        inTransit: z.number().int().describe('Shipped − received − lost'),
        unitCost: z.number().nullable().describe('Cost per unit when shipped, currency units; what receipts and losses are valued at'),
        inTransitGrains: z
          .array(
            z.object({
              lotId: z.uuid().nullable(),
              lotNumber: z.string().nullable(),
              expiryDate: z.iso.date().nullable(),
              serialNumber: z.string().nullable(),
              quantity: z.number().int().describe('Units of this lot or serial number still in transit'),
            }),
          )
          .describe('The units still in transit per lot and serial number, earliest expiry first (what a receipt may name); empty for untracked products'),
      }),
    ),
    note: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    createdByName: actorNameSchema('created the transfer'),
    createdAt: z.iso.datetime(),
    shippedAt: z.iso.datetime().nullable().describe('When a two-step transfer was shipped (a direct one: null)'),
  })
  .meta({ id: 'Transfer' });
export type Transfer = z.infer<typeof transferSchema>;

export const transferListQuerySchema = z.strictObject({
  ...pageQueryShape,
  warehouseId: uuidField('warehouse').optional().describe('Source or destination'),
  status: z.enum(transferStatuses, { error: `status must be one of ${transferStatuses.join(', ')}` }).optional(),
  number: numberFilter('Transfers'),
});
export type TransferListQuery = z.infer<typeof transferListQuerySchema>;
