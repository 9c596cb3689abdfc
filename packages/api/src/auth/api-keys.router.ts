import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { apiKeyCreateSchema, apiKeyListQuerySchema, apiKeyRollSchema, apiKeySchema, createdApiKeySchema } from './api-keys.schema.js';
import * as keys from './api-keys.service.js';

const path = '/api-keys';

const tags = ['api-keys'];

/** API keys for other systems (decision 0017), managed with api-keys:manage (admin); `settings` say how keys are issued (prefix, expiry). */
export const apiKeysRouter = (settings: keys.ApiKeySettings) =>
  router({
    list: can('api-keys:manage')
      .meta({ openapi: { method: 'GET', path, tags, summary: 'List API keys', description: 'Keys newest first, with their hint (`sr_live_…abcd`), permissions, warehouse, expiry and last use; never the keys themselves. Revoked keys only with includeRevoked=true; paged.', protect: true } })
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
            "Creates a key for another system: `sr_live_…` (`sr_test_…` from a server not in production), a bearer token acting as the key's own service principal with the permissions given (a subset of the caller's: 403 otherwise), optionally bound to a warehouse. It expires at expiresAt, after expiresInDays, or by default after API_KEY_EXPIRY_DAYS (365), at most API_KEY_MAX_EXPIRY_DAYS (730) ahead. The key is in the response once and never again: the server keeps only its SHA-256.",
          protect: true,
        },
        creates: true,
        successMessage: 'API key created: store it now, it is not shown again',
      })
      .input(apiKeyCreateSchema)
      .output(output(createdApiKeySchema))
      .mutation(idempotently(({ ctx, input }) => keys.createApiKey(ctx.db, settings, input, ctx.actor))),

    roll: can('api-keys:manage')
      .meta({
        openapi: {
          method: 'POST',
          path: `${path}/{id}/roll`,
          tags,
          summary: 'Roll an API key',
          description:
            'Gives the key a new secret, in the response once, with the same id, principal, permissions and warehouse, expiring at expiresAt, after expiresInDays or after API_KEY_EXPIRY_DAYS (an expired key is renewed so). The replaced secret works expireOldInHours more (default 0: refused from the next request; within SESSION_CACHE_TTL_MS on other server processes). A revoked key is 409 INVALID_STATE. ',
          protect: true,
        },
        errors: ['INVALID_STATE'],
        successMessage: 'API key rolled: store the new key now, it is not shown again',
      })
      .input(apiKeyRollSchema)
      .output(output(createdApiKeySchema))
      .mutation(idempotently(({ ctx, input }) => keys.rollApiKey(ctx.db, ctx.sessions, settings, input))),

    revoke: can('api-keys:manage')
      .meta({
        openapi: {
          method: 'DELETE',
          path: `${path}/{id}`,
          tags,
          summary: 'Revoke an API key',
          description: 'Revokes the key at once: its secrets are refused from the next request (within SESSION_CACHE_TTL_MS on other server processes). Revoking again changes nothing.',
          protect: true,
        },
        successMessage: 'API key revoked',
      })
      .input(byIdInput)
      .output(output(apiKeySchema))
      .mutation(idempotently(({ ctx, input }) => keys.revokeApiKey(ctx.db, ctx.sessions, input.id, ctx.actor))),
  });
