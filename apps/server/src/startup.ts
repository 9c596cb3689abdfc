/** Start-up steps shared by the server, the CLI and the benchmark: the JWT secret, the first admin, the app over a migrated database. */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { AppError, countUsers, createUser, type Logger } from '@stockroom/api';
import { DataDirLockedError, openDatabase, type Database, type Db } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { seedDemoIfEmpty } from './seed-progress.js';
import { ConfigError, type Config } from './config.js';

/**
 * The token-signing secret: JWT_SECRET, else (outside production) one generated once and kept in
 * DATA_DIR/jwt-secret, with a warning. Throws ConfigError in production without JWT_SECRET.
 */
export async function resolveJwtSecret(config: Config, log: Logger): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production') throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  const file = join(config.DATA_DIR, 'jwt-secret');
  const stored = await readFile(file, 'utf8').catch(() => undefined);
  if (stored?.trim()) return stored.trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.DATA_DIR, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  log.warn({ file }, 'JWT_SECRET is not set: generated one and stored it in DATA_DIR (set JWT_SECRET in production)');
  return secret;
}

/**
 * On an empty user table, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * admin@example.com with a random password that is printed once. Safe when several processes race.
 */
export async function ensureFirstAdmin(db: Db, config: Config, log: Logger): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const email = config.ADMIN_EMAIL ?? 'admin@example.com';
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  try {
    await createUser(db, { email, password, name: 'Administrator', role: 'admin' });
  } catch (error) {
    if (error instanceof AppError && error.code === 'DUPLICATE_ERROR') return;
    throw error;
  }
  if (config.ADMIN_PASSWORD) log.info({ email }, 'Created the first admin user from ADMIN_EMAIL / ADMIN_PASSWORD');
  else console.log(`\nCreated the first admin user.\n  email:    ${email}\n  password: ${password}\nIt is shown only this once.\n`);
}

/** A start-up failure the user can act on: printed as its one-line message, exit status 1 (decision 0013). */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** `url` with its password masked, for messages. */
function redacted(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Opens the configured database (taking the embedded data directory's lock, in the name of the
 * cluster primary in a server worker), checks it can be reached and applies the migrations. Throws StartupError when the data directory is held by
 * another process or the database cannot be reached (naming the URL, host, port and the driver's reason).
 */
export async function openMigratedDatabase(config: Config): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, lockOwner: cluster.isWorker ? process.ppid : undefined });
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new StartupError(error.message);
    throw error;
  }
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    await database.close().catch(() => {});
    const url = config.DATABASE_URL ?? '';
    const { hostname, port } = new URL(url);
    // Drizzle wraps the driver's error ("Failed query: …"); the reason is the innermost cause.
    let cause = error;
    while (cause instanceof Error && cause.cause !== undefined) cause = cause.cause;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new StartupError(`Cannot reach the database at ${redacted(url)} (host ${hostname}, port ${port || 5432}): ${reason}`);
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

/** The refusal of a port another process listens on. */
const portInUse = (port: number, host: string) => new StartupError(`Port ${port} on ${host} is in use by another process: stop it, or set PORT to a free port`);

/**
 * Resolves when `port` on `host` can be listened on now (port 0 always can); throws StartupError when
 * another process holds it. A check before the database is opened, so that a port in use is
 * reported at once; the listen itself still answers a port taken in between.
 */
async function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portInUse(port, host) : error));
    probe.listen({ port, host }, () => probe.close(() => resolve()));
  });
}

/**
 * Resolves the JWT secret and checks the port (configuration refused before the database is
 * touched), opens and migrates the database (with `demo`, seeds the demo dataset into an empty
 * catalogue first), builds the app and listens on `config.PORT` (`host` defaults to HOST), then
 * creates the first admin on an empty database: a port in use fails before
 * any admin is created, so a printed one-time password is never lost. Throws ConfigError (no
 * JWT_SECRET in production) and StartupError (port in use, data directory held, database
 * unreachable). The caller closes the app, then the database.
 */
export async function startServer(config: Config, logger: FastifyBaseLogger, { host = config.HOST, demo = false }: { host?: string; demo?: boolean } = {}) {
  const jwtSecret = await resolveJwtSecret(config, logger);
  await checkPortFree(config.PORT, host);
  const database = await openMigratedDatabase(config);
  try {
    if (demo) await seedDemoIfEmpty(database.db, config, logger);
    const app = await buildApp({ config, database, jwtSecret, logger });
    try {
      await app.listen({ port: config.PORT, host });
    } catch (error) {
      await app.close();
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw portInUse(config.PORT, host);
      throw error;
    }
    await ensureFirstAdmin(database.db, config, logger);
    return { app, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}
