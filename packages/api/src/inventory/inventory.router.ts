import { z } from 'zod';
import { importDescription, importQuerySchema } from '../csv.js';
import { datedFilename, describedQuery, fileOf, fileSchema, UPLOAD_BODY_LIMIT, uploadField, uploadOf } from '../files.js';
import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  adjustmentInputSchema,
  balanceListQuerySchema,
  balanceSchema,
  expiringQuerySchema,
  expiringSchema,
  lotSchema,
  productLotsQuerySchema,
  traceQuerySchema,
  traceSchema,
  analyticsQuerySchema,
  inventoryAnalyticsSchema,
  inventoryImportResultSchema,
  levelExportQuerySchema,
  levelListQuerySchema,
  levelSchema,
  lowStockQuerySchema,
  lowStockSchema,
  movementInputSchema,
  movementListItemSchema,
  movementListQuerySchema,
  movementResultSchema,
  relocationInputSchema,
  relocationSchema,
} from './inventory.schema.js';
import { exportLevels, importInventoryCsv } from './index.js';
import { availability } from './allocation/allocation.availability.service.js';
import { availabilityQuerySchema, availabilitySchema, holdCreateSchema, holdSchema } from './allocation/allocation.schema.js';
import { createHold, getHold, releaseHold } from './allocation/allocation.holds.service.js';
import { costLayerSchema } from './costing/costing.schema.js';
import { listCostLayers } from './costing/costing.service.js';
import { adjustStock, recordMovement, relocateStock } from './manual.service.js';
import { listLevels, listLowStock } from './reports/reports.levels.service.js';
import { getMovement, listMovements, trace } from './reports/reports.movements.service.js';
import { inventoryAnalytics, listBalances, listExpiring, listLots } from './reports/reports.stock.service.js';
import type { LevelListCache } from './reports/reports.levels.service.js';

const tags = ['inventory'];

/** The stock list, the ledger's reads, manual movements and adjustments, balances, expiry, tracing and lots. */
const stockProcedures = (levels: LevelListCache) => ({
  levels: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory', tags, summary: 'Inventory levels', description: 'On hand, reserved and available units per product and warehouse, by SKU, with exact totals; filters by warehouse, product, category, a search over name and SKU, and low stock; paged.', protect: true } })
    .input(levelListQuerySchema)
    .output(pageSchema(levelSchema))
    .query(({ ctx, input }) => listLevels(ctx.db, levels, input, ctx.actor)),

  movements: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/movements', tags, summary: 'The stock ledger, newest first', description: 'The append-only stock ledger in commit order (newest first): every movement with its quantity, the on hand after it, unit cost and reference; filters by product, warehouse, type and dates; paged.', protect: true } })
    .input(movementListQuerySchema)
    .output(pageSchema(movementListItemSchema))
    .query(({ ctx, input }) => listMovements(ctx.db, input, ctx.actor)),

  movement: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/movements/{id}', tags, summary: 'One stock movement of the ledger', description: 'One movement of the ledger.', protect: true } })
    .input(byIdInput)
    .output(output(movementListItemSchema))
    .query(({ ctx, input }) => getMovement(ctx.db, input.id, ctx.actor)),

  /** POST /api/inventory/movements: creates; returns {movement, level}; INSUFFICIENT_STOCK when `out` exceeds available. */
  recordMovement: can('inventory:adjust')
    .meta({
      openapi: { method: 'POST', path: '/inventory/movements', tags, summary: 'Record a stock movement', description: 'Records units in or out of a warehouse as one ledger movement, guarded so stock never goes below what is reserved (409 INSUFFICIENT_STOCK).', protect: true }, errors: ['INSUFFICIENT_STOCK', 'CONFLICT'],
      creates: { record: 'movement', path: '/inventory/movements' },
      successMessage: 'Stock movement recorded',
    })
    .input(movementInputSchema)
    .output(output(movementResultSchema))
    .mutation(idempotently(({ ctx, input }) => recordMovement(ctx.db, input, ctx.actor))),

  /** POST /api/inventory/adjustments: creates; returns {movement, level}; INSUFFICIENT_STOCK below reserved. */
  adjust: can('inventory:adjust')
    .meta({
      openapi: { method: 'POST', path: '/inventory/adjustments', tags, summary: 'Adjust stock by a delta or to a count', description: 'Corrects stock by a signed quantity or to a counted quantity, with a reason (damage, loss, theft, found, count, correction, other), as one adjustment movement valued at cost.', protect: true }, errors: ['INSUFFICIENT_STOCK', 'CONFLICT'],
      creates: { record: 'movement', path: '/inventory/movements' },
      successMessage: 'Stock adjusted',
    })
    .input(adjustmentInputSchema)
    .output(output(movementResultSchema))
    .mutation(idempotently(({ ctx, input }) => adjustStock(ctx.db, input, ctx.actor))),

  balances: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/balances', tags, summary: 'Stock balances by location, lot and serial', description: 'Stock at the finest grain a warehouse tracks: per product, location (bin), lot and serial number, with expiry dates; filters by product, warehouse, location, lot and expiringBefore; paged. Per product and warehouse the balances sum to the on hand of GET /inventory.', protect: true } })
    .input(balanceListQuerySchema)
    .output(pageSchema(balanceSchema))
    .query(({ ctx, input }) => listBalances(ctx.db, input, ctx.actor)),

  expiring: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/expiring', tags, summary: 'Lots expiring soon, and expired', description: 'Lots with stock whose expiry date falls within `days` of today (UTC), and those already expired (flagged), soonest first, per warehouse, with units and value at cost.', protect: true } })
    .input(expiringQuerySchema)
    .output(output(expiringSchema))
    .query(({ ctx, input }) => listExpiring(ctx.db, input, ctx.actor)),

  trace: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/trace', tags, summary: 'Trace a lot or a serial number', description: 'Every movement of one lot (lotNumber) or one serial number of a product, oldest first: the purchase orders it came in on with their supplier, transfers, adjustments, and the sales orders it went out on with their customer. The answer to a recall. 404 for an unknown product or lot, or a serial number never moved.', protect: true }, errors: ['NOT_FOUND'] })
    .input(traceQuerySchema)
    .output(output(traceSchema))
    .query(({ ctx, input }) => trace(ctx.db, input, ctx.actor)),

  lots: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/products/{id}/lots', tags: ['products'], summary: "A product's lots with stock per warehouse", description: 'The lots (batches) of a product, soonest expiry first, with units on hand per warehouse and whether each has expired.', protect: true } })
    .input(productLotsQuerySchema)
    .output(output(z.array(lotSchema)))
    .query(({ ctx, input }) => listLots(ctx.db, input.id, input.warehouseId, ctx.actor)),

  costLayers: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/products/{id}/cost-layers', tags: ['products'], summary: "A product's FIFO cost layers", description: 'The cost layers of a product costed FIFO with units left, oldest first, per warehouse and lot: the units and value each opened with and has left, and the movement that opened it. Units out of a warehouse and lot take its oldest layer first. Empty for a product costed otherwise.', protect: true } })
    .input(productLotsQuerySchema)
    .output(output(z.array(costLayerSchema)))
    .query(({ ctx, input }) => listCostLayers(ctx.db, input.id, input.warehouseId, ctx.actor)),
});

