/**
 * The tRPC edge: `/trpc`, the procedures for typed clients in tRPC's HTTP format (v11, no
 * transformer; `?batch=1` for several calls in one request), held to what the REST edge holds
 * /api to (rest/body.ts), with the same error codes:
 * - a body is at most its procedure's limit (`meta.bodyLimit`, else DEFAULT_BODY_LIMIT); a batch's
 *   whole body at most the smallest limit of its procedures, so batching cannot multiply a limit;
 *   a name that is no procedure's, the smallest limit of all. More is 413 PAYLOAD_TOO_LARGE for
 *   every call, before any other check. The names are read exactly as tRPC reads them (callsOf);
 * - a body that is not a JSON object (malformed, of another content type, nested deeper than
 *   MAX_NESTING, a batch's object of inputs one level more), and a query's `?input=` that is not,
 *   is unreadable: 400 VALIDATION_ERROR after authentication and authorization (SPEC 5.6), as the
 *   guard reports `malformedBody`. Unknown fields are the procedures' schemas' concern, as on /api;
 * - the rate limiter counts its requests with those of /api (one limiter for every route), a batch
 *   as many requests as it has calls: past the limit, 429 RATE_LIMIT_EXCEEDED for every call.
 * Every answer is tRPC's, the edge's own errors (body too large, rate limit) included: an error
 * carries tRPC's code in `data.code` (and its HTTP status) and the spec error body in `data.error`
 * (packages/api/src/trpc.ts).
 */
import { trpcErrorOf, type AppRouter, type Context } from '@stockroom/api';
import { TRPCError } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { bodyLimitOf, DEFAULT_BODY_LIMIT, jsonObjectOf, MAX_NESTING } from './rest/body.js';
import type { RestRoute } from './rest/routes.js';
import { edgeAppError } from './rest/responses.js';

export interface TrpcEdgeOptions {
  router: AppRouter;
  /** The routes of /api: the body limit of each procedure (`meta.bodyLimit`). */
  routes: RestRoute[];
  /** The per-request context of a procedure call, but for what the edge itself fills in. */
  createContext(request: FastifyRequest): Omit<Context, 'malformedBody'>;
}

/** The request headers tRPC reads itself (the context reads the rest from the Fastify request). */
const TRPC_HEADERS = ['accept', 'trpc-accept', 'last-event-id'];

/**
 * The procedures a request calls, named exactly as tRPC's resolveResponse names them: the `:path`
 * parameter, which Fastify's router has percent-decoded once, percent-decoded again (so
 * `/trpc/auth%252Elogin` calls auth.login), then with `?batch=1` split on ','. A path whose second
 * decoding fails, which tRPC refuses whole (400), is one call of a name no procedure has.
 */
function callsOf(request: FastifyRequest, url: URL): { paths: string[]; batch: boolean } {
  const { path } = request.params as { path: string };
  const batch = url.searchParams.get('batch') === '1';
  let names: string;
  try {
    names = decodeURIComponent(path);
  } catch {
    return { paths: [path], batch };
  }
  return { paths: batch ? names.split(',') : [names], batch };
}

const urlOf = (request: FastifyRequest) => new URL(request.url, 'http://localhost');

