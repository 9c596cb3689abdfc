import { z } from 'zod';
import { envelope, ok } from '../envelope.js';
import { listEnvelope } from '../pagination.js';
import { can, router } from '../trpc.js';
import { uuidInput } from '../validation.js';
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
    .output(listEnvelope(salesOrderSchema))
    .query(({ ctx, input }) => salesOrders.listSalesOrders(ctx.db, input, ctx.actor)),

  get: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a sales order with its history', protect: true } })
    .input(z.object({ id: uuidInput() }))
    .output(envelope(salesOrderSchema))
    .query(async ({ ctx, input }) => ok(await salesOrders.getSalesOrder(ctx.db, input.id, ctx.actor))),

  create: can('orders:create')
    .meta({ openapi: { method: 'POST', path, tags, summary: 'Create a draft sales order', protect: true }, successStatus: 201 })
    .input(salesOrderCreateSchema)
    .output(envelope(salesOrderSchema))
    .mutation(async ({ ctx, input }) => ok(await salesOrders.createSalesOrder(ctx.db, input, ctx.actor), 'Sales order created')),

  /** PUT: edit a draft, or confirm (reserves stock) / cancel (orders:approve). */
  update: can('orders:create')
    .meta({ openapi: { method: 'PUT', path: `${path}/{id}`, tags, summary: 'Edit a draft or change its status', protect: true } })
    .input(salesOrderUpdateSchema)
    .output(envelope(salesOrderSchema))
    .mutation(async ({ ctx, input: { id, ...fields } }) => ok(await salesOrders.updateSalesOrder(ctx.db, id, fields, ctx.actor), 'Sales order updated')),

  ship: can('orders:fulfil')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/ship`, tags, summary: 'Ship items (default: all remaining)', protect: true, requestHeaders } })
    .input(shipSchema)
    .output(envelope(salesOrderSchema))
    .mutation(async ({ ctx, input: { id, ...body } }) => ok(await salesOrders.shipSalesOrder(ctx.db, id, body, ctx.actor, ctx.idempotencyKey), 'Items shipped')),
});
