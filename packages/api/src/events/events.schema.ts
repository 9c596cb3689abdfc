import { z } from 'zod';
import { eventTypes } from './event-types.js';

export { eventTypes, type EventType } from './event-types.js';

/** GET /api/events (decision 0017): the feed after a sequence number. */
export const eventFeedQuerySchema = z.strictObject({
  after: z.coerce
    .number({ error: 'after must be a whole number' })
    .int('after must be a whole number')
    .min(0, 'after must not be negative')
    .max(Number.MAX_SAFE_INTEGER, 'after is too large')
    .default(0)
    .describe('Sequence number of the last event already read (`next` of the previous answer); 0 for the oldest kept'),
  types: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const types = value.split(',').map((type) => type.trim());
      const unknown = types.filter((type) => !eventTypes.includes(type));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown event types: ${unknown.join(', ')}` });
      return types;
    })
    .describe(`Comma-separated event types to return (default all): ${eventTypes.join(', ')}`),
  limit: z.coerce.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(1000, 'limit must be at most 1000').default(100).describe('Events per answer: 1 to 1,000 (default 100)'),
});
export type EventFeedQuery = z.infer<typeof eventFeedQuerySchema>;

export const eventSchema = z
  .object({
    id: z.uuid().describe('Identifies the event (also sent as Stockroom-Event-Id to webhooks)'),
    sequence: z.number().int().describe('Position in the feed: gapless and increasing in the order events became visible'),
    type: z.string().describe('What happened, e.g. stock.changed'),
    subject: z.uuid().describe('What it happened to: the product (stock.changed, product.*), the order, the transfer'),
    occurredAt: z.iso.datetime().describe('When the transaction that made the change started'),
    data: z.record(z.string(), z.unknown()).describe('The change: stock.changed has productId, warehouseId, onHand, reserved, available after it and the movements that made it; product.* the product; order events id, from, to, by; transfer events id, number, warehouses, mode, from, to, items; receipt.created and shipment.created the order and its movements'),
  })
  .meta({ id: 'Event' });
export type Event = z.infer<typeof eventSchema>;

export const eventFeedSchema = z
  .object({
    events: z.array(eventSchema).describe('The events after `after`, in sequence order'),
    next: z.number().int().describe('Pass as `after` to read on; the last sequence examined, so events filtered out by `types` are not read again'),
    hasMore: z.boolean().describe('true: more events are waiting; ask again at once'),
    pruned: z.boolean().describe('true: events after `after` were deleted (kept EVENT_RETENTION_DAYS days) before this read, so some were missed: resynchronize from the lists, then read on from `next`'),
  })
  .meta({ id: 'EventFeed' });
export type EventFeed = z.infer<typeof eventFeedSchema>;
