/**
 * Printed documents (decision 0019): a sales order's "Pick list" button fetches the server's PDF with
 * the session's token and hands it to the print path (in the browser build, a new tab that calls
 * window.print); the server's answer is checked, and the order is left as it was. Orders ticked
 * on the list get one pick list of them all.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, startDesktopStack } from '../support/desktop-e2e.js';

describe.skipIf(!browserAvailable)('printed documents', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const warehouse = await admin.warehouses.create.mutate({ code: 'DOC-A', name: 'Print dock', address: { line1: '2 Dock Road', city: 'Hamburg', country: 'DE' } });
  const category = await admin.categories.create.mutate({ name: 'Sealants' });
  const customer = await admin.customers.create.mutate({ code: 'CUS-DOC', name: 'Print Builders' });
  const product = await admin.products.create.mutate({ name: 'Silicone Sealant', sku: 'SEAL-310', categoryId: category.id, unitOfMeasure: 'piece', costPrice: 2, sellingPrice: 5 });
  await admin.inventory.recordMovement.mutate({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 10, reason: 'Opening balance' });
  const draft = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4 }] });
  const order = await admin.salesOrders.update.mutate({ id: draft.id, status: 'confirmed' });
  const another = await admin.salesOrders.update.mutate({
    id: (await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 3 }] })).id,
    status: 'confirmed',
  });

  it('prints the pick list of a sales order: the server answers its PDF', async () => {
    const page = await stack.newPage();
    await stack.signIn(page, await stack.createUser('staff'));
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sales orders' }).click();
    await page.getByRole('link', { name: order.number }).click();
    await page.getByRole('heading', { name: new RegExp(order.number) }).waitFor();

    await page.getByRole('button', { name: 'Pick list' }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith(`/api/orders/sales-orders/${order.id}/pick-list.pdf`) && response.request().method() === 'GET');
    await page.getByRole('menuitem', { name: 'Print…' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers()['content-disposition']).toBe(`inline; filename="pick-list-${order.number}.pdf"`);
    // Printing proposes; it moves nothing.
    expect((await admin.salesOrders.get.query({ id: order.id })).status).toBe('confirmed');
    await page.getByRole('button', { name: 'Pick list' }).waitFor();
  });

  it('prints one pick list of the orders ticked on the list', async () => {
    const page = await stack.newPage();
    await stack.signIn(page, await stack.createUser('staff'));
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sales orders' }).click();
    await page.getByRole('checkbox', { name: `Pick ${order.number}` }).check();
    await page.getByRole('checkbox', { name: `Pick ${another.number}` }).check();
    await page.getByRole('button', { name: 'Pick list (2)' }).click();
    const answer = page.waitForResponse((response) => response.url().includes('/api/orders/pick-list.pdf?salesOrderIds=') && response.request().method() === 'GET');
    await page.getByRole('menuitem', { name: 'Print…' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('salesOrderIds')!.split(',').sort()).toEqual([order.id, another.id].sort());
    expect(response.headers()['content-disposition']).toBe('inline; filename="pick-list-2-orders.pdf"');
  });
});
