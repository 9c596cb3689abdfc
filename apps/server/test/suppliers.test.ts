/**
 * Suppliers (decision 0004): GET/POST /api/suppliers and GET/PUT /api/suppliers/{id}. Fields, defaults
 * (payment terms 30 days, currency USD), validation, unique codes (409 DUPLICATE_ERROR), audit
 * fields, and the paginated, searchable list in both forms.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, tag } from './support/inventory.js';
import { ADDRESS, orderClient, supplierBody, validation, type OrderClient, type SupplierView } from './support/orders.js';

const t = await setupTestApp();

let manager: OrderClient;
let admin: OrderClient;
let managerId: string;
let adminId: string;

beforeAll(async () => {
  manager = orderClient(t, await t.login('manager'));
  admin = orderClient(t, await t.login('admin'));
  [managerId, adminId] = [await manager.me(), await admin.me()];
});

const DUPLICATE = { success: false, error: { code: 'DUPLICATE_ERROR', message: 'Record already exists' } };
const CODE_FORMAT = 'Supplier code must contain only uppercase letters, numbers, and hyphens';

describe('POST /api/suppliers', () => {
  it('returns 201 with the supplier, its defaults (30 days, USD, active) and audit fields', async () => {
    const body = supplierBody({ phone: '+31 10 123 4567' });
    const res = await manager.postSupplier(body);
    const parsed = expectStatus<{ success: true; data: SupplierView; message: string }>(res, 201);
    expect(parsed.success).toBe(true);
    expect(parsed.message).toBe('Supplier created successfully');
    expect(parsed.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: body.code,
      name: body.name,
      email: body.email,
      phone: '+31 10 123 4567',
      contactName: null,
      address: null,
      paymentTermsDays: 30,
      currency: 'USD',
      leadTimeDays: null,
      isActive: true,
      notes: null,
      createdBy: managerId,
      updatedBy: managerId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(parsed.data.createdAt).toISOString()).toBe(parsed.data.createdAt);
  });

  it('stores every optional field as sent', async () => {
    const body = supplierBody({
      contactName: 'Anna de Vries',
      address: ADDRESS,
      paymentTermsDays: 60,
      currency: 'EUR',
      leadTimeDays: 14,
      isActive: false,
      notes: 'Ships on pallets only',
    });
    const created = expectStatus<{ data: SupplierView }>(await manager.postSupplier(body), 201).data;
    expect(created).toMatchObject({ ...body, address: ADDRESS });
    expect(expectStatus<{ data: SupplierView }>(await manager.getSupplier(created.id), 200).data).toEqual(created);
  });

  it('accepts the boundaries: 0 and 365 payment-term days, a 200-character name, a 50-character code', async () => {
    const low = expectStatus<{ data: SupplierView }>(await manager.postSupplier(supplierBody({ paymentTermsDays: 0 })), 201).data;
    expect(low.paymentTermsDays).toBe(0);
    const code = `B-${tag()}`.padEnd(50, '7');
    const high = expectStatus<{ data: SupplierView }>(
      await manager.postSupplier(supplierBody({ code, name: 'n'.repeat(200), paymentTermsDays: 365 })),
      201,
    ).data;
    expect(high).toMatchObject({ code, name: 'n'.repeat(200), paymentTermsDays: 365 });
  });

  const cases: { title: string; override: Record<string, unknown>; omit?: string; field: string; message: string }[] = [
    { title: 'code is missing', override: {}, omit: 'code', field: 'code', message: 'Supplier code is required' },
    { title: 'code is empty', override: { code: '' }, field: 'code', message: 'Supplier code is required' },
    { title: 'code has lowercase letters', override: { code: 'sup-1' }, field: 'code', message: CODE_FORMAT },
    { title: 'code has a space', override: { code: 'SUP 1' }, field: 'code', message: CODE_FORMAT },
    { title: 'code has an underscore', override: { code: 'SUP_1' }, field: 'code', message: CODE_FORMAT },
    { title: 'code has 51 characters', override: { code: 'S'.repeat(51) }, field: 'code', message: 'Supplier code is too long' },
    { title: 'name is missing', override: {}, omit: 'name', field: 'name', message: 'Supplier name is required' },
    { title: 'name is empty', override: { name: '' }, field: 'name', message: 'Supplier name is required' },
    { title: 'name has 201 characters', override: { name: 'n'.repeat(201) }, field: 'name', message: 'Supplier name is too long' },
    { title: 'email is not an e-mail address', override: { email: 'not-an-email' }, field: 'email', message: 'Invalid email address' },
    { title: 'email lacks a domain', override: { email: 'orders@' }, field: 'email', message: 'Invalid email address' },
    { title: 'paymentTermsDays is negative', override: { paymentTermsDays: -1 }, field: 'paymentTermsDays', message: 'Payment terms must not be negative' },
    { title: 'paymentTermsDays is 366', override: { paymentTermsDays: 366 }, field: 'paymentTermsDays', message: 'Payment terms must be at most 365 days' },
    { title: 'paymentTermsDays is fractional', override: { paymentTermsDays: 1.5 }, field: 'paymentTermsDays', message: 'Payment terms must be whole days' },
    { title: 'currency is lowercase', override: { currency: 'usd' }, field: 'currency', message: 'Currency must be an ISO 4217 code' },
    { title: 'currency is not an ISO 4217 code', override: { currency: 'XYZ' }, field: 'currency', message: 'Currency must be an ISO 4217 code' },
    { title: 'currency has four letters', override: { currency: 'EURO' }, field: 'currency', message: 'Currency must be an ISO 4217 code' },
    // JSON types are kept (the REST edge would otherwise coerce "30" to 30, null to 0 and "false" to true).
    { title: 'paymentTermsDays is the string "30"', override: { paymentTermsDays: '30' }, field: 'paymentTermsDays', message: 'Payment terms must be whole days' },
    { title: 'paymentTermsDays is null', override: { paymentTermsDays: null }, field: 'paymentTermsDays', message: 'Payment terms must be whole days' },
    { title: 'leadTimeDays is an empty string', override: { leadTimeDays: '' }, field: 'leadTimeDays', message: 'Lead time must be whole days' },
    { title: 'isActive is the string "false"', override: { isActive: 'false' }, field: 'isActive', message: 'isActive must be a boolean' },
    { title: 'isActive is 0', override: { isActive: 0 }, field: 'isActive', message: 'isActive must be a boolean' },
    { title: 'leadTimeDays is negative', override: { leadTimeDays: -2 }, field: 'leadTimeDays', message: 'Lead time must not be negative' },
    { title: 'address has an unknown country', override: { address: { ...ADDRESS, country: 'XX' } }, field: 'address.country', message: 'Country must be an ISO 3166-1 alpha-2 code' },
  ];

  it.each(cases)('returns 400 "$message" when $title', async ({ override, omit, field, message }) => {
    const body = supplierBody(override);
    if (omit) delete body[omit];
    const res = await manager.postSupplier(body);
    expect(expectStatus(res, 400)).toEqual(validation({ [field]: [message] }));
  });

  it('reports every failing field in details and creates nothing', async () => {
    const code = `BAD-${tag()}`;
    const res = await manager.postSupplier(supplierBody({ code, email: 'nope', paymentTermsDays: 400 }));
    expect(expectStatus(res, 400)).toEqual(
      validation({ email: ['Invalid email address'], paymentTermsDays: ['Payment terms must be at most 365 days'] }),
    );
    expect((await manager.list<SupplierView>('/api/suppliers', { search: code })).meta.total).toBe(0);
  });

  it('returns 409 DUPLICATE_ERROR "Record already exists" for a taken code and keeps the first supplier', async () => {
    const first = await manager.supplier();
    const res = await admin.postSupplier(supplierBody({ code: first.code, name: 'Someone else' }));
    expect(expectStatus(res, 409)).toEqual(DUPLICATE);
    const listed = await manager.list<SupplierView>('/api/suppliers', { search: first.code });
    expect(listed.data).toEqual([first]);
  });
});

describe('GET /api/suppliers/{id}', () => {
  it('returns the supplier', async () => {
    const created = await manager.supplier({ contactName: 'Piet' });
    expect(expectStatus(await manager.getSupplier(created.id), 200)).toEqual({ success: true, data: created });
  });

  it('returns 404 "Supplier not found" for an unknown id and 404 for a malformed one', async () => {
    expect(expectStatus(await manager.getSupplier(randomUUID()), 404)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Supplier not found' },
    });
    expect(expectStatus<{ error: { code: string } }>(await manager.getSupplier('not-a-uuid'), 404).error.code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/suppliers/{id}', () => {
  it('changes only the sent fields and stamps updatedBy with the caller', async () => {
    const created = await manager.supplier({ paymentTermsDays: 45, currency: 'GBP', notes: 'Keep me' });
    const res = await admin.putSupplier(created.id, { name: 'Renamed Supplier', leadTimeDays: 5 });
    const parsed = expectStatus<{ data: SupplierView; message: string }>(res, 200);
    expect(parsed.message).toBe('Supplier updated successfully');
    expect(parsed.data).toEqual({
      ...created,
      name: 'Renamed Supplier',
      leadTimeDays: 5,
      updatedBy: adminId,
      updatedAt: expect.any(String),
    });
    expect(parsed.data.createdBy).toBe(managerId);
    expect(Date.parse(parsed.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(expectStatus<{ data: SupplierView }>(await manager.getSupplier(created.id), 200).data).toEqual(parsed.data);
  });

  it('deactivates and reactivates a supplier, and clears nullable fields with null', async () => {
    const created = await manager.supplier({ phone: '123', notes: 'n' });
    const off = expectStatus<{ data: SupplierView }>(await manager.putSupplier(created.id, { isActive: false, phone: null, notes: null }), 200).data;
    expect(off).toMatchObject({ isActive: false, phone: null, notes: null });
    const on = expectStatus<{ data: SupplierView }>(await manager.putSupplier(created.id, { isActive: true }), 200).data;
    expect(on.isActive).toBe(true);
  });

  it('returns 400 for isActive "false" (a string) and leaves an inactive supplier inactive', async () => {
    const created = await manager.supplier({ isActive: false });
    expect(expectStatus(await manager.putSupplier(created.id, { isActive: 'false' }), 400)).toEqual(validation({ isActive: ['isActive must be a boolean'] }));
    expect(expectStatus(await manager.putSupplier(created.id, { paymentTermsDays: null }), 400)).toEqual(
      validation({ paymentTermsDays: ['Payment terms must be whole days'] }),
    );
    expect(expectStatus<{ data: SupplierView }>(await manager.getSupplier(created.id), 200).data).toEqual(created);
  });

  it('returns 409 DUPLICATE_ERROR when the new code is taken, and changes nothing', async () => {
    const [a, b] = [await manager.supplier(), await manager.supplier()];
    expect(expectStatus(await manager.putSupplier(b.id, { code: a.code, name: 'Clash' }), 409)).toEqual(DUPLICATE);
    expect(expectStatus<{ data: SupplierView }>(await manager.getSupplier(b.id), 200).data).toEqual(b);
  });

  it('returns 400 with details.email for an invalid e-mail, and changes nothing', async () => {
    const created = await manager.supplier();
    expect(expectStatus(await manager.putSupplier(created.id, { email: 'bad@' }), 400)).toEqual(validation({ email: ['Invalid email address'] }));
    expect(expectStatus<{ data: SupplierView }>(await manager.getSupplier(created.id), 200).data).toEqual(created);
  });

  it('returns 400 for an invalid code, payment terms or currency', async () => {
    const created = await manager.supplier();
    expect(expectStatus(await manager.putSupplier(created.id, { code: 'lower' }), 400)).toEqual(validation({ code: [CODE_FORMAT] }));
    expect(expectStatus(await manager.putSupplier(created.id, { paymentTermsDays: 366 }), 400)).toEqual(
      validation({ paymentTermsDays: ['Payment terms must be at most 365 days'] }),
    );
    expect(expectStatus(await manager.putSupplier(created.id, { currency: 'ABC' }), 400)).toEqual(validation({ currency: ['Currency must be an ISO 4217 code'] }));
  });

  it('returns 404 "Supplier not found" for an unknown id', async () => {
    expect(expectStatus(await manager.putSupplier(randomUUID(), { name: 'Ghost' }), 404)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Supplier not found' },
    });
  });
});

describe('GET /api/suppliers', () => {
  /** Three suppliers sharing a fresh marker in their names, created out of name order. */
  async function trio() {
    const marker = tag();
    const c = await manager.supplier({ name: `Gamma ${marker}` });
    const a = await manager.supplier({ name: `Alpha ${marker}` });
    const b = await manager.supplier({ name: `Beta ${marker}`, isActive: false });
    return { marker, a, b, c };
  }

  it('lists by name in form A with exact paging metadata', async () => {
    const { marker, a, b, c } = await trio();
    const page1 = await manager.list<SupplierView>('/api/suppliers', { search: marker, limit: 2 });
    expect(page1.data.map((s) => s.id)).toEqual([a.id, b.id]);
    expect(page1.meta).toEqual({ total: 3, page: 1, limit: 2, hasNext: true, hasPrev: false });
    expect(page1.data[0]).toEqual(a);
    const page2 = await manager.list<SupplierView>('/api/suppliers', { search: marker, limit: 2, page: 2 });
    expect(page2.data.map((s) => s.id)).toEqual([c.id]);
    expect(page2.meta).toEqual({ total: 3, page: 2, limit: 2, hasNext: false, hasPrev: true });
  });

  it('lists in form B with shape=page', async () => {
    const { marker, a, b, c } = await trio();
    const page = await manager.page<SupplierView>('/api/suppliers', { search: marker, limit: 2, page: 2 });
    expect(page.data.items.map((s) => s.id)).toEqual([c.id]);
    expect(page.data.pagination).toEqual({ total: 3, page: 2, limit: 2, hasNext: false, hasPrev: true, totalPages: 2 });
    expect([a.id, b.id]).not.toContain(page.data.items[0]!.id);
  });

  it('searches name, code and e-mail case-insensitively', async () => {
    const marker = tag();
    const byName = await manager.supplier({ name: `Acme Bolts ${marker}` });
    const byCode = await manager.supplier({ code: `CODE-${marker}` });
    const byEmail = await manager.supplier({ email: `buyer.${marker.toLowerCase()}@mail.example` });
    const ids = async (search: string) => (await manager.list<SupplierView>('/api/suppliers', { search })).data.map((s) => s.id).sort();
    expect(await ids(`acme bolts ${marker.toLowerCase()}`)).toEqual([byName.id]);
    expect(await ids(`code-${marker.toLowerCase()}`)).toEqual([byCode.id]);
    expect(await ids(`BUYER.${marker}`)).toEqual([byEmail.id]);
    expect(await ids(marker)).toEqual([byName.id, byCode.id, byEmail.id].sort());
  });

  it('treats % and _ in search literally', async () => {
    const marker = tag();
    await manager.supplier({ name: `Percent ${marker}` });
    expect((await manager.list<SupplierView>('/api/suppliers', { search: `%${marker}` })).meta.total).toBe(0);
    expect((await manager.list<SupplierView>('/api/suppliers', { search: `Percent_${marker}` })).meta.total).toBe(0);
  });

  it('filters by isActive', async () => {
    const { marker, a, b, c } = await trio();
    const active = await manager.list<SupplierView>('/api/suppliers', { search: marker, isActive: 'true' });
    expect(active.data.map((s) => s.id)).toEqual([a.id, c.id]);
    const inactive = await manager.list<SupplierView>('/api/suppliers', { search: marker, isActive: 'false' });
    expect(inactive.data.map((s) => s.id)).toEqual([b.id]);
  });

  it('returns 400 for a page below 1 and an isActive that is not a boolean', async () => {
    expect(expectStatus(await manager.get('/api/suppliers', { page: 0 }), 400)).toEqual(validation({ page: ['Page must be at least 1'] }));
    expect(expectStatus(await manager.get('/api/suppliers', { isActive: 'yes' }), 400)).toEqual(validation({ isActive: ['isActive must be true or false'] }));
  });
});
