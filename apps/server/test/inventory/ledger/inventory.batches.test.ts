/**
 * Writes of many lines (ledger.repository changeLevels, picking pickPiecesInOrder, prepared.ts
 * insertStatement): their levels are locked in one statement and changed in rounds, the first
 * balance of each plain pick taken in one statement, their rows inserted in multi-row statements
 * past eight. Line by line, the results are those of one line at a time: each line's movement
 * chains its level's on hand, a short line is named with what was available, a line that would
 * pass the integer maximum is named, and a refused write leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, type MovementListItem, type ProductView, type WarehouseView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { expectError, orderClient, type OrderClient } from '../../support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
});

afterAll(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

/** An approved purchase order of `lines` (product, quantity) into `warehouse`. */
async function approvedPurchaseOrder(warehouse: WarehouseView, lines: [ProductView, number][]) {
  const supplier = await admin.supplier();
  const order = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: lines.map(([product, quantity]) => ({ productId: product.id, quantity, unitCost: 1 })) });
  return admin.updatePurchaseOrder(order.id, { status: 'approved' });
}

/** The movements of a level, oldest first. */
async function movementsOf(productId: string, warehouseId: string): Promise<MovementListItem[]> {
  return (await admin.list<MovementListItem>('/api/inventory/movements', { productId, warehouseId, limit: 100 })).data.reverse();
}

describe('a receipt of many lines', () => {
  it('receives 12 lines, one product twice (into a bin, then its default location twice), each level the sum of its lines', async () => {
    const warehouse = await admin.warehouse();
    const bin = expectStatus<{ data: { id: string } }>(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'A-01-1' }), 201).data;
    const products = await Promise.all(Array.from({ length: 10 }, () => admin.product()));
    const [twice] = products;
    const order = await approvedPurchaseOrder(warehouse, products.map((product, i) => [product, i === 0 ? 12 : i + 1]));
    const items = [
      { productId: twice!.id, quantity: 5, locationId: bin.id },
      ...products.slice(1).map((product, i) => ({ productId: product.id, quantity: i + 2 })),
      { productId: twice!.id, quantity: 4 },
      { productId: twice!.id, quantity: 3 },
    ];
    expect(items).toHaveLength(12);
    expect((await admin.received(order.id, items)).status).toBe('received');

    for (const [i, product] of products.entries()) expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: i === 0 ? 12 : i + 1, reserved: 0 });
    // The lines of one level chain its on hand in their order; the two into one place make one balance.
    expect((await movementsOf(twice!.id, warehouse.id)).map((m) => [m.quantity, m.onHandAfter])).toEqual([
      [5, 5],
      [4, 9],
      [3, 12],
    ]);
    const balances = (await admin.list<{ locationCode: string; onHand: number }>('/api/inventory/balances', { productId: twice!.id, limit: 100 })).data;
    expect(balances.map((b) => [b.locationCode, b.onHand]).sort()).toEqual([
      ['A-01-1', 5],
      ['DEFAULT', 7],
    ]);
  });

  it('names the one line that would pass the integer maximum, and receives nothing', async () => {
    const warehouse = await admin.warehouse();
    const [full, other] = [await admin.product(), await admin.product()];
    expectStatus(await admin.adjust({ productId: full.id, warehouseId: warehouse.id, countedQuantity: 2_147_483_640, reason: 'count' }), 201);
    const order = await approvedPurchaseOrder(warehouse, [
      [other, 5],
      [full, 10],
    ]);
    const refused = expectError(await admin.receiveOrder(order.id, { items: [{ productId: other.id, quantity: 5 }, { productId: full.id, quantity: 10 }] }), 409, 'CONFLICT', 'Stock level would exceed the maximum');
    expect(refused.error.details).toEqual([{ productId: full.id, warehouseId: warehouse.id }]);
    expect(await admin.stockOf(other.id, warehouse.id)).toEqual({ onHand: 0, reserved: 0 });
    expect(await admin.stockOf(full.id, warehouse.id)).toEqual({ onHand: 2_147_483_640, reserved: 0 });
    expect((await admin.purchaseOrderById(order.id)).status).toBe('approved');
  });
});

describe('a shipment of many lines', () => {
  it('ships nine lines from their first balances and the one spread over two bins from both, first in first out', async () => {
    const warehouse = await admin.warehouse();
    const bin = expectStatus<{ data: { id: string } }>(await admin.send('POST', `/api/warehouse/${warehouse.id}/locations`, { code: 'B-01-1' }), 201).data;
    const products = await Promise.all(Array.from({ length: 10 }, () => admin.product()));
    for (const product of products) await admin.receive(product.id, warehouse.id, 6);
    // The last product's first 6 units lie at the default location, 6 more in a bin: shipping 9 takes from both.
    const spread = products[9]!;
    expectStatus(await admin.move({ productId: spread.id, warehouseId: warehouse.id, type: 'in', quantity: 6, reason: 'Second pallet', locationId: bin.id }), 201);
    const customer = await admin.customer();
    const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: products.map((product, i) => ({ productId: product.id, quantity: i === 9 ? 9 : (i % 5) + 1 })) });
    await admin.updateSalesOrder(order.id, { status: 'confirmed' });
    expect((await admin.shipped(order.id)).status).toBe('shipped');

    for (const [i, product] of products.slice(0, 9).entries()) expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 6 - ((i % 5) + 1), reserved: 0 });
    expect(await admin.stockOf(spread.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
    const shipped = (await movementsOf(spread.id, warehouse.id)).filter((m) => m.type === 'shipment');
    expect(shipped.map((m) => [m.quantity, m.onHandAfter])).toEqual([
      [-6, 6],
      [-3, 3],
    ]);
  });

  it('confirming, in API version 2026-11-27, an order two of whose lines are short names both with what was available, and allocates nothing', async () => {
    const warehouse = await admin.warehouse();
    const products = await Promise.all(Array.from({ length: 3 }, () => admin.product()));
    for (const product of products) await admin.receive(product.id, warehouse.id, 4);
    const customer = await admin.customer();
    const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: products.map((product, i) => ({ productId: product.id, quantity: i === 1 ? 2 : 7 })) });
    const confirm = await t.app.inject({ method: 'PUT', url: `/api/orders/sales-orders/${order.id}`, headers: { ...admin.headers, 'stockroom-version': '2026-11-27' }, payload: { status: 'confirmed' } });
    const refused = expectError(confirm, 409, 'INSUFFICIENT_STOCK', 'Insufficient stock');
    expect(refused.error.details).toEqual(
      expect.arrayContaining([
        { productId: products[0]!.id, warehouseId: warehouse.id, requested: 7, available: 4 },
        { productId: products[2]!.id, warehouseId: warehouse.id, requested: 7, available: 4 },
      ]),
    );
    expect(refused.error.details).toHaveLength(2);
    for (const product of products) expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 0 });
  });
});
