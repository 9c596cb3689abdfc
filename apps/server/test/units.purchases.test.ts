/**
 * Purchase orders and receipts in any unit of a product (decision 0021), over HTTP against a real
 * database: order lines (create and edit) convert `unit` to base units before totals and every
 * rule and keep the unit as entered; receipts convert each line with its order line's product before
 * the serial count, the within-ordered check and the lot; reorder drafts order in the supplier's
 * packs while the product still has them. Unit costs stay per base unit, so a purchase in cases
 * and the same purchase in units value alike to the cent. Every balance equals its ledger after
 * each write.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type MovementListItem, type ProductView, type WarehouseView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { freshGtin } from './support/products.js';
import { expectError, orderClient, PURCHASE_ORDERS, validation, type OrderClient } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;

beforeAll(async () => {
  admin = orderClient(t, await t.login('admin'));
  manager = orderClient(t, await t.login('manager'));
  staff = orderClient(t, await t.login('staff'));
});

/** A purchase-order line as answered, with the unit it was entered in (decision 0021). */
interface Line {
  id: string;
  productId: string;
  quantity: number;
  unit: string | null;
  unitQuantity: number | null;
  unitCost: number;
  receivedQuantity: number;
  lineTotal: number;
}

interface Order {
  id: string;
  supplierId: string;
  status: string;
  items: Line[];
  subtotal: number;
}

/** What GET /api/lookup answers of a scanned label. */
interface ScannedItem {
  productId: string;
  unit: string;
  unitQuantity: number;
  quantity: number | null;
  lotNumber: string | null;
  expiryDate: string | null;
  serialNumber: string | null;
}

const ledgerIsSound = async () => expect(await ledgerMismatches(t.db)).toEqual([]);

/** PUT /api/products/{id}/units with `units`, expecting 200. */
async function setUnits(productId: string, units: Record<string, unknown>[]) {
  expectStatus(await admin.send('PUT', `/api/products/${productId}/units`, { units }), 200);
}

/** A product with a case of `caseSize` (GTIN `gtin` when given) and a pallet of 40 cases. */
async function packed(overrides: Record<string, unknown> = {}, gtin?: string, caseSize = 12): Promise<ProductView> {
  const product = await admin.product(overrides);
  await setUnits(product.id, [{ name: 'case', quantity: caseSize, ...(gtin ? { barcode: gtin } : {}) }, { name: 'pallet', quantity: 40, contains: 'case' }]);
  return product;
}

const post = (body: Record<string, unknown>) => manager.postPurchaseOrder(body);
const put = (id: string, body: Record<string, unknown>) => manager.putPurchaseOrder(id, body);

/** A draft purchase order of `items` into `warehouse` from a new supplier. */
async function draft(warehouse: WarehouseView, items: Record<string, unknown>[]): Promise<Order> {
  const supplier = await admin.supplier();
  return expectStatus<{ data: Order }>(await post({ supplierId: supplier.id, warehouseId: warehouse.id, items }), 201).data;
}

/** `draft`, approved. */
async function approved(warehouse: WarehouseView, items: Record<string, unknown>[]): Promise<Order> {
  const order = await draft(warehouse, items);
  return expectStatus<{ data: Order }>(await put(order.id, { status: 'approved' }), 200).data;
}

const receive = (id: string, items: Record<string, unknown>[]) => staff.receiveOrder(id, { items });

/** POST …/{id}/receive expecting 200. */
async function received(id: string, items: Record<string, unknown>[]): Promise<Order> {
  return expectStatus<{ data: Order }>(await receive(id, items), 200).data;
}

/** The product's lots with stock in the warehouse. */
async function lotsOf(productId: string, warehouseId: string) {
  return expectStatus<{ data: { lotNumber: string; expiryDate: string | null; onHand: number }[] }>(await admin.get(`/api/products/${productId}/lots`, { warehouseId }), 200).data;
}

/** The value of the product's ledger in the warehouse: Σ quantity × unit cost over its movements, to the cent. */
async function ledgerValue(productId: string, warehouseId: string): Promise<number> {
  const movements: MovementListItem[] = await admin.ledger(productId, warehouseId);
  const ten000ths = movements.reduce((sum, m) => sum + m.quantity * Math.round((m.unitCost ?? 0) * 10_000), 0);
  return Math.round(ten000ths / 100) / 100;
}

