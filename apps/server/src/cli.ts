/**
 * `npm run cli -- <command>`: administration from the shell, with the server's configuration
 * (environment variables). Writes go through the API's schemas and services. Results go to stdout,
 * everything else to stderr. On the embedded database the server must be stopped first: the data
 * directory is held by one process at a time (a clear refusal otherwise).
 */
import {
  apiKeyCreateSchema,
  AppError,
  convertUnfixedReceipts,
  createApiKey,
  createTokenIssuer,
  createUser,
  exchangeRateCreateSchema,
  fieldErrorsOf,
  findUserByEmail,
  findWarehouse,
  revokeApiKey,
  SessionCache,
  toUser,
  userCreateSchema,
  type Actor,
} from '@stockroom/api';
import type { Db } from '@stockroom/db';
import { emptyDatabase, roles, type Database } from '@stockroom/db';
import { Command, InvalidArgumentError, Option } from 'commander';
import { pino } from 'pino';
import type { z } from 'zod';
import { ConfigError, DURATION_MESSAGE, durationSeconds, loadConfig, type Config } from './config.js';
import { DEMO_PASSWORD, seed } from './seed.js';
import { openMigratedDatabase, resolveJwtSecret, StartupError } from './startup.js';

/** Refused input or state, printed as its message (exit status 1). */
class CliError extends Error {}

async function withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openMigratedDatabase(config);
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** `input` parsed by the API's own `schema`; throws CliError with the API's messages per field. */
function parseInput<S extends z.ZodType>(schema: S, input: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = Object.entries(fieldErrorsOf(result.error)).map(([field, messages]) => `${field}: ${messages.join(', ')}`);
  throw new CliError(`Invalid ${what}: ${problems.join('; ')}`);
}

function positiveInteger(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

function seconds(value: string): number {
  const parsed = durationSeconds(value);
  if (parsed === undefined) throw new InvalidArgumentError(DURATION_MESSAGE);
  return parsed;
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
      if (options.warehouse && !warehouse) throw new CliError(`No warehouse with code or id ${options.warehouse}`);
      const input = parseInput(
        userCreateSchema,
        { email: options.email, password: options.password, role: options.role, name: options.name ?? options.email, warehouseId: warehouse?.id },
        'user',
      );
      const user = await createUser(db, input);
      console.log(`Created ${user.role} ${user.email} (${user.id})${warehouse ? ` bound to ${warehouse.code}` : ''}`);
    }),
  );

program
  .command('token:create')
  .description('print an access token for a user (only the token goes to stdout: TOKEN=$(npm run --silent cli -- token:create …))')
  .requiredOption('--email <email>', "the user's e-mail")
  .option('--ttl <duration>', 'lifetime in seconds (900) or as 15m, 1h or 30d (default: JWT_TTL)', seconds)
  .action((options: { email: string; ttl?: number }) =>
    withDatabase(async ({ db }, config) => {
      const user = await findUserByEmail(db, options.email);
      if (!user?.isActive) throw new CliError(`No active user with e-mail ${options.email}`);
      const secret = await resolveJwtSecret(config, pino({ level: config.LOG_LEVEL }, pino.destination(2)));
      process.stdout.write(`${createTokenIssuer(secret, config.JWT_TTL).sign(user, options.ttl)}\n`);
    }),
  );

/** The active admin with e-mail `email`, as the actor of a CLI command. */
async function adminActor(db: Db, email: string): Promise<Actor> {
  const row = await findUserByEmail(db, email);
  if (!row?.isActive || row.role !== 'admin') throw new CliError(`No active admin with e-mail ${email}`);
  const { id, name, role, isActive, warehouseId, permissions } = toUser(row);
  return { id, email: row.email, name, role, isActive, warehouseId, permissions };
}

