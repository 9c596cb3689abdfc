import { z } from 'zod';
import { pageQueryShape } from '../pagination.js';
import { uuidInput } from '../validation.js';

const categoryFields = {
  name: z
    .string({ error: (i) => (i.input === undefined ? 'Category name is required' : 'Category name must be a string') })
    .min(1, 'Category name is required')
    .max(100, 'Category name is too long'),
  description: z
    .string({ error: 'Description must be a string' })
    .max(1000, 'Description is too long')
    .nullable()
    .optional(),
  parentId: uuidInput({ error: 'Invalid parent category ID' }).nullable().optional(),
};

export const categoryCreateSchema = z.object(categoryFields).meta({ id: 'CategoryCreate' });
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

export const categoryUpdateSchema = z
  .object({ id: uuidInput(), ...categoryFields, name: categoryFields.name.optional() })
  .meta({ id: 'CategoryUpdate' });


export const categoryListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: z.string().max(100).optional().describe('Case-insensitive substring of the name'),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

export const categorySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    parentId: z.uuid().nullable(),
    createdBy: z.uuid().nullable(),
    updatedBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
