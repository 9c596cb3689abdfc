/**
 * Bills of materials and assembly orders (decision 0023 point 9): an assembly consumes its
 * components and brings its units in at their value plus the labour, in one transaction; a
 * disassembly does the reverse; the financial report's identity holds with them; reorder
 * suggestions count open orders; and on PostgreSQL, assemblies racing shipments of their
 * components never take stock below zero. The ledger check (layers included) holds after each.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { costingClient, total } from './support/costing.js';
import { expectStatus, type ProductView } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, expectInvalid, orderClient } from './support/orders.js';

const t = await setupTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const admin = orderClient(t, await t.login('admin'));
const staff = orderClient(t, await t.login('staff'));
const costing = costingClient(admin);

interface AssemblyOrder {
  id: string;
  number: string;
  type: string;
  status: string;
  quantity: number;
  labourCost: number;
  value: number | null;
  lines: { componentId: string; quantity: number; available: number; value: number | null }[];
}

const bill = (product: ProductView, body: Record<string, unknown>) => admin.send('PUT', `/api/products/${product.id}/bill-of-materials`, body);

/** POST /api/assembly-orders expecting 201. */
async function opened(body: Record<string, unknown>): Promise<AssemblyOrder> {
  return expectStatus<{ data: AssemblyOrder }>(await admin.send('POST', '/api/assembly-orders', body), 201).data;
}

/** POST /api/assembly-orders/{id}/complete as `client` (staff build), expecting 200. */
async function completed(order: AssemblyOrder, body: Record<string, unknown> = {}, client = staff): Promise<AssemblyOrder> {
  return expectStatus<{ data: AssemblyOrder }>(await client.send('POST', `/api/assembly-orders/${order.id}/complete`, body), 200).data;
}

/** A gift box of 2 units of an average component at 2.00 and 1 of a FIFO component received at 3.00 then 4.00, with 1.50 of labour per box, in a new warehouse stocked with 10 of each. */
async function giftBox() {
  const warehouse = await admin.warehouse();
  const card = await admin.product({ costPrice: 2, sellingPrice: 5 });
  const candle = await admin.product({ costingMethod: 'fifo', costPrice: 3, sellingPrice: 9 });
  const box = await admin.product({ costPrice: 0, sellingPrice: 30 });
  await admin.receive(card.id, warehouse.id, 10);
  await costing.bought(warehouse, [{ productId: candle.id, quantity: 4, unitCost: 3 }]);
  await costing.bought(warehouse, [{ productId: candle.id, quantity: 6, unitCost: 4 }]);
  expectStatus(await bill(box, { type: 'assembly', labourCost: 1.5, components: [{ productId: card.id, quantity: 2 }, { productId: candle.id, quantity: 1 }] }), 200);
  return { warehouse, card, candle, box };
}

describe('bills of materials', () => {
  it('are set, read and removed; a component that is the product, twice listed, unknown or made of the product is refused', async () => {
    const [part, other, product] = [await admin.product({ costPrice: 1.25 }), await admin.product({ costPrice: 0.5 }), await admin.product()];
    const saved = expectStatus<{ data: Record<string, unknown> }>(await bill(product, { type: 'assembly', labourCost: 2, components: [{ productId: part.id, quantity: 3 }, { productId: other.id, quantity: 1 }] }), 200).data;
    expect(saved).toMatchObject({ productId: product.id, type: 'assembly', labourCost: 2, componentsCost: 4.25, components: [{ productId: part.id, sku: part.sku, quantity: 3, costPrice: 1.25 }, { productId: other.id, quantity: 1 }] });
    expect(expectStatus<{ data: unknown }>(await admin.get(`/api/products/${product.id}/bill-of-materials`), 200).data).toEqual(saved);

    expectInvalid(await bill(product, { type: 'assembly', components: [{ productId: product.id, quantity: 1 }] }), { 'components.0.productId': ['A product cannot be its own component'] });
    expectInvalid(await bill(product, { type: 'assembly', components: [{ productId: part.id, quantity: 1 }, { productId: part.id, quantity: 2 }] }), { 'components.1.productId': ['Component is listed twice'] });
    expectInvalid(await bill(product, { type: 'assembly', components: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }), { 'components.0.productId': ['Product not found'] });
    expectError(await bill(product, { type: 'assembly', components: [{ productId: part.id, quantity: 0 }] }), 400, 'VALIDATION_ERROR');
    // part ← product: making part of product closes a cycle.
    expect((await bill(part, { type: 'assembly', components: [{ productId: product.id, quantity: 1 }] })).json()).toMatchObject({ error: { code: 'CONFLICT', message: 'A component is made of this product: the bill of materials would be circular' } });
    expectError(await staff.send('PUT', `/api/products/${product.id}/bill-of-materials`, { type: 'assembly', components: [{ productId: part.id, quantity: 1 }] }), 403, 'FORBIDDEN');

    expectStatus(await admin.send('DELETE', `/api/products/${product.id}/bill-of-materials`), 200);
    expectError(await admin.get(`/api/products/${product.id}/bill-of-materials`), 404, 'NOT_FOUND');
  });
});

