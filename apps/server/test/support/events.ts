/**
 * Checks of events against the served API document (decision 0017): a feed item against its own
 * component (StockChangedEvent, …), a webhook body against the document's `webhooks` entry of its
 * type, with ajv (JSON Schema 2020-12), as fuzz.test.ts and conformance.ts check responses.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { TestContext } from './app.js';
import { expectStatus, stockClient } from './inventory.js';
import { orderClient } from './orders.js';

/** The component name of an event type, as the document names it: stock.changed → StockChangedEvent. */
export const componentOf = (type: string) => `${type.split(/[._]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}Event`;

/**
 * Validators over the document `t` serves: `event(item)` checks a feed item against its type's
 * component, `webhook(body)` a delivered body against `webhooks[<type>].post`'s request body.
 * Each returns ajv's errors as text, '' when valid; an unknown type is an error.
 */
export async function eventValidators(t: TestContext) {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { components: { schemas: Record<string, unknown> }; webhooks: Record<string, unknown> };
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, 'api');
  const check = (pointer: string, value: unknown) => {
    const validate = ajv.getSchema(`api#${pointer}`);
    if (!validate) return `no schema at ${pointer}`;
    return validate(value) ? '' : ajv.errorsText(validate.errors);
  };
  return {
    document,
    event: (item: { type: string }) => check(`/components/schemas/${componentOf(item.type)}`, item),
    webhook: (body: { type: string }) =>
      document.webhooks[body.type] ? check(`/webhooks/${body.type.replaceAll('/', '~1')}/post/requestBody/content/application~1json/schema`, body) : `no webhooks entry for ${body.type}`,
  };
}

/**
 * Produces every event type of the outbox through real requests as `token` (an admin): products
 * created, updated, cost changed, archived; purchase orders approved, partially received,
 * received, cancelled, with receipts and a supplier return; sales orders confirmed, partially
 * shipped, shipped, cancelled, with shipments and a customer return; transfers direct, two-step
 * received, partially received and closed, cancelled; a count approved. Returns the ids of the
 * documents written, by kind.
 */
export async function produceEveryEventType(t: TestContext, token: string) {
  const stock = stockClient(t, token);
  const orders = orderClient(t, token);
  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>, status = 200) => expectStatus<{ data: T }>(await stock.send(method, url, body), status).data;
  const [warehouse, other] = [await stock.warehouse(), await stock.warehouse()];
  const product = await stock.product({ costPrice: 2 });
  expectStatus(await stock.products.put(product.id, { costPrice: 3 }), 200); // product.updated, product.cost_changed (update)
  const supplier = await orders.supplier();
  const customer = await orders.customer();

  const po = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 20, unitCost: 5 }] });
  await orders.updatePurchaseOrder(po.id, { status: 'approved' });
  await orders.received(po.id, [{ itemId: po.items[0]!.id, quantity: 10 }]); // partially received, cost re-averaged
  await orders.received(po.id, [{ itemId: po.items[0]!.id, quantity: 10 }]);
  const supplierReturn = await send<{ id: string }>('POST', `/api/orders/purchase-orders/${po.id}/returns`, { items: [{ itemId: po.items[0]!.id, quantity: 2 }], reason: 'Damaged in delivery' }, 201);
  const cancelledPo = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1, unitCost: 5 }] });
  await orders.updatePurchaseOrder(cancelledPo.id, { status: 'cancelled' });

  const so = await orders.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4 }] });
  await orders.updateSalesOrder(so.id, { status: 'confirmed' });
  await orders.shipped(so.id, { items: [{ itemId: so.items[0]!.id, quantity: 1 }] });
  await orders.shipped(so.id, { trackingNumber: '1Z999', carrier: 'UPS' });
  const customerReturn = await send<{ id: string }>('POST', `/api/orders/sales-orders/${so.id}/returns`, { items: [{ itemId: so.items[0]!.id, quantity: 1, condition: 'resellable' }, { itemId: so.items[0]!.id, quantity: 1, condition: 'damaged' }], reason: 'Unwanted' }, 201);
  const cancelledSo = await orders.salesOrder({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 1 }] });
  await orders.updateSalesOrder(cancelledSo.id, { status: 'cancelled' });

  const transfer = (body: Record<string, unknown>) => send<{ id: string }>('POST', '/api/warehouse/transfers', { fromWarehouseId: warehouse.id, toWarehouseId: other.id, items: [{ productId: product.id, quantity: 2 }], ...body }, 201);
  const step = (id: string, action: string, body?: Record<string, unknown>) => send('POST', `/api/warehouse/transfers/${id}/${action}`, body);
  await transfer({ mode: 'direct' });
  const received = await transfer({ mode: 'two-step' });
  await step(received.id, 'ship');
  await step(received.id, 'receive', { items: [{ productId: product.id, quantity: 1 }] });
  await step(received.id, 'receive', { items: [{ productId: product.id, quantity: 1 }] });
  const closed = await transfer({ mode: 'two-step' });
  await step(closed.id, 'ship');
  await step(closed.id, 'close');
  const cancelled = await transfer({ mode: 'two-step' });
  await step(cancelled.id, 'cancel');

  const count = await send<{ id: string }>('POST', '/api/inventory/counts', { warehouseId: warehouse.id, productIds: [product.id] }, 201);
  const lines = (await stock.list<{ id: string; expectedQuantity: number | null; bookQuantity: number | null }>(`/api/inventory/counts/${count.id}/lines`, { limit: 100 })).data;
  await send('PUT', `/api/inventory/counts/${count.id}/lines`, { lines: lines.map((line, i) => ({ lineId: line.id, countedQuantity: i === 0 ? 0 : 1 })) });
  await send('POST', `/api/inventory/counts/${count.id}/approve`, {});
  await send('DELETE', `/api/products/${(await stock.product()).id}`); // product.archived

  // A backordered order of the other warehouse gets the units of a receipt: sales_order.allocated.
  const waiting = await orders.salesOrder({ customerId: customer.id, warehouseId: other.id, items: [{ productId: product.id, quantity: 50 }] });
  await orders.updateSalesOrder(waiting.id, { status: 'confirmed' });
  await stock.receive(product.id, other.id, 1);

  return { product, po, so, supplierReturn, customerReturn, count };
}
