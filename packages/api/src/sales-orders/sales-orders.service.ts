/**
 * Sales-order use cases (decision 0004). Confirming reserves every line in the order's warehouse (all or
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
import { applyStockChanges, grainsMovedBy, outboundGrain, proposePicks, requireProducts, type Reservation, type StockChange } from '../inventory/index.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { findWarehouse, requireActiveWarehouse } from '../warehouses/index.js';
import * as repo from './sales-orders.repository.js';
import {
  salesOrderTransitions,
  type PickList,
  type PickListQuery,
  type SalesOrder,
  type SalesOrderCreate,
  type SalesOrderListQuery,
  type SalesOrderUpdate,
  type ShipInput,
  type ShipmentDocument,
} from './sales-orders.schema.js';

const today = () => new Date().toISOString().slice(0, 10);

type ShippedGrain = Awaited<ReturnType<typeof grainsMovedBy>>[number];

/**
 * The response form of an order: its lines, each with where its shipped units came from (`shipped`:
 * the grains the orders' shipments moved); the order and each line in `baseCurrency`, the currency
 * of every sales order (decision 0016).
 */
function toSalesOrder(row: repo.SalesOrderReadRow, items: repo.SalesOrderItemRow[], shipped: ShippedGrain[], baseCurrency: string): SalesOrder {
  // The change feed's position (pagination.ts) is not the order's.
  const { changeXid: _position, ...order } = row.order;
  const shippedFrom = (productId: string) =>
    shipped.filter((grain) => grain.referenceId === order.id && grain.productId === productId).map(({ referenceId: _, productId: __, ...grain }) => grain);
  return {
    ...order,
    currency: baseCurrency,
    customerName: row.customerName,
    customerCode: row.customerCode,
    warehouseCode: row.warehouseCode,
    warehouseName: row.warehouseName,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    items: items
      .filter((item) => item.salesOrderId === order.id)
      .map(({ salesOrderId: _, costPrice: __, tracking: ___, shelfLifeDays: ____, lineTotal, ...item }) => ({ ...item, lineTotal: lineTotal ?? 0, currency: baseCurrency, shippedFrom: shippedFrom(item.productId) })),
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

/**
 * The order with lines, subtotal, shipments and status history, its amounts in `baseCurrency`.
 * Throws NOT_FOUND, also for another warehouse of a bound actor.
 */
export async function getSalesOrder(db: Db, id: string, baseCurrency: string, actor: Actor): Promise<SalesOrder> {
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
  return { ...toSalesOrder(row, items, grains, baseCurrency), shipments, history, returns };
}

/** Lists orders newest first with the filters of SalesOrderListQuery, amounts in `baseCurrency`; a bound actor sees its warehouse's only. */
export async function listSalesOrders(db: Db, query: SalesOrderListQuery, baseCurrency: string, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total, last } = await repo.listSalesOrders(db, { ...query, warehouseId }, page);
  const items = await repo.itemsOf(db, rows.map((r) => r.order.id));
  const shipped = await shippedGrains(db, items);
  return pageResult(rows.map((row) => toSalesOrder(row, items, shipped, baseCurrency)), page, total, last);
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
 * customer's, unit prices the products' selling prices, discount 0. Throws FORBIDDEN for
 * another warehouse of a bound actor; VALIDATION_ERROR naming the field for an unknown or
 * inactive customer, warehouse or product.
 */
export function createSalesOrder(db: Db, input: SalesOrderCreate, baseCurrency: string, actor: Actor): Promise<SalesOrder> {
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
    return numberDocument(tx, salesOrders, order.id, 'SO', () => getSalesOrder(tx, order.id, baseCurrency, actor));
  });
}

/** Reservation changes for every line's unshipped quantity: `reserve` on confirming, `release` on cancelling. */
function reservations(order: repo.SalesOrderRow, items: repo.SalesOrderItemRow[], kind: Reservation['kind']): Reservation[] {
  return items
    .filter((item) => item.quantity > item.shippedQuantity)
    .map((item) => ({ kind, productId: item.productId, warehouseId: order.warehouseId, quantity: item.quantity - item.shippedQuantity }));
}

/**
 * PUT: edits a draft (items are replaced) and/or confirms or cancels, which needs orders:approve.
 * Confirming reserves every line (all or nothing); cancelling a confirmed order releases them.
 * Throws NOT_FOUND; FORBIDDEN; INVALID_STATE when editing a non-draft or for an
 * illegal transition; INSUFFICIENT_STOCK with details per short product; VALIDATION_ERROR;
 * PRECONDITION_FAILED when `ifMatch` no longer matches the order (preconditions.ts).
 */