/** The inventory procedures; `levels` is the stock list cache of the server's database. */
export const inventoryRouter = (levels: LevelListCache) =>
  router({
    ...stockProcedures(levels),

    /** POST /api/inventory/relocations: creates; returns {movements, level}; INSUFFICIENT_STOCK when the source location lacks the units. */
    relocate: can('inventory:transfer')
      .meta({
        openapi: { method: 'POST', path: '/inventory/relocations', tags, summary: 'Move stock between locations of a warehouse', description: 'Putaway and internal moves: units of one product from one location (bin) of a warehouse to another, keeping their lot and serial numbers, as a relocation_out and relocation_in movement pair per grain; on hand, reserved and available at warehouse level are unchanged.', protect: true }, errors: ['INSUFFICIENT_STOCK', 'CONFLICT'],
        creates: true,
        successMessage: 'Stock relocated',
      })
      .input(relocationInputSchema)
      .output(output(relocationSchema))
      .mutation(idempotently(({ ctx, input }) => relocateStock(ctx.db, input, ctx.actor))),

    availability: can('inventory:read')
      .meta({ openapi: { method: 'GET', path: '/inventory/availability', tags, summary: 'Available-to-promise per product and warehouse', description: 'Per product and warehouse (filter by either or both): on hand, allocated to orders, held for carts, available (on hand − allocated − held), unsellable (bins not pickable, lots expired), units backordered, the units arriving on purchase orders (by expected date) and transfers in transit, and what can be promised today and by each arrival date; paged.', protect: true } })
      .input(availabilityQuerySchema)
      .output(pageSchema(availabilitySchema))
      .query(({ ctx, input }) => availability(ctx.db, input, ctx.actor)),

    /** POST /api/inventory/holds: creates; INSUFFICIENT_STOCK naming each short line. */
    createHold: can('orders:create')
      .meta({
        openapi: { method: 'POST', path: '/inventory/holds', tags, summary: 'Hold units for a cart', description: 'Sets aside units of one warehouse (all lines or none: 409 INSUFFICIENT_STOCK naming each short line) until expiresInSeconds (at most 3600, default 900) from now, first expiry first out from pickable bins. Held units count in reserved. Name the hold as holdId when creating the order to make them its allocation; DELETE releases them; at expiry they are released.', protect: true }, errors: ['INSUFFICIENT_STOCK'],
        creates: true,
        successMessage: 'Units held',
      })
      .input(holdCreateSchema)
      .output(output(holdSchema))
      .mutation(idempotently(({ ctx, input }) => createHold(ctx.db, input, ctx.actor))),

    hold: can('orders:read')
      .meta({ openapi: { method: 'GET', path: '/inventory/holds/{id}', tags, summary: 'Get a hold', description: 'One hold with its status, expiry and the units it holds per product, location and lot.', protect: true } })
      .input(byIdInput)
      .output(output(holdSchema))
      .query(({ ctx, input }) => getHold(ctx.db, input.id, ctx.actor)),

    releaseHold: can('orders:create')
      .meta({ openapi: { method: 'DELETE', path: '/inventory/holds/{id}', tags, summary: 'Release a hold', description: 'Releases the units of an active hold (409 INVALID_STATE once it has been converted, released or has expired).', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Hold released' })
      .input(byIdInput)
      .output(output(holdSchema))
      .mutation(idempotently(({ ctx, input }) => releaseHold(ctx.db, input.id, ctx.actor))),

    lowStock: can('inventory:read')
      .meta({ openapi: { method: 'GET', path: '/inventory/low-stock', tags, summary: 'Low-stock alerts, most urgent first', description: 'Levels at or below their product\'s minimum stock level, with the shortfall and a suggested order quantity, most urgent first; paged.', protect: true } })
      .input(lowStockQuerySchema)
      .output(pageSchema(lowStockSchema))
      .query(({ ctx, input }) => listLowStock(ctx.db, input, ctx.actor)),

    analytics: can('inventory:read')
      .meta({ openapi: { method: 'GET', path: '/inventory/analytics', tags, summary: 'Valuation, movements, alerts and dead stock', description: 'Inventory value at cost, movement totals over a period, low-stock counts and stock without outbound movements (dead stock).', protect: true } })
      .input(analyticsQuerySchema)
      .output(output(inventoryAnalyticsSchema))
      .query(({ ctx, input }) => inventoryAnalytics(ctx.db, input, ctx.actor)),

    /** GET /api/inventory/export: the levels as one CSV file, `inventory-<YYYY-MM-DD>.csv` (files.ts: over /trpc `{filename, content}`, content the CSV text). */
    export: can('inventory:read')
      .meta({
        openapi: {
          method: 'GET', path: '/inventory/export', tags, summary: 'Export inventory levels as CSV', protect: true,
          description:
            'The levels GET /inventory lists for the same filters (the caller\'s warehouse only when it is bound to one), streamed as one CSV file sorted by SKU then warehouse code: ' +
            'productId, sku, productName, warehouseId, warehouseCode, onHand, reserved, available, inTransit, minStockLevel, maxStockLevel, updatedAt.',
        },
        file: { type: 'text/csv', direction: 'download' },
      })
      .input(describedQuery(levelExportQuerySchema))
      .output(fileSchema)
      .query(({ ctx, input }) => fileOf(ctx, { filename: datedFilename('inventory', 'csv'), content: exportLevels(ctx.db, input, ctx.actor) })),

    /** POST /api/inventory/import: opening balances and counts from a CSV file (files.ts: over /trpc the input's `file` holds the text); VALIDATION_ERROR per row, INSUFFICIENT_STOCK, CONFLICT. */
    import: can('inventory:adjust')
      .meta({
        openapi: {
          method: 'POST', path: '/inventory/import', tags, summary: 'Import opening balances and stock counts from CSV', protect: true,
          description:
            'Columns sku, warehouseCode, locationCode (default: the DEFAULT location), lotNumber, expiryDate (of a new lot), serialNumber and quantity. Each row is a count: the units on hand of its grain become quantity, ' +
            'and the difference is posted as adjustment movements (reason count) at cost, as a counted adjustment would; grains the file does not name keep their stock. Serial-tracked products: one row per serial number, quantity 0 or 1. ' +
            importDescription,
        },
        file: { type: 'text/csv', direction: 'upload' }, errors: ['INSUFFICIENT_STOCK', 'CONFLICT'], successMessage: 'Stock imported', bodyLimit: UPLOAD_BODY_LIMIT,
      })
      .input(importQuerySchema.extend(uploadField))
      .output(output(inventoryImportResultSchema))
      .mutation(idempotently(({ ctx, input }, file: string) => importInventoryCsv(ctx.db, file, { dryRun: input.dryRun === 'true' }, ctx.actor), ({ ctx, input }) => uploadOf(ctx, input))),
  });
