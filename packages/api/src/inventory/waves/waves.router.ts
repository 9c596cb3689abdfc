import { z } from 'zod';
import { fileOf, fileSchema } from '../../files.js';
import { idempotently } from '../../idempotency.js';
import { output } from '../../output.js';
import { pageSchema } from '../../pagination.js';
import { cartLabelsFile, labelSizes, wavePickListFile, type DocumentPrinter } from '../../printing/index.js';
import { can, router } from '../../trpc.js';
import { byIdInput, uuidInput } from '../../validation.js';
import { waveCreateSchema, waveDetailSchema, waveListQuerySchema, waveSchema } from './waves.schema.js';
import * as waves from './waves.service.js';

const tags = ['picking'];
const path = '/picking/waves';

/** GET …/cart-labels.pdf: the wave and the label size. */
const cartLabelsQuerySchema = z.strictObject({
  id: uuidInput(),
  size: z.enum(labelSizes, { error: 'size must be a4 or 62mm' }).default('a4').describe('a4: a sheet of 3 × 8 labels of 70 × 37 mm; 62mm: one 62 × 29 mm label per page (label printers)'),
});

/** Waves (decision 0022 point 6): built and cancelled with tasks:manage, read and printed with tasks:work; `printer` lays out the pick list and cart labels. */
export const wavesRouter = (printer: DocumentPrinter) => router({
  list: can('tasks:work')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List waves', description: 'Waves newest first, with their order and task counts; filters by warehouse and status; a warehouse-bound caller sees its own warehouse\'s only; paged.', protect: true } })
    .input(waveListQuerySchema)
    .output(pageSchema(waveSchema))
    .query(({ ctx, input }) => waves.listWaves(ctx.db, input, ctx.actor)),

  get: can('tasks:work')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a wave with its orders and pick tasks', description: 'One wave with its orders in their cart slots (number, customer) and its pick tasks in walking order: zone, then location sequence and code.', protect: true } })
    .input(byIdInput)
    .output(output(waveDetailSchema))
    .query(({ ctx, input }) => waves.getWave(ctx.db, input.id, ctx.actor)),

  /** POST /api/picking/waves: CONFLICT when no packing location, an order chosen is not ready, or none is. */
  create: can('tasks:manage')
    .meta({
      openapi: {
        method: 'POST',
        path,
        tags,
        summary: 'Build a wave of sales orders',
        description:
          "Takes ready sales orders of one warehouse (confirmed or partially shipped, with allocated units to pick, not shipping complete with units backordered, in no open wave): the list given, or up to maxOrders (default 20) by priority, promised date, order date and number, optionally only those promised by a day or with units in a zone. Each order gets a cart slot; every allocated unit gets a pick task to the packing location, per order line and bin, lot and serial (batch) or per product and bin, lot and serial (zone). Numbered WV-000001 without gaps. 409 CONFLICT when the warehouse has no packing location, a chosen order is not ready (details name each with the reason), or no order is.",
        protect: true,
      },
      errors: ['CONFLICT'],
      creates: true,
      successMessage: 'Wave created',
    })
    .input(waveCreateSchema)
    .output(output(waveDetailSchema))
    .mutation(idempotently(({ ctx, input }) => waves.createWave(ctx.db, input, ctx.actor))),

  /** POST /api/picking/waves/{id}/cancel: INVALID_STATE once picked or cancelled. */
  cancel: can('tasks:manage')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/cancel`, tags, summary: 'Cancel a wave', description: 'An open or picking wave is cancelled with its tasks not yet started; allocations stay as they are (units already at packing stay allocated there), and the orders may go into another wave. 409 INVALID_STATE when the wave is picked or cancelled.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Wave cancelled' })
    .input(byIdInput)
    .output(output(waveDetailSchema))
    .mutation(idempotently(({ ctx, input }) => waves.cancelWave(ctx.db, input.id, ctx.actor))),

  /** GET /api/picking/waves/{id}/pick-list.pdf: `get` printed (files.ts). */
  pickListPdf: can('tasks:work')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}/pick-list.pdf`, tags, summary: 'Print the pick list of a wave', description: 'The wave\'s pick list as a PDF: Code 128 of the wave number, the orders in their cart slots, then the pick tasks in walking order in a table per zone, each with the location, SKU, product, lot and expiry, serial, units and cart slot.', protect: true }, file: { type: 'application/pdf', direction: 'download' } })
    .input(byIdInput)
    .output(fileSchema)
    .query(async ({ ctx, input }) => fileOf(ctx, await wavePickListFile(printer, ctx.db, await waves.getWave(ctx.db, input.id, ctx.actor)))),

  /** GET /api/picking/waves/{id}/cart-labels.pdf: one label per order (files.ts). */
  cartLabelsPdf: can('tasks:work')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}/cart-labels.pdf`, tags, summary: 'Print the cart labels of a wave', description: 'One label per order of the wave, in cart slot order: the slot and the customer, Code 128 of the order number, the wave number. size=a4 (default) lays 24 labels of 70 × 37 mm on each A4 page, size=62mm gives one 62 × 29 mm label per page.', protect: true }, file: { type: 'application/pdf', direction: 'download' } })
    .input(cartLabelsQuerySchema)
    .output(fileSchema)
    .query(async ({ ctx, input }) => fileOf(ctx, await cartLabelsFile(printer, await waves.getWave(ctx.db, input.id, ctx.actor), input.size))),
});
