/**
 * Products: creating through the form (server validation at the fields, then the new product's
 * page; the costing method, its refusal to change by the form once the product has movements, and
 * its change by a revaluation on the product page, which shows FIFO cost layers), editing a price that the list shows without a reload, filters kept in the URL across a
 * reload and cleared by the section's link, and what staff may not do.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/trpc.js';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe.skipIf(!browserAvailable)('products', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const category = (await admin.categories.create.mutate({ name: `Furniture ${randomBytes(3).toString('hex')}` }));

  /** Creates products named `names` through the API; returns them with their unique SKUs. */
  async function createProducts(api: ApiClient, names: string[]) {
    const tag = randomBytes(3).toString('hex').toUpperCase();
    return Promise.all(
      names.map((name, i) =>
        api.products.create.mutate({
          name,
          sku: `E2E-${tag}-${i + 1}`,
          categoryId: category.id,
          unitOfMeasure: 'piece',
          costPrice: 20 + i * 5,
          sellingPrice: 39.9 + i * 10,
        }),
      ),
    );
  }

  /** A new manager signed in on the new product form (remembered with `remember`, so a reload keeps the session): the page and the manager's API client. */
  async function newProductForm(remember = false) {
    const manager = await stack.createUser('manager');
    const api = await stack.api(manager);
    const page = await stack.newPage();
    if (remember) await page.getByLabel('Remember me on this computer').check();
    await stack.signIn(page, manager);
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'New product' }).click();
    return { api, page };
  }

  /** Chooses the file's category in the form's Category field. */
  async function chooseCategory(page: Page) {
    const categoryField = page.getByRole('combobox', { name: 'Category' });
    await categoryField.click();
    await categoryField.fill(category.name);
    await page.getByRole('option', { name: category.name }).click();
  }

  /** The products table's row for `sku`. */
  const row = (page: Page, sku: string) => page.getByRole('row').filter({ hasText: sku });

  it('shows the server validation at the fields, then creates the product and opens it', async () => {
    const { api, page } = await newProductForm();

    await page.getByLabel('Name').fill('Standing desk');
    await page.getByLabel('SKU').fill('bad sku!');
    await chooseCategory(page);
    await page.getByLabel('Cost price').fill('210');
    await page.getByLabel('Selling price').fill('449.5');
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.getByText('SKU must contain only uppercase letters, numbers, and hyphens').waitFor();
    await page.getByText('Failed to create product').waitFor();
    await screenshot(page, 'product-form-errors');

    const [existing] = await createProducts(api, ['Existing desk']);
    await page.getByLabel('SKU').fill(existing!.sku);
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText(`Product with SKU ${existing!.sku} already exists`).waitFor();
    await page.getByText('Failed to create product').waitFor();

    const sku = `DESK-${randomBytes(3).toString('hex').toUpperCase()}`;
    await page.getByLabel('SKU').fill(sku);
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^/products/${UUID}$`));
    const id = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('heading', { name: 'Standing desk' }).waitFor();
    const product = await api.products.get.query({ id });
    expect(product).toMatchObject({ name: 'Standing desk', sku, categoryId: category.id, costPrice: 210, sellingPrice: 449.5, createdByName: 'E2E manager', updatedByName: 'E2E manager' });
    // Who created and last changed it, and when (decision 0019).
    await expect.poll(() => page.getByText(/· E2E manager$/).count()).toBe(2);
  });

  it('creates a product costed FIFO, which its page shows with its layers, refuses a new method by the form once it has stock movements, and revalues it to a standard cost on its page', async () => {
    const { api, page } = await newProductForm(true);
    const sku = `FIFO-${randomBytes(3).toString('hex').toUpperCase()}`;
    await page.getByLabel('Name').fill('Espresso beans');
    await page.getByLabel('SKU').fill(sku);
    await chooseCategory(page);
    await page.getByLabel('Cost price').fill('8');
    await page.getByLabel('Selling price').fill('14');
    // Unchosen, the server's COSTING_METHOD applies, which the field names.
    const method = page.getByRole('combobox', { name: 'Costing method' });
    await expect.poll(() => method.getAttribute('placeholder')).toBe('Moving average (the default)');
    await method.click();
    await page.getByRole('option', { name: 'FIFO (first in, first out)' }).click();
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { name: 'Espresso beans' }).waitFor();
    await page.getByText('FIFO (first in, first out)').waitFor();
    const id = new URL(page.url()).pathname.split('/')[2]!;
    expect((await api.products.get.query({ id })).costingMethod).toBe('fifo');

    const warehouse = await admin.warehouses.create.mutate({ code: `FIFO-${randomBytes(2).toString('hex').toUpperCase()}`, name: 'Roastery', address: { line1: '3 Bean Lane', city: 'Milan', country: 'IT' } });
    await admin.inventory.adjust.mutate({ productId: id, warehouseId: warehouse.id, quantity: 5, reason: 'found' });
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('combobox', { name: 'Costing method' }).click();
    await page.getByRole('option', { name: 'Moving average' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Costing method cannot change once the product has stock movements').waitFor();
    await page.getByText('Failed to update product').waitFor();
    expect((await api.products.get.query({ id })).costingMethod).toBe('fifo');

    // The product page changes it by a revaluation: its 5 units (40.00) to a standard of 9.50.
    await page.getByRole('button', { name: 'Cancel' }).click();
    // The units came in through the API, behind the app's back.
    await page.reload();
    await page.getByRole('heading', { name: 'Cost layers' }).waitFor();
    await page.getByRole('row').filter({ hasText: '5 of 5' }).waitFor();
    await page.getByRole('button', { name: 'Change costing method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change costing method' });
    await dialog.getByRole('combobox', { name: 'Costing method' }).click();
    await page.getByRole('option', { name: 'Standard cost' }).click();
    await dialog.getByLabel('Standard cost').fill('9.5');
    await dialog.getByLabel('Note').fill('Budget 2027');
    await dialog.getByRole('button', { name: 'Revalue and change' }).click();
    await page.getByText('Costing method changed').waitFor();
    await page.getByRole('row').filter({ hasText: 'Costing method fifo to standard' }).filter({ hasText: '7.50' }).waitFor();
    await expect.poll(async () => (await page.getByRole('heading', { name: 'Cost layers' }).count())).toBe(0);
    expect(await api.products.get.query({ id })).toMatchObject({ costingMethod: 'standard', costPrice: 9.5 });
    const [revaluation] = (await api.inventory.movements.query({ productId: id, type: 'revaluation', limit: 10 })).items;
    expect(revaluation).toMatchObject({ quantity: 0, value: 7.5, note: 'Budget 2027' });
    await screenshot(page, 'product-costing-method');
  });

  it('edits a selling price, which the list shows without a reload', async () => {
    const manager = await stack.createUser('manager');
    const api = await stack.api(manager);
    const [product] = await createProducts(api, ['Oak bookshelf', 'Walnut side table', 'Office chair', 'Filing cabinet', 'Desk lamp']);
    const page = await stack.newPage();
    await stack.signIn(page, manager);
    await page.getByRole('link', { name: 'Products' }).click();
    await row(page, product!.sku).getByRole('link', { name: product!.sku }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Selling price').fill('1234.56');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/${product!.id}`);
    await page.getByText('Product updated successfully').waitFor();

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' }).click();
    await expect.poll(() => row(page, product!.sku).textContent()).toContain('1,234.56');
    const updated = await api.products.get.query({ id: product!.id });
    expect(updated).toMatchObject({ sellingPrice: 1234.56, sku: product!.sku, name: 'Oak bookshelf' });
    const toast = page.getByRole('alert').filter({ hasText: 'Product updated successfully' });
    await toast.getByRole('button').click();
    await toast.waitFor({ state: 'detached' });
    await screenshot(page, 'product-list');
  });

  it('keeps the search in the URL across a reload', async () => {
    const manager = await stack.createUser('manager');
    const [walnut, birch] = await createProducts(await stack.api(manager), ['Walnut coffee table', 'Birch stool']);
    const page = await stack.newPage();
    await page.getByLabel('Remember me on this computer').check();
    await stack.signIn(page, manager);
    await page.getByRole('link', { name: 'Products' }).click();
    await row(page, birch!.sku).waitFor();

    await page.getByRole('textbox', { name: 'Search' }).fill('walnut coffee');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('walnut coffee');
    await expect.poll(() => row(page, birch!.sku).count()).toBe(0);
    await row(page, walnut!.sku).waitFor();

    await page.reload();
    await row(page, walnut!.sku).waitFor();
    expect(await row(page, birch!.sku).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe('walnut coffee');
    expect(new URL(page.url()).searchParams.get('search')).toBe('walnut coffee');
  });

  it("clears the search from the URL, the search box and the list when the section's link is clicked", async () => {
    const manager = await stack.createUser('manager');
    const [walnut, birch] = await createProducts(await stack.api(manager), ['Walnut bench', 'Birch bench']);
    const page = await stack.newPage();
    await stack.signIn(page, manager);
    const productsLink = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Products' });
    await productsLink.click();
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(walnut!.sku);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(walnut!.sku);
    await expect.poll(() => row(page, birch!.sku).count()).toBe(0);
    await row(page, walnut!.sku).waitFor();

    await productsLink.click();
    await expect.poll(() => new URL(page.url()).searchParams.has('search')).toBe(false);
    await expect.poll(() => search.inputValue()).toBe('');
    await row(page, birch!.sku).waitFor();
    await row(page, walnut!.sku).waitFor();
  });

  it('shows staff the products and their stock without create or edit actions', async () => {
    const [product] = await createProducts(admin, ['Pine shelf']);
    const warehouse = (
      await admin.warehouses.create.mutate({ code: `WH-${randomBytes(2).toString('hex').toUpperCase()}`, name: 'Main', address: { line1: '1 Dock Rd', city: 'Hamburg', country: 'DE' } })
    );
    await admin.inventory.recordMovement.mutate({ productId: product!.id, warehouseId: warehouse.id, type: 'in', quantity: 7, reason: 'Opening stock' });
    const staff = await stack.createUser('staff');
    const page = await stack.newPage();
    await stack.signIn(page, staff);
    await page.getByRole('link', { name: 'Products' }).click();
    await row(page, product!.sku).waitFor();
    expect(await page.getByRole('link', { name: 'New product' }).count()).toBe(0);

    await row(page, product!.sku).click();
    await page.getByRole('heading', { name: 'Pine shelf' }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: warehouse.code }).first().textContent()).toContain('7');
    await page.getByText('Opening stock').waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
  });
});
