/**
 * Pick faces and replenishment over /api (decision 0022 point 4): a face is set up on a pick_face
 * location with min ≥ 0 and max > min; a write that leaves fewer than min units there makes one
 * replenishment task from storage, first expiry first out, for up to max − units there, and no
 * second while it is open. After each test every balance equals its ledger.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { day } from '../../support/allocation.js';
import { setupTestApp } from '../../support/app.js';
import { expectStatus, FORBIDDEN, type ProductView, type WarehouseView } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { locationOf, taskClient, type Bin, type PickFaceView, type TaskView } from '../../support/tasks.js';

const t = await setupTestApp();
const admin = taskClient(t, await t.login('admin'));
const manager = taskClient(t, await t.login('manager'));
const staff = taskClient(t, await t.login('staff'));

afterEach(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

/** Units of `product` into `location` (a lot when given). */
async function put(product: ProductView, warehouse: WarehouseView, location: Bin, quantity: number, lot?: { lotNumber: string; expiryDate: string }) {
  expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity, reason: 'Receipt', locationId: location.id, ...lot }), 201);
}

/** Units of `product` issued from `location` (POST /api/inventory/movements, type out). */
async function issue(product: ProductView, warehouse: WarehouseView, location: Bin, quantity: number) {
  expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity, reason: 'Issue', locationId: location.id }), 201);
}

/** The replenishment tasks of a product, any status. */
const replenishments = async (product: ProductView, status?: string): Promise<TaskView[]> =>
  (await admin.tasks({ type: 'replenishment', ...(status ? { status } : {}) })).filter((task) => task.product.id === product.id);

/** A warehouse with a storage bin and a pick face, and a product (untracked unless said). */
async function floor(overrides: Record<string, unknown> = {}) {
  const warehouse = await admin.warehouse();
  const product = await admin.product(overrides);
  const storage = await locationOf(admin, warehouse, 'S-1');
  const face = await locationOf(admin, warehouse, 'F-1', 'pick_face');
  return { warehouse, product, storage, face };
}

