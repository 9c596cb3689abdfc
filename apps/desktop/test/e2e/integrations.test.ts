/**
 * API keys and webhooks (admin, decision 0019): a key created on screen is shown once and authenticates
 * with its permissions until it is revoked; a webhook created on screen receives signed events,
 * whose deliveries appear in its log with status, attempts, response code and latency, and can be
 * redelivered; webhooks are edited and deleted. Checked on screen, at a real receiver and on the
 * server.
 */
import { eventTypes } from '@stockroom/api/event-types';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startReceiver, until, validSignature } from '../../../server/test/support/webhooks.js';
import { createApiClient } from '../../src/trpc.js';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';

describe.skipIf(!browserAvailable)('API keys and webhooks', async () => {
  const stack = await startDesktopStack();
  const credentials = await stack.createUser('admin');
  const admin = await stack.api(credentials);
  const category = await admin.categories.create.mutate({ name: 'Hooked' });

  const signInAdmin = () => stack.signedInPage(credentials);

  const section = (page: Page, name: string) => page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name }).click();

  it('creates an API key shown once that authenticates with its permissions, then revokes it', async () => {
    const page = await signInAdmin();
    await section(page, 'API keys');
    await page.getByRole('button', { name: 'New API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'New API key' });
    await dialog.getByLabel('Name').fill('Web shop');
    const permissions = dialog.getByRole('combobox', { name: 'Permissions' });
    await permissions.click();
    await page.getByRole('option', { name: 'products:read', exact: true }).click();
    await page.getByRole('option', { name: 'inventory:read', exact: true }).click();
    await permissions.press('Tab');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: 'API key Web shop' });
    await shown.getByText('It is shown this once and never again.').waitFor();
    const key = (await shown.getByTestId('secret').innerText()).trim();
    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('row').filter({ hasText: 'Web shop' }).getByText('inventory:read').waitFor();

    const asKey = createApiClient(stack.serverUrl, () => key);
    expect(await asKey.auth.me.query()).toMatchObject({ name: 'Web shop', permissions: ['products:read', 'inventory:read'] });
    await expect(asKey.warehouses.create.mutate({ code: 'NOPE', name: 'Nope', address: { line1: 'x', city: 'y', country: 'DE' } })).rejects.toThrow(/permission/i);

    await page.getByRole('row').filter({ hasText: 'Web shop' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke Web shop?' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Web shop revoked').waitFor();
    await page.getByRole('row').filter({ hasText: 'Web shop' }).waitFor({ state: 'detached' });
    await expect(asKey.auth.me.query()).rejects.toThrow(/Invalid or expired token/);
    // The switch follows the URL it writes, a moment after the click: click, then wait for what it shows.
    await page.getByRole('switch', { name: 'Show revoked' }).click();
    await page.getByRole('row').filter({ hasText: 'Web shop' }).getByText(/^Revoked/).waitFor();
  });

  it('subscribes a webhook, shows its deliveries and redelivers one; edits and deletes webhooks', async () => {
    const receiver = await startReceiver();
    const page = await signInAdmin();
    await section(page, 'Webhooks');
    await page.getByRole('button', { name: 'New webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'New webhook' });
    await dialog.getByLabel('URL').fill(receiver.url);
    const events = dialog.getByRole('combobox', { name: 'Events' });
    await events.click();
    // The form offers the server's event types, each once, from the one list in packages/api (decision 0019).
    await page.getByRole('option', { name: 'product.created', exact: true }).waitFor();
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual(eventTypes);
    await page.getByRole('option', { name: 'product.created', exact: true }).click();
    await events.press('Tab');
    await dialog.getByLabel('Description').fill('Web shop catalogue');
    await dialog.getByRole('button', { name: 'Create webhook' }).click();
    const shown = page.getByRole('dialog', { name: 'Webhook created' });
    const secret = (await shown.getByTestId('secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    const [webhook] = (await admin.webhooks.list.query({})).items;
    expect(webhook).toMatchObject({ url: receiver.url, events: ['product.created'], description: 'Web shop catalogue', isActive: true });

    for (const sku of ['HOOK-1', 'HOOK-2']) await admin.products.create.mutate({ name: `Hooked ${sku}`, sku, categoryId: category.id, unitOfMeasure: 'piece', costPrice: 1, sellingPrice: 2 });
    await until(() => (receiver.received.length >= 2 ? true : undefined));
    expect(receiver.received.every((received) => validSignature(received, secret))).toBe(true);

    await page.getByRole('row').filter({ hasText: 'Web shop catalogue' }).getByRole('link', { name: 'Deliveries' }).click();
    await page.getByRole('heading', { name: 'Webhook deliveries' }).waitFor();
    const delivered = page.getByRole('row').filter({ hasText: 'Delivered' });
    await until(async () => {
      if ((await delivered.count()) >= 2) return true;
      await page.getByRole('button', { name: 'Refresh' }).click();
      return undefined;
    });
    expect(await delivered.first().getByRole('cell').nth(5).innerText()).toBe('200');
    expect(await delivered.first().getByRole('cell').nth(6).innerText()).toMatch(/^\d+ ms$/);

    await delivered.first().getByRole('button', { name: 'Redeliver' }).click();
    await page.getByText('Redelivery scheduled').waitFor();
    await until(() => (receiver.received.length >= 3 ? true : undefined));
    const redelivery = page.getByRole('row').filter({ hasText: 'Redelivery' }).filter({ hasText: 'Delivered' });
    await until(async () => {
      if ((await redelivery.count()) === 1) return true;
      await page.getByRole('button', { name: 'Refresh' }).click();
      return undefined;
    });
    const log = (await admin.webhooks.deliveries.query({ id: webhook!.id })).items;
    expect(log).toHaveLength(3);
    expect(log.every((delivery) => delivery.status === 'delivered' && delivery.attempts === 1 && delivery.lastResponseCode === 200)).toBe(true);
    await screenshot(page, 'webhook-deliveries');

    await section(page, 'Webhooks');
    await page.getByRole('row').filter({ hasText: 'Web shop catalogue' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook' });
    await edit.getByLabel('Description').fill('Web shop products');
    await edit.getByLabel('Active: send events').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Web shop products' }).getByText('Off', { exact: true }).waitFor();
    expect(await admin.webhooks.get.query({ id: webhook!.id })).toMatchObject({ description: 'Web shop products', isActive: false });

    await page.getByRole('row').filter({ hasText: 'Web shop products' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this webhook?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No webhooks yet.').waitFor();
    expect((await admin.webhooks.list.query({})).total).toBe(0);
  });
});
