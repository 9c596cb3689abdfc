/**
 * Inventory levels (/inventory): on hand, reserved and available per SKU and warehouse, filtered by
 * search, warehouse, category and low stock (all in the URL), with per-level stock actions, CSV
 * export of the filtered levels and CSV import of stock counts (inventory:adjust).
 */
import { Badge, Button, Group, Switch, Table } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CsvExportButton, CsvImportButton } from '../../components/csv';
import { PAGE_SIZE } from '../../components/list-page';
import { PagedTable } from '../../components/PagedTable';
import { CategorySelect, WarehouseSelect } from '../../components/RecordSelect';
import { UrlSearchInput } from '../../components/UrlFilterInput';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatQuantity } from '../../format';
import { useSession } from '../../session';
import { useTRPC } from '../../trpc';
import { StockActionModal, type StockAction } from './StockActionModal';

/** The inventory levels screen. */
export function LevelsPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const queryClient = useQueryClient();
  const filters = useUrlFilters<'search' | 'warehouseId' | 'categoryId' | 'lowStock'>();
  const [action, setAction] = useState<StockAction | null>(null);
  const lowStock = filters.get('lowStock') === 'true';
  // What the list and its CSV export share (the export takes no paging).
  const listFilters = {
    search: filters.get('search'),
    warehouseId: filters.get('warehouseId'),
    categoryId: filters.get('categoryId'),
    lowStock: lowStock ? ('true' as const) : undefined,
  };
  const levels = useQuery({
    ...trpc.inventory.levels.queryOptions({ ...listFilters, page: filters.page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const canAdjust = can('inventory:adjust');

  return (
    <>
      <Group mb="md" align="flex-end">
        <UrlSearchInput label="Search" placeholder="Product name or SKU" filters={filters} filterKey="search" />
        <WarehouseSelect label="Warehouse" placeholder="All warehouses" {...filters.selectProps('warehouseId')} />
        <CategorySelect label="Category" placeholder="All categories" {...filters.selectProps('categoryId')} />
        <Switch label="Low stock only" checked={lowStock} onChange={(event) => filters.set({ lowStock: event.currentTarget.checked ? 'true' : undefined })} mb={8} />
        <Group gap="sm" ml="auto">
          <CsvExportButton path="/inventory/export" query={listFilters} />
          {canAdjust && (
            <CsvImportButton
              path="/inventory/import"
              title="Import stock counts"
              help="Columns sku, warehouseCode and quantity (locationCode, lotNumber, expiryDate, serialNumber optional): each row's units on hand become its quantity, the difference posted as count adjustments. If any row fails, nothing is written."
              onImported={() => void queryClient.invalidateQueries(trpc.inventory.pathFilter())}
            />
          )}
        </Group>
      </Group>
      <PagedTable
        query={levels}
        empty="No inventory levels match these filters."
        head={
          <>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th ta="right">On hand</Table.Th>
            <Table.Th ta="right">Reserved</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th ta="right">Reorder point</Table.Th>
            {canAdjust && <Table.Th />}
          </>
        }
        row={(level) => (
          <Table.Tr key={`${level.productId}:${level.warehouseId}`}>
            <Table.Td>{level.sku}</Table.Td>
            <Table.Td>{level.productName}</Table.Td>
            <Table.Td>{level.warehouseCode}</Table.Td>
            <Table.Td ta="right">{formatQuantity(level.onHand)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(level.reserved)}</Table.Td>
            <Table.Td ta="right">
              <Group gap="xs" justify="flex-end">
                {level.minStockLevel !== null && level.available <= level.minStockLevel && (
                  <Badge color="orange" variant="light" size="sm">
                    Low
                  </Badge>
                )}
                {formatQuantity(level.available)}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{formatQuantity(level.minStockLevel)}</Table.Td>
            {canAdjust && (
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setAction({ kind: 'adjust', target: level })}>
                    Adjust
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setAction({ kind: 'movement', target: level })}>
                    Record movement
                  </Button>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <StockActionModal action={action} onClose={() => setAction(null)} />
    </>
  );
}