describe('the walk: a pallet ordered from a supplier selling cases, 3 cases of a lot received from one GS1 scan', () => {
  it('rounds the reorder up to whole cases, drafts it in cases, orders a pallet instead, and receives a scanned label as 36 units of its lot', async () => {
    const gtin = freshGtin('1');
    const sealant = await packed({ tracking: 'lot', costPrice: 1.25, sellingPrice: 2.5, minStockLevel: 10, maxStockLevel: 30 }, gtin);
    const warehouse = await admin.warehouse();
    // 5 units of an older lot on the shelf: the warehouse carries the product, 25 short of 30.
    expectStatus(await admin.move({ productId: sealant.id, warehouseId: warehouse.id, type: 'in', quantity: 5, reason: 'Opening stock', lotNumber: 'OLD-1', expiryDate: '2027-06-30' }), 201);
    await ledgerIsSound();

    const supplier = await admin.supplier();
    const offers = `/api/suppliers/${supplier.id}/products`;
    expectStatus(await admin.send('POST', offers, { productId: sealant.id, unitCost: 1.25, isPreferred: true }), 201);
    const suggestion = async () =>
      expectStatus<{ data: { productId: string; suggestedQuantity: number; supplier: { pack: unknown } | null }[] }>(await admin.get('/api/inventory/reorder-suggestions', { warehouseId: warehouse.id }), 200).data.find(
        (s) => s.productId === sealant.id,
      );
    expect(await suggestion()).toMatchObject({ suggestedQuantity: 25, supplier: { pack: null } });

    // The supplier sells cases: the offer's pack is the product's case.
    const offer = expectStatus<{ data: { pack: unknown } }>(await admin.send('PUT', `${offers}/${sealant.id}`, { pack: 'CASE' }), 200).data;
    expect(offer.pack).toEqual({ unit: 'case', quantity: 12, price: 15, minimumOrderPacks: 1 });
    expect(await suggestion()).toMatchObject({ suggestedQuantity: 36, supplier: { pack: { unit: 'case', quantity: 12 } } });

    const drafted = expectStatus<{ data: { purchaseOrders: Order[] } }>(await manager.send('POST', '/api/orders/purchase-orders/from-suggestions', { warehouseId: warehouse.id, productIds: [sealant.id] }), 201).data
      .purchaseOrders;
    expect(drafted).toHaveLength(1);
    expect(drafted[0]!.items).toEqual([expect.objectContaining({ productId: sealant.id, quantity: 36, unit: 'case', unitQuantity: 3, unitCost: 1.25, lineTotal: 45 })]);

    // The buyer takes the whole pallet instead: the draft's line edited in pallets.
    const order = expectStatus<{ data: Order }>(await put(drafted[0]!.id, { items: [{ productId: sealant.id, quantity: 1, unit: 'pallet', unitCost: 1.25 }] }), 200).data;
    expect(order.items).toEqual([expect.objectContaining({ quantity: 480, unit: 'pallet', unitQuantity: 1, unitCost: 1.25, lineTotal: 600, receivedQuantity: 0 })]);
    expect(order.subtotal).toBe(600);
    expect(expectStatus<{ data: Order }>(await put(order.id, { status: 'approved' }), 200).data.status).toBe('approved');
    // On order now: no suggestion left.
    expect(await suggestion()).toBeUndefined();

    // One scan of a case label carrying GTIN, expiry, lot and a count of 3 cases.
    const lot = `LOT-${gtin.slice(-6)}`;
    const item = expectStatus<{ data: { item: ScannedItem } }>(await staff.get('/api/lookup', { code: `(01)${gtin}(17)290131(10)${lot}(37)3` }), 200).data.item;
    expect(item).toMatchObject({ productId: sealant.id, unit: 'case', unitQuantity: 3, quantity: 36, lotNumber: lot, expiryDate: '2029-01-31' });

    // The receipt line is built from the lookup's item alone.
    const line = { productId: item.productId, quantity: item.unitQuantity, unit: item.unit, lotNumber: item.lotNumber, expiryDate: item.expiryDate };
    const after = await received(order.id, [line]);
    expect(after.status).toBe('partially_received');
    expect(after.items).toEqual([expect.objectContaining({ quantity: 480, unit: 'pallet', unitQuantity: 1, receivedQuantity: 36 })]);
    expect(await admin.stockOf(sealant.id, warehouse.id)).toEqual({ onHand: 41, reserved: 0 });
    expect(await lotsOf(sealant.id, warehouse.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ lotNumber: lot, expiryDate: '2029-01-31', onHand: 36 }),
        expect.objectContaining({ lotNumber: 'OLD-1', expiryDate: '2027-06-30', onHand: 5 }),
      ]),
    );
    const [receipt] = await admin.ledger(sealant.id, warehouse.id, { type: 'receipt' });
    expect(receipt).toMatchObject({ quantity: 36, unitCost: 1.25, reference: { type: 'purchase_order', id: order.id } });
    expect(await admin.costPrice(sealant.id)).toBe(1.25);
    await ledgerIsSound();

    // The same label scanned without a count is one case: 12 more of that lot.
    const single = expectStatus<{ data: { item: ScannedItem } }>(await staff.get('/api/lookup', { code: `(01)${gtin}(17)290131(10)${lot}` }), 200).data.item;
    expect(single).toMatchObject({ unit: 'case', unitQuantity: 1, quantity: 12 });
    const twice = await received(order.id, [{ productId: single.productId, quantity: single.unitQuantity, unit: single.unit, lotNumber: single.lotNumber, expiryDate: single.expiryDate }]);
    expect(twice.items[0]!.receivedQuantity).toBe(48);
    expect((await lotsOf(sealant.id, warehouse.id)).find((l) => l.lotNumber === lot)?.onHand).toBe(48);
    await ledgerIsSound();
  });
});

