export { createCategory } from './categories.service.js';
