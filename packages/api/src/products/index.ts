export { applyReceiptCosts, createProduct, getProduct, importProducts, restateCostPrices } from './products.service.js';
export * from './products.schema.js';
export { ProductListCache } from './products.list-cache.js';
