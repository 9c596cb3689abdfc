export { categoriesRouter } from './categories.router.js';
export { createCategory } from './categories.service.js';
