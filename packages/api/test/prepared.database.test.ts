/**
 * The statement layer (packages/api prepared.ts) on a real database. It runs a query Drizzle built
 * once on any handle through Drizzle's session internals (`_.session.prepareQuery` and the
 * prepared query's fields), so drizzle-orm is pinned to one version and these tests pin what the
 * layer needs of it: rows mapped as Drizzle maps them (column names to fields, timestamps to Dates,
 * a left join's missing side to null), a statement run inside a transaction seeing that
 * transaction's writes, and inserts returning per row.
 */
import { readFile } from 'node:fs/promises';
import { categories, warehouses, type Db } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { insertRows, statement } from '../src/prepared.js';
import { createTestDatabase } from '../../../apps/server/test/support/app.js';

const database = await createTestDatabase();
afterAll(() => database.close());
const db = database.db;

const parent = alias(categories, 'parent');

/** A category and its parent's name (null without a parent), by id: a left join through the layer. */
const categoryWithParent = (handle: Db, id: string) =>
  statement(
    handle,
    'test.categoryWithParent',
    (db) =>
      db
        .select({ id: categories.id, name: categories.name, createdAt: categories.createdAt, parent: { name: parent.name } })
        .from(categories)
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(eq(categories.id, sql.placeholder('id'))),
    { id },
  );

describe('the statement layer', () => {
  it('is built against the drizzle-orm version the project pins', async () => {
    const pinned = JSON.parse(await readFile(new URL('../../db/package.json', import.meta.url), 'utf8')).dependencies['drizzle-orm'];
    const installed = JSON.parse(await readFile(new URL('../../../node_modules/drizzle-orm/package.json', import.meta.url), 'utf8')).version;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
  });

  it('maps rows as Drizzle does: fields by name, timestamps as Dates, a missing joined side as null', async () => {
    const [tools] = (await insertRows(db, 'test.category', categories, [{ name: 'Tools' }], (insert) => insert.returning({ id: categories.id }))).flat();
    const [child] = (await insertRows(db, 'test.category', categories, [{ name: 'Hammers', parentId: tools!.id }], (insert) => insert.returning({ id: categories.id }))).flat();
    const [withParent] = await categoryWithParent(db, child!.id);
    expect(withParent).toEqual({ id: child!.id, name: 'Hammers', createdAt: expect.any(Date), parent: { name: 'Tools' } });
    const [orphan] = await categoryWithParent(db, tools!.id);
    expect(orphan).toEqual({ id: tools!.id, name: 'Tools', createdAt: expect.any(Date), parent: null });
  });

  it('runs on a transaction: the statement sees the rows the transaction wrote, and nothing stays after a rollback', async () => {
    const code = `PREP-${Date.now()}`;
    const byCode = (handle: Db) =>
      statement(handle, 'test.warehouseByCode', (db) => db.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.code, sql.placeholder('code'))), { code });
    const rollback = new Error('roll back');
    const seen = await db
      .transaction(async (tx) => {
        await insertRows(tx, 'test.warehouse', warehouses, [{ code, name: 'Prepared', address: { line1: '1 Road', city: 'Berlin', country: 'DE' } }], (insert) => insert.returning({ id: warehouses.id }));
        expect(await byCode(tx)).toEqual([{ code }]);
        throw rollback;
      })
      .catch((error: unknown) => error);
    expect(seen).toBe(rollback);
    expect(await byCode(db)).toEqual([]);
  });

  it('inserts several rows in one call, each returning its own', async () => {
    const rows = await insertRows(db, 'test.categoryNames', categories, [{ name: 'A' }, { name: 'B', description: 'second' }], (insert) =>
      insert.returning({ name: categories.name, description: categories.description }),
    );
    expect(rows).toEqual([[{ name: 'A', description: null }], [{ name: 'B', description: 'second' }]]);
  });
});
