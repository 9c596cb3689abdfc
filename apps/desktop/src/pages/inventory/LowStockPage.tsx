/**
 * Low-stock alerts (/inventory/low-stock): levels whose available units are at or below the reorder
 * point, most urgent first, with the shortfall and a suggested order quantity; filtered by warehouse.
 */
import { Group, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../components/list-page';
import { PagedTable } from '../../components/PagedTable';
import { WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatQuantity } from '../../format';
import { useTRPC } from '../../trpc';

export function LowStockPage() {
  const trpc = useTRPC();
  const filters = useUrlFilters<'warehouseId'>();
  const listInput = { page: filters.page, limit: PAGE_SIZE, warehouseId: filters.get('warehouseId') };
  const alerts = useQuery({
    ...trpc.inventory.lowStock.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <Group mb="md">
        <WarehouseSelect label="Warehouse" placeholder="All warehouses" {...filters.selectProps('warehouseId')} />
      </Group>
      <PagedTable
        query={alerts}
        csv={{ path: '/inventory/low-stock', query: listInput }}
        empty="No product is below its reorder point."
        head={
          <>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th ta="right">On hand</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            <Table.Th ta="right">Reorder point</Table.Th>
            <Table.Th ta="right">Shortfall</Table.Th>
            <Table.Th ta="right">Suggested order</Table.Th>
          </>
        }
        row={(level) => (
          <Table.Tr key={`${level.productId}:${level.warehouseId}`}>
            <Table.Td>{level.sku}</Table.Td>
            <Table.Td>{level.productName}</Table.Td>
            <Table.Td>{level.warehouseCode}</Table.Td>
            <Table.Td ta="right">{formatQuantity(level.onHand)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(level.available)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(level.minStockLevel)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(level.shortfall)}</Table.Td>
            <Table.Td ta="right">{formatQuantity(level.suggestedOrderQuantity)}</Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
    </>
  );
}
