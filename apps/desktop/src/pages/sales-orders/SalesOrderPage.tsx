/**
 * One sales order: header with its allocation status, lines (ordered, shipped, remaining, allocated,
 * backordered; a kit's line with its component lines beneath it), shipments, status history, and
 * the actions its status and the user's permissions allow: confirm, which allocates the stock
 * (decision 0020), and cancel (orders:approve), ship (orders:fulfil) through the scanning panel
 * (the component lines of a kit, never its own line), and its customer returns.
 */
import { Button, Card, SimpleGrid, Table, TextInput, Title } from '@mantine/core';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { PdfMenu } from '../../components/PdfMenu';
import { QueryView } from '../../components/QueryView';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatDateTime, formatDoneBy, formatMoney, formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { FulfilmentPanel } from '../orders/FulfilmentPanel';
import { hasKeptCounts } from '../orders/fulfilment-counts';
import { CancelOrderButton, OrderFacts, OrderLinesTable, StatusHistory } from '../orders/OrderDetails';
import { physicalLines, withKitsGrouped } from '../orders/kit-lines';
import { formatOrderDate, sumGrains, useRefreshAfterOrderChange, type OrderLine } from '../orders/order-data';
import { AllocationStatusBadge, OrderStatusBadge } from '../orders/status';
import { OrderReturns } from '../returns/OrderReturns';

type SalesOrder = RouterOutputs['salesOrders']['get'];
type Address = NonNullable<SalesOrder['shippingAddress']>;

type SalesOrderItem = SalesOrder['items'][number] & { kitSku?: string };

/** An item as an order line; `minShelfLifeDays` is its product's minimum remaining shelf life for the order (see useShelfLifeMinimums). */
const lineOf = (item: SalesOrderItem, minShelfLifeDays: (productId: string) => number = () => 0): OrderLine => ({
  ...item,
  ordered: item.quantity,
  done: item.shippedQuantity,
  unitAmount: item.unitPrice,
  allocated: item.allocatedQuantity,
  backordered: item.backorderedQuantity,
  minShelfLifeDays: minShelfLifeDays(item.productId),
});

/** The order's lines, each kit's line followed by its component lines (see kit-lines). */
const linesOf = (order: SalesOrder, minShelfLifeDays?: (productId: string) => number): OrderLine[] => withKitsGrouped(order.items).map((item) => lineOf(item, minShelfLifeDays));

/**
 * The days of shelf life a lot shipped on `order` must have left, per product: the larger of the
 * product's and the customer's minimum, as the server allocates and ships (decision 0020); 0 until
 * they are read.
 */
function useShelfLifeMinimums(order: SalesOrder): (productId: string) => number {
  const trpc = useTRPC();
  const customer = useQuery(trpc.customers.get.queryOptions({ id: order.customerId }));
  const products = useQueries({ queries: [...new Set(order.items.map((item) => item.productId))].map((id) => trpc.products.get.queryOptions({ id })) });
  return (productId) =>
    Math.max(customer.data?.minRemainingShelfLifeDays ?? 0, products.find((product) => product.data?.id === productId)?.data?.minRemainingShelfLifeDays ?? 0);
}

/**
 * The lines as a customer return reads them: each offers the lots and serial numbers it shipped,
 * summed over the locations they left (decision 0019). A kit's own line is not among them: its
 * components come back on their lines.
 */
const returnLinesOf = (order: SalesOrder): OrderLine[] =>
  physicalLines(withKitsGrouped(order.items)).map((item) => ({
    ...lineOf(item),
    offered: { label: 'Shipped', grains: sumGrains(item.shippedFrom), byDefault: 'the lots shipped, first shipped first' },
  }));

const formatAddress = (address: Address | null) =>
  address ? [address.line1, address.line2, [address.postalCode, address.city].filter(Boolean).join(' '), address.region, address.country].filter(Boolean).join(', ') : '—';

/** The screen of the sales order in the URL (/sales-orders/:id). */
export function SalesOrderPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const order = useQuery(trpc.salesOrders.get.queryOptions({ id }));
  return <QueryView query={order}>{(data) => <SalesOrderView key={data.id} order={data} />}</QueryView>;
}

