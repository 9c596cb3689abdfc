/**
 * Configuration, from environment variables only, parsed and validated once at start.
 * A bad value yields one ConfigError naming every offending variable.
 */
import { isIP } from 'node:net';
import ms, { type StringValue } from 'ms';
import { currencyCode, type ApiKeySettings } from '@stockroom/api';
import { costingMethods } from '@stockroom/db';
import { z } from 'zod';
import { workersSetting } from './supervisor.js';

/**
 * Seconds in a duration: a bare number is seconds (`900`), else `ms`'s forms (`15m`, `1h`, `7d`).
 * Undefined when `value` is not a duration of at least one second.
 */
export function durationSeconds(value: string): number | undefined {
  const millis = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : ms(value as StringValue);
  return typeof millis === 'number' && millis >= 1000 ? Math.floor(millis / 1000) : undefined;
}

/** The message of a value durationSeconds refuses. */
export const DURATION_MESSAGE = 'must be a duration of at least 1s such as 900 (seconds), 15m, 1h or 7d';

/**
 * True for what Fastify's trustProxy (proxy-addr) takes as one trusted proxy: an IP address, a
 * CIDR (`10.0.0.0/8`, `fd00::/8`), an IPv4 address with a netmask, or `loopback`, `linklocal`,
 * `uniquelocal`.
 */
export function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) >= 1 && Number(range) <= (version === 4 ? 32 : 128);
  // A netmask: ones, then zeros, at least one one.
  return version === 4 && isIP(range) === 4 && /^1+0*$/.test(range.split('.').map((octet) => Number(octet).toString(2).padStart(8, '0')).join(''));
}

const duration = z
  .string()
  .refine((v) => durationSeconds(v) !== undefined, DURATION_MESSAGE)
  .transform((v) => durationSeconds(v)!);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // The URL clients reach the server at, for the API document's `servers` (default: each request's own origin).
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://stock.example.com' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/.+|memory:\/\/)$/, 'must be postgres://… or memory://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: duration.default(3600),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).default(1000),
  // Sized for a person exploring the API or a desktop app behind one address; the contract's example
  // (SPEC 8.1: 100 per 15 minutes) is the documented production setting for third-party clients.
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1000),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1).default(60_000),
  // Addresses or CIDRs of the proxies in front (Fastify's trustProxy): X-Forwarded-For then counts only
  // from them. Unset, no proxy is trusted and X-Forwarded-For counts for nothing.
  TRUST_PROXY: z
    .string()
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean))
    .refine((list) => list.length > 0 && list.every(isProxyAddress), 'must list proxy IP addresses or CIDRs (or loopback, linklocal, uniquelocal), e.g. 10.0.0.0/8,127.0.0.1')
    .optional(),
  // API keys (decision 0017): days a key lasts when created or rolled without an expiry, and the
  // furthest ahead any key may expire. Keys are `sr_live_…` with NODE_ENV=production, else `sr_test_…`.
  API_KEY_EXPIRY_DAYS: z.coerce.number().int().min(1).default(365),
  API_KEY_MAX_EXPIRY_DAYS: z.coerce.number().int().min(1).max(3650).default(730),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MS: z.coerce.number().int().min(1000).default(900_000),
  LIST_CACHE_SIZE: z.coerce.number().int().min(0).default(20_000),
  // Bearer tokens, never cookies, authenticate every call, so allowing any origin exposes nothing a
  // script could not already do with a token; a list narrows it to known app origins.
  CORS_ORIGINS: z
    .string()
    .default('*')
    .transform((v) => (v.trim() === '*' ? ('*' as const) : v.split(',').map((o) => o.trim()).filter(Boolean))),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'must be redis://…').optional(),
  // The currency of cost prices, the ledger's values and every report (decision 0016). Choose it before the
  // first receipt: amounts already posted are not converted when it changes.
  BASE_CURRENCY: currencyCode().default('USD'),
  // How new products are costed unless they say (decision 0023): each product keeps its own method.
  COSTING_METHOD: z.enum(costingMethods, { error: `must be one of: ${costingMethods.join(', ')}` }).default('average'),
  // Days the event feed keeps events (decision 0017).
  EVENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  // Webhooks (decision 0017): whether subscriptions may reach loopback and private addresses (tests,
  // receivers inside your own network; cloud metadata addresses stay refused), how long a failing
  // delivery is retried (and a subscription may fail every delivery before it is switched off), and
  // the wait after a first failure, doubled (with jitter) after each further one.
  // Whether this process sends webhooks; with many processes serving the API, some may leave it to others.
  WEBHOOK_WORKER: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').transform((v) => v === 'true'),
  WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((v) => v === 'true'),
  WEBHOOK_RETRY_HOURS: z.coerce.number().positive().max(720).default(72),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(100).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Server processes `npm start` runs under its supervisor (supervisor.ts); 0: this process serves, unsupervised.
  WORKERS: workersSetting,
}).superRefine((config, ctx) => {
  if (config.API_KEY_EXPIRY_DAYS > config.API_KEY_MAX_EXPIRY_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['API_KEY_EXPIRY_DAYS'], message: `must be at most API_KEY_MAX_EXPIRY_DAYS (${config.API_KEY_MAX_EXPIRY_DAYS})` });
  }
  // The embedded database is held by one process (data-dir-lock.ts): more workers need PostgreSQL.
  if (config.WORKERS > 1 && !config.DATABASE_URL?.startsWith('postgres')) {
    ctx.addIssue({ code: 'custom', path: ['WORKERS'], message: 'must be 0 or 1 with the embedded database (one process per data directory): set DATABASE_URL to a PostgreSQL server to run more' });
  }
});

export type Config = z.infer<typeof envSchema>;

/** How API keys are issued under `config` (decision 0017): `sr_live_` keys in production (NODE_ENV=production), `sr_test_` elsewhere; expiry in days. */
export function apiKeySettings(config: Partial<Pick<Config, 'NODE_ENV' | 'API_KEY_EXPIRY_DAYS' | 'API_KEY_MAX_EXPIRY_DAYS'>>): ApiKeySettings {
  return {
    environment: config.NODE_ENV === 'production' ? 'live' : 'test',
    defaultDays: config.API_KEY_EXPIRY_DAYS ?? 365,
    maxDays: config.API_KEY_MAX_EXPIRY_DAYS ?? 730,
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses `env` (default process.env); empty strings count as unset. Throws ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
  throw new ConfigError(`Invalid configuration: ${problems}`);
}