export function updateSalesOrder(db: Db, id: string, input: Omit<SalesOrderUpdate, 'id'>, baseCurrency: string, actor: Actor, ifMatch?: string): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
    const order = await repo.lockSalesOrder(tx, id);
    if (!order || !visibleTo(actor, order)) throw AppError.notFound('Sales order');
    if (ifMatch !== undefined) assertMatches(ifMatch, await getSalesOrder(tx, id, baseCurrency, actor));
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
      if (status === 'confirmed') await applyStockChanges(tx, reservations(current, await repo.itemsOf(tx, [id]), 'reserve'), actor.id);
      if (status === 'cancelled' && order.status === 'confirmed') {
        await applyStockChanges(tx, reservations(current, await repo.itemsOf(tx, [id]), 'release'), actor.id);
      }
    }
    await Promise.all([
      status && recordStatusChange(tx, 'sales_order', id, order.status, status, actor.id),
      repo.updateSalesOrder(tx, id, { ...fields, ...(status ? { status } : {}), updatedBy: actor.id }),
    ]);
    return getSalesOrder(tx, id, baseCurrency, actor);
  });
}

/**
 * POST …/{id}/ship: ships the given lines (default: everything not yet shipped) of a confirmed or
 * partially shipped order: one `shipment` movement per line (on hand and reserved both fall) at the
 * product's current cost price, a shipment record with tracking, shipped quantities and status
 * updated, in one transaction. Throws NOT_FOUND; FORBIDDEN;
 * INVALID_STATE in other statuses; OVER_SHIPMENT beyond the remaining quantity;
 * VALIDATION_ERROR for a line the order lacks.
 */
