/**
 * Returns (decision 0019): a customer return recorded from a shipped sales order puts its resellable
 * units back on hand and writes its damaged ones off; a return to the supplier from a received
 * purchase order takes its units off hand; a lot- or serial-tracked line names its lot or serial
 * numbers. Each is checked on screen (the order, the return, the returns list) and on the server.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/trpc.js';
import { browserAvailable, openPath, startDesktopStack } from '../support/desktop-e2e.js';
import { inDays } from '../support/inventory-e2e.js';

describe.skipIf(!browserAvailable)('returns', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const warehouse = await admin.warehouses.create.mutate({ code: 'RET-A', name: 'Returns dock', address: { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' } });
  const category = await admin.categories.create.mutate({ name: 'Returnables' });
  const supplier = await admin.suppliers.create.mutate({ code: 'SUP-RET', name: 'Return Supplies' });
  const customer = await admin.customers.create.mutate({ code: 'CUS-RET', name: 'Return Customer' });

  const product = (sku: string, tracking: 'none' | 'lot' | 'serial' = 'none') =>
    admin.products.create.mutate({ name: `Part ${sku}`, sku, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 2, sellingPrice: 5, tracking });

  /** The serial numbers of `productId` on hand in the warehouse, as the server reports them. */
  async function serialsOnHand(api: ApiClient, productId: string) {
    const { items } = await api.inventory.balances.query({ productId, warehouseId: warehouse.id });
    return items.filter((balance) => balance.onHand > 0).map((balance) => balance.serialNumber).sort();
  }

  /** Units on hand of `productId` in the warehouse, as the server reports them. */
  async function onHand(api: ApiClient, productId: string) {
    return (await api.inventory.levels.query({ productId, warehouseId: warehouse.id })).items[0]?.onHand ?? 0;
  }

  /** A confirmed sales order of [product id, units] lines at 5 each, as the server returns it. */
  async function confirmedOrder(lines: [string, number][]) {
    const order = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: lines.map(([productId, quantity]) => ({ productId, quantity, unitPrice: 5 })) });
    await admin.salesOrders.update.mutate({ id: order.id, status: 'confirmed' });
    return admin.salesOrders.get.query({ id: order.id });
  }

  async function signInManager() {
    const credentials = await stack.createUser('manager');
    return { page: await stack.signedInPage(credentials), api: await stack.api(credentials) };
  }

  it('records a customer return from a shipped sales order: resellable units back on hand, damaged written off', async () => {
    const glue = await product('RET-GLUE');
    const tape = await product('RET-TAPE');
    for (const p of [glue, tape]) await admin.inventory.recordMovement.mutate({ productId: p.id, warehouseId: warehouse.id, type: 'in', quantity: 10, reason: 'Opening balance' });
    const order = await confirmedOrder([
      [glue.id, 4],
      [tape.id, 3],
    ]);
    await admin.salesOrders.ship.mutate({ id: order.id, items: order.items.map((item) => ({ itemId: item.id, quantity: item.quantity })) });
    expect(await onHand(admin, glue.id)).toBe(6);

    const { page, api } = await signInManager();
    await openPath(page, `/sales-orders/${order.id}`);
    await page.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Customer return from ${order.number}`) });
    await dialog.getByLabel('Returning RET-GLUE').fill('2');
    await dialog.getByLabel('Returning RET-TAPE').fill('1');
    await dialog.getByRole('combobox', { name: 'Condition RET-TAPE' }).click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    await dialog.getByRole('button', { name: 'Record return' }).click();
    await dialog.getByText('Reason is required').waitFor();

    await dialog.getByLabel('Reason').fill('Wrong colour');
    await dialog.getByRole('button', { name: 'Record return' }).click();
    await page.getByRole('heading', { name: /Customer return RMA-\d+/ }).waitFor();
    await page.getByRole('row').filter({ hasText: 'RET-GLUE' }).getByText('Resellable: back in stock').waitFor();
    await page.getByRole('row').filter({ hasText: 'RET-TAPE' }).getByText('Damaged: written off').waitFor();

    const [rma] = (await api.returns.customerList.query({ salesOrderId: order.id })).items;
    expect(rma).toMatchObject({ reason: 'Wrong colour', totals: { units: 3, restockedValue: 4, writtenOffValue: 2 } });
    expect(await onHand(api, glue.id)).toBe(8);
    expect(await onHand(api, tape.id)).toBe(7);

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Returns' }).click();
    await page.getByRole('row').filter({ hasText: rma!.number }).getByText(order.number).waitFor();
    await page.getByRole('link', { name: order.number }).click();
    await page.getByRole('heading', { name: `Sales order ${order.number}` }).waitFor();
    await page.getByRole('link', { name: rma!.number }).waitFor();
  });

  it('takes back a serial-tracked unit naming its serial number and lot-tracked units naming their lot, offered from what the order shipped', async () => {
    const drill = await product('RET-DRILL', 'serial');
    const resin = await product('RET-RESIN', 'lot');
    const [soon, later] = [inDays(30), inDays(200)];
    await admin.inventory.recordMovement.mutate({ productId: drill.id, warehouseId: warehouse.id, type: 'in', quantity: 3, reason: 'Delivery', serialNumbers: ['D-1', 'D-2', 'D-3'] });
    for (const [lotNumber, expiryDate] of [['R-1', soon], ['R-2', later]] as const) {
      await admin.inventory.recordMovement.mutate({ productId: resin.id, warehouseId: warehouse.id, type: 'in', quantity: 5, reason: 'Delivery', lotNumber, expiryDate });
    }
    const order = await confirmedOrder([
      [drill.id, 2],
      [resin.id, 6],
    ]);
    const lineOf = (productId: string) => order.items.find((line) => line.productId === productId)!;
    // The resin ships first expiry first out: 5 of R-1 and 1 of R-2.
    await admin.salesOrders.ship.mutate({ id: order.id, items: [{ itemId: lineOf(drill.id).id, quantity: 2, serialNumbers: ['D-1', 'D-2'] }, { itemId: lineOf(resin.id).id, quantity: 6 }] });
    expect(await serialsOnHand(admin, drill.id)).toEqual(['D-3']);

    const { page, api } = await signInManager();
    await openPath(page, `/sales-orders/${order.id}`);
    await page.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Customer return from ${order.number}`) });
    await dialog.getByLabel('Reason').fill('Did not fit');
    await dialog.getByLabel('Returning RET-DRILL').fill('1');
    await dialog.getByRole('button', { name: 'Record return' }).click();
    await dialog.getByText('Name the serial numbers of RET-DRILL returned').waitFor();

    await dialog.getByRole('button', { name: 'Serials of RET-DRILL' }).click();
    const serialPrompt = page.getByRole('dialog', { name: 'RET-DRILL: 1 unit' });
    await serialPrompt.getByRole('textbox', { name: 'Serial number 1 of 1' }).fill('D-3');
    await serialPrompt.getByRole('textbox', { name: 'Serial number 1 of 1' }).press('Enter');
    await serialPrompt.getByText('Serial number D-3 is not listed as shipped').waitFor();
    await serialPrompt.getByRole('button', { name: 'D-2' }).click();
    await serialPrompt.waitFor({ state: 'hidden' });
    await dialog.getByText('serials D-2').waitFor();

    await dialog.getByLabel('Returning RET-RESIN').fill('2');
    await dialog.getByRole('button', { name: 'Lot of RET-RESIN' }).click();
    const lotPrompt = page.getByRole('dialog', { name: 'RET-RESIN: 2 units' });
    await lotPrompt.getByRole('button', { name: `R-2 (1, expires ${later})` }).click();
    await lotPrompt.getByText('Lot R-2 holds only 1 of the 2 units').waitFor();
    await lotPrompt.getByRole('button', { name: `R-1 (5, expires ${soon})` }).click();
    await lotPrompt.waitFor({ state: 'hidden' });
    await dialog.getByText('lot R-1: 2').waitFor();

    await dialog.getByRole('button', { name: 'Record return' }).click();
    await page.getByRole('heading', { name: /Customer return RMA-\d+/ }).waitFor();
    await page.getByRole('row').filter({ hasText: 'RET-DRILL' }).getByText('serial D-2').waitFor();
    await page.getByRole('row').filter({ hasText: 'RET-RESIN' }).getByText('lot R-1').waitFor();

    const [rma] = (await api.returns.customerList.query({ salesOrderId: order.id })).items;
    expect(rma!.items.map((item) => [item.sku, item.condition, item.quantity, item.lotNumber, item.serialNumber]).sort()).toEqual([
      ['RET-DRILL', 'resellable', 1, null, 'D-2'],
      ['RET-RESIN', 'resellable', 2, 'R-1', null],
    ]);
    expect(await serialsOnHand(api, drill.id)).toEqual(['D-2', 'D-3']);
    const resinLots = await api.inventory.balances.query({ productId: resin.id, warehouseId: warehouse.id });
    expect(Object.fromEntries(resinLots.items.map((balance) => [balance.lotNumber, balance.onHand]))).toEqual({ 'R-1': 2, 'R-2': 4 });
  });

  it('returns a serial-tracked unit to the supplier naming one of the serial numbers in stock', async () => {
    const meter = await product('RET-METER', 'serial');
    const order = await admin.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: meter.id, quantity: 2, unitCost: 3 }] });
    await admin.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });
    const [line] = (await admin.purchaseOrders.get.query({ id: order.id })).items;
    await admin.purchaseOrders.receive.mutate({ id: order.id, items: [{ itemId: line!.id, quantity: 2, serialNumbers: ['M-1', 'M-2'] }] });

    const { page, api } = await signInManager();
    await openPath(page, `/purchase-orders/${order.id}`);
    await page.getByRole('button', { name: 'Return to supplier' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Return to supplier from ${order.number}`) });
    await dialog.getByLabel('Returning RET-METER').fill('1');
    await dialog.getByRole('button', { name: 'Serials of RET-METER' }).click();
    const serialPrompt = page.getByRole('dialog', { name: 'RET-METER: 1 unit' });
    // The serial numbers in stock are offered, and only those are taken.
    await serialPrompt.getByRole('button', { name: 'M-1' }).waitFor();
    await serialPrompt.getByRole('textbox', { name: 'Serial number 1 of 1' }).fill('M-9');
    await serialPrompt.getByRole('textbox', { name: 'Serial number 1 of 1' }).press('Enter');
    await serialPrompt.getByText('Serial number M-9 is not listed as in stock').waitFor();
    await serialPrompt.getByRole('textbox', { name: 'Serial number 1 of 1' }).fill('M-2');
    await serialPrompt.getByRole('textbox', { name: 'Serial number 1 of 1' }).press('Enter');
    await dialog.getByText('serials M-2').waitFor();
    await dialog.getByLabel('Reason').fill('Dead on arrival');
    await dialog.getByRole('button', { name: 'Record return' }).click();
    await page.getByRole('heading', { name: /Return to supplier RTS-\d+/ }).waitFor();
    await page.getByRole('row').filter({ hasText: 'RET-METER' }).getByText('serial M-2').waitFor();

    const [rts] = (await api.returns.supplierList.query({ purchaseOrderId: order.id })).items;
    expect(rts!.items[0]!.takenFrom.map((grain) => grain.serialNumber)).toEqual(['M-2']);
    expect(await serialsOnHand(api, meter.id)).toEqual(['M-1']);
  });

  it('returns received units to the supplier from the purchase order: they leave on hand', async () => {
    const bolt = await product('RET-BOLT');
    const order = await admin.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: bolt.id, quantity: 10, unitCost: 1.5 }] });
    await admin.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });
    const [line] = (await admin.purchaseOrders.get.query({ id: order.id })).items;
    await admin.purchaseOrders.receive.mutate({ id: order.id, items: [{ itemId: line!.id, quantity: 10 }] });

    const { page, api } = await signInManager();
    await openPath(page, `/purchase-orders/${order.id}`);
    await page.getByRole('button', { name: 'Return to supplier' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Return to supplier from ${order.number}`) });
    await dialog.getByLabel('Returning RET-BOLT').fill('4');
    await dialog.getByLabel('Reason').fill('Faulty batch');
    await dialog.getByRole('button', { name: 'Record return' }).click();
    await page.getByRole('heading', { name: /Return to supplier RTS-\d+/ }).waitFor();
    await page.getByText('6.00 USD').waitFor();

    const [rts] = (await api.returns.supplierList.query({ purchaseOrderId: order.id })).items;
    expect(rts).toMatchObject({ reason: 'Faulty batch', totalValue: 6, items: [{ sku: 'RET-BOLT', quantity: 4 }] });
    expect(await onHand(api, bolt.id)).toBe(6);

    await openPath(page, '/returns/supplier');
    await page.getByRole('tab', { name: 'Returns to suppliers', selected: true }).waitFor();
    await page.getByRole('row').filter({ hasText: rts!.number }).getByText('Return Supplies').waitFor();
  });
});
