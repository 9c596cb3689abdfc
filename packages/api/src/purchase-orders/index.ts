export { purchaseOrderTransitions } from './purchase-orders.schema.js';
export { createPurchaseOrder } from './purchase-orders.service.js';
export { purchaseOrderSchema, type PurchaseOrder } from './purchase-orders.schema.js';
