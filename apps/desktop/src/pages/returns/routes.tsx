/** Routes of the returns section: /returns/customer and /returns/supplier (lists) and one return of each kind. */
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { CustomerReturnPage, SupplierReturnPage } from './ReturnPage';
import { ReturnsPage } from './ReturnsPage';

const guarded = (element: ReactNode) => <RequirePermission permission="orders:read">{element}</RequirePermission>;

export const returnRoutes = (
  <>
    <Route path="/returns" element={<Navigate to="/returns/customer" replace />} />
    <Route path="/returns/customer" element={guarded(<ReturnsPage kind="customer" />)} />
    <Route path="/returns/supplier" element={guarded(<ReturnsPage kind="supplier" />)} />
    <Route path="/returns/customer/:id" element={guarded(<CustomerReturnPage />)} />
    <Route path="/returns/supplier/:id" element={guarded(<SupplierReturnPage />)} />
  </>
);
