/** The inputs and answers of waves (decision 0022 point 6): sales orders picked together, each in a cart slot, and their pick tasks. */
import { taskStatuses, waveModes, waveStatuses } from '@stockroom/db/statuses';
import { z } from 'zod';
import { pageQueryShape } from '../../pagination.js';
import { bodyNumber, isoDate } from '../../validation.js';
import { uuidField } from '../inventory.schema.js';

/** Most orders in one wave: a cart of 200 slots is already a large batch. */
export const MAX_WAVE_ORDERS = 200;
/** Orders a wave takes when the request names no `maxOrders`. */
export const DEFAULT_WAVE_ORDERS = 20;

const zoneCode = z
  .string({ error: 'Zone must be text' })
  .regex(/^[A-Z0-9-]{1,50}$/, 'Zone must be 1 to 50 of A-Z, 0-9 and hyphen')
  .describe('Only orders with allocated units in a location of this zone');

export const waveCreateSchema = z
  .object({
    warehouseId: uuidField('warehouse').describe('The warehouse whose orders are picked'),
    mode: z
      .enum(waveModes, { error: 'mode must be batch or zone' })
      .default('batch')
      .describe('batch (default): one task per order line and bin, lot and serial, put in the order\'s cart slot; zone: one task per product and bin, lot and serial over all the orders, split between them at packing'),
    salesOrderIds: z
      .array(uuidField('sales order'), { error: 'salesOrderIds must be a list' })
      .min(1, 'salesOrderIds must name at least one order')
      .max(MAX_WAVE_ORDERS, `salesOrderIds may name at most ${MAX_WAVE_ORDERS} orders`)
      .refine((ids) => new Set(ids).size === ids.length, 'salesOrderIds names an order twice')
      .optional()
      .describe('The orders to pick, each ready (confirmed or partially shipped, with allocated units to pick, not in an open wave); without it, the ready orders of the warehouse by priority, promised date, order date and number'),
    promisedBy: isoDate('promisedBy').optional().describe('Only orders promised on or before this day (a carrier cut-off); orders with no promised date are left out'),
    zone: zoneCode.optional(),
    maxOrders: bodyNumber(
      z
        .number({ error: 'maxOrders must be an integer' })
        .int('maxOrders must be an integer')
        .min(1, 'maxOrders must be at least 1')
        .max(MAX_WAVE_ORDERS, `maxOrders must be at most ${MAX_WAVE_ORDERS}`),
    )
      .optional()
      .describe(`Most orders the wave takes, 1 to ${MAX_WAVE_ORDERS}; default ${DEFAULT_WAVE_ORDERS}`),
    packingLocationId: uuidField('location')
      .optional()
      .describe("Where the picked units are taken and the orders ship from: an active, pickable packing location of the warehouse; default the warehouse's first in walking order"),
  })
  .superRefine((input, ctx) => {
    if (input.salesOrderIds && (input.promisedBy !== undefined || input.zone !== undefined)) ctx.addIssue({ code: 'custom', path: ['salesOrderIds'], message: 'salesOrderIds cannot be combined with promisedBy or zone' });
    if (input.salesOrderIds && input.maxOrders !== undefined && input.salesOrderIds.length > input.maxOrders) ctx.addIssue({ code: 'custom', path: ['salesOrderIds'], message: 'salesOrderIds names more orders than maxOrders' });
  })
  .meta({ id: 'WaveCreate', description: 'The orders of a new wave: a list, or the ready orders that match the filters.' });
export type WaveCreate = z.infer<typeof waveCreateSchema>;

export const waveListQuerySchema = z.strictObject({
  ...pageQueryShape,
  warehouseId: uuidField('warehouse').optional().describe('Only the waves of this warehouse'),
  status: z.enum(waveStatuses, { error: `status must be one of ${waveStatuses.join(', ')}` }).optional().describe('Only waves in this status'),
});
export type WaveListQuery = z.infer<typeof waveListQuerySchema>;

const waveShape = {
  id: z.uuid(),
  number: z.string().describe('WV-000001, without gaps'),
  warehouseId: z.uuid(),
  mode: z.enum(waveModes).describe('batch: a task per order line and grain, into the cart slot; zone: a task per product and grain, split between the orders at packing'),
  status: z.enum(waveStatuses).describe('open → picking (first pick done) → picked (every pick task done or cancelled); open or picking → cancelled'),
  packingLocationId: z.uuid().describe('Where the picked units go; the orders ship from there'),
  packingLocationCode: z.string().describe('The packing location\'s code'),
  orderCount: z.number().int().describe('Orders in the wave'),
  taskCount: z.number().int().describe('Pick tasks of the wave, in any status'),
  openTaskCount: z.number().int().describe('Pick tasks not yet done or cancelled'),
  createdBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const waveSchema = z.object(waveShape).meta({ id: 'Wave', description: 'Sales orders of one warehouse picked together (decision 0022 point 6).' });
export type Wave = z.infer<typeof waveSchema>;

/** A pick task of a wave, with what a picker reads: where, what, how many and into which cart slot. */
export const wavePickSchema = z.object({
  id: z.uuid(),
  status: z.enum(taskStatuses).describe('open → assigned → in_progress → done; open or assigned → cancelled'),
  productId: z.uuid(),
  sku: z.string(),
  productName: z.string(),
  lotId: z.uuid().nullable(),
  lotNumber: z.string().nullable(),
  expiryDate: z.iso.date().nullable().describe("The lot's expiry date"),
  serialNumber: z.string().nullable(),
  quantity: z.number().int().describe('Units to pick'),
  doneQuantity: z.number().int().nullable().describe('Units picked, once done'),
  fromLocationId: z.uuid().describe('The bin to pick from'),
  fromLocationCode: z.string().describe('Its code (what the picker scans)'),
  zone: z.string().nullable().describe("The bin's zone"),
  toLocationId: z.uuid().describe('The packing location'),
  salesOrderItemId: z.uuid().nullable().describe('The order line picked for (batch mode); null in zone mode, where packing splits the units between the lines'),
  salesOrderNumber: z.string().nullable().describe('The number of that line\'s order'),
  cartSlot: z.number().int().nullable().describe("The order's cart slot (batch mode)"),
  assigneeId: z.uuid().nullable().describe('Who holds the task'),
});
export type WavePick = z.infer<typeof wavePickSchema>;

export const waveDetailSchema = z
  .object({
    ...waveShape,
    orders: z
      .array(
        z.object({
          salesOrderId: z.uuid(),
          number: z.string().describe("The order's number"),
          cartSlot: z.number().int().describe('Its slot on the cart, 1, 2, …'),
          customerName: z.string(),
        }),
      )
      .describe('The orders by cart slot'),
    tasks: z.array(wavePickSchema).describe('The pick tasks in walking order: zone (none last), location sequence (none last), location code'),
  })
  .meta({ id: 'WaveDetail', description: 'A wave with its orders in their cart slots and its pick tasks in walking order (decision 0022 point 6).' });
export type WaveDetail = z.infer<typeof waveDetailSchema>;
