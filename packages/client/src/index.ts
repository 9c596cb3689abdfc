/**
 * Stockroom's REST client (decision 0014). `createClient` makes the client one uses: the generated
 * `Api` (api.ts, generated from the API document and not edited by hand, with every request and
 * response type) with a bearer token, errors thrown as StockroomError, retries and idempotency
 * keys. `paginate` iterates a list; `verifyWebhook` checks a webhook delivery. See README.md.
 */
export * from './api.js';
export { API_VERSION, createClient, type ClientOptions, type StockroomClient } from './client.js';
export { StockroomError, WebhookVerificationError, type StockroomErrorCode, type WebhookVerificationCode } from './errors.js';
export { paginate } from './paginate.js';
export { verifyWebhook, type VerifyWebhookOptions, type WebhookEvent } from './webhooks.js';
