/**
 * The dated version of the API: what event payloads (`apiVersion`) and, later, the
 * Stockroom-Version header name. A change an integrator must adapt to gets a new date here.
 */
export const API_VERSION = '2026-11-27';
export type ApiVersion = typeof API_VERSION;

/**
 * The versions this server speaks, oldest first: a request may ask for any by `Stockroom-Version`
 * (docs/API.md, Versions). A version stays at least 12 months after its successor is published.
 */
export const API_VERSIONS: readonly string[] = [API_VERSION];
