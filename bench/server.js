// The server as `npm start` runs it, plus an IPC channel through which the benchmark reads the
// process's memory after a full GC. Bench-only: started by run.js with --expose-gc and the Node flags
// of `npm start`.
import { loadConfig, startServer } from '@stockroom/server';
import { pino } from 'pino';

const config = loadConfig();
const { app, database } = await startServer(config, pino({ level: config.LOG_LEVEL }), { host: '127.0.0.1' });

process.on('message', (message) => {
  if (message === 'memory') {
    globalThis.gc?.();
    process.send({ memory: process.memoryUsage() });
  } else if (message === 'stop') {
    app.close().then(() => database.close()).then(() => process.exit(0));
  }
});
process.send({ ready: true });
