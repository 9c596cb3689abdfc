/** Routes of the Suppliers section: the list and one supplier with its products. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { SupplierPage } from './SupplierPage';
import { SuppliersPage } from './SuppliersPage';

export const supplierRoutes = (
  <>
    <Route
      path="/suppliers"
      element={
        <RequirePermission permission="suppliers:read">
          <SuppliersPage />
        </RequirePermission>
      }
    />
    <Route
      path="/suppliers/:id"
      element={
        <RequirePermission permission="suppliers:read">
          <SupplierPage />
        </RequirePermission>
      }
    />
  </>
);
