import { z } from 'zod';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
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
    .output(pageSchema(purchaseOrderSchema))
    .query(({ ctx, input }) => purchaseOrders.listPurchaseOrders(ctx.db, input, ctx.actor)),

  get: can('orders:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a purchase order with its history', protect: true } })
    .input(byIdInput)
    .output(output(purchaseOrderSchema))
    .query(({ ctx, input }) => purchaseOrders.getPurchaseOrder(ctx.db, input.id, ctx.actor)),

  create: can('orders:create')
    .meta({ openapi: { method: 'POST', path, tags, summary: 'Create a draft purchase order', protect: true }, creates: true, successMessage: 'Purchase order created' })
    .input(purchaseOrderCreateSchema)
    .output(output(purchaseOrderSchema))
    .mutation(({ ctx, input }) => purchaseOrders.createPurchaseOrder(ctx.db, input, ctx.actor)),

  /** PUT: edit a draft, or approve / cancel (orders:approve). */
  update: can('orders:create')
    .meta({ openapi: { method: 'PUT', path: `${path}/{id}`, tags, summary: 'Edit a draft or change its status', protect: true }, successMessage: 'Purchase order updated' })
    .input(purchaseOrderUpdateSchema)
    .output(output(purchaseOrderSchema))
    .mutation(({ ctx, input: { id, ...fields } }) => purchaseOrders.updatePurchaseOrder(ctx.db, id, fields, ctx.actor, ctx.ifMatch)),

  receive: can('orders:fulfil')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/receive`, tags, summary: 'Receive items into stock', protect: true, requestHeaders }, successMessage: 'Items received' })
    .input(receiveSchema)
    .output(output(purchaseOrderSchema))
    .mutation(({ ctx, input: { id, ...body } }) =>
      purchaseOrders.receivePurchaseOrder(ctx.db, id, body, ctx.actor, ctx.idempotency),
    ),
});
