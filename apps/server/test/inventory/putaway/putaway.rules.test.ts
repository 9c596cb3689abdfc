/**
 * Putaway rules over /api/warehouse/{id}/putaway-rules (decision 0022 point 2): made, listed by
 * priority, read, changed and removed with tasks:manage, read with warehouses:read; every refusal
 * is a 400 naming its field: what a rule matches (a product, a category or a pack, a product's pack
 * one of its own), where it sends units (one location of the warehouse that is not receiving or
 * quarantine, or one zone) and its priority.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, FORBIDDEN } from '../../support/inventory.js';
import { putawayClient, type PutawayRuleView } from '../../support/putaway.js';

const t = await setupTestApp();
const admin = putawayClient(t, await t.login('admin'));
const manager = putawayClient(t, await t.login('manager'));
const staff = putawayClient(t, await t.login('staff'));
const viewer = putawayClient(t, await t.login('viewer'));

/** A product with a case of 12 units. */
async function cased() {
  const product = await admin.product();
  expectStatus(await admin.send('PUT', `/api/products/${product.id}/units`, { units: [{ name: 'Case', quantity: 12 }] }), 200);
  return product;
}

/** Asserts `res` is a 400 whose details are exactly `{[field]: [message]}`. */
function refusedAt(res: { statusCode: number; body: string; json(): unknown }, field: string, message: string) {
  const error = expectStatus<{ error: { code: string; details: Record<string, string[]> } }>(res as never, 400).error;
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.details).toEqual({ [field]: [message] });
}

