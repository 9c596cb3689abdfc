import { salesOrderStatuses, type SalesOrderStatus } from '@stockroom/db';
import { z } from 'zod';
import { actorNameSchema } from '../actors.js';
import { bodyBoolean, bodyNumber, isoDate, uuidInput } from '../validation.js';
import { allocatedUnitsSchema, outboundGrainShape } from '../inventory/index.js';
import { lineRequestSchema, orderLines, orderListQuery, orderQuantity, returnSummarySchema, statusChangeSchema } from '../documents.js';
import { enteredUnit, enteredUnitShape, LINE_LIMIT, MAX_LINE_QUANTITY } from '../units.js';
import { addressSchema } from '../warehouses/index.js';

/**
 * The sales-order life cycle (decision 0004): draft → confirmed → partially_shipped → shipped, and
 * draft | confirmed → cancelled. Confirming allocates stock, backordering what there is not
 * (decision 0020); cancelling releases the allocations.
 */
export const salesOrderTransitions: Record<SalesOrderStatus, readonly SalesOrderStatus[]> = {
  draft: ['confirmed', 'cancelled'],
  confirmed: ['partially_shipped', 'shipped', 'cancelled'],
  partially_shipped: ['shipped'],
  shipped: [],
  cancelled: [],
};

const uuidOf = (label: string) => uuidInput({ error: `Invalid ${label} ID` });

const itemsInput = orderLines(
  z.object({
    productId: uuidOf('product'),
    quantity: orderQuantity,
    unit: enteredUnit,
    unitPrice: bodyNumber(z
      .number({ error: 'Unit price must be a number' })
      .min(0, 'Unit price must not be negative')
      .max(999_999.99, 'Unit price is too high')
      .multipleOf(0.01, 'Unit price has at most 2 decimals'))
      .optional()
      .describe("Currency units per base unit (also when `unit` names a pack); default the product's selling price"),
    discount: bodyNumber(z
      .number({ error: 'Discount must be a number' })
      .min(0, 'Discount must be between 0 and 100')
      .max(100, 'Discount must be between 0 and 100')
      .multipleOf(0.01, 'Discount has at most 2 decimals'))
      .optional()
      .describe('Percent, default 0'),
  }),
);

const orderFields = {
  customerId: uuidOf('customer'),
  warehouseId: uuidOf('warehouse'),
  orderDate: isoDate('Order date').optional().describe('Default: today (UTC)'),
  notes: z.string().max(2000, 'Notes are too long').nullish(),
  shippingAddress: addressSchema.nullish().describe("Default: the customer's shipping address"),
  items: itemsInput,
};

/** The fields that decide when an order gets stock (decision 0020); editable until it is shipped. */
const allocationFields = {
  priority: bodyNumber(z.number({ error: 'Priority must be an integer' }).int('Priority must be an integer').min(0, 'Priority must be between 0 and 9').max(9, 'Priority must be between 0 and 9'))
    .optional()
    .describe('0 to 9, default 0: waiting orders with a higher priority get arriving stock first'),
  promisedDate: isoDate('Promised date').nullish().describe('The day promised to the customer: among orders of one priority, the earliest gets arriving stock first'),
  shipComplete: bodyBoolean({ error: 'shipComplete must be true or false' })
    .optional()
    .describe("Nothing ships while a line is backordered; default: the customer's shipComplete"),
};

export const salesOrderCreateSchema = z
  .object({
    ...orderFields,
    ...allocationFields,
    holdId: uuidOf('hold').optional().describe("An active hold of the order's warehouse (POST /inventory/holds): its units become the lines' allocations, units no line takes are released"),
  })
  .meta({ id: 'SalesOrderCreate' });
export type SalesOrderCreate = z.infer<typeof salesOrderCreateSchema>;

