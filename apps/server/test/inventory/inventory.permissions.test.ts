/**
 * The permission matrix of the warehouse, inventory and transfer routes (decision 0003), every role on
 * every route: warehouses:read (admin, manager, staff), warehouses:manage (admin), inventory:read
 * (admin, manager, staff), inventory:adjust and inventory:transfer (admin, manager); viewer holds
 * none. Denied → 403 FORBIDDEN "Insufficient permissions" and no effect; allowed → the route's
 * success status and its effect. Also: no token → 401, and authorization before input validation.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@stockroom/db';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import {
  FORBIDDEN,
  stockClient,
  warehouseBody,
  type LevelView,
  type MovementView,
  type ProductView,
  type TransferView,
  type WarehouseView,
} from '../support/inventory.js';
import { ledgerMismatches } from '../support/ledger.js';

const t = await setupTestApp();

const roles: Role[] = ['admin', 'manager', 'staff', 'viewer'];
const tokens = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await t.login(role)] as const))) as Record<Role, string>;
/** Fixtures and checks go through an admin of its own, never through the caller under test. */
const admin = stockClient(t, await t.login('admin'));

type Request = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
const call = (role: Role, request: Request) => t.app.inject({ ...request, headers: t.auth(tokens[role]) });

/** A warehouse with one product holding `stock` units in it. */
async function stockedWarehouse(stock: number): Promise<{ warehouse: WarehouseView; product: ProductView }> {
  const [warehouse, product] = await Promise.all([admin.warehouse(), admin.product({ minStockLevel: 100 })]);
  await admin.receive(product.id, warehouse.id, stock);
  return { warehouse, product };
}

interface Route {
  route: string;
  permission: string;
  allowed: Role[];
  status: number;
  prepare(): Promise<{ request: Request; verify(allowed: boolean, body: { data?: unknown }): Promise<void> }>;
}

const READ: Role[] = ['admin', 'manager', 'staff'];
const WRITE: Role[] = ['admin', 'manager'];

