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
          'What a barcode, SKU, document number (PO-, SO-, TR-, CC-) or location code names, among the records the caller may read: products (SKU in any case, exact barcode, or a GTIN of the product or one of its packs) first, then purchase orders, sales orders, transfers, counts and locations. A GS1 element string (GS1-128, DataMatrix or QR, with or without symbology identifier, or with parentheses) is read: `gs1` gives its elements and `item` the product, pack, quantity, lot, expiry and serial it carries. An unknown code gives an empty list; a malformed GS1 string is a 400 naming the part that failed.',
        protect: true,
      },
    })
    .input(lookupQuerySchema)
    .output(output(lookupResultSchema))
    .query(({ ctx, input }) => lookupCode(ctx.db, input.code, ctx.actor)),
});
