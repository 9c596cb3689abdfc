export { salesOrderTransitions } from './sales-orders.schema.js';