/** Registers /trpc; register with `{ prefix: '/trpc' }`. */
export const trpcEdge: FastifyPluginAsync<TrpcEdgeOptions> = async (scope, { router, routes, createContext }) => {
  const limits = new Map(routes.map((route) => [route.procedure, bodyLimitOf(route)]));
  const smallestLimit = Math.min(DEFAULT_BODY_LIMIT, ...limits.values());
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  const unreadable = new WeakSet<FastifyRequest>();
  /** Counts one more request of the caller with the limiter of every route (@fastify/rate-limit's createRateLimit, its store and key). */
  const countRequest = scope.createRateLimit();

  /** Largest body of a call to `paths`: the smallest of their limits (a name no procedure has gets the smallest of all). */
  const limitOf = (paths: string[]) => Math.min(...paths.map((path) => limits.get(path) ?? smallestLimit));

  /** True when `text` is a JSON object read as /api reads a body (jsonObjectOf), a batch's object of inputs one level deeper. */
  const readable = async (request: FastifyRequest, text: string, batch: boolean) => (await jsonObjectOf(parseJson, request, text, MAX_NESTING + (batch ? 1 : 0))) !== undefined;

  /**
   * Counts the calls of a batch past its first (which the limiter counted as the request) as
   * requests of their own, and refuses the request once the count passes the limit: 429, with the
   * limiter's headers, for every call. Runs after the limiter's own hook, before the body is read.
   */
  async function countCalls(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { paths } = callsOf(request, urlOf(request));
    for (let call = 1; call < paths.length; call++) {
      const counted = await countRequest(request);
      if (counted.isAllowed) return;
      reply.header('x-ratelimit-limit', counted.max).header('x-ratelimit-remaining', counted.remaining).header('x-ratelimit-reset', counted.ttlInSeconds);
      if (counted.isExceeded) {
        reply.header('retry-after', counted.ttlInSeconds);
        throw Object.assign(new Error('Too many requests'), { statusCode: 429 });
      }
    }
  }

  /** The request's body, checked against its calls' limit: its text when readable JSON, else marked unreadable. */
  async function readBody(request: FastifyRequest, body: Buffer, json: boolean): Promise<string | undefined> {
    const { paths, batch } = callsOf(request, urlOf(request));
    if (body.length > limitOf(paths)) throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    if (!json) {
      if (body.length) unreadable.add(request);
      return undefined;
    }
    const text = body.toString('utf8');
    if (!(await readable(request, text, batch))) unreadable.add(request);
    return text;
  }

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer) => readBody(request, body, true));
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer) => readBody(request, body, false));

  /**
   * Answers the request through tRPC: its calls, or with `error` (the edge's own) every call's
   * error, before anything else runs. tRPC is handed the URL, the body when readable and the
   * headers it reads; an unreadable body or `?input=` reaches the guard as `malformedBody`.
   */
  async function answer(request: FastifyRequest, reply: FastifyReply, error: TRPCError | null) {
    const url = urlOf(request);
    let malformed = unreadable.has(request);
    const input = url.searchParams.get('input');
    if (request.method === 'GET' && input !== null && !(await readable(request, input, callsOf(request, url).batch))) malformed = true;
    if (malformed) url.searchParams.delete('input');
    const headers = new Headers();
    for (const name of TRPC_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    const withBody = request.method !== 'GET' && request.method !== 'HEAD';
    if (withBody) headers.set('content-type', 'application/json');
    const body = withBody && !malformed && typeof request.body === 'string' ? request.body : undefined;
    const response = await resolveResponse({
      router,
      req: new Request(url, { method: request.method, headers, body }),
      path: (request.params as { path: string }).path,
      error,
      createContext: async () => ({ ...createContext(request), malformedBody: malformed }),
    });
    return reply.send(response);
  }

  // tRPC answers GET and POST (HEAD with 204, others 405); TRACE and the like, which a fetch Request cannot carry, are left to the 404.
  scope.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/:path',
    bodyLimit: Math.max(DEFAULT_BODY_LIMIT, ...limits.values()),
    preParsing: async (request, reply, payload) => {
      await countCalls(request, reply);
      return payload;
    },
    handler: (request, reply) => answer(request, reply, null),
  });

  // What Fastify refuses itself (a body over the largest limit, the rate limit) answers as tRPC's error too.
  scope.setErrorHandler(async (error: FastifyError, request, reply) => {
    const { status, error: appError } = edgeAppError(error);
    if (status === 500) request.log.error({ err: error }, 'Unexpected error');
    return answer(request, reply, trpcErrorOf(appError));
  });
};
