/**
 * The work queue (decision 0019), the home screen of staff and warehouse-bound users: what the warehouse
 * has to do next. "To receive": approved and partially received purchase orders, expected date
 * first; confirmed and partially shipped sales orders, oldest first, split by allocation (decision
 * 0020): "Ready to pick" (allocated, or partially allocated with units that may ship now) and
 * "Waiting on stock" (backordered, or partially allocated but shipping complete); transfers
 * to ship (drafts leaving the warehouse) and to receive (in transit to it); open counts; open
 * assembly orders, "Assemblies to build" (decision 0023 point 9). For the user's warehouse (others
 * choose one, or see all). The search narrows every queue, on the server, to numbers containing the
 * text (orders, transfers, counts and assembly orders alike); Enter opens the first found.
 */
import { Anchor, Card, Group, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { WarehouseSelect } from '../../components/RecordSelect';
import { formatQuantity, formatWarehouse } from '../../format';
import { useCurrentUser, useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { physicalLines } from '../orders/kit-lines';
import { formatOrderDate } from '../orders/order-data';
import { AllocationStatusBadge, OrderStatusBadge } from '../orders/status';

/** Most entries a queue shows; the full lists page further. */
const QUEUE_LIMIT = 50;

/** One entry of a queue: where it opens, its number, who or where it concerns, its date, status and units. */
interface QueueEntry {
  path: string;
  number: string;
  party: React.ReactNode;
  date: string | null;
  status: string;
  /** Units done / ordered, when the entry has lines. */
  progress?: string;
  /** Sales orders: how much of what they still ship is allocated. */
  allocationStatus?: SalesOrderEntry['allocationStatus'];
}

type SalesOrderEntry = RouterOutputs['salesOrders']['list']['items'][number];

/** Oldest first, then by number: the order of the merged sales-order queues. */
const oldestFirst = (a: QueueEntry, b: QueueEntry) => (a.date ?? '').localeCompare(b.date ?? '') || a.number.localeCompare(b.number);

/** "done / ordered" units over an order's lines. */
function progressOf<I extends { quantity: number }>(items: I[], done: (item: I) => number): string {
  return `${formatQuantity(items.reduce((sum, item) => sum + done(item), 0))} / ${formatQuantity(items.reduce((sum, item) => sum + item.quantity, 0))}`;
}

/** The first page of a queue's list, for one warehouse (all when undefined) and a part of the number. */
interface QueuePage {
  page: number;
  limit: number;
  warehouseId: string | undefined;
  number: string | undefined;
}

const matches = (number: string, search: string) => number.toLowerCase().includes(search.toLowerCase());

/**
 * The queues' lists for one warehouse (all when undefined), narrowed to numbers containing `number`
 * ('' for all); transfers, counts and assembly orders only when `inventory` (the user may read inventory).
 */
function useWorkQueues({ warehouseId, number, inventory }: { warehouseId: string | undefined; number: string; inventory: boolean }) {
  const trpc = useTRPC();
  const page: QueuePage = { page: 1, limit: QUEUE_LIMIT, warehouseId, number: number || undefined };
  const toReceive = useQuery({
    ...trpc.purchaseOrders.list.queryOptions({ ...page, status: 'approved,partially_received', sort: 'expectedDate', order: 'asc' }),
    placeholderData: keepPreviousData,
    select: (result): QueueEntry[] =>
      result.items.map((order) => ({
        path: `/purchase-orders/${order.id}`,
        number: order.number,
        party: order.supplierName,
        date: order.expectedDate,
        status: order.status,
        progress: progressOf(order.items, (item) => item.receivedQuantity),
      })),
  });
  const salesOrders = (allocationStatus: NonNullable<SalesOrderEntry['allocationStatus']>) => ({
    ...trpc.salesOrders.list.queryOptions({ ...page, status: 'confirmed,partially_shipped', allocationStatus, sort: 'orderDate', order: 'asc' }),
    placeholderData: keepPreviousData,
    select: (result: RouterOutputs['salesOrders']['list']) =>
      result.items.map((order) => ({
        path: `/sales-orders/${order.id}`,
        number: order.number,
        party: order.customerName,
        date: order.orderDate,
        status: order.status,
        // Units to pick: a kit's own line ships as its component lines.
        progress: progressOf(physicalLines(order.items), (item) => item.shippedQuantity),
        allocationStatus: order.allocationStatus,
        shipComplete: order.shipComplete,
      })),
  });
  const allocated = useQuery(salesOrders('allocated'));
  const partly = useQuery(salesOrders('partially_allocated'));
  const backordered = useQuery(salesOrders('backordered'));
  // A partially allocated order that ships complete ships nothing until its backorder is filled.
  const merged = (entries: (QueueEntry[] | undefined)[]) => (entries.every(Boolean) ? entries.flatMap((list) => list!).sort(oldestFirst) : undefined);
  const toPick = {
    data: merged([allocated.data, partly.data?.filter((order) => !order.shipComplete)]),
    isPending: allocated.isPending || partly.isPending,
  };
  const waiting = {
    data: merged([backordered.data, partly.data?.filter((order) => order.shipComplete)]),
    isPending: backordered.isPending || partly.isPending,
  };
  return { toReceive, toPick, waiting, ...useInventoryQueues({ warehouseId, page, inventory }) };
}

/**
 * The inventory queues (with `inventory`, the user may read inventory) for one warehouse (all when
 * undefined), on the list page `page`: transfers to ship and to receive, open counts, and open
 * assembly orders to build or take apart (GET /api/assembly-orders?status=open, decision 0023 point 9).
 */
function useInventoryQueues({ warehouseId, page, inventory }: { warehouseId: string | undefined; page: QueuePage; inventory: boolean }) {
  const trpc = useTRPC();
  const transfers = (status: 'draft' | 'in_transit' | 'partially_received', side: 'fromWarehouseId' | 'toWarehouseId') =>
    ({
      ...trpc.transfers.list.queryOptions({ ...page, status }),
      enabled: inventory,
      placeholderData: keepPreviousData,
      select: (result: RouterOutputs['transfers']['list']): QueueEntry[] =>
        result.items
          .filter((transfer) => !warehouseId || transfer[side] === warehouseId)
          .map((transfer) => ({
            path: `/inventory/transfers/${transfer.id}`,
            number: transfer.number,
            party: side === 'fromWarehouseId'
              ? formatWarehouse({ code: transfer.toWarehouseCode, name: transfer.toWarehouseName })
              : formatWarehouse({ code: transfer.fromWarehouseCode, name: transfer.fromWarehouseName }),
            date: transfer.createdAt.slice(0, 10),
            status: transfer.status,
          })),
    }) as const;
  const transfersToShip = useQuery(transfers('draft', 'fromWarehouseId'));
  const inTransit = useQuery(transfers('in_transit', 'toWarehouseId'));
  const partlyReceived = useQuery(transfers('partially_received', 'toWarehouseId'));
  const counts = useQuery({
    ...trpc.counts.list.queryOptions({ ...page, status: 'open' }),
    enabled: inventory,
    placeholderData: keepPreviousData,
    select: (result): QueueEntry[] =>
      result.items.map((count) => ({
        path: `/inventory/counts/${count.id}`,
        number: count.number,
        party: formatWarehouse({ code: count.warehouseCode, name: count.warehouseName }),
        date: count.createdAt.slice(0, 10),
        status: count.status,
        progress: `${formatQuantity(count.lines.counted)} / ${formatQuantity(count.lines.total)}`,
      })),
  });
  const assemblies = useQuery({
    ...trpc.assemblyOrders.list.queryOptions({ ...page, status: 'open' }),
    enabled: inventory,
    placeholderData: keepPreviousData,
    select: (result): QueueEntry[] =>
      result.items.map((order) => ({
        path: `/inventory/assemblies/${order.id}`,
        number: order.number,
        party: `${order.type === 'disassembly' ? 'Take apart ' : ''}${formatQuantity(order.quantity)} × ${order.sku} · ${order.productName}`,
        date: order.createdAt.slice(0, 10),
        status: order.status,
      })),
  });
  return { transfersToShip, inTransit, partlyReceived, counts, assemblies };
}

/** The work queue screen: the warehouse chooser, the number search and the queues. */
export function WorkQueuePage() {
  const { can } = useSession();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [chosenWarehouse, setChosenWarehouse] = useState<string | null>(null);
  const warehouseId = user.warehouseId ?? chosenWarehouse ?? undefined;
  const [search, setSearch] = useState('');
  const [number] = useDebouncedValue(search.trim(), 250);
  const searchField = useRef<HTMLInputElement>(null);
  useHotkeys([['alt+F', () => searchField.current?.focus(), { usePhysicalKeys: true }]], []);
  const inventory = can('inventory:read');
  const { toReceive, toPick, waiting, transfersToShip, inTransit, partlyReceived, counts, assemblies } = useWorkQueues({ warehouseId, number, inventory });

  const queues = [toReceive.data, toPick.data, waiting.data, transfersToShip.data, inTransit.data, partlyReceived.data, counts.data, assemblies.data];
  const openFirst = () => {
    const first = queues.flatMap((entries) => entries ?? []).find((entry) => matches(entry.number, search.trim()));
    if (first) void navigate(first.path);
  };

  return (
    <>
      <PageHeader title="Work queue">
        {!user.warehouseId && <WarehouseSelect aria-label="Warehouse" placeholder="All warehouses" value={chosenWarehouse} onChange={setChosenWarehouse} />}
        <TextInput
          ref={searchField}
          aria-label="Search by order number"
          placeholder="Order number (Alt+F)"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') openFirst();
          }}
        />
      </PageHeader>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Queue title="To receive" dateLabel="Expected" partyLabel="Supplier" entries={toReceive.data} loading={toReceive.isPending} />
        <Queue title="Ready to pick" dateLabel="Ordered" partyLabel="Customer" entries={toPick.data} loading={toPick.isPending} />
        <Queue title="Waiting on stock" dateLabel="Ordered" partyLabel="Customer" entries={waiting.data} loading={waiting.isPending} />
        {inventory && (
          <>
            <Queue title="Transfers to ship" dateLabel="Created" partyLabel="To" entries={transfersToShip.data} loading={transfersToShip.isPending} />
            <Queue
              title="Transfers to receive"
              dateLabel="Created"
              partyLabel="From"
              entries={inTransit.data && partlyReceived.data ? [...inTransit.data, ...partlyReceived.data] : undefined}
              loading={inTransit.isPending || partlyReceived.isPending}
            />
            <Queue title="Counts to do" dateLabel="Opened" partyLabel="Warehouse" entries={counts.data} loading={counts.isPending} />
            <Queue title="Assemblies to build" dateLabel="Created" partyLabel="Product" entries={assemblies.data} loading={assemblies.isPending} />
          </>
        )}
      </SimpleGrid>
    </>
  );
}

