/**
 * Text and number inputs bound to a list filter kept in the URL (useUrlFilters). What is typed shows
 * at once and reaches the URL, and so the server, 300 ms after the last keystroke; when the URL
 * changes otherwise (a sidebar link, Back or Forward), the input shows the URL's value.
 */
import { NumberInput, TextInput, type NumberInputProps, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import type { useUrlFilters } from './useUrlFilters';

type UrlFilters<K extends string> = ReturnType<typeof useUrlFilters<K>>;

/** The URL filters of a list screen and the one filter an input edits. */
interface FilterBinding<K extends string> {
  filters: UrlFilters<K>;
  filterKey: NoInfer<K>;
}

const WRITE_DELAY_MS = 300;

/** The input's value and its setter: shown at once, written to the URL after a pause, replaced when the URL changes elsewhere. */
function useUrlFilterValue<K extends string>({ filters, filterKey }: FilterBinding<K>) {
  const inUrl = filters.get(filterKey) ?? '';
  const [value, setValue] = useState<string | number>(inUrl);
  const [seen, setSeen] = useState(inUrl);
  const [written, setWritten] = useState<string | null>(null);
  // Runs with the latest render's values: after a navigation has replaced `value`, nothing is left to write.
  const write = useDebouncedCallback(() => {
    if (String(value) === inUrl) return;
    setWritten(String(value));
    filters.set({ [filterKey]: String(value) } as Parameters<UrlFilters<K>['set']>[0]);
  }, WRITE_DELAY_MS);
  if (inUrl !== seen) {
    setSeen(inUrl);
    // Our own write arriving keeps whatever has been typed since; any other change is shown.
    if (inUrl === written) setWritten(null);
    else setValue(inUrl);
  }
  const change = (next: string | number) => {
    setValue(next);
    write();
  };
  return [value, change] as const;
}

/** A text input bound to URL filter `filterKey` (a free-text search). */
export function UrlSearchInput<K extends string>({ filters, filterKey, ...props }: FilterBinding<K> & Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'>) {
  const [value, setValue] = useUrlFilterValue({ filters, filterKey });
  return <TextInput {...props} value={String(value)} onChange={(event) => setValue(event.currentTarget.value)} />;
}

/** A number input bound to URL filter `filterKey` (a bound such as a minimum price). */
export function UrlNumberInput<K extends string>({ filters, filterKey, ...props }: FilterBinding<K> & Omit<NumberInputProps, 'value' | 'defaultValue' | 'onChange'>) {
  const [value, setValue] = useUrlFilterValue({ filters, filterKey });
  return <NumberInput {...props} value={value} onChange={setValue} />;
}
