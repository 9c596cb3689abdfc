export { customersRouter } from './customers.router.js';
export { requireActiveCustomer } from './customers.service.js';
