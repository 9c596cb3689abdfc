/**
 * Putaway suggestions and receipts (decision 0022 points 2 and 3), read through GET
 * /api/orders/purchase-orders/{id}/putaway and written through POST …/receive: product rules, then
 * unit rules, then category rules, by priority; a zone's first location in walking order with room
 * (capacity and max weight less what lies there); else the location holding most of the product,
 * else DEFAULT. A receipt line naming no location goes to its suggestion; naming another records
 * suggestedLocationId; a two-step warehouse lands it in receiving with a putaway task. After each
 * test every balance equals its ledger.
 */
import { queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, FORBIDDEN, type MovementListItem, type ProductView, type WarehouseView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import type { PurchaseOrderView } from '../../support/orders.js';
import { putawayClient } from '../../support/putaway.js';

const t = await setupTestApp();
const admin = putawayClient(t, await t.login('admin'));
const manager = putawayClient(t, await t.login('manager'));
const staff = putawayClient(t, await t.login('staff'));
const viewer = putawayClient(t, await t.login('viewer'));

afterEach(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

/** An approved purchase order into `warehouse` of `lines` ([product, quantity, unit?]). */
async function approved(warehouse: WarehouseView, lines: [ProductView, number, string?][]): Promise<PurchaseOrderView> {
  const supplier = await admin.supplier();
  const order = await manager.purchaseOrder({
    supplierId: supplier.id,
    warehouseId: warehouse.id,
    items: lines.map(([product, quantity, unit]) => ({ productId: product.id, quantity, unitCost: 2, ...(unit ? { unit } : {}) })),
  });
  return manager.updatePurchaseOrder(order.id, { status: 'approved' });
}

/** The suggested location code of each line not fully received of `order`. */
const suggested = async (order: PurchaseOrderView) => (await staff.putaway(order.id)).lines.map((line) => line.location.code);

/** Units of `product` put into `location` by hand. */
async function put(product: ProductView, warehouse: WarehouseView, locationId: string, quantity: number) {
  expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity, reason: 'Opening stock', locationId }), 201);
}

/** The receipt movements of `product` in `warehouse`, oldest first. */
const receipts = async (product: ProductView, warehouse: WarehouseView): Promise<MovementListItem[]> =>
  (await staff.ledger(product.id, warehouse.id, { type: 'receipt' })).reverse();

