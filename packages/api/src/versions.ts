/**
 * The dated versions of the API (docs/API.md, Versions): what the Stockroom-Version header, event
 * payloads (`apiVersion`) and API keys (pinned at creation) name. A change an integrator must adapt
 * to gets a new date here.
 */

/**
 * The versions this server speaks, oldest first: a request may ask for any by `Stockroom-Version`,
 * an API key be pinned to any. A version stays at least 12 months after its successor is published.
 */
export const API_VERSIONS = ['2026-11-27', '2026-11-28'] as const;
/** A version this server speaks. */
export type ApiVersion = (typeof API_VERSIONS)[number];
/** The newest version: what the document describes, and what new API keys and requests naming none follow. */
export const API_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1]!;

/**
 * The behaviours a version changed (docs/CHANGELOG.md), each with the version it came in: a request
 * of an older version keeps the old behaviour.
 * - `backorders` (2026-11-28): confirming a sales order allocates what there is and backorders the
 *   rest, where 2026-11-27 refused the confirmation (409 INSUFFICIENT_STOCK) unless every line was
 *   covered; a shipment naming no lines ships what is allocated, where 2026-11-27 shipped everything
 *   not yet shipped (decision 0020).
 */
const CHANGES = { backorders: '2026-11-28' } as const satisfies Record<string, ApiVersion>;

/** Whether a request answered in `version` has `change`: its version is that change's or newer. */
export const follows = (version: ApiVersion, change: keyof typeof CHANGES): boolean => version >= CHANGES[change];

/** Whether this server speaks `version`. */
export const isApiVersion = (version: string): version is ApiVersion => (API_VERSIONS as readonly string[]).includes(version);

/**
 * The version a request's answer follows: the one it asked for (`requested`, the Stockroom-Version
 * header, which the REST edge refuses when unknown; over /trpc an unknown one is ignored), else the
 * one its API key is pinned to, else the newest.
 * `answered` is set when the caller is authenticated (trpc.ts, authorize); the REST edge sends it.
 */
export interface VersionOfRequest {
  readonly requested: ApiVersion | undefined;
  answered: ApiVersion;
}

/** A request's VersionOfRequest before authentication, from its Stockroom-Version header (undefined, or one this server speaks). */
export const versionOfRequest = (requested: string | undefined): VersionOfRequest => {
  const asked = requested !== undefined && isApiVersion(requested) ? requested : undefined;
  return { requested: asked, answered: asked ?? API_VERSION };
};