function SalesOrderView({ order }: { order: SalesOrder }) {
  const trpc = useTRPC();
  const { can } = useSession();
  const currency = useBaseCurrency();
  const [shipping, setShipping] = useState(() => hasKeptCounts(order.id));
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const refresh = useRefreshAfterOrderChange(trpc.salesOrders.pathFilter());
  const update = useMutation(
    trpc.salesOrders.update.mutationOptions({
      onSuccess: () => void refresh(),
      onError: (error) => notifyError(error, `Could not update ${order.number}`),
    }),
  );
  const ship = useMutation(
    trpc.salesOrders.ship.mutationOptions({
      onSuccess: () => {
        notifySuccess(`Items shipped on ${order.number}`);
        setShipping(false);
        void refresh();
      },
      onError: (error) => notifyError(error, 'Could not post the shipment'),
    }),
  );
  const changeStatus = (status: 'confirmed' | 'cancelled', done: string) =>
    update.mutate({ id: order.id, status }, { onSuccess: () => notifySuccess(`${order.number} ${done}`) });

  const minShelfLifeDays = useShelfLifeMinimums(order);
  const lines = linesOf(order, minShelfLifeDays);
  const canApprove = can('orders:approve');
  const shippable = can('orders:fulfil') && (order.status === 'confirmed' || order.status === 'partially_shipped');
  useHotkeys([['alt+S', () => shippable && setShipping(true), { usePhysicalKeys: true }]], []);
  return (
    <>
      <PageHeader title={`Sales order ${order.number}`}>
        <OrderStatusBadge status={order.status} />
        {canApprove && order.status === 'draft' && (
          <Button loading={update.isPending} onClick={() => changeStatus('confirmed', 'confirmed: stock allocated')}>
            Confirm
          </Button>
        )}
        {shippable && <PdfMenu label="Pick list" path={`/orders/sales-orders/${order.id}/pick-list.pdf`} title={`Pick list ${order.number}`} />}
        {shippable && !shipping && <Button onClick={() => setShipping(true)}>Ship</Button>}
        {canApprove && (order.status === 'draft' || order.status === 'confirmed') && (
          <CancelOrderButton
            number={order.number}
            pending={update.isPending}
            consequence={order.status === 'confirmed' ? 'Its allocated units are released.' : undefined}
            onConfirm={() => changeStatus('cancelled', 'cancelled')}
          />
        )}
      </PageHeader>
      <OrderFacts
        facts={[
          { label: 'Customer', value: order.customerName },
          { label: 'Warehouse', value: formatWarehouse({ code: order.warehouseCode, name: order.warehouseName }) },
          { label: 'Order date', value: formatOrderDate(order.orderDate) },
          { label: 'Allocation', value: <AllocationStatusBadge status={order.allocationStatus} /> },
          { label: 'Subtotal', value: formatMoney(order.subtotal, currency) },
          { label: 'Shipping address', value: formatAddress(order.shippingAddress) },
          { label: 'Created', value: formatDoneBy(order.createdAt, order.createdByName) },
          { label: 'Notes', value: order.notes ?? '—' },
        ]}
      />
      {shipping && shippable && (
        <FulfilmentPanel
          title="Ship items"
          orderId={order.id}
          warehouseId={order.warehouseId}
          direction="out"
          lines={lines}
          nowLabel="Shipping now"
          postLabel="Post shipment"
          pending={ship.isPending}
          onPost={(items) => ship.mutateAsync({ id: order.id, items, carrier: carrier || undefined, trackingNumber: trackingNumber || undefined })}
          onClose={() => setShipping(false)}
        >
          <SimpleGrid cols={2}>
            <TextInput label="Carrier" value={carrier} onChange={(event) => setCarrier(event.currentTarget.value)} />
            <TextInput label="Tracking number" value={trackingNumber} onChange={(event) => setTrackingNumber(event.currentTarget.value)} />
          </SimpleGrid>
        </FulfilmentPanel>
      )}
      <OrderLinesTable lines={lines} doneLabel="Shipped" amountLabel="Unit price" subtotal={order.subtotal} currency={currency} />
      {order.shipments && order.shipments.length > 0 && <Shipments order={order} />}
      <OrderReturns kind="customer" order={order} lines={returnLinesOf(order)} />
      <StatusHistory history={order.history ?? []} />
    </>
  );
}

function Shipments({ order }: { order: SalesOrder }) {
  return (
    <Card withBorder mb="md">
      <Title order={4} mb="sm">
        Shipments
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Shipped</Table.Th>
            <Table.Th>Carrier</Table.Th>
            <Table.Th>Tracking number</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.shipments!.map((shipment) => (
            <Table.Tr key={shipment.id}>
              <Table.Td>{formatDateTime(shipment.createdAt)}</Table.Td>
              <Table.Td>{shipment.carrier ?? '—'}</Table.Td>
              <Table.Td>{shipment.trackingNumber ?? '—'}</Table.Td>
              <Table.Td>{shipment.createdByName ?? 'Unknown'}</Table.Td>
              <Table.Td ta="right">
                <PdfMenu size="xs" label="Packing slip" path={`/orders/sales-orders/${order.id}/shipments/${shipment.id}/packing-slip.pdf`} title={`Packing slip ${order.number}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