describe('assembly orders', () => {
  it('build units from their components at the components\' value plus the labour, in one transaction', async () => {
    const { warehouse, card, candle, box } = await giftBox();
    // 10 cards make 5 boxes, 10 candles 10: the cards decide.
    const buildable = async () => expectStatus<{ data: { buildable: unknown[] } }>(await admin.get(`/api/products/${box.id}/bill-of-materials`), 200).data.buildable;
    expect(await buildable()).toEqual([{ warehouseId: warehouse.id, warehouseCode: warehouse.code, quantity: 5 }]);
    const order = await opened({ productId: box.id, warehouseId: warehouse.id, quantity: 5, note: 'Gift season' });
    expect(order).toMatchObject({ number: expect.stringMatching(/^AO-\d{6}$/), type: 'assembly', status: 'open', quantity: 5, labourCost: 7.5, value: null });
    expect(order.lines).toEqual([expect.objectContaining({ componentId: card.id, quantity: 10, available: 10, value: null }), expect.objectContaining({ componentId: candle.id, quantity: 5, available: 10 })]);
    // Creating moves nothing; staff may not create or cancel, only build.
    expect(await admin.onHand(card.id, warehouse.id)).toBe(10);
    expectError(await staff.send('POST', '/api/assembly-orders', { productId: box.id, warehouseId: warehouse.id, quantity: 1 }), 403, 'FORBIDDEN');

    const done = await completed(order);
    // 10 cards at 2.00, 4 candles at 3.00 and 1 at 4.00, and 7.50 of labour: 43.50 for 5 boxes.
    expect(done).toMatchObject({ status: 'completed', value: 43.5, lines: [expect.objectContaining({ value: 20 }), expect.objectContaining({ value: 16 })] });
    expect([await admin.onHand(card.id, warehouse.id), await admin.onHand(candle.id, warehouse.id), await admin.onHand(box.id, warehouse.id)]).toEqual([0, 5, 5]);
    expect(await buildable()).toEqual([{ warehouseId: warehouse.id, warehouseCode: warehouse.code, quantity: 0 }]);
    expect(total(await costing.movementsOf(candle, warehouse, 'assembly_out'))).toBe(-16);
    expect(await costing.movementsOf(box, warehouse, 'assembly_in')).toEqual([expect.objectContaining({ quantity: 5, value: 43.5, unitCost: 8.7 })]);
    expect(await admin.costPrice(box.id)).toBe(8.7);
    expect(await admin.costPrice(candle.id)).toBe(4);

    // The labour is the only value the assembly added; the report's identity holds with it.
    const report = await costing.financial(warehouse.id);
    expect(report).toMatchObject({ assemblies: 7.5, purchases: 36, inventoryValueEnd: 20 + 36 + 7.5 });
    expectError(await staff.send('POST', `/api/assembly-orders/${order.id}/complete`, {}), 409, 'INVALID_STATE');
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('take units apart into their components at the units\' value, shared by the components\' cost', async () => {
    const { warehouse, card, candle, box } = await giftBox();
    await completed(await opened({ productId: box.id, warehouseId: warehouse.id, quantity: 2 }));
    expectInvalid(await admin.send('POST', '/api/assembly-orders', { type: 'disassembly', productId: box.id, warehouseId: warehouse.id, quantity: 1, labourCost: 1 }), { labourCost: ['A disassembly adds no labour cost'] });
    const apart = await opened({ type: 'disassembly', productId: box.id, warehouseId: warehouse.id, quantity: 1 });
    expect(apart).toMatchObject({ labourCost: 0, lines: [expect.objectContaining({ componentId: card.id, quantity: 2 }), expect.objectContaining({ componentId: candle.id, quantity: 1 })] });
    expectInvalid(await staff.send('POST', `/api/assembly-orders/${apart.id}/complete`, { lotNumber: 'L1' }), { lotNumber: ['A disassembly names the lot its units come from by lotId'] });

    // Two boxes: 4 cards at 2.00, 2 candles at 3.00 and 3.00 of labour: 17.00, 8.50 a box.
    const done = await completed(apart);
    // 8.50 shared by cost: cards 2 × 2.00 = 4.00, the candle at 3.75 (its FIFO cost now: 2 left at 3.00, 6 at 4.00): 4.39 and 4.11.
    expect(done).toMatchObject({ status: 'completed', value: 8.5, lines: [expect.objectContaining({ value: 4.39 }), expect.objectContaining({ value: 4.11 })] });
    expect([await admin.onHand(card.id, warehouse.id), await admin.onHand(candle.id, warehouse.id), await admin.onHand(box.id, warehouse.id)]).toEqual([8, 9, 1]);
    expect(await costing.movementsOf(card, warehouse, 'disassembly_in')).toEqual([expect.objectContaining({ quantity: 2, value: 4.39 })]);
    expect(await costing.movementsOf(box, warehouse, 'disassembly_out')).toEqual([expect.objectContaining({ quantity: -1, value: -8.5 })]);
    expect(await costing.financial(warehouse.id)).toMatchObject({ assemblies: 3, inventoryValueEnd: 20 + 36 + 3 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('build a FIFO product from a component at standard cost, and take it apart at the value its layer holds', async () => {
    const warehouse = await admin.warehouse();
    const part = await admin.product({ costingMethod: 'standard', costPrice: 2.5, sellingPrice: 5 });
    const gadget = await admin.product({ costingMethod: 'fifo', costPrice: 0, sellingPrice: 20 });
    await costing.bought(warehouse, [{ productId: part.id, quantity: 9, unitCost: 3 }]);
    expectStatus(await bill(gadget, { type: 'assembly', labourCost: 0.4, components: [{ productId: part.id, quantity: 3 }] }), 200);
    // 3 gadgets: 9 parts at the standard 2.50 and 1.20 of labour, 23.70, one layer of 3 at 7.90.
    expect(await completed(await opened({ productId: gadget.id, warehouseId: warehouse.id, quantity: 3 }))).toMatchObject({ value: 23.7, lines: [expect.objectContaining({ value: 22.5 })] });
    expect(expectStatus<{ data: unknown[] }>(await admin.get(`/api/products/${gadget.id}/cost-layers`), 200).data).toEqual([expect.objectContaining({ remaining: 3, remainingValue: 23.7 })]);
    expect(await admin.costPrice(gadget.id)).toBe(7.9);
    // One gadget apart: 7.90 out of its layer; its 3 parts come back at the standard, 7.50, which the line records.
    const apart = await completed(await opened({ type: 'disassembly', productId: gadget.id, warehouseId: warehouse.id, quantity: 1 }));
    expect(apart).toMatchObject({ value: 7.9, lines: [expect.objectContaining({ value: 7.5 })] });
    expect(await costing.movementsOf(part, warehouse, 'disassembly_in')).toEqual([expect.objectContaining({ quantity: 3, value: 7.5 })]);
    // The labour stays in the stock; taking apart at the standard lost 0.40.
    expect(await costing.financial(warehouse.id)).toMatchObject({ purchases: 22.5, assemblies: 0.8, inventoryValueEnd: 23.3 });
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it('complete all or nothing: a component short is 409 naming it; cancelled orders move nothing', async () => {
    const { warehouse, card, box } = await giftBox();
    const order = await opened({ productId: box.id, warehouseId: warehouse.id, quantity: 6 });
    const refused = (await staff.send('POST', `/api/assembly-orders/${order.id}/complete`, {})).json() as { error: { code: string; details: unknown } };
    expect(refused.error).toMatchObject({ code: 'INSUFFICIENT_STOCK', details: [{ productId: card.id, warehouseId: warehouse.id, requested: 12, available: 10 }] });
    expect(await admin.onHand(card.id, warehouse.id)).toBe(10);
    expect(expectStatus<{ data: AssemblyOrder }>(await admin.get(`/api/assembly-orders/${order.id}`), 200).data.status).toBe('open');
    expectStatus(await admin.send('POST', `/api/assembly-orders/${order.id}/cancel`, {}), 200);
    expectError(await admin.send('POST', `/api/assembly-orders/${order.id}/cancel`, {}), 409, 'INVALID_STATE');
    const listed = expectStatus<{ data: AssemblyOrder[] }>(await admin.get('/api/assembly-orders', { productId: box.id, status: 'cancelled' }), 200).data;
    expect(listed.map((entry) => entry.id)).toEqual([order.id]);
    expectInvalid(await admin.send('POST', '/api/assembly-orders', { productId: card.id, warehouseId: warehouse.id, quantity: 1 }), { productId: ['Product has no bill of materials'] });
    // Labour up to what a cost price holds is taken; units that would then cost more each are refused whole.
    const dear = await opened({ productId: box.id, warehouseId: warehouse.id, quantity: 1, labourCost: 9_999_999_999.99 });
    expectError(await staff.send('POST', `/api/assembly-orders/${dear.id}/complete`, {}), 409, 'CONFLICT', 'The units would cost more each than a cost price holds');
    expect(await admin.onHand(card.id, warehouse.id)).toBe(10);
  });

  it('count in reorder suggestions: open orders consume their components and bring their product', async () => {
    const warehouse = await admin.warehouse();
    const part = await admin.product({ costPrice: 1, minStockLevel: 5, maxStockLevel: 20 });
    const kit = await admin.product({ costPrice: 0, minStockLevel: 2, maxStockLevel: 4 });
    await admin.receive(part.id, warehouse.id, 12);
    expectStatus(await bill(kit, { type: 'assembly', components: [{ productId: part.id, quantity: 3 }] }), 200);
    const suggestions = async () => expectStatus<{ data: { productId: string; assemblyOrders: number; suggestedQuantity: number }[] }>(await admin.get('/api/inventory/reorder-suggestions', { warehouseId: warehouse.id }), 200).data;
    // 12 parts on hand are above 5, and the warehouse does not carry the kit yet: nothing to suggest.
    expect(await suggestions()).toEqual([]);
    await opened({ productId: kit.id, warehouseId: warehouse.id, quantity: 3 });
    // The order will take 9 parts (12 − 9 = 3 ≤ 5: refill to 20 is 17) and bring 3 kits (3 > 2: none, though the warehouse now carries it).
    expect(await suggestions()).toEqual([expect.objectContaining({ productId: part.id, assemblyOrders: -9, suggestedQuantity: 17 })]);
  });

  it.runIf(onPostgres)('assemblies in one warehouse and disassemblies in another of the same FIFO products do not deadlock', async () => {
    const [east, west] = [await admin.warehouse(), await admin.warehouse()];
    const part = await admin.product({ costingMethod: 'fifo', costPrice: 1, sellingPrice: 2 });
    const kitted = await admin.product({ costingMethod: 'fifo', costPrice: 0, sellingPrice: 9 });
    expectStatus(await bill(kitted, { type: 'assembly', components: [{ productId: part.id, quantity: 2 }] }), 200);
    await costing.bought(east, [{ productId: part.id, quantity: 40, unitCost: 1 }]);
    await costing.bought(west, [{ productId: part.id, quantity: 40, unitCost: 1 }]);
    await completed(await opened({ productId: kitted.id, warehouseId: west.id, quantity: 10 }));
    const builds = [];
    const takings = [];
    for (let i = 0; i < 6; i++) builds.push(await opened({ productId: kitted.id, warehouseId: east.id, quantity: 1 }));
    for (let i = 0; i < 6; i++) takings.push(await opened({ type: 'disassembly', productId: kitted.id, warehouseId: west.id, quantity: 1 }));
    const results = await Promise.all([...builds, ...takings].map((order) => staff.send('POST', `/api/assembly-orders/${order.id}/complete`, {})));
    expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200));
    expect([await admin.onHand(kitted.id, east.id), await admin.onHand(kitted.id, west.id), await admin.onHand(part.id, east.id), await admin.onHand(part.id, west.id)]).toEqual([6, 4, 28, 32]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it.runIf(onPostgres)('racing shipments of their components never take stock below zero nor units allocated to the orders shipping', async () => {
    const { warehouse, card, box } = await giftBox();
    const customer = await admin.customer();
    const builds = [];
    for (let i = 0; i < 4; i++) builds.push(await opened({ productId: box.id, warehouseId: warehouse.id, quantity: 1 }));
    const sales = [];
    for (let i = 0; i < 4; i++) {
      const order = await admin.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: card.id, quantity: 2 }] });
      await admin.updateSalesOrder(order.id, { status: 'confirmed' });
      sales.push(order);
    }
    // 10 cards, 8 allocated to the four sales: the four boxes (2 cards each) race their shipments for the 2 left.
    const results = await Promise.all([
      ...builds.map((order) => staff.send('POST', `/api/assembly-orders/${order.id}/complete`, {})),
      ...sales.map((order) => admin.send('POST', `/api/orders/sales-orders/${order.id}/ship`, {})),
    ]);
    expect(results.slice(4).map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const outcomes = results.slice(0, 4).map((res) => (res.statusCode === 200 ? 'built' : (res.json() as { error: { code: string } }).error.code));
    expect(outcomes.filter((outcome) => outcome === 'built')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'built')).toEqual(['INSUFFICIENT_STOCK', 'INSUFFICIENT_STOCK', 'INSUFFICIENT_STOCK']);
    expect(await admin.stockOf(card.id, warehouse.id)).toMatchObject({ onHand: 0, reserved: 0 });
    expect(await admin.onHand(box.id, warehouse.id)).toBe(1);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
