import { z } from 'zod';
import { envelope, ok } from '../envelope.js';
import { listEnvelope } from '../pagination.js';
import { partyListQuerySchema } from '../parties.js';
import { can, router } from '../trpc.js';
import { uuidInput } from '../validation.js';
import { customerCreateSchema, customerSchema, customerUpdateSchema } from './customers.schema.js';
import * as customers from './customers.service.js';

const tags = ['customers'];

export const customersRouter = router({
  list: can('customers:read')
    .meta({ openapi: { method: 'GET', path: '/customers', tags, summary: 'List customers', protect: true } })
    .input(partyListQuerySchema)
    .output(listEnvelope(customerSchema))
    .query(({ ctx, input }) => customers.listCustomers(ctx.db, input)),

  get: can('customers:read')
    .meta({ openapi: { method: 'GET', path: '/customers/{id}', tags, summary: 'Get a customer', protect: true } })
    .input(z.object({ id: uuidInput() }))
    .output(envelope(customerSchema))
    .query(async ({ ctx, input }) => ok(await customers.getCustomer(ctx.db, input.id))),

  create: can('customers:manage')
    .meta({ openapi: { method: 'POST', path: '/customers', tags, summary: 'Create a customer', protect: true }, successStatus: 201 })
    .input(customerCreateSchema)
    .output(envelope(customerSchema))
    .mutation(async ({ ctx, input }) => ok(await customers.createCustomer(ctx.db, input, ctx.actor), 'Customer created successfully')),

  update: can('customers:manage')
    .meta({ openapi: { method: 'PUT', path: '/customers/{id}', tags, summary: 'Update a customer', protect: true } })
    .input(customerUpdateSchema)
    .output(envelope(customerSchema))
    .mutation(async ({ ctx, input: { id, ...fields } }) => ok(await customers.updateCustomer(ctx.db, id, fields, ctx.actor), 'Customer updated successfully')),
});
