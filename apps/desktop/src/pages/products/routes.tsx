/** Routes of the Products section: the list, a product, and the create and edit forms. */
import { Route } from 'react-router';
import { RequirePermission } from '../../components/RequirePermission';
import { ProductDetailPage } from './ProductDetailPage';
import { EditProductPage, NewProductPage } from './ProductFormPage';
import { ProductsPage } from './ProductsPage';

export const productRoutes = (
  <>
    <Route
      path="/products"
      element={
        <RequirePermission permission="products:read">
          <ProductsPage />
        </RequirePermission>
      }
    />
    <Route
      path="/products/new"
      element={
        <RequirePermission permission="products:create">
          <NewProductPage />
        </RequirePermission>
      }
    />
    <Route
      path="/products/:id"
      element={
        <RequirePermission permission="products:read">
          <ProductDetailPage />
        </RequirePermission>
      }
    />
    <Route
      path="/products/:id/edit"
      element={
        <RequirePermission permission="products:update">
          <EditProductPage />
        </RequirePermission>
      }
    />
  </>
);
