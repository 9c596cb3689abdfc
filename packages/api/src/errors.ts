/**
 * The one error class of Stockroom (SPEC 7's custom error: code, message and optional details).
 * Services throw these with a code that knows nothing of HTTP; the tRPC layer maps codes to its
 * transport codes (trpc.ts), and the REST edge maps them to HTTP statuses in one table
 * (`errorStatus`, apps/server/src/rest/responses.ts), where SPEC 7's status code lives (an unknown
 * error is INTERNAL_ERROR). Decisions 0002 and 0014.
 */

/** Machine codes of SPEC 7, plus the codes added since (conflicts, preconditions, the edge's own; see docs/decisions). */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'DUPLICATE_SKU'
  | 'DUPLICATE_ERROR'
  | 'CONFLICT'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID_STATE'
  | 'OVER_RECEIPT'
  | 'OVER_SHIPMENT'
  | 'OVER_RETURN'
  | 'IDEMPOTENCY_CONFLICT'
  | 'IDEMPOTENCY_IN_PROGRESS'
  | 'PRECONDITION_FAILED'
  | 'METHOD_NOT_ALLOWED'
  | 'NOT_ACCEPTABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMIT_EXCEEDED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

/** Field name → messages, as in `error.details` of a validation error (SPEC 4.1). */
export type FieldErrors = Record<string, string[]>;

/** The body of `error` in the spec's error envelope (SPEC 4.1). */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  details?: unknown;
  field?: string;
}

export class AppError extends Error {
  override readonly name = 'AppError';

  /** RATE_LIMIT_EXCEEDED, IDEMPOTENCY_IN_PROGRESS and SERVICE_UNAVAILABLE: seconds until the caller may try again (the edge's `Retry-After`). */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  /** RATE_LIMIT_EXCEEDED: try again after `seconds`. */
  static rateLimited(message: string, seconds: number): AppError {
    const error = new AppError('RATE_LIMIT_EXCEEDED', message);
    error.retryAfterSeconds = seconds;
    return error;
  }

  /**
   * SERVICE_UNAVAILABLE "Service temporarily unavailable": the database cannot be reached (its
   * connection was lost, or it is restarting); the same request may succeed after `seconds`.
   */
  static unavailable(seconds = 1): AppError {
    const error = new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable');
    error.retryAfterSeconds = seconds;
    return error;
  }

  /**
   * IDEMPOTENCY_IN_PROGRESS "A request with this Idempotency-Key is still in progress": the first
   * request under the key has not finished; its retry after `seconds` gets that request's response.
   */
  static inProgress(seconds: number): AppError {
    const error = new AppError('IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still in progress');
    error.retryAfterSeconds = seconds;
    return error;
  }

  /** VALIDATION_ERROR; `details` maps each failing field to its messages, `field` is the first. */
  static validation(message: string, details: FieldErrors): AppError {
    return new AppError('VALIDATION_ERROR', message, details);
  }

  /** NOT_FOUND, e.g. `AppError.notFound('Product')` → "Product not found". */
  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  /** UNAUTHORIZED (SPEC 5.2/5.3). */
  static unauthorized(message = 'Invalid or expired token'): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  /** FORBIDDEN "Insufficient permissions" (SPEC 5.5). */
  static forbidden(): AppError {
    return new AppError('FORBIDDEN', 'Insufficient permissions');
  }

  /** PRECONDITION_FAILED: the record changed since the client read it (its `If-Match` no longer matches). */
  static preconditionFailed(): AppError {
    return new AppError('PRECONDITION_FAILED', 'The record has changed since it was read; read it again and retry');
  }

  /** DUPLICATE_ERROR "Record already exists" (SPEC 7), for unique violations other than SKU. */
  static duplicate(): AppError {
    return new AppError('DUPLICATE_ERROR', 'Record already exists');
  }

  /** The `error` object of the spec envelope. */
  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message };
    if (this.details !== undefined) body.details = this.details;
    if (this.code === 'VALIDATION_ERROR' && this.details && typeof this.details === 'object') {
      const [first] = Object.keys(this.details);
      if (first !== undefined) body.field = first;
    }
    return body;
  }
}
