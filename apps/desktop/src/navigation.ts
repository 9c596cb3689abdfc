/**
 * The app's sections, in sidebar order, with the permission each needs (SPEC 5.4 and the README's
 * added permissions). The sidebar shows, and the router admits, only what the user holds.
 */
import type { Permission } from './session';

export interface Section {
  label: string;
  path: string;
  permission: Permission;
}

export const sections: readonly Section[] = [
  { label: 'Dashboard', path: '/dashboard', permission: 'analytics:read' },
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

/** The first section `can` admits: where signing in lands. */
export function homePath(can: (permission: Permission) => boolean): string {
  return sections.find((section) => can(section.permission))?.path ?? '/no-access';
}
