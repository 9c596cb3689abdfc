/** What the server, CLI, seed and typed clients use from the API package. */
export { createAppRouter, type AppRouter, type RouterDeps } from './router.js';
export { createCallerFactory, fieldErrorsOf, trpcErrorOf, type AppDeps, type Context, type Logger, type Meta } from './trpc.js';
export { csvStream } from './csv.js';
export { datedFilename, isFileBody, type FileBody, type FileMeta, type FileType } from './files.js';
export { labelsPerPage, type DocumentPrinter, type Label, type LabelSize } from './printing/index.js';
export { AppError, type ErrorBody, type ErrorCode } from './errors.js';
export { gs1CheckDigit } from './gs1.js';
export { entityTag, tagOf } from './preconditions.js';
export type { IdempotencyKey } from './idempotency.js';
export { MAX_LIMIT, type Page } from './pagination.js';
export { LIST_VERSIONS, ListCache } from './list-cache/index.js';
export { currencyCode } from './validation.js';
export {
  API_KEY_PATTERN,
  apiKeyCreateSchema,
  apiKeyRollSchema,
  createApiKey,
  createTokenIssuer,
  liveApiKeyId,
  permissionRoles,
  revokeApiKey,
  rollApiKey,
  SessionCache,
  type Actor,
  type ApiKeySettings,
  type LoginThrottle,
  type Permission,
  type TokenIssuer,
} from './auth/index.js';
export { createUser, countUsers, findUserByEmail, toUser, userCreateSchema, type User, type UserCreate } from './users/index.js';
export { updateUser } from './users/user-admin.js';
export { createCategory } from './categories/index.js';
export { createProduct, importProducts, productCreateSchema, productUpdateSchema, type ProductFields } from './products/index.js';
export { createWarehouse, findWarehouse, type Warehouse } from './warehouses/index.js';
export { expireHolds, recordBulkMovements } from './inventory/index.js';
export { addSupplierProducts } from './replenishment/replenishment.service.js';
export { convertUnfixedReceipts } from './purchase-orders/index.js';
export { exchangeRateCreateSchema } from './exchange-rates/exchange-rates.schema.js';
export { pruneIdempotencyKeys } from './idempotency.js';
export { eventSchemas, numberEvents, pruneEvents, webhookEventRegistry, type Event, type EventType, type WebhookEvent, type WebhookEventType } from './events/index.js';
export { eventComponentName } from './events/event-types.js';
export { API_VERSION, API_VERSIONS, isApiVersion, versionOfRequest, type ApiVersion, type VersionOfRequest } from './versions.js';
export { dispatchEvents, REFUSED_WEBHOOK_URL, startWebhookWorker, type HostResolver, type Lane, type WebhookSettings, type WebhookWorker } from './webhooks/index.js';
