import { importDescription, importQuerySchema } from '../csv.js';
import { datedFilename, describedQuery, fileOf, fileSchema, UPLOAD_BODY_LIMIT, uploadField, uploadOf } from '../files.js';
import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { labelDescription, productLabelFile, productLabelQueryShape, type DocumentPrinter } from '../printing/index.js';
import { pageSchema } from '../pagination.js';
import type { Permission } from '../auth/index.js';
import { changeCostingMethod, costingMethodChangeResultSchema, costingMethodChangeSchema } from '../inventory/index.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  productCreateForms,
  productCreateSchema,
  productExportQuerySchema,
  productFieldsOf,
  productImportResultSchema,
  productListQuerySchema,
  productSchema,
  productUpdateSchema,
} from './products.schema.js';
import { packagingUnitsUpdateSchema, productUnitsSchema } from './packaging/packaging.schema.js';
import { getProductUnits, labelElementString, replaceProductUnits } from './packaging/packaging.service.js';
import * as productCsv from './products.csv.js';
import * as products from './products.service.js';
import type { ProductListCache } from './products.service.js';

/**
 * Product procedures that take a product body report its errors as "Invalid product data" (SPEC 7);
 * the list's query parameters are no product data and keep the default "Invalid request data".
 */
const productProcedure = (permission: Permission) => can(permission).meta({ invalidInputMessage: 'Invalid product data' });
const tags = ['products'];

