/** Routes of the Warehouses section. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { WarehousesPage } from './WarehousesPage';

export const warehouseRoutes = (
  <Route
    path="/warehouses"
    element={
      <RequirePermission permission="warehouses:read">
        <WarehousesPage />
      </RequirePermission>
    }
  />
);
