/**
 * Directed work on the floor (decision 0022), scanner only: a picker works a 10-order wave from "My
 * tasks" (each task: the bin, the units, the packing location), a wrong bin and too many units are
 * refused with a message, and the orders then ship from packing; a pick face drained below its min
 * is refilled through the replenishment task it made. Scanner bursts carry a scanner's own timing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';
import { inventoryFixtures, signInAt } from '../support/inventory-e2e.js';
import { burst } from '../support/scanner-e2e.js';

describe.skipIf(!browserAvailable)('My tasks', { retry: 1 }, async () => {
  const stack = await startDesktopStack();
  const { admin, warehouse, product } = await inventoryFixtures(stack);
  // Each attempt (the file retries once) makes its own warehouse and products.
  let warehouses = 0;

  /** A warehouse with bins in two zones in walking order, a pick face and a packing location. */
  async function floor() {
    warehouses += 1;
    const wh = await warehouse(`TSK-${warehouses}`);
    const sku = (name: string) => `${name}-${warehouses}`;
    const location = async (code: string, fields: object = {}) => admin.warehouses.createLocation.mutate({ id: wh.id, code, ...fields });
    return {
      wh,
      sku,
      face: await location('PF-01', { type: 'pick_face', zone: 'A', sequence: 1 }),
      a1: await location('A-01', { zone: 'A', sequence: 2 }),
      a2: await location('A-02', { zone: 'A', sequence: 3 }),
      b1: await location('B-01', { zone: 'B', sequence: 4 }),
      pack: await location('PACK', { type: 'packing', sequence: 9 }),
    };
  }

  /** `quantity` units of `productId` received into `locationId`. */
  const stock = (warehouseId: string, productId: string, locationId: string, quantity: number) =>
    admin.inventory.recordMovement.mutate({ type: 'in', warehouseId, productId, locationId, quantity, reason: 'Opening stock' });

  const instruction = (page: Page) => page.getByTestId('task-instruction');
  const scanError = (page: Page) => page.locator('[data-scan-input][aria-invalid="true"]');

  /** Does the current task by scanning: its source, its units (with a quantity prefix), its destination. */
  async function work(page: Page, task: { from: string; sku: string; quantity: number; to: string }) {
    await expect.poll(() => instruction(page).textContent()).toBe(`Go to ${task.from} and scan the location`);
    await burst(page, task.from);
    await expect.poll(() => instruction(page).textContent()).toMatch(new RegExp(`^Scan ${task.quantity} × ${task.sku}`));
    await burst(page, `${task.quantity}*${task.sku}`);
    await expect.poll(() => instruction(page).textContent()).toMatch(new RegExp(`^Take ${task.quantity} to ${task.to}`));
    await burst(page, task.to);
  }

  it('picks a 10-order wave by scanning only, refusing a wrong bin and too many units, and the orders ship from packing', async () => {
    const { wh, sku, a1, a2, b1, pack } = await floor();
    const items = [await product(sku('WAVE-1'), 'Wave tea'), await product(sku('WAVE-2'), 'Wave coffee'), await product(sku('WAVE-3'), 'Wave cocoa')];
    await stock(wh.id, items[0]!.id, b1.id, 40);
    await stock(wh.id, items[1]!.id, a1.id, 40);
    await stock(wh.id, items[2]!.id, a2.id, 40);
    const customer = await admin.customers.create.mutate({ code: sku('CUS-WAVE'), name: 'Wave Foods' });
    const orders = [];
    for (let i = 0; i < 10; i++) {
      const order = await admin.salesOrders.create.mutate({
        customerId: customer.id,
        warehouseId: wh.id,
        items: [{ productId: items[i % 3]!.id, quantity: 1 + (i % 4) }, { productId: items[(i + 1) % 3]!.id, quantity: 2 }],
      });
      await admin.salesOrders.update.mutate({ id: order.id, status: 'confirmed' });
      orders.push(order);
    }
    const wave = await admin.waves.create.mutate({ warehouseId: wh.id, salesOrderIds: orders.map((order) => order.id) });
    const planned = await admin.waves.get.query({ id: wave.id });
    expect(planned.tasks).toHaveLength(20);

    const { page } = await signInAt(stack, 'staff', '/tasks', { warehouseId: wh.id });
    await page.getByRole('heading', { name: 'My tasks' }).waitFor();

    // The first task is in walking order: zone A's bins first. A wrong bin is refused, naming the right one.
    const first = planned.tasks[0]!;
    expect(first.fromLocationCode).toBe('A-01');
    await expect.poll(() => instruction(page).textContent()).toBe('Go to A-01 and scan the location');
    await screenshot(page, 'my-tasks');
    await burst(page, 'B-01');
    await expect.poll(() => scanError(page).count()).toBe(1);
    await page.getByText('Wrong location: scan A-01').waitFor();
    await burst(page, 'A-01');
    await expect.poll(() => instruction(page).textContent()).toMatch(/^Scan /);
    await burst(page, `${first.quantity + 1}*${first.sku}`);
    await page.getByText(`Only ${first.quantity} to take: 0 already scanned`).waitFor();
    await burst(page, `${first.quantity}*${first.sku}`);
    await expect.poll(() => instruction(page).textContent()).toBe(`Take ${first.quantity} to PACK (cart slot ${first.cartSlot}) and scan the location`);
    await burst(page, 'PACK');

    for (const task of planned.tasks.slice(1)) {
      await work(page, { from: task.fromLocationCode, sku: task.sku, quantity: task.quantity, to: 'PACK' });
    }
    await page.getByText('No tasks: nothing to put away, replenish, pick or count here.').waitFor();

    const picked = await admin.waves.get.query({ id: wave.id });
    expect(picked.status).toBe('picked');
    expect(picked.tasks.every((task) => task.status === 'done' && task.doneQuantity === task.quantity)).toBe(true);
    // Every unit of the wave lies at packing, still allocated to its order, and each order ships from there.
    const atPack = await admin.inventory.balances.query({ warehouseId: wh.id, locationId: pack.id });
    expect(atPack.items.reduce((sum, balance) => sum + balance.onHand, 0)).toBe(planned.tasks.reduce((sum, task) => sum + task.quantity, 0));
    for (const order of orders) {
      const shipped = await admin.salesOrders.ship.mutate({ id: order.id });
      expect(shipped.status).toBe('shipped');
    }
    const left = await admin.inventory.balances.query({ warehouseId: wh.id, locationId: pack.id });
    expect(left.items.reduce((sum, balance) => sum + balance.onHand, 0)).toBe(0);
  }, 180_000);

  it('refills a pick face drained below its min through its replenishment task, scanned from storage to the face', async () => {
    const { wh, sku, face, a2 } = await floor();
    const item = await product(sku('FACE'), 'Face biscuits');
    await stock(wh.id, item.id, face.id, 6);
    await stock(wh.id, item.id, a2.id, 50);
    await admin.pickFaces.create.mutate({ id: wh.id, locationId: face.id, productId: item.id, min: 5, max: 20 });
    // A sale taken from the face leaves 3 there: below the min, so the face asks for 17 from storage.
    await admin.inventory.recordMovement.mutate({ type: 'out', warehouseId: wh.id, productId: item.id, locationId: face.id, quantity: 3, reason: 'Counter sale' });
    const { items: open } = await admin.tasks.list.query({ warehouseId: wh.id, type: 'replenishment' });
    expect(open).toMatchObject([{ status: 'open', quantity: 17, from: { code: 'A-02' }, to: { code: 'PF-01' } }]);

    const { page } = await signInAt(stack, 'staff', '/tasks', { warehouseId: wh.id });
    await page.getByRole('heading', { name: 'My tasks' }).waitFor();
    await work(page, { from: 'A-02', sku: item.sku, quantity: 17, to: 'PF-01' });
    await page.getByText('No tasks: nothing to put away, replenish, pick or count here.').waitFor();

    const atFace = await admin.inventory.balances.query({ warehouseId: wh.id, locationId: face.id });
    expect(atFace.items.reduce((sum, balance) => sum + balance.onHand, 0)).toBe(20);
    const { items: done } = await admin.tasks.list.query({ warehouseId: wh.id, type: 'replenishment', status: 'done' });
    expect(done).toMatchObject([{ doneQuantity: 17 }]);
  }, 60_000);
});
