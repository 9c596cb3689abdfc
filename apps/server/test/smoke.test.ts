import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';

const t = await setupTestApp();

describe('smoke', () => {
  it('creates a category and a product, then lists it', async () => {
    const token = await t.login('manager');
    const cat = await t.app.inject({ method: 'POST', url: '/api/categories', headers: t.auth(token), payload: { name: 'Tools' } });
    expect(cat.statusCode).toBe(201);
    const categoryId = cat.json().data.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: t.auth(token),
      payload: { name: 'Hammer', sku: 'HAM-1', categoryId, unitOfMeasure: 'piece', costPrice: 5.5, sellingPrice: 9.99 },
    });
    expect(res.json()).toMatchObject({ success: true, data: { sku: 'HAM-1', price: 9.99 } });
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/products', headers: t.auth(token) });
    expect(list.json()).toMatchObject({ success: true, meta: { total: 1 } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/products', headers: t.auth(token), payload: { sku: 'bad sku' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.sku).toEqual(['SKU must contain only uppercase letters, numbers, and hyphens']);
  });
});
