/**
 * The warehouse floor without a mouse (decision 0019): a staff user signs in to the work queue and, with
 * the keyboard and scanner bursts only, receives a 5-line purchase order and ships a 3-line sales
 * order; a quantity prefix and the next-scan quantity count many units; a burst that lands in a
 * quantity box is counted, never typed into it; counts survive navigation until discarded. A picker
 * prints the pick list of one order and of several, and the packing slip of the shipment (each PDF
 * fetched from the server and read); a shelf is counted by scanning and its variance approved.
 * Scanner bursts carry a scanner's own key timing (see `burst`); a person's keys come after a pause.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';
import { choosePdf, signInByKeyboard, tabTo } from '../support/keyboard-e2e.js';
import { burst } from '../support/scanner-e2e.js';

/** A person's pause, ms: longer than any burst survives, so a person's keys are never taken for part of one. */
const PAUSE_MS = 300;

/** A person's keys: a pause first, then `keys` one by one. */
async function person(page: Page, ...keys: string[]) {
  for (const key of keys) {
    await page.waitForTimeout(PAUSE_MS);
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(PAUSE_MS);
}

/** Types `text` as a person: one key at a time, slowly, with a pause before and after. */
async function personTypes(page: Page, text: string) {
  await page.waitForTimeout(PAUSE_MS);
  await page.keyboard.type(text, { delay: 90 });
  await page.waitForTimeout(PAUSE_MS);
}

// Bursts are told from typing by the time between keys; on a CI machine whose two cores run every
// test file at once, Chromium can stall for longer than a burst survives, so a test is run once more
// after a failure. Each test makes its own records, so a second run starts clean.
describe.skipIf(!browserAvailable)('the warehouse floor without a mouse', { retry: 1 }, async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const warehouse = await admin.warehouses.create.mutate({ code: 'FLR-A', name: 'Floor dock', address: { line1: '2 Dock Road', city: 'Hamburg', country: 'DE' } });
  const category = await admin.categories.create.mutate({ name: 'Floor parts' });
  const supplier = await admin.suppliers.create.mutate({ code: 'SUP-FLR', name: 'Crate Supply' });
  const customer = await admin.customers.create.mutate({ code: 'CUS-FLR', name: 'Quay Traders' });
  let serial = 0;
  let lastPage: Page | undefined;

  /** A product with a barcode and `units` on hand in the warehouse. */
  async function product(units = 0) {
    serial += 1;
    const sku = `FLR-${serial}`;
    const made = await admin.products.create.mutate({ name: `Crate ${serial}`, sku, barcode: `4250000${String(100000 + serial)}`, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 3, sellingPrice: 7 });
    if (units > 0) await admin.inventory.recordMovement.mutate({ productId: made.id, warehouseId: warehouse.id, type: 'in', quantity: units, reason: 'Opening balance' });
    return made;
  }

  const onHand = async (productId: string) => (await admin.inventory.levels.query({ productId, warehouseId: warehouse.id })).items[0]?.onHand ?? 0;

  /** An approved purchase order of `quantities` units of new products. */
  async function approvedPurchase(quantities: number[], expectedDate?: string) {
    const products = [];
    for (const _ of quantities) products.push(await product());
    const order = await admin.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: warehouse.id, expectedDate, items: products.map((p, i) => ({ productId: p.id, quantity: quantities[i]!, unitCost: 3 })) });
    await admin.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });
    return { order, products };
  }

  /** A user of `role` (staff unless told) bound to the warehouse, signed in with the keyboard on a new page. */
  async function staffAtWork(role: 'staff' | 'manager' = 'staff') {
    const credentials = await stack.createUser(role, { warehouseId: warehouse.id });
    // The previous test's page would keep polling and rendering beside this one and slow its bursts.
    await lastPage?.context().close();
    const page = (lastPage = await stack.newPage());
    await signInByKeyboard(page, stack.serverUrl, credentials);
    expect(new URL(page.url()).pathname).toBe('/work');
    return page;
  }

  /** From anywhere: Alt+W to the queue, Alt+F to its search, the number, Enter; waits for the order's (or count's) screen. */
  async function openFromQueue(page: Page, number: string) {
    await page.keyboard.press('Alt+KeyW');
    await page.getByRole('heading', { name: 'Work queue' }).waitFor();
    await page.keyboard.press('Alt+KeyF');
    await personTypes(page, number);
    await page.getByRole('region', { name: /To receive|Ready to pick|Counts to do/ }).getByRole('link', { name: number }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: new RegExp(number) }).waitFor();
  }

  const statusBadge = (page: Page, label: string) => page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${label}$`) }).first();

  it('receives a 5-line purchase order and ships a 3-line sales order with the keyboard and scans only', async () => {
    const { order: purchase, products: received } = await approvedPurchase([20, 12, 6, 3, 2], '2031-01-15');
    const shipped = [await product(10), await product(10), await product(10)];
    const sale = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: shipped.map((p, i) => ({ productId: p.id, quantity: [4, 2, 3][i]! })) });
    await admin.salesOrders.update.mutate({ id: sale.id, status: 'confirmed' });

    const page = await staffAtWork();
    await page.getByRole('region', { name: 'To receive' }).getByRole('link', { name: purchase.number }).waitFor();
    await page.getByRole('region', { name: 'Ready to pick' }).getByRole('link', { name: sale.number }).waitFor();
    await screenshot(page, 'work-queue');

    await openFromQueue(page, purchase.number);
    await page.keyboard.press('Alt+KeyR');
    await page.getByTestId('scan-field').waitFor();
    // Line 1: 20 units with a typed prefix and one scan into the scan field.
    await personTypes(page, '20*');
    await burst(page, received[0]!.barcode!);
    await expect.poll(() => page.getByLabel('Receiving now FLR-1').inputValue()).toBe('20');
    expect(await page.locator('[data-scanned="success"]').getAttribute('data-line-id')).toBe(purchase.items[0]!.id);
    // Line 2: the next-scan quantity, then a burst while focus is still in that quantity box.
    await page.keyboard.press('Tab');
    await personTypes(page, '12');
    await burst(page, received[1]!.sku);
    await expect.poll(() => page.getByLabel('Receiving now FLR-2').inputValue()).toBe('12');
    expect(await page.getByLabel('Quantity of next scan').inputValue()).toBe('1');
    // Lines 3 to 5: bursts landing in a line's quantity box are counted, not typed into it.
    await tabTo(page, 'Receiving now FLR-3');
    for (let i = 0; i < 6; i++) await burst(page, received[2]!.barcode!);
    await burst(page, `3*${received[3]!.barcode!}`);
    await burst(page, received[4]!.barcode!);
    await burst(page, received[4]!.barcode!);
    await expect.poll(() => page.getByLabel('Receiving now FLR-5').inputValue()).toBe('2');
    expect(await page.getByLabel('Receiving now FLR-3').inputValue()).toBe('6');
    expect(await page.getByLabel('Receiving now FLR-4').inputValue()).toBe('3');
    // One over-scan is refused with its message.
    await burst(page, received[4]!.barcode!);
    await expect.poll(() => page.getByText('All 2 remaining units of FLR-5 are already counted').isVisible()).toBe(true);
    await page.keyboard.press('Control+Enter');
    await statusBadge(page, 'Received').waitFor();
    const afterReceipt = await admin.purchaseOrders.get.query({ id: purchase.id });
    expect(afterReceipt.status).toBe('received');
    expect(afterReceipt.items.map((item) => item.receivedQuantity)).toEqual([20, 12, 6, 3, 2]);
    expect(await Promise.all(received.map((p) => onHand(p.id)))).toEqual([20, 12, 6, 3, 2]);

    await openFromQueue(page, sale.number);
    await page.keyboard.press('Alt+KeyS');
    await page.getByTestId('scan-field').waitFor();
    await tabTo(page, 'Shipping now FLR-6');
    await burst(page, `4*${shipped[0]!.barcode!}`);
    await burst(page, shipped[1]!.sku.toLowerCase());
    await burst(page, shipped[1]!.sku);
    for (let i = 0; i < 3; i++) await burst(page, shipped[2]!.barcode!);
    await expect.poll(() => page.getByLabel('Shipping now FLR-8').inputValue()).toBe('3');
    expect(await page.getByLabel('Shipping now FLR-6').inputValue()).toBe('4');
    expect(await page.getByLabel('Shipping now FLR-7').inputValue()).toBe('2');
    await tabTo(page, 'Carrier');
    await personTypes(page, 'DHL');
    await page.keyboard.press('Control+Enter');
    await statusBadge(page, 'Shipped').waitFor();
    await page.getByRole('cell', { name: 'DHL' }).waitFor();
    const afterShipment = await admin.salesOrders.get.query({ id: sale.id });
    expect(afterShipment.status).toBe('shipped');
    expect(afterShipment.items.map((item) => item.shippedQuantity)).toEqual([4, 2, 3]);
    expect(await Promise.all(shipped.map((p) => onHand(p.id)))).toEqual([6, 8, 7]);

    // Both orders have left the queue.
    await page.keyboard.press('Alt+KeyW');
    await page.getByRole('heading', { name: 'Work queue' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: purchase.number }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: sale.number }).count()).toBe(0);
  }, 120_000);

  it('lists the queues in order: expected date first for receiving, oldest first for shipping, narrowed by number', async () => {
    const later = (await approvedPurchase([1], '2032-06-01')).order;
    const sooner = (await approvedPurchase([1], '2032-01-01')).order;
    const page = await staffAtWork();
    const receiving = page.getByRole('region', { name: 'To receive' });
    await receiving.getByRole('link', { name: later.number }).waitFor();
    const numbers = await receiving.getByRole('link').allTextContents();
    expect(numbers.indexOf(sooner.number)).toBeLessThan(numbers.indexOf(later.number));
    await page.keyboard.press('Alt+KeyF');
    await personTypes(page, later.number.slice(-3));
    await expect.poll(() => receiving.getByRole('link').allTextContents()).toEqual([later.number]);
  }, 60_000);

  it('keeps the counted units of an order across navigation until they are discarded, with a warning', async () => {
    const { order, products } = await approvedPurchase([5, 5]);
    const page = await staffAtWork();
    await openFromQueue(page, order.number);
    await page.keyboard.press('Alt+KeyR');
    await page.getByTestId('scan-field').waitFor();
    await burst(page, products[0]!.barcode!);
    await burst(page, `2*${products[1]!.barcode!}`);
    await expect.poll(() => page.getByLabel('Receiving now FLR-', { exact: false }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['1', '2']);

    // Away and back: the panel reopens with the counts.
    await openFromQueue(page, order.number);
    await expect.poll(() => page.getByLabel(`Receiving now ${products[1]!.sku}`).inputValue()).toBe('2');
    expect(await page.getByLabel(`Receiving now ${products[0]!.sku}`).inputValue()).toBe('1');
    // Nothing was posted.
    expect((await admin.purchaseOrders.get.query({ id: order.id })).items.map((item) => item.receivedQuantity)).toEqual([0, 0]);

    await tabTo(page, 'Discard counts');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Discard the counted units?' }).getByText('The 3 units counted on this order are forgotten').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel(`Receiving now ${products[1]!.sku}`).inputValue()).toBe('0');
    expect(await page.evaluate((id) => localStorage.getItem(`stockroom.fulfilment.${id}`), order.id)).toBeNull();
  }, 60_000);

  it('opens what a scan names from the header scan box, offers a chooser for several, and says so for an unknown code', async () => {
    const { order, products } = await approvedPurchase([1]);
    const twin = await admin.products.create.mutate({ name: 'Crate named like an order', sku: order.number, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 });
    const page = await staffAtWork();

    // A burst with focus on no field opens the product.
    await burst(page, products[0]!.barcode!);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${products[0]!.id}`);

    // / focuses the box; a code that names two records offers both (the product first); Tab and Enter open the order.
    await person(page, 'Slash');
    await burst(page, order.number.toLowerCase());
    const chooser = page.getByRole('dialog', { name: `${order.number} names several records` });
    await chooser.getByRole('button', { name: `Purchase order: ${order.number}`, exact: false }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/purchase-orders/${order.id}`);
    expect(twin.sku).toBe(order.number);

    // An unknown code: a notification, and focus stays in the box.
    await person(page, 'F2');
    await burst(page, 'NO-SUCH-CODE-1');
    await page.getByText('Nothing has the code NO-SUCH-CODE-1').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Scan box');
    expect(new URL(page.url()).pathname).toBe(`/purchase-orders/${order.id}`);
  }, 60_000);

  it('asks the lot of a lot-tracked product and the serials of a serial-tracked one after their scans', async () => {
    const run = (serial += 1);
    const [lotSku, serialSku] = [`FLR-LOT-${run}`, `FLR-SN-${run}`];
    // Barcodes of this run's own (beside product()'s 42500001…), so that a retry's scans name its new products only.
    const lotted = await admin.products.create.mutate({ name: 'Glue', sku: lotSku, barcode: `4250000${200000 + 2 * run}`, tracking: 'lot', shelfLifeDays: 365, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 });
    const serialised = await admin.products.create.mutate({ name: 'Drill', sku: serialSku, barcode: `4250000${200001 + 2 * run}`, tracking: 'serial', categoryId: category.id, unitOfMeasure: 'piece', costPrice: 9, sellingPrice: 20 });
    const order = await admin.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: lotted.id, quantity: 3 }, { productId: serialised.id, quantity: 2 }] });
    await admin.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });
    const page = await staffAtWork();
    await openFromQueue(page, order.number);
    await page.keyboard.press('Alt+KeyR');
    await page.getByTestId('scan-field').waitFor();

    await burst(page, `3*${lotted.barcode!}`);
    await page.getByRole('dialog', { name: `${lotSku}: 3 units` }).getByLabel('Lot number').waitFor();
    await burst(page, 'GLUE-2031-A');
    await page.getByLabel('Expiry date of a new lot').waitFor();
    await personTypes(page, '2031-06-30');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel(`Receiving now ${lotSku}`).inputValue()).toBe('3');

    await burst(page, `2*${serialised.barcode!}`);
    await page.getByLabel('Serial number 1 of 2').waitFor();
    await burst(page, 'DRL-0001');
    await page.getByLabel('Serial number 2 of 2').waitFor();
    await burst(page, 'DRL-0002');
    await expect.poll(() => page.getByLabel(`Receiving now ${serialSku}`).inputValue()).toBe('2');
    await page.getByText('serials DRL-0001, DRL-0002').waitFor();

    await page.keyboard.press('Control+Enter');
    await statusBadge(page, 'Received').waitFor();
    const lots = await admin.inventory.lots.query({ id: lotted.id, warehouseId: warehouse.id });
    expect(lots.map((lot) => ({ lotNumber: lot.lotNumber, expiryDate: lot.expiryDate, onHand: lot.onHand }))).toEqual([{ lotNumber: 'GLUE-2031-A', expiryDate: '2031-06-30', onHand: 3 }]);
    const serials = await admin.inventory.balances.query({ productId: serialised.id, warehouseId: warehouse.id });
    expect(serials.items.map((balance) => balance.serialNumber).sort()).toEqual(['DRL-0001', 'DRL-0002']);
  }, 60_000);

  /** A confirmed sales order of `quantities` units of `products`, stock reserved. */
  async function confirmedSale(products: { id: string }[], quantities: number[]) {
    const order = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: products.map((p, i) => ({ productId: p.id, quantity: quantities[i]! })) });
    return admin.salesOrders.update.mutate({ id: order.id, status: 'confirmed' });
  }

  it('prints the pick list of an order and of several, and saves the packing slip of its shipment, with the keyboard only', async () => {
    const picked = [await product(6), await product(6)];
    const sale = await confirmedSale(picked, [2, 3]);
    const others = [await confirmedSale([picked[0]!], [1]), await confirmedSale([picked[1]!], [2])];
    const page = await staffAtWork();

    // The pick list of the order opened from the queue: printed, and nothing moves.
    await openFromQueue(page, sale.number);
    await tabTo(page, 'Pick list');
    const pickList = await choosePdf(page, 'Print…', `/orders/sales-orders/${sale.id}/pick-list.pdf`);
    expect(pickList.pages).toHaveLength(1);
    expect(pickList.pages[0]).toContain(`Pick list ${sale.number}`);
    for (const p of picked) expect(pickList.pages[0]).toContain(p.sku);
    expect((await admin.salesOrders.get.query({ id: sale.id })).status).toBe('confirmed');

    // Picked, scanned and shipped; then the shipment's packing slip is saved.
    await page.keyboard.press('Alt+KeyS');
    await page.getByTestId('scan-field').waitFor();
    await burst(page, `2*${picked[0]!.barcode!}`);
    await burst(page, `3*${picked[1]!.barcode!}`);
    await expect.poll(() => page.getByLabel(`Shipping now ${picked[1]!.sku}`).inputValue()).toBe('3');
    await tabTo(page, 'Carrier');
    await personTypes(page, 'UPS');
    await page.keyboard.press('Control+Enter');
    await statusBadge(page, 'Shipped').waitFor();
    const [shipment] = (await admin.salesOrders.get.query({ id: sale.id })).shipments ?? [];
    await tabTo(page, 'Packing slip');
    const slip = await choosePdf(page, 'Save as PDF…', `/orders/sales-orders/${sale.id}/shipments/${shipment!.id}/packing-slip.pdf`);
    expect(slip.saved).toBe(`packing-slip-${sale.number}.pdf`);
    expect(slip.pages).toHaveLength(1);
    expect(slip.pages[0]).toContain(`Packing slip ${sale.number}`);
    expect(slip.pages[0]).toContain('Carrier UPS');
    for (const p of picked) expect(slip.pages[0]).toContain(p.sku);

    // Several orders: ticked with Space on the sales order list (the queue opens one order at a time).
    await tabTo(page, 'Sales orders');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Sales orders' }).waitFor();
    const labels = others.map((order) => `Pick ${order.number}`);
    await page.getByRole('checkbox', { name: labels[1] }).waitFor();
    const inTabOrder = await page.getByRole('checkbox', { name: /^Pick / }).evaluateAll((boxes, wanted) => boxes.map((box) => box.getAttribute('aria-label')).filter((label) => wanted.includes(label!)), labels);
    for (const label of inTabOrder) {
      await tabTo(page, label!);
      await person(page, 'Space');
    }
    await tabTo(page, 'Pick list (2)', 'Shift+Tab');
    const several = await choosePdf(page, 'Print…', '/orders/pick-list.pdf');
    expect(several.pages[0]).toContain('Pick list 2 orders');
    for (const order of others) expect(several.pages[0]).toContain(order.number);
    expect(several.pages[0]).not.toContain(sale.number);
  }, 120_000);

  it('counts a shelf by scanning and has a manager approve its variance, with the keyboard and scans only', async () => {
    const shelf = await admin.warehouses.createLocation.mutate({ id: warehouse.id, code: `FLR-S${(serial += 1)}` });
    const [bolts, nuts] = [await product(), await product()];
    for (const [shelved, units] of [[bolts, 10], [nuts, 5]] as const) {
      await admin.inventory.recordMovement.mutate({ productId: shelved.id, warehouseId: warehouse.id, type: 'in', quantity: units, reason: 'Putaway', locationId: shelf.id });
    }
    const count = await admin.counts.open.mutate({ warehouseId: warehouse.id, locationId: shelf.id });
    const counted = (page: Page, sku: string) => page.getByLabel(`Counted ${sku} at ${shelf.code}`);
    const varianceOf = (page: Page, sku: string) => page.getByRole('row').filter({ hasText: sku }).getByRole('cell').nth(8).textContent();

    // Staff: the count from the queue, the shelf scanned, then its units; a burst into a counted box is counted, not typed.
    const page = await staffAtWork();
    await openFromQueue(page, count.number);
    // Scans name lines, so the lines are on screen first.
    await counted(page, nuts.sku).waitFor();
    await burst(page, shelf.code);
    await burst(page, `7*${bolts.barcode!}`);
    await burst(page, bolts.barcode!);
    await expect.poll(() => counted(page, bolts.sku).inputValue()).toBe('8');
    await tabTo(page, `Counted ${nuts.sku} at ${shelf.code}`);
    for (let i = 0; i < 5; i++) await burst(page, nuts.barcode!);
    await expect.poll(() => counted(page, nuts.sku).inputValue()).toBe('5');
    await tabTo(page, 'Save counts (2)', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Counts recorded').waitFor();
    expect((await admin.counts.lines.query({ id: count.id })).items.map((line) => [line.sku, line.countedQuantity])).toEqual([
      [bolts.sku, 8],
      [nuts.sku, 5],
    ]);
    // Staff count; approving is a manager's.
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

    // A manager scans the count's number, reviews the variance and approves it.
    const review = await staffAtWork('manager');
    await burst(review, count.number);
    await review.getByRole('heading', { name: `Stock count ${count.number}` }).waitFor();
    await expect.poll(() => varianceOf(review, bolts.sku)).toBe('-2');
    expect(await varianceOf(review, nuts.sku)).toBe('0');
    await review.getByTestId('scan-field').waitFor();
    await tabTo(review, 'Approve', 'Shift+Tab');
    await review.keyboard.press('Enter');
    await review.getByRole('dialog', { name: `Approve ${count.number}` }).waitFor();
    await tabTo(review, 'Approve and post adjustments');
    await review.keyboard.press('Enter');
    await statusBadge(review, 'Approved').waitFor();
    await review.getByText('-2 units, -$6.00 at cost').waitFor();

    expect(await admin.counts.get.query({ id: count.id })).toMatchObject({ status: 'approved', varianceQuantity: -2, varianceValue: -6 });
    expect([await onHand(bolts.id), await onHand(nuts.id)]).toEqual([8, 5]);
    const adjustments = await admin.inventory.movements.query({ productId: bolts.id, type: 'adjustment' });
    expect(adjustments.items).toMatchObject([{ quantity: -2, reason: 'Cycle count', reference: { type: 'count', id: count.id } }]);
    expect((await admin.inventory.movements.query({ productId: nuts.id, type: 'adjustment' })).items).toEqual([]);
  }, 120_000);

  it('lists the shortcuts on ?', async () => {
    const page = await staffAtWork();
    await person(page, 'Shift+Slash');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Post the receipt or shipment').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0);
  }, 60_000);
});
