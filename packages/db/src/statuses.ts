/**
 * The statuses of orders and transfers, in a module that imports nothing, so code outside the
 * server (the desktop renderer, through `@stockroom/api/event-types`) can read them without the
 * database client. schema.ts builds its enums from them and re-exports them.
 */

/** A direct transfer moves stock in one transaction; a two-step one is shipped, travels, and is received (decision 0016). */
export const transferModes = ['direct', 'two-step'] as const;
export type TransferMode = (typeof transferModes)[number];
/** `completed`: a direct transfer. Two-step: draft → in_transit → partially_received → received | closed; cancelled from draft. */
export const transferStatuses = ['completed', 'draft', 'in_transit', 'partially_received', 'received', 'closed', 'cancelled'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const purchaseOrderStatuses = ['draft', 'approved', 'partially_received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export const salesOrderStatuses = ['draft', 'confirmed', 'partially_shipped', 'shipped', 'cancelled'] as const;
export type SalesOrderStatus = (typeof salesOrderStatuses)[number];

/** A hold sets units aside for a cart until it expires (decision 0020): active → converted (into an order's allocation) | released (by hand) | expired. */
export const holdStatuses = ['active', 'converted', 'released', 'expired'] as const;
export type HoldStatus = (typeof holdStatuses)[number];

/** What a location is for (decision 0022): receiving and quarantine locations are never allocated or picked. */
export const locationTypes = ['receiving', 'storage', 'pick_face', 'packing', 'shipping', 'quarantine'] as const;
export type LocationType = (typeof locationTypes)[number];

/** The work a task directs (decision 0022). */
export const taskTypes = ['putaway', 'replenishment', 'pick', 'count', 'move'] as const;
export type TaskType = (typeof taskTypes)[number];
/** open → assigned (claimed) → in_progress → done; open or assigned → cancelled. */
export const taskStatuses = ['open', 'assigned', 'in_progress', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** Batch: one picker, a cart slot per order. Zone: one pick per zone, consolidated at packing (decision 0022). */
export const waveModes = ['batch', 'zone'] as const;
export type WaveMode = (typeof waveModes)[number];
/** open (tasks made) → picking → picked; open or picking → cancelled. */
export const waveStatuses = ['open', 'picking', 'picked', 'cancelled'] as const;
export type WaveStatus = (typeof waveStatuses)[number];
