/**
 * Sales orders in any unit of a product (decision 0021): order lines (POST, PUT of a draft, PUT of a
 * confirmed order's line) take `unit` beside `quantity`, are stored in base units with the unit and
 * quantity as entered, and every rule (line totals, allocation, shipped within ordered, the 100,000,000
 * line limit) reads the base quantity; shipments convert each line and keep no unit (the ledger is in
 * base units). Ledger and levels agree after every posting.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type ProductView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, orderClient, SALES_ORDERS, validation, type OrderClient, type SalesOrderItemView, type SalesOrderView } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
});

/** A sales order line as the API answers it, with the unit it was entered in (decision 0021). */
type Line = SalesOrderItemView & { unit: string | null; unitQuantity: number | null };
type Order = Omit<SalesOrderView, 'items'> & { items: Line[] };

/** A product kept in `unitOfMeasure` selling at `sellingPrice`, with a case of 12 and a pallet of 40 cases when it is kept in pieces. */
async function product(sellingPrice = 2.5, unitOfMeasure = 'piece'): Promise<ProductView> {
  const created = await admin.product({ sellingPrice, costPrice: 1, unitOfMeasure });
  if (unitOfMeasure === 'piece') {
    const units = [
      { name: 'case', quantity: 12 },
      { name: 'pallet', quantity: 40, contains: 'case' },
    ];
    expectStatus(await admin.send('PUT', `/api/products/${created.id}/units`, { units }), 200);
  }
  return created;
}

/** A warehouse holding `stock` units of `of`, a customer, and a draft order of `items` there. */
async function draft(of: ProductView, stock: number, items: Record<string, unknown>[]) {
  const warehouse = await admin.warehouse();
  const customer = await admin.customer();
  if (stock > 0) await admin.receive(of.id, warehouse.id, stock);
  const order = expectStatus<{ data: Order }>(await manager.postSalesOrder({ customerId: customer.id, warehouseId: warehouse.id, items }), 201).data;
  return { warehouse, customer, order };
}

const confirm = async (id: string) => expectStatus<{ data: Order }>(await manager.putSalesOrder(id, { status: 'confirmed' }), 200).data;
const ship = (id: string, items?: Record<string, unknown>[]) => staff.shipOrder(id, items ? { items } : {});
const putLine = (order: Order, body: Record<string, unknown>) => manager.send('PUT', `${SALES_ORDERS}/${order.id}/items/${order.items[0]!.id}`, body);

