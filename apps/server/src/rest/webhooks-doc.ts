/**
 * The API document's top-level `webhooks` (OpenAPI 3.1): what Stockroom POSTs to a subscription's
 * URL, one entry per event type of the registry (packages/api/src/events/event-types.ts), ping
 * included, each with its event's component as the body, the signature headers and the answers a
 * receiver gives (decision 0017).
 */
import { eventComponentName, eventSchemas, webhookEventRegistry, type WebhookEventType } from '@stockroom/api';
import { z } from 'zod';

type Json = Record<string, unknown>;

const headers = [
  {
    name: 'Stockroom-Signature',
    in: 'header',
    required: true,
    description:
      't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the subscription\'s secret> (Stripe\'s scheme; during a secret rotation a second v1= with the replaced secret). Verify it over the raw body and refuse old timestamps',
    schema: { type: 'string', pattern: '^t=\\d+(,v1=[0-9a-f]{64})+$' },
  },
  { name: 'Stockroom-Event-Id', in: 'header', required: true, description: 'The event\'s id (the body\'s id): a repeated delivery (at least once) carries the same one', schema: { type: 'string', format: 'uuid' } },
  { name: 'Stockroom-Event-Type', in: 'header', required: true, description: 'The event\'s type (the body\'s type)', schema: { type: 'string' } },
];

const responses = {
  '2XX': { description: 'Delivered: any 2xx within 10 seconds; the body is ignored' },
  '4XX': { description: 'Not delivered: retried with exponential backoff for WEBHOOK_RETRY_HOURS (72), then failed' },
  default: { description: 'Not delivered (any other status, a redirect, no answer within 10 seconds): retried as a 4xx' },
};

/**
 * The `webhooks` object of the document: one `post` per event type that a receiver may get (the
 * outbox's and ping), its body a $ref to the event's component (StockChangedEvent, …, PingEvent).
 * Adds to `schemas` (the document's components, changed in place) the component of any type no
 * operation references (PingEvent: the feed never carries it), converted from its zod schema.
 */
export function webhooksSection(schemas: Record<string, unknown>): Json {
  const webhooks: Json = {};
  for (const type of Object.keys(webhookEventRegistry) as WebhookEventType[]) {
    const name = eventComponentName(type);
    if (!schemas[name]) {
      // The schema carries its component name (meta id), so zod puts it under $defs and refers to it.
      const converted = z.toJSONSchema(eventSchemas[type], { io: 'output', unrepresentable: 'any' }) as { $defs?: Record<string, Json> };
      schemas[name] = converted.$defs![name]!;
    }
    webhooks[type] = {
      post: {
        operationId: `webhook.${type}`,
        summary: `${type} event`,
        description: `${webhookEventRegistry[type].description}. POSTed as JSON to the subscriptions of ${type === 'ping' ? 'the webhook pinged (POST /api/webhooks/{id}/ping)' : `${type} (POST /api/webhooks)`}, signed.`,
        parameters: headers,
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } } },
        responses,
        security: [],
      },
    };
  }
  return webhooks;
}
