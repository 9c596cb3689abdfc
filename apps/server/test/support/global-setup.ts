/**
 * Migrates one template database per test run: a PGlite data-directory tarball, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database. Each test file starts from a copy.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@stockroom/db';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of the migrated data-directory tarball. PostgreSQL: name of the template database. */
    template: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), 'stockroom-test-'));
    const database = await openDatabase({ url: 'memory://' });
    await database.migrate();
    const file = join(dir, 'template.tar');
    await writeFile(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    await database.close();
    project.provide('template', file);
    return () => rm(dir, { recursive: true, force: true });
  }
  const template = `stockroom_template_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${template}`);
  const database = await openDatabase({ url: withDatabase(url, template) });
  await database.migrate();
  await database.close();
  project.provide('template', template);
  return async () => {
    await admin.unsafe(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

/** `url` pointing at database `name`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
