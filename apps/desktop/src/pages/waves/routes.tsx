/** Routes of the waves section (decision 0022 point 6), for managers (tasks:manage): /picking/waves and /picking/waves/:id. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { WavePage } from './WavePage';
import { WavesPage } from './WavesPage';

export const waveRoutes = (
  <>
    <Route
      path="/picking/waves"
      element={
        <RequirePermission permission="tasks:manage">
          <WavesPage />
        </RequirePermission>
      }
    />
    <Route
      path="/picking/waves/:id"
      element={
        <RequirePermission permission="tasks:manage">
          <WavePage />
        </RequirePermission>
      }
    />
  </>
);
