import { fileOf, fileSchema } from '../files.js';
import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { purchaseOrderFile, type DocumentPrinter } from '../printing/index.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  purchaseOrderCreateSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderSchema,
  purchaseOrderUpdateSchema,
  purchaseOrderPutawaySchema,
  receiveSchema,
} from './purchase-orders.schema.js';
import * as purchaseOrders from './purchase-orders.service.js';

const tags = ['purchase orders'];
const path = '/orders/purchase-orders';

/** The purchase order procedures; `printer` lays out the printed purchase order. */
export const purchaseOrdersRouter = (printer: DocumentPrinter) => router({
  list: can('orders:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List purchase orders', description: 'Purchase orders, newest first, filtered by status, supplier, warehouse and dates; paged.', protect: true } })
    .input(purchaseOrderListQuerySchema)
    .output(pageSchema(purchaseOrderSchema))
    .query(({ ctx, input }) => purchaseOrders.listPurchaseOrders(ctx.db, input, ctx.actor)),

  get: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a purchase order with its history', description: 'One purchase order with its lines (ordered and received quantities), supplier, and status history.', protect: true } })
    .input(byIdInput)
    .output(output(purchaseOrderSchema))
    .query(({ ctx, input }) => purchaseOrders.getPurchaseOrder(ctx.db, input.id, ctx.actor)),

  create: can('orders:create')
    .meta({ openapi: { method: 'POST', path, tags, summary: 'Create a draft purchase order', description: 'Creates a draft purchase order numbered PO-000001 without gaps; unit costs default to each product\'s cost price.', protect: true }, creates: true, successMessage: 'Purchase order created' })
    .input(purchaseOrderCreateSchema)
    .output(output(purchaseOrderSchema))
    .mutation(idempotently(({ ctx, input }) => purchaseOrders.createPurchaseOrder(ctx.db, input, ctx.actor))),

  /** PUT: edit a draft, or approve / cancel (orders:approve). */
  update: can('orders:create')
    .meta({ openapi: { method: 'PUT', path: `${path}/{id}`, tags, summary: 'Edit a draft or change its status', description: 'Edits a draft (lines are replaced) or moves it draft → approved → cancelled; status changes need orders:approve. Approval fixes the exchange rate of the order\'s currency into the base currency in force at that moment (409 CONFLICT naming the currency when it has none). Any other change is 409 INVALID_STATE. Honours If-Match.', protect: true }, errors: ['INVALID_STATE', 'CONFLICT'], successMessage: 'Purchase order updated' })
    .input(purchaseOrderUpdateSchema)
    .output(output(purchaseOrderSchema))
    .mutation(idempotently(({ ctx, input: { id, ...fields } }) => purchaseOrders.updatePurchaseOrder(ctx.db, id, fields, ctx.baseCurrency, ctx.actor, ctx.ifMatch))),

  receive: can('orders:fulfil')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/receive`, tags, summary: 'Receive items into stock', description: 'Receives lines (all remaining by default) into the order\'s warehouse as receipt movements valued in the base currency at the order\'s fixed exchange rate, re-averaging cost prices; more than remains is 409 OVER_RECEIPT.', protect: true }, errors: ['INVALID_STATE', 'OVER_RECEIPT', 'CONFLICT'], successMessage: 'Items received' })
    .input(receiveSchema)
    .output(output(purchaseOrderSchema))
    .mutation(idempotently(({ ctx, input: { id, ...body } }) =>
      purchaseOrders.receivePurchaseOrder(ctx.db, id, body, ctx.baseCurrency, ctx.actor),
    )),

  putaway: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}/putaway`, tags, summary: 'Where the units to receive belong', description: "Per line not fully received, the units still to receive and the location the warehouse's putaway rules suggest for them (else the location holding most of the product, else DEFAULT); with the warehouse's receiving steps and, for two steps, the receiving location the units land in first. A receipt line naming no location goes to its suggestion (one step) or to receiving with a putaway task (two steps).", protect: true } })
    .input(byIdInput)
    .output(output(purchaseOrderPutawaySchema))
    .query(({ ctx, input }) => purchaseOrders.purchaseOrderPutaway(ctx.db, input.id, ctx.actor)),

  /** GET /api/orders/purchase-orders/{id}.pdf: `get` printed for the supplier (files.ts: over /trpc `{filename, content}`, content the PDF in base64); NOT_FOUND as `get`. */
  pdf: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}.pdf`, tags, summary: 'Print a purchase order', description: 'The purchase order to send to the supplier: supplier, the warehouse to deliver to, dates, and lines with quantities, unit costs and totals in the order\'s currency.', protect: true }, file: { type: 'application/pdf', direction: 'download' } })
    .input(byIdInput)
    .output(fileSchema)
    .query(async ({ ctx, input }) => fileOf(ctx, await purchaseOrderFile(printer, ctx.db, await purchaseOrders.getPurchaseOrder(ctx.db, input.id, ctx.actor)))),
});
