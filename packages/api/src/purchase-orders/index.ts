export { purchaseOrderTransitions } from './purchase-orders.schema.js';
export { convertUnfixedReceipts, createPurchaseOrder, returnReceivedUnits } from './purchase-orders.service.js';
export { purchaseOrderSchema, type PurchaseOrder } from './purchase-orders.schema.js';
