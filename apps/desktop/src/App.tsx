/**
 * The routes: sign-in outside the frame, every section inside it behind the session guard. Each
 * section declares its own routes (src/pages/<section>/routes.tsx) and the permission they need.
 */
import { Center, Loader, Text } from '@mantine/core';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from './AppLayout';
import { homePath } from './navigation';
import { categoryRoutes } from './pages/categories/routes';
import { customerRoutes } from './pages/customers/routes';
import { dashboardRoutes } from './pages/dashboard/routes';
import { integrationRoutes } from './pages/integrations/routes';
import { inventoryRoutes } from './pages/inventory/routes';
import { productRoutes } from './pages/products/routes';
import { purchaseOrderRoutes } from './pages/purchase-orders/routes';
import { returnRoutes } from './pages/returns/routes';
import { salesOrderRoutes } from './pages/sales-orders/routes';
import { SignInPage } from './pages/SignInPage';
import { supplierRoutes } from './pages/suppliers/routes';
import { userRoutes } from './pages/users/routes';
import { waveRoutes } from './pages/waves/routes';
import { taskRoutes } from './pages/tasks/routes';
import { workRoutes } from './pages/work/routes';
import { warehouseRoutes } from './pages/warehouses/routes';
import { useCurrentUser, useSession } from './session';

/**
 * Admits signed-in users; others go to sign-in. After an expired session, signing in again returns
 * to the page; after a deliberate sign-out the next user starts on their home screen.
 */
function SignedIn() {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'starting') return <Starting />;
  if (state.status === 'signed-out') {
    return <Navigate to="/sign-in" replace state={state.notice ? { from: location.pathname + location.search } : null} />;
  }
  return <Outlet />;
}

function Starting() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Starting" />
    </Center>
  );
}

function Home() {
  return <Navigate to={homePath(useCurrentUser())} replace />;
}

export function App() {
  const { state } = useSession();
  return (
    <Routes>
      <Route path="/sign-in" element={state.status === 'starting' ? <Starting /> : <SignInPage />} />
      <Route element={<SignedIn />}>
        <Route element={<AppLayout />}>
          <Route index element={<Home />} />
          {workRoutes}
          {taskRoutes}
          {waveRoutes}
          {dashboardRoutes}
          {productRoutes}
          {inventoryRoutes}
          {purchaseOrderRoutes}
          {salesOrderRoutes}
          {returnRoutes}
          {supplierRoutes}
          {customerRoutes}
          {warehouseRoutes}
          {categoryRoutes}
          {userRoutes}
          {integrationRoutes}
          <Route path="/no-access" element={<Text>Your role gives access to no section of the app.</Text>} />
          <Route path="*" element={<Text>Page not found.</Text>} />
        </Route>
      </Route>
    </Routes>
  );
}
