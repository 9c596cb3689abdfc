/**
 * Assemblies (decision 0023 point 9): a manager sets a product's bill of materials on its page (the
 * server's refusal at the field first) and opens an assembly order; staff find it on the work queue
 * and complete it with the keyboard only, putting the units away at a bin; the stock of the product
 * rises and its components' falls, under readable movement types. An order short of components is
 * flagged and its completion refused with the server's message naming them, a cancelled one too; a
 * disassembly of units the warehouse lacks is flagged. The header scan box opens an order by its
 * number; staff take apart units of a lot they choose, keys only; the reorder screen shows what open
 * assembly orders will bring and consume.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, openPath, startDesktopStack } from '../support/desktop-e2e.js';
import { field, inDays, inventoryFixtures, onHand, pick, signInAt } from '../support/inventory-e2e.js';
import { signInByKeyboard, tabTo } from '../support/keyboard-e2e.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A person's pause, ms: typing after it is never taken for a scanner's burst. */
const PAUSE_MS = 300;

/** Types `text` as a person: one key at a time, slowly, with a pause before and after. */
async function personTypes(page: Page, text: string) {
  await page.waitForTimeout(PAUSE_MS);
  await page.keyboard.type(text, { delay: 90 });
  await page.waitForTimeout(PAUSE_MS);
}

