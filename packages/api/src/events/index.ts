export { feedHead, findEvent, insertPing, numberEvents, publishEvents, pruneEvents, type NewEvent } from './events.service.js';
export { eventRegistry, eventSchemas, eventTypes, webhookEventRegistry, type Event, type EventData, type EventType, type WebhookEvent, type WebhookEventType } from './events.schema.js';
