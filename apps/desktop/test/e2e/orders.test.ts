/**
 * Purchase and sales orders: creating a purchase order, approving it and receiving it by scanning
 * barcodes, then adding its freight as a landed cost (decision 0023); confirming a sales order and shipping it by scanning SKUs; an unknown scanned code;
 * who did each step, and the warehouse by name (decision 0019). Allocation (decision 0020): the ship
 * panel, the pick list PDF and the shipment name the same bins and lots; an expired lot ships only
 * for a manager who confirms it; the work queue's ready and waiting orders; the dashboard's backorders.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/trpc.js';
import { pdfText } from '../../../server/test/support/pdf.js';
import { browserAvailable, openPath, screenshot, startDesktopStack } from '../support/desktop-e2e.js';
import { inDays } from '../support/inventory-e2e.js';

describe.skipIf(!browserAvailable)('orders', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const warehouse = await admin.warehouses.create.mutate({
    code: 'ORD-A',
    name: 'Order dock',
    address: { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' },
  });
  const category = await admin.categories.create.mutate({ name: 'Fasteners' });
  const supplier = await admin.suppliers.create.mutate({ code: 'SUP-ORD', name: 'Bolt Works' });
  const customer = await admin.customers.create.mutate({ code: 'CUS-ORD', name: 'Harbour Builders' });

  /** A product with a digits-only barcode and `units` on hand in the warehouse. */
  async function stockedProduct(sku: string, barcode: string, units: number) {
    const product = await admin.products.create.mutate({
      name: `Part ${sku}`,
      sku,
      barcode,
      categoryId: category.id,
      unitOfMeasure: 'piece',
      costPrice: 2,
      sellingPrice: 5,
    });
    if (units > 0) await admin.inventory.recordMovement.mutate({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: units, reason: 'Opening balance' });
    return product;
  }

  /** On hand and reserved units of a product in the warehouse, as the server reports them. */
  async function stockOf(api: ApiClient, productId: string) {
    const level = (await api.inventory.levels.query({ productId, warehouseId: warehouse.id })).items[0];
    return { onHand: level?.onHand ?? 0, reserved: level?.reserved ?? 0 };
  }

  /** A manager signed in on a new page, and the manager's API client. */
  async function signInManager() {
    const credentials = await stack.createUser('manager');
    const page = await stack.newPage();
    await stack.signIn(page, credentials);
    return { page, api: await stack.api(credentials) };
  }

  /** Opens the section `section` from the sidebar and then the order `number` from its list. */
  async function openOrder(page: Page, section: string, number: string) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section }).click();
    await page.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: new RegExp(number) }).waitFor();
  }

  /** Types `search` into the picker labelled `label` and chooses the option containing it. */
  async function pick(page: Page, label: string, search: string) {
    await page.getByRole('combobox', { name: label, exact: true }).fill(search);
    await page.getByRole('option', { name: new RegExp(search) }).click();
  }

  /** Scans `code` `times` times as a keyboard-wedge scanner does: the characters, then Enter. */
  async function scan(page: Page, code: string, times: number) {
    await page.getByTestId('scan-field').click();
    for (let i = 0; i < times; i++) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
  }

  /** The first badge reading exactly `label`: the status badge in the order's header. */
  const statusBadge = (page: Page, label: string) => page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${label}$`) }).first();

  it('creates a purchase order, approves it, receives it by scanning barcodes and adds its freight as a landed cost', async () => {
    const product = await stockedProduct('ORD-BOLT', '4006381333931', 10);
    const { page, api } = await signInManager();

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Purchase orders' }).click();
    await page.getByRole('link', { name: 'New purchase order' }).click();
    await page.getByRole('heading', { name: 'New purchase order' }).waitFor();
    await pick(page, 'Supplier', 'Bolt Works');
    await pick(page, 'Warehouse', 'ORD-A');
    await pick(page, 'Product of line 1', 'ORD-BOLT');
    await page.getByLabel('Quantity of line 1').fill('5');
    await page.getByLabel('Unit cost of line 1').fill('2.5');
    await page.getByRole('button', { name: 'Create purchase order' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/purchase-orders\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const created = await api.purchaseOrders.get.query({ id });
    expect(created).toMatchObject({ status: 'draft', supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 5, unitCost: 2.5 }] });
    await page.getByRole('heading', { name: `Purchase order ${created.number}` }).waitFor();

    await page.getByRole('button', { name: 'Approve' }).click();
    await statusBadge(page, 'Approved').waitFor();
    expect((await api.purchaseOrders.get.query({ id })).status).toBe('approved');

    await page.getByRole('button', { name: 'Receive' }).click();
    await scan(page, '4006381333931', 3);
    const receivingNow = page.getByLabel('Receiving now ORD-BOLT');
    await expect.poll(() => receivingNow.inputValue()).toBe('3');
    await screenshot(page, 'receiving');

    await page.getByRole('button', { name: 'Post receipt' }).click();
    await expect.poll(() => page.getByText(`Items received on ${created.number}`).isVisible()).toBe(true);
    await statusBadge(page, 'Partially received').waitFor();
    const received = await api.purchaseOrders.get.query({ id });
    expect(received.status).toBe('partially_received');
    expect(received.items[0]!.receivedQuantity).toBe(3);
    expect(await stockOf(api, product.id)).toEqual({ onHand: 13, reserved: 0 });

    expect(received).toMatchObject({ createdByName: 'E2E manager', approvedByName: 'E2E manager', warehouseName: 'Order dock' });
    expect(received.history!.map((change) => [change.to, change.byName])).toEqual([
      ['draft', 'E2E manager'],
      ['approved', 'E2E manager'],
      ['partially_received', 'E2E manager'],
    ]);
    await page.getByText('ORD-A · Order dock').waitFor();
    await page.getByText(/· E2E manager$/).first().waitFor();
    const history = page.getByRole('row').filter({ hasText: 'Partially received' });
    await expect.poll(() => history.textContent()).toMatch(/Approved.*Partially received.*E2E manager$/);

    // The truck's 6.00 goes into the 3 units received, all still in stock (decision 0023).
    await page.getByRole('button', { name: 'Add landed cost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add landed cost' });
    await dialog.getByLabel('Amount').fill('6');
    await dialog.getByLabel('Description').fill('Truck from the port');
    await dialog.getByRole('button', { name: 'Record landed cost' }).click();
    await page.getByText('Landed cost recorded').waitFor();
    await page.getByRole('row').filter({ hasText: /LC-\d{6}/ }).filter({ hasText: 'By value' }).waitFor();
    const [landed] = (await api.landedCosts.list.query({ purchaseOrderId: id })).items;
    expect(landed).toMatchObject({ total: 6, capitalized: 6, expensed: 0, charges: [{ type: 'freight', description: 'Truck from the port', amount: 6 }] });
  }, 60_000);

  it('confirms a sales order and ships it by scanning the SKU: stock falls', async () => {
    const product = await stockedProduct('ORD-NUT', '4006381333948', 10);
    const { page, api } = await signInManager();
    const order = await api.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 2 }] });

    await openOrder(page, 'Sales orders', order.number);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await statusBadge(page, 'Confirmed').waitFor();
    expect((await api.salesOrders.get.query({ id: order.id })).status).toBe('confirmed');
    expect(await stockOf(api, product.id)).toEqual({ onHand: 10, reserved: 2 });

    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await scan(page, 'ord-nut', 2);
    await expect.poll(() => page.getByLabel('Shipping now ORD-NUT').inputValue()).toBe('2');
    await page.getByLabel('Carrier').fill('DHL');
    await page.getByRole('button', { name: 'Post shipment' }).click();

    await statusBadge(page, 'Shipped').waitFor();
    await page.getByRole('cell', { name: 'DHL' }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'DHL' }).textContent()).toMatch(/DHL.*E2E manager(Packing slip)?$/);
    const shipped = await api.salesOrders.get.query({ id: order.id });
    expect(shipped.shipments!.map((shipment) => shipment.createdByName)).toEqual(['E2E manager']);
    expect(shipped.history!.map((change) => change.byName)).toEqual(['E2E manager', 'E2E manager', 'E2E manager']);
    expect(shipped.status).toBe('shipped');
    expect(shipped.items[0]!.shippedQuantity).toBe(2);
    expect(await stockOf(api, product.id)).toEqual({ onHand: 8, reserved: 0 });
    expect((await api.products.get.query({ id: product.id })).stock.onHand).toBe(8);
  });

  it('shows a message for an unknown scanned code and counts nothing', async () => {
    const product = await stockedProduct('ORD-WASHER', '4006381333955', 0);
    const { page, api } = await signInManager();
    const order = await api.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4 }] });
    await api.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });

    await openOrder(page, 'Purchase orders', order.number);
    await page.getByRole('button', { name: 'Receive' }).click();
    await scan(page, '999999', 1);
    await expect.poll(() => page.getByText('No open line of this order has SKU or barcode 999999').isVisible()).toBe(true);
    expect(await page.getByLabel('Receiving now ORD-WASHER').inputValue()).toBe('0');
    await expect.poll(() => page.getByRole('button', { name: 'Post receipt' }).isDisabled()).toBe(true);

    await scan(page, '4006381333955', 1);
    await expect.poll(() => page.getByLabel('Receiving now ORD-WASHER').inputValue()).toBe('1');
    await expect.poll(() => page.getByText('No open line of this order has SKU or barcode 999999').isVisible()).toBe(false);
    expect((await api.purchaseOrders.get.query({ id: order.id })).status).toBe('approved');
  });

  it('receives and ships orders of nine lines by barcode, with the parties named in the lists (decision 0013)', async () => {
    const products = [];
    for (let i = 1; i <= 9; i++) products.push(await stockedProduct(`ORD-NINE-${i}`, `40063813${String(40000 + i)}`, 0));
    const { page, api } = await signInManager();
    const purchase = await api.purchaseOrders.create.mutate({
      supplierId: supplier.id,
      warehouseId: warehouse.id,
      items: products.map((product) => ({ productId: product.id, quantity: 2, unitCost: 2 })),
    });
    await api.purchaseOrders.update.mutate({ id: purchase.id, status: 'approved' });

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Purchase orders' }).click();
    await page.getByRole('row', { name: new RegExp(purchase.number) }).getByRole('cell', { name: 'Bolt Works' }).waitFor();
    await page.getByRole('row', { name: new RegExp(purchase.number) }).getByRole('cell', { name: 'ORD-A · Order dock' }).waitFor();
    await page.getByRole('link', { name: purchase.number }).click();
    await page.getByRole('button', { name: 'Receive' }).click();
    for (const product of products) await scan(page, product.barcode!, 2);
    await expect.poll(() => page.getByLabel('Receiving now ORD-NINE-9').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Post receipt' }).click();
    await statusBadge(page, 'Received').waitFor();
    expect((await api.purchaseOrders.get.query({ id: purchase.id })).items.map((item) => item.receivedQuantity)).toEqual(products.map(() => 2));

    const sale = await api.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: products.map((product) => ({ productId: product.id, quantity: 1 })) });
    await api.salesOrders.update.mutate({ id: sale.id, status: 'confirmed' });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sales orders' }).click();
    await page.getByRole('row', { name: new RegExp(sale.number) }).getByRole('cell', { name: 'Harbour Builders' }).waitFor();
    await page.getByRole('link', { name: sale.number }).click();
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    for (const product of products) await scan(page, product.barcode!, 1);
    await expect.poll(() => page.getByLabel('Shipping now ORD-NINE-9').inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Post shipment' }).click();
    await statusBadge(page, 'Shipped').waitFor();
    for (const product of products) expect(await stockOf(api, product.id)).toEqual({ onHand: 1, reserved: 0 });
  }, 90_000);

  /** A product of `tracking` (shelf life checked against `minShelfLifeDays`), no stock. */
  const trackedProduct = (sku: string, tracking: 'none' | 'lot' | 'serial') =>
    admin.products.create.mutate({ name: `Part ${sku}`, sku, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 2, sellingPrice: 5, tracking });
  /** Puts `quantity` units of `productId` away in bin `locationId`, of a lot or serial numbers when given. */
  const putAway = (productId: string, locationId: string, quantity: number, grain: { lotNumber?: string; expiryDate?: string; serialNumbers?: string[] } = {}) =>
    admin.inventory.recordMovement.mutate({ productId, warehouseId: warehouse.id, locationId, type: 'in', quantity, reason: 'Delivery', ...grain });
  const bins = Object.fromEntries(
    await Promise.all(['C-03', 'A-01', 'D-04', 'B-02'].map(async (code) => [code, (await admin.warehouses.createLocation.mutate({ id: warehouse.id, code })).id] as const)),
  ) as Record<'A-01' | 'B-02' | 'C-03' | 'D-04', string>;
  /** A line's allocations as "bin lot serial quantity" rows, in the order given. */
  const rowsOf = (grains: { locationCode: string | null; lotNumber: string | null; serialNumber: string | null; quantity: number }[]) =>
    grains.map((g) => [g.locationCode, g.lotNumber, g.serialNumber, g.quantity].join(' '));

  it('ships a 6-line order from the bins and lots it is allocated: the panel, the pick list and the shipment agree', async () => {
    const [glue, bolt, cream, meter, nut, paint] = [
      await trackedProduct('ALC-1', 'lot'),
      await trackedProduct('ALC-2', 'none'),
      await trackedProduct('ALC-3', 'lot'),
      await trackedProduct('ALC-4', 'serial'),
      await trackedProduct('ALC-5', 'none'),
      await trackedProduct('ALC-6', 'lot'),
    ];
    await putAway(glue.id, bins['A-01'], 5, { lotNumber: 'L1-LATE', expiryDate: inDays(200) });
    await putAway(glue.id, bins['C-03'], 2, { lotNumber: 'L1-EARLY', expiryDate: inDays(90) });
    await putAway(bolt.id, bins['D-04'], 3);
    await putAway(bolt.id, bins['B-02'], 3);
    await putAway(cream.id, bins['B-02'], 4, { lotNumber: 'L3-SHORT', expiryDate: inDays(10) });
    await putAway(meter.id, bins['C-03'], 3, { serialNumbers: ['SN-41', 'SN-42', 'SN-43'] });
    await putAway(nut.id, bins['A-01'], 10);
    await putAway(paint.id, bins['D-04'], 6, { lotNumber: 'L6-A', expiryDate: inDays(300) });
    const quantities = [4, 5, 3, 2, 1, 6];
    const products = [glue, bolt, cream, meter, nut, paint];
    const draft = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: products.map((p, i) => ({ productId: p.id, quantity: quantities[i]! })) });
    const order = await admin.salesOrders.update.mutate({ id: draft.id, status: 'confirmed' });
    const allocated = await admin.salesOrders.get.query({ id: order.id });
    expect(allocated.allocationStatus).toBe('allocated');
    // Walking order (bin code), not the first-expiry-first-out order the lots were allocated in.
    const lines = allocated.items.map((item) => rowsOf(item.allocations));
    expect(lines[0]).toEqual(['A-01 L1-LATE  2', 'C-03 L1-EARLY  2']);
    expect(lines[1]).toEqual(['B-02   2', 'D-04   3']);
    expect(lines[2]).toEqual(['B-02 L3-SHORT  3']);
    expect(lines[3]).toHaveLength(2);
    expect(lines[3]!.every((row) => /^C-03 {2}SN-4[123] 1$/.test(row))).toBe(true);
    expect(lines[4]).toEqual(['A-01   1']);
    expect(lines[5]).toEqual(['D-04 L6-A  6']);
    const serials = allocated.items[3]!.allocations.map((units) => units.serialNumber!);

    const { page, api } = await signInManager();
    await openOrder(page, 'Sales orders', order.number);
    // Ordered, shipped, remaining, allocated, backordered; and the order's allocation status.
    const cells = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'ALC-2', exact: true }) }).first().getByRole('cell');
    await expect.poll(async () => (await cells.allTextContents()).slice(2, 7)).toEqual(['5', '0', '5', '5', '0']);
    await statusBadge(page, 'Allocated').waitFor();

    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const picks = (sku: string) => page.getByRole('list', { name: `Pick ${sku} from` }).getByRole('listitem').allTextContents();
    await expect.poll(() => picks('ALC-1')).toEqual([`A-01 · lot L1-LATE · expires ${inDays(200)}: 2`, `C-03 · lot L1-EARLY · expires ${inDays(90)}: 2`]);
    expect(await picks('ALC-2')).toEqual(['B-02: 2', 'D-04: 3']);
    expect(await picks('ALC-3')).toEqual([`B-02 · lot L3-SHORT · expires ${inDays(10)}: 3Short-dated`]);
    expect(await picks('ALC-4')).toEqual(serials.map((serial) => `C-03 · serial ${serial}: 1`));
    expect(await picks('ALC-5')).toEqual(['A-01: 1']);
    expect(await picks('ALC-6')).toEqual([`D-04 · lot L6-A · expires ${inDays(300)}: 6`]);
    await screenshot(page, 'ship-allocations');

    // The pick list names the same stops: each bin once, in walking order, with the lots allocated there.
    await page.getByRole('button', { name: 'Pick list' }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith(`/api/orders/sales-orders/${order.id}/pick-list.pdf`));
    await page.getByRole('menuitem', { name: 'Print…' }).click();
    const text = (await pdfText(await (await answer).body())).join(' ');
    const stops = ['A-01', 'B-02', 'C-03', 'D-04'].map((code) => text.indexOf(` ${code} `));
    expect(stops.every((at, i) => at > 0 && (i === 0 || at > stops[i - 1]!))).toBe(true);
    const stopText = (code: string) => text.slice(text.indexOf(` ${code} `), stops.find((at) => at > text.indexOf(` ${code} `)) ?? text.length);
    for (const [code, expected] of [['A-01', ['ALC-1', 'L1-LATE', 'ALC-5']], ['B-02', ['ALC-2', 'ALC-3', 'L3-SHORT']], ['C-03', ['ALC-1', 'L1-EARLY', 'ALC-4', ...serials]], ['D-04', ['ALC-2', 'ALC-6', 'L6-A']]] as const) {
      for (const word of expected) expect(stopText(code), `${word} at ${code}`).toContain(word);
    }
    expect(stopText('A-01')).not.toContain('L1-EARLY');

    // Ship through the panel: lots by default (Enter), the serials allocated.
    const prompt = page.getByRole('dialog').getByRole('textbox');
    await scan(page, '4*ALC-1', 1);
    await prompt.press('Enter');
    await scan(page, '5*ALC-2', 1);
    await scan(page, '3*ALC-3', 1);
    await prompt.press('Enter');
    await scan(page, '2*ALC-4', 1);
    for (const serial of serials) {
      await prompt.fill(serial);
      await prompt.press('Enter');
    }
    await scan(page, 'ALC-5', 1);
    await scan(page, '6*ALC-6', 1);
    await prompt.press('Enter');
    await expect.poll(() => page.getByLabel('Shipping now ALC-6').inputValue()).toBe('6');
    await page.getByRole('button', { name: 'Post shipment' }).click();
    await statusBadge(page, 'Shipped').waitFor();

    const shipped = await api.salesOrders.get.query({ id: order.id });
    expect(shipped.items.map((item) => rowsOf(item.shippedFrom).sort())).toEqual(lines.map((rows) => [...rows!].sort()));
    expect(shipped.shipments![0]!.substitutions).toEqual([]);
  }, 90_000);

  it('ships an expired lot only for a manager who confirms it: staff are refused', async () => {
    const milk = await trackedProduct('ALC-EXP', 'lot');
    await putAway(milk.id, bins['B-02'], 3, { lotNumber: 'LX-OLD', expiryDate: inDays(5) });
    const draft = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: milk.id, quantity: 2 }] });
    const order = await admin.salesOrders.update.mutate({ id: draft.id, status: 'confirmed' });
    const lotId = order.items[0]!.allocations[0]!.lotId!;
    // The allocated lot expires after the order was allocated (its expiry date corrected).
    await stack.database.executeSql('update lots set expiry_date = $1 where id = $2', [inDays(-1), lotId]);

    const staffCredentials = await stack.createUser('staff');
    const staff = await stack.signedInPage(staffCredentials);
    await openPath(staff, `/sales-orders/${order.id}`);
    await staff.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect
      .poll(() => staff.getByRole('list', { name: 'Pick ALC-EXP from' }).getByRole('listitem').allTextContents())
      .toEqual([`B-02 · lot LX-OLD · expires ${inDays(-1)}: 2Expired`]);
    await scan(staff, '2*ALC-EXP', 1);
    await staff.getByRole('dialog').getByRole('button', { name: new RegExp(`^LX-OLD \\(3, expires ${inDays(-1)}\\) · expired on`) }).click();
    await staff.getByText(`Lot LX-OLD expired on ${inDays(-1)}: only a manager or an admin may ship it`).waitFor();
    expect(await staff.getByRole('dialog', { name: 'Ship expired lot LX-OLD?' }).count()).toBe(0);
    // The server refuses staff too.
    const staffApi = await stack.api(staffCredentials);
    await expect(staffApi.salesOrders.ship.mutate({ id: order.id, items: [{ itemId: order.items[0]!.id, quantity: 2, lotId, allowExpired: true }] })).rejects.toThrow('Insufficient permissions');

    const { page, api } = await signInManager();
    await openOrder(page, 'Sales orders', order.number);
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await scan(page, '2*ALC-EXP', 1);
    await page.getByRole('dialog').getByRole('button', { name: /^LX-OLD / }).click();
    const confirmation = page.getByRole('dialog', { name: 'Ship expired lot LX-OLD?' });
    await confirmation.getByText(`Lot LX-OLD expired on ${inDays(-1)}. 2 units of it will ship all the same.`).waitFor();
    await confirmation.getByRole('button', { name: 'Ship expired lot' }).click();
    await page.getByText('lot LX-OLD: 2 (expiry confirmed)').waitFor();
    const request = page.waitForRequest((sent) => sent.url().includes('salesOrders.ship') && sent.method() === 'POST');
    await page.getByRole('button', { name: 'Post shipment' }).click();
    expect((await request).postData()).toContain('"allowExpired":true');
    await statusBadge(page, 'Shipped').waitFor();
    const shipped = await api.salesOrders.get.query({ id: order.id });
    expect(rowsOf(shipped.items[0]!.shippedFrom)).toEqual(['B-02 LX-OLD  2']);
  }, 60_000);

  it('splits the work queue into orders ready to pick and orders waiting on stock, and the dashboard counts the backorders', async () => {
    const [ready, scarce, missing] = [await stockedProduct('ALC-RDY', '4006381399001', 10), await stockedProduct('ALC-FEW', '4006381399002', 0), await stockedProduct('ALC-NONE', '4006381399003', 0)];
    // Enough for each of the two partially allocated orders to hold one unit.
    await admin.inventory.recordMovement.mutate({ productId: scarce.id, warehouseId: warehouse.id, type: 'in', quantity: 2, reason: 'Delivery' });
    const confirmed = async (items: { productId: string; quantity: number }[], shipComplete = false) =>
      admin.salesOrders.update.mutate({ id: (await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items, shipComplete })).id, status: 'confirmed' });
    const allocated = await confirmed([{ productId: ready.id, quantity: 2 }]);
    const partly = await confirmed([{ productId: ready.id, quantity: 1 }, { productId: scarce.id, quantity: 3 }]);
    const partlyComplete = await confirmed([{ productId: ready.id, quantity: 1 }, { productId: scarce.id, quantity: 3 }], true);
    const backordered = await confirmed([{ productId: missing.id, quantity: 4 }]);
    expect([allocated, partly, partlyComplete, backordered].map((order) => order.allocationStatus)).toEqual(['allocated', 'partially_allocated', 'partially_allocated', 'backordered']);

    const page = await stack.signedInPage(await stack.createUser('staff'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/work');
    const queue = (name: string) => page.getByRole('region', { name }).getByRole('link');
    await page.getByRole('region', { name: 'Waiting on stock' }).getByRole('link', { name: backordered.number }).waitFor();
    const toPick = await queue('Ready to pick').allTextContents();
    const waiting = await queue('Waiting on stock').allTextContents();
    expect(toPick).toEqual(expect.arrayContaining([allocated.number, partly.number]));
    expect(waiting).toEqual(expect.arrayContaining([backordered.number, partlyComplete.number]));
    expect(toPick).not.toContain(backordered.number);
    expect(toPick).not.toContain(partlyComplete.number);
    expect(waiting).not.toContain(allocated.number);
    expect(waiting).not.toContain(partly.number);
    await expect.poll(() => page.getByRole('row').filter({ hasText: backordered.number }).textContent()).toContain('Backordered');

    const manager = await stack.createUser('manager');
    const report = await (await stack.api(manager)).analytics.dashboard.query({});
    // The lines waiting here: the scarce lines (2 units each) and the missing one (4), among any earlier tests left.
    expect(report.backorders.lines).toBeGreaterThanOrEqual(3);
    expect(report.backorders.units).toBeGreaterThanOrEqual(8);
    const dashboard = await stack.signedInPage(manager);
    const figure = dashboard.getByRole('group', { name: 'Backordered lines', exact: true });
    await expect.poll(() => figure.textContent()).toBe(
      `Backordered lines${report.backorders.lines}${report.backorders.units} units on ${report.backorders.orders} orders waiting on stock`,
    );
  }, 60_000);
});
