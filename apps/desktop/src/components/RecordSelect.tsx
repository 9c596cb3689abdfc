/**
 * Searchable pickers for records that live on the server: products (by name or SKU), warehouses,
 * locations of a warehouse, categories, suppliers, customers. Each asks the server for the first 20 matches of what is typed,
 * so they work on catalogues of any size, and fetches the chosen record by id when it is not among
 * them (a value restored from the URL or an edit form). The value is the record's id.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../trpc';

type PickerProps = Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange' | 'searchValue'>;

interface Option {
  value: string;
  label: string;
}

/** A query's options as the tRPC integration builds them (`trpc.x.y.queryOptions(input)`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tRPC error and key types differ per procedure
type QueryOptionsOf<T> = UseQueryOptions<T, any, T, any>;

interface RecordPickerProps<TList, TRecord> extends PickerProps {
  /** The list query for a typed search (first 20 matches). */
  listQuery: (search: string | undefined) => QueryOptionsOf<TList>;
  toOptions: (list: TList) => Option[];
  /** The `get` query for the chosen id. */
  recordQuery: (id: string) => QueryOptionsOf<TRecord>;
  toOption: (record: TRecord) => Option;
}

function RecordPicker<TList, TRecord>({ listQuery, toOptions, recordQuery, toOption, ...props }: RecordPickerProps<TList, TRecord>) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const list = useQuery({ ...listQuery(debounced || undefined), select: toOptions, placeholderData: keepPreviousData });
  const current = useQuery({ ...recordQuery(props.value ?? ''), enabled: Boolean(props.value), select: toOption });
  const options = list.data ?? [];
  const chosen = current.data;
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage="No match"
      filter={({ options: all }) => all}
      data={data}
      // Selecting an option puts its label in the search box: that is no new search.
      onSearchChange={(typed) => setSearch(typed === chosen?.label ? '' : typed)}
      // A required pick stays picked when its option is chosen again (decision 0019); a filter clears it.
      allowDeselect={!props.required}
      {...props}
    />
  );
}

const productOption = (p: { id: string; sku: string; name: string }) => ({ value: p.id, label: `${p.sku} · ${p.name}` });
const warehouseOption = (w: { id: string; code: string; name: string }) => ({ value: w.id, label: `${w.code} · ${w.name}` });
const namedOption = (r: { id: string; name: string }) => ({ value: r.id, label: r.name });
const page = { limit: 20 } as const;

interface PartyPickerProps extends PickerProps {
  /** Offer only active records (forms that create with them); list filters offer all. */
  activeOnly?: boolean;
}

/** Product picker; labels read "SKU · name". */
export function ProductSelect(props: PickerProps) {
  const trpc = useTRPC();
  return (
    <RecordPicker
      listQuery={(search) => trpc.products.list.queryOptions({ ...page, search })}
      toOptions={(result) => result.items.map(productOption)}
      recordQuery={(id) => trpc.products.get.queryOptions({ id })}
      toOption={(result) => productOption(result)}
      {...props}
    />
  );
}

/** Warehouse picker (active warehouses); labels read "CODE · name". */
export function WarehouseSelect(props: PickerProps) {
  const trpc = useTRPC();
  return (
    <RecordPicker
      listQuery={(search) => trpc.warehouses.list.queryOptions({ ...page, search, isActive: 'true' })}
      toOptions={(result) => result.items.map(warehouseOption)}
      recordQuery={(id) => trpc.warehouses.get.queryOptions({ id })}
      toOption={(result) => warehouseOption(result)}
      {...props}
    />
  );
}

const locationOption = (l: { id: string; code: string; name: string | null }) => ({ value: l.id, label: l.name ? `${l.code} · ${l.name}` : l.code });

/** Picker of the active locations (bins) of warehouse `warehouseId`; labels read "CODE · name". */
export function LocationSelect({ warehouseId, ...props }: PickerProps & { warehouseId: string }) {
  const trpc = useTRPC();
  return (
    <RecordPicker
      listQuery={(search) => trpc.warehouses.locations.queryOptions({ id: warehouseId, ...page, search, isActive: 'true' })}
      toOptions={(result) => result.items.map(locationOption)}
      recordQuery={(locationId) => trpc.warehouses.getLocation.queryOptions({ id: warehouseId, locationId })}
      toOption={(result) => locationOption(result)}
      {...props}
    />
  );
}

/** Category picker. */
export function CategorySelect(props: PickerProps) {
  const trpc = useTRPC();
  return (
    <RecordPicker
      listQuery={(search) => trpc.categories.list.queryOptions({ ...page, search })}
      toOptions={(result) => result.items.map(namedOption)}
      recordQuery={(id) => trpc.categories.get.queryOptions({ id })}
      toOption={(result) => namedOption(result)}
      {...props}
    />
  );
}

/** Supplier picker; `activeOnly` offers only active suppliers (a chosen inactive one still shows). */
export function SupplierSelect({ activeOnly, ...props }: PartyPickerProps) {
  const trpc = useTRPC();
  return (
    <RecordPicker
      listQuery={(search) => trpc.suppliers.list.queryOptions({ ...page, search, isActive: activeOnly ? 'true' : undefined })}
      toOptions={(result) => result.items.map(namedOption)}
      recordQuery={(id) => trpc.suppliers.get.queryOptions({ id })}
      toOption={(result) => namedOption(result)}
      {...props}
    />
  );
}

/** Customer picker; `activeOnly` offers only active customers (a chosen inactive one still shows). */
export function CustomerSelect({ activeOnly, ...props }: PartyPickerProps) {
  const trpc = useTRPC();
  return (
    <RecordPicker
      listQuery={(search) => trpc.customers.list.queryOptions({ ...page, search, isActive: activeOnly ? 'true' : undefined })}
      toOptions={(result) => result.items.map(namedOption)}
      recordQuery={(id) => trpc.customers.get.queryOptions({ id })}
      toOption={(result) => namedOption(result)}
      {...props}
    />
  );
}
