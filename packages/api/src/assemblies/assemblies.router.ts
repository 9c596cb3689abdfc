import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { assemblyOrderCompleteSchema, assemblyOrderCreateSchema, assemblyOrderListQuerySchema, assemblyOrderSchema, billOfMaterialsSchema, billOfMaterialsUpdateSchema } from './assemblies.schema.js';
import * as orders from './assemblies.orders.service.js';
import * as bills from './assemblies.bills.service.js';

const billPath = '/products/{id}/bill-of-materials';
const path = '/assembly-orders';
const tags = ['assembly-orders'];

/** Bills of materials (decision 0023 point 9): read with products:read, changed with products:update. */
export const billsOfMaterialsRouter = router({
  get: can('products:read')
    .meta({ openapi: { method: 'GET', path: billPath, tags: ['products'], summary: 'Get a product\'s bill of materials', description: 'The components one unit of an assembly is made of, with their cost prices, what one unit\'s components cost today, and per warehouse how many units their available units would make now.', protect: true } })
    .input(byIdInput)
    .output(output(billOfMaterialsSchema))
    .query(({ ctx, input }) => bills.getBill(ctx.db, input.id, ctx.actor)),

  put: can('products:update')
    .meta({
      openapi: {
        method: 'PUT', path: billPath, tags: ['products'], summary: 'Set a product\'s bill of materials', protect: true,
        description: 'Replaces the product\'s components (1 to 100, whole base units per unit) and its labour cost per unit. A component made of the product at any depth is refused (409: circular). Assembly orders already made keep the components they were made with.',
      },
      errors: ['CONFLICT'],
      successMessage: 'Bill of materials saved',
    })
    .input(billOfMaterialsUpdateSchema)
    .output(output(billOfMaterialsSchema))
    .mutation(idempotently(({ ctx, input }) => bills.putBill(ctx.db, input, ctx.actor))),

  delete: can('products:update')
    .meta({ openapi: { method: 'DELETE', path: billPath, tags: ['products'], summary: 'Remove a product\'s bill of materials', description: 'The product can no longer be assembled; open assembly orders keep their components. Answers the bill removed.', protect: true }, successMessage: 'Bill of materials removed' })
    .input(byIdInput)
    .output(output(billOfMaterialsSchema))
    .mutation(idempotently(({ ctx, input }) => bills.deleteBill(ctx.db, input.id, ctx.actor))),
});

/** Assembly orders (decision 0023 point 9): open → completed (one ledger transaction) or cancelled. */
export const assemblyOrdersRouter = router({
  list: can('inventory:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List assembly orders', description: 'Assembly and disassembly orders newest first, by status, type, warehouse, product and a part of the number, each with its components and what is available of them; paged.', protect: true } })
    .input(assemblyOrderListQuerySchema)
    .output(pageSchema(assemblyOrderSchema))
    .query(({ ctx, input }) => orders.listOrders(ctx.db, input, ctx.actor)),

  get: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get an assembly order', description: 'One order with its components, what is available of each and, once completed, their value and the value of the units.', protect: true } })
    .input(byIdInput)
    .output(output(assemblyOrderSchema))
    .query(({ ctx, input }) => orders.getOrder(ctx.db, input.id, ctx.actor)),

  create: can('assemblies:manage')
    .meta({
      openapi: {
        method: 'POST', path, tags, summary: 'Create an assembly order', protect: true,
        description: 'Opens an order (AO-000001, gapless) to build units of a product from its bill of materials in a warehouse, or to take units apart (type disassembly). Its lines are the bill\'s components × quantity, copied now. Nothing moves until it is completed; components are not reserved meanwhile, and reorder suggestions count what open orders will consume and bring.',
      },
      errors: ['CONFLICT'],
      creates: true,
      successMessage: 'Assembly order created',
    })
    .input(assemblyOrderCreateSchema)
    .output(output(assemblyOrderSchema))
    .mutation(idempotently(({ ctx, input }) => orders.createOrder(ctx.db, input, ctx.actor))),

  complete: can('assemblies:build')
    .meta({
      openapi: {
        method: 'POST', path: `${path}/{id}/complete`, tags, summary: 'Complete an assembly order', protect: true,
        description:
          'In one transaction: an assembly takes its components out (assembly_out movements; first expiry first out, never expired lots or units allocated to orders) and brings the units in (assembly_in) at the components\' value plus the labour; a disassembly takes the units out (disassembly_out) and brings the components in (disassembly_in) at the units\' value, shared by the components\' cost. ' +
          'All or nothing: a component short is 409 INSUFFICIENT_STOCK naming it.',
      },
      errors: ['INVALID_STATE', 'INSUFFICIENT_STOCK', 'CONFLICT'],
      successMessage: 'Assembly order completed',
    })
    .input(assemblyOrderCompleteSchema)
    .output(output(assemblyOrderSchema))
    .mutation(idempotently(({ ctx, input }) => orders.completeOrder(ctx.db, input, ctx.actor))),

  cancel: can('assemblies:manage')
    .meta({ openapi: { method: 'POST', path: `${path}/{id}/cancel`, tags, summary: 'Cancel an assembly order', description: 'Closes an open order; nothing moves. Any other status is 409 INVALID_STATE.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Assembly order cancelled' })
    .input(byIdInput)
    .output(output(assemblyOrderSchema))
    .mutation(idempotently(({ ctx, input }) => orders.cancelOrder(ctx.db, input.id, ctx.actor))),
});
