/**
 * One purchase order: header, lines (ordered, received, remaining), status history, and the
 * actions its status and the user's permissions allow: approve and cancel (orders:approve),
 * receive (orders:fulfil) through the scanning panel, each line showing where its units go and
 * taking a scanned bin (receipt-bins.ts, decision 0022), its returns to the supplier, and its
 * landed costs (LandedCosts.tsx, decision 0023).
 */
import { Button } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useHotkeys } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { PdfMenu } from '../../components/PdfMenu';
import { QueryView } from '../../components/QueryView';
import { formatDoneBy, formatMoney, formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { FulfilmentPanel } from '../orders/FulfilmentPanel';
import { hasKeptCounts } from '../orders/fulfilment-counts';
import { CancelOrderButton, OrderFacts, OrderLinesTable, StatusHistory } from '../orders/OrderDetails';
import { formatOrderDate, useRefreshAfterOrderChange, type OrderLine } from '../orders/order-data';
import { OrderStatusBadge } from '../orders/status';
import { OrderReturns } from '../returns/OrderReturns';
import { LandedCosts } from './LandedCosts';
import { useReceiptBins } from './receipt-bins';

type PurchaseOrder = RouterOutputs['purchaseOrders']['get'];

const linesOf = (order: PurchaseOrder): OrderLine[] =>
  order.items.map((item) => ({ ...item, ordered: item.quantity, done: item.receivedQuantity, unitAmount: item.unitCost }));

/** The screen of the purchase order in the URL (/purchase-orders/:id). */
export function PurchaseOrderPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const order = useQuery(trpc.purchaseOrders.get.queryOptions({ id }));
  return <QueryView query={order}>{(data) => <PurchaseOrderView key={data.id} order={data} />}</QueryView>;
}

function PurchaseOrderView({ order }: { order: PurchaseOrder }) {
  const trpc = useTRPC();
  const { can } = useSession();
  const [receiving, setReceiving] = useState(() => hasKeptCounts(order.id));
  const refresh = useRefreshAfterOrderChange(trpc.purchaseOrders.pathFilter());
  const update = useMutation(
    trpc.purchaseOrders.update.mutationOptions({
      onSuccess: () => void refresh(),
      onError: (error) => notifyError(error, `Could not update ${order.number}`),
    }),
  );
  const putaway = useQuery({ ...trpc.purchaseOrders.putaway.queryOptions({ id: order.id }), enabled: receiving });
  const bins = useReceiptBins(order.id, putaway.data);
  const receive = useMutation(
    trpc.purchaseOrders.receive.mutationOptions({
      onSuccess: () => {
        notifySuccess(`Items received on ${order.number}`);
        setReceiving(false);
        void refresh();
      },
      onError: (error) => notifyError(error, 'Could not post the receipt'),
    }),
  );
  const changeStatus = (status: 'approved' | 'cancelled', done: string) =>
    update.mutate({ id: order.id, status }, { onSuccess: () => notifySuccess(`${order.number} ${done}`) });

  const lines = linesOf(order);
  const canApprove = can('orders:approve');
  const receivable = can('orders:fulfil') && (order.status === 'approved' || order.status === 'partially_received');
  useHotkeys([['alt+R', () => receivable && setReceiving(true), { usePhysicalKeys: true }]], []);
  return (
    <>
      <PageHeader title={`Purchase order ${order.number}`}>
        <OrderStatusBadge status={order.status} />
        {canApprove && order.status === 'draft' && (
          <Button loading={update.isPending} onClick={() => changeStatus('approved', 'approved')}>
            Approve
          </Button>
        )}
        <PdfMenu label="Print PO" path={`/orders/purchase-orders/${order.id}.pdf`} title={`Purchase order ${order.number}`} />
        {receivable && !receiving && <Button onClick={() => setReceiving(true)}>Receive</Button>}
        {canApprove && (order.status === 'draft' || order.status === 'approved') && (
          <CancelOrderButton number={order.number} pending={update.isPending} onConfirm={() => changeStatus('cancelled', 'cancelled')} />
        )}
      </PageHeader>
      <OrderFacts
        facts={[
          { label: 'Supplier', value: order.supplierName },
          { label: 'Warehouse', value: formatWarehouse({ code: order.warehouseCode, name: order.warehouseName }) },
          { label: 'Order date', value: formatOrderDate(order.orderDate) },
          { label: 'Expected date', value: formatOrderDate(order.expectedDate) },
          { label: 'Currency', value: order.currency },
          { label: 'Subtotal', value: formatMoney(order.subtotal, order.currency) },
          { label: 'Created', value: formatDoneBy(order.createdAt, order.createdByName) },
          { label: 'Approved', value: formatDoneBy(order.approvedAt, order.approvedByName) },
          { label: 'Notes', value: order.notes ?? '—' },
        ]}
      />
      {receiving && receivable && (
        <FulfilmentPanel
          title="Receive items"
          orderId={order.id}
          warehouseId={order.warehouseId}
          direction="in"
          lines={lines}
          nowLabel="Receiving now"
          postLabel="Post receipt"
          pending={receive.isPending}
          onPost={(items) => receive.mutateAsync({ id: order.id, items: bins.placed(items) })}
          onClose={() => setReceiving(false)}
          lineNotes={bins.notes}
          onLocationScan={bins.onLocationScan}
          onDiscard={bins.forget}
        />
      )}
      <OrderLinesTable lines={lines} doneLabel="Received" amountLabel="Unit cost" subtotal={order.subtotal} currency={order.currency} />
      <OrderReturns kind="supplier" order={order} lines={lines} />
      <LandedCosts orderId={order.id} received={order.items.some((item) => item.receivedQuantity > 0)} />
      <StatusHistory history={order.history ?? []} />
    </>
  );
}
