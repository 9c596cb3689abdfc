/** Routes of the purchase-orders section: the list, a new order, one order. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { NewPurchaseOrderPage } from './NewPurchaseOrderPage';
import { PurchaseOrderPage } from './PurchaseOrderPage';
import { PurchaseOrdersPage } from './PurchaseOrdersPage';

/** /purchase-orders, /purchase-orders/new and /purchase-orders/:id. */
export const purchaseOrderRoutes = (
  <>
    <Route
      path="/purchase-orders"
      element={
        <RequirePermission permission="orders:read">
          <PurchaseOrdersPage />
        </RequirePermission>
      }
    />
    <Route
      path="/purchase-orders/new"
      element={
        <RequirePermission permission="orders:create">
          <NewPurchaseOrderPage />
        </RequirePermission>
      }
    />
    <Route
      path="/purchase-orders/:id"
      element={
        <RequirePermission permission="orders:read">
          <PurchaseOrderPage />
        </RequirePermission>
      }
    />
  </>
);
