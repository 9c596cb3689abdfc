/**
 * A fresh app over a fresh database for one test file, and helpers to call it like a client.
 * Fixtures go through the API (or the services), never raw SQL.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createUser, type AppDeps } from '@stockroom/api';
import { openDatabase, type Database, type Role } from '@stockroom/db';
import postgres from 'postgres';
import { afterAll, inject } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { checkResponsesAgainstDocument } from './conformance.js';
import { withDatabase } from './global-setup.js';

export const TEST_PASSWORD = 'correct-horse-battery';
export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The configuration of test apps: rate limiting effectively off, logging silent. */
export const TEST_CONFIG: AppOptions['config'] = {
  JWT_TTL: 3600,
  SESSION_CACHE_TTL_MS: 60_000,
  CORS_ORIGINS: '*',
  LIST_CACHE_SIZE: 20_000,
  RATE_LIMIT_MAX: 1_000_000,
  RATE_LIMIT_WINDOW_MS: 60_000,
  LOGIN_MAX_FAILURES: 10,
  LOGIN_FAILURE_WINDOW_MS: 900_000,
  LOG_LEVEL: 'silent',
  BASE_CURRENCY: 'USD',
  COSTING_METHOD: 'average',
  EVENT_RETENTION_DAYS: 30,
  WEBHOOK_WORKER: true,
  WEBHOOK_ALLOW_PRIVATE_URLS: true,
  WEBHOOK_RETRY_HOURS: 72,
  WEBHOOK_RETRY_BASE_MS: 10_000,
};

/** A copy of the migrated template: PGlite in memory, or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('template');
  if (!url) {
    const tarball = new Blob([await readFile(template)]);
    return openDatabase({ url: 'memory://', loadDataDir: tarball });
  }
  const name = `stockroom_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  db: AppDeps['db'];
  /** Signs in a new user of `role` (optionally bound to a warehouse) and returns its bearer token. */
  login(role: Role, options?: { warehouseId?: string }): Promise<string>;
  /** Authorization header value for `token`. */
  auth(token: string): { authorization: string };
}

/**
 * Builds the app over a fresh database and closes both after the file's tests. Rate limiting is
 * effectively off unless `config` sets it.
 */
export async function setupTestApp(config: Partial<Config> = {}, logger?: AppOptions['logger']): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { ...TEST_CONFIG, ...config },
    database,
    jwtSecret: JWT_SECRET,
    logger,
  });
  // The fixture's own requests (sign-in, the API document) come from an address of this app's, so
  // they never spend the budget of a test's client, nor share one with a process beside it over Redis.
  const fixtureAddress = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
  const mismatches = checkResponsesAgainstDocument(app, fixtureAddress);
  afterAll(async () => {
    await app.close();
    await database.close();
    if (mismatches.length) throw new Error(`Responses outside the API document (decision 0014):\n${mismatches.slice(0, 20).join('\n')}`);
  });
  let users = 0;
  return {
    app,
    database,
    db: database.db,
    async login(role, options = {}) {
      const email = `${role}-${++users}-${randomBytes(3).toString('hex')}@example.com`;
      await createUser(database.db, { email, password: TEST_PASSWORD, name: `Test ${role}`, role, warehouseId: options.warehouseId });
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: fixtureAddress, payload: { email, password: TEST_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return res.json().data.accessToken as string;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
  };
}
