/**
 * Supplier products and reorder suggestions (decision 0019): a manager adds a product to a supplier as
 * its preferred supplier on the supplier's screen, sees the reorder suggestions of a warehouse,
 * selects them and drafts purchase orders, which exist on the server with the suggested quantities
 * and open from the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';

describe.skipIf(!browserAvailable)('supplier products and reorder', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const warehouse = await admin.warehouses.create.mutate({ code: 'REO-A', name: 'Reorder dock', address: { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' } });
  const category = await admin.categories.create.mutate({ name: 'Reorderables' });
  const supplier = await admin.suppliers.create.mutate({ code: 'SUP-REO', name: 'Refill Traders', currency: 'EUR' });

  /** A product with reorder point `min`, maximum `max` and `units` on hand in the warehouse. */
  async function product(sku: string, min: number, max: number, units: number) {
    const created = await admin.products.create.mutate({ name: `Part ${sku}`, sku, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 2, sellingPrice: 5, minStockLevel: min, maxStockLevel: max });
    await admin.inventory.recordMovement.mutate({ productId: created.id, warehouseId: warehouse.id, type: 'in', quantity: units, reason: 'Opening balance' });
    return created;
  }

  /** Types `search` into the picker labelled `label` and chooses the option containing it. */
  async function pick(page: Page, label: string, search: string) {
    await page.getByRole('combobox', { name: label }).fill(search);
    await page.getByRole('option', { name: new RegExp(search) }).click();
  }

  it('adds a preferred supplier product, drafts purchase orders from the suggestions and opens them', async () => {
    const glue = await product('REO-GLUE', 10, 50, 4);
    const tape = await product('REO-TAPE', 20, 40, 5);
    const credentials = await stack.createUser('manager');
    const api = await stack.api(credentials);
    const page = await stack.signedInPage(credentials);

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('link', { name: 'Products of Refill Traders' }).click();
    await page.getByRole('heading', { name: 'Refill Traders' }).waitFor();
    await page.getByRole('button', { name: 'Add product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add product' });
    await pick(page, 'Product', 'REO-GLUE');
    await dialog.getByLabel('Supplier SKU').fill('RT-GL-750');
    await dialog.getByLabel('Unit cost').fill('1.25');
    await dialog.getByLabel('Minimum order quantity').fill('12');
    await dialog.getByLabel(/Preferred supplier/).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Supplier product added').waitFor();
    await page.getByRole('row').filter({ hasText: 'RT-GL-750' }).getByText('1.25 EUR').waitFor();
    expect((await api.replenishment.offers.query({ id: supplier.id })).items).toMatchObject([{ productId: glue.id, supplierSku: 'RT-GL-750', unitCost: 1.25, currency: 'EUR', minimumOrderQuantity: 12, isPreferred: true }]);

    await page.getByRole('row').filter({ hasText: 'RT-GL-750' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit REO-GLUE' });
    await edit.getByLabel('Lead time (days)').fill('6');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'RT-GL-750' }).getByText('6 days').waitFor();

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Inventory' }).click();
    await page.getByRole('tab', { name: 'Reorder' }).click();
    // The levels tab has a warehouse picker too: pick only once the reorder screen has replaced it.
    await page.getByText('Choose a warehouse to draft purchase orders.').waitFor();
    await pick(page, 'Warehouse', 'REO-A');
    const glueRow = page.getByRole('row').filter({ hasText: 'REO-GLUE' });
    // The selection column comes with the chosen warehouse.
    await glueRow.getByLabel('Select REO-GLUE').waitFor();
    expect(await glueRow.getByRole('cell').nth(9).innerText()).toBe('46');
    await glueRow.getByLabel('Select REO-GLUE').check();
    await page.getByRole('row').filter({ hasText: 'REO-TAPE' }).getByLabel('Select REO-TAPE').check();
    await screenshot(page, 'reorder');
    await page.getByRole('button', { name: 'Draft purchase orders (2)' }).click();

    const drafted = page.getByTestId('drafted-orders');
    await drafted.getByText(/Refill Traders · 1 line/).waitFor();
    await drafted.getByText('No preferred supplier, not ordered: REO-TAPE').waitFor();
    const orders = (await api.purchaseOrders.list.query({ supplierId: supplier.id })).items;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'draft', warehouseId: warehouse.id, currency: 'EUR', items: [{ productId: glue.id, quantity: 46, unitCost: 1.25 }] });
    expect((await api.replenishment.suggestions.query({ warehouseId: warehouse.id })).items.map((s) => s.productId)).toEqual([tape.id]);

    await drafted.getByRole('link', { name: orders[0]!.number }).click();
    await page.getByRole('heading', { name: `Purchase order ${orders[0]!.number}` }).waitFor();
  });

  it('removes a product from a supplier', async () => {
    const bolt = await product('REO-BOLT', 5, 10, 1);
    await admin.replenishment.addOffer.mutate({ id: supplier.id, productId: bolt.id, unitCost: 0.5 });
    const credentials = await stack.createUser('manager');
    const page = await stack.signedInPage(credentials);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('link', { name: 'Products of Refill Traders' }).click();
    await page.getByRole('row').filter({ hasText: 'REO-BOLT' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove REO-BOLT?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('REO-BOLT removed from the supplier').waitFor();
    await page.getByRole('row').filter({ hasText: 'REO-BOLT' }).waitFor({ state: 'detached' });
    expect((await admin.replenishment.offers.query({ id: supplier.id })).items.map((offer) => offer.productId)).not.toContain(bolt.id);
  });
});
