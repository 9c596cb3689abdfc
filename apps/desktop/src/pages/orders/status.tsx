/**
 * Order statuses as the screens show them: labels and badge colours of the purchase-order and
 * sales-order life cycles, the status badge and the status filter of the order lists; a sales
 * order's allocation status and a lot's freshness (decision 0020).
 */
import { Badge, Select } from '@mantine/core';
import type { RouterOutputs } from '../../trpc';

type PurchaseOrderStatus = RouterOutputs['purchaseOrders']['get']['status'];
type SalesOrderStatus = RouterOutputs['salesOrders']['get']['status'];
type OrderStatus = PurchaseOrderStatus | SalesOrderStatus;
type AllocationStatus = NonNullable<RouterOutputs['salesOrders']['get']['allocationStatus']>;

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

/** Allocation statuses of an open sales order, with their labels and colours. */
export const allocationStatuses: Record<AllocationStatus, { label: string; color: string }> = {
  allocated: { label: 'Allocated', color: 'teal' },
  partially_allocated: { label: 'Partially allocated', color: 'yellow' },
  backordered: { label: 'Backordered', color: 'orange' },
};

/** How much of what an open order still ships is allocated, as a badge; "—" when the order is not open. */
export function AllocationStatusBadge({ status }: { status: AllocationStatus | null | undefined }) {
  if (!status) return <>—</>;
  return (
    <Badge variant="outline" color={allocationStatuses[status].color}>
      {allocationStatuses[status].label}
    </Badge>
  );
}

/** "Expired" or "Short-dated" for a lot (see lotFreshness); nothing for a fresh lot. */
export function FreshnessBadge({ freshness }: { freshness: 'expired' | 'short' | null }) {
  if (!freshness) return null;
  return (
    <Badge size="xs" variant="filled" color={freshness === 'expired' ? 'red' : 'orange'}>
      {freshness === 'expired' ? 'Expired' : 'Short-dated'}
    </Badge>
  );
}
