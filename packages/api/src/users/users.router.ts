import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import { userCreateSchema, userListItemSchema, userListQuerySchema, userSchema, userUpdateSchema } from './users.schema.js';
import * as users from './users.service.js';
import { deactivateUser, updateUser } from './user-admin.js';

const tags = ['users'];

export const usersRouter = router({
  list: can('users:read')
    .meta({ openapi: { method: 'GET', path: '/users', tags, summary: 'List users', description: 'Users by name with role, warehouse binding and last login; paged.', protect: true } })
    .input(userListQuerySchema)
    .output(pageSchema(userListItemSchema))
    .query(({ ctx, input }) => users.listUsers(ctx.db, input)),

  get: can('users:read')
    .meta({ openapi: { method: 'GET', path: '/users/{id}', tags, summary: 'Get a user', description: 'One user with role, permissions and warehouse binding.', protect: true } })
    .input(byIdInput)
    .output(output(userSchema))
    .query(({ ctx, input }) => users.getUser(ctx.db, input.id)),

  create: can('users:create')
    .meta({ openapi: { method: 'POST', path: '/users', tags, summary: 'Create a user', description: 'Creates a user with a role and optionally a warehouse binding; e-mails are unique in any case.', protect: true }, errors: ['DUPLICATE_ERROR'], creates: true, successMessage: 'User created successfully' })
    .input(userCreateSchema)
    .output(output(userSchema))
    .mutation(idempotently(({ ctx, input }) => users.createUser(ctx.db, input, ctx.actor.id))),

  /** PUT /api/users/{id}: CONFLICT when an admin would deactivate or demote themselves or the last active admin. */
  update: can('users:update')
    .meta({ openapi: { method: 'PUT', path: '/users/{id}', tags, summary: 'Update a user', description: 'Changes name, e-mail, role, warehouse, password or active flag; role, warehouse, password and deactivation revoke the user\'s tokens. The last active admin cannot be demoted (409). Honours If-Match.', protect: true }, errors: ['DUPLICATE_ERROR', 'CONFLICT'], successMessage: 'User updated successfully' })
    .input(userUpdateSchema)
    .output(output(userSchema))
    .mutation(idempotently(({ ctx, input: { id, ...fields } }) => updateUser(ctx.db, ctx.sessions, id, fields, ctx.actor, ctx.ifMatch))),

  /** DELETE /api/users/{id}: deactivates, never removes. */
  deactivate: can('users:delete')
    .meta({ openapi: { method: 'DELETE', path: '/users/{id}', tags, summary: 'Deactivate a user', description: 'Deactivates a user and revokes its tokens; nobody can deactivate themselves or the last active admin (409).', protect: true }, errors: ['CONFLICT'], successMessage: 'User deactivated' })
    .input(byIdInput)
    .output(output(userSchema))
    .mutation(idempotently(({ ctx, input }) => deactivateUser(ctx.db, ctx.sessions, input.id, ctx.actor))),
});
