/**
 * The permission matrix of decision 0004 on every supplier, customer, purchase-order and sales-order
 * route, for every role: denied → 403 FORBIDDEN "Insufficient permissions" and no effect; allowed →
 * the route's success status and its effect. Without a token every route is 401, and a denied role
 * is refused before its input is validated.
 *
 * suppliers:read, customers:read, orders:read, orders:create, orders:fulfil: admin, manager, staff.
 * suppliers:manage, customers:manage, orders:approve: admin, manager. viewer: none of them.
 */
import type { Role } from '@stockroom/db';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { FORBIDDEN, expectStatus, tag } from './support/inventory.js';
import {
  customerBody,
  orderClient,
  PURCHASE_ORDERS,
  SALES_ORDERS,
  supplierBody,
  type CustomerView,
  type PurchaseOrderView,
  type SalesOrderView,
  type SupplierView,
} from './support/orders.js';

const t = await setupTestApp();

const roles: Role[] = ['admin', 'manager', 'staff', 'viewer'];
const tokens = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await t.login(role)] as const))) as Record<Role, string>;
const admin = orderClient(t, tokens.admin);

const READ: Role[] = ['admin', 'manager', 'staff'];
const MANAGE: Role[] = ['admin', 'manager'];

type Request = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
const call = (role: Role | undefined, request: Request) =>
  t.app.inject({ ...request, headers: role ? t.auth(tokens[role]) : {} });

/** A warehouse, supplier, customer and a product with `stock` units there (all made by admin). */
async function basics(stock = 10) {
  const warehouse = await admin.warehouse();
  const supplier = await admin.supplier();
  const customer = await admin.customer();
  const product = await admin.product({ costPrice: 2, sellingPrice: 5 });
  if (stock > 0) await admin.receive(product.id, warehouse.id, stock);
  return { warehouse, supplier, customer, product };
}

async function purchaseOrder(status: 'draft' | 'approved' = 'draft') {
  const b = await basics(0);
  let order = await admin.purchaseOrder({ supplierId: b.supplier.id, warehouseId: b.warehouse.id, items: [{ productId: b.product.id, quantity: 5, unitCost: 3 }] });
  if (status === 'approved') order = await admin.updatePurchaseOrder(order.id, { status: 'approved' });
  return { ...b, order };
}

async function salesOrder(status: 'draft' | 'confirmed' = 'draft') {
  const b = await basics(10);
  let order = await admin.salesOrder({ customerId: b.customer.id, warehouseId: b.warehouse.id, items: [{ productId: b.product.id, quantity: 4 }] });
  if (status === 'confirmed') order = await admin.updateSalesOrder(order.id, { status: 'confirmed' });
  return { ...b, order };
}

/** What one route needs: a request built on fresh fixtures, and a check of its effect (or of its absence). */
interface Route {
  route: string;
  allowed: Role[];
  status: number;
  prepare(): Promise<{ request: Request; verify(allowed: boolean, body: { data?: unknown }): Promise<void> }>;
}

/** The four routes of a party (suppliers or customers). */
function partyRoutes<T extends { id: string; code: string; name: string }>(
  path: string,
  create: () => Promise<T>,
  body: () => Record<string, unknown>,
): Route[] {
  const fetch = async (id: string) => expectStatus<{ data: T }>(await call('admin', { method: 'GET', url: `${path}/${id}` }), 200).data;
  const search = async (code: string) => expectStatus<{ data: T[] }>(await call('admin', { method: 'GET', url: `${path}?search=${code}` }), 200).data;
  return [
    {
      route: `GET ${path}`,
      allowed: READ,
      status: 200,
      async prepare() {
        const party = await create();
        return {
          request: { method: 'GET', url: `${path}?search=${party.code}` },
          async verify(allowed, res) {
            if (allowed) expect(res.data).toEqual([party]);
          },
        };
      },
    },
    {
      route: `GET ${path}/{id}`,
      allowed: READ,
      status: 200,
      async prepare() {
        const party = await create();
        return {
          request: { method: 'GET', url: `${path}/${party.id}` },
          async verify(allowed, res) {
            if (allowed) expect(res.data).toEqual(party);
          },
        };
      },
    },
    {
      route: `POST ${path}`,
      allowed: MANAGE,
      status: 201,
      async prepare() {
        const payload = body();
        return {
          request: { method: 'POST', url: path, payload },
          async verify(allowed) {
            expect(await search(payload.code as string)).toHaveLength(allowed ? 1 : 0);
          },
        };
      },
    },
    {
      route: `PUT ${path}/{id}`,
      allowed: MANAGE,
      status: 200,
      async prepare() {
        const party = await create();
        const name = `Renamed ${tag()}`;
        return {
          request: { method: 'PUT', url: `${path}/${party.id}`, payload: { name } },
          async verify(allowed) {
            expect((await fetch(party.id)).name).toBe(allowed ? name : party.name);
          },
        };
      },
    },
  ];
}

