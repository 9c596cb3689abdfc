/**
 * Sales-order use cases (issue 4). Confirming reserves every line in the order's warehouse (all or
 * nothing); shipping writes `shipment` movements that take units off on hand and reserved, at the
 * product's cost price at that moment (cost of goods sold). Prices in currency units; line totals
 * and subtotals are computed by the database to the cent.
 */
import { salesOrders, type Db } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../auth/index.js';
import { requireActiveCustomer } from '../customers/index.js';
import { assertLineTotals, assertTransition, lineTotals, matchLines, numberDocument, pendingNumber, recordStatusChange, statusHistoryOf, type LineRequest } from '../documents.js';
import { AppError } from '../errors.js';
import { publishEvents } from '../events/index.js';
import { assertMatches } from '../preconditions.js';
import { idempotent, type IdempotencyKey } from '../idempotency.js';
import { applyStockChanges, grainsMovedBy, outboundGrain, requireProducts } from '../inventory/index.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { requireActiveWarehouse } from '../warehouses/index.js';
import * as repo from './sales-orders.repository.js';
import {
  salesOrderTransitions,
  type SalesOrder,
  type SalesOrderCreate,
  type SalesOrderListQuery,
  type SalesOrderUpdate,
  type ShipInput,
} from './sales-orders.schema.js';

const today = () => new Date().toISOString().slice(0, 10);

type ShippedGrain = Awaited<ReturnType<typeof grainsMovedBy>>[number];