describe('suggestions', () => {
  it('try product rules, then unit rules, then category rules, each by priority', async () => {
    const warehouse = await admin.warehouse();
    const category = await admin.products.category();
    const product = await admin.product({}, category.id);
    expectStatus(await admin.send('PUT', `/api/products/${product.id}/units`, { units: [{ name: 'case', quantity: 6 }] }), 200);
    const [p1, p2, u1, c1, c2] = await Promise.all(['P-1', 'P-2', 'U-1', 'C-1', 'C-2'].map((code) => admin.bin(warehouse, code)));
    const order = await approved(warehouse, [[product, 12, 'case']]);
    expect(await suggested(order)).toEqual(['DEFAULT']);

    await manager.rule(warehouse, { categoryId: category.id, locationId: c2!.id, priority: 5 });
    const c1Rule = await manager.rule(warehouse, { categoryId: category.id, locationId: c1!.id, priority: 1 });
    expect(await suggested(order)).toEqual(['C-1']);
    const unitRule = await manager.rule(warehouse, { unit: 'CASE', locationId: u1!.id, priority: 900 });
    expect(await suggested(order)).toEqual(['U-1']);
    await manager.rule(warehouse, { productId: product.id, locationId: p2!.id, priority: 1000 });
    const p1Rule = await manager.rule(warehouse, { productId: product.id, unit: 'case', locationId: p1!.id, priority: 999 });
    expect(await suggested(order)).toEqual(['P-1']);
    // A rule for another pack does not match; the product's rule for any unit does.
    expectStatus(await manager.send('PUT', manager.ruleUrl(warehouse, p1Rule.id), { unit: null, productId: null, categoryId: category.id, priority: 0 }), 200);
    expect(await suggested(order)).toEqual(['P-2']);
    // Without product rules the unit rule comes first, whatever the category rule's priority.
    const [productRule] = (await manager.rules(warehouse, { productId: product.id }));
    expectStatus(await manager.send('DELETE', manager.ruleUrl(warehouse, productRule!.id)), 200);
    expect(await suggested(order)).toEqual(['U-1']);
    // Category rules by priority: the one changed above (P-1, priority 0), then C-1 (1), then C-2 (5).
    expectStatus(await manager.send('DELETE', manager.ruleUrl(warehouse, unitRule.id)), 200);
    expect(await suggested(order)).toEqual(['P-1']);
    expectStatus(await manager.send('DELETE', manager.ruleUrl(warehouse, p1Rule.id)), 200);
    expect(await suggested(order)).toEqual(['C-1']);
    expectStatus(await manager.send('DELETE', manager.ruleUrl(warehouse, c1Rule.id)), 200);
    expect(await suggested(order)).toEqual(['C-2']);
  });

  it('match a category rule for products of its subcategories', async () => {
    const warehouse = await admin.warehouse();
    const parent = await admin.products.category();
    const child = expectStatus<{ data: { id: string } }>(await admin.send('POST', '/api/categories', { name: `Child ${crypto.randomUUID()}`, parentId: parent.id }), 201).data;
    const product = await admin.product({}, child.id);
    const bin = await admin.bin(warehouse, 'PARENT-1');
    await manager.rule(warehouse, { categoryId: parent.id, locationId: bin.id });
    expect(await suggested(await approved(warehouse, [[product, 3]]))).toEqual(['PARENT-1']);
  });

  it('send a zone rule to the first location of the zone in walking order with room for the line, by capacity and weight', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ weight: 1.5 });
    const other = await admin.product({ weight: 2 });
    const weightless = await admin.product();
    const z3 = await admin.bin(warehouse, 'Z-0', { zone: 'FAST' }); // no sequence: last
    const z2 = await admin.bin(warehouse, 'Z-2', { zone: 'FAST', sequence: 2, maxWeight: 20 });
    const z1 = await admin.bin(warehouse, 'Z-1', { zone: 'FAST', sequence: 1, capacity: 10 });
    await admin.bin(warehouse, 'DOCK-Z', { zone: 'FAST', sequence: 0, type: 'receiving' }); // never suggested
    await admin.bin(warehouse, 'OTHER', { zone: 'SLOW', sequence: 0 });
    for (const p of [product, other, weightless]) await manager.rule(warehouse, { productId: p.id, zone: 'FAST' });

    expect(await suggested(await approved(warehouse, [[product, 10]]))).toEqual(['Z-1']);
    // 5 units of another product lie in Z-1 (capacity 10): 6 do not fit, 5 do.
    await put(other, warehouse, z1.id, 5);
    expect(await suggested(await approved(warehouse, [[product, 6]]))).toEqual(['Z-2']);
    expect(await suggested(await approved(warehouse, [[product, 5]]))).toEqual(['Z-1']);
    // Z-2 holds 20 kg: 4 kg lie there (2 units of 2 kg); 8 units of 1.5 kg (12 kg) fit, 11 (16.5 kg) do not.
    await put(other, warehouse, z2.id, 2);
    expect(await suggested(await approved(warehouse, [[product, 8]]))).toEqual(['Z-2']);
    expect(await suggested(await approved(warehouse, [[product, 11]]))).toEqual(['Z-0']);
    // A product without weight is not weighed: Z-2 takes 500 of them.
    expect(await suggested(await approved(warehouse, [[weightless, 500]]))).toEqual(['Z-2']);
    expect(await suggested(await approved(warehouse, [[weightless, 5]]))).toEqual(['Z-1']);
    // The lines of one receipt share the room: the second line does not fit in what the first left.
    expect(await suggested(await approved(warehouse, [[product, 4], [weightless, 3]]))).toEqual(['Z-1', 'Z-2']);
    // A full location named by a rule is skipped for the next rule, then the fallbacks.
    const full = await admin.bin(warehouse, 'FULL', { capacity: 3 });
    await put(other, warehouse, full.id, 3);
    const solo = await admin.product();
    await manager.rule(warehouse, { productId: solo.id, locationId: full.id });
    expect(await suggested(await approved(warehouse, [[solo, 1]]))).toEqual(['DEFAULT']);
    await manager.rule(warehouse, { productId: solo.id, zone: 'SLOW', priority: 1 });
    expect(await suggested(await approved(warehouse, [[solo, 1]]))).toEqual(['OTHER']);
    // Units an open putaway task brings to a location count as lying there.
    await t.db.execute(sql`insert into tasks (id, warehouse_id, type, product_id, quantity, from_location_id, to_location_id)
      values (${crypto.randomUUID()}, ${warehouse.id}, 'putaway', ${weightless.id}, 5, ${z3.id}, ${z1.id})`);
    expect(await suggested(await approved(warehouse, [[weightless, 1]]))).toEqual(['Z-2']);
  });

  it('fall back to the location holding most of the product (pickable, active, not receiving or quarantine), else DEFAULT', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const order = await approved(warehouse, [[product, 4]]);
    expect(await suggested(order)).toEqual(['DEFAULT']);
    const a = await admin.bin(warehouse, 'A-1');
    const b = await admin.bin(warehouse, 'B-1');
    const hold = await admin.bin(warehouse, 'QA', { type: 'quarantine' });
    const damaged = await admin.bin(warehouse, 'DMG');
    expectStatus(await admin.send('PUT', `/api/warehouse/${warehouse.id}/locations/${damaged.id}`, { isPickable: false }), 200);
    await put(product, warehouse, a.id, 3);
    expect(await suggested(order)).toEqual(['A-1']);
    await put(product, warehouse, b.id, 7);
    await put(product, warehouse, hold.id, 50);
    await put(product, warehouse, damaged.id, 50);
    expect(await suggested(order)).toEqual(['B-1']);
  });

  it('are read with orders:read, for lines not fully received, with the receiving steps', async () => {
    const warehouse = await admin.warehouse();
    const [done, half] = [await admin.product(), await admin.product()];
    const order = await approved(warehouse, [[done, 2], [half, 10, undefined]]);
    await staff.received(order.id, [{ itemId: order.items[0]!.id, quantity: 2 }, { itemId: order.items[1]!.id, quantity: 4 }]);
    expect(await staff.putaway(order.id)).toEqual({
      purchaseOrderId: order.id,
      warehouseId: warehouse.id,
      receivingSteps: 1,
      receivingLocation: null,
      lines: [{ itemId: order.items[1]!.id, productId: half.id, sku: half.sku, remaining: 6, unit: null, location: { id: expect.any(String), code: 'DEFAULT' } }],
    });
    expect((await viewer.get(`/api/orders/purchase-orders/${order.id}/putaway`)).json()).toEqual(FORBIDDEN);
    const elsewhere = putawayClient(t, await t.login('staff', { warehouseId: (await admin.warehouse()).id }));
    expect((await elsewhere.get(`/api/orders/purchase-orders/${order.id}/putaway`)).statusCode).toBe(404);
    expect((await staff.get(`/api/orders/purchase-orders/${crypto.randomUUID()}/putaway`)).statusCode).toBe(404);
  });
});

