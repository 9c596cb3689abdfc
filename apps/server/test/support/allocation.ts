/**
 * Steps of the allocation tests (decision 0020) over /api: bins, stock in, confirmed orders, and
 * what each line has allocated and backordered.
 */
import { afterAll, expect } from 'vitest';
import { setupTestApp } from './app.js';
import { expectStatus, type ProductView, type WarehouseView } from './inventory.js';
import { ledgerMismatches } from './ledger.js';
import { orderClient, type CustomerView, type OrderClient, type SalesOrderView } from './orders.js';

/** The day `days` from today (UTC), YYYY-MM-DD. */
export const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface Bin {
  id: string;
  code: string;
}

/** Steps run as `admin` (stock, bins, customers) and `manager` (orders). */
export function allocationSteps(admin: OrderClient, manager: OrderClient) {
  return {
    /** A location of `warehouse` with `code`, pickable unless said otherwise. */
    async bin(warehouse: WarehouseView, code: string, isPickable = true): Promise<Bin> {
      return expectStatus<{ data: Bin }>(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code, isPickable }), 201).data;
    },

    /** Units of `product` brought into `warehouse` (a lot, serials, into a location when given). */
    async stock(product: ProductView, warehouse: WarehouseView, quantity: number, grain: { lotNumber?: string; expiryDate?: string; locationId?: string; serialNumbers?: string[] } = {}) {
      expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity, reason: 'Receipt', ...grain }), 201);
    },

    /** A confirmed order of `lines` ([product, quantity]) for `customer` (a new one by default), with `fields`. */
    async confirmed(warehouse: WarehouseView, lines: [ProductView, number][], fields: Record<string, unknown> = {}, customer?: CustomerView): Promise<SalesOrderView> {
      const order = await manager.salesOrder({
        customerId: (customer ?? (await admin.customer())).id,
        warehouseId: warehouse.id,
        items: lines.map(([product, quantity]) => ({ productId: product.id, quantity })),
        ...fields,
      });
      return manager.updateSalesOrder(order.id, { status: 'confirmed' });
    },

    /** [allocated, backordered] per line of the order as it is now. */
    async units(order: SalesOrderView): Promise<[number, number][]> {
      return (await manager.salesOrderById(order.id)).items.map((item) => [item.allocatedQuantity, item.backorderedQuantity]);
    },

    /** The lot numbers (or bin codes for untracked units) and units allocated to the order's first line. */
    async allocatedTo(order: SalesOrderView): Promise<[string, number][]> {
      return (await manager.salesOrderById(order.id)).items[0]!.allocations.map((a) => [a.lotNumber ?? a.locationCode, a.quantity]);
    },
  };
}

/**
 * A test app with signed-in admin, manager and staff clients and the steps above; after the file,
 * every balance and level equals its ledger and every reserved the sum of its allocations.
 */
export async function allocationTestApp() {
  const t = await setupTestApp();
  const admin = orderClient(t, await t.login('admin'));
  const manager = orderClient(t, await t.login('manager'));
  const staff = orderClient(t, await t.login('staff'));
  afterAll(async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
  return { t, admin, manager, staff, ...allocationSteps(admin, manager) };
}