const routes: Route[] = [
  {
    route: 'GET /api/warehouse',
    permission: 'warehouses:read',
    allowed: READ,
    status: 200,
    async prepare() {
      const warehouse = await admin.warehouse();
      return {
        request: { method: 'GET', url: `/api/warehouse?search=${warehouse.code}` },
        async verify(allowed, body) {
          if (allowed) expect((body.data as WarehouseView[]).map((w) => w.id)).toEqual([warehouse.id]);
        },
      };
    },
  },
  {
    route: 'POST /api/warehouse',
    permission: 'warehouses:manage',
    allowed: ['admin'],
    status: 201,
    async prepare() {
      const payload = warehouseBody();
      return {
        request: { method: 'POST', url: '/api/warehouse', payload },
        async verify(allowed) {
          const list = await admin.list<WarehouseView>('/api/warehouse', { search: String(payload.code) });
          expect(list.meta.total).toBe(allowed ? 1 : 0);
        },
      };
    },
  },
  {
    route: 'GET /api/warehouse/{id}',
    permission: 'warehouses:read',
    allowed: READ,
    status: 200,
    async prepare() {
      const { warehouse } = await stockedWarehouse(3);
      return {
        request: { method: 'GET', url: `/api/warehouse/${warehouse.id}` },
        async verify(allowed, body) {
          if (allowed) expect(body.data).toMatchObject({ id: warehouse.id, stock: { products: 1, unitsOnHand: 3 } });
        },
      };
    },
  },
  {
    route: 'PUT /api/warehouse/{id}',
    permission: 'warehouses:manage',
    allowed: ['admin'],
    status: 200,
    async prepare() {
      const warehouse = await admin.warehouse();
      return {
        request: { method: 'PUT', url: `/api/warehouse/${warehouse.id}`, payload: { name: 'Renamed by matrix' } },
        async verify(allowed) {
          const read = (await admin.getWarehouse(warehouse.id)).json() as { data: WarehouseView };
          expect(read.data.name).toBe(allowed ? 'Renamed by matrix' : warehouse.name);
        },
      };
    },
  },
  {
    route: 'GET /api/inventory',
    permission: 'inventory:read',
    allowed: READ,
    status: 200,
    async prepare() {
      const { warehouse, product } = await stockedWarehouse(4);
      return {
        request: { method: 'GET', url: `/api/inventory?warehouseId=${warehouse.id}` },
        async verify(allowed, body) {
          if (allowed) expect((body.data as LevelView[]).map((l) => [l.productId, l.onHand])).toEqual([[product.id, 4]]);
        },
      };
    },
  },
  {
    route: 'GET /api/inventory/movements',
    permission: 'inventory:read',
    allowed: READ,
    status: 200,
    async prepare() {
      const { warehouse, product } = await stockedWarehouse(2);
      return {
        request: { method: 'GET', url: `/api/inventory/movements?warehouseId=${warehouse.id}` },
        async verify(allowed, body) {
          if (allowed) expect((body.data as MovementView[]).map((m) => [m.productId, m.quantity])).toEqual([[product.id, 2]]);
        },
      };
    },
  },
  {
    route: 'POST /api/inventory/movements',
    permission: 'inventory:adjust',
    allowed: WRITE,
    status: 201,
    async prepare() {
      const { warehouse, product } = await stockedWarehouse(5);
      return {
        request: { method: 'POST', url: '/api/inventory/movements', payload: { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 2, reason: 'Matrix' } },
        async verify(allowed) {
          expect(await admin.onHand(product.id, warehouse.id)).toBe(allowed ? 7 : 5);
        },
      };
    },
  },
  {
    route: 'POST /api/inventory/adjustments',
    permission: 'inventory:adjust',
    allowed: WRITE,
    status: 201,
    async prepare() {
      const { warehouse, product } = await stockedWarehouse(5);
      return {
        request: { method: 'POST', url: '/api/inventory/adjustments', payload: { productId: product.id, warehouseId: warehouse.id, countedQuantity: 1, reason: 'count' } },
        async verify(allowed) {
          expect(await admin.onHand(product.id, warehouse.id)).toBe(allowed ? 1 : 5);
        },
      };
    },
  },
  {
    route: 'GET /api/inventory/low-stock',
    permission: 'inventory:read',
    allowed: READ,
    status: 200,
    async prepare() {
      const { warehouse, product } = await stockedWarehouse(1);
      return {
        request: { method: 'GET', url: `/api/inventory/low-stock?warehouseId=${warehouse.id}` },
        async verify(allowed, body) {
          if (allowed) expect((body.data as { productId: string; shortfall: number }[]).map((r) => [r.productId, r.shortfall])).toEqual([[product.id, 99]]);
        },
      };
    },
  },
  {
    route: 'GET /api/inventory/analytics',
    permission: 'inventory:read',
    allowed: READ,
    status: 200,
    async prepare() {
      const { warehouse } = await stockedWarehouse(6);
      return {
        request: { method: 'GET', url: `/api/inventory/analytics?warehouseId=${warehouse.id}` },
        async verify(allowed, body) {
          if (allowed) expect((body.data as { valuation: { totalUnits: number } }).valuation.totalUnits).toBe(6);
        },
      };
    },
  },
  {
    route: 'POST /api/warehouse/transfers',
    permission: 'inventory:transfer',
    allowed: WRITE,
    status: 201,
    async prepare() {
      const { warehouse, product } = await stockedWarehouse(5);
      const to = await admin.warehouse();
      return {
        request: { method: 'POST', url: '/api/warehouse/transfers', payload: { fromWarehouseId: warehouse.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 3 }] } },
        async verify(allowed) {
          expect(await admin.onHand(product.id, warehouse.id)).toBe(allowed ? 2 : 5);
          expect(await admin.onHand(product.id, to.id)).toBe(allowed ? 3 : 0);
        },
      };
    },
  },
  {
    route: 'GET /api/warehouse/transfers',
    permission: 'inventory:read',
    allowed: READ,
    status: 200,
    async prepare() {
      const { warehouse, product } = await stockedWarehouse(5);
      const to = await admin.warehouse();
      const res = await admin.transfer({ fromWarehouseId: warehouse.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 1 }] });
      const transfer = (res.json() as { data: TransferView }).data;
      return {
        request: { method: 'GET', url: `/api/warehouse/transfers?warehouseId=${warehouse.id}` },
        async verify(allowed, body) {
          if (allowed) expect((body.data as TransferView[]).map((x) => x.id)).toEqual([transfer.id]);
        },
      };
    },
  },
  {
    route: 'GET /api/warehouse/transfers/{id}',
    permission: 'inventory:read',
    allowed: READ,
    status: 200,
    async prepare() {
      const { warehouse, product } = await stockedWarehouse(5);
      const to = await admin.warehouse();
      const res = await admin.transfer({ fromWarehouseId: warehouse.id, toWarehouseId: to.id, items: [{ productId: product.id, quantity: 1 }] });
      const transfer = (res.json() as { data: TransferView }).data;
      return {
        request: { method: 'GET', url: `/api/warehouse/transfers/${transfer.id}` },
        async verify(allowed, body) {
          if (allowed) expect(body.data).toEqual(transfer);
        },
      };
    },
  },
];

