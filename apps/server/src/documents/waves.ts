/**
 * A wave's pick list (decision 0022 point 6): Code 128 of the wave's number (what the picker scans
 * to start), the orders in their cart slots, then the pick tasks in walking order, a table per
 * zone, each with the location, SKU, product, lot, serial, units and cart slot.
 */
import { toBuffer } from 'bwip-js/node';
import { FONT, footers, heading, newDocument, pdfBytes, table, titleBlock } from './layout.js';
import type { Warehouse, Wave } from './types.js';

const units = (n: number) => n.toLocaleString('en');
const lotText = (task: { lotNumber: string | null; expiryDate: string | null }) => (task.lotNumber ? `${task.lotNumber}${task.expiryDate ? `\nexp. ${task.expiryDate}` : ''}` : '');

/** The pick list of `wave` in `warehouse`: tasks not cancelled, done ones ticked. */
export async function wavePickListPdf(wave: Wave, warehouse: Warehouse): Promise<Buffer> {
  const doc = newDocument(`Pick list ${wave.number}`);
  const tasks = wave.tasks.filter((task) => task.status !== 'cancelled');
  titleBlock(
    doc,
    'Wave pick list',
    wave.number,
    [`Warehouse ${warehouse.name} (${warehouse.code})`, `Mode ${wave.mode}`, `Status ${wave.status}`, `Pack at ${wave.packingLocationCode}`],
    [`${wave.orders.length} orders`, `${tasks.length} picks, ${units(tasks.reduce((sum, task) => sum + task.quantity, 0))} units`, `Created ${wave.createdAt.slice(0, 16).replace('T', ' ')} UTC`],
  );
  const barcode = await toBuffer({ bcid: 'code128', text: wave.number, scale: 2, height: 10, includetext: true, textxalign: 'center' });
  doc.image(barcode, doc.x, doc.y, { height: 48 });
  doc.y += 56;
  doc.font(FONT.regular).fontSize(9);
  table(
    doc,
    [{ header: 'Slot', width: 1, align: 'right' }, { header: 'Order', width: 2.5 }, { header: 'Customer', width: 6 }],
    wave.orders.map((order) => [String(order.cartSlot), order.number, order.customerName]),
  );
  const zones = [...new Set(tasks.map((task) => task.zone))];
  for (const zone of zones) {
    heading(doc, zone === null ? 'No zone' : `Zone ${zone}`);
    table(
      doc,
      [{ header: '', width: 0.6 }, { header: 'Location', width: 1.8 }, { header: 'SKU', width: 2 }, { header: 'Product', width: 3.6 }, { header: 'Lot', width: 2 }, { header: 'Serial', width: 1.6 }, { header: 'Qty', width: 0.9, align: 'right' }, { header: 'Slot', width: 0.9, align: 'right' }],
      tasks
        .filter((task) => task.zone === zone)
        .map((task) => [task.status === 'done' ? '[x]' : '[ ]', task.fromLocationCode, task.sku, task.productName, lotText(task), task.serialNumber ?? '', units(task.quantity), task.cartSlot === null ? '' : String(task.cartSlot)]),
    );
  }
  footers(doc, `Pick list ${wave.number}`);
  return pdfBytes(doc);
}
