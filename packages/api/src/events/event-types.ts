/**
 * The event types of the outbox (decision 0017), the one list of them: the event feed and webhook
 * subscriptions validate against it, and the desktop's webhook form offers it (decision 0019). This
 * module imports only the status lists (`@stockroom/db/statuses`, which import nothing), so the
 * renderer may import it at run time as `@stockroom/api/event-types` without server code.
 */
import { purchaseOrderStatuses, salesOrderStatuses, transferStatuses } from '@stockroom/db/statuses';

const after = (prefix: string, statuses: readonly string[], skip: string[]) => statuses.filter((status) => !skip.includes(status)).map((status) => `${prefix}.${status}`);

/** Every event type of the outbox (decision 0017). Order and transfer events after creation are named after the status reached. */
export const eventTypes = [
  'stock.changed',
  'product.created',
  'product.updated',
  'product.archived',
  'purchase_order.created',
  ...after('purchase_order', purchaseOrderStatuses, ['draft']),
  'sales_order.created',
  ...after('sales_order', salesOrderStatuses, ['draft']),
  'transfer.created',
  ...after('transfer', transferStatuses, ['draft', 'completed']),
  'receipt.created',
  'shipment.created',
] as [string, ...string[]];
export type EventType = (typeof eventTypes)[number];
