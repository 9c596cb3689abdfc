/** Statuses of transfers and stock counts as the screens show them: labels, badge colours, the badge. */
import { Badge } from '@mantine/core';
import type { RouterOutputs } from '../../trpc';

type TransferStatus = RouterOutputs['transfers']['get']['status'];
type CountStatus = RouterOutputs['counts']['get']['status'];

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

const colors: Record<TransferStatus | CountStatus, string> = {
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

const labels: Record<TransferStatus | CountStatus, string> = { ...transferStatuses, ...countStatuses };

/** A transfer or count status as a coloured badge. */
export function StockStatusBadge({ status }: { status: TransferStatus | CountStatus }) {
  return (
    <Badge variant="light" color={colors[status]}>
      {labels[status]}
    </Badge>
  );
}
