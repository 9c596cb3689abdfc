export { inventoryRouter, transfersRouter } from './inventory.router.js';
export { applyStockChanges, deadStock, recordBulkMovements, requireProducts, stockAlerts, stockValuation, type Shortage, type StockChange } from './inventory.service.js';