export const salesOrderUpdateSchema = z
  .object({
    id: uuidInput(),
    ...z.object(orderFields).partial().shape,
    ...allocationFields,
    status: z.enum(['confirmed', 'cancelled'], { error: 'Status must be confirmed or cancelled' }).optional().describe('Needs orders:approve'),
  })
  .meta({ id: 'SalesOrderUpdate', description: 'Edits a draft (items are replaced) and/or confirms or cancels it; priority, promisedDate and shipComplete also of a confirmed or partially shipped order.' });

export const salesOrderLineUpdateSchema = z
  .object({
    id: uuidInput(),
    itemId: uuidOf('item'),
    quantity: bodyNumber(z.number({ error: 'Quantity must be an integer' }).int('Quantity must be an integer').min(0, 'Quantity must not be negative').max(MAX_LINE_QUANTITY, `Quantity must be at most ${LINE_LIMIT}`)).describe(
      'The new ordered quantity, in `unit`: at least what has shipped; what no longer ships is released. 0 removes a line nothing has shipped from',
    ),
    unit: enteredUnit,
  })
  .meta({ id: 'SalesOrderLineUpdate' });
export type SalesOrderLineUpdate = z.infer<typeof salesOrderLineUpdateSchema>;

export const allocationMoveSchema = z
  .object({
    id: uuidInput(),
    fromSalesOrderId: uuidOf('sales order').describe('The order whose allocated units move to this one'),
    productId: uuidOf('product'),
    quantity: orderQuantity,
  })
  .meta({ id: 'AllocationMove', description: 'Moves allocated units of a product from another order of the same warehouse to this one.' });
export type AllocationMove = z.infer<typeof allocationMoveSchema>;

/** How much of what an open order still ships is allocated (decision 0020). */
export const allocationStatuses = ['allocated', 'partially_allocated', 'backordered'] as const;
export type AllocationStatus = (typeof allocationStatuses)[number];
export type SalesOrderUpdate = z.infer<typeof salesOrderUpdateSchema>;

export const shipSchema = z
  .object({
    id: uuidInput(),
    items: z.array(lineRequestSchema(outboundGrainShape)).min(1, 'At least one item is required').max(200).optional().describe('Default: everything not yet shipped'),
    trackingNumber: z.string().max(100, 'Tracking number is too long').optional(),
    carrier: z.string().max(100, 'Carrier is too long').optional(),
  })
  .meta({ id: 'SalesOrderShipment' });
export type ShipInput = z.infer<typeof shipSchema>;

export const salesOrderListQuerySchema = orderListQuery(salesOrderStatuses, 'customerId', 'customer', ['orderDate']).extend({
  allocationStatus: z
    .enum(allocationStatuses, { error: `allocationStatus must be one of: ${allocationStatuses.join(', ')}` })
    .optional()
    .describe('Confirmed and partially shipped orders whose units to ship are all allocated (ready to pick), partly, or not at all'),
});
export type SalesOrderListQuery = z.infer<typeof salesOrderListQuerySchema>;

const substitutedGrainSchema = z.object({ locationId: z.uuid(), lotId: z.uuid().nullable(), serialNumber: z.string().nullable() });

