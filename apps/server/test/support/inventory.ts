/**
 * Helpers for the warehouse, inventory and transfer API tests: a client bound to one bearer token
 * that builds its fixtures through the HTTP API (categories, products, warehouses, stock through
 * POST /api/inventory/movements; never raw SQL), and the response types the tests read.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './app.js';
import { productClient, tag, type ErrorEnvelope, type ListMeta, type ProductView, type Query } from './products.js';

export { tag, type ErrorEnvelope, type ListMeta, type ProductView, type Query };

export interface AddressView {
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode?: string;
  country: string;
}

export interface WarehouseView {
  id: string;
  code: string;
  name: string;
  address: AddressView;
  isActive: boolean;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface WarehouseDetailView extends WarehouseView {
  stock: { products: number; unitsOnHand: number; stockValue: number };
}

export interface LevelView {
  productId: string;
  sku: string;
  productName: string;
  warehouseId: string;
  warehouseCode: string;
  onHand: number;
  reserved: number;
  available: number;
  minStockLevel: number | null;
  maxStockLevel: number | null;
  updatedAt: string;
}

export interface LowStockView extends LevelView {
  shortfall: number;
  suggestedOrderQuantity: number;
}

export interface MovementView {
  id: string;
  sequence: number;
  productId: string;
  warehouseId: string;
  locationId: string | null;
  /** A receipt's putaway suggestion when the units went elsewhere (decision 0022). */
  suggestedLocationId: string | null;
  lotId: string | null;
  serialNumber: string | null;
  type: 'receipt' | 'shipment' | 'adjustment' | 'transfer_out' | 'transfer_in' | 'manual_in' | 'manual_out' | 'relocation_out' | 'relocation_in' | 'return_in' | 'return_out' | 'revaluation';
  quantity: number;
  onHandAfter: number;
  unitCost: number | null;
  /** Signed as quantity, to the cent (decision 0023). */
  value: number;
  purchasePriceVariance: number | null;
  reason: string;
  reference: { type: string; id: string } | null;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
  effectiveAt: string;
}

/** A movement as GET /api/inventory/movements lists it. */
export interface MovementListItem extends MovementView {
  sku: string;
  productName: string;
  warehouseCode: string;
  /** Who wrote it: a user's or API key's name (decision 0019). */
  createdByName: string | null;
}

export interface MovementResult {
  movement: MovementView | null;
  movements: MovementView[];
  level: LevelView;
}

/** A transfer line's units: asked for, shipped, received, lost and still in transit. */
interface TransferLineCounts {
  quantity: number;
  shippedQuantity: number;
  receivedQuantity: number;
  lostQuantity: number;
  inTransit: number;
}

/** Units of a transfer line still in transit of one lot or serial number (decision 0019). */
interface InTransitGrainView {
  lotId: string | null;
  lotNumber: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
  quantity: number;
}

export interface TransferView {
  id: string;
  number: string;
  fromWarehouseId: string;
  toWarehouseId: string;
  items: (TransferLineCounts & { productId: string; sku: string; productName: string; barcode: string | null; unitCost: number | null; inTransitGrains: InTransitGrainView[] })[];
  mode: 'direct' | 'two-step';
  status: 'completed' | 'draft' | 'in_transit' | 'partially_received' | 'received' | 'closed' | 'cancelled';
  shippedAt: string | null;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
}

export interface ValuationRow {
  units: number;
  costValue: number;
  retailValue: number;
}

export interface AnalyticsView {
  from: string;
  to: string;
  valuation: {
    totalUnits: number;
    totalCostValue: number;
    totalRetailValue: number;
    byWarehouse: (ValuationRow & { warehouseId: string; warehouseCode: string })[];
    byCategory: (ValuationRow & { categoryId: string; categoryName: string })[];
  };
  movements: {
    in: number;
    out: number;
    byType: { type: MovementView['type']; count: number; quantity: number }[];
    byDay: { date: string; in: number; out: number }[];
  };
  lowStockCount: number;
  outOfStockCount: number;
  deadStock: { productId: string; sku: string; productName: string; onHand: number; costValue: number }[];
}

export interface ListA<T> {
  success: true;
  data: T[];
  meta: ListMeta;
}

export interface ListB<T> {
  success: true;
  data: { items: T[]; pagination: ListMeta & { totalPages: number } };
}

/** The 403 envelope of a denied role or of another warehouse named by a warehouse-bound caller. */
export const FORBIDDEN = { success: false, error: { code: 'FORBIDDEN', message: 'Insufficient permissions' } };

/** A valid warehouse create body with a unique code, with `overrides` applied. */
export function warehouseBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const code = `WH-${tag()}`;
  return {
    code,
    name: `Warehouse ${code}`,
    address: { line1: '1 Dock Road', city: 'Hamburg', postalCode: '20457', country: 'DE' },
    ...overrides,
  };
}

/** `path` with `query` as its query string. */
export function withQuery(path: string, query: Query = {}): string {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return qs ? `${path}?${qs}` : path;
}

/** Asserts the response status (printing the body on failure) and returns the parsed body. */
export function expectStatus<T = unknown>(res: LightMyRequestResponse, status: number): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** Asserts a 409 INSUFFICIENT_STOCK naming exactly these shortages (any order). */
export function expectInsufficientStock(
  res: LightMyRequestResponse,
  shortages: { productId: string; warehouseId: string; requested: number; available: number }[],
): void {
  const body = expectStatus<ErrorEnvelope & { error: { details: unknown[] } }>(res, 409);
  expect(body.success).toBe(false);
  expect(body.error.code).toBe('INSUFFICIENT_STOCK');
  expect(body.error.message).toBe('Insufficient stock');
  expect(body.error.details).toHaveLength(shortages.length);
  expect(body.error.details).toEqual(expect.arrayContaining(shortages));
}

