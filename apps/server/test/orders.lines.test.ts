/**
 * Order lines as a fulfilment screen needs them (decision 0013): a draft edited with only `items` (both
 * order types), and the names orders carry so that a client needs no per-line lookups: each line's
 * SKU, product name and barcode, the customer's or supplier's name and code, in get and list.
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

describe('names on orders and their lines', () => {
  const lineNames = () => products.map((p) => ({ productId: p.id, sku: p.sku, productName: p.name, barcode: p.barcode }));

  it('a sales order carries its customer and each line its SKU, name and barcode, in get and list', async () => {
    const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: lines(2) });
    const expected = { customerId: customer.id, customerName: customer.name, customerCode: customer.code, items: expect.arrayContaining(lineNames().map((l) => expect.objectContaining(l))) };
    expect(order).toMatchObject(expected);
    expect(await admin.salesOrderById(order.id)).toMatchObject(expected);
    const listed = (await admin.salesOrders({ customerId: customer.id })).data.find((o) => o.id === order.id);
    expect(listed).toMatchObject(expected);
    expect(listed!.items).toHaveLength(2);
  });

  it('a purchase order carries its supplier and each line its SKU, name and barcode, in get and list', async () => {
    const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: lines(2) });
    const expected = { supplierId: supplier.id, supplierName: supplier.name, supplierCode: supplier.code, items: expect.arrayContaining(lineNames().map((l) => expect.objectContaining(l))) };
    expect(order).toMatchObject(expected);
    expect(await admin.purchaseOrderById(order.id)).toMatchObject(expected);
    const listed = (await admin.purchaseOrders({ supplierId: supplier.id })).data.find((o) => o.id === order.id);
    expect(listed).toMatchObject(expected);
    expect(listed!.items).toHaveLength(2);
  });

  it('a 12-line order is received by barcodes matched against its own lines, and shipped', async () => {
    const category = await admin.products.category();
    const many: ProductView[] = [];
    for (let i = 0; i < 12; i++) many.push(await admin.product({ sellingPrice: 5, costPrice: 2, barcode: String(4_000_000_000_000 + i) }, category.id));
    const purchase = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: many.map((p) => ({ productId: p.id, quantity: 3 })) });
    await admin.updatePurchaseOrder(purchase.id, { status: 'approved' });
    const byBarcode = new Map(purchase.items.map((item) => [item.barcode, item.id]));
    const received = await admin.received(purchase.id, many.map((p) => ({ itemId: byBarcode.get(p.barcode)!, quantity: 3 })));
    expect(received.status).toBe('received');

    const sale = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: many.map((p) => ({ productId: p.id, quantity: 3 })) });
    await admin.updateSalesOrder(sale.id, { status: 'confirmed' });
    const shipped = await admin.shipped(sale.id, { items: sale.items.map((item) => ({ itemId: item.id, quantity: 3 })) });
    expect(shipped.status).toBe('shipped');
    expect(shipped.items.every((item) => item.shippedQuantity === 3)).toBe(true);
  });
});
