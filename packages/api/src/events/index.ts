export { feedHead, findEvent, numberEvents, publishEvents, pruneEvents, type NewEvent } from './events.service.js';
export { eventTypes, type Event, type EventType } from './events.schema.js';
