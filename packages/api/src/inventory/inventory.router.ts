import { z } from 'zod';
import { envelope, ok } from '../envelope.js';
import { listEnvelope } from '../pagination.js';
import { can, router } from '../trpc.js';
import { uuidInput } from '../validation.js';
import {
  adjustmentInputSchema,
  analyticsQuerySchema,
  inventoryAnalyticsSchema,
  levelListQuerySchema,
  levelSchema,
  lowStockQuerySchema,
  lowStockSchema,
  movementInputSchema,
  movementListItemSchema,
  movementListQuerySchema,
  movementResultSchema,
  transferInputSchema,
  transferListQuerySchema,
  transferSchema,
} from './inventory.schema.js';
import * as inventory from './inventory.service.js';

const tags = ['inventory'];
/** Documents the header honoured by stock writes (see idempotency.ts). */
const requestHeaders = z.object({
  'idempotency-key': z.string().max(255).optional().describe('Retrying with the same key and body returns the first response without writing again'),
});

export const inventoryRouter = router({
  levels: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory', tags, summary: 'Inventory levels', protect: true } })
    .input(levelListQuerySchema)
    .output(listEnvelope(levelSchema))
    .query(({ ctx, input }) => inventory.listLevels(ctx.db, input, ctx.actor)),

  movements: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/movements', tags, summary: 'The stock ledger, newest first', protect: true } })
    .input(movementListQuerySchema)
    .output(listEnvelope(movementListItemSchema))
    .query(({ ctx, input }) => inventory.listMovements(ctx.db, input, ctx.actor)),

  /** POST /api/inventory/movements: 201 {movement, level}; 409 INSUFFICIENT_STOCK when `out` exceeds available. */
  recordMovement: can('inventory:adjust')
    .meta({
      openapi: { method: 'POST', path: '/inventory/movements', tags, summary: 'Record a stock movement', protect: true, requestHeaders },
      successStatus: 201,
    })
    .input(movementInputSchema)
    .output(envelope(movementResultSchema))
    .mutation(async ({ ctx, input }) => ok(await inventory.recordMovement(ctx.db, input, ctx.actor, ctx.idempotencyKey), 'Stock movement recorded')),

  /** POST /api/inventory/adjustments: 201 {movement, level}; 409 INSUFFICIENT_STOCK below reserved. */
  adjust: can('inventory:adjust')
    .meta({
      openapi: { method: 'POST', path: '/inventory/adjustments', tags, summary: 'Adjust stock by a delta or to a count', protect: true, requestHeaders },
      successStatus: 201,
    })
    .input(adjustmentInputSchema)
    .output(envelope(movementResultSchema))
    .mutation(async ({ ctx, input }) => ok(await inventory.adjustStock(ctx.db, input, ctx.actor, ctx.idempotencyKey), 'Stock adjusted')),

  lowStock: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/low-stock', tags, summary: 'Low-stock alerts, most urgent first', protect: true } })
    .input(lowStockQuerySchema)
    .output(listEnvelope(lowStockSchema))
    .query(({ ctx, input }) => inventory.listLowStock(ctx.db, input, ctx.actor)),

  analytics: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/analytics', tags, summary: 'Valuation, movements, alerts and dead stock', protect: true } })
    .input(analyticsQuerySchema)
    .output(envelope(inventoryAnalyticsSchema))
    .query(async ({ ctx, input }) => ok(await inventory.inventoryAnalytics(ctx.db, input, ctx.actor))),
});

/** Transfers live under /warehouse/transfers; this router is listed before the warehouses router so the static path wins over /warehouse/{id}. */
export const transfersRouter = router({
  list: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse/transfers', tags: ['transfers'], summary: 'List transfers', protect: true } })
    .input(transferListQuerySchema)
    .output(listEnvelope(transferSchema))
    .query(({ ctx, input }) => inventory.listTransfers(ctx.db, input, ctx.actor)),

  get: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/warehouse/transfers/{id}', tags: ['transfers'], summary: 'Get a transfer', protect: true } })
    .input(z.object({ id: uuidInput() }))
    .output(envelope(transferSchema))
    .query(async ({ ctx, input }) => ok(await inventory.getTransfer(ctx.db, input.id, ctx.actor))),

  /** POST /api/warehouse/transfers: 201 transfer; 409 INSUFFICIENT_STOCK naming each short product. */
  create: can('inventory:transfer')
    .meta({
      openapi: { method: 'POST', path: '/warehouse/transfers', tags: ['transfers'], summary: 'Transfer stock between warehouses', protect: true, requestHeaders },
      successStatus: 201,
    })
    .input(transferInputSchema)
    .output(envelope(transferSchema))
    .mutation(async ({ ctx, input }) => ok(await inventory.transferStock(ctx.db, input, ctx.actor, ctx.idempotencyKey), 'Transfer completed')),
});
