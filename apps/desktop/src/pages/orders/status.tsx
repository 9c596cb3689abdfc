/**
 * Order statuses as the screens show them: labels and badge colours of the purchase-order and
 * sales-order life cycles, the status badge and the status filter of the order lists.
 */
import { Badge, Select } from '@mantine/core';
import type { RouterOutputs } from '../../trpc';

type PurchaseOrderStatus = RouterOutputs['purchaseOrders']['get']['status'];
type SalesOrderStatus = RouterOutputs['salesOrders']['get']['status'];
type OrderStatus = PurchaseOrderStatus | SalesOrderStatus;

/** Purchase-order statuses in life-cycle order, with their labels. */
export const purchaseOrderStatuses: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  partially_received: 'Partially received',
  received: 'Received',
  cancelled: 'Cancelled',
};

/** Sales-order statuses in life-cycle order, with their labels. */
export const salesOrderStatuses: Record<SalesOrderStatus, string> = {
  draft: 'Draft',
  confirmed: 'Confirmed',
  partially_shipped: 'Partially shipped',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

const labels: Record<OrderStatus, string> = { ...purchaseOrderStatuses, ...salesOrderStatuses };

const colors: Record<OrderStatus, string> = {
  draft: 'gray',
  approved: 'blue',
  confirmed: 'blue',
  partially_received: 'yellow',
  partially_shipped: 'yellow',
  received: 'teal',
  shipped: 'teal',
  cancelled: 'red',
};

/** The label of a status name as the server writes it (history entries are plain strings). */
const statusLabel = (status: string) => labels[status as OrderStatus] ?? status;

/** A status as a coloured badge. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={colors[status as OrderStatus] ?? 'gray'}>
      {statusLabel(status)}
    </Badge>
  );
}

/** The status filter of an order list: one of `statuses`, or all when cleared. */
export function StatusFilter({ statuses, value, onChange }: { statuses: Record<string, string>; value: string | undefined; onChange: (status: string | undefined) => void }) {
  return (
    <Select
      aria-label="Status"
      placeholder="Any status"
      clearable
      data={Object.entries(statuses).map(([status, label]) => ({ value: status, label }))}
      value={value ?? null}
      onChange={(status) => onChange(status ?? undefined)}
    />
  );
}
