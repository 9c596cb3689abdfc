/**
 * `npm run cli -- <command>`: administration from the shell, with the server's configuration
 * (environment variables). On the embedded database, stop the server first: PGlite allows one
 * process per data directory.
 */
import { createTokenIssuer, createUser, findUserByEmail, findWarehouse } from '@stockroom/api';
import { openDatabase, roles, type Database } from '@stockroom/db';
import { Command, InvalidArgumentError, Option } from 'commander';
import ms, { type StringValue } from 'ms';
import { pino } from 'pino';
import { ConfigError, loadConfig, type Config } from './config.js';
import { DEMO_PASSWORD, seed } from './seed.js';
import { resolveJwtSecret } from './startup.js';

async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    return await work(database, config);
  } finally {
    await database.close();
  }
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

function seconds(value: string): number {
  const millis = ms(value as StringValue);
  if (typeof millis !== 'number' || millis < 1000) throw new InvalidArgumentError('must be a duration such as 15m, 1h or 7d');
  return Math.floor(millis / 1000);
}

const program = new Command('stockroom').description('Stockroom administration').showHelpAfterError();

program
  .command('migrate')
  .description('apply the database migrations')
  .action(() => withDatabase(async (database) => console.log(`Migrations applied (${database.engine}).`)));

program
  .command('user:create')
  .description('create a user')
  .requiredOption('--email <email>', 'e-mail address (unique, case-insensitive)')
  .requiredOption('--password <password>', 'at least 12 characters')
  .addOption(new Option('--role <role>', 'role').choices(roles).makeOptionMandatory())
  .option('--name <name>', 'display name (default: the e-mail)')
  .option('--warehouse <code-or-id>', 'bind the user to this warehouse')
  .action((options: { email: string; password: string; role: (typeof roles)[number]; name?: string; warehouse?: string }) =>
    withDatabase(async ({ db }) => {
      const warehouse = options.warehouse ? await findWarehouse(db, options.warehouse) : undefined;
      if (options.warehouse && !warehouse) throw new Error(`No warehouse with code or id ${options.warehouse}`);
      const user = await createUser(db, {
        email: options.email,
        password: options.password,
        role: options.role,
        name: options.name ?? options.email,
        warehouseId: warehouse?.id,
      });
      console.log(`Created ${user.role} ${user.email} (${user.id})${warehouse ? ` bound to ${warehouse.code}` : ''}`);
    }),
  );

program
  .command('token:create')
  .description('print an access token for a user')
  .requiredOption('--email <email>', "the user's e-mail")
  .option('--ttl <duration>', 'lifetime such as 15m, 1h or 30d (default: JWT_TTL)', seconds)
  .action((options: { email: string; ttl?: number }) =>
    withDatabase(async ({ db }, config) => {
      const user = await findUserByEmail(db, options.email);
      if (!user?.isActive) throw new Error(`No active user with e-mail ${options.email}`);
      const secret = await resolveJwtSecret(config, pino({ level: config.LOG_LEVEL }, pino.destination(2)));
      console.log(createTokenIssuer(secret, config.JWT_TTL).sign(user, options.ttl));
    }),
  );

program
  .command('seed')
  .description('load the deterministic demo dataset into an empty database')
  .option('--products <count>', 'number of products (5000; 100000 for the benchmark)', positiveInteger, 5000)
  .option('--movements <count>', 'about how many stock movements in all (200000 for the benchmark)', positiveInteger, 15000)
  .action((options: { products: number; movements: number }) =>
    withDatabase(async ({ db }) => {
      const started = Date.now();
      const summary = await seed(db, { products: options.products, movements: options.movements, log: (line) => console.log(`  seeded ${line}`) });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. Users (password ${DEMO_PASSWORD}):`);
      for (const user of summary.users) console.log(`  ${user.role.padEnd(8)} ${user.email}${user.warehouse ? ` (bound to ${user.warehouse})` : ''}`);
    }),
  );

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
