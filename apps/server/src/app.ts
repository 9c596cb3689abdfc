/**
 * The Fastify application: the REST edge /api (rest/, from the procedures' meta), /trpc for typed
 * clients, the reference page /docs, health routes, rate limiting and CORS. Every response of the
 * server, its own errors included, carries `x-request-id`; every /api response is the envelope of
 * SPEC 4.1.
 */
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createAppRouter, createTokenIssuer, ListCache, liveApiKeyId, SessionCache, versionOfRequest, type AppDeps, type Context, type HostResolver } from '@stockroom/api';
import type { Database } from '@stockroom/db';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { pino } from 'pino';
import { startBackground, type Background, type BackgroundJob } from './background.js';
import { apiKeySettings, type Config } from './config.js';
import { pdfPrinter } from './documents/printer.js';
import { createLoginThrottle } from './login-throttle.js';
import { connectRedis } from './redis.js';
import { apiPathOf, describeApi, restEdge } from './rest/index.js';
import { edgeAppError, errorEnvelope } from './rest/responses.js';
import { trpcEdge } from './trpc-edge.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background work (background.ts); `wake` runs a job now, once the app is ready. */
    background: Pick<Background, 'wake'>;
  }
}

export interface AppOptions {
  config: Pick<
    Config,
    'JWT_TTL' | 'SESSION_CACHE_TTL_MS' | 'CORS_ORIGINS' | 'LIST_CACHE_SIZE' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS' | 'REDIS_URL' | 'LOG_LEVEL' | 'LOGIN_MAX_FAILURES' | 'LOGIN_FAILURE_WINDOW_MS' | 'BASE_CURRENCY' | 'COSTING_METHOD'
    | 'EVENT_RETENTION_DAYS' | 'WEBHOOK_WORKER' | 'WEBHOOK_ALLOW_PRIVATE_URLS' | 'WEBHOOK_RETRY_HOURS' | 'WEBHOOK_RETRY_BASE_MS'
  > &
    Partial<Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY' | 'NODE_ENV' | 'API_KEY_EXPIRY_DAYS' | 'API_KEY_MAX_EXPIRY_DAYS'>>;
  /** An open, migrated database; the caller closes it after the app. */
  database: Database;
  jwtSecret: string;
  /** The process logger (pino); by default one at config.LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** How webhook URL host names are resolved (at save and at delivery); the system resolver by default. */
  resolveHost?: HostResolver;
}

/**
 * The client's IP address as the trusted-proxy setting yields it: Fastify's `request.ip`, which
 * with TRUST_PROXY set is the forwarded-for address a trusted proxy passed on (the nearest one in
 * X-Forwarded-For not itself a trusted proxy) and otherwise the socket address; the socket address
 * when that is no IP address (a trusted proxy that passed a client's header on unchecked).
 * Undefined only for a request without a socket address.
 */
export function clientAddress(request: FastifyRequest): string | undefined {
  return isIP(request.ip) ? request.ip : request.socket?.remoteAddress || undefined;
}

/**
 * Rate-limit key of a request without a live API key (SPEC 8.1: the forwarded-for value, else the
 * client address, else a default key). X-Forwarded-For counts only as far as TRUST_PROXY trusts
 * it: without TRUST_PROXY no proxy is trusted and the key is the socket address, which a client
 * cannot choose (see clientAddress).
 */
export function clientKey(request: FastifyRequest): string {
  return clientAddress(request) ?? 'default';
}

/** The response of an error Fastify or Node raises itself, before or outside a procedure. */
function edgeError(error: FastifyError): { status: number; body: ReturnType<typeof errorEnvelope> } {
  const { status, error: appError } = edgeAppError(error);
  return { status, body: errorEnvelope(appError.toBody()) };
}

/**
 * The longest path parameter the router reads (Fastify's `maxParamLength`, 100 by default, past
 * which it answered 404 before any hook, without CORS headers): a /trpc batch names all its
 * procedures in one (`/trpc/a,b,c?batch=1`). Node's header limit (16 KB, request line included:
 * 431) is reached first, so no URL a socket delivers meets this one; the desktop keeps its batches
 * far below both (`maxURLLength`, `maxItems` in apps/desktop/src/trpc.ts).
 */
