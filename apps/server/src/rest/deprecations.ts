/**
 * What /api has deprecated (docs/API.md, Versions): query parameters that a later version drops,
 * each with the day it was deprecated and what to use instead. The document marks each
 * `deprecated`; an answer to a request that sends one carries `Deprecation` (RFC 9745) with that
 * day. `Sunset` (RFC 8594) comes once a version without the parameter is published: the version
 * that still has it is served for 12 months more, and the header names that date.
 */
import { serializeItem } from 'structured-headers';

interface Deprecated {
  /** UTC day the parameter was deprecated, YYYY-MM-DD. */
  since: string;
  /** What the document says to do instead. */
  instead: string;
}

/** Deprecated query parameters of every list, by name. */
export const deprecatedListParameters: Record<string, Deprecated> = {
  // SPEC 4.2 names both list forms; a client reads either, and generated clients should not have to narrow every list.
  shape: { since: '2026-11-28', instead: 'leave shape out: form A, data the array of items and the paging in meta' },
};

/** The `Deprecation` header for a list request whose query is `query`: the latest day among the deprecated parameters it sends (a structured-field date, `@<seconds>`), or undefined. */
export function deprecationOf(query: Record<string, unknown>): string | undefined {
  const days = Object.keys(query).flatMap((name) => deprecatedListParameters[name]?.since ?? []);
  return days.length ? serializeItem(new Date(`${days.sort().at(-1)}T00:00:00Z`)) : undefined;
}
