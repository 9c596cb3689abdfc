import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { userCreateSchema, userListQuerySchema, userSchema, userUpdateSchema } from './users.schema.js';
import * as users from './users.service.js';

const tags = ['users'];

export const usersRouter = router({
  list: can('users:read')
    .meta({ openapi: { method: 'GET', path: '/users', tags, summary: 'List users', protect: true } })
    .input(userListQuerySchema)
    .output(pageSchema(userSchema))
    .query(({ ctx, input }) => users.listUsers(ctx.db, input)),

  get: can('users:read')
    .meta({ openapi: { method: 'GET', path: '/users/{id}', tags, summary: 'Get a user', protect: true } })
    .input(byIdInput)
    .output(output(userSchema))
    .query(({ ctx, input }) => users.getUser(ctx.db, input.id)),

  create: can('users:create')
    .meta({ openapi: { method: 'POST', path: '/users', tags, summary: 'Create a user', protect: true }, creates: true, successMessage: 'User created successfully' })
    .input(userCreateSchema)
    .output(output(userSchema))
    .mutation(({ ctx, input }) => users.createUser(ctx.db, input, ctx.actor.id)),

  /** PUT /api/users/{id}: 409 CONFLICT when an admin would deactivate or demote themselves or the last active admin. */
  update: can('users:update')
    .meta({ openapi: { method: 'PUT', path: '/users/{id}', tags, summary: 'Update a user', protect: true }, successMessage: 'User updated successfully' })
    .input(userUpdateSchema)
    .output(output(userSchema))
    .mutation(({ ctx, input: { id, ...fields } }) => users.updateUser(ctx.db, ctx.sessions, id, fields, ctx.actor, ctx.ifMatch)),

  /** DELETE /api/users/{id}: deactivates, never removes. */
  deactivate: can('users:delete')
    .meta({ openapi: { method: 'DELETE', path: '/users/{id}', tags, summary: 'Deactivate a user', protect: true }, successMessage: 'User deactivated' })
    .input(byIdInput)
    .output(output(userSchema))
    .mutation(({ ctx, input }) => users.deactivateUser(ctx.db, ctx.sessions, input.id, ctx.actor)),
});
