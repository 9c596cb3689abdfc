/**
 * The event types of the outbox (decision 0017), the one registry of them: each type with the zod
 * schema of its `data` and what it means. The event feed and webhook subscriptions validate against
 * it (`eventTypes`), the API document's `Event` union and `webhooks` section are built from it, and
 * the desktop's webhook form offers it (decision 0019). This module imports only zod and the status
 * lists (`@stockroom/db/statuses`, which import nothing), so the renderer may import it at run time
 * as `@stockroom/api/event-types` without server code.
 */
import { purchaseOrderStatuses, salesOrderStatuses, transferModes, transferStatuses } from '@stockroom/db/statuses';
import { z } from 'zod';

/** A ledger movement as the stock events carry it (the StockMovement of the inventory routes). */
const movement = z.object({
  id: z.uuid(),
  sequence: z.number().int().describe('Position in the ledger, increasing in commit order'),
  productId: z.uuid(),
  warehouseId: z.uuid(),
  locationId: z.uuid().nullable(),
  suggestedLocationId: z.uuid().nullable().optional().describe("A receipt's: the location the putaway rules suggested (decision 0022) when the units were put elsewhere; null otherwise (absent from events published before it existed)"),
  lotId: z.uuid().nullable(),
  serialNumber: z.string().nullable(),
  type: z.string().describe('The movement type: receipt, shipment, adjustment, transfer_in, transfer_out, return_in, return_out, …'),
  quantity: z.number().int().describe('Signed: positive into the warehouse, negative out'),
  onHandAfter: z.number().int(),
  unitCost: z.number().nullable().describe('Cost per unit moved, base currency units'),
  value: z.number().optional().describe('The value moved, base currency units to the cent, signed as quantity (decision 0023; absent from events published before it existed)'),
  purchasePriceVariance: z
    .number()
    .nullable()
    .optional()
    .describe("At standard cost, a receipt's or supplier return's purchase cost less its value at the standard (decision 0023); null otherwise, absent from events published before it existed"),
  reason: z.string(),
  reference: z.object({ type: z.string(), id: z.uuid() }).nullable().describe('The document that moved the stock'),
  note: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  effectiveAt: z.iso
    .datetime()
    .optional()
    .describe('When it counts for valuation and reports: createdAt unless posted backdated (decision 0023); absent from events published before it existed'),
});
const movements = z.array(movement).describe('The movements written: one per location, lot and serial number the units moved from or to');

const product = z.object({
  id: z.uuid(),
  sku: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.uuid(),
  brand: z.string().nullable(),
  unitOfMeasure: z.string().describe('piece, kg, liter, meter, box or pack'),
  costPrice: z.number().describe('Base currency units'),
  sellingPrice: z.number(),
  minStockLevel: z.number().int().nullable(),
  maxStockLevel: z.number().int().nullable(),
  isActive: z.boolean(),
  weight: z.number().nullable(),
  barcode: z.string().nullable(),
  tracking: z.string().describe('none, lot or serial'),
  shelfLifeDays: z.number().int().nullable(),
  minRemainingShelfLifeDays: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  createdBy: z.uuid().nullable(),
  updatedBy: z.uuid().nullable(),
});

const orderChange = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    id: z.uuid().describe('The order'),
    from: z.enum(statuses).nullable().describe('The status before (null on creation)'),
    to: z.enum(statuses).describe('The status reached'),
    by: z.uuid().describe('The user or API key principal that changed it'),
  });

