/** Routes of the inventory section: /inventory (levels), /inventory/low-stock, /inventory/reorder, /inventory/movements, /inventory/transfers. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { InventoryLayout } from './InventoryLayout';
import { LevelsPage } from './LevelsPage';
import { LowStockPage } from './LowStockPage';
import { MovementsPage } from './MovementsPage';
import { ReorderPage } from './ReorderPage';
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
    <Route path="movements" element={<MovementsPage />} />
    <Route path="transfers" element={<TransfersPage />} />
  </Route>
);
