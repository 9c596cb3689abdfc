/**
 * The Fastify application: the REST edge /api (trpc-to-openapi), /trpc for typed clients,
 * GET /api/openapi.json and the reference page /docs, health routes, rate limiting, and the
 * normalization of every /api response into the exact envelope of SPEC 4.1.
 */
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { appRouter, createTokenIssuer, ListCache, SessionCache, type AppDeps, type Context, type ErrorBody } from '@stockroom/api';
import type { Database } from '@stockroom/db';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { Redis } from 'ioredis';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import type { Config } from './config.js';
import { buildOpenApiDocument, successStatusOf } from './openapi.js';

export interface AppOptions {
  config: Pick<Config, 'JWT_TTL' | 'SESSION_CACHE_TTL_MS' | 'CORS_ORIGINS' | 'LIST_CACHE_SIZE' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS' | 'REDIS_URL' | 'LOG_LEVEL'>;
  /** An open, migrated database; the caller closes it after the app. */
  database: Database;
  jwtSecret: string;
  /** The process logger (pino); by default one at config.LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

const errorEnvelope = (error: ErrorBody) => ({ success: false as const, error });

/**
 * Rate-limit key (SPEC 8.1): the first X-Forwarded-For value, else the client address, else a
 * default key. The header is trusted as the spec says: a proxy in front must overwrite it.
 */
export function clientKey(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.socket?.remoteAddress || 'default';
}

/** Builds the app over an open database (see AppOptions); call `listen` or `inject` on the result. */
export async function buildApp({ config, database, jwtSecret, logger }: AppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? (pino({ level: config.LOG_LEVEL }) as FastifyBaseLogger),
    genReqId: () => randomUUID(),
    // No implicit HEAD routes: trpc-to-openapi would answer any HEAD /api/… with 204, unauthenticated.
    exposeHeadRoutes: false,
    requestIdHeader: 'x-request-id',
  });
  const deps: AppDeps = {
    db: database.db,
    pipeline: database.pipeline,
    tokens: createTokenIssuer(jwtSecret, config.JWT_TTL),
    sessions: new SessionCache(config.SESSION_CACHE_TTL_MS),
    log: app.log,
    lists: new ListCache(config.LIST_CACHE_SIZE),
  };
  /** /api requests whose JSON body did not parse; the procedure reports them after authorization (SPEC 5.6). */
  const malformedBodies = new WeakSet<FastifyRequest>();
  const createContext = ({ req }: { req: FastifyRequest }): Context => ({
    ...deps,
    requestId: req.id,
    authorization: req.headers.authorization,
    malformedBody: malformedBodies.has(req),
    idempotencyKey: req.headers['idempotency-key']?.toString(),
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Errors Fastify raises itself before a procedure runs (malformed JSON, body too large, rate limit).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorEnvelope({ code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests' }));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorEnvelope({ code: 'VALIDATION_ERROR', message: 'Invalid request data' }));
    }
    request.log.error({ err: error }, 'Unexpected error');
    return reply.status(500).send(errorEnvelope({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' }));
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorEnvelope({ code: 'NOT_FOUND', message: 'Not found' })));

  // Before rate limiting, so a browser's preflight is answered without spending the caller's budget.
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'],
    maxAge: 600,
  });

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: clientKey,
    ...(redis ? { redis, nameSpace: 'stockroom-rate-limit:' } : {}),
    // With Redis unreachable, serve rather than fail every request; the error is logged.
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

  const document = buildOpenApiDocument();
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(async (api) => {
    // Fastify's JSON parser (prototype-poisoning checks included), but a body that fails it is only
    // marked: rejecting it here would answer 400 before authentication and authorization (SPEC 5.6).
    const parseJson = api.getDefaultJsonParser('error', 'error');
    api.removeContentTypeParser('application/json');
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      parseJson(request, body.toString(), (error, value) => {
        if (error) malformedBodies.add(request);
        done(null, error ? undefined : value);
      }),
    );
    // A body in any other format is as unreadable, and a POST or PUT without a body reads as `{}`;
    // trpc-to-openapi would refuse both with 415 before authentication.
    api.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      if (body.length) malformedBodies.add(request);
      done(null, undefined);
    });
    api.addHook('preHandler', async (request) => {
      if (request.method !== 'GET' && request.method !== 'DELETE' && !request.headers['content-type']?.startsWith('application/json')) {
        request.headers['content-type'] = 'application/json';
      }
    });
    // trpc-to-openapi 3.3's Fastify adapter passes the reply, not the raw response, to tRPC's request
    // conversion, which aborts the request's signal when the response closes unless `writableEnded`
    // says it was sent: without this getter every request ends by building and dispatching an
    // AbortError. Should the adapter ever set the property itself, the raw response still decides.
    api.decorateReply('writableEnded', {
      getter(this: FastifyReply) {
        return this.raw.writableEnded;
      },
      setter() {},
    });
    // trpc-to-openapi adds `message`, `code` and `issues` beside the formatter's shape: keep only the spec envelope.
    api.addHook('onSend', async (_request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      const error = (JSON.parse(payload) as { data?: { error?: ErrorBody } }).data?.error;
      return error ? JSON.stringify(errorEnvelope(error)) : payload;
    });
    api.get('/api/openapi.json', async () => document);
    await api.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: appRouter,
      createContext,
      responseMeta: ({ paths, errors }: { paths?: readonly string[]; errors: readonly unknown[] }) =>
        errors.length || !paths?.[0] ? {} : { status: successStatusOf(paths[0]) },
    });
  });

  await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router: appRouter, createContext } });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
