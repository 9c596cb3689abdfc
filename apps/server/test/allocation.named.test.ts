/**
 * Allocation's rules where units change hands without the allocator choosing them (decision 0020),
 * through /api on either database: a hold made before the customer was known, an allocation moved
 * by hand, and a shipment scanning units other than those allocated all respect the order line's
 * minimum remaining shelf life; a shipment naming units that lie in a bin that is not pickable (a
 * serial, a lot, the bin itself) answers 409 CONFLICT saying so. After the file every balance and
 * level equals its ledger and every reserved the sum of its allocations. A bin made pickable
 * hands its units to the lines waiting; a relocation gives the owners it displaced the units where
 * they land, within their shelf-life minimum; a transfer's arrival fills a backorder, and closing it
 * with units lost leaves the rest waiting.
 */
import { describe, expect, it } from 'vitest';
import { allocationTestApp, day } from './support/allocation.js';
import { expectStatus, type ProductView } from './support/inventory.js';
import { expectError, type SalesOrderView } from './support/orders.js';

const { admin, manager, staff, bin, stock, confirmed, units, allocatedTo } = await allocationTestApp();

/** The id of `product`'s lot `lotNumber`. */
async function lotId(product: ProductView, lotNumber: string): Promise<string> {
  return (await admin.list<{ id: string; lotNumber: string }>(`/api/products/${product.id}/lots`)).data.find((lot) => lot.lotNumber === lotNumber)!.id;
}

describe("the order line's minimum remaining shelf life", () => {
  it('a hold converted for a customer with a minimum keeps only lots that meet it and releases the rest', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    await stock(product, warehouse, 2, { lotNumber: 'H10', expiryDate: day(10) });
    await stock(product, warehouse, 2, { lotNumber: 'H60', expiryDate: day(60) });
    const hold = expectStatus<{ data: { id: string } }>(await staff.send('POST', '/api/inventory/holds', { warehouseId: warehouse.id, lines: [{ productId: product.id, quantity: 4 }] }), 201).data;

    const picky = await admin.customer({ minRemainingShelfLifeDays: 30 });
    const order = await staff.salesOrder({ customerId: picky.id, warehouseId: warehouse.id, holdId: hold.id, items: [{ productId: product.id, quantity: 4 }] });
    expect(order.items[0]).toMatchObject({ allocatedQuantity: 2 });
    expect(await allocatedTo(order)).toEqual([['H60', 2]]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 4, reserved: 2 });
    const confirmedOrder = await manager.updateSalesOrder(order.id, { status: 'confirmed' });
    expect(confirmedOrder.items[0]).toMatchObject({ allocatedQuantity: 2, backorderedQuantity: 2 });
  });

  it('an allocation moved by hand takes only lots with the shelf life the receiving line requires', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    await stock(product, warehouse, 3, { lotNumber: 'M10', expiryDate: day(10) });
    await stock(product, warehouse, 2, { lotNumber: 'M90', expiryDate: day(90) });
    const first = await confirmed(warehouse, [[product, 3]]);
    const second = await confirmed(warehouse, [[product, 2]]);
    expect([await allocatedTo(first), await allocatedTo(second)]).toEqual([[['M10', 3]], [['M90', 2]]]);
    const picky = await confirmed(warehouse, [[product, 2]], {}, await admin.customer({ minRemainingShelfLifeDays: 30 }));
    const move = (from: SalesOrderView) => manager.send('POST', `/api/orders/sales-orders/${picky.id}/allocations`, { fromSalesOrderId: from.id, productId: product.id, quantity: 2 });
    const refused = expectError(await move(first), 409, 'INSUFFICIENT_STOCK');
    expect(refused.error.details).toEqual([{ productId: product.id, warehouseId: warehouse.id, requested: 2, available: 0 }]);

    expectStatus(await move(second), 200);
    expect(await allocatedTo(picky)).toEqual([['M90', 2]]);
    expect(await units(second)).toEqual([[0, 2]]);
  });

  it('a shipment refuses a scanned lot short of the minimum unless a manager allows it, and skips such lots when it names only a bin', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    const shelf = await bin(warehouse, 'SL-1');
    await stock(product, warehouse, 3, { lotNumber: 'S60', expiryDate: day(60) });
    const order = await confirmed(warehouse, [[product, 3]], {}, await admin.customer({ minRemainingShelfLifeDays: 30 }));
    expect(await allocatedTo(order)).toEqual([['S60', 3]]);
    await stock(product, warehouse, 4, { lotNumber: 'S10', expiryDate: day(10), locationId: shelf.id });
    await stock(product, warehouse, 1, { lotNumber: 'S45', expiryDate: day(45), locationId: shelf.id });
    const itemId = order.items[0]!.id;

    const short = { itemId, quantity: 1, lotId: await lotId(product, 'S10') };
    const refused = expectError(await staff.shipOrder(order.id, { items: [short] }), 409, 'CONFLICT');
    expect(refused.error.message).toBe(`Lot S10 expires on ${day(10)}, within the 30 days of shelf life the order requires; name it with allowExpired to ship it`);
    expectError(await staff.shipOrder(order.id, { items: [{ ...short, allowExpired: true }] }), 403, 'FORBIDDEN');

    // Named by bin only, the scan takes the lot with shelf life enough (S45), not the earlier S10.
    const byBin = await staff.shipped(order.id, { items: [{ itemId, quantity: 1, locationId: shelf.id }] });
    expect(byBin.items[0]!.shippedFrom.map((grain) => grain.lotNumber)).toEqual(['S45']);
    expectError(await staff.shipOrder(order.id, { items: [{ itemId, quantity: 1, locationId: shelf.id }] }), 409, 'INSUFFICIENT_STOCK');
    const allowed = await manager.shipped(order.id, { items: [{ ...short, allowExpired: true }] });
    expect(allowed.items[0]).toMatchObject({ shippedQuantity: 2, allocatedQuantity: 1 });
  });
});

