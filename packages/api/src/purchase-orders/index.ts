export { purchaseOrderTransitions } from './purchase-orders.schema.js';
export { createPurchaseOrder, returnReceivedUnits } from './purchase-orders.service.js';
export { purchaseOrderSchema, type PurchaseOrder } from './purchase-orders.schema.js';
