/**
 * The REST edge: `/api` published from the procedures' `meta.openapi` (SPEC 4). One Fastify route
 * per procedure calls it through a tRPC caller with the request's context, and turns what it
 * returns into the contract's envelope (SPEC 4.1; list form A, or B with `shape=page`; a whole
 * list as CSV with `format=csv`, decision 0019), its errors into the error envelope through one code →
 * status table, and adds the HTTP conventions a REST client expects (decision 0014): 201 with
 * `Location`, `ETag` and `If-None-Match` → 304, `If-Match` on updates (checked by the services),
 * 405 with `Allow`, `HEAD` wherever `GET` works, 406 for an `Accept` the route cannot meet (a list
 * answers `Accept: text/csv` as `format=csv`), `Idempotent-Replayed`, per-route body limits (413)
 * and bounded JSON nesting. A procedure that declares `meta.file` answers or reads a file through
 * the same handler (files.ts).
 */
import accepts from '@fastify/accepts';
import { API_VERSION, API_VERSIONS, AppError, createCallerFactory, datedFilename, entityTag, isApiVersion, isFileBody, tagOf, versionOfRequest, type AppRouter, type Context, type Page } from '@stockroom/api';
import { connectionLost } from '@stockroom/db';
import type { AnyRouter } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import LinkHeader from 'http-link-header';
import { Readable } from 'node:stream';
import { bodyLimitOf, readBodies } from './body.js';
import { listCsv } from './csv.js';
import { deprecationOf } from './deprecations.js';
import { readUploads, sendFile, uploadedText } from './files.js';
import { completeDocument } from './openapi.js';
import { errorEnvelope, errorResponse, listBody, recordBody, type ListShape } from './responses.js';
import { methodsAt, readRoutes, type RestRoute } from './routes.js';

/** The path of a request URL under /api, without the query (`/api/products?x=1` → `/products`). */
export const apiPathOf = (url: string): string => url.split('?')[0]!.replace(/^\/api(?=\/|$)/, '');

/** The routes of /api and the OpenAPI document that describes them. */
export interface RestApi {
  routes: RestRoute[];
  /** The methods a request path under /api answers (HEAD with GET); empty when unknown. */
  methodsAt(path: string): string[];
  /** The completed document, without `servers` (each request's answer names its own). */
  document: Record<string, unknown>;
}

/** Reads the routes of `router`'s procedures and completes their document (see openapi.ts). */
export function describeApi(router: AnyRouter): RestApi {
  const { document, routes } = readRoutes(router, { title: 'Stockroom API', version: API_VERSION });
  return { routes, methodsAt: (path) => methodsAt(routes, path), document: completeDocument(document as unknown as Record<string, unknown>, routes) };
}

export interface RestEdgeOptions {
  router: AppRouter;
  api: RestApi;
  /** The per-request context of a procedure call, but for what the edge itself fills in. */
  createContext(request: FastifyRequest): Omit<Context, 'malformedBody'>;
  /** The server's public base URL (PUBLIC_URL) for the document's `servers`; else each request's own origin. */
  publicUrl?: string | undefined;
}

/** A procedure as a caller exposes it. */
type Call = (input: unknown) => Promise<unknown>;

const shapes: readonly string[] = ['list', 'page'] satisfies ListShape[];
/** `format` of a list: json (the envelope) or csv (the whole list as a file, listCsv). */
const formats: readonly string[] = ['json', 'csv'];

/**
 * Takes the edge's own list parameters, which the procedures do not take, out of `query`: `shape`
 * (default list) and `format` (undefined when not sent). The answer carries `Deprecation` when the
 * query sends a deprecated parameter (deprecations.ts).
 */
function takeListParameters(query: Record<string, unknown>, reply: FastifyReply): { shape: unknown; format: unknown } {
  const deprecation = deprecationOf(query);
  if (deprecation) reply.header('deprecation', deprecation);
  const { shape = 'list', format } = query;
  delete query.shape;
  delete query.format;
  return { shape, format };
}

/** The procedure at `path` of a caller (`products.get` → caller.products.get). */
function procedureOf(caller: object, path: string): Call {
  let node: unknown = caller;
  for (const key of path.split('.')) node = (node as Record<string, unknown>)[key];
  return node as Call;
}

