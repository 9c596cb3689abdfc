/**
 * One assembly order (/inventory/assemblies/:id, decision 0023 point 9): its type, product,
 * warehouse, quantity, labour and, once completed, the value of the units; its components with the
 * units needed (or returned) and what the warehouse has available of each, a component short
 * flagged in words (for a disassembly, the product's units short). "Complete" (assemblies:build) posts it, naming where the units go (or come
 * from), and "Cancel order" (assemblies:manage) closes it; the server's refusals are shown as it
 * words them.
 */
import { Alert, Anchor, Badge, Button, Card, Modal, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { formatDateTime, formatMoney, formatQuantity } from '../../format';
import { useSession } from '../../session';
import { useTRPC } from '../../trpc';
import { OrderFacts } from '../orders/OrderDetails';
import { AssemblyCompleteForm } from './AssemblyCompleteForm';
import { assemblyOrderTypeLabels, shortfallOf, type AssemblyOrder } from './assembly-data';
import { useRefreshStock } from './inventory-data';
import { StockStatusBadge } from './status';

/** The assembly order screen (GET /api/assembly-orders/{id}); decision 0023 point 9. */
export function AssemblyOrderPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const order = useQuery(trpc.assemblyOrders.get.queryOptions({ id }));
  return <QueryView query={order}>{(data) => <AssemblyOrderView key={data.id} order={data} />}</QueryView>;
}

/** The order's screen: header actions, facts, the shortfall warning, the components and the completion dialog. */
function AssemblyOrderView({ order }: { order: AssemblyOrder }) {
  const trpc = useTRPC();
  const currency = useBaseCurrency();
  const { can } = useSession();
  const refresh = useRefreshStock();
  const [completing, setCompleting] = useState(false);
  const cancel = useMutation(
    trpc.assemblyOrders.cancel.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`Assembly order ${result.number} cancelled`);
        refresh();
      },
      onError: (error) => notifyError(error, 'Could not cancel the assembly order'),
    }),
  );
  const open = order.status === 'open';
  const assembly = order.type === 'assembly';
  const short = order.lines.filter((line) => shortfallOf(order, line) > 0);
  const unitsAvailable = useUnitsToTakeApart(order);
  return (
    <>
      <PageHeader title={`Assembly order ${order.number}`}>
        <StockStatusBadge status={order.status} />
        {open && can('assemblies:manage') && (
          <ConfirmButton
            label="Cancel order"
            title={`Cancel ${order.number}?`}
            consequence="The order is closed and nothing moves."
            size="sm"
            pending={cancel.isPending}
            onConfirm={() => cancel.mutate({ id: order.id })}
          />
        )}
        {open && can('assemblies:build') && <Button onClick={() => setCompleting(true)}>Complete</Button>}
      </PageHeader>
      <OrderFacts
        facts={[
          { label: 'Type', value: assemblyOrderTypeLabels[order.type] },
          {
            label: 'Product',
            value: (
              <Anchor component={Link} to={`/products/${order.productId}`}>
                {order.sku} · {order.productName}
              </Anchor>
            ),
          },
          { label: 'Warehouse', value: order.warehouseCode },
          { label: assembly ? 'Units to build' : 'Units to take apart', value: formatQuantity(order.quantity) },
          ...(unitsAvailable === undefined ? [] : [{ label: 'Units available', value: formatQuantity(unitsAvailable) }]),
          { label: 'Labour cost', value: formatMoney(order.labourCost, currency) },
          { label: 'Value of the units', value: order.value === null ? (open ? 'On completion' : '—') : formatMoney(order.value, currency) },
          { label: 'Created', value: formatDateTime(order.createdAt) },
          { label: order.status === 'cancelled' ? 'Cancelled' : 'Completed', value: formatDateTime(order.closedAt) },
          { label: 'Note', value: order.note ?? '—' },
        ]}
      />
      {short.length > 0 && (
        <Alert color="orange" title={`${short.length} of ${order.lines.length} components short`} mb="md">
          {order.warehouseCode} has too few units of {short.map((line) => line.sku).join(', ')} available: completing now would be refused. Receive or move the units
          first, or build fewer.
        </Alert>
      )}
      {unitsAvailable !== undefined && unitsAvailable < order.quantity && (
        <Alert color="orange" title={`Too few ${order.sku} to take apart`} mb="md">
          {order.warehouseCode} has {formatQuantity(unitsAvailable)} of the {formatQuantity(order.quantity)} units available: completing now would be refused.
        </Alert>
      )}
      <AssemblyLines order={order} />
      <Modal opened={completing} onClose={() => setCompleting(false)} title={`Complete ${order.number}`}>
        {completing && <AssemblyCompleteForm order={order} onDone={() => setCompleting(false)} />}
      </Modal>
    </>
  );
}

/** For an open disassembly, the units of its product available in its warehouse (GET /api/inventory); undefined otherwise, or until known. */
function useUnitsToTakeApart(order: AssemblyOrder): number | undefined {
  const trpc = useTRPC();
  const wanted = order.status === 'open' && order.type === 'disassembly';
  const levels = useQuery({ ...trpc.inventory.levels.queryOptions({ productId: order.productId, warehouseId: order.warehouseId }), enabled: wanted });
  return wanted && levels.data ? (levels.data.items[0]?.available ?? 0) : undefined;
}

/** The order's components: units needed (an assembly) or returned (a disassembly), available now with any shortfall in words, and once completed their value. */
function AssemblyLines({ order }: { order: AssemblyOrder }) {
  const currency = useBaseCurrency();
  const completed = order.status === 'completed';
  return (
    <Card withBorder mb="md">
      <Title order={4} mb="sm">
        Components
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Component</Table.Th>
            <Table.Th ta="right">{order.type === 'assembly' ? 'Quantity needed' : 'Quantity returned'}</Table.Th>
            <Table.Th ta="right">Available</Table.Th>
            {order.status === 'open' && order.type === 'assembly' && <Table.Th>Stock</Table.Th>}
            {completed && <Table.Th ta="right">{order.type === 'assembly' ? 'Value taken' : 'Value given'}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.lines.map((line) => {
            const shortfall = shortfallOf(order, line);
            return (
              <Table.Tr key={line.componentId}>
                <Table.Td>{line.sku}</Table.Td>
                <Table.Td>{line.name}</Table.Td>
                <Table.Td ta="right">{formatQuantity(line.quantity)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(line.available)}</Table.Td>
                {order.status === 'open' && order.type === 'assembly' && (
                  <Table.Td>
                    {shortfall > 0 ? (
                      <Badge color="red" variant="light">
                        Short by {formatQuantity(shortfall)}
                      </Badge>
                    ) : (
                      <Text size="sm">Enough</Text>
                    )}
                  </Table.Td>
                )}
                {completed && <Table.Td ta="right">{formatMoney(line.value, currency)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
