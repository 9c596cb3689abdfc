/**
 * The dashboard (/dashboard, analytics:read): the key figures of stock, catalogue, orders and sales
 * over a chosen period (and warehouse, for users who may list warehouses), the backorders waiting on stock, the charts, the best
 * selling products and the latest stock movements. Period and warehouse are kept in the URL.
 */
import { Card, SegmentedControl, SimpleGrid, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatChange, formatDateTime, formatMoney, formatQuantity } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { MovementTypeBadge } from '../inventory/inventory-data';
import { DashboardCharts, type ReportQuery } from './DashboardCharts';
import { Panel } from './Panel';

type Dashboard = RouterOutputs['analytics']['dashboard'];

const DAY_MS = 86_400_000;
const periods = [
  { value: '7', label: '7 days', groupBy: 'day' },
  { value: '30', label: '30 days', groupBy: 'day' },
  { value: '90', label: '90 days', groupBy: 'week' },
  { value: '365', label: '12 months', groupBy: 'month' },
] as const;

/** The report range of the last `days` days up to today (UTC), grouped as the period says. */
function reportQuery(period: (typeof periods)[number], warehouseId: string | undefined): ReportQuery {
  const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  const now = Date.now();
  return { from: isoDay(now - (Number(period.value) - 1) * DAY_MS), to: isoDay(now), groupBy: period.groupBy, warehouseId };
}

export function DashboardPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<'days' | 'warehouseId'>();
  const period = periods.find((p) => p.value === filters.get('days')) ?? periods[1];
  const query = reportQuery(period, filters.get('warehouseId'));
  const dashboard = useQuery({ ...trpc.analytics.dashboard.queryOptions(query), placeholderData: keepPreviousData });

  return (
    <>
      <PageHeader title="Dashboard">
        {can('warehouses:read') && (
          <WarehouseSelect aria-label="Warehouse" placeholder="All warehouses" {...filters.selectProps('warehouseId')} />
        )}
        <SegmentedControl aria-label="Period" data={periods.map(({ value, label }) => ({ value, label }))} value={period.value} onChange={(days) => filters.set({ days })} />
      </PageHeader>
      <QueryView query={dashboard}>{(report) => <Figures report={report} periodLabel={period.label} />}</QueryView>
      <DashboardCharts query={query} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Panel title="Top products">
          <QueryView query={dashboard} isEmpty={(report) => report.topProducts.length === 0} empty="No sales in this period.">
            {(report) => (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>SKU</Table.Th>
                    <Table.Th>Product</Table.Th>
                    <Table.Th ta="right">Units</Table.Th>
                    <Table.Th ta="right">Revenue</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.topProducts.map((product) => (
                    <Table.Tr key={product.productId}>
                      <Table.Td>{product.sku}</Table.Td>
                      <Table.Td>{product.productName}</Table.Td>
                      <Table.Td ta="right">{formatQuantity(product.units)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(product.revenue, report.currency)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </QueryView>
        </Panel>
        <Panel title="Latest stock movements">
          <QueryView query={dashboard} isEmpty={(report) => report.recentMovements.length === 0} empty="No stock movements in this period.">
            {(report) => (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>SKU</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th ta="right">Quantity</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.recentMovements.map((movement) => (
                    <Table.Tr key={movement.id}>
                      <Table.Td>{formatDateTime(movement.createdAt)}</Table.Td>
                      <Table.Td>{movement.sku}</Table.Td>
                      <Table.Td>
                        <MovementTypeBadge movement={movement} />
                      </Table.Td>
                      <Table.Td ta="right">{formatChange(movement.quantity)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </QueryView>
        </Panel>
      </SimpleGrid>
    </>
  );
}

/** The key figures as cards; each card is a group named by its label. */
function Figures({ report, periodLabel }: { report: Dashboard; periodLabel: string }) {
  const figures = [
    { label: 'Inventory value', value: formatMoney(report.stock.costValue, report.currency), hint: 'Stock on hand at cost' },
    { label: 'Retail value', value: formatMoney(report.stock.retailValue, report.currency), hint: 'Stock on hand at selling price' },
    { label: 'Units in stock', value: formatQuantity(report.stock.units), hint: 'On hand, all products' },
    { label: 'Active products', value: formatQuantity(report.products.active), hint: `${formatQuantity(report.products.archived)} archived` },
    { label: 'Low stock', value: formatQuantity(report.lowStockCount), hint: 'At or below the reorder point' },
    { label: 'Out of stock', value: formatQuantity(report.outOfStockCount), hint: 'Nothing available' },
    { label: 'Open purchase orders', value: formatQuantity(report.openPurchaseOrders), hint: 'Draft, approved or partially received' },
    { label: 'Open sales orders', value: formatQuantity(report.openSalesOrders), hint: 'Draft, confirmed or partially shipped' },
    {
      label: 'Backordered lines',
      value: formatQuantity(report.backorders.lines),
      hint: `${formatQuantity(report.backorders.units)} units on ${formatQuantity(report.backorders.orders)} ${report.backorders.orders === 1 ? 'order' : 'orders'} waiting on stock`,
    },
    { label: 'Sales orders', value: formatQuantity(report.sales.orders), hint: `Placed in the last ${periodLabel}` },
    { label: 'Revenue', value: formatMoney(report.sales.revenue, report.currency), hint: `Shipped in the last ${periodLabel}` },
    { label: 'Units shipped', value: formatQuantity(report.sales.unitsShipped), hint: `In the last ${periodLabel}` },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} mb="md">
      {figures.map((figure) => (
        <Card key={figure.label} withBorder padding="md" role="group" aria-label={figure.label}>
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text size="xl" fw={700}>
            {figure.value}
          </Text>
          <Text size="xs" c="dimmed">
            {figure.hint}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
