/**
 * Two-step transfers: draft, ship (stock leaves and travels in transit), partial receipt by scanning,
 * close (the rest lost in transit), cancelling a draft, receiving lot- and serial-tracked units by
 * naming the lots and serial numbers in transit; transfers and counts found by number on the
 * server, from their tabs and the work queue (decision 0019).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, startDesktopStack } from '../support/desktop-e2e.js';
import { field, inDays, inventoryFixtures, onHand, pick, signInAt } from '../support/inventory-e2e.js';

describe.skipIf(!browserAvailable)('two-step transfers', async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  const [from, to] = [await warehouse('TRF-A'), await warehouse('TRF-B')];

  /** A product with `units` on hand in the source warehouse. */
  async function stocked(sku: string, units: number) {
    const created = await product(sku, `Item ${sku}`);
    await admin.inventory.recordMovement.mutate({ productId: created.id, warehouseId: from.id, type: 'in', quantity: units, reason: 'Opening balance' });
    return created;
  }

  const inTransitTo = async (productId: string) => (await admin.inventory.levels.query({ productId, warehouseId: to.id })).items[0]?.inTransit ?? 0;

  it('drafts, ships, receives part by scanning and closes a two-step transfer', async () => {
    const crate = await stocked('TRF-100', 20);
    await admin.products.update.mutate({ id: crate.id, barcode: '5901234123457' });
    const { page, api } = await signInAt(stack, 'manager', '/inventory/transfers');
    await page.getByRole('button', { name: 'New transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'New transfer' });
    await dialog.getByText('Two-step (ship, then receive)').click();
    await pick(page, dialog, 'From warehouse', 'TRF-A');
    await pick(page, dialog, 'To warehouse', 'TRF-B');
    await pick(page, dialog, 'Product 1', 'TRF-100');
    await field(dialog, 'Quantity 1').fill('6');
    await dialog.getByRole('button', { name: 'Create draft' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/inventory\/transfers\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const header = page.getByRole('heading', { name: /Transfer TR-/ }).locator('..');
    await expect.poll(() => header.textContent()).toContain('Draft');
    await expect.poll(() => page.getByText('TRF-B · Warehouse TRF-B').isVisible()).toBe(true);
    expect(await onHand(api, crate.id, from.id)).toBe(20);

    await page.getByRole('button', { name: 'Ship' }).click();
    await expect.poll(() => header.textContent()).toContain('In transit');
    await expect.poll(() => page.getByText('6 units').isVisible()).toBe(true);
    expect(await onHand(api, crate.id, from.id)).toBe(14);
    expect(await inTransitTo(crate.id)).toBe(6);

    await page.getByRole('button', { name: 'Receive' }).click();
    // Three scans of the SKU and one of the product's barcode.
    for (const code of ['TRF-100', 'TRF-100', 'TRF-100', '5901234123457']) {
      await page.getByTestId('scan-field').fill(code);
      await page.getByTestId('scan-field').press('Enter');
    }
    await expect.poll(() => page.getByRole('textbox', { name: 'Receiving now TRF-100' }).inputValue()).toBe('4');
    await page.getByRole('button', { name: 'Post receipt' }).click();
    await expect.poll(() => header.textContent()).toContain('Partially received');
    expect(await onHand(api, crate.id, to.id)).toBe(4);
    expect(await inTransitTo(crate.id)).toBe(2);

    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close and record the loss' }).click();
    await expect.poll(() => header.textContent()).toContain('Closed');
    expect((await api.transfers.get.query({ id })).items).toMatchObject([{ shippedQuantity: 6, receivedQuantity: 4, lostQuantity: 2, inTransit: 0 }]);
    expect(await inTransitTo(crate.id)).toBe(0);

    await page.getByRole('tab', { name: 'Transfers' }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: '6 × TRF-100' }).textContent()).toMatch(/TR-\d{6}.*Closed.*TRF-A.*TRF-B/);
  });

  it('receives lot- and serial-tracked units naming the lots and serial numbers in transit', async () => {
    const [soon, later] = [inDays(30), inDays(200)];
    const milk = await product('TRF-300', 'Oat milk', 'lot');
    const drill = await product('TRF-400', 'Drill', 'serial');
    for (const [lotNumber, expiryDate] of [['L-EARLY', soon], ['L-LATE', later]] as const) {
      await admin.inventory.recordMovement.mutate({ productId: milk.id, warehouseId: from.id, type: 'in', quantity: 5, reason: 'Delivery', lotNumber, expiryDate });
    }
    await admin.inventory.recordMovement.mutate({ productId: drill.id, warehouseId: from.id, type: 'in', quantity: 3, reason: 'Delivery', serialNumbers: ['SN-A1', 'SN-A2', 'SN-A3'] });
    const draft = await admin.transfers.create.mutate({
      fromWarehouseId: from.id,
      toWarehouseId: to.id,
      mode: 'two-step',
      items: [
        { productId: milk.id, quantity: 6 },
        { productId: drill.id, quantity: 2, serialNumbers: ['SN-A1', 'SN-A3'] },
      ],
    });
    await admin.transfers.ship.mutate({ id: draft.id });

    const { page, api } = await signInAt(stack, 'manager', `/inventory/transfers/${draft.id}`);
    const linesCard = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Lines' }) });
    const milkRow = linesCard.getByRole('row').filter({ hasText: 'TRF-300' });
    // First expiry first out shipped the 5 units of L-EARLY and 1 of L-LATE.
    await expect.poll(() => milkRow.textContent()).toContain(`In transit: L-EARLY (5, expires ${soon}); L-LATE (1, expires ${later})`);
    await expect.poll(() => linesCard.getByRole('row').filter({ hasText: 'TRF-400' }).textContent()).toContain('In transit: SN-A1; SN-A3');

    await page.getByRole('button', { name: 'Receive' }).click();
    const scan = async (code: string) => {
      await page.getByTestId('scan-field').fill(code);
      await page.getByTestId('scan-field').press('Enter');
    };
    await scan('4*TRF-300');
    const lotPrompt = page.getByRole('dialog', { name: 'TRF-300: 4 units' });
    await field(lotPrompt, 'Lot to take').fill('L-LATE');
    await field(lotPrompt, 'Lot to take').press('Enter');
    await lotPrompt.getByText('Lot L-LATE holds only 1 of the 4 units').waitFor();
    await lotPrompt.getByRole('button', { name: `L-EARLY (5, expires ${soon})` }).click();
    await lotPrompt.waitFor({ state: 'hidden' });
    await scan('TRF-300');
    const onePrompt = page.getByRole('dialog', { name: 'TRF-300: 1 unit' });
    // The 4 units counted of L-EARLY are no longer offered.
    await onePrompt.getByRole('button', { name: `L-EARLY (1, expires ${soon})` }).waitFor();
    await field(onePrompt, 'Lot to take').fill('L-LATE');
    await field(onePrompt, 'Lot to take').press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: 'Receiving now TRF-300' }).inputValue()).toBe('5');
    await page.getByText('lot L-EARLY: 4; lot L-LATE: 1').waitFor();

    await scan('2*TRF-400');
    const serialPrompt = page.getByRole('dialog', { name: 'TRF-400: 2 units' });
    await field(serialPrompt, 'Serial number 1 of 2').fill('SN-A2');
    await field(serialPrompt, 'Serial number 1 of 2').press('Enter');
    await serialPrompt.getByText('Serial number SN-A2 is not listed as in transit').waitFor();
    await serialPrompt.getByRole('button', { name: 'SN-A3' }).click();
    await field(serialPrompt, 'Serial number 2 of 2').fill('SN-A1');
    await field(serialPrompt, 'Serial number 2 of 2').press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: 'Receiving now TRF-400' }).inputValue()).toBe('2');
    await page.getByText('serials SN-A3, SN-A1').waitFor();

    await page.getByRole('button', { name: 'Post receipt' }).click();
    const header = page.getByRole('heading', { name: /Transfer TR-/ }).locator('..');
    await expect.poll(() => header.textContent()).toContain('Partially received');
    await expect.poll(() => milkRow.textContent()).toContain(`In transit: L-EARLY (1, expires ${soon})`);

    const lots = await api.inventory.balances.query({ productId: milk.id, warehouseId: to.id });
    expect(Object.fromEntries(lots.items.map((balance) => [balance.lotNumber, balance.onHand]))).toEqual({ 'L-EARLY': 4, 'L-LATE': 1 });
    const serials = await api.inventory.balances.query({ productId: drill.id, warehouseId: to.id });
    expect(serials.items.map((balance) => [balance.serialNumber, balance.onHand]).sort()).toEqual([
      ['SN-A1', 1],
      ['SN-A3', 1],
    ]);
    const lines = (await api.transfers.get.query({ id: draft.id })).items;
    expect(lines.map((line) => [line.sku, line.receivedQuantity, line.inTransitGrains.map((grain) => grain.lotNumber ?? grain.serialNumber)])).toEqual([
      ['TRF-300', 5, ['L-EARLY']],
      ['TRF-400', 2, []],
    ]);
  });

  it('cancels a draft, and staff may ship and receive but not cancel or close', async () => {
    const box = await stocked('TRF-200', 3);
    const draft = await admin.transfers.create.mutate({ fromWarehouseId: from.id, toWarehouseId: to.id, mode: 'two-step', items: [{ productId: box.id, quantity: 2 }] });
    const staff = await signInAt(stack, 'staff', `/inventory/transfers/${draft.id}`);
    await staff.page.getByRole('button', { name: 'Ship' }).waitFor();
    expect(await staff.page.getByRole('button', { name: 'Cancel transfer' }).count()).toBe(0);

    const { page, api } = await signInAt(stack, 'manager', `/inventory/transfers/${draft.id}`);
    await page.getByRole('button', { name: 'Cancel transfer' }).click();
    await expect.poll(async () => (await api.transfers.get.query({ id: draft.id })).status).toBe('cancelled');
    await expect.poll(() => page.getByRole('button', { name: 'Ship' }).count()).toBe(0);
    expect(await onHand(api, box.id, from.id)).toBe(3);
  });

  it('finds transfers and counts by number on the server, in the transfers tab and the work queue (decision 0019)', async () => {
    const bolt = await stocked('TRF-500', 10);
    const draft = (quantity: number) => admin.transfers.create.mutate({ mode: 'two-step', fromWarehouseId: from.id, toWarehouseId: to.id, items: [{ productId: bolt.id, quantity }] });
    const [first, second] = [await draft(1), await draft(2)];
    const count = await admin.counts.open.mutate({ warehouseId: from.id });
    /** Waits for a list query of `procedure` sent with `number` in its input: the search runs on the server. */
    const searched = (page: Page, procedure: string, number: string) =>
      page.waitForRequest((request) => new URL(request.url()).pathname.includes(procedure) && decodeURIComponent(request.url()).includes(`"number":"${number}"`));

    const { page, api } = await signInAt(stack, 'manager', '/inventory/transfers');
    await page.getByRole('link', { name: second.number }).waitFor();
    const sent = searched(page, 'transfers.list', first.number.toLowerCase());
    await field(page, 'Number').fill(first.number.toLowerCase());
    await sent;
    await expect.poll(() => page.getByRole('link', { name: second.number }).count()).toBe(0);
    await page.getByRole('link', { name: first.number }).waitFor();
    expect((await api.transfers.list.query({ number: first.number.toLowerCase() })).items.map((transfer) => transfer.id)).toEqual([first.id]);

    await page.goto('/inventory/counts');
    await page.getByRole('button', { name: 'New count' }).waitFor();
    const countSent = searched(page, 'counts.list', count.number);
    await field(page, 'Number').fill(count.number);
    await countSent;
    await page.getByRole('link', { name: count.number }).waitFor();
    expect((await api.counts.list.query({ number: count.number })).items.map((listed) => listed.id)).toEqual([count.id]);

    // The work queue of a user bound to the source warehouse: the search narrows transfers and counts too.
    const staff = await stack.newPage();
    await stack.signIn(staff, await stack.createUser('staff', { warehouseId: from.id }));
    await staff.getByRole('heading', { name: 'Work queue' }).waitFor();
    const toShip = staff.getByRole('region', { name: 'Transfers to ship' });
    const toCount = staff.getByRole('region', { name: 'Counts to do' });
    await toShip.getByRole('link', { name: second.number }).waitFor();
    const queueSent = searched(staff, 'transfers.list', first.number.toLowerCase());
    await staff.getByRole('textbox', { name: 'Search by order number' }).fill(first.number.toLowerCase());
    await queueSent;
    await expect.poll(() => toShip.getByRole('link').allTextContents()).toEqual([first.number]);
    await expect.poll(() => toCount.textContent()).toContain('Nothing to do.');

    const queueCountSent = searched(staff, 'counts.list', count.number);
    await staff.getByRole('textbox', { name: 'Search by order number' }).fill(count.number);
    await queueCountSent;
    await expect.poll(() => toCount.getByRole('link').allTextContents()).toEqual([count.number]);
    await expect.poll(() => toShip.textContent()).toContain('Nothing to do.');
  });
});
