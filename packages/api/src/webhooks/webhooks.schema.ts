import { webhookDeliveryStatuses } from '@stockroom/db';
import { z } from 'zod';
import { eventTypes } from '../events/index.js';
import { pageQueryShape } from '../pagination.js';
import { bodyBoolean, uuidInput } from '../validation.js';

const url = z
  .string({ error: 'URL is required' })
  .trim()
  .max(2000, 'URL is too long')
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'URL must be an http:// or https:// URL')
  .describe('Where events are POSTed: http:// or https://, never a link-local or cloud metadata address, nor a private or loopback one unless WEBHOOK_ALLOW_PRIVATE_URLS=true; checked again on every delivery against every address the name resolves to');
const events = z
  .array(z.enum(eventTypes, { error: `Each event must be one of: ${eventTypes.join(', ')}` }), { error: 'Events are required' })
  .min(1, 'At least one event type is required')
  .max(eventTypes.length, 'Too many event types')
  .transform((types) => [...new Set(types)])
  .describe(`The event types to send: ${eventTypes.join(', ')}`);
const description = z.string().trim().max(500, 'Description is too long').describe('What the subscription is for');

/** POST /api/webhooks (decision 0017). */
export const webhookCreateSchema = z
  .strictObject({ url, events, description: description.optional(), isActive: bodyBoolean({ error: 'isActive must be true or false' }).optional().describe('false: no events are sent (default true)') })
  .meta({ id: 'WebhookCreate' });
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** PUT /api/webhooks/{id}: any of the fields; isActive=true re-enables a subscription that was switched off. */
export const webhookUpdateSchema = z
  .strictObject({
    id: uuidInput(),
    url: url.optional(),
    events: events.optional(),
    description: description.nullable().optional(),
    isActive: bodyBoolean({ error: 'isActive must be true or false' }).optional().describe('false stops sending; true (re-)enables it and clears disabledReason'),
  })
  .meta({ id: 'WebhookUpdate' });
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

export const webhookSchema = z
  .object({
    id: z.uuid(),
    url: z.string().describe('Where events are POSTed'),
    events: z.array(z.string()).describe('The event types sent'),
    description: z.string().nullable(),
    isActive: z.boolean().describe('false: no events are sent'),
    disabledReason: z.string().nullable().describe('Why Stockroom switched the subscription off (every delivery failed for the retry period); null otherwise'),
    failingSince: z.iso.datetime().nullable().describe('The first failed delivery since the last success; null while deliveries succeed'),
    createdBy: z.uuid(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;

export const createdWebhookSchema = webhookSchema
  .extend({ secret: z.string().describe('The signing secret (Stockroom-Signature): shown once, never again') })
  .meta({ id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const deliveryListQuerySchema = z.strictObject({
  id: uuidInput(),
  ...pageQueryShape,
  status: z.enum(webhookDeliveryStatuses, { error: `status must be one of: ${webhookDeliveryStatuses.join(', ')}` }).optional().describe('Only deliveries in this status'),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

export const redeliverInputSchema = z.strictObject({ id: uuidInput(), deliveryId: uuidInput().describe('The delivery to send again') });

export const deliverySchema = z
  .object({
    id: z.uuid(),
    subscriptionId: z.uuid().describe('The webhook it is for'),
    eventId: z.uuid().describe('The event sent (Stockroom-Event-Id)'),
    eventType: z.string().describe('The event type, e.g. stock.changed'),
    eventSequence: z.number().int().describe("The event's position in the feed: a subject's deliveries are sent in this order"),
    redeliveryOf: z.uuid().nullable().describe('A redelivery (sent outside its subject\'s order): the delivery it repeats; null for the first'),
    status: z.enum(webhookDeliveryStatuses).describe('pending: not delivered yet (waiting for its turn or its next attempt); delivered: a 2xx came back; failed: retried for the retry period without success'),
    attempts: z.number().int().describe('Attempts made so far'),
    nextAttemptAt: z.iso.datetime().nullable().describe('When the next attempt is due (pending only)'),
    lastAttemptAt: z.iso.datetime().nullable().describe('When the last attempt was made; null before the first'),
    lastResponseCode: z.number().int().nullable().describe('HTTP status of the last attempt; null when no answer came (refused, timed out)'),
    lastLatencyMs: z.number().int().nullable().describe('Milliseconds the last attempt took'),
    lastError: z.string().nullable().describe('Why the last attempt failed; null when it succeeded'),
    deliveredAt: z.iso.datetime().nullable().describe('When a 2xx came back; null until then'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookDelivery' });
export type Delivery = z.infer<typeof deliverySchema>;
