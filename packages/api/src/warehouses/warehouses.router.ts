import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  warehouseCreateSchema,
  warehouseDetailSchema,
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
    .output(pageSchema(warehouseSchema))
    .query(({ ctx, input }) => warehouses.listWarehouses(ctx.db, input, ctx.actor)),

  get: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse/{id}', tags, summary: 'Get a warehouse with stock totals', protect: true } })
    .input(byIdInput)
    .output(output(warehouseDetailSchema))
    .query(({ ctx, input }) => warehouses.getWarehouse(ctx.db, input.id, ctx.actor)),

  create: can('warehouses:manage')
    .meta({ openapi: { method: 'POST', path: '/warehouse', tags, summary: 'Create a warehouse', protect: true }, creates: true, successMessage: 'Warehouse created successfully' })
    .input(warehouseCreateSchema)
    .output(output(warehouseSchema))
    .mutation(({ ctx, input }) => warehouses.createWarehouse(ctx.db, input, ctx.actor)),

  /** PUT /api/warehouse/{id}: 409 CONFLICT when deactivating a warehouse that holds stock. */
  update: can('warehouses:manage')
    .meta({ openapi: { method: 'PUT', path: '/warehouse/{id}', tags, summary: 'Update a warehouse', protect: true }, successMessage: 'Warehouse updated successfully' })
    .input(warehouseUpdateSchema)
    .output(output(warehouseDetailSchema))
    .mutation(({ ctx, input: { id, ...fields } }) =>
      warehouses.updateWarehouse(ctx.db, id, fields, ctx.actor, ctx.ifMatch),
    ),
});
