export { applyStockChanges, deadStock, expiringStock, grainsMovedBy, recordBulkMovements, requireProducts, stockAlerts, stockValuation, type Shortage, type StockChange } from './inventory.service.js';
export { inboundGrain, outboundGrain } from './tracking.js';
export { inboundGrainShape, outboundGrainShape } from './inventory.schema.js';
