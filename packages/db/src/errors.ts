/** Recognizing database errors the same way on postgres.js and PGlite (both carry SQLSTATE `code`). */

interface PgErrorFields {
  code?: string;
  constraint?: string;
  constraint_name?: string;
}

/** The PostgreSQL error behind `error` (Drizzle wraps driver errors in `cause`), if any. */
function pgError(error: unknown): PgErrorFields | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const fields = e as PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
  }
  return undefined;
}

/** The violated constraint's name when `error` is a unique violation (SQLSTATE 23505), else undefined. */
export function uniqueViolation(error: unknown): string | undefined {
  const e = pgError(error);
  return e?.code === '23505' ? (e.constraint ?? e.constraint_name ?? '') : undefined;
}

/** The violated constraint's name when `error` is a CHECK violation (SQLSTATE 23514), else undefined. */
export function checkViolation(error: unknown): string | undefined {
  const e = pgError(error);
  return e?.code === '23514' ? (e.constraint ?? e.constraint_name ?? '') : undefined;
}

/** True when `error` is a foreign-key violation (SQLSTATE 23503). */
export function foreignKeyViolation(error: unknown): boolean {
  return pgError(error)?.code === '23503';
}

/**
 * postgres.js's own codes for a connection that closed or could not be opened in time. Not
 * CONNECTION_ENDED: that is a pool our own code ended, which no retry mends (an unexpected error).
 */
const DRIVER_CONNECTION_CODES = new Set(['CONNECTION_CLOSED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);
/** True when `error` says the pool was ended by our own code (postgres.js CONNECTION_ENDED): the process is closing its database. */
export function poolEnded(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if ((e as { code?: unknown }).code === 'CONNECTION_ENDED') return true;
  return false;
}

/** Socket errors of a database that cannot be reached or dropped the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * True when `error` (or an error in its `cause` chain, where Drizzle puts the driver's) says the
 * database connection was lost or could not be made: postgres.js's connection codes, a socket
 * error, SQLSTATE class 08 (connection exception), 57P01 to 57P03 (the server is shutting down,
 * crashed, or not yet accepting connections) or 53300 (too many connections). Such a failure says
 * nothing about the request: the same request may succeed once the database is back.
 */
export function connectionLost(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code !== 'string') continue;
    if (DRIVER_CONNECTION_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  }
  return false;
}