const transfer = z.object({
  id: z.uuid(),
  number: z.string().describe('TR-000001'),
  fromWarehouseId: z.uuid(),
  toWarehouseId: z.uuid(),
  mode: z.enum(transferModes),
  from: z.enum(transferStatuses).nullable().describe('The status before (null on creation)'),
  to: z.enum(transferStatuses).describe('The status reached'),
  items: z.array(
    z.object({
      productId: z.uuid(),
      sku: z.string(),
      productName: z.string(),
      barcode: z.string().nullable(),
      quantity: z.number().int().describe('Units to move, in the base unit'),
      unit: z.string().nullable().describe('The packaging unit or measure the quantity was entered in (decision 0021); null: the base unit'),
      unitQuantity: z.number().int().nullable().describe('The quantity in `unit`; null when `unit` is'),
      shippedQuantity: z.number().int(),
      receivedQuantity: z.number().int(),
      lostQuantity: z.number().int(),
      inTransit: z.number().int(),
      unitCost: z.number().nullable(),
      inTransitGrains: z.array(
        z.object({
          lotId: z.uuid().nullable(),
          lotNumber: z.string().nullable(),
          expiryDate: z.iso.date().nullable(),
          serialNumber: z.string().nullable(),
          quantity: z.number().int(),
        }),
      ),
    }),
  ),
});

/** Why a product's cost price changed (product.cost_changed). */
export const costChangeReasons = ['receipt', 'supplier_return', 'update', 'import', 'restatement', 'cost_layers', 'costing_method', 'landed_cost', 'assembly'] as const;

/** One entry of the registry: the schema of the event's `data` and what the event means. */
export interface EventDefinition<T extends z.ZodType = z.ZodType> {
  data: T;
  description: string;
}
const define = <T extends z.ZodType>(description: string, data: T): EventDefinition<T> => ({ description, data });

type After<P extends string, S extends string, Skip extends string> = `${P}.${Exclude<S, Skip>}`;
/** Definitions of `<prefix>.<status>` for the statuses but `skip`, all with the same data. */
function statusEvents<P extends string, S extends string, Skip extends S, T extends z.ZodType>(prefix: P, statuses: readonly S[], skip: readonly Skip[], what: string, data: T) {
  const entries = statuses.filter((status) => !(skip as readonly string[]).includes(status)).map((status) => [`${prefix}.${status}`, define(`${what} reached status ${status}`, data)]);
  return Object.fromEntries(entries) as Record<After<P, S, Skip>, EventDefinition<T>>;
}

const purchaseOrderChange = orderChange(purchaseOrderStatuses);
const salesOrderChange = orderChange(salesOrderStatuses);

