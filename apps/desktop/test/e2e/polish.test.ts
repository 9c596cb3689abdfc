/**
 * The polish of decision 0019, as a user meets it in Chromium: money with its currency, counts with
 * thousands separators, a page change back at the top, toasts clear of action buttons, a dialog's
 * error in view, the adjust dialog's plain message and kept choice, two quick filters both applied,
 * the offline banner while the server is down and its recovery, and the system's dark mode.
 */
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack, type Credentials } from '../support/desktop-e2e.js';

/** Whether `locator`'s element lies wholly inside the window (not scrolled away in the page or its dialog). */
const inViewport = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/**
 * A TCP relay to `target` that can be stopped and started again on the same port: to the app, a
 * server that goes down (connections refused, open ones cut) and comes back.
 */
async function relay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: Server;
  const listen = (at: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(port), hostname);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
      });
      server.listen(at, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const relayPort = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  afterAll(stop);
  return { url: `http://127.0.0.1:${relayPort}`, stop, start: () => listen(relayPort) };
}

// Each test reloads the app several times: on a busy machine that outlasts the default 30 s.
describe.skipIf(!browserAvailable)('polish', { timeout: 60_000 }, async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const address = { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' };
  const warehouse = await admin.warehouses.create.mutate({ code: `POL-${tag}`, name: 'Polish store', address });
  const category = await admin.categories.create.mutate({ name: `Polish ${tag}` });
  const supplier = await admin.suppliers.create.mutate({ code: `SUP-${tag}`, name: 'Euro Parts', currency: 'EUR' });
  /** 25 products (two pages of 20), the first with 12,345 units on hand at 1,234.50 apiece. */
  const products: { id: string; sku: string }[] = [];
  for (let i = 1; i <= 25; i++) {
    const sku = `POL-${tag}-${String(i).padStart(2, '0')}`;
    const sellingPrice = i === 1 ? 1234.5 : 10;
    products.push(await admin.products.create.mutate({ name: `Widget ${i}`, sku, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1000, sellingPrice }));
  }
  const [big] = products;
  await admin.inventory.recordMovement.mutate({ productId: big!.id, warehouseId: warehouse.id, type: 'in', quantity: 12_345, reason: 'Opening balance' });
  const order = await admin.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: big!.id, quantity: 1_500, unitCost: 2.5 }] });

  /** A page signed in as a new manager, remembered so that `page.goto` keeps the session; waits fail after 10 s, naming the step. */
  async function signedIn() {
    const credentials = await stack.createUser('manager');
    const page = await stack.newPage();
    page.setDefaultTimeout(10_000);
    await page.getByLabel('Remember me on this computer').check();
    await stack.signIn(page, credentials);
    return { page, api: await stack.api(credentials) };
  }
  const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

  it('shows money with its currency and counts with thousands separators', async () => {
    const { page } = await signedIn();
    await page.goto(`/products?search=POL-${tag}-01`);
    await expect.poll(() => row(page, big!.sku).textContent()).toContain('$1,234.50');
    expect(await row(page, big!.sku).textContent()).toContain('12,345');

    await page.goto(`/products/${big!.id}`);
    await expect.poll(() => page.getByText('$1,000.00').isVisible()).toBe(true);

    await page.goto('/purchase-orders');
    await expect.poll(() => row(page, order.number).textContent()).toContain('€3,750.00');
    expect(await row(page, order.number).textContent()).toContain('0 / 1,500');
    await row(page, order.number).getByRole('link', { name: order.number }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Subtotal' }).textContent()).toContain('€3,750.00');

    await page.goto('/dashboard');
    const report = await admin.analytics.dashboard.query({});
    expect(report.currency).toBe('USD');
    const figure = page.getByRole('group', { name: 'Units in stock', exact: true });
    await expect.poll(() => figure.textContent()).toContain(report.stock.units.toLocaleString('en-US'));
    await expect.poll(() => page.getByRole('group', { name: 'Inventory value', exact: true }).textContent()).toMatch(/\$[\d,]+\.\d\d/);
    // The value axis shows short amounts that fit: none is cut at the chart's left edge.
    const chart = page.getByRole('region', { name: 'Stock value by warehouse' });
    const ticks = chart.locator('.recharts-yAxis-tick-labels text');
    await ticks.first().waitFor();
    const surface = (await chart.locator('svg.recharts-surface').first().boundingBox())!;
    for (const tick of await ticks.all()) {
      expect(await tick.textContent()).toMatch(/^\$[\d.]+[KM]?$/);
      // Within a pixel's rounding of the chart's left edge.
      expect((await tick.boundingBox())!.x).toBeGreaterThan(surface.x - 1);
    }
  });

  it('returns to the top of the list when the page changes', async () => {
    const { page } = await signedIn();
    await page.goto(`/products?search=POL-${tag}&sort=sku&order=asc`);
    await row(page, `POL-${tag}-20`).waitFor();
    const pager = page.getByLabel('Pages');
    await pager.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await pager.getByRole('button', { name: '2', exact: true }).click();
    await row(page, `POL-${tag}-25`).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByText('25 in total').isVisible()).toBe(true);
  });

  it("brings a tall dialog's error into view at 1280×800 and keeps toasts clear of the action buttons", async () => {
    const { page, api } = await signedIn();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('button', { name: 'New supplier' }).click();
    const dialog = page.getByRole('dialog', { name: 'New supplier' });
    const code = `SUP-${tag}-N`;
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Nordic Tools');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const error = dialog.getByText('Invalid email address');
    await error.waitFor();
    await expect.poll(() => inViewport(error)).toBe(true);
    expect(await inViewport(dialog.getByLabel('Email'))).toBe(true);
    expect((await api.suppliers.list.query({ search: code })).items).toEqual([]);

    await dialog.getByLabel('Email').fill('orders@nordic.test');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Supplier created successfully' });
    await toast.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Every visible button of the screen (but the toast's own close button) lies clear of the toast.
    const covered = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...document.querySelectorAll('button')]
        .filter((button) => !element.contains(button) && button.checkVisibility())
        .filter((button) => {
          const other = button.getBoundingClientRect();
          return box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
        })
        .map((button) => button.textContent);
    });
    expect(covered).toEqual([]);
    expect((await api.suppliers.list.query({ search: code })).items).toHaveLength(1);
  });

  it('keeps the reason when it is chosen again and asks plainly for a change or a count', async () => {
    const { page, api } = await signedIn();
    await page.goto(`/inventory?warehouseId=${warehouse.id}`);
    await row(page, big!.sku).getByRole('button', { name: 'Adjust' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
    const reason = dialog.getByRole('combobox', { name: 'Reason', exact: true });
    for (let i = 0; i < 2; i++) {
      await reason.click();
      await page.getByRole('option', { name: 'Damage' }).click();
    }
    expect(await reason.inputValue()).toBe('Damage');

    await dialog.getByRole('button', { name: 'Adjust stock' }).click();
    // The server's technical message, at the Change field, in plain words.
    await dialog.getByText('Enter a change or a counted quantity').waitFor();
    expect(await dialog.textContent()).not.toContain('countedQuantity');
    expect(await reason.inputValue()).toBe('Damage');

    await dialog.getByRole('textbox', { name: 'Change', exact: true }).fill('-5');
    await dialog.getByRole('button', { name: 'Adjust stock' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const [movement] = (await api.inventory.movements.query({ productId: big!.id, warehouseId: warehouse.id })).items;
    expect(movement).toMatchObject({ quantity: -5, reason: 'damage' });
    await admin.inventory.recordMovement.mutate({ productId: big!.id, warehouseId: warehouse.id, type: 'in', quantity: 5, reason: 'Restore for the next test' });
  });

  it('applies a typed search and a filter chosen within 300 ms, both in the URL and the list', async () => {
    await admin.products.archive.mutate({ id: products[24]!.id });
    const { page } = await signedIn();
    await page.goto('/products');
    const inactive = page.getByRole('switch', { name: 'Show inactive' });
    await inactive.waitFor();
    // The switch is flipped at the very moment the search, typed first, reaches the address 300 ms later,
    // before React has rendered that change: the closest two filters can come.
    await page.evaluate(() => {
      const replace = history.replaceState;
      history.replaceState = function (...args: Parameters<History['replaceState']>) {
        replace.apply(this, args);
        history.replaceState = replace;
        document.querySelector<HTMLInputElement>('input[role="switch"]')!.click();
      };
    });
    await page.getByRole('textbox', { name: 'Search' }).fill(`POL-${tag}-25`);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(`POL-${tag}-25`);
    await expect.poll(() => new URL(page.url()).searchParams.get('includeInactive')).toBe('true');
    await row(page, `POL-${tag}-25`).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe(`POL-${tag}-25`);
    expect(await inactive.isChecked()).toBe(true);
  });

  it('shows an offline banner over dimmed figures while the server is down, and recovers when it answers again', async () => {
    const server = await relay(stack.serverUrl);
    const credentials: Credentials = await stack.createUser('manager');
    const page = await stack.newPage();
    page.setDefaultTimeout(20_000);
    await page.getByLabel('Server URL').fill(server.url);
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('group', { name: 'Units in stock', exact: true }).waitFor();
    const banner = page.getByTestId('offline-banner');
    expect(await banner.count()).toBe(0);

    await server.stop();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Cannot reach the server');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Dashboard' }).click();
    const stale = page.locator('[data-stale]');
    await stale.getByRole('group', { name: 'Units in stock', exact: true }).waitFor();
    expect(Number(await stale.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(0.5);

    await server.start();
    await banner.waitFor({ state: 'detached' });
    expect(await stale.count()).toBe(0);
    await expect.poll(() => page.getByRole('group', { name: 'Units in stock', exact: true }).textContent()).toContain('12,345');
  });

  it("follows the system's dark mode", async () => {
    const page = await stack.newPage();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe('rgb(36, 36, 36)');
    expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');

    await stack.signIn(page, await stack.createUser('manager'));
    await page.getByRole('region', { name: 'Stock value by warehouse' }).locator('svg.recharts-surface').first().waitFor();
    expect(await background()).toBe('rgb(36, 36, 36)');
    await page.mouse.move(0, 0);
    await screenshot(page, 'dark-mode');
  });
});
