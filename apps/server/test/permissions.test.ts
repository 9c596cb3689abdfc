/**
 * The permission matrix (SPEC 5.4–5.6) on every product and category route, for every role:
 * denied → 403 FORBIDDEN "Insufficient permissions" and no effect; allowed → the route's success
 * status and its effect. Also the processing order: authentication, then authorization, then
 * input validation.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '@stockroom/db';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';

const t = await setupTestApp();

const roles: Role[] = ['admin', 'manager', 'staff', 'viewer'];
const tokens = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await t.login(role)] as const))) as Record<Role, string>;

const FORBIDDEN = { success: false, error: { code: 'FORBIDDEN', message: 'Insufficient permissions' } };

const unique = () => randomBytes(5).toString('hex');

type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = (role: Role, request: Request) => t.app.inject({ ...request, headers: t.auth(tokens[role]) });
const asAdmin = (request: Request) => call('admin', request);

async function newCategory(): Promise<{ id: string; name: string }> {
  const res = await asAdmin({ method: 'POST', url: '/api/categories', payload: { name: `Perm category ${unique()}` } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const productBody = (categoryId: string, sku = `PERM-${unique().toUpperCase()}`) => ({
  name: `Perm product ${sku}`,
  sku,
  categoryId,
  unitOfMeasure: 'piece',
  costPrice: 1.25,
  sellingPrice: 2.5,
});

async function newProduct(): Promise<{ id: string; name: string; sku: string }> {
  const category = await newCategory();
  const res = await asAdmin({ method: 'POST', url: '/api/products', payload: productBody(category.id) });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

/** What one route needs: a request built on fresh fixtures, and a check of its effect (or of no effect). */
interface Route {
  route: string;
  permission: string;
  /** SPEC 5.4 (products) and packages/api/src/auth/permissions.ts (categories). */
  allowed: Role[];
  status: number;
  prepare(): Promise<{ request: Request; verify(allowed: boolean, body: { data?: unknown }): Promise<void> }>;
}

const routes: Route[] = [
  {
    route: 'GET /api/products',
    permission: 'products:read',
    allowed: ['admin', 'manager', 'staff'],
    status: 200,
    async prepare() {
      const product = await newProduct();
      return {
        request: { method: 'GET', url: `/api/products?search=${product.sku}` },
        async verify(allowed, body) {
          if (allowed) expect(body.data).toEqual([expect.objectContaining({ id: product.id })]);
        },
      };
    },
  },
  {
    route: 'GET /api/products/{id}',
    permission: 'products:read',
    allowed: ['admin', 'manager', 'staff'],
    status: 200,
    async prepare() {
      const product = await newProduct();
      return {
        request: { method: 'GET', url: `/api/products/${product.id}` },
        async verify(allowed, body) {
          if (allowed) expect(body.data).toMatchObject({ id: product.id, sku: product.sku });
        },
      };
    },
  },
  {
    route: 'POST /api/products',
    permission: 'products:create',
    allowed: ['admin', 'manager'],
    status: 201,
    async prepare() {
      const category = await newCategory();
      const payload = productBody(category.id);
      return {
        request: { method: 'POST', url: '/api/products', payload },
        async verify(allowed) {
          const found = await asAdmin({ method: 'GET', url: `/api/products?search=${payload.sku}` });
          expect(found.json().data).toHaveLength(allowed ? 1 : 0);
        },
      };
    },
  },
  {
    route: 'PUT /api/products/{id}',
    permission: 'products:update',
    allowed: ['admin', 'manager'],
    status: 200,
    async prepare() {
      const product = await newProduct();
      const name = `Renamed ${unique()}`;
      return {
        request: { method: 'PUT', url: `/api/products/${product.id}`, payload: { name } },
        async verify(allowed) {
          const stored = await asAdmin({ method: 'GET', url: `/api/products/${product.id}` });
          expect(stored.json().data.name).toBe(allowed ? name : product.name);
        },
      };
    },
  },
  {
    route: 'DELETE /api/products/{id}',
    permission: 'products:delete',
    allowed: ['admin'],
    status: 200,
    async prepare() {
      const product = await newProduct();
      return {
        request: { method: 'DELETE', url: `/api/products/${product.id}` },
        async verify(allowed) {
          const stored = await asAdmin({ method: 'GET', url: `/api/products/${product.id}` });
          expect(stored.json().data.isActive).toBe(!allowed);
        },
      };
    },
  },
  {
    route: 'GET /api/categories',
    permission: 'categories:read',
    allowed: ['admin', 'manager', 'staff'],
    status: 200,
    async prepare() {
      const category = await newCategory();
      return {
        request: { method: 'GET', url: `/api/categories?search=${encodeURIComponent(category.name)}` },
        async verify(allowed, body) {
          if (allowed) expect(body.data).toEqual([expect.objectContaining({ id: category.id })]);
        },
      };
    },
  },
  {
    route: 'GET /api/categories/{id}',
    permission: 'categories:read',
    allowed: ['admin', 'manager', 'staff'],
    status: 200,
    async prepare() {
      const category = await newCategory();
      return {
        request: { method: 'GET', url: `/api/categories/${category.id}` },
        async verify(allowed, body) {
          if (allowed) expect(body.data).toMatchObject(category);
        },
      };
    },
  },
  {
    route: 'POST /api/categories',
    permission: 'categories:manage',
    allowed: ['admin', 'manager'],
    status: 201,
    async prepare() {
      const name = `Perm new ${unique()}`;
      return {
        request: { method: 'POST', url: '/api/categories', payload: { name } },
        async verify(allowed) {
          const found = await asAdmin({ method: 'GET', url: `/api/categories?search=${encodeURIComponent(name)}` });
          expect(found.json().data).toHaveLength(allowed ? 1 : 0);
        },
      };
    },
  },
  {
    route: 'PUT /api/categories/{id}',
    permission: 'categories:manage',
    allowed: ['admin', 'manager'],
    status: 200,
    async prepare() {
      const category = await newCategory();
      const name = `Perm renamed ${unique()}`;
      return {
        request: { method: 'PUT', url: `/api/categories/${category.id}`, payload: { name } },
        async verify(allowed) {
          const stored = await asAdmin({ method: 'GET', url: `/api/categories/${category.id}` });
          expect(stored.json().data.name).toBe(allowed ? name : category.name);
        },
      };
    },
  },
  {
    route: 'DELETE /api/categories/{id}',
    permission: 'categories:manage',
    allowed: ['admin', 'manager'],
    status: 200,
    async prepare() {
      const category = await newCategory();
      return {
        request: { method: 'DELETE', url: `/api/categories/${category.id}` },
        async verify(allowed) {
          const stored = await asAdmin({ method: 'GET', url: `/api/categories/${category.id}` });
          expect(stored.statusCode).toBe(allowed ? 404 : 200);
        },
      };
    },
  },
];