const getPO = async (id: string) => expectStatus<{ data: PurchaseOrderView }>(await call('admin', { method: 'GET', url: `${PURCHASE_ORDERS}/${id}` }), 200).data;
const getSO = async (id: string) => expectStatus<{ data: SalesOrderView }>(await call('admin', { method: 'GET', url: `${SALES_ORDERS}/${id}` }), 200).data;

const routes: Route[] = [
  ...partyRoutes<SupplierView>('/api/suppliers', () => admin.supplier(), () => supplierBody()),
  ...partyRoutes<CustomerView>('/api/customers', () => admin.customer(), () => customerBody()),

  {
    route: `GET ${PURCHASE_ORDERS}`,
    allowed: READ,
    status: 200,
    async prepare() {
      const { order, supplier } = await purchaseOrder();
      return {
        request: { method: 'GET', url: `${PURCHASE_ORDERS}?supplierId=${supplier.id}` },
        async verify(allowed, res) {
          if (allowed) expect((res.data as PurchaseOrderView[]).map((o) => o.id)).toEqual([order.id]);
        },
      };
    },
  },
  {
    route: `GET ${PURCHASE_ORDERS}/{id}`,
    allowed: READ,
    status: 200,
    async prepare() {
      const { order } = await purchaseOrder();
      return {
        request: { method: 'GET', url: `${PURCHASE_ORDERS}/${order.id}` },
        async verify(allowed, res) {
          if (allowed) expect(res.data).toEqual(order);
        },
      };
    },
  },
  {
    route: `POST ${PURCHASE_ORDERS}`,
    allowed: READ,
    status: 201,
    async prepare() {
      const { supplier, warehouse, product } = await basics(0);
      return {
        request: { method: 'POST', url: PURCHASE_ORDERS, payload: { supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] } },
        async verify(allowed) {
          expect((await admin.purchaseOrders({ supplierId: supplier.id })).meta.total).toBe(allowed ? 1 : 0);
        },
      };
    },
  },
  {
    route: `PUT ${PURCHASE_ORDERS}/{id} (edit a draft)`,
    allowed: READ,
    status: 200,
    async prepare() {
      const { order } = await purchaseOrder();
      return {
        request: { method: 'PUT', url: `${PURCHASE_ORDERS}/${order.id}`, payload: { notes: 'edited', items: [{ productId: order.items[0]!.productId, quantity: 9 }] } },
        async verify(allowed) {
          const after = await getPO(order.id);
          expect(after.notes).toBe(allowed ? 'edited' : null);
          expect(after.items[0]!.quantity).toBe(allowed ? 9 : 5);
        },
      };
    },
  },
  {
    route: `PUT ${PURCHASE_ORDERS}/{id} (status approved)`,
    allowed: MANAGE,
    status: 200,
    async prepare() {
      const { order } = await purchaseOrder();
      return {
        request: { method: 'PUT', url: `${PURCHASE_ORDERS}/${order.id}`, payload: { status: 'approved' } },
        async verify(allowed) {
          expect((await getPO(order.id)).status).toBe(allowed ? 'approved' : 'draft');
        },
      };
    },
  },
  {
    route: `PUT ${PURCHASE_ORDERS}/{id} (status cancelled)`,
    allowed: MANAGE,
    status: 200,
    async prepare() {
      const { order } = await purchaseOrder('approved');
      return {
        request: { method: 'PUT', url: `${PURCHASE_ORDERS}/${order.id}`, payload: { status: 'cancelled' } },
        async verify(allowed) {
          expect((await getPO(order.id)).status).toBe(allowed ? 'cancelled' : 'approved');
        },
      };
    },
  },
  {
    route: `POST ${PURCHASE_ORDERS}/{id}/receive`,
    allowed: READ,
    status: 200,
    async prepare() {
      const { order, product, warehouse } = await purchaseOrder('approved');
      return {
        request: { method: 'POST', url: `${PURCHASE_ORDERS}/${order.id}/receive`, payload: { items: [{ productId: product.id, quantity: 2 }] } },
        async verify(allowed) {
          expect((await getPO(order.id)).items[0]!.receivedQuantity).toBe(allowed ? 2 : 0);
          expect(await admin.onHand(product.id, warehouse.id)).toBe(allowed ? 2 : 0);
        },
      };
    },
  },

  {
    route: `GET ${SALES_ORDERS}`,
    allowed: READ,
    status: 200,
    async prepare() {
      const { order, customer } = await salesOrder();
      return {
        request: { method: 'GET', url: `${SALES_ORDERS}?customerId=${customer.id}` },
        async verify(allowed, res) {
          if (allowed) expect((res.data as SalesOrderView[]).map((o) => o.id)).toEqual([order.id]);
        },
      };
    },
  },
  {
    route: `GET ${SALES_ORDERS}/{id}`,
    allowed: READ,
    status: 200,
    async prepare() {
      const { order } = await salesOrder();
      return {
        request: { method: 'GET', url: `${SALES_ORDERS}/${order.id}` },
        async verify(allowed, res) {
          if (allowed) expect(res.data).toEqual(order);
        },
      };
    },
  },
  {
    route: `POST ${SALES_ORDERS}`,
    allowed: READ,
    status: 201,
    async prepare() {
      const { customer, warehouse, product } = await basics(0);
      return {
        request: { method: 'POST', url: SALES_ORDERS, payload: { customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] } },
        async verify(allowed) {
          expect((await admin.salesOrders({ customerId: customer.id })).meta.total).toBe(allowed ? 1 : 0);
        },
      };
    },
  },
  {
    route: `PUT ${SALES_ORDERS}/{id} (edit a draft)`,
    allowed: READ,
    status: 200,
    async prepare() {
      const { order } = await salesOrder();
      return {
        request: { method: 'PUT', url: `${SALES_ORDERS}/${order.id}`, payload: { notes: 'edited' } },
        async verify(allowed) {
          expect((await getSO(order.id)).notes).toBe(allowed ? 'edited' : null);
        },
      };
    },
  },
  {
    route: `PUT ${SALES_ORDERS}/{id} (status confirmed)`,
    allowed: MANAGE,
    status: 200,
    async prepare() {
      const { order, product, warehouse } = await salesOrder();
      return {
        request: { method: 'PUT', url: `${SALES_ORDERS}/${order.id}`, payload: { status: 'confirmed' } },
        async verify(allowed) {
          expect((await getSO(order.id)).status).toBe(allowed ? 'confirmed' : 'draft');
          expect((await admin.stockOf(product.id, warehouse.id)).reserved).toBe(allowed ? 4 : 0);
        },
      };
    },
  },
  {
    route: `PUT ${SALES_ORDERS}/{id} (status cancelled)`,
    allowed: MANAGE,
    status: 200,
    async prepare() {
      const { order, product, warehouse } = await salesOrder('confirmed');
      return {
        request: { method: 'PUT', url: `${SALES_ORDERS}/${order.id}`, payload: { status: 'cancelled' } },
        async verify(allowed) {
          expect((await getSO(order.id)).status).toBe(allowed ? 'cancelled' : 'confirmed');
          expect((await admin.stockOf(product.id, warehouse.id)).reserved).toBe(allowed ? 0 : 4);
        },
      };
    },
  },
  {
    route: `POST ${SALES_ORDERS}/{id}/ship`,
    allowed: READ,
    status: 200,
    async prepare() {
      const { order, product, warehouse } = await salesOrder('confirmed');
      return {
        request: { method: 'POST', url: `${SALES_ORDERS}/${order.id}/ship`, payload: {} },
        async verify(allowed) {
          expect((await getSO(order.id)).status).toBe(allowed ? 'shipped' : 'confirmed');
          expect(await admin.stockOf(product.id, warehouse.id)).toEqual(allowed ? { onHand: 6, reserved: 0 } : { onHand: 10, reserved: 4 });
        },
      };
    },
  },
];