/** The response form of an order: its lines, each with where its shipped units came from (`shipped`: the grains the orders' shipments moved). */
function toSalesOrder(row: repo.SalesOrderReadRow, items: repo.SalesOrderItemRow[], shipped: ShippedGrain[]): SalesOrder {
  const { order } = row;
  const shippedFrom = (productId: string) =>
    shipped.filter((grain) => grain.referenceId === order.id && grain.productId === productId).map(({ referenceId: _, productId: __, ...grain }) => grain);
  return {
    ...order,
    customerName: row.customerName,
    customerCode: row.customerCode,
    warehouseCode: row.warehouseCode,
    warehouseName: row.warehouseName,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    items: items
      .filter((item) => item.salesOrderId === order.id)
      .map(({ salesOrderId: _, costPrice: __, tracking: ___, shelfLifeDays: ____, lineTotal, ...item }) => ({ ...item, lineTotal: lineTotal ?? 0, shippedFrom: shippedFrom(item.productId) })),
    subtotal: Number(row.subtotal),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** The grains the shipments of these lines' orders moved; read only for orders with something shipped (most reads are of drafts and confirmed orders). */
function shippedGrains(db: Db, items: repo.SalesOrderItemRow[]): Promise<ShippedGrain[]> {
  return grainsMovedBy(db, 'sales_order', [...new Set(items.filter((item) => item.shippedQuantity > 0).map((item) => item.salesOrderId))]);
}

const visibleTo = (actor: Actor, order: repo.SalesOrderRow) => !actor.warehouseId || actor.warehouseId === order.warehouseId;

/** The order with lines, subtotal, shipments and status history. Throws NOT_FOUND (404), also for another warehouse of a bound actor. */
export async function getSalesOrder(db: Db, id: string, actor: Actor): Promise<SalesOrder> {
  // Every part is read at once (one round trip on a transaction's connection); the grains shipped are empty for an order not shipped.
  const [row, shipped, items, returned, history, grains] = await Promise.all([
    repo.findSalesOrder(db, id),
    repo.shipmentsOf(db, id),
    repo.itemsOf(db, [id]),
    repo.returnsOf(db, id),
    statusHistoryOf(db, 'sales_order', id),
    grainsMovedBy(db, 'sales_order', [id]),
  ]);
  if (!row || !visibleTo(actor, row.order)) throw AppError.notFound('Sales order');
  const shipments = shipped.map(({ shipment, createdByName }) => ({
    id: shipment.id,
    trackingNumber: shipment.trackingNumber,
    carrier: shipment.carrier,
    createdBy: shipment.createdBy,
    createdByName,
    createdAt: shipment.createdAt.toISOString(),
  }));
  const returns = returned.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { ...toSalesOrder(row, items, grains), shipments, history, returns };
}

/** Lists orders newest first with the filters of SalesOrderListQuery; a bound actor sees its warehouse's only. */
export async function listSalesOrders(db: Db, query: SalesOrderListQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.listSalesOrders(db, { ...query, warehouseId }, page);
  const items = await repo.itemsOf(db, rows.map((r) => r.order.id));
  const shipped = await shippedGrains(db, items);
  return pageResult(rows.map((row) => toSalesOrder(row, items, shipped)), page, total);
}

/** Lines with the product's selling price as the default unit price; products must exist and be active, line totals fit. */
async function pricedLines(tx: Db, items: SalesOrderCreate['items']) {
  const found = await requireProducts(tx, items.map((i) => i.productId), (i) => `items.${i}.productId`, true);
  const lines = items.map((item, i) => ({
    productId: item.productId,
    quantity: item.quantity,
    unitPrice: item.unitPrice ?? found[i]!.sellingPrice,
    discount: item.discount ?? 0,
  }));
  assertLineTotals(lines.map((line) => ({ quantity: line.quantity, unitAmount: line.unitPrice, discount: line.discount })));
  return lines;
}

/**
 * Creates a draft numbered SO-000001 (gapless). Defaults: order date today, shipping address the
 * customer's, unit prices the products' selling prices, discount 0. Throws FORBIDDEN (403) for
 * another warehouse of a bound actor; VALIDATION_ERROR (400) naming the field for an unknown or
 * inactive customer, warehouse or product.
 */
export function createSalesOrder(db: Db, input: SalesOrderCreate, actor: Actor): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
    // Independent checks, sent together.
    const [, customer, lines] = await Promise.all([requireActiveWarehouse(tx, input.warehouseId, actor), requireActiveCustomer(tx, input.customerId), pricedLines(tx, input.items)]);
    const order = await repo.insertSalesOrder(tx, {
      number: pendingNumber(),
      customerId: input.customerId,
      warehouseId: input.warehouseId,
      orderDate: input.orderDate ?? today(),
      notes: input.notes ?? null,
      shippingAddress: input.shippingAddress ?? customer.shippingAddress,
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await Promise.all([repo.insertItems(tx, order.id, lines), recordStatusChange(tx, 'sales_order', order.id, null, 'draft', actor.id)]);
    return numberDocument(tx, salesOrders, order.id, 'SO', () => getSalesOrder(tx, order.id, actor));
  });
}

/** Reservation changes for every line's unshipped quantity, `sign` +1 to reserve, −1 to release. */
function reservations(order: repo.SalesOrderRow, items: repo.SalesOrderItemRow[], sign: 1 | -1) {
  return items
    .filter((item) => item.quantity > item.shippedQuantity)
    .map((item) => ({ productId: item.productId, warehouseId: order.warehouseId, onHandDelta: 0, reservedDelta: sign * (item.quantity - item.shippedQuantity) }));
}

/**
 * PUT: edits a draft (items are replaced) and/or confirms or cancels, which needs orders:approve.
 * Confirming reserves every line (all or nothing); cancelling a confirmed order releases them.
 * Throws NOT_FOUND (404); FORBIDDEN (403); INVALID_STATE (409) when editing a non-draft or for an
 * illegal transition; INSUFFICIENT_STOCK (409) with details per short product; VALIDATION_ERROR (400);
 * PRECONDITION_FAILED (412) when `ifMatch` no longer matches the order (preconditions.ts).
 */
export function updateSalesOrder(db: Db, id: string, input: Omit<SalesOrderUpdate, 'id'>, actor: Actor, ifMatch?: string): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
    const order = await repo.lockSalesOrder(tx, id);
    if (!order || !visibleTo(actor, order)) throw AppError.notFound('Sales order');
    if (ifMatch !== undefined) assertMatches(ifMatch, await getSalesOrder(tx, id, actor));
    const { status, items, ...fields } = input;
    if (Object.keys(fields).length || items) {
      if (order.status !== 'draft') throw new AppError('INVALID_STATE', 'Only a draft sales order can be edited', { currentStatus: order.status });
      if (fields.warehouseId) await requireActiveWarehouse(tx, fields.warehouseId, actor);
      if (fields.customerId) await requireActiveCustomer(tx, fields.customerId);
      if (items) await repo.replaceItems(tx, id, await pricedLines(tx, items));
    }
    if (status) {
      if (!actor.permissions.includes('orders:approve')) throw AppError.forbidden();
      assertTransition(salesOrderTransitions, order.status, status);
      const current = { ...order, ...fields };
      if (status === 'confirmed') await applyStockChanges(tx, reservations(current, await repo.itemsOf(tx, [id]), 1), actor.id);
      if (status === 'cancelled' && order.status === 'confirmed') {
        await applyStockChanges(tx, reservations(current, await repo.itemsOf(tx, [id]), -1), actor.id);
      }
    }
    await Promise.all([
      status && recordStatusChange(tx, 'sales_order', id, order.status, status, actor.id),
      repo.updateSalesOrder(tx, id, { ...fields, ...(status ? { status } : {}), updatedBy: actor.id }),
    ]);
    return getSalesOrder(tx, id, actor);
  });
}

/**
 * POST …/{id}/ship: ships the given lines (default: everything not yet shipped) of a confirmed or
 * partially shipped order: one `shipment` movement per line (on hand and reserved both fall) at the
 * product's current cost price, a shipment record with tracking, shipped quantities and status
 * updated, in one transaction. Honours Idempotency-Key. Throws NOT_FOUND (404); FORBIDDEN (403);
 * INVALID_STATE (409) in other statuses; OVER_SHIPMENT (409) beyond the remaining quantity;
 * VALIDATION_ERROR (400) for a line the order lacks.
 */
