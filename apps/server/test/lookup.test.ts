/**
 * Scanning (decision 0019): GET /api/lookup names what a code is, within the caller's permissions and
 * warehouse; the product list's search matches a barcode or SKU exactly and lists that match first,
 * and a barcode changed after a cached search shows at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, stockClient, tag, type ListA, type ProductView, type StockClient, type WarehouseView } from './support/inventory.js';
import { orderClient, type PurchaseOrderView } from './support/orders.js';

const t = await setupTestApp();

interface Match {
  kind: string;
  id: string;
  label: string;
  warehouseId: string | null;
}

let admin: StockClient;
let north: WarehouseView;
let south: WarehouseView;
let product: ProductView;
let order: PurchaseOrderView;
let locationId: string;
let suffix: string;

/** A random 13-digit barcode. */
const digits = () => `20${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;

/** GET /api/lookup?code= as `client`: the matches (fails the test unless 200). */
async function lookup(client: StockClient, code: string): Promise<Match[]> {
  return expectStatus<{ data: { code: string; matches: Match[] } }>(await client.get('/api/lookup', { code }), 200).data.matches;
}

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  suffix = tag();
  [north, south] = [await admin.warehouse(), await admin.warehouse()];
  product = await admin.product({ sku: `SCAN-${suffix}`, barcode: digits() });
  await admin.receive(product.id, north.id, 10);
  const orders = orderClient(t, await t.login('admin'));
  const supplier = await orders.supplier();
  order = await orders.purchaseOrder({ supplierId: supplier.id, warehouseId: south.id, items: [{ productId: product.id, quantity: 3, unitCost: 2 }] });
  const location = await admin.send('POST', `/api/warehouse/${north.id}/locations`, { code: `A-${suffix}` });
  locationId = expectStatus<{ data: { id: string } }>(location, 201).data.id;
});

describe('GET /api/lookup', () => {
  it('names a product by its barcode, and by its SKU in any case', async () => {
    const expected = [{ kind: 'product', id: product.id, label: `${product.sku} · ${product.name}`, warehouseId: null }];
    expect(await lookup(admin, product.barcode!)).toEqual(expected);
    expect(await lookup(admin, product.sku.toLowerCase())).toEqual(expected);
  });

  it('names a purchase order by its number and a location by its code, with their warehouses', async () => {
    expect(await lookup(admin, order.number.toLowerCase())).toEqual([{ kind: 'purchase-order', id: order.id, label: `${order.number} · draft`, warehouseId: south.id }]);
    expect(await lookup(admin, ` a-${suffix} `)).toEqual([{ kind: 'location', id: locationId, label: `${north.code} / A-${suffix}`, warehouseId: north.id }]);
  });

  it('names an assembly order by its number in any case, within a bound user\'s warehouse', async () => {
    const part = await admin.product();
    const kit = await admin.product();
    expectStatus(await admin.send('PUT', `/api/products/${kit.id}/bill-of-materials`, { type: 'assembly', components: [{ productId: part.id, quantity: 1 }] }), 200);
    const assembly = expectStatus<{ data: { id: string; number: string } }>(await admin.send('POST', '/api/assembly-orders', { productId: kit.id, warehouseId: north.id, quantity: 1 }), 201).data;
    expect(await lookup(admin, assembly.number.toLowerCase())).toEqual([{ kind: 'assembly-order', id: assembly.id, label: `${assembly.number} · open`, warehouseId: north.id }]);
    expect(await lookup(stockClient(t, await t.login('staff', { warehouseId: south.id })), assembly.number)).toEqual([]);
  });

  it('gives no matches for an unknown code, and 400 for an empty one', async () => {
    expect(await lookup(admin, `NOPE-${suffix}`)).toEqual([]);
    expect(await lookup(admin, '%')).toEqual([]);
    const res = await admin.get('/api/lookup', { code: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual({ code: ['Code is required'] });
  });

  it("hides another warehouse's documents and locations from a warehouse-bound user, and orders from a viewer", async () => {
    const bound = stockClient(t, await t.login('staff', { warehouseId: north.id }));
    expect(await lookup(bound, order.number)).toEqual([]);
    expect((await lookup(bound, `A-${suffix}`)).map((m) => m.id)).toEqual([locationId]);
    const southStaff = stockClient(t, await t.login('staff', { warehouseId: south.id }));
    expect((await lookup(southStaff, order.number)).map((m) => m.id)).toEqual([order.id]);
    expect(await lookup(southStaff, `A-${suffix}`)).toEqual([]);
    const viewer = stockClient(t, await t.login('viewer'));
    expect(await lookup(viewer, order.number)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/lookup?code=${product.sku}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/products?search= with a scanned code', () => {
  it('matches a barcode exactly and lists an exact SKU match before products that only contain it', async () => {
    const category = await admin.products.category();
    const barcode = digits();
    const exact = await admin.products.create(category.id, { sku: `BOX-${suffix}`, name: 'Zeta box', barcode });
    const containing = await admin.products.create(category.id, { sku: `BOX-${suffix}-LID`, name: 'Alpha lid' });
    const byName = (search: string) => admin.list<ProductView>('/api/products', { search, category_id: category.id, sort: 'name' });

    expect((await byName(barcode.slice(0, 8))).data.map((p) => p.id)).toEqual([]);
    expect((await byName(barcode)).data.map((p) => p.id)).toEqual([exact.id]);
    expect((await byName(`box-${suffix}`)).data.map((p) => p.id)).toEqual([exact.id, containing.id]);
    expect((await byName('box')).data.map((p) => p.id)).toEqual([containing.id, exact.id]);
  });

  it('finds a product by its new barcode right after the barcode changes (a cached search is not served stale)', async () => {
    const category = await admin.products.category();
    const [before, after] = [digits(), digits()];
    const created = await admin.products.create(category.id, { barcode: before });
    const search = (code: string) => admin.list<ProductView>('/api/products', { search: code, category_id: category.id }).then((r: ListA<ProductView>) => r.data.map((p) => p.id));
    expect(await search(after)).toEqual([]);
    expect(await search(before)).toEqual([created.id]);
    const put = await admin.send('PUT', `/api/products/${created.id}`, { barcode: after });
    expect(put.statusCode).toBe(200);
    expect(await search(after)).toEqual([created.id]);
    expect(await search(before)).toEqual([]);
  });
});
