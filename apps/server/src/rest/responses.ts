/**
 * The contract's envelope (SPEC 4.1) around what procedures return, and the one table that maps
 * error codes to HTTP statuses (SPEC 7). Success bodies are written as strings around the data's
 * JSON, so each response is serialized once.
 */
import { AppError, type ErrorBody, type ErrorCode, type Page } from '@stockroom/api';
import { connectionLost } from '@stockroom/db';

/** HTTP status of each error code (SPEC 7, plus the codes added since: see docs/decisions). */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  DUPLICATE_SKU: 409,
  DUPLICATE_ERROR: 409,
  CONFLICT: 409,
  INSUFFICIENT_STOCK: 409,
  INVALID_STATE: 409,
  OVER_RECEIPT: 409,
  OVER_SHIPMENT: 409,
  OVER_RETURN: 409,
  IDEMPOTENCY_CONFLICT: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** `{success: false, error}` (SPEC 4.1). */
export const errorEnvelope = (error: ErrorBody) => ({ success: false as const, error });

/** The error envelope of an AppError and its status. */
export function errorResponse(error: AppError): { status: number; body: ReturnType<typeof errorEnvelope> } {
  return { status: errorStatus[error.code], body: errorEnvelope(error.toBody()) };
}

/**
 * The AppError of an error Fastify or Node raises itself, before or outside a procedure (body too
 * large, rate limit, headers too large, a request it cannot read), and the status to answer: a 4xx
 * keeps its own, a lost database connection (a hook that reads the database) is 503
 * SERVICE_UNAVAILABLE, anything else is 500 INTERNAL_ERROR. Both edges answer these: /api in the
 * envelope, /trpc as a tRPC error.
 */
export function edgeAppError(error: { statusCode?: number }): { status: number; error: AppError } {
  if (connectionLost(error)) return { status: 503, error: AppError.unavailable() };
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, error: new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large') };
  if (status === 429) return { status, error: new AppError('RATE_LIMIT_EXCEEDED', 'Too many requests') };
  if (status === 431) return { status, error: new AppError('VALIDATION_ERROR', 'Request headers or URL too large') };
  // Any other refusal of Fastify's (a Content-Type that is no media type: 415) is the contract's VALIDATION_ERROR, whose status is 400.
  if (status >= 400 && status < 500) return { status: 400, error: new AppError('VALIDATION_ERROR', 'Invalid request data') };
  return { status: 500, error: new AppError('INTERNAL_ERROR', 'An unexpected error occurred') };
}

/** `{success: true, data, message?}` around `data` already serialized as `dataJson`. */
export function recordBody(dataJson: string, message: string | undefined): string {
  return message === undefined ? `{"success":true,"data":${dataJson}}` : `{"success":true,"data":${dataJson},"message":${JSON.stringify(message)}}`;
}

/** The two list forms of SPEC 4.2: `list` (form A, the default) and `page` (form B). */
export type ListShape = 'list' | 'page';

/**
 * A page in list form A (`data` = the items, paging in `meta`) or form B (`data` =
 * `{items, pagination}`, with totalPages); both keep the keys in the order of the contract's examples.
 */
export function listBody(result: Page<unknown>, shape: ListShape): string {
  const items = JSON.stringify(result.items);
  const { total, page, limit, hasNext, hasPrev, totalPages, nextCursor } = result;
  return shape === 'page'
    ? `{"success":true,"data":{"items":${items},"pagination":${JSON.stringify({ total, page, limit, hasNext, hasPrev, totalPages, nextCursor })}}}`
    : `{"success":true,"data":${items},"meta":${JSON.stringify({ total, page, limit, hasNext, hasPrev, nextCursor })}}`;
}
