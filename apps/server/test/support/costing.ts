/**
 * What the costing tests (decision 0023) do over HTTP: buy on a purchase order, sell on a sales
 * order, read a product's movements of one type and the financial report of a warehouse.
 */
import { expectStatus, type ProductView, type WarehouseView } from './inventory.js';
import type { OrderClient } from './orders.js';

/** A movement's quantity, cost and value, as the ledger answers them. */
export interface Valued {
  quantity: number;
  unitCost: number | null;
  value: number;
  purchasePriceVariance: number | null;
}

/** The sum of `rows`' values, to the cent. */
export const total = (rows: readonly Valued[]) => Math.round(rows.reduce((sum, row) => sum + row.value * 100, 0)) / 100;

/** The costing helpers of `admin` (a client holding every permission they use). */
export function costingClient(admin: OrderClient) {
  return {
    /** Receives `items` ({productId, quantity, unitCost, lotNumber?}) into `warehouse` on one approved purchase order, whole; returns the order. */
    async bought(warehouse: WarehouseView, items: Record<string, unknown>[]) {
      const supplier = await admin.supplier();
      const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: items.map(({ lotNumber: _, ...item }) => item) });
      await admin.updatePurchaseOrder(order.id, { status: 'approved' });
      return admin.received(order.id, items.map(({ productId, quantity, lotNumber }) => ({ productId, quantity, ...(lotNumber ? { lotNumber } : {}) })));
    },

    /** A confirmed sales order of `quantity` units of `product` shipped whole; returns it. */
    async sold(warehouse: WarehouseView, product: ProductView, quantity: number) {
      const customer = await admin.customer();
      const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity }] });
      await admin.updateSalesOrder(order.id, { status: 'confirmed' });
      return admin.shipped(order.id);
    },

    /** The movements of `product` at `warehouse` of `type`, oldest first. */
    async movementsOf(product: ProductView, warehouse: WarehouseView, type: string): Promise<Valued[]> {
      return (await admin.ledger(product.id, warehouse.id, { type })).reverse() as unknown as Valued[];
    },

    /** The totals of GET /api/analytics/financial for one warehouse. */
    async financial(warehouseId: string) {
      type Totals = { cogs: number; purchases: number; assemblies: number; revaluations: number; landedCosts: number; landedCostsExpensed: number; purchasePriceVariance: number; inventoryValueStart: number; inventoryValueEnd: number };
      return expectStatus<{ data: { totals: Totals } }>(await admin.get('/api/analytics/financial', { warehouseId }), 200).data.totals;
    },
  };
}

export type Costing = ReturnType<typeof costingClient>;
