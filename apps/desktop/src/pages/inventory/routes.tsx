/**
 * Routes of the inventory section: /inventory (levels), /inventory/low-stock, /inventory/reorder,
 * /inventory/expiring, /inventory/movements, /inventory/transfers (and /:id), /inventory/counts
 * (and /:id), /inventory/assemblies (and /:id: assembly orders, decision 0023 point 9), /inventory/trace.
 */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { AssemblyOrderPage } from './AssemblyOrderPage';
import { AssemblyOrdersPage } from './AssemblyOrdersPage';
import { CountPage } from './CountPage';
import { CountsPage } from './CountsPage';
import { ExpiringPage } from './ExpiringPage';
import { InventoryLayout } from './InventoryLayout';
import { LevelsPage } from './LevelsPage';
import { LowStockPage } from './LowStockPage';
import { MovementsPage } from './MovementsPage';
import { ReorderPage } from './ReorderPage';
import { TracePage } from './TracePage';
import { TransferPage } from './TransferPage';
import { TransfersPage } from './TransfersPage';

export const inventoryRoutes = (
  <Route
    path="/inventory"
    element={
      <RequirePermission permission="inventory:read">
        <InventoryLayout />
      </RequirePermission>
    }
  >
    <Route index element={<LevelsPage />} />
    <Route path="low-stock" element={<LowStockPage />} />
    <Route path="reorder" element={<ReorderPage />} />
    <Route path="expiring" element={<ExpiringPage />} />
    <Route path="movements" element={<MovementsPage />} />
    <Route path="transfers" element={<TransfersPage />} />
    <Route path="transfers/:id" element={<TransferPage />} />
    <Route path="counts" element={<CountsPage />} />
    <Route path="counts/:id" element={<CountPage />} />
    <Route path="assemblies" element={<AssemblyOrdersPage />} />
    <Route path="assemblies/:id" element={<AssemblyOrderPage />} />
    <Route path="trace" element={<TracePage />} />
  </Route>
);
