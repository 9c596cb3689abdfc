import type { ListCache } from '../list-cache.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import type { Permission } from '../auth/index.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  productCreateForms,
  productCreateSchema,
  productFieldsOf,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
} from './products.schema.js';
import * as products from './products.service.js';

/**
 * Product procedures that take a product body report its errors as "Invalid product data" (SPEC 7);
 * the list's query parameters are no product data and keep the default "Invalid request data".
 */
const productProcedure = (permission: Permission) => can(permission).meta({ invalidInputMessage: 'Invalid product data' });
const tags = ['products'];

/** The product procedures; `lists` is the product list cache of the server's database. */
export const productsRouter = (lists: ListCache) =>
  router({
    /** GET /api/products: SPEC 4.2 list, one page (the REST edge renders it as form A, or form B with shape=page); a bad query is "Invalid request data". */
    list: can('products:read')
      .meta({ openapi: { method: 'GET', path: '/products', tags, summary: 'List products', description: 'The catalogue with search, category, price range, stock and active filters and sorting; stock figures are the caller\'s warehouse\'s when it is bound to one; paged.', protect: true } })
      .input(productListQuerySchema)
      .output(pageSchema(productSchema))
      .query(({ ctx, input }) => products.listProducts(ctx.db, lists, input, ctx.actor)),

    /** GET /api/products/{id}: NOT_FOUND for an unknown or malformed id. */
    get: productProcedure('products:read')
      .meta({ openapi: { method: 'GET', path: '/products/{id}', tags, summary: 'Get a product', description: 'One product with its category and stock figures.', protect: true } })
      .input(byIdInput)
      .output(output(productSchema))
      .query(({ ctx, input }) => products.getProduct(ctx.db, input.id, ctx.actor)),

    /** POST /api/products (form operation createProduct, SPEC 4.4): creates, with the success message; DUPLICATE_SKU. */
    create: productProcedure('products:create')
      .meta({ openapi: { method: 'POST', path: '/products', tags, summary: 'Create a product', description: 'Creates a product in either body form (camelCase or the contract\'s snake_case); the SKU is unique (409 DUPLICATE_SKU).', protect: true }, errors: ['DUPLICATE_SKU'], creates: true, successMessage: 'Product created successfully', bodyForms: productCreateForms })
      .input(productCreateSchema)
      .output(output(productSchema))
      .mutation(({ ctx, input }) =>
        products.createProduct(ctx.db, productFieldsOf(input) as Parameters<typeof products.createProduct>[1], ctx.actor),
      ),

    /** PUT /api/products/{id} (form operation updateProduct, SPEC 4.4): partial update. */
    update: productProcedure('products:update')
      .meta({ openapi: { method: 'PUT', path: '/products/{id}', tags, summary: 'Update a product', description: 'Changes any product fields; tracking cannot change while the product has stock (409). Honours If-Match.', protect: true }, errors: ['DUPLICATE_SKU', 'CONFLICT'], successMessage: 'Product updated successfully' })
      .input(productUpdateSchema)
      .output(output(productSchema))
      .mutation(({ ctx, input: { id, ...body } }) =>
        products.updateProduct(ctx.db, id, productFieldsOf(body), ctx.actor, ctx.ifMatch),
      ),

    /** DELETE /api/products/{id}: archives (isActive false), never removes. */
    archive: productProcedure('products:delete')
      .meta({ openapi: { method: 'DELETE', path: '/products/{id}', tags, summary: 'Archive a product', description: 'Archives (deactivates) a product: it stays in the ledger and in past orders but leaves lists and new orders.', protect: true }, errors: ['CONFLICT'], successMessage: 'Product archived' })
      .input(byIdInput)
      .output(output(productSchema))
      .mutation(({ ctx, input }) => products.archiveProduct(ctx.db, input.id, ctx.actor)),
  });
