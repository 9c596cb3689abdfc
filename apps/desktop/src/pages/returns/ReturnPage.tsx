/**
 * One return: a customer return (RMA) with each line's condition, where resellable units were put
 * back, and its refund, restocked and written-off values; or a return to a supplier with where its
 * units left from and its value at receipt cost.
 */
import { Anchor, Card, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { formatDoneBy, formatMoney, formatQuantity, formatWarehouse } from '../../format';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { OrderFacts } from '../orders/OrderDetails';

type CustomerReturn = RouterOutputs['returns']['customerGet'];
type SupplierReturn = RouterOutputs['returns']['supplierGet'];

/** Where units were put back or taken from: "A-01-1 · lot L1 · SN-1", "—" for none. */
const grain = (g: { locationCode: string | null; lotNumber: string | null; serialNumber: string | null }) =>
  [g.locationCode, g.lotNumber && `lot ${g.lotNumber}`, g.serialNumber && `serial ${g.serialNumber}`].filter(Boolean).join(' · ') || '—';

/** The return's lines: a card with a table of `head` cells over the `children` rows. */
function LinesCard({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder mb="md">
      <Title order={4} mb="sm">
        Lines
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Card>
  );
}

const conditionLabels = { resellable: 'Resellable: back in stock', damaged: 'Damaged: written off' } as const;

/** The customer return in the URL (/returns/customer/:id). */
export function CustomerReturnPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const query = useQuery(trpc.returns.customerGet.queryOptions({ id }));
  return <QueryView query={query}>{(data) => <CustomerReturnView rma={data} />}</QueryView>;
}

function CustomerReturnView({ rma }: { rma: CustomerReturn }) {
  return (
    <>
      <PageHeader title={`Customer return ${rma.number}`} />
      <OrderFacts
        facts={[
          { label: 'Sales order', value: <Anchor component={Link} to={`/sales-orders/${rma.salesOrderId}`}>{rma.salesOrderNumber}</Anchor> },
          { label: 'Customer', value: rma.customerName },
          { label: 'Warehouse', value: formatWarehouse({ code: rma.warehouseCode, name: rma.warehouseName }) },
          { label: 'Recorded', value: formatDoneBy(rma.createdAt, rma.createdByName) },
          { label: 'Reason', value: rma.reason },
          { label: 'Note', value: rma.note ?? '—' },
          { label: 'Units', value: formatQuantity(rma.totals.units) },
          { label: 'Refund value', value: formatMoney(rma.totals.refundValue) },
          { label: 'Restocked at cost', value: formatMoney(rma.totals.restockedValue) },
          { label: 'Written off at cost', value: formatMoney(rma.totals.writtenOffValue) },
        ]}
      />
      <LinesCard
        head={
          <>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th>Put back at</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit cost</Table.Th>
            <Table.Th ta="right">Cost value</Table.Th>
            <Table.Th ta="right">Refund value</Table.Th>
          </>
        }
      >
        {rma.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.sku}</Table.Td>
            <Table.Td>{item.productName}</Table.Td>
            <Table.Td>{conditionLabels[item.condition]}</Table.Td>
            <Table.Td>{item.condition === 'resellable' ? grain(item) : '—'}</Table.Td>
            <Table.Td ta="right">{formatQuantity(item.quantity)}</Table.Td>
            <Table.Td ta="right">{formatMoney(item.unitCost)}</Table.Td>
            <Table.Td ta="right">{formatMoney(item.costValue)}</Table.Td>
            <Table.Td ta="right">{formatMoney(item.refundValue)}</Table.Td>
          </Table.Tr>
        ))}
      </LinesCard>
    </>
  );
}

/** The return to a supplier in the URL (/returns/supplier/:id). */
export function SupplierReturnPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const query = useQuery(trpc.returns.supplierGet.queryOptions({ id }));
  return <QueryView query={query}>{(data) => <SupplierReturnView rts={data} />}</QueryView>;
}

function SupplierReturnView({ rts }: { rts: SupplierReturn }) {
  return (
    <>
      <PageHeader title={`Return to supplier ${rts.number}`} />
      <OrderFacts
        facts={[
          { label: 'Purchase order', value: <Anchor component={Link} to={`/purchase-orders/${rts.purchaseOrderId}`}>{rts.purchaseOrderNumber}</Anchor> },
          { label: 'Supplier', value: rts.supplierName },
          { label: 'Warehouse', value: formatWarehouse({ code: rts.warehouseCode, name: rts.warehouseName }) },
          { label: 'Recorded', value: formatDoneBy(rts.createdAt, rts.createdByName) },
          { label: 'Reason', value: rts.reason },
          { label: 'Note', value: rts.note ?? '—' },
          { label: 'Value', value: `${formatMoney(rts.totalValue)} ${rts.currency}` },
        ]}
      />
      <LinesCard
        head={
          <>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Taken from</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit cost ({rts.currency})</Table.Th>
            <Table.Th ta="right">Value</Table.Th>
          </>
        }
      >
        {rts.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.sku}</Table.Td>
            <Table.Td>{item.productName}</Table.Td>
            <Table.Td>{item.takenFrom.map((from) => `${formatQuantity(from.quantity)} × ${grain(from)}`).join('; ') || '—'}</Table.Td>
            <Table.Td ta="right">{formatQuantity(item.quantity)}</Table.Td>
            <Table.Td ta="right">{formatMoney(item.unitCost)}</Table.Td>
            <Table.Td ta="right">{formatMoney(item.value)}</Table.Td>
          </Table.Tr>
        ))}
      </LinesCard>
    </>
  );
}
