/**
 * The order documents (decision 0019): the pick list of one or many sales orders, the packing slip of a
 * shipment and the purchase order sent to the supplier, each rendered from what its procedure answers.
 */
import { addressLines, FONT, footers, heading, newDocument, pdfBytes, table, titleBlock } from './layout.js';
import type { PickList, PurchaseOrder, Shipment, Warehouse } from './types.js';

const lotText = (line: { lotNumber: string | null; expiryDate: string | null }) => (line.lotNumber ? `${line.lotNumber}${line.expiryDate ? `\nexp. ${line.expiryDate}` : ''}` : '');
const units = (n: number) => n.toLocaleString('en');
const day = (iso: string) => iso.slice(0, 10);

/**
 * The pick list: the orders covered, then one table per stop in walking order (location code)
 * with a box to tick, SKU, product, lot and expiry, serial numbers, units and order; then the
 * shortages. Long lists flow over pages, repeating the table header.
 */
export function pickListPdf(list: PickList): Promise<Buffer> {
  const numbers = list.orders.map((order) => order.number);
  const title = numbers.length === 1 ? numbers[0]! : `${numbers.length} orders`;
  const doc = newDocument(`Pick list ${title}`);
  titleBlock(doc, 'Pick list', title, [`Generated ${list.generatedAt.slice(0, 16).replace('T', ' ')} UTC`, `${units(list.totalUnits)} units at ${list.locations.length} locations`], [`Warehouse ${[...new Set(list.orders.map((order) => order.warehouseCode))].sort().join(', ')}`]);
  table(
    doc,
    [{ header: 'Order', width: 2 }, { header: 'Customer', width: 4 }, { header: 'Order date', width: 2 }, { header: 'Units to ship', width: 2, align: 'right' }],
    list.orders.map((order) => [order.number, order.customerName, order.orderDate, units(order.unitsToShip)]),
  );
  for (const stop of list.locations) {
    heading(doc, `${stop.locationCode}${stop.locationName ? ` · ${stop.locationName}` : ''}${list.orders.length > 1 || new Set(list.orders.map((o) => o.warehouseId)).size > 1 ? ` (${stop.warehouseCode})` : ''}`);
    table(
      doc,
      [{ header: '', width: 0.5 }, { header: 'SKU', width: 2.2 }, { header: 'Product', width: 4 }, { header: 'Lot', width: 2.2 }, { header: 'Serial numbers', width: 2.5 }, { header: 'Qty', width: 1, align: 'right' }, { header: 'Order', width: 1.8 }],
      stop.lines.map((line) => ['[ ]', line.sku, line.productName, lotText(line), line.serialNumbers.join(', '), units(line.quantity), line.orderNumber]),
    );
  }
  if (list.shortages.length) {
    heading(doc, 'Not in stock');
    table(
      doc,
      [{ header: 'SKU', width: 2 }, { header: 'Product', width: 5 }, { header: 'Qty short', width: 1.5, align: 'right' }, { header: 'Order', width: 2 }],
      list.shortages.map((short) => [short.sku, short.productName, units(short.quantity), short.orderNumber]),
    );
  }
  footers(doc, `Pick list ${title}`);
  return pdfBytes(doc);
}

/** The packing slip of one shipment: ship from and to, carrier and tracking, and the lines with lots and serial numbers. */
export function packingSlipPdf(shipment: Shipment, warehouse: Warehouse): Promise<Buffer> {
  const doc = newDocument(`Packing slip ${shipment.orderNumber}`);
  titleBlock(
    doc,
    'Packing slip',
    shipment.orderNumber,
    ['Ship to', shipment.customerName, ...addressLines(shipment.shippingAddress)],
    [
      'Ship from',
      `${warehouse.name} (${warehouse.code})`,
      ...addressLines(warehouse.address),
      '',
      `Order date ${shipment.orderDate}`,
      `Shipped ${day(shipment.createdAt)}`,
      `Carrier ${shipment.carrier ?? '-'}`,
      `Tracking ${shipment.trackingNumber ?? '-'}`,
    ],
  );
  table(
    doc,
    [{ header: 'SKU', width: 2.2 }, { header: 'Product', width: 5 }, { header: 'Lot', width: 2.4 }, { header: 'Serial number', width: 2.4 }, { header: 'Qty', width: 1, align: 'right' }],
    shipment.lines.map((line) => [line.sku, line.productName, lotText(line), line.serialNumber ?? '', units(line.quantity)]),
  );
  doc.font(FONT.bold).fontSize(10).text(`Total units: ${units(shipment.lines.reduce((sum, line) => sum + line.quantity, 0))}`, { align: 'right' });
  footers(doc, `Packing slip ${shipment.orderNumber}`);
  return pdfBytes(doc);
}

/** The purchase order for the supplier: supplier, deliver-to warehouse, dates, lines with unit costs and totals in the order's currency. */
export function purchaseOrderPdf(order: PurchaseOrder, warehouse: Warehouse): Promise<Buffer> {
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: order.currency });
  const doc = newDocument(`Purchase order ${order.number}`);
  titleBlock(
    doc,
    'Purchase order',
    order.number,
    ['Supplier', `${order.supplierName} (${order.supplierCode})`, '', `Order date ${order.orderDate}`, `Expected ${order.expectedDate ?? '-'}`, `Currency ${order.currency}`, `Status ${order.status.replace('_', ' ')}`],
    ['Deliver to', `${warehouse.name} (${warehouse.code})`, ...addressLines(warehouse.address)],
  );
  table(
    doc,
    [{ header: 'SKU', width: 2.2 }, { header: 'Product', width: 5 }, { header: 'Barcode', width: 2.4 }, { header: 'Qty', width: 1, align: 'right' }, { header: 'Unit cost', width: 1.8, align: 'right' }, { header: 'Total', width: 2, align: 'right' }],
    order.items.map((item) => [item.sku, item.productName, item.barcode ?? '', units(item.quantity), money.format(item.unitCost), money.format(item.lineTotal)]),
  );
  doc.font(FONT.bold).fontSize(11).text(`Total ${money.format(order.subtotal)}`, { align: 'right' });
  if (order.notes) doc.moveDown().font(FONT.regular).fontSize(9).text(`Notes: ${order.notes}`);
  footers(doc, `Purchase order ${order.number}`);
  return pdfBytes(doc);
}
