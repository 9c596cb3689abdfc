/** The root router: every module's procedures, listed explicitly (modules' index.ts files export services only). */
import { analyticsRouter } from './analytics/analytics.router.js';
import { authRouter } from './auth/auth.router.js';
import { categoriesRouter } from './categories/categories.router.js';
import { customersRouter } from './customers/customers.router.js';
import { inventoryRouter, transfersRouter } from './inventory/inventory.router.js';
import { productsRouter } from './products/products.router.js';
import { purchaseOrdersRouter } from './purchase-orders/purchase-orders.router.js';
import { salesOrdersRouter } from './sales-orders/sales-orders.router.js';
import { suppliersRouter } from './suppliers/suppliers.router.js';
import { usersRouter } from './users/users.router.js';
import { router } from './trpc.js';
import { warehousesRouter } from './warehouses/warehouses.router.js';

export const appRouter = router({
  auth: authRouter,
  categories: categoriesRouter,
  products: productsRouter,
  inventory: inventoryRouter,
  // Before warehouses: trpc-to-openapi matches paths in this order, and /warehouse/transfers must win over /warehouse/{id}.
  transfers: transfersRouter,
  warehouses: warehousesRouter,
  suppliers: suppliersRouter,
  customers: customersRouter,
  purchaseOrders: purchaseOrdersRouter,
  salesOrders: salesOrdersRouter,
  users: usersRouter,
  analytics: analyticsRouter,
});

export type AppRouter = typeof appRouter;
