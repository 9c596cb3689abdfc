export { applyStockChanges, convertReceiptCosts, deadStock, defaultLocationId, expiringStock, exportLevels, grainsMovedBy, importInventoryCsv, proposePicks, recordBulkMovements, requireProducts, stockAlerts, stockValuation, type PickProposal, type PickRequest, type Shortage, type StockChange } from './inventory.service.js';
export { inboundGrain, outboundGrain } from './tracking.js';
export { inboundGrainShape, inventoryImportResultSchema, levelExportQuerySchema, movedUnits, outboundGrainShape, serialNumbers } from './inventory.schema.js';
