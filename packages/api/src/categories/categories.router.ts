import { z } from 'zod';
import { idempotently } from '../idempotency.js';
import { output } from '../output.js';
import { pageSchema } from '../pagination.js';
import { can, router } from '../trpc.js';
import { byIdInput } from '../validation.js';
import {
  categoryCreateSchema,
  categoryListQuerySchema,
  categorySchema,
  categoryUpdateSchema,
} from './categories.schema.js';
import * as categories from './categories.service.js';

const tags = ['categories'];

export const categoriesRouter = router({
  list: can('categories:read')
    .meta({ openapi: { method: 'GET', path: '/categories', tags, summary: 'List categories', description: 'Categories by name, filtered by a search over the name; paged.', protect: true } })
    .input(categoryListQuerySchema)
    .output(pageSchema(categorySchema))
    .query(({ ctx, input }) => categories.listCategories(ctx.db, input)),

  get: can('categories:read')
    .meta({ openapi: { method: 'GET', path: '/categories/{id}', tags, summary: 'Get a category', description: 'One category with the id of its parent, if any.', protect: true } })
    .input(byIdInput)
    .output(output(categorySchema))
    .query(({ ctx, input }) => categories.getCategory(ctx.db, input.id)),

  create: can('categories:manage')
    .meta({ openapi: { method: 'POST', path: '/categories', tags, summary: 'Create a category', description: 'Creates a category, optionally under a parent; names are unique (409 DUPLICATE_ERROR).', protect: true }, errors: ['DUPLICATE_ERROR'], creates: true, successMessage: 'Category created successfully' })
    .input(categoryCreateSchema)
    .output(output(categorySchema))
    .mutation(idempotently(({ ctx, input }) => categories.createCategory(ctx.db, input, ctx.actor))),

  update: can('categories:manage')
    .meta({ openapi: { method: 'PUT', path: '/categories/{id}', tags, summary: 'Update a category', description: 'Renames, describes or re-parents a category; a category cannot be its own parent. Honours If-Match.', protect: true }, errors: ['DUPLICATE_ERROR', 'CONFLICT'], successMessage: 'Category updated successfully' })
    .input(categoryUpdateSchema)
    .output(output(categorySchema))
    .mutation(idempotently(({ ctx, input: { id, ...fields } }) =>
      categories.updateCategory(ctx.db, id, fields, ctx.actor, ctx.ifMatch),
    )),

  /** DELETE /api/categories/{id}: CONFLICT while products use it. */
  delete: can('categories:manage')
    .meta({ openapi: { method: 'DELETE', path: '/categories/{id}', tags, summary: 'Delete an unused category', description: 'Deletes a category that nothing uses (409 CONFLICT otherwise).', protect: true }, errors: ['CONFLICT'], successMessage: 'Category deleted' })
    .input(byIdInput)
    .output(output(z.null()))
    .mutation(idempotently(async ({ ctx, input }) => {
      await categories.deleteCategory(ctx.db, input.id);
      return null;
    })),
});
