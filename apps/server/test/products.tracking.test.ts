/**
 * How a product is tracked (decision 0015): `tracking` none | lot | serial (default none) and an
 * optional `shelfLifeDays`; changing the tracking while the product has stock anywhere is 409.
 */
import { describe, expect, it } from 'vitest';
import { expectStatus, stockClient } from './support/inventory.js';
import { setupTestApp } from './support/app.js';
import { camelBody } from './support/products.js';

const t = await setupTestApp();
const admin = stockClient(t, await t.login('admin'));

interface Tracked {
  id: string;
  tracking: string;
  shelfLifeDays: number | null;
  minRemainingShelfLifeDays: number | null;
}

describe('tracking and shelf life', () => {
  it('defaults to none without a shelf life, and takes lot with a shelf life at creation', async () => {
    const plain = (await admin.product()) as unknown as Tracked;
    expect(plain).toMatchObject({ tracking: 'none', shelfLifeDays: null, minRemainingShelfLifeDays: null });
    const yoghurt = (await admin.product({ tracking: 'lot', shelfLifeDays: 21 })) as unknown as Tracked;
    expect(yoghurt).toMatchObject({ tracking: 'lot', shelfLifeDays: 21 });
    const read = expectStatus<{ data: Tracked }>(await admin.send('GET', `/api/products/${yoghurt.id}`), 200).data;
    expect(read).toMatchObject({ tracking: 'lot', shelfLifeDays: 21 });
  });

  it('refuses an unknown tracking and a shelf life outside 1..36500 whole days', async () => {
    const product = await admin.product();
    for (const [payload, field, message] of [
      [{ tracking: 'batch' }, 'tracking', 'Tracking must be one of: none, lot, serial'],
      [{ shelfLifeDays: 0 }, 'shelfLifeDays', 'Shelf life must be at least 1 day'],
      [{ shelfLifeDays: 1.5 }, 'shelfLifeDays', 'Shelf life must be a whole number of days'],
      [{ shelfLifeDays: 36_501 }, 'shelfLifeDays', 'Shelf life is too long'],
    ] as const) {
      const res = await admin.send('PUT', `/api/products/${product.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details[field]).toEqual([message]);
    }
  });

  it('takes a minimum remaining shelf life (decision 0020) at creation, changes and clears it on update', async () => {
    const milk = (await admin.product({ tracking: 'lot', shelfLifeDays: 90, minRemainingShelfLifeDays: 30 })) as unknown as Tracked;
    expect(milk).toMatchObject({ tracking: 'lot', shelfLifeDays: 90, minRemainingShelfLifeDays: 30 });
    const url = `/api/products/${milk.id}`;
    expect(expectStatus<{ data: Tracked }>(await admin.send('GET', url), 200).data).toMatchObject({ minRemainingShelfLifeDays: 30 });
    expect(expectStatus<{ data: Tracked }>(await admin.send('PUT', url, { minRemainingShelfLifeDays: 0 }), 200).data).toMatchObject({ shelfLifeDays: 90, minRemainingShelfLifeDays: 0 });
    expect(expectStatus<{ data: Tracked }>(await admin.send('PUT', url, { name: 'Milk' }), 200).data.minRemainingShelfLifeDays).toBe(0);
    expect(expectStatus<{ data: Tracked }>(await admin.send('PUT', url, { minRemainingShelfLifeDays: null }), 200).data.minRemainingShelfLifeDays).toBeNull();
    expect(expectStatus<{ data: Tracked }>(await admin.send('GET', url), 200).data.minRemainingShelfLifeDays).toBeNull();
  });

  it('refuses a minimum remaining shelf life outside 0..36500 whole days, at creation and on update', async () => {
    const created = await admin.send('POST', '/api/products', camelBody((await admin.products.category()).id, { minRemainingShelfLifeDays: -1 }));
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().error.details).toEqual({ minRemainingShelfLifeDays: ['Minimum remaining shelf life must not be negative'] });
    const product = await admin.product();
    for (const [payload, message] of [
      [{ minRemainingShelfLifeDays: -1 }, 'Minimum remaining shelf life must not be negative'],
      [{ minRemainingShelfLifeDays: 2.5 }, 'Minimum remaining shelf life must be a whole number of days'],
      [{ minRemainingShelfLifeDays: 36_501 }, 'Minimum remaining shelf life is too long'],
      [{ minRemainingShelfLifeDays: 'ten' }, 'Minimum remaining shelf life must be a number of days'],
    ] as const) {
      const res = await admin.send('PUT', `/api/products/${product.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.details.minRemainingShelfLifeDays).toEqual([message]);
    }
    expect(expectStatus<{ data: Tracked }>(await admin.send('GET', `/api/products/${product.id}`), 200).data.minRemainingShelfLifeDays).toBeNull();
  });

  it('changes tracking freely without stock, refuses it with 409 while there is stock, and allows it again at zero', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const url = `/api/products/${product.id}`;
    expect(expectStatus<{ data: Tracked }>(await admin.send('PUT', url, { tracking: 'serial' }), 200).data.tracking).toBe('serial');
    expect(expectStatus<{ data: Tracked }>(await admin.send('PUT', url, { tracking: 'none' }), 200).data.tracking).toBe('none');

    await admin.receive(product.id, warehouse.id, 5);
    const refused = await admin.send('PUT', url, { tracking: 'lot', name: 'Renamed too' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: { code: 'CONFLICT', message: 'Tracking cannot change while the product has stock' } });
    const unchanged = expectStatus<{ data: Tracked & { name: string } }>(await admin.send('GET', url), 200).data;
    expect(unchanged).toMatchObject({ tracking: 'none', name: product.name });
    // Restating the same tracking is no change.
    expectStatus(await admin.send('PUT', url, { tracking: 'none', shelfLifeDays: 30 }), 200);

    await admin.issue(product.id, warehouse.id, 5);
    expect(expectStatus<{ data: Tracked }>(await admin.send('PUT', url, { tracking: 'lot' }), 200).data.tracking).toBe('lot');
  });
});
