/**
 * The test delivery of a subscription (decision 0017): POST /api/webhooks/{id}/ping sends it an
 * event of type `ping`, signed and retried like any other, through the normal delivery path (a
 * delivery row the worker sends). A ping is stored as an event that is never numbered, so it is
 * never in the feed nor dispatched to other subscriptions.
 */
import { webhookDeliveries, type Db } from '@stockroom/db';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { insertPing } from '../events/index.js';
import { isUuid, uuidInput } from '../validation.js';
import * as repo from './webhooks.repository.js';
import type { Delivery } from './webhooks.schema.js';
import { toDelivery, type WebhookSettings } from './webhooks.service.js';

/** What a ping says when the caller gives no message. */
export const DEFAULT_PING_MESSAGE = 'Ping from Stockroom';

/** POST /api/webhooks/{id}/ping. */
export const pingInputSchema = z.strictObject({
  id: uuidInput(),
  message: z.string({ error: 'Message must be a string' }).trim().min(1, 'Message must not be empty').max(200, 'Message is too long').optional().describe(`What the ping's data.message says (default "${DEFAULT_PING_MESSAGE}")`),
});
export type PingInput = z.infer<typeof pingInputSchema>;

/**
 * POST /api/webhooks/{id}/ping (webhooks:manage): writes a ping event (`data` {webhookId, message})
 * and one pending delivery of it to the subscription, in one transaction; the worker sends it at
 * once, signed like every delivery, in a lane of its own (outside every subject's order) and
 * retried for the retry period like a redelivery. Returns the delivery (eventType "ping", status
 * pending); its progress shows in the subscription's deliveries. Throws NOT_FOUND "Webhook not
 * found", FORBIDDEN for a caller bound to a warehouse (as every webhook route), INVALID_STATE when
 * the subscription is switched off (nothing would be sent).
 */
export async function pingWebhook(db: Db, settings: WebhookSettings, input: PingInput, actor: Actor): Promise<Delivery> {
  if (actor.warehouseId) throw AppError.forbidden();
  return db.transaction(async (tx) => {
    const subscription = isUuid(input.id) ? await repo.findSubscription(tx, input.id) : undefined;
    if (!subscription) throw AppError.notFound('Webhook');
    if (!subscription.isActive) throw new AppError('INVALID_STATE', 'Cannot ping a switched-off webhook: switch it on first', { currentStatus: 'inactive' });
    const eventId = await insertPing(tx, subscription.id, input.message ?? DEFAULT_PING_MESSAGE);
    const id = uuidv7();
    const retryUntil = new Date(Date.now() + settings.retryHours * 3_600_000);
    // A lane of its own, sequence 0 (not in the feed): like a redelivery, it never waits for nor holds up other deliveries.
    const [row] = await tx.insert(webhookDeliveries).values({ id, subscriptionId: subscription.id, eventId, eventSequence: 0, lane: id, retryUntil }).returning();
    return toDelivery({ ...row!, eventType: 'ping' });
  });
}