describe('receipts', () => {
  it('put a line naming no location at its suggestion, and record the suggestion when the receiver names another location', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const shelf = await admin.bin(warehouse, 'SHELF-1');
    const floor = await admin.bin(warehouse, 'FLOOR-1');
    await manager.rule(warehouse, { productId: product.id, locationId: shelf.id });
    const order = await approved(warehouse, [[product, 10]]);
    const item = order.items[0]!.id;

    await staff.received(order.id, [{ itemId: item, quantity: 4 }]);
    await staff.received(order.id, [{ itemId: item, quantity: 3, locationId: floor.id }]);
    await staff.received(order.id, [{ itemId: item, quantity: 2, locationId: shelf.id }]);
    expect((await receipts(product, warehouse)).map(({ locationId, suggestedLocationId, quantity }) => ({ locationId, suggestedLocationId, quantity }))).toEqual([
      { locationId: shelf.id, suggestedLocationId: null, quantity: 4 },
      { locationId: floor.id, suggestedLocationId: shelf.id, quantity: 3 },
      { locationId: shelf.id, suggestedLocationId: null, quantity: 2 },
    ]);
    // No tasks in a one-step warehouse.
    expect(await queryRows(t.db, sql`select id from tasks where purchase_order_id = ${order.id}`)).toEqual([]);
  });

  it('suggest for the units still to receive, as GET …/putaway shows them, also when part of a line is received', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const small = await admin.bin(warehouse, 'SMALL', { capacity: 50 });
    const large = await admin.bin(warehouse, 'LARGE');
    await manager.rule(warehouse, { productId: product.id, locationId: small.id, priority: 1 });
    await manager.rule(warehouse, { productId: product.id, locationId: large.id, priority: 2 });
    const order = await approved(warehouse, [[product, 100]]);
    // 100 units do not fit SMALL: the receiver is shown LARGE, and 40 of them go there.
    expect(await suggested(order)).toEqual(['LARGE']);
    await staff.received(order.id, [{ itemId: order.items[0]!.id, quantity: 40 }]);
    expect((await receipts(product, warehouse)).map(({ locationId, suggestedLocationId }) => [locationId, suggestedLocationId])).toEqual([[large.id, null]]);
    // The 60 still to receive do not fit SMALL either.
    expect(await suggested(order)).toEqual(['LARGE']);
  });

  it('put a line with no rule where the product already lies, not at DEFAULT', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'serial' });
    const bin = await admin.bin(warehouse, 'S-1');
    expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'Opening stock', locationId: bin.id, serialNumbers: ['SN-OLD'] }), 201);
    const order = await approved(warehouse, [[product, 2]]);
    await staff.received(order.id, [{ itemId: order.items[0]!.id, quantity: 2, serialNumbers: ['SN-1', 'SN-2'] }]);
    expect((await receipts(product, warehouse)).map((m) => [m.serialNumber, m.locationId, m.suggestedLocationId])).toEqual([
      ['SN-1', bin.id, null],
      ['SN-2', bin.id, null],
    ]);
  });
});

