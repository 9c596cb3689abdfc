export { applyLandedCosts, applyReceiptCosts, createProduct, getProduct, importProducts, lockProductCosts, publishCostChanges, restateCostPrices } from './products.service.js';
export { exportProducts, importProductsCsv } from './products.csv.js';
export * from './products.schema.js';
export { baseQuantityOf, inBaseUnits, measureInBaseUnits, unitsOfProducts, type EnteredQuantity, type UnitsOfProduct } from './packaging/packaging.service.js';
