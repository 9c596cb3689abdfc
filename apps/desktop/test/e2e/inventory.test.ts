/** Inventory: adjusting stock, recording a stock movement, transferring between warehouses, the movement history, and what staff may do. */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';
import { field, onHand, pick, picker } from '../support/inventory-e2e.js';

describe.skipIf(!browserAvailable)('inventory', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const warehouse = async (code: string) =>
    (await admin.warehouses.create.mutate({ code, name: `Warehouse ${code}`, address: { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' } }));
  const [whA, whB] = [await warehouse('INV-A'), await warehouse('INV-B')];
  const category = await admin.categories.create.mutate({ name: 'Hand tools' });

  /** A product with `units` on hand in warehouse A. */
  async function stockedProduct(sku: string, name: string, units: number) {
    const product = await admin.products.create.mutate({
      name,
      sku,
      categoryId: category.id,
      unitOfMeasure: 'piece',
      costPrice: 4.5,
      sellingPrice: 9.9,
      minStockLevel: 5,
    });
    await admin.inventory.recordMovement.mutate({ productId: product.id, warehouseId: whA.id, type: 'in', quantity: units, reason: 'Opening balance' });
    return product;
  }

  /** The levels table row of a SKU in a warehouse. */
  const levelRow = (page: Page, sku: string, warehouseCode: string) => page.getByRole('row').filter({ hasText: sku }).filter({ hasText: warehouseCode });
  /** The on hand cell (4th column) of a levels row. */
  const onHandCell = (row: Locator) => row.getByRole('cell').nth(3);

  async function signInToInventory(role: 'manager' | 'staff') {
    const credentials = await stack.createUser(role);
    const page = await stack.newPage();
    page.setDefaultTimeout(10_000);
    await stack.signIn(page, credentials);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Inventory' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/inventory');
    return { page, api: await stack.api(credentials) };
  }

  it('adjusts stock of a level and shows the new on hand', async () => {
    const product = await stockedProduct('INV-100', 'Claw hammer', 20);
    const { page, api } = await signInToInventory('manager');
    const row = levelRow(page, 'INV-100', 'INV-A');
    await expect.poll(() => onHandCell(row).textContent()).toBe('20');
    await screenshot(page, 'inventory-levels');

    await row.getByRole('button', { name: 'Adjust' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
    await field(dialog, 'Change').fill('-4');
    await picker(dialog, 'Reason').click();
    await page.getByRole('option', { name: 'Damage' }).click();
    await field(dialog, 'Note').fill('Dropped from the shelf');
    await dialog.getByRole('button', { name: 'Adjust stock' }).click();

    await expect.poll(() => page.getByText('Stock adjusted').isVisible()).toBe(true);
    await expect.poll(() => onHandCell(row).textContent()).toBe('16');
    expect(await onHand(api, product.id, whA.id)).toBe(16);
  });

  it('shows the server message when an adjustment would go below zero', async () => {
    const product = await stockedProduct('INV-150', 'Mallet', 2);
    const { page, api } = await signInToInventory('manager');
    await levelRow(page, 'INV-150', 'INV-A').getByRole('button', { name: 'Adjust' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
    await field(dialog, 'Change').fill('-5');
    await dialog.getByRole('button', { name: 'Adjust stock' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain('Insufficient stock');
    expect(await onHand(api, product.id, whA.id)).toBe(2);
  });

  it('records a stock movement into another warehouse', async () => {
    const product = await stockedProduct('INV-200', 'Pipe wrench', 10);
    const { page, api } = await signInToInventory('manager');
    await page.getByRole('button', { name: 'Record movement' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Record stock movement' });
    await pick(page, dialog, 'Product', 'INV-200');
    await pick(page, dialog, 'Warehouse', 'INV-B');
    await field(dialog, 'Quantity').fill('7');
    await field(dialog, 'Reason').fill('Supplier sample');
    await dialog.getByRole('button', { name: 'Record movement' }).click();

    await expect.poll(() => page.getByText('Stock movement recorded').isVisible()).toBe(true);
    await expect.poll(() => onHandCell(levelRow(page, 'INV-200', 'INV-B')).textContent()).toBe('7');
    expect(await onHand(api, product.id, whB.id)).toBe(7);
    expect(await onHand(api, product.id, whA.id)).toBe(10);
  });

  it('transfers 3 units from warehouse A to B and lists the transfer in the movement history', async () => {
    const product = await stockedProduct('INV-300', 'Spirit level', 12);
    const { page, api } = await signInToInventory('manager');
    await page.getByRole('tab', { name: 'Transfers' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/inventory/transfers');

    await page.getByRole('button', { name: 'New transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New transfer' });
    await pick(page, dialog, 'From warehouse', 'INV-A');
    await pick(page, dialog, 'To warehouse', 'INV-B');
    await pick(page, dialog, 'Product 1', 'INV-300');
    await field(dialog, 'Quantity 1').fill('3');
    await screenshot(page, 'inventory-new-transfer');
    await dialog.getByRole('button', { name: 'Transfer stock' }).click();

    const transferRow = page.getByRole('row').filter({ hasText: '3 × INV-300' });
    await expect.poll(() => transferRow.textContent()).toMatch(/TR-\d{6}.*INV-A.*INV-B/);
    expect(await onHand(api, product.id, whA.id)).toBe(9);
    expect(await onHand(api, product.id, whB.id)).toBe(3);

    await page.getByRole('tab', { name: 'Stock movements' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/inventory/movements');
    await pick(page, page.locator('main'), 'Product', 'INV-300');
    await expect.poll(() => new URL(page.url()).searchParams.get('productId')).toBe(product.id);
    const transferOut = page.getByRole('row').filter({ hasText: 'Transfer out' });
    const transferIn = page.getByRole('row').filter({ hasText: 'Transfer in' });
    await expect.poll(() => transferOut.textContent()).toMatch(/INV-300.*INV-A.*-3/);
    await expect.poll(() => transferIn.textContent()).toMatch(/INV-300.*INV-B.*\+3/);
    await screenshot(page, 'inventory-movements');
  });

  it('lets staff see inventory levels but no stock actions', async () => {
    await stockedProduct('INV-400', 'Tape measure', 6);
    const { page } = await signInToInventory('staff');
    await expect.poll(() => onHandCell(levelRow(page, 'INV-400', 'INV-A')).textContent()).toBe('6');
    for (const name of ['Adjust stock', 'Record movement', 'Adjust']) {
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await page.getByRole('tab', { name: 'Transfers' }).click();
    await page.getByRole('table').or(page.getByTestId('empty')).waitFor();
    expect(await page.getByRole('button', { name: 'New transfer' }).count()).toBe(0);
  });
});
