export { exportLevels } from './csv/csv.export.service.js';
export { importInventoryCsv } from './csv/csv.import.service.js';
export { requireProducts } from './inventory.service.js';
export { signedChange, type Dispatch, type Inbound, type Outbound, type StockChange } from './ledger/ledger.changes.js';
export {
  allocate,
  allocateWaiting,
  allocateWaitingAt,
  allocationsOf,
  moveAllocations,
  releaseAllocations,
  toAllocatedUnits,
  type AllocationRow,
} from './allocation/allocation.service.js';
export { convertHold, expireHolds } from './allocation/allocation.holds.service.js';
export { applyStockChanges, convertReceiptCosts, defaultLocationId, lockStockLevels, type Shortage } from './ledger/ledger.service.js';
export { unitCostOf } from './ledger/ledger.records.js';
export { recordBulkMovements } from './manual.service.js';
export { grainsMovedBy } from './reports/reports.movements.service.js';
export { deadStock, expiringStock, stockAlerts, stockValuation } from './reports/reports.stock.service.js';
export { unpickableNamed } from './picking/picking.service.js';
export { createPutawayTasks, placeReceipt, receivingLocation, suggestPutaway, type PutawayLine } from './putaway/putaway.service.js';
export { inboundGrain, outboundGrain } from './tracking.js';
export { effectiveAt, inboundGrainShape, inventoryImportResultSchema, levelExportQuerySchema, levelIdentityShape, movedUnits, outboundGrainShape, serialNumbers } from './inventory.schema.js';
export { allocatedUnitsSchema } from './allocation/allocation.schema.js';
export { cancelPicksOfOrder } from './waves/waves.service.js';
export type { WaveDetail } from './waves/waves.schema.js';
export { changeCostingMethod } from './costing/costing.service.js';
export { costingMethodChangeResultSchema, costingMethodChangeSchema } from './costing/costing.schema.js';
export { costingOf, costPricesFromLayers, raiseLayers } from './ledger/ledger.layers.js';
export { writeRevaluations, type Revaluation } from './ledger/ledger.revaluations.js';
export { revalueBackdated } from './ledger/ledger.backdated.js';
