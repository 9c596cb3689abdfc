/**
 * The errors the client throws: StockroomError for any answer that is not 2xx (and for a request
 * that got no answer), WebhookVerificationError for a webhook delivery that fails its checks.
 */
import type { ErrorEnvelope } from './api.js';

/**
 * The `error.code` of the error envelope (SPEC 7), `NETWORK_ERROR` when no answer came, or
 * `NOT_MODIFIED` for a 304 (the `If-None-Match` sent names the current ETag). Typed
 * open-ended, so a code a newer server adds is still a string.
 */
export type StockroomErrorCode = ErrorEnvelope['error']['code'] | 'NETWORK_ERROR' | 'NOT_MODIFIED' | (string & {});

/** The code of an error whose body is no error envelope (a proxy's HTML page, an empty body), by its status. */
const CODE_BY_STATUS: Record<number, StockroomErrorCode> = {
  304: 'NOT_MODIFIED',
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMIT_EXCEEDED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * What the server refused, or that no answer came. Thrown by every call of a client made by
 * `createClient` instead of returning a non-2xx response.
 *
 * - `status`: the HTTP status; 0 when no answer came (`code` is then `NETWORK_ERROR` and `cause`
 *   the error fetch threw).
 * - `code`: the envelope's `error.code` (`NOT_FOUND`, `INSUFFICIENT_STOCK`, …); for a body that is
 *   no envelope, the code of the status (`NOT_MODIFIED` for a 304 answering `If-None-Match`,
 *   `INTERNAL_ERROR` for any status not listed).
 * - `message`: the envelope's `error.message` (human text), else `HTTP <status>`.
 * - `details`, `field`: the envelope's `error.details` (per code: a field map for
 *   VALIDATION_ERROR, the short lines for INSUFFICIENT_STOCK, …) and `error.field` (the first
 *   failing field), when sent.
 * - `requestId`: the `x-request-id` response header, to quote to the server's operators.
 * - `retryAfter`: the `Retry-After` header in **seconds** (429, 503, 409 IDEMPOTENCY_IN_PROGRESS).
 * - `response`: the raw Response (its body is still unread); undefined when no answer came.
 */
export class StockroomError extends Error {
  override readonly name = 'StockroomError';
  readonly status: number;
  readonly code: StockroomErrorCode;
  readonly details: unknown;
  readonly field: string | undefined;
  readonly requestId: string | undefined;
  readonly retryAfter: number | undefined;
  readonly response: Response | undefined;

  constructor(init: {
    status: number;
    code: StockroomErrorCode;
    message: string;
    details?: unknown;
    field?: string | undefined;
    requestId?: string | undefined;
    retryAfter?: number | undefined;
    response?: Response | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.field = init.field;
    this.requestId = init.requestId;
    this.retryAfter = init.retryAfter;
    this.response = init.response;
  }

  /**
   * The error a non-2xx `response` stands for: reads a clone of its body (the response itself stays
   * unread) and takes code, message, details and field from the error envelope when the body is one.
   * Never throws.
   */
  static async fromResponse(response: Response): Promise<StockroomError> {
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    let envelope: Partial<ErrorEnvelope> | undefined;
    try {
      envelope = JSON.parse(text) as Partial<ErrorEnvelope>;
    } catch {
      envelope = undefined;
    }
    const error = envelope && typeof envelope === 'object' && envelope.error && typeof envelope.error.code === 'string' ? envelope.error : undefined;
    return new StockroomError({
      status: response.status,
      code: error?.code ?? CODE_BY_STATUS[response.status] ?? 'INTERNAL_ERROR',
      message: typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`,
      details: error?.details,
      field: error?.field,
      requestId: response.headers.get('x-request-id') ?? undefined,
      retryAfter: retryAfterSeconds(response.headers.get('retry-after')),
      response,
    });
  }
}

/**
 * A `Retry-After` header value in seconds: delay-seconds as sent, an HTTP date as the seconds from
 * now (0 when past, rounded up). Undefined when absent or unreadable.
 */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Why a webhook delivery was refused by `verifyWebhook`. */
export type WebhookVerificationCode = 'MISSING_SIGNATURE' | 'MALFORMED_SIGNATURE' | 'SIGNATURE_MISMATCH' | 'TIMESTAMP_OUT_OF_TOLERANCE' | 'INVALID_BODY';

/**
 * A webhook delivery that `verifyWebhook` refused: `code` says why (no `Stockroom-Signature`
 * header, a header it cannot read, no `v1` signature matching the secret, a timestamp outside the
 * tolerance, or a signed body that is not JSON). Answer the delivery with a 400.
 */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  readonly code: WebhookVerificationCode;

  constructor(code: WebhookVerificationCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
