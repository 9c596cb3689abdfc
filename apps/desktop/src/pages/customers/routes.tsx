/** Routes of the Customers section. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { CustomersPage } from './CustomersPage';

export const customerRoutes = (
  <Route
    path="/customers"
    element={
      <RequirePermission permission="customers:read">
        <CustomersPage />
      </RequirePermission>
    }
  />
);
