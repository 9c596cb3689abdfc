/**
 * Costs in one base currency (decision 0016): exchange rates recorded with finance:manage; a purchase
 * order fixes the rate in force when it is approved (409 naming the currency without one); its
 * receipts and returns to the supplier are valued in the base currency at that rate, even when the
 * rate changes between receipts; reports say their currency and flag receipts posted before a rate
 * was fixed (orders approved before rates existed) until `currency:backfill` converts them.
 */
import type { LightMyRequestResponse } from 'fastify';
import { convertUnfixedReceipts } from '@stockroom/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, type MovementListItem } from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';
import { expectError, orderClient, validation, type OrderClient } from './support/orders.js';

const t = await setupTestApp();

let admin: OrderClient;
let manager: OrderClient;
let staff: OrderClient;

beforeAll(async () => {
  [admin, manager, staff] = [orderClient(t, await t.login('admin')), orderClient(t, await t.login('manager')), orderClient(t, await t.login('staff'))];
});

afterAll(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

interface ExchangeRateView {
  id: string;
  currency: string;
  baseCurrency: string;
  rate: number;
  validFrom: string;
  createdBy: string | null;
}

const data = <T>(res: LightMyRequestResponse, status = 200) => expectStatus<{ data: T }>(res, status).data;
const today = new Date().toISOString().slice(0, 10);
const postRate = (client: OrderClient, body: Record<string, unknown>) => client.send('POST', '/api/exchange-rates', body);
/** Receipts and returns of a product in a warehouse, oldest first, as [type, quantity, unitCost]. */
const valuedMovements = async (client: OrderClient, productId: string, warehouseId: string) =>
  (await client.ledger(productId, warehouseId))
    .reverse()
    .filter((m: MovementListItem) => m.type !== 'manual_in')
    .map((m: MovementListItem) => [m.type, m.quantity, m.unitCost]);

/** A draft purchase order of `quantity` units of a new product at `unitCost` in `currency`, into a new warehouse holding 10 units at 10.00. */
async function foreignOrder(currency: string, quantity: number, unitCost: number) {
  const warehouse = await admin.warehouse();
  const product = await admin.product({ costPrice: 10, sellingPrice: 25 });
  await admin.receive(product.id, warehouse.id, 10);
  const supplier = await admin.supplier({ currency });
  const po = await admin.purchaseOrder({ supplierId: supplier.id, warehouseId: warehouse.id, items: [{ productId: product.id, quantity, unitCost }] });
  return { warehouse, product, po };
}

describe('exchange rates', () => {
  it('records rates with finance:manage, lists them newest first and serves each by id', async () => {
    const res = await postRate(manager, { currency: 'CHF', rate: 1.1234, validFrom: '2025-03-01' });
    const older = data<ExchangeRateView>(res, 201);
    expect(res.headers.location).toBe(`/api/exchange-rates/${older.id}`);
    expect(older).toMatchObject({ currency: 'CHF', baseCurrency: 'USD', rate: 1.1234, validFrom: '2025-03-01T00:00:00.000Z' });
    const newer = data<ExchangeRateView>(await postRate(admin, { currency: 'CHF', rate: 1.15 }), 201);
    expect(Date.now() - Date.parse(newer.validFrom)).toBeLessThan(60_000);
    const listed = await staff.list<ExchangeRateView>('/api/exchange-rates', { currency: 'CHF' });
    expect(listed.data.map((r) => [r.id, r.rate])).toEqual([
      [newer.id, 1.15],
      [older.id, 1.1234],
    ]);
    expect(data<ExchangeRateView>(await staff.send('GET', `/api/exchange-rates/${older.id}`))).toEqual(older);
  });

  it('refuses the base currency, bad rates and a second rate from the same instant', async () => {
    expect(expectStatus(await postRate(admin, { currency: 'USD', rate: 1 }), 400)).toEqual(validation({ currency: ['Currency must differ from the base currency (USD)'] }));
    expect(expectStatus(await postRate(admin, { currency: 'usd', rate: 0, validFrom: 'soon' }), 400)).toEqual(
      validation({ currency: ['Currency must be an ISO 4217 code'], rate: ['Rate must be greater than 0'], validFrom: ['Valid from must be an ISO 8601 date or date-time'] }),
    );
    expect(expectStatus(await postRate(admin, { currency: 'SEK', rate: 0.123456789 }), 400)).toEqual(validation({ rate: ['Rate has at most 8 decimals'] }));
    data(await postRate(admin, { currency: 'SEK', rate: 0.095, validFrom: '2025-06-01' }), 201);
    expectError(await postRate(admin, { currency: 'SEK', rate: 0.1, validFrom: '2025-06-01T00:00:00Z' }), 409, 'DUPLICATE_ERROR');
  });

  it('lets staff read rates but not record them (finance:manage: admin and manager)', async () => {
    expectError(await postRate(staff, { currency: 'NOK', rate: 0.09 }), 403, 'FORBIDDEN');
    const viewer = orderClient(t, await t.login('viewer'));
    expectError(await viewer.send('GET', '/api/exchange-rates'), 403, 'FORBIDDEN');
    expect((await admin.list<ExchangeRateView>('/api/exchange-rates', { currency: 'NOK' })).data).toEqual([]);
  });
});

describe('purchase orders in another currency', () => {
  it('refuses to approve an order in a currency without a rate (409 naming it) and leaves it a draft', async () => {
    const { po } = await foreignOrder('HUF', 5, 400);
    expectError(await admin.putPurchaseOrder(po.id, { status: 'approved' }), 409, 'CONFLICT', 'No exchange rate for HUF: add one (POST /api/exchange-rates) first');
    expect(await admin.purchaseOrderById(po.id)).toMatchObject({ status: 'draft', exchangeRate: null, exchangeRateFixedAt: null });
  });

  it('fixes rate 1 for an order in the base currency', async () => {
    const { po } = await foreignOrder('USD', 5, 4);
    expect(await admin.updatePurchaseOrder(po.id, { status: 'approved' })).toMatchObject({ currency: 'USD', exchangeRate: 1 });
  });

  it('values receipts in parts at the rate fixed on approval while the rate changes, to the cent, and returns at the same rate', async () => {
    data(await postRate(admin, { currency: 'PLN', rate: 0.25, validFrom: '2025-01-01' }), 201);
    const { warehouse, product, po } = await foreignOrder('PLN', 20, 48);
    const approved = await admin.updatePurchaseOrder(po.id, { status: 'approved' });
    expect(approved).toMatchObject({ currency: 'PLN', exchangeRate: 0.25, subtotal: 960 });
    expect(approved.exchangeRateFixedAt).not.toBeNull();

    await admin.received(po.id, [{ productId: product.id, quantity: 10 }]);
    // 10 at 10.00 and 10 at 48 PLN × 0.25 = 12.00 USD.
    expect(await admin.costPrice(product.id)).toBe(11);
    data(await postRate(admin, { currency: 'PLN', rate: 0.3 }), 201);
    await admin.received(po.id, [{ productId: product.id, quantity: 10 }]);
    // Still 12.00 a unit: (20 × 11 + 10 × 12) / 30 = 11.333…
    expect(await admin.costPrice(product.id)).toBe(11.33);
    const later = (await foreignOrder('PLN', 1, 10)).po;
    expect(await admin.updatePurchaseOrder(later.id, { status: 'approved' })).toMatchObject({ exchangeRate: 0.3 });

    const rts = data<{ currency: string; items: { unitCost: number }[] }>(await admin.send('POST', `/api/orders/purchase-orders/${po.id}/returns`, { items: [{ itemId: po.items[0]!.id, quantity: 5 }], reason: 'Damaged' }), 201);
    expect(rts).toMatchObject({ currency: 'PLN', items: [{ unitCost: 48 }] });
    // (30 × 11.33 − 5 × 12) / 25 = 11.196
    expect(await admin.costPrice(product.id)).toBe(11.2);
    expect(await valuedMovements(admin, product.id, warehouse.id)).toEqual([
      ['receipt', 10, 12],
      ['receipt', 10, 12],
      ['return_out', -5, 12],
    ]);

    const range = `warehouseId=${warehouse.id}&from=${today}&to=${today}`;
    const financial = data<{ currency: string; unconvertedCurrencies: string[]; totals: Record<string, number> }>(await admin.send('GET', `/api/analytics/financial?${range}`));
    expect(financial).toMatchObject({ currency: 'USD', unconvertedCurrencies: [] });
    // Purchases 240 − 60 returned; 10 units at 10.00 before.
    expect(financial.totals).toMatchObject({ purchases: 180, cogs: 0, inventoryValueStart: 0, inventoryValueEnd: 280 });
  });

  it('flags receipts posted before a rate was fixed, and fixes one at the next receipt of such an order', async () => {
    data(await postRate(admin, { currency: 'DKK', rate: 0.15, validFrom: '2025-01-01' }), 201);
    const { warehouse, product, po } = await foreignOrder('DKK', 10, 100);
    await admin.updatePurchaseOrder(po.id, { status: 'approved' });
    await admin.received(po.id, [{ productId: product.id, quantity: 4 }]);
    // As a database upgraded from before exchange rates holds it: approved, received in part, no rate.
    await t.db.execute(sql`update purchase_orders set exchange_rate = null, exchange_rate_fixed_at = null where id = ${po.id}`);
    const report = async () => data<{ currency: string; unconvertedCurrencies: string[] }>(await admin.send('GET', `/api/analytics/inventory?warehouseId=${warehouse.id}`));
    expect(await report()).toMatchObject({ currency: 'USD', unconvertedCurrencies: ['DKK'] });

    const received = await admin.received(po.id, [{ productId: product.id, quantity: 6 }]);
    expect(received).toMatchObject({ status: 'received', exchangeRate: 0.15 });
    expect((await valuedMovements(admin, product.id, warehouse.id)).at(-1)).toEqual(['receipt', 6, 15]);
    expect((await report()).unconvertedCurrencies).toEqual(['DKK']);
  });

  it('converts receipts posted before a rate was fixed at the rate an admin gives (currency:backfill), once', async () => {
    // Rate 1 stands in for a database from before exchange rates: the receipt keeps the NZD figure.
    data(await postRate(admin, { currency: 'NZD', rate: 1, validFrom: '2025-01-01' }), 201);
    const { warehouse, product, po } = await foreignOrder('NZD', 10, 20);
    await admin.updatePurchaseOrder(po.id, { status: 'approved' });
    await admin.received(po.id, [{ productId: product.id, quantity: 10 }]);
    await t.db.execute(sql`update purchase_orders set exchange_rate = null, exchange_rate_fixed_at = null where id = ${po.id}`);
    expect(await admin.costPrice(product.id)).toBe(15);
    const range = `warehouseId=${warehouse.id}&from=${today}&to=${today}`;
    const financial = async () => data<{ unconvertedCurrencies: string[]; totals: Record<string, number> }>(await admin.send('GET', `/api/analytics/financial?${range}`));
    expect((await financial()).unconvertedCurrencies).toContain('NZD');

    expect(await convertUnfixedReceipts(t.db, 'NZD', 0.6, 'USD')).toEqual({ orders: 1, products: 1 });
    expect(await valuedMovements(admin, product.id, warehouse.id)).toEqual([['receipt', 10, 12]]);
    // The ledger now holds 10 at 10.00 and 10 at 12.00: 220 over 20 units.
    expect(await admin.costPrice(product.id)).toBe(11);
    const after = await financial();
    expect(after.unconvertedCurrencies).not.toContain('NZD');
    expect(after.totals).toMatchObject({ purchases: 120, inventoryValueEnd: 220 });
    expect(await admin.purchaseOrderById(po.id)).toMatchObject({ exchangeRate: 0.6 });
    expect(await convertUnfixedReceipts(t.db, 'NZD', 0.6, 'USD')).toEqual({ orders: 0, products: 0 });
    await expect(convertUnfixedReceipts(t.db, 'USD', 1, 'USD')).rejects.toThrow('Currency must differ from the base currency (USD)');
  });
});
