/**
 * Locations within warehouses (decision 0015): every warehouse has its default location from the
 * start; locations are listed, created and updated under /api/warehouse/{id}/locations
 * (warehouses:manage to write), codes unique per warehouse, the default location kept as it is,
 * warehouse-bound users limited to their warehouse (403).
 */
import { describe, expect, it } from 'vitest';
import { expectStatus, stockClient } from './support/inventory.js';
import { setupTestApp } from './support/app.js';

const t = await setupTestApp();
const admin = stockClient(t, await t.login('admin'));
const manager = stockClient(t, await t.login('manager'));

interface LocationView {
  id: string;
  warehouseId: string;
  code: string;
  name: string | null;
  isActive: boolean;
  isDefault: boolean;
}

const locationsOf = async (client: typeof admin, warehouseId: string, query = '') =>
  expectStatus<{ data: LocationView[]; meta: { total: number } }>(await client.send('GET', `/api/warehouse/${warehouseId}/locations${query}`), 200);
const createLocation = (client: typeof admin, warehouseId: string, payload: object) => client.send('POST', `/api/warehouse/${warehouseId}/locations`, payload);

describe('the default location', () => {
  it('comes with every new warehouse', async () => {
    const warehouse = await admin.warehouse();
    const { data, meta } = await locationsOf(admin, warehouse.id);
    expect(meta.total).toBe(1);
    expect(data).toEqual([
      expect.objectContaining({ warehouseId: warehouse.id, code: 'DEFAULT', name: 'Default location', isActive: true, isDefault: true }),
    ]);
  });

  it('cannot be re-coded or deactivated, but can be renamed', async () => {
    const warehouse = await admin.warehouse();
    const [location] = (await locationsOf(admin, warehouse.id)).data;
    const url = `/api/warehouse/${warehouse.id}/locations/${location!.id}`;
    for (const payload of [{ code: 'MAIN' }, { isActive: false }]) {
      const res = await admin.send('PUT', url, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: { code: 'CONFLICT', message: 'The default location cannot be renamed or deactivated' } });
    }
    const renamed = expectStatus<{ data: LocationView }>(await admin.send('PUT', url, { name: 'Dock floor' }), 200).data;
    expect(renamed).toMatchObject({ code: 'DEFAULT', name: 'Dock floor', isActive: true });
  });
});

