/**
 * The transactional outbox and the event feed (decision 0017): every change other systems integrate on
 * writes its event in its own transaction, the feed numbers events gapless in the order they became
 * visible, and a consumer polling with `after` never misses an event or reads one twice, also
 * while concurrent writes commit out of order (PostgreSQL).
 */
import { API_VERSION, pruneEvents } from '@stockroom/api';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, stockClient } from './support/inventory.js';
import { eventValidators, produceEveryEventType } from './support/events.js';
import { ledgerMismatches } from './support/ledger.js';
import { orderClient } from './support/orders.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = await setupTestApp();
const admin = await t.login('admin');
const stock = stockClient(t, admin);
const orders = orderClient(t, admin);

interface EventView {
  id: string;
  sequence: number;
  type: string;
  subject: string;
  occurredAt: string;
  apiVersion: string;
  data: Record<string, unknown>;
}
interface Feed {
  events: EventView[];
  next: number;
  hasMore: boolean;
  pruned: boolean;
}

async function feed(query: Record<string, string | number> = {}, token = admin): Promise<Feed> {
  return expectStatus<{ data: Feed }>(await stockClient(t, token).get('/api/events', query), 200).data;
}

/** Every event after `after`, read page by page as a consumer would. */
async function readAll(after = 0, types?: string): Promise<{ events: EventView[]; next: number }> {
  const events: EventView[] = [];
  let next = after;
  for (;;) {
    const page = await feed({ after: next, limit: 50, ...(types ? { types } : {}) });
    events.push(...page.events);
    next = page.next;
    if (!page.hasMore) return { events, next };
  }
}

const typesOf = (events: EventView[], subject: string) => events.filter((event) => event.subject === subject).map((event) => event.type);