const matrix = routes.flatMap((route) => roles.map((role) => ({ ...route, role, allow: route.allowed.includes(role) })));

describe('permissions of the supplier, customer and order routes', () => {
  it('covers every route of decision 0004', () => {
    expect(routes).toHaveLength(22);
  });

  it.each(matrix)('$route as $role', async ({ role, allow, status, prepare }) => {
    const { request, verify } = await prepare();
    const res = await call(role, request);
    if (allow) {
      const body = expectStatus<{ success: boolean; data?: unknown }>(res, status);
      expect(body.success).toBe(true);
      await verify(true, body);
    } else {
      expect(expectStatus(res, 403)).toEqual(FORBIDDEN);
      await verify(false, {});
    }
  });

  it.each(routes)('$route without a token → 401 UNAUTHORIZED, no effect', async ({ prepare }) => {
    const { request, verify } = await prepare();
    expect(expectStatus(await call(undefined, request), 401)).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Authentication required' } });
    await verify(false, {});
  });

  const writes = routes.filter((r) => r.route.startsWith('POST') || r.route.startsWith('PUT'));
  it.each(writes)('$route refuses viewer with 403 before validating an invalid body', async ({ prepare }) => {
    const { request } = await prepare();
    const invalid = { ...request, payload: { items: 'nope', status: 'bogus', code: 'lower case', quantity: -1 } };
    expect(expectStatus(await call('viewer', invalid), 403)).toEqual(FORBIDDEN);
  });
});
