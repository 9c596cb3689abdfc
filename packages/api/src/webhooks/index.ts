export { startWebhookWorker, type WebhookWorker, type WebhookWorkerOptions } from './webhooks.worker.js';
export type { WebhookSettings } from './webhooks.service.js';
export type { HostResolver } from './webhooks.addresses.js';
