/**
 * Units of measure and packaging units (decision 0021): GET/PUT /api/products/{id}/units, the
 * rules of a pack list, and the base unit fixed once the product has stock movements.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, stockClient } from './support/inventory.js';
import { orderClient } from './support/orders.js';

const t = await setupTestApp();
const admin = stockClient(t, await t.login('admin'));
const viewer = stockClient(t, await t.login('viewer'));
const staff = stockClient(t, await t.login('staff'));
const buyer = orderClient(t, await t.login('admin'));

interface Units {
  productId: string;
  baseUnit: string;
  units: { name: string; quantity: number; contains: string; baseQuantity: number; barcode: string | null; weight: number | null; dimensions: { length: number; width: number; height: number } | null }[];
}

const unitsOf = async (id: string) => expectStatus<{ data: Units }>(await admin.send('GET', `/api/products/${id}/units`), 200).data;
const setUnits = (id: string, units: unknown[]) => admin.send('PUT', `/api/products/${id}/units`, { units });

describe('packaging units', () => {
  it('nests a pallet of 40 cases of 12, innermost first, with the GTIN as 14 digits, weight and size', async () => {
    const product = await admin.product();
    expect(await unitsOf(product.id)).toEqual({ productId: product.id, baseUnit: 'piece', units: [] });
    const set = expectStatus<{ data: Units }>(
      await setUnits(product.id, [
        { name: 'pallet', quantity: 40, contains: 'Case' },
        { name: 'Case', quantity: 12, barcode: '9501101530003', weight: 6.25, dimensions: { length: 40, width: 30, height: 25.5 } },
      ].reverse()),
      200,
    ).data;
    const expected = {
      productId: product.id,
      baseUnit: 'piece',
      units: [
        { name: 'Case', quantity: 12, contains: 'piece', baseQuantity: 12, barcode: '09501101530003', weight: 6.25, dimensions: { length: 40, width: 30, height: 25.5 } },
        { name: 'pallet', quantity: 40, contains: 'Case', baseQuantity: 480, barcode: null, weight: null, dimensions: null },
      ],
    };
    expect(set).toEqual(expected);
    expect(await unitsOf(product.id)).toEqual(expected);
    expect(expectStatus<{ data: Units }>(await setUnits(product.id, []), 200).data.units).toEqual([]);
  });

  it('refuses, by field, a repeated name, a measure as a name, an unknown or later container, a pack of one unit and a bad check digit', async () => {
    const product = await admin.product();
    const res = await setUnits(product.id, [
      { name: 'case', quantity: 12 },
      { name: 'CASE', quantity: 6 },
      { name: 'kg', quantity: 5 },
      { name: 'layer', quantity: 4, contains: 'pallet' },
      { name: 'pallet', quantity: 10, contains: 'case' },
      { name: 'single', quantity: 1 },
      { name: 'inner', quantity: 3, barcode: '9501101530004' },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid product data',
      details: {
        'units.1.name': ['Unit CASE is listed twice'],
        'units.2.name': ['kg is a unit of measure, not a pack'],
        'units.3.contains': ['Unit pallet is neither the base unit nor a unit listed before'],
        'units.5.quantity': ['A pack holds at least 2 base units'],
        'units.6.barcode': ['Barcode must end with its GTIN check digit'],
      },
    });
    const tooBig = await setUnits(product.id, [{ name: 'case', quantity: 100_000 }, { name: 'pallet', quantity: 1001, contains: 'case' }]);
    expect(tooBig.json().error.details).toEqual({ 'units.1.quantity': ['A pack holds at most 100,000,000 base units'] });
    expect((await unitsOf(product.id)).units).toEqual([]);
  });

  it('gives one GTIN to one pack: another product\'s pack with it is a 409, nothing written', async () => {
    const [first, second] = [await admin.product(), await admin.product()];
    expectStatus(await setUnits(first.id, [{ name: 'case', quantity: 12, barcode: '09501101530010' }]), 200);
    const res = await setUnits(second.id, [{ name: 'box', quantity: 6, barcode: '9501101530010' }]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
    expect((await unitsOf(second.id)).units).toEqual([]);
  });

  it('answers 404 for an unknown product, and 403 to a viewer, who reads no products', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await admin.send('GET', `/api/products/${missing}/units`)).statusCode).toBe(404);
    expect((await setUnits(missing, [])).statusCode).toBe(404);
    const product = await admin.product();
    expect((await viewer.send('PUT', `/api/products/${product.id}/units`, { units: [] })).statusCode).toBe(403);
    expect((await viewer.send('GET', `/api/products/${product.id}/units`)).statusCode).toBe(403);
    expect((await staff.send('GET', `/api/products/${product.id}/units`)).statusCode).toBe(200);
  });
});

describe('the base unit', () => {
  it('changes freely before the first stock movement and is a 409 after it', async () => {
    const product = await admin.product({ unitOfMeasure: 'kg' });
    const url = `/api/products/${product.id}`;
    expect(expectStatus<{ data: { unitOfMeasure: string } }>(await admin.send('PUT', url, { unitOfMeasure: 'g' }), 200).data.unitOfMeasure).toBe('g');
    const warehouse = await admin.warehouse();
    await admin.receive(product.id, warehouse.id, 500);
    const refused = await admin.send('PUT', url, { unitOfMeasure: 'kg' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'CONFLICT', message: 'Unit of measure cannot change once the product has stock movements or order lines' });
    expect(expectStatus<{ data: { unitOfMeasure: string; name: string } }>(await admin.send('PUT', url, { unitOfMeasure: 'g', name: 'Flour' }), 200).data).toMatchObject({ unitOfMeasure: 'g', name: 'Flour' });
  });
});

describe("a supplier's pack", () => {
  it('names a packaging unit, gives the pack price and minimum in packs, and rounds reorder suggestions and their purchase orders up to whole packs', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product({ minStockLevel: 10, maxStockLevel: 30 });
    expectStatus(await setUnits(product.id, [{ name: 'Case', quantity: 12 }, { name: 'pallet', quantity: 40, contains: 'case' }]), 200);
    await admin.receive(product.id, warehouse.id, 5);
    const supplier = await buyer.supplier();
    const url = `/api/suppliers/${supplier.id}/products`;
    const refused = await admin.send('POST', url, { productId: product.id, unitCost: 0.85, pack: 'crate', isPreferred: true });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.details).toEqual({ pack: ['crate is not a packaging unit of this product'] });
    const offer = expectStatus<{ data: { pack: unknown; minimumOrderQuantity: number } }>(
      await admin.send('POST', url, { productId: product.id, unitCost: 0.8333, minimumOrderQuantity: 13, pack: 'case', isPreferred: true }),
      201,
    ).data;
    expect(offer).toMatchObject({ minimumOrderQuantity: 13, pack: { unit: 'Case', quantity: 12, price: 9.9996, minimumOrderPacks: 2 } });

    // 5 available, refill to 30: 25, rounded up to 3 cases.
    const suggestion = async () =>
      expectStatus<{ data: { productId: string; suggestedQuantity: number; supplier: { pack: unknown } }[] }>(await admin.send('GET', `/api/inventory/reorder-suggestions?warehouseId=${warehouse.id}`), 200).data.find((s) => s.productId === product.id)!;
    expect(await suggestion()).toMatchObject({ suggestedQuantity: 36, supplier: { pack: { unit: 'Case', quantity: 12 } } });
    const drafted = expectStatus<{ data: { purchaseOrders: { items: { productId: string; quantity: number; unit: string | null; unitQuantity: number | null }[] }[] } }>(
      await admin.send('POST', '/api/orders/purchase-orders/from-suggestions', { warehouseId: warehouse.id, productIds: [product.id] }),
      201,
    ).data;
    expect(drafted.purchaseOrders.map((po) => po.items.map((item) => [item.productId, item.quantity, item.unit, item.unitQuantity]))).toEqual([[[product.id, 36, 'Case', 3]]]);

    // The pack cleared: single units, the plain refill.
    const cleared = expectStatus<{ data: { pack: unknown } }>(await admin.send('PUT', `${url}/${product.id}`, { pack: null }), 200).data;
    expect(cleared.pack).toBeNull();
  });
});
