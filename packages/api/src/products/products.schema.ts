/**
 * Product schemas with the messages of SPEC 2.1 and 2.2. The REST body and the form operations
 * (SPEC 4.4) accept both field-name sets on the same routes: one object schema holds the fields of
 * both forms, and its refinement applies the rules of the form the body is written in (formOf).
 */
import { costingMethods, trackingModes, unitsOfMeasure, type CostingMethod, type Tracking } from '@stockroom/db';
import { z } from 'zod';
import { actorNameSchema } from '../actors.js';
import { exportFormat, importResultShape } from '../csv.js';
import { changeFeedQueryShape, pageQueryShape } from '../pagination.js';
import { unitsSum } from '../units.js';
import { bodyBoolean, bodyNumber, isUuid, uuidInput } from '../validation.js';

/** Error callback giving `required` when the field is absent and `invalid` otherwise. */
const requiredOr = (required: string, invalid: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? required : invalid;

/** A price or cost, currency units: 0 to 999,999.99 with at most 2 decimals, its messages naming `label`. */
export const money = (label: string) =>
  bodyNumber(
    z
      .number({ error: requiredOr(`${label} is required`, `${label} must be a number`) })
      .min(0, `${label} must be positive`)
      .max(999_999.99, `${label} is too high`)
      .multipleOf(0.01, `${label} must have at most 2 decimal places`),
  );

/** A stock level: a non-negative integer that fits the integer column. */
const stockLevel = (label: string) =>
  bodyNumber(
    z
      .number({ error: `${label} must be an integer` })
      .int(`${label} must be an integer`)
      .min(0, `${label} must be positive`)
      .max(2_147_483_647, `${label} is too high`),
  );

/** Every field either form may carry; `null` clears an optional field on update. */
const productFields = {
  name: z
    .string({ error: requiredOr('Product name is required', 'Product name must be a string') })
    .min(1, 'Product name is required')
    .max(255, 'Product name is too long'),
  description: z
    .string({ error: 'Description must be a string' })
    .max(1000, 'Description is too long')
    .nullable(),
  sku: z
    .string({ error: requiredOr('SKU is required', 'SKU must be a string') })
    .describe('1..50 characters of A-Z, 0-9 and hyphen; the snake_case form uppercases it first'),
  categoryId: uuidInput({ error: 'Invalid category ID' }),
  brand: z
    .string({ error: 'Brand name must be a string' })
    .max(100, 'Brand name is too long')
    .nullable(),
  unitOfMeasure: z.enum(unitsOfMeasure, { error: requiredOr('Unit of measure is required', 'Invalid unit of measure') }),
  costPrice: money('Cost price'),
  sellingPrice: money('Selling price'),
  minStockLevel: stockLevel('Minimum stock level').nullable(),
  maxStockLevel: stockLevel('Maximum stock level').nullable(),
  isActive: bodyBoolean({ error: 'isActive must be a boolean' }),
  price: bodyNumber(
    z
      .number({ error: requiredOr('Price is required', 'Price must be a number') })
      .positive('Price must be positive')
      .max(999_999.99, 'Price is too high')
      .multipleOf(0.01, 'Price must have at most 2 decimal places'),
  ).describe('snake_case form (SPEC 2.2): the selling price'),
  category_id: uuidInput({ error: 'Invalid category ID' }).describe('snake_case form (SPEC 2.2): the category'),
  weight: bodyNumber(
    z
      .number({ error: 'Weight must be a number' })
      .min(0, 'Weight must be positive')
      .max(999_999_999.999, 'Weight is too high')
      .describe('Stored with 3 decimals'),
  ).nullable(),
  barcode: z
    .string({ error: 'Barcode must be a string' })
    .regex(/^\d+$/, 'Barcode must contain only numbers')
    .max(50, 'Barcode is too long')
    .nullable(),
  tracking: z
    .enum(trackingModes, { error: `Tracking must be one of: ${trackingModes.join(', ')}` })
    .describe('How units are told apart in stock: none (default), by lot (batch, with expiry) or by serial number. Cannot change while the product has stock (409).'),
  costingMethod: z
    .enum(costingMethods, { error: `Costing method must be one of: ${costingMethods.join(', ')}` })
    .describe(
      'How stock is valued (decision 0023): average (moving weighted average), fifo (first in, first out: each unit out costs what its oldest units in cost) or standard (every unit at costPrice, the standard; receipts record their purchase price variance); a product created without one takes the COSTING_METHOD setting (average unless set). Once the product has stock movements it changes through PUT /products/{id}/costing-method, which revalues the stock (409 here).',
    ),
  shelfLifeDays: z
    .number({ error: 'Shelf life must be a number of days' })
    .int('Shelf life must be a whole number of days')
    .min(1, 'Shelf life must be at least 1 day')
    .max(36_500, 'Shelf life is too long')
    .nullable()
    .describe('Days from receipt to expiry: the default expiry date of a received lot'),
  minRemainingShelfLifeDays: z
    .number({ error: 'Minimum remaining shelf life must be a number of days' })
    .int('Minimum remaining shelf life must be a whole number of days')
    .min(0, 'Minimum remaining shelf life must not be negative')
    .max(36_500, 'Minimum remaining shelf life is too long')
    .nullable()
    .describe('Fewest days of shelf life a lot must have left to be allocated to a sales order (decision 0020); null: any lot not expired'),
};

type ProductBody = { [K in keyof typeof productFields]?: z.infer<(typeof productFields)[K]> };

/**
 * Which form a body is written in: snake_case (SPEC 2.2) when it names `price` or `category_id`
 * and none of the camelCase-only fields, else camelCase (SPEC 2.1).
 */
export function formOf(body: object): 'camel' | 'snake' {
  const has = (key: string) => key in body;
  const snake = has('price') || has('category_id');
  const camel = has('sellingPrice') || has('categoryId') || has('costPrice') || has('unitOfMeasure');
  return snake && !camel ? 'snake' : 'camel';
}

const requiredFields = {
  camel: { name: 'Product name is required', sku: 'SKU is required', categoryId: 'Invalid category ID', unitOfMeasure: 'Unit of measure is required', costPrice: 'Cost price is required', sellingPrice: 'Selling price is required' },
  snake: { name: 'Product name is required', sku: 'SKU is required', price: 'Price is required', category_id: 'Invalid category ID' },
} as const;

function skuMessage(sku: string, form: 'camel' | 'snake'): string | undefined {
  if (form === 'snake') return /^[A-Z0-9-]{1,50}$/.test(sku.toUpperCase()) ? undefined : 'SKU format invalid';
  if (sku.length === 0) return 'SKU is required';
  if (sku.length > 50) return 'SKU is too long';
  if (!/^[A-Z0-9-]+$/.test(sku)) return 'SKU must contain only uppercase letters, numbers, and hyphens';
  return undefined;
}

/** Rules that depend on the form or on two fields: the SKU format and min ≤ max stock level. */
function checkProduct(body: ProductBody, ctx: z.RefinementCtx, creating: boolean): void {
  const form = formOf(body);
  if (creating) {
    for (const [field, message] of Object.entries(requiredFields[form])) {
      if (body[field as keyof ProductBody] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  }
  if (typeof body.sku === 'string') {
    const message = skuMessage(body.sku, form);
    if (message) ctx.addIssue({ code: 'custom', path: ['sku'], message });
  }
  const { minStockLevel: min, maxStockLevel: max } = body;
  if (typeof min === 'number' && typeof max === 'number' && max < min) {
    ctx.addIssue({ code: 'custom', path: ['maxStockLevel'], message: 'Maximum stock level must not be below minimum stock level' });
  }
}

/** The two body forms of product creation with their required fields, for the API document (decision 0014). */
export const productCreateForms = [
  { title: 'camelCase (SPEC 2.1)', required: Object.keys(requiredFields.camel) },
  { title: 'snake_case (SPEC 2.2)', required: Object.keys(requiredFields.snake) },
];

const bodyDescription =
  'A product in either form: camelCase (SPEC 2.1: name, sku, categoryId, unitOfMeasure, costPrice, sellingPrice required) ' +
  'or snake_case (SPEC 2.2: name, sku, price, category_id required; sku is uppercased; costPrice defaults to 0 and unitOfMeasure to piece).';

const optionalProductFields = z.object(productFields).partial().shape;

/** Body of product creation (POST /api/products, tRPC products.create). */
export const productCreateSchema = z
  .object(optionalProductFields)
  .superRefine((body, ctx) => checkProduct(body, ctx, true))
  .meta({ id: 'ProductCreate', description: bodyDescription });

/** Body of product update: any subset of the fields (PUT /api/products/{id}, tRPC products.update). */
export const productUpdateSchema = z
  .object({ id: uuidInput(), ...optionalProductFields })
  .superRefine((body, ctx) => checkProduct(body, ctx, false))
  .meta({ id: 'ProductUpdate', description: 'Any subset of the product fields, in either form; fields not sent keep their value.' });

/** Canonical product fields as the service stores them. */
export interface ProductFields {
  name: string;
  description: string | null;
  sku: string;
  categoryId: string;
  brand: string | null;
  unitOfMeasure: (typeof unitsOfMeasure)[number];
  costPrice: number;
  sellingPrice: number;
  minStockLevel: number | null;
  maxStockLevel: number | null;
  isActive: boolean;
  weight: number | null;
  barcode: string | null;
  tracking: Tracking;
  costingMethod: CostingMethod;
  shelfLifeDays: number | null;
  minRemainingShelfLifeDays: number | null;
}

/**
 * Maps a validated body of either form to canonical fields, leaving out what it does not set:
 * SPEC 2.2 `price` → sellingPrice, `category_id` → categoryId, sku uppercased.
 */
export function productFieldsOf(body: ProductBody): Partial<ProductFields> {
  const snake = formOf(body) === 'snake';
  const fields: Partial<ProductFields> = {
    name: body.name,
    description: body.description,
    sku: snake ? body.sku?.toUpperCase() : body.sku,
    categoryId: body.categoryId ?? body.category_id,
    brand: body.brand,
    unitOfMeasure: body.unitOfMeasure,
    costPrice: body.costPrice,
    sellingPrice: body.sellingPrice ?? body.price,
    minStockLevel: body.minStockLevel,
    maxStockLevel: body.maxStockLevel,
    isActive: body.isActive,
    weight: body.weight,
    barcode: body.barcode,
    tracking: body.tracking,
    costingMethod: body.costingMethod,
    shelfLifeDays: body.shelfLifeDays,
    minRemainingShelfLifeDays: body.minRemainingShelfLifeDays,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<ProductFields>;
}

const stockSchema = z.object({ onHand: unitsSum('Units on hand'), reserved: unitsSum('Units reserved'), available: unitsSum('On hand − reserved') });

/** A product as responses show it (SPEC 2.3 plus decision 0002's field list). Money in units of `currency`, the base currency. */
export const productSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    sku: z.string(),
    categoryId: z.uuid(),
    category: z.object({ id: z.uuid(), name: z.string() }),
    brand: z.string().nullable(),
    unitOfMeasure: z.enum(unitsOfMeasure),
    costPrice: z.number(),
    sellingPrice: z.number(),
    price: z.number().describe('Same as sellingPrice'),
    currency: z.string().describe('ISO 4217 code of costPrice, sellingPrice and price: the base currency (BASE_CURRENCY)'),
    minStockLevel: z.number().int().nullable(),
    maxStockLevel: z.number().int().nullable(),
    isActive: z.boolean(),
    weight: z.number().nullable(),
    barcode: z.string().nullable(),
    tracking: z.enum(trackingModes).describe('none, lot or serial'),
    costingMethod: z.enum(costingMethods).describe('average or fifo (decision 0023); costPrice is the moving average, or under fifo the value of the remaining cost layers over their units'),
    shelfLifeDays: z.number().int().nullable().describe('Days from receipt to expiry of a received lot, if set'),
    minRemainingShelfLifeDays: z
      .number()
      .int()
      .nullable()
      .describe('Fewest days of shelf life a lot must have left to be allocated to a sales order (decision 0020); null: any lot not expired'),
    stock: stockSchema.describe("Across all warehouses, or the caller's warehouse when the caller is bound to one"),
    createdBy: z.uuid().nullable(),
    createdByName: actorNameSchema('created the product').optional().describe('Name of the user or API key that created the product (GET by id and writes)'),
    updatedBy: z.uuid().nullable(),
    updatedByName: actorNameSchema('last changed the product').optional().describe('Name of the user or API key that last changed the product (GET by id and writes)'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const productSortFields = ['name', 'sku', 'price', 'sellingPrice', 'costPrice', 'createdAt', 'updatedAt'] as const;

const booleanParam = (name: string) => z.enum(['true', 'false'], { error: `${name} must be true or false` });

/** Query of GET /api/products (SPEC 4.2). Empty strings mean "no filter". */
export const productListQuerySchema = z.strictObject({
  ...pageQueryShape,
  ...changeFeedQueryShape,
  search: z
    .string()
    .max(200, 'Search is too long')
    .optional()
    .describe('Case-insensitive substring of name or SKU, or an exact barcode; a product whose SKU (any case) or barcode equals the search is listed first'),
  category: z
    .string()
    .max(255)
    .overwrite((value) => (isUuid(value) ? value.toLowerCase() : value))
    .optional()
    .describe('Category id or name'),
  category_id: z.union([uuidInput({ error: 'Invalid category ID' }), z.literal('')]).optional(),
  min_price: z.coerce.number({ error: 'min_price must be a number' }).min(0).optional().describe('Inclusive lower bound on sellingPrice'),
  max_price: z.coerce.number({ error: 'max_price must be a number' }).min(0).optional().describe('Inclusive upper bound on sellingPrice'),
  in_stock: booleanParam('in_stock').optional().describe('true: available stock > 0; false: none available'),
  sort: z
    .enum(productSortFields, { error: `sort must be one of: ${productSortFields.join(', ')}` })
    .optional()
    .describe('Default: createdAt desc'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  includeInactive: booleanParam('includeInactive').optional().describe('true: archived products are listed too'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;


/** Query of GET /api/products/export (decision 0017): the list's filters, without paging and sorting (the file is sorted by SKU). */
export const productExportQuerySchema = productListQuerySchema.omit({ page: true, limit: true, sort: true, order: true }).extend({ format: exportFormat });
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

/**
 * The columns of the product CSV (decision 0017), in file order: the product fields an import writes,
 * then `categoryName` and the stock figures, which an export fills and an import ignores.
 */
export const productCsvColumns = [
  'sku',
  'name',
  'description',
  'categoryId',
  'categoryName',
  'brand',
  'unitOfMeasure',
  'costPrice',
  'sellingPrice',
  'minStockLevel',
  'maxStockLevel',
  'isActive',
  'weight',
  'barcode',
  'tracking',
  'costingMethod',
  'shelfLifeDays',
  'minRemainingShelfLifeDays',
  'onHand',
  'reserved',
  'available',
] as const;

/** What POST /api/products/import answers (decision 0017). */
export const productImportResultSchema = z
  .object({
    ...importResultShape,
    created: z.number().int().describe('Products created: rows whose SKU was new'),
    updated: z.number().int().describe('Products changed: rows whose SKU exists and whose values differ from the stored ones'),
    unchanged: z.number().int().describe('Rows whose SKU exists with exactly these values: nothing written, no event'),
  })
  .meta({ id: 'ProductImportResult' });
export type ProductImportResult = z.infer<typeof productImportResultSchema>;
