/** Category use cases. Names are unique (the database decides); a category in use cannot be deleted. */
import { foreignKeyViolation, uniqueViolation, type Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { ifMatching } from '../preconditions.js';
import { pageOf, pageResult } from '../pagination.js';
import * as repo from './categories.repository.js';
import type { Category, CategoryCreate, CategoryListQuery } from './categories.schema.js';

function toCategory(row: repo.CategoryRow): Category {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** DUPLICATE_ERROR for a taken name, VALIDATION_ERROR for an unknown parent; rethrows anything else. */
function categoryWriteError(error: unknown): never {
  if (uniqueViolation(error) !== undefined) throw AppError.duplicate();
  if (foreignKeyViolation(error)) throw AppError.validation('Invalid request data', { parentId: ['Invalid parent category ID'] });
  throw error;
}

/** Throws NOT_FOUND when no category has `id`. */
export async function getCategory(db: Db, id: string): Promise<Category> {
  const row = await repo.findCategoryById(db, id);
  if (!row) throw AppError.notFound('Category');
  return toCategory(row);
}

/** The ids among `ids` (lower-case UUIDs) that name an existing category, e.g. to check a bulk import's rows (decision 0017). */
export async function existingCategories(db: Db, ids: string[]): Promise<Set<string>> {
  return new Set(await repo.existingCategoryIds(db, [...new Set(ids)]));
}

/** Lists categories by name, one page of SPEC 4.2's paging (Page, pagination.ts). */
export async function listCategories(db: Db, query: CategoryListQuery) {
  const page = pageOf(query);
  const { rows, total } = await repo.listCategories(db, query.search || undefined, page);
  return pageResult(rows.map(toCategory), page, total);
}

/** Creates a category stamped with the actor. Throws DUPLICATE_ERROR or VALIDATION_ERROR (unknown parent). */
export async function createCategory(db: Db, input: CategoryCreate, actor: Actor): Promise<Category> {
  try {
    return toCategory(await repo.insertCategory(db, { ...input, createdBy: actor.id, updatedBy: actor.id }));
  } catch (error) {
    categoryWriteError(error);
  }
}

/** True when `ancestorId` is `id` or one of its ancestors (follows parent links; stops at a cycle already stored). */
async function isAncestorOrSelf(db: Db, ancestorId: string, id: string): Promise<boolean> {
  const seen = new Set<string>();
  for (let current: string | null | undefined = id; current && !seen.has(current); current = (await repo.findCategoryById(db, current))?.parentId) {
    if (current === ancestorId) return true;
    seen.add(current);
  }
  return false;
}

/**
 * Updates the given fields. Throws NOT_FOUND, DUPLICATE_ERROR, VALIDATION_ERROR
 * for an unknown parent, a category made its own parent, or a parent among its descendants (a cycle).
 */
export function updateCategory(db: Db, id: string, input: Partial<CategoryCreate>, actor: Actor, ifMatch?: string): Promise<Category> {
  const current = async (tx: Db) => {
    await repo.lockCategory(tx, id);
    return getCategory(tx, id);
  };
  return ifMatching(db, ifMatch, current, async (tx) => {
    if (input.parentId === id) throw AppError.validation('Invalid request data', { parentId: ['A category cannot be its own parent'] });
    if (input.parentId && (await isAncestorOrSelf(tx, id, input.parentId))) {
      throw AppError.validation('Invalid request data', { parentId: ['A category cannot be its own ancestor'] });
    }
    let row: repo.CategoryRow | undefined;
    try {
      row = await repo.updateCategory(tx, id, { ...input, updatedBy: actor.id });
    } catch (error) {
      categoryWriteError(error);
    }
    if (!row) throw AppError.notFound('Category');
    return toCategory(row);
  });
}

/**
 * Deletes a category. Throws NOT_FOUND, CONFLICT "Category still has products" when a
 * product (active or archived) uses it, CONFLICT "Category still has subcategories".
 */
export async function deleteCategory(db: Db, id: string): Promise<void> {
  let outcome: Awaited<ReturnType<typeof repo.deleteCategoryIfUnused>>;
  try {
    outcome = await repo.deleteCategoryIfUnused(db, id);
  } catch (error) {
    if (foreignKeyViolation(error)) throw new AppError('CONFLICT', 'Category still has subcategories');
    throw error;
  }
  if (outcome === undefined) throw AppError.notFound('Category');
  if (outcome === 'in-use') throw new AppError('CONFLICT', 'Category still has products');
}
