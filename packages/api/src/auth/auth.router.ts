import { z } from 'zod';
import { authedProcedure, publicProcedure, router } from '../trpc.js';
import { noInput } from '../validation.js';
import { output } from '../output.js';
import { changePassword, passwordChangeSchema } from '../users/index.js';
import { loginInputSchema, meSchema, sessionSchema } from './auth.schema.js';
import { login } from './auth.service.js';

export const authRouter = router({
  /** POST /api/auth/login: `{email, password}` → 200 session; 401 UNAUTHORIZED on wrong credentials or inactive user. */
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/auth/login', tags: ['auth'], summary: 'Sign in and get an access token', protect: false }, bodyLimit: 4096 })
    .input(loginInputSchema)
    .output(output(sessionSchema))
    .mutation(({ ctx, input }) => login(ctx.db, ctx.tokens, input.email, input.password)),

  /** GET /api/auth/me: the caller with derived permissions. */
  me: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/auth/me', tags: ['auth'], summary: 'The authenticated user', protect: true } })
    .input(noInput)
    .output(output(meSchema))
    .query(({ ctx }) => ctx.actor),

  /** PUT /api/auth/password: change one's own password (current password required). */
  changePassword: authedProcedure
    .meta({ openapi: { method: 'PUT', path: '/auth/password', tags: ['auth'], summary: 'Change your password', protect: true }, successMessage: 'Password changed' })
    .input(passwordChangeSchema)
    .output(output(z.null()))
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, ctx.sessions, ctx.actor.id, input.currentPassword, input.newPassword);
      return null;
    }),
});
