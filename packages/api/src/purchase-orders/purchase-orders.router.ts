import { z } from 'zod';
import { envelope, ok } from '../envelope.js';
import { listEnvelope } from '../pagination.js';
import { can, router } from '../trpc.js';
import { uuidInput } from '../validation.js';
import {
  purchaseOrderCreateSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderSchema,
  purchaseOrderUpdateSchema,
  receiveSchema,
} from './purchase-orders.schema.js';
import * as purchaseOrders from './purchase-orders.service.js';

const tags = ['purchase orders'];
const path = '/orders/purchase-orders';
const requestHeaders = z.object({ 'idempotency-key': z.string().max(255).optional() });

export const purchaseOrdersRouter = router({
  list: can('orders:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List purchase orders', protect: true } })
    .input(purchaseOrderListQuerySchema)
    .output(listEnvelope(purchaseOrderSchema))
    .query(({ ctx, input }) => purchaseOrders.listPurchaseOrders(ctx.db, input, ctx.actor)),

  get: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a purchase order with its history', protect: true } })
    .input(z.object({ id: uuidInput() }))
    .output(envelope(purchaseOrderSchema))
    .query(async ({ ctx, input }) => ok(await purchaseOrders.getPurchaseOrder(ctx.db, input.id, ctx.actor))),

  create: can('orders:create')
    .meta({ openapi: { method: 'POST', path, tags, summary: 'Create a draft purchase order', protect: true }, successStatus: 201 })
    .input(purchaseOrderCreateSchema)
    .output(envelope(purchaseOrderSchema))
    .mutation(async ({ ctx, input }) => ok(await purchaseOrders.createPurchaseOrder(ctx.db, input, ctx.actor), 'Purchase order created')),

  /** PUT: edit a draft, or approve / cancel (orders:approve). */
  update: can('orders:create')
    .meta({ openapi: { method: 'PUT', path: `${path}/{id}`, tags, summary: 'Edit a draft or change its status', protect: true } })
    .input(purchaseOrderUpdateSchema)
    .output(envelope(purchaseOrderSchema))
    .mutation(async ({ ctx, input: { id, ...fields } }) => ok(await purchaseOrders.updatePurchaseOrder(ctx.db, id, fields, ctx.actor), 'Purchase order updated')),

  receive: can('orders:fulfil')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/receive`, tags, summary: 'Receive items into stock', protect: true, requestHeaders } })
    .input(receiveSchema)
    .output(envelope(purchaseOrderSchema))
    .mutation(async ({ ctx, input: { id, ...body } }) =>
      ok(await purchaseOrders.receivePurchaseOrder(ctx.db, id, body, ctx.actor, ctx.idempotencyKey), 'Items received'),
    ),
});
