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
