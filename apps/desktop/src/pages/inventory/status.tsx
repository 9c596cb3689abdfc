/** Statuses of transfers, stock counts and assembly orders as the screens show them: labels, badge colours, the badge. */
import { Badge } from '@mantine/core';
import type { RouterOutputs } from '../../trpc';

type TransferStatus = RouterOutputs['transfers']['get']['status'];
type CountStatus = RouterOutputs['counts']['get']['status'];
type AssemblyOrderStatus = RouterOutputs['assemblyOrders']['get']['status'];
type StockDocumentStatus = TransferStatus | CountStatus | AssemblyOrderStatus;

/** Transfer statuses in life-cycle order, with their labels. */
export const transferStatuses: Record<TransferStatus, string> = {
  completed: 'Completed',
  draft: 'Draft',
  in_transit: 'In transit',
  partially_received: 'Partially received',
  received: 'Received',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** Count session statuses, with their labels. */
export const countStatuses: Record<CountStatus, string> = { open: 'Open', approved: 'Approved', cancelled: 'Cancelled' };

/** Assembly order statuses (decision 0023 point 9), with their labels. */
export const assemblyOrderStatuses: Record<AssemblyOrderStatus, string> = { open: 'Open', completed: 'Completed', cancelled: 'Cancelled' };

const colors: Record<StockDocumentStatus, string> = {
  completed: 'teal',
  draft: 'gray',
  open: 'blue',
  in_transit: 'blue',
  partially_received: 'yellow',
  received: 'teal',
  approved: 'teal',
  closed: 'orange',
  cancelled: 'red',
};

const labels: Record<StockDocumentStatus, string> = { ...transferStatuses, ...countStatuses, ...assemblyOrderStatuses };

/** A transfer, count or assembly order status as a coloured badge. */
export function StockStatusBadge({ status }: { status: StockDocumentStatus }) {
  return (
    <Badge variant="light" color={colors[status]}>
      {labels[status]}
    </Badge>
  );
}
