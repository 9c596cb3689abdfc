export * from './users.service.js';
export * from './users.schema.js';
