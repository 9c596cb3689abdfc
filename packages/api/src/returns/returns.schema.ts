import { returnConditions } from '@stockroom/db';
import { z } from 'zod';
import { actorNameSchema } from '../actors.js';
import { orderQuantity } from '../documents.js';
import { serialNumbers } from '../inventory/index.js';
import { pageQueryShape } from '../pagination.js';
import { enteredUnit, enteredUnitShape } from '../units.js';
import { uuidInput } from '../validation.js';

const uuidField = (label: string) => uuidInput({ error: `Invalid ${label} ID` });
const reason = z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(500, 'Reason is too long');
const note = z.string().max(2000, 'Note is too long').optional();
const lines = <T extends z.ZodType>(line: T) => z.array(line, { error: 'Items are required' }).min(1, 'At least one item is required').max(200, 'At most 200 items per return');

/** POST /api/orders/sales-orders/{id}/returns (decision 0016): lines of the order coming back, each resellable or damaged. */
export const customerReturnInputSchema = z
  .strictObject({
    id: uuidInput(),
    items: lines(
      z
        .strictObject({
          itemId: uuidField('order line').describe('The sales order line'),
          quantity: orderQuantity,
          unit: enteredUnit,
          condition: z.enum(returnConditions, { error: 'condition must be resellable or damaged' }).describe('resellable: back into stock; damaged: written off at cost'),
          locationId: uuidField('location').optional().describe("Resellable units: where they are put back; default the warehouse's DEFAULT location"),
          lotId: uuidField('lot').optional().describe('The lot the units come back from; default the lots the order shipped, first shipped first'),
          serialNumbers: serialNumbers.optional().describe('Serial-tracked products (required): the units coming back, one per unit'),
        })
        .refine((line) => line.condition === 'resellable' || line.locationId === undefined, { path: ['locationId'], message: 'Damaged units are not put back into stock' }),
    ),
    reason,
    note,
  })
  .meta({ id: 'CustomerReturnInput' });
export type CustomerReturnInput = z.infer<typeof customerReturnInputSchema>;

/** POST /api/orders/purchase-orders/{id}/returns (decision 0016): received lines going back to the supplier. */
export const supplierReturnInputSchema = z
  .strictObject({
    id: uuidInput(),
    items: lines(
      z.strictObject({
        itemId: uuidField('order line').describe('The purchase order line'),
        quantity: orderQuantity,
        unit: enteredUnit,
        locationId: uuidField('location').optional().describe('Take the units from this location only'),
        lotId: uuidField('lot').optional().describe('Take the units from this lot only; default first expiry first out'),
        serialNumbers: serialNumbers.optional().describe('Serial-tracked products: exactly these units'),
      }),
    ),
    reason,
    note,
  })
  .meta({ id: 'SupplierReturnInput' });
export type SupplierReturnInput = z.infer<typeof supplierReturnInputSchema>;

const listQuery = <K extends string>(order: K) =>
  z.strictObject({
    ...pageQueryShape,
    warehouseId: uuidField('warehouse').optional(),
    ...({ [order]: uuidField('order').optional() } as { [P in K]: z.ZodOptional<ReturnType<typeof uuidField>> }),
  });
export const customerReturnListQuerySchema = listQuery('salesOrderId');
export type CustomerReturnListQuery = z.infer<typeof customerReturnListQuerySchema>;
export const supplierReturnListQuerySchema = listQuery('purchaseOrderId');
export type SupplierReturnListQuery = z.infer<typeof supplierReturnListQuerySchema>;

const money = (description: string) => z.number().describe(description);
const header = {
  id: z.uuid(),
  warehouseId: z.uuid(),
  warehouseCode: z.string(),
  warehouseName: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdByName: actorNameSchema('recorded the return'),
  createdAt: z.iso.datetime(),
};
const grain = {
  locationId: z.uuid().nullable(),
  locationCode: z.string().nullable(),
  lotId: z.uuid().nullable(),
  lotNumber: z.string().nullable(),
  serialNumber: z.string().nullable(),
};

export const customerReturnSchema = z
  .object({
    ...header,
    number: z.string().describe('RMA-000001, gapless'),
    salesOrderId: z.uuid(),
    salesOrderNumber: z.string(),
    customerId: z.uuid(),
    customerName: z.string(),
    currency: z.string().describe("ISO 4217 code of the return's amounts (unit costs, values, totals): the base currency (BASE_CURRENCY), as the sales order's and the ledger's"),
    items: z.array(
      z.object({
        id: z.uuid(),
        itemId: z.uuid().describe('The sales order line'),
        productId: z.uuid(),
        sku: z.string(),
        productName: z.string(),
        condition: z.enum(returnConditions),
        quantity: z.number().int().describe('Units of this lot and serial number, in the base unit'),
        ...enteredUnitShape,
        ...grain,
        unitCost: money('Cost per unit recorded when the units were shipped (currency units)'),
        costValue: money('quantity × unitCost, to the cent: back in stock (resellable) or written off (damaged)'),
        refundValue: money("quantity × the line's net unit price (on a kit's component line, its share of the kit's line total), to the cent: netted out of revenue"),
        currency: z.string().describe('ISO 4217 code of unitCost, costValue and refundValue: the base currency'),
      }),
    ),
    totals: z.object({
      units: z.number().int(),
      refundValue: money('Revenue the return takes back'),
      restockedValue: money('Cost of the resellable units put back into stock'),
      writtenOffValue: money('Cost of the damaged units written off (a loss)'),
    }),
  })
  .meta({ id: 'CustomerReturn', description: 'A customer return (RMA) of units shipped on a sales order' });
export type CustomerReturn = z.infer<typeof customerReturnSchema>;

export const supplierReturnSchema = z
  .object({
    ...header,
    number: z.string().describe('RTS-000001, gapless'),
    purchaseOrderId: z.uuid(),
    purchaseOrderNumber: z.string(),
    supplierId: z.uuid(),
    supplierName: z.string(),
    currency: z.string().describe("ISO 4217 code of the return's amounts (unit costs, values, totalValue): the purchase order's currency"),
    items: z.array(
      z.object({
        id: z.uuid(),
        itemId: z.uuid().describe('The purchase order line'),
        productId: z.uuid(),
        sku: z.string(),
        productName: z.string(),
        quantity: z.number().int().describe('Units, in the base unit'),
        ...enteredUnitShape,
        unitCost: money("The purchase order line's unit cost, at which the units were received"),
        value: money('quantity × unitCost, to the cent: netted out of purchases'),
        currency: z.string().describe("ISO 4217 code of unitCost and value: the purchase order's currency"),
        takenFrom: z.array(z.object({ ...grain, expiryDate: z.iso.date().nullable(), quantity: z.number().int() })).describe('Where the units left from, per location, lot and serial number'),
      }),
    ),
    totalValue: money('Value of the return at receipt cost'),
  })
  .meta({ id: 'SupplierReturn', description: 'A return to the supplier (RTS) of units received on a purchase order' });
export type SupplierReturn = z.infer<typeof supplierReturnSchema>;
