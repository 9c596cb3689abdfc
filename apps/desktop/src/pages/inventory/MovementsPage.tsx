/**
 * Stock movement history (/inventory/movements): the ledger, newest first, filtered by product,
 * warehouse and movement type (in the URL). Each row shows the signed change and on hand after it.
 */
import { Badge, Group, Select, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPage, PAGE_SIZE } from '../../components/list-page';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import { ProductSelect, WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime, formatQuantity } from '../../format';
import { useTRPC } from '../../trpc';
import { movementTypeLabels, useProductLabels, useWarehouseCodes, type MovementType } from './inventory-data';

const typeOptions = Object.entries(movementTypeLabels).map(([value, label]) => ({ value, label }));

export function MovementsPage() {
  const trpc = useTRPC();
  const filters = useUrlFilters<'productId' | 'warehouseId' | 'type'>();
  const movements = useQuery({
    ...trpc.inventory.movements.queryOptions({
      page: filters.page,
      limit: PAGE_SIZE,
      shape: 'page',
      productId: filters.get('productId'),
      warehouseId: filters.get('warehouseId'),
      type: filters.get('type') as MovementType | undefined,
    }),
    select: listPage,
    placeholderData: keepPreviousData,
  });
  const warehouseCodes = useWarehouseCodes();
  const productLabels = useProductLabels(movements.data?.items.map((m) => m.productId) ?? []);

  return (
    <>
      <Group mb="md">
        <ProductSelect label="Product" placeholder="All products" value={filters.get('productId') ?? null} onChange={(id) => filters.set({ productId: id ?? undefined })} />
        <WarehouseSelect label="Warehouse" placeholder="All warehouses" value={filters.get('warehouseId') ?? null} onChange={(id) => filters.set({ warehouseId: id ?? undefined })} />
        <Select label="Type" placeholder="All types" clearable data={typeOptions} value={filters.get('type') ?? null} onChange={(type) => filters.set({ type: type ?? undefined })} />
      </Group>
      <QueryView query={movements} isEmpty={(page) => page.items.length === 0} empty="No stock movements match these filters.">
        {(page) => (
          <>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Warehouse</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th ta="right">On hand after</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((movement) => (
                  <Table.Tr key={movement.id}>
                    <Table.Td>{formatDateTime(movement.createdAt)}</Table.Td>
                    <Table.Td>{productLabels.get(movement.productId) ?? '…'}</Table.Td>
                    <Table.Td>{warehouseCodes.get(movement.warehouseId) ?? '…'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={movement.quantity > 0 ? 'teal' : 'red'}>
                        {movementTypeLabels[movement.type]}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Text span c={movement.quantity > 0 ? 'teal' : 'red'} size="sm">
                        {movement.quantity > 0 ? '+' : ''}
                        {formatQuantity(movement.quantity)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatQuantity(movement.onHandAfter)}</Table.Td>
                    <Table.Td>{movement.reason}</Table.Td>
                    <Table.Td>{movement.note}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Pager page={page.page} totalPages={page.totalPages} total={page.total} onChange={(p) => filters.set({ page: p })} />
          </>
        )}
      </QueryView>
    </>
  );
}
