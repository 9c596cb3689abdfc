export { startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './webhooks.worker.js';
export type { WebhookSettings } from './webhooks.service.js';
export { REFUSED as REFUSED_WEBHOOK_URL, type HostResolver } from './webhooks.addresses.js';
