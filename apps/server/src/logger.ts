/**
 * The server's log: one JSON object per line (for a log collector), or, when stdout is a terminal,
 * the same records as readable lines (pino-pretty: time, level, message, then the fields).
 */
import { pino, type Logger } from 'pino';

/** A logger at `level` writing to stdout: JSON lines, or readable lines on a terminal. */
export function createLogger(level: string): Logger {
  if (!process.stdout.isTTY) return pino({ level });
  return pino({ level }, pino.transport({ target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } }));
}