describe.skipIf(!browserAvailable)('assemblies', async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  const wh = await warehouse('ASM-A');
  const bin = await admin.warehouses.createLocation.mutate({ id: wh.id, code: 'ASM-01' });

  /** A product (cost price 4.50) with `units` on hand in the warehouse. */
  async function stocked(sku: string, name: string, units: number) {
    const made = await product(sku, name);
    await admin.inventory.recordMovement.mutate({ productId: made.id, warehouseId: wh.id, type: 'in', quantity: units, reason: 'Opening balance' });
    return made;
  }

  /** A staff user bound to the warehouse, signed in with the keyboard only, on the work queue. */
  async function staffAtWork() {
    const credentials = await stack.createUser('staff', { warehouseId: wh.id });
    const page = await stack.newPage();
    page.setDefaultTimeout(10_000);
    await signInByKeyboard(page, stack.serverUrl, credentials);
    return page;
  }

  const row = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
  const statusBadge = (page: Page, label: string) => page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${label}$`) }).first();

  it('sets a bill of materials, opens an assembly order, and staff complete it from the work queue with the keyboard only', async () => {
    const legs = await stocked('ASM-LEG', 'Table leg', 10);
    const top = await stocked('ASM-TOP', 'Table top', 3);
    const table = await product('ASM-TABLE', 'Assembled table');
    const { page, api } = await signInAt(stack, 'manager', `/products/${table.id}`);

    // The product has no bill yet (GET answers 404): the card offers to add one.
    const card = page.getByRole('region', { name: 'Bill of materials' });
    await card.getByText('No bill of materials: ASM-TABLE is not built from components.').waitFor();
    await card.getByRole('button', { name: 'Add bill of materials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add bill of materials' });
    await pick(page, dialog, 'Component 1', 'ASM-LEG');
    await field(dialog, 'Quantity 1').fill('4');
    await dialog.getByRole('button', { name: 'Add component' }).click();
    // The product itself as its component: the server's message at the field.
    await pick(page, dialog, 'Component 2', 'ASM-TABLE');
    await field(dialog, 'Quantity 2').fill('1');
    await field(dialog, 'Labour cost per unit').fill('2.5');
    await dialog.getByRole('button', { name: 'Save bill of materials' }).click();
    await dialog.getByText('A product cannot be its own component').waitFor();
    await pick(page, dialog, 'Component 2', 'ASM-TOP');
    await dialog.getByRole('button', { name: 'Save bill of materials' }).click();
    await page.getByText('Bill of materials saved').waitFor();
    await expect.poll(() => row(card, 'ASM-LEG').textContent()).toMatch(/Table leg.*4 piece.*\$4\.50.*\$18\.00/);
    await expect.poll(() => row(card, 'ASM-TOP').textContent()).toMatch(/Table top.*1 piece.*\$4\.50.*\$4\.50/);
    await card.getByText('$22.50', { exact: true }).waitFor();
    await card.getByText('$2.50', { exact: true }).waitFor();
    // 10 legs make 2 tables (4 each), 3 tops 3: the legs decide.
    await card.getByText('ASM-A: 2', { exact: true }).waitFor();
    expect(await api.billsOfMaterials.get.query({ id: table.id })).toMatchObject({
      type: 'assembly',
      labourCost: 2.5,
      componentsCost: 22.5,
      components: [
        { productId: legs.id, quantity: 4 },
        { productId: top.id, quantity: 1 },
      ],
    });

    // A new assembly order of 2 tables, through the dialog; it opens.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Inventory' }).click();
    await page.getByRole('tab', { name: 'Assemblies' }).click();
    await page.getByRole('button', { name: 'New assembly order' }).click();
    const create = page.getByRole('dialog', { name: 'New assembly order' });
    await pick(page, create, 'Product', 'ASM-TABLE');
    await pick(page, create, 'Warehouse', 'ASM-A');
    await field(create, 'Quantity').fill('2');
    await field(create, 'Note').fill('For the showroom');
    await create.getByRole('button', { name: 'Create order' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^/inventory/assemblies/${UUID}$`));
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const order = await api.assemblyOrders.get.query({ id: orderId });
    expect(order).toMatchObject({ type: 'assembly', status: 'open', quantity: 2, labourCost: 5, note: 'For the showroom' });
    await page.getByRole('heading', { name: `Assembly order ${order.number}` }).waitFor();
    await expect.poll(() => row(page, 'ASM-LEG').textContent()).toMatch(/Table leg8\s*10\s*Enough/);
    await expect.poll(() => row(page, 'ASM-TOP').textContent()).toMatch(/Table top2\s*3\s*Enough/);
    await page.getByRole('tab', { name: 'Assemblies' }).click();
    await expect.poll(() => row(page, order.number).textContent()).toMatch(/Assembly.*ASM-TABLE · Assembled table.*ASM-A.*2.*Open/);

    // Staff: the order on the work queue, opened by its number, completed into bin ASM-01, keys only.
    const floor = await staffAtWork();
    await floor.getByRole('region', { name: 'Assemblies to build' }).getByRole('link', { name: order.number }).waitFor();
    await floor.keyboard.press('Alt+KeyF');
    await personTypes(floor, order.number);
    await floor.keyboard.press('Enter');
    await floor.getByRole('heading', { name: `Assembly order ${order.number}` }).waitFor();
    await row(floor, 'ASM-LEG').waitFor();
    // Staff build; cancelling is a manager's.
    expect(await floor.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await tabTo(floor, 'Complete');
    await floor.keyboard.press('Enter');
    await floor.getByRole('dialog', { name: `Complete ${order.number}` }).waitFor();
    await tabTo(floor, 'Put the units away at');
    await personTypes(floor, 'ASM-01');
    // The picker lists the server's matches of what was typed: the bin alone.
    await expect.poll(() => floor.getByRole('option').allTextContents()).toEqual(['ASM-01']);
    await floor.keyboard.press('ArrowDown');
    await floor.keyboard.press('Enter');
    await expect.poll(() => floor.getByRole('combobox', { name: 'Put the units away at' }).inputValue()).toBe('ASM-01');
    await tabTo(floor, 'Complete assembly');
    await floor.keyboard.press('Enter');
    await floor.getByText(`Assembly order ${order.number} completed`).waitFor();
    await statusBadge(floor, 'Completed').waitFor();
    await floor.getByText('$50.00', { exact: true }).waitFor();
    await expect.poll(() => row(floor, 'ASM-LEG').textContent()).toContain('$36.00');

    const done = await api.assemblyOrders.get.query({ id: orderId });
    expect(done).toMatchObject({ status: 'completed', value: 50, lines: [{ componentId: legs.id, value: 36 }, { componentId: top.id, value: 9 }] });
    expect([await onHand(api, table.id, wh.id), await onHand(api, legs.id, wh.id), await onHand(api, top.id, wh.id)]).toEqual([2, 2, 1]);
    const balances = await api.inventory.balances.query({ productId: table.id, warehouseId: wh.id });
    expect(balances.items.map((balance) => [balance.locationCode, balance.onHand])).toEqual([[bin.code, 2]]);

    // The movements read as what they are.
    await openPath(floor, `/inventory/movements?productId=${table.id}`);
    await expect.poll(() => row(floor, 'ASM-TABLE').first().textContent()).toMatch(/Assembly in.*\+2/);
    await openPath(floor, `/inventory/movements?productId=${legs.id}`);
    await expect.poll(() => row(floor, 'ASM-LEG').first().textContent()).toMatch(/Assembly out.*-8/);
  }, 120_000);

  it('flags components (or units to take apart) short and shows the server refusing the completion for want of stock, or for an order no longer open', async () => {
    const wheel = await stocked('ASM-WHEEL', 'Wheel', 3);
    const cart = await product('ASM-CART', 'Hand cart');
    await admin.billsOfMaterials.put.mutate({ id: cart.id, type: 'assembly', components: [{ productId: wheel.id, quantity: 4 }] });
    const short = await admin.assemblyOrders.create.mutate({ productId: cart.id, warehouseId: wh.id, quantity: 2 });
    const { page, api } = await signInAt(stack, 'manager', `/inventory/assemblies/${short.id}`);

    await expect.poll(() => row(page, 'ASM-WHEEL').textContent()).toMatch(/Wheel8\s*3\s*Short by 5/);
    await page.getByText('1 of 1 components short').waitFor();
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Complete ${short.number}` });
    await dialog.getByRole('button', { name: 'Complete assembly' }).click();
    await dialog.getByText('Insufficient stock: ASM-WHEEL (8 needed, 3 available)').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog', { name: `Cancel ${short.number}?` }).getByRole('button', { name: 'Cancel order' }).click();
    await statusBadge(page, 'Cancelled').waitFor();
    await expect.poll(async () => (await api.assemblyOrders.get.query({ id: short.id })).status).toBe('cancelled');
    expect(await onHand(api, wheel.id, wh.id)).toBe(3);

    // A disassembly of units the warehouse does not have is flagged too.
    const apart = await admin.assemblyOrders.create.mutate({ type: 'disassembly', productId: cart.id, warehouseId: wh.id, quantity: 1 });
    await openPath(page, `/inventory/assemblies/${apart.id}`);
    await page.getByText('Too few ASM-CART to take apart').waitFor();
    await page.getByText('ASM-A has 0 of the 1 units available: completing now would be refused.').waitFor();
    await expect.poll(() => row(page, 'ASM-WHEEL').textContent()).toMatch(/Wheel4\s*3$/);

    // Cancelled behind the app's back while its page is open: completing it is refused (409 INVALID_STATE).
    const other = await admin.assemblyOrders.create.mutate({ productId: cart.id, warehouseId: wh.id, quantity: 1 });
    await openPath(page, `/inventory/assemblies/${other.id}`);
    await page.getByRole('heading', { name: `Assembly order ${other.number}` }).waitFor();
    await admin.assemblyOrders.cancel.mutate({ id: other.id });
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await page.getByRole('dialog', { name: `Complete ${other.number}` }).getByRole('button', { name: 'Complete assembly' }).click();
    await page.getByText('Cannot complete a cancelled assembly order').waitFor();
    expect(await onHand(api, cart.id, wh.id)).toBe(0);
  }, 60_000);

  it('opens an assembly order from the header scan box by its number, and staff take apart units of the lot they choose, keys only', async () => {
    const screws = await product('ASM-SCREW', 'Screw');
    const shelf = await product('ASM-SHELF', 'Lotted shelf', 'lot');
    await admin.billsOfMaterials.put.mutate({ id: shelf.id, type: 'assembly', components: [{ productId: screws.id, quantity: 6 }] });
    // Two lots: left to itself the server would take the first to expire, SH-OLD.
    await admin.inventory.recordMovement.mutate({ productId: shelf.id, warehouseId: wh.id, type: 'in', quantity: 3, reason: 'Opening balance', lotNumber: 'SH-OLD', expiryDate: inDays(60) });
    await admin.inventory.recordMovement.mutate({ productId: shelf.id, warehouseId: wh.id, type: 'in', quantity: 2, reason: 'Opening balance', lotNumber: 'SH-NEW', expiryDate: inDays(400) });
    const apart = await admin.assemblyOrders.create.mutate({ type: 'disassembly', productId: shelf.id, warehouseId: wh.id, quantity: 2 });

    // The server's lookup does not know assembly orders: the box finds the order by its number (typed in any case).
    const floor = await staffAtWork();
    await floor.waitForTimeout(PAUSE_MS);
    await floor.keyboard.press('Slash');
    await personTypes(floor, apart.number.toLowerCase());
    await floor.keyboard.press('Enter');
    await expect.poll(() => new URL(floor.url()).pathname).toBe(`/inventory/assemblies/${apart.id}`);
    await floor.getByRole('heading', { name: `Assembly order ${apart.number}` }).waitFor();

    await tabTo(floor, 'Complete');
    await floor.keyboard.press('Enter');
    const dialog = floor.getByRole('dialog', { name: `Complete ${apart.number}` });
    await dialog.getByText('No lot named: the first to expire').waitFor();
    await tabTo(floor, 'Lot of ASM-SHELF');
    await floor.keyboard.press('Enter');
    // The ship panels' lot prompt: the lots in stock in the warehouse, a lot typed and Enter.
    const prompt = floor.getByRole('dialog', { name: 'ASM-SHELF: 2 units' });
    await prompt.getByRole('button', { name: /^SH-NEW \(2, expires/ }).waitFor();
    await prompt.getByRole('button', { name: /^SH-OLD \(3, expires/ }).waitFor();
    await expect.poll(() => floor.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '')).toBe('Lot to take');
    await personTypes(floor, 'SH-NEW');
    await floor.keyboard.press('Enter');
    await prompt.waitFor({ state: 'hidden' });
    await expect.poll(() => dialog.getByTestId('disassembly-grain').textContent()).toBe('Lot SH-NEW');
    await tabTo(floor, 'Complete disassembly');
    await floor.keyboard.press('Enter');
    await floor.getByText(`Assembly order ${apart.number} completed`).waitFor();
    await statusBadge(floor, 'Completed').waitFor();

    expect(await admin.assemblyOrders.get.query({ id: apart.id })).toMatchObject({ status: 'completed', type: 'disassembly' });
    const lots = await admin.inventory.lots.query({ id: shelf.id, warehouseId: wh.id });
    expect(Object.fromEntries(lots.map((lot) => [lot.lotNumber, lot.onHand]))).toEqual({ 'SH-OLD': 3, 'SH-NEW': 0 });
    expect([await onHand(admin, shelf.id, wh.id), await onHand(admin, screws.id, wh.id)]).toEqual([3, 12]);
  }, 90_000);

  it('shows on the reorder screen what open assembly orders will bring and consume', async () => {
    const reorderWh = await warehouse('ASM-R');
    // Reorder points of 5: 10 bolts are above theirs until an open order will consume 8 of them.
    const bolts = await product('ASM-BOLT', 'Bolt');
    await admin.inventory.recordMovement.mutate({ productId: bolts.id, warehouseId: reorderWh.id, type: 'in', quantity: 10, reason: 'Opening balance' });
    const frame = await product('ASM-FRAME', 'Bolted frame');
    await admin.billsOfMaterials.put.mutate({ id: frame.id, type: 'assembly', components: [{ productId: bolts.id, quantity: 4 }] });
    const { page, api } = await signInAt(stack, 'manager', `/inventory/reorder?warehouseId=${reorderWh.id}`);
    // Before the order: the bolts above their reorder point, the frame not carried in the warehouse.
    await page.getByText('Nothing to reorder: every product is above its reorder point.').waitFor();

    await admin.assemblyOrders.create.mutate({ productId: frame.id, warehouseId: reorderWh.id, quantity: 2 });
    await page.reload();
    await row(page, 'ASM-BOLT').waitFor();
    const column = await page
      .getByRole('columnheader')
      .allInnerTexts()
      .then((headers) => headers.map((header) => header.trim()).indexOf('Assembly orders'));
    expect(column).toBeGreaterThan(0);
    const figure = (sku: string) => row(page, sku).getByRole('cell').nth(column).innerText();
    // The bolts: 10 available less 8 the order will consume, at or below 5: suggested, the figure signed.
    await expect.poll(() => figure('ASM-BOLT')).toBe('-8');
    await expect.poll(() => figure('ASM-FRAME')).toBe('+2');
    await page.getByText(/Assembly orders: units open assembly orders in the warehouse will bring .* less those they will consume/).waitFor();
    await page.getByRole('columnheader', { name: 'Assembly orders' }).getByText('Assembly orders').hover();
    await page.getByRole('tooltip').getByText(/will bring .* less those they will consume/).waitFor();
    const suggestions = (await api.replenishment.suggestions.query({ warehouseId: reorderWh.id })).items;
    expect(suggestions.find((suggestion) => suggestion.productId === bolts.id)).toMatchObject({ available: 10, assemblyOrders: -8 });
  }, 60_000);
});
