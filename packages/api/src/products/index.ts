export { applyReceiptCosts, createProduct, exportProducts, getProduct, importProducts, importProductsCsv, restateCostPrices } from './products.service.js';
export * from './products.schema.js';
export { baseQuantityOf, measureInBaseUnits, unitsOfProducts, type UnitQuantity, type UnitsOfProduct } from './packaging/packaging.service.js';
