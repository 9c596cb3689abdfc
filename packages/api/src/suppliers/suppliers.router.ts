import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { partyListQuerySchema } from '../parties.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { supplierCreateSchema, supplierSchema, supplierUpdateSchema } from './suppliers.schema.js';
import * as suppliers from './suppliers.service.js';

const tags = ['suppliers'];

export const suppliersRouter = router({
  list: can('suppliers:read')
    .meta({ openapi: { method: 'GET', path: '/suppliers', tags, summary: 'List suppliers', protect: true } })
    .input(partyListQuerySchema)
    .output(pageSchema(supplierSchema))
    .query(({ ctx, input }) => suppliers.listSuppliers(ctx.db, input)),

  get: can('suppliers:read')
    .meta({ openapi: { method: 'GET', path: '/suppliers/{id}', tags, summary: 'Get a supplier', protect: true } })
    .input(byIdInput)
    .output(output(supplierSchema))
    .query(({ ctx, input }) => suppliers.getSupplier(ctx.db, input.id)),

  create: can('suppliers:manage')
    .meta({ openapi: { method: 'POST', path: '/suppliers', tags, summary: 'Create a supplier', protect: true }, creates: true, successMessage: 'Supplier created successfully' })
    .input(supplierCreateSchema)
    .output(output(supplierSchema))
    .mutation(({ ctx, input }) => suppliers.createSupplier(ctx.db, input, ctx.actor)),

  update: can('suppliers:manage')
    .meta({ openapi: { method: 'PUT', path: '/suppliers/{id}', tags, summary: 'Update a supplier', protect: true }, successMessage: 'Supplier updated successfully' })
    .input(supplierUpdateSchema)
    .output(output(supplierSchema))
    .mutation(({ ctx, input: { id, ...fields } }) => suppliers.updateSupplier(ctx.db, id, fields, ctx.actor, ctx.ifMatch)),
});
