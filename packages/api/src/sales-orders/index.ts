export { salesOrdersRouter } from './sales-orders.router.js';
export { salesOrderTransitions } from './sales-orders.schema.js';