describe('what is published', () => {
  it('products: created, updated, archived, with the stored record', async () => {
    const { next: start } = await readAll();
    const product = await stock.product({ sellingPrice: 9.9 });
    expectStatus(await stock.products.put(product.id, { sellingPrice: 11.5 }), 200);
    expectStatus(await stock.send('DELETE', `/api/products/${product.id}`), 200);
    expectStatus(await stock.send('DELETE', `/api/products/${product.id}`), 200); // already archived: no second event
    const { events } = await readAll(start);
    expect(typesOf(events, product.id)).toEqual(['product.created', 'product.updated', 'product.archived']);
    const [created, updated, archived] = events.filter((event) => event.subject === product.id);
    expect(created!.data).toMatchObject({ id: product.id, sku: product.sku, sellingPrice: 9.9, isActive: true });
    expect(updated!.data).toMatchObject({ sellingPrice: 11.5 });
    expect(archived!.data).toMatchObject({ isActive: false });
  });

  it('a receipt that changes the cost price publishes product.updated with the new cost and product.cost_changed; one at the same cost publishes none', async () => {
    const warehouse = await stock.warehouse();
    const product = await stock.product({ costPrice: 4 });
    const supplier = await orders.supplier();
    const receive = async (unitCost: number) => {
      const po = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 10, unitCost }] });
      await orders.updatePurchaseOrder(po.id, { status: 'approved' });
      await orders.received(po.id, [{ itemId: po.items[0]!.id, quantity: 10 }]);
    };
    const { next: start } = await readAll();
    await receive(4);
    expect(typesOf((await readAll(start)).events, product.id)).toEqual(['stock.changed']);
    await receive(6);
    const events = (await readAll(start)).events.filter((event) => event.subject === product.id);
    expect(events.map((event) => event.type)).toEqual(['stock.changed', 'stock.changed', 'product.updated', 'product.cost_changed']);
    expect(events[2]!.data).toMatchObject({ id: product.id, costPrice: 5 });
    expect(events[3]!.data).toEqual({ productId: product.id, sku: product.sku, previousCostPrice: 4, costPrice: 5, reason: 'receipt' });
  });

  it('a FIFO product whose cost layers a receipt or a shipment moves publishes product.updated and product.cost_changed (reason cost_layers)', async () => {
    const warehouse = await stock.warehouse();
    const product = await stock.product({ costPrice: 1, costingMethod: 'fifo' });
    const supplier = await orders.supplier();
    const { next: start } = await readAll();
    for (const unitCost of [1, 3]) {
      const po = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1, unitCost }] });
      await orders.updatePurchaseOrder(po.id, { status: 'approved' });
      await orders.received(po.id, [{ itemId: po.items[0]!.id, quantity: 1 }]);
    }
    const customer = await orders.customer();
    const so = await orders.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] });
    await orders.updateSalesOrder(so.id, { status: 'confirmed' });
    await orders.shipped(so.id);
    // The first unit in, at 1.00, leaves the cost price as it was; the second makes it 2.00; the sale takes the first, leaving 3.00.
    const events = (await readAll(start)).events.filter((event) => event.subject === product.id && event.type.startsWith('product.'));
    expect(events.map((event) => [event.type, event.data.costPrice])).toEqual([['product.updated', 2], ['product.cost_changed', 2], ['product.updated', 3], ['product.cost_changed', 3]]);
    expect(events.filter((event) => event.type === 'product.cost_changed').map((event) => event.data)).toEqual([
      { productId: product.id, sku: product.sku, previousCostPrice: 1, costPrice: 2, reason: 'cost_layers' },
      { productId: product.id, sku: product.sku, previousCostPrice: 2, costPrice: 3, reason: 'cost_layers' },
    ]);
  });

  it('a purchase order received and a sales order shipped: status changes, receipt, shipment, and stock changes with the level after', async () => {
    const { next: start } = await readAll();
    const warehouse = await stock.warehouse();
    const product = await stock.product();
    const supplier = await orders.supplier();
    const customer = await orders.customer();
    const po = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 10, unitCost: 2 }] });
    await orders.updatePurchaseOrder(po.id, { status: 'approved' });
    await orders.received(po.id, [{ itemId: po.items[0]!.id, quantity: 10 }]);
    const so = await orders.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4 }] });
    await orders.updateSalesOrder(so.id, { status: 'confirmed' });
    await orders.shipped(so.id, { trackingNumber: '1Z999', carrier: 'UPS' });

    const { events } = await readAll(start);
    expect(typesOf(events, po.id)).toEqual(['purchase_order.created', 'purchase_order.approved', 'receipt.created', 'purchase_order.received']);
    expect(typesOf(events, so.id)).toEqual(['sales_order.created', 'sales_order.confirmed', 'shipment.created', 'sales_order.shipped']);
    const levels = events.filter((event) => event.type === 'stock.changed' && event.subject === product.id).map((event) => event.data);
    expect(levels.map(({ onHand, reserved, available }) => ({ onHand, reserved, available }))).toEqual([
      { onHand: 10, reserved: 0, available: 10 }, // received
      { onHand: 10, reserved: 4, available: 6 }, // confirmed: reserved
      { onHand: 6, reserved: 0, available: 6 }, // shipped
    ]);
    expect(levels.map((level) => (level.movements as { type: string }[]).map((movement) => movement.type))).toEqual([['receipt'], [], ['shipment']]);
    const shipment = events.find((event) => event.type === 'shipment.created')!;
    expect(shipment.data).toMatchObject({ salesOrderId: so.id, number: so.number, trackingNumber: '1Z999', carrier: 'UPS' });
    expect(events.find((event) => event.type === 'sales_order.confirmed')!.data).toMatchObject({ id: so.id, from: 'draft', to: 'confirmed' });
  });

  it('a two-step transfer: created, in transit, received', async () => {
    const { next: start } = await readAll();
    const [from, to] = [await stock.warehouse(), await stock.warehouse()];
    const product = await stock.product();
    await stock.receive(product.id, from.id, 5);
    const transfer = expectStatus<{ data: { id: string } }>(await stock.transfer({ fromWarehouseId: from.id, toWarehouseId: to.id, mode: 'two-step', items: [{ productId: product.id, quantity: 3 }] }), 201).data;
    expectStatus(await stock.send('POST', `/api/warehouse/transfers/${transfer.id}/ship`), 200);
    expectStatus(await stock.send('POST', `/api/warehouse/transfers/${transfer.id}/receive`, { items: [{ productId: product.id, quantity: 3 }] }), 200);
    const { events } = await readAll(start);
    expect(typesOf(events, transfer.id)).toEqual(['transfer.created', 'transfer.in_transit', 'transfer.received']);
    expect(events.find((event) => event.type === 'transfer.in_transit')!.data).toMatchObject({ from: 'draft', to: 'in_transit' });
  });

  it('a refused change publishes nothing', async () => {
    const { next: start } = await readAll();
    const warehouse = await stock.warehouse();
    const product = await stock.product();
    const refused = await stock.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 1, reason: 'More than there is' });
    expect(refused.statusCode).toBe(409);
    const { events } = await readAll(start);
    expect(events.filter((event) => event.subject === product.id && event.type === 'stock.changed')).toEqual([]);
  });
});