export const salesOrderSchema = z
  .object({
    id: z.uuid(),
    number: z.string().describe('SO-000001, gapless'),
    customerId: z.uuid(),
    customerName: z.string().describe("The customer's name"),
    customerCode: z.string().describe("The customer's code"),
    warehouseId: z.uuid(),
    warehouseCode: z.string().describe("The warehouse's code"),
    warehouseName: z.string().describe("The warehouse's name"),
    status: z.enum(salesOrderStatuses),
    orderDate: z.iso.date(),
    priority: z.number().int().describe('0 to 9: waiting orders with a higher priority get arriving stock first'),
    promisedDate: z.iso.date().nullable().describe('The day promised to the customer'),
    shipComplete: z.boolean().describe('Nothing ships while a line is backordered'),
    allocationStatus: z
      .enum(allocationStatuses)
      .nullable()
      .describe('Confirmed and partially shipped orders: allocated (every unit to ship is, ready to pick), partially_allocated or backordered (none is); null otherwise'),
    currency: z.string().describe("ISO 4217 code of the order's amounts (unit prices, line totals, subtotal): the base currency (BASE_CURRENCY), as for every sales order"),
    notes: z.string().nullable(),
    shippingAddress: addressSchema.nullable(),
    items: z.array(
      z.object({
        id: z.uuid(),
        productId: z.uuid(),
        sku: z.string(),
        productName: z.string(),
        barcode: z.string().nullable().describe("The product's barcode, for scanning"),
        quantity: z.number().int().describe('Units ordered, in the base unit'),
        ...enteredUnitShape,
        unitPrice: z.number().describe('Price of one base unit in currency units (the base currency), to the cent'),
        discount: z.number().describe('Discount in percent (0 to 100), up to 2 decimals'),
        shippedQuantity: z.number().int(),
        returnedQuantity: z.number().int().describe('Units the customer sent back (customer returns)'),
        allocatedQuantity: z.number().int().describe('Units allocated to the line: promised from specific bins, lots and serials'),
        backorderedQuantity: z.number().int().describe('Units of a confirmed or partially shipped order waiting for stock: neither shipped nor allocated'),
        kit: z.boolean().describe("A kit's line: its price and quantity as ordered, fulfilled by the component lines after it (never allocated or shipped itself); shippedQuantity and returnedQuantity are the whole kits its components make"),
        kitItemId: z.uuid().nullable().describe("On a component line of a kit, the kit's line (price 0: the kit's line carries it); null on other lines"),
        allocations: z.array(allocatedUnitsSchema).describe('Where the allocated units lie, in walking order (GET by id; empty in lists)'),
        lineTotal: z.number().describe('quantity × unitPrice × (1 − discount/100), rounded to the cent half away from zero'),
        currency: z.string().describe("ISO 4217 code of unitPrice and lineTotal: the order's currency, the base currency"),
        shippedFrom: z
          .array(
            z.object({
              locationId: z.uuid().nullable(),
              locationCode: z.string().nullable(),
              lotId: z.uuid().nullable(),
              lotNumber: z.string().nullable(),
              expiryDate: z.iso.date().nullable(),
              serialNumber: z.string().nullable(),
              quantity: z.number().int().describe('Units shipped from this location, lot and serial'),
            }),
          )
          .describe('Where the shipped units came from, per location, lot and serial number'),
      }),
    ),
    subtotal: z.number().describe('Sum of the line totals in currency units, exact (not rounded again)'),
    shipments: z
      .array(
        z.object({
          id: z.uuid(),
          trackingNumber: z.string().nullable(),
          carrier: z.string().nullable(),
          substitutions: z
            .array(
              z.object({
                productId: z.uuid(),
                quantity: z.number().int(),
                allocated: substitutedGrainSchema.describe('Where the allocated units lay'),
                shipped: substitutedGrainSchema.describe('Where the units shipped in their place came from'),
              }),
            )
            .describe('Units shipped in place of those allocated to the line (a lot, bin or serial scanned instead)'),
          createdBy: z.uuid().nullable(),
          createdByName: actorNameSchema('recorded the shipment'),
          createdAt: z.iso.datetime(),
        }),
      )
      .optional(),
    createdBy: z.uuid().nullable(),
    createdByName: actorNameSchema('created the order'),
    updatedBy: z.uuid().nullable(),
    updatedByName: actorNameSchema('last changed the order'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    history: z.array(statusChangeSchema).optional().describe('Status changes, oldest first (GET by id)'),
    returns: z.array(returnSummarySchema).optional().describe('Customer returns (RMAs) of the order, oldest first (GET by id)'),
  })
  .meta({ id: 'SalesOrder' });
export type SalesOrder = z.infer<typeof salesOrderSchema>;

/** Most orders one pick list covers (decision 0019). */
export const PICK_LIST_MAX_ORDERS = 50;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const pickListQuerySchema = z.strictObject({
  salesOrderIds: z
    .string({ error: 'salesOrderIds is required' })
    .transform((value, ctx) => {
      const ids = [...new Set(value.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))];
      if (!ids.length) ctx.addIssue({ code: 'custom', message: 'Give at least one sales order ID' });
      if (ids.length > PICK_LIST_MAX_ORDERS) ctx.addIssue({ code: 'custom', message: `A pick list covers at most ${PICK_LIST_MAX_ORDERS} sales orders` });
      const invalid = ids.filter((id) => !uuidPattern.test(id));
      if (invalid.length) ctx.addIssue({ code: 'custom', message: `Invalid sales order ID: ${invalid.join(', ')}` });
      return ids;
    })
    .describe(`Comma-separated ids of 1 to ${PICK_LIST_MAX_ORDERS} confirmed or partially shipped sales orders`),
});
export type PickListQuery = z.infer<typeof pickListQuerySchema>;

