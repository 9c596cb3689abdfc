/**
 * tRPC wiring shared by every module: context, meta, the error formatter, and the procedure
 * builders. Middleware order is SPEC 5.6: (rate limiting at the HTTP edge) → authentication →
 * authorization → input validation (the `.input()` parser runs after `.use()`s declared before it)
 * → the procedure; the REST edge then wraps the result in the response envelope.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { connectionLost, uniqueViolation, type CostingMethod, type Db } from '@stockroom/db';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import { authenticate } from './auth/authenticate.js';
import type { Actor } from './auth/identity.js';
import type { Permission } from './auth/permissions.js';
import type { SessionCache } from './auth/sessions.js';
import type { TokenIssuer } from './auth/tokens.js';
import { AppError, type ErrorBody, type ErrorCode, type FieldErrors } from './errors.js';
import type { IdempotencyKey } from './idempotency.js';
import { unstorableText } from './validation.js';
import type { VersionOfRequest } from './versions.js';

/** The structured logger the server hands in (pino's interface). */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What lives as long as the server and every request needs: the database, token issuer, session cache and logger. */
export interface AppDeps {
  db: Db;
  tokens: TokenIssuer;
  /** Callers recently authenticated, by token (see auth/sessions.ts). */
  sessions: SessionCache;
  log: Logger;
  /** BASE_CURRENCY (ISO 4217): the currency of cost prices, the ledger's values and every report (decision 0016). */
  baseCurrency: string;
  /** COSTING_METHOD: the costing method of a product created without one (decision 0023). */
  costingMethod: CostingMethod;
}

/** Per-request context built by the server for both /api and /trpc. */
export interface Context extends AppDeps {
  requestId: string;
  /** The raw `Authorization` header, if any. */
  authorization: string | undefined;
  /** The client's address (recorded as an API key's last use, decision 0017). */
  clientAddress?: string | undefined;
  /** The request's `Idempotency-Key` header, if any, and whether its first response was replayed (see idempotency.ts). */
  idempotency: IdempotencyKey;
  /** The API version the request asked for (Stockroom-Version) and the one its answer follows (versions.ts). */
  apiVersion: VersionOfRequest;
  /** The `If-Match` header of an update, if any: the update applies only while the record's entity tag matches (see preconditions.ts). */
  ifMatch?: string | undefined;
  /**
   * True when the edge could not read the body (malformed JSON, another content type): reported as
   * VALIDATION_ERROR at the input-validation step, after authentication and authorization (SPEC 5.6).
   */
  malformedBody?: boolean;
  /**
   * Set by the REST edge: download procedures (`meta.file`) answer their file itself (a FileBody,
   * streamed or sent as bytes) rather than its JSON form (see files.ts).
   */
  streamFiles?: boolean;
  /**
   * Set by the REST edge on an upload route: reads the file from the request body, on demand, so
   * that the procedure's guard runs before any of it is read. Resolves to the file's text; rejects
   * with VALIDATION_ERROR for a body that holds no file or one that is not UTF-8, PAYLOAD_TOO_LARGE
   * for one over the route's limit (see files.ts, uploadOf).
   */
  upload?: () => Promise<string>;
}

/**
 * What a procedure declares besides its input and output: its REST route (`openapi`, published by
 * the REST edge) and how that route answers.
 */
export interface Meta extends OpenApiMeta {
  /**
   * The procedure creates a record: the REST edge answers 201 Created, with `Location` when a GET
   * serves the record at `{path}/{id}`. `true`: the result is the record and `path` the route's own;
   * otherwise `path` is the record's collection, and the result's property `record` holds it (the
   * result itself when `record` is left out).
   */
  creates?: true | { record?: string; path: `/${string}` };
  /** The success `message` of the REST envelope (SPEC 4.1), e.g. "Product created successfully". */
  successMessage?: string;
  /** Message of the VALIDATION_ERROR of input validation (default "Invalid request data", SPEC 7). */
  invalidInputMessage?: string;
  /** Largest request body the REST route reads, in bytes (default: the edge's, see apps/server/src/rest). */
  bodyLimit?: number;
  /**
   * The error codes the procedure's rules may answer beyond those every route documents from its
   * shape (validation, authentication, permission, not found, preconditions, body size, rate limit):
   * conflicts (`DUPLICATE_SKU`, `INSUFFICIENT_STOCK`, …), `UNAUTHORIZED` for a public procedure
   * that refuses credentials, and `NOT_FOUND` for a query that can find nothing although its path names no id. The API document lists each with an example (decision 0014).
   */
  errors?: ErrorCode[];
  /**
   * The forms the request body may take, each with its required fields, for the API document's
   * `oneOf` (decision 0014); the input schema itself checks them, with the contract's messages.
   */
  bodyForms?: { title: string; required: string[] }[];
  /**
   * `false`: the write ignores `Idempotency-Key` (a password change revokes the token its retry
   * would carry). Every other authenticated write honours it, its resolver made by `idempotently`.
   */
  idempotencyKey?: false;
  /** The procedure answers (`download`) or reads (`upload`) a file instead of JSON (files.ts). */
  file?: FileMeta;
}

/** The media types of the files procedures send or read. */
export type FileType = 'text/csv' | 'application/pdf';

/**
 * `meta.file` of a procedure (files.ts). `download`: it answers a file of `type` (through
 * fileOf: JSON-safe over /trpc, the file itself at the REST edge). `upload`: it reads a file of
 * `type` (through uploadOf: the input field `file` over /trpc, the request body at the REST edge)
 * and answers JSON as any procedure.
 */
