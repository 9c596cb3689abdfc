/** The root router: every module's procedures, listed explicitly. */
import { analyticsRouter } from './analytics/index.js';
import { authRouter } from './auth/index.js';
import { categoriesRouter } from './categories/index.js';
import { customersRouter } from './customers/index.js';
import { inventoryRouter, transfersRouter } from './inventory/index.js';
import { productsRouter } from './products/index.js';
import { purchaseOrdersRouter } from './purchase-orders/index.js';
import { salesOrdersRouter } from './sales-orders/index.js';
import { suppliersRouter } from './suppliers/index.js';
import { router } from './trpc.js';
import { warehousesRouter } from './warehouses/index.js';

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
  analytics: analyticsRouter,
});

export type AppRouter = typeof appRouter;
