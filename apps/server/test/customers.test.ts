/**
 * Customers (decision 0004): GET/POST /api/customers and GET/PUT /api/customers/{id}. Fields,
 * validation, unique codes (409 DUPLICATE_ERROR), audit fields, and the paginated, searchable list
 * in both forms.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';
import { expectStatus, tag } from './support/inventory.js';
import { ADDRESS, customerBody, orderClient, validation, type CustomerView, type OrderClient } from './support/orders.js';

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
const CODE_FORMAT = 'Customer code must contain only uppercase letters, numbers, and hyphens';
/** A customer with its order terms (decision 0020). */
type CustomerTerms = CustomerView & { shipComplete: boolean; minRemainingShelfLifeDays: number | null };
const BILLING = { line1: '1 Invoice Lane', line2: 'Floor 3', city: 'Antwerp', region: 'Flanders', postalCode: '2000', country: 'BE' };

describe('POST /api/customers', () => {
  it('returns 201 with the customer, active by default, and its audit fields', async () => {
    const body = customerBody();
    const parsed = expectStatus<{ success: true; data: CustomerView; message: string }>(await manager.postCustomer(body), 201);
    expect(parsed.message).toBe('Customer created successfully');
    expect(parsed.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      code: body.code,
      name: body.name,
      email: body.email,
      phone: null,
      billingAddress: null,
      shippingAddress: null,
      isActive: true,
      shipComplete: false,
      minRemainingShelfLifeDays: null,
      notes: null,
      createdBy: managerId,
      updatedBy: managerId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('stores both addresses and every optional field as sent', async () => {
    const body = customerBody({ phone: '+32 3 000 00 00', billingAddress: BILLING, shippingAddress: ADDRESS, isActive: false, notes: 'VIP' });
    const created = expectStatus<{ data: CustomerView }>(await manager.postCustomer(body), 201).data;
    expect(created).toMatchObject({ ...body, billingAddress: BILLING, shippingAddress: ADDRESS });
    expect(expectStatus<{ data: CustomerView }>(await manager.getCustomer(created.id), 200).data).toEqual(created);
  });

  it('stores shipComplete and minRemainingShelfLifeDays as sent (decision 0020)', async () => {
    const body = customerBody({ shipComplete: true, minRemainingShelfLifeDays: 10 });
    const created = expectStatus<{ data: CustomerTerms }>(await manager.postCustomer(body), 201).data;
    expect(created).toMatchObject({ shipComplete: true, minRemainingShelfLifeDays: 10 });
    expect(expectStatus<{ data: CustomerTerms }>(await manager.getCustomer(created.id), 200).data).toEqual(created);
  });

  it('creates a customer without an e-mail', async () => {
    const body = customerBody();
    delete body.email;
    expect(expectStatus<{ data: CustomerView }>(await manager.postCustomer(body), 201).data.email).toBeNull();
  });

  const cases: { title: string; override: Record<string, unknown>; omit?: string; field: string; message: string }[] = [
    { title: 'code is missing', override: {}, omit: 'code', field: 'code', message: 'Customer code is required' },
    { title: 'code is empty', override: { code: '' }, field: 'code', message: 'Customer code is required' },
    { title: 'code has lowercase letters', override: { code: 'cus-1' }, field: 'code', message: CODE_FORMAT },
    { title: 'code has punctuation', override: { code: 'CUS.1' }, field: 'code', message: CODE_FORMAT },
    { title: 'code has 51 characters', override: { code: 'C'.repeat(51) }, field: 'code', message: 'Customer code is too long' },
    { title: 'name is missing', override: {}, omit: 'name', field: 'name', message: 'Customer name is required' },
    { title: 'name is empty', override: { name: '' }, field: 'name', message: 'Customer name is required' },
    { title: 'name has 201 characters', override: { name: 'n'.repeat(201) }, field: 'name', message: 'Customer name is too long' },
    { title: 'email is not an e-mail address', override: { email: 'customer-at-example' }, field: 'email', message: 'Invalid email address' },
    { title: 'isActive is the string "false"', override: { isActive: 'false' }, field: 'isActive', message: 'isActive must be a boolean' },
    { title: 'isActive is null', override: { isActive: null }, field: 'isActive', message: 'isActive must be a boolean' },
    { title: 'shipComplete is the string "true"', override: { shipComplete: 'true' }, field: 'shipComplete', message: 'shipComplete must be a boolean' },
    { title: 'minRemainingShelfLifeDays is negative', override: { minRemainingShelfLifeDays: -1 }, field: 'minRemainingShelfLifeDays', message: 'Minimum remaining shelf life must not be negative' },
    { title: 'minRemainingShelfLifeDays is a fraction', override: { minRemainingShelfLifeDays: 1.5 }, field: 'minRemainingShelfLifeDays', message: 'Minimum remaining shelf life must be a whole number of days' },
    { title: 'minRemainingShelfLifeDays is over 36500', override: { minRemainingShelfLifeDays: 36_501 }, field: 'minRemainingShelfLifeDays', message: 'Minimum remaining shelf life is too long' },
    { title: 'minRemainingShelfLifeDays is text', override: { minRemainingShelfLifeDays: 'ten' }, field: 'minRemainingShelfLifeDays', message: 'Minimum remaining shelf life must be a number of days' },
    { title: 'shippingAddress has no city', override: { shippingAddress: { line1: 'x', country: 'NL' } }, field: 'shippingAddress.city', message: 'City is required' },
    { title: 'billingAddress has an unknown country', override: { billingAddress: { ...BILLING, country: 'ZZ' } }, field: 'billingAddress.country', message: 'Country must be an ISO 3166-1 alpha-2 code' },
  ];

  it.each(cases)('returns 400 "$message" when $title', async ({ override, omit, field, message }) => {
    const body = customerBody(override);
    if (omit) delete body[omit];
    expect(expectStatus(await manager.postCustomer(body), 400)).toEqual(validation({ [field]: [message] }));
  });

  it('returns 409 DUPLICATE_ERROR "Record already exists" for a taken code and keeps the first customer', async () => {
    const first = await manager.customer();
    expect(expectStatus(await admin.postCustomer(customerBody({ code: first.code })), 409)).toEqual(DUPLICATE);
    expect((await manager.list<CustomerView>('/api/customers', { search: first.code })).data).toEqual([first]);
  });

  it('lets a supplier and a customer share a code (separate code spaces)', async () => {
    const code = `BOTH-${tag()}`;
    await manager.supplier({ code });
    expect(expectStatus<{ data: CustomerView }>(await manager.postCustomer(customerBody({ code })), 201).data.code).toBe(code);
  });
});

describe('GET /api/customers/{id}', () => {
  it('returns the customer', async () => {
    const created = await manager.customer({ shippingAddress: ADDRESS });
    expect(expectStatus(await manager.getCustomer(created.id), 200)).toEqual({ success: true, data: created });
  });

  it('returns 404 "Customer not found" for an unknown id and 404 for a malformed one', async () => {
    expect(expectStatus(await manager.getCustomer(randomUUID()), 404)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Customer not found' },
    });
    expect(expectStatus<{ error: { code: string } }>(await manager.getCustomer('x'), 404).error.code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/customers/{id}', () => {
  it('changes only the sent fields and stamps updatedBy with the caller', async () => {
    const created = await manager.customer({ billingAddress: BILLING, notes: 'Keep me' });
    const parsed = expectStatus<{ data: CustomerView; message: string }>(await admin.putCustomer(created.id, { name: 'Renamed', shippingAddress: ADDRESS }), 200);
    expect(parsed.message).toBe('Customer updated successfully');
    expect(parsed.data).toEqual({ ...created, name: 'Renamed', shippingAddress: ADDRESS, updatedBy: adminId, updatedAt: expect.any(String) });
    expect(expectStatus<{ data: CustomerView }>(await manager.getCustomer(created.id), 200).data).toEqual(parsed.data);
  });

  it('changes shipComplete and minRemainingShelfLifeDays, keeps them when not sent, and clears the shelf life with null', async () => {
    const created = (await manager.customer()) as CustomerTerms;
    expect(created).toMatchObject({ shipComplete: false, minRemainingShelfLifeDays: null });
    const put = async (body: Record<string, unknown>) => expectStatus<{ data: CustomerTerms }>(await manager.putCustomer(created.id, body), 200).data;
    expect(await put({ shipComplete: true, minRemainingShelfLifeDays: 10 })).toMatchObject({ shipComplete: true, minRemainingShelfLifeDays: 10 });
    expect(await put({ name: 'Renamed' })).toMatchObject({ name: 'Renamed', shipComplete: true, minRemainingShelfLifeDays: 10 });
    expect(await put({ shipComplete: false, minRemainingShelfLifeDays: null })).toMatchObject({ shipComplete: false, minRemainingShelfLifeDays: null });
    expect(expectStatus<{ data: CustomerTerms }>(await manager.getCustomer(created.id), 200).data).toMatchObject({ shipComplete: false, minRemainingShelfLifeDays: null });
    expect(expectStatus(await manager.putCustomer(created.id, { minRemainingShelfLifeDays: -1 }), 400)).toEqual(
      validation({ minRemainingShelfLifeDays: ['Minimum remaining shelf life must not be negative'] }),
    );
  });

  it('returns 400 for isActive "false" (a string) and leaves an inactive customer inactive', async () => {
    const created = await manager.customer({ isActive: false });
    expect(expectStatus(await manager.putCustomer(created.id, { isActive: 'false' }), 400)).toEqual(validation({ isActive: ['isActive must be a boolean'] }));
    expect(expectStatus<{ data: CustomerView }>(await manager.getCustomer(created.id), 200).data.isActive).toBe(false);
  });

  it('deactivates a customer and clears an address with null', async () => {
    const created = await manager.customer({ shippingAddress: ADDRESS });
    const updated = expectStatus<{ data: CustomerView }>(await manager.putCustomer(created.id, { isActive: false, shippingAddress: null }), 200).data;
    expect(updated).toMatchObject({ isActive: false, shippingAddress: null });
  });

  it('returns 409 DUPLICATE_ERROR when the new code is taken, and changes nothing', async () => {
    const [a, b] = [await manager.customer(), await manager.customer()];
    expect(expectStatus(await manager.putCustomer(b.id, { code: a.code }), 409)).toEqual(DUPLICATE);
    expect(expectStatus<{ data: CustomerView }>(await manager.getCustomer(b.id), 200).data).toEqual(b);
  });

  it('returns 400 with details.email for an invalid e-mail, and changes nothing', async () => {
    const created = await manager.customer();
    expect(expectStatus(await manager.putCustomer(created.id, { email: '@example.com' }), 400)).toEqual(validation({ email: ['Invalid email address'] }));
    expect(expectStatus<{ data: CustomerView }>(await manager.getCustomer(created.id), 200).data).toEqual(created);
  });

  it('returns 404 "Customer not found" for an unknown id', async () => {
    expect(expectStatus(await manager.putCustomer(randomUUID(), { name: 'Ghost' }), 404)).toEqual({
      success: false,
      error: { code: 'NOT_FOUND', message: 'Customer not found' },
    });
  });
});

describe('GET /api/customers', () => {
  async function trio() {
    const marker = tag();
    const c = await manager.customer({ name: `Charlie ${marker}` });
    const a = await manager.customer({ name: `Alice ${marker}`, isActive: false });
    const b = await manager.customer({ name: `Bob ${marker}` });
    return { marker, a, b, c };
  }

  it('lists by name in form A with exact paging metadata', async () => {
    const { marker, a, b, c } = await trio();
    const page1 = await manager.list<CustomerView>('/api/customers', { search: marker, limit: 2 });
    expect(page1.data.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(page1.meta).toEqual({ total: 3, page: 1, limit: 2, hasNext: true, hasPrev: false });
    const page2 = await manager.list<CustomerView>('/api/customers', { search: marker, limit: 2, page: 2 });
    expect(page2.data).toEqual([c]);
    expect(page2.meta).toEqual({ total: 3, page: 2, limit: 2, hasNext: false, hasPrev: true });
  });

  it('lists in form B with shape=page', async () => {
    const { marker, a, b, c } = await trio();
    const page = await manager.page<CustomerView>('/api/customers', { search: marker });
    expect(page.data.items.map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    expect(page.data.pagination).toEqual({ total: 3, page: 1, limit: 20, hasNext: false, hasPrev: false, totalPages: 1 });
  });

  it('searches name, code and e-mail case-insensitively', async () => {
    const marker = tag();
    const byName = await manager.customer({ name: `Blue Whale ${marker}` });
    const byCode = await manager.customer({ code: `KEY-${marker}` });
    const byEmail = await manager.customer({ email: `shop.${marker.toLowerCase()}@mail.example` });
    const ids = async (search: string) => (await manager.list<CustomerView>('/api/customers', { search })).data.map((x) => x.id).sort();
    expect(await ids(`BLUE WHALE ${marker}`)).toEqual([byName.id]);
    expect(await ids(`key-${marker.toLowerCase()}`)).toEqual([byCode.id]);
    expect(await ids(`Shop.${marker}`)).toEqual([byEmail.id]);
    expect(await ids(marker)).toEqual([byName.id, byCode.id, byEmail.id].sort());
  });

  it('filters by isActive', async () => {
    const { marker, a, b, c } = await trio();
    expect((await manager.list<CustomerView>('/api/customers', { search: marker, isActive: 'false' })).data.map((x) => x.id)).toEqual([a.id]);
    expect((await manager.list<CustomerView>('/api/customers', { search: marker, isActive: 'true' })).data.map((x) => x.id)).toEqual([b.id, c.id]);
  });

  it('returns 400 for a limit below 1', async () => {
    expect(expectStatus(await manager.get('/api/customers', { limit: 0 }), 400)).toEqual(validation({ limit: ['Limit must be at least 1'] }));
  });
});
