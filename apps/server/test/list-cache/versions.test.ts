/**
 * The list versions the list caches rely on (packages/api list-cache/list-versions.ts): the database
 * holds a row for each and exactly the triggers the module lists, so a migration that adds, drops or
 * renames one without saying there what it covers fails here.
 */
import { LIST_VERSIONS } from '@stockroom/api';
import { listVersions } from '@stockroom/db';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../support/app.js';

const database = await createTestDatabase();
afterAll(() => database.close());

it('has a row for every list version the module names, and no other', async () => {
  const rows = await database.db.select({ name: listVersions.name }).from(listVersions);
  expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(LIST_VERSIONS).sort());
});

it('bumps list versions by exactly the triggers the module lists', async () => {
  const { rows } = await database.executeSql(`
    select c.relname || '.' || t.tgname as trigger
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and (p.prosrc ilike '%list_versions%' or p.prosrc ilike '%product_changes%')`);
  const listed = Object.values(LIST_VERSIONS).flatMap((version): readonly string[] => version.triggers);
  expect((rows as { trigger: string }[]).map((row) => row.trigger).sort()).toEqual([...listed].sort());
});
