import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { transferInputSchema, transferListQuerySchema, transferReceiveSchema, transferSchema } from './transfers.schema.js';
import * as transfers from './transfers.service.js';

const tags = ['transfers'];
const path = '/warehouse/transfers';

/** Transfers live under /warehouse/transfers; this router is listed before the warehouses router so the static path wins over /warehouse/{id}. */
export const transfersRouter = router({
  list: can('inventory:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List transfers', description: 'Transfers between warehouses with their lines, newest first, by warehouse (source or destination), status and a part of the number; paged.', protect: true } })
    .input(transferListQuerySchema)
    .output(pageSchema(transferSchema))
    .query(({ ctx, input }) => transfers.listTransfers(ctx.db, input, ctx.actor)),

  get: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a transfer', description: 'One transfer with its lines: units asked for, shipped, received, lost and in transit.', protect: true } })
    .input(byIdInput)
    .output(output(transferSchema))
    .query(({ ctx, input }) => transfers.getTransfer(ctx.db, input.id, ctx.actor)),

  /** POST /api/warehouse/transfers: creates; returns the transfer; INSUFFICIENT_STOCK naming each short product. */
  create: can('inventory:transfer')
    .meta({
      openapi: { method: 'POST', path, tags, summary: 'Transfer stock between warehouses', description: 'direct (default): moves up to 200 lines from one warehouse to another in one transaction (a transfer_out and a transfer_in movement per line), all or nothing. two-step: records a draft to ship and receive later. Numbered TR-000001 without gaps.', protect: true }, errors: ['INSUFFICIENT_STOCK', 'CONFLICT'],
      creates: true,
      successMessage: 'Transfer completed',
    })
    .input(transferInputSchema)
    .output(output(transferSchema))
    .mutation(idempotently(({ ctx, input }) => transfers.createTransfer(ctx.db, input, ctx.actor))),

  ship: can('orders:fulfil')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/ship`, tags, summary: 'Ship a two-step transfer', description: 'Takes every line of a draft out of the source warehouse into transit to the destination (in_transit); all or nothing (409 INSUFFICIENT_STOCK).', protect: true }, errors: ['INVALID_STATE', 'INSUFFICIENT_STOCK'], successMessage: 'Transfer shipped' })
    .input(byIdInput)
    .output(output(transferSchema))
    .mutation(idempotently(({ ctx, input }) => transfers.shipTransfer(ctx.db, input.id, ctx.actor))),

  receive: can('orders:fulfil')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/receive`, tags, summary: 'Receive a two-step transfer', description: 'Puts what arrived into the destination with the lots and serial numbers shipped, at the cost recorded when shipped; partial receipts allowed (partially_received, then received). More than is in transit is 409 OVER_RECEIPT.', protect: true }, errors: ['INVALID_STATE', 'OVER_RECEIPT'], successMessage: 'Transfer received' })
    .input(transferReceiveSchema)
    .output(output(transferSchema))
    .mutation(idempotently(({ ctx, input }) => transfers.receiveTransfer(ctx.db, input, ctx.actor))),

  close: can('inventory:transfer')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/close`, tags, summary: 'Close a two-step transfer', description: 'Records every unit still in transit as lost in transit (an adjustment valued at the cost recorded when shipped); status closed.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Transfer closed' })
    .input(byIdInput)
    .output(output(transferSchema))
    .mutation(idempotently(({ ctx, input }) => transfers.closeTransfer(ctx.db, input.id, ctx.actor))),

  cancel: can('inventory:transfer')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/cancel`, tags, summary: 'Cancel a draft transfer', description: 'Cancels a draft two-step transfer; nothing had moved. Any other status is 409 INVALID_STATE.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Transfer cancelled' })
    .input(byIdInput)
    .output(output(transferSchema))
    .mutation(idempotently(({ ctx, input }) => transfers.cancelTransfer(ctx.db, input.id, ctx.actor))),
});