describe('creating, reading and updating locations', () => {
  it('creates a bin with 201, Location, and lists it by code', async () => {
    const warehouse = await admin.warehouse();
    const res = await createLocation(admin, warehouse.id, { code: 'A-01-03', name: 'Aisle A, rack 1, shelf 3' });
    const created = expectStatus<{ data: LocationView; message: string }>(res, 201);
    expect(created.message).toBe('Location created successfully');
    expect(created.data).toMatchObject({ warehouseId: warehouse.id, code: 'A-01-03', name: 'Aisle A, rack 1, shelf 3', isActive: true, isDefault: false });
    expect(res.headers.location).toBe(`/api/warehouse/${warehouse.id}/locations/${created.data.id}`);
    const fetched = expectStatus<{ data: LocationView }>(await admin.send('GET', res.headers.location as string), 200).data;
    expect(fetched).toEqual(created.data);
    expect((await locationsOf(admin, warehouse.id)).data.map((l) => l.code)).toEqual(['A-01-03', 'DEFAULT']);
    expect((await locationsOf(admin, warehouse.id, '?search=rack')).data.map((l) => l.code)).toEqual(['A-01-03']);
  });

  it('keeps codes unique within a warehouse, not across warehouses', async () => {
    const [one, two] = [await admin.warehouse(), await admin.warehouse()];
    expectStatus(await createLocation(admin, one.id, { code: 'COLD-1' }), 201);
    const duplicate = await createLocation(admin, one.id, { code: 'COLD-1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('DUPLICATE_ERROR');
    expectStatus(await createLocation(admin, two.id, { code: 'COLD-1' }), 201);
  });

  it('refuses bad codes with 400 naming the field', async () => {
    const warehouse = await admin.warehouse();
    for (const [code, message] of [
      ['a-1', 'Location code must contain only uppercase letters, numbers, and hyphens'],
      ['', 'Location code is required'],
      ['X'.repeat(51), 'Location code is too long'],
    ] as const) {
      const res = await createLocation(admin, warehouse.id, { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.details.code, code).toEqual([message]);
    }
  });

  it('updates a location with If-Match, deactivates and reactivates it', async () => {
    const warehouse = await admin.warehouse();
    const res = await createLocation(admin, warehouse.id, { code: 'B-02' });
    const url = res.headers.location as string;
    const read = await admin.send('GET', url);
    const stale = await admin.send('PUT', url, { name: 'Returns shelf' }, { 'if-match': '"not-the-tag"' });
    expect(stale.statusCode).toBe(412);
    const updated = await admin.send('PUT', url, { code: 'B-02-R', isActive: false }, { 'if-match': read.headers.etag as string });
    expect(expectStatus<{ data: LocationView }>(updated, 200).data).toMatchObject({ code: 'B-02-R', isActive: false });
    expect((await locationsOf(admin, warehouse.id, '?isActive=false')).data.map((l) => l.code)).toEqual(['B-02-R']);
  });

  it('keeps a location holding stock active until its stock is moved out (409)', async () => {
    const warehouse = await admin.warehouse();
    const [defaultLocation] = (await locationsOf(admin, warehouse.id)).data;
    const shelf = expectStatus<{ data: LocationView }>(await createLocation(admin, warehouse.id, { code: 'S-1' }), 201).data;
    const product = await admin.product();
    const url = `/api/warehouse/${warehouse.id}/locations/${shelf.id}`;
    expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity: 3, reason: 'Putaway', locationId: shelf.id }), 201);
    const refused = await admin.send('PUT', url, { isActive: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'CONFLICT', message: 'A location holding stock cannot be deactivated: move its stock out first' });
    expect((await admin.send('GET', url)).json().data.isActive).toBe(true);
    const moved = { productId: product.id, warehouseId: warehouse.id, fromLocationId: shelf.id, toLocationId: defaultLocation!.id, quantity: 3 };
    expectStatus(await admin.send('POST', '/api/inventory/relocations', moved), 201);
    expect(expectStatus<{ data: LocationView }>(await admin.send('PUT', url, { isActive: false }), 200).data.isActive).toBe(false);
  });

  it('answers 404 for a location of another warehouse and for an unknown warehouse', async () => {
    const [one, two] = [await admin.warehouse(), await admin.warehouse()];
    const location = expectStatus<{ data: LocationView }>(await createLocation(admin, one.id, { code: 'C-1' }), 201).data;
    const res = await admin.send('GET', `/api/warehouse/${two.id}/locations/${location.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Location not found');
    expect((await admin.send('GET', `/api/warehouse/${crypto.randomUUID()}/locations`)).statusCode).toBe(404);
  });
});

describe('permissions and warehouse scoping', () => {
  it('lets staff and managers read locations, and only admins (warehouses:manage) write them', async () => {
    const warehouse = await admin.warehouse();
    const staff = stockClient(t, await t.login('staff'));
    expect((await locationsOf(staff, warehouse.id)).meta.total).toBe(1);
    expect((await createLocation(manager, warehouse.id, { code: 'M-1' })).statusCode).toBe(403);
    const viewer = stockClient(t, await t.login('viewer'));
    expect((await viewer.send('GET', `/api/warehouse/${warehouse.id}/locations`)).statusCode).toBe(403);
  });

  it("limits a warehouse-bound user to its own warehouse's locations (403 otherwise)", async () => {
    const [own, other] = [await admin.warehouse(), await admin.warehouse()];
    const bound = stockClient(t, await t.login('staff', { warehouseId: own.id }));
    expect((await locationsOf(bound, own.id)).meta.total).toBe(1);
    const [otherDefault] = (await locationsOf(admin, other.id)).data;
    expect((await bound.send('GET', `/api/warehouse/${other.id}/locations`)).statusCode).toBe(403);
    expect((await bound.send('GET', `/api/warehouse/${other.id}/locations/${otherDefault!.id}`)).statusCode).toBe(403);
    const boundAdmin = stockClient(t, await t.login('admin', { warehouseId: own.id }));
    expect((await createLocation(boundAdmin, other.id, { code: 'X-1' })).statusCode).toBe(403);
    expect((await createLocation(boundAdmin, own.id, { code: 'X-1' })).statusCode).toBe(201);
  });
});

describe('location types, zones, walking order and capacity (decision 0022 point 1)', () => {
  interface DirectedView extends LocationView {
    type: string;
    isPickable: boolean;
    zone: string | null;
    sequence: number | null;
    capacity: number | null;
    maxWeight: number | null;
  }
  const created = async (warehouseId: string, payload: object) => expectStatus<{ data: DirectedView }>(await createLocation(admin, warehouseId, payload), 201).data;

  it('stores type, zone, sequence, capacity and max weight; storage and pickable by default', async () => {
    const warehouse = await admin.warehouse();
    const plain = await created(warehouse.id, { code: 'A-01' });
    expect(plain).toMatchObject({ type: 'storage', isPickable: true, zone: null, sequence: null, capacity: null, maxWeight: null });
    const face = await created(warehouse.id, { code: 'PF-01', type: 'pick_face', zone: 'PICK', sequence: 10, capacity: 200, maxWeight: 125.5 });
    expect(face).toMatchObject({ type: 'pick_face', isPickable: true, zone: 'PICK', sequence: 10, capacity: 200, maxWeight: 125.5 });
    const read = expectStatus<{ data: DirectedView }>(await admin.send('GET', `/api/warehouse/${warehouse.id}/locations/${face.id}`), 200).data;
    expect(read).toEqual(face);
  });

  it('makes receiving and quarantine locations never pickable, and refuses asking otherwise at isPickable', async () => {
    const warehouse = await admin.warehouse();
    expect(await created(warehouse.id, { code: 'DOCK', type: 'receiving' })).toMatchObject({ type: 'receiving', isPickable: false });
    const res = await createLocation(admin, warehouse.id, { code: 'QA', type: 'quarantine', isPickable: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual({ isPickable: ['Receiving and quarantine locations are never pickable'] });
    // Retyping a pickable bin to quarantine makes it unpickable; making it pickable again is refused while it stays quarantine.
    const bin = await created(warehouse.id, { code: 'B-01' });
    const url = `/api/warehouse/${warehouse.id}/locations/${bin.id}`;
    expect(expectStatus<{ data: DirectedView }>(await admin.send('PUT', url, { type: 'quarantine' }), 200).data).toMatchObject({ type: 'quarantine', isPickable: false });
    const refused = await admin.send('PUT', url, { isPickable: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({ isPickable: ['Receiving and quarantine locations are never pickable'] });
    expect(expectStatus<{ data: DirectedView }>(await admin.send('PUT', url, { type: 'storage', isPickable: true }), 200).data).toMatchObject({ type: 'storage', isPickable: true });
  });

  it('refuses bad values with 400 naming the field', async () => {
    const warehouse = await admin.warehouse();
    for (const [payload, field] of [
      [{ code: 'X-1', type: 'dock' }, 'type'],
      [{ code: 'X-1', zone: 'cold room' }, 'zone'],
      [{ code: 'X-1', sequence: -1 }, 'sequence'],
      [{ code: 'X-1', sequence: 1.5 }, 'sequence'],
      [{ code: 'X-1', capacity: 0 }, 'capacity'],
      [{ code: 'X-1', maxWeight: 0 }, 'maxWeight'],
    ] as const) {
      const res = await createLocation(admin, warehouse.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().error.details), JSON.stringify(payload)).toEqual([field]);
    }
  });

  it('lists in walking order (sequence, none last, then code) and filters by type and zone', async () => {
    const warehouse = await admin.warehouse();
    await created(warehouse.id, { code: 'C-01', zone: 'C', sequence: 1 });
    await created(warehouse.id, { code: 'A-01', zone: 'A', sequence: 3 });
    await created(warehouse.id, { code: 'B-01', zone: 'A', sequence: 2 });
    await created(warehouse.id, { code: 'PACK', type: 'packing' });
    expect((await locationsOf(admin, warehouse.id)).data.map((l) => l.code)).toEqual(['C-01', 'B-01', 'A-01', 'DEFAULT', 'PACK']);
    expect((await locationsOf(admin, warehouse.id, '?zone=A')).data.map((l) => l.code)).toEqual(['B-01', 'A-01']);
    expect((await locationsOf(admin, warehouse.id, '?type=packing')).data.map((l) => l.code)).toEqual(['PACK']);
  });

  it('receives in two steps only with an active receiving location, and keeps one while it does (409)', async () => {
    const warehouse = await admin.warehouse();
    const url = `/api/warehouse/${warehouse.id}`;
    const conflict = { success: false, error: { code: 'CONFLICT', message: 'A warehouse receiving in two steps needs an active receiving location: create one (type receiving) first' } };
    const refused = await admin.send('PUT', url, { receivingSteps: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(conflict);
    const dock = await created(warehouse.id, { code: 'DOCK', type: 'receiving' });
    expect(expectStatus<{ data: { receivingSteps: number } }>(await admin.send('PUT', url, { receivingSteps: 2 }), 200).data.receivingSteps).toBe(2);
    for (const payload of [{ type: 'storage' }, { isActive: false }]) {
      const res = await admin.send('PUT', `${url}/locations/${dock.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json()).toEqual(conflict);
    }
    const bad = await admin.send('PUT', url, { receivingSteps: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({ receivingSteps: ['receivingSteps must be 1 or 2'] });
  });

  it('never receives in two steps without a receiving location when both change at once', async () => {
    for (let round = 0; round < 5; round++) {
      const warehouse = await admin.warehouse();
      const url = `/api/warehouse/${warehouse.id}`;
      const dock = await created(warehouse.id, { code: 'DOCK', type: 'receiving' });
      const [steps, retype] = await Promise.all([admin.send('PUT', url, { receivingSteps: 2 }), admin.send('PUT', `${url}/locations/${dock.id}`, { type: 'storage' })]);
      // One of them wins; the other is refused with 409.
      expect([steps.statusCode, retype.statusCode].sort()).toEqual([200, 409]);
      const now = expectStatus<{ data: { receivingSteps: number } }>(await admin.send('GET', url), 200).data;
      const receiving = (await locationsOf(admin, warehouse.id, '?type=receiving')).data;
      expect({ steps: now.receivingSteps, receiving: receiving.map((l) => l.code) }).toEqual(steps.statusCode === 200 ? { steps: 2, receiving: ['DOCK'] } : { steps: 1, receiving: [] });
    }
  });
});