/** The URL, under /api, of the record a create returned: the route's own path with its id appended, when a GET serves it. */
function locationOf(route: RestRoute, routes: RestRoute[], request: FastifyRequest, data: unknown): string | undefined {
  const created = route.meta.creates;
  const record = typeof created === 'object' && created.record ? (data as Record<string, unknown> | null)?.[created.record] : data;
  const id = (record as { id?: unknown } | null | undefined)?.id;
  if (typeof id !== 'string') return undefined;
  const base = typeof created === 'object' ? created.path : route.path;
  const get = routes.find((r) => r.method === 'GET' && r.path.startsWith(`${base}/{`) && r.path.lastIndexOf('/') === base.length && r.path.endsWith('}'));
  if (!get) return undefined;
  const params = request.params as Record<string, string>;
  const path = base.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  return `/api${path}/${encodeURIComponent(id)}`;
}

/**
 * The `Link` header (RFC 8288) of a list page: `rel="next"` and `rel="prev"` by page number, or
 * `rel="next"` by cursor on a change feed; each the request's own URL with the page or cursor
 * changed. Undefined when there is neither.
 */
function linksOf(request: FastifyRequest, page: Page<unknown>): string | undefined {
  const link = new LinkHeader();
  const at = (change: (query: URLSearchParams) => void) => {
    const url = new URL(request.url, 'http://stockroom.invalid');
    change(url.searchParams);
    return `${url.pathname}${url.search}`;
  };
  if (page.nextCursor !== undefined) {
    if (page.hasNext) {
      const next = at((query) => {
        query.delete('updatedSince');
        query.set('cursor', page.nextCursor!);
      });
      link.set({ rel: 'next', uri: next });
    }
  } else {
    if (page.hasNext) link.set({ rel: 'next', uri: at((query) => query.set('page', String(page.page + 1))) });
    if (page.hasPrev) link.set({ rel: 'prev', uri: at((query) => query.set('page', String(page.page - 1))) });
  }
  return link.refs.length ? link.toString() : undefined;
}

/**
 * The media types `route` can answer a request with: a download its file's type, a list JSON and
 * CSV (or the one `format` names, when the query names one), anything else JSON.
 */
function mediaTypesOf(route: RestRoute, format: unknown): string[] {
  const file = route.meta.file;
  if (file?.direction === 'download') return [file.type];
  if (!route.list || format === 'json') return ['application/json'];
  return format === 'csv' ? ['text/csv'] : ['application/json', 'text/csv'];
}

/**
 * The one of `types` the request's `Accept` prefers (RFC 9110 §12.5.1, by @fastify/accepts: quality,
 * then specificity, then the order of `types`; no Accept is any); throws 406 NOT_ACCEPTABLE,
 * naming `types`, when it accepts none of them.
 */
export function negotiate(request: FastifyRequest, types: string[]): string {
  const type = request.accepts().type(types);
  if (typeof type !== 'string') throw new AppError('NOT_ACCEPTABLE', `None of the media types this route answers is acceptable: ${types.join(', ')}`, { acceptable: types });
  return type;
}

/** True when `header` (If-None-Match) names `tag` or is `*`; weak comparison (RFC 9110 §13.1.2). */
function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((candidate) => opaque(candidate) === tag);
}

/** The AppError of a failed call (the procedures' error middleware gives every failure one). */
function appErrorOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof TRPCError && error.cause instanceof AppError) return error.cause;
  return undefined;
}