export const MAX_PARAM_LENGTH = 16 * 1024;

/**
 * Fastify's options: the logger, request ids, the proxies TRUST_PROXY trusts, and the envelope for
 * what Fastify's router or Node refuse before any route runs.
 */
function fastifyOptions(config: AppOptions['config'], logger: AppOptions['logger']) {
  return {
    loggerInstance: logger ?? (pino({ level: config.LOG_LEVEL }) as FastifyBaseLogger),
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Paths the router cannot read answer in the envelope too: bad percent-encoding is a malformed
    // URL (400); a path segment over the router's length limit (only inject can send one: see MAX_PARAM_LENGTH) cannot be an id (404).
    frameworkErrors: (error, request, reply: FastifyReply) => {
      reply.header('x-request-id', request.id);
      if (error.code === 'FST_ERR_BAD_URL') return reply.status(400).send(errorEnvelope({ code: 'VALIDATION_ERROR', message: 'Malformed URL' }));
      return reply.status(404).send(errorEnvelope({ code: 'NOT_FOUND', message: 'Not found' }));
    },
    ...(config.TRUST_PROXY ? { trustProxy: config.TRUST_PROXY } : {}),
    requestIdHeader: 'x-request-id',
    // A request Node refuses before Fastify sees it (headers or URL over the limit: 431; unparseable: 400)
    // is still answered in the envelope with a request id.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const status = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const { body } = edgeError(Object.assign(new Error(error.message), { statusCode: status }) as FastifyError);
      const json = JSON.stringify(body);
      const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
          `x-request-id: ${randomUUID()}\r\nConnection: close\r\n\r\n${json}`,
      );
    },
  } satisfies FastifyServerOptions;
}

/**
 * Background work (background.ts: the prunes, and with `options.webhooks` the webhook dispatcher
 * and lanes) runs while the app does: it starts when the app is ready and stops, letting the jobs
 * and deliveries under way finish, when the app closes (before the caller closes the database).
 */
function runBackground(app: FastifyInstance, options: Parameters<typeof startBackground>[0]): void {
  let background: Background | undefined;
  app.addHook('onReady', async () => {
    background = await startBackground(options);
  });
  app.addHook('onClose', async () => background?.stop());
  app.decorate('background', {
    wake: async (job: BackgroundJob) => {
      if (!background) throw new Error('Background work starts when the app is ready');
      return background.wake(job);
    },
  });
}

/** Errors and 503s the edge answers itself, in the envelope, on every route. */
function answerErrors(app: FastifyInstance): void {
  // A 503 (the database unreachable) says when to try again on every route, /trpc and /readyz as /api.
  app.addHook('onSend', async (_request, reply, payload) => {
    // A web Response (the answer of /trpc) brings its status, which Fastify applies after this hook.
    const status = payload instanceof Response ? payload.status : reply.statusCode;
    if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', '1');
    return payload;
  });

  // Errors Fastify raises itself before a procedure runs (body too large, rate limit, a bad URL).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = edgeError(error);
    if (status === 500) request.log.error({ err: error }, 'Unexpected error');
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorEnvelope({ code: 'NOT_FOUND', message: 'Not found' })));
}

