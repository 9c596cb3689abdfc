export { inventoryRouter, transfersRouter } from './inventory.router.js';
export { applyStockChanges, recordOpeningBalances, requireProducts, type Shortage, type StockChange } from './inventory.service.js';
