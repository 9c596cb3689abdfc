/**
 * `npm run demo` and the recipes of the documentation that run against its data. The demo seeds an
 * empty embedded database before it serves; then every block of README.md and docs/*.md marked
 * ```` ```bash demo ```` runs in sh, as a user would paste it (a file's blocks in one shell, in
 * order, from a directory of their own, `npm` at the repository), and prints exactly the
 * ```` ```text ```` block that follows it. The demo and the server always run on the embedded
 * database: once, in the PGlite pass. With DEMO_PORT (and DEMO_DATA_DIR, default ./.data) the
 * recipes run against a demo already running there instead (scripts/first-hour.sh).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir, freePort, listening, root, shell, start, startsProcesses } from './support/processes.js';

startsProcesses();

interface Recipe {
  /** Where the block starts, `file:line`. */
  at: string;
  script: string;
  output: string;
}

/** The recipes of the Markdown file `path` (relative to the root): each `bash demo` block and the `text` block right after it. */
async function recipesOf(path: string): Promise<Recipe[]> {
  const markdown = await readFile(join(root, path), 'utf8');
  const recipes = [...markdown.matchAll(/^```bash demo\n((?:(?!^```)[\s\S])*)^```\n\n?```text\n((?:(?!^```)[\s\S])*)^```$/gm)];
  expect(recipes.length, `${path}: every bash demo block followed by its text block`).toBe(markdown.split('\n```bash demo\n').length - 1);
  return recipes.map((match) => ({
    at: `${path}:${markdown.slice(0, match.index).split('\n').length}`,
    script: match[1]!,
    output: match[2]!,
  }));
}

const documents = ['README.md', ...(await readdir(join(root, 'docs'))).filter((name) => name.endsWith('.md')).sort().map((name) => `docs/${name}`)];
const MARK = '::recipe::';

/** Runs every recipe of the docs against the demo server on `port` (its data directory `dataDir`), expecting what each shows. */
async function expectRecipesHold(port: string, demoDataDir: string): Promise<void> {
  const recipes = new Map<string, Recipe[]>();
  for (const path of documents) recipes.set(path, await recipesOf(path));
  expect([...recipes.values()].flat().length, 'recipes in the docs').toBeGreaterThanOrEqual(7);
  for (const [path, fileRecipes] of recipes) {
    if (!fileRecipes.length) continue;
    const script = [
      'set -e',
      // `npm run …` as at the repository's root; the shell itself runs in a directory of its own (files the recipes write).
      `npm() { command npm --prefix '${root}' "$@"; }`,
      ...fileRecipes.map((recipe) => `echo '${MARK}'\n${recipe.script.replaceAll('localhost:3000', `localhost:${port}`)}`),
    ].join('\n');
    const ran = await shell(`cd '${await dataDir()}'\n${script}`, { DATA_DIR: demoDataDir });
    expect(ran.code, `${path}: ${ran.stderr}`).toBe(0);
    const printed = ran.stdout.split(`${MARK}\n`).slice(1);
    for (const [i, recipe] of fileRecipes.entries()) expect(printed[i]?.trimEnd(), recipe.at).toBe(recipe.output.trimEnd());
  }
}

// A demo already running (scripts/first-hour.sh: the one `npm run demo` started): its port, and its data directory.
const running = process.env.DEMO_PORT;

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || Boolean(running))('npm run demo', () => {
  it('seeds an empty database before it serves; every recipe of the docs prints what they show; a second start serves the data as it is', async () => {
    const [DATA_DIR, PORT] = [await dataDir(), String(await freePort())];
    const first = start('main', ['--demo'], { DATA_DIR, PORT });
    const seeded = await listening(first);
    expect(seeded.stdout).toMatch(/Seeded the demo in \d+\.\d s\. Users \(password stockroom-demo-password\):\n {2}admin {4}admin@stockroom\.test\n/);
    expect(seeded.stderr).toContain('  seeded 5000 products\n');
    await expectRecipesHold(PORT, DATA_DIR);
    first.kill('SIGTERM');
    await new Promise((resolve) => first.once('exit', resolve));

    const again = await listening(start('main', ['--demo'], { DATA_DIR, PORT }));
    expect(again.stdout).not.toContain('Seeded the demo');
    expect(again.stdout).toContain('The database has products already: serving them as they are');
  });
});

describe.runIf(running)('the demo running on DEMO_PORT', () => {
  it('answers every recipe of the docs as they show', () => expectRecipesHold(running!, process.env.DEMO_DATA_DIR ?? join(root, '.data')));
});