/** Builds the app over an open database (see AppOptions); call `listen` or `inject` on the result. */
export async function buildApp({ config, database, jwtSecret, logger, resolveHost }: AppOptions) {
  const app = Fastify(fastifyOptions(config, logger));
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  const deps: AppDeps = {
    db: database.db,
    tokens: createTokenIssuer(jwtSecret, config.JWT_TTL),
    sessions: new SessionCache(config.SESSION_CACHE_TTL_MS),
    log: app.log,
    baseCurrency: config.BASE_CURRENCY,
    costingMethod: config.COSTING_METHOD,
  };
  const webhookSettings = { allowPrivateUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS, retryHours: config.WEBHOOK_RETRY_HOURS, retryBaseMs: config.WEBHOOK_RETRY_BASE_MS, resolveHost };
  const router = createAppRouter({
    productLists: new ListCache(database.pipeline, config.LIST_CACHE_SIZE),
    levelLists: new ListCache(database.pipeline, config.LIST_CACHE_SIZE),
    loginThrottle: createLoginThrottle({ maxFailures: config.LOGIN_MAX_FAILURES, windowMs: config.LOGIN_FAILURE_WINDOW_MS, redis }),
    webhooks: webhookSettings,
    printer: pdfPrinter,
    apiKeys: apiKeySettings(config),
  });
  runBackground(app, { database, log: app.log, eventRetentionDays: config.EVENT_RETENTION_DAYS, webhooks: config.WEBHOOK_WORKER ? webhookSettings : undefined });
  const createContext = (request: FastifyRequest): Omit<Context, 'malformedBody'> => ({
    ...deps,
    requestId: request.id,
    authorization: request.headers.authorization,
    clientAddress: clientAddress(request),
    idempotency: { key: request.headers['idempotency-key']?.toString(), replayed: false },
    apiVersion: versionOfRequest(request.headers['stockroom-version']?.toString()),
    ifMatch: request.headers['if-match'],
  });

  const api = describeApi(router);

  // Without TRUST_PROXY a forwarded-for header counts for nothing: say so once, as it may come from a proxy that should be trusted.
  let forwardedWarned = config.TRUST_PROXY !== undefined;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (!forwardedWarned && request.headers['x-forwarded-for'] !== undefined) {
      forwardedWarned = true;
      app.log.warn(
        { remoteAddress: request.socket?.remoteAddress },
        'X-Forwarded-For received but TRUST_PROXY is not set: rate limiting and API-key use count the socket address; behind a proxy, set TRUST_PROXY to its addresses',
      );
    }
    // OPTIONS without Origin is no CORS preflight (which the CORS plugin answers): it asks which methods a path has.
    if (request.method === 'OPTIONS' && !request.headers.origin) {
      const methods = request.url.startsWith('/api') ? api.methodsAt(apiPathOf(request.url)) : [];
      if (!methods.length) return reply.status(404).send(errorEnvelope({ code: 'NOT_FOUND', message: 'Not found' }));
      const allowed = [...methods, 'OPTIONS'];
      return reply.header('allow', allowed.join(', ')).send({ success: true, data: { methods: allowed } });
    }
  });

  answerErrors(app);

  // Before rate limiting, so a browser's preflight is answered without spending the caller's budget.
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'if-match', 'if-none-match', 'stockroom-version', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'stockroom-version', 'etag', 'location', 'link', 'allow', 'idempotent-replayed', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'content-disposition', 'deprecation'],
    maxAge: 600,
  });

  // br or gzip, as Accept-Encoding asks, for bodies of 1 KB and more (the API document is 1.2 MB; a CSV
  // export streams through the compressor); request bodies are read as sent, never inflated.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });

  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    // A request with a live API key is counted per key: a system behind a shared address
    // gets its own budget, and one key spread over many addresses shares one. A revoked or expired
    // key counts against the caller's address like any other request.
    keyGenerator: async (request) => {
      const keyId = await liveApiKeyId(deps.db, deps.tokens, deps.sessions, request.headers.authorization);
      return keyId ? `api-key:${keyId}` : clientKey(request);
    },
    ...(redis ? { redis, nameSpace: 'stockroom-rate-limit:' } : {}),
    // With Redis unreachable, serve rather than fail every request (redis.ts logs the outage once).
    skipOnError: true,
    allowList: (request) => request.url.startsWith('/docs'),
    errorResponseBuilder: () => ({ statusCode: 429, ...errorEnvelope({ code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests' }) }),
  });

  const exempt = { config: { rateLimit: false } };
  app.get('/healthz', exempt, async () => ({ status: 'ok' }));
  app.get('/readyz', exempt, async (_request, reply) => {
    try {
      await deps.db.execute('select 1');
      return { status: 'ready', database: database.engine };
    } catch (error) {
      app.log.error({ err: error }, 'Readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.engine });
    }
  });

  await app.register(restEdge, { prefix: '/api', router, api, createContext, publicUrl: config.PUBLIC_URL });
  await app.register(swagger, { mode: 'static', specification: { document: { ...api.document, servers: [{ url: `${config.PUBLIC_URL ?? ''}/api` }] } as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(trpcEdge, { prefix: '/trpc', router, routes: api.routes, createContext });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
