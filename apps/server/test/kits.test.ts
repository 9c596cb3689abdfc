/**
 * Kits (decision 0023 point 9): a kit is sold as one product and allocated, picked, shipped and
 * returned as its components. Its line carries the price and counts the whole kits its components
 * make; it has no stock of its own, which the ledger refuses; its revenue comes with its
 * components' shipments, its cost of goods sold is theirs; and on PostgreSQL, orders racing for the
 * components never sell more kits than the scarcest component makes. The ledger check after each.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, expectInvalid, orderClient, SALES_ORDERS, type SalesOrderItemView, type SalesOrderView } from './support/orders.js';

const t = await setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const admin = orderClient(t, await t.login('admin'));
const staff = orderClient(t, await t.login('staff'));

type KitLine = SalesOrderItemView & { kit: boolean; kitItemId: string | null };
const linesOf = (order: SalesOrderView) => order.items as KitLine[];

const bill = (product: ProductView, body: Record<string, unknown>) => admin.send('PUT', `/api/products/${product.id}/bill-of-materials`, body);

/** A gift set kit of 1 mug (cost 4.00) and 2 teas (cost 1.50) in a new warehouse holding `mugs` and `teas`. */
async function giftSet(mugs: number, teas: number) {
  const warehouse = await admin.warehouse();
  const mug = await admin.product({ costPrice: 4, sellingPrice: 10 });
  const tea = await admin.product({ costPrice: 1.5, sellingPrice: 3 });
  const set = await admin.product({ costPrice: 0, sellingPrice: 25 });
  if (mugs) await admin.receive(mug.id, warehouse.id, mugs);
  if (teas) await admin.receive(tea.id, warehouse.id, teas);
  expectStatus(await bill(set, { type: 'kit', components: [{ productId: mug.id, quantity: 1 }, { productId: tea.id, quantity: 2 }] }), 200);
  return { warehouse, mug, tea, set };
}

/** A draft order of `quantity` kits of `set` at `warehouse` for a new customer. */
async function kitOrder(warehouse: WarehouseView, set: ProductView, quantity: number, extra: Record<string, unknown> = {}) {
  const customer = await admin.customer();
  return admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: set.id, quantity, ...extra }] });
}

