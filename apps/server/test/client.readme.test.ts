/**
 * packages/client/README.md runs as written: its ```ts blocks, one program in their order, run
 * against a live server set up like a shop's Stockroom (a warehouse, a customer, hammers in stock,
 * an API key, a webhook subscription), with the environment variables they read set, and the
 * webhook server's port free. Each `console.log` must print what the comment after it shows, and
 * the program must type-check against the client's sources.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@stockroom/client';
import { afterAll, expect, it, vi } from 'vitest';
import { setupTestApp } from './support/app.js';
import { until } from './support/webhooks.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readme = await readFile(join(root, 'packages/client/README.md'), 'utf8');
const blocks = [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);

/** A port nobody listens on, for the README's webhook server. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The README's program: its ts blocks in order, the webhook server on `port`, exporting the server so the test can close it. */
function program(port: number): string {
  const code = blocks.join('\n');
  expect(code).toContain('server.listen(8080);');
  return `${code.replace('server.listen(8080);', `server.listen(${port});`)}\nexport { server };\n`;
}

/** How a comment shows what console.log printed: strings as they are, arrays of strings as ['a', 'b'], anything else as String(). */
const shown = (args: unknown[]) => args.map((arg) => (Array.isArray(arg) ? `[${arg.map((item) => `'${String(item)}'`).join(', ')}]` : String(arg))).join(' ');

const t = await setupTestApp({ WEBHOOK_RETRY_BASE_MS: 200 });
const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
const work = await mkdtemp(join(tmpdir(), 'stockroom-readme-'));
afterAll(() => rm(work, { recursive: true, force: true }));

it('has ts blocks, each console.log followed by the comment of what it prints', () => {
  expect(blocks.length).toBeGreaterThanOrEqual(4);
  for (const line of blocks.join('\n').split('\n')) if (/console\.log\(/.test(line)) expect(line).toMatch(/\); \/\/ .+$/);
});

it('runs as written against a live server and prints what its comments show', async () => {
  // The shop's Stockroom, set up by its admin.
  const admin = createClient({ baseUrl: `${origin}/api`, token: await t.login('admin') });
  const address = { line1: 'Alexanderplatz 1', city: 'Berlin', postalCode: '10178', country: 'DE' };
  const warehouse = (await admin.warehouse.warehousesCreate({ code: 'BER-1', name: 'Berlin', address })).data.data;
  const category = (await admin.categories.categoriesCreate({ name: 'Hand Tools' })).data.data;
  const products = [];
  for (const [sku, name] of [['HAM-16', 'Claw Hammer 16 oz'], ['HAM-20', 'Claw Hammer 20 oz'], ['SCR-01', 'Screwdriver Set']] as const) {
    products.push((await admin.products.productsCreate({ sku, name, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 7.5, sellingPrice: 14.9 })).data.data);
  }
  for (const product of products) await admin.inventory.inventoryRecordMovement({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 40, reason: 'Opening stock' });
  const customer = (await admin.customers.customersCreate({ code: 'WEB-SHOP', name: 'Web shop orders', shippingAddress: address })).data.data;
  const key = (await admin.apiKeys.apiKeysCreate({ name: 'Web shop', permissions: ['products:read', 'orders:read', 'orders:create', 'orders:approve'] })).data.data.key;
  const port = await freePort();
  const hook = (await admin.webhooks.webhooksCreate({ url: `http://127.0.0.1:${port}/stockroom`, events: ['stock.changed'], description: 'Web shop' })).data.data as { secret: string };

  vi.stubEnv('STOCKROOM_URL', `${origin}/api`);
  vi.stubEnv('STOCKROOM_API_KEY', key);
  vi.stubEnv('STOCKROOM_CUSTOMER_ID', customer.id);
  vi.stubEnv('STOCKROOM_WAREHOUSE_ID', warehouse.id);
  vi.stubEnv('STOCKROOM_WEBHOOK_SECRET', hook.secret);
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(shown(args)));
  let server: Server | undefined;
  try {
    const file = join(work, 'readme.ts');
    await writeFile(file, program(port));
    ({ server } = (await import(pathToFileURL(file).href)) as { server: Server });
    const comments = [...blocks.join('\n').matchAll(/console\.log\(.*\); \/\/ (.+)$/gm)].map((match) => match[1]!);
    // The webhook server prints the delivery of the reservation the confirmed order made.
    await until(() => (printed.length === comments.length ? true : undefined));
    expect(printed).toEqual(comments);
  } finally {
    vi.unstubAllEnvs();
    const started = server;
    if (started) await new Promise<void>((resolve) => started.close(() => resolve()));
  }
}, 60_000);

it('type-checks against the client', async () => {
  const dir = join(work, 'typecheck');
  await mkdir(dir);
  await writeFile(join(dir, 'readme.ts'), program(0));
  const compilerOptions = {
    noEmit: true,
    strict: true,
    noUncheckedIndexedAccess: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2023',
    lib: ['es2023', 'dom'],
    types: ['node'],
    typeRoots: [join(root, 'node_modules/@types')],
    skipLibCheck: true,
    paths: { '@stockroom/client': [join(root, 'packages/client/src/index.ts')] },
  };
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['readme.ts'] }));
  const compiled = await promisify(execFile)(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', dir]).catch((error: { stdout: string }) => error);
  expect(compiled.stdout).toBe('');
}, 120_000);
