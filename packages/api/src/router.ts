/** The root router: every module's procedures, listed explicitly (modules' index.ts files export services only). */
import { analyticsRouter } from './analytics/analytics.router.js';
import { assemblyOrdersRouter, billsOfMaterialsRouter } from './assemblies/assemblies.router.js';
import { authRouter } from './auth/auth.router.js';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { DocumentPrinter } from './printing/index.js';
import { categoriesRouter } from './categories/categories.router.js';
import { countsRouter } from './counts/counts.router.js';
import { customersRouter } from './customers/customers.router.js';
import { inventoryRouter } from './inventory/inventory.router.js';
import type { LevelListCache } from './inventory/reports/reports.levels.service.js';
import { pickFacesRouter } from './inventory/pick-faces/pick-faces.router.js';
import { putawayRouter } from './inventory/putaway/putaway.router.js';
import { tasksRouter } from './inventory/tasks/tasks.router.js';
import { wavesRouter } from './inventory/waves/waves.router.js';
import { landedCostsRouter } from './landed-costs/landed-costs.router.js';
import { lookupRouter } from './lookup/lookup.router.js';
import { productsRouter } from './products/products.router.js';
import type { ProductListCache } from './products/products.service.js';
import { purchaseOrdersRouter } from './purchase-orders/purchase-orders.router.js';
import { replenishmentRouter } from './replenishment/replenishment.router.js';
import { returnsRouter } from './returns/returns.router.js';
import { exchangeRatesRouter } from './exchange-rates/exchange-rates.router.js';
import { apiKeysRouter } from './auth/api-keys.router.js';
import type { ApiKeySettings } from './auth/api-keys.service.js';
import { eventsRouter } from './events/events.router.js';
import { salesOrdersRouter } from './sales-orders/sales-orders.router.js';
import { suppliersRouter } from './suppliers/suppliers.router.js';
import { usersRouter } from './users/users.router.js';
import { transfersRouter } from './transfers/transfers.router.js';
import { router } from './trpc.js';
import { warehousesRouter } from './warehouses/warehouses.router.js';
import type { WebhookSettings } from './webhooks/index.js';
import { webhooksRouter } from './webhooks/webhooks.router.js';

/** What some procedures need beyond the request's context: caches and counters that live as long as the server. */
export interface RouterDeps {
  /** The product list's cache (list-cache.ts). */
  productLists: ProductListCache;
  /** The stock list's cache (GET /api/inventory; list-cache.ts). */
  levelLists: LevelListCache;
  /** Failed sign-ins per account (auth/login-throttle.ts). */
  loginThrottle: LoginThrottle;
  /** How webhooks behave (the URL rules and the retry period), from the configuration. */
  webhooks: WebhookSettings;
  /** Lays out the printed documents as PDF (apps/server/src/documents; printing/). */
  printer: DocumentPrinter;
  /** How API keys are issued (their prefix and expiry), from the configuration. */
  apiKeys: ApiKeySettings;
}

/** The router of every procedure, over the server's per-database dependencies. */
export function createAppRouter(deps: RouterDeps) {
  return router({
    auth: authRouter(deps.loginThrottle),
    categories: categoriesRouter,
    products: productsRouter(deps.productLists, deps.printer),
    inventory: inventoryRouter(deps.levelLists),
    counts: countsRouter,
    transfers: transfersRouter,
    warehouses: warehousesRouter(deps.printer),
    suppliers: suppliersRouter,
    customers: customersRouter,
    replenishment: replenishmentRouter,
    purchaseOrders: purchaseOrdersRouter(deps.printer),
    salesOrders: salesOrdersRouter(deps.printer),
    returns: returnsRouter,
    exchangeRates: exchangeRatesRouter,
    landedCosts: landedCostsRouter,
    billsOfMaterials: billsOfMaterialsRouter,
    assemblyOrders: assemblyOrdersRouter,
    apiKeys: apiKeysRouter(deps.apiKeys),
    events: eventsRouter,
    webhooks: webhooksRouter(deps.webhooks),
    lookup: lookupRouter,
    users: usersRouter,
    analytics: analyticsRouter,
    tasks: tasksRouter,
    waves: wavesRouter(deps.printer),
    pickFaces: pickFacesRouter,
    putaway: putawayRouter,
  });
}

/** The type of the router, which typed clients (the desktop app) import. */
export type AppRouter = ReturnType<typeof createAppRouter>;
