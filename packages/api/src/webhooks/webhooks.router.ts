import { z } from 'zod';
import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageQueryShape, pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { createdWebhookSchema, deliveryListQuerySchema, deliverySchema, rangeRedeliveryResultSchema, rangeRedeliverySchema, REDELIVERY_RANGE_MAX, redeliverInputSchema, rotateSecretSchema, ROTATION_OVERLAP_HOURS, webhookCreateSchema, webhookSchema, webhookUpdateSchema } from './webhooks.schema.js';
import { pingInputSchema, pingWebhook } from './webhooks.ping.js';
import * as webhooks from './webhooks.service.js';

const path = '/webhooks';
const tags = ['webhooks'];
const unbound = ' Not for callers bound to a warehouse (403): webhooks carry every warehouse\'s events.';

/** Webhook subscriptions and their deliveries (decision 0017), managed with webhooks:manage (admin). */
export const webhooksRouter = (settings: webhooks.WebhookSettings) =>
  router({
    list: can('webhooks:manage')
      .meta({ openapi: { method: 'GET', path, tags, summary: 'List webhooks', description: `Subscriptions newest first, never their secrets; one Stockroom switched off shows why in disabledReason; paged.${unbound}`, protect: true } })
      .input(z.strictObject(pageQueryShape))
      .output(pageSchema(webhookSchema))
      .query(({ ctx, input }) => webhooks.listWebhooks(ctx.db, input, ctx.actor)),

    get: can('webhooks:manage')
      .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get a webhook', description: `One subscription, without its secret.${unbound}`, protect: true } })
      .input(byIdInput)
      .output(output(webhookSchema))
      .query(({ ctx, input }) => webhooks.getWebhook(ctx.db, input.id, ctx.actor)),

    create: can('webhooks:manage')
      .meta({
        openapi: {
          method: 'POST',
          path,
          tags,
          summary: 'Create a webhook',
          description: `Subscribes a URL to event types. Every event committed from now on is POSTed to it, signed with the secret in this response (shown once): headers Stockroom-Signature (t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">), Stockroom-Event-Id and Stockroom-Event-Type. A 2xx within 10 s is success; otherwise retried with exponential backoff and jitter for WEBHOOK_RETRY_HOURS (72). One subject's events (a product's, an order's) arrive in sequence order. URLs of link-local or cloud metadata addresses and names are refused (400), and so are private and loopback addresses unless WEBHOOK_ALLOW_PRIVATE_URLS=true.${unbound}`,
          protect: true,
        },
        creates: true,
        successMessage: 'Webhook created: store the secret now, it is not shown again',
      })
      .input(webhookCreateSchema)
      .output(output(createdWebhookSchema))
      .mutation(idempotently(({ ctx, input }) => webhooks.createWebhook(ctx.db, settings, input, ctx.actor))),

    update: can('webhooks:manage')
      .meta({ openapi: { method: 'PUT', path: `${path}/{id}`, tags, summary: 'Update a webhook', description: `Changes the URL, event types, description or isActive; isActive=true switches a subscription back on and clears disabledReason.${unbound}`, protect: true }, successMessage: 'Webhook updated' })
      .input(webhookUpdateSchema)
      .output(output(webhookSchema))
      .mutation(idempotently(({ ctx, input }) => webhooks.updateWebhook(ctx.db, settings, input, ctx.actor))),

    delete: can('webhooks:manage')
      .meta({ openapi: { method: 'DELETE', path: `${path}/{id}`, tags, summary: 'Delete a webhook', description: `Removes the subscription and its deliveries: nothing more is sent to it.${unbound}`, protect: true }, successMessage: 'Webhook deleted' })
      .input(byIdInput)
      .output(output(webhookSchema))
      .mutation(idempotently(({ ctx, input }) => webhooks.deleteWebhook(ctx.db, input.id, ctx.actor))),

    deliveries: can('webhooks:manage')
      .meta({ openapi: { method: 'GET', path: `${path}/{id}/deliveries`, tags, summary: 'List deliveries', description: `A subscription's deliveries newest first: status, attempts, next attempt, last response code, latency and error; paged.${unbound}`, protect: true } })
      .input(deliveryListQuerySchema)
      .output(pageSchema(deliverySchema))
      .query(({ ctx, input }) => webhooks.listDeliveries(ctx.db, input, ctx.actor)),

    redeliver: can('webhooks:manage')
      .meta({ openapi: { method: 'POST', path: `${path}/{id}/deliveries/{deliveryId}/redeliver`, tags, summary: 'Redeliver', description: `Sends the delivery's event again, at once, as a new delivery of its own (answered), outside its subject's order and retried for a retry period of its own; receivers tell a repeat by Stockroom-Event-Id.${unbound}`, protect: true }, successMessage: 'Redelivery scheduled' })
      .input(redeliverInputSchema)
      .output(output(deliverySchema))
      .mutation(idempotently(({ ctx, input }) => webhooks.redeliver(ctx.db, settings, input, ctx.actor))),

    ping: can('webhooks:manage')
      .meta({
        openapi: {
          method: 'POST',
          path: `${path}/{id}/ping`,
          tags,
          summary: 'Ping a webhook',
          description: `Sends the subscription a test event of type ping (data {webhookId, message}; never in the event feed), signed like every delivery, through the normal delivery path: answers the delivery, pending, whose progress shows in the subscription's deliveries. A switched-off subscription is 409 INVALID_STATE.${unbound}`,
          protect: true,
        },
        errors: ['INVALID_STATE'],
        successMessage: 'Ping scheduled',
      })
      .input(pingInputSchema)
      .output(output(deliverySchema))
      .mutation(idempotently(({ ctx, input }) => pingWebhook(ctx.db, settings, input, ctx.actor))),

    rotateSecret: can('webhooks:manage')
      .meta({
        openapi: {
          method: 'POST',
          path: `${path}/{id}/rotate-secret`,
          tags,
          summary: 'Rotate a webhook secret',
          description: `Gives the subscription a new signing secret, in this response once (like creation; never shown again, nor the replaced one). For expireOldInHours (0 to ${ROTATION_OVERLAP_HOURS.max}, default ${ROTATION_OVERLAP_HOURS.default}) every delivery carries both signatures, the new first: Stockroom-Signature t=<unix seconds>,v1=<new>,v1=<old>; after that (at once with 0) only the new one. A receiver accepts either secret during the window, then only the new (docs/INTEGRATION.md). Rotating again during a window starts a new window for the secret it replaces; the oldest stops signing at once.${unbound}`,
          protect: true,
        },
        successMessage: 'Webhook secret rotated: store the new secret now, it is not shown again',
      })
      .input(rotateSecretSchema)
      .output(output(createdWebhookSchema))
      .mutation(idempotently(({ ctx, input }) => webhooks.rotateSecret(ctx.db, input, ctx.actor))),

    redeliverRange: can('webhooks:manage')
      .meta({
        openapi: {
          method: 'POST',
          path: `${path}/{id}/redeliver`,
          tags,
          summary: 'Redeliver a range of events',
          description: `Sends again every event numbered after afterSequence up to untilSequence (the sequence of the event feed and of each delivered body; at most ${REDELIVERY_RANGE_MAX} numbers per call, 400 beyond) of the subscription's event types that was delivered or attempted to it before, each as a new delivery of its own like a single redelivery (at once, outside its subject's order, same Stockroom-Event-Id); answers how many were scheduled. Events it never got (before it started, while it was switched off) are not sent.${unbound}`,
          protect: true,
        },
        successMessage: 'Redeliveries scheduled',
      })
      .input(rangeRedeliverySchema)
      .output(output(rangeRedeliveryResultSchema))
      .mutation(idempotently(({ ctx, input }) => webhooks.redeliverRange(ctx.db, settings, input, ctx.actor))),
  });
