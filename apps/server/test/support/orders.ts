/**
 * Helpers for the supplier, customer, purchase-order and sales-order API tests (decision 0004): a client
 * bound to one bearer token that builds every fixture through the HTTP API (categories, products,
 * warehouses, suppliers, customers, stock through POST /api/inventory/movements; never raw SQL),
 * and the response types the tests read.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestContext } from './app.js';
import { expectStatus, stockClient, tag, type AddressView, type ErrorEnvelope, type ListA, type ListB, type Query } from './inventory.js';

export interface SupplierView {
  id: string;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  contactName: string | null;
  address: AddressView | null;
  paymentTermsDays: number;
  currency: string;
  leadTimeDays: number | null;
  isActive: boolean;
  notes: string | null;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerView {
  id: string;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  billingAddress: AddressView | null;
  shippingAddress: AddressView | null;
  isActive: boolean;
  notes: string | null;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StatusChange {
  from: string | null;
  to: string;
  by: string | null;
  /** The name of the user or API key that made the change (decision 0019). */
  byName: string | null;
  at: string;
}

export type PurchaseOrderStatus = 'draft' | 'approved' | 'partially_received' | 'received' | 'cancelled';
export type SalesOrderStatus = 'draft' | 'confirmed' | 'partially_shipped' | 'shipped' | 'cancelled';

export interface ReturnSummaryView {
  id: string;
  number: string;
  reason: string;
  createdAt: string;
}

export interface PurchaseOrderItemView {
  id: string;
  productId: string;
  sku: string;
  productName: string;
  barcode: string | null;
  quantity: number;
  unitCost: number;
  receivedQuantity: number;
  returnedQuantity: number;
  lineTotal: number;
  /** ISO 4217 code of unitCost and lineTotal: the order's currency. */
  currency: string;
}

export interface PurchaseOrderView {
  id: string;
  number: string;
  supplierId: string;
  supplierName: string;
  supplierCode: string;
  warehouseId: string;
  status: PurchaseOrderStatus;
  orderDate: string;
  expectedDate: string | null;
  currency: string;
  /** Base-currency units per unit of `currency`, fixed on approval (decision 0016). */
  exchangeRate: number | null;
  exchangeRateFixedAt: string | null;
  notes: string | null;
  items: PurchaseOrderItemView[];
  subtotal: number;
  createdBy: string | null;
  updatedBy: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
  history?: StatusChange[];
  /** Returns of the order (decision 0016; GET by id). */
  returns?: ReturnSummaryView[];
}

export interface SalesOrderItemView {
  id: string;
  productId: string;
  sku: string;
  productName: string;
  barcode: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  shippedQuantity: number;
  returnedQuantity: number;
  lineTotal: number;
  /** ISO 4217 code of unitPrice and lineTotal: the base currency. */
  currency: string;
  /** Units allocated to the line, and those of an open order waiting for stock (decision 0020). */
  allocatedQuantity: number;
  backorderedQuantity: number;
  allocations: { locationId: string; locationCode: string; lotId: string | null; lotNumber: string | null; expiryDate: string | null; serialNumber: string | null; quantity: number }[];
  shippedFrom: { locationId: string | null; locationCode: string | null; lotId: string | null; lotNumber: string | null; expiryDate: string | null; serialNumber: string | null; quantity: number }[];
}

export interface ShipmentView {
  id: string;
  trackingNumber: string | null;
  carrier: string | null;
  substitutions: { productId: string; quantity: number; allocated: SubstitutedGrain; shipped: SubstitutedGrain }[];
  createdBy: string | null;
  createdByName: string | null;
  createdAt: string;
}

/** A grain a substitution names. */
export interface SubstitutedGrain {
  locationId: string;
  lotId: string | null;
  serialNumber: string | null;
}

export interface SalesOrderView {
  id: string;
  number: string;
  customerId: string;
  customerName: string;
  customerCode: string;
  warehouseId: string;
  status: SalesOrderStatus;
  orderDate: string;
  priority: number;
  promisedDate: string | null;
  shipComplete: boolean;
  allocationStatus: 'allocated' | 'partially_allocated' | 'backordered' | null;
  /** ISO 4217 code of the order's amounts: the base currency. */
  currency: string;
  notes: string | null;
  shippingAddress: AddressView | null;
  items: SalesOrderItemView[];
  subtotal: number;
  shipments?: ShipmentView[];
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
  history?: StatusChange[];
  /** Returns of the order (decision 0016; GET by id). */
  returns?: ReturnSummaryView[];
}

