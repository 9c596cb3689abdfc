export { kitsOf } from './assemblies.bills.service.js';
