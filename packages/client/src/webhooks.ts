/** `verifyWebhook`: the check a receiver runs on a webhook delivery before trusting it (Node only: node:crypto). */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookVerificationError } from './errors.js';

/** A webhook delivery's body: one event of the event feed. */
export interface WebhookEvent<D = Record<string, unknown>> {
  /** The event's id (also the `Stockroom-Event-Id` header): a delivery may come twice, tell repeats by it. */
  id: string;
  /** Its number in the feed, gapless, in commit order. */
  sequence: number;
  /** `stock.changed`, `product.updated`, `sales_order.shipped`, … (also the `Stockroom-Event-Type` header). */
  type: string;
  /** The product, order or transfer it is about. */
  subject: string;
  /** When it happened (ISO 8601). */
  occurredAt: string;
  /** What changed; its fields depend on `type` (docs/INTEGRATION.md, "The event feed"). */
  data: D;
}

/** Options of `verifyWebhook`. */
export interface VerifyWebhookOptions {
  /** How far, in **seconds**, the signature's timestamp may be from now, either way (default 300): older deliveries are refused, so a captured one cannot be replayed. */
  toleranceSeconds?: number;
  /** The time to check against, in **milliseconds** since the epoch (default `Date.now()`). */
  now?: number;
}

/**
 * Verifies a webhook delivery and returns its event.
 *
 * - `secret`: the subscription's secret (`whsec_…`, shown once when it was created or rotated), or
 *   the secrets you hold while you switch to a rotated one (`[newSecret, oldSecret]`): any may match.
 * - `signatureHeader`: the `Stockroom-Signature` header, `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 *   "<t>.<raw body>">`; it may carry several `v1=` signatures (while a secret is being replaced),
 *   and one matching is enough. Node's `request.headers['stockroom-signature']` can be passed as is.
 * - `rawBody`: the body exactly as received (a string, or the bytes: a Buffer or Uint8Array),
 *   not the JSON parsed and serialized again.
 *
 * Returns the body parsed as JSON (`WebhookEvent`). Throws WebhookVerificationError, with `code`
 * MISSING_SIGNATURE, MALFORMED_SIGNATURE, SIGNATURE_MISMATCH (tampered body, wrong secret),
 * TIMESTAMP_OUT_OF_TOLERANCE (more than `toleranceSeconds` away from now) or INVALID_BODY (signed,
 * but not JSON). Signatures are compared in constant time.
 */
export function verifyWebhook<D = Record<string, unknown>>(
  secret: string | readonly string[],
  signatureHeader: string | string[] | null | undefined,
  rawBody: string | Uint8Array,
  options: VerifyWebhookOptions = {},
): WebhookEvent<D> {
  const header = Array.isArray(signatureHeader) ? signatureHeader.join(',') : signatureHeader;
  if (!header) throw new WebhookVerificationError('MISSING_SIGNATURE', 'No Stockroom-Signature header');
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't') timestamp = value;
    else if (name === 'v1' && value) signatures.push(value);
  }
  if (!timestamp || !/^\d+$/.test(timestamp) || !signatures.length) {
    throw new WebhookVerificationError('MALFORMED_SIGNATURE', 'Stockroom-Signature must hold t=<unix seconds> and at least one v1=<signature>');
  }
  const given = signatures.map((signature) => (/^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0)));
  const matches = (typeof secret === 'string' ? [secret] : secret).some((key) => {
    const expected = createHmac('sha256', key).update(`${timestamp}.`).update(rawBody).digest();
    return given.some((signature) => signature.length === expected.length && timingSafeEqual(signature, expected));
  });
  if (!matches) throw new WebhookVerificationError('SIGNATURE_MISMATCH', 'No signature of Stockroom-Signature matches the body and secret');
  const toleranceSeconds = options.toleranceSeconds ?? 300;
  const age = (options.now ?? Date.now()) / 1000 - Number(timestamp);
  if (Math.abs(age) > toleranceSeconds) {
    throw new WebhookVerificationError('TIMESTAMP_OUT_OF_TOLERANCE', `The signature's timestamp is ${Math.round(age)} s from now, more than ${toleranceSeconds} s`);
  }
  try {
    return JSON.parse(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody)) as WebhookEvent<D>;
  } catch (cause) {
    throw new WebhookVerificationError('INVALID_BODY', 'The signed body is not JSON', { cause });
  }
}
