export { requireActiveCustomer } from './customers.service.js';
