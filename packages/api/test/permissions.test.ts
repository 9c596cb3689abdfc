/** The role → permission table (SPEC 5.4–5.5) and its two functions. */
import { roles, type Role } from '@stockroom/db';
import { describe, expect, it } from 'vitest';
import { hasPermission, permissionRoles, permissionsOf } from '../src/auth/permissions.js';

/** SPEC 5.4, row by row. */
const specTable: [string, Role[]][] = [
  ['products:read', ['admin', 'manager', 'staff']],
  ['products:create', ['admin', 'manager']],
  ['products:update', ['admin', 'manager']],
  ['products:delete', ['admin']],
  ['inventory:read', ['admin', 'manager', 'staff']],
  ['inventory:adjust', ['admin', 'manager']],
  ['inventory:transfer', ['admin', 'manager']],
  ['orders:read', ['admin', 'manager', 'staff']],
  ['orders:create', ['admin', 'manager', 'staff']],
  ['orders:approve', ['admin', 'manager']],
  ['users:read', ['admin']],
  ['users:create', ['admin']],
  ['users:update', ['admin']],
  ['users:delete', ['admin']],
];

/** Rows permissions.ts adds for later areas (docs/API.md, "Roles and permissions"). */
const extraRows: [string, Role[]][] = [
  ['categories:read', ['admin', 'manager', 'staff']],
  ['categories:manage', ['admin', 'manager']],
];

describe('hasPermission', () => {
  it('knows the four roles of SPEC 5.4', () => {
    expect([...roles].sort()).toEqual(['admin', 'manager', 'staff', 'viewer']);
  });

  it('starts with the fourteen SPEC 5.4 rows, in order and with exactly their roles', () => {
    const rows = Object.entries(permissionRoles).slice(0, specTable.length);
    expect(rows.map(([permission, allowed]) => [permission, [...allowed].sort()])).toEqual(
      specTable.map(([permission, allowed]) => [permission, [...allowed].sort()]),
    );
  });

  describe.each([...specTable, ...extraRows])('%s', (permission, allowed) => {
    it.each(roles.map((role) => [role, allowed.includes(role)] as const))('%s → %s', (role, expected) => {
      expect(hasPermission(role, permission)).toBe(expected);
    });
  });

  it.each([
    'products:archive',
    'products',
    'PRODUCTS:READ',
    'products:read ',
    '',
    '*',
    'admin',
    'toString',
    'constructor',
    'hasOwnProperty',
    '__proto__',
    'valueOf',
  ])('denies the unknown permission %j to every role', (permission) => {
    for (const role of roles) expect(hasPermission(role, permission), role).toBe(false);
  });

  it('denies an unknown role everything', () => {
    for (const permission of Object.keys(permissionRoles)) expect(hasPermission('guest' as Role, permission)).toBe(false);
  });
});

describe('permissionsOf', () => {
  it('gives viewer only analytics:read (none of the SPEC 5.4 permissions)', () => {
    expect(permissionsOf('viewer')).toEqual(['analytics:read']);
    for (const [permission] of specTable) expect(hasPermission('viewer', permission)).toBe(false);
  });

  it('gives admin every permission of the table, in table order', () => {
    expect(permissionsOf('admin')).toEqual(Object.keys(permissionRoles));
  });

  it.each(roles)('lists for %s exactly the permissions hasPermission grants, in table order', (role) => {
    const expected = Object.keys(permissionRoles).filter((permission) => hasPermission(role, permission));
    expect(permissionsOf(role)).toEqual(expected);
  });

  it('gives the SPEC 5.4 permissions of manager and staff', () => {
    const specOf = (role: Role) => specTable.filter(([, allowed]) => allowed.includes(role)).map(([p]) => p);
    expect(permissionsOf('manager').filter((p) => specTable.some(([s]) => s === p))).toEqual(specOf('manager'));
    expect(permissionsOf('staff').filter((p) => specTable.some(([s]) => s === p))).toEqual(specOf('staff'));
    expect(specOf('staff')).toEqual(['products:read', 'inventory:read', 'orders:read', 'orders:create']);
  });
});
