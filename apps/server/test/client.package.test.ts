/**
 * packages/client as published: built with its build configuration, packed by npm, installed from
 * the tarball into an empty project, and imported there by plain Node (ESM) and by TypeScript,
 * with no help from this repository's sources.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
const source = join(root, 'packages/client');
const work = await mkdtemp(join(tmpdir(), 'stockroom-client-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** The package directory as npm would see it at publish time: its files, sources and a test beside them, and dist built by its build script. */
const pkg = join(work, 'package');
await mkdir(pkg);
for (const file of ['package.json', 'README.md', 'src']) await cp(join(source, file), join(pkg, file), { recursive: true });
await mkdir(join(pkg, 'test'));
await writeFile(join(pkg, 'test', 'client.test.ts'), 'export {};\n');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

it('packs dist (JS and declarations), the README and package.json, and nothing else', async () => {
  await run(process.execPath, [tsc, '-p', join(source, 'tsconfig.build.json'), '--outDir', join(pkg, 'dist')]);
  const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: pkg });
  const [packed] = JSON.parse(stdout) as { name: string; filename: string; files: { path: string }[] }[];
  const modules = ['api', 'client', 'errors', 'index', 'paginate', 'webhooks'];
  expect(packed!.files.map((file) => file.path).sort()).toEqual(['README.md', ...modules.flatMap((name) => [`dist/${name}.d.ts`, `dist/${name}.js`]), 'package.json']);

  const manifest = JSON.parse(await readFile(join(source, 'package.json'), 'utf8')) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: '@stockroom/client', type: 'module', sideEffects: false, types: './dist/index.d.ts', engines: { node: '>=22.13.0' } });
  expect(manifest).not.toHaveProperty('private');
  expect(manifest).not.toHaveProperty('dependencies');
  expect(manifest).toHaveProperty('license');
  expect(manifest).toHaveProperty('repository.url');

  // Installed from the tarball alone into an empty project.
  const app = join(work, 'app');
  await mkdir(app);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'shop', private: true, type: 'module' }));
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--engine-strict=false', join(work, packed!.filename)], { cwd: app });

  const script = `
    import * as client from '@stockroom/client';
    import { createHmac } from 'node:crypto';
    const body = JSON.stringify({ id: 'e1', type: 'stock.changed' });
    const t = Math.floor(Date.now() / 1000);
    const event = client.verifyWebhook('whsec_x', 't=' + t + ',v1=' + createHmac('sha256', 'whsec_x').update(t + '.' + body).digest('hex'), body);
    const error = await client.createClient({ baseUrl: 'http://127.0.0.1:1/api', maxRetries: 0 }).products.productsList().catch((e) => e);
    console.log(JSON.stringify({ exports: Object.keys(client).sort(), event, error: [error instanceof client.StockroomError, error instanceof Error, error.code, error.status] }));
  `;
  const { stdout: printed } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
  const result = JSON.parse(printed) as { exports: string[]; event: unknown; error: unknown[] };
  expect(result.exports).toEqual(expect.arrayContaining(['Api', 'ContentType', 'HttpClient', 'StockroomError', 'WebhookVerificationError', 'createClient', 'paginate', 'verifyWebhook']));
  expect(result.event).toEqual({ id: 'e1', type: 'stock.changed' });
  expect(result.error).toEqual([true, true, 'NETWORK_ERROR', 0]);

  // Its declarations compile a consumer under strict NodeNext resolution, checked themselves (no skipLibCheck), without Node's types.
  await writeFile(
    join(app, 'index.ts'),
    `import { createClient, paginate, StockroomError, verifyWebhook, type Product, type StockroomClient, type WebhookEvent } from '@stockroom/client';
const client: StockroomClient = createClient({ baseUrl: 'https://stockroom.example.com/api', token: 'sr_live_x', maxRetries: 3, retryDelayMs: 250 });
export async function names(): Promise<string[]> {
  const names: string[] = [];
  for await (const product of paginate(client.products.productsList, { limit: 100 })) names.push((product satisfies Product).name);
  return names;
}
export const status = (error: unknown): number | undefined => (error instanceof StockroomError ? error.status : undefined);
export const event: WebhookEvent = verifyWebhook('whsec_x', 't=1,v1=00', new Uint8Array());
`,
  );
  const compilerOptions = { noEmit: true, strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2023', lib: ['es2023', 'dom'], types: [], skipLibCheck: false };
  await writeFile(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['index.ts'] }));
  const compiled = await run(process.execPath, [tsc, '-p', app]).catch((error: { stdout: string }) => error);
  expect(compiled.stdout).toBe('');
}, 180_000);
