import { webhookDeliveryStatuses } from '@stockroom/db';
import { z } from 'zod';
import { eventTypes } from '../events/index.js';
import { pageQueryShape } from '../pagination.js';
import { bodyBoolean, overlapHours, uuidInput } from '../validation.js';

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
    previousSecretExpiresAt: z.iso.datetime().nullable().describe('After a secret rotation: until when deliveries are also signed with the replaced secret (a second v1); null when they are signed with the current secret only'),
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

/** Hours the replaced secret keeps signing after a rotation by default, and at most (7 days: overlapHours). */
export const ROTATION_OVERLAP_HOURS = { default: 24, max: 168 } as const;

/** POST /api/webhooks/{id}/rotate-secret. */
export const rotateSecretSchema = z
  .strictObject({
    id: uuidInput(),
    expireOldInHours: overlapHours().describe(`Hours deliveries stay signed with the replaced secret too (a second v1), so receivers can switch; default ${ROTATION_OVERLAP_HOURS.default}; 0: the new secret only, from now`),
  })
  .meta({ id: 'WebhookSecretRotation' });
export type RotateSecret = z.infer<typeof rotateSecretSchema>;

/** Event numbers one range redelivery covers at most (untilSequence - afterSequence). */
export const REDELIVERY_RANGE_MAX = 1000;

const sequence = (name: string) =>
  z
    .number({ error: `${name} must be an event sequence number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be at least 0`)
    .max(Number.MAX_SAFE_INTEGER, `${name} is too large`);

/** POST /api/webhooks/{id}/redeliver: the events numbered in (afterSequence, untilSequence], as the feed numbers them (`sequence`). */
export const rangeRedeliverySchema = z
  .strictObject({
    id: uuidInput(),
    afterSequence: sequence('afterSequence').describe('Redeliver the events numbered after this one (exclusive): e.g. the sequence of the last event the receiver handled'),
    untilSequence: sequence('untilSequence').describe(`Up to and including this event number; at most ${REDELIVERY_RANGE_MAX} after afterSequence`),
  })
  .refine((input) => input.untilSequence > input.afterSequence, { path: ['untilSequence'], message: 'untilSequence must be greater than afterSequence' })
  .refine((input) => input.untilSequence - input.afterSequence <= REDELIVERY_RANGE_MAX, { path: ['untilSequence'], message: `At most ${REDELIVERY_RANGE_MAX} events per call: untilSequence must be at most afterSequence + ${REDELIVERY_RANGE_MAX}` })
  .meta({ id: 'WebhookRangeRedelivery' });
export type RangeRedelivery = z.infer<typeof rangeRedeliverySchema>;

/** The answer of POST /api/webhooks/{id}/redeliver: the range asked for and how many redeliveries it scheduled. */
export const rangeRedeliveryResultSchema = z
  .object({
    afterSequence: z.number().int(),
    untilSequence: z.number().int(),
    scheduled: z.number().int().describe("Redeliveries scheduled: one per event in the range of the subscription's event types that was delivered (or attempted) to it before"),
  })
  .meta({ id: 'WebhookRangeRedeliveryResult' });
export type RangeRedeliveryResult = z.infer<typeof rangeRedeliveryResultSchema>;

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
