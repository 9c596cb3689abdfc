/**
 * Reading the server's errors: every tRPC error carries the SPEC 4.1 error body in `data.error`
 * (code, message, details mapping each field to its message(s), field).
 */
import type { ErrorBody } from '@stockroom/api';
import { TRPCClientError } from '@trpc/client';
import { ServerAnswerError } from './trpc';

/**
 * The error body of a failed call, or null when the server was not reached (network, CORS). The
 * server answers every /trpc error, its edge's own included (413, 429), as a tRPC error; a body in
 * /api's plain JSON form is read too, for an answer from a server older than that.
 */
export function apiErrorBody(error: unknown): ErrorBody | null {
  if (!(error instanceof TRPCClientError)) return null;
  const body: unknown =
    (error.data as { error?: unknown } | undefined)?.error ?? (error.meta?.responseJSON as { error?: unknown } | undefined)?.error;
  const { code, message } = (body ?? {}) as Partial<ErrorBody>;
  return typeof code === 'string' && typeof message === 'string' ? (body as ErrorBody) : null;
}

/**
 * The server's messages that name its fields rather than what the user sees, in plain words (decision 0019).
 * Everything else the server says is already meant for people and shown as it is.
 */
const plainWords: Record<string, string> = {
  'Give exactly one of quantity and countedQuantity': 'Enter a change or a counted quantity',
  'Give exactly one of lotNumber and serialNumber': 'Enter a lot number or a serial number',
};

/** `message` as the user should read it: its plain words when the server's are technical. */
export const plainMessage = (message: string): string => plainWords[message] ?? message;

/**
 * A message to show for `error`: the server's message; for an answer without one (a proxy's error
 * page, a status the server's envelope does not cover) its HTTP status; only when no answer came,
 * that the server could not be reached (decision 0013).
 */
export function errorMessage(error: unknown): string {
  const body = apiErrorBody(error);
  if (body) return plainMessage(body.message);
  if (error instanceof TRPCClientError && error.cause instanceof ServerAnswerError) return `${error.cause.message}. Try again, or tell your administrator.`;
  return 'Cannot reach the server. Check the server URL and your connection.';
}

/** True when a call got no answer at all (server stopped, network gone), as opposed to any answer the server gave. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TRPCClientError && apiErrorBody(error) === null && !(error.cause instanceof ServerAnswerError);
}

/** Field → first message (in plain words), from a VALIDATION_ERROR's details (empty for any other error). */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = apiErrorBody(error);
  if (body?.code !== 'VALIDATION_ERROR' || !body.details) return {};
  return Object.fromEntries(Object.entries(body.details as Record<string, string | string[]>).map(([field, messages]) => [field, plainMessage(Array.isArray(messages) ? messages[0]! : messages)]));
}

/** True when the server refused the token (expired, revoked user): the session is over. */
export function isUnauthorized(error: unknown): boolean {
  return apiErrorBody(error)?.code === 'UNAUTHORIZED';
}
