/** The seed's typed caller of the router (seed.ts): the procedures as one actor calls them, in process. */
import { randomBytes } from 'node:crypto';
import { createAppRouter, createCallerFactory, createTokenIssuer, ListCache, SessionCache, versionOfRequest, type Actor } from '@stockroom/api';
import type { Db } from '@stockroom/db';
import { pdfPrinter } from './documents/printer.js';
import { createLoginThrottle } from './login-throttle.js';

/** A typed caller of the router acting as `actor` (a token signed with a one-off secret). */
export function callerFor(db: Db, actor: Actor, baseCurrency: string) {
  const tokens = createTokenIssuer(randomBytes(32).toString('hex'), 3600);
  // The seed subscribes no webhooks; their settings only need to be valid.
  const webhooks = { allowPrivateUrls: false, retryHours: 72, retryBaseMs: 10_000 };
  // Nor API keys.
  const apiKeys = { environment: 'test' as const, defaultDays: 365, maxDays: 730 };
  return createCallerFactory(createAppRouter({ productLists: new ListCache(db, 0), levelLists: new ListCache(db, 0), loginThrottle: createLoginThrottle({ maxFailures: 10, windowMs: 60_000 }), webhooks, printer: pdfPrinter, apiKeys }))({
    db,
    tokens,
    sessions: new SessionCache(0),
    log: { info() {}, warn() {}, error: (obj, msg) => console.error(msg, obj) },
    baseCurrency,
    // The demo's figures are those of products costed at the moving average.
    costingMethod: 'average',
    requestId: 'seed',
    // The seed acts as the admin it has just created, whose token version is still 0.
    authorization: `Bearer ${tokens.sign({ id: actor.id, tokenVersion: 0 })}`,
    idempotency: { key: undefined, replayed: false },
    apiVersion: versionOfRequest(undefined),
  });
}

export type Api = ReturnType<typeof callerFor>;
export type Warehouse = Awaited<ReturnType<Api['warehouses']['create']>>;
