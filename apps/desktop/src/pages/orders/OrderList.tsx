/**
 * The list screen both order kinds share: status and party filters kept in the URL, a "New …"
 * action for orders:create, and the table of orders with the server's pager. Each section runs its
 * own list query (with the same URL filters) and hands the rows in.
 */
import { Anchor, Button, Checkbox, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListPage } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable, type PagedTableProps } from '../../components/PagedTable';
import { PdfMenu } from '../../components/PdfMenu';
import type { SupplierSelect } from '../../components/RecordSelect';
import { useBaseCurrency } from '../../components/useBaseCurrency';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatMoney, formatQuantity, formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { formatOrderDate } from './order-data';
import { OrderStatusBadge, StatusFilter } from './status';

/** An order as a list row shows it. */
interface OrderRow {
  id: string;
  number: string;
  /** The supplier's or customer's name, as the order carries it. */
  partyName: string;
  /** "CODE · name". */
  warehouse: string;
  status: string;
  orderDate: string;
  subtotal: number;
  /** The order's currency (purchase orders); none: the base currency (sales orders). */
  currency?: string;
  /** Units ordered over all lines. */
  ordered: number;
  /** Units received or shipped over all lines. */
  done: number;
}

type ListedOrder<I> = Pick<OrderRow, 'id' | 'number' | 'status' | 'orderDate' | 'subtotal' | 'currency'> & { warehouseCode: string; warehouseName: string; items: I[] };

/** An order as a row: `partyName` is its supplier's or customer's, `done(item)` an item's units received or shipped. */
export function orderRow<I extends { quantity: number }>(order: ListedOrder<I>, partyName: string, done: (item: I) => number): OrderRow {
  return {
    id: order.id,
    number: order.number,
    partyName,
    warehouse: formatWarehouse({ code: order.warehouseCode, name: order.warehouseName }),
    status: order.status,
    orderDate: order.orderDate,
    subtotal: order.subtotal,
    currency: order.currency,
    ordered: order.items.reduce((sum, item) => sum + item.quantity, 0),
    done: order.items.reduce((sum, item) => sum + done(item), 0),
  };
}

interface OrderListScreenProps {
  /** "Purchase orders" or "Sales orders". */
  title: string;
  list: UseQueryResult<ListPage<OrderRow>, unknown>;
  /** The list's CSV export. */
  csv: PagedTableProps<OrderRow>['csv'];
  /** Status → label, in life-cycle order. */
  statuses: Record<string, string>;
  /** The party: its label ("Supplier"), URL filter key ("supplierId") and picker. */
  party: { label: string; key: string; Select: typeof SupplierSelect };
  /** Where the orders are: `${basePath}/new`, `${basePath}/${id}`. */
  basePath: string;
  /** "New purchase order". */
  newLabel: string;
  /** "Received" or "Shipped". */
  doneLabel: string;
  /** Sales orders: confirmed and partially shipped ones can be ticked for one pick list of them all (decision 0019). */
  pickList?: boolean;
}

/** Most orders one pick list covers (the server's limit). */
const PICK_LIST_MAX = 50;
const pickable = (status: string) => status === 'confirmed' || status === 'partially_shipped';

/** The list screen of one order kind. */
export function OrderListScreen({ title, list, csv, statuses, party, basePath, newLabel, doneLabel, pickList = false }: OrderListScreenProps) {
  const { can } = useSession();
  const filters = useUrlFilters<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const toggle = (id: string, on: boolean) => setSelected((ids) => (on ? [...ids, id].slice(0, PICK_LIST_MAX) : ids.filter((other) => other !== id)));
  const baseCurrency = useBaseCurrency();
  return (
    <>
      <PageHeader title={title}>
        <StatusFilter statuses={statuses} value={filters.get('status')} onChange={(status) => filters.set({ status })} />
        <party.Select aria-label={party.label} placeholder={`Any ${party.label.toLowerCase()}`} {...filters.selectProps(party.key)} />
        {selected.length > 0 && <PdfMenu label={`Pick list (${selected.length})`} path={`/orders/pick-list.pdf?salesOrderIds=${selected.join(',')}`} title={`Pick list of ${selected.length} orders`} />}
        {can('orders:create') && (
          <Button component={Link} to={`${basePath}/new`}>
            {newLabel}
          </Button>
        )}
      </PageHeader>
      <PagedTable
        query={list}
        csv={csv}
        empty={`No ${title.toLowerCase()} match these filters.`}
        head={
          <>
            {pickList && <Table.Th aria-label="Pick" />}
            <Table.Th>Number</Table.Th>
            <Table.Th>{party.label}</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Order date</Table.Th>
            <Table.Th ta="right">{doneLabel}</Table.Th>
            <Table.Th ta="right">Subtotal</Table.Th>
          </>
        }
        row={(order) => (
          <Table.Tr key={order.id}>
            {pickList && (
              <Table.Td>
                {pickable(order.status) && (
                  <Checkbox aria-label={`Pick ${order.number}`} checked={selected.includes(order.id)} onChange={(event) => toggle(order.id, event.currentTarget.checked)} />
                )}
              </Table.Td>
            )}
            <Table.Td>
              <Anchor component={Link} to={`${basePath}/${order.id}`}>
                {order.number}
              </Anchor>
            </Table.Td>
            <Table.Td>{order.partyName}</Table.Td>
            <Table.Td>{order.warehouse}</Table.Td>
            <Table.Td>
              <OrderStatusBadge status={order.status} />
            </Table.Td>
            <Table.Td>{formatOrderDate(order.orderDate)}</Table.Td>
            <Table.Td ta="right">
              {formatQuantity(order.done)} / {formatQuantity(order.ordered)}
            </Table.Td>
            <Table.Td ta="right">{formatMoney(order.subtotal, order.currency ?? baseCurrency)}</Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
    </>
  );
}