describe('typed events', () => {
  it('every event type is produced by a real flow, once per write, and each feed item validates against its own component of the document', async () => {
    const { eventTypes } = await import('@stockroom/api/event-types');
    const validators = await eventValidators(t);
    const { next: start } = await readAll();
    const made = await produceEveryEventType(t, admin);
    const { events } = await readAll(start);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(eventTypes));
    for (const event of events) {
      expect(validators.event(event), `${event.type} ${JSON.stringify(event)}`).toBe('');
      expect(event.apiVersion).toBe(API_VERSION);
    }
    // The document's Event is the union of the components, told apart by type.
    const union = validators.document.components.schemas.Event as { oneOf: { $ref: string }[]; discriminator?: unknown };
    expect(union.oneOf.map((member) => member.$ref.split('/').at(-1)).sort()).toEqual(eventTypes.map((type) => `${type.split(/[._]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}Event`).sort());
    // One event per write of the new kinds, about the document written.
    expect(typesOf(events, made.customerReturn.id)).toEqual(['customer_return.created']);
    expect(typesOf(events, made.supplierReturn.id)).toEqual(['supplier_return.created']);
    expect(typesOf(events, made.count.id)).toEqual(['count.approved']);
    const customerReturn = events.find((event) => event.type === 'customer_return.created')!.data;
    expect(customerReturn).toMatchObject({ id: made.customerReturn.id, salesOrderId: made.so.id, reason: 'Unwanted' });
    expect((customerReturn.items as { condition: string }[]).map((item) => item.condition).sort()).toEqual(['damaged', 'resellable']);
    expect((customerReturn.movements as { type: string; quantity: number }[]).map(({ type, quantity }) => ({ type, quantity }))).toEqual([{ type: 'return_in', quantity: 1 }]);
    const supplierReturn = events.find((event) => event.type === 'supplier_return.created')!.data;
    expect(supplierReturn).toMatchObject({ id: made.supplierReturn.id, purchaseOrderId: made.po.id, items: [{ productId: made.product.id, quantity: 2, unitCost: 5 }] });
    expect((supplierReturn.movements as { type: string; quantity: number }[]).map(({ type, quantity }) => ({ type, quantity }))).toEqual([{ type: 'return_out', quantity: -2 }]);
    const count = events.find((event) => event.type === 'count.approved')!.data as { adjustments: { lines: number; unitsGained: number; unitsLost: number; value: number }; movements: unknown[] };
    expect(count.adjustments.lines).toBe(count.movements.length);
    expect(count.adjustments.unitsLost).toBeGreaterThan(0);
    const costs = events.filter((event) => event.type === 'product.cost_changed').map((event) => event.data);
    expect(costs.map((cost) => cost.reason)).toEqual(['update', 'receipt']); // later receipts and the return at the same cost change nothing
    expect(costs[0]).toEqual({ productId: made.product.id, sku: made.product.sku, previousCostPrice: 2, costPrice: 3, reason: 'update' });
    // The new types filter like the others.
    const filtered = await readAll(start, 'customer_return.created,supplier_return.created,count.approved,product.cost_changed');
    expect(filtered.events.map((event) => event.type).sort()).toEqual(['count.approved', 'customer_return.created', 'product.cost_changed', 'product.cost_changed', 'supplier_return.created']);
    expect((await stock.get('/api/events', { types: 'ping' })).statusCode).toBe(400); // never in the feed
  });

  it('a refused return, count approval or cost change publishes nothing', async () => {
    const warehouse = await stock.warehouse();
    const product = await stock.product({ costPrice: 2 });
    const supplier = await orders.supplier();
    const po = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 5, unitCost: 2 }] });
    await orders.updatePurchaseOrder(po.id, { status: 'approved' });
    await orders.received(po.id, [{ itemId: po.items[0]!.id, quantity: 5 }]);
    const { next: start } = await readAll();
    expectStatus(await stock.send('POST', `/api/orders/purchase-orders/${po.id}/returns`, { items: [{ itemId: po.items[0]!.id, quantity: 6 }], reason: 'Too many' }), 409);
    expectStatus(await stock.products.put(product.id, { costPrice: -1 }), 400);
    const count = expectStatus<{ data: { id: string } }>(await stock.send('POST', '/api/inventory/counts', { warehouseId: warehouse.id, productIds: [product.id] }), 201).data;
    expectStatus(await stock.send('POST', `/api/inventory/counts/${count.id}/approve`, {}), 409); // uncounted lines
    expect((await readAll(start)).events).toEqual([]);
  });
});

