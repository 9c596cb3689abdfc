/**
 * Migration tests build a database with the migrations up to the one before a change, write its
 * rows in SQL (the API of that time is gone), then migrate it forward as `npm start` would.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';

const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A copy of the migrations folder, in `dir`, whose journal stops before `tag`. */
async function migrationsBefore(dir: string, tag: string): Promise<string> {
  const folder = join(dir, 'before');
  await cp(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * An in-memory database migrated up to the migration before `tag`, and `migrateForward`, which
 * applies every migration; call `close` at the end.
 */
export async function databaseBefore(tag: string) {
  const dir = await mkdtemp(join(tmpdir(), 'stockroom-migrations-'));
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: await migrationsBefore(dir, tag) });
  return {
    client,
    migrateForward: () => migrate(db, { migrationsFolder: migrations }),
    close: async () => {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