const productFields = {
  productId: z.uuid(),
  sku: z.string(),
  productName: z.string(),
  barcode: z.string().nullable(),
};

const pickedLotSchema = {
  lotId: z.uuid().nullable(),
  lotNumber: z.string().nullable(),
  expiryDate: z.iso.date().nullable(),
};

export const pickListSchema = z
  .object({
    generatedAt: z.iso.datetime().describe('When the proposal was read: stock moved later may change it'),
    orders: z.array(
      z.object({
        id: z.uuid(),
        number: z.string(),
        status: z.enum(salesOrderStatuses),
        orderDate: z.iso.date(),
        customerName: z.string(),
        warehouseId: z.uuid(),
        warehouseCode: z.string(),
        unitsToShip: z.number().int().describe('Units ordered and not shipped yet'),
      }),
    ).describe('The orders covered, by number'),
    locations: z
      .array(
        z.object({
          warehouseId: z.uuid(),
          warehouseCode: z.string(),
          locationId: z.uuid(),
          locationCode: z.string(),
          locationName: z.string().nullable(),
          lines: z
            .array(
              z.object({
                ...productFields,
                ...pickedLotSchema,
                serialNumbers: z.array(z.string()).describe('Serial-tracked products: the units to take'),
                quantity: z.number().int().describe('Units to take from this location and lot'),
                salesOrderId: z.uuid(),
                orderNumber: z.string(),
              }),
            )
            .describe('By SKU, then expiry (first expiry first out), then order number'),
        }),
      )
      .describe('Stops in walking order: by warehouse code, then location code'),
    shortages: z
      .array(z.object({ productId: z.uuid(), sku: z.string(), productName: z.string(), salesOrderId: z.uuid(), orderNumber: z.string(), quantity: z.number().int().describe('Units no fresh stock covers') }))
      .describe('Units to ship that no stock covers (expired lots are never proposed)'),
    totalUnits: z.number().int().describe('Units to take, shortages excluded'),
  })
  .meta({ id: 'PickList' });
export type PickList = z.infer<typeof pickListSchema>;

export const shipmentInputSchema = z.strictObject({ id: uuidInput(), shipmentId: uuidInput() });

export const shipmentDocumentSchema = z
  .object({
    id: z.uuid(),
    salesOrderId: z.uuid(),
    orderNumber: z.string(),
    orderDate: z.iso.date(),
    customerName: z.string(),
    customerCode: z.string(),
    shippingAddress: addressSchema.nullable(),
    warehouseId: z.uuid(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lines: z
      .array(
        z.object({
          ...productFields,
          locationCode: z.string().nullable(),
          ...pickedLotSchema,
          serialNumber: z.string().nullable(),
          quantity: z.number().int().describe('Units shipped of this product, lot and serial'),
        }),
      )
      .describe('What the shipment took, per product, location, lot and serial number'),
  })
  .meta({ id: 'Shipment' });
export type ShipmentDocument = z.infer<typeof shipmentDocumentSchema>;
