export { productsRouter } from './products.router.js';
export { createProduct, getProduct } from './products.service.js';
export * from './products.schema.js';
