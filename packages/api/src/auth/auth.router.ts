import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../trpc.js';
import { noInput } from '../validation.js';
import { output } from '../output.js';
import { passwordChangeSchema } from '../users/index.js';
import { loginInputSchema, meSchema, sessionSchema, settingsSchema } from './auth.schema.js';
import { changePassword, login } from './auth.service.js';
import type { LoginThrottle } from './login-throttle.js';

/** The auth procedures; sign-ins are throttled per account by `throttle`. */
export const authRouter = (throttle: LoginThrottle) =>
  router({
    /** POST /api/auth/login: `{email, password}` → the session; UNAUTHORIZED on wrong credentials or an inactive user; RATE_LIMIT_EXCEEDED after too many failures for the account. */
    login: publicProcedure
      .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in and get an access token', description: 'Exchanges an e-mail (any case) and password for a bearer token valid JWT_TTL seconds. Wrong credentials and inactive users get the same 401; after too many failures for one account, 429 with Retry-After.', protect: false }, errors: ['UNAUTHORIZED'], bodyLimit: 4096 })
      .input(loginInputSchema)
      .output(output(sessionSchema))
      .mutation(({ ctx, input }) => login(ctx.db, ctx.tokens, throttle, input.email, input.password)),

    /** GET /api/auth/me: the caller with derived permissions. */
    me: authedProcedure
      .meta({ openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The authenticated user', description: 'The caller as the token names it, with the permissions its role grants (an API key: its own, under the key\'s name) and the warehouse it is bound to, if any.', protect: true } })
      .input(noInput)
      .output(output(meSchema))
      .query(({ ctx: { actor } }) => ({ id: actor.id, email: actor.email, name: actor.name, role: actor.role, isActive: actor.isActive, warehouseId: actor.warehouseId, permissions: actor.permissions })),

    /** GET /api/auth/settings: `{baseCurrency, costingMethod}`, the server's settings a client shows amounts and new products by (decision 0019); any signed-in caller. */
    settings: authedProcedure
      .meta({ openapi: { method: 'GET', path: '/auth/settings', tags: ['auth'], summary: "The server's settings", description: 'What a client needs to show amounts: the base currency (BASE_CURRENCY) prices, sales orders and reports are in (purchase orders carry their own currency); and the costing method of products created without one (COSTING_METHOD).', protect: true } })
      .input(noInput)
      .output(output(settingsSchema))
      .query(({ ctx }) => ({ baseCurrency: ctx.baseCurrency, costingMethod: ctx.costingMethod })),

    /** PUT /api/auth/password: change one's own password (current password required). */
    changePassword: authedProcedure
      .meta({ openapi: { method: 'PUT', path: '/auth/password', tags: ['auth'], summary: 'Change your password', description: 'Sets a new password (at least 12 characters) after checking the current one; revokes every token the user holds.', protect: true }, successMessage: 'Password changed', idempotencyKey: false })
      .input(passwordChangeSchema)
      .output(output(z.null()))
      .mutation(async ({ ctx, input }) => {
        await changePassword(ctx.db, ctx.sessions, ctx.actor.id, input.currentPassword, input.newPassword);
        return null;
      }),
  });