export function shipSalesOrder(db: Db, id: string, input: Omit<ShipInput, 'id'>, actor: Actor, idempotency?: IdempotencyKey): Promise<SalesOrder> {
  return idempotent(db, { userId: actor.id, idempotency, operation: `sales-order.ship:${id}`, input }, async (tx) => {
    const order = await repo.lockSalesOrder(tx, id);
    if (!order || !visibleTo(actor, order)) throw AppError.notFound('Sales order');
    if (order.status !== 'confirmed' && order.status !== 'partially_shipped') {
      throw new AppError('INVALID_STATE', `Cannot ship a ${order.status} sales order`, { currentStatus: order.status });
    }
    const items = await repo.itemsOf(tx, [id]);
    const requested = input.items ?? items.filter((i) => i.quantity > i.shippedQuantity).map((i) => ({ itemId: i.id, quantity: i.quantity - i.shippedQuantity }));
    const matched = matchLines(items, requested);
    const lines = lineTotals(matched);
    // The guarded line updates and the shipment record go together; an over-shipment rolls both back.
    const [shippedLines] = await Promise.all([
      Promise.all(lines.map(({ line, quantity }) => repo.shipLine(tx, line.id, quantity))),
      repo.insertShipment(tx, { salesOrderId: id, trackingNumber: input.trackingNumber ?? null, carrier: input.carrier ?? null, createdBy: actor.id }),
    ]);
    const over = lines
      .filter((_, i) => !shippedLines[i])
      .map(({ line, quantity }) => ({ itemId: line.id, productId: line.productId, ordered: line.quantity, shipped: line.shippedQuantity, requested: quantity }));
    if (over.length) throw new AppError('OVER_SHIPMENT', 'Shipping more than remains on the order', over);
    const changes = [];
    for (const { line, request, index } of matched) {
      const grain = await outboundGrain(tx, { id: line.productId, tracking: line.tracking, shelfLifeDays: line.shelfLifeDays }, order.warehouseId, request.quantity, request, (name) => `items.${index}.${name}`, actor, true);
      changes.push({
        productId: line.productId,
        warehouseId: order.warehouseId,
        onHandDelta: -request.quantity,
        reservedDelta: -request.quantity,
        type: 'shipment' as const,
        reason: `Shipment for ${order.number}`,
        reference: { type: 'sales_order', id },
        note: input.trackingNumber ? `Tracking ${input.trackingNumber}` : undefined,
        unitCost: line.costPrice,
        sellable: true,
        ...grain,
      });
    }
    const movements = (await applyStockChanges(tx, changes, actor.id)).movements.flat();
    // The lines cannot change meanwhile (the order's row is locked), so what remains is known here.
    const shippedNow = new Map(lines.map(({ line, quantity }) => [line.id, quantity]));
    const status = items.every((item) => item.shippedQuantity + (shippedNow.get(item.id) ?? 0) >= item.quantity) ? 'shipped' : 'partially_shipped';
    if (status !== order.status) assertTransition(salesOrderTransitions, order.status, status);
    await Promise.all([
      publishEvents(tx, [{ type: 'shipment.created', subject: id, data: { salesOrderId: id, number: order.number, warehouseId: order.warehouseId, trackingNumber: input.trackingNumber ?? null, carrier: input.carrier ?? null, movements } }]),
      status !== order.status && recordStatusChange(tx, 'sales_order', id, order.status, status, actor.id),
      repo.updateSalesOrder(tx, id, { status, updatedBy: actor.id }),
    ]);
    return getSalesOrder(tx, id, actor);
  });
}

/**
 * The order side of a customer return (issue 16; the returns module owns the rest): locks a shipped
 * or partially shipped order, matches the requested lines and adds them to the lines' returned
 * quantities, in the caller's transaction. Returns the order and the matched lines. Throws
 * NOT_FOUND (404), also for another warehouse of a bound actor; INVALID_STATE (409) in other
 * statuses; OVER_RETURN (409) when a line would pass its shipped quantity, details per line;
 * VALIDATION_ERROR (400) for a line the order lacks.
 */
export async function returnShippedUnits<R extends LineRequest>(tx: Db, id: string, requests: R[], actor: Actor) {
  const order = await repo.lockSalesOrder(tx, id);
  if (!order || !visibleTo(actor, order)) throw AppError.notFound('Sales order');
  if (order.status !== 'shipped' && order.status !== 'partially_shipped') {
    throw new AppError('INVALID_STATE', `Cannot return items of a ${order.status} sales order`, { currentStatus: order.status });
  }
  const matched = matchLines(await repo.itemsOf(tx, [id]), requests);
  const over = [];
  for (const { line, quantity } of lineTotals(matched)) {
    if (!(await repo.returnLine(tx, line.id, quantity))) {
      over.push({ itemId: line.id, productId: line.productId, shipped: line.shippedQuantity, returned: line.returnedQuantity, requested: quantity });
    }
  }
  if (over.length) throw new AppError('OVER_RETURN', 'Returning more than was shipped', over);
  return { order, matched };
}
