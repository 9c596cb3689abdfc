import { purchaseOrderStatuses, type PurchaseOrderStatus } from '@stockroom/db';
import { z } from 'zod';
import { actorNameSchema } from '../actors.js';
import { bodyNumber, currencyCode, isoDate, uuidInput } from '../validation.js';
import { enteredUnit, enteredUnitShape } from '../units.js';
import { effectiveAt, inboundGrainShape } from '../inventory/index.js';
import { lineRequestSchema, orderLines, orderListQuery, orderQuantity as quantity, returnSummarySchema, statusChangeSchema } from '../documents.js';

/**
 * The purchase-order life cycle (decision 0004): draft → approved → partially_received → received, and
 * draft | approved → cancelled. Receiving moves approved and partially received orders on.
 */
export const purchaseOrderTransitions: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  draft: ['approved', 'cancelled'],
  approved: ['partially_received', 'received', 'cancelled'],
  partially_received: ['received'],
  received: [],
  cancelled: [],
};

const uuidOf = (label: string) => uuidInput({ error: `Invalid ${label} ID` });

const itemInput = z.object({
  productId: uuidOf('product'),
  quantity,
  unit: enteredUnit,
  unitCost: bodyNumber(z
    .number({ error: 'Unit cost must be a number' })
    .min(0, 'Unit cost must not be negative')
    .max(99_999_999.9999, 'Unit cost is too high')
    .multipleOf(0.0001, 'Unit cost has at most 4 decimals'))
    .optional()
    .describe("Cost of one base unit (not of `unit`), currency units, up to 4 decimals; default the product's cost price"),
});

const itemsInput = orderLines(itemInput);

const orderFields = {
  supplierId: uuidOf('supplier'),
  warehouseId: uuidOf('warehouse'),
  orderDate: isoDate('Order date').optional().describe('Default: today (UTC)'),
  expectedDate: isoDate('Expected date').nullish(),
  currency: currencyCode()
    .optional()
    .describe("Default: the supplier's currency"),
  notes: z.string().max(2000, 'Notes are too long').nullish(),
  items: itemsInput,
};

export const purchaseOrderCreateSchema = z.object(orderFields).meta({ id: 'PurchaseOrderCreate' });
export type PurchaseOrderCreate = z.infer<typeof purchaseOrderCreateSchema>;

export const purchaseOrderUpdateSchema = z
  .object({
    id: uuidInput(),
    ...z.object(orderFields).partial().shape,
    status: z.enum(['approved', 'cancelled'], { error: 'Status must be approved or cancelled' }).optional().describe('Needs orders:approve'),
  })
  .meta({ id: 'PurchaseOrderUpdate', description: 'Edits a draft (items are replaced) and/or changes its status.' });
export type PurchaseOrderUpdate = z.infer<typeof purchaseOrderUpdateSchema>;

export const receiveSchema = z
  .object({
    id: uuidInput(),
    items: z.array(lineRequestSchema(inboundGrainShape), { error: 'Items are required' }).min(1, 'At least one item is required').max(200),
    note: z.string().max(1000, 'Note is too long').optional(),
    effectiveAt: effectiveAt.optional(),
  })
  .meta({ id: 'PurchaseOrderReceipt' });
export type ReceiveInput = z.infer<typeof receiveSchema>;

const place = z.object({ id: z.uuid().describe('The location'), code: z.string().describe('Its code') });

/** GET /api/orders/purchase-orders/{id}/putaway (decision 0022 point 2): where the units still to receive belong. */
export const purchaseOrderPutawaySchema = z
  .object({
    purchaseOrderId: z.uuid().describe('The purchase order'),
    warehouseId: z.uuid().describe('The warehouse it is received into'),
    receivingSteps: z.number().int().describe("The warehouse's receiving steps: 1, units go to their suggested location; 2, units land in the receiving location and a putaway task per line carries them to it"),
    receivingLocation: place.nullable().describe('With two steps: where a line naming no location lands (the first active receiving location in walking order); null with one step, or when there is none (the receipt is then refused)'),
    lines: z
      .array(
        z.object({
          itemId: z.uuid().describe('The order line'),
          productId: z.uuid().describe('Its product'),
          sku: z.string().describe("The product's SKU"),
          remaining: z.number().int().describe('Units still to receive: ordered less received, base units'),
          unit: z.string().nullable().describe('The pack the line was ordered in (putaway rules for that pack apply); null: base units'),
          location: place.describe('Where the putaway rules send the remaining units: the first matching rule with room, else the location holding most of the product, else DEFAULT'),
        }),
      )
      .describe('Each line not fully received, in line order, with its suggested location'),
  })
  .meta({ id: 'PurchaseOrderPutaway' });
export type PurchaseOrderPutaway = z.infer<typeof purchaseOrderPutawaySchema>;

export const purchaseOrderListQuerySchema = orderListQuery(purchaseOrderStatuses, 'supplierId', 'supplier', ['orderDate', 'expectedDate']);
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

export const purchaseOrderSchema = z
  .object({
    id: z.uuid(),
    number: z.string().describe('PO-000001, gapless'),
    supplierId: z.uuid(),
    supplierName: z.string().describe("The supplier's name"),
    supplierCode: z.string().describe("The supplier's code"),
    warehouseId: z.uuid(),
    warehouseCode: z.string().describe("The warehouse's code"),
    warehouseName: z.string().describe("The warehouse's name"),
    status: z.enum(purchaseOrderStatuses),
    orderDate: z.iso.date(),
    expectedDate: z.iso.date().nullable(),
    currency: z.string().describe("ISO 4217: the order's amounts (unit costs, line totals, subtotal) are in it"),
    exchangeRate: z
      .number()
      .nullable()
      .describe('Units of the base currency per unit of `currency`, fixed when the order is approved (1 in the base currency); receipts and returns are valued at it. Null until then.'),
    exchangeRateFixedAt: z.iso.datetime().nullable().describe('When the rate was fixed'),
    notes: z.string().nullable(),
    items: z.array(
      z.object({
        id: z.uuid(),
        productId: z.uuid(),
        sku: z.string(),
        productName: z.string(),
        barcode: z.string().nullable().describe("The product's barcode, for scanning"),
        quantity: z.number().int().describe('Units ordered, in the base unit'),
        ...enteredUnitShape,
        unitCost: z.number().describe("Cost of one base unit in the order's `currency`, up to 4 decimals"),
        receivedQuantity: z.number().int(),
        returnedQuantity: z.number().int().describe('Units sent back to the supplier (returns to the supplier)'),
        lineTotal: z.number().describe("quantity × unitCost in the order's `currency`, rounded to the cent half away from zero"),
        currency: z.string().describe("ISO 4217 code of unitCost and lineTotal: the order's `currency`"),
      }),
    ),
    subtotal: z.number().describe('Sum of the line totals, currency units, exact (not rounded again)'),
    createdBy: z.uuid().nullable(),
    createdByName: actorNameSchema('created the order'),
    updatedBy: z.uuid().nullable(),
    updatedByName: actorNameSchema('last changed the order'),
    approvedBy: z.uuid().nullable(),
    approvedByName: actorNameSchema('approved the order'),
    approvedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    history: z.array(statusChangeSchema).optional().describe('Status changes, oldest first (GET by id)'),
    returns: z.array(returnSummarySchema).optional().describe('Returns to the supplier (RTS) of the order, oldest first (GET by id)'),
  })
  .meta({ id: 'PurchaseOrder' });
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;