describe('pick faces', () => {
  it('are set up on a pick_face location of the warehouse only, with min ≥ 0 and max > min, once per product and location', async () => {
    const { warehouse, product, storage, face } = await floor();
    const other = await admin.warehouse();
    const elsewhere = await locationOf(admin, other, 'F-9', 'pick_face');
    const url = `/api/warehouse/${warehouse.id}/pick-faces`;
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await manager.send('POST', url, { locationId: face.id, productId: product.id, min: 2, max: 10, ...body });
      const error = expectStatus<{ error: { code: string; details: Record<string, string[]> } }>(res, 400).error;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.details[field]).toEqual([message]);
    };
    await refused({ locationId: storage.id }, 'locationId', 'Location is not a pick face');
    await refused({ locationId: elsewhere.id }, 'locationId', 'Location not found');
    await refused({ productId: crypto.randomUUID() }, 'productId', 'Product not found');
    await refused({ min: 10, max: 10 }, 'max', 'Max must be greater than min');
    await refused({ min: -1 }, 'min', 'Min must not be negative');
    await refused({ max: 1.5 }, 'max', 'Max must be an integer');
    expect((await staff.send('POST', url, { locationId: face.id, productId: product.id, min: 2, max: 10 })).json()).toEqual(FORBIDDEN);

    const created = await manager.pickFace(warehouse, { locationId: face.id, productId: product.id, min: 0, max: 10 });
    expect(created).toMatchObject({ warehouseId: warehouse.id, location: { id: face.id, code: 'F-1' }, product: { id: product.id, sku: product.sku }, min: 0, max: 10, onHand: 0 });
    const again = await manager.send('POST', url, { locationId: face.id, productId: product.id, min: 1, max: 5 });
    expect(expectStatus<{ error: { code: string } }>(again, 409).error.code).toBe('DUPLICATE_ERROR');
    // Staff read the faces (warehouses:read).
    expect((await staff.pickFaces(warehouse)).map((f) => f.id)).toEqual([created.id]);
    expect(expectStatus<{ data: PickFaceView }>(await staff.send('GET', `${url}/${created.id}`), 200).data.max).toBe(10);
    expect((await manager.send('GET', `/api/warehouse/${other.id}/pick-faces/${created.id}`)).statusCode).toBe(404);
  });

  it('change min and max (max staying above min), list in walking order and are removed', async () => {
    const { warehouse, product } = await floor();
    const late = await locationOf(admin, warehouse, 'A-9', 'pick_face', 2);
    const early = await locationOf(admin, warehouse, 'Z-1', 'pick_face', 1);
    const unsequenced = await locationOf(admin, warehouse, 'B-1', 'pick_face');
    const faces = [];
    for (const location of [unsequenced, late, early]) faces.push(await manager.pickFace(warehouse, { locationId: location.id, productId: product.id, min: 0, max: 5 }));
    expect((await manager.pickFaces(warehouse)).map((f) => f.location.code)).toEqual(['Z-1', 'A-9', 'B-1']);
    expect((await manager.pickFaces(warehouse, { locationId: late.id })).map((f) => f.id)).toEqual([faces[1]!.id]);

    const url = `/api/warehouse/${warehouse.id}/pick-faces/${faces[0]!.id}`;
    const res = await manager.send('PUT', url, { min: 5 });
    expect(expectStatus<{ error: { details: Record<string, string[]> } }>(res, 400).error.details).toEqual({ max: ['Max must be greater than min'] });
    expect(expectStatus<{ data: PickFaceView }>(await manager.send('PUT', url, { min: 0, max: 8 }), 200).data).toMatchObject({ min: 0, max: 8 });
    expect((await staff.send('PUT', url, { max: 9 })).json()).toEqual(FORBIDDEN);
    expect((await staff.send('DELETE', url)).json()).toEqual(FORBIDDEN);
    expect(expectStatus<{ data: PickFaceView }>(await manager.send('DELETE', url), 200).data.id).toBe(faces[0]!.id);
    expect((await manager.send('GET', url)).statusCode).toBe(404);
    expect((await manager.send('DELETE', url)).statusCode).toBe(404);
  });
});