/** The /api routes; register with `{ prefix: '/api' }`. */
export const restEdge: FastifyPluginAsync<RestEdgeOptions> = async (api, { router, api: { routes, document, methodsAt: allowedAt }, createContext, publicUrl }) => {
  const createCaller = createCallerFactory(router);
  const unreadable = readBodies(api);
  await api.register(accepts);

  async function handle(route: RestRoute, request: FastifyRequest, reply: FastifyReply) {
    const query = { ...(request.query as Record<string, unknown>) };
    const list = route.list ? takeListParameters(query, reply) : { shape: 'list', format: undefined };
    const shape = list.shape;
    let format = list.format;
    // Without `format`, a list answers CSV when Accept prefers it to JSON (the document's second media type).
    const type = negotiate(request, mediaTypesOf(route, format));
    format ??= route.list && type === 'text/csv' ? 'csv' : 'json';
    const params = request.params as Record<string, string>;
    // An upload's body is its file, read when the procedure asks (after its guard); its options are the query's.
    const upload = route.meta.file?.direction === 'upload';
    const input = route.method === 'GET' || route.method === 'DELETE' || upload ? { ...query, ...params } : { ...(request.body as object | undefined), ...params };
    const context: Context = {
      ...createContext(request),
      malformedBody: !upload && unreadable(request),
      streamFiles: true,
      ...(upload ? { upload: () => uploadedText(request, bodyLimitOf(route)) } : {}),
    };
    const call = procedureOf(createCaller(context), route.procedure);
    // Authentication, in the call, may pin the answer to an API key's version; a failed call's answer names it too.
    const data = await (format === 'csv' ? listCsv(call, input, route.columns) : call(input)).finally(() => {
      // In braces: a reply is thenable, and `finally` would wait for it to be sent.
      reply.header('stockroom-version', context.apiVersion.answered);
    });
    if (isFileBody(data)) return sendFile(reply, route.meta.file!.type, data);

    // Checked after the call, which did the authentication and the other input checks first (SPEC 5.6).
    if (!shapes.includes(shape as string)) throw AppError.validation('Invalid request data', { shape: ['shape must be list or page'] });
    if (!formats.includes(format as string)) throw AppError.validation('Invalid request data', { format: ['format must be json or csv'] });
    // Named after the path's fixed segments: /suppliers/{id}/products → suppliers-products-<date>.csv.
    if (data instanceof Readable) return sendFile(reply, 'text/csv', { filename: datedFilename(route.path.split('/').filter((segment) => segment && !segment.startsWith('{')).join('-'), 'csv'), content: data });
    let body: string;
    let tag: string;
    if (route.list) {
      body = listBody(data as Page<unknown>, shape as ListShape);
      tag = tagOf(body);
      const links = linksOf(request, data as Page<unknown>);
      if (links) reply.header('link', links);
    } else {
      const json = JSON.stringify(data) ?? 'null';
      body = recordBody(json, route.meta.successMessage);
      tag = entityTag(data);
    }
    reply.header('etag', tag);
    if (context.idempotency.replayed) reply.header('idempotent-replayed', 'true');
    if (route.method === 'GET' && noneMatch(request.headers['if-none-match'], tag)) return reply.status(304).send();
    if (route.meta.creates) {
      reply.status(201);
      const location = locationOf(route, routes, request, data);
      if (location) reply.header('location', location);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  }

  api.setErrorHandler(async (error, request, reply) => {
    let appError = appErrorOf(error);
    // A lost database connection met outside a procedure (a hook, a list's CSV pages after the first) answers as one met inside.
    if (!appError && connectionLost(error)) {
      request.log.warn({ err: error }, 'Database unavailable');
      appError = AppError.unavailable();
    }
    if (appError) {
      const { status, body } = errorResponse(appError);
      if (appError.retryAfterSeconds !== undefined) reply.header('retry-after', String(appError.retryAfterSeconds));
      return reply.status(status).send(body);
    }
    throw error;
  });

  const register = (scope: FastifyInstance, route: RestRoute) =>
    scope.route({
      method: route.method,
      url: route.path.replace(/\{(\w+)\}/g, ':$1'),
      bodyLimit: bodyLimitOf(route),
      exposeHeadRoute: route.method === 'GET',
      handler: (request, reply) => handle(route, request, reply),
    });
  const uploads = routes.filter((route) => route.meta.file?.direction === 'upload');
  for (const route of routes) if (!uploads.includes(route)) register(api, route);
  // Upload routes in a scope of their own, whose parsers leave text/csv and multipart bodies for the upload to read.
  await api.register(async (scope) => {
    await readUploads(scope, Math.max(...uploads.map(bodyLimitOf)));
    for (const route of uploads) register(scope, route);
  });

  // Every answer names the API version it follows (the one asked for, else the newest until the caller is known); a request may name the one it expects (docs/API.md, Versions).
  api.addHook('onRequest', async (request, reply) => {
    const asked = request.headers['stockroom-version'];
    reply.header('stockroom-version', versionOfRequest(asked?.toString()).answered);
    if (asked !== undefined && !isApiVersion(String(asked))) {
      throw AppError.validation('Invalid request data', { 'Stockroom-Version': [`Unknown API version ${String(asked)}: this server speaks ${API_VERSIONS.join(', ')}`] });
    }
  });

  api.get('/openapi.json', async (request) => {
    negotiate(request, ['application/json']);
    return { ...document, servers: [{ url: `${publicUrl ?? `${request.protocol}://${request.host}`}/api` }] };
  });

  // A path that exists under another method: 405 with the methods it has (RFC 9110 §15.5.6).
  api.setNotFoundHandler(async (request, reply) => {
    const allowed = allowedAt(apiPathOf(request.url));
    if (!allowed.length) return reply.status(404).send(errorEnvelope({ code: 'NOT_FOUND', message: 'Not found' }));
    return reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send(errorEnvelope({ code: 'METHOD_NOT_ALLOWED', message: `Method ${request.method} is not allowed here`, details: { allowed } }));
  });
};
