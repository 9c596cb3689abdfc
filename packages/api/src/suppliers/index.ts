export { requireActiveSupplier } from './suppliers.service.js';
