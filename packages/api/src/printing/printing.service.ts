/**
 * The printed documents (decision 0019) as files: what each prints, read by the services that
 * serve it as JSON (so with their warehouse scope and errors), laid out by the DocumentPrinter the
 * server injects (the PDF layout lives in apps/server/src/documents, docs/ARCHITECTURE.md), and
 * named for saving.
 */
import type { Db } from '@stockroom/db';
import { hasGs1CheckDigit } from '../gs1.js';
import type { FileBody } from '../files.js';
import type { WaveDetail } from '../inventory/index.js';
import type { Product } from '../products/index.js';
import type { PurchaseOrder } from '../purchase-orders/index.js';
import type { PickList, ShipmentDocument } from '../sales-orders/index.js';
import { findWarehouse, type Location, type Warehouse } from '../warehouses/index.js';
import { labelsPerPage, type Label, type LabelQuery, type LabelSize } from './printing.schema.js';

/** Lays out the documents as PDF bytes; the server's implementation is apps/server/src/documents. */
export interface DocumentPrinter {
  /** The pick list of one or more orders. */
  pickList(list: PickList): Promise<Uint8Array>;
  /** The packing slip of a shipment, shipped from `warehouse`. */
  packingSlip(shipment: ShipmentDocument, warehouse: Warehouse): Promise<Uint8Array>;
  /** The purchase order for the supplier, delivered to `warehouse`. */
  purchaseOrder(order: PurchaseOrder, warehouse: Warehouse): Promise<Uint8Array>;
  /** `copies` of each of `labels` laid out for `size`, the file titled `title`. */
  labels(labels: Label[], copies: number, size: LabelSize, title: string): Promise<Uint8Array>;
  /** The pick list of a wave (decision 0022 point 6): its tasks in walking order by zone, in `warehouse`. */
  wavePickList(wave: WaveDetail, warehouse: Warehouse): Promise<Uint8Array>;
}

/** The warehouse of a record the caller has just read (so it exists). */
const warehouseOf = async (db: Db, id: string) => (await findWarehouse(db, id))!;

/** The pick list as `pick-list-<order number>.pdf`, or `pick-list-<n>-orders.pdf` for several. */
export async function pickListFile(printer: DocumentPrinter, list: PickList): Promise<FileBody> {
  return { content: await printer.pickList(list), filename: `pick-list-${list.orders.length === 1 ? list.orders[0]!.number : `${list.orders.length}-orders`}.pdf` };
}

/** The packing slip of `shipment` as `packing-slip-<order number>.pdf`. */
export async function packingSlipFile(printer: DocumentPrinter, db: Db, shipment: ShipmentDocument): Promise<FileBody> {
  return { content: await printer.packingSlip(shipment, await warehouseOf(db, shipment.warehouseId)), filename: `packing-slip-${shipment.orderNumber}.pdf` };
}

/** The purchase order as `<order number>.pdf`. */
export async function purchaseOrderFile(printer: DocumentPrinter, db: Db, order: PurchaseOrder): Promise<FileBody> {
  return { content: await printer.purchaseOrder(order, await warehouseOf(db, order.warehouseId)), filename: `${order.number}.pdf` };
}

/** `label` as `query` asks (default one page of it), named `label-<name>-<size>.pdf`. */
async function labelFile(printer: DocumentPrinter, label: Label, query: LabelQuery, name: string): Promise<FileBody> {
  return { content: await printer.labels([label], query.copies ?? labelsPerPage[query.size], query.size, `Label ${label.code}`), filename: `label-${name}-${query.size}.pdf` };
}

/**
 * A product's labels: with `elementString` (decision 0021), GS1-128 of it (the SKU beneath);
 * else EAN-13 of its barcode when that is a valid EAN-13 (the SKU beneath), else Code 128 of its
 * SKU (the category beneath).
 */
export function productLabelFile(printer: DocumentPrinter, product: Product, query: LabelQuery, elementString?: string): Promise<FileBody> {
  if (elementString) return labelFile(printer, { title: product.name, code: elementString, symbology: 'gs1-128', caption: product.sku }, query, product.sku);
  const ean = product.barcode !== null && product.barcode.length === 13 && hasGs1CheckDigit(product.barcode);
  return labelFile(printer, { title: product.name, code: ean ? product.barcode! : product.sku, symbology: ean ? 'ean13' : 'code128', caption: ean ? product.sku : product.category.name }, query, product.sku);
}

/** A location's labels: its name and Code 128 of its code (what the scan box opens), its warehouse's code beneath. */
export async function locationLabelFile(printer: DocumentPrinter, db: Db, location: Location, query: LabelQuery): Promise<FileBody> {
  const warehouse = await warehouseOf(db, location.warehouseId);
  return labelFile(printer, { title: location.name ?? location.code, code: location.code, symbology: 'code128', caption: warehouse.code }, query, location.code);
}

/** A wave's pick list (decision 0022 point 6) as `pick-list-<wave number>.pdf`. */
export async function wavePickListFile(printer: DocumentPrinter, db: Db, wave: WaveDetail): Promise<FileBody> {
  return { content: await printer.wavePickList(wave, await warehouseOf(db, wave.warehouseId)), filename: `pick-list-${wave.number}.pdf` };
}

/**
 * A wave's cart labels (decision 0022 point 6), one per order in cart slot order, laid out for
 * `size`, as `cart-labels-<wave number>-<size>.pdf`: the slot and the customer, Code 128 of the
 * order's number (what a packer scans), the wave's number beneath.
 */
export async function cartLabelsFile(printer: DocumentPrinter, wave: WaveDetail, size: LabelSize): Promise<FileBody> {
  const labels: Label[] = wave.orders.map((order) => ({ title: `Slot ${order.cartSlot} · ${order.customerName}`, code: order.number, symbology: 'code128', caption: wave.number }));
  return { content: await printer.labels(labels, 1, size, `Cart labels ${wave.number}`), filename: `cart-labels-${wave.number}-${size}.pdf` };
}
