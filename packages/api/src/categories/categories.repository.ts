import { categories, containsPattern, products, type Db, lockRow } from '@stockroom/db';
import { asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';

export type CategoryRow = typeof categories.$inferSelect;

export async function findCategoryById(db: Db, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** The ids among `ids` that name a category. */
export async function existingCategoryIds(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return rows.map((row) => row.id);
}

/** A page of categories by name, optionally filtered by a case-insensitive name substring, and the total. */
export async function listCategories(db: Db, search: string | undefined, page: { limit: number; offset: number }) {
  const where = search ? ilike(categories.name, containsPattern(search)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(categories).where(where).orderBy(asc(categories.name), asc(categories.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: Db, id: string, values: Partial<typeof categories.$inferInsert>): Promise<CategoryRow | undefined> {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  return row;
}

/** Deletes the category unless a product uses it; 'in-use' when one does, undefined when no category has `id`. */
export async function deleteCategoryIfUnused(db: Db, id: string): Promise<'deleted' | 'in-use' | undefined> {
  const rows = await db
    .delete(categories)
    .where(sql`${categories.id} = ${id} and not exists (select 1 from ${products} where ${products.categoryId} = ${id})`)
    .returning({ id: categories.id });
  if (rows.length) return 'deleted';
  return (await findCategoryById(db, id)) ? 'in-use' : undefined;
}

/** Locks the category's row until the transaction ends (see lockRow); false when there is none. */
export const lockCategory = (tx: Db, id: string): Promise<boolean> => lockRow(tx, categories, categories.id, id);
