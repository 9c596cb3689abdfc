/** Routes of the Users section. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { UsersPage } from './UsersPage';

export const userRoutes = (
  <Route
    path="/users"
    element={
      <RequirePermission permission="users:read">
        <UsersPage />
      </RequirePermission>
    }
  />
);
