/** Tasks' input and output schemas (decision 0022 point 5): putaway, replenishment, pick, count and move work. */
import { taskStatuses, taskTypes, type TaskStatus } from '@stockroom/db';
import { z } from 'zod';
import { pageQueryShape } from '../../pagination.js';
import { MAX_LEVEL_QUANTITY } from '../../units.js';
import { bodyNumber, isoDate, uuidInput } from '../../validation.js';
import { movedUnits, serialNumbers, units, uuidField } from '../inventory.schema.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/tasks. */
export const taskListQuerySchema = z.strictObject({
  ...pageQueryShape,
  assignee: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === 'me' || uuidPattern.test(value), 'assignee must be me or a user ID')
    .transform((value) => (value === undefined || value === 'me' ? value : value.toLowerCase()))
    .describe("me: the caller's work, their assigned and in-progress tasks first, then the open tasks anyone may claim; a user ID: that user's tasks"),
  warehouseId: uuidField('warehouse').describe('Only tasks of this warehouse (a warehouse-bound caller sees only its own)').optional(),
  status: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const statuses = [...new Set(value.split(',').map((status) => status.trim()))];
      const unknown = statuses.filter((status) => !(taskStatuses as readonly string[]).includes(status));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown task status: ${unknown.join(', ')}` });
      return statuses as TaskStatus[];
    })
    .describe(`One status or a comma-separated list: ${taskStatuses.join(', ')}; with assignee=me the default is open, assigned and in_progress`),
  type: z.enum(taskTypes, { error: `type must be one of: ${taskTypes.join(', ')}` }).describe(`Only tasks of this type: ${taskTypes.join(', ')}`).optional(),
  waveId: uuidField('wave').describe('Only the tasks of this wave').optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

const note = z.string({ error: 'Note must be text' }).max(1000, 'Note is too long');

/** POST /api/tasks: a move or count task made by hand. */
export const taskCreateSchema = z
  .object({
    type: z.enum(['move', 'count'], { error: 'type must be move or count' }).describe('move: take units from one location to another; count: count the units of the product at a location'),
    warehouseId: uuidField('warehouse').describe('The warehouse the work is in'),
    productId: uuidField('product').describe('The product moved or counted'),
    quantity: movedUnits('Quantity').optional().describe('Units to move (required for move); for count, the units expected (none: a blind count)'),
    fromLocationId: uuidField('location').describe('move: where the units are taken from; count: the location counted'),
    toLocationId: uuidField('location').optional().describe('move: where the units go (required for move)'),
    lotId: uuidField('lot').optional().describe('Only units of this lot'),
    serialNumber: z.string({ error: 'Serial number must be text' }).trim().min(1, 'Serial number is required').max(100, 'Serial number is too long').optional().describe('Serial-tracked products: this unit (quantity 1)'),
    priority: bodyNumber(z.number({ error: 'Priority must be an integer' }).int('Priority must be an integer').min(0, 'Priority must be between 0 and 9').max(9, 'Priority must be between 0 and 9'))
      .optional()
      .describe('0 to 9, highest first in the queue (default 5)'),
    dueAt: isoDate('dueAt', { time: true }).optional().describe('When the work should be done'),
    assigneeId: uuidField('user').optional().describe('Assign it at once to this active user of the warehouse; otherwise it is open for anyone to claim'),
    note: note.optional().describe('What the worker should know'),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'move' && body.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity is required for a move task' });
    if (body.type === 'move' && body.toLocationId === undefined) ctx.addIssue({ code: 'custom', path: ['toLocationId'], message: 'toLocationId is required for a move task' });
    if (body.toLocationId !== undefined && body.toLocationId === body.fromLocationId) ctx.addIssue({ code: 'custom', path: ['toLocationId'], message: 'Destination must differ from the source location' });
    if (body.type === 'count' && body.toLocationId !== undefined) ctx.addIssue({ code: 'custom', path: ['toLocationId'], message: 'A count task has no destination' });
    if (body.serialNumber !== undefined && body.quantity !== undefined && body.quantity !== 1) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'A task naming a serial number moves 1 unit' });
  })
  .meta({ id: 'TaskCreate' });
export type TaskCreate = z.infer<typeof taskCreateSchema>;

/** POST /api/tasks/{id}/complete: what the worker scanned and did. */
export const taskCompleteSchema = z
  .object({
    id: uuidInput().describe('The task'),
    locationId: uuidField('location').describe('The location scanned at the source (a count: the location counted); must be the task\'s'),
    toLocationId: uuidField('location').optional().describe("The destination scanned (not for count): the task's, or for putaway any other active location of the warehouse that is not a receiving location"),
    quantity: units('Quantity', 0, MAX_LEVEL_QUANTITY, 'Quantity is too high').describe("Units done: at most the task's quantity (fewer: a short move, the task is done with what was moved); a count: the units counted"),
    lotId: uuidField('lot').optional().describe("Lot-tracked products: the lot scanned (must be the task's lot when it names one)"),
    serialNumbers: serialNumbers.optional().describe('Serial-tracked products: the serial number of each unit done'),
    note: note.optional().describe('A remark of the worker, added to the task'),
  })
  .meta({ id: 'TaskComplete' });
export type TaskComplete = z.infer<typeof taskCompleteSchema>;

const place = z.object({ id: z.uuid().describe('The location'), code: z.string().describe('Its code (what is scanned)') });

/** One unit of directed work (decision 0022 point 5). */
export const taskSchema = z
  .object({
    id: z.uuid().describe('The task'),
    warehouseId: z.uuid().describe('The warehouse the work is in'),
    type: z.enum(taskTypes).describe('putaway (received units to their place), replenishment (storage to a pick face), pick (a wave\'s units to packing), count (a location counted), move (by hand)'),
    status: z.enum(taskStatuses).describe('open → assigned (claimed) → in_progress → done; open or assigned → cancelled'),
    priority: z.number().int().describe('0 to 9, highest first'),
    dueAt: z.iso.datetime().nullable().describe('When the work should be done'),
    product: z.object({ id: z.uuid().describe('The product'), sku: z.string().describe('Its SKU'), name: z.string().describe('Its name') }).describe('The product moved or counted'),
    lot: z
      .object({ id: z.uuid().describe('The lot'), lotNumber: z.string().describe('Its number'), expiryDate: z.iso.date().nullable().describe('Its expiry date') })
      .nullable()
      .describe('The lot the units are of, when the task names one'),
    serialNumber: z.string().nullable().describe('The unit, when the task names one'),
    quantity: z.number().int().nullable().describe('Units to move; a count: the units expected, null for a blind count'),
    doneQuantity: z.number().int().nullable().describe('Units moved or counted, once done'),
    from: place.nullable().describe('Where the units are taken from; a count: the location counted'),
    to: place.nullable().describe('Where the units go (putaway: where they were put)'),
    assignee: z.object({ id: z.uuid().describe('The user'), name: z.string().describe('Their name') }).nullable().describe('Who holds the task'),
    waveId: z.uuid().nullable().describe('The wave of a pick task'),
    salesOrderItemId: z.uuid().nullable().describe('The order line a pick task is for'),
    cartSlot: z.number().int().nullable().describe("The cart slot of a pick task's order"),
    purchaseOrderId: z.uuid().nullable().describe('The purchase order a putaway task is from'),
    note: z.string().nullable().describe('Remarks'),
    startedAt: z.iso.datetime().nullable().describe('When the work started'),
    completedAt: z.iso.datetime().nullable().describe('When it was done'),
    createdAt: z.iso.datetime().describe('When the task was made'),
    updatedAt: z.iso.datetime().describe('When it changed last'),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;
