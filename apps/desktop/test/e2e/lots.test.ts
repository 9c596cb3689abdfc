/** Lots and expiry: a product's lots, the expiring list with its days-ahead filter, and tracing a lot or a serial number. */
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';
import { field, inDays, inventoryFixtures, pick, signInAt } from '../support/inventory-e2e.js';

describe.skipIf(!browserAvailable)('lots, expiry and trace', async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  const wh = await warehouse('LOT-A');
  const milk = await product('LOT-100', 'Oat milk', 'lot');
  const receive = (lotNumber: string, quantity: number, expiryDate: string) =>
    admin.inventory.recordMovement.mutate({ productId: milk.id, warehouseId: wh.id, type: 'in', quantity, reason: 'Delivery', lotNumber, expiryDate });
  await receive('L-SOON', 12, inDays(10));
  await receive('L-LATER', 30, inDays(200));

  it('lists lots expiring within the days ahead, and the product page shows its lots', async () => {
    const { page, api } = await signInAt(stack, 'manager', '/inventory');
    await page.getByRole('tab', { name: 'Expiring' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/inventory/expiring');
    const soon = page.getByRole('row').filter({ hasText: 'L-SOON' });
    await expect.poll(() => soon.textContent()).toMatch(/L-SOON.*LOT-100 · Oat milk.*LOT-A.*12.*54\.00/);
    expect(await page.getByRole('row').filter({ hasText: 'L-LATER' }).count()).toBe(0);
    await screenshot(page, 'expiring');

    await page.getByRole('textbox', { name: 'Days ahead' }).fill('365');
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('365');
    await page.getByRole('row').filter({ hasText: 'L-LATER' }).waitFor();
    await expect.poll(() => page.getByTestId('expiring-summary').textContent()).toContain('42 units');
    const server = await api.inventory.expiring.query({ days: 365 });
    expect(server.lots.map((lot) => lot.lotNumber)).toEqual(['L-SOON', 'L-LATER']);

    await page.getByRole('link', { name: 'LOT-100 · Oat milk' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${milk.id}`);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'L-LATER' }).first().textContent()).toContain(inDays(200));
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'LOT-A: 12' }).textContent()).toContain('L-SOON');
  });

  it('traces a lot from the expiring list and a serial number typed in', async () => {
    const phone = await product('LOT-200', 'Handheld scanner', 'serial');
    await admin.inventory.recordMovement.mutate({ productId: phone.id, warehouseId: wh.id, type: 'in', quantity: 2, reason: 'Delivery', serialNumbers: ['SN-0001', 'SN-0002'] });
    await admin.inventory.recordMovement.mutate({ productId: phone.id, warehouseId: wh.id, type: 'out', quantity: 1, reason: 'Demo unit', serialNumbers: ['SN-0002'] });

    const { page } = await signInAt(stack, 'staff', '/inventory/expiring');
    await page.getByRole('link', { name: 'L-SOON' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/inventory/trace');
    await expect.poll(() => page.getByTestId('trace-summary').textContent()).toContain('LOT-100 lot L-SOON');
    await expect.poll(() => page.getByTestId('trace-summary').textContent()).toContain('12 received, 0 shipped, 12 on hand');

    await pick(page, page.locator('main'), 'Product', 'LOT-200');
    await page.getByText('Serial number', { exact: true }).first().click();
    await field(page, 'Serial number').fill('SN-0002');
    await field(page, 'Serial number').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('serialNumber')).toBe('SN-0002');
    await expect.poll(() => page.getByTestId('trace-summary').textContent()).toContain('serial number SN-0002: 1 received, 0 shipped, 0 on hand');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Manual out' }).textContent()).toMatch(/SN-0002.*-1.*Demo unit/);
  });
});