describe('valuation in cases and in units', () => {
  /** Two products alike, one bought as 3 cases and one as 36 units at `unitCost`, each into its own warehouse, then 12 units of each sold. */
  async function boughtTwice(unitCost: number) {
    // A cost price has 2 decimals; the receipt re-averages it from the unit cost.
    const costPrice = Math.round(unitCost * 100) / 100;
    const [byCase, byUnit] = [await packed({ costPrice, sellingPrice: 2.5 }), await packed({ costPrice, sellingPrice: 2.5 })];
    const [caseHouse, unitHouse] = [await admin.warehouse(), await admin.warehouse()];
    const inCases = await approved(caseHouse, [{ productId: byCase.id, quantity: 3, unit: 'case', unitCost }]);
    const inUnits = await approved(unitHouse, [{ productId: byUnit.id, quantity: 36, unitCost }]);
    expect(inCases.items[0]).toMatchObject({ quantity: 36, unit: 'case', unitQuantity: 3, unitCost });
    expect(inUnits.items[0]).toMatchObject({ quantity: 36, unit: null, unitQuantity: null, unitCost });
    expect(inCases.subtotal).toBe(inUnits.subtotal);
    await received(inCases.id, [{ productId: byCase.id, quantity: 3, unit: 'case' }]);
    await received(inUnits.id, [{ productId: byUnit.id, quantity: 36 }]);
    await ledgerIsSound();
    return { byCase, byUnit, caseHouse, unitHouse, subtotal: inCases.subtotal };
  }

  const inventoryValue = async (warehouseId: string) =>
    expectStatus<{ data: { valuation: { byWarehouse: { warehouseId: string; units: number; costValue: number }[] } } }>(await admin.get('/api/analytics/inventory', { warehouseId }), 200).data.valuation.byWarehouse.find(
      (row) => row.warehouseId === warehouseId,
    );
  const financial = async (warehouseId: string) =>
    expectStatus<{ data: { totals: { cogs: number; purchases: number; inventoryValueEnd: number } } }>(await admin.get('/api/analytics/financial', { warehouseId }), 200).data.totals;

  /** Sells 12 units of `product` from `warehouse` (a sales order confirmed and shipped whole). */
  async function sellTwelve(product: ProductView, warehouse: WarehouseView) {
    const customer = await admin.customer();
    const order = await manager.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 12 }] });
    await manager.updateSalesOrder(order.id, { status: 'confirmed' });
    await staff.shipped(order.id);
    await ledgerIsSound();
  }

  it.each([
    { unitCost: 1.25, bought: 45, valued: 45, cogs: 15, left: 30 },
    // A cost whose case (14.814 → 14.81) rounds otherwise than its units (36 × 1.2345 = 44.442 → 44.44):
    // a line and the ledger are units × unit cost, never rounded cases; the cost price re-averages
    // to 1.23, which COGS (12 × 1.23) and the report (36 × 1.23) read.
    { unitCost: 1.2345, bought: 44.44, valued: 44.28, cogs: 14.76, left: 29.68 },
  ])('3 cases of 12 at $unitCost value as 36 units at $unitCost, and 12 units sold cost the same COGS', async ({ unitCost, bought, valued, cogs, left }) => {
    const { byCase, byUnit, caseHouse, unitHouse, subtotal } = await boughtTwice(unitCost);
    expect(subtotal).toBe(bought);
    // The report values stock at the cost price (2 decimals), the ledger at each receipt's unit cost.
    expect(await inventoryValue(caseHouse.id)).toMatchObject({ units: 36, costValue: valued });
    expect(await inventoryValue(unitHouse.id)).toMatchObject({ units: 36, costValue: valued });
    expect(await ledgerValue(byCase.id, caseHouse.id)).toBe(bought);
    expect(await ledgerValue(byUnit.id, unitHouse.id)).toBe(bought);

    await sellTwelve(byCase, caseHouse);
    await sellTwelve(byUnit, unitHouse);
    const [inCases, inUnits] = [await financial(caseHouse.id), await financial(unitHouse.id)];
    expect(inCases).toMatchObject({ purchases: bought, cogs, inventoryValueEnd: left });
    expect(inUnits).toMatchObject({ purchases: inCases.purchases, cogs: inCases.cogs, inventoryValueEnd: inCases.inventoryValueEnd });
    expect(await ledgerValue(byCase.id, caseHouse.id)).toBe(await ledgerValue(byUnit.id, unitHouse.id));
    expect(await admin.costPrice(byCase.id)).toBe(await admin.costPrice(byUnit.id));
  });
});