/** Every event type published to the outbox (decision 0017), in the order lists show them. */
export const eventRegistry = {
  'stock.changed': define(
    'On hand or reserved of a product in a warehouse changed: the level after it and the movements that made it (none for an allocation or its release)',
    z.object({
      productId: z.uuid(),
      warehouseId: z.uuid(),
      onHand: z.number().int(),
      reserved: z.number().int(),
      available: z.number().int().describe('onHand − reserved'),
      movements,
    }),
  ),
  'product.created': define('A product was created: its stored record', product),
  'product.updated': define('A product changed: its stored record after the change', product),
  'product.archived': define('A product was archived (isActive false): its stored record', product),
  'product.cost_changed': define(
    "A product's cost price changed: re-averaged by a receipt or a return to the supplier, set by a user or an import, restated from the ledger, or (costed FIFO) moved by the cost layers a stock movement opened or took (cost_layers), or set by a change of costing method or of the standard cost (costing_method), or raised by a landed cost (landed_cost)",
    z.object({
      productId: z.uuid(),
      sku: z.string(),
      previousCostPrice: z.number().describe('Base currency units'),
      costPrice: z.number().describe('Base currency units'),
      reason: z.enum(costChangeReasons),
    }),
  ),
  'purchase_order.created': define('A purchase order was created', purchaseOrderChange),
  ...statusEvents('purchase_order', purchaseOrderStatuses, ['draft'], 'A purchase order', purchaseOrderChange),
  'sales_order.created': define('A sales order was created', salesOrderChange),
  ...statusEvents('sales_order', salesOrderStatuses, ['draft'], 'A sales order', salesOrderChange),
  'sales_order.allocated': define(
    'Units arriving or given back (a receipt, a return, a transfer, a count gain, a cancelled order, an expired hold) or moved by hand were allocated to backordered lines of a sales order (decision 0020)',
    z.object({
      salesOrderId: z.uuid(),
      number: z.string().describe('The order number, SO-000001'),
      warehouseId: z.uuid(),
      lines: z.array(
        z.object({
          salesOrderItemId: z.uuid(),
          productId: z.uuid(),
          quantity: z.number().int().describe('Units allocated now'),
          backorderedQuantity: z.number().int().describe('Units of the line still waiting for stock after it'),
        }),
      ).describe('The lines that received units'),
    }),
  ),
  'transfer.created': define('A transfer was created (a direct one completed at once)', transfer),
  ...statusEvents('transfer', transferStatuses, ['draft', 'completed'], 'A transfer', transfer),
  'receipt.created': define(
    'Units of a purchase order were received',
    z.object({ purchaseOrderId: z.uuid(), number: z.string().describe('The order number, PO-000001'), warehouseId: z.uuid(), movements }),
  ),
  'shipment.created': define(
    'Units of a sales order were shipped',
    z.object({ salesOrderId: z.uuid(), number: z.string().describe('The order number, SO-000001'), warehouseId: z.uuid(), trackingNumber: z.string().nullable(), carrier: z.string().nullable(), movements }),
  ),
  'customer_return.created': define(
    'A customer return was recorded: resellable units back into stock (return_in movements), damaged ones written off',
    z.object({
      id: z.uuid(),
      number: z.string().describe('RMA-000001'),
      salesOrderId: z.uuid(),
      warehouseId: z.uuid(),
      reason: z.string(),
      items: z.array(
        z.object({
          salesOrderItemId: z.uuid(),
          productId: z.uuid(),
          condition: z.enum(['resellable', 'damaged']),
          quantity: z.number().int(),
          locationId: z.uuid().nullable(),
          lotId: z.uuid().nullable(),
          serialNumber: z.string().nullable(),
          unitCost: z.number().nullable().describe('Cost per unit when shipped, base currency units'),
        }),
      ),
      movements,
    }),
  ),
  'supplier_return.created': define(
    'A return to the supplier was recorded: units taken out of stock (return_out movements)',
    z.object({
      id: z.uuid(),
      number: z.string().describe('RTS-000001'),
      purchaseOrderId: z.uuid(),
      warehouseId: z.uuid(),
      reason: z.string(),
      items: z.array(z.object({ purchaseOrderItemId: z.uuid(), productId: z.uuid(), quantity: z.number().int(), unitCost: z.number().describe("Per unit, the order's currency") })),
      movements,
    }),
  ),
  'count.approved': define(
    'A stock count was approved: its variances posted as adjustment movements',
    z.object({
      id: z.uuid(),
      number: z.string().describe('The count session number'),
      warehouseId: z.uuid(),
      adjustments: z
        .object({
          lines: z.number().int().describe('Counted lines whose count differed from the book'),
          unitsGained: z.number().int(),
          unitsLost: z.number().int().describe('Positive'),
          value: z.number().describe('Net value of the variances at cost, base currency units'),
        })
        .describe('The summary of the adjustments posted'),
      movements,
    }),
  ),
} as const;

/** Every event type of the outbox (decision 0017), the feed's `types` and what webhooks subscribe to. */
export type EventType = keyof typeof eventRegistry;
/** Every event type of the outbox, in the registry's order. */
export const eventTypes = Object.keys(eventRegistry) as [EventType, ...EventType[]];

/** The test event: sent to one subscription on request (POST /api/webhooks/{id}/ping), never published to the feed. */
export const pingEvent = {
  ping: define('A test delivery asked for with POST /api/webhooks/{id}/ping; never in the feed', z.object({ webhookId: z.uuid(), message: z.string() })),
} as const;
export type PingType = keyof typeof pingEvent;

/** Every type a webhook receiver may get: the outbox's and `ping`. */
export const webhookEventRegistry = { ...eventRegistry, ...pingEvent };
export type WebhookEventType = keyof typeof webhookEventRegistry;

/** The `data` of an event of `type`. */
export type EventData<T extends WebhookEventType> = z.infer<(typeof webhookEventRegistry)[T]['data']>;

/** The name of the API document's component of an event type: stock.changed → StockChangedEvent. */
export const eventComponentName = (type: string): string =>
  `${type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Event`;
