export { numberEvents, publishEvents, pruneEvents, type NewEvent } from './events.service.js';
export { eventTypes, type EventType } from './events.schema.js';
