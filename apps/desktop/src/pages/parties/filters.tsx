/**
 * Search and active/inactive filters kept in the URL, and the status badge, shared by the supplier,
 * customer, warehouse and user lists (each server list takes `search` and `isActive`).
 */
import { Badge, Select } from '@mantine/core';
import { PAGE_SIZE } from '../../components/list-page';
import { UrlSearchInput } from '../../components/UrlFilterInput';
import type { useUrlFilters } from '../../components/useUrlFilters';

/** URL filters of a list searched by text and filtered by status (wider filter sets fit too). */
export type StatusListFilters = ReturnType<typeof useUrlFilters<'search' | 'isActive'>>;

const statusOptions = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

/** The `isActive` list filter of a URL value ("true", "false"; anything else: any status). */
const activeFilter = (value: string | undefined): 'true' | 'false' | undefined => (value === 'true' || value === 'false' ? value : undefined);

/** The list input for the current page, search and status. */
export function statusListInput(filters: StatusListFilters) {
  return {
    page: filters.page,
    limit: PAGE_SIZE,
    search: filters.get('search'),
    isActive: activeFilter(filters.get('isActive')),
  };
}

/** The search box and status picker of a list header, bound to the URL. */
export function SearchAndStatus({ filters, placeholder }: { filters: StatusListFilters; placeholder: string }) {
  return (
    <>
      <UrlSearchInput placeholder={placeholder} aria-label="Search" w={260} filters={filters} filterKey="search" />
      <Select aria-label="Status" placeholder="Any status" w={140} clearable data={statusOptions} {...filters.selectProps('isActive')} />
    </>
  );
}

/** "Active" or "Inactive". */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} miw="max-content">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
