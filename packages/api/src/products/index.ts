export { applyReceiptCosts, createProduct, exportProducts, getProduct, importProducts, importProductsCsv, publishLayerCostChanges, restateCostPrices } from './products.service.js';
export * from './products.schema.js';
export { baseQuantityOf, inBaseUnits, measureInBaseUnits, unitsOfProducts, type EnteredQuantity, type UnitsOfProduct } from './packaging/packaging.service.js';
