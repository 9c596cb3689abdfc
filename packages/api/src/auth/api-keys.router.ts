import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { apiKeyCreateSchema, apiKeyListQuerySchema, apiKeySchema, createdApiKeySchema } from './api-keys.schema.js';
import * as keys from './api-keys.service.js';

const path = '/api-keys';
const tags = ['api-keys'];

/** API keys for other systems (decision 0017), managed with api-keys:manage (admin). */
export const apiKeysRouter = router({
  list: can('api-keys:manage')
    .meta({ openapi: { method: 'GET', path, tags, summary: 'List API keys', description: 'Keys newest first, with their permissions, warehouse, expiry and last use; never the keys themselves. Revoked keys only with includeRevoked=true; paged.', protect: true } })
    .input(apiKeyListQuerySchema)
    .output(pageSchema(apiKeySchema))
    .query(({ ctx, input }) => keys.listApiKeys(ctx.db, input)),

  get: can('api-keys:manage')
    .meta({ openapi: { method: 'GET', path: `${path}/{id}`, tags, summary: 'Get an API key', description: 'One key, without the key itself.', protect: true } })
    .input(byIdInput)
    .output(output(apiKeySchema))
    .query(({ ctx, input }) => keys.getApiKey(ctx.db, input.id)),

  create: can('api-keys:manage')
    .meta({
      openapi: {
        method: 'POST',
        path,
        tags,
        summary: 'Create an API key',
        description:
          "Creates a key for another system: a bearer token (JWT) acting as the key's own service principal with the permissions given (a subset of the caller's: 403 otherwise), optionally bound to a warehouse and expiring. The key is in the response once and never again.",
        protect: true,
      },
      creates: true,
      successMessage: 'API key created: store it now, it is not shown again',
    })
    .input(apiKeyCreateSchema)
    .output(output(createdApiKeySchema))
    .mutation(({ ctx, input }) => keys.createApiKey(ctx.db, ctx.tokens, input, ctx.actor)),

  revoke: can('api-keys:manage')
    .meta({
      openapi: { method: 'DELETE', path: `${path}/{id}`, tags, summary: 'Revoke an API key', description: 'Revokes the key at once: its token is refused from the next request (within SESSION_CACHE_TTL_MS on other server processes). Revoking again changes nothing.', protect: true },
      successMessage: 'API key revoked',
    })
    .input(byIdInput)
    .output(output(apiKeySchema))
    .mutation(({ ctx, input }) => keys.revokeApiKey(ctx.db, ctx.sessions, input.id, ctx.actor)),
});
