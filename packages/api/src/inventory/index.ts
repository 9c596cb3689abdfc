export { applyStockChanges, deadStock, recordBulkMovements, requireProducts, stockAlerts, stockValuation, type Shortage, type StockChange } from './inventory.service.js';
