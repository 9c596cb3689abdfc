import { envelope, ok } from '../envelope.js';
import { listEnvelope } from '../pagination.js';
import { can, router } from '../trpc.js';
import {
  warehouseCreateSchema,
  warehouseDetailSchema,
  warehouseIdSchema,
  warehouseListQuerySchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from './warehouses.schema.js';
import * as warehouses from './warehouses.service.js';

const tags = ['warehouses'];

export const warehousesRouter = router({
  list: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse', tags, summary: 'List warehouses', protect: true } })
    .input(warehouseListQuerySchema)
    .output(listEnvelope(warehouseSchema))
    .query(({ ctx, input }) => warehouses.listWarehouses(ctx.db, input, ctx.actor)),

  get: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse/{id}', tags, summary: 'Get a warehouse with stock totals', protect: true } })
    .input(warehouseIdSchema)
    .output(envelope(warehouseDetailSchema))
    .query(async ({ ctx, input }) => ok(await warehouses.getWarehouse(ctx.db, input.id, ctx.actor))),

  create: can('warehouses:manage')
    .meta({ openapi: { method: 'POST', path: '/warehouse', tags, summary: 'Create a warehouse', protect: true }, successStatus: 201 })
    .input(warehouseCreateSchema)
    .output(envelope(warehouseSchema))
    .mutation(async ({ ctx, input }) => ok(await warehouses.createWarehouse(ctx.db, input, ctx.actor), 'Warehouse created successfully')),

  /** PUT /api/warehouse/{id}: 409 CONFLICT when deactivating a warehouse that holds stock. */
  update: can('warehouses:manage')
    .meta({ openapi: { method: 'PUT', path: '/warehouse/{id}', tags, summary: 'Update a warehouse', protect: true } })
    .input(warehouseUpdateSchema)
    .output(envelope(warehouseSchema))
    .mutation(async ({ ctx, input: { id, ...fields } }) =>
      ok(await warehouses.updateWarehouse(ctx.db, id, fields, ctx.actor), 'Warehouse updated successfully'),
    ),
});
