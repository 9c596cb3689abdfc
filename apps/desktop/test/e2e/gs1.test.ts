/**
 * GS1 labels in the desktop's panels (decision 0021). A purchase order of four lot-tracked products,
 * each bought by the case under its own GTIN, is received by scanning only the suppliers' case
 * labels: GS1-128 with its symbology identifier, a count of cases (AI 37) ended by the group
 * separator, the parenthesised form with a quantity prefix, and bare digits without separators.
 * Each line counts its cases in units with the lot and expiry of the label, without a prompt, and
 * the server then holds those lots; an unknown GTIN and a malformed label count nothing and say why.
 * A sales order's ship panel takes the allocated lot from a case label and refuses another lot; a
 * count session counts cases of a lot. A customer return takes a case back by one scan of its label,
 * in the lot the order shipped, and refuses a label of a lot it did not ship. A label scanned into
 * the lot prompt gives its lot and expiry, and one of another product is refused. Scanner bursts send
 * the group separator as Ctrl+], into a quantity box, the scan field and the lot prompt's field.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiErrorBody } from '../../src/api-errors.js';
import { browserAvailable, startDesktopStack } from '../support/desktop-e2e.js';
import { inDays, inventoryFixtures, onHand, signInAt } from '../support/inventory-e2e.js';
import { burst } from '../support/scanner-e2e.js';

/** The GS1 group separator, as a scanner set up for GS1 sends it between a variable-length element and the next. */
const GS = '\x1d';

