import { z } from 'zod';
import { API_VERSION } from '../versions.js';
import { eventComponentName, eventTypes, webhookEventRegistry, type EventType, type WebhookEventType } from './event-types.js';

export { eventRegistry, eventTypes, webhookEventRegistry, type EventData, type EventType, type WebhookEventType } from './event-types.js';

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
      const unknown = types.filter((type) => !(eventTypes as string[]).includes(type));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown event types: ${unknown.join(', ')}` });
      return types as EventType[];
    })
    .describe(`Comma-separated event types to return (default all): ${eventTypes.join(', ')}`),
  limit: z.coerce.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(1000, 'limit must be at most 1000').default(100).describe('Events per answer: 1 to 1,000 (default 100)'),
});
export type EventFeedQuery = z.infer<typeof eventFeedQuerySchema>;

/**
 * The schema of an event of `type` as the feed and webhooks send it (decision 0017), named for the
 * API document (stock.changed → StockChangedEvent): `type` a constant, `data` the registry's schema.
 */
function eventSchemaOf<T extends WebhookEventType>(type: T) {
  const { data, description } = webhookEventRegistry[type];
  return z
    .object({
      id: z.uuid().describe('Identifies the event (also sent as Stockroom-Event-Id to webhooks)'),
      sequence: z.number().int().describe(type === 'ping' ? 'Always 0: a ping is not in the feed' : 'Position in the feed: gapless and increasing in the order events became visible'),
      type: z.literal(type),
      subject: z.uuid().describe(type === 'ping' ? 'The webhook pinged' : 'What it happened to: the product (stock.changed, product.*), the order, the transfer, the return, the count'),
      occurredAt: z.iso.datetime().describe('When the transaction that made the change started'),
      apiVersion: z.literal(API_VERSION).describe('The dated API version the payload follows'),
      data: data as (typeof webhookEventRegistry)[T]['data'],
    })
    .describe(description)
    .meta({ id: eventComponentName(type) });
}

/** One schema per event type of the outbox and for ping, by type. */
export const eventSchemas = Object.fromEntries(Object.keys(webhookEventRegistry).map((type) => [type, eventSchemaOf(type as WebhookEventType)])) as {
  [T in WebhookEventType]: ReturnType<typeof eventSchemaOf<T>>;
};

const feedEventSchemas = eventTypes.map((type) => eventSchemas[type]) as unknown as [ReturnType<typeof eventSchemaOf<EventType>>, ...ReturnType<typeof eventSchemaOf<EventType>>[]];

/** An event of the feed: one of the outbox's types, told apart by `type`. */
export const eventSchema = z.discriminatedUnion('type', feedEventSchemas).meta({ id: 'Event' });
/** What a webhook receives: an event of the feed, or a ping. */
export const webhookEventSchema = z.discriminatedUnion('type', [...feedEventSchemas, eventSchemas.ping]);
/** An event of the feed, its `data` typed by its `type`. */
export type Event = z.infer<typeof eventSchema>;
/** An event a webhook receives (a ping included). */
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export const eventFeedSchema = z
  .object({
    events: z.array(eventSchema).describe('The events after `after`, in sequence order'),
    next: z.number().int().describe('Pass as `after` to read on; the last sequence examined, so events filtered out by `types` are not read again'),
    hasMore: z.boolean().describe('true: more events are waiting; ask again at once'),
    pruned: z.boolean().describe('true: events after `after` were deleted (kept EVENT_RETENTION_DAYS days) before this read, so some were missed: resynchronize from the lists, then read on from `next`'),
  })
  .meta({ id: 'EventFeed' });
export type EventFeed = z.infer<typeof eventFeedSchema>;
