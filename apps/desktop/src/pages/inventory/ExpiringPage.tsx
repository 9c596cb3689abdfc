/**
 * Expiring lots (/inventory/expiring): lots with stock whose expiry date falls within the next
 * `days` (default 30), and those already expired, soonest first, per warehouse, with units and
 * value at cost (GET /inventory/expiring). Days and warehouse are kept in the URL.
 */
import { Badge, Group, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryView } from '../../components/QueryView';
import { WarehouseSelect } from '../../components/RecordSelect';
import { UrlNumberInput } from '../../components/UrlFilterInput';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatMoney, formatQuantity } from '../../format';
import { useTRPC } from '../../trpc';

/** The window when none is chosen: the server's default. */
const DEFAULT_DAYS = 30;

export function ExpiringPage() {
  const trpc = useTRPC();
  const filters = useUrlFilters<'days' | 'warehouseId'>();
  const days = Number(filters.get('days') ?? DEFAULT_DAYS);
  const expiring = useQuery({
    ...trpc.inventory.expiring.queryOptions({ days: Number.isInteger(days) && days >= 0 ? days : DEFAULT_DAYS, warehouseId: filters.get('warehouseId') }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Group mb="md" align="flex-end">
        <UrlNumberInput label="Days ahead" placeholder={String(DEFAULT_DAYS)} min={0} max={3650} allowDecimal={false} allowNegative={false} w={140} filters={filters} filterKey="days" />
        <WarehouseSelect label="Warehouse" placeholder="All warehouses" {...filters.selectProps('warehouseId')} />
      </Group>
      <QueryView query={expiring} isEmpty={(data) => data.lots.length === 0} empty="No lot with stock expires in this window.">
        {(data) => (
          <>
            <Text mb="sm" data-testid="expiring-summary">
              {formatQuantity(data.units)} units worth {formatMoney(data.costValue)} at cost expire by {data.until}.
            </Text>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Expiry</Table.Th>
                  <Table.Th>Lot</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Warehouse</Table.Th>
                  <Table.Th ta="right">On hand</Table.Th>
                  <Table.Th ta="right">Value at cost</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lots.map((lot) => (
                  <Table.Tr key={`${lot.lotId}:${lot.warehouseId}`}>
                    <Table.Td>
                      <Group gap="xs">
                        {lot.expiryDate}
                        {lot.expired && (
                          <Badge color="red" variant="light" size="sm">
                            Expired
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Link to={`/inventory/trace?productId=${lot.productId}&lotNumber=${encodeURIComponent(lot.lotNumber)}`}>{lot.lotNumber}</Link>
                    </Table.Td>
                    <Table.Td>
                      <Link to={`/products/${lot.productId}`}>
                        {lot.sku} · {lot.productName}
                      </Link>
                    </Table.Td>
                    <Table.Td>{lot.warehouseCode}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(lot.onHand)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(lot.costValue)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </QueryView>
    </>
  );
}
