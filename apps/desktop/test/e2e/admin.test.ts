/**
 * The admin sections: suppliers and customers (manager), warehouses and users (admin), and what a
 * staff member may only read. Results are checked on screen and on the server.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, screenshot, startDesktopStack, type Credentials } from '../support/desktop-e2e.js';

/** A short unique suffix for codes and names. */
const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** The table row holding `text`. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe.skipIf(!browserAvailable)('admin sections', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.createUser('admin');
  const adminApi = await stack.api(admin);

  /** A page signed in as `credentials`; waits fail after 10 s, naming the step, before the test times out. */
  async function signedIn(credentials: Credentials): Promise<Page> {
    const page = await stack.newPage();
    page.setDefaultTimeout(10_000);
    await stack.signIn(page, credentials);
    return page;
  }

  it('lets a manager create a supplier, shows a server validation error at its field, and edit the phone', async () => {
    const manager = await stack.createUser('manager');
    const api = await stack.api(manager);
    const code = `SUP-${unique()}`;
    const page = await signedIn(manager);
    await page.getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('button', { name: 'New supplier' }).click();

    const dialog = page.getByRole('dialog', { name: 'New supplier' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Acme ${code}`);
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Phone').fill('+49 30 1234');
    await dialog.getByLabel('Contact name').fill('Ada Lovelace');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Invalid email address').waitFor();
    expect(await dialog.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Email').scrollIntoViewIfNeeded();

    await dialog.getByLabel('Email').fill('orders@acme.test');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Supplier created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, code).getByText('+49 30 1234').waitFor();

    await row(page, code).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit supplier' });
    await edit.getByLabel('Phone').fill('+49 30 9999');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Supplier updated successfully').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await row(page, code).getByText('+49 30 9999').waitFor();
    await screenshot(page, 'supplier-list');

    const [supplier] = (await api.suppliers.list.query({ search: code })).items;
    expect(supplier).toMatchObject({ code, email: 'orders@acme.test', phone: '+49 30 9999', contactName: 'Ada Lovelace' });
  });

  it('lets a manager create a customer and find it with the list search, kept in the URL', async () => {
    const manager = await stack.createUser('manager');
    const api = await stack.api(manager);
    const other = `CUS-${unique()}`;
    await api.customers.create.mutate({ code: other, name: `Other ${other}` });
    const code = `CUS-${unique()}`;
    const page = await signedIn(manager);
    await page.getByRole('link', { name: 'Customers' }).click();
    await page.getByRole('button', { name: 'New customer' }).click();

    const dialog = page.getByRole('dialog', { name: 'New customer' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Globex ${code}`);
    const shipping = dialog.getByRole('group', { name: 'Shipping address' });
    await shipping.getByLabel('Address line 1').fill('1 Harbour Road');
    await shipping.getByLabel('City').fill('Hamburg');
    await shipping.getByLabel('Country').fill('de');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer created successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('textbox', { name: 'Search' }).fill(`Globex ${code}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(`Globex ${code}`);
    await row(page, code).getByText('1 Harbour Road, Hamburg, DE').waitFor();
    await row(page, other).waitFor({ state: 'detached' });
    await page.getByText('1 in total').waitFor();

    const [customer] = (await api.customers.list.query({ search: code })).items;
    expect(customer).toMatchObject({ code, billingAddress: null, shippingAddress: { line1: '1 Harbour Road', city: 'Hamburg', country: 'DE' } });
  });

  it('lets an admin create a warehouse and a staff user bound to it, then deactivate the user, who can no longer sign in', async () => {
    const code = `WH-${unique()}`;
    const email = `staff-${unique().toLowerCase()}@stockroom.test`;
    const password = 'correct horse battery';
    const page = await signedIn(admin);

    await page.getByRole('link', { name: 'Warehouses' }).click();
    await page.getByRole('button', { name: 'New warehouse' }).click();
    const warehouseDialog = page.getByRole('dialog', { name: 'New warehouse' });
    await warehouseDialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await warehouseDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Depot ${code}`);
    await warehouseDialog.getByLabel('Address line 1').fill('5 Dock Street');
    await warehouseDialog.getByLabel('City').fill('Rotterdam');
    await warehouseDialog.getByLabel('Country').fill('NL');
    await warehouseDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Warehouse created successfully').waitFor();
    await row(page, code).getByText('5 Dock Street, Rotterdam, NL').waitFor();
    const [warehouse] = (await adminApi.warehouses.list.query({ search: code })).items;
    expect(warehouse).toMatchObject({ code, name: `Depot ${code}`, isActive: true });

    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('button', { name: 'New user' }).click();
    const userDialog = page.getByRole('dialog', { name: 'New user' });
    await userDialog.getByLabel('Email').fill(email);
    await userDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Staff');
    await userDialog.getByLabel(/^Password/).fill(password);
    await userDialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Staff' }).click();
    await userDialog.getByRole('combobox', { name: 'Warehouse' }).fill(code);
    await page.getByRole('option', { name: `${code} · Depot ${code}` }).click();
    await userDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User created successfully').waitFor();
    await row(page, email).getByText(`${code} · Depot ${code}`).waitFor();
    await screenshot(page, 'user-list');

    const [user] = (await adminApi.users.list.query({ search: email })).items;
    expect(user).toMatchObject({ email, name: 'Sam Staff', role: 'staff', warehouseId: warehouse!.id, warehouseCode: code, warehouseName: `Depot ${code}`, isActive: true });

    await row(page, email).getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('User deactivated').waitFor();
    await row(page, email).getByText('Inactive').waitFor();
    expect((await adminApi.users.get.query({ id: user!.id })).isActive).toBe(false);

    const staffPage = await stack.newPage();
    await stack.submitSignIn(staffPage, { email, password });
    await expect.poll(() => staffPage.getByRole('alert').textContent()).toContain('Invalid email or password');
    expect(new URL(staffPage.url()).pathname).toBe('/sign-in');
  });

  it("shows the server's refusal when an admin tries to deactivate themselves", async () => {
    const page = await signedIn(admin);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(admin.email);
    await row(page, admin.email).getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await confirm.getByRole('alert').getByText('You cannot deactivate or demote yourself').waitFor();
    const [self] = (await adminApi.users.list.query({ search: admin.email })).items;
    expect(self?.isActive).toBe(true);
  });

  it('lets staff read suppliers, customers and warehouses without create or edit actions, and hides Users', async () => {
    const suffix = unique();
    await adminApi.suppliers.create.mutate({ code: `SUP-${suffix}`, name: `Read-only supplier ${suffix}` });
    await adminApi.customers.create.mutate({ code: `CUS-${suffix}`, name: `Read-only customer ${suffix}` });
    await adminApi.warehouses.create.mutate({ code: `WH-${suffix}`, name: `Read-only depot ${suffix}`, address: { line1: '1 Main St', city: 'Lyon', country: 'FR' } });
    const staff = await stack.createUser('staff');
    const page = await signedIn(staff);

    const sidebar = page.getByRole('navigation', { name: 'Sections' });
    await sidebar.getByRole('link', { name: 'Suppliers' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Users' }).count()).toBe(0);

    for (const [section, code, noun] of [
      ['Suppliers', `SUP-${suffix}`, 'supplier'],
      ['Customers', `CUS-${suffix}`, 'customer'],
      ['Warehouses', `WH-${suffix}`, 'warehouse'],
    ] as const) {
      await sidebar.getByRole('link', { name: section }).click();
      // The search must go to the new section's page, not the one being left.
      await page.getByRole('heading', { name: section }).waitFor();
      await page.getByRole('textbox', { name: 'Search' }).fill(code);
      await row(page, code).waitFor();
      expect(await page.getByRole('button', { name: `New ${noun}` }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);
    }
  });
});
