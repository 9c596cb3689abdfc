/** The dashboard: a manager sees the figures the server reports and the charts; a viewer sees only the dashboard. */
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';

describe.skipIf(!browserAvailable)('dashboard', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const address = { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' };
  const warehouse = await admin.warehouses.create.mutate({ code: 'DASH-A', name: 'Main store', address });
  const category = await admin.categories.create.mutate({ name: 'Fasteners' });
  for (const [sku, units] of [['DASH-1', 8], ['DASH-2', 2]] as const) {
    const product = await admin.products.create.mutate({
      name: `Bolt ${sku}`,
      sku,
      categoryId: category.id,
      unitOfMeasure: 'box',
      costPrice: 12.5,
      sellingPrice: 20,
      minStockLevel: 5,
    });
    await admin.inventory.recordMovement.mutate({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: units, reason: 'Opening balance' });
  }

  it('shows a manager the figures the server reports and the charts', async () => {
    const manager = await stack.createUser('manager');
    const report = await (await stack.api(manager)).analytics.dashboard.query({});
    expect(report.stock.costValue).toBe(125);
    const page = await stack.newPage();
    await stack.signIn(page, manager);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');

    const figure = (name: string) => page.getByRole('group', { name, exact: true });
    await expect.poll(() => figure('Inventory value').textContent()).toContain(report.stock.costValue.toFixed(2));
    await expect.poll(() => figure('Units in stock').textContent()).toContain(String(report.stock.units));
    await expect.poll(() => figure('Low stock').textContent()).toContain(String(report.lowStockCount));
    await expect.poll(() => figure('Active products').textContent()).toContain(String(report.products.active));

    const stockChart = page.getByRole('region', { name: 'Stock value by warehouse' });
    await stockChart.locator('svg.recharts-surface').first().waitFor();
    await expect.poll(() => stockChart.textContent()).toContain('DASH-A');
    await page.getByRole('region', { name: 'Sales revenue' }).locator('svg.recharts-surface').first().waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Latest stock movements' }).textContent()).toContain('DASH-2');
    await page.mouse.move(0, 0);
    await screenshot(page, 'dashboard');

    await page.getByText('90 days', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('90');
    await expect.poll(() => figure('Inventory value').textContent()).toContain('125.00');
  });

  it('shows a viewer only the dashboard and refuses other screens', async () => {
    const viewer = await stack.createUser('viewer');
    const page = await stack.newPage();
    await page.getByLabel('Remember me on this computer').check();
    await stack.signIn(page, viewer);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => page.getByRole('group', { name: 'Inventory value', exact: true }).textContent()).toContain('125.00');
    const links = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    expect(await links.allTextContents()).toEqual(['Dashboard']);

    await page.goto('/products');
    await expect.poll(() => page.getByText('Insufficient permissions').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/products');
  });
});
