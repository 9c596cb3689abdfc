import { z } from 'zod';
import { envelope, ok } from '../envelope.js';
import { listEnvelope } from '../pagination.js';
import { partyListQuerySchema } from '../parties.js';
import { can, router } from '../trpc.js';
import { uuidInput } from '../validation.js';
import { supplierCreateSchema, supplierSchema, supplierUpdateSchema } from './suppliers.schema.js';
import * as suppliers from './suppliers.service.js';

const tags = ['suppliers'];

export const suppliersRouter = router({
  list: can('suppliers:read')
    .meta({ openapi: { method: 'GET', path: '/suppliers', tags, summary: 'List suppliers', protect: true } })
    .input(partyListQuerySchema)
    .output(listEnvelope(supplierSchema))
    .query(({ ctx, input }) => suppliers.listSuppliers(ctx.db, input)),

  get: can('suppliers:read')
    .meta({ openapi: { method: 'GET', path: '/suppliers/{id}', tags, summary: 'Get a supplier', protect: true } })
    .input(z.object({ id: uuidInput() }))
    .output(envelope(supplierSchema))
    .query(async ({ ctx, input }) => ok(await suppliers.getSupplier(ctx.db, input.id))),

  create: can('suppliers:manage')
    .meta({ openapi: { method: 'POST', path: '/suppliers', tags, summary: 'Create a supplier', protect: true }, successStatus: 201 })
    .input(supplierCreateSchema)
    .output(envelope(supplierSchema))
    .mutation(async ({ ctx, input }) => ok(await suppliers.createSupplier(ctx.db, input, ctx.actor), 'Supplier created successfully')),

  update: can('suppliers:manage')
    .meta({ openapi: { method: 'PUT', path: '/suppliers/{id}', tags, summary: 'Update a supplier', protect: true } })
    .input(supplierUpdateSchema)
    .output(envelope(supplierSchema))
    .mutation(async ({ ctx, input: { id, ...fields } }) => ok(await suppliers.updateSupplier(ctx.db, id, fields, ctx.actor), 'Supplier updated successfully')),
});