interface QueueProps {
  title: string;
  dateLabel: string;
  partyLabel: string;
  entries: QueueEntry[] | undefined;
  loading: boolean;
}

function Queue({ title, dateLabel, partyLabel, entries, loading }: QueueProps) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        <Text size="sm" c="dimmed">
          {entries ? formatQuantity(entries.length) + (entries.length === QUEUE_LIMIT ? '+' : '') : ''}
        </Text>
      </Group>
      {loading ? (
        <Text size="sm">Loading…</Text>
      ) : !entries?.length ? (
        <Text size="sm" c="dimmed">
          Nothing to do.
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>{partyLabel}</Table.Th>
              <Table.Th>{dateLabel}</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Done</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.path}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component={Link} to={entry.path}>
                    {entry.number}
                  </Anchor>
                </Table.Td>
                <Table.Td>{entry.party}</Table.Td>
                <Table.Td>{formatOrderDate(entry.date)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {/* Badges clip their label when squeezed: the column keeps their whole width. */}
                  <Group gap={4} wrap="nowrap" style={{ minWidth: 'max-content' }}>
                    <OrderStatusBadge status={entry.status} />
                    {entry.allocationStatus && <AllocationStatusBadge status={entry.allocationStatus} />}
                  </Group>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {entry.progress ?? '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
