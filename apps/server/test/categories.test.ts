/**
 * Categories: GET/POST /api/categories, GET/PUT/DELETE /api/categories/{id}. A category is
 * {id, name (unique, 1..100), description?, parentId?} stamped with its creator and updater.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';

const t = await setupTestApp();
const manager = await t.login('manager');
const admin = await t.login('admin');
const staff = await t.login('staff');

const idOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) })).json().data.id as string;
const managerId = await idOf(manager);
const adminId = await idOf(admin);

type Category = { id: string; name: string; description: string | null; parentId: string | null; createdBy: string; updatedBy: string };

const tag = () => randomBytes(5).toString('hex');
const post = (payload: unknown, token = manager) => t.app.inject({ method: 'POST', url: '/api/categories', headers: t.auth(token), payload: payload as object });
const get = (id: string, token = manager) => t.app.inject({ method: 'GET', url: `/api/categories/${id}`, headers: t.auth(token) });
const put = (id: string, payload: object, token = manager) => t.app.inject({ method: 'PUT', url: `/api/categories/${id}`, headers: t.auth(token), payload });
const del = (id: string, token = manager) => t.app.inject({ method: 'DELETE', url: `/api/categories/${id}`, headers: t.auth(token) });
const list = (query: string, token = manager) => t.app.inject({ method: 'GET', url: `/api/categories?${query}`, headers: t.auth(token) });

async function newCategory(fields: Record<string, unknown> = {}): Promise<Category> {
  const res = await post({ name: `Cat ${tag()}`, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function newProduct(categoryId: string): Promise<{ id: string }> {
  const sku = `CAT-${tag().toUpperCase()}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: t.auth(admin),
    payload: { name: `Product ${sku}`, sku, categoryId, unitOfMeasure: 'box', costPrice: 3, sellingPrice: 4 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const validation = (details: Record<string, string[]>) => ({
  success: false,
  error: { code: 'VALIDATION_ERROR', message: 'Invalid request data', details, field: Object.keys(details)[0] },
});
const DUPLICATE = { success: false, error: { code: 'DUPLICATE_ERROR', message: 'Record already exists' } };
const NOT_FOUND = { success: false, error: { code: 'NOT_FOUND', message: 'Category not found' } };

describe('POST /api/categories', () => {
  it('creates a category: 201 with the record, stamped with the creator, and a message', async () => {
    const name = `Tools ${tag()}`;
    const res = await post({ name });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Category created successfully',
      data: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name,
        description: null,
        parentId: null,
        createdBy: managerId,
        updatedBy: managerId,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(Date.parse(body.data.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(body.data.id)).json().data).toEqual(body.data);
  });

  it('stores a description and a parent', async () => {
    const parent = await newCategory();
    const child = await newCategory({ description: 'Hand tools', parentId: parent.id });
    expect(child).toMatchObject({ description: 'Hand tools', parentId: parent.id });
    expect((await get(child.id)).json().data).toMatchObject({ description: 'Hand tools', parentId: parent.id });
  });

  it('accepts names of 1 and of 100 characters, and explicit nulls', async () => {
    const short = await post({ name: 'Ω' });
    expect(short.statusCode).toBe(201);
    expect(short.json().data.name).toBe('Ω');
    const long = `${tag()}`.padEnd(100, 'L');
    const res = await post({ name: long, description: null, parentId: null });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: long, description: null, parentId: null });
  });

  it.each([
    ['a missing name', {}, { name: ['Category name is required'] }],
    ['an empty name', { name: '' }, { name: ['Category name is required'] }],
    ['a name of 101 characters', { name: 'N'.repeat(101) }, { name: ['Category name is too long'] }],
    ['a name that is not a string', { name: 42 }, { name: ['Category name must be a string'] }],
    ['a description of 1001 characters', { name: 'Long description', description: 'd'.repeat(1001) }, { description: ['Description is too long'] }],
    ['a parentId that is not a UUID', { name: 'Bad parent', parentId: 'root' }, { parentId: ['Invalid parent category ID'] }],
  ])('rejects %s: 400 VALIDATION_ERROR "Invalid request data"', async (_what, payload, details) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation(details));
  });

  it('rejects an unknown parentId: 400, nothing created', async () => {
    const name = `Orphan ${tag()}`;
    const res = await post({ name, parentId: randomUUID() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation({ parentId: ['Invalid parent category ID'] }));
    expect((await list(`search=${encodeURIComponent(name)}`)).json().meta.total).toBe(0);
  });

  it('rejects a duplicate name: 409 DUPLICATE_ERROR "Record already exists", nothing created', async () => {
    const existing = await newCategory();
    const res = await post({ name: existing.name, description: 'again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(DUPLICATE);
    const same = await list(`search=${encodeURIComponent(existing.name)}`);
    expect(same.json().data).toEqual([expect.objectContaining({ id: existing.id, description: null })]);
  });

  it('rejects a NUL character as invalid input, not as a server failure', async () => {
    const res = await post({ name: `Nul\u0000${tag()}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name', details: { name: ['Text must not contain NUL characters'] } });
    const description = await post({ name: `Nul ${tag()}`, description: 'a\u0000b' });
    expect(description.statusCode).toBe(400);
    expect(description.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'description' });
  });
});

describe('GET /api/categories/{id}', () => {
  it('returns 404 NOT_FOUND "Category not found" for an unknown id, and for a malformed one', async () => {
    const unknown = await get(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
    const malformed = await get('nope');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.code).toBe('NOT_FOUND');
  });

  it('is readable by staff', async () => {
    const category = await newCategory();
    const res = await get(category.id, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(category.id);
  });
});

describe('PUT /api/categories/{id}', () => {
  it('updates only the fields sent and stamps the updater', async () => {
    const category = await newCategory({ description: 'Before' });
    const name = `Renamed ${tag()}`;
    const res = await put(category.id, { name }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Category updated successfully',
      data: { ...category, name, updatedBy: adminId, updatedAt: expect.any(String) },
    });
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThanOrEqual(Date.parse((category as unknown as { updatedAt: string }).updatedAt));
    expect((await get(category.id)).json().data).toMatchObject({ name, description: 'Before', createdBy: managerId, updatedBy: adminId });
  });

  it('clears the description and sets and clears the parent', async () => {
    const parent = await newCategory();
    const category = await newCategory({ description: 'To clear' });
    expect((await put(category.id, { description: null, parentId: parent.id })).json().data).toMatchObject({ description: null, parentId: parent.id });
    expect((await put(category.id, { parentId: null })).json().data).toMatchObject({ parentId: null, name: category.name });
  });

  it('keeps its own name without a conflict', async () => {
    const category = await newCategory();
    const res = await put(category.id, { name: category.name, description: 'same name' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: category.name, description: 'same name' });
  });

  it("rejects another category's name: 409 DUPLICATE_ERROR, unchanged", async () => {
    const taken = await newCategory();
    const category = await newCategory();
    const res = await put(category.id, { name: taken.name });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(DUPLICATE);
    expect((await get(category.id)).json().data.name).toBe(category.name);
  });

  it('rejects an unknown parent, and the category as its own parent: 400', async () => {
    const category = await newCategory();
    const unknown = await put(category.id, { parentId: randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(validation({ parentId: ['Invalid parent category ID'] }));
    const self = await put(category.id, { parentId: category.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual(validation({ parentId: ['A category cannot be its own parent'] }));
    expect((await get(category.id)).json().data.parentId).toBeNull();
  });

  it('rejects a parent that would close a cycle: 400, hierarchy unchanged', async () => {
    const grandparent = await newCategory();
    const parent = await newCategory({ parentId: grandparent.id });
    const child = await newCategory({ parentId: parent.id });
    for (const descendant of [parent, child]) {
      const res = await put(grandparent.id, { parentId: descendant.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(validation({ parentId: ['A category cannot be its own ancestor'] }));
    }
    expect((await get(grandparent.id)).json().data.parentId).toBeNull();
    // Moving a subtree elsewhere is fine.
    const sibling = await newCategory();
    expect((await put(child.id, { parentId: sibling.id })).json().data.parentId).toBe(sibling.id);
    expect((await put(sibling.id, { parentId: grandparent.id })).json().data.parentId).toBe(grandparent.id);
  });

  it('rejects invalid fields: 400 with details', async () => {
    const category = await newCategory();
    const res = await put(category.id, { name: '', description: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(validation({ name: ['Category name is required'], description: ['Description is too long'] }));
  });

  it('answers 404 "Category not found" for an unknown id', async () => {
    const res = await put(randomUUID(), { name: `Ghost ${tag()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes an unused category: 200, then GET → 404 and a second DELETE → 404', async () => {
    const category = await newCategory();
    const res = await del(category.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: 'Category deleted' });
    const after = await get(category.id);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual(NOT_FOUND);
    const again = await del(category.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(NOT_FOUND);
  });

  it('refuses while a product uses it: 409 CONFLICT, category kept', async () => {
    const category = await newCategory();
    await newProduct(category.id);
    const res = await del(category.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: { code: 'CONFLICT', message: 'Category still has products' } });
    expect((await get(category.id)).statusCode).toBe(200);
  });

  it('refuses while an archived product uses it', async () => {
    const category = await newCategory();
    const product = await newProduct(category.id);
    const archived = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers: t.auth(admin) });
    expect(archived.statusCode).toBe(200);
    const res = await del(category.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
  });

  it('refuses while it has subcategories: 409 CONFLICT; the child can go first', async () => {
    const parent = await newCategory();
    const child = await newCategory({ parentId: parent.id });
    const res = await del(parent.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: { code: 'CONFLICT', message: 'Category still has subcategories' } });
    expect((await del(child.id)).statusCode).toBe(200);
    expect((await del(parent.id)).statusCode).toBe(200);
  });

  it('frees the name for a new category', async () => {
    const category = await newCategory();
    expect((await del(category.id)).statusCode).toBe(200);
    const again = await post({ name: category.name });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(category.id);
  });
});

describe('GET /api/categories', () => {
  /** Five categories sharing a fresh prefix, created out of order; returned sorted by name. */
  async function fiveCategories() {
    const prefix = `List ${tag()}`;
    for (const suffix of ['c', 'a', 'e', 'b', 'd']) await newCategory({ name: `${prefix} ${suffix}` });
    return { prefix, names: ['a', 'b', 'c', 'd', 'e'].map((s) => `${prefix} ${s}`) };
  }

  it('form A by default: data array sorted by name, meta with total, page 1, limit 20', async () => {
    const { prefix, names } = await fiveCategories();
    const res = await list(`search=${encodeURIComponent(prefix)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: names.map((name) => expect.objectContaining({ name })),
      meta: { total: 5, page: 1, limit: 20, hasNext: false, hasPrev: false },
    });
  });

  it('pages with page and limit, echoing them (form A)', async () => {
    const { prefix, names } = await fiveCategories();
    const q = `search=${encodeURIComponent(prefix)}`;
    const page1 = (await list(`${q}&page=1&limit=2`)).json();
    expect(page1.data.map((c: Category) => c.name)).toEqual(names.slice(0, 2));
    expect(page1.meta).toEqual({ total: 5, page: 1, limit: 2, hasNext: true, hasPrev: false });
    const page2 = (await list(`${q}&page=2&limit=2`)).json();
    expect(page2.data.map((c: Category) => c.name)).toEqual(names.slice(2, 4));
    expect(page2.meta).toEqual({ total: 5, page: 2, limit: 2, hasNext: true, hasPrev: true });
    const page3 = (await list(`${q}&page=3&limit=2`)).json();
    expect(page3.data.map((c: Category) => c.name)).toEqual(names.slice(4));
    expect(page3.meta).toEqual({ total: 5, page: 3, limit: 2, hasNext: false, hasPrev: true });
    const beyond = (await list(`${q}&page=9&limit=2`)).json();
    expect(beyond).toEqual({ success: true, data: [], meta: { total: 5, page: 9, limit: 2, hasNext: false, hasPrev: true } });
  });

  it('form B with shape=page: data.items and data.pagination with totalPages', async () => {
    const { prefix, names } = await fiveCategories();
    const res = await list(`search=${encodeURIComponent(prefix)}&shape=page&page=2&limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(Object.keys(body.data).sort()).toEqual(['items', 'pagination']);
    expect(body.data.items.map((c: Category) => c.name)).toEqual(names.slice(2, 4));
    expect(body.data.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3, hasNext: true, hasPrev: true });
    const empty = (await list(`search=${encodeURIComponent(`${prefix} none`)}&shape=page`)).json();
    expect(empty.data).toEqual({ items: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0, hasNext: false, hasPrev: false } });
  });

  it('searches a case-insensitive substring of the name', async () => {
    const { prefix, names } = await fiveCategories();
    const upper = (await list(`search=${encodeURIComponent(prefix.toUpperCase())}`)).json();
    expect(upper.meta.total).toBe(5);
    const middle = prefix.slice(3); // "t <tag>": a substring inside the name
    const one = (await list(`search=${encodeURIComponent(`${middle} D`)}`)).json();
    expect(one.data.map((c: Category) => c.name)).toEqual([names[3]]);
  });

  it('treats % and _ in the search as literal characters', async () => {
    const prefix = `Wild ${tag()}`;
    await newCategory({ name: `${prefix} 50% off` });
    await newCategory({ name: `${prefix} 50 off` });
    await newCategory({ name: `${prefix} a_b` });
    await newCategory({ name: `${prefix} axb` });
    const percent = (await list(`search=${encodeURIComponent(`${prefix} 50%`)}`)).json();
    expect(percent.data.map((c: Category) => c.name)).toEqual([`${prefix} 50% off`]);
    const underscore = (await list(`search=${encodeURIComponent(`${prefix} a_`)}`)).json();
    expect(underscore.data.map((c: Category) => c.name)).toEqual([`${prefix} a_b`]);
  });

  it('serves limit=100 and refuses a larger limit with a 400 naming the maximum', async () => {
    const res = await list('limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.limit).toBe(100);
    const over = await list('limit=1000');
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details).toEqual({ limit: ['Limit must be at most 100'] });
  });

  it.each([
    ['page=0', 'page', 'Page must be at least 1'],
    ['page=abc', 'page', undefined],
    ['page=1.5', 'page', 'Page must be an integer'],
    ['limit=0', 'limit', 'Limit must be at least 1'],
    ['shape=table', 'shape', undefined],
    [`search=${'s'.repeat(101)}`, 'search', undefined],
  ])('rejects %s: 400 VALIDATION_ERROR on %s', async (query, field, message) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid request data', field });
    if (message) expect(res.json().error.details[field]).toEqual([message]);
  });

  it('rejects a NUL character in the search as invalid input, not as a server failure', async () => {
    const res = await list('search=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'search' });
  });
});
