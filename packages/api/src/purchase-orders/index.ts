export { purchaseOrdersRouter } from './purchase-orders.router.js';
export { purchaseOrderTransitions } from './purchase-orders.schema.js';