/** The product procedures; `lists` is the product list cache of the server's database, `printer` lays out labels. */
export const productsRouter = (lists: ProductListCache, printer: DocumentPrinter) =>
  router({
    /** GET /api/products: SPEC 4.2 list, one page (the REST edge renders it as form A, or form B with shape=page); a bad query is "Invalid request data". */
    list: can('products:read')
      .meta({ openapi: { method: 'GET', path: '/products', tags, summary: 'List products', description: 'The catalogue with search, category, price range, stock and active filters and sorting; stock figures are the caller\'s warehouse\'s when it is bound to one; paged.', protect: true } })
      .input(productListQuerySchema)
      .output(pageSchema(productSchema))
      .query(({ ctx, input }) => products.listProducts(ctx.db, lists, input, ctx.baseCurrency, ctx.actor)),

    /** GET /api/products/{id}: NOT_FOUND for an unknown or malformed id. */
    get: productProcedure('products:read')
      .meta({ openapi: { method: 'GET', path: '/products/{id}', tags, summary: 'Get a product', description: 'One product with its category and stock figures.', protect: true } })
      .input(byIdInput)
      .output(output(productSchema))
      .query(({ ctx, input }) => products.getProduct(ctx.db, input.id, ctx.baseCurrency, ctx.actor)),

    /** POST /api/products (form operation createProduct, SPEC 4.4): creates, with the success message; DUPLICATE_SKU. */
    create: productProcedure('products:create')
      .meta({ openapi: { method: 'POST', path: '/products', tags, summary: 'Create a product', description: 'Creates a product in either body form (camelCase or the contract\'s snake_case); the SKU is unique (409 DUPLICATE_SKU).', protect: true }, errors: ['DUPLICATE_SKU'], creates: true, successMessage: 'Product created successfully', bodyForms: productCreateForms })
      .input(productCreateSchema)
      .output(output(productSchema))
      .mutation(idempotently(({ ctx, input }) =>
        products.createProduct(ctx.db, { costingMethod: ctx.costingMethod, ...productFieldsOf(input) } as Parameters<typeof products.createProduct>[1], ctx.baseCurrency, ctx.actor),
      )),

    /** PUT /api/products/{id} (form operation updateProduct, SPEC 4.4): partial update. */
    update: productProcedure('products:update')
      .meta({ openapi: { method: 'PUT', path: '/products/{id}', tags, summary: 'Update a product', description: 'Changes any product fields; tracking cannot change while the product has stock (409). Honours If-Match.', protect: true }, errors: ['DUPLICATE_SKU', 'CONFLICT'], successMessage: 'Product updated successfully' })
      .input(productUpdateSchema)
      .output(output(productSchema))
      .mutation(idempotently(({ ctx, input: { id, ...body } }) =>
        products.updateProduct(ctx.db, id, productFieldsOf(body), ctx.baseCurrency, ctx.actor, ctx.ifMatch),
      )),

    /** PUT /api/products/{id}/costing-method (decision 0023 points 5 and 6): a logged revaluation to the new method or standard; NOT_FOUND; CONFLICT while units are in transit. */
    setCostingMethod: can('finance:manage')
      .meta({
        openapi: {
          method: 'PUT', path: '/products/{id}/costing-method', tags, summary: 'Change a product\'s costing method or standard cost', protect: true,
          description:
            'Costs the product by average, fifo or standard from now on, its stock revalued in the ledger: one revaluation movement (quantity 0) per warehouse and lot holding units or value, of the change of that stock\'s value. ' +
            'To fifo, each warehouse\'s value is spread over its lots by units as one opening cost layer each; to average, every unit takes the value over the units (the new cost price); to standard (standardCost required), every unit the standard, as does a new standard. ' +
            'The same method and standard change nothing. Refused (409) while units of the product are in transit on two-step transfers.',
        },
        errors: ['CONFLICT'],
        successMessage: 'Costing method changed',
      })
      .input(costingMethodChangeSchema)
      .output(output(costingMethodChangeResultSchema))
      .mutation(idempotently(({ ctx, input: { id, ...change } }) => changeCostingMethod(ctx.db, id, change, ctx.baseCurrency, ctx.actor))),

    /** GET /api/products/{id}/units (decision 0021): the base unit and packaging units; NOT_FOUND for an unknown product. */
    units: productProcedure('products:read')
      .meta({ openapi: { method: 'GET', path: '/products/{id}/units', tags, summary: 'Get a product\'s units', description: 'The unit stock is kept in (unitOfMeasure) and the packs the product is bought, stored and sold in, innermost first, each with its size in base units and its GTIN.', protect: true } })
      .input(byIdInput)
      .output(output(productUnitsSchema))
      .query(({ ctx, input }) => getProductUnits(ctx.db, input.id)),

    /** PUT /api/products/{id}/units (decision 0021): replaces the packaging units; VALIDATION_ERROR by field, CONFLICT for a barcode another pack has. */
    setUnits: productProcedure('products:update')
      .meta({ openapi: { method: 'PUT', path: '/products/{id}/units', tags, summary: 'Set a product\'s packaging units', description: 'Replaces the product\'s packaging units with the list sent, innermost first: a case of 12 (contains the base unit), a pallet of 40 cases (contains case). Quantities of any document may then be written in these units. A barcode another product\'s pack has is a 409.', protect: true }, errors: ['CONFLICT'] })
      .input(packagingUnitsUpdateSchema)
      .output(output(productUnitsSchema))
      .mutation(idempotently(({ ctx, input }) => replaceProductUnits(ctx.db, input.id, input.units))),

    /** DELETE /api/products/{id}: archives (isActive false), never removes. */
    archive: productProcedure('products:delete')
      .meta({ openapi: { method: 'DELETE', path: '/products/{id}', tags, summary: 'Archive a product', description: 'Archives (deactivates) a product: it stays in the ledger and in past orders but leaves lists and new orders.', protect: true }, errors: ['CONFLICT'], successMessage: 'Product archived' })
      .input(byIdInput)
      .output(output(productSchema))
      .mutation(idempotently(({ ctx, input }) => products.archiveProduct(ctx.db, input.id, ctx.baseCurrency, ctx.actor))),

    /** GET /api/products/export: the products as one CSV file, `products-<YYYY-MM-DD>.csv` (files.ts: over /trpc `{filename, content}`, content the CSV text). */
    export: can('products:read')
      .meta({
        openapi: {
          method: 'GET', path: '/products/export', tags, summary: 'Export products as CSV', protect: true,
          description:
            'The products GET /products lists for the same filters (stock figures and products of the caller\'s warehouse when it is bound to one), streamed as one CSV file sorted by SKU: ' +
            'sku, name, description, categoryId, categoryName, brand, unitOfMeasure, costPrice, sellingPrice, minStockLevel, maxStockLevel, isActive, weight, barcode, tracking, costingMethod, shelfLifeDays, minRemainingShelfLifeDays, onHand, reserved, available. ' +
            'POST /products/import reads the file back unchanged.',
        },
        file: { type: 'text/csv', direction: 'download' },
      })
      .input(describedQuery(productExportQuerySchema))
      .output(fileSchema)
      .query(({ ctx, input }) => fileOf(ctx, { filename: datedFilename('products', 'csv'), content: productCsv.exportProducts(ctx.db, input, ctx.actor) })),

    /** POST /api/products/import: creates or updates products from a CSV file (files.ts: over /trpc the input's `file` holds the text); VALIDATION_ERROR per row, DUPLICATE_SKU. */
    import: can('products:create', 'products:update')
      .meta({
        openapi: {
          method: 'POST', path: '/products/import', tags, summary: 'Create or update products from CSV', protect: true,
          description:
            'Creates or updates products by SKU from the columns of the product export (sku required; categoryName and the stock figures are ignored). A new SKU needs name, categoryId, unitOfMeasure, costPrice and sellingPrice; ' +
            'for an existing one only the columns given are written, an empty cell clearing an optional field and keeping a required one. Rows equal to the stored product are left untouched. ' +
            importDescription,
        },
        file: { type: 'text/csv', direction: 'upload' }, errors: ['DUPLICATE_SKU'], successMessage: 'Products imported', bodyLimit: UPLOAD_BODY_LIMIT,
      })
      .input(importQuerySchema.extend(uploadField))
      .output(output(productImportResultSchema))
      .mutation(idempotently(({ ctx, input }, file: string) => productCsv.importProductsCsv(ctx.db, file, { dryRun: input.dryRun === 'true', costingMethod: ctx.costingMethod }, ctx.actor), ({ ctx, input }) => uploadOf(ctx, input))),

    /** GET /api/products/{id}/label.pdf: barcode labels of the product (files.ts: over /trpc `{filename, content}`, content the PDF in base64); NOT_FOUND as `get`. */
    labelPdf: can('products:read')
      .meta({
        openapi: { method: 'GET', path: '/products/{id}/label.pdf', tags, summary: 'Print barcode labels of a product', description: `Labels with the product's name and a barcode: EAN-13 when the product's barcode is a valid EAN-13, else Code 128 of its SKU; with unit (a pack) or lotId, GS1-128 of (01) the pack's or product's GTIN, (17) the lot's expiry and (10) its number. ${labelDescription}`, protect: true },
        file: { type: 'application/pdf', direction: 'download' },
      })
      .input(byIdInput.extend(productLabelQueryShape))
      .output(fileSchema)
      .query(async ({ ctx, input: { id, unit, lotId, ...query } }) => {
        const product = await products.getProduct(ctx.db, id, ctx.baseCurrency, ctx.actor);
        const elementString = unit === undefined && lotId === undefined ? undefined : await labelElementString(ctx.db, product, unit, lotId);
        return fileOf(ctx, await productLabelFile(printer, product, query, elementString));
      }),
  });
