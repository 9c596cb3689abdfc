/** `npm start`: configure, open and migrate the database, serve, bootstrap the first admin. */
import { pruneEvents, pruneIdempotencyKeys } from '@stockroom/api';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { startServer, StartupError } from './startup.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const { app, database } = await startServer(config, logger);
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // Idempotency keys are kept at least 24 hours; prune older ones hourly.
  setInterval(() => void pruneIdempotencyKeys(database.db).catch((err: unknown) => logger.error({ err }, 'Pruning idempotency keys failed')), 3_600_000).unref();
  // Events older than EVENT_RETENTION_DAYS leave the feed, checked hourly.
  setInterval(() => void pruneEvents(database.db, config.EVENT_RETENTION_DAYS).catch((err: unknown) => logger.error({ err }, 'Pruning events failed')), 3_600_000).unref();
  logger.info(
    { database: database.engine, docs: `http://localhost:${config.PORT}/docs` },
    `Stockroom listening on http://${config.HOST}:${config.PORT}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