const matrix = routes.flatMap((route) => roles.map((role) => ({ ...route, role, granted: route.allowed.includes(role) })));

describe('permission matrix of the warehouse, inventory and transfer routes', () => {
  it('covers all 13 routes for every role', () => {
    expect(new Set(routes.map((r) => r.route)).size).toBe(13);
    expect(matrix).toHaveLength(13 * 4);
  });

  it.each(matrix)('$role $route ($permission) → granted: $granted', async ({ role, granted, status, prepare }) => {
    const { request, verify } = await prepare();
    const res = await call(role, request);
    if (granted) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().success).toBe(true);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    await verify(granted, res.json());
  });

  it.each(routes)('$route without a token → 401 UNAUTHORIZED', async ({ prepare }) => {
    const { request, verify } = await prepare();
    const anonymous = await t.app.inject(request);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Authentication required' } });
    const badToken = await t.app.inject({ ...request, headers: { authorization: 'Bearer nonsense' } });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } });
    await verify(false, {});
  });
});

describe('authorization comes before input validation', () => {
  const invalid: { what: string; request: Request; deniedRole: Role; permittedRole: Role; status: number }[] = [
    { what: 'POST /api/warehouse with an empty body', request: { method: 'POST', url: '/api/warehouse', payload: {} }, deniedRole: 'manager', permittedRole: 'admin', status: 400 },
    { what: 'PUT /api/warehouse/{non-uuid}', request: { method: 'PUT', url: '/api/warehouse/nope', payload: { code: 'bad code' } }, deniedRole: 'staff', permittedRole: 'admin', status: 404 },
    { what: 'POST /api/inventory/movements with quantity 0', request: { method: 'POST', url: '/api/inventory/movements', payload: { quantity: 0 } }, deniedRole: 'staff', permittedRole: 'manager', status: 400 },
    { what: 'POST /api/inventory/adjustments with an empty body', request: { method: 'POST', url: '/api/inventory/adjustments', payload: {} }, deniedRole: 'viewer', permittedRole: 'admin', status: 400 },
    { what: 'POST /api/warehouse/transfers with no items', request: { method: 'POST', url: '/api/warehouse/transfers', payload: { items: [] } }, deniedRole: 'staff', permittedRole: 'manager', status: 400 },
    { what: 'GET /api/inventory?lowStock=maybe', request: { method: 'GET', url: '/api/inventory?lowStock=maybe' }, deniedRole: 'viewer', permittedRole: 'staff', status: 400 },
    { what: 'GET /api/warehouse/transfers/{non-uuid}', request: { method: 'GET', url: '/api/warehouse/transfers/nope' }, deniedRole: 'viewer', permittedRole: 'staff', status: 404 },
  ];

  it.each(invalid)('$what: a role without the permission → 403, one with it → the validation answer', async ({ request, deniedRole, permittedRole, status }) => {
    const denied = await call(deniedRole, request);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(FORBIDDEN);
    const permitted = await call(permittedRole, request);
    expect(permitted.statusCode, permitted.body).toBe(status);
    expect(permitted.json().error.code).toBe(status === 400 ? 'VALIDATION_ERROR' : 'NOT_FOUND');
  });

  it('a denied role gets 403 for a transfer even when the body names unknown warehouses', async () => {
    const res = await call('viewer', {
      method: 'POST',
      url: '/api/warehouse/transfers',
      payload: { fromWarehouseId: randomUUID(), toWarehouseId: randomUUID(), items: [{ productId: randomUUID(), quantity: 1 }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });
});

describe('ledger invariant after the permission tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
