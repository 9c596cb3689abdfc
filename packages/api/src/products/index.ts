export { applyReceiptCosts, createProduct, exportProducts, getProduct, importProducts, importProductsCsv, restateCostPrices } from './products.service.js';
export * from './products.schema.js';
export { measureInBaseUnits, unitsOfProducts } from './packaging/packaging.service.js';
