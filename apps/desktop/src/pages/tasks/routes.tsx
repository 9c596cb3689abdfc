/** Routes of directed work (decision 0022): /tasks, the user's tasks. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { MyTasksPage } from './MyTasksPage';

export const taskRoutes = (
  <Route
    path="/tasks"
    element={
      <RequirePermission permission="tasks:work">
        <MyTasksPage />
      </RequirePermission>
    }
  />
);
