/**
 * The administration commands of `npm run cli -- <command>`: one program that runs with the
 * server's configuration either in the CLI's own process, on a database it opens, or inside the
 * running server that holds the embedded database, for a CLI started beside it
 * (command-socket.ts). Writes go through the API's schemas and services. Results go to `io.out`
 * (the token or key itself, or one line saying what was done: what `$(…)` captures), everything
 * else (progress, refusals) to `io.err`.
 */
import {
  apiKeyCreateSchema,
  apiKeyRollSchema,
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
  rollApiKey,
  SessionCache,
  toUser,
  userCreateSchema,
  type Actor,
} from '@stockroom/api';
import { emptyDatabase, roles, type Database, type Db } from '@stockroom/db';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { pino } from 'pino';
import type { z } from 'zod';
import { apiKeySettings, ConfigError, DURATION_MESSAGE, durationSeconds, type Config } from './config.js';
import { DEMO_SIZE, seedWithProgress } from './seed-progress.js';
import { resolveJwtSecret, StartupError } from './startup.js';

/** Where the commands run and write. */
export interface CommandIo {
  /** Results: what a shell captures. */
  out: NodeJS.WritableStream;
  /** Everything else: progress, confirmations, refusals. */
  err: NodeJS.WritableStream;
  /** Runs `work` on the database the commands act on, with the configuration. */
  withDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T>;
  /** Inside the server that holds the database (a CLI beside it), which must not be emptied under it. */
  inServer: boolean;
}

/** Refused input or state, printed as its message (exit status 1). */
class CliError extends Error {}

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

/** The active admin with e-mail `email`, as the actor of a CLI command. */
async function adminActor(db: Db, email: string): Promise<Actor> {
  const row = await findUserByEmail(db, email);
  if (!row?.isActive || row.role !== 'admin') throw new CliError(`No active admin with e-mail ${email}`);
  const { id, name, role, isActive, warehouseId, permissions } = toUser(row);
  return { id, email: row.email, name, role, isActive, warehouseId, permissions };
}

/** Users and their tokens: user:create, token:create. */
function userCommands(program: Command, { out, err, withDatabase }: CommandIo): void {
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
        out.write(`Created ${user.role} ${user.email} (${user.id})${warehouse ? ` bound to ${warehouse.code}` : ''}\n`);
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
        const secret = await resolveJwtSecret(config, pino({ level: config.LOG_LEVEL }, err));
        out.write(`${createTokenIssuer(secret, config.JWT_TTL).sign(user, options.ttl)}\n`);
      }),
    );
}

/** API keys for other systems: api-key:create, api-key:roll, api-key:revoke. */
function apiKeyCommands(program: Command, { out, err, withDatabase }: CommandIo): void {
  program
    .command('api-key:create')
    .description('create an API key for another system and print it (only the key goes to stdout: KEY=$(npm run --silent cli -- api-key:create …))')
    .requiredOption('--name <name>', 'what the key is for, e.g. "Web shop"')
    .requiredOption('--permissions <list>', 'comma-separated, e.g. products:read,inventory:read')
    .requiredOption('--admin <email>', 'the admin creating it: the key holds at most their permissions')
    .option('--warehouse <code-or-id>', 'bind the key to this warehouse')
    .option('--expires-at <date>', 'when the key stops working (YYYY-MM-DD or ISO 8601; default: API_KEY_EXPIRY_DAYS days from now)')
    .option('--expires-in-days <days>', 'instead of --expires-at: days from now', positiveInteger)
    .action((options: { name: string; permissions: string; admin: string; warehouse?: string; expiresAt?: string; expiresInDays?: number }) =>
      withDatabase(async ({ db }, config) => {
        const actor = await adminActor(db, options.admin);
        const warehouse = options.warehouse ? await findWarehouse(db, options.warehouse) : undefined;
        if (options.warehouse && !warehouse) throw new CliError(`No warehouse with code or id ${options.warehouse}`);
        const input = parseInput(
          apiKeyCreateSchema,
          { name: options.name, permissions: options.permissions.split(',').map((p) => p.trim()), warehouseId: warehouse?.id, expiresAt: options.expiresAt, expiresInDays: options.expiresInDays },
          'API key',
        );
        const key = await createApiKey(db, apiKeySettings(config), input, actor);
        err.write(`Created API key ${key.name} (${key.id}, ${key.keyHint}) with ${key.permissions.join(', ')}${warehouse ? ` bound to ${warehouse.code}` : ''}, expiring ${key.expiresAt}\n`);
        out.write(`${key.key}\n`);
      }),
    );

  program
    .command('api-key:roll')
    .description('give an API key a new secret and print it (only the key goes to stdout); the old one stops working unless --expire-old-in-hours')
    .requiredOption('--id <id>', "the key's id (GET /api/api-keys)")
    .requiredOption('--admin <email>', 'the admin rolling it')
    .option('--expire-old-in-hours <hours>', 'hours the old secret keeps working (default 0; at most 168)', Number)
    .option('--expires-in-days <days>', 'days the new secret lasts (default: API_KEY_EXPIRY_DAYS)', positiveInteger)
    .action((options: { id: string; admin: string; expireOldInHours?: number; expiresInDays?: number }) =>
      withDatabase(async ({ db }, config) => {
        await adminActor(db, options.admin);
        const input = parseInput(apiKeyRollSchema, { id: options.id, expireOldInHours: options.expireOldInHours, expiresInDays: options.expiresInDays }, 'roll');
        // The running server (if another process) refuses the old secret within SESSION_CACHE_TTL_MS.
        const key = await rollApiKey(db, new SessionCache(0), apiKeySettings(config), input);
        err.write(`Rolled API key ${key.name} (${key.id}, ${key.keyHint}), expiring ${key.expiresAt}\n`);
        out.write(`${key.key}\n`);
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
        out.write(`Revoked API key ${key.name} (${key.id})\n`);
      }),
    );
}

