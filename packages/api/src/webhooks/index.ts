export { startWebhookWorker, type Lane, type WebhookWorker, type WebhookWorkerOptions } from './webhooks.worker.js';
export { dispatchEvents, type WebhookSettings } from './webhooks.service.js';
export { REFUSED as REFUSED_WEBHOOK_URL, type HostResolver } from './webhooks.addresses.js';