/** An error envelope whose details may be any JSON (conflicts carry arrays or objects). */
export interface AnyErrorEnvelope {
  success: false;
  error: { code: string; message: string; details?: unknown; field?: string };
}

export const PURCHASE_ORDERS = '/api/orders/purchase-orders';
export const SALES_ORDERS = '/api/orders/sales-orders';

/** A postal address accepted by every address field. */
export const ADDRESS: AddressView = { line1: '12 Harbour Street', city: 'Rotterdam', postalCode: '3011', country: 'NL' };

/** A valid supplier create body with a unique code, with `overrides` applied. */
export function supplierBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const code = `SUP-${tag()}`;
  return { code, name: `Supplier ${code}`, email: `${code.toLowerCase()}@supplier.example`, ...overrides };
}

/** A valid customer create body with a unique code, with `overrides` applied. */
export function customerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const code = `CUS-${tag()}`;
  return { code, name: `Customer ${code}`, email: `${code.toLowerCase()}@customer.example`, ...overrides };
}

/** The 400 VALIDATION_ERROR envelope with `details` (its first key in `field`). */
export const validation = (details: Record<string, string[]>) => ({
  success: false,
  error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details, field: Object.keys(details)[0] },
});

/** Asserts an error response of `status` with `code` (and `message` when given); returns the envelope. */
export function expectError(res: LightMyRequestResponse, status: number, code: string, message?: string): AnyErrorEnvelope {
  const body = expectStatus<AnyErrorEnvelope>(res, status);
  expect(body.success).toBe(false);
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
  return body;
}

/** Asserts a 400 VALIDATION_ERROR whose details include `details` (other fields may be named too). */
export function expectInvalid(res: LightMyRequestResponse, details: Record<string, string[]>): void {
  expect(expectError(res, 400, 'VALIDATION_ERROR').error.details).toMatchObject(details);
}

/** Asserts 409 INVALID_STATE naming `currentStatus` in details. */
export function expectInvalidState(res: LightMyRequestResponse, currentStatus: string): AnyErrorEnvelope {
  const body = expectError(res, 409, 'INVALID_STATE');
  expect(body.error.details).toMatchObject({ currentStatus });
  return body;
}

/** The sequence number of a document number PREFIX-nnnnnn (NaN when malformed). */
export const seq = (number: string, prefix: string) => Number(new RegExp(`^${prefix}-(\\d{6})$`).exec(number)?.[1]);

