/** Freezing values that caches share between requests, so that no request can change another's. */

/** Freezes `value` and every object and array it holds; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
