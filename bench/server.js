// The server as `npm start` runs it, plus an IPC channel through which the benchmark reads the
// process's memory after a full GC. Bench-only: started by run.js with --expose-gc.
import { buildApp, ensureFirstAdmin, loadConfig, resolveJwtSecret } from '@stockroom/server';
import { openDatabase } from '@stockroom/db';
import { pino } from 'pino';

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const jwtSecret = await resolveJwtSecret(config, logger);
await ensureFirstAdmin(database.db, config, logger);
const app = await buildApp({ config, database, jwtSecret, logger });
await app.listen({ port: config.PORT, host: '127.0.0.1' });

process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    process.send({ memory: process.memoryUsage() });
  } else if (message === 'stop') {
    app.close().then(() => database.close()).then(() => process.exit(0));
  }
});
process.send({ ready: true });
