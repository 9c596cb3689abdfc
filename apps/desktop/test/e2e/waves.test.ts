/**
 * The managers' waves screens (decision 0022 point 6) in Chromium: a manager bound to a warehouse
 * builds a wave of 3 of its 4 ready orders from the "New wave" dialog by keyboard (Alt+N; a bad zone
 * refused at its field, a zone without orders refused above the fields), opens it with its orders in
 * cart slots and its pick tasks in walking order, prints its pick list and saves its cart labels
 * (each PDF read back), and cancels a second wave from the list. Staff see no waves.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, openPath, screenshot, startDesktopStack } from '../support/desktop-e2e.js';
import { inventoryFixtures } from '../support/inventory-e2e.js';
import { choosePdf, tabTo } from '../support/keyboard-e2e.js';

/** The text of each row of `table`'s body, its cells joined by " | ". */
const rowsOf = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '').join(' | ')));

/** The status badge reading exactly `label`. */
const badge = (page: Page, label: string) => page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${label}$`) }).first();

describe.skipIf(!browserAvailable)('waves', { timeout: 60_000 }, async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  const wh = await warehouse('WAV-1');
  const location = (code: string, fields: object) => admin.warehouses.createLocation.mutate({ id: wh.id, code, ...fields });
  const a1 = await location('A-01', { zone: 'A', sequence: 1 });
  const b1 = await location('B-01', { zone: 'B', sequence: 2 });
  await location('PACK-1', { type: 'packing', sequence: 9 });
  const tea = await product('WAV-TEA', 'Wave tea');
  const oat = await product('WAV-OAT', 'Wave oats');
  await admin.inventory.recordMovement.mutate({ type: 'in', warehouseId: wh.id, productId: tea.id, locationId: a1.id, quantity: 30, reason: 'Opening stock' });
  await admin.inventory.recordMovement.mutate({ type: 'in', warehouseId: wh.id, productId: oat.id, locationId: b1.id, quantity: 30, reason: 'Opening stock' });
  const customer = await admin.customers.create.mutate({ code: 'CUS-WAV', name: 'Wave Grocers' });
  /** Four confirmed (so allocated) orders, ready to pick, oldest number first. */
  const orders: Awaited<ReturnType<typeof admin.salesOrders.create.mutate>>[] = [];
  for (const lines of [[[tea, 2], [oat, 1]], [[tea, 1]], [[oat, 3]], [[tea, 1], [oat, 1]]] as const) {
    const order = await admin.salesOrders.create.mutate({ customerId: customer.id, warehouseId: wh.id, items: lines.map(([p, quantity]) => ({ productId: p.id, quantity })) });
    await admin.salesOrders.update.mutate({ id: order.id, status: 'confirmed' });
    orders.push(order);
  }

  it('builds a wave of 3 ready orders by keyboard, shows its cart slots and tasks, prints its papers and cancels another', async () => {
    const credentials = await stack.createUser('manager', { warehouseId: wh.id });
    const page = await stack.signedInPage(credentials);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Waves', exact: true }).click();
    await page.getByRole('heading', { name: 'Waves' }).waitFor();
    await page.getByText('No waves match these filters.').waitFor();

    // Alt+N opens the dialog on the manager's warehouse, batch mode, 20 orders.
    await page.keyboard.press('Alt+KeyN');
    const dialog = page.getByRole('dialog', { name: 'New wave' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Warehouse' }).inputValue()).toBe('WAV-1 · Warehouse WAV-1');
    expect(await dialog.getByRole('radio', { name: 'Batch' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Max orders' }).inputValue()).toBe('20');
    await tabTo(page, 'Max orders');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await tabTo(page, 'Zone');
    await page.keyboard.type('a_1');
    await page.keyboard.press('Enter');
    // The server's 400 lands at the field, which takes the focus.
    const zone = dialog.getByRole('textbox', { name: 'Zone' });
    await dialog.getByText('Zone must be 1 to 50 of A-Z, 0-9 and hyphen').waitFor();
    expect(await zone.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => zone.evaluate((element) => element === document.activeElement)).toBe(true);
    // A zone where no order has units: the 409 shows above the fields.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('NOPE');
    await page.keyboard.press('Enter');
    await dialog.locator('[data-dialog-failure]').filter({ hasText: 'No sales orders are ready to pick' }).waitFor();
    expect(await zone.getAttribute('aria-invalid')).not.toBe('true');
    // Any zone: the first 3 ready orders.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { name: /^Wave WV-\d+$/ });
    await heading.waitFor();
    const number = (await heading.textContent())!.replace('Wave ', '');
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const built = await admin.waves.get.query({ id });
    expect(built).toMatchObject({ number, status: 'open', mode: 'batch', orderCount: 3 });
    await badge(page, 'Open').waitFor();
    await page.getByText('Packing location').waitFor();
    await page.getByText('WAV-1 · Warehouse WAV-1').waitFor();

    // Its orders in cart slots, each linking to its order.
    const orderRows = page.getByRole('table', { name: 'Orders of the wave' });
    expect(await rowsOf(orderRows)).toEqual(orders.slice(0, 3).map((order, i) => `${i + 1} | ${order.number} | Wave Grocers`));
    expect(await orderRows.getByRole('link', { name: orders[0]!.number }).getAttribute('href')).toBe(`/sales-orders/${orders[0]!.id}`);
    // Its tasks in walking order: zone A's bin, then zone B's; every unit of the 3 orders.
    const taskRows = await rowsOf(page.getByRole('table', { name: 'Pick tasks' }));
    expect(taskRows).toEqual(
      built.tasks.map((task) => [task.zone, task.fromLocationCode, task.sku, task.productName, '—', String(task.quantity), '—', String(task.cartSlot), 'Open'].join(' | ')),
    );
    expect(built.tasks.map((task) => [task.fromLocationCode, task.sku, task.quantity, task.cartSlot])).toEqual([
      ['A-01', 'WAV-TEA', 2, 1],
      ['A-01', 'WAV-TEA', 1, 2],
      ['B-01', 'WAV-OAT', 1, 1],
      ['B-01', 'WAV-OAT', 3, 3],
    ]);
    await screenshot(page, 'wave');

    // The pick list, printed: the wave, its orders, its bins in walking order and the SKUs.
    await tabTo(page, 'Pick list');
    const pickList = (await choosePdf(page, 'Print…', `/picking/waves/${id}/pick-list.pdf`)).pages.join(' ');
    expect(pickList).toContain(number);
    for (const order of orders.slice(0, 3)) expect(pickList).toContain(order.number);
    expect(pickList).not.toContain(orders[3]!.number);
    expect(pickList.indexOf('A-01')).toBeGreaterThan(-1);
    expect(pickList.indexOf('A-01')).toBeLessThan(pickList.indexOf('B-01'));
    expect(pickList).toContain('WAV-TEA');
    expect(pickList).toContain('WAV-OAT');
    // The cart labels, saved: one per order, by slot.
    await tabTo(page, 'Cart labels');
    const labels = await choosePdf(page, 'Save as PDF…', `/picking/waves/${id}/cart-labels.pdf`);
    expect(labels.saved).toBe(`cart-labels-${number}-a4.pdf`);
    const labelText = labels.pages.join(' ');
    for (const [i, order] of orders.slice(0, 3).entries()) {
      expect(labelText).toContain(`Slot ${i + 1}`);
      expect(labelText).toContain(order.number);
    }
    expect(labelText).toContain('Wave Grocers');

    // A second wave, from the list with the dialog's defaults (Enter in Max orders), takes the fourth order; cancelled after the question.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Waves', exact: true }).click();
    await page.getByRole('table').getByRole('link', { name: number }).waitFor();
    await page.keyboard.press('Alt+KeyN');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Warehouse' }).inputValue()).toBe('WAV-1 · Warehouse WAV-1');
    await tabTo(page, 'Max orders');
    await page.keyboard.press('Enter');
    const secondHeading = page.getByRole('heading', { name: /^Wave WV-\d+$/ }).filter({ hasNotText: number });
    await secondHeading.waitFor();
    const second = (await admin.waves.list.query({ warehouseId: wh.id })).items.find((wave) => wave.number !== number)!;
    expect(await secondHeading.textContent()).toBe(`Wave ${second.number}`);
    expect(await rowsOf(page.getByRole('table', { name: 'Orders of the wave' }))).toEqual([`1 | ${orders[3]!.number} | Wave Grocers`]);
    await page.getByRole('button', { name: 'Cancel wave' }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel ${second.number}?` });
    await confirm.getByRole('button', { name: 'Cancel wave' }).click();
    await badge(page, 'Cancelled').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Cancel wave' }).count()).toBe(0);
    const cancelled = await admin.waves.get.query({ id: second.id });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.tasks.map((task) => task.status)).toEqual(['cancelled', 'cancelled']);
    expect((await admin.waves.get.query({ id })).status).toBe('open');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Waves', exact: true }).click();
    const list = page.getByRole('table');
    await expect.poll(() => rowsOf(list)).toEqual([
      expect.stringMatching(new RegExp(`^${second.number} \\| Cancelled \\| Batch \\| 1 \\| 0 / 2 \\| PACK-1 \\| `)),
      expect.stringMatching(new RegExp(`^${number} \\| Open \\| Batch \\| 3 \\| 4 / 4 \\| PACK-1 \\| `)),
    ]);
    // The list filtered by status in the URL.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Cancelled' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('cancelled');
    await expect.poll(() => rowsOf(page.getByRole('table'))).toEqual([expect.stringMatching(new RegExp(`^${second.number} \\| Cancelled \\| `))]);
    await page.context().close();
  });

  it('is not a section for staff', async () => {
    const page = await stack.signedInPage(await stack.createUser('staff', { warehouseId: wh.id }));
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('link', { name: 'My tasks' }).waitFor();
    expect(await sections.getByRole('link', { name: 'Waves', exact: true }).count()).toBe(0);
    await openPath(page, '/picking/waves');
    await page.getByText('Your role does not give access to this screen.').waitFor();
    await page.context().close();
  });
});
