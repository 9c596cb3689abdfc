/** Start-up steps shared by the server, the CLI and the benchmark: the JWT secret, the first admin, the app over a migrated database. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError, countUsers, createUser, type Logger } from '@stockroom/api';
import { openDatabase, type Db } from '@stockroom/db';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
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

/**
 * Opens and migrates the configured database, resolves the JWT secret, creates the first admin on
 * an empty database and builds the app (not yet listening). The caller closes the app, then the database.
 */
export async function openServer(config: Config, logger: FastifyBaseLogger) {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const jwtSecret = await resolveJwtSecret(config, logger);
  await ensureFirstAdmin(database.db, config, logger);
  const app = await buildApp({ config, database, jwtSecret, logger });
  return { app, database };
}
