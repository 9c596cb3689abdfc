/**
 * Helpers for the product API tests: a client bound to one bearer token that creates its own
 * categories and products through the HTTP API (never raw SQL), and the response types the tests read.
 */
import { gs1CheckDigit } from '@stockroom/api';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from './app.js';

/** A short random tag (uppercase hex) that keeps SKUs and category names unique per test. */
export const tag = (): string => randomBytes(4).toString('hex').toUpperCase();

/** A fresh GTIN-14 with indicator digit `indicator` (0: an item, 1: a case) and its check digit, which no other product of any test run has. */
export function freshGtin(indicator: string): string {
  const body = `${indicator}${String(Date.now() % 1e9).padStart(9, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export interface ProductView {
  id: string;
  name: string;
  description: string | null;
  sku: string;
  categoryId: string;
  category: { id: string; name: string };
  brand: string | null;
  unitOfMeasure: string;
  costPrice: number;
  sellingPrice: number;
  price: number;
  /** ISO 4217 code of the prices: the base currency (BASE_CURRENCY). */
  currency: string;
  minStockLevel: number | null;
  maxStockLevel: number | null;
  isActive: boolean;
  weight: number | null;
  barcode: string | null;
  /** Decision 0023. */
  costingMethod: 'average' | 'fifo';
  stock: { onHand: number; reserved: number; available: number };
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CategoryView {
  id: string;
  name: string;
}

export interface ErrorEnvelope {
  success: false;
  error: { code: string; message: string; details?: Record<string, string[]>; field?: string };
}

export interface ListMeta {
  total: number;
  page: number;
  limit: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface ListFormA {
  success: true;
  data: ProductView[];
  meta: ListMeta;
}

export interface ListFormB {
  success: true;
  data: { items: ProductView[]; pagination: ListMeta & { totalPages: number } };
}

export type Query = Record<string, string | number | boolean>;

/** A valid camelCase (SPEC 2.1) create body in `categoryId`, with `overrides` applied. */
export function camelBody(categoryId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Product ${tag()}`,
    sku: `SKU-${tag()}`,
    categoryId,
    unitOfMeasure: 'piece',
    costPrice: 5.5,
    sellingPrice: 9.99,
    ...overrides,
  };
}

/** A valid snake_case (SPEC 2.2) create body in `category_id`, with `overrides` applied. */
export function snakeBody(categoryId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: `Product ${tag()}`, sku: `SNK-${tag()}`, price: 12.5, category_id: categoryId, ...overrides };
}

/** The product API as one caller (the holder of `token`) sees it. */
export function productClient(t: TestContext, token: string) {
  const headers = t.auth(token);
  const client = {
    headers,
    post: (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/products', headers, payload: payload as object }),
    get: (id: string) => t.app.inject({ method: 'GET', url: `/api/products/${id}`, headers }),
    put: (id: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers, payload: payload as object }),
    del: (id: string) => t.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers }),
    list: (query: Query = {}) => {
      const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))).toString();
      return t.app.inject({ method: 'GET', url: `/api/products${qs ? `?${qs}` : ''}`, headers });
    },

    /** GET /api/auth/me → the caller's user id. */
    async me(): Promise<string> {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { id: string } }).data.id;
    },

    /** A new category with a unique name (created through POST /api/categories). */
    async category(name = `Category ${tag()}`): Promise<CategoryView> {
      const res = await t.app.inject({ method: 'POST', url: '/api/categories', headers, payload: { name } });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: CategoryView }).data;
    },

    /** A new product from a valid camelCase body in `categoryId` with `overrides`; fails the test unless 201. */
    async create(categoryId: string, overrides: Record<string, unknown> = {}): Promise<ProductView> {
      const res = await client.post(camelBody(categoryId, overrides));
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { data: ProductView }).data;
    },

    /** Form A list (fails the test unless 200). */
    async listA(query: Query = {}): Promise<ListFormA> {
      const res = await client.list(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ListFormA;
    },

    /** Form B list (shape=page; fails the test unless 200). */
    async listB(query: Query = {}): Promise<ListFormB> {
      const res = await client.list({ ...query, shape: 'page' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ListFormB;
    },
  };
  return client;
}

export type ProductClient = ReturnType<typeof productClient>;
