import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { partyListQuerySchema } from '../parties.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { customerCreateSchema, customerSchema, customerUpdateSchema } from './customers.schema.js';
import * as customers from './customers.service.js';

const tags = ['customers'];

export const customersRouter = router({
  list: can('customers:read')
    .meta({ openapi: { method: 'GET', path: '/customers', tags, summary: 'List customers', description: 'Customers by name, filtered by a search over name, code and e-mail and by active flag; paged.', protect: true } })
    .input(partyListQuerySchema)
    .output(pageSchema(customerSchema))
    .query(({ ctx, input }) => customers.listCustomers(ctx.db, input)),

  get: can('customers:read')
    .meta({ openapi: { method: 'GET', path: '/customers/{id}', tags, summary: 'Get a customer', description: 'One customer with billing and shipping addresses.', protect: true } })
    .input(byIdInput)
    .output(output(customerSchema))
    .query(({ ctx, input }) => customers.getCustomer(ctx.db, input.id)),

  create: can('customers:manage')
    .meta({ openapi: { method: 'POST', path: '/customers', tags, summary: 'Create a customer', description: 'Creates a customer; its code is unique.', protect: true }, errors: ['DUPLICATE_ERROR'], creates: true, successMessage: 'Customer created successfully' })
    .input(customerCreateSchema)
    .output(output(customerSchema))
    .mutation(idempotently(({ ctx, input }) => customers.createCustomer(ctx.db, input, ctx.actor))),

  update: can('customers:manage')
    .meta({ openapi: { method: 'PUT', path: '/customers/{id}', tags, summary: 'Update a customer', description: 'Changes any customer fields; deactivated customers take no new sales orders. Honours If-Match.', protect: true }, errors: ['DUPLICATE_ERROR'], successMessage: 'Customer updated successfully' })
    .input(customerUpdateSchema)
    .output(output(customerSchema))
    .mutation(idempotently(({ ctx, input: { id, ...fields } }) => customers.updateCustomer(ctx.db, id, fields, ctx.actor, ctx.ifMatch))),
});