describe('kit bills', () => {
  it('keep a kit without stock: no labour, no kit as a component, no kit of a product with units or that is a component; the ledger refuses its units', async () => {
    const { warehouse, mug, tea, set } = await giftSet(10, 6);
    // 4 more teas in quarantine are not for sale.
    const quarantine = expectStatus<{ data: { id: string } }>(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'QA', type: 'quarantine' }), 201).data;
    expectStatus(await admin.send('POST', '/api/inventory/movements', { productId: tea.id, warehouseId: warehouse.id, type: 'in', quantity: 4, reason: 'Damaged in transit', locationId: quarantine.id }), 201);
    const read = expectStatus<{ data: { type: string; buildable: { warehouseId: string; quantity: number }[] } }>(await admin.get(`/api/products/${set.id}/bill-of-materials`), 200).data;
    expect(read.type).toBe('kit');
    // 10 mugs make 10 sets, the 6 teas for sale 3: the scarcest decides.
    expect(read.buildable.find((row) => row.warehouseId === warehouse.id)?.quantity).toBe(3);

    expectInvalid(await bill(set, { type: 'kit', labourCost: 1, components: [{ productId: mug.id, quantity: 1 }] }), { labourCost: ['A kit has no labour cost: it is never built'] });
    const box = await admin.product();
    expectInvalid(await bill(box, { type: 'assembly', components: [{ productId: mug.id, quantity: 1 }, { productId: set.id, quantity: 1 }] }), { 'components.1.productId': ['A kit cannot be a component: list its components instead'] });
    expect((await bill(mug, { type: 'kit', components: [{ productId: box.id, quantity: 1 }] })).json()).toMatchObject({ error: { code: 'CONFLICT', message: 'The product has units on hand or in transit: a kit has no stock of its own' } });
    // box is made of a part; the part, without stock, cannot become a kit while box's bill consumes it.
    const part = await admin.product();
    expectStatus(await bill(box, { type: 'assembly', components: [{ productId: part.id, quantity: 1 }] }), 200);
    expect((await bill(part, { type: 'kit', components: [{ productId: mug.id, quantity: 1 }] })).json()).toMatchObject({ error: { code: 'CONFLICT', message: `The product is a component of ${box.sku}: a kit has no stock to build with` } });

    // An open order of the product would wait for stock a kit never has.
    const ordered = await admin.product();
    const open = await kitOrder(warehouse, ordered, 2);
    expect((await bill(ordered, { type: 'kit', components: [{ productId: mug.id, quantity: 1 }] })).json()).toMatchObject({
      error: { code: 'CONFLICT', message: `The product is on ${open.number}, still open: a kit has no stock to fill it` },
    });
    const supplier = await admin.supplier();
    expectInvalid(await admin.send('POST', '/api/orders/purchase-orders', { supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: set.id, quantity: 1, unitCost: 1 }] }), {
      'items.0.productId': ['A kit is not bought: order its components'],
    });

    const moved = await admin.send('POST', '/api/inventory/movements', { productId: set.id, warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'Found' });
    expect(expectError(moved, 409, 'CONFLICT', 'A kit has no stock of its own: its components are received, moved and shipped').error.details).toEqual([{ productId: set.id, sku: set.sku }]);
    expectInvalid(await admin.send('POST', '/api/assembly-orders', { productId: set.id, warehouseId: warehouse.id, quantity: 1 }), { productId: ['A kit is not assembled: it is sold and shipped as its components'] });

    // An assembly again, the product takes units; removing the bill leaves an ordinary product.
    expectStatus(await bill(set, { type: 'assembly', components: [{ productId: mug.id, quantity: 1 }] }), 200);
    expect((await admin.receive(set.id, warehouse.id, 1)).level.onHand).toBe(1);
    expectStatus(await admin.send('DELETE', `/api/products/${set.id}/bill-of-materials`), 200);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('kit orders', () => {
  it("write the kit's line and its component lines, allocate and ship the components, and count the whole kits shipped", async () => {
    const { warehouse, mug, tea, set } = await giftSet(10, 10);
    const order = await kitOrder(warehouse, set, 2, { unitPrice: 25, discount: 10 });
    const [kitLine, mugLine, teaLine] = linesOf(order);
    expect(linesOf(order).map((line) => [line.productId, line.quantity, line.unitPrice, line.lineTotal, line.kit, line.kitItemId])).toEqual([
      [set.id, 2, 25, 45, true, null],
      [mug.id, 2, 0, 0, false, kitLine!.id],
      [tea.id, 4, 0, 0, false, kitLine!.id],
    ]);
    expect(order.subtotal).toBe(45);
    // Each product is once on an order: a component ordered alone beside its kit is refused.
    const customer = await admin.customer();
    expectInvalid(await admin.send('POST', SALES_ORDERS, { customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: mug.id, quantity: 1 }, { productId: set.id, quantity: 1 }] }), {
      'items.1.productId': ['A component of the kit is also on the order, alone or in another kit: order it once'],
    });

    const confirmed = await admin.updateSalesOrder(order.id, { status: 'confirmed' });
    expect(confirmed.allocationStatus).toBe('allocated');
    expect(linesOf(confirmed).map((line) => [line.allocatedQuantity, line.backorderedQuantity])).toEqual([[0, 0], [2, 0], [4, 0]]);

    expectInvalid(await admin.send('POST', `${SALES_ORDERS}/${order.id}/ship`, { items: [{ itemId: kitLine!.id, quantity: 1 }] }), { 'items.0.itemId': ["A kit's line is fulfilled by its component lines: name those"] });
    const part = await admin.shipped(order.id, { items: [{ itemId: mugLine!.id, quantity: 2 }, { itemId: teaLine!.id, quantity: 2 }] });
    expect(part.status).toBe('partially_shipped');
    // Two mugs but two teas: one whole kit.
    expect(linesOf(part)[0]!.shippedQuantity).toBe(1);
    const changed = await admin.send('PUT', `${SALES_ORDERS}/${order.id}/items/${teaLine!.id}`, { quantity: 6 });
    expectError(changed, 409, 'INVALID_STATE', "A kit's lines cannot change once the order is confirmed: cancel it and order again");

    const shipped = await admin.shipped(order.id);
    expect(shipped.status).toBe('shipped');
    expect(linesOf(shipped).map((line) => line.shippedQuantity)).toEqual([2, 2, 4]);
    expect([await admin.onHand(mug.id, warehouse.id), await admin.onHand(tea.id, warehouse.id)]).toEqual([8, 6]);

    // Revenue is the kit's line total, the cost of goods sold its components': 2 × 4.00 + 4 × 1.50.
    const financial = expectStatus<{ data: { totals: { revenue: number; cogs: number } } }>(await admin.get('/api/analytics/financial', { warehouseId: warehouse.id }), 200).data.totals;
    expect(financial).toMatchObject({ revenue: 45, cogs: 14 });

    // A return names the components; a kit's worth back is a kit returned, refunded at its share of the line.
    const kitReturn = await staff.send('POST', `${SALES_ORDERS}/${order.id}/returns`, { items: [{ itemId: kitLine!.id, quantity: 1, condition: 'resellable' }], reason: 'Unwanted' });
    expectInvalid(kitReturn, { 'items.0.itemId': ["A kit's line is fulfilled by its component lines: name those"] });
    const returned = expectStatus<{ data: { totals: { units: number; refundValue: number } } }>(
      await staff.send('POST', `${SALES_ORDERS}/${order.id}/returns`, {
        items: [
          { itemId: mugLine!.id, quantity: 1, condition: 'resellable' },
          { itemId: teaLine!.id, quantity: 2, condition: 'resellable' },
        ],
        reason: 'Unwanted',
      }),
      201,
    ).data;
    // 45.00 over the 6 component units: 7.50 each, one kit's worth 22.50.
    expect(returned.totals).toMatchObject({ units: 3, refundValue: 22.5 });
    expect(linesOf(await admin.salesOrderById(order.id)).map((line) => line.returnedQuantity)).toEqual([1, 1, 2]);
    const after = expectStatus<{ data: { totals: { revenue: number; cogs: number } } }>(await admin.get('/api/analytics/financial', { warehouseId: warehouse.id }), 200).data.totals;
    expect(after).toMatchObject({ revenue: 22.5, cogs: 7 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('backorder the components there are not; the kit line is never backordered itself', async () => {
    // 3 mugs and 3 teas make 1 set; 2 ordered: 2 mugs and 3 teas allocated, 1 tea backordered.
    const { warehouse, tea, set } = await giftSet(3, 3);
    const order = await kitOrder(warehouse, set, 2);
    const confirmed = await admin.updateSalesOrder(order.id, { status: 'confirmed' });
    expect(confirmed.allocationStatus).toBe('partially_allocated');
    expect(linesOf(confirmed).map((line) => [line.allocatedQuantity, line.backorderedQuantity])).toEqual([[0, 0], [2, 0], [3, 1]]);
    const listed = await admin.list<SalesOrderView>(SALES_ORDERS, { warehouseId: warehouse.id, allocationStatus: 'partially_allocated' });
    expect(listed.data.map((row) => row.id)).toEqual([order.id]);
    // The tea arriving completes the second set, and the order ships whole.
    await admin.receive(tea.id, warehouse.id, 1);
    const shipped = await admin.shipped(order.id);
    expect([shipped.status, linesOf(shipped)[0]!.shippedQuantity]).toEqual(['shipped', 2]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("go into a wave as their components' picks, and never give the kit a stock level", async () => {
    const { warehouse, mug, tea, set } = await giftSet(5, 5);
    expectStatus(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'PACK', type: 'packing' }), 201);
    const order = await kitOrder(warehouse, set, 2);
    await admin.updateSalesOrder(order.id, { status: 'confirmed' });
    const wave = expectStatus<{ data: { tasks: { productId: string; quantity: number }[] } }>(await admin.send('POST', '/api/picking/waves', { warehouseId: warehouse.id, salesOrderIds: [order.id] }), 201).data;
    expect(wave.tasks.map((task) => [task.productId, task.quantity]).sort()).toEqual([[mug.id, 2], [tea.id, 4]].sort());
    expect((await admin.list('/api/inventory', { productId: set.id })).data).toEqual([]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it.runIf(onPostgres)('racing for their components never sell more kits than the scarcest component makes', async () => {
    // 4 mugs and 5 teas make 2 sets; six orders of one set each confirm and ship at once.
    const { warehouse, mug, tea, set } = await giftSet(4, 5);
    const orders: SalesOrderView[] = [];
    for (let i = 0; i < 6; i++) orders.push(await kitOrder(warehouse, set, 1));
    const confirmations = await Promise.all(orders.map((order) => admin.send('PUT', `${SALES_ORDERS}/${order.id}`, { status: 'confirmed' })));
    expect(confirmations.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const shipments = await Promise.all(orders.map((order) => admin.send('POST', `${SALES_ORDERS}/${order.id}/ship`, {})));
    expect(shipments.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    const after = await Promise.all(orders.map((order) => admin.salesOrderById(order.id)));
    const kitsShipped = after.reduce((sum, order) => sum + linesOf(order)[0]!.shippedQuantity, 0);
    expect(kitsShipped).toBe(2);
    expect(after.filter((order) => order.status === 'shipped')).toHaveLength(2);
    // Every unit that left is on a component line, and what is left is on hand: the third order took the fifth tea, half a set, which waits for its second.
    const shippedOf = (productId: string) => after.flatMap(linesOf).filter((line) => line.productId === productId).reduce((sum, line) => sum + line.shippedQuantity, 0);
    expect(await admin.stockOf(tea.id, warehouse.id)).toMatchObject({ onHand: 0, reserved: 0 });
    expect([shippedOf(tea.id), shippedOf(mug.id) + (await admin.stockOf(mug.id, warehouse.id)).onHand]).toEqual([5, 4]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it.runIf(onPostgres)('a kit bill racing a receipt of the product: one of them is refused, never both kept', async () => {
    const part = await admin.product();
    const warehouse = await admin.warehouse();
    for (let round = 0; round < 5; round++) {
      const product = await admin.product();
      const [set, moved] = await Promise.all([
        bill(product, { type: 'kit', components: [{ productId: part.id, quantity: 1 }] }),
        admin.send('POST', '/api/inventory/movements', { productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'Found' }),
      ]);
      expect([set.statusCode, moved.statusCode].sort()).toEqual(set.statusCode === 200 ? [200, 409] : [201, 409]);
      expect(await admin.onHand(product.id, warehouse.id)).toBe(set.statusCode === 200 ? 0 : 1);
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
