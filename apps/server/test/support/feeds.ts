import { until } from './webhooks.js';

/**
 * Longest a test waits for what it wrote to reach a change feed, in milliseconds. A feed holds back
 * rows written after the oldest write transaction still running anywhere in the PostgreSQL cluster
 * (decision 0017); on CI's shared cluster that can be another test file's bulk import or the copy of
 * a database from the template, which run for many seconds on a loaded 2-core machine.
 */
export const FEED_LAG_MS = 60_000;

/** A test's timeout when it waits on a feed: the wait and the test's own work. */
export const FEED_TEST_TIMEOUT_MS = FEED_LAG_MS + 30_000;

/** `until` with the feed's deadline: polls `check` until it returns a value, or fails after FEED_LAG_MS. */
export const untilFed = <T>(check: () => Promise<T | undefined> | T | undefined): Promise<T> => until(check, FEED_LAG_MS);
