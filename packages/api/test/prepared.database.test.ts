/**
 * The statement layer (packages/api prepared.ts, packages/db routing.ts) on a real database. A
 * statement is built once with Drizzle's `.prepare()` on a routing handle whose client passes each
 * query on to the handle it runs on, so drizzle-orm is pinned to one version and these tests pin
 * what the layer needs of it: rows mapped as Drizzle maps them (column names to fields, timestamps
 * to Dates, a left join's missing side to null), a statement run inside a transaction or a
 * savepoint seeing that transaction's writes, transactions opened at once each on its own
 * connection, another database's handle served by the same statement, a statement per shape, and
 * inserts returning per row.
 */
import { readFile } from 'node:fs/promises';
import { categories, warehouses } from '@stockroom/db';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { insertStatement, statement } from '../src/prepared.js';
import { createTestDatabase } from '../../../apps/server/test/support/app.js';

const [database, other] = await Promise.all([createTestDatabase(), createTestDatabase()]);
afterAll(() => Promise.all([database.close(), other.close()]));
const db = database.db;

const parent = alias(categories, 'parent');

/** A category and its parent's name (null without a parent), by id: a left join through the layer. */
const categoryWithParent = statement((db) =>
  db
    .select({ id: categories.id, name: categories.name, createdAt: categories.createdAt, parent: { name: parent.name } })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(eq(categories.id, sql.placeholder('id'))),
);
const insertCategory = insertStatement(categories, (insert) => insert.returning({ id: categories.id, name: categories.name, description: categories.description }));
const insertWarehouse = insertStatement(warehouses, (insert) => insert.returning({ id: warehouses.id }));
const warehouseByCode = statement((db) => db.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.code, sql.placeholder('code'))));
/** Category names, ordered one way or the other: the order is the statement's shape. */
const categoryNames = statement((db, order: 'asc' | 'desc') =>
  db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.description, sql.placeholder('description')))
    .orderBy(sql`${categories.name} ${order === 'asc' ? sql`asc` : sql`desc`}`),
);

const address = { line1: '1 Road', city: 'Berlin', country: 'DE' };
const uniqueCode = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe('the statement layer', () => {
  it('is built against the drizzle-orm version the project pins', async () => {
    const pinned = JSON.parse(await readFile(new URL('../../db/package.json', import.meta.url), 'utf8')).dependencies['drizzle-orm'];
    const installed = JSON.parse(await readFile(new URL('../../../node_modules/drizzle-orm/package.json', import.meta.url), 'utf8')).version;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
  });

  it('maps rows as Drizzle does: fields by name, timestamps as Dates, a missing joined side as null', async () => {
    const [tools] = (await insertCategory.run(db, [{ name: 'Tools' }])).flat();
    const [child] = (await insertCategory.run(db, [{ name: 'Hammers', parentId: tools!.id }])).flat();
    const [withParent] = await categoryWithParent.run(db, { id: child!.id });
    expect(withParent).toEqual({ id: child!.id, name: 'Hammers', createdAt: expect.any(Date), parent: { name: 'Tools' } });
    const [orphan] = await categoryWithParent.run(db, { id: tools!.id });
    expect(orphan).toEqual({ id: tools!.id, name: 'Tools', createdAt: expect.any(Date), parent: null });
  });

  it('runs on a transaction: the statement sees the rows the transaction wrote, and nothing stays after a rollback', async () => {
    const code = uniqueCode('PREP');
    const rollback = new Error('roll back');
    const seen = await db
      .transaction(async (tx) => {
        await insertWarehouse.run(tx, [{ code, name: 'Prepared', address }]);
        expect(await warehouseByCode.run(tx, { code })).toEqual([{ code }]);
        throw rollback;
      })
      .catch((error: unknown) => error);
    expect(seen).toBe(rollback);
    expect(await warehouseByCode.run(db, { code })).toEqual([]);
  });

  it('runs on a savepoint: a nested transaction rolled back takes its rows, its parent keeps its own', async () => {
    const [kept, dropped] = [uniqueCode('KEPT'), uniqueCode('DROP')];
    await db.transaction(async (tx) => {
      await insertWarehouse.run(tx, [{ code: kept, name: 'Kept', address }]);
      await tx
        .transaction(async (nested) => {
          await insertWarehouse.run(nested, [{ code: dropped, name: 'Dropped', address }]);
          expect(await warehouseByCode.run(nested, { code: kept })).toEqual([{ code: kept }]);
          throw new Error('roll back the savepoint');
        })
        .catch(() => {});
      expect(await warehouseByCode.run(tx, { code: dropped })).toEqual([]);
    });
    expect(await warehouseByCode.run(db, { code: kept })).toEqual([{ code: kept }]);
    expect(await warehouseByCode.run(db, { code: dropped })).toEqual([]);
  });

  it('runs a statement on the database it is given, whichever database ran it first', async () => {
    const code = uniqueCode('OTHER');
    await insertWarehouse.run(other.db, [{ code, name: 'Other', address }]);
    expect(await warehouseByCode.run(other.db, { code })).toEqual([{ code }]);
    expect(await warehouseByCode.run(db, { code })).toEqual([]);
  });

  it('builds a statement per shape: each shape runs its own SQL', async () => {
    const description = uniqueCode('ORDER');
    await insertCategory.run(db, [
      { name: 'Alpha', description },
      { name: 'Beta', description },
    ]);
    expect(await categoryNames.run(db, { description }, 'asc')).toEqual([{ name: 'Alpha' }, { name: 'Beta' }]);
    expect(await categoryNames.run(db, { description }, 'desc')).toEqual([{ name: 'Beta' }, { name: 'Alpha' }]);
    expect(await categoryNames.run(db, { description }, 'asc')).toEqual([{ name: 'Alpha' }, { name: 'Beta' }]);
  });

  it('inserts rows of different columns in one call, each returning its own', async () => {
    const rows = await insertCategory.run(db, [{ name: 'A' }, { name: 'B', description: 'second' }]);
    expect(rows.map(([row]) => ({ name: row!.name, description: row!.description }))).toEqual([
      { name: 'A', description: null },
      { name: 'B', description: 'second' },
    ]);
  });

  // PGlite runs one transaction at a time: the transactions below could not all be open at once.
  it.skipIf(database.engine === 'pglite')('runs each of several transactions open at once on its own connection: each sees its own row only', async () => {
    const codes = Array.from({ length: 4 }, () => uniqueCode('TX'));
    /** Resolves once all the transactions have called it: none commits before all have read. */
    const barrier = () => {
      let arrived = 0;
      let release = () => {};
      const all = new Promise<void>((resolve) => (release = resolve));
      return () => {
        if (++arrived === codes.length) release();
        return all;
      };
    };
    const [inserted, read] = [barrier(), barrier()];
    const seen = await Promise.all(
      codes.map((code) =>
        db.transaction(async (tx) => {
          await insertWarehouse.run(tx, [{ code, name: code, address }]);
          await inserted();
          const found = await Promise.all(codes.map(async (other) => (await warehouseByCode.run(tx, { code: other })).length));
          await read();
          return found;
        }),
      ),
    );
    expect(seen).toEqual(codes.map((_, i) => codes.map((__, j) => (i === j ? 1 : 0))));
  });
});
