/**
 * What the inventory end-to-end files share: locating form fields and pickers on a page, choosing
 * an option of a picker, fixtures made through the typed client (warehouses, products with stock)
 * and reading the server's on hand.
 */
import type { Locator, Page } from 'playwright-core';
import type { ApiClient } from '../../src/trpc.js';
import type { DesktopStack } from './desktop-e2e.js';

/** The text field labelled `label` in `scope` (a required field's asterisk is not part of its name). */
export const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });
/** The picker (Mantine Select) labelled `label` in `scope`. */
export const picker = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: label, exact: true });

/** Types `search` into the picker labelled `label` and chooses the option containing it. */
export async function pick(page: Page, scope: Locator, label: string, search: string) {
  await picker(scope, label).fill(search);
  await page.getByRole('option', { name: new RegExp(search) }).click();
}

/** The ISO date `days` from today (UTC). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Units on hand of a product in a warehouse, as the server reports them (0 without a level). */
export async function onHand(api: ApiClient, productId: string, warehouseId: string) {
  const { items } = await api.inventory.levels.query({ productId, warehouseId });
  return items[0]?.onHand ?? 0;
}

/** An admin client and helpers to make warehouses and products through it. */
export async function inventoryFixtures(stack: DesktopStack) {
  const admin = await stack.api(await stack.createUser('admin'));
  const category = await admin.categories.create.mutate({ name: `Stock ${Math.random().toString(36).slice(2, 8)}` });
  return {
    admin,
    warehouse: (code: string) => admin.warehouses.create.mutate({ code, name: `Warehouse ${code}`, address: { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' } }),
    product: (sku: string, name: string, tracking: 'none' | 'lot' | 'serial' = 'none') =>
      admin.products.create.mutate({ name, sku, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 4.5, sellingPrice: 9.9, minStockLevel: 5, tracking }),
  };
}

/**
 * Signs a new user of `role` (bound to `user.warehouseId` when given) in on a new page that waits up
 * to 10 s, remembered so the session survives loading `path`, which it opens; returns the page and
 * the user's client.
 */
export async function signInAt(stack: DesktopStack, role: 'admin' | 'manager' | 'staff', path: string, user: { warehouseId?: string } = {}) {
  const credentials = await stack.createUser(role, user);
  const page = await stack.newPage();
  page.setDefaultTimeout(10_000);
  await page.getByLabel('Remember me on this computer').check();
  await stack.signIn(page, credentials);
  await page.goto(path);
  return { page, api: await stack.api(credentials) };
}