describe('units named in a bin that is not pickable', () => {
  it('a serial, or a lot with no units in a pickable bin, answers 409 CONFLICT naming where they lie', async () => {
    const warehouse = await admin.warehouse();
    const quarantine = await bin(warehouse, 'QA-1', false);
    const serialized = await admin.product({ tracking: 'serial' });
    await stock(serialized, warehouse, 1, { serialNumbers: ['SN-Q1'], locationId: quarantine.id });
    await stock(serialized, warehouse, 1, { serialNumbers: ['SN-OK'] });
    const order = await confirmed(warehouse, [[serialized, 1]]);
    const itemId = order.items[0]!.id;
    const refused = expectError(await staff.shipOrder(order.id, { items: [{ itemId, quantity: 1, serialNumbers: ['SN-Q1'] }] }), 409, 'CONFLICT');
    expect(refused.error).toMatchObject({
      message: 'Location is not pickable: its stock is not for sale (quarantine, receiving or damaged)',
      details: [{ itemId, locationId: quarantine.id, lotId: null, serialNumber: 'SN-Q1' }],
    });
    expect((await staff.shipped(order.id, { items: [{ itemId, quantity: 1, serialNumbers: ['SN-OK'] }] })).status).toBe('shipped');

    const lotted = await admin.product({ tracking: 'lot' });
    await stock(lotted, warehouse, 2, { lotNumber: 'QL', expiryDate: day(90), locationId: quarantine.id });
    await stock(lotted, warehouse, 2, { lotNumber: 'OK', expiryDate: day(90) });
    const lotOrder = await confirmed(warehouse, [[lotted, 1]]);
    const line = { itemId: lotOrder.items[0]!.id, quantity: 1 };
    const quarantined = await lotId(lotted, 'QL');
    const lotRefused = expectError(await staff.shipOrder(lotOrder.id, { items: [{ ...line, lotId: quarantined }] }), 409, 'CONFLICT');
    expect(lotRefused.error.details).toEqual([{ itemId: line.itemId, locationId: quarantine.id, lotId: quarantined, serialNumber: null }]);
    // Once part of the lot is in a pickable bin, that part ships.
    expectStatus(await manager.send('POST', '/api/inventory/relocations', { productId: lotted.id, warehouseId: warehouse.id, quantity: 1, lotNumber: 'QL', fromLocationId: quarantine.id, toLocationId: (await bin(warehouse, 'PK-1')).id }), 201);
    const shipped = await staff.shipped(lotOrder.id, { items: [{ ...line, lotId: quarantined }] });
    expect(shipped.items[0]!.shippedFrom).toMatchObject([{ lotNumber: 'QL', locationCode: 'PK-1' }]);
  });
});

