/** `npm start`: configure, open and migrate the database, bootstrap, serve. */
import { pruneIdempotencyKeys } from '@stockroom/api';
import { openDatabase } from '@stockroom/db';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ensureFirstAdmin, resolveJwtSecret } from './startup.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const jwtSecret = await resolveJwtSecret(config, logger);
  await ensureFirstAdmin(database.db, config, logger);
  const app = await buildApp({ config, database, jwtSecret, logger });
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  // Idempotency keys are kept at least 24 hours; prune older ones hourly.
  setInterval(() => void pruneIdempotencyKeys(database.db).catch((err: unknown) => logger.error({ err }, 'Pruning idempotency keys failed')), 3_600_000).unref();
  logger.info(
    { database: database.engine, docs: `http://localhost:${config.PORT}/docs` },
    `Stockroom listening on http://${config.HOST}:${config.PORT}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
