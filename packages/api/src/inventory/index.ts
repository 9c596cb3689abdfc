export { inventoryRouter, transfersRouter } from './inventory.router.js';
export { applyStockChanges, deadStock, recordOpeningBalances, requireProducts, stockAlerts, stockValuation, type Shortage, type StockChange } from './inventory.service.js';
