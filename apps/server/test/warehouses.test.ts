/**
 * Warehouses (decision 0003): POST/GET/PUT /api/warehouse, the list in both forms with search and
 * isActive, validation of code, name and address, duplicate codes, stock totals of the detail and
 * the rule that a warehouse holding stock cannot be deactivated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import {
  expectStatus,
  stockClient,
  tag,
  warehouseBody,
  type ErrorEnvelope,
  type StockClient,
  type WarehouseDetailView,
  type WarehouseView,
} from './support/inventory.js';
import { ledgerMismatches } from './support/ledger.js';

const t = await setupTestApp();

let admin: StockClient;
let adminId: string;

beforeAll(async () => {
  admin = stockClient(t, await t.login('admin'));
  adminId = await admin.me();
});

const validation = (details: Record<string, string[]>) => ({
  success: false,
  error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details, field: Object.keys(details)[0] },
});

describe('POST /api/warehouse', () => {
  it('returns 201 with the created warehouse, active by default, stamped with the caller', async () => {
    const body = warehouseBody({
      address: { line1: '1 Dock Road', line2: 'Gate 4', city: 'Hamburg', region: 'HH', postalCode: '20457', country: 'DE' },
    });
    const res = await admin.postWarehouse(body);
    const created = expectStatus<{ success: true; data: WarehouseView; message: string }>(res, 201);
    expect(created.success).toBe(true);
    expect(created.message).toBe('Warehouse created successfully');
    expect(created.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: body.code,
      name: body.name,
      address: body.address,
      isActive: true,
      receivingSteps: 1,
      createdBy: adminId,
      updatedBy: adminId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(Date.parse(created.data.createdAt)).not.toBeNaN();

    const read = expectStatus<{ data: WarehouseDetailView }>(await admin.getWarehouse(created.data.id), 200).data;
    expect(read).toMatchObject({ id: created.data.id, code: body.code, name: body.name, address: body.address, isActive: true });
  });

  it('creates an inactive warehouse when isActive is false', async () => {
    const created = await admin.warehouse({ isActive: false });
    expect(created.isActive).toBe(false);
  });

  it('accepts the boundaries: a 20-character code and a 100-character name', async () => {
    const code = `B${tag()}`.padEnd(20, '0');
    const created = await admin.warehouse({ code, name: 'n'.repeat(100) });
    expect(created.code).toBe(code);
    expect(created.name).toBe('n'.repeat(100));
  });

  it('returns 409 DUPLICATE_ERROR "Record already exists" for a code already taken, and creates nothing', async () => {
    const first = await admin.warehouse();
    const res = await admin.postWarehouse(warehouseBody({ code: first.code, name: 'Second' }));
    expect(expectStatus(res, 409)).toEqual({ success: false, error: { code: 'DUPLICATE_ERROR', message: 'Record already exists' } });
    const list = await admin.list<WarehouseView>('/api/warehouse', { search: first.code });
    expect(list.data.map((w) => w.id)).toEqual([first.id]);
  });

  const address = { line1: '1 Dock Road', city: 'Hamburg', country: 'DE' };
  const cases: { title: string; override: Record<string, unknown>; omit?: string; details: Record<string, string[]> }[] = [
    { title: 'code is missing', override: {}, omit: 'code', details: { code: ['Warehouse code is required'] } },
    { title: 'code is empty', override: { code: '' }, details: { code: ['Warehouse code is required'] } },
    { title: 'code has 21 characters', override: { code: 'C'.repeat(21) }, details: { code: ['Warehouse code is too long'] } },
    {
      title: 'code has lowercase letters',
      override: { code: 'wh-1' },
      details: { code: ['Warehouse code must contain only uppercase letters, numbers, and hyphens'] },
    },
    {
      title: 'code has an underscore',
      override: { code: 'WH_1' },
      details: { code: ['Warehouse code must contain only uppercase letters, numbers, and hyphens'] },
    },
    { title: 'code is a number', override: { code: 12 }, details: { code: ['Warehouse code must be a string'] } },
    { title: 'name is missing', override: {}, omit: 'name', details: { name: ['Warehouse name is required'] } },
    { title: 'name is empty', override: { name: '' }, details: { name: ['Warehouse name is required'] } },
    { title: 'name has 101 characters', override: { name: 'n'.repeat(101) }, details: { name: ['Warehouse name is too long'] } },
    { title: 'address.line1 is missing', override: { address: { city: 'Hamburg', country: 'DE' } }, details: { 'address.line1': ['Address line 1 is required'] } },
    { title: 'address.city is empty', override: { address: { ...address, city: '' } }, details: { 'address.city': ['City is required'] } },
    {
      title: 'address.country is not an assigned code',
      override: { address: { ...address, country: 'XX' } },
      details: { 'address.country': ['Country must be an ISO 3166-1 alpha-2 code'] },
    },
    {
      title: 'address.country is lowercase',
      override: { address: { ...address, country: 'de' } },
      details: { 'address.country': ['Country must be an ISO 3166-1 alpha-2 code'] },
    },
    {
      title: 'address.country is alpha-3',
      override: { address: { ...address, country: 'DEU' } },
      details: { 'address.country': ['Country must be an ISO 3166-1 alpha-2 code'] },
    },
    { title: 'address.country is missing', override: { address: { line1: 'x', city: 'y' } }, details: { 'address.country': ['Country is required'] } },
    {
      title: 'address.country is UK (reserved; the assigned code is GB)',
      override: { address: { ...address, country: 'UK' } },
      details: { 'address.country': ['Country must be an ISO 3166-1 alpha-2 code'] },
    },
    {
      title: 'address.country is ZZ (Unknown Region, not assigned)',
      override: { address: { ...address, country: 'ZZ' } },
      details: { 'address.country': ['Country must be an ISO 3166-1 alpha-2 code'] },
    },
    { title: 'name contains a NUL character', override: { name: 'North\u0000' }, details: { name: ['Text must not contain NUL characters'] } },
    {
      title: 'address.line1 contains a NUL character',
      override: { address: { ...address, line1: 'Dock\u0000' } },
      details: { 'address.line1': ['Text must not contain NUL characters'] },
    },
    { title: 'isActive is the string "false"', override: { isActive: 'false' }, details: { isActive: ['isActive must be a boolean'] } },
  ];

  it.each(cases)('returns 400 VALIDATION_ERROR when $title', async ({ override, omit, details }) => {
    const body = warehouseBody(override);
    if (omit) delete body[omit];
    const res = await admin.postWarehouse(body);
    expect(expectStatus(res, 400)).toEqual(validation(details));
    if (typeof body.code === 'string' && body.code) {
      const list = await admin.list<WarehouseView>('/api/warehouse', { search: body.code });
      expect(list.data.filter((w) => w.code === body.code)).toEqual([]);
    }
  });

  it.each(['GB', 'US', 'JP', 'BR', 'ZA'])('accepts the assigned country code %s', async (country) => {
    const created = await admin.warehouse({ address: { line1: '1 Main Street', city: 'Capital', country } });
    expect(created.address.country).toBe(country);
  });

  it('returns 400 when the address is missing', async () => {
    const body = warehouseBody();
    delete body.address;
    const res = await admin.postWarehouse(body);
    const error = expectStatus<ErrorEnvelope>(res, 400).error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.field).toBe('address');
  });
});

describe('GET /api/warehouse', () => {
  /** Three warehouses whose names share a fresh tag; the second is inactive. Codes sort A < B < C. */
  async function trio() {
    const label = tag();
    const a = await admin.warehouse({ code: `A-${label}`, name: `Trio ${label} north` });
    const b = await admin.warehouse({ code: `B-${label}`, name: `Trio ${label} east`, isActive: false });
    const c = await admin.warehouse({ code: `C-${label}`, name: `Trio ${label} south` });
    return { label, a, b, c };
  }

  it('lists in form A by default: data[] ordered by code and meta {total,page,limit,hasNext,hasPrev}', async () => {
    const { label, a, b, c } = await trio();
    const list = await admin.list<WarehouseView>('/api/warehouse', { search: label });
    expect(list.success).toBe(true);
    expect(list.data.map((w) => w.id)).toEqual([a.id, b.id, c.id]);
    expect(list.meta).toEqual({ total: 3, page: 1, limit: 20, hasNext: false, hasPrev: false });
    expect(list.data[0]).toEqual(a);
  });

  it('lists in form B with shape=page: data {items, pagination} including totalPages', async () => {
    const { label, a, b, c } = await trio();
    const page = await admin.page<WarehouseView>('/api/warehouse', { search: label, limit: 2 });
    expect(page.data.items.map((w) => w.id)).toEqual([a.id, b.id]);
    expect(page.data.pagination).toEqual({ total: 3, page: 1, limit: 2, hasNext: true, hasPrev: false, totalPages: 2 });
    const second = await admin.page<WarehouseView>('/api/warehouse', { search: label, limit: 2, page: 2 });
    expect(second.data.items.map((w) => w.id)).toEqual([c.id]);
    expect(second.data.pagination).toEqual({ total: 3, page: 2, limit: 2, hasNext: false, hasPrev: true, totalPages: 2 });
  });

  it('pages form A with hasNext and hasPrev', async () => {
    const { label, b } = await trio();
    const list = await admin.list<WarehouseView>('/api/warehouse', { search: label, limit: 1, page: 2 });
    expect(list.data.map((w) => w.id)).toEqual([b.id]);
    expect(list.meta).toEqual({ total: 3, page: 2, limit: 1, hasNext: true, hasPrev: true });
  });

  it('searches code and name case-insensitively', async () => {
    const { label, a, b, c } = await trio();
    const byName = await admin.list<WarehouseView>('/api/warehouse', { search: `trio ${label.toLowerCase()} SOUTH` });
    expect(byName.data.map((w) => w.id)).toEqual([c.id]);
    const byCode = await admin.list<WarehouseView>('/api/warehouse', { search: `b-${label.toLowerCase()}` });
    expect(byCode.data.map((w) => w.id)).toEqual([b.id]);
    const none = await admin.list<WarehouseView>('/api/warehouse', { search: `${label}-nothing` });
    expect(none.data).toEqual([]);
    expect(none.meta.total).toBe(0);
    expect(a.id).not.toBe(c.id);
  });

  it('treats % and _ in search as literal characters', async () => {
    const { label } = await trio();
    const list = await admin.list<WarehouseView>('/api/warehouse', { search: `Trio_${label}` });
    expect(list.meta.total).toBe(0);
  });

  it('filters by isActive', async () => {
    const { label, a, b, c } = await trio();
    const active = await admin.list<WarehouseView>('/api/warehouse', { search: label, isActive: true });
    expect(active.data.map((w) => w.id)).toEqual([a.id, c.id]);
    expect(active.meta.total).toBe(2);
    const inactive = await admin.list<WarehouseView>('/api/warehouse', { search: label, isActive: false });
    expect(inactive.data.map((w) => w.id)).toEqual([b.id]);
    expect(inactive.meta.total).toBe(1);
  });

  it('returns 400 for an isActive that is not true or false, page 0, and a search with a NUL character', async () => {
    expect(expectStatus(await admin.get('/api/warehouse', { isActive: 'maybe' }), 400)).toEqual(
      validation({ isActive: ['isActive must be true or false'] }),
    );
    expect(expectStatus(await admin.get('/api/warehouse', { page: 0 }), 400)).toEqual(validation({ page: ['Page must be at least 1'] }));
    expect(expectStatus(await admin.get('/api/warehouse', { search: 'A\u0000' }), 400)).toEqual(validation({ search: ['Text must not contain NUL characters'] }));
  });
});

