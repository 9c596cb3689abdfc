export { suppliersRouter } from './suppliers.router.js';
export { requireActiveSupplier } from './suppliers.service.js';
