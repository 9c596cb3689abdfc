/** Routes of the sales-orders section: the list, a new order, one order. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { NewSalesOrderPage } from './NewSalesOrderPage';
import { SalesOrderPage } from './SalesOrderPage';
import { SalesOrdersPage } from './SalesOrdersPage';

/** /sales-orders, /sales-orders/new and /sales-orders/:id. */
export const salesOrderRoutes = (
  <>
    <Route
      path="/sales-orders"
      element={
        <RequirePermission permission="orders:read">
          <SalesOrdersPage />
        </RequirePermission>
      }
    />
    <Route
      path="/sales-orders/new"
      element={
        <RequirePermission permission="orders:create">
          <NewSalesOrderPage />
        </RequirePermission>
      }
    />
    <Route
      path="/sales-orders/:id"
      element={
        <RequirePermission permission="orders:read">
          <SalesOrderPage />
        </RequirePermission>
      }
    />
  </>
);
