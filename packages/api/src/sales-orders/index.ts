export { salesOrderTransitions } from './sales-orders.schema.js';
export { returnShippedUnits } from './sales-orders.service.js';
export { pickListQuerySchema } from './sales-orders.schema.js';
export type { PickList, ShipmentDocument } from './sales-orders.schema.js';
