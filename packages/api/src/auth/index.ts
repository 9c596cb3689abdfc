export { authenticate } from './authenticate.js';
export type { Actor } from './identity.js';
export { hasPermission, permissionRoles, permissionsOf, type Permission } from './permissions.js';
export { SessionCache } from './sessions.js';
export { createTokenIssuer, type TokenIssuer, type TokenSubject } from './tokens.js';
export { assertWarehouseAccess, visibleWarehouse } from './warehouse-scope.js';
export type { LoginThrottle } from './login-throttle.js';
export { createApiKey, liveApiKeyId, revokeApiKey, revokeApiKeysOfCreator } from './api-keys.service.js';
export { apiKeyCreateSchema } from './api-keys.schema.js';
