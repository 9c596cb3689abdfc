import { idempotently } from '../../idempotency.js';
import { output } from '../../output.js';
import { pageSchema } from '../../pagination.js';
import { can, router } from '../../trpc.js';
import { byIdInput } from '../../validation.js';
import { taskCompleteSchema, taskCreateSchema, taskListQuerySchema, taskSchema } from './tasks.schema.js';
import * as tasks from './tasks.service.js';

const tags = ['tasks'];

/** The task queue (decision 0022 point 5): listed, claimed and completed with tasks:work; made by hand and cancelled with tasks:manage. */
export const tasksRouter = router({
  list: can('tasks:work')
    .meta({ openapi: { method: 'GET', path: '/tasks', tags, summary: 'List tasks in queue order', description: "Putaway, replenishment, pick, count and move tasks. assignee=me lists the caller's work: their assigned and in-progress tasks first, then the open tasks anyone may claim; then by priority (highest first), due time, and the walking order of the source location (sequence, then code). Filters by warehouse, status (a comma-separated list), type and wave; paged.", protect: true } })
    .input(taskListQuerySchema)
    .output(pageSchema(taskSchema))
    .query(({ ctx, input }) => tasks.listTasks(ctx.db, input, ctx.actor)),

  get: can('tasks:work')
    .meta({ openapi: { method: 'GET', path: '/tasks/{id}', tags, summary: 'Get a task', description: 'One task with its product, lot, source and destination codes and assignee.', protect: true } })
    .input(byIdInput)
    .output(output(taskSchema))
    .query(({ ctx, input }) => tasks.getTask(ctx.db, input.id, ctx.actor)),

  /** POST /api/tasks: a move or count task made by hand. */
  create: can('tasks:manage')
    .meta({
      openapi: { method: 'POST', path: '/tasks', tags, summary: 'Make a move or count task', description: 'A move task (units of a product from one location to another) or a count task (count the product at a location; quantity the units expected, none for a blind count), open for anyone to claim or assigned at once.', protect: true },
      creates: true,
      successMessage: 'Task created',
    })
    .input(taskCreateSchema)
    .output(output(taskSchema))
    .mutation(idempotently(({ ctx, input }) => tasks.createTask(ctx.db, input, ctx.actor))),

  /** POST /api/tasks/{id}/claim: CONFLICT when someone else claimed it first. */
  claim: can('tasks:work')
    .meta({ openapi: { method: 'POST', path: '/tasks/{id}/claim', tags, summary: 'Claim an open task', description: 'The open task becomes assigned to the caller, in one guarded update: two people claiming at once never share a task; the one who comes second gets 409 CONFLICT "Task already claimed".', protect: true }, errors: ['CONFLICT', 'INVALID_STATE'], successMessage: 'Task claimed' })
    .input(byIdInput)
    .output(output(taskSchema))
    .mutation(idempotently(({ ctx, input }) => tasks.claimTask(ctx.db, input.id, ctx.actor))),

  release: can('tasks:work')
    .meta({ openapi: { method: 'POST', path: '/tasks/{id}/release', tags, summary: 'Give a task back', description: 'The assignee, or a manager, gives an assigned or in-progress task back: it is open again for anyone to claim.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Task released' })
    .input(byIdInput)
    .output(output(taskSchema))
    .mutation(idempotently(({ ctx, input }) => tasks.releaseTask(ctx.db, input.id, ctx.actor))),

  start: can('tasks:work')
    .meta({ openapi: { method: 'POST', path: '/tasks/{id}/start', tags, summary: 'Start a task', description: 'The assignee starts an assigned task (in_progress). Optional: completing an assigned task starts it too.', protect: true }, errors: ['INVALID_STATE'], successMessage: 'Task started' })
    .input(byIdInput)
    .output(output(taskSchema))
    .mutation(idempotently(({ ctx, input }) => tasks.startTask(ctx.db, input.id, ctx.actor))),

  /** POST /api/tasks/{id}/complete: CONFLICT for a wrong scan; INSUFFICIENT_STOCK when the source lacks the units. */
  complete: can('tasks:work')
    .meta({ openapi: { method: 'POST', path: '/tasks/{id}/complete', tags, summary: 'Complete a task', description: 'The assignee reports the work done with what they scanned: the source location (409 CONFLICT "Wrong location: scan <CODE>" when it is not the task\'s), the destination (a putaway may go to another active location that is not a receiving one), the units done (at most the task\'s; fewer is a short move) and the lot or serials. Putaway, replenishment and move relocate the units through the ledger exactly as POST /inventory/relocations; a count posts the variance at the location as an adjustment (reason Cycle count).', protect: true }, errors: ['CONFLICT', 'INVALID_STATE', 'INSUFFICIENT_STOCK'], successMessage: 'Task completed' })
    .input(taskCompleteSchema)
    .output(output(taskSchema))
    .mutation(idempotently(({ ctx, input }) => tasks.completeTask(ctx.db, input, ctx.actor))),

  cancel: can('tasks:manage')
    .meta({ openapi: { method: 'POST', path: '/tasks/{id}/cancel', tags, summary: 'Cancel a task', description: "An open or assigned task is cancelled (a wave's pick tasks are cancelled with their wave).", protect: true }, errors: ['INVALID_STATE'], successMessage: 'Task cancelled' })
    .input(byIdInput)
    .output(output(taskSchema))
    .mutation(idempotently(({ ctx, input }) => tasks.cancelTask(ctx.db, input.id, ctx.actor))),
});
