export { createCategory, existingCategories } from './categories.service.js';
