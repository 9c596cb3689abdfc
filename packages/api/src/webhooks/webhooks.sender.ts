/**
 * Sending one webhook delivery over HTTP: the signature, the address rules that keep a
 * subscription from reaching inside the network (SSRF), and the POST itself.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { checkHost, pinnedLookup, REFUSED, systemResolver, type HostResolver } from './webhooks.addresses.js';

/** A delivery, resolving its host and the POST together, must be answered within this many milliseconds ("a 2xx within 10 s is success"). */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The `Stockroom-Signature` header of `body` sent at `at` (milliseconds since the epoch):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the secret>`, the scheme Stripe
 * uses, so receivers can check both the sender and the freshness of a delivery. Given several
 * secrets (the current one first, then the one a rotation replaced, during its window), one `v1=`
 * per secret, in that order: `t=…,v1=<new>,v1=<old>`; a receiver accepts the delivery when any `v1`
 * matches a secret it holds.
 */
export function signatureHeader(secrets: string | readonly string[], body: string, at: number): string {
  const t = Math.floor(at / 1000);
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map((secret) => `v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`);
  return [`t=${t}`, ...signatures].join(',');
}

/**
 * The secrets a delivery of `subscription` sent at `at` (milliseconds since the epoch) is signed
 * with: its secret, then the secret its last rotation replaced while that one's window
 * (`previousSecretExpiresAt`) has not ended at `at`.
 */
export function signingSecrets(subscription: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null }, at: number): string[] {
  const { secret, previousSecret, previousSecretExpiresAt } = subscription;
  return previousSecret !== null && previousSecretExpiresAt !== null && previousSecretExpiresAt.getTime() > at ? [secret, previousSecret] : [secret];
}

/**
 * Why `url` may not receive webhooks, or undefined when it may (webhooks.addresses.ts): a metadata
 * host or address never; with `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_URLS) any other, a host that
 * does not resolve included; otherwise only a host whose every address is public. Checked when a
 * subscription is saved; every delivery checks again (createSender).
 */
export async function refusedUrlReason(url: string, allowPrivate: boolean, resolve: HostResolver = systemResolver): Promise<string | undefined> {
  const checked = await checkHost(new URL(url).hostname, allowPrivate, resolve, DELIVERY_TIMEOUT_MS);
  if ('refused' in checked) return REFUSED;
  if ('unresolved' in checked && !allowPrivate) return 'URL host does not resolve';
  return undefined;
}

/** What one attempt came to: the HTTP status (null when none came), how long it took, and why it failed (null on a 2xx). */
export interface AttemptResult {
  status: number | null;
  latencyMs: number;
  error: string | null;
}

/** POSTs webhook bodies; one per worker, so connections to a receiver are kept alive. */
export interface Sender {
  /** POSTs `body` (JSON) to `url` with `headers`; never throws. Redirects are not followed (a 3xx fails). */
  post(url: string, body: string, headers: Record<string, string>): Promise<AttemptResult>;
  close(): void;
}

/**
 * A sender that checks the URL's host on every delivery, as at save (checkHost, with `resolve`), and
 * connects only to the addresses it checked: a name that now resolves inside the network (DNS
 * rebinding) fails the attempt with the refusal as its error, and no request is sent. Resolving
 * and the POST share one deadline, DELIVERY_TIMEOUT_MS from the attempt's start.
 */
export function createSender(allowPrivate: boolean, resolve: HostResolver = systemResolver): Sender {
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  return {
    post: async (url, body, headers) => {
      const started = performance.now();
      const deadline = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
      const target = new URL(url);
      const checked = await checkHost(target.hostname, allowPrivate, resolve, DELIVERY_TIMEOUT_MS);
      return new Promise((resolveAttempt) => {
        const done = (status: number | null, error: string | null) => resolveAttempt({ status, error, latencyMs: Math.round(performance.now() - started) });
        if ('refused' in checked) return done(null, checked.refused);
        if ('unresolved' in checked) return done(null, checked.unresolved);
        const secure = target.protocol === 'https:';
        const request = (secure ? https : http).request(
          target,
          {
            method: 'POST',
            agent: secure ? agents.https : agents.http,
            lookup: pinnedLookup(checked.addresses),
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Stockroom-Webhooks/1', ...headers },
            signal: deadline,
          },
          (response) => {
            const status = response.statusCode ?? null;
            response.resume();
            response.on('end', () => done(status, status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}`));
            response.on('error', () => done(status, `No complete answer within ${DELIVERY_TIMEOUT_MS / 1000} s`));
          },
        );
        request.on('error', (error) => done(null, error.name === 'AbortError' ? `No answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : error.message));
        request.end(body);
      });
    },
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