describe('putaway rules', () => {
  it('are made, listed by priority, read, changed and removed by a manager; staff read them; a viewer does neither', async () => {
    const warehouse = await admin.warehouse();
    const product = await cased();
    const category = await admin.products.category();
    const bin = await admin.bin(warehouse, 'A-01');
    const byProduct = await manager.rule(warehouse, { productId: product.id, locationId: bin.id, priority: 20 });
    expect(byProduct).toMatchObject({
      warehouseId: warehouse.id,
      product: { id: product.id, sku: product.sku, name: product.name },
      category: null,
      unit: null,
      location: bin,
      zone: null,
      priority: 20,
      createdBy: await manager.me(),
    });
    const byCategory = await manager.rule(warehouse, { categoryId: category.id, zone: 'BULK' });
    expect(byCategory).toMatchObject({ product: null, category: { id: category.id, name: category.name }, location: null, zone: 'BULK', priority: 0 });
    // A pack alone, spelt in any case; a product's pack is stored as the product spells it.
    const byUnit = await manager.rule(warehouse, { unit: 'pallet', zone: 'BULK', priority: 10 });
    const byPack = await manager.rule(warehouse, { productId: product.id, unit: 'CASE', locationId: bin.id, priority: 10 });
    expect(byPack.unit).toBe('Case');

    const ids = (rules: PutawayRuleView[]) => rules.map((rule) => rule.id);
    expect(ids(await staff.rules(warehouse))).toEqual([byCategory.id, byUnit.id, byPack.id, byProduct.id]);
    expect(ids(await staff.rules(warehouse, { productId: product.id }))).toEqual([byPack.id, byProduct.id]);
    expect(ids(await staff.rules(warehouse, { categoryId: category.id }))).toEqual([byCategory.id]);
    expect(expectStatus<{ data: PutawayRuleView }>(await staff.send('GET', staff.ruleUrl(warehouse, byPack.id)), 200).data).toEqual(byPack);

    // A change: to a zone (the location cleared) at another priority.
    const changed = expectStatus<{ data: PutawayRuleView }>(await manager.send('PUT', manager.ruleUrl(warehouse, byProduct.id), { locationId: null, zone: 'FAST', priority: 5 }), 200).data;
    expect(changed).toMatchObject({ id: byProduct.id, location: null, zone: 'FAST', priority: 5, product: { id: product.id } });
    expect(ids(await staff.rules(warehouse))).toEqual([byCategory.id, byProduct.id, byUnit.id, byPack.id]);

    const removed = expectStatus<{ data: PutawayRuleView }>(await manager.send('DELETE', manager.ruleUrl(warehouse, byUnit.id)), 200).data;
    expect(removed.id).toBe(byUnit.id);
    expect((await staff.send('GET', staff.ruleUrl(warehouse, byUnit.id))).statusCode).toBe(404);
    expect((await manager.send('DELETE', manager.ruleUrl(warehouse, byUnit.id))).statusCode).toBe(404);
    expect(ids(await staff.rules(warehouse))).toEqual([byCategory.id, byProduct.id, byPack.id]);

    // Writing needs tasks:manage; reading warehouses:read.
    expect((await staff.postRule(warehouse, { productId: product.id, locationId: bin.id })).json()).toEqual(FORBIDDEN);
    expect((await staff.send('PUT', staff.ruleUrl(warehouse, byPack.id), { priority: 1 })).json()).toEqual(FORBIDDEN);
    expect((await staff.send('DELETE', staff.ruleUrl(warehouse, byPack.id))).json()).toEqual(FORBIDDEN);
    expect((await viewer.get(`/api/warehouse/${warehouse.id}/putaway-rules`)).json()).toEqual(FORBIDDEN);
    // Another warehouse's rules are not a bound caller's; an unknown warehouse is 404.
    const elsewhere = putawayClient(t, await t.login('manager', { warehouseId: (await admin.warehouse()).id }));
    expect((await elsewhere.get(`/api/warehouse/${warehouse.id}/putaway-rules`)).statusCode).toBe(403);
    expect((await elsewhere.postRule(warehouse, { productId: product.id, locationId: bin.id })).statusCode).toBe(403);
    expect((await admin.get(`/api/warehouse/${crypto.randomUUID()}/putaway-rules`)).statusCode).toBe(404);
    expect((await admin.send('PUT', admin.ruleUrl(warehouse, crypto.randomUUID()), { priority: 1 })).statusCode).toBe(404);
  });

  it('refuse what a rule matches, where it sends units and its priority with 400 naming the field', async () => {
    const warehouse = await admin.warehouse();
    const product = await cased();
    const category = await admin.products.category();
    const bin = await admin.bin(warehouse, 'A-01');
    const dock = await admin.bin(warehouse, 'DOCK', { type: 'receiving' });
    const hold = await admin.bin(warehouse, 'QA', { type: 'quarantine' });
    const idle = await admin.bin(warehouse, 'OLD');
    expectStatus(await admin.send('PUT', `/api/warehouse/${warehouse.id}/locations/${idle.id}`, { isActive: false }), 200);
    const foreign = await admin.bin(await admin.warehouse(), 'A-01');
    const post = (body: Record<string, unknown>) => manager.postRule(warehouse, body);

    refusedAt(await post({ locationId: bin.id }), 'productId', 'A rule matches a productId, a categoryId or a unit');
    refusedAt(await post({ productId: product.id, categoryId: category.id, locationId: bin.id }), 'categoryId', 'A rule matches a product or a category, not both');
    refusedAt(await post({ productId: product.id }), 'locationId', 'A rule sends units to a locationId or a zone');
    refusedAt(await post({ productId: product.id, locationId: bin.id, zone: 'A' }), 'zone', 'A rule sends units to a location or a zone, not both');
    refusedAt(await post({ productId: crypto.randomUUID(), locationId: bin.id }), 'productId', 'Product not found');
    refusedAt(await post({ categoryId: crypto.randomUUID(), locationId: bin.id }), 'categoryId', 'Category not found');
    refusedAt(await post({ productId: product.id, unit: 'pallet', locationId: bin.id }), 'unit', 'pallet is not a packaging unit of this product');
    refusedAt(await post({ productId: product.id, locationId: foreign.id }), 'locationId', 'Location not found');
    refusedAt(await post({ productId: product.id, locationId: idle.id }), 'locationId', 'Location is inactive');
    refusedAt(await post({ productId: product.id, locationId: dock.id }), 'locationId', 'Units are never put away to a receiving or quarantine location');
    refusedAt(await post({ productId: product.id, locationId: hold.id }), 'locationId', 'Units are never put away to a receiving or quarantine location');
    refusedAt(await post({ productId: product.id, zone: 'cold room' }), 'zone', 'Zone must contain only uppercase letters, numbers, and hyphens');
    refusedAt(await post({ productId: product.id, zone: 'A', priority: 1001 }), 'priority', 'Priority must be between 0 and 1000');
    refusedAt(await post({ productId: product.id, zone: 'A', priority: -1 }), 'priority', 'Priority must be between 0 and 1000');
    refusedAt(await post({ productId: product.id, zone: 'A', priority: 1.5 }), 'priority', 'Priority must be an integer');
    refusedAt(await post({ productId: 'nope', zone: 'A' }), 'productId', 'Invalid product ID');
    refusedAt(await post({ unit: '  ', zone: 'A' }), 'unit', 'Unit must not be empty');
    expect(await manager.rules(warehouse)).toEqual([]);

    // A change is checked as the rule it makes.
    const rule = await manager.rule(warehouse, { productId: product.id, locationId: bin.id, priority: 1000 });
    const put = (body: Record<string, unknown>) => manager.send('PUT', manager.ruleUrl(warehouse, rule.id), body);
    refusedAt(await put({ locationId: null }), 'locationId', 'A rule sends units to a locationId or a zone');
    refusedAt(await put({ zone: 'A' }), 'zone', 'A rule sends units to a location or a zone, not both');
    refusedAt(await put({ productId: null }), 'productId', 'A rule matches a productId, a categoryId or a unit');
    refusedAt(await put({ categoryId: category.id }), 'categoryId', 'A rule matches a product or a category, not both');
    refusedAt(await put({ locationId: dock.id }), 'locationId', 'Units are never put away to a receiving or quarantine location');
    refusedAt(await put({ unit: 'crate' }), 'unit', 'crate is not a packaging unit of this product');
    expect(expectStatus<{ data: PutawayRuleView }>(await put({ productId: null, categoryId: category.id, unit: 'crate' }), 200).data).toMatchObject({ product: null, category: { id: category.id }, unit: 'crate', location: bin, priority: 1000 });
  });
});
