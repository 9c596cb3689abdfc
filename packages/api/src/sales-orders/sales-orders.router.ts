import { fileOf, fileSchema } from '../files.js';
import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { packingSlipFile, pickListFile, type DocumentPrinter } from '../printing/index.js';
import { can, router } from '../trpc.js';
import { follows } from '../versions.js';
import { byIdInput } from '../validation.js';
import {
  allocationMoveSchema,
  pickListQuerySchema,
  pickListSchema,
  salesOrderCreateSchema,
  salesOrderLineUpdateSchema,
  salesOrderListQuerySchema,
  salesOrderSchema,
  salesOrderUpdateSchema,
  shipmentDocumentSchema,
  shipmentInputSchema,
  shipSchema,
} from './sales-orders.schema.js';
import * as documents from './sales-orders.documents.service.js';
import * as salesOrders from './sales-orders.service.js';

const tags = ['sales orders'];
const path = '/orders/sales-orders';

/** The sales order procedures; `printer` lays out their printed documents. */
export const salesOrdersRouter = (printer: DocumentPrinter) => router({
  list: can('orders:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List sales orders', description: 'Sales orders, newest first, filtered by status, customer, warehouse and dates; paged.', protect: true } })
    .input(salesOrderListQuerySchema)
    .output(pageSchema(salesOrderSchema))
    .query(({ ctx, input }) => salesOrders.listSalesOrders(ctx.db, input, ctx.baseCurrency, ctx.actor)),

  get: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a sales order with its history', description: 'One sales order with its lines (ordered and shipped quantities), customer, shipments and status history.', protect: true } })
    .input(byIdInput)
    .output(output(salesOrderSchema))
    .query(({ ctx, input }) => salesOrders.getSalesOrder(ctx.db, input.id, ctx.baseCurrency, ctx.actor)),

  pickList: can('orders:read')
    .meta({ openapi: { method: 'GET', path: '/orders/pick-list', tags, summary: 'Pick list of sales orders', description: 'What to take from where to ship 1 to 50 confirmed or partially shipped orders: the units allocated to each line, as stops grouped by location in walking order (warehouse code, then location code) with their lots and serial numbers, and the units backordered (no stock allocated). The same as a PDF: GET /orders/pick-list.pdf.', protect: true }, errors: ['NOT_FOUND', 'INVALID_STATE'] })
    .input(pickListQuerySchema)
    .output(output(pickListSchema))
    .query(({ ctx, input }) => documents.pickList(ctx.db, input, ctx.actor)),

  shipment: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}/shipments/{shipmentId}`, tags, summary: 'Get a shipment of a sales order', description: 'One shipment with its carrier, tracking number and what it took per product, location, lot and serial number: the packing slip\'s content (as a PDF: …/packing-slip.pdf).', protect: true } })
    .input(shipmentInputSchema)
    .output(output(shipmentDocumentSchema))
    .query(({ ctx, input }) => documents.getShipment(ctx.db, input.id, input.shipmentId, ctx.actor)),

  create: can('orders:create')
    .meta({ openapi: { method: 'POST', path, tags, summary: 'Create a draft sales order', description: 'Creates a draft sales order numbered SO-000001 without gaps; unit prices default to each product\'s selling price.', protect: true }, creates: true, successMessage: 'Sales order created' })
    .input(salesOrderCreateSchema)
    .output(output(salesOrderSchema))
    .mutation(idempotently(({ ctx, input }) => salesOrders.createSalesOrder(ctx.db, input, ctx.baseCurrency, ctx.actor))),

  /** PUT: edit a draft, or confirm (allocates stock) / cancel (orders:approve). */
  update: can('orders:create')
    .meta({ openapi: { method: 'PUT', path: `${path}/{id}`, tags, summary: 'Edit a draft or change its status', description: 'Edits a draft (lines are replaced) or moves it draft → confirmed (allocating each line to bins, lots and serials first expiry first out; what there is not is backordered and allocated as stock arrives, by priority; version 2026-11-27 instead refuses unless every line is covered: 409 INSUFFICIENT_STOCK) → cancelled (releasing allocations to the orders waiting). priority, promisedDate and shipComplete may change until the order has shipped. Any other change is 409 INVALID_STATE. Honours If-Match.', protect: true }, errors: ['INVALID_STATE', 'INSUFFICIENT_STOCK'], successMessage: 'Sales order updated' })
    .input(salesOrderUpdateSchema)
    .output(output(salesOrderSchema))
    .mutation(idempotently(({ ctx, input: { id, ...fields } }) => salesOrders.updateSalesOrder(ctx.db, id, fields, ctx.baseCurrency, ctx.actor, follows(ctx.apiVersion.answered, 'backorders'), ctx.ifMatch))),

  ship: can('orders:fulfil')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/ship`, tags, summary: 'Ship items (default: what is allocated)', description: 'Ships lines (by default what is allocated to each; in version 2026-11-27 everything not yet shipped) from the order\'s warehouse as shipment movements at the cost of the moment (cost of goods sold). Each line takes its allocated units; units named elsewhere (a lot, a bin, serials) are taken from free stock and replace as many allocated ones (recorded as substitutions on the shipment). More than remains is 409 OVER_SHIPMENT; an order that ships complete with units backordered is 409 INVALID_STATE; units named in a bin that is not pickable (the bin, a serial, a lot with no units elsewhere), or a lot expired or short of the line\'s shelf-life minimum without allowExpired, is 409 CONFLICT.', protect: true }, errors: ['INVALID_STATE', 'OVER_SHIPMENT', 'INSUFFICIENT_STOCK', 'CONFLICT'], successMessage: 'Items shipped' })
    .input(shipSchema)
    .output(output(salesOrderSchema))
    .mutation(idempotently(({ ctx, input: { id, ...body } }) => salesOrders.shipSalesOrder(ctx.db, id, body, ctx.baseCurrency, ctx.actor, follows(ctx.apiVersion.answered, 'backorders')))),

  /** PUT …/{id}/items/{itemId}: change a line of a confirmed order (orders:approve); releases or allocates the difference. */
  updateLine: can('orders:approve')
    .meta({ openapi: { method: 'PUT', path: `${path}/{id}/items/{itemId}`, tags, summary: 'Change the quantity of a confirmed order\'s line', description: 'Sets the ordered quantity of a line of a confirmed or partially shipped order, at least what has shipped: units that no longer ship are released to the orders waiting; units added are allocated, or backordered. 0 removes a line nothing has shipped from (not the last: cancel the order). Honours If-Match.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Sales order updated' })
    .input(salesOrderLineUpdateSchema)
    .output(output(salesOrderSchema))
    .mutation(idempotently(({ ctx, input: { id, ...body } }) => salesOrders.updateSalesOrderLine(ctx.db, id, body, ctx.baseCurrency, ctx.actor, ctx.ifMatch))),

  /** POST …/{id}/allocations: move allocated units from another order to this one (orders:allocate). */
  moveAllocation: can('orders:allocate')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/allocations`, tags, summary: 'Give this order units allocated to another', description: 'Moves allocated units of a product from another confirmed order of the same warehouse (fromSalesOrderId) to this order\'s backordered line: the same bins and lots, now promised here; the other order\'s line is backordered as many. 409 INSUFFICIENT_STOCK when the other order has fewer allocated.', protect: true }, errors: ['INVALID_STATE', 'INSUFFICIENT_STOCK'], successMessage: 'Allocation moved' })
    .input(allocationMoveSchema)
    .output(output(salesOrderSchema))
    .mutation(idempotently(({ ctx, input: { id, ...body } }) => salesOrders.moveAllocation(ctx.db, id, body, ctx.baseCurrency, ctx.actor))),

  /** GET /api/orders/pick-list.pdf: `pickList` printed (files.ts: over /trpc `{filename, content}`, content the PDF in base64); its errors. */
  pickListPdf: can('orders:read')
    .meta({ openapi: { method: 'GET', path: '/orders/pick-list.pdf', tags, summary: 'Print the pick list of sales orders', description: 'GET /orders/pick-list as a PDF for printing: the orders, then a table per location in walking order (code order) with the SKU, product, lot and expiry (first expiry first out), serial numbers, units and order of each line, then the units no stock covers. Long lists span pages.', protect: true }, errors: ['NOT_FOUND', 'INVALID_STATE'], file: { type: 'application/pdf', direction: 'download' } })
    .input(pickListQuerySchema)
    .output(fileSchema)
    .query(async ({ ctx, input }) => fileOf(ctx, await pickListFile(printer, await documents.pickList(ctx.db, input, ctx.actor)))),

  /** GET /api/orders/sales-orders/{id}/pick-list.pdf: the pick list of one order (as pickListPdf). */
  orderPickListPdf: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}/pick-list.pdf`, tags, summary: 'Print the pick list of a sales order', description: 'The pick list PDF of one confirmed or partially shipped order (as GET /orders/pick-list.pdf?salesOrderIds={id}).', protect: true }, errors: ['INVALID_STATE'], file: { type: 'application/pdf', direction: 'download' } })
    .input(byIdInput)
    .output(fileSchema)
    .query(async ({ ctx, input }) => fileOf(ctx, await pickListFile(printer, await documents.pickList(ctx.db, { salesOrderIds: [input.id] }, ctx.actor)))),

  /** GET /api/orders/sales-orders/{id}/shipments/{shipmentId}/packing-slip.pdf: `shipment` printed (files.ts); NOT_FOUND as `shipment`. */
  packingSlipPdf: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}/shipments/{shipmentId}/packing-slip.pdf`, tags, summary: 'Print the packing slip of a shipment', description: 'The packing slip to put in the parcel: ship from and to, carrier and tracking number, and what the shipment took per product with lots and serial numbers.', protect: true }, file: { type: 'application/pdf', direction: 'download' } })
    .input(shipmentInputSchema)
    .output(fileSchema)
    .query(async ({ ctx, input }) => fileOf(ctx, await packingSlipFile(printer, ctx.db, await documents.getShipment(ctx.db, input.id, input.shipmentId, ctx.actor)))),
});
