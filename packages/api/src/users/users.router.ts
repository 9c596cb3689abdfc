import { z } from 'zod';
import { envelope, ok } from '../envelope.js';
import { listEnvelope } from '../pagination.js';
import { can, router } from '../trpc.js';
import { uuidInput } from '../validation.js';
import { userCreateSchema, userListQuerySchema, userSchema, userUpdateSchema } from './users.schema.js';
import * as users from './users.service.js';

const tags = ['users'];
const byId = z.object({ id: uuidInput() });

export const usersRouter = router({
  list: can('users:read')
    .meta({ openapi: { method: 'GET', path: '/users', tags, summary: 'List users', protect: true } })
    .input(userListQuerySchema)
    .output(listEnvelope(userSchema))
    .query(({ ctx, input }) => users.listUsers(ctx.db, input)),

  get: can('users:read')
    .meta({ openapi: { method: 'GET', path: '/users/{id}', tags, summary: 'Get a user', protect: true } })
    .input(byId)
    .output(envelope(userSchema))
    .query(async ({ ctx, input }) => ok(await users.getUser(ctx.db, input.id))),

  create: can('users:create')
    .meta({ openapi: { method: 'POST', path: '/users', tags, summary: 'Create a user', protect: true }, successStatus: 201 })
    .input(userCreateSchema)
    .output(envelope(userSchema))
    .mutation(async ({ ctx, input }) => ok(await users.createUser(ctx.db, input, ctx.actor.id), 'User created successfully')),

  /** PUT /api/users/{id}: 409 CONFLICT when an admin would deactivate or demote themselves or the last active admin. */
  update: can('users:update')
    .meta({ openapi: { method: 'PUT', path: '/users/{id}', tags, summary: 'Update a user', protect: true } })
    .input(userUpdateSchema)
    .output(envelope(userSchema))
    .mutation(async ({ ctx, input: { id, ...fields } }) => ok(await users.updateUser(ctx.db, ctx.sessions, id, fields, ctx.actor), 'User updated successfully')),

  /** DELETE /api/users/{id}: deactivates, never removes. */
  deactivate: can('users:delete')
    .meta({ openapi: { method: 'DELETE', path: '/users/{id}', tags, summary: 'Deactivate a user', protect: true } })
    .input(byId)
    .output(envelope(userSchema))
    .mutation(async ({ ctx, input }) => ok(await users.deactivateUser(ctx.db, ctx.sessions, input.id, ctx.actor), 'User deactivated')),
});
