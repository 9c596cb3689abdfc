export { createWarehouse, findWarehouse, requireActiveWarehouse, requireLocation } from './warehouses.service.js';
export { addressSchema, type Warehouse, type WarehouseCreate } from './warehouses.schema.js';
