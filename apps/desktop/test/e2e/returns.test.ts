/**
 * Returns (issue 19): a customer return recorded from a shipped sales order puts its resellable
 * units back on hand and writes its damaged ones off; a return to the supplier from a received
 * purchase order takes its units off hand. Each is checked on screen (the order, the return, the
 * returns list) and on the server.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/trpc.js';
import { browserAvailable, openPath, startDesktopStack } from '../support/desktop-e2e.js';

describe.skipIf(!browserAvailable)('returns', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const warehouse = await admin.warehouses.create.mutate({ code: 'RET-A', name: 'Returns dock', address: { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' } });
  const category = await admin.categories.create.mutate({ name: 'Returnables' });
  const supplier = await admin.suppliers.create.mutate({ code: 'SUP-RET', name: 'Return Supplies' });
  const customer = await admin.customers.create.mutate({ code: 'CUS-RET', name: 'Return Customer' });

  const product = (sku: string) =>
    admin.products.create.mutate({ name: `Part ${sku}`, sku, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 2, sellingPrice: 5 });

  /** Units on hand of `productId` in the warehouse, as the server reports them. */
  async function onHand(api: ApiClient, productId: string) {
    return (await api.inventory.levels.query({ productId, warehouseId: warehouse.id })).items[0]?.onHand ?? 0;
  }

  async function signInManager() {
    const credentials = await stack.createUser('manager');
    return { page: await stack.signedInPage(credentials), api: await stack.api(credentials) };
  }

  it('records a customer return from a shipped sales order: resellable units back on hand, damaged written off', async () => {
    const glue = await product('RET-GLUE');
    const tape = await product('RET-TAPE');
    for (const p of [glue, tape]) await admin.inventory.recordMovement.mutate({ productId: p.id, warehouseId: warehouse.id, type: 'in', quantity: 10, reason: 'Opening balance' });
    const order = await admin.salesOrders.create.mutate({
      customerId: customer.id,
      warehouseId: warehouse.id,
      items: [
        { productId: glue.id, quantity: 4, unitPrice: 5 },
        { productId: tape.id, quantity: 3, unitPrice: 5 },
      ],
    });
    await admin.salesOrders.update.mutate({ id: order.id, status: 'confirmed' });
    const shipped = await admin.salesOrders.get.query({ id: order.id });
    await admin.salesOrders.ship.mutate({ id: order.id, items: shipped.items.map((item) => ({ itemId: item.id, quantity: item.quantity })) });
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
