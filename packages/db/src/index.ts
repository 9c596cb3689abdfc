export * from './schema.js';
export * from './client.js';
export { engineOf, routingHandle, runOn } from './routing.js';
export * from './errors.js';
export * from './sql.js';
export * from './data-dir-lock.js';
