/**
 * Returns (decision 0016's API, decision 0019's screens): customer returns (RMA) and returns to suppliers
 * (RTS) in two tabs with real URLs, newest first, filtered by warehouse (in the URL). A return is
 * made from its order's screen; each row opens the return.
 */
import { Anchor, Table, Tabs } from '@mantine/core';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZE, type ListPage } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable, type PagedTableProps } from '../../components/PagedTable';
import { WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime, formatMoney, formatQuantity, formatWarehouse } from '../../format';
import { useTRPC, type RouterOutputs } from '../../trpc';

type CustomerReturn = RouterOutputs['returns']['customerGet'];
type SupplierReturn = RouterOutputs['returns']['supplierGet'];

/** The two kinds of return: their tab, the order they come from and where that order is. */
export type ReturnKind = 'customer' | 'supplier';

/** A return as a list row shows it, whichever kind. */
export interface ReturnRow {
  id: string;
  number: string;
  createdAt: string;
  reason: string;
  orderPath: string;
  orderNumber: string;
  partyName: string;
  /** "CODE · name" */
  warehouse: string;
  units: number;
  /** Refund value (customer returns) or value at receipt cost (supplier returns), currency units. */
  value: number;
}

/** A customer return as a row. */
export const customerRow = (r: CustomerReturn): ReturnRow => ({
  id: r.id,
  number: r.number,
  createdAt: r.createdAt,
  reason: r.reason,
  orderPath: `/sales-orders/${r.salesOrderId}`,
  orderNumber: r.salesOrderNumber,
  partyName: r.customerName,
  warehouse: formatWarehouse({ code: r.warehouseCode, name: r.warehouseName }),
  units: r.totals.units,
  value: r.totals.refundValue,
});

/** A return to a supplier as a row. */
export const supplierRow = (r: SupplierReturn): ReturnRow => ({
  id: r.id,
  number: r.number,
  createdAt: r.createdAt,
  reason: r.reason,
  orderPath: `/purchase-orders/${r.purchaseOrderId}`,
  orderNumber: r.purchaseOrderNumber,
  partyName: r.supplierName,
  warehouse: formatWarehouse({ code: r.warehouseCode, name: r.warehouseName }),
  units: r.items.reduce((sum, item) => sum + item.quantity, 0),
  value: r.totalValue,
});

const toRows = <T,>(page: ListPage<T>, row: (item: T) => ReturnRow): ListPage<ReturnRow> => ({ ...page, items: page.items.map(row) });

/** The returns screen of `kind` (/returns/customer, /returns/supplier). */
export function ReturnsPage({ kind }: { kind: ReturnKind }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const filters = useUrlFilters<'warehouseId'>();
  const input = { page: filters.page, limit: PAGE_SIZE, warehouseId: filters.get('warehouseId') };
  const customer = useQuery({
    ...trpc.returns.customerList.queryOptions(input),
    select: (page) => toRows(page, customerRow),
    placeholderData: keepPreviousData,
    enabled: kind === 'customer',
  });
  const supplier = useQuery({
    ...trpc.returns.supplierList.queryOptions(input),
    select: (page) => toRows(page, supplierRow),
    placeholderData: keepPreviousData,
    enabled: kind === 'supplier',
  });
  return (
    <>
      <PageHeader title="Returns">
        <WarehouseSelect aria-label="Warehouse" placeholder="All warehouses" {...filters.selectProps('warehouseId')} />
      </PageHeader>
      <Tabs value={kind} onChange={(value) => value && void navigate(`/returns/${value}`)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="customer">Customer returns</Tabs.Tab>
          <Tabs.Tab value="supplier">Returns to suppliers</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ReturnTable kind={kind} list={kind === 'customer' ? customer : supplier} csv={{ path: `/orders/${kind}-returns`, query: input }} onPageChange={(page) => filters.set({ page })} />
    </>
  );
}

function ReturnTable({ kind, list, csv, onPageChange }: { kind: ReturnKind; list: UseQueryResult<ListPage<ReturnRow>, unknown>; csv: PagedTableProps<ReturnRow>['csv']; onPageChange: (page: number) => void }) {
  return (
    <PagedTable
      query={list}
      csv={csv}
      empty={kind === 'customer' ? 'No customer returns yet. Return units from a sales order.' : 'No returns to suppliers yet. Return units from a purchase order.'}
      head={
        <>
          <Table.Th>Number</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>{kind === 'customer' ? 'Sales order' : 'Purchase order'}</Table.Th>
          <Table.Th>{kind === 'customer' ? 'Customer' : 'Supplier'}</Table.Th>
          <Table.Th>Warehouse</Table.Th>
          <Table.Th ta="right">Units</Table.Th>
          <Table.Th ta="right">{kind === 'customer' ? 'Refund value' : 'Value'}</Table.Th>
        </>
      }
      row={(item) => (
        <Table.Tr key={item.id}>
          <Table.Td>
            <Anchor component={Link} to={`/returns/${kind}/${item.id}`}>
              {item.number}
            </Anchor>
          </Table.Td>
          <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
          <Table.Td>
            <Anchor component={Link} to={item.orderPath}>
              {item.orderNumber}
            </Anchor>
          </Table.Td>
          <Table.Td>{item.partyName}</Table.Td>
          <Table.Td>{item.warehouse}</Table.Td>
          <Table.Td ta="right">{formatQuantity(item.units)}</Table.Td>
          <Table.Td ta="right">{formatMoney(item.value)}</Table.Td>
        </Table.Tr>
      )}
      onPageChange={onPageChange}
    />
  );
}
