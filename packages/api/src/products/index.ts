export { applyReceiptCosts, createProduct, exportProducts, getProduct, importProducts, importProductsCsv, restateCostPrices } from './products.service.js';
export * from './products.schema.js';
