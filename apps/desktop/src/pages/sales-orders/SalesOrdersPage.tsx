/** Sales orders: the list, filtered by status and customer in the URL, paged on the server. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../components/list-page';
import { CustomerSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useTRPC, type RouterInputs } from '../../trpc';
import { physicalLines } from '../orders/kit-lines';
import { OrderListScreen, orderRow } from '../orders/OrderList';
import { salesOrderStatuses } from '../orders/status';

type Status = NonNullable<RouterInputs['salesOrders']['list']['status']>;

/** The sales-order list screen. */
export function SalesOrdersPage() {
  const trpc = useTRPC();
  const filters = useUrlFilters<'status' | 'customerId'>();
  const listInput = {
    page: filters.page,
    limit: PAGE_SIZE,
    status: filters.get('status') as Status | undefined,
    customerId: filters.get('customerId'),
  };
  const list = useQuery({
    ...trpc.salesOrders.list.queryOptions(listInput),
    select: (page) => {
      return { ...page, items: page.items.map((order) => orderRow({ ...order, items: physicalLines(order.items) }, order.customerName, (item) => item.shippedQuantity)) };
    },
    placeholderData: keepPreviousData,
  });
  return (
    <OrderListScreen
      csv={{ path: '/orders/sales-orders', query: listInput }}
      title="Sales orders"
      list={list}
      statuses={salesOrderStatuses}
      party={{ label: 'Customer', key: 'customerId', Select: CustomerSelect }}
      basePath="/sales-orders"
      newLabel="New sales order"
      doneLabel="Shipped"
      pickList
    />
  );
}
