/**
 * Reading the server's errors: every tRPC error carries the SPEC 4.1 error body in `data.error`
 * (code, message, details mapping each field to its message(s), field).
 */
import type { ErrorBody } from '@stockroom/api';
import { TRPCClientError } from '@trpc/client';
import { ServerAnswerError } from './trpc';

/**
 * The error body of a failed call, or null when the server was not reached (network, CORS). Errors
 * raised before tRPC runs (429 RATE_LIMIT_EXCEEDED from the rate limiter) carry the body as plain JSON.
 */
export function apiErrorBody(error: unknown): ErrorBody | null {
  if (!(error instanceof TRPCClientError)) return null;
  const body: unknown =
    (error.data as { error?: unknown } | undefined)?.error ?? (error.meta?.responseJSON as { error?: unknown } | undefined)?.error;
  const { code, message } = (body ?? {}) as Partial<ErrorBody>;
  return typeof code === 'string' && typeof message === 'string' ? (body as ErrorBody) : null;
}

/**
 * A message to show for `error`: the server's message; for an answer without one (a proxy's error
 * page, a status the server's envelope does not cover) its HTTP status; only when no answer came,
 * that the server could not be reached (issue 13).
 */
export function errorMessage(error: unknown): string {
  const body = apiErrorBody(error);
  if (body) return body.message;
  if (error instanceof TRPCClientError && error.cause instanceof ServerAnswerError) return `${error.cause.message}. Try again, or tell your administrator.`;
  return 'Cannot reach the server. Check the server URL and your connection.';
}

/** Field → first message, from a VALIDATION_ERROR's details (empty for any other error). */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = apiErrorBody(error);
  if (body?.code !== 'VALIDATION_ERROR' || !body.details) return {};
  return Object.fromEntries(Object.entries(body.details as Record<string, string | string[]>).map(([field, messages]) => [field, Array.isArray(messages) ? messages[0]! : messages]));
}

/** True when the server refused the token (expired, revoked user): the session is over. */
export function isUnauthorized(error: unknown): boolean {
  return apiErrorBody(error)?.code === 'UNAUTHORIZED';
}
