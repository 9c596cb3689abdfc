import { z } from 'zod';
import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { purchaseOrderSchema } from '../purchase-orders/index.js';
import { can, router } from '../trpc.js';
import {
  fromSuggestionsSchema,
  reorderQuerySchema,
  reorderSuggestionSchema,
  supplierProductCreateSchema,
  supplierProductKeySchema,
  supplierProductListQuerySchema,
  supplierProductSchema,
  supplierProductUpdateSchema,
} from './replenishment.schema.js';
import * as replenishment from './replenishment.service.js';

const offers = '/suppliers/{id}/products';
const tags = ['replenishment'];

/** Replenishment (decision 0016): suppliers' offers per product, reorder suggestions, draft purchase orders from them. */
export const replenishmentRouter = router({
  offers: can('suppliers:read')
    .meta({ openapi: { method: 'GET', path: offers, tags, summary: "A supplier's products", description: 'What the supplier sells: per product its SKU, unit cost and currency, lead time, minimum order quantity and whether it is the preferred supplier; by SKU, paged.', protect: true } })
    .input(supplierProductListQuerySchema)
    .output(pageSchema(supplierProductSchema))
    .query(({ ctx, input }) => replenishment.listSupplierProducts(ctx.db, input)),

  addOffer: can('suppliers:manage')
    .meta({ openapi: { method: 'POST', path: offers, tags, summary: 'Add a product to a supplier', description: "Records the terms the supplier sells a product on (currency default the supplier's). A product has one preferred supplier: setting isPreferred unsets the previous one.", protect: true }, errors: ['DUPLICATE_ERROR', 'CONFLICT'], creates: true, successMessage: 'Supplier product created' })
    .input(supplierProductCreateSchema)
    .output(output(supplierProductSchema))
    .mutation(idempotently(({ ctx, input }) => replenishment.createSupplierProduct(ctx.db, input, ctx.actor))),

  updateOffer: can('suppliers:manage')
    .meta({ openapi: { method: 'PUT', path: `${offers}/{productId}`, tags, summary: "Change a supplier's terms for a product", description: 'Changes the given terms; setting isPreferred unsets the previous preferred supplier of the product.', protect: true }, errors: ['CONFLICT'], successMessage: 'Supplier product updated' })
    .input(supplierProductUpdateSchema)
    .output(output(supplierProductSchema))
    .mutation(idempotently(({ ctx, input }) => replenishment.updateSupplierProduct(ctx.db, input, ctx.actor))),

  removeOffer: can('suppliers:manage')
    .meta({ openapi: { method: 'DELETE', path: `${offers}/{productId}`, tags, summary: 'Remove a product from a supplier', description: 'The supplier no longer offers the product; answers the removed offer.', protect: true }, successMessage: 'Supplier product removed' })
    .input(supplierProductKeySchema)
    .output(output(supplierProductSchema))
    .mutation(idempotently(({ ctx, input }) => replenishment.deleteSupplierProduct(ctx.db, input.id, input.productId))),

  suggestions: can('inventory:read')
    .meta({ openapi: { method: 'GET', path: '/inventory/reorder-suggestions', tags, summary: 'Reorder suggestions', description: 'Products at or below their reorder point per warehouse (available + on order + in transit + what open assembly orders bring less consume ≤ minimum stock level), most short first, with the quantity to order (up to the maximum, else twice the minimum, at least the supplier minimum order quantity) and the preferred supplier; paged.', protect: true } })
    .input(reorderQuerySchema)
    .output(pageSchema(reorderSuggestionSchema))
    .query(({ ctx, input }) => replenishment.listReorderSuggestions(ctx.db, input, ctx.actor)),

  /** POST /api/orders/purchase-orders/from-suggestions: creates; returns {purchaseOrders, unassigned}. */
  order: can('orders:create')
    .meta({ openapi: { method: 'POST', path: '/orders/purchase-orders/from-suggestions', tags, summary: 'Draft purchase orders from reorder suggestions', description: "Creates, in one transaction, one draft purchase order per preferred supplier (and currency) for the warehouse's reorder suggestions, at the supplier's unit costs. Products without a preferred supplier are listed in `unassigned`, not guessed.", protect: true }, creates: true, successMessage: 'Purchase orders drafted' })
    .input(fromSuggestionsSchema)
    .output(output(z.object({ purchaseOrders: z.array(purchaseOrderSchema), unassigned: z.array(reorderSuggestionSchema).describe('Suggestions without an (active) preferred supplier') })))
    .mutation(idempotently(({ ctx, input }) => replenishment.purchaseOrdersFromSuggestions(ctx.db, input, ctx.actor))),
});
