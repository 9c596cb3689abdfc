import { output } from '../output.js';
import { authedProcedure, router } from '../trpc.js';
import { lookupQuerySchema, lookupResultSchema } from './lookup.schema.js';
import { lookupCode } from './lookup.service.js';

/** GET /api/lookup (decision 0019): resolve a scanned code for the desktop's scan box and integrators' scanners. */
export const lookupRouter = router({
  code: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/lookup',
        tags: ['lookup'],
        summary: 'Look up a scanned code',
        description:
          'What a barcode, SKU, document number (PO-, SO-, TR-, CC-) or location code names, among the records the caller may read: products (SKU in any case or exact barcode) first, then purchase orders, sales orders, transfers, counts and locations. An unknown code gives an empty list.',
        protect: true,
      },
    })
    .input(lookupQuerySchema)
    .output(output(lookupResultSchema))
    .query(({ ctx, input }) => lookupCode(ctx.db, input.code, ctx.actor)),
});