describe('receipts convert before every check', () => {
  it('counts one serial number per base unit of a case received', async () => {
    const meters = await packed({ tracking: 'serial', costPrice: 40 }, undefined, 3);
    const warehouse = await admin.warehouse();
    const order = await approved(warehouse, [{ productId: meters.id, quantity: 2, unit: 'case' }]);
    expect(order.items[0]).toMatchObject({ quantity: 6, unit: 'case', unitQuantity: 2 });
    const serials = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `SN-${meters.sku}-${from + i}`);

    const short = await receive(order.id, [{ productId: meters.id, quantity: 1, unit: 'case', serialNumbers: serials(1) }]);
    expect(short.statusCode, short.body).toBe(400);
    expect(short.json()).toEqual(validation({ 'items.0.serialNumbers': ['Give one serial number per unit: 3 expected, 1 given'] }));
    expect(await admin.stockOf(meters.id, warehouse.id)).toEqual({ onHand: 0, reserved: 0 });

    const after = await received(order.id, [{ productId: meters.id, quantity: 1, unit: 'Case', serialNumbers: serials(3) }]);
    expect(after.items[0]).toMatchObject({ receivedQuantity: 3, unit: 'case', unitQuantity: 2 });
    expect(await admin.stockOf(meters.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });
    await ledgerIsSound();
  });

  it('splits a line across lots in cases and units, and refuses cases beyond what remains with nothing received', async () => {
    const goods = await packed({ tracking: 'lot', costPrice: 2 });
    const warehouse = await admin.warehouse();
    const order = await approved(warehouse, [{ productId: goods.id, quantity: 2, unit: 'case' }]);
    const line = order.items[0]!;
    const after = await received(order.id, [
      { itemId: line.id, quantity: 1, unit: 'case', lotNumber: 'A-1', expiryDate: '2029-03-31' },
      { itemId: line.id, quantity: 5, lotNumber: 'B-2' },
    ]);
    expect(after.items[0]).toMatchObject({ quantity: 24, receivedQuantity: 17 });
    expect(await lotsOf(goods.id, warehouse.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ lotNumber: 'A-1', onHand: 12 }), expect.objectContaining({ lotNumber: 'B-2', onHand: 5 })]),
    );
    await ledgerIsSound();

    // 7 remain: a case is 12.
    const over = expectError(await receive(order.id, [{ itemId: line.id, quantity: 1, unit: 'case', lotNumber: 'A-1' }]), 409, 'OVER_RECEIPT');
    expect(over.error.details).toEqual([expect.objectContaining({ itemId: line.id, ordered: 24, received: 17, requested: 12 })]);
    // Two lines of the same order line summed in base units: 6 + 1 case = 18 > 7.
    const summed = expectError(
      await receive(order.id, [
        { itemId: line.id, quantity: 6, lotNumber: 'A-1' },
        { productId: goods.id, quantity: 1, unit: 'case', lotNumber: 'A-1' },
      ]),
      409,
      'OVER_RECEIPT',
    );
    expect(summed.error.details).toEqual([expect.objectContaining({ requested: 18 })]);
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 17, reserved: 0 });
    expect((await manager.purchaseOrderById(order.id)).items[0]!.receivedQuantity).toBe(17);
    await ledgerIsSound();

    const done = await received(order.id, [{ itemId: line.id, quantity: 7, lotNumber: 'B-2' }]);
    expect(done.status).toBe('received');
    await ledgerIsSound();
  });
});

