/**
 * Sending one webhook delivery over HTTP (issue 17): the signature, the address rules that keep a
 * subscription from reaching inside the network (SSRF), and the POST itself.
 */
import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/** An answer must come within this many milliseconds (issue 17: "a 2xx within 10 s is success"). */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * The `Stockroom-Signature` header of `body` sent at `at` (milliseconds since the epoch):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" keyed with the subscription's secret>`, the
 * scheme Stripe uses, so receivers can check both the sender and the freshness of a delivery.
 */
export function signatureHeader(secret: string, body: string, at: number): string {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * Why `url` may not receive webhooks, or undefined when it may: its host must resolve, and only to
 * public unicast addresses (never loopback, private, link-local such as the cloud metadata address,
 * or reserved ranges) unless `allowPrivate` (WEBHOOK_ALLOW_PRIVATE_URLS), and never to a cloud
 * metadata address (with `allowPrivate` only an address written in the URL is checked here).
 * Checked when a subscription is saved; the sending agent checks the address it connects to again
 * (DNS rebinding, and metadata addresses always).
 */
export async function refusedUrlReason(url: string, allowPrivate: boolean): Promise<string | undefined> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate) return ipaddr.isValid(host) && isMetadataAddress(host) ? REFUSED : undefined;
  const addresses = await lookup(host, { all: true }).catch(() => undefined);
  if (!addresses?.length) return 'URL host does not resolve';
  const isPublic = (address: string) => ipaddr.process(address).range() === 'unicast';
  return addresses.every(({ address }) => isPublic(address)) ? undefined : REFUSED;
}

const REFUSED = 'URL must not point to a private, loopback, link-local or metadata address';

/** Where clouds serve instance metadata and credentials: refused even with WEBHOOK_ALLOW_PRIVATE_URLS. */
const METADATA_ADDRESSES = ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'];

const isMetadataAddress = (address: string) => METADATA_ADDRESSES.includes(ipaddr.process(address).toString());

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

/** A sender whose agents refuse to connect to non-public addresses unless `allowPrivate`. */
export function createSender(allowPrivate: boolean): Sender {
  const options = { allowPrivateIPAddress: allowPrivate, denyIPAddressList: METADATA_ADDRESSES, keepAlive: true };
  const agents = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
  return {
    post: (url, body, headers) =>
      new Promise((resolve) => {
        const started = performance.now();
        const done = (status: number | null, error: string | null) => resolve({ status, error, latencyMs: Math.round(performance.now() - started) });
        const target = new URL(url);
        const secure = target.protocol === 'https:';
        const request = (secure ? https : http).request(
          target,
          {
            method: 'POST',
            agent: secure ? agents.https : agents.http,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Stockroom-Webhooks/1', ...headers },
            signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
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
      }),
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
