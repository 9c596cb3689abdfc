/**
 * The server process, run by main.ts (in each supervisor worker, or alone with WORKERS=0):
 * configure, open and migrate the database (with `--demo`, `npm run demo`, seeding an empty one),
 * serve (with the app's background work, background.ts, and on the embedded database the commands
 * of a CLI beside it, command-socket.ts), bootstrap the first admin (startup.ts), and stop
 * gracefully on SIGTERM or SIGINT. An uncaught
 * exception or unhandled rejection is logged as fatal and exits 1, for the supervisor to start
 * another process.
 */
import cluster from 'node:cluster';
import { listenForCommands } from './command-socket.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startServer, StartupError } from './startup.js';
import { exitOnUncaught, READY } from './supervisor.js';

async function run(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  exitOnUncaught(logger);
  const { app, database } = await startServer(config, logger, { demo: process.argv.includes('--demo') });
  // The server that holds DATA_DIR (the embedded database; not `memory://`) serves the CLI beside it.
  const commands = config.DATABASE_URL ? undefined : await listenForCommands(database, config, logger);
  let stopping = false;
  const shutdown = async (signal: string) => {
    // A terminal's Ctrl+C reaches a worker twice: SIGINT from the terminal, SIGTERM from the supervisor.
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    commands?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  logger.info(
    { database: database.engine, docs: `http://localhost:${config.PORT}/docs`, ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}) },
    `Stockroom listening on http://${config.HOST}:${config.PORT}`,
  );
  if (cluster.isWorker) process.send?.(READY);
}

/** Runs the server; a start-up failure prints its one-line message (or the error) and exits 1. */
export function serve(): void {
  run().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof StartupError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
