/** Locations: a warehouse's bins, a location's contents and its barcode labels, and relocating stock between bins from there or from the product. */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../server/test/support/pdf.js';
import { browserAvailable, startDesktopStack } from '../support/desktop-e2e.js';
import { field, inventoryFixtures, onHand, pick, signInAt } from '../support/inventory-e2e.js';

describe.skipIf(!browserAvailable)('locations and relocation', async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  const wh = await warehouse('LOC-A');

  /** The balances of a product in the warehouse, as "LOCATION:units", sorted. */
  async function balances(productId: string) {
    const { items } = await admin.inventory.balances.query({ productId, warehouseId: wh.id });
    return items.map((balance) => `${balance.locationCode}:${balance.onHand}`).sort();
  }

  it('creates and renames a location, shows its contents and relocates stock from it', async () => {
    const { page } = await signInAt(stack, 'admin', '/warehouses');
    await page.getByRole('link', { name: 'LOC-A', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/warehouses/${wh.id}/locations`);
    await page.getByRole('row').filter({ hasText: 'DEFAULT' }).waitFor();

    for (const code of ['A-01-01', 'B-02-01']) {
      await page.getByRole('button', { name: 'New location' }).click();
      const dialog = page.getByRole('dialog', { name: 'New location' });
      await field(dialog, 'Code').fill(code);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('row').filter({ hasText: code }).waitFor();
    }
    await page.getByRole('row').filter({ hasText: 'A-01-01' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit location' });
    await field(edit, 'Name').fill('Aisle A, rack 1');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'A-01-01' }).textContent()).toContain('Aisle A, rack 1');
    const locations = (await admin.warehouses.locations.query({ id: wh.id })).items;
    const bin = locations.find((location) => location.code === 'A-01-01')!;
    expect(bin).toMatchObject({ name: 'Aisle A, rack 1', isActive: true });

    const drill = await product('LOC-100', 'Cordless drill');
    await admin.inventory.recordMovement.mutate({ productId: drill.id, warehouseId: wh.id, type: 'in', quantity: 10, reason: 'Putaway', locationId: bin.id });
    await page.getByRole('link', { name: 'A-01-01' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/warehouses/${wh.id}/locations/${bin.id}`);
    const row = page.getByRole('row').filter({ hasText: 'LOC-100' });
    await expect.poll(() => row.getByRole('cell').nth(4).textContent()).toBe('10');

    // Its label (decision 0019): the 62 mm label and the A4 sheet, as a product's, with the location's code and name.
    for (const [button, size, pages] of [['Label', '62mm', 1], ['Label sheet (A4)', 'a4', 1]] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const answer = page.waitForResponse((response) => response.url().endsWith(`/api/warehouse/${wh.id}/locations/${bin.id}/label.pdf?size=${size}`) && response.request().method() === 'GET');
      await page.getByRole('menuitem', { name: 'Print…' }).click();
      const response = await answer;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-disposition']).toBe(`inline; filename="label-A-01-01-${size}.pdf"`);
      const text = await pdfText(await response.body());
      expect(text).toHaveLength(pages);
      expect(text[0]).toContain('A-01-01');
      expect(text[0]).toContain('Aisle A, rack 1');
      await page.getByRole('menuitem', { name: 'Print…' }).waitFor({ state: 'hidden' });
    }
    // Printing a label moves nothing.
    expect(await balances(drill.id)).toEqual(['A-01-01:10']);

    await row.getByRole('button', { name: 'Relocate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relocate stock' });
    await pick(page, dialog, 'To location', 'B-02-01');
    await field(dialog, 'Quantity').fill('4');
    await dialog.getByRole('button', { name: 'Relocate' }).click();
    await expect.poll(() => page.getByText('Stock relocated').isVisible()).toBe(true);
    await expect.poll(() => row.getByRole('cell').nth(4).textContent()).toBe('6');

    expect(await balances(drill.id)).toEqual(['A-01-01:6', 'B-02-01:4']);
    expect(await onHand(admin, drill.id, wh.id)).toBe(10);
    const moves = await admin.inventory.movements.query({ productId: drill.id, type: 'relocation_in' });
    expect(moves.items).toMatchObject([{ quantity: 4 }]);
  });

  it("relocates a product's stock from its page, and staff see no Relocate", async () => {
    const saw = await product('LOC-200', 'Hand saw');
    await admin.inventory.recordMovement.mutate({ productId: saw.id, warehouseId: wh.id, type: 'in', quantity: 5, reason: 'Opening balance' });
    const target = await admin.warehouses.createLocation.mutate({ id: wh.id, code: 'C-03-01' });

    const { page } = await signInAt(stack, 'manager', `/products/${saw.id}`);
    const row = page.getByRole('row').filter({ hasText: 'DEFAULT' });
    await row.getByRole('button', { name: 'Relocate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relocate stock' });
    await pick(page, dialog, 'To location', 'C-03-01');
    await dialog.getByRole('button', { name: 'Relocate' }).click();
    await page.getByRole('row').filter({ hasText: 'C-03-01' }).waitFor();
    expect(await balances(saw.id)).toEqual(['C-03-01:5']);

    const staff = await signInAt(stack, 'staff', `/warehouses/${wh.id}/locations/${target.id}`);
    await staff.page.getByRole('row').filter({ hasText: 'LOC-200' }).waitFor();
    expect(await staff.page.getByRole('button', { name: 'Relocate' }).count()).toBe(0);
    expect(await staff.page.getByRole('button', { name: 'New location' }).count()).toBe(0);
  });
});