const matrix = routes.flatMap((route) => roles.map((role) => ({ ...route, role, granted: route.allowed.includes(role) })));

describe('permission matrix', () => {
  it('covers every product and category route for every role', () => {
    expect(matrix).toHaveLength(10 * 4);
    expect(new Set(routes.map((r) => r.route)).size).toBe(10);
  });

  it.each(matrix)('$role $route ($permission) → granted: $granted', async ({ role, granted, status, prepare }) => {
    const { request, verify } = await prepare();
    const res = await call(role, request);
    if (granted) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().success).toBe(true);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    await verify(granted, res.json());
  });

  it.each(roles)('GET /api/auth/me needs no permission: %s → 200', async (role) => {
    const res = await call(role, { method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe(role);
  });
});

describe('processing order (SPEC 5.6): authentication, authorization, then validation', () => {
  const invalidBodies: { what: string; request: Request; permittedRole: Role; deniedRole: Role; invalidStatus: number }[] = [
    { what: 'POST /api/products with a bad SKU', request: { method: 'POST', url: '/api/products', payload: { sku: 'bad sku' } }, permittedRole: 'manager', deniedRole: 'staff', invalidStatus: 400 },
    { what: 'POST /api/products with an empty body', request: { method: 'POST', url: '/api/products', payload: {} }, permittedRole: 'admin', deniedRole: 'viewer', invalidStatus: 400 },
    { what: 'POST /api/categories with name ""', request: { method: 'POST', url: '/api/categories', payload: { name: '' } }, permittedRole: 'manager', deniedRole: 'staff', invalidStatus: 400 },
    { what: 'PUT /api/categories/{non-uuid} with name ""', request: { method: 'PUT', url: '/api/categories/not-a-uuid', payload: { name: '' } }, permittedRole: 'manager', deniedRole: 'viewer', invalidStatus: 404 },
    { what: 'PUT /api/products/{non-uuid} with a negative price', request: { method: 'PUT', url: '/api/products/123', payload: { costPrice: -1 } }, permittedRole: 'manager', deniedRole: 'staff', invalidStatus: 404 },
    { what: 'DELETE /api/products/{non-uuid}', request: { method: 'DELETE', url: '/api/products/not-a-uuid' }, permittedRole: 'admin', deniedRole: 'manager', invalidStatus: 404 },
    { what: 'GET /api/products?page=0', request: { method: 'GET', url: '/api/products?page=0' }, permittedRole: 'staff', deniedRole: 'viewer', invalidStatus: 400 },
    { what: 'GET /api/categories?limit=abc', request: { method: 'GET', url: '/api/categories?limit=abc' }, permittedRole: 'staff', deniedRole: 'viewer', invalidStatus: 400 },
  ];

  it.each(invalidBodies)('$what: no token → 401, bad token → 401', async ({ request }) => {
    const anonymous = await t.app.inject(request);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Authentication required' } });
    const badToken = await t.app.inject({ ...request, headers: { authorization: 'Bearer nonsense' } });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json()).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid or expired token' } });
  });

  it.each(invalidBodies)('$what: a role without the permission → 403, one with it → the validation answer', async ({ request, permittedRole, deniedRole, invalidStatus }) => {
    const denied = await call(deniedRole, request);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(FORBIDDEN);
    const permitted = await call(permittedRole, request);
    expect(permitted.statusCode).toBe(invalidStatus);
    expect(permitted.json().error.code).toBe(invalidStatus === 400 ? 'VALIDATION_ERROR' : 'NOT_FOUND');
  });

  it('malformed JSON: no token → 401, a role without the permission → 403, one with it → 400', async () => {
    const request = { method: 'POST', url: '/api/categories', payload: '{"name":', headers: { 'content-type': 'application/json' } } as const;
    const anonymous = await t.app.inject(request);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    const denied = await t.app.inject({ ...request, headers: { ...request.headers, ...t.auth(tokens.staff) } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual(FORBIDDEN);
    const permitted = await t.app.inject({ ...request, headers: { ...request.headers, ...t.auth(tokens.manager) } });
    expect(permitted.statusCode).toBe(400);
    expect(permitted.json()).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Invalid request data' } });
  });
});
