/** What the server, CLI, seed and typed clients use from the API package. */
export { createAppRouter, type AppRouter, type RouterDeps } from './router.js';
export { authorize, createCallerFactory, fieldErrorsOf, trpcErrorOf, type AppDeps, type Context, type Logger, type Meta } from './trpc.js';
export { csvStream, importQuerySchema } from './csv.js';
export { AppError, type ErrorBody, type ErrorCode } from './errors.js';
export { entityTag, tagOf } from './preconditions.js';
export type { IdempotencyKey } from './idempotency.js';
export { MAX_LIMIT, type Page } from './pagination.js';
export { ListCache } from './list-cache.js';
export { currencyCode } from './validation.js';
export { apiKeyCreateSchema, createApiKey, createTokenIssuer, liveApiKeyId, permissionRoles, revokeApiKey, SessionCache, type Actor, type LoginThrottle, type Permission, type TokenIssuer } from './auth/index.js';
export { createUser, countUsers, findUserByEmail, toUser, userCreateSchema, type User, type UserCreate } from './users/index.js';
export { updateUser } from './users/user-admin.js';
export { createCategory } from './categories/index.js';
export {
  createProduct,
  exportProducts,
  importProducts,
  importProductsCsv,
  productCreateSchema,
  productExportQuerySchema,
  productImportResultSchema,
  productUpdateSchema,
  type ProductFields,
} from './products/index.js';
export { createWarehouse, findWarehouse, type Warehouse } from './warehouses/index.js';
export { exportLevels, importInventoryCsv, inventoryImportResultSchema, levelExportQuerySchema, recordBulkMovements } from './inventory/index.js';
export { convertUnfixedReceipts } from './purchase-orders/index.js';
export { pickListQuerySchema } from './sales-orders/index.js';
export { exchangeRateCreateSchema } from './exchange-rates/exchange-rates.schema.js';
export { pruneIdempotencyKeys } from './idempotency.js';
export { numberEvents, pruneEvents } from './events/index.js';
export { REFUSED_WEBHOOK_URL, startWebhookWorker, type HostResolver, type WebhookSettings, type WebhookWorker } from './webhooks/index.js';
