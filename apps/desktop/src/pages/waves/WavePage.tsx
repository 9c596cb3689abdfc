/**
 * One wave (/picking/waves/:id, decision 0022 point 6): its number and status, warehouse, mode,
 * packing location and when it was built; its pick list and cart labels to print or save; its
 * orders in their cart slots and its pick tasks in walking order (zone, location) with what each
 * takes, how many were picked and its status. "Cancel wave" (tasks:manage, open or picking waves)
 * asks first, then cancels the tasks not yet started; the orders keep their allocations.
 */
import { Anchor, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { PdfMenu } from '../../components/PdfMenu';
import { QueryView } from '../../components/QueryView';
import { formatDateTime, formatQuantity, formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { cancellable, TaskStatusBadge, WaveStatusBadge, waveModes } from './status';

type Wave = RouterOutputs['waves']['get'];

/** How often the screen re-reads the wave while it is on screen, ms: pickers move it on. */
const REFRESH_MS = 15_000;

export function WavePage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const wave = useQuery({ ...trpc.waves.get.queryOptions({ id }), refetchInterval: REFRESH_MS });
  return <QueryView query={wave}>{(data) => <WaveView key={data.id} wave={data} />}</QueryView>;
}

/** Labelled values in a grid; the labels are set bold, not greyed. */
function Facts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <Card withBorder mb="md">
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {facts.map(({ label, value }) => (
          <div key={label}>
            <Text size="xs" fw={700}>
              {label}
            </Text>
            <Text component="div">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function WaveView({ wave }: { wave: Wave }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const warehouse = useQuery({ ...trpc.warehouses.get.queryOptions({ id: wave.warehouseId }), select: formatWarehouse });
  const cancel = useMutation(
    trpc.waves.cancel.mutationOptions({
      onSuccess: (cancelled) => {
        notifySuccess(`Wave ${cancelled.number} cancelled`);
        queryClient.setQueryData(trpc.waves.get.queryKey({ id: cancelled.id }), cancelled);
        void queryClient.invalidateQueries(trpc.waves.list.pathFilter());
        void queryClient.invalidateQueries(trpc.tasks.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not cancel the wave'),
    }),
  );
  const picked = wave.tasks.filter((task) => task.status === 'done').length;
  return (
    <>
      <PageHeader title={`Wave ${wave.number}`}>
        <WaveStatusBadge status={wave.status} />
        <PdfMenu label="Pick list" path={`/picking/waves/${wave.id}/pick-list.pdf`} title={`Pick list ${wave.number}`} />
        <PdfMenu label="Cart labels" path={`/picking/waves/${wave.id}/cart-labels.pdf`} title={`Cart labels ${wave.number}`} />
        {cancellable(wave.status) && can('tasks:manage') && (
          <ConfirmButton
            label="Cancel wave"
            title={`Cancel ${wave.number}?`}
            consequence="Its pick tasks not yet started are cancelled. The orders keep their allocations and may go into another wave; units already at packing stay there, allocated to their orders."
            keepLabel="Keep wave"
            size="sm"
            pending={cancel.isPending}
            onConfirm={() => cancel.mutate({ id: wave.id })}
          />
        )}
      </PageHeader>
      <Facts
        facts={[
          { label: 'Warehouse', value: warehouse.data ?? '…' },
          { label: 'Mode', value: waveModes[wave.mode] },
          { label: 'Packing location', value: wave.packingLocationCode },
          { label: 'Created', value: formatDateTime(wave.createdAt) },
          { label: 'Orders', value: formatQuantity(wave.orderCount) },
          { label: 'Pick tasks', value: `${formatQuantity(wave.taskCount)} (${formatQuantity(wave.openTaskCount)} open, ${formatQuantity(picked)} done)` },
        ]}
      />
      <WaveOrders wave={wave} />
      <WaveTasks wave={wave} />
    </>
  );
}

/** The wave's orders by cart slot, each linking to its order. */
function WaveOrders({ wave }: { wave: Wave }) {
  return (
    <Card withBorder mb="md">
      <Title order={4} mb="sm">
        Orders
      </Title>
      <Table striped aria-label="Orders of the wave">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">Cart slot</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Customer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {wave.orders.map((order) => (
            <Table.Tr key={order.salesOrderId}>
              <Table.Td ta="right">{order.cartSlot}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/sales-orders/${order.salesOrderId}`}>
                  {order.number}
                </Anchor>
              </Table.Td>
              <Table.Td>{order.customerName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The lot (with its expiry) or serial number a task takes, or "—". */
const grainOf = (task: Wave['tasks'][number]) => {
  if (task.serialNumber) return `Serial ${task.serialNumber}`;
  if (task.lotNumber) return task.expiryDate ? `${task.lotNumber}, expires ${task.expiryDate}` : task.lotNumber;
  return '—';
};

/** The wave's pick tasks in walking order, as the server lists them. */
function WaveTasks({ wave }: { wave: Wave }) {
  return (
    <Card withBorder mb="md">
      <Title order={4} mb="sm">
        Pick tasks in walking order
      </Title>
      {wave.tasks.length === 0 ? (
        <Text>No pick tasks.</Text>
      ) : (
        <Table striped aria-label="Pick tasks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Zone</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th>Lot or serial</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
              <Table.Th ta="right">Picked</Table.Th>
              <Table.Th ta="right">Cart slot</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {wave.tasks.map((task) => (
              <Table.Tr key={task.id}>
                <Table.Td>{task.zone ?? '—'}</Table.Td>
                <Table.Td>{task.fromLocationCode}</Table.Td>
                <Table.Td>{task.sku}</Table.Td>
                <Table.Td>{task.productName}</Table.Td>
                <Table.Td>{grainOf(task)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(task.quantity)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(task.doneQuantity)}</Table.Td>
                <Table.Td ta="right">{task.cartSlot ?? '—'}</Table.Td>
                <Table.Td>
                  <TaskStatusBadge status={task.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
