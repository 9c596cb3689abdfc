/** Waves' and their pick tasks' statuses and modes as the screens show them (decision 0022 points 5 and 6): labels, badge colours, the badges. */
import { Badge } from '@mantine/core';
import type { RouterOutputs } from '../../trpc';

type Wave = RouterOutputs['waves']['get'];
export type WaveStatus = Wave['status'];
type WaveMode = Wave['mode'];
type TaskStatus = Wave['tasks'][number]['status'];

/** Wave statuses in life-cycle order, with their labels. */
export const waveStatuses: Record<WaveStatus, string> = { open: 'Open', picking: 'Picking', picked: 'Picked', cancelled: 'Cancelled' };

/** Wave modes with their labels. */
export const waveModes: Record<WaveMode, string> = { batch: 'Batch', zone: 'Zone' };

/** Pick task statuses, with their labels. */
const taskStatuses: Record<TaskStatus, string> = { open: 'Open', assigned: 'Assigned', in_progress: 'In progress', done: 'Done', cancelled: 'Cancelled' };

const colors: Record<WaveStatus | TaskStatus, string> = {
  open: 'blue',
  assigned: 'violet',
  in_progress: 'yellow',
  picking: 'yellow',
  picked: 'teal',
  done: 'teal',
  cancelled: 'red',
};

/** Whether a wave in `status` can still be cancelled (open or picking). */
export const cancellable = (status: WaveStatus) => status === 'open' || status === 'picking';

/** A wave's status as a badge; the label says it, the colour only repeats it. */
export function WaveStatusBadge({ status }: { status: WaveStatus }) {
  return (
    <Badge variant="light" color={colors[status]}>
      {waveStatuses[status]}
    </Badge>
  );
}

/** A pick task's status as a badge. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge variant="light" color={colors[status]}>
      {taskStatuses[status]}
    </Badge>
  );
}
