/**
 * Helpers for the putaway tests (decision 0022 points 2 and 3): locations with a type, zone, walking
 * sequence, capacity and max weight; putaway rules; a purchase order's suggestions.
 */
import type { TestContext } from './app.js';
import { expectStatus, type WarehouseView } from './inventory.js';
import { orderClient, PURCHASE_ORDERS } from './orders.js';
import type { LocationType } from './tasks.js';

export interface PlaceView {
  id: string;
  code: string;
}

export interface PutawayRuleView {
  id: string;
  warehouseId: string;
  product: { id: string; sku: string; name: string } | null;
  category: { id: string; name: string } | null;
  unit: string | null;
  location: PlaceView | null;
  zone: string | null;
  priority: number;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PurchaseOrderPutawayView {
  purchaseOrderId: string;
  warehouseId: string;
  receivingSteps: number;
  receivingLocation: PlaceView | null;
  lines: { itemId: string; productId: string; sku: string; remaining: number; unit: string | null; location: PlaceView }[];
}

/** What a location may be given beyond its code. */
export interface BinFields {
  type?: LocationType;
  zone?: string;
  sequence?: number;
  capacity?: number;
  maxWeight?: number;
}

/** The order client of `token` with locations, putaway rules and a purchase order's suggestions. */
export function putawayClient(t: TestContext, token: string) {
  const orders = orderClient(t, token);
  const rules = (warehouse: WarehouseView) => `/api/warehouse/${warehouse.id}/putaway-rules`;
  const client = {
    ...orders,
    /** POST /api/warehouse/{id}/locations (fails the test unless 201). */
    async bin(warehouse: WarehouseView, code: string, fields: BinFields = {}): Promise<PlaceView> {
      const data = expectStatus<{ data: PlaceView }>(await orders.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code, ...fields }), 201).data;
      return { id: data.id, code: data.code };
    },
    /** POST /api/warehouse/{id}/putaway-rules with `body`. */
    postRule: (warehouse: WarehouseView, body: Record<string, unknown>) => orders.send('POST', rules(warehouse), body),
    /** A new rule (fails the test unless 201). */
    async rule(warehouse: WarehouseView, body: Record<string, unknown>): Promise<PutawayRuleView> {
      return expectStatus<{ data: PutawayRuleView }>(await client.postRule(warehouse, body), 201).data;
    },
    /** The warehouse's rules as GET lists them (first page of 100). */
    async rules(warehouse: WarehouseView, query: Record<string, string | number> = {}): Promise<PutawayRuleView[]> {
      return (await orders.list<PutawayRuleView>(rules(warehouse), { limit: 100, ...query })).data;
    },
    ruleUrl: (warehouse: WarehouseView, id: string) => `${rules(warehouse)}/${id}`,
    /** GET /api/orders/purchase-orders/{id}/putaway (fails the test unless 200). */
    async putaway(orderId: string): Promise<PurchaseOrderPutawayView> {
      return expectStatus<{ data: PurchaseOrderPutawayView }>(await orders.send('GET', `${PURCHASE_ORDERS}/${orderId}/putaway`), 200).data;
    },
  };
  return client;
}

export type PutawayClient = ReturnType<typeof putawayClient>;
