import { output } from '../output.js';
import { can, router } from '../trpc.js';
import { eventFeedQuerySchema, eventFeedSchema } from './events.schema.js';
import { readEventFeed } from './events.service.js';

/** The event feed (decision 0017), read with events:read. */
export const eventsRouter = router({
  feed: can('events:read')
    .meta({
      openapi: {
        method: 'GET',
        path: '/events',
        tags: ['events'],
        summary: 'Read the event feed',
        description:
          'Events after a sequence number, oldest first: stock changes, products, order and transfer status changes, receipts and shipments, each written in the transaction of its change. Poll with after=<next of the previous answer>: events are numbered gapless in the order they became visible, so a consumer never misses one or reads one twice. Kept EVENT_RETENTION_DAYS days. Not for callers bound to a warehouse (403): events are not filtered by warehouse yet.',
        protect: true,
      },
    })
    .input(eventFeedQuerySchema)
    .output(output(eventFeedSchema))
    .query(({ ctx, input }) => readEventFeed(ctx.db, input, ctx.actor)),
});
