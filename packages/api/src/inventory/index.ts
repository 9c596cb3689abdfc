export { inventoryRouter, transfersRouter } from './inventory.router.js';
export { applyStockChanges, requireProducts, type Shortage, type StockChange } from './inventory.service.js';