describe('two-step receiving', () => {
  /** Rows of the tasks table of `orderId` (the task API lists them too; read here as stored). */
  async function tasksOf(orderId: string) {
    return queryRows<Record<string, unknown>>(
      t.db,
      sql`select type, status, priority, product_id, lot_id, serial_number, quantity, from_location_id, to_location_id, created_by
        from tasks where purchase_order_id = ${orderId} order by product_id, serial_number`,
    );
  }

  it('lands lines naming no location in the first receiving location and makes a putaway task per line (per serial) to the suggestion', async () => {
    const warehouse = await admin.warehouse();
    await admin.bin(warehouse, 'DOCK-2', { type: 'receiving', sequence: 2 });
    const dock = await admin.bin(warehouse, 'DOCK-1', { type: 'receiving', sequence: 1 });
    expectStatus(await admin.putWarehouse(warehouse.id, { receivingSteps: 2 }), 200);
    const plain = await admin.product();
    const lotted = await admin.product({ tracking: 'lot' });
    const serial = await admin.product({ tracking: 'serial' });
    const bin = await admin.bin(warehouse, 'B-1', { zone: 'B' });
    const elsewhere = await admin.bin(warehouse, 'X-1');
    for (const p of [plain, lotted, serial]) await manager.rule(warehouse, { productId: p.id, zone: 'B' });
    const order = await approved(warehouse, [[plain, 10], [lotted, 5], [serial, 2]]);
    expect(await staff.putaway(order.id)).toMatchObject({ receivingSteps: 2, receivingLocation: dock, lines: [{ location: bin }, { location: bin }, { location: bin }] });

    const [plainLine, lotLine, serialLine] = order.items.map((item) => item.id);
    await staff.received(order.id, [
      { itemId: plainLine, quantity: 6 },
      { itemId: plainLine, quantity: 4, locationId: elsewhere.id },
      { itemId: lotLine, quantity: 5, lotNumber: 'L-77' },
      { itemId: serialLine, quantity: 2, serialNumbers: ['S-1', 'S-2'] },
    ]);
    expect((await receipts(plain, warehouse)).map((m) => [m.locationId, m.suggestedLocationId, m.quantity])).toEqual([
      [dock.id, null, 6],
      [elsewhere.id, bin.id, 4],
    ]);
    const [lotReceipt] = await receipts(lotted, warehouse);
    expect(lotReceipt).toMatchObject({ locationId: dock.id, suggestedLocationId: null, quantity: 5 });
    expect((await receipts(serial, warehouse)).map((m) => m.locationId)).toEqual([dock.id, dock.id]);

    const me = await staff.me();
    const task = { type: 'putaway', status: 'open', priority: 5, from_location_id: dock.id, to_location_id: bin.id, created_by: me };
    const expected = [
      { ...task, product_id: plain.id, lot_id: null, serial_number: null, quantity: 6 },
      { ...task, product_id: lotted.id, lot_id: lotReceipt!.lotId, serial_number: null, quantity: 5 },
      { ...task, product_id: serial.id, lot_id: null, serial_number: 'S-1', quantity: 1 },
      { ...task, product_id: serial.id, lot_id: null, serial_number: 'S-2', quantity: 1 },
    ].sort((a, b) => (a.product_id === b.product_id ? 0 : a.product_id < b.product_id ? -1 : 1));
    expect(await tasksOf(order.id)).toEqual(expected);
    expect(lotReceipt!.lotId).not.toBeNull();
  });

  it('refuses a receipt (409) while the warehouse has no active receiving location, and writes nothing', async () => {
    const warehouse = await admin.warehouse();
    const dock = await admin.bin(warehouse, 'DOCK', { type: 'receiving' });
    expectStatus(await admin.putWarehouse(warehouse.id, { receivingSteps: 2 }), 200);
    const product = await admin.product();
    const order = await approved(warehouse, [[product, 3]]);
    // The guard on locations keeps one (decision 0022 point 3); a receiving location gone under it is still refused at receipt.
    await t.db.execute(sql`update locations set is_active = false where id = ${dock.id}`);
    const res = await staff.receiveOrder(order.id, { items: [{ itemId: order.items[0]!.id, quantity: 3 }] });
    expect(expectStatus<{ error: { code: string; message: string } }>(res, 409).error).toEqual({
      code: 'CONFLICT',
      message: 'A warehouse receiving in two steps needs an active receiving location: create one (type receiving) first',
    });
    expect(await staff.onHand(product.id, warehouse.id)).toBe(0);
    expect(await tasksOf(order.id)).toEqual([]);
  });
});
