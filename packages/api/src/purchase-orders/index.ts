export { purchaseOrderTransitions } from './purchase-orders.schema.js';
