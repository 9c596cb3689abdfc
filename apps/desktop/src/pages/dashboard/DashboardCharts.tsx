/**
 * The dashboard's charts: sales revenue per period (analytics.sales) and the value of stock on hand
 * per warehouse at cost and at selling price (analytics.inventory), for the dashboard's range.
 */
import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../components/QueryView';
import { formatMoney, formatMoneyShort } from '../../format';
import { useTRPC, type RouterInputs } from '../../trpc';
import { Panel } from './Panel';

export type ReportQuery = RouterInputs['analytics']['dashboard'];

const dayLabel = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** An ISO date starting a period as a short axis label ("Nov 22", or "Nov 2025" for months). */
const periodLabel = (period: string, groupBy: ReportQuery['groupBy']) => (groupBy === 'month' ? monthLabel : dayLabel).format(new Date(period));

/**
 * Axes that fit their labels (decision 0019): the value axis as wide as its longest tick, in short
 * amounts ("$12K") with the full amount in the tooltip, and the first and last period labels inside the chart.
 */
const axes = (currency: string) => ({
  valueFormatter: (value: number) => formatMoney(value, currency),
  yAxisProps: {
    width: 'auto' as const,
    // Mantine shifts the labels 10 px left of the width measured for them, past the chart's edge.
    tick: { fontSize: 12, fill: 'currentColor' },
    tickFormatter: (value: number) => formatMoneyShort(value, currency),
  },
  xAxisProps: { padding: { left: 24, right: 24 } },
});

/** Both charts for the report range `query`. */
export function DashboardCharts({ query }: { query: ReportQuery }) {
  const trpc = useTRPC();
  const sales = useQuery({
    ...trpc.analytics.sales.queryOptions(query),
    select: (result) => ({
      currency: result.currency,
      series: result.series.map((row) => ({ period: periodLabel(row.period, query.groupBy), revenue: row.revenue, units: row.units })),
    }),
  });
  const stock = useQuery({ ...trpc.analytics.inventory.queryOptions(query), select: (result) => ({ currency: result.currency, rows: result.valuation.byWarehouse }) });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} mb="md">
      <Panel title="Sales revenue">
        <QueryView query={sales}>
          {({ currency, series }) => (
            <AreaChart h={260} data={series} dataKey="period" series={[{ name: 'revenue', label: 'Revenue', color: 'teal.6' }]} withDots={false} {...axes(currency)} />
          )}
        </QueryView>
      </Panel>
      <Panel title="Stock value by warehouse">
        <QueryView query={stock} isEmpty={({ rows }) => rows.length === 0} empty="No stock on hand.">
          {({ currency, rows }) => (
            <BarChart
              h={260}
              data={rows}
              dataKey="warehouseCode"
              series={[
                { name: 'costValue', label: 'At cost', color: 'blue.6' },
                { name: 'retailValue', label: 'At selling price', color: 'grape.5' },
              ]}
              withLegend
              {...axes(currency)}
            />
          )}
        </QueryView>
      </Panel>
    </SimpleGrid>
  );
}
