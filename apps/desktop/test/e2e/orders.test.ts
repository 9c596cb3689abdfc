/**
 * Purchase and sales orders: creating a purchase order, approving it and receiving it by scanning
 * barcodes; confirming a sales order and shipping it by scanning SKUs; an unknown scanned code;
 * who did each step, and the warehouse by name (decision 0019).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/trpc.js';
import { browserAvailable, screenshot, startDesktopStack } from '../support/desktop-e2e.js';

describe.skipIf(!browserAvailable)('orders', async () => {
  const stack = await startDesktopStack();
  const admin = await stack.api(await stack.createUser('admin'));
  const warehouse = await admin.warehouses.create.mutate({
    code: 'ORD-A',
    name: 'Order dock',
    address: { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' },
  });
  const category = await admin.categories.create.mutate({ name: 'Fasteners' });
  const supplier = await admin.suppliers.create.mutate({ code: 'SUP-ORD', name: 'Bolt Works' });
  const customer = await admin.customers.create.mutate({ code: 'CUS-ORD', name: 'Harbour Builders' });

  /** A product with a digits-only barcode and `units` on hand in the warehouse. */
  async function stockedProduct(sku: string, barcode: string, units: number) {
    const product = await admin.products.create.mutate({
      name: `Part ${sku}`,
      sku,
      barcode,
      categoryId: category.id,
      unitOfMeasure: 'piece',
      costPrice: 2,
      sellingPrice: 5,
    });
    if (units > 0) await admin.inventory.recordMovement.mutate({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: units, reason: 'Opening balance' });
    return product;
  }

  /** On hand and reserved units of a product in the warehouse, as the server reports them. */
  async function stockOf(api: ApiClient, productId: string) {
    const level = (await api.inventory.levels.query({ productId, warehouseId: warehouse.id })).items[0];
    return { onHand: level?.onHand ?? 0, reserved: level?.reserved ?? 0 };
  }

  /** A manager signed in on a new page, and the manager's API client. */
  async function signInManager() {
    const credentials = await stack.createUser('manager');
    const page = await stack.newPage();
    await stack.signIn(page, credentials);
    return { page, api: await stack.api(credentials) };
  }

  /** Opens the section `section` from the sidebar and then the order `number` from its list. */
  async function openOrder(page: Page, section: string, number: string) {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section }).click();
    await page.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: new RegExp(number) }).waitFor();
  }

  /** Types `search` into the picker labelled `label` and chooses the option containing it. */
  async function pick(page: Page, label: string, search: string) {
    await page.getByRole('combobox', { name: label, exact: true }).fill(search);
    await page.getByRole('option', { name: new RegExp(search) }).click();
  }

  /** Scans `code` `times` times as a keyboard-wedge scanner does: the characters, then Enter. */
  async function scan(page: Page, code: string, times: number) {
    await page.getByTestId('scan-field').click();
    for (let i = 0; i < times; i++) {
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    }
  }

  /** The first badge reading exactly `label`: the status badge in the order's header. */
  const statusBadge = (page: Page, label: string) => page.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${label}$`) }).first();

  it('creates a purchase order, approves it and receives it by scanning barcodes', async () => {
    const product = await stockedProduct('ORD-BOLT', '4006381333931', 10);
    const { page, api } = await signInManager();

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Purchase orders' }).click();
    await page.getByRole('link', { name: 'New purchase order' }).click();
    await page.getByRole('heading', { name: 'New purchase order' }).waitFor();
    await pick(page, 'Supplier', 'Bolt Works');
    await pick(page, 'Warehouse', 'ORD-A');
    await pick(page, 'Product of line 1', 'ORD-BOLT');
    await page.getByLabel('Quantity of line 1').fill('5');
    await page.getByLabel('Unit cost of line 1').fill('2.5');
    await page.getByRole('button', { name: 'Create purchase order' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/purchase-orders\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const created = await api.purchaseOrders.get.query({ id });
    expect(created).toMatchObject({ status: 'draft', supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 5, unitCost: 2.5 }] });
    await page.getByRole('heading', { name: `Purchase order ${created.number}` }).waitFor();

    await page.getByRole('button', { name: 'Approve' }).click();
    await statusBadge(page, 'Approved').waitFor();
    expect((await api.purchaseOrders.get.query({ id })).status).toBe('approved');

    await page.getByRole('button', { name: 'Receive' }).click();
    await scan(page, '4006381333931', 3);
    const receivingNow = page.getByLabel('Receiving now ORD-BOLT');
    await expect.poll(() => receivingNow.inputValue()).toBe('3');
    await screenshot(page, 'receiving');

    await page.getByRole('button', { name: 'Post receipt' }).click();
    await expect.poll(() => page.getByText(`Items received on ${created.number}`).isVisible()).toBe(true);
    await statusBadge(page, 'Partially received').waitFor();
    const received = await api.purchaseOrders.get.query({ id });
    expect(received.status).toBe('partially_received');
    expect(received.items[0]!.receivedQuantity).toBe(3);
    expect(await stockOf(api, product.id)).toEqual({ onHand: 13, reserved: 0 });

    expect(received).toMatchObject({ createdByName: 'E2E manager', approvedByName: 'E2E manager', warehouseName: 'Order dock' });
    expect(received.history!.map((change) => [change.to, change.byName])).toEqual([
      ['draft', 'E2E manager'],
      ['approved', 'E2E manager'],
      ['partially_received', 'E2E manager'],
    ]);
    await page.getByText('ORD-A · Order dock').waitFor();
    await page.getByText(/· E2E manager$/).first().waitFor();
    const history = page.getByRole('row').filter({ hasText: 'Partially received' });
    await expect.poll(() => history.textContent()).toMatch(/Approved.*Partially received.*E2E manager$/);
  }, 60_000);

  it('confirms a sales order and ships it by scanning the SKU: stock falls', async () => {
    const product = await stockedProduct('ORD-NUT', '4006381333948', 10);
    const { page, api } = await signInManager();
    const order = await api.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 2 }] });

    await openOrder(page, 'Sales orders', order.number);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await statusBadge(page, 'Confirmed').waitFor();
    expect((await api.salesOrders.get.query({ id: order.id })).status).toBe('confirmed');
    expect(await stockOf(api, product.id)).toEqual({ onHand: 10, reserved: 2 });

    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await scan(page, 'ord-nut', 2);
    await expect.poll(() => page.getByLabel('Shipping now ORD-NUT').inputValue()).toBe('2');
    await page.getByLabel('Carrier').fill('DHL');
    await page.getByRole('button', { name: 'Post shipment' }).click();

    await statusBadge(page, 'Shipped').waitFor();
    await page.getByRole('cell', { name: 'DHL' }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'DHL' }).textContent()).toMatch(/DHL.*E2E manager(Packing slip)?$/);
    const shipped = await api.salesOrders.get.query({ id: order.id });
    expect(shipped.shipments!.map((shipment) => shipment.createdByName)).toEqual(['E2E manager']);
    expect(shipped.history!.map((change) => change.byName)).toEqual(['E2E manager', 'E2E manager', 'E2E manager']);
    expect(shipped.status).toBe('shipped');
    expect(shipped.items[0]!.shippedQuantity).toBe(2);
    expect(await stockOf(api, product.id)).toEqual({ onHand: 8, reserved: 0 });
    expect((await api.products.get.query({ id: product.id })).stock.onHand).toBe(8);
  });

  it('shows a message for an unknown scanned code and counts nothing', async () => {
    const product = await stockedProduct('ORD-WASHER', '4006381333955', 0);
    const { page, api } = await signInManager();
    const order = await api.purchaseOrders.create.mutate({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity: 4 }] });
    await api.purchaseOrders.update.mutate({ id: order.id, status: 'approved' });

    await openOrder(page, 'Purchase orders', order.number);
    await page.getByRole('button', { name: 'Receive' }).click();
    await scan(page, '999999', 1);
    await expect.poll(() => page.getByText('No open line of this order has SKU or barcode 999999').isVisible()).toBe(true);
    expect(await page.getByLabel('Receiving now ORD-WASHER').inputValue()).toBe('0');
    await expect.poll(() => page.getByRole('button', { name: 'Post receipt' }).isDisabled()).toBe(true);

    await scan(page, '4006381333955', 1);
    await expect.poll(() => page.getByLabel('Receiving now ORD-WASHER').inputValue()).toBe('1');
    await expect.poll(() => page.getByText('No open line of this order has SKU or barcode 999999').isVisible()).toBe(false);
    expect((await api.purchaseOrders.get.query({ id: order.id })).status).toBe('approved');
  });

  it('receives and ships orders of nine lines by barcode, with the parties named in the lists (decision 0013)', async () => {
    const products = [];
    for (let i = 1; i <= 9; i++) products.push(await stockedProduct(`ORD-NINE-${i}`, `40063813${String(40000 + i)}`, 0));
    const { page, api } = await signInManager();
    const purchase = await api.purchaseOrders.create.mutate({
      supplierId: supplier.id,
      warehouseId: warehouse.id,
      items: products.map((product) => ({ productId: product.id, quantity: 2, unitCost: 2 })),
    });
    await api.purchaseOrders.update.mutate({ id: purchase.id, status: 'approved' });

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Purchase orders' }).click();
    await page.getByRole('row', { name: new RegExp(purchase.number) }).getByRole('cell', { name: 'Bolt Works' }).waitFor();
    await page.getByRole('row', { name: new RegExp(purchase.number) }).getByRole('cell', { name: 'ORD-A · Order dock' }).waitFor();
    await page.getByRole('link', { name: purchase.number }).click();
    await page.getByRole('button', { name: 'Receive' }).click();
    for (const product of products) await scan(page, product.barcode!, 2);
    await expect.poll(() => page.getByLabel('Receiving now ORD-NINE-9').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Post receipt' }).click();
    await statusBadge(page, 'Received').waitFor();
    expect((await api.purchaseOrders.get.query({ id: purchase.id })).items.map((item) => item.receivedQuantity)).toEqual(products.map(() => 2));

    const sale = await api.salesOrders.create.mutate({ customerId: customer.id, warehouseId: warehouse.id, items: products.map((product) => ({ productId: product.id, quantity: 1 })) });
    await api.salesOrders.update.mutate({ id: sale.id, status: 'confirmed' });
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Sales orders' }).click();
    await page.getByRole('row', { name: new RegExp(sale.number) }).getByRole('cell', { name: 'Harbour Builders' }).waitFor();
    await page.getByRole('link', { name: sale.number }).click();
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    for (const product of products) await scan(page, product.barcode!, 1);
    await expect.poll(() => page.getByLabel('Shipping now ORD-NINE-9').inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Post shipment' }).click();
    await statusBadge(page, 'Shipped').waitFor();
    for (const product of products) expect(await stockOf(api, product.id)).toEqual({ onHand: 1, reserved: 0 });
  }, 90_000);
});
