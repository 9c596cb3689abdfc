/** Purchase orders: the list, filtered by status and supplier in the URL, paged on the server. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../components/list-page';
import { SupplierSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useTRPC, type RouterInputs } from '../../trpc';
import { OrderListScreen, orderRow } from '../orders/OrderList';
import { purchaseOrderStatuses } from '../orders/status';

type Status = NonNullable<RouterInputs['purchaseOrders']['list']['status']>;

/** The purchase-order list screen. */
export function PurchaseOrdersPage() {
  const trpc = useTRPC();
  const filters = useUrlFilters<'status' | 'supplierId'>();
  const listInput = {
    page: filters.page,
    limit: PAGE_SIZE,
    status: filters.get('status') as Status | undefined,
    supplierId: filters.get('supplierId'),
  };
  const list = useQuery({
    ...trpc.purchaseOrders.list.queryOptions(listInput),
    select: (page) => {
      return { ...page, items: page.items.map((order) => orderRow(order, order.supplierName, (item) => item.receivedQuantity)) };
    },
    placeholderData: keepPreviousData,
  });
  return (
    <OrderListScreen
      csv={{ path: '/orders/purchase-orders', query: listInput }}
      title="Purchase orders"
      list={list}
      statuses={purchaseOrderStatuses}
      party={{ label: 'Supplier', key: 'supplierId', Select: SupplierSelect }}
      basePath="/purchase-orders"
      newLabel="New purchase order"
      doneLabel="Received"
    />
  );
}