/** `body` (13 digits) with its GS1 check digit: a GTIN-14. */
function gtin14(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** An ISO date as a GS1 label writes it: YYMMDD. */
const yymmdd = (date: string) => `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;

/** Types `code` into the scan field and Enter, as a scanner does into a focused field (Playwright inserts the group separator as text). */
async function scan(page: Page, code: string) {
  await page.getByTestId('scan-field').click();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** The note under the scan field saying what the last scan counted. */
const note = (page: Page) => page.getByTestId('scan-note');

describe.skipIf(!browserAvailable)('GS1 labels', { retry: 1 }, async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  const wh = await warehouse('GS1-A');
  const supplier = await admin.suppliers.create.mutate({ code: 'SUP-GS1', name: 'Case Packers' });
  const customer = await admin.customers.create.mutate({ code: 'CUS-GS1', name: 'Label Foods' });
  let serial = 0;

  /** A new lot-tracked product sold by the case of `pack` units, the case's GTIN printed on its labels. */
  async function casedProduct(pack: number) {
    serial += 1;
    const made = await product(`GS1-${serial}`, `Cased goods ${serial}`, 'lot');
    const gtin = gtin14(`1425000${String(serial).padStart(6, '0')}`);
    await admin.products.setUnits.mutate({ id: made.id, units: [{ name: 'case', quantity: pack, barcode: gtin }] });
    return { ...made, gtin };
  }

  it('receives a 4-line purchase order by scanning only the GS1 case labels: units, lots and expiry dates from the labels', async () => {
    const products = [await casedProduct(12), await casedProduct(12), await casedProduct(6), await casedProduct(24)];
    const quantities = [24, 36, 12, 24];
    const order = await admin.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: wh.id, items: products.map((p, i) => ({ productId: p.id, quantity: quantities[i]!, unitCost: 3 })) });
    await admin.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });
    const expiries = [inDays(400), inDays(500), inDays(600)];
    // Day 00 of a GS1 date is the month's last day.
    const monthEnd = new Date(Date.UTC(Number(inDays(700).slice(0, 4)), Number(inDays(700).slice(5, 7)), 0)).toISOString().slice(0, 10);
    const [first, second, third, fourth] = products.map((p) => p.gtin) as [string, string, string, string];

    const { page, api } = await signInAt(stack, 'staff', `/purchase-orders/${order.id}`);
    await page.getByRole('button', { name: 'Receive' }).click();
    await page.getByTestId('scan-field').waitFor();
    const receiving = (i: number) => page.getByLabel(`Receiving now ${products[i]!.sku}`);

    // Labels that count nothing say why, as the unknown-scan outcome.
    const unknownGtin = gtin14('1999999900001');
    await scan(page, `]C101${unknownGtin}10L-X`);
    await expect.poll(() => page.getByText(`No product or pack has the GTIN ${unknownGtin}`).isVisible()).toBe(true);
    const malformed = `]C101${first.slice(0, 13)}${(Number(first[13]) + 1) % 10}10L-X`;
    const refused = await api.lookup.code.query({ code: malformed }).then(
      () => null,
      (error: unknown) => apiErrorBody(error),
    );
    expect(refused?.code).toBe('VALIDATION_ERROR');
    const reason = (refused!.details as Record<string, string[]>).code![0]!;
    await scan(page, malformed);
    await expect.poll(() => page.getByText(reason, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('[data-scanned]').count()).toBe(0);

    // Line 1: two GS1-128 case labels (symbology identifier, GTIN, expiry, lot last).
    const firstLabel = `]C101${first}17${yymmdd(expiries[0]!)}10LOT-A`;
    await scan(page, firstLabel);
    await expect.poll(() => note(page).textContent()).toBe(`1 case = 12 units of ${products[0]!.sku}, lot LOT-A, expires ${expiries[0]}`);
    await scan(page, firstLabel);
    await expect.poll(() => receiving(0).inputValue()).toBe('24');
    expect(await page.locator('[data-scanned="success"]').getAttribute('data-line-id')).toBe(order.items[0]!.id);

    // Line 2: one pallet label of 3 cases (AI 02 + AI 37, ended by the group separator), scanned as a burst
    // while focus is in a quantity box: the separator comes as Ctrl+], the burst is counted, not typed.
    await receiving(0).focus();
    await burst(page, `]C102${second}17${yymmdd(expiries[1]!)}373${GS}10LOT-B`);
    await expect.poll(() => receiving(1).inputValue()).toBe('36');
    await expect.poll(() => note(page).textContent()).toBe(`3 × case = 36 units of ${products[1]!.sku}, lot LOT-B, expires ${expiries[1]}`);
    expect(await receiving(0).inputValue()).toBe('24');

    // Line 3: the human-readable form with a quantity prefix: 2 cases of 6.
    await scan(page, `2*(01)${third}(17)${yymmdd(expiries[2]!)}(10)LOT-C`);
    await expect.poll(() => receiving(2).inputValue()).toBe('12');
    await expect.poll(() => note(page).textContent()).toBe(`2 × case = 12 units of ${products[2]!.sku}, lot LOT-C, expires ${expiries[2]}`);

    // Line 4: digits only, no symbology identifier nor separator (the lot last), expiry day 00.
    await scan(page, `01${fourth}17${yymmdd(monthEnd).slice(0, 4)}00104711`);
    await expect.poll(() => receiving(3).inputValue()).toBe('24');
    await expect.poll(() => note(page).textContent()).toBe(`1 case = 24 units of ${products[3]!.sku}, lot 4711, expires ${monthEnd}`);

    // A case more than the line still needs is an over-scan.
    await scan(page, firstLabel);
    await expect.poll(() => page.getByText(`All 24 remaining units of ${products[0]!.sku} are already counted`).isVisible()).toBe(true);
    await expect.poll(() => page.locator(`[data-line-id="${order.items[1]!.id}"]`).textContent()).toContain('lot LOT-B: 36');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Post receipt' }).click();
    await page.locator('.mantine-Badge-root').filter({ hasText: /^Received$/ }).first().waitFor();
    const received = await api.purchaseOrders.get.query({ id: order.id });
    expect(received.status).toBe('received');
    expect(received.items.map((item) => item.receivedQuantity)).toEqual(quantities);
    const lots = await Promise.all(products.map((p) => api.inventory.lots.query({ id: p.id, warehouseId: wh.id })));
    expect(lots.map((productLots) => productLots.map(({ lotNumber, expiryDate, onHand }) => ({ lotNumber, expiryDate, onHand })))).toEqual([
      [{ lotNumber: 'LOT-A', expiryDate: expiries[0], onHand: 24 }],
      [{ lotNumber: 'LOT-B', expiryDate: expiries[1], onHand: 36 }],
      [{ lotNumber: 'LOT-C', expiryDate: expiries[2], onHand: 12 }],
      [{ lotNumber: '4711', expiryDate: monthEnd, onHand: 24 }],
    ]);
    expect(await Promise.all(products.map((p) => onHand(api, p.id, wh.id)))).toEqual(quantities);
  }, 60_000);

  it('ships the allocated lot from a case label and refuses a label of another lot', async () => {
    const goods = await casedProduct(12);
    const stock = (lotNumber: string, expiryDate: string) =>
      admin.inventory.recordMovement.mutate({ productId: goods.id, warehouseId: wh.id, type: 'in', quantity: 24, reason: 'Delivery', lotNumber, expiryDate });
    await stock('LOT-EARLY', inDays(200));
    await stock('LOT-LATE', inDays(400));
    const order = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: wh.id, items: [{ productId: goods.id, quantity: 24 }] });
    await admin.salesOrders.update.mutate({ id: order.id, status: 'confirmed' });

    const { page, api } = await signInAt(stack, 'staff', `/sales-orders/${order.id}`);
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await page.getByTestId('scan-field').waitFor();
    const label = (lotNumber: string, expiryDate: string) => `]C101${goods.gtin}17${yymmdd(expiryDate)}10${lotNumber}`;

    await scan(page, label('LOT-LATE', inDays(400)));
    await expect.poll(() => page.getByText(`Lot LOT-LATE is not allocated to this line: LOT-EARLY (24, expires ${inDays(200)})`).isVisible()).toBe(true);
    expect(await page.getByLabel(`Shipping now ${goods.sku}`).inputValue()).toBe('0');

    await scan(page, label('LOT-EARLY', inDays(200)));
    await expect.poll(() => note(page).textContent()).toBe(`1 case = 12 units of ${goods.sku}, lot LOT-EARLY, expires ${inDays(200)}`);
    await scan(page, label('LOT-EARLY', inDays(200)));
    await expect.poll(() => page.getByLabel(`Shipping now ${goods.sku}`).inputValue()).toBe('24');
    await page.getByRole('button', { name: 'Post shipment' }).click();
    await page.locator('.mantine-Badge-root').filter({ hasText: /^Shipped$/ }).first().waitFor();

    const shipped = await api.salesOrders.get.query({ id: order.id });
    expect(shipped.items[0]!.shippedFrom.map(({ lotNumber, quantity }) => ({ lotNumber, quantity }))).toEqual([{ lotNumber: 'LOT-EARLY', quantity: 24 }]);
    expect(shipped.shipments![0]!.substitutions).toEqual([]);
    const lots = Object.fromEntries((await api.inventory.lots.query({ id: goods.id, warehouseId: wh.id })).map((lot) => [lot.lotNumber, lot.onHand]));
    expect(lots['LOT-EARLY'] ?? 0).toBe(0);
    expect(lots['LOT-LATE']).toBe(24);
  }, 60_000);

  it('counts cases of a lot in a count session from their labels', async () => {
    const goods = await casedProduct(6);
    const shelf = await admin.warehouses.createLocation.mutate({ id: wh.id, code: `S-${serial}` });
    await admin.inventory.recordMovement.mutate({ productId: goods.id, warehouseId: wh.id, type: 'in', quantity: 20, reason: 'Putaway', lotNumber: 'LOT-K', expiryDate: inDays(300), locationId: shelf.id });
    const count = await admin.counts.open.mutate({ warehouseId: wh.id, locationId: shelf.id });

    const { page, api } = await signInAt(stack, 'staff', `/inventory/counts/${count.id}`);
    const counted = page.getByRole('textbox', { name: `Counted ${goods.sku} at ${shelf.code} lot LOT-K` });
    await counted.waitFor();
    // A burst into the focused scan field: the field keeps the separator sent as Ctrl+].
    await page.getByTestId('scan-field').focus();
    await burst(page, `]C102${goods.gtin}372${GS}10LOT-K`);
    await expect.poll(() => note(page).textContent()).toBe(`2 × case = 12 units of ${goods.sku}, lot LOT-K`);
    await scan(page, `2*]C101${goods.gtin}10LOT-K`);
    await expect.poll(() => counted.inputValue()).toBe('24');
    await scan(page, `]C101${goods.gtin}10LOT-Z`);
    await expect.poll(() => page.getByText(`No line of this count has ${goods.sku} lot LOT-Z`).isVisible()).toBe(true);

    await page.getByRole('button', { name: /Save counts/ }).click();
    await expect.poll(() => page.getByText('Counts recorded').isVisible()).toBe(true);
    const lines = await api.counts.lines.query({ id: count.id });
    expect(lines.items.map(({ lotNumber, countedQuantity }) => ({ lotNumber, countedQuantity }))).toEqual([{ lotNumber: 'LOT-K', countedQuantity: 24 }]);
  });

  it('takes a case back on a customer return by one scan of its label: the lot the order shipped, another lot refused', async () => {
    const goods = await casedProduct(12);
    const stock = (lotNumber: string, expiryDate: string, quantity: number) =>
      admin.inventory.recordMovement.mutate({ productId: goods.id, warehouseId: wh.id, type: 'in', quantity, reason: 'Delivery', lotNumber, expiryDate });
    await stock('LOT-R1', inDays(150), 24);
    await stock('LOT-R2', inDays(300), 12);
    const created = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: wh.id, items: [{ productId: goods.id, quantity: 24 }] });
    await admin.salesOrders.update.mutate({ id: created.id, status: 'confirmed' });
    // First expiry first out: all 24 units ship from LOT-R1.
    await admin.salesOrders.ship.mutate({ id: created.id, items: [{ itemId: created.items[0]!.id, quantity: 24 }] });
    const order = await admin.salesOrders.get.query({ id: created.id });
    expect(order.items[0]!.shippedFrom.map(({ lotNumber, quantity }) => ({ lotNumber, quantity }))).toEqual([{ lotNumber: 'LOT-R1', quantity: 24 }]);

    const { page, api } = await signInAt(stack, 'staff', `/sales-orders/${order.id}`);
    await page.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Customer return from ${order.number}`) });
    await dialog.getByTestId('scan-field').waitFor();
    const returning = dialog.getByLabel(`Returning ${goods.sku}`);
    const label = (lotNumber: string, expiryDate: string) => `]C101${goods.gtin}17${yymmdd(expiryDate)}10${lotNumber}`;

    await scan(page, label('LOT-R2', inDays(300)));
    await expect.poll(() => dialog.getByText(`Lot LOT-R2 is not shipped: LOT-R1 (24, expires ${inDays(150)})`).isVisible()).toBe(true);
    expect(await returning.inputValue()).toBe('0');

    await scan(page, label('LOT-R1', inDays(150)));
    await expect.poll(() => note(page).textContent()).toBe(`1 case = 12 units of ${goods.sku}, lot LOT-R1, expires ${inDays(150)}`);
    expect(await returning.inputValue()).toBe('12');
    await dialog.getByText('lot LOT-R1: 12').waitFor();
    await dialog.getByLabel('Reason').fill('Wrong flavour');
    await dialog.getByRole('button', { name: 'Record return' }).click();
    await page.getByRole('heading', { name: /Customer return RMA-\d+/ }).waitFor();

    const [rma] = (await api.returns.customerList.query({ salesOrderId: order.id })).items;
    const recorded = await api.returns.customerGet.query({ id: rma!.id });
    expect(recorded.items.map(({ itemId, condition, quantity, lotNumber, serialNumber }) => ({ itemId, condition, quantity, lotNumber, serialNumber }))).toEqual([
      { itemId: order.items[0]!.id, condition: 'resellable', quantity: 12, lotNumber: 'LOT-R1', serialNumber: null },
    ]);
    expect(recorded.totals.units).toBe(12);
    const lots = Object.fromEntries((await api.inventory.lots.query({ id: goods.id, warehouseId: wh.id })).map((lot) => [lot.lotNumber, lot.onHand]));
    expect(lots).toEqual({ 'LOT-R1': 12, 'LOT-R2': 12 });
    expect(await onHand(api, goods.id, wh.id)).toBe(24);
  }, 60_000);

  it('takes the lot and expiry date of a label scanned into the lot prompt, and refuses a label of another product', async () => {
    const goods = await casedProduct(12);
    const other = await casedProduct(6);
    const order = await admin.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: wh.id, items: [{ productId: goods.id, quantity: 12, unitCost: 3 }] });
    await admin.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });
    const expiry = inDays(450);

    const { page, api } = await signInAt(stack, 'staff', `/purchase-orders/${order.id}`);
    await page.getByRole('button', { name: 'Receive' }).click();
    await page.getByTestId('scan-field').waitFor();
    // A scan of the SKU asks the lot of its 12 units.
    await scan(page, `12*${goods.sku}`);
    const lotField = page.getByRole('dialog').getByRole('textbox', { name: 'Lot number' });
    await lotField.waitFor();

    await page.keyboard.type(`]C101${other.gtin}10LOT-O`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(`This label is for ${other.sku} · ${other.name}, not ${goods.sku}`).isVisible()).toBe(true);
    expect(await lotField.isVisible()).toBe(true);

    // A burst into the prompt's field, the lot ended by the group separator (Ctrl+]): the lot and its expiry, no expiry question.
    await lotField.focus();
    await burst(page, `]C101${goods.gtin}10LOT-P${GS}17${yymmdd(expiry)}`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByLabel(`Receiving now ${goods.sku}`).inputValue()).toBe('12');
    await expect.poll(() => page.locator(`[data-line-id="${order.items[0]!.id}"]`).textContent()).toContain('lot LOT-P: 12');

    await page.getByRole('button', { name: 'Post receipt' }).click();
    await page.locator('.mantine-Badge-root').filter({ hasText: /^Received$/ }).first().waitFor();
    const lots = await api.inventory.lots.query({ id: goods.id, warehouseId: wh.id });
    expect(lots.map(({ lotNumber, expiryDate, onHand: units }) => ({ lotNumber, expiryDate, units }))).toEqual([{ lotNumber: 'LOT-P', expiryDate: expiry, units: 12 }]);
  }, 60_000);
});
