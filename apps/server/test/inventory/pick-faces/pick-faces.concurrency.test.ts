/**
 * Replenishment under concurrency on PostgreSQL (TEST_DATABASE_URL; decision 0022 point 4): twenty
 * issues draining a pick face at once, each in its own transaction on the app's pool, make exactly
 * one open replenishment task (the statement runs under the level's lock, and the partial unique
 * index has the last word). PGlite has one connection, so the file is skipped there.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { locationOf, taskClient } from '../../support/tasks.js';

const t = await setupTestApp();
const admin = taskClient(t, await t.login('admin'));
const manager = taskClient(t, await t.login('manager'));

afterEach(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('replenishment under concurrency (PostgreSQL)', () => {
  it('20 concurrent issues draining a face below its min make exactly one open replenishment task', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const storage = await locationOf(admin, warehouse, 'S-1');
    const face = await locationOf(admin, warehouse, 'F-1', 'pick_face');
    for (const [location, quantity] of [[storage, 500], [face, 30]] as const) {
      expectStatus(await admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'in', quantity, reason: 'Receipt', locationId: location.id }), 201);
    }
    await manager.pickFace(warehouse, { locationId: face.id, productId: product.id, min: 25, max: 60 });

    const issues = await Promise.all(
      Array.from({ length: 20 }, () => admin.move({ productId: product.id, warehouseId: warehouse.id, type: 'out', quantity: 1, reason: 'Issue', locationId: face.id })),
    );
    expect(issues.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    const tasks = (await admin.tasks({ type: 'replenishment', warehouseId: warehouse.id })).filter((task) => task.product.id === product.id);
    expect(tasks).toHaveLength(1);
    // Made by the issue that first left fewer than 25 (24 there): 60 − 24.
    expect(tasks[0]).toMatchObject({ status: 'open', quantity: 36, from: { id: storage.id }, to: { id: face.id } });
  });
});
