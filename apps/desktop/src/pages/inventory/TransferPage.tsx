/**
 * One transfer (/inventory/transfers/:id): its warehouses, status and lines with units asked for,
 * shipped, received, lost and in transit (with the lots and serial numbers in transit). A two-step
 * transfer moves through its actions as the user's permissions allow: ship a draft (orders:fulfil),
 * receive what arrived in full or in part by scanning, naming the lots and serial numbers in transit
 * (orders:fulfil), close one with units still in transit, recording them as lost, and cancel a
 * draft (inventory:transfer).
 */
import { Button, Card, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatDateTime, formatMoney, formatQuantity, formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { FulfilmentPanel } from '../orders/FulfilmentPanel';
import { OrderFacts } from '../orders/OrderDetails';
import { formatGrains, type OrderLine } from '../orders/order-data';
import { useRefreshStock } from './inventory-data';
import { StockStatusBadge } from './status';

type Transfer = RouterOutputs['transfers']['get'];

/**
 * The lines still in transit as the receiving panel reads them: one per product, shipped units to
 * receive, offering the lots and serial numbers in transit to its lot and serial prompt (decision 0019).
 */
const receivableLines = (transfer: Transfer): OrderLine[] =>
  transfer.items.map((item) => ({
    id: item.productId,
    productId: item.productId,
    sku: item.sku,
    productName: item.productName,
    barcode: item.barcode,
    ordered: item.shippedQuantity,
    done: item.receivedQuantity + item.lostQuantity,
    unitAmount: item.unitCost ?? 0,
    lineTotal: 0,
    offered: { label: 'In transit', grains: item.inTransitGrains, byDefault: 'the first to expire' },
  }));

export function TransferPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const transfer = useQuery(trpc.transfers.get.queryOptions({ id }));
  return <QueryView query={transfer}>{(data) => <TransferView key={data.id} transfer={data} />}</QueryView>;
}

/** The transfer's screen: header actions, facts, the receiving panel, the lines and the close dialog. */
function TransferView({ transfer }: { transfer: Transfer }) {
  const trpc = useTRPC();
  const { can } = useSession();
  const refresh = useRefreshStock();
  const [receiving, setReceiving] = useState(false);
  const [closing, setClosing] = useState(false);
  /** Mutation callbacks: the toast `done` and a refresh on success, the server's message otherwise. */
  const callbacks = (done: string, failed: string, after?: () => void) => ({
    onSuccess: () => {
      notifySuccess(`${transfer.number} ${done}`);
      after?.();
      refresh();
    },
    onError: (error: unknown) => notifyError(error, failed),
  });
  const ship = useMutation(trpc.transfers.ship.mutationOptions(callbacks('shipped: in transit', 'Could not ship the transfer')));
  const receive = useMutation(trpc.transfers.receive.mutationOptions(callbacks('received', 'Could not post the receipt', () => setReceiving(false))));
  const close = useMutation(trpc.transfers.close.mutationOptions(callbacks('closed', 'Could not close the transfer', () => setClosing(false))));
  const cancel = useMutation(trpc.transfers.cancel.mutationOptions(callbacks('cancelled', 'Could not cancel the transfer')));

  const inTransit = transfer.items.reduce((sum, item) => sum + item.inTransit, 0);
  const travelling = transfer.status === 'in_transit' || transfer.status === 'partially_received';
  const draft = transfer.status === 'draft';
  return (
    <>
      <PageHeader title={`Transfer ${transfer.number}`}>
        <StockStatusBadge status={transfer.status} />
        {draft && can('orders:fulfil') && (
          <Button loading={ship.isPending} onClick={() => ship.mutate({ id: transfer.id })}>
            Ship
          </Button>
        )}
        {draft && can('inventory:transfer') && (
          <Button variant="default" color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: transfer.id })}>
            Cancel transfer
          </Button>
        )}
        {travelling && can('orders:fulfil') && !receiving && <Button onClick={() => setReceiving(true)}>Receive</Button>}
        {travelling && can('inventory:transfer') && (
          <Button variant="default" onClick={() => setClosing(true)}>
            Close
          </Button>
        )}
      </PageHeader>
      <OrderFacts
        facts={[
          { label: 'From', value: formatWarehouse({ code: transfer.fromWarehouseCode, name: transfer.fromWarehouseName }) },
          { label: 'To', value: formatWarehouse({ code: transfer.toWarehouseCode, name: transfer.toWarehouseName }) },
          { label: 'Mode', value: transfer.mode === 'direct' ? 'Direct' : 'Two-step' },
          { label: 'In transit', value: `${formatQuantity(inTransit)} units` },
          { label: 'Created', value: formatDateTime(transfer.createdAt) },
          { label: 'Shipped', value: formatDateTime(transfer.shippedAt) },
          { label: 'Note', value: transfer.note ?? '—' },
        ]}
      />
      {receiving && (
        <FulfilmentPanel
          title="Receive items"
          orderId={transfer.id}
          warehouseId={transfer.toWarehouseId}
          direction="out"
          lines={receivableLines(transfer)}
          nowLabel="Receiving now"
          postLabel="Post receipt"
          pending={receive.isPending}
          onPost={(items) => receive.mutateAsync({ id: transfer.id, items: items.map(({ itemId, quantity, lotId, serialNumbers }) => ({ productId: itemId, quantity, lotId, serialNumbers })) })}
          onClose={() => setReceiving(false)}
        />
      )}
      <TransferLines transfer={transfer} />
      <Modal opened={closing} onClose={() => setClosing(false)} title={`Close ${transfer.number}`}>
        <Stack>
          <Text size="sm">Closing records the {formatQuantity(inTransit)} units still in transit as lost in transit, valued at the cost recorded when shipped.</Text>
          <Group justify="flex-end">
            <Button color="red" loading={close.isPending} onClick={() => close.mutate({ id: transfer.id })}>
              Close and record the loss
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The transfer's lines: units asked for, shipped, received, lost and in transit, with the lots and serial numbers in transit. */
function TransferLines({ transfer }: { transfer: Transfer }) {
  const currency = useBaseCurrency();
  return (
    <Card withBorder mb="md">
      <Title order={4} mb="sm">
        Lines
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Shipped</Table.Th>
            <Table.Th ta="right">Received</Table.Th>
            <Table.Th ta="right">Lost in transit</Table.Th>
            <Table.Th ta="right">In transit</Table.Th>
            <Table.Th ta="right">Unit cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transfer.items.map((item) => (
            <Table.Tr key={item.productId}>
              <Table.Td>{item.sku}</Table.Td>
              <Table.Td>
                {item.productName}
                {item.inTransitGrains.length > 0 && (
                  <Text size="xs" c="dimmed">
                    In transit: {formatGrains(item.inTransitGrains)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatQuantity(item.quantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(item.shippedQuantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(item.receivedQuantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(item.lostQuantity)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(item.inTransit)}</Table.Td>
              <Table.Td ta="right">{formatMoney(item.unitCost, currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