describe('replenishment', () => {
  it('makes one task when an issue takes the face below min, for max − units there, and none while it is open', async () => {
    const { warehouse, product, storage, face } = await floor();
    await put(product, warehouse, storage, 100);
    await put(product, warehouse, face, 12);
    await manager.pickFace(warehouse, { locationId: face.id, productId: product.id, min: 5, max: 20 });
    expect(await replenishments(product)).toEqual([]);

    await issue(product, warehouse, face, 7); // 5 left: at min, not below
    expect(await replenishments(product)).toEqual([]);
    await issue(product, warehouse, face, 1); // 4 left
    const [task] = await replenishments(product);
    expect(task).toMatchObject({ type: 'replenishment', status: 'open', quantity: 16, from: { id: storage.id, code: 'S-1' }, to: { id: face.id, code: 'F-1' }, lot: null, warehouseId: warehouse.id });

    await issue(product, warehouse, face, 2);
    expectStatus(await admin.adjust({ productId: product.id, warehouseId: warehouse.id, quantity: -1, reason: 'damage', locationId: face.id }), 201);
    expect((await replenishments(product)).map((r) => r.id)).toEqual([task!.id]);
    // Units leaving storage (not a face) make none.
    await issue(product, warehouse, storage, 10);
    expect((await replenishments(product)).map((r) => r.id)).toEqual([task!.id]);
  });

  it('takes the source first expiry first out from active storage (the lot of that balance, at most its units), skipping expired lots, other faces and receiving', async () => {
    const { warehouse, product, storage, face } = await floor({ tracking: 'lot' });
    const later = await locationOf(admin, warehouse, 'S-2');
    const otherFace = await locationOf(admin, warehouse, 'F-2', 'pick_face');
    const receiving = await locationOf(admin, warehouse, 'R-1', 'receiving');
    await put(product, warehouse, later, 50, { lotNumber: 'LATE', expiryDate: day(90) });
    await put(product, warehouse, storage, 6, { lotNumber: 'EARLY', expiryDate: day(20) });
    await put(product, warehouse, storage, 30, { lotNumber: 'GONE', expiryDate: day(-2) });
    await put(product, warehouse, otherFace, 30, { lotNumber: 'SOONEST', expiryDate: day(5) });
    await put(product, warehouse, receiving, 30, { lotNumber: 'SOONEST', expiryDate: day(5) });
    await put(product, warehouse, face, 10, { lotNumber: 'LATE', expiryDate: day(90) });
    await manager.pickFace(warehouse, { locationId: face.id, productId: product.id, min: 8, max: 40 });

    await issue(product, warehouse, face, 3);
    const [first] = await replenishments(product);
    // 40 − 7 = 33 wanted; the EARLY balance holds 6.
    expect(first).toMatchObject({ quantity: 6, from: { code: 'S-1' }, to: { code: 'F-1' }, lot: { lotNumber: 'EARLY', expiryDate: day(20) } });

    // Done (the worker moves all 6): the face holds 13, above min; the next crossing takes LATE from S-2.
    const worker = staff;
    await worker.done(first!.id, 'claim');
    await worker.done(first!.id, 'complete', { locationId: storage.id, toLocationId: face.id, quantity: 6 });
    expect(await replenishments(product, 'open')).toEqual([]);
    await issue(product, warehouse, face, 6);
    const [second] = await replenishments(product, 'open');
    expect(second).toMatchObject({ quantity: 33, from: { code: 'S-2' }, lot: { lotNumber: 'LATE' } });
    expect(second!.id).not.toBe(first!.id);
  });

  it('makes none when storage holds no free units, and one at once for a face set up below its min', async () => {
    const { warehouse, product, storage, face } = await floor();
    await put(product, warehouse, face, 3);
    await manager.pickFace(warehouse, { locationId: face.id, productId: product.id, min: 2, max: 10 });
    await issue(product, warehouse, face, 2);
    expect(await replenishments(product)).toEqual([]);

    await put(product, warehouse, storage, 4);
    const emptyFace = await locationOf(admin, warehouse, 'F-3', 'pick_face');
    await manager.pickFace(warehouse, { locationId: emptyFace.id, productId: product.id, min: 1, max: 10 });
    expect(await replenishments(product)).toMatchObject([{ quantity: 4, from: { code: 'S-1' }, to: { code: 'F-3' } }]);
  });

  it('replenishes after a relocation out of the face, and a short replenishment leaves a new task for the rest', async () => {
    const { warehouse, product, storage, face } = await floor();
    const shelf = await locationOf(admin, warehouse, 'S-2');
    await put(product, warehouse, storage, 100);
    await put(product, warehouse, face, 10);
    await manager.pickFace(warehouse, { locationId: face.id, productId: product.id, min: 5, max: 30 });
    expectStatus(await admin.send('POST', '/api/inventory/relocations', { productId: product.id, warehouseId: warehouse.id, fromLocationId: face.id, toLocationId: shelf.id, quantity: 8 }), 201);
    const [task] = await replenishments(product, 'open');
    expect(task).toMatchObject({ quantity: 28, from: { code: 'S-1' } });

    await staff.done(task!.id, 'claim');
    const done = await staff.done(task!.id, 'complete', { locationId: storage.id, toLocationId: face.id, quantity: 2 });
    expect(done).toMatchObject({ status: 'done', quantity: 28, doneQuantity: 2 });
    // 4 units at the face, still below 5: a new task for 26.
    expect(await replenishments(product, 'open')).toMatchObject([{ quantity: 26, from: { code: 'S-1' }, to: { code: 'F-1' } }]);
  });
});