program
  .command('api-key:create')
  .description('create an API key for another system and print it (only the key goes to stdout: KEY=$(npm run --silent cli -- api-key:create …))')
  .requiredOption('--name <name>', 'what the key is for, e.g. "Web shop"')
  .requiredOption('--permissions <list>', 'comma-separated, e.g. products:read,inventory:read')
  .requiredOption('--admin <email>', 'the admin creating it: the key holds at most their permissions')
  .option('--warehouse <code-or-id>', 'bind the key to this warehouse')
  .option('--expires-at <date>', 'when the key stops working (YYYY-MM-DD or ISO 8601; default: never)')
  .action((options: { name: string; permissions: string; admin: string; warehouse?: string; expiresAt?: string }) =>
    withDatabase(async ({ db }, config) => {
      const actor = await adminActor(db, options.admin);
      const warehouse = options.warehouse ? await findWarehouse(db, options.warehouse) : undefined;
      if (options.warehouse && !warehouse) throw new CliError(`No warehouse with code or id ${options.warehouse}`);
      const input = parseInput(
        apiKeyCreateSchema,
        { name: options.name, permissions: options.permissions.split(',').map((p) => p.trim()), warehouseId: warehouse?.id, expiresAt: options.expiresAt },
        'API key',
      );
      const secret = await resolveJwtSecret(config, pino({ level: config.LOG_LEVEL }, pino.destination(2)));
      const key = await createApiKey(db, createTokenIssuer(secret, config.JWT_TTL), input, actor);
      console.error(`Created API key ${key.name} (${key.id}) with ${key.permissions.join(', ')}${warehouse ? ` bound to ${warehouse.code}` : ''}`);
      process.stdout.write(`${key.key}\n`);
    }),
  );

program
  .command('api-key:revoke')
  .description('revoke an API key at once (other running servers refuse it within SESSION_CACHE_TTL_MS)')
  .requiredOption('--id <id>', "the key's id (GET /api/api-keys)")
  .requiredOption('--admin <email>', 'the admin revoking it')
  .action((options: { id: string; admin: string }) =>
    withDatabase(async ({ db }) => {
      const key = await revokeApiKey(db, new SessionCache(0), options.id.toLowerCase(), await adminActor(db, options.admin));
      console.log(`Revoked API key ${key.name} (${key.id})`);
    }),
  );

program
  .command('currency:backfill')
  .description('convert receipts posted in a currency before exchange rates existed into BASE_CURRENCY at the rate given')
  .requiredOption('--currency <code>', 'ISO 4217 code of the purchase orders to convert, e.g. PLN')
  .requiredOption('--rate <rate>', 'units of BASE_CURRENCY per unit of that currency, e.g. 0.25')
  .action((options: { currency: string; rate: string }) =>
    withDatabase(async ({ db }, config) => {
      const { currency, rate } = parseInput(exchangeRateCreateSchema, { currency: options.currency, rate: Number(options.rate) }, 'conversion');
      const done = await convertUnfixedReceipts(db, currency, rate, config.BASE_CURRENCY);
      console.log(`Converted the receipts of ${done.orders} purchase orders in ${currency} at ${rate} ${config.BASE_CURRENCY}; restated the cost price of ${done.products} products.`);
    }),
  );

program
  .command('seed')
  .description('load the deterministic demo dataset into an empty database')
  .option('--products <count>', 'number of products (5000; 100000 for the benchmark)', positiveInteger, 5000)
  .option('--movements <count>', 'about how many stock movements in all (200000 for the benchmark)', positiveInteger, 15000)
  .option('--reset', 'first delete every record of the database (needs --yes)')
  .option('--yes', 'confirm --reset')
  .action((options: { products: number; movements: number; reset?: boolean; yes?: boolean }) =>
    withDatabase(async (database, config) => {
      if (options.reset && !options.yes) throw new CliError('--reset deletes every record in the database: add --yes to confirm');
      if (options.reset) {
        await emptyDatabase(database.db);
        await database.migrate();
        console.log('Emptied the database.');
      }
      const { db } = database;
      const started = Date.now();
      const summary = await seed(db, { products: options.products, movements: options.movements, baseCurrency: config.BASE_CURRENCY, log: (line) => console.log(`  seeded ${line}`) });
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s. Users (password ${DEMO_PASSWORD}):`);
      for (const user of summary.users) console.log(`  ${user.role.padEnd(8)} ${user.email}${user.warehouse ? ` (bound to ${user.warehouse})` : ''}`);
    }),
  );

program.parseAsync().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof StartupError || error instanceof CliError || error instanceof AppError;
  console.error(expected ? error.message : error);
  process.exit(1);
});
