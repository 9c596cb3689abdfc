import { z } from 'zod';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  salesOrderCreateSchema,
  salesOrderListQuerySchema,
  salesOrderSchema,
  salesOrderUpdateSchema,
  shipSchema,
} from './sales-orders.schema.js';
import * as salesOrders from './sales-orders.service.js';

const tags = ['sales orders'];
const path = '/orders/sales-orders';
const requestHeaders = z.object({ 'idempotency-key': z.string().max(255).optional() });

export const salesOrdersRouter = router({
  list: can('orders:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List sales orders', protect: true } })
    .input(salesOrderListQuerySchema)
    .output(pageSchema(salesOrderSchema))
    .query(({ ctx, input }) => salesOrders.listSalesOrders(ctx.db, input, ctx.actor)),

  get: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a sales order with its history', protect: true } })
    .input(byIdInput)
    .output(output(salesOrderSchema))
    .query(({ ctx, input }) => salesOrders.getSalesOrder(ctx.db, input.id, ctx.actor)),

  create: can('orders:create')
    .meta({ openapi: { method: 'POST', path, tags, summary: 'Create a draft sales order', protect: true }, creates: true, successMessage: 'Sales order created' })
    .input(salesOrderCreateSchema)
    .output(output(salesOrderSchema))
    .mutation(({ ctx, input }) => salesOrders.createSalesOrder(ctx.db, input, ctx.actor)),

  /** PUT: edit a draft, or confirm (reserves stock) / cancel (orders:approve). */
  update: can('orders:create')
    .meta({ openapi: { method: 'PUT', path: `${path}/{id}`, tags, summary: 'Edit a draft or change its status', protect: true }, successMessage: 'Sales order updated' })
    .input(salesOrderUpdateSchema)
    .output(output(salesOrderSchema))
    .mutation(({ ctx, input: { id, ...fields } }) => salesOrders.updateSalesOrder(ctx.db, id, fields, ctx.actor, ctx.ifMatch)),

  ship: can('orders:fulfil')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/ship`, tags, summary: 'Ship items (default: all remaining)', protect: true, requestHeaders }, successMessage: 'Items shipped' })
    .input(shipSchema)
    .output(output(salesOrderSchema))
    .mutation(({ ctx, input: { id, ...body } }) => salesOrders.shipSalesOrder(ctx.db, id, body, ctx.actor, ctx.idempotency)),
});
