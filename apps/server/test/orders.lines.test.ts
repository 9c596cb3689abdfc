/**
 * Order lines as a fulfilment screen needs them (issue 13): a draft edited with only `items` (both
 * order types).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { type ProductView, type WarehouseView } from './support/inventory.js';
import { orderClient, type CustomerView, type OrderClient, type SupplierView } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let warehouse: WarehouseView;
let customer: CustomerView;
let supplier: SupplierView;
let products: ProductView[];

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  warehouse = await admin.warehouse();
  customer = await admin.customer();
  supplier = await admin.supplier();
  const category = await admin.products.category();
  products = [];
  for (const barcode of ['4006381333931', null]) products.push(await admin.product({ sellingPrice: 10, costPrice: 4, barcode }, category.id));
});

const lines = (quantity: number) => products.map((p) => ({ productId: p.id, quantity }));

describe('PUT with only items', () => {
  it('replaces the lines of a draft sales order', async () => {
    const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: lines(1) });
    const edited = await admin.updateSalesOrder(order.id, { items: [{ productId: products[0]!.id, quantity: 7 }] });
    expect(edited.items.map((i) => [i.productId, i.quantity])).toEqual([[products[0]!.id, 7]]);
    expect(edited.subtotal).toBe(70);
    expect(edited.status).toBe('draft');
  });

  it('replaces the lines of a draft purchase order', async () => {
    const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: lines(1) });
    const edited = await admin.updatePurchaseOrder(order.id, { items: [{ productId: products[1]!.id, quantity: 3 }] });
    expect(edited.items.map((i) => [i.productId, i.quantity])).toEqual([[products[1]!.id, 3]]);
    expect(edited.subtotal).toBe(12);
    expect(edited.status).toBe('draft');
  });
});
