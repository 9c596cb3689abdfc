/** Cycle counts: opening a session, counting by scanning and typing, reviewing variances, approving (adjustments posted) and cancelling, with staff counting only. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';
import { inventoryFixtures, onHand, pick, signInAt } from '../support/inventory-e2e.js';

describe.skipIf(!browserAvailable)('stock counts', async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  const wh = await warehouse('CNT-A');
  const shelf = await admin.warehouses.createLocation.mutate({ id: wh.id, code: 'S-01' });

  /** A product with `units` on the shelf. */
  async function shelved(sku: string, name: string, units: number) {
    const created = await product(sku, name);
    await admin.inventory.recordMovement.mutate({ productId: created.id, warehouseId: wh.id, type: 'in', quantity: units, reason: 'Putaway', locationId: shelf.id });
    return created;
  }

  /** Scans `code` into the scan field (a keyboard-wedge scanner types it and Enter). */
  async function scan(page: Page, code: string) {
    await page.getByTestId('scan-field').fill(code);
    await page.getByTestId('scan-field').press('Enter');
  }

  const lineRow = (page: Page, sku: string) => page.getByRole('row').filter({ hasText: sku });

  it('counts a shelf by scanning, shows the variance and approves it into an adjustment', async () => {
    const hammer = await shelved('CNT-100', 'Claw hammer', 10);
    await admin.products.update.mutate({ id: hammer.id, barcode: '4006381333931' });
    const pliers = await shelved('CNT-200', 'Pliers', 5);
    const { page, api } = await signInAt(stack, 'manager', '/inventory/counts');

    await page.getByRole('button', { name: 'New count' }).click();
    const dialog = page.getByRole('dialog', { name: 'New count' });
    await pick(page, dialog, 'Warehouse', 'CNT-A');
    await pick(page, dialog, 'Location', 'S-01');
    await dialog.getByRole('button', { name: 'Open count' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/inventory\/counts\/[0-9a-f-]{36}$/);
    const countId = new URL(page.url()).pathname.split('/').pop()!;
    await lineRow(page, 'CNT-100').waitFor();
    await expect.poll(() => page.getByText('CNT-A · Warehouse CNT-A').isVisible()).toBe(true);

    await scan(page, 's-01');
    await scan(page, 'NOPE-1');
    await expect.poll(() => page.getByText('No line of this count at S-01 has the code NOPE-1').isVisible()).toBe(true);
    for (let i = 0; i < 7; i++) await scan(page, 'cnt-100');
    await scan(page, '4006381333931'); // the product's barcode counts like its SKU
    await expect.poll(() => page.getByRole('textbox', { name: 'Counted CNT-100 at S-01' }).inputValue()).toBe('8');
    await page.getByRole('textbox', { name: 'Counted CNT-200 at S-01' }).fill('5');
    await page.getByRole('button', { name: /Save counts/ }).click();
    await expect.poll(() => page.getByText('Counts recorded').isVisible()).toBe(true);

    const recorded = await api.counts.lines.query({ id: countId });
    expect(recorded.items.map((line) => [line.sku, line.countedQuantity])).toEqual([
      ['CNT-100', 8],
      ['CNT-200', 5],
    ]);
    await expect.poll(() => lineRow(page, 'CNT-100').getByRole('cell').nth(8).textContent()).toBe('-2');
    await expect.poll(() => lineRow(page, 'CNT-200').getByRole('cell').nth(8).textContent()).toBe('0');
    await screenshot(page, 'count-session');

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve and post adjustments' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Stock count CC-/ }).locator('..').textContent()).toContain('Approved');
    await expect.poll(() => lineRow(page, 'CNT-100').getByRole('cell').nth(9).textContent()).toBe('-$9.00');

    expect(await onHand(api, hammer.id, wh.id)).toBe(8);
    expect(await onHand(api, pliers.id, wh.id)).toBe(5);
    const adjustments = await api.inventory.movements.query({ productId: hammer.id, type: 'adjustment' });
    expect(adjustments.items).toMatchObject([{ quantity: -2, reason: 'Cycle count', reference: { type: 'count', id: countId } }]);
    expect(await api.counts.get.query({ id: countId })).toMatchObject({ status: 'approved', varianceQuantity: -2, varianceValue: -9 });
  });

  it('lets staff count but not approve or cancel; a manager cancels without posting', async () => {
    const tape = await shelved('CNT-300', 'Tape measure', 4);
    const count = await admin.counts.open.mutate({ warehouseId: wh.id, productIds: [tape.id] });

    const staff = await signInAt(stack, 'staff', `/inventory/counts/${count.id}`);
    // A product named in the scope also gets a line at the DEFAULT location: scan the shelf first.
    await lineRow(staff.page, 'CNT-300').filter({ hasText: 'S-01' }).waitFor();
    for (const name of ['Approve', 'Cancel count']) expect(await staff.page.getByRole('button', { name, exact: true }).count()).toBe(0);
    await scan(staff.page, 'CNT-300');
    await expect.poll(() => staff.page.getByText('CNT-300 is on 2 lines: scan the location or the lot number').isVisible()).toBe(true);
    await scan(staff.page, 'S-01');
    await scan(staff.page, 'CNT-300');
    await staff.page.getByRole('button', { name: /Save counts/ }).click();
    await expect.poll(async () => (await staff.api.counts.get.query({ id: count.id })).lines.counted).toBe(1);

    const { page, api } = await signInAt(stack, 'manager', `/inventory/counts/${count.id}`);
    await page.getByRole('button', { name: 'Cancel count' }).click();
    await expect.poll(async () => (await api.counts.get.query({ id: count.id })).status).toBe('cancelled');
    await expect.poll(() => page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(await onHand(api, tape.id, wh.id)).toBe(4);

    await page.getByRole('tab', { name: 'Counts' }).click();
    await expect.poll(() => lineRow(page, count.number).textContent()).toMatch(/CNT-A.*Cancelled.*1 of 2/);
  });
});