describe('units refused', () => {
  it('names the line of a unit the product has not, on create, edit and receipt', async () => {
    const goods = await packed();
    const warehouse = await admin.warehouse();
    const supplier = await admin.supplier();
    const units = 'piece, case, pallet';
    const created = await post({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: goods.id, quantity: 1, unit: 'crate' }] });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual(validation({ 'items.0.unit': [`Unit crate is not a unit of this product (${units})`] }));

    const order = await draft(warehouse, [{ productId: goods.id, quantity: 1, unit: 'CASE' }]);
    expect(order.items[0]).toMatchObject({ quantity: 12, unit: 'case', unitQuantity: 1 });
    const other = await packed();
    const edited = await put(order.id, { items: [{ productId: goods.id, quantity: 2, unit: 'case' }, { productId: other.id, quantity: 3, unit: 'kg' }] });
    expect(edited.statusCode, edited.body).toBe(400);
    expect(edited.json()).toEqual(validation({ 'items.1.unit': [`Unit kg is not a unit of this product (${units})`] }));
    // Nothing changed, and the GET answers the line as it was entered.
    const kept = expectStatus<{ data: Order }>(await manager.getPurchaseOrder(order.id), 200).data;
    expect(kept.items).toEqual([expect.objectContaining({ quantity: 12, unit: 'case', unitQuantity: 1 })]);
    const listed = expectStatus<{ data: Order[] }>(await manager.get(PURCHASE_ORDERS, { supplierId: kept.supplierId }), 200).data;
    expect(listed.map((o) => o.id)).toEqual([order.id]);
    expect(listed[0]!.items).toEqual([expect.objectContaining({ unit: 'case', unitQuantity: 1 })]);

    // A pallet count whose base units pass a line's limit.
    const huge = await put(order.id, { items: [{ productId: goods.id, quantity: 300_000, unit: 'pallet' }] });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json()).toEqual(validation({ 'items.0.quantity': ['300000 pallet is 144000000 piece, more than 100,000,000'] }));

    // Back in the base unit: the entered unit is cleared.
    const plain = expectStatus<{ data: Order }>(await put(order.id, { items: [{ productId: goods.id, quantity: 12 }] }), 200).data;
    expect(plain.items).toEqual([expect.objectContaining({ quantity: 12, unit: null, unitQuantity: null })]);

    expectStatus(await put(order.id, { status: 'approved' }), 200);
    const refused = await receive(order.id, [{ productId: goods.id, quantity: 1, unit: 'box' }]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual(validation({ 'items.0.unit': [`Unit box is not a unit of this product (${units})`] }));
    expect(await admin.stockOf(goods.id, warehouse.id)).toEqual({ onHand: 0, reserved: 0 });
    await ledgerIsSound();
  });
});

describe("reorder drafts in the supplier's pack", () => {
  /** A product short of its minimum in a new warehouse, a preferred offer in cases of 12, and its suggestion of 36. */
  async function shortInCases() {
    const product = await packed({ minStockLevel: 10, maxStockLevel: 30, costPrice: 1 });
    const warehouse = await admin.warehouse();
    await admin.receive(product.id, warehouse.id, 5);
    const supplier = await admin.supplier();
    expectStatus(await admin.send('POST', `/api/suppliers/${supplier.id}/products`, { productId: product.id, unitCost: 1, pack: 'case', isPreferred: true }), 201);
    return { product, warehouse };
  }
  const draftFor = async (product: ProductView, warehouse: WarehouseView) =>
    expectStatus<{ data: { purchaseOrders: Order[] } }>(await manager.send('POST', '/api/orders/purchase-orders/from-suggestions', { warehouseId: warehouse.id, productIds: [product.id] }), 201).data
      .purchaseOrders;

  it('drafts units when the product no longer has the pack, or its pack no longer holds what the offer says', async () => {
    const resized = await shortInCases();
    // The case now holds 24: the offer's rounding (to 12s) gives 36 units, not 3 new cases (72).
    await setUnits(resized.product.id, [{ name: 'case', quantity: 24 }]);
    const [inUnits] = await draftFor(resized.product, resized.warehouse);
    expect(inUnits!.items).toEqual([expect.objectContaining({ quantity: 36, unit: null, unitQuantity: null })]);

    const gone = await shortInCases();
    await setUnits(gone.product.id, []);
    const [plain] = await draftFor(gone.product, gone.warehouse);
    expect(plain!.items).toEqual([expect.objectContaining({ quantity: 36, unit: null, unitQuantity: null })]);

    const kept = await shortInCases();
    const [inCases] = await draftFor(kept.product, kept.warehouse);
    expect(inCases!.items).toEqual([expect.objectContaining({ quantity: 36, unit: 'case', unitQuantity: 3 })]);
  });
});
