/**
 * The API document passes Redocly's recommended lint rules (redocly.yaml) with no error and no
 * warning (decision 0014), as served by a server whose PUBLIC_URL names its public address.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';

const root = new URL('../../..', import.meta.url).pathname;
const t = await setupTestApp({ PUBLIC_URL: 'https://stock.acme-logistics.test' });
const dir = await mkdtemp(join(tmpdir(), 'stockroom-lint-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

it('lints clean with the recommended rules: no errors, no warnings', async () => {
  const file = join(dir, 'openapi.json');
  await writeFile(file, (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
  const cli = join(root, 'node_modules/.bin/redocly');
  const { stdout } = await promisify(execFile)(cli, ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'], { cwd: root }).catch(
    (error: { stdout: string }) => error,
  );
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { message: string; location: { pointer: string }[] }[] };
  const problems = report.problems.map((p) => `${p.message} at ${p.location.map((l) => l.pointer).join(', ')}`);
  expect(problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 60_000);
