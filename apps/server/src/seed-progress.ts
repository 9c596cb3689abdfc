/**
 * The demo seed as a person watches it (`npm run seed`, `npm run demo`): a progress bar on a
 * terminal, a line per step otherwise, both on stderr; then how long it took and the users to sign
 * in with, on stdout.
 */
import type { Logger } from '@stockroom/api';
import type { Db } from '@stockroom/db';
import { SingleBar } from 'cli-progress';
import type { Config } from './config.js';
import { DEMO_PASSWORD, hasProducts, seed, type SeedOptions } from './seed.js';

/** Seeds `db` (seed.ts, whose errors it throws), reporting progress on `err` and the result on `out` (default the process's streams). */
export async function seedWithProgress(db: Db, options: Omit<SeedOptions, 'progress'>, out: NodeJS.WritableStream = process.stdout, err: NodeJS.WriteStream | NodeJS.WritableStream = process.stderr): Promise<void> {
  const started = Date.now();
  const bar = 'isTTY' in err && err.isTTY ? new SingleBar({ stream: err, format: 'Seeding the demo [{bar}] {percentage}% | {step}', hideCursor: true }) : undefined;
  bar?.start(options.products + options.movements, 0, { step: 'users and warehouses' });
  let summary;
  try {
    summary = await seed(db, { ...options, progress: (line, done) => (bar ? bar.update(done, { step: line }) : err.write(`  seeded ${line}\n`)) });
    bar?.update(options.products + options.movements, { step: 'done' });
  } finally {
    bar?.stop();
  }
  out.write(`Seeded the demo in ${((Date.now() - started) / 1000).toFixed(1)} s. Users (password ${DEMO_PASSWORD}):\n`);
  for (const user of summary.users) out.write(`  ${user.role.padEnd(8)} ${user.email}${user.warehouse ? ` (bound to ${user.warehouse})` : ''}\n`);
}

/** The demo's size: what `npm run seed` loads by default. */
export const DEMO_SIZE = { products: 5000, movements: 15_000 };

/**
 * `npm run demo`: seeds the demo dataset (DEMO_SIZE) when the catalogue is empty, with its progress;
 * otherwise says the data already there is served as it is.
 */
export async function seedDemoIfEmpty(db: Db, config: Pick<Config, 'BASE_CURRENCY'>, log: Logger): Promise<void> {
  if (await hasProducts(db)) {
    log.info({}, 'The database has products already: serving them as they are (`npm run seed -- --reset --yes`, with the server stopped, loads the demo afresh)');
    return;
  }
  await seedWithProgress(db, { ...DEMO_SIZE, baseCurrency: config.BASE_CURRENCY });
}
