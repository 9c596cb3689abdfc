import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  customerReturnInputSchema,
  customerReturnListQuerySchema,
  customerReturnSchema,
  supplierReturnInputSchema,
  supplierReturnListQuerySchema,
  supplierReturnSchema,
} from './returns.schema.js';
import * as returns from './returns.service.js';

const tags = ['returns'];
const customer = '/orders/customer-returns';
const supplier = '/orders/supplier-returns';

export const returnsRouter = router({
  customerList: can('orders:read')
    .meta({ openapi: { method: 'GET', path: customer, tags, summary: 'List customer returns', description: 'Customer returns (RMAs) newest first, by warehouse and sales order, with their lines and totals; paged.', protect: true } })
    .input(customerReturnListQuerySchema)
    .output(pageSchema(customerReturnSchema))
    .query(({ ctx, input }) => returns.listCustomerReturns(ctx.db, input, ctx.baseCurrency, ctx.actor)),

  customerGet: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${customer}/{id}`, tags, summary: 'Get a customer return', description: 'One customer return with its lines (condition, lot, serial number, cost and refund value) and totals.', protect: true } })
    .input(byIdInput)
    .output(output(customerReturnSchema))
    .query(({ ctx, input }) => returns.getCustomerReturn(ctx.db, input.id, ctx.baseCurrency, ctx.actor)),

  customerCreate: can('orders:fulfil')
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/sales-orders/{id}/returns',
        tags,
        summary: 'Take back units from a customer',
        description:
          'Records a customer return (RMA-000001, gapless) of units shipped on a shipped or partially shipped order, in one transaction: resellable units go back into stock (return_in movements at the cost recorded when shipped, with their lot and serial number), damaged ones are written off at that cost. Revenue and cost of goods sold are netted in the period of the return. More than was shipped and not yet returned is 409 OVER_RETURN.',
        protect: true,
      },
      errors: ['INVALID_STATE', 'OVER_RETURN', 'CONFLICT'],
      creates: { path: customer },
      successMessage: 'Return recorded',
    })
    .input(customerReturnInputSchema)
    .output(output(customerReturnSchema))
    .mutation(idempotently(({ ctx, input }) => returns.createCustomerReturn(ctx.db, input, ctx.baseCurrency, ctx.actor))),

  supplierList: can('orders:read')
    .meta({ openapi: { method: 'GET', path: supplier, tags, summary: 'List supplier returns', description: 'Returns to suppliers (RTS) newest first, by warehouse and purchase order, with their lines and value; paged.', protect: true } })
    .input(supplierReturnListQuerySchema)
    .output(pageSchema(supplierReturnSchema))
    .query(({ ctx, input }) => returns.listSupplierReturns(ctx.db, input, ctx.actor)),

  supplierGet: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${supplier}/{id}`, tags, summary: 'Get a supplier return', description: 'One return to a supplier with its lines, where the units left from, and its value at receipt cost.', protect: true } })
    .input(byIdInput)
    .output(output(supplierReturnSchema))
    .query(({ ctx, input }) => returns.getSupplierReturn(ctx.db, input.id, ctx.actor)),

  supplierCreate: can('orders:fulfil')
    .meta({
      openapi: {
        method: 'POST',
        path: '/orders/purchase-orders/{id}/returns',
        tags,
        summary: 'Send received units back to the supplier',
        description:
          "Records a return to the supplier (RTS-000001, gapless) of units received on a partially received or received order, in one transaction: return_out movements at the order line's unit cost, taken from stock first expiry first out within the location, lot or serials named; the product's cost price is re-averaged and purchases are netted. More than was received and not yet returned is 409 OVER_RETURN; units no longer in stock 409 INSUFFICIENT_STOCK.",
        protect: true,
      },
      errors: ['INVALID_STATE', 'OVER_RETURN', 'INSUFFICIENT_STOCK', 'CONFLICT'],
      creates: { path: supplier },
      successMessage: 'Return recorded',
    })
    .input(supplierReturnInputSchema)
    .output(output(supplierReturnSchema))
    .mutation(idempotently(({ ctx, input }) => returns.createSupplierReturn(ctx.db, input, ctx.baseCurrency, ctx.actor))),
});
