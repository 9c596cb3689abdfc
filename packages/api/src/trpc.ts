/**
 * tRPC wiring shared by every module: context, meta, the error formatter, and the procedure
 * builders. Middleware order is SPEC 5.6: (rate limiting at the HTTP edge) → authentication →
 * authorization → input validation (the `.input()` parser runs after `.use()`s declared before it)
 * → the procedure → the response envelope.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/unstable-core-do-not-import';
import { uniqueViolation, type Db } from '@stockroom/db';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import { authenticate, type Actor } from './auth/authenticate.js';
import { hasPermission, type Permission } from './auth/permissions.js';
import type { SessionCache } from './auth/sessions.js';
import type { TokenIssuer } from './auth/tokens.js';
import { AppError, type ErrorBody, type FieldErrors } from './errors.js';
import type { ListCache } from './pagination.js';
import { unstorableText } from './validation.js';

/** The structured logger the server hands in (pino's interface). */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What lives as long as the server: the database, token issuer, logger and per-database caches. */
export interface AppDeps {
  db: Db;
  /** Short single-statement reads many requests issue at once (see Database.pipeline in @stockroom/db). */
  pipeline: Db;
  tokens: TokenIssuer;
  /** Callers recently authenticated, by token (see auth/sessions.ts). */
  sessions: SessionCache;
  log: Logger;
  /** List pages and totals reused while their version in the database is current (see pagination.ts). */
  lists: ListCache;
}

/** Per-request context built by the server for both /api and /trpc. */
export interface Context extends AppDeps {
  requestId: string;
  /** The raw `Authorization` header, if any. */
  authorization: string | undefined;
  /** The `Idempotency-Key` header, if any (see idempotency.ts). */
  idempotencyKey: string | undefined;
  /**
   * True when the edge could not read the body (malformed JSON, another content type): reported as
   * 400 VALIDATION_ERROR at the input-validation step, after authentication and authorization (SPEC 5.6).
   */
  malformedBody?: boolean;
}

export interface Meta extends OpenApiMeta {
  /** HTTP status of a successful REST response (default 200; creates use 201). */
  successStatus?: number;
  /** Message of a 400 caused by input validation (default "Invalid request data", SPEC 7). */
  invalidInputMessage?: string;
}

const transportCode: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/** The spec error body for any error tRPC reports, including its own (unknown route, bad JSON). */
function errorBodyOf(error: TRPCError): ErrorBody {
  if (error.cause instanceof AppError) return error.cause.toBody();
  switch (error.code) {
    case 'NOT_FOUND':
      return { code: 'NOT_FOUND', message: 'Not found' };
    case 'UNAUTHORIZED':
      return { code: 'UNAUTHORIZED', message: 'Authentication required' };
    case 'FORBIDDEN':
      return { code: 'FORBIDDEN', message: 'Insufficient permissions' };
    case 'TOO_MANY_REQUESTS':
      return { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests' };
    case 'PARSE_ERROR':
    case 'BAD_REQUEST':
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'PAYLOAD_TOO_LARGE':
      return { code: 'VALIDATION_ERROR', message: 'Invalid request data' };
    default:
      return { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' };
  }
}

/** Field → messages of a zod error; nested paths are dotted (`address.city`), root issues under `_`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const details: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (details[key] ??= []).push(issue.message);
  }
  return details;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter: ({ shape, error }) => ({
      message: errorBodyOf(error).message,
      code: shape.code,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, error: errorBodyOf(error) },
    }),
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Outermost middleware: turns whatever the chain failed with into a TRPCError whose cause is an
 * AppError, so both transports report the spec code. Input errors become 400 VALIDATION_ERROR with
 * per-field details, except a malformed path parameter, which names no record: 404 NOT_FOUND.
 * Unique violations not handled by a service become 409 DUPLICATE_ERROR; anything unexpected is
 * logged with the request id and reported as 500 INTERNAL_ERROR without internals.
 */
const reportErrors = t.middleware(async ({ ctx, meta, path, next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  let appError: AppError;
  if (error.cause instanceof AppError) {
    appError = error.cause;
  } else if (error.code === 'BAD_REQUEST' && error.cause instanceof z.ZodError) {
    const pathParams = [...(meta?.openapi?.path.matchAll(/\{(\w+)\}/g) ?? [])].map((m) => m[1]);
    appError = error.cause.issues.some((issue) => pathParams.includes(String(issue.path[0])))
      ? AppError.notFound('Record')
      : AppError.validation(meta?.invalidInputMessage ?? 'Invalid request data', fieldErrorsOf(error.cause));
  } else if (uniqueViolation(error.cause) !== undefined) {
    appError = AppError.duplicate();
  } else if (error.code !== 'INTERNAL_SERVER_ERROR') {
    return result;
  } else {
    ctx.log.error({ err: error.cause ?? error, requestId: ctx.requestId, path }, 'Unexpected error');
    appError = new AppError('INTERNAL_ERROR', 'An unexpected error occurred');
  }
  throw new TRPCError({
    code: transportCode[appError.statusCode] ?? 'INTERNAL_SERVER_ERROR',
    message: appError.message,
    cause: appError,
  });
});

/**
 * The first step of input validation, after authorization and before `.input()` (SPEC 5.6): a body
 * the edge could not read (malformed JSON, another content type) and text PostgreSQL cannot store
 * (NUL characters or lone surrogates, anywhere in the input) are 400 VALIDATION_ERROR with the
 * procedure's input message.
 */
async function assertReadableInput(ctx: Context, meta: Meta | undefined, getRawInput: () => Promise<unknown>): Promise<void> {
  const message = meta?.invalidInputMessage ?? 'Invalid request data';
  if (ctx.malformedBody) throw new AppError('VALIDATION_ERROR', message);
  const unstorable = unstorableText(await getRawInput());
  if (Object.keys(unstorable).length) throw AppError.validation(message, unstorable);
}

const reported = t.procedure.use(reportErrors);

/**
 * SPEC 5.6 steps 2 to 4, in that order and in one middleware (each middleware level costs tRPC a
 * copy of the call's options): authentication, `permission` when given, the readable-input check.
 */
function guarded(permission?: Permission) {
  return reported.use(async ({ ctx, meta, getRawInput, next }) => {
    const actor: Actor = await authenticate(ctx.db, ctx.tokens, ctx.sessions, ctx.authorization);
    if (permission && !hasPermission(actor.role, permission)) throw AppError.forbidden();
    await assertReadableInput(ctx, meta, getRawInput);
    return next({ ctx: { actor } });
  });
}

/** Procedures anyone may call (login). */
export const publicProcedure = reported.use(async ({ ctx, meta, getRawInput, next }) => {
  await assertReadableInput(ctx, meta, getRawInput);
  return next();
});

/**
 * Procedures for an authenticated, active user (SPEC 5.1–5.3): adds `ctx.actor`.
 * Throws UNAUTHORIZED "Authentication required" without a `Bearer ` header, and UNAUTHORIZED
 * "Invalid or expired token" for a bad or expired token or an unknown or inactive user.
 */
export const authedProcedure = guarded();

/**
 * Procedures that need `permission` (SPEC 5.4–5.5): authenticated as above, then FORBIDDEN
 * "Insufficient permissions" unless the actor's role holds it. Input is validated after this.
 */
export function can(permission: Permission) {
  return guarded(permission);
}
