import { z } from 'zod';
import { levelIdentityShape } from '../inventory/index.js';
import { pageQueryShape } from '../pagination.js';
import { bodyBoolean, bodyNumber, currencyCode, uuidInput } from '../validation.js';

const uuidField = (label: string) => uuidInput({ error: `Invalid ${label} ID` });

/** The terms a supplier sells a product on (decision 0016). */
const supplierProductFields = {
  supplierSku: z.string().trim().min(1, 'Supplier SKU must not be empty').max(100, 'Supplier SKU is too long').nullish().describe("The supplier's own code for the product"),
  unitCost: bodyNumber(z.number({ error: 'Unit cost must be a number' }).min(0, 'Unit cost must not be negative').max(99_999_999, 'Unit cost is too large').multipleOf(0.0001, 'Unit cost has at most 4 decimals')).describe(
    'Price per unit in `currency`, currency units',
  ),
  currency: currencyCode()
    .optional()
    .describe("ISO 4217; default: the supplier's currency"),
  leadTimeDays: bodyNumber(z.number({ error: 'Lead time must be whole days' }).int('Lead time must be whole days').min(0, 'Lead time must not be negative').max(3650, 'Lead time must be at most 3650 days'))
    .optional()
    .describe('Days from order to receipt; default 0'),
  minimumOrderQuantity: bodyNumber(
    z.number({ error: 'Minimum order quantity must be an integer' }).int('Minimum order quantity must be an integer').min(1, 'Minimum order quantity must be at least 1').max(100_000_000, 'Minimum order quantity is too large'),
  )
    .optional()
    .describe('Smallest quantity the supplier takes an order for; default 1'),
  isPreferred: bodyBoolean({ error: 'isPreferred must be true or false' }).optional().describe("The product's preferred supplier, whose offer reorder suggestions use; setting it unsets the previous one"),
  pack: z
    .string({ error: 'Pack must be a unit name' })
    .trim()
    .min(1, 'Pack must be a unit name')
    .nullish()
    .describe("The product's packaging unit the supplier sells in (PUT /products/{id}/units): reorder suggestions are whole packs; null: single base units"),
};

export const supplierProductCreateSchema = z.strictObject({ id: uuidInput(), productId: uuidField('product'), ...supplierProductFields }).meta({ id: 'SupplierProductCreate' });
export type SupplierProductCreate = z.infer<typeof supplierProductCreateSchema>;

export const supplierProductUpdateSchema = z
  .strictObject({ id: uuidInput(), productId: uuidInput(), ...z.object(supplierProductFields).partial().shape })
  .meta({ id: 'SupplierProductUpdate' });
export type SupplierProductUpdate = z.infer<typeof supplierProductUpdateSchema>;

export const supplierProductKeySchema = z.strictObject({ id: uuidInput(), productId: uuidInput() });

export const supplierProductListQuerySchema = z.strictObject({ id: uuidInput(), ...pageQueryShape });
export type SupplierProductListQuery = z.infer<typeof supplierProductListQuerySchema>;

/** The pack an offer is sold in (decision 0021), with the offer's terms in packs. */
const supplierPackSchema = z
  .object({
    unit: z.string().describe('The packaging unit'),
    quantity: z.number().int().describe('Base units in one pack, as when the offer was written'),
    price: z.number().describe('unitCost × quantity: the price of one pack, currency units of `currency`'),
    minimumOrderPacks: z.number().int().describe('The minimum order quantity in whole packs, rounded up'),
  })
  .nullable()
  .describe('The pack the supplier sells in; null: single base units')
  .meta({ id: 'SupplierPack' });

export const supplierProductSchema = z
  .object({
    supplierId: z.uuid(),
    productId: z.uuid(),
    sku: z.string(),
    productName: z.string(),
    supplierSku: z.string().nullable(),
    unitCost: z.number().describe('Currency units of `currency`'),
    currency: z.string(),
    leadTimeDays: z.number().int(),
    minimumOrderQuantity: z.number().int().describe('Base units'),
    pack: supplierPackSchema,
    isPreferred: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SupplierProduct' });
export type SupplierProduct = z.infer<typeof supplierProductSchema>;

export const reorderQuerySchema = z.strictObject({
  ...pageQueryShape,
  warehouseId: uuidField('warehouse').optional().describe("Default: every active warehouse (a bound user's own)"),
});
export type ReorderQuery = z.infer<typeof reorderQuerySchema>;

export const reorderSuggestionSchema = z
  .object({
    ...levelIdentityShape,
    available: z.number().int().describe('On hand − reserved in the warehouse'),
    onOrder: z.number().int().describe('Units not yet received on draft, approved and partially received purchase orders into the warehouse'),
    inTransit: z.number().int().describe('Units shipped to the warehouse on two-step transfers and not yet received'),
    assemblyOrders: z.number().int().describe('Units open assembly orders in the warehouse will bring (the product built, components of a disassembly) less those they will consume (components of an assembly, the product taken apart)'),
    minStockLevel: z.number().int().describe('The reorder point: suggested when available + on order + in transit + assemblyOrders ≤ it'),
    maxStockLevel: z.number().int().nullable(),
    suggestedQuantity: z.number().int().describe("Up to the maximum (else twice the minimum) from available + on order + in transit + assemblyOrders, at least the supplier minimum order quantity, rounded up to the supplier's whole packs"),
    supplier: z
      .object({
        supplierId: z.uuid(),
        code: z.string(),
        name: z.string(),
        supplierSku: z.string().nullable(),
        unitCost: z.number(),
        currency: z.string(),
        leadTimeDays: z.number().int(),
        minimumOrderQuantity: z.number().int(),
        pack: supplierPackSchema,
      })
      .nullable()
      .describe('The preferred supplier; null when the product has none'),
  })
  .meta({ id: 'ReorderSuggestion' });
export type ReorderSuggestion = z.infer<typeof reorderSuggestionSchema>;

export const fromSuggestionsSchema = z
  .strictObject({
    warehouseId: uuidField('warehouse'),
    productIds: z.array(uuidField('product')).min(1, 'At least one product is required').max(1000, 'At most 1,000 products').optional().describe('Only these suggestions; default all of the warehouse'),
  })
  .meta({ id: 'PurchaseOrdersFromSuggestions' });
export type FromSuggestions = z.infer<typeof fromSuggestionsSchema>;
