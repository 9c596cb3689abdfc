import { idempotently } from '../idempotency.js';
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
    .meta({ openapi: { method: 'GET', path: '/suppliers', tags, summary: 'List suppliers', description: 'Suppliers by name, filtered by a search over name, code and e-mail and by active flag; paged.', protect: true } })
    .input(partyListQuerySchema)
    .output(pageSchema(supplierSchema))
    .query(({ ctx, input }) => suppliers.listSuppliers(ctx.db, input)),

  get: can('suppliers:read')
    .meta({ openapi: { method: 'GET', path: '/suppliers/{id}', tags, summary: 'Get a supplier', description: 'One supplier with its address, currency, payment terms and lead time.', protect: true } })
    .input(byIdInput)
    .output(output(supplierSchema))
    .query(({ ctx, input }) => suppliers.getSupplier(ctx.db, input.id)),

  create: can('suppliers:manage')
    .meta({ openapi: { method: 'POST', path: '/suppliers', tags, summary: 'Create a supplier', description: 'Creates a supplier; its code is unique.', protect: true }, errors: ['DUPLICATE_ERROR'], creates: true, successMessage: 'Supplier created successfully' })
    .input(supplierCreateSchema)
    .output(output(supplierSchema))
    .mutation(idempotently(({ ctx, input }) => suppliers.createSupplier(ctx.db, input, ctx.actor))),

  update: can('suppliers:manage')
    .meta({ openapi: { method: 'PUT', path: '/suppliers/{id}', tags, summary: 'Update a supplier', description: 'Changes any supplier fields; deactivated suppliers take no new purchase orders. Honours If-Match.', protect: true }, errors: ['DUPLICATE_ERROR'], successMessage: 'Supplier updated successfully' })
    .input(supplierUpdateSchema)
    .output(output(supplierSchema))
    .mutation(idempotently(({ ctx, input: { id, ...fields } }) => suppliers.updateSupplier(ctx.db, id, fields, ctx.actor, ctx.ifMatch))),
});
