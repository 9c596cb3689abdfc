/**
 * The one role → permission table. The first fourteen rows are SPEC 5.4 verbatim; the rest are the
 * permissions later areas need (decisions 0002–0005), documented in docs/API.md, "Roles and
 * permissions". A permission not in the table, or a role not listed for it, is denied (SPEC 5.5);
 * viewer holds only analytics:read.
 */
import type { Role } from '@stockroom/db';

export const permissionRoles = {
  'products:read': ['admin', 'manager', 'staff'],
  'products:create': ['admin', 'manager'],
  'products:update': ['admin', 'manager'],
  'products:delete': ['admin'],
  'inventory:read': ['admin', 'manager', 'staff'],
  'inventory:adjust': ['admin', 'manager'],
  'inventory:transfer': ['admin', 'manager'],
  'orders:read': ['admin', 'manager', 'staff'],
  'orders:create': ['admin', 'manager', 'staff'],
  'orders:approve': ['admin', 'manager'],
  'users:read': ['admin'],
  'users:create': ['admin'],
  'users:update': ['admin'],
  'users:delete': ['admin'],
  'categories:read': ['admin', 'manager', 'staff'],
  'categories:manage': ['admin', 'manager'],
  'warehouses:read': ['admin', 'manager', 'staff'],
  'warehouses:manage': ['admin'],
  'suppliers:read': ['admin', 'manager', 'staff'],
  'suppliers:manage': ['admin', 'manager'],
  'customers:read': ['admin', 'manager', 'staff'],
  'customers:manage': ['admin', 'manager'],
  'orders:fulfil': ['admin', 'manager', 'staff'],
  'orders:allocate': ['admin', 'manager'],
  'analytics:read': ['admin', 'manager', 'viewer'],
  'inventory:ship-expired': ['admin', 'manager'],
  'inventory:count': ['admin', 'manager', 'staff'],
  'finance:manage': ['admin', 'manager'],
  'api-keys:manage': ['admin'],
  'events:read': ['admin', 'manager'],
  'webhooks:manage': ['admin'],
  /** Directed work (decision 0022): putaway rules, pick faces, waves, and tasks made, assigned or cancelled by hand. */
  'tasks:manage': ['admin', 'manager'],
  /** Directed work: list, claim and complete tasks. */
  'tasks:work': ['admin', 'manager', 'staff'],
  /** Assembly orders (decision 0023 point 9): create and cancel them. */
  'assemblies:manage': ['admin', 'manager'],
  /** Assembly orders: complete them (build or take apart the units). */
  'assemblies:build': ['admin', 'manager', 'staff'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissionRoles;

/** True when `role` holds `permission`; unknown permissions, `Object.prototype` names included, are denied (SPEC 5.5). */
export function hasPermission(role: Role, permission: string): boolean {
  if (!Object.hasOwn(permissionRoles, permission)) return false;
  const allowed: readonly Role[] = (permissionRoles as Record<string, readonly Role[]>)[permission]!;
  return allowed.includes(role);
}

/** Every permission `role` holds, in table order (the `permissions` field of a user). */
export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(permissionRoles) as Permission[]).filter((p) => hasPermission(role, p));
}
