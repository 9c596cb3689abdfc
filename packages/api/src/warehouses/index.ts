export { createWarehouse, findLocationId, findWarehouse, isPickableLocation, requireActiveWarehouse, requireLocation } from './warehouses.service.js';
export { addressSchema, type Location, type Warehouse, type WarehouseCreate } from './warehouses.schema.js';
