/**
 * `npm run cli -- <command>`: administration from the shell (commands.ts), with the server's
 * configuration (environment variables). On the embedded database, while a server holds DATA_DIR,
 * the command runs inside that server (command-socket.ts); otherwise here, on the database this
 * process opens. Results go to stdout, everything else to stderr.
 */
import { ConfigError, loadConfig } from './config.js';
import { sendCommand } from './command-socket.js';
import { runCommand } from './commands.js';
import { openMigratedDatabase, StartupError } from './startup.js';

async function main(argv: string[]): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  if (!config.DATABASE_URL) {
    const status = await sendCommand(config.DATA_DIR, argv, process.stdout, process.stderr).catch((error: unknown) => {
      if (!(error instanceof StartupError)) throw error;
      process.stderr.write(`${error.message}\n`);
      return 1;
    });
    if (status !== undefined) return status;
  }
  return runCommand(argv, {
    out: process.stdout,
    err: process.stderr,
    inServer: false,
    async withDatabase(work) {
      const database = await openMigratedDatabase(config);
      try {
        return await work(database, config);
      } finally {
        await database.close();
      }
    },
  });
}

process.exitCode = await main(process.argv.slice(2));
