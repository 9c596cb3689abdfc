/** Routes of the categories section. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { CategoriesPage } from './CategoriesPage';

export const categoryRoutes = (
  <Route
    path="/categories"
    element={
      <RequirePermission permission="categories:read">
        <CategoriesPage />
      </RequirePermission>
    }
  />
);