/** The database and its data: migrate, currency:backfill, seed. */
function dataCommands(program: Command, { out, err, withDatabase, inServer }: CommandIo): void {
  program
    .command('migrate')
    .description('apply the database migrations')
    .action(() => withDatabase(async (database) => void out.write(`Migrations applied (${database.engine}).\n`)));

  program
    .command('currency:backfill')
    .description('convert receipts posted in a currency before exchange rates existed into BASE_CURRENCY at the rate given')
    .requiredOption('--currency <code>', 'ISO 4217 code of the purchase orders to convert, e.g. PLN')
    .requiredOption('--rate <rate>', 'units of BASE_CURRENCY per unit of that currency, e.g. 0.25')
    .action((options: { currency: string; rate: string }) =>
      withDatabase(async ({ db }, config) => {
        const { currency, rate } = parseInput(exchangeRateCreateSchema, { currency: options.currency, rate: Number(options.rate) }, 'conversion');
        const done = await convertUnfixedReceipts(db, currency, rate, config.BASE_CURRENCY);
        out.write(`Converted the receipts of ${done.orders} purchase orders in ${currency} at ${rate} ${config.BASE_CURRENCY}; restated the cost price of ${done.products} products.\n`);
      }),
    );

  program
    .command('seed')
    .description('load the deterministic demo dataset into an empty database')
    .option('--products <count>', 'number of products (5000; 100000 for the benchmark)', positiveInteger, DEMO_SIZE.products)
    .option('--movements <count>', 'about how many stock movements in all (200000 for the benchmark)', positiveInteger, DEMO_SIZE.movements)
    .option('--reset', 'first delete every record of the database (needs --yes)')
    .option('--yes', 'confirm --reset')
    .action((options: { products: number; movements: number; reset?: boolean; yes?: boolean }) =>
      withDatabase(async (database, config) => {
        if (options.reset && !options.yes) throw new CliError('--reset deletes every record in the database: add --yes to confirm');
        if (options.reset && inServer) throw new CliError('--reset would empty the database under the running server: stop the server first, then run it again');
        if (options.reset) {
          await emptyDatabase(database.db);
          await database.migrate();
          err.write('Emptied the database.\n');
        }
        await seedWithProgress(database.db, { products: options.products, movements: options.movements, baseCurrency: config.BASE_CURRENCY }, out, err);
      }),
    );
}

/** The program of every command, writing to and acting through `io`. */
function commandProgram(io: CommandIo): Command {
  const program = new Command('stockroom')
    .description('Stockroom administration')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: (text) => void io.out.write(text), writeErr: (text) => void io.err.write(text) });
  for (const add of [userCommands, apiKeyCommands, dataCommands]) add(program, io);
  return program;
}

/**
 * Runs the command `argv` (the arguments after the script's name) through `io`; resolves to its exit
 * status. A refusal the user can act on (bad input, configuration, state) is printed as its message
 * on `io.err` with status 1; any other error with its stack.
 */
export async function runCommand(argv: string[], io: CommandIo): Promise<number> {
  try {
    await commandProgram(io).parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    // Commander has printed its own message (usage, help) already.
    if (error instanceof CommanderError) return error.exitCode;
    const expected = error instanceof ConfigError || error instanceof StartupError || error instanceof CliError || error instanceof AppError;
    io.err.write(`${expected ? (error as Error).message : ((error as Error).stack ?? String(error))}\n`);
    return 1;
  }
}
