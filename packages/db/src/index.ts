export * from './schema.js';
export * from './client.js';
export { clientOf } from './handles.js';
export { routingHandle, runOn } from './routing.js';
export * from './errors.js';
export * from './sql.js';
export * from './data-dir-lock.js';