describe('a bin made pickable', () => {
  it('hands its units to the lines waiting, in the same request', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const receiving = await bin(warehouse, 'RCV-9', false);
    await stock(product, warehouse, 2, { locationId: receiving.id });
    const order = await confirmed(warehouse, [[product, 3]]);
    expect(await units(order)).toEqual([[0, 3]]);
    expectStatus(await admin.send('PUT', `/api/warehouse/${warehouse.id}/locations/${receiving.id}`, { name: 'Receiving, released' }), 200);
    expect(await units(order)).toEqual([[0, 3]]);
    expectStatus(await admin.send('PUT', `/api/warehouse/${warehouse.id}/locations/${receiving.id}`, { isPickable: true }), 200);
    expect(await units(order)).toEqual([[2, 1]]);
    expect(await allocatedTo(order)).toEqual([['RCV-9', 2]]);
  });
});

describe('units that move keep their promises', () => {
  it('a relocation gives the owners it displaced the very units where they land, before older free stock', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const [shelf, reserve, packing] = [await bin(warehouse, 'RA-1'), await bin(warehouse, 'RB-1'), await bin(warehouse, 'RP-1')];
    await stock(product, warehouse, 2, { locationId: shelf.id });
    const order = await confirmed(warehouse, [[product, 2]]);
    await stock(product, warehouse, 5, { locationId: reserve.id });
    expectStatus(await manager.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, quantity: 2, fromLocationId: shelf.id, toLocationId: packing.id }), 201);
    expect(await allocatedTo(order)).toEqual([['RP-1', 2]]);
  });

  it("a relocation into a bin that is not pickable allocates the owners elsewhere only within their shelf-life minimum", async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ tracking: 'lot' });
    const [shelf, quarantine] = [await bin(warehouse, 'RS-1'), await bin(warehouse, 'RQ-1', false)];
    await stock(product, warehouse, 2, { lotNumber: 'LONG', expiryDate: day(200), locationId: shelf.id });
    const order = await confirmed(warehouse, [[product, 2]], {}, await admin.customer({ minRemainingShelfLifeDays: 60 }));
    await stock(product, warehouse, 5, { lotNumber: 'SHORT', expiryDate: day(30) });
    expectStatus(await manager.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, quantity: 2, lotNumber: 'LONG', fromLocationId: shelf.id, toLocationId: quarantine.id }), 201);
    expect(await units(order)).toEqual([[0, 2]]);
    expect(await admin.stockOf(product.id, warehouse.id)).toEqual({ onHand: 7, reserved: 0 });
  });

  it('a two-step transfer allocates what arrives to the backorder at the destination, and closing it with units lost leaves the rest waiting', async () => {
    const [from, to] = [await admin.warehouse(), await admin.warehouse()];
    const product = await admin.product();
    await stock(product, from, 3);
    const order = await confirmed(to, [[product, 3]]);
    const transfer = expectStatus<{ data: { id: string } }>(await manager.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, mode: 'two-step', items: [{ productId: product.id, quantity: 3 }] }), 201).data;
    const step = (action: string, body = {}) => manager.send('POST', `/api/warehouse/transfers/${transfer.id}/${action}`, body);
    expectStatus(await step('ship'), 200);
    expectStatus(await step('receive', { items: [{ productId: product.id, quantity: 2 }] }), 200);
    expect(await units(order)).toEqual([[2, 1]]);
    expect(expectStatus<{ data: { status: string } }>(await step('close'), 200).data.status).toBe('closed');
    expect(await units(order)).toEqual([[2, 1]]);
    expect(await admin.stockOf(product.id, to.id)).toEqual({ onHand: 2, reserved: 2 });
  });
});
