export { getSupplier, requireActiveSupplier } from './suppliers.service.js';