describe('sales order lines in packs and measures', () => {
  it('orders 2 cases as 24 units priced per unit, allocates and ships them in units and cases, the ledger in units', async () => {
    const goods = await product(2.5);
    const { warehouse, order } = await draft(goods, 500, [{ productId: goods.id, quantity: 2, unit: 'CASE' }]);
    expect(order.items).toEqual([
      expect.objectContaining({ productId: goods.id, quantity: 24, unit: 'case', unitQuantity: 2, unitPrice: 2.5, lineTotal: 60, shippedQuantity: 0 }),
    ]);
    expect(order.subtotal).toBe(60);
    const read = expectStatus<{ data: Order }>(await admin.getSalesOrder(order.id), 200).data;
    expect(read.items[0]).toMatchObject({ quantity: 24, unit: 'case', unitQuantity: 2, lineTotal: 60 });
    const listed = expectStatus<{ data: Order[] }>(await admin.get(SALES_ORDERS, { warehouseId: warehouse.id }), 200).data;
    expect(listed.map((o) => o.items[0]!).map(({ quantity, unit, unitQuantity }) => ({ quantity, unit, unitQuantity }))).toEqual([{ quantity: 24, unit: 'case', unitQuantity: 2 }]);

    const confirmed = await confirm(order.id);
    expect(confirmed.items[0]).toMatchObject({ quantity: 24, allocatedQuantity: 24, backorderedQuantity: 0, unit: 'case', unitQuantity: 2 });
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 500, reserved: 24 });

    const line = confirmed.items[0]!;
    const first = expectStatus<{ data: Order }>(await ship(order.id, [{ itemId: line.id, quantity: 10 }]), 200).data;
    expect(first.status).toBe('partially_shipped');
    expect(first.items[0]).toMatchObject({ quantity: 24, shippedQuantity: 10, allocatedQuantity: 14, unit: 'case', unitQuantity: 2 });
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 490, reserved: 14 });
    expect(await ledgerMismatches(t.db)).toEqual([]);

    // A pallet is 480 units: more than the 14 that remain, refused as such before any stock moves.
    const pallet = expectError(await ship(order.id, [{ itemId: line.id, quantity: 1, unit: 'pallet' }]), 409, 'OVER_SHIPMENT');
    expect(pallet.error.details).toEqual([{ itemId: line.id, productId: goods.id, ordered: 24, shipped: 10, requested: 480 }]);

    const rest = expectStatus<{ data: Order }>(await ship(order.id, [{ itemId: line.id, quantity: 1, unit: 'case' }, { productId: goods.id, quantity: 2 }]), 200).data;
    expect(rest.status).toBe('shipped');
    expect(rest.items[0]).toMatchObject({ quantity: 24, shippedQuantity: 24, allocatedQuantity: 0, backorderedQuantity: 0, unit: 'case', unitQuantity: 2 });
    expect(rest.items[0]!.shippedFrom.reduce((sum, grain) => sum + grain.quantity, 0)).toBe(24);
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 476, reserved: 0 });
    const movements = await admin.ledger(goods.id, warehouse.id, { type: 'shipment' });
    expect(movements.map((m) => m.quantity).sort((a, b) => a - b)).toEqual([-12, -10, -2]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('replaces a draft\'s lines in a pallet, and the base unit named is no unit kept', async () => {
    const goods = await product(1);
    const { order } = await draft(goods, 0, [{ productId: goods.id, quantity: 3, unit: 'case' }]);
    const pallet = expectStatus<{ data: Order }>(await manager.putSalesOrder(order.id, { items: [{ productId: goods.id, quantity: 1, unit: 'Pallet' }] }), 200).data;
    expect(pallet.items).toEqual([expect.objectContaining({ quantity: 480, unit: 'pallet', unitQuantity: 1, lineTotal: 480 })]);
    const pieces = expectStatus<{ data: Order }>(await manager.putSalesOrder(order.id, { items: [{ productId: goods.id, quantity: 7, unit: 'piece' }] }), 200).data;
    expect(pieces.items).toEqual([expect.objectContaining({ quantity: 7, unit: null, unitQuantity: null, lineTotal: 7 })]);
  });

  it('refuses an unknown unit at the line\'s quantity field, on create, edit, shipment and line change, nothing written', async () => {
    const goods = await product();
    const other = await product();
    const warehouse = await admin.warehouse();
    const customer = await admin.customer();
    const items = [
      { productId: other.id, quantity: 1 },
      { productId: goods.id, quantity: 1, unit: 'crate' },
    ];
    const refused = await manager.postSalesOrder({ customerId: customer.id, warehouseId: warehouse.id, items });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual(validation({ 'items.1.unit': ['Unit crate is not a unit of this product (piece, case, pallet)'] }));
    expect((await admin.salesOrders({ warehouseId: warehouse.id })).data).toEqual([]);

    await admin.receive(goods.id, warehouse.id, 100);
    const order = expectStatus<{ data: Order }>(await manager.postSalesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: goods.id, quantity: 2, unit: 'case' }] }), 201).data;
    expect((await manager.putSalesOrder(order.id, { items: [{ productId: goods.id, quantity: 1, unit: 'kg' }] })).json()).toEqual(
      validation({ 'items.0.unit': ['Unit kg is not a unit of this product (piece, case, pallet)'] }),
    );
    const confirmed = await confirm(order.id);
    expect(confirmed.items[0]).toMatchObject({ quantity: 24, unit: 'case', unitQuantity: 2 });
    const shipped = await ship(order.id, [{ itemId: confirmed.items[0]!.id, quantity: 1 }, { itemId: confirmed.items[0]!.id, quantity: 1, unit: 'box' }]);
    expect(shipped.statusCode, shipped.body).toBe(400);
    expect(shipped.json()).toEqual(validation({ 'items.1.unit': ['Unit box is not a unit of this product (piece, case, pallet)'] }));
    const changed = await putLine(confirmed, { quantity: 1, unit: 'layer' });
    expect(changed.json()).toEqual(validation({ unit: ['Unit layer is not a unit of this product (piece, case, pallet)'] }));
    expect(expectStatus<{ data: Order }>(await admin.getSalesOrder(order.id), 200).data.items[0]).toMatchObject({ quantity: 24, shippedQuantity: 0, unit: 'case', unitQuantity: 2 });
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 100, reserved: 24 });
  });

  it('converts grams of a product kept in kg exactly: 3000 g is 3 kg, 1500 g is refused with why', async () => {
    const flour = await product(4, 'kg');
    const { warehouse, order } = await draft(flour, 10, [{ productId: flour.id, quantity: 3000, unit: 'g' }]);
    expect(order.items[0]).toMatchObject({ quantity: 3, unit: 'g', unitQuantity: 3000, unitPrice: 4, lineTotal: 12 });

    const half = await manager.putSalesOrder(order.id, { items: [{ productId: flour.id, quantity: 1500, unit: 'g' }] });
    expect(half.statusCode, half.body).toBe(400);
    expect(half.json()).toEqual(validation({ 'items.0.quantity': ['1500 g is 1.5 kg: the product is kept in whole kg'] }));

    const confirmed = await confirm(order.id);
    expect(confirmed.items[0]).toMatchObject({ quantity: 3, allocatedQuantity: 3, unit: 'g', unitQuantity: 3000 });
    const odd = await ship(order.id, [{ productId: flour.id, quantity: 250, unit: 'g' }]);
    expect(odd.json()).toEqual(validation({ 'items.0.quantity': ['250 g is 0.25 kg: the product is kept in whole kg'] }));
    const shipped = expectStatus<{ data: Order }>(await ship(order.id, [{ productId: flour.id, quantity: 2000, unit: 'g' }]), 200).data;
    expect(shipped.items[0]).toMatchObject({ shippedQuantity: 2, allocatedQuantity: 1 });
    expect(await admin.stockOf(flour.id, warehouse.id)).toEqual({ onHand: 8, reserved: 1 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('changes a confirmed line\'s quantity in cases, allocating or backordering in units; a plain quantity is in the base unit again', async () => {
    const goods = await product(2);
    const { warehouse, order } = await draft(goods, 40, [{ productId: goods.id, quantity: 2, unit: 'case' }]);
    const confirmed = await confirm(order.id);
    expect(confirmed.items[0]).toMatchObject({ quantity: 24, allocatedQuantity: 24 });

    const more = expectStatus<{ data: Order }>(await putLine(confirmed, { quantity: 4, unit: 'case' }), 200).data;
    expect(more.items[0]).toMatchObject({ quantity: 48, unit: 'case', unitQuantity: 4, allocatedQuantity: 40, backorderedQuantity: 8, lineTotal: 96 });
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 40, reserved: 40 });
    expect(await ledgerMismatches(t.db)).toEqual([]);

    expectStatus(await ship(order.id, [{ itemId: more.items[0]!.id, quantity: 25 }]), 200);
    // 2 cases are 24 units, fewer than the 25 shipped.
    const below = await putLine(more, { quantity: 2, unit: 'case' });
    expect(below.json()).toEqual(validation({ quantity: ['Quantity must be at least the 25 units shipped'] }));

    const plain = expectStatus<{ data: Order }>(await putLine(more, { quantity: 30 }), 200).data;
    expect(plain.items[0]).toMatchObject({ quantity: 30, unit: null, unitQuantity: null, shippedQuantity: 25, allocatedQuantity: 5, backorderedQuantity: 0, lineTotal: 60 });
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 15, reserved: 5 });
    expect(await ledgerMismatches(t.db)).toEqual([]);

    const cases = expectStatus<{ data: Order }>(await putLine(plain, { quantity: 3, unit: 'case' }), 200).data;
    expect(cases.items[0]).toMatchObject({ quantity: 36, unit: 'case', unitQuantity: 3, shippedQuantity: 25, allocatedQuantity: 11, backorderedQuantity: 0 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('holds a line to 100,000,000 base units and its total to the column, counted in base units', async () => {
    const goods = await product(999_999.99);
    const warehouse = await admin.warehouse();
    const customer = await admin.customer();
    const post = (items: Record<string, unknown>[]) => manager.postSalesOrder({ customerId: customer.id, warehouseId: warehouse.id, items });
    expect((await post([{ productId: goods.id, quantity: 10_000_000, unit: 'case' }])).json()).toEqual(
      validation({ 'items.0.quantity': ['10000000 case is 120000000 piece, more than 100,000,000'] }),
    );
    // 2,100 pallets are 1,008,000 units: their total at 999,999.99 passes 999,999,999,999.99.
    expect((await post([{ productId: goods.id, quantity: 2_100, unit: 'pallet' }])).json()).toEqual(validation({ 'items.0.quantity': ['Line total is too high'] }));
    await admin.receive(goods.id, warehouse.id, 1);
    const dear = expectStatus<{ data: Order }>(await post([{ productId: goods.id, quantity: 1, unit: 'case' }]), 201).data;
    const dearLine = await confirm(dear.id);
    expect((await putLine(dearLine, { quantity: 2_100, unit: 'pallet' })).json()).toEqual(validation({ quantity: ['Line total is too high'] }));
    expect(expectStatus<{ data: Order }>(await admin.getSalesOrder(dear.id), 200).data.items[0]).toMatchObject({ quantity: 12, unit: 'case', unitQuantity: 1, allocatedQuantity: 1 });

    const cheap = await product(0.01);
    await admin.receive(cheap.id, warehouse.id, 10);
    const order = expectStatus<{ data: Order }>(await manager.postSalesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: cheap.id, quantity: 8_333_333, unit: 'case' }] }), 201).data;
    expect(order.items[0]).toMatchObject({ quantity: 99_999_996, unit: 'case', unitQuantity: 8_333_333 });
    const confirmed = await confirm(order.id);
    expect(confirmed.items[0]).toMatchObject({ allocatedQuantity: 10, backorderedQuantity: 99_999_986 });
    expect((await putLine(confirmed, { quantity: 8_333_334, unit: 'case' })).json()).toEqual(validation({ quantity: ['8333334 case is 100000008 piece, more than 100,000,000'] }));
    const huge = await ship(order.id, [{ itemId: confirmed.items[0]!.id, quantity: 300_000, unit: 'pallet' }]);
    expect(huge.json()).toEqual(validation({ 'items.0.quantity': ['300000 pallet is 144000000 piece, more than 100,000,000'] }));
    expect(expectStatus<{ data: Order }>(await admin.getSalesOrder(order.id), 200).data.items[0]).toMatchObject({ quantity: 99_999_996, shippedQuantity: 0, allocatedQuantity: 10 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
