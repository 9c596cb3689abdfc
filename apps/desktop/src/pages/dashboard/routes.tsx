/** Routes of the dashboard section: /dashboard. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { DashboardPage } from './DashboardPage';

export const dashboardRoutes = (
  <Route
    path="/dashboard"
    element={
      <RequirePermission permission="analytics:read">
        <DashboardPage />
      </RequirePermission>
    }
  />
);
