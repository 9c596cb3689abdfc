/**
 * A pick task's completion (decision 0022 point 6): the waves capability's. Until waves land, pick
 * tasks cannot be completed through POST /api/tasks/{id}/complete.
 */
import type { Db } from '@stockroom/db';
import type { Actor } from '../../auth/index.js';
import { AppError } from '../../errors.js';
import type { TaskRow } from '../tasks/tasks.repository.js';

/**
 * Completes the stock side of pick task `task` (locked by the caller, in progress, its scans
 * checked) with `doneQuantity` units picked, in the caller's transaction; the task's own row is
 * the tasks service's. Throws INVALID_STATE "Pick tasks complete through their wave" until the
 * waves capability replaces this body.
 */
export async function completePick(_tx: Db, _task: TaskRow, _doneQuantity: number, _actor: Actor): Promise<void> {
  throw new AppError('INVALID_STATE', 'Pick tasks complete through their wave');
}