describe('GET /api/warehouse/{id}', () => {
  it('returns the warehouse with stock totals: distinct products on hand, units, value at cost', async () => {
    const warehouse = await admin.warehouse();
    const p1 = await admin.product({ costPrice: 2.5, sellingPrice: 4 });
    const p2 = await admin.product({ costPrice: 1.1, sellingPrice: 2 });
    const p3 = await admin.product({ costPrice: 7.25, sellingPrice: 9 });
    await admin.receive(p1.id, warehouse.id, 4);
    await admin.receive(p2.id, warehouse.id, 3);
    // p3 passes through and leaves nothing on hand: it counts for neither products nor units.
    await admin.receive(p3.id, warehouse.id, 5);
    await admin.issue(p3.id, warehouse.id, 5);
    // Stock elsewhere does not count.
    const other = await admin.warehouse();
    await admin.receive(p1.id, other.id, 50);

    const detail = expectStatus<{ success: true; data: WarehouseDetailView }>(await admin.getWarehouse(warehouse.id), 200);
    expect(detail.success).toBe(true);
    const cents = 4 * 250 + 3 * 110;
    expect(detail.data.stock).toEqual({ products: 2, unitsOnHand: 7, stockValue: cents / 100 });
    expect(detail.data).toMatchObject({ id: warehouse.id, code: warehouse.code, name: warehouse.name, isActive: true });
  });

  it('returns zero totals for a warehouse that never held stock', async () => {
    const warehouse = await admin.warehouse();
    const detail = expectStatus<{ data: WarehouseDetailView }>(await admin.getWarehouse(warehouse.id), 200);
    expect(detail.data.stock).toEqual({ products: 0, unitsOnHand: 0, stockValue: 0 });
  });

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const res = await admin.getWarehouse('0190a3d2-7f1e-7c3a-9b2d-4e5f6a7b8c9d');
    expect(expectStatus(res, 404)).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Warehouse not found' } });
  });

  it('returns 404 NOT_FOUND for an id that is not a UUID', async () => {
    const res = await admin.getWarehouse('not-a-uuid');
    expect(expectStatus<ErrorEnvelope>(res, 404).error.code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/warehouse/{id}', () => {
  it('updates the given fields, keeps the others and stamps updatedBy with the caller', async () => {
    const creator = admin;
    const warehouse = await creator.warehouse();
    const editor = stockClient(t, await t.login('admin'));
    const editorId = await editor.me();
    const address = { line1: '9 Quay', city: 'Rotterdam', country: 'NL' };
    const res = await editor.putWarehouse(warehouse.id, { name: 'Renamed', address });
    const updated = expectStatus<{ success: true; data: WarehouseDetailView; message: string }>(res, 200);
    expect(updated.message).toBe('Warehouse updated successfully');
    // The warehouse as GET shows it, with its stock totals (decision 0014: a PUT returns what its ETag names).
    expect(updated.data).toEqual({
      ...warehouse,
      name: 'Renamed',
      address,
      updatedBy: editorId,
      updatedAt: expect.any(String),
      stock: { products: 0, unitsOnHand: 0, stockValue: 0 },
    });
    expect(Date.parse(updated.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(warehouse.updatedAt));
    const read = expectStatus<{ data: WarehouseDetailView }>(await admin.getWarehouse(warehouse.id), 200).data;
    expect(read).toMatchObject({ name: 'Renamed', address, code: warehouse.code, createdBy: adminId, updatedBy: editorId });
  });

  it('changes the code to a free one', async () => {
    const warehouse = await admin.warehouse();
    const code = `NEW-${tag()}`;
    const updated = expectStatus<{ data: WarehouseView }>(await admin.putWarehouse(warehouse.id, { code }), 200).data;
    expect(updated.code).toBe(code);
    const list = await admin.list<WarehouseView>('/api/warehouse', { search: code });
    expect(list.data.map((w) => w.id)).toEqual([warehouse.id]);
  });

  it('returns 409 DUPLICATE_ERROR when the new code belongs to another warehouse, and keeps the old code', async () => {
    const first = await admin.warehouse();
    const second = await admin.warehouse();
    const res = await admin.putWarehouse(second.id, { code: first.code });
    expect(expectStatus(res, 409)).toEqual({ success: false, error: { code: 'DUPLICATE_ERROR', message: 'Record already exists' } });
    const read = expectStatus<{ data: WarehouseView }>(await admin.getWarehouse(second.id), 200).data;
    expect(read.code).toBe(second.code);
  });

  it('returns 400 VALIDATION_ERROR for an invalid code or country, and changes nothing', async () => {
    const warehouse = await admin.warehouse();
    const res = await admin.putWarehouse(warehouse.id, { code: 'bad code', address: { line1: 'x', city: 'y', country: 'ZZ' } });
    expect(expectStatus(res, 400)).toEqual(
      validation({
        code: ['Warehouse code must contain only uppercase letters, numbers, and hyphens'],
        'address.country': ['Country must be an ISO 3166-1 alpha-2 code'],
      }),
    );
    const read = expectStatus<{ data: WarehouseView }>(await admin.getWarehouse(warehouse.id), 200).data;
    expect(read).toMatchObject({ code: warehouse.code, address: warehouse.address });
  });

  it('returns 400 for isActive given as the string "false" and leaves the warehouse active', async () => {
    const warehouse = await admin.warehouse();
    const res = await admin.putWarehouse(warehouse.id, { isActive: 'false' });
    expect(expectStatus(res, 400)).toEqual(validation({ isActive: ['isActive must be a boolean'] }));
    const read = expectStatus<{ data: WarehouseView }>(await admin.getWarehouse(warehouse.id), 200).data;
    expect(read.isActive).toBe(true);
  });

  it('returns 404 NOT_FOUND for an unknown id', async () => {
    const res = await admin.putWarehouse('0190a3d2-7f1e-7c3a-9b2d-4e5f6a7b8c9d', { name: 'Ghost' });
    expect(expectStatus(res, 404)).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Warehouse not found' } });
  });

  it('returns 409 CONFLICT when deactivating a warehouse that holds stock, and it stays active', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await admin.receive(product.id, warehouse.id, 3);
    const res = await admin.putWarehouse(warehouse.id, { isActive: false });
    expect(expectStatus(res, 409)).toEqual({ success: false, error: { code: 'CONFLICT', message: 'Warehouse still holds stock' } });
    const read = expectStatus<{ data: WarehouseView }>(await admin.getWarehouse(warehouse.id), 200).data;
    expect(read.isActive).toBe(true);
  });

  it('refuses deactivation together with other changes as a whole: the name is not changed either', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await admin.receive(product.id, warehouse.id, 1);
    const res = await admin.putWarehouse(warehouse.id, { isActive: false, name: 'Should not stick' });
    expect(expectStatus<ErrorEnvelope>(res, 409).error.code).toBe('CONFLICT');
    const read = expectStatus<{ data: WarehouseView }>(await admin.getWarehouse(warehouse.id), 200).data;
    expect(read).toMatchObject({ isActive: true, name: warehouse.name });
  });

  it('deactivates a warehouse once its stock is gone; an inactive warehouse refuses movements; reactivation works', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    await admin.receive(product.id, warehouse.id, 2);
    await admin.issue(product.id, warehouse.id, 2);
    const deactivated = expectStatus<{ data: WarehouseView }>(await admin.putWarehouse(warehouse.id, { isActive: false }), 200).data;
    expect(deactivated.isActive).toBe(false);

    const refused = await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 1, reason: 'Late delivery' });
    expect(expectStatus(refused, 400)).toEqual(validation({ warehouseId: ['Warehouse is inactive'] }));
    expect(await admin.onHand(product.id, warehouse.id)).toBe(0);

    const reactivated = expectStatus<{ data: WarehouseView }>(await admin.putWarehouse(warehouse.id, { isActive: true }), 200).data;
    expect(reactivated.isActive).toBe(true);
    await admin.receive(product.id, warehouse.id, 1);
    expect(await admin.onHand(product.id, warehouse.id)).toBe(1);
  });

  it('deactivates a warehouse that never held stock', async () => {
    const warehouse = await admin.warehouse();
    const updated = expectStatus<{ data: WarehouseView }>(await admin.putWarehouse(warehouse.id, { isActive: false }), 200).data;
    expect(updated.isActive).toBe(false);
  });
});

describe('ledger invariant after the warehouse tests', () => {
  it('leaves every level equal to the sum of its ledger', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
