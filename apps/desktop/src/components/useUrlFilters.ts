/**
 * List filters kept in the URL's query string, so a filtered list can be bookmarked, shared and
 * restored with Back. Changing any filter other than `page` returns to page 1.
 */
import { useSearchParams } from 'react-router';

export function useUrlFilters<K extends string>() {
  const [params, setParams] = useSearchParams();
  const get = (key: K): string | undefined => params.get(key) || undefined;
  type Changes = Partial<Record<K | 'page', string | number | undefined>>;
  // Built on the address as it is now, not as this render saw it: a text filter written 300 ms after its
  // last keystroke and a select chosen meanwhile may both change it before React renders either (decision 0019).
  const set = (changes: Changes) =>
    setParams(
      () => {
        const next = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  /** `value` and `onChange` of a clearable picker (a Select or record picker) bound to filter `key`. */
  const selectProps = (key: K) => ({
    value: get(key) ?? null,
    onChange: (value: string | null) => set({ [key]: value ?? undefined } as Changes),
  });
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { get, set, selectProps, page };
}
