/**
 * Reading request bodies at the /api edge. A body is JSON of bounded size (each route's
 * `bodyLimit`, else the edge's default) and bounded nesting; a body that is not (malformed JSON,
 * nested too deeply, not an object, another content type) is only marked here and reported by the
 * procedure as 400 VALIDATION_ERROR after authentication and authorization (SPEC 5.6).
 */
import type { Meta } from '@stockroom/api';
import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';

/** Default largest body of a write, in bytes: an order or transfer of 200 lines (about 25 KB) fits twice over. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The largest body a route of the procedure with `meta` reads, in bytes: its `bodyLimit`, else DEFAULT_BODY_LIMIT. */
export const bodyLimitOf = (route: { meta: Meta }): number => route.meta.bodyLimit ?? DEFAULT_BODY_LIMIT;

/** Deepest nesting of arrays and objects a body may have; the deepest input of any procedure is 4. */
export const MAX_NESTING = 32;

/**
 * True when the JSON `text` nests arrays and objects more than `limit` deep. One pass over the
 * characters that stops at the first level too deep, so a hostile body costs no more than its
 * reading (parsing 5,000 levels, then walking them, is what stalled the process).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** Fastify's default JSON parser (getDefaultJsonParser), prototype-poisoning checks included. */
export type JsonParser = FastifyBodyParser<string>;

/**
 * The JSON object `text` holds, read as a body is: nested at most `nesting` deep (checked first, in
 * one pass: nestsDeeperThan), then parsed with `parseJson`. Undefined when `text` is malformed,
 * nested deeper, poisoned, or no object (an array, null, a number, ...).
 */
export function jsonObjectOf(parseJson: JsonParser, request: FastifyRequest, text: string, nesting = MAX_NESTING): Promise<object | undefined> {
  if (nestsDeeperThan(text, nesting)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    parseJson(request, text, (error, value) => resolve(!error && value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as object) : undefined));
  });
}

/**
 * Installs the body parsers of the /api scope and returns the test for a request whose body could
 * not be read. JSON is read by jsonObjectOf; a body in any other format is unreadable.
 */
export function readBodies(api: FastifyInstance): (request: FastifyRequest) => boolean {
  const unreadable = new WeakSet<FastifyRequest>();
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, async (request: FastifyRequest, body: string) => {
    const value = await jsonObjectOf(parseJson, request, body);
    if (!value) unreadable.add(request);
    return value;
  });
  api.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    if (body.length) unreadable.add(request);
    done(null, undefined);
  });
  return (request) => unreadable.has(request);
}