export interface FileMeta {
  type: FileType;
  direction: 'download' | 'upload';
}

/** tRPC's transport code for each error code (what /trpc clients see as `error.data.code` and its HTTP status). */
const transportCode: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  VALIDATION_ERROR: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  DUPLICATE_SKU: 'CONFLICT',
  DUPLICATE_ERROR: 'CONFLICT',
  CONFLICT: 'CONFLICT',
  INSUFFICIENT_STOCK: 'CONFLICT',
  INVALID_STATE: 'CONFLICT',
  OVER_RECEIPT: 'CONFLICT',
  OVER_SHIPMENT: 'CONFLICT',
  OVER_RETURN: 'CONFLICT',
  IDEMPOTENCY_CONFLICT: 'CONFLICT',
  IDEMPOTENCY_IN_PROGRESS: 'CONFLICT',
  PRECONDITION_FAILED: 'PRECONDITION_FAILED',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_SUPPORTED',
  // tRPC has no 406: /trpc answers JSON only, so an Accept it cannot meet is a bad request there.
  NOT_ACCEPTABLE: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMIT_EXCEEDED: 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

/**
 * `error` as tRPC reports it: its transport code (`data.code`, and the HTTP status of /trpc), its
 * message, and the AppError as cause, whose body the error formatter puts in `data.error`.
 */
export function trpcErrorOf(error: AppError): TRPCError {
  return new TRPCError({ code: transportCode[error.code], message: error.message, cause: error });
}

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
    case 'PAYLOAD_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
    case 'METHOD_NOT_SUPPORTED':
      return { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed for this procedure' };
    case 'PARSE_ERROR':
    case 'BAD_REQUEST':
    case 'UNSUPPORTED_MEDIA_TYPE':
      return { code: 'VALIDATION_ERROR', message: 'Invalid request data' };
    default:
      return { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' };
  }
}

/**
 * Field → messages of a zod error; nested paths are dotted (`address.city`), root issues under `_`,
 * and each parameter a strict query does not know under its own name ("Unknown parameter", decision 0014).
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  // A Map, not an object: a field may be named `constructor` or `toString`.
  const details = new Map<string, string[]>();
  const add = (path: PropertyKey[], message: string) => {
    const field = path.length ? path.join('.') : '_';
    details.set(field, [...(details.get(field) ?? []), message]);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key], 'Unknown parameter');
    else add(issue.path, issue.message);
  }
  return Object.fromEntries(details);
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
 * AppError, so both transports report the spec code. Input errors become VALIDATION_ERROR with
 * per-field details, except a malformed path parameter, which names no record: NOT_FOUND.
 * Unique violations not handled by a service become DUPLICATE_ERROR; a lost database
 * connection (connectionLost) is SERVICE_UNAVAILABLE with a retry after 1 s, logged as a
 * warning; anything else unexpected is logged with the request id and reported as
 * INTERNAL_ERROR without internals.
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
  } else if (connectionLost(error.cause)) {
    ctx.log.warn({ err: error.cause, requestId: ctx.requestId, path }, 'Database unavailable');
    appError = AppError.unavailable();
  } else {
    ctx.log.error({ err: error.cause ?? error, requestId: ctx.requestId, path }, 'Unexpected error');
    appError = new AppError('INTERNAL_ERROR', 'An unexpected error occurred');
  }
  throw trpcErrorOf(appError);
});

/**
 * The first step of input validation, after authorization and before `.input()` (SPEC 5.6): a body
 * the edge could not read (malformed JSON, another content type) and text PostgreSQL cannot store
 * (NUL characters or lone surrogates, anywhere in the input) are VALIDATION_ERROR with the
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
 * SPEC 5.6 steps 2 and 3 for a request context: authenticates the caller (see authedProcedure)
 * and requires every one of `permissions`; sets the version the answer follows (versions.ts). Returns the actor. The guard of every procedure runs
 * this, file procedures' included (files.ts).
 * Throws UNAUTHORIZED as authedProcedure, FORBIDDEN "Insufficient permissions" when
 * the actor lacks any of `permissions`.
 */
async function authorize(ctx: Pick<Context, 'db' | 'tokens' | 'sessions' | 'authorization' | 'clientAddress' | 'apiVersion'>, permissions: readonly Permission[]): Promise<Actor> {
  const actor = await authenticate(ctx.db, ctx.tokens, ctx.sessions, ctx.authorization, ctx.clientAddress);
  // An API key's requests follow the version it is pinned to unless they ask for another.
  if (actor.apiVersion && !ctx.apiVersion.requested) ctx.apiVersion.answered = actor.apiVersion;
  if (!permissions.every((permission) => actor.permissions.includes(permission))) throw AppError.forbidden();
  return actor;
}

/**
 * SPEC 5.6 steps 2 to 4, in that order and in one middleware (each middleware level costs tRPC a
 * copy of the call's options): authentication, every one of `permissions`, the readable-input check.
 */
function guarded(permissions: readonly Permission[]) {
  return reported.use(async ({ ctx, meta, getRawInput, next }) => {
    const actor = await authorize(ctx, permissions);
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
export const authedProcedure = guarded([]);

/**
 * Procedures that need `permission` (SPEC 5.4–5.5), and each of `more` (a CSV import that both
 * creates and updates): authenticated as above, then FORBIDDEN "Insufficient permissions" unless
 * the actor holds every one (its role's permissions, or an API key's own). Input is validated after this.
 */
export function can(permission: Permission, ...more: Permission[]) {
  return guarded([permission, ...more]);
}
