import { idempotently } from '../idempotency.js';
import { allocateWaitingAt } from '../inventory/index.js';
import { output } from '../output.js';
import { fileOf, fileSchema } from '../files.js';
import { pageSchema } from '../pagination.js';
import { labelDescription, labelQueryShape, locationLabelFile, type DocumentPrinter } from '../printing/index.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  locationByIdSchema,
  locationCreateSchema,
  locationListQuerySchema,
  locationSchema,
  locationUpdateSchema,
  warehouseCreateSchema,
  warehouseDetailSchema,
  warehouseListQuerySchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from './warehouses.schema.js';
import * as warehouses from './warehouses.service.js';

const tags = ['warehouses'];

/** The warehouse procedures; `printer` lays out location labels. */
export const warehousesRouter = (printer: DocumentPrinter) => router({
  list: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse', tags, summary: 'List warehouses', description: 'Warehouses by code; a warehouse-bound caller sees only its own; paged.', protect: true } })
    .input(warehouseListQuerySchema)
    .output(pageSchema(warehouseSchema))
    .query(({ ctx, input }) => warehouses.listWarehouses(ctx.db, input, ctx.actor)),

  get: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse/{id}', tags, summary: 'Get a warehouse with stock totals', description: 'One warehouse with its address and stock totals (products, units on hand, value at cost).', protect: true } })
    .input(byIdInput)
    .output(output(warehouseDetailSchema))
    .query(({ ctx, input }) => warehouses.getWarehouse(ctx.db, input.id, ctx.actor)),

  create: can('warehouses:manage')
    .meta({ openapi: { method: 'POST', path: '/warehouse', tags, summary: 'Create a warehouse', description: 'Creates a warehouse with its default location DEFAULT; codes are unique.', protect: true }, errors: ['DUPLICATE_ERROR'], creates: true, successMessage: 'Warehouse created successfully' })
    .input(warehouseCreateSchema)
    .output(output(warehouseSchema))
    .mutation(idempotently(({ ctx, input }) => warehouses.createWarehouse(ctx.db, input, ctx.actor))),

  /** PUT /api/warehouse/{id}: CONFLICT when deactivating a warehouse that holds stock. */
  update: can('warehouses:manage')
    .meta({ openapi: { method: 'PUT', path: '/warehouse/{id}', tags, summary: 'Update a warehouse', description: 'Changes code, name, address or active flag; a warehouse holding stock cannot be deactivated (409). Honours If-Match.', protect: true }, errors: ['DUPLICATE_ERROR', 'CONFLICT'], successMessage: 'Warehouse updated successfully' })
    .input(warehouseUpdateSchema)
    .output(output(warehouseDetailSchema))
    .mutation(idempotently(({ ctx, input: { id, ...fields } }) =>
      warehouses.updateWarehouse(ctx.db, id, fields, ctx.actor, ctx.ifMatch),
    )),

  /** GET /api/warehouse/{id}/locations (decision 0015): bound users only their warehouse's (FORBIDDEN otherwise). */
  locations: can('warehouses:read')
    .meta({
      openapi: {
        method: 'GET',
        path: '/warehouse/{id}/locations',
        tags,
        summary: "List a warehouse's locations",
        description: 'Bins, shelves and zones of the warehouse, by code. Every warehouse has the location DEFAULT, used wherever a request names none.',
        protect: true,
      },
    })
    .input(locationListQuerySchema)
    .output(pageSchema(locationSchema))
    .query(({ ctx, input: { id, ...query } }) => warehouses.listLocations(ctx.db, id, query, ctx.actor)),

  getLocation: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse/{id}/locations/{locationId}', tags, summary: 'Get a location', description: 'One location of the warehouse.', protect: true } })
    .input(locationByIdSchema)
    .output(output(locationSchema))
    .query(({ ctx, input }) => warehouses.getLocation(ctx.db, input.id, input.locationId, ctx.actor)),

  /** POST /api/warehouse/{id}/locations: DUPLICATE_ERROR for a code the warehouse already has. */
  createLocation: can('warehouses:manage')
    .meta({
      openapi: { method: 'POST', path: '/warehouse/{id}/locations', tags, summary: 'Create a location', description: 'Adds a bin, shelf or zone to the warehouse; its code is unique within the warehouse.', protect: true }, errors: ['DUPLICATE_ERROR'],
      creates: true,
      successMessage: 'Location created successfully',
    })
    .input(locationCreateSchema)
    .output(output(locationSchema))
    .mutation(idempotently(({ ctx, input: { id, ...fields } }) => warehouses.createLocation(ctx.db, id, fields, ctx.actor))),

  /** PUT /api/warehouse/{id}/locations/{locationId}: honours If-Match; the default location keeps its code and stays active (CONFLICT). */
  updateLocation: can('warehouses:manage')
    .meta({
      openapi: { method: 'PUT', path: '/warehouse/{id}/locations/{locationId}', tags, summary: 'Update a location', description: 'Renames, re-codes, deactivates or reactivates a location, or marks it pickable or not; units in a location made pickable go to the sales-order lines waiting for them.', protect: true }, errors: ['DUPLICATE_ERROR', 'CONFLICT'],
      successMessage: 'Location updated successfully',
    })
    .input(locationUpdateSchema)
    .output(output(locationSchema))
    .mutation(idempotently(({ ctx, input: { id, locationId, ...fields } }) => warehouses.updateLocation(ctx.db, id, locationId, fields, ctx.actor, ctx.ifMatch, allocateWaitingAt))),

  /** GET /api/warehouse/{id}/locations/{locationId}/label.pdf: barcode labels of the location (files.ts: over /trpc `{filename, content}`, content the PDF in base64); NOT_FOUND as `getLocation`. */
  locationLabelPdf: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse/{id}/locations/{locationId}/label.pdf', tags, summary: 'Print barcode labels of a location', description: `Labels for a bin or shelf: its name and Code 128 of its code (what the scan box opens). ${labelDescription}`, protect: true }, file: { type: 'application/pdf', direction: 'download' } })
    .input(locationByIdSchema.extend(labelQueryShape))
    .output(fileSchema)
    .query(async ({ ctx, input: { id, locationId, ...query } }) => fileOf(ctx, await locationLabelFile(printer, ctx.db, await warehouses.getLocation(ctx.db, id, locationId, ctx.actor), query))),
});
