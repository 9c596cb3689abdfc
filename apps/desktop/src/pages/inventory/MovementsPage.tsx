/**
 * Stock movement history (/inventory/movements): the ledger, newest first, filtered by product,
 * warehouse and movement type (in the URL). Each row shows the signed change (0 for a revaluation), on hand after it, the value moved, and
 * who wrote it (a user or an API key) and when.
 */
import { Group, Select, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../components/list-page';
import { PagedTable } from '../../components/PagedTable';
import { ProductSelect, WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatChange, formatDateTime, formatMoney, formatQuantity } from '../../format';
import { useTRPC } from '../../trpc';
import { movementTypeLabels, MovementTypeBadge, type MovementType } from './inventory-data';

const typeOptions = Object.entries(movementTypeLabels).map(([value, label]) => ({ value, label }));

export function MovementsPage() {
  const trpc = useTRPC();
  const currency = useBaseCurrency();
  const filters = useUrlFilters<'productId' | 'warehouseId' | 'type'>();
  const listInput = {
    page: filters.page,
    limit: PAGE_SIZE,
    productId: filters.get('productId'),
    warehouseId: filters.get('warehouseId'),
    type: filters.get('type') as MovementType | undefined,
  };
  const movements = useQuery({
    ...trpc.inventory.movements.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <Group mb="md">
        <ProductSelect label="Product" placeholder="All products" {...filters.selectProps('productId')} />
        <WarehouseSelect label="Warehouse" placeholder="All warehouses" {...filters.selectProps('warehouseId')} />
        <Select label="Type" placeholder="All types" clearable data={typeOptions} {...filters.selectProps('type')} />
      </Group>
      <PagedTable
        query={movements}
        csv={{ path: '/inventory/movements', query: listInput }}
        empty="No stock movements match these filters."
        head={
          <>
            <Table.Th>Date</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">On hand after</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>By</Table.Th>
          </>
        }
        row={(movement) => (
          <Table.Tr key={movement.id}>
            <Table.Td>{formatDateTime(movement.createdAt)}</Table.Td>
            <Table.Td>
              {movement.sku} · {movement.productName}
            </Table.Td>
            <Table.Td>{movement.warehouseCode}</Table.Td>
            <Table.Td>
              <MovementTypeBadge movement={movement} />
            </Table.Td>
            <Table.Td ta="right">
              <Text span c={movement.quantity > 0 ? 'teal' : movement.quantity < 0 ? 'red' : 'dimmed'} size="sm">
                {formatChange(movement.quantity)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatQuantity(movement.onHandAfter)}</Table.Td>
            <Table.Td ta="right">{formatMoney(movement.value, currency)}</Table.Td>
            <Table.Td>{movement.reason}</Table.Td>
            <Table.Td>{movement.note}</Table.Td>
            <Table.Td>{movement.createdByName ?? 'Unknown'}</Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
    </>
  );
}