describe('the feed', () => {
  it('numbers events gapless and in order, pages with next and hasMore, and filters by type without rereading', async () => {
    const product = await stock.product();
    const warehouse = await stock.warehouse();
    for (let i = 0; i < 5; i++) await stock.receive(product.id, warehouse.id, 1);
    const { events, next } = await readAll();
    expect(events.map((event) => event.sequence)).toEqual(events.map((_, i) => i + 1));
    expect(next).toBe(events.length);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);

    const first = await feed({ after: 0, limit: 2 });
    expect(first).toMatchObject({ next: 2, hasMore: true, pruned: false });
    // A page that ends exactly at the newest event says so: no empty page after it.
    expect(await feed({ after: next - 2, limit: 2 })).toMatchObject({ next, hasMore: false });
    expect(first.events.map((event) => event.sequence)).toEqual([1, 2]);
    const atEnd = await feed({ after: next });
    expect(atEnd).toEqual({ events: [], next, hasMore: false, pruned: false });
    // A cursor that ran past the head (a consumer restored from elsewhere) is brought back to it, so it misses nothing new.
    expect(await feed({ after: next + 1000 })).toEqual({ events: [], next, hasMore: false, pruned: false });

    const stockOnly = await readAll(0, 'stock.changed');
    expect(stockOnly.events.every((event) => event.type === 'stock.changed')).toBe(true);
    expect(stockOnly.events.length).toBe(events.filter((event) => event.type === 'stock.changed').length);
    expect(stockOnly.next).toBe(next);
  });

  it('refuses unknown types and bad cursors (400), and is for unbound admins, managers and keys with events:read', async () => {
    const refused: Record<string, string | number>[] = [{ types: 'stock.changed,stock.exploded' }, { after: -1 }, { after: 'x' }, { limit: 1001 }];
    for (const query of refused) {
      expect((await stock.get('/api/events', query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await stock.get('/api/events', { types: 'stock.exploded' })).json().error.details.types).toEqual(['Unknown event types: stock.exploded']);
    expect((await stockClient(t, await t.login('manager')).get('/api/events')).statusCode).toBe(200);
    for (const role of ['staff', 'viewer'] as const) expect((await stockClient(t, await t.login(role)).get('/api/events')).statusCode).toBe(403);
    const key = expectStatus<{ data: { key: string } }>(await stock.send('POST', '/api/api-keys', { name: 'ERP', permissions: ['events:read'] }), 201).data.key;
    expect((await stockClient(t, key).get('/api/events', { limit: 1 })).statusCode).toBe(200);
    // Events are not filtered by warehouse yet: a bound caller would see other warehouses' stock.
    const warehouse = await stock.warehouse();
    const bound = expectStatus<{ data: { key: string } }>(await stock.send('POST', '/api/api-keys', { name: 'Shop', permissions: ['events:read'], warehouseId: warehouse.id }), 201).data.key;
    expect((await stockClient(t, bound).get('/api/events')).statusCode).toBe(403);
    expect((await stockClient(t, await t.login('manager', { warehouseId: warehouse.id })).get('/api/events')).statusCode).toBe(403);
  });

  it('retention prunes old events, unread ones too, but keeps the newest, so numbering goes on', async () => {
    await stock.product(); // an event nobody has read (not numbered yet)
    const pruned = await pruneEvents(t.db, -1);
    const { next } = await readAll();
    expect(next).toBeGreaterThan(1);
    expect(pruned).toBe(next - 1);
    const left = await readAll();
    expect(left.events.map((event) => event.sequence)).toEqual([next]);
    expect((await feed({ after: 0 })).pruned).toBe(true); // a consumer that had read nothing missed events
    expect((await feed({ after: next - 1 })).pruned).toBe(false);
    await stock.product();
    expect((await feed({ after: next })).events.map((event) => event.sequence)).toEqual([next + 1]);
  });
});

describe.skipIf(!onPostgres)('a consumer polling while writes commit concurrently (PostgreSQL)', () => {
  it('reads every event exactly once, in gapless order, and the last level event of each product is its level', async () => {
    const warehouse = await stock.warehouse();
    const products = await Promise.all(Array.from({ length: 4 }, () => stock.product()));
    const { next: start } = await readAll();

    let writing = true;
    const seen: EventView[] = [];
    let after = start;
    const poll = async () => {
      const page = await feed({ after, limit: 20 });
      seen.push(...page.events);
      after = page.next;
      return page.events.length;
    };
    const poller = (async () => {
      while (writing) await poll();
      while (await poll());
    })();
    await Promise.all(
      Array.from({ length: 120 }, (_, i) => stock.move({ productId: products[i % 4]!.id, warehouseId: warehouse.id, type: 'in', quantity: 1 + (i % 3), reason: `Receipt ${i}` })),
    );
    writing = false;
    await poller;

    const all = (await readAll(start)).events;
    expect(all).toHaveLength(120);
    expect(seen.map((event) => event.id)).toEqual(all.map((event) => event.id));
    expect(seen.map((event) => event.sequence)).toEqual(all.map((_, i) => start + i + 1));
    for (const product of products) {
      const last = all.filter((event) => event.subject === product.id).at(-1)!;
      expect(last.data.onHand).toBe(await stock.onHand(product.id, warehouse.id));
    }
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