/** The order API (and the stock API beneath it) as one caller, the holder of `token`, sees it. */
export function orderClient(t: TestContext, token: string) {
  const stock = stockClient(t, token);
  const { send } = stock;
  const keyed = (key?: string): Record<string, string> => (key === undefined ? {} : { 'idempotency-key': key });

  const client = {
    ...stock,

    postSupplier: (payload: unknown) => send('POST', '/api/suppliers', payload),
    putSupplier: (id: string, payload: unknown) => send('PUT', `/api/suppliers/${id}`, payload),
    getSupplier: (id: string) => send('GET', `/api/suppliers/${id}`),
    postCustomer: (payload: unknown) => send('POST', '/api/customers', payload),
    putCustomer: (id: string, payload: unknown) => send('PUT', `/api/customers/${id}`, payload),
    getCustomer: (id: string) => send('GET', `/api/customers/${id}`),

    postPurchaseOrder: (payload: unknown) => send('POST', PURCHASE_ORDERS, payload),
    putPurchaseOrder: (id: string, payload: unknown) => send('PUT', `${PURCHASE_ORDERS}/${id}`, payload),
    getPurchaseOrder: (id: string) => send('GET', `${PURCHASE_ORDERS}/${id}`),
    /** POST …/{id}/receive, with an Idempotency-Key when `key` is given. */
    receiveOrder: (id: string, payload: unknown, key?: string) => send('POST', `${PURCHASE_ORDERS}/${id}/receive`, payload, keyed(key)),

    postSalesOrder: (payload: unknown) => send('POST', SALES_ORDERS, payload),
    putSalesOrder: (id: string, payload: unknown) => send('PUT', `${SALES_ORDERS}/${id}`, payload),
    getSalesOrder: (id: string) => send('GET', `${SALES_ORDERS}/${id}`),
    /** POST …/{id}/ship, with an Idempotency-Key when `key` is given. */
    shipOrder: (id: string, payload: unknown = {}, key?: string) => send('POST', `${SALES_ORDERS}/${id}/ship`, payload, keyed(key)),

    /** A new supplier (POST /api/suppliers); fails the test unless 201. */
    async supplier(overrides: Record<string, unknown> = {}): Promise<SupplierView> {
      return expectStatus<{ data: SupplierView }>(await client.postSupplier(supplierBody(overrides)), 201).data;
    },

    /** A new customer (POST /api/customers); fails the test unless 201. */
    async customer(overrides: Record<string, unknown> = {}): Promise<CustomerView> {
      return expectStatus<{ data: CustomerView }>(await client.postCustomer(customerBody(overrides)), 201).data;
    },

    /** A new draft purchase order from `body`; fails the test unless 201. */
    async purchaseOrder(body: Record<string, unknown>): Promise<PurchaseOrderView> {
      return expectStatus<{ data: PurchaseOrderView }>(await client.postPurchaseOrder(body), 201).data;
    },

    /** PUT …/{id} expecting 200; returns the order. */
    async updatePurchaseOrder(id: string, body: Record<string, unknown>): Promise<PurchaseOrderView> {
      return expectStatus<{ data: PurchaseOrderView }>(await client.putPurchaseOrder(id, body), 200).data;
    },

    /** POST …/{id}/receive expecting 200; returns the order. */
    async received(id: string, items: Record<string, unknown>[], key?: string): Promise<PurchaseOrderView> {
      return expectStatus<{ data: PurchaseOrderView }>(await client.receiveOrder(id, { items }, key), 200).data;
    },

    /** GET …/{id} expecting 200 (with history). */
    async purchaseOrderById(id: string): Promise<PurchaseOrderView> {
      return expectStatus<{ data: PurchaseOrderView }>(await client.getPurchaseOrder(id), 200).data;
    },

    /** A new draft sales order from `body`; fails the test unless 201. */
    async salesOrder(body: Record<string, unknown>): Promise<SalesOrderView> {
      return expectStatus<{ data: SalesOrderView }>(await client.postSalesOrder(body), 201).data;
    },

    /** PUT …/{id} expecting 200; returns the order. */
    async updateSalesOrder(id: string, body: Record<string, unknown>): Promise<SalesOrderView> {
      return expectStatus<{ data: SalesOrderView }>(await client.putSalesOrder(id, body), 200).data;
    },

    /** POST …/{id}/ship expecting 200; returns the order. */
    async shipped(id: string, body: Record<string, unknown> = {}, key?: string): Promise<SalesOrderView> {
      return expectStatus<{ data: SalesOrderView }>(await client.shipOrder(id, body, key), 200).data;
    },

    /** GET …/{id} expecting 200 (with shipments and history). */
    async salesOrderById(id: string): Promise<SalesOrderView> {
      return expectStatus<{ data: SalesOrderView }>(await client.getSalesOrder(id), 200).data;
    },

    /** Form A list of purchase orders. */
    purchaseOrders: (query: Query = {}) => stock.list<PurchaseOrderView>(PURCHASE_ORDERS, query),
    /** Form B list of purchase orders. */
    purchaseOrderPage: (query: Query = {}): Promise<ListB<PurchaseOrderView>> => stock.page<PurchaseOrderView>(PURCHASE_ORDERS, query),
    /** Form A list of sales orders. */
    salesOrders: (query: Query = {}): Promise<ListA<SalesOrderView>> => stock.list<SalesOrderView>(SALES_ORDERS, query),

    /** Level of a product in a warehouse as {onHand, reserved} (zeros without a level). */
    async stockOf(productId: string, warehouseId: string): Promise<{ onHand: number; reserved: number }> {
      const level = await stock.level(productId, warehouseId);
      return { onHand: level?.onHand ?? 0, reserved: level?.reserved ?? 0 };
    },

    /** The product's current cost price (GET /api/products/{id}). */
    async costPrice(productId: string): Promise<number> {
      const res = await stock.products.get(productId);
      return expectStatus<{ data: { costPrice: number } }>(res, 200).data.costPrice;
    },
  };
  return client;
}

export type OrderClient = ReturnType<typeof orderClient>;

export type { ErrorEnvelope, ListA, ListB, Query };
