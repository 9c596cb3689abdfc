/**
 * The filters the transfer and count lists share, kept in the URL: a part of the number (searched
 * on the server, as the order queues do: decision 0019), a warehouse and a status.
 */
import { Group } from '@mantine/core';
import { UrlSearchInput } from '../../components/UrlFilterInput';
import type { useUrlFilters } from '../../components/useUrlFilters';
import { WarehouseSelect } from '../../components/RecordSelect';
import { StatusFilter } from '../orders/status';

/** The URL filter keys of a transfer or count list. */
export type StockDocumentFilterKey = 'number' | 'warehouseId' | 'status';

/** The list query input those URL filters give (`status` as the list's own status type). */
export function stockDocumentListInput<S extends string>(filters: ReturnType<typeof useUrlFilters<StockDocumentFilterKey>>) {
  return { number: filters.get('number')?.trim() || undefined, warehouseId: filters.get('warehouseId'), status: filters.get('status') as S | undefined };
}

/** Number search, warehouse and status pickers bound to `filters`; `statuses` maps each status to its label. */
export function StockDocumentFilters({ filters, statuses }: { filters: ReturnType<typeof useUrlFilters<StockDocumentFilterKey>>; statuses: Record<string, string> }) {
  return (
    <Group align="flex-end">
      <UrlSearchInput label="Number" placeholder="Search by number" filters={filters} filterKey="number" />
      <WarehouseSelect label="Warehouse" placeholder="All warehouses" {...filters.selectProps('warehouseId')} />
      <StatusFilter statuses={statuses} value={filters.get('status')} onChange={(status) => filters.set({ status })} />
    </Group>
  );
}
