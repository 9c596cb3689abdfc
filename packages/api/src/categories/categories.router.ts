import { z } from 'zod';
import { envelope, ok } from '../envelope.js';
import { listEnvelope } from '../pagination.js';
import { can, router } from '../trpc.js';
import {
  categoryCreateSchema,
  categoryIdSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from './categories.schema.js';
import * as categories from './categories.service.js';

const tags = ['categories'];

export const categoriesRouter = router({
  list: can('categories:read')
    .meta({ openapi: { method: 'GET', path: '/categories', tags, summary: 'List categories', protect: true } })
    .input(categoryListQuerySchema)
    .output(listEnvelope(categorySchema))
    .query(({ ctx, input }) => categories.listCategories(ctx.db, input)),

  get: can('categories:read')
    .meta({ openapi: { method: 'GET', path: '/categories/{id}', tags, summary: 'Get a category', protect: true } })
    .input(categoryIdSchema)
    .output(envelope(categorySchema))
    .query(async ({ ctx, input }) => ok(await categories.getCategory(ctx.db, input.id))),

  create: can('categories:manage')
    .meta({ openapi: { method: 'POST', path: '/categories', tags, summary: 'Create a category', protect: true }, successStatus: 201 })
    .input(categoryCreateSchema)
    .output(envelope(categorySchema))
    .mutation(async ({ ctx, input }) => ok(await categories.createCategory(ctx.db, input, ctx.actor), 'Category created successfully')),

  update: can('categories:manage')
    .meta({ openapi: { method: 'PUT', path: '/categories/{id}', tags, summary: 'Update a category', protect: true } })
    .input(categoryUpdateSchema)
    .output(envelope(categorySchema))
    .mutation(async ({ ctx, input: { id, ...fields } }) =>
      ok(await categories.updateCategory(ctx.db, id, fields, ctx.actor), 'Category updated successfully'),
    ),

  /** DELETE /api/categories/{id}: 409 CONFLICT while products use it. */
  delete: can('categories:manage')
    .meta({ openapi: { method: 'DELETE', path: '/categories/{id}', tags, summary: 'Delete an unused category', protect: true } })
    .input(categoryIdSchema)
    .output(envelope(z.null()))
    .mutation(async ({ ctx, input }) => {
      await categories.deleteCategory(ctx.db, input.id);
      return ok(null, 'Category deleted');
    }),
});
