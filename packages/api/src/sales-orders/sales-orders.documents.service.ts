/**
 * The sales-order documents (decision 0019): the pick list of open orders (their allocations,
 * decision 0020) and a shipment as its packing slip shows it. Reads only.
 */
import type { Db } from '@stockroom/db';
import type { Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { allocationsOf, grainsMovedBy } from '../inventory/index.js';
import { findWarehouse } from '../warehouses/index.js';
import * as repo from './sales-orders.repository.js';
import type { PickList, PickListQuery, ShipmentDocument } from './sales-orders.schema.js';
import { backordered, open } from './sales-orders.lines.js';
import { visibleTo } from './sales-orders.service.js';

/**
 * GET /orders/pick-list (decisions 0019 and 0020): what to take from where to ship the given
 * orders: each line's allocated units, where they lie (what a shipment naming no grain takes, but
 * units expired since or in a bin no longer pickable, which it replaces),
 * grouped by location in walking order (warehouse code, then location code); the units no stock is
 * allocated to are listed as shortages (backordered). Input: 1 to 50 order ids; output: PickList.
 * Throws NOT_FOUND when an order is unknown or of another warehouse of a bound actor;
 * INVALID_STATE with the current status when an order is neither confirmed nor partially shipped.
 */
export async function pickList(db: Db, query: PickListQuery, actor: Actor): Promise<PickList> {
  const rows = await repo.findSalesOrders(db, query.salesOrderIds);
  if (rows.length !== query.salesOrderIds.length || !rows.every((row) => visibleTo(actor, row.order))) throw AppError.notFound('Sales order');
  const closed = rows.find((row) => !open(row.order.status));
  if (closed) {
    throw new AppError('INVALID_STATE', `Sales order ${closed.order.number} is ${closed.order.status}: only confirmed and partially shipped orders are picked`, { currentStatus: closed.order.status });
  }
  const warehouseIds = [...new Set(rows.map((row) => row.order.warehouseId))];
  const [items, warehouses] = await Promise.all([repo.itemsOf(db, query.salesOrderIds), Promise.all(warehouseIds.map((id) => findWarehouse(db, id)))]);
  const allocated = await allocationsOf(db, { itemIds: items.filter((item) => item.allocatedQuantity > 0).map((item) => item.id) });
  const warehouseCode = new Map(warehouses.map((warehouse) => [warehouse!.id, warehouse!.code]));
  const openLines = rows.flatMap((row) => items.filter((item) => item.salesOrderId === row.order.id && item.quantity > item.shippedQuantity).map((item) => ({ order: row.order, item })));

  const stops = new Map<string, PickList['locations'][number]>();
  const shortages: PickList['shortages'] = [];
  for (const { order, item } of openLines) {
    const product = { productId: item.productId, sku: item.sku, productName: item.productName };
    const short = backordered(order.status, item);
    if (short) shortages.push({ ...product, salesOrderId: order.id, orderNumber: order.number, quantity: short });
    for (const piece of allocated.filter((a) => a.itemId === item.id)) {
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
  }
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
      unitsToShip: items.filter((item) => item.salesOrderId === order.id && !item.kit).reduce((sum, item) => sum + item.quantity - item.shippedQuantity, 0),
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