/**
 * The successes among the responses to concurrent copies of one request under one Idempotency-Key:
 * asserts that each response is a success or 409 IDEMPOTENCY_IN_PROGRESS with `Retry-After: 1` (the
 * first request still ran), and that exactly one success is not a replay (`Idempotent-Replayed`),
 * so exactly one request wrote. Returns the successes, the original first.
 */
export function keyedRetries(responses: LightMyRequestResponse[]): LightMyRequestResponse[] {
  const successes = responses.filter((res) => res.statusCode < 300);
  for (const res of responses.filter((res) => res.statusCode >= 300)) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(res.headers['retry-after']).toBe('1');
  }
  const originals = successes.filter((res) => res.headers['idempotent-replayed'] !== 'true');
  expect(originals).toHaveLength(1);
  return [originals[0]!, ...successes.filter((res) => res !== originals[0])];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The warehouse and inventory API as one caller (the holder of `token`) sees it. */
export function stockClient(t: TestContext, token: string) {
  const headers = t.auth(token);
  const send = (method: Method, url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...headers, ...extra }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const keyed = (key?: string): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': key });

  const client = {
    headers,
    products: productClient(t, token),
    send,
    get: (path: string, query: Query = {}) => send('GET', withQuery(path, query)),

    postWarehouse: (payload: unknown) => send('POST', '/api/warehouse', payload),
    putWarehouse: (id: string, payload: unknown) => send('PUT', `/api/warehouse/${id}`, payload),
    getWarehouse: (id: string) => send('GET', `/api/warehouse/${id}`),
    /** POST /api/inventory/movements, with an Idempotency-Key when `key` is given. */
    move: (payload: unknown, key?: string) => send('POST', '/api/inventory/movements', payload, keyed(key)),
    /** POST /api/inventory/adjustments, with an Idempotency-Key when `key` is given. */
    adjust: (payload: unknown, key?: string) => send('POST', '/api/inventory/adjustments', payload, keyed(key)),
    /** POST /api/warehouse/transfers, with an Idempotency-Key when `key` is given. */
    transfer: (payload: unknown, key?: string) => send('POST', '/api/warehouse/transfers', payload, keyed(key)),

    /** A new warehouse (POST /api/warehouse, unique code); fails the test unless 201. */
    async warehouse(overrides: Record<string, unknown> = {}): Promise<WarehouseView> {
      return expectStatus<{ data: WarehouseView }>(await client.postWarehouse(warehouseBody(overrides)), 201).data;
    },

    /** A new category and product in it (POST /api/categories, POST /api/products); fails the test unless 201. */
    async product(overrides: Record<string, unknown> = {}, categoryId?: string): Promise<ProductView> {
      return client.products.create(categoryId ?? (await client.products.category()).id, overrides);
    },

    /** Receives `quantity` units through POST /api/inventory/movements (type in); fails the test unless 201. */
    async receive(productId: string, warehouseId: string, quantity: number, reason = 'Initial stock'): Promise<MovementResult> {
      const res = await client.move({ productId, warehouseId, type: 'in', quantity, reason });
      return expectStatus<{ data: MovementResult }>(res, 201).data;
    },

    /** Issues `quantity` units through POST /api/inventory/movements (type out); fails the test unless 201. */
    async issue(productId: string, warehouseId: string, quantity: number, reason = 'Issue'): Promise<MovementResult> {
      const res = await client.move({ productId, warehouseId, type: 'out', quantity, reason });
      return expectStatus<{ data: MovementResult }>(res, 201).data;
    },

    /** The level of a product in a warehouse from GET /api/inventory, or undefined when it has none. */
    async level(productId: string, warehouseId: string): Promise<LevelView | undefined> {
      const body = expectStatus<ListA<LevelView>>(await client.get('/api/inventory', { productId, warehouseId }), 200);
      expect(body.data.length).toBeLessThanOrEqual(1);
      return body.data[0];
    },

    /** On hand of a product in a warehouse (0 without a level). */
    async onHand(productId: string, warehouseId: string): Promise<number> {
      return (await client.level(productId, warehouseId))?.onHand ?? 0;
    },

    /** Form A list of `path` (fails the test unless 200). */
    async list<T>(path: string, query: Query = {}): Promise<ListA<T>> {
      return expectStatus<ListA<T>>(await client.get(path, query), 200);
    },

    /** Form B list of `path` (shape=page; fails the test unless 200). */
    async page<T>(path: string, query: Query = {}): Promise<ListB<T>> {
      return expectStatus<ListB<T>>(await client.get(path, { ...query, shape: 'page' }), 200);
    },

    /** The ledger of one product in one warehouse, newest first (GET /api/inventory/movements). */
    async ledger(productId: string, warehouseId: string, query: Query = {}): Promise<MovementListItem[]> {
      return (await client.list<MovementListItem>('/api/inventory/movements', { productId, warehouseId, limit: 100, ...query })).data;
    },

    /** GET /api/auth/me → the caller's user id. */
    me: () => client.products.me(),
  };
  return client;
}

export type StockClient = ReturnType<typeof stockClient>;
