/**
 * Receiving with putaway (decision 0022), scanner only: in a two-step warehouse the receive panel
 * shows each line's suggestion ("Receive to DOCK, then put away to A-01"); the receipt lands at the
 * receiving location and makes a putaway task, which a staff user works on "My tasks" by scanning
 * the dock, the units (with a quantity prefix) and another bin than suggested, which putaway allows.
 * In one step each line's bin is confirmed by scanning it after the units, or another is scanned and
 * the receipt records the suggestion it departed from. Scanner bursts carry a scanner's own timing.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';
import { inventoryFixtures, signInAt } from '../support/inventory-e2e.js';
import { burst } from '../support/scanner-e2e.js';

describe.skipIf(!browserAvailable)('receiving with putaway', { retry: 1 }, async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  // Each attempt (the file retries once) makes its own warehouse, product and order.
  let attempts = 0;

  /** A staff user of `warehouseId` with `order`'s receive panel open by Alt+R. */
  const receivePanel = async (warehouseId: string, order: { id: string; number: string }) => {
    const { page } = await signInAt(stack, 'staff', `/purchase-orders/${order.id}`, { warehouseId });
    await page.getByRole('heading', { name: new RegExp(order.number) }).waitFor();
    await page.keyboard.press('Alt+KeyR');
    await page.getByTestId('scan-field').waitFor();
    return page;
  };

  it('shows the suggestion in the receive panel, receives to the dock by scans, and puts the units away to another bin by scans', async () => {
    attempts += 1;
    const wh = await warehouse(`PUT-${attempts}`);
    const location = async (code: string, fields: object = {}) => admin.warehouses.createLocation.mutate({ id: wh.id, code, ...fields });
    const dock = await location('DOCK', { type: 'receiving', sequence: 1 });
    const a1 = await location('A-01', { zone: 'A', sequence: 2 });
    const b1 = await location('B-01', { zone: 'B', sequence: 3 });
    await admin.warehouses.update.mutate({ id: wh.id, receivingSteps: 2 });
    const item = await product(`PUT-TEA-${attempts}`, 'Putaway tea');
    await admin.putaway.create.mutate({ id: wh.id, productId: item.id, locationId: a1.id });
    const supplier = await admin.suppliers.create.mutate({ code: `SUP-PUT-${attempts}`, name: 'Putaway Supply' });
    const order = await admin.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: wh.id, items: [{ productId: item.id, quantity: 12, unitCost: 3 }] });
    await admin.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });
    expect(await admin.purchaseOrders.putaway.query({ id: order.id })).toMatchObject({ receivingSteps: 2, receivingLocation: { code: 'DOCK' }, lines: [{ sku: item.sku, remaining: 12, location: { code: 'A-01' } }] });

    // The receive panel, by keys and scans only: the line shows where its units go.
    const page = await receivePanel(wh.id, order);
    const suggestion = page.getByLabel(`Put away ${item.sku}`);
    await expect.poll(() => suggestion.textContent()).toBe('Receive to DOCK, then put away to A-01');
    await screenshot(page, 'receive-putaway-suggestion');
    await burst(page, `10*${item.sku}`);
    await burst(page, `2*${item.sku}`);
    await expect.poll(() => page.getByLabel(`Receiving now ${item.sku}`).inputValue()).toBe('12');
    await page.keyboard.press('Control+Enter');
    await page.locator('.mantine-Badge-root').filter({ hasText: /^Received$/ }).first().waitFor();

    // The units lie at the dock, and a putaway task to A-01 waits.
    const atDock = await admin.inventory.balances.query({ warehouseId: wh.id, locationId: dock.id });
    expect(atDock.items.reduce((sum, balance) => sum + balance.onHand, 0)).toBe(12);
    const { items: open } = await admin.tasks.list.query({ warehouseId: wh.id, type: 'putaway' });
    expect(open).toMatchObject([{ status: 'open', quantity: 12, from: { code: 'DOCK' }, to: { code: 'A-01' } }]);

    // My tasks: the dock, the units with a quantity prefix, then B-01 rather than the suggested A-01.
    await page.goto('/tasks');
    await page.getByRole('heading', { name: 'My tasks' }).waitFor();
    const instruction = page.getByTestId('task-instruction');
    await expect.poll(() => instruction.textContent()).toBe('Go to DOCK and scan the location');
    await burst(page, 'DOCK');
    await expect.poll(() => instruction.textContent()).toMatch(new RegExp(`^Scan 12 × ${item.sku}`));
    await burst(page, `12*${item.sku}`);
    await expect.poll(() => instruction.textContent()).toMatch(/^Take 12 to A-01/);
    await burst(page, 'B-01');
    await page.getByText('No tasks: nothing to put away, replenish, pick or count here.').waitFor();

    const atB1 = await admin.inventory.balances.query({ warehouseId: wh.id, locationId: b1.id });
    expect(atB1.items.map((balance) => [balance.productId, balance.onHand])).toEqual([[item.id, 12]]);
    const leftAtDock = await admin.inventory.balances.query({ warehouseId: wh.id, locationId: dock.id });
    expect(leftAtDock.items.reduce((sum, balance) => sum + balance.onHand, 0)).toBe(0);
    const { items: done } = await admin.tasks.list.query({ warehouseId: wh.id, type: 'putaway', status: 'done' });
    expect(done).toMatchObject([{ status: 'done', doneQuantity: 12, from: { code: 'DOCK' }, to: { code: 'B-01' } }]);
  }, 120_000);

  it('receives in one step, confirming one line\'s suggested bin by scan and sending the other line to another bin, which is recorded', async () => {
    attempts += 1;
    const wh = await warehouse(`PUT1-${attempts}`);
    const location = async (code: string, fields: object = {}) => admin.warehouses.createLocation.mutate({ id: wh.id, code, ...fields });
    const a1 = await location('A-01', { zone: 'A', sequence: 1 });
    const a2 = await location('A-02', { zone: 'A', sequence: 2 });
    const b1 = await location('B-01', { zone: 'B', sequence: 3 });
    const tea = await product(`PUT1-TEA-${attempts}`, 'One-step tea');
    const jam = await product(`PUT1-JAM-${attempts}`, 'One-step jam');
    await admin.putaway.create.mutate({ id: wh.id, productId: tea.id, locationId: a1.id });
    await admin.putaway.create.mutate({ id: wh.id, productId: jam.id, locationId: a2.id });
    const supplier = await admin.suppliers.create.mutate({ code: `SUP-PUT1-${attempts}`, name: 'One-step Supply' });
    const order = await admin.purchaseOrders.create.mutate({
      supplierId: supplier.id,
      warehouseId: wh.id,
      items: [
        { productId: tea.id, quantity: 5, unitCost: 3 },
        { productId: jam.id, quantity: 7, unitCost: 2 },
      ],
    });
    await admin.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });

    const page = await receivePanel(wh.id, order);
    const note = (sku: string) => page.getByLabel(`Put away ${sku}`);
    await expect.poll(() => note(tea.sku).textContent()).toBe('Put away: A-01 (scan the bin to confirm)');
    await expect.poll(() => note(jam.sku).textContent()).toBe('Put away: A-02 (scan the bin to confirm)');

    // A bin before any item says what to do; then each line's units, then its bin.
    await burst(page, 'A-01');
    await expect.poll(() => page.getByText('Scan an item of the order first, then the bin it goes to').isVisible()).toBe(true);
    await burst(page, `5*${tea.sku}`);
    await burst(page, 'A-01');
    await expect.poll(() => note(tea.sku).textContent()).toBe('Put away: A-01, confirmed by scan');
    await expect.poll(() => page.getByTestId('scan-note').textContent()).toBe(`${tea.sku} goes to A-01, as suggested`);
    await burst(page, `7*${jam.sku}`);
    await burst(page, 'B-01');
    await expect.poll(() => note(jam.sku).textContent()).toBe('Put away: B-01 (scanned; suggested A-02)');
    await screenshot(page, 'receive-one-step-bins');
    await page.keyboard.press('Control+Enter');
    await page.locator('.mantine-Badge-root').filter({ hasText: /^Received$/ }).first().waitFor();

    const onHandAt = async (locationId: string) =>
      (await admin.inventory.balances.query({ warehouseId: wh.id, locationId })).items.map((balance) => [balance.productId, balance.onHand]);
    expect(await onHandAt(a1.id)).toEqual([[tea.id, 5]]);
    expect(await onHandAt(a2.id)).toEqual([]);
    expect(await onHandAt(b1.id)).toEqual([[jam.id, 7]]);
    const receipts = await admin.inventory.movements.query({ warehouseId: wh.id, type: 'receipt' });
    expect(receipts.items.map((movement) => [movement.productId, movement.locationId, movement.suggestedLocationId]).sort()).toEqual(
      [
        [tea.id, a1.id, null],
        [jam.id, b1.id, a2.id],
      ].sort(),
    );
  }, 120_000);
});
