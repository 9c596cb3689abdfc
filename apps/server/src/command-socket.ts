/**
 * A CLI beside a running server on the embedded database (decision 0013: one process per data
 * directory). The server that holds DATA_DIR listens on DATA_DIR/admin.sock, a local socket only
 * the user running the server may open (mode 0600), and runs the commands sent there with its own
 * database and configuration (commands.ts); the CLI sends its arguments when a server listens
 * there, and relays what comes back. The protocol: the CLI sends one line, `{"argv":[…]}`; the
 * server answers with lines `{"out":text}` and `{"err":text}` as the command writes, then
 * `{"exit":status}`.
 */
import { chmod, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { Logger } from '@stockroom/api';
import type { Database } from '@stockroom/db';
import { runCommand } from './commands.js';
import type { Config } from './config.js';
import { StartupError } from './startup.js';

/** The socket of the server that holds `dataDir`. */
export const commandSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

/**
 * A stream that sends what is written to it as `{ [key]: text }` lines on `socket`; once the CLI
 * has gone (Ctrl+C), what the command still writes is dropped and the command runs to its end.
 */
function framed(socket: Socket, key: 'out' | 'err'): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      if (socket.destroyed || socket.writableEnded) return done();
      socket.write(`${JSON.stringify({ [key]: chunk.toString() })}\n`, () => done());
    },
  });
}

/** Runs the one command a connection sends, with the server's database and configuration. */
function serveConnection(socket: Socket, database: Database, config: Config, log: Logger): void {
  const lines = createInterface({ input: socket });
  lines.once('line', (line) => {
    lines.close();
    let argv: unknown;
    try {
      argv = (JSON.parse(line) as { argv?: unknown } | null)?.argv;
    } catch {
      argv = undefined;
    }
    if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string')) {
      socket.end(`${JSON.stringify({ err: 'Expected {"argv": [strings]}\n' })}\n${JSON.stringify({ exit: 2 })}\n`);
      return;
    }
    log.info({ command: argv[0] }, 'Running a command from the CLI');
    void runCommand(argv, { out: framed(socket, 'out'), err: framed(socket, 'err'), withDatabase: (work) => work(database, config), inServer: true }).then((status) => {
      if (!socket.destroyed) socket.end(`${JSON.stringify({ exit: status })}\n`);
    });
  });
  socket.on('error', (error) => log.warn({ err: error }, 'A CLI connection failed'));
}

/**
 * Listens on DATA_DIR/admin.sock for commands from a CLI beside this server (see the module
 * comment), replacing a socket file a stopped server left. Resolves to the listening server (close
 * it to stop), or undefined with a warning when it cannot listen (DATA_DIR too long a path for a
 * local socket): CLI commands then need the server stopped, as the lock says.
 */
export async function listenForCommands(database: Database, config: Config, log: Logger): Promise<Server | undefined> {
  const path = resolve(commandSocketPath(config.DATA_DIR));
  // A local socket's path has at most 103 bytes on macOS (107 on Linux); a longer one would be cut short elsewhere.
  if (Buffer.byteLength(path) > 103) {
    log.warn({ path }, 'DATA_DIR is too long a path for the CLI socket: stop the server to run CLI commands');
    return undefined;
  }
  await unlink(path).catch(() => {});
  const server = createServer((socket) => serveConnection(socket, database, config, log));
  // Created unreadable to others from the start, not only after the chmod below.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((done, reject) => {
      server.once('error', reject);
      server.listen({ path }, done);
    });
    await chmod(path, 0o600);
  } catch (error) {
    server.close();
    log.warn({ err: error, path }, 'Cannot listen for CLI commands: stop the server to run them');
    return undefined;
  } finally {
    process.umask(umask);
  }
  return server;
}

/**
 * Sends the command `argv` to the server listening on DATA_DIR/admin.sock and relays its output
 * to `out` and `err`. Resolves to the command's exit status, or undefined when no server listens
 * there (the CLI then runs the command itself).
 */
export function sendCommand(dataDir: string, argv: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number | undefined> {
  return new Promise((done, reject) => {
    const socket = createConnection({ path: commandSocketPath(dataDir) });
    let status: number | undefined;
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      createInterface({ input: socket }).on('line', (line) => {
        const frame = JSON.parse(line) as { out?: string; err?: string; exit?: number };
        if (frame.out !== undefined) out.write(frame.out);
        if (frame.err !== undefined) err.write(frame.err);
        if (frame.exit !== undefined) status = frame.exit;
      });
      socket.write(`${JSON.stringify({ argv })}\n`);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) done(undefined);
      else if (error.code === 'EACCES') reject(new StartupError(`The server holding DATA_DIR ${dataDir} runs as another user: run the command as that user`));
      else reject(error);
    });
    socket.once('close', () => {
      if (!connected) return;
      if (status === undefined) err.write('The server closed the connection before the command ended\n');
      done(status ?? 1);
    });
  });
}