export function shipSalesOrder(db: Db, id: string, input: Omit<ShipInput, 'id'>, baseCurrency: string, actor: Actor): Promise<SalesOrder> {
  return db.transaction(async (tx) => {
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
    const changes: StockChange[] = [];
    for (const { line, request, index } of matched) {
      const grain = await outboundGrain(tx, { id: line.productId, tracking: line.tracking, shelfLifeDays: line.shelfLifeDays }, order.warehouseId, request.quantity, request, (name) => `items.${index}.${name}`, actor, true);
      changes.push({
        kind: 'outbound',
        type: 'shipment',
        productId: line.productId,
        warehouseId: order.warehouseId,
        quantity: request.quantity,
        reserved: true,
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
    return getSalesOrder(tx, id, baseCurrency, actor);
  });
}

/**
 * The order side of a customer return (decision 0016; the returns module owns the rest): locks a shipped
 * or partially shipped order, matches the requested lines and adds them to the lines' returned
 * quantities, in the caller's transaction. Returns the order and the matched lines. Throws
 * NOT_FOUND, also for another warehouse of a bound actor; INVALID_STATE in other
 * statuses; OVER_RETURN when a line would pass its shipped quantity, details per line;
 * VALIDATION_ERROR for a line the order lacks.
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

const pickable = (status: string) => status === 'confirmed' || status === 'partially_shipped';

/**
 * GET /orders/pick-list (decision 0019): what to take from where to ship the given orders in full. Each
 * unshipped unit of each line (orders by number, lines as a shipment takes them) is proposed from
 * the grains a shipment naming none would take now (first expiry first out, expired lots left out;
 * inventory's proposePicks), orders sharing a product taking one after another. Stops are grouped
 * by location in walking order (warehouse code, then location code); units no stock covers are
 * listed as shortages. Input: 1 to 50 order ids; output: PickList. Throws NOT_FOUND when an
 * order is unknown or of another warehouse of a bound actor; INVALID_STATE with the current
 * status when an order is neither confirmed nor partially shipped.
 */
export async function pickList(db: Db, query: PickListQuery, actor: Actor): Promise<PickList> {
  const rows = await repo.findSalesOrders(db, query.salesOrderIds);
  if (rows.length !== query.salesOrderIds.length || !rows.every((row) => visibleTo(actor, row.order))) throw AppError.notFound('Sales order');
  const closed = rows.find((row) => !pickable(row.order.status));
  if (closed) {
    throw new AppError('INVALID_STATE', `Sales order ${closed.order.number} is ${closed.order.status}: only confirmed and partially shipped orders are picked`, { currentStatus: closed.order.status });
  }
  const warehouseIds = [...new Set(rows.map((row) => row.order.warehouseId))];
  const [items, warehouses] = await Promise.all([repo.itemsOf(db, query.salesOrderIds), Promise.all(warehouseIds.map((id) => findWarehouse(db, id)))]);
  const warehouseCode = new Map(warehouses.map((warehouse) => [warehouse!.id, warehouse!.code]));
  const open = rows.flatMap((row) => items.filter((item) => item.salesOrderId === row.order.id && item.quantity > item.shippedQuantity).map((item) => ({ order: row.order, item })));
  const proposals = await proposePicks(db, open.map(({ order, item }) => ({ productId: item.productId, warehouseId: order.warehouseId, quantity: item.quantity - item.shippedQuantity })));

  const stops = new Map<string, PickList['locations'][number]>();
  const shortages: PickList['shortages'] = [];
  open.forEach(({ order, item }, i) => {
    const { pieces, short } = proposals[i]!;
    const product = { productId: item.productId, sku: item.sku, productName: item.productName };
    if (short) shortages.push({ ...product, salesOrderId: order.id, orderNumber: order.number, quantity: short });
    for (const piece of pieces) {
      const stopKey = `${order.warehouseId}/${piece.locationId}`;
      let stop = stops.get(stopKey);
      if (!stop) {
        stop = { warehouseId: order.warehouseId, warehouseCode: warehouseCode.get(order.warehouseId)!, locationId: piece.locationId, locationCode: piece.locationCode, locationName: piece.locationName, lines: [] };
        stops.set(stopKey, stop);
      }
      let line = stop.lines.find((l) => l.productId === item.productId && l.lotId === piece.lotId && l.salesOrderId === order.id);
      if (!line) {
        line = { ...product, barcode: item.barcode, lotId: piece.lotId, lotNumber: piece.lotNumber, expiryDate: piece.expiryDate, serialNumbers: [], quantity: 0, salesOrderId: order.id, orderNumber: order.number };
        stop.lines.push(line);
      }
      line.quantity += piece.quantity;
      if (piece.serialNumber !== null) line.serialNumbers.push(piece.serialNumber);
    }
  });
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const locations = [...stops.values()].sort((a, b) => byText(a.warehouseCode, b.warehouseCode) || byText(a.locationCode, b.locationCode));
  for (const stop of locations) {
    stop.lines.sort((a, b) => byText(a.sku, b.sku) || byText(a.expiryDate ?? '9999', b.expiryDate ?? '9999') || byText(a.orderNumber, b.orderNumber));
  }
  return {
    generatedAt: new Date().toISOString(),
    orders: rows.map(({ order, customerName }) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      orderDate: order.orderDate,
      customerName,
      warehouseId: order.warehouseId,
      warehouseCode: warehouseCode.get(order.warehouseId)!,
      unitsToShip: items.filter((item) => item.salesOrderId === order.id).reduce((sum, item) => sum + item.quantity - item.shippedQuantity, 0),
    })),
    locations,
    shortages,
    totalUnits: locations.reduce((sum, stop) => sum + stop.lines.reduce((units, line) => units + line.quantity, 0), 0),
  };
}

/**
 * GET /orders/sales-orders/{id}/shipments/{shipmentId} (decision 0019, the packing slip): one shipment
 * of the order with its carrier, tracking number and what it took per product, location, lot and
 * serial number (the movements written in the shipment's transaction). Throws NOT_FOUND for
 * an unknown order or shipment, also for another warehouse of a bound actor.
 */
export async function getShipment(db: Db, id: string, shipmentId: string, actor: Actor): Promise<ShipmentDocument> {
  const [row, shipment, items] = await Promise.all([repo.findSalesOrder(db, id), repo.findShipment(db, id, shipmentId), repo.itemsOf(db, [id])]);
  if (!row || !visibleTo(actor, row.order)) throw AppError.notFound('Sales order');
  if (!shipment) throw AppError.notFound('Shipment');
  const grains = await grainsMovedBy(db, 'sales_order', [id], shipment.createdAt);
  const products = new Map(items.map((item) => [item.productId, item]));
  const { order } = row;
  return {
    id: shipment.id,
    salesOrderId: order.id,
    orderNumber: order.number,
    orderDate: order.orderDate,
    customerName: row.customerName,
    customerCode: row.customerCode,
    shippingAddress: order.shippingAddress,
    warehouseId: order.warehouseId,
    carrier: shipment.carrier,
    trackingNumber: shipment.trackingNumber,
    createdAt: shipment.createdAt.toISOString(),
    lines: grains.map((grain) => {
      const product = products.get(grain.productId)!;
      return {
        productId: grain.productId,
        sku: product.sku,
        productName: product.productName,
        barcode: product.barcode,
        locationCode: grain.locationCode,
        lotId: grain.lotId,
        lotNumber: grain.lotNumber,
        expiryDate: grain.expiryDate,
        serialNumber: grain.serialNumber,
        quantity: grain.quantity,
      };
    }).sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)),
  };
}
