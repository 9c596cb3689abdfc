export { applyStockChanges, convertReceiptCosts, deadStock, defaultLocationId, expiringStock, grainsMovedBy, recordBulkMovements, requireProducts, stockAlerts, stockValuation, type Shortage, type StockChange } from './inventory.service.js';
export { inboundGrain, outboundGrain } from './tracking.js';
export { inboundGrainShape, movedUnits, outboundGrainShape, serialNumbers } from './inventory.schema.js';
