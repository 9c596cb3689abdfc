/** Routes of the work queue: /work. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { WorkQueuePage } from './WorkQueuePage';

export const workRoutes = (
  <Route
    path="/work"
    element={
      <RequirePermission permission="orders:read">
        <WorkQueuePage />
      </RequirePermission>
    }
  />
);
