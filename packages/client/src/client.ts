/**
 * `createClient`: the generated `Api` with a base URL, a bearer token, and a fetch that throws
 * StockroomError, retries what is safe to retry, gives every write an Idempotency-Key and asks for
 * the API version the client was generated from.
 */
import { Api } from './api.js';
import { StockroomError } from './errors.js';

/**
 * The dated API version (the document's `info.version`) this client's types were generated from:
 * every request asks for it in `Stockroom-Version`, so the answers match the types whichever version
 * the API key is pinned to.
 */
export const API_VERSION = '2026-11-28';

/** What `createClient` takes. */
export interface ClientOptions {
  /** The API's root, `/api` included: `https://stockroom.example.com/api`. */
  baseUrl: string;
  /** An API key (`sr_live_…`) or a sign-in's access token, sent as `Authorization: Bearer <token>`; change it later with `client.setSecurityData(token)`. */
  token?: string;
  /** Retries after the first attempt (default 2): on 429 and 503, and on network errors of requests safe to repeat. 0 turns retrying off. */
  maxRetries?: number;
  /** First backoff in **milliseconds** (default 500): attempt n waits a random time between half of and the whole `retryDelayMs · 2ⁿ` (jitter), unless `Retry-After` says otherwise. */
  retryDelayMs?: number;
  /** Longest wait before a retry, in **milliseconds** (default 30,000): a longer `Retry-After` is not waited for; the StockroomError is thrown at once, with `retryAfter`. */
  maxRetryDelayMs?: number;
  /** The `Stockroom-Version` each request asks for (default API_VERSION, the one the types follow); `null` sends none, so the API key's pinned version applies. */
  apiVersion?: string | null;
  /** Whether a POST, PUT, PATCH or DELETE without an `Idempotency-Key` header gets one (a random UUID), reused by its retries (default true). */
  idempotencyKeys?: boolean;
  /** The fetch to send with (default the global `fetch`). */
  fetch?: typeof fetch;
  /** Waits `ms` milliseconds before a retry (default a timer); tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

/** The client `createClient` returns: the generated `Api` (`client.products.productsList(…)`, …), authenticated with a bearer token. */
export type StockroomClient = Api<string>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RETRIED_STATUSES = new Set([429, 503]);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A client of the Stockroom API at `options.baseUrl`: the generated `Api`, every method of which
 * resolves to the response with `data` (the parsed envelope) on a 2xx and otherwise throws.
 *
 * - **Errors**: a non-2xx status throws StockroomError (status, code, message, details, field,
 *   requestId, retryAfter, response), a 304 answering `If-None-Match` too (code `NOT_MODIFIED`); a request that got no answer throws StockroomError with
 *   status 0 and code `NETWORK_ERROR`, the fetch error as its `cause`. A request aborted by the
 *   caller's `signal` rethrows the AbortError as is, without retrying.
 * - **Retries**, up to `maxRetries` times (default 2): on 429 and 503, after `Retry-After` seconds
 *   when sent (up to `maxRetryDelayMs`), else after an exponential backoff with jitter; on a
 *   network error only for a request safe to repeat: GET, HEAD, or one carrying an
 *   `Idempotency-Key`. Never on another status (any other 4xx, 409 included, or 500).
 * - **Version**: each request without a `Stockroom-Version` header asks for `apiVersion` (default
 *   API_VERSION, the version of the generated types).
 * - **Idempotency keys**: each POST, PUT, PATCH and DELETE without an `Idempotency-Key` header
 *   gets one (`crypto.randomUUID()`), the same on every retry of the call, so a write the server
 *   already made is answered again (`Idempotent-Replayed: true`) instead of being made twice.
 */
export function createClient(options: ClientOptions): StockroomClient {
  const api = new Api<string>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    securityWorker: (token) => (token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    customFetch: retryingFetch(options),
  });
  if (options.token) api.setSecurityData(options.token);
  return api;
}

/**
 * A fetch that behaves as `createClient` describes: resolves to a 2xx response, throws
 * StockroomError for anything else, retries, asks for the API version and adds Idempotency-Key to writes.
 */
function retryingFetch(options: ClientOptions): typeof fetch {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? defaultSleep;
  const maxRetries = options.maxRetries ?? 2;
  const baseDelay = options.retryDelayMs ?? 500;
  const maxDelay = options.maxRetryDelayMs ?? 30_000;
  const backoff = (retry: number) => Math.min(maxDelay, baseDelay * 2 ** retry * (0.5 + Math.random() / 2));

  return async (input, init = {}) => {
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init.headers).forEach((value, name) => headers.set(name, value));
    const version = options.apiVersion === undefined ? API_VERSION : options.apiVersion;
    if (version !== null && !headers.has('stockroom-version')) headers.set('stockroom-version', version);
    if (WRITES.has(method) && options.idempotencyKeys !== false && !headers.has('idempotency-key')) headers.set('idempotency-key', crypto.randomUUID());
    // A stream body cannot be sent twice; the generated client sends strings and FormData.
    const repeatable = !(typeof ReadableStream !== 'undefined' && init.body instanceof ReadableStream);
    const safe = repeatable && (method === 'GET' || method === 'HEAD' || headers.has('idempotency-key'));

    for (let retry = 0; ; retry++) {
      let response: Response;
      try {
        response = await send(input, { ...init, method, headers });
      } catch (cause) {
        if (init.signal?.aborted) throw cause;
        if (safe && retry < maxRetries) {
          await sleep(backoff(retry));
          continue;
        }
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new StockroomError({ status: 0, code: 'NETWORK_ERROR', message: `No answer from ${method} ${urlOf(input)}: ${reason}`, cause });
      }
      if (response.ok) return response;
      const error = await StockroomError.fromResponse(response);
      const wait = error.retryAfter === undefined ? backoff(retry) : error.retryAfter * 1000;
      if (!RETRIED_STATUSES.has(response.status) || !repeatable || retry >= maxRetries || wait > maxDelay) throw error;
      await response.body?.cancel().catch(() => {});
      await sleep(wait);
    }
  };
}

const urlOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
