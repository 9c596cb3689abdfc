/** Routes of the Warehouses section: the list, a warehouse's locations, and a location's contents. */
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { LocationPage } from './LocationPage';
import { LocationsPage } from './LocationsPage';
import { WarehousesPage } from './WarehousesPage';

const guarded = (page: ReactNode) => <RequirePermission permission="warehouses:read">{page}</RequirePermission>;

export const warehouseRoutes = (
  <>
    <Route path="/warehouses" element={guarded(<WarehousesPage />)} />
    <Route path="/warehouses/:warehouseId/locations" element={guarded(<LocationsPage />)} />
    <Route path="/warehouses/:warehouseId/locations/:locationId" element={guarded(<LocationPage />)} />
  </>
);
