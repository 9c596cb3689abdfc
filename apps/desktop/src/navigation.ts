/**
 * The app's sections, in sidebar order, with the permission each needs (SPEC 5.4 and the permissions
 * docs/API.md, "Roles and permissions", adds). The sidebar shows, and the router admits, only what
 * the user holds.
 */
import type { CurrentUser, Permission } from './session';

export interface Section {
  label: string;
  path: string;
  permission: Permission;
}

export const sections: readonly Section[] = [
  { label: 'Work queue', path: '/work', permission: 'orders:read' },
  { label: 'Dashboard', path: '/dashboard', permission: 'analytics:read' },
  { label: 'My tasks', path: '/tasks', permission: 'tasks:work' },
  { label: 'Waves', path: '/picking/waves', permission: 'tasks:manage' },
  { label: 'Products', path: '/products', permission: 'products:read' },
  { label: 'Inventory', path: '/inventory', permission: 'inventory:read' },
  { label: 'Purchase orders', path: '/purchase-orders', permission: 'orders:read' },
  { label: 'Sales orders', path: '/sales-orders', permission: 'orders:read' },
  { label: 'Returns', path: '/returns', permission: 'orders:read' },
  { label: 'Suppliers', path: '/suppliers', permission: 'suppliers:read' },
  { label: 'Customers', path: '/customers', permission: 'customers:read' },
  { label: 'Warehouses', path: '/warehouses', permission: 'warehouses:read' },
  { label: 'Categories', path: '/categories', permission: 'categories:read' },
  { label: 'Users', path: '/users', permission: 'users:read' },
  { label: 'API keys', path: '/settings/api-keys', permission: 'api-keys:manage' },
  { label: 'Webhooks', path: '/settings/webhooks', permission: 'webhooks:manage' },
];

/**
 * Where signing in lands: the work queue for staff and users bound to a warehouse (decision 0019), else
 * the first other section `user` may open.
 */
export function homePath(user: Pick<CurrentUser, 'role' | 'warehouseId' | 'permissions'>): string {
  const admitted = sections.filter((section) => user.permissions.includes(section.permission));
  const floor = user.role === 'staff' || user.warehouseId !== null;
  return admitted.find((section) => floor || section.path !== '/work')?.path ?? '/no-access';
}
