/** Routes of the Suppliers section. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { SuppliersPage } from './SuppliersPage';

export const supplierRoutes = (
  <Route
    path="/suppliers"
    element={
      <RequirePermission permission="suppliers:read">
        <SuppliersPage />
      </RequirePermission>
    }
  />
);
